## What the reader answers when words are not a command it can make.
refusal-not-understood = I did not understand “{ $words }”. /help shows what I can do.
refusal-unknown-person = I don’t know { $who } yet: they should write something in this chat first.

## Did you mean: the heading over the closest readings of a line not understood (a door draws them:
## buttons, links, numbered lines).
choices-heading = Did you mean:
