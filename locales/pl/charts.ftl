## Pictures: the pools over a game's log (/wykres), the bars of an answer's odds (/odds).

chart-game = Stan wszystkich postaci ({ $count }), ruch po ruchu{ $ruleset ->
   *[other] {""}
}.
chart-character = Stan { CASE($name, case: "gen") }, ruch po ruchu{ $ruleset ->
   *[other] {""}
}.
chart-duel = Pojedynek { $duel } ({ LIST($names) }): stan postaci ruch po ruchu.
refusal-chart-empty = Lista postaci jest pusta, więc nie ma czego narysować. Dodaj kogoś komendą /postac.
refusal-chart-no-duels = Zasady „{ ruleset-name }” nie mają pojedynków; wykres pul pokaże { CMD("chart") } albo { CMD("chart") } IMIĘ.

chart-pool = { $pool ->
    [hp] Punkty zdrowia
    [pv] Punkty życia
    [ergs] Ergi
    [life] Erg życia
   *[points] Punkty magii
}
chart-title-game = { $pool } w trakcie gry
chart-title-character = { $pool }: { $name }
chart-title-duel = { $pool } w pojedynku { $duel }
chart-title-odds = Dokładne szanse
chart-axis-command = Komenda
chart-axis-chance = Szansa
chart-empty = Na razie nie ma czego narysować.

chart-bar-feniks-odds-hit-hit = trafienie
chart-bar-feniks-odds-hit-critical = trafienie krytyczne
chart-bar-feniks-odds-dodge-chance = unik przy Refleksie { $reflex }
chart-bar-feniks-odds-attack-hit = { $spell } trafia
chart-bar-feniks-odds-vs-any = obrażenia zadane { CASE($name, case: "dat") } { $defence ->
    [shield] mimo tarczy
    [dodge] mimo uniku
   *[none] bez obrony
}
chart-bar-feniks-odds-row-chance = { $value } { -hp }
chart-bar-duel_club-odds-spell-pct = { $spell } (Zaklęcia { $skill })
chart-bar-duel_club-odds-round-pct = { $first_spell } — { $first_fate ->
    [lands] trafienie
    [blocked] blok
   *[fails] pudło
}, { $second_spell } — { $second_fate ->
    [lands] trafienie
    [blocked] blok
    [voided] bez skutku
   *[fails] pudło
}
chart-bar-ergs-odds-chance-percent = { $casts } × { $spell }
chart-bar-sp-odds-at-least-percent = co najmniej { $value }
