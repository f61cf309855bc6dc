## Очки заклинаний (вариант для заклинателей d20): запасы, цены, утомление, отдых, метамагия, шансы.
## Переменные: $name заклинатель, $points/$max запас, $condition fresh|fatigued|exhausted, $feat метамагическая черта.

sp-char = { $new ->
         [yes] { GENDER($name) ->
             [f] Новая заклинательница
             [m] Новый заклинатель
            *[other] Новый персонаж
         }
        *[no] { GENDER($name) ->
             [f] Заклинательница
             [m] Заклинатель
            *[other] Персонаж
         }
    } { $name }: { $cls ->
         [cleric] жрец (прогрессия волшебника)
         [druid] друид (прогрессия волшебника)
         [bard] бард (прогрессия чародея)
         [sorcerer] прогрессия чародея
         [sorcerer-borrowed] прогрессия чародея
        *[wizard] прогрессия волшебника
    }, уровень { $level }, ключевая характеристика { $ability }, заклинания до { $highest }-го уровня: { $base } + { $bonus } { $bonus ->
         [one] бонусное
        *[other] бонусных
    } = { $max } { $max ->
         [one] очко заклинаний
         [few] очка заклинаний
        *[many] очков заклинаний
    } (сейчас { $points }).
sp-char-feat = { $name } владеет чертой { $feat ->
         [empower] Усиление заклинания
         [maximize] Максимизация заклинания
         [still] Неподвижное заклинание
         [silent] Безмолвное заклинание
         [extend] Продление заклинания
         [enlarge] Увеличение дальности
         [widen] Расширение заклинания
         [quicken] Ускорение заклинания
         [heighten] Повышение заклинания
        *[other] { $feat }
    } ({ $feat ->
         [heighten] поднимает заклинание до выбранного уровня
        *[other] +{ $adjust } { $adjust ->
             [one] уровень
             [few] уровня
            *[many] уровней
        }
    }).
sp-cast = { $name } творит { $named ->
         [yes] { CASE($spell, case: "acc") }
        *[no] заклинание { ORD($level, suffix: "-го", unknown: "неизвестного") } уровня
    }{ $raised ->
         [yes] {" "}как заклинание { $effective }-го уровня
        *[no] {""}
    }{ $free_meta ->
         [yes] {" "}(метамагия бесплатно)
        *[no] {""}
    } за { $cost } { $cost ->
         [one] очко заклинаний
         [few] очка заклинаний
        *[many] очков заклинаний
    }{ $extra ->
         [0] {""}
        *[other] {" "}({ $extra } сверх цены)
    }: осталось { $points }/{ $max }.
sp-cast-cantrip = { $name } творит { $named ->
         [yes] { CASE($spell, case: "acc") }
        *[no] заклинание { ORD($level, suffix: "-го", unknown: "неизвестного") } уровня
    } (0-й уровень, без очков): на сегодня осталось { $left } { $left ->
         [one] заклинание
         [few] заклинания
        *[many] заклинаний
    } 0-го уровня.
sp-meta = + { $feat ->
         [empower] Усиление заклинания
         [maximize] Максимизация заклинания
         [still] Неподвижное заклинание
         [silent] Безмолвное заклинание
         [extend] Продление заклинания
         [enlarge] Увеличение дальности
         [widen] Расширение заклинания
         [quicken] Ускорение заклинания
         [heighten] Повышение заклинания
        *[other] { $feat }
    } (+{ $adjust } { $adjust ->
         [one] уровень
         [few] уровня
        *[many] уровней
    }){ $free ->
         [yes] , бесплатно: сегодня ещё { $left } { $left ->
             [one] раз
             [few] раза
            *[many] раз
        }.
        *[no] {""}
    }
sp-damage = { $spell } на уровне заклинателя { $cl }: { DICE($expr, letter: "к") }{ $empowered ->
         [yes] {" "}×1,5
        *[no] {""}
    }{ $maximized ->
         [yes] {" "}максимально
        *[no] {""}
    } = { $kind ->
         [healing] лечение на { $total }
        *[damage] { $total } урона
    }{ $aim ->
         [named] {" "}(цель: { $target }{ $rolled ->
             [yes] ; кости: { $faces }
            *[no] {""}
         })
         [written] {" "}({ $to } { $target }{ $rolled ->
             [yes] ; кости: { $faces }
            *[no] {""}
         })
        *[no] { $rolled ->
             [yes] {" "}(кости: { $faces })
            *[no] {""}
         }
    }.
sp-restored = { $gained ->
        [0] { $was ->
             [exhausted] { $name } восстанавливает силы: очки заклинаний не меняются ({ $points }/{ $max }), истощение прошло.
             [fatigued] { $name } восстанавливает силы: очки заклинаний не меняются ({ $points }/{ $max }), утомление прошло.
            *[fresh] { CASE($name, case: "dat", capital: "yes") } нечего восстанавливать: утомления нет, а очков заклинаний не меньше двух третей запаса ({ $points }/{ $max }).
        }
       *[other] { $name } восстанавливает силы: +{ $gained } { $gained ->
             [one] очко заклинаний
             [few] очка заклинаний
            *[many] очков заклинаний
        }, { $points }/{ $max }{ $was ->
             [exhausted] , истощение прошло
             [fatigued] , утомление прошло
            *[fresh] {""}
        }.
    }
sp-condition = { $condition ->
         [fatigued] { $name } — новое состояние: утомление.
         [exhausted] { $name } — новое состояние: истощение.
        *[fresh] { $name } больше не { GENDER($name) ->
             [f] утомлена
            *[other] утомлён
         }.
    }
sp-spent = { $name } тратит { $n } { $n ->
         [one] очко заклинаний
         [few] очка заклинаний
        *[many] очков заклинаний
    }: осталось { $points }/{ $max }.
sp-gained = { $name } получает { $n } { $capped ->
         [yes] { $n ->
             [one] очко
             [few] очка
            *[many] очков
         } заклинаний из { $asked } (выше максимума запас не поднимается)
        *[no] { $n ->
             [one] очко заклинаний
             [few] очка заклинаний
            *[many] очков заклинаний
         }
    }: { $points }/{ $max }.
sp-rest-begin = { $condition ->
         [fresh] { $name } начинает отдых.
        *[other] { $name } начинает отдых (до его конца — как минимум утомление).
    }
sp-rest-end = { $hours ->
        [0] { $name } прерывает отдых, не отдохнув и часа: { $points }/{ $max }.
       *[other] { $name } прерывает отдых через { $hours } { $hours ->
            [one] час
            [few] часа
           *[many] часов
        }: { $points }/{ $max }.
    }
sp-rest = { $name } отдыхает { $hours } { $hours ->
         [one] час
         [few] часа
        *[many] часов
    } (всего { $total } из { $full }): +{ $gained } { $gained ->
         [one] очко заклинаний
         [few] очка заклинаний
        *[many] очков заклинаний
    }, { $points }/{ $max }.
sp-rest-full = { $hours ->
       *[other] {""}
    }{ $total ->
       *[other] {""}
    }{ $name } полностью отдыхает: +{ $gained } { $gained ->
         [one] очко заклинаний
         [few] очка заклинаний
        *[many] очков заклинаний
    }, { $points }/{ $max }{ $was ->
         [fresh] { "" }
         [exhausted] , истощение прошло
        *[other] , утомление прошло
    }.
sp-fatigue = { $name } под { $effect ->
         [exhausted] истощающим
        *[fatigued] утомляющим
    } эффектом: { $lost ->
        [0] очков заклинаний не теряет
       *[other] −{ $lost } { $lost ->
            [one] очко заклинаний
            [few] очка заклинаний
           *[many] очков заклинаний
        }
    }, { $points }/{ $max }.
sp-drained = { $name } получает { $levels } { $levels ->
         [one] отрицательный уровень
         [few] отрицательных уровня
        *[many] отрицательных уровней
    }: −{ $lost } { $lost ->
         [one] очко заклинаний
         [few] очка заклинаний
        *[many] очков заклинаний
    } (каждый стоит столько же, сколько заклинание { ORD($level, suffix: "-го", unknown: "неизвестного") } уровня, { $each } { $each ->
         [one] очко
         [few] очка
        *[many] очков
    }{ $short ->
         [yes] ; больше не было
        *[no] {""}
    }), { $points }/{ $max }.
sp-char-pearls = Жемчужины силы { CASE($name, case: "gen") }: { $each ->
        [1] { $kinds ->
            [1] одна жемчужина { ORD($levels, suffix: "-го") } уровня
           *[other] { ORD($levels, suffix: "-го") } уровня
        }
        [2] { $kinds ->
            [1] две жемчужины { ORD($levels, suffix: "-го") } уровня
           *[other] по две жемчужины { ORD($levels, suffix: "-го") } уровня
        }
        [3] { $kinds ->
            [1] три жемчужины { ORD($levels, suffix: "-го") } уровня
           *[other] по три жемчужины { ORD($levels, suffix: "-го") } уровня
        }
        [4] { $kinds ->
            [1] четыре жемчужины { ORD($levels, suffix: "-го") } уровня
           *[other] по четыре жемчужины { ORD($levels, suffix: "-го") } уровня
        }
       *[other] { $kinds ->
            [1] { $each } жемчужин { ORD($levels, suffix: "-го") } уровня
           *[other] по { $each } жемчужин { ORD($levels, suffix: "-го") } уровня
        }
    }.
sp-char-no-pearls = У { CASE($name, case: "gen") } больше нет жемчужин силы.
sp-pearl = { $name } использует жемчужину силы ({ ORD($level, suffix: "-го", unknown: "неизвестного") } уровня): +{ $gained } { $gained ->
         [one] очко заклинаний
         [few] очка заклинаний
        *[many] очков заклинаний
    }, { $points }/{ $max }.
sp-day = Новый день: у каждого снова { $allowance } { $allowance ->
         [one] заклинание
         [few] заклинания
        *[many] заклинаний
    } 0-го уровня{ $mode ->
         [points] {" "}и снова работают жемчужины силы
        *[other] , снова работают жемчужины силы и есть по { $free } { $free ->
             [one] бесплатному применению
             [few] бесплатных применения
            *[many] бесплатных применений
         } каждой метамагической черты
    }.
sp-mode = Метамагия: { $mode ->
         [free] бесплатно, { $free } { $free ->
             [one] раз
             [few] раза
            *[many] раз
         } в день каждая черта (без очков)
         [both] бесплатно { $free } { $free ->
             [one] раз
             [few] раза
            *[many] раз
         } в день каждая черта, затем за очки
        *[points] за очки заклинаний (заклинание стоит как заклинание более высокого уровня)
    }.
sp-pool = { $name }: { $points }/{ $max } { $max ->
         [one] очко заклинаний
         [few] очка заклинаний
        *[many] очков заклинаний
    }, { $condition ->
         [fatigued] утомление
         [exhausted] истощение
        *[fresh] без утомления
    }{ $resting ->
         [yes] , отдыхает (пока { $hours } ч)
        *[no] {""}
    }; заклинаний 0-го уровня на сегодня: { $left }/{ $allowance }.
sp-pool-free = + { $name }: { $feat ->
         [empower] Усиление заклинания
         [maximize] Максимизация заклинания
         [still] Неподвижное заклинание
         [silent] Безмолвное заклинание
         [extend] Продление заклинания
         [enlarge] Увеличение дальности
         [widen] Расширение заклинания
         [quicken] Ускорение заклинания
         [heighten] Повышение заклинания
        *[other] { $feat }
    } бесплатно ещё { $left } { $left ->
         [one] раз
         [few] раза
        *[many] раз
    } сегодня.
sp-pool-empty = Заклинателей пока нет. Добавьте: /char ИМЯ уровень=N характеристика=N.
sp-odds-damage = { $spell } на уровне заклинателя { $cl }: { DICE($expr, letter: "к") }{ $empowered ->
         [yes] {" "}×1,5
        *[no] {""}
    }{ $maximized ->
         [yes] {" "}максимально
        *[no] {""}
    }, { $kind ->
         [healing] лечения
        *[damage] урона
    } { $low }–{ $high }, в среднем { $mean }.
sp-odds-at-least = Шанс получить не меньше { $value }: { $percent } %.
sp-odds-cost = На уровне заклинателя { $cl } { $named ->
         [yes] заклинание «{ $spell }»
        *[no] заклинание { ORD($level, suffix: "-го", unknown: "неизвестного") } уровня
    }{ $raised ->
         [yes] {" "}как заклинание { $effective }-го уровня
        *[no] {""}
    } стоит { $cost } { $cost ->
         [one] очко заклинаний
         [few] очка заклинаний
        *[many] очков заклинаний
    }.
sp-odds-casts = { $name } ({ $points }/{ $max }) может сотворить { $named ->
         [yes] заклинание «{ $spell }»
        *[no] заклинание { ORD($level, suffix: "-го", unknown: "неизвестного") } уровня
    } ещё { $casts } { $casts ->
         [one] раз
         [few] раза
        *[many] раз
    } (первое сотворение: { $cost } { $cost ->
         [one] очко заклинаний
         [few] очка заклинаний
        *[many] очков заклинаний
    }).
sp-odds-lasts = { $n } { $n ->
         [one] сотворение
         [few] сотворения
        *[many] сотворений
    } подряд: { $lasts ->
         [yes] запаса хватит (наверняка, 100 %); после — { $points }/{ $max }, { $condition ->
             [fatigued] утомление
             [exhausted] истощение
            *[fresh] без утомления
        }
        *[no] запаса не хватит (0 %): только { $casts }
    }.
sp-refusal-number = «{ $value }» — не целое число ({ $what ->
         [level] уровень
         [points] очки
         [hours] часы
         [extra] дополнительные очки
         [ability] ключевая характеристика
         [base] базовые очки
         [cl] уровень заклинателя
         [casts] число сотворений
         [ge] порог урона
         [levels] отрицательные уровни
         [heighten] повышенный уровень
        *[other] { $what }
    }).
sp-refusal-range = { $what ->
         [level] Уровень должен быть от { $low } до { $high }, а не { $value }.
         [points] Очков должно быть от { $low } до { $high }, а не { $value }.
         [hours] Отдых длится от { $low } до { $high } { $high ->
             [one] часа
            *[other] часов
         }, а не { $value }.
         [extra] Дополнительных очков должно быть от { $low } до { $high }, а не { $value }.
         [ability] Ключевая характеристика должна быть от { $low } до { $high }, а не { $value }.
         [base] Базовых очков должно быть от { $low } до { $high }, а не { $value }.
         [cl] Уровень заклинателя должен быть от { $low } до { $high }, а не { $value }.
         [casts] Число сотворений должно быть от { $low } до { $high }, а не { $value }.
         [ge] Порог урона должен быть от { $low } до { $high }, а не { $value }.
         [levels] Отрицательных уровней должно быть от { $low } до { $high }, а не { $value }.
         [heighten] Повышенный уровень должен быть от { $low } до { $high }, а не { $value }.
        *[other] { $what }: допустимо от { $low } до { $high }, а не { $value }.
    }
sp-refusal-option = У этой команды нет параметра «{ $option }=». Есть: { WORD($options, of: "word-sp-option-") }.
sp-refusal-words = Не понимаю: «{ $words }».
sp-refusal-name = Имя должно содержать от 1 до { $limit } символов.
sp-refusal-char-level = Новому заклинателю нужен уровень: /char { $name } уровень=N характеристика=N.
sp-refusal-class = Неизвестный класс «{ $value }». Классы: { WORD($classes, of: "word-sp-class-", style: "or") }.
sp-refusal-unknown-feat = Неизвестная метамагическая черта «{ $feat }». Черты: { WORD($feats, of: "word-sp-feat-") }.
sp-refusal-feat-twice = Одну и ту же метамагическую черту нельзя применить к заклинанию дважды.
sp-refusal-no-feat = { $name } не владеет чертой { $feat ->
         [empower] Усиление заклинания
         [maximize] Максимизация заклинания
         [still] Неподвижное заклинание
         [silent] Безмолвное заклинание
         [extend] Продление заклинания
         [enlarge] Увеличение дальности
         [widen] Расширение заклинания
         [quicken] Ускорение заклинания
         [heighten] Повышение заклинания
        *[other] { $feat }
    } (добавьте: /char { $name } черты=…).
sp-refusal-heighten = Для повышения нужен новый уровень заклинания, выше { $level } и не больше 9: метамагия=повышение:N.
sp-refusal-free-used = У { CASE($name, case: "gen") } на сегодня не осталось бесплатных применений черты { $feat ->
         [empower] Усиление заклинания
         [maximize] Максимизация заклинания
         [still] Неподвижное заклинание
         [silent] Безмолвное заклинание
         [extend] Продление заклинания
         [enlarge] Увеличение дальности
         [widen] Расширение заклинания
         [quicken] Ускорение заклинания
         [heighten] Повышение заклинания
        *[other] { $feat }
    } (/day начинает новый день).
sp-refusal-spell-too-high = { $name } пока не может творить заклинания { $level }-го уровня (самый высокий — { $highest }-й).
sp-refusal-spell-level = { $spell } — заклинание { ORD($level, suffix: "-го", unknown: "неизвестного") } уровня: сотворить его как заклинание { $asked }-го уровня нельзя. { $higher ->
         [yes] Более высокий уровень даёт черта Повышение заклинания (метамагия=повышение:{ $asked }), больше урона — дополнительные очки (доп=N).
        *[no] Больше урона дают дополнительные очки (доп=N).
    }
sp-refusal-meta-too-high = С этой метамагией заклинание считается { $effective }-го уровня — выше, чем может { $name } ({ $highest }-й).
sp-refusal-cl-too-low = На уровне заклинателя { $cl } заклинания { $level }-го уровня ещё недоступны (самый высокий — { $highest }-й).
sp-refusal-cl-meta = С этой метамагией заклинание считается { $effective }-го уровня — выше, чем доступно на уровне заклинателя { $cl } ({ $highest }-й).
sp-refusal-cl-extra-max = На уровне заклинателя { $cl } { $most ->
         [0] в { CASE($spell, case: "acc") } нельзя вложить ни одного дополнительного очка
        *[other] в { CASE($spell, case: "acc") } можно вложить не больше { $most } { $most ->
             [one] дополнительного очка
            *[other] дополнительных очков
         }
    } (уровень заклинателя и максимум заклинания).
sp-refusal-no-target = После «{ $to }» не хватает цели, например { CMD("cast") } ИМЯ: ЗАКЛИНАНИЕ в гоблина.
sp-refusal-extra-not-scaled = Дополнительные очки повышают урон только тех заклинаний, у которых число костей растёт с уровнем заклинателя.
sp-refusal-extra-max = { $name } может вложить в { CASE($spell, case: "acc") } не больше { $most } { $most ->
         [one] очка заклинаний
        *[other] очков заклинаний
    } сверх цены (свой уровень заклинателя и предел заклинания).
sp-refusal-cantrips = У { CASE($name, case: "gen") } на сегодня не осталось заклинаний 0-го уровня (дневной предел: { $allowance }; /day начинает новый день).
sp-refusal-not-enough = { CASE($name, case: "dat") } нужно { $cost } { $cost ->
         [one] очко заклинаний
         [few] очка заклинаний
        *[many] очков заклинаний
    }, а есть { $points }.
sp-refusal-full = Запас { CASE($name, case: "gen") } уже полон.
sp-refusal-no-pearl = В листе { CASE($name, case: "gen") } нет жемчужины силы { $level }-го уровня; мастер записывает жемчужины так: /char { $name } жемчужины=1,3.
sp-refusal-pearl-used = { $count ->
        [one] { $name } уже { GENDER($name) ->
            [f] использовала
           *[other] использовал
        } сегодня жемчужину силы { $level }-го уровня: жемчужина действует раз в день.
       *[other] { $name } уже { GENDER($name) ->
            [f] использовала
           *[other] использовал
        } сегодня все жемчужины силы { $level }-го уровня ({ $count }): каждая действует раз в день.
    }
sp-refusal-pearls-many = В листе помещается не больше { $most } жемчужин силы.
sp-refusal-rest = «{ $value }» — это не отдых: укажите часы (1ч, 2ч или 8ч), «{ WORD("begin", of: "word-sp-rest-") }» или «{ WORD("end", of: "word-sp-rest-") }».
sp-refusal-rest-all = Отправить на отдых всех персонажей сразу может только мастер. Своего персонажа — так: /rest 8ч.
sp-refusal-resting = { $name } уже отдыхает (пока { $hours } ч).
sp-refusal-not-resting = { $name } не отдыхает.
sp-refusal-effect = Укажите эффект: утомление или истощение (а не «{ $value }»).
sp-refusal-empty = { CASE($name, case: "dat") } больше нечего терять: очков не осталось.
sp-refusal-mode = Метамагию можно оплачивать так: очки, бесплатно или оба — а не «{ $value }».
sp-refusal-odds-who = Для раз= нужен заклинатель из списка: /odds ИМЯ: ЗАКЛИНАНИЕ раз=N.
