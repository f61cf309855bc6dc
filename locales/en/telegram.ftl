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

## Character sheets in bulk: a pasted roster, a CSV file. $added/$lines/$line/$limit are numbers.
tg-sheets-done = Characters added: { $added } of { $lines }.
tg-sheets-added = Added: { $names }.
tg-sheets-line = Line { $line } ({ $name }): { $why }
refusal-sheets-too-many = A roster may add at most { $limit } characters at once.
refusal-sheets-csv = I can't read that file as a roster: send a CSV file (UTF-8) whose header row has a “{ $column }” column, then one character per row.
refusal-sheets-csv-big = That file is too big: a roster file may be at most { $limit } KB.
tg-claim-link = Send this link to the player: one tap gives them the character (it works once).
{ $link }
