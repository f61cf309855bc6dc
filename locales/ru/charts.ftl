## Pictures: the pools over a game's log (/chart), the bars of an answer's odds (/odds).

chart-game = { $ruleset ->
    [feniks] Жизни
    [duel_club] Жизни
   *[other] Запасы
} всех персонажей ({ $count } { $count ->
    [one] персонаж
    [few] персонажа
   *[many] персонажей
}) после каждой команды.
chart-character = { $ruleset ->
    [feniks] Жизни
    [duel_club] Жизни
   *[other] Запас
} { CASE($name, case: "gen") } после каждой команды.
chart-duel = Дуэль { $duel } ({ LIST($names) }): запасы после каждой команды.
refusal-chart-empty = Список персонажей пуст — рисовать пока нечего. Добавьте кого-нибудь командой /char.
refusal-chart-no-duels = В правилах «{ ruleset-name }» нет дуэлей; график запасов покажет { CMD("chart") } или { CMD("chart") } ИМЯ.

chart-pool = { $pool ->
    [hp] Очки здоровья
    [pv] Очки здоровья
    [ergs] Эрги
    [life] Эрг жизни
   *[points] Очки заклинаний
}
chart-title-game = { $pool } по ходу игры
chart-title-character = { $pool }: { $name }
chart-title-duel = { $pool } в дуэли { $duel }
chart-title-odds = Точные шансы
chart-axis-command = Команда
chart-axis-chance = Шанс
chart-empty = Рисовать пока нечего.

chart-bar-feniks-odds-hit-hit = попадание
chart-bar-feniks-odds-hit-critical = критическое попадание
chart-bar-feniks-odds-dodge-chance = уклонение при Рефлексе { $reflex }
chart-bar-feniks-odds-attack-hit = { $spell } попадает
chart-bar-feniks-odds-vs-any = урон по { CASE($name, case: "dat") } { $defence ->
    [shield] сквозь щит
    [dodge] несмотря на уклонение
   *[none] без защиты
}
chart-bar-feniks-odds-row-chance = { $value } { -hp }
chart-bar-duel_club-odds-spell-pct = { $spell } (Чары { $skill })
chart-bar-duel_club-odds-round-pct = { $first_spell } — { $first_fate ->
    [lands] попадание
    [blocked] отражено
   *[fails] провал
}, { $second_spell } — { $second_fate ->
    [lands] попадание
    [blocked] отражено
    [voided] без действия
   *[fails] провал
}
chart-bar-ergs-odds-chance-percent = { $casts } × { $spell }
chart-bar-sp-odds-at-least-percent = не меньше { $value }
