"""The conversation: one place in the core where what a person said becomes what each reader receives.

A door hands ``Conversation.say`` (``talk``) an utterance, the place it was said (``outcome.Place``), who said it
and what the door knows of the people there (``outcome.Known``); it gets back an ``outcome.Outcome``: the messages,
each for one audience (the place, or one person privately) and already rendered in that reader's language as that
reader may read it (``secrecy``), with the state the command left, a chart where one was asked for (``charts``), and
whether the menus changed. Rosters pasted (``rosters``), turn prompts (``prompts``), reminders (``reminders``) and
answers that touch no game (``gameless``) are decided here too. A door maps an outcome to its wire and decides
nothing of its own.
"""
