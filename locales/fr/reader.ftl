## Ce que répond le lecteur quand les mots ne forment pas une commande.
refusal-not-understood = Je n'ai pas compris « { $words } ». /aide montre ce que je sais faire.
refusal-unknown-person = Je ne connais pas encore { $who } : il faut d'abord que cette personne écrive un message ici.

## Did you mean: the heading over the closest readings of a line not understood (a door draws them:
## buttons, links, numbered lines).
choices-heading = Vouliez-vous dire :
