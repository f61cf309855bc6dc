## Co čtečka odpoví, když slova nedávají příkaz.
refusal-not-understood = Nerozumím: „{ $words }“. Příkazy začínají lomítkem, např. /pomoc.
refusal-unknown-person = { $who } ještě neznám: ať sem nejdřív něco napíše.
