## The Telegram door: turn prompts, buttons, polite refusals. Variables: see each message.

# A turn prompt's first line; $who mentions the player (or names the GM), $name is the character.
tg-turn = { $who }, your move in duel { $duel }: { $name }.
tg-awaited-defence = { $name } must defend against { $attacker }'s { $spell } ({ $value }).
tg-gm = GM
tg-ask-spell = Choose a spell:
tg-ask-target = Choose a target:
tg-ask-defence = Choose a defence:
tg-ask-action = Choose an action:
tg-ask-other = Choose:
tg-picked = Chosen: { $choices }
tg-choice-shield = Shield
tg-choice-dodge = Dodge
tg-choice-none = No defence
tg-choice-recover = Recover the wand
tg-choice-pickup = Pick up the wand
tg-button-back = ← Back
tg-button-more = More…
tg-button-stale = This button is out of date: the duel has moved on.
tg-button-not-yours = Sorry, these buttons are for { $name }.
tg-voice-off = Voice commands are off for this bot. Type the command instead.
tg-edit-ignored = That command was already carried out: editing it changes nothing. To do something else, send a new message.
tg-error = Something went wrong on my side. Check /status before you try again.
tg-no-token = Set ASSISTANT_TELEGRAM_TOKEN to the token BotFather gave you, then start again.
