## Что отвечает чтец, когда слова не складываются в команду.
refusal-not-understood = Не понял: «{ $words }». Что я умею, покажет /help.
refusal-unknown-person = Я ещё не знаю { $who }: пусть сначала напишет что-нибудь в этом чате.

## Did you mean: the heading over the closest readings of a line not understood (a door draws them:
## buttons, links, numbered lines).
choices-heading = Может, вы имели в виду:
