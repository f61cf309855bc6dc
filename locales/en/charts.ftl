## Pictures: the pools over a game's log (/chart), the bars of an answer's odds (/odds).

chart-game = The { $ruleset ->
    [feniks] hit points
    [duel_club] hit points
   *[other] pools
} of the whole roster ({ $count } { $count ->
    [one] character
   *[other] characters
}), command by command.
chart-character = The { $ruleset ->
    [feniks] hit points
    [duel_club] hit points
   *[other] pool
} of { $name }, command by command.
chart-duel = Duel { $duel } ({ LIST($names) }): the pools, command by command.
refusal-chart-empty = The roster is empty: there is nothing to draw yet. Add someone with /char.
refusal-chart-no-duels = The { ruleset-name } rules have no duels; { CMD("chart") } or { CMD("chart") } NAME draws the pools.

chart-pool = { $pool ->
    [hp] Hit points
    [pv] Life points
    [ergs] Ergs
    [life] Life erg
   *[points] Spell points
}
chart-title-game = { $pool } over the game
chart-title-character = { $pool } of { $name }
chart-title-duel = { $pool } in duel { $duel }
chart-title-odds = Exact odds
chart-axis-command = Command
chart-axis-chance = Chance
chart-empty = Nothing to draw yet.

chart-bar-feniks-odds-hit-hit = hit
chart-bar-feniks-odds-hit-critical = critical hit
chart-bar-feniks-odds-dodge-chance = dodge at Reflex { $reflex }
chart-bar-feniks-odds-attack-hit = { $spell } hits
chart-bar-feniks-odds-vs-any = damage to { $name } { $defence ->
    [shield] through a shield
    [dodge] despite a dodge
   *[none] undefended
}
chart-bar-feniks-odds-row-chance = { $value } { -hp }
chart-bar-duel_club-odds-spell-pct = { $spell } (Charms { $skill })
chart-bar-duel_club-odds-round-pct = { $first_spell } { $first_fate ->
    [lands] lands
    [blocked] blocked
   *[fails] fails
}, { $second_spell } { $second_fate ->
    [lands] lands
    [blocked] blocked
    [voided] void
   *[fails] fails
}
chart-bar-ergs-odds-chance-percent = { $casts } × { $spell }
chart-bar-sp-odds-at-least-percent = at least { $value }
