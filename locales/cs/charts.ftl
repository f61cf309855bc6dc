## Pictures: the pools over a game's log (/graf), the bars of an answer's odds (/odds).

chart-game = { $ruleset ->
    [feniks] Životy
    [duel_club] Životy
   *[other] Zásoby
} všech postav ({ $count } { $count ->
    [one] postava
    [few] postavy
   *[other] postav
}), příkaz po příkazu.
chart-character = { $ruleset ->
    [feniks] Životy
    [duel_club] Životy
   *[other] Zásoba
} { CASE($name, case: "gen") }, příkaz po příkazu.
chart-duel = Souboj { $duel } ({ LIST($names) }): zásoby příkaz po příkazu.
refusal-chart-empty = Seznam postav je prázdný: zatím není co kreslit. Přidej někoho příkazem /postava.
refusal-chart-no-duels = Pravidla „{ ruleset-name }“ souboje nemají; graf zásob ukáže { CMD("chart") } nebo { CMD("chart") } JMÉNO.

chart-pool = { $pool ->
    [hp] Životy
    [pv] Životy
    [ergs] Ergy
    [life] Erg života
   *[points] Body kouzel
}
chart-title-game = { $pool } v průběhu hry
chart-title-character = { $pool }: { $name }
chart-title-duel = { $pool } v souboji { $duel }
chart-title-odds = Přesné šance
chart-axis-command = Příkaz
chart-axis-chance = Šance
chart-empty = Zatím není co kreslit.

chart-bar-feniks-odds-hit-hit = zásah
chart-bar-feniks-odds-hit-critical = kritický zásah
chart-bar-feniks-odds-dodge-chance = úhyb při Reflexu { $reflex }
chart-bar-feniks-odds-attack-hit = { $spell } zasáhne
chart-bar-feniks-odds-vs-any = zranění { CASE($name, case: "gen") } { $defence ->
    [shield] přes štít
    [dodge] navzdory úhybu
   *[none] bez obrany
}
chart-bar-feniks-odds-row-chance = { $value } { $value ->
    [one] život
    [few] životy
   *[other] životů
}
chart-bar-duel_club-odds-spell-pct = { $spell } (Kouzla { $skill })
chart-bar-duel_club-odds-round-pct = { $first_spell } — { $first_fate ->
    [lands] zásah
    [blocked] zablokováno
   *[fails] neúspěch
}, { $second_spell } — { $second_fate ->
    [lands] zásah
    [blocked] zablokováno
    [voided] bez účinku
   *[fails] neúspěch
}
chart-bar-ergs-odds-chance-percent = { $casts } × { $spell }
chart-bar-sp-odds-at-least-percent = nejméně { $value }
