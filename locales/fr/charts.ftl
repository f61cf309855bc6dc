## Pictures: the pools over a game's log (/graphique), the bars of an answer's odds (/odds).

chart-game = { $count ->
    [one] Le personnage
   *[other] Les { $count } personnages
} au fil de la partie, coup après coup{ $ruleset ->
   *[other] {""}
}.
chart-character = { $name } au fil de la partie, coup après coup{ $ruleset ->
   *[other] {""}
}.
chart-duel = Duel { $duel } ({ LIST($names) }) au fil du duel, coup après coup.
refusal-chart-empty = La liste des personnages est vide : rien à dessiner pour l'instant. Ajoutez quelqu'un avec /perso.
refusal-chart-no-duels = Les règles « { ruleset-name } » n'ont pas de duels ; le graphique des réserves : { CMD("chart") } ou { CMD("chart") } NOM.

chart-pool = { $pool ->
    [hp] Points de vie
    [pv] Points de vie
    [ergs] Ergs
    [life] Erg de vie
   *[points] Points de sort
}
chart-title-game = { $pool } au fil de la partie
chart-title-character = { $pool } { DE($name) }
chart-title-duel = { $pool } pendant le duel { $duel }
chart-title-odds = Chances exactes
chart-axis-command = Commande
chart-axis-chance = Probabilité
chart-empty = Rien à dessiner pour l'instant.

chart-bar-feniks-odds-hit-hit = touche
chart-bar-feniks-odds-hit-critical = coup critique
chart-bar-feniks-odds-dodge-chance = esquive avec { $reflex } en Réflexes
chart-bar-feniks-odds-attack-hit = { $spell } touche
chart-bar-feniks-odds-vs-any = dégâts contre { $name } { $defence ->
    [shield] malgré un bouclier
    [dodge] malgré une esquive
   *[none] sans défense
}
chart-bar-feniks-odds-row-chance = { $value } { -hp }
chart-bar-duel_club-odds-spell-pct = { $spell } (Sortilèges { $skill })
chart-bar-duel_club-odds-round-pct = { $first_spell } { $first_fate ->
    [lands] réussit
    [blocked] est bloqué
   *[fails] rate
}, { $second_spell } { $second_fate ->
    [lands] réussit
    [blocked] est bloqué
    [voided] est sans effet
   *[fails] rate
}
chart-bar-ergs-odds-chance-percent = { $casts } × { $spell }
chart-bar-sp-odds-at-least-percent = au moins { $value }
