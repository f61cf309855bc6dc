"""The conversation: one place in the core where what a person said becomes what each reader receives.

A door hands ``Conversation.say`` an utterance, the place it was said (``Place``), who said it and what the door
knows of the people there (``Known``); it gets back an ``Outcome``: the messages, each for one audience (the place,
or one person privately) and already rendered in that reader's language as that reader may read it, with the
state the command left, a chart where one was asked for, and whether the menus changed. A door maps an outcome to
its wire and decides nothing of its own.
"""

from assistant.conversation.outcome import PLACE, Audience, Known, Message, Outcome, Place
from assistant.conversation.talk import Conversation, reader_at

__all__ = ["PLACE", "Audience", "Conversation", "Known", "Message", "Outcome", "Place", "reader_at"]
