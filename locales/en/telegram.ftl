## The Telegram door: turn prompts, buttons, polite refusals. Variables: see each message.

# A turn prompt's first line; $who mentions the player (or names the GM), $name is the character.
tg-button-stale = This button is out of date: the duel has moved on.
tg-button-not-yours = Sorry, these buttons are for { $name }.
tg-voice-off = Voice commands are off for this bot. Type the command instead.
tg-edit-ignored = That command was already carried out: editing it changes nothing. To do something else, send a new message.
tg-error = Something went wrong on my side. Check /status before you try again.
tg-no-token = Set ASSISTANT_TELEGRAM_TOKEN to the token BotFather gave you, then start again.

## The bot's descriptions (setMyDescription, setMyShortDescription)
tg-description = A play assistant for wizard duels and magic pools. It keeps your group's roster, rolls the dice by the rules (Feniks, Duel Club, ergs, spell points) and tells each player when it is their move. Add me to a group and send /start; /help lists the commands.
tg-short-description = Wizard duels and magic pools: rules, dice and turns for your group.

## Rolls name the roller

## Character sheets in bulk: a pasted roster, a CSV file. $added/$lines/$line/$limit are numbers.
refusal-sheets-too-many = A roster may add at most { $limit } characters at once.
refusal-sheets-csv = I can't read that file as a roster: send a CSV file (UTF-8) whose header row has a “{ $column }” column, then one character per row.
refusal-sheets-csv-big = That file is too big: a roster file may be at most { $limit } KB.
tg-claim-link = Send this link to the player: one tap gives them the character (it works once).
{ $link }

## A tap on a choice offered for a line not understood (did you mean) once another of them was played.
tg-choice-taken = Already chosen: one of these lines has been played.
