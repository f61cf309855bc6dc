## Co čtečka odpoví, když slova nedávají příkaz.
refusal-not-understood = Nerozumím: „{ $words }“. Co umím, ukáže /pomoc.
refusal-unknown-person = { $who } ještě neznám: ať sem nejdřív něco napíše.

## Did you mean: the heading over the closest readings of a line not understood (a door draws them:
## buttons, links, numbered lines).
choices-heading = Zkus jeden z těchto řádků:
