## Дуэльный клуб (Хогвартс, французское приложение): все сообщения правил duel_club.
## ОЗ: очки здоровья дуэлянта (PV во французских правилах), 5 в начале дуэли.

duel_club-char-created = { $name } вступает в дуэльный клуб: Чары { $skill }/100, { $pv ->
    [one] { $pv } очко здоровья
    [few] { $pv } очка здоровья
    [many] { $pv } очков здоровья
   *[other] { $pv } очка здоровья
}.
duel_club-char-updated = { $name }: Чары { $skill }/100, { $pv ->
    [one] { $pv } очко здоровья
    [few] { $pv } очка здоровья
    [many] { $pv } очков здоровья
   *[other] { $pv } очка здоровья
}.
duel_club-char-line = { $name }: Чары { $skill }/100, ОЗ { $pv }/{ $max } ({ $bound ->
    [no] без игрока
   *[yes] игрок: { $player }
})
duel_club-pool = { $name }: ОЗ { $pv }/{ $max }
duel_club-duel-started = Дуэль { $duel }: { $first } против { CASE($second, case: "gen") }, у каждого { $pv ->
    [one] { $pv } очко здоровья
    [few] { $pv } очка здоровья
    [many] { $pv } очков здоровья
   *[other] { $pv } очка здоровья
}. Инициатива: /init.
duel_club-initiative = Инициатива у { CASE($name, case: "gen") } (Чары { $skill } против { $other_skill } у { CASE($other, case: "gen") }).
duel_club-initiative-coin = У обеих сторон Чары { $skill }: бросок монеты ({ $heads } орёл, { $tails } решка), выпадает { $coin ->
    [heads] орёл
   *[tails] решка
}: инициатива у { CASE($name, case: "gen") }.
duel_club-round = — Дуэль { $duel }, раунд { $round } —
duel_club-turn = { $answer ->
    [yes] Отвечает { $name }
   *[no] Начинает { $name }
}{ $must_recover ->
    [yes] : палочка на полу, единственное возможное действие — /recover.
   *[no] { $can_grab ->
        [yes] : /cast ЗАКЛИНАНИЕ или /grab, чтобы поднять палочку противника и сразу победить.
       *[no] : /cast ЗАКЛИНАНИЕ.
    }
}
duel_club-petrified-skip = { $name } в оцепенении и пропускает ход в этом раунде.
duel_club-cast = { $name } произносит { CASE($spell, case: "acc") }: { $impossible ->
    [yes] заведомый провал, при Чарах { $skill } это невозможно (не поможет даже 1 на 1к100).
   *[no] { $roll } { $success ->
        [yes] ≤ { $threshold }, успех.
       *[no] > { $threshold }, провал.
    }
}
duel_club-cast-voided = { $disarm_spell } { CASE($by, case: "gen") } обезоружил { CASE($name, case: "acc") }: ответа не будет, { $spell } не действует.
duel_club-levicorpus-drop = { $name } висит вниз головой под Левикорпусом, проваливает заклинание и роняет палочку.
duel_club-levicorpus-held = { $name } висит вниз головой под Левикорпусом, но не выпускает палочку.
duel_club-resolve = Итог раунда { $round }:
duel_club-no-effect = Ни одно заклинание не действует.
duel_club-blocked = { $shield_spell } { CASE($by, case: "gen") } отражает { CASE($spell, case: "acc") } { CASE($name, case: "gen") }.
duel_club-hit = { $spell } { CASE($by, case: "gen") } попадает в { CASE($name, case: "acc") }: минус { $amount ->
    [one] { $amount } очко здоровья
    [few] { $amount } очка здоровья
    [many] { $amount } очков здоровья
   *[other] { $amount } очка здоровья
}, ОЗ { $pv }/{ $max }.
duel_club-disarmed = Экспеллиармус { CASE($by, case: "gen") } выбивает палочку у { CASE($name, case: "gen") }: { $grab ->
    [yes] { $by } может сразу подобрать эту палочку (/grab), а { $name } своим ходом может только поднять свою палочку (/recover).
   *[no] в следующем раунде { $name } ходит раньше, чем { $by }, и может только поднять свою палочку (/recover).
}
duel_club-petrified = Петрификус Тоталус сковывает { CASE($name, case: "acc") }: ход в следующем раунде пропадает.
duel_club-levitated = Левикорпус поднимает { CASE($name, case: "acc") } вниз головой: если следующее заклинание не удастся, палочка выпадет.
duel_club-recovered = { $name } поднимает свою палочку.
duel_club-grabbed = { $name } подбирает палочку { CASE($opponent, case: "gen") }!
duel_club-forbidden = { $name } применяет «{ $spell_text }» — заклинание, запрещённое в дуэльном клубе: немедленная дисквалификация.
duel_club-won = { $reason ->
    [pv] У { CASE($loser, case: "gen") } не осталось очков здоровья.
    [grab] { $loser } остаётся без палочки.
   *[disqualified] { GENDER($loser) ->
        [f] { $loser } дисквалифицирована.
        [m] { $loser } дисквалифицирован.
       *[other] { $loser }: дисквалификация.
    }
} Дуэль { $duel } выигрывает { $name }!
duel_club-ended = Дуэль { $duel } остановлена, без победителя.
duel_club-status-waiting = Дуэль { $duel }: ждёт /init.
duel_club-status-running = Дуэль { $duel }: раунд { $round }, ходит { $turn }.
duel_club-status-won = Дуэль { $duel } окончена, побеждает { $winner }.
duel_club-status-stopped = Дуэль { $duel }: остановлена, без победителя.
duel_club-status-fighter = { $name } (Чары { $skill }): ОЗ { $pv }/{ $max }, { $wand ->
    [hand] палочка в руке
    [taken] палочку забрал{ GENDER($taker) ->
        [f] а
       *[other] {""}
    } { $taker }
   *[dropped] палочка на полу
}{ $petrified ->
    [yes] , в оцепенении
   *[no] {""}
}{ $levicorpus ->
    [yes] , под Левикорпусом
   *[no] {""}
}{ $disqualified ->
    [yes] , дисквалификация
   *[no] {""}
}.
duel_club-odds-character = { $name }, Чары { $skill }, шанс каждого заклинания на 1к100:
duel_club-odds-hidden = Числа персонажа { $name } скрыты: эти шансы может посчитать только мастер.
duel_club-odds-spell = { $spell } при Чарах { $skill }: { $pct ->
    [0] успех невозможен, не выручит даже 1 на 1к100 (0 %).
   *[other] успех при 1к100 ≤ { $threshold }, { $pct } %.
}
duel_club-odds-round-head = Раунд, где { $first_spell } (Чары { $skill }) идёт первым, а { $second_spell } (Чары { $vs_skill }) отвечает:
duel_club-odds-round = { $pct } %: { $first_spell } — { $first_fate ->
    [lands] попадание
    [blocked] отражено
   *[fails] провал
}, { $second_spell } — { $second_fate ->
    [lands] попадание
    [blocked] отражено
    [voided] без действия (палочка выбита)
   *[fails] провал
}.

duel_club-refusal-target = Заклинание летит только в противника, а противник здесь — { $opponent }, не { $name }.
duel_club-refusal-slip = «{ $spell_text }» в таком написании не заклинание дуэльного клуба; может быть, { $spell }? Ничего не произнесено.
duel_club-refusal-who-casts = «{ $name }» — дуэлянт, а не заклинание: в дуэльном клубе заклинание всегда летит в соперника. Напишите только заклинание, например { CMD("cast") } Ступефай.
duel_club-refusal-no-initiative = Дуэль { $duel } не началась: определите инициативу командой /init.
duel_club-refusal-not-your-turn = Сейчас не ход { CASE($name, case: "gen") }: ходит { $turn }.
duel_club-refusal-must-recover = { $name } без палочки: единственное возможное действие — /recover.
duel_club-refusal-not-party = Это может сделать только мастер или участник дуэли { $duel }.
duel_club-refusal-not-duellist = Игрок может открыть дуэль только для своего персонажа.
duel_club-refusal-wand-in-hand = { $name } уже держит палочку: поднимать нечего.
duel_club-refusal-no-grab = { $name } может подобрать палочку { CASE($opponent, case: "gen") } только сразу после своего Экспеллиармуса, пока палочка лежит на полу.
duel_club-refusal-duel-syntax = Запишите дуэль так: /duel ИМЯ против ИМЯ.
duel_club-refusal-one-vs-one = В дуэльном клубе бьются один на один: /duel ИМЯ против ИМЯ.
duel_club-refusal-self = { GENDER($name) ->
    [f] { $name } не может сражаться сама с собой.
    [m] { $name } не может сражаться сам с собой.
   *[other] Вызвать на дуэль самого себя нельзя ({ $name }).
}
duel_club-refusal-initiative-done = Инициатива в дуэли { $duel } уже определена.
duel_club-refusal-ended = Дуэль { $duel } уже окончена.
duel_club-refusal-need-skill = Укажите Чары { CASE($name, case: "gen") } (0–100): /char { $name } чары=60.
duel_club-refusal-odds-skill = Укажите навык Чары от 0 до { $max }, например /odds Ступефай чары=60.
duel_club-refusal-odds-vs-skill = «{ $value }» не подходит для противник=: Чары противника — целое число от 0 до { $max }.
duel_club-refusal-skill = Навык Чары должен быть от 0 до { $max }, а не { $value } (правило: { RULE($rule) }).
duel_club-refusal-odds-forbidden = Заклинание «{ $spell_text }» в дуэльном клубе запрещено: кто его применит, будет немедленно дисквалифицирован.
