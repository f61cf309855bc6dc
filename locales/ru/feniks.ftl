## Феникс: дуэли и очки здоровья (ОЗ). Каждый отказ заканчивается правилом, на которое он ссылается.

-hp = ОЗ
feniks-word-kind = { $kind ->
    [club] поединок Дуэльного клуба
   *[spontaneous] спонтанная дуэль
}
feniks-word-condition = { $condition ->
    [out] вне боя
    [unconscious] без сознания
    [hospital] в больничном крыле
   *[ok] в строю
}

## Карточка персонажа.

feniks-char-created = Новый персонаж { $name }: возраст { $age }, Рефлекс { $reflex }, Чары { $charms } ({ $charms_mod }), Трансфигурация { $transfig } ({ $transfig_mod }), ЗОТИ { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }.
feniks-char-updated = Карточка { CASE($name, case: "gen") } обновлена: возраст { $age }, Рефлекс { $reflex }, Чары { $charms } ({ $charms_mod }), Трансфигурация { $transfig } ({ $transfig_mod }), ЗОТИ { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-sheet = { $name }: возраст { $age }, Рефлекс { $reflex }, Чары { $charms } ({ $charms_mod }), Трансфигурация { $transfig } ({ $transfig_mod }), ЗОТИ { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-line = { $name }, возраст { $age }: { -hp } { $hp }/{ $max } ({ $bound ->
    [no] без игрока
   *[yes] игрок: { $player }
})
feniks-pool = { $name }: { $hp } из { $max } { -hp }{ $condition ->
    [ok] {""}
   *[other] , { feniks-word-condition }
}.
feniks-severity = { $severity ->
    [hospital] { $name } отправляется в больничное крыло.
   *[moment] { $name } через мгновение приходит в себя.
}

## Дуэли и очерёдность.

feniks-duel-started = Дуэль { $duel } начинается: { feniks-word-kind }, { $count ->
    [one] { $count } участник
    [few] { $count } участника
   *[other] { $count } участников
}.
feniks-duel-side = Сторона { $side }: { LIST($names) }
feniks-surprise = { $name } нападает внезапно и получает первый ход.
feniks-order-needed = Дуэль { $duel }: бросьте инициативу (/init) или пусть мастер задаст порядок (/order).
feniks-init-roll = { $name } бросает инициативу: { $face } + { $bonus } = { $total }.
feniks-init-tie = Ничья: у { LIST($names, case: "gen") } по { $total }; первым ходит тот, у кого выше Рефлекс.
feniks-init-reroll = { LIST($names) } снова равны и бросают заново.
feniks-order = Дуэль { $duel }, порядок ходов: { $names }.
feniks-turn-attack = Дуэль { $duel }: ходит { $name }. Атака: /cast ЗАКЛИНАНИЕ ЦЕЛЬ.
feniks-turn-defend = Дуэль { $duel }: ходит { $name }. Сначала защита от { CASE($spell, case: "gen") } { CASE($attacker, case: "gen") } (атака { $value }): /defend щит|уклонение|нет{ $count ->
    [one] .
    [few] ; ждут { $count } атаки.
   *[other] ; ждут { $count } атак.
}

## Атака и защита.

feniks-attack = { $outcome ->
    [fail] { $name } направляет { CASE($spell, case: "acc") } в { CASE($target, case: "acc") }, но заклинание срывается. Ход окончен.
    [miss] { $name } направляет { CASE($spell, case: "acc") } в { CASE($target, case: "acc") } — промах. Ход окончен.
    [critical] { $name } направляет { CASE($spell, case: "acc") } в { CASE($target, case: "acc") } — критическое попадание{ $weak ->
        [yes] {" "}(хотя и ослабленное)
       *[no] {""}
    }! Атака { $value }.
   *[hit] { $surprise ->
        [yes] { $name } застаёт { CASE($target, case: "acc") } врасплох: { $spell } — попадание{ $weak ->
            [yes] {" "}(ослабленное)
           *[no] {""}
        }. Атака { $value }.
       *[no] { $name } направляет { CASE($spell, case: "acc") } в { CASE($target, case: "acc") } — попадание{ $weak ->
            [yes] {" "}(ослабленное)
           *[no] {""}
        }. Атака { $value }.
    }
}
feniks-defence-shield = { $failed ->
    [yes] { $shield_spell } { CASE($name, case: "gen") } срывается: { $spell } { CASE($attacker, case: "gen") } наносит полный урон — { $damage } { -hp }. { -hp }: { $hp }/{ $max }.
   *[no] { $damage ->
        [0] { $name } отражает { CASE($spell, case: "acc") } { CASE($attacker, case: "gen") } (атака { $attack }) заклинанием { $shield_spell } (защита { $value }): урона нет.
       *[other] { $name } закрывается заклинанием { $shield_spell } (защита { $value }) от { CASE($spell, case: "gen") } { CASE($attacker, case: "gen") } (атака { $attack }), но удар проходит: урон { $damage }.
    } { -hp }: { $hp }/{ $max }.
}
feniks-defence-dodge = { $failed ->
    [yes] { $name } пытается увернуться от { CASE($spell, case: "gen") } { CASE($attacker, case: "gen") } (выпало { $face }), но неудачно: урон { $damage }. { -hp }: { $hp }/{ $max }.
   *[no] { $name } уворачивается от { CASE($spell, case: "gen") } { CASE($attacker, case: "gen") } (выпало { $face }): урона нет. { -hp }: { $hp }/{ $max }.
}
feniks-defence-none = { $name } не защищается от { CASE($spell, case: "gen") } { CASE($attacker, case: "gen") }: урон { $damage }. { -hp }: { $hp }/{ $max }.
feniks-move-ends = Ход { CASE($name, case: "gen") } окончен: атаки в этот ход не будет.
feniks-ko-spontaneous = { $name } теряет сознание. Игрок (или мастер по просьбе) решает, насколько всё серьёзно: /char { $name } тяжесть=миг или тяжесть=больница.
feniks-ko-club = { $name } проигрывает и выбывает из поединка.
feniks-kod =
    Код:
    Защита: { $defence }
    Атака: { $attack }
    { -hp }: [ { $hp } / { $max } ]

## Конец дуэли.

feniks-duel-won = Дуэль { $duel } окончена. { $count ->
    [one] Победитель: { LIST($names) }.
   *[other] Победители: { LIST($names) }.
}
feniks-duel-ended = Мастер завершает дуэль { $duel }.
feniks-club-kept = Дуэль { $duel }: все согласились сохранить раны этого поединка.
feniks-hp-restored = { $name } уходит с поединка без ран: { -hp } { $hp }/{ $max }.

## Состояние.

feniks-status-duel = Дуэль { $duel } ({ feniks-word-kind }), { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[other] { $moves } ходов
}:
feniks-status-line = { $mark ->
    [turn] ▶
    [out] ✗
   *[wait] ·
} { $name } (сторона { $side }): { -hp } { $hp }/{ $max }
feniks-status-pending = { $spell } { CASE($attacker, case: "gen") } (атака { $value }) ждёт защиты { CASE($defender, case: "gen") }.

## Шансы.

feniks-odds-hit = Шанс попасть{ $surprise ->
    [yes] {" "}при внезапной атаке
   *[no] {""}
}: { $hit } % ({ $hit_exact }); критическое: { $critical } % ({ $critical_exact }).
feniks-odds-dodge = Уклонение при Рефлексе { $reflex }: { $needs ->
    [0] невозможно
   *[other] удаётся от { $needs } и выше
}, { $chance } % ({ $chance_exact }).
feniks-odds-attack = { $spell } { CASE($name, case: "gen") } (модификатор { $mod }): попадание { $hit } % ({ $hit_exact }); ожидаемый урон без защиты { $mean } ({ $mean_exact }).
feniks-odds-vs = Против { CASE($name, case: "gen") } { $defence ->
    [shield] с защитным заклинанием
    [dodge] с уклонением
   *[none] без защиты
}: ожидаемый урон { $mean } ({ $mean_exact }), хоть какой-то урон { $any } % ({ $any_exact }).
feniks-odds-row = { $value } { -hp }: { $chance } % ({ $chance_exact })

## Отказы.

feniks-refusal-age = Таблица ОЗ начинается с { $min } { $min ->
    [one] года
   *[other] лет
}; в { $age } { $age ->
    [one] год
    [few] года
   *[other] лет
} рано для дуэлей (правило: { RULE($rule) }).
feniks-refusal-points = { $field ->
    [reflex] Рефлекс
    [charms] Чары
    [transfig] Трансфигурация
   *[dada] ЗОТИ
}: очков должно быть от 0 до { $max }, а не { $value } (правило: { RULE($rule) }).
feniks-refusal-hp = { -hp } должны быть от 0 до { $max }, а не { $value } (правило: { RULE($rule) }).
feniks-refusal-need-age = Чтобы создать персонажа по имени { $name }, укажите возраст: /char { $name } возраст=15 рефлекс=5 чары=10 трансфигурация=10 зоти=10 (правило: { RULE($rule) }).
feniks-refusal-gm-field = Только мастер задаёт поля: { $fields } (правило: { RULE($rule) }).
feniks-refusal-severity-set = Тяжесть для { CASE($name, case: "gen") } уже выбрана ({ $severity ->
    [hospital] больничное крыло
   *[moment] на мгновение
}); чтобы изменить, { CMD("undo") }.{ $rule ->
   *[other] {""}
}
feniks-refusal-severity = { $name } в сознании: тяжесть решают только после потери всех ОЗ (правило: { RULE($rule) }).
feniks-refusal-cannot-fight = { $name } сейчас не может сражаться ({ -hp }: { $hp } или ещё не в строю) (правило: { RULE($rule) }).
feniks-refusal-duel-syntax = Назовите стороны: /duel Гарри Рон против Драко Гойл [вид=клуб|спонтанная] [врасплох=Гарри] (правило: { RULE($rule) }).
feniks-refusal-duel-twice = Персонаж может стоять только на одной стороне (правило: { RULE($rule) }).
feniks-refusal-duel-over = Дуэль { $duel } уже окончена (правило: { RULE($rule) }).
feniks-refusal-not-party = Это может сделать только мастер или игрок одного из участников (дуэль { $duel }) (правило: { RULE($rule) }).
feniks-refusal-surprise-party = Внезапно напасть может только участник этой дуэли, которым вы играете (правило: { RULE($rule) }).
feniks-refusal-surprise-sides = Все внезапно нападающие должны быть на одной стороне (правило: { RULE($rule) }).
feniks-refusal-surprise-uneven = В неравном бою внезапно нападать может только один; остальные бросают инициативу (правило: { RULE($rule) }).
feniks-refusal-surprise-target = На { CASE($target, case: "acc") } уже напали внезапно: внезапные атаки должны быть по разным целям (правило: { RULE($rule) }).
feniks-refusal-started = Дуэль { $duel } уже идёт: порядок менять нельзя (правило: { RULE($rule) }).
feniks-refusal-order-members = Назовите каждого участника дуэли { $duel } ровно один раз (правило: { RULE($rule) }).
feniks-refusal-tie = Ничья по инициативе и после { $limit } { $limit ->
    [one] переброса
   *[other] перебросов
}; задайте порядок через /order (правило: { RULE($rule) }).
feniks-refusal-no-order = У дуэли { $duel } ещё нет порядка ходов: /init или /order (мастер) (правило: { RULE($rule) }).
feniks-refusal-turn = Сейчас не ход { CASE($name, case: "gen") }: ходит { $current } (правило: { RULE($rule) }).
feniks-refusal-defend-first = { CASE($name, case: "dat") } сначала нужно защититься от { $count ->
    [one] ждущей атаки
   *[other] ждущих атак ({ $count })
}: /defend щит|уклонение|нет (правило: { RULE($rule) }).
feniks-refusal-nothing-to-defend = Ни одна атака не ждёт защиты { CASE($name, case: "gen") }: атакуйте через /cast (правило: { RULE($rule) }).
feniks-refusal-shield-spell = { $spell } — защитное заклинание: используйте /defend щит { $spell } (правило: { RULE($rule) }).
feniks-refusal-category-fixed = { $spell } в каталоге относится к разделу «{ $category ->
    [charms] Чары
    [transfig] Трансфигурация
   *[dada] ЗОТИ
}»; раздел= указывают только для заклинаний не из каталога (правило: { RULE($rule) }).
feniks-refusal-not-shield = { $spell } — не защитное заклинание (правило: { RULE($rule) }).
feniks-refusal-unknown-spell = Заклинания «{ $spell_text }» нет в списке; укажите раздел: раздел=чары|трансфигурация|зоти (правило: { RULE($rule) }).
feniks-refusal-target = { $target } — не противник, который ещё в бою; возможные цели: { LIST($names, style: "or") } (правило: { RULE($rule) }).
feniks-refusal-target-self = { $target } не может атаковать { GENDER($target) ->
    [f] саму
   *[other] самого
} себя; возможные цели: { LIST($names, style: "or") } (правило: { RULE($rule) }).
feniks-refusal-target-ally = { $target } сражается на той же стороне, что и { $caster }; возможные цели: { LIST($names, style: "or") } (правило: { RULE($rule) }).
feniks-refusal-which-target = Назовите цель: { LIST($names, style: "or") } (правило: { RULE($rule) }).
feniks-refusal-word = { $what ->
        [type] «{ $word }» — недопустимый вид дуэли; варианты: { WORD($known, of: "word-feniks-kind-", style: "or") }
        [defence] «{ $word }» здесь не подходит; варианты: { WORD($known, of: "word-feniks-defence-", style: "or") }
        [category] «{ $word }» — недопустимый раздел; варианты: { WORD($known, of: "word-feniks-category-", style: "or") }
        [severity] «{ $word }» — недопустимая тяжесть; варианты: { WORD($known, of: "word-feniks-severity-", style: "or") }
        [condition] «{ $word }» — недопустимое состояние; варианты: { WORD($known, of: "word-feniks-condition-", style: "or") }
       *[other] «{ $word }» здесь не подходит: напишите да или нет
    }.{ $rule ->
       *[other] {""}
    }
feniks-refusal-order-set = Дуэль { $duel }: очерёдность уже определена: { $names }.
feniks-refusal-unknown-shield = Заклинания «{ $spell_text }» нет в списке; защитное заклинание укажите с категорией: { CMD("defend") } { WORD("shield", of: "word-feniks-defence-") } { $spell_text } { WORD("category") }={ WORD("dada", of: "word-feniks-category-") }.
