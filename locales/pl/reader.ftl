## Co odpowiada czytnik, gdy słowa nie składają się na komendę.
refusal-not-understood = Nie rozumiem: „{ $words }”. Co umiem, pokaże /pomoc.
refusal-unknown-person = Nie znam jeszcze { $who }: niech najpierw napisze coś na tym czacie.

## Did you mean: the heading over the closest readings of a line not understood (a door draws them:
## buttons, links, numbered lines).
choices-heading = Może chodziło o:
