## Ролевая игра на палочках (эрги). Общие слова для сообщений ниже; каждое берёт переменную из своего имени.

ergs-group-name = { $group ->
        [student] группа студентов
        [middle] средняя группа
        [senior] старшая группа
        [master] группа мастеров чар
       *[other] { $group }
    }
ergs-teacher-group-name = { $teacher_group ->
        [student] группа студентов
        [middle] средняя группа
        [senior] старшая группа
        [master] группа мастеров чар
       *[other] { $teacher_group }
    }
ergs-learner-group-name = { $learner_group ->
        [student] группа студентов
        [middle] средняя группа
        [senior] старшая группа
        [master] группа мастеров чар
       *[other] { $learner_group }
    }
ergs-cause-name = { $cause ->
        [ritual] в ритуале
        [dementor] от дементора
        [vampire] от вампира
       *[other] ({ $cause })
    }
ergs-value-name = { $value ->
        [wand] палочки
        [nerf] бластеры NERF
        [continuous] непрерывная
        [periodic] периодическая (схватки и перерывы)
        [mobile] подвижная
        [stationary] неподвижная (в круге)
        [unset] ещё не выбрано
       *[other] { $value }
    }
ergs-choice-name = { $choice ->
        [weapon] оружия (палочки или нерф)
        [form] рода дуэли (непрерывная или периодическая)
        [mode] подвижности (подвижная или неподвижная)
       *[other] { $choice }
    }
ergs-item-name = { $item ->
        [offended] оскорблённого
        [degree] степени оскорбления
        [weapon] оружия
        [form] рода дуэли
        [mode] выбора подвижности
        [field] поля
        [place] места
        [circle] круга
        [bout] длительности схваток
        [break] длительности перерывов
        [seconds] секундантов
        [dress] проверки одежды
        [signatures] подписей секундантов
       *[other] { $item }
    }
ergs-item-title = { $item ->
        [offended] оскорблённый
        [degree] степень оскорбления
        [weapon] оружие
        [form] род дуэли
        [mode] подвижность
        [field] поле
        [place] место
        [circle] круг
        [bout] схватка
        [break] перерыв
       *[other] { $item }
    }

## Участники и эрги.

ergs-char-added = { $name } вступает в игру: { $age } { $age ->
        [one] год
        [few] года
       *[many] лет
    } ({ ergs-group-name }), { $n } { $n ->
        [one] эрг
        [few] эрга
        [many] эргов
       *[other] эрга
    } на траты и эрг жизни.
ergs-char-updated = Изменения у { CASE($name, case: "gen") }: { $age } { $age ->
        [one] год
        [few] года
       *[many] лет
    } ({ ergs-group-name }), { $max_changed ->
        [yes] запас { $max } { $max ->
            [one] эрг
            [few] эрга
            [many] эргов
           *[other] эрга
        } ({ $spendable } на траты и эрг жизни); сейчас на траты { $n }
       *[other] { $n } { $n ->
            [one] эрг
            [few] эрга
            [many] эргов
           *[other] эрга
        } на траты
    }.
ergs-char-sheet = { $name }: { $age } { $age ->
        [one] год
        [few] года
       *[many] лет
    } ({ ergs-group-name }), { $n } { $n ->
        [one] эрг
        [few] эрга
        [many] эргов
       *[other] эрга
    } на траты и { $life ->
        [yes] эрг жизни
       *[other] без эрга жизни
    }; выученные заклинания: { $known ->
        [0] нет
       *[other] { LIST($spells) }
    }.
ergs-refusal-sheet-spell-new = Персонаж { $name } не создан: «{ $spell_text }» — не заклинание этих правил.
ergs-refusal-sheet-spell-edit = Лист { CASE($name, case: "gen") } не изменён: «{ $spell_text }» — не заклинание этих правил.
ergs-pool-line = { $name } ({ $age }, { ergs-group-name }): { $ergs } из { $max } { $max ->
        [one] эрга
       *[other] эргов
    }, { $life ->
        [yes] эрг жизни на месте
       *[other] эрг жизни потерян
    }{ $demagicked ->
        [yes] , { GENDER($name) ->
            [f] обезмажена
            [m] обезмажен
           *[other] без магии
        }
       *[other] {""}
    }; палочка: { $wand ->
        [attuned] привыкла
        [attuning] привыкает, осталось { $hours } ч
        [damaged] повреждена
       *[other] нет
    }.
ergs-spent = { $name } тратит { $n } { $n ->
        [one] эрг
        [few] эрга
        [many] эргов
       *[other] эрга
    } ({ $reason }): осталось { $ergs }.
ergs-gained = Мастеру: { $name } получает { $n } { $n ->
        [one] эрг
        [few] эрга
        [many] эргов
       *[other] эрга
    } ({ $reason }): теперь { $ergs }.
ergs-demagicked = У { CASE($name, case: "gen") } кончились эрги: { GENDER($name) ->
        [f] она обезмажена
        [m] он обезмажен
       *[other] магии больше нет
    } — ни заклинаний, ни уклонений до следующего цикла.
ergs-drained = Мастеру: { $name } теряет эрг жизни { ergs-cause-name }. Без него в новом цикле эрги не восполняются, пока мастер не вернёт эрг жизни (/restore).
ergs-restored = Мастеру: { $name } снова с эргом жизни.
ergs-cycle = Начинается цикл { $cycle }: каждый волшебник платит эргом жизни за поддержание магической жизнедеятельности; { $refill ->
        [yes] эрги восполняются до максимума.
       *[other] в этой игре эрги не восполняются.
    }
ergs-cycle-wizard = { $name }: цикл оплачен, { $ergs } из { $max } { $max ->
        [one] эрга
       *[other] эргов
    }.
ergs-cycle-drained = Мастеру: у { CASE($name, case: "gen") } нет эрга жизни — эрги не восполняются (осталось { $ergs } { $ergs ->
        [one] эрг
        [few] эрга
        [many] эргов
       *[other] эрга
    }).

## Колдовство.

ergs-cast = { $name } накладывает { CASE($spell, case: "acc") } на { CASE($target, case: "acc") } ({ $n ->
        [0] бесплатно, в запасе { $ergs }
       *[other] { $n } { $n ->
            [one] эрг
            [few] эрга
            [many] эргов
           *[other] эрга
        }, осталось { $ergs }
    }).
ergs-cast-untargeted = { $name } колдует { CASE($spell, case: "acc") } ({ $n ->
        [0] бесплатно, в запасе { $ergs }
       *[other] { $n } { $n ->
            [one] эрг
            [few] эрга
            [many] эргов
           *[other] эрга
        }, осталось { $ergs }
    }).
ergs-too-soon = …но { $spell } не срабатывает: { $name } { GENDER($name) ->
        [f] произнесла
       *[other] произнёс
    } { GENDER($spell) ->
        [f] её
       *[other] его
    } { $gap ->
        [0] сразу же
       *[other] всего через { $gap } с
    } после прошлой атаки (правило трёх секунд: выждать { $wait } с или сперва закрыться щитом либо уклониться).
ergs-simultaneous = Одновременно { $n } { $n ->
        [one] заклинание
        [few] заклинания
        [many] заклинаний
       *[other] заклинания
    }{ $holds ->
        [0] {" "}— ни одно не срабатывает.
       *[other] : ни одно не срабатывает, кроме Авады Кедавры.
    }
ergs-simultaneous-fails = ✗ { CASE($spell, capital: "yes") } { CASE($name, case: "gen") } ({ $clock }{ $tenth ->
        [0] {""}
       *[other] ,{ $tenth }
    }) не срабатывает.
ergs-simultaneous-holds = ✓ { CASE($spell, capital: "yes") } { CASE($name, case: "gen") } ({ $clock }{ $tenth ->
        [0] {""}
       *[other] ,{ $tenth }
    }) всё равно срабатывает.
ergs-dodge = { $name }: «Уклонение!» ({ $n ->
        [0] бесплатно, в запасе { $ergs }
       *[other] { $n } { $n ->
            [one] эрг
            [few] эрга
            [many] эргов
           *[other] эрга
        }, осталось { $ergs }
    }).

## Обучение.

ergs-service = { $learner } оказывает услугу { CASE($teacher, case: "dat") }{ $older ->
    [no] . Но учить { CASE($learner, case: "acc") } { $teacher } не может: учитель должен быть из старшей возрастной группы.
   *[yes] : теперь { $teacher } может учить { CASE($learner, case: "acc") }.
}
ergs-taught = { $teacher } учит { CASE($learner, case: "acc") } заклинанию { $spell } ({ $n ->
        [0] бесплатно, в запасе { $ergs }
       *[other] { $n } { $n ->
            [one] эрг
            [few] эрга
            [many] эргов
           *[other] эрга
        }, осталось { $ergs }
    }).
ergs-gm-taught = Мастеру: { $learner } { GENDER($learner) ->
        [f] выучила
       *[other] выучил
    } { CASE($spell, case: "acc") } у { CASE($teacher, case: "gen") }.

## Палочки.

ergs-wand-none = У { CASE($name, case: "gen") } нет палочки.
ergs-wand-line = { $name }: палочка № { $number }, { $status ->
        [attuned] привыкла
        [attuning] привыкает, осталось { $hours } ч
       *[damaged] повреждена
    }.
ergs-wand-new = { $name } получает новую палочку (№ { $number }){ $hours ->
        [0] , которая уже привыкла.
       *[other] . Она привыкает к хозяину { $hours } ч; до тех пор с неё срабатывают только базовые и тёмные заклинания.
    }
ergs-wand-damaged = Палочка { CASE($name, case: "gen") } повреждена и заклеена посередине: ею нельзя колдовать.
ergs-wand-repaired = Мастеру: палочка { CASE($name, case: "gen") } снова цела.
ergs-wand-given = Палочка { CASE($name, case: "gen") } переходит к { CASE($to, case: "dat") }. Она привыкает к новому хозяину { $hours } ч; до тех пор с неё срабатывают только базовые и тёмные заклинания.
ergs-wand-held = { $name } берёт в руку палочку № { $number }.

## Дуэли и протокол секундантов.

ergs-duel-open = Дуэль { $duel }: { $a } против { CASE($b, case: "gen") }. Секунданты составляют протокол командой { CMD("protocol") }.
ergs-duel-end = Дуэль { $duel } окончена.
ergs-duel-end-winner = Дуэль { $duel } окончена: побеждает { $winner }.
ergs-duel-out = Дуэль { $duel }: { $name } выходит за круг — дуэль прекращена, это занесено в протокол.
ergs-protocol-value = Протокол: { ergs-item-title } — { $item ->
        [field] { $value } шагов
        [circle] { $value } { $value ->
            [one] шаг
            [few] шага
           *[other] шагов
        }
        [bout] { $value } с
        [break] { $value } с
       *[other] { ergs-value-name }
    }.
ergs-protocol-unsigned = Протокол дуэли { $duel } изменён: подписи недействительны, секунданты подписывают заново.
ergs-protocol-second = { $name } — секундант { CASE($duellist, case: "gen") }.
ergs-protocol-dress = Одежда { CASE($name, case: "gen") } проверена: одежда свободная; медальоны, медали, кошельки и пояса сняты.
ergs-protocol-dress-bandages = Одежда { CASE($name, case: "gen") } проверена; секундантам заявлены повязки: { $bandages }.
ergs-protocol-signature = { $name } подписывает протокол дуэли { $duel }.
ergs-protocol-signed = Протокол дуэли { $duel } подписан всеми секундантами.
ergs-protocol-ready = Протокол дуэли { $duel } составлен: секунданты могут подписывать ({ CMD("protocol") } подписать ИМЯ).
ergs-protocol-missing = В протоколе не хватает { ergs-item-name }{ $item ->
        [seconds] { " " }{ CASE($name, case: "gen") }
        [dress] { " " }{ CASE($name, case: "gen") }
       *[other] {""}
    }.
ergs-protocol-head = Протокол дуэли { $duel }: { $a } против { CASE($b, case: "gen") }{ $ended ->
        [yes] { " " }(окончена)
       *[other] {""}
    }.
ergs-protocol-insult = Оскорбление{ $degree ->
        [0] : ещё не записано
        [1] {" "}первой степени (простое): { $offender } { GENDER($offender) ->
            [f] оскорбила
           *[other] оскорбил
        } { CASE($offended, case: "acc") }
        [2] {" "}второй степени (тяжкое, затрагивает достоинство): { $offender } { GENDER($offender) ->
            [f] оскорбила
           *[other] оскорбил
        } { CASE($offended, case: "acc") }
        [3] {" "}третьей степени (действием): { $offender } { GENDER($offender) ->
            [f] оскорбила
           *[other] оскорбил
        } { CASE($offended, case: "acc") }
       *[other] {" "}степени { $degree }: { $offender } { GENDER($offender) ->
            [f] оскорбила
           *[other] оскорбил
        } { CASE($offended, case: "acc") }
    }.
ergs-protocol-choice = { $choice ->
        [weapon] Оружие
        [form] Род дуэли
       *[mode] Подвижность
    }: { $value ->
        [unset] { $choice ->
            [form] ещё не выбран
            [mode] ещё не выбрана
           *[other] ещё не выбрано
        }
       *[other] { ergs-value-name }
    } — { $chooser ->
        [offended] выбирает { $name } как оскорблённая сторона
        [seconds] выбор секундантов по общему согласию
       *[other] кто выбирает, решит степень оскорбления
    }.
ergs-protocol-field = Поле: { $length ->
        [0] ещё не выбрано
       *[other] { $length } × { $width } шагов
    }.
ergs-protocol-place = Место: { $place }.
ergs-protocol-circle = Круг: { $n ->
        [0] ещё не обозначен
        [one] { $n } шаг в поперечнике
        [few] { $n } шага в поперечнике
       *[other] { $n } шагов в поперечнике
    }; выход за круг прекращает дуэль.
ergs-protocol-timing = { $bout ->
        [0] Схватки: длительность ещё не задана;{" "}
       *[other] Схватки по { $bout } с,{" "}
    }{ $pause ->
        [0] перерывы: длительность ещё не задана
       *[other] перерывы по { $pause } с{ $bout ->
            [0] {""}
           *[other] {" "}({ $times ->
                [0] { $ratio } схватки
                [1] столько же, сколько схватка
               *[other] в { $times } { $times ->
                    [few] раза
                   *[other] раз
                } дольше схватки
            })
        }
    }.
ergs-protocol-duellist = { $name }: { $n ->
        [0] секундантов ещё нет
        [one] секундант { $seconds }
       *[other] секунданты { LIST($seconds) }
    }; одежда { $dress ->
        [checked] проверена
        [bandaged] проверена, повязки: { $bandages }
       *[other] ещё не проверена
    }.
ergs-protocol-signatures = Подписи: { $n ->
        [0] пока нет
       *[other] { LIST($names) }
    }.

## Таймер схваток периодической дуэли.

ergs-bout-begin = Дуэль { $duel }, схватка { $bout }: сходитесь! (начало в { $clock }, { $seconds } с, «Стойте!» в { $until })
ergs-bout-stop = Дуэль { $duel }: «Стойте!» — схватка { $bout } окончена ({ $clock }); противники отходят на несколько шагов назад.
ergs-bout-resume = Дуэль { $duel }: перерыв окончен, схватка { $bout }: сходитесь! (начало в { $clock }, «Стойте!» в { $until })
ergs-bout-skipped = Дуэль { $duel }: пропущено { $n } { $n ->
        [one] прежнее объявление
        [few] прежних объявления
       *[other] прежних объявлений
    } таймера.
ergs-bout-status = Дуэль { $duel }: { $phase ->
        [bout] схватка { $bout } идёт
       *[break] перерыв после схватки { $bout }
    }, осталось { $left } с.
ergs-bout-stopped = Дуэль { $duel }: таймер остановлен { $phase ->
        [bout] на схватке { $bout }
       *[break] в перерыве после схватки { $bout }
    }.

## Шансы: сколько позволяет запас эргов, точно.

ergs-odds-head = { $name }: { $ergs } { $ergs ->
        [one] эрг
        [few] эрга
        [many] эргов
       *[other] эрга
    } на траты{ $demagicked ->
        [yes] , но { GENDER($name) ->
            [f] обезмажена
            [m] обезмажен
           *[other] без магии
        }
       *[other] {""}
    }:
ergs-odds-spell = { CASE($spell, capital: "yes") } ({ $n ->
        [0] бесплатно
       *[other] { $n } { $n ->
            [one] эрг
            [few] эрга
            [many] эргов
           *[other] эрга
        }
    }): { $casts ->
        [-1] сколько угодно
        [0] сейчас нельзя
       *[other] ещё { $casts } { $casts ->
            [one] раз
            [few] раза
           *[other] раз
        }
    }.
ergs-odds-chance = Вероятность того, что { CASE($name, case: "dat") } хватит эргов на { $casts } { $casts ->
        [one] применение
        [few] применения
       *[other] применений
    } { CASE($spell, case: "gen") }: { $percent } % (запас известен, случайности нет).

## Настройки мастера для этой игры.

## Каждая настройка — словами; в скобках ключ, которым её меняют: /config window=0,5.
ergs-setting-label = { $setting ->
        [refill] Эрги восполняются в новом цикле
        [max_ergs] Запас эргов у новых персонажей (вместе с эргом жизни)
        [teaching_cost] Обучение стоит учителю
        [three_seconds] Пауза после атакующего заклинания
        [window] Заклинания считаются одновременными, если между ними не больше
        [max_distance] Дальность заклинаний
        [attunement_hours] Новая палочка привыкает
        [fight_window] После атаки волшебники считаются в бою
       *[other] { $setting }
    }
ergs-setting-value = { $setting ->
        [refill] { $value ->
            [yes] да
            [no] нет
           *[other] { $value }
        }
        [max_ergs] { $value } { $value ->
            [one] эрг
            [few] эрга
            [many] эргов
           *[other] эрга
        }
        [teaching_cost] { $value } { $value ->
            [one] эрг
            [few] эрга
            [many] эргов
           *[other] эрга
        }
        [max_distance] { $value } { $value ->
            [one] шаг
            [few] шага
            [many] шагов
           *[other] шага
        }
        [attunement_hours] { $value } ч
        [three_seconds] { $value } с
        [window] { $value } с
        [fight_window] { $value } с
       *[other] { $value }
    }
ergs-config-set = Настройка изменена. { ergs-setting-label }{ $setting ->
        [window] {" "}
       *[other] :{" "}
    }{ ergs-setting-value }.{ $setting ->
        [max_ergs] {" "}У уже созданных персонажей запас не меняется: его задаёт { CMD("char") } ИМЯ { WORD("max_ergs", of: "word-ergs-field-") }=N.
       *[other] {""}
    }
ergs-config-line = { ergs-setting-label }{ $setting ->
        [window] {" "}
       *[other] :{" "}
    }{ ergs-setting-value } ({ WORD($setting) }=…)
ergs-config-cost = { CASE($spell, capital: "yes") } стоит в этой игре { $n } { $n ->
        [one] эрг
        [few] эрга
        [many] эргов
       *[other] эрга
    }.

## Отказы.

ergs-refusal-need-age = Чтобы создать персонажа по имени { $name }, укажите возраст: /char { $name } возраст=15.{ $rule ->
       *[other] {""}
    }
ergs-refusal-bad-time = «{ $value }» — не время: напишите, например, 12:00:03,5, или +2,5 (через столько секунд), или дату и время в формате ISO.
ergs-refusal-end-before-start = Конец произнесения не может быть раньше начала.
ergs-refusal-wand-none = У { CASE($name, case: "gen") } нет палочки.
ergs-refusal-wand-damaged = Палочка { CASE($name, case: "gen") } повреждена: ею нельзя колдовать, пока мастер её не починит.
ergs-refusal-wand-attuning = Палочка { CASE($name, case: "gen") } ещё привыкает (осталось { $hours } ч): с неё срабатывают только базовые и тёмные заклинания, а { $spell } не из них.
ergs-refusal-wand-whole = Палочка { CASE($name, case: "gen") } не повреждена.
ergs-refusal-wand-action = «{ $value }» — такого действия с палочкой нет: { WORD("new", of: "word-ergs-wand-") }, { WORD("damage", of: "word-ergs-wand-") }, { WORD("repair", of: "word-ergs-wand-") }, { WORD("give", of: "word-ergs-wand-") } КОМУ, { WORD("hold", of: "word-ergs-wand-") } N.
ergs-refusal-wand-self = { $name } уже держит эту палочку.
ergs-refusal-wand-number = Не указан номер палочки: { CMD("wand") } { $name } { WORD("hold", of: "word-ergs-wand-") } N.
ergs-refusal-no-wand = У { CASE($name, case: "gen") } нет палочки «{ $wand }»: после «{ WORD("hold", of: "word-ergs-wand-") }» укажите номер одной из { GENDER($name) ->
        [f] её
       *[other] его
    } палочек (их покажет { CMD("wand") } { $name }).
ergs-refusal-demagicked = { GENDER($name) ->
        [f] { $name } обезмажена
        [m] { $name } обезмажен
       *[other] У { CASE($name, case: "gen") } нет магии
    }: ни заклинаний, ни уклонений до следующего цикла.
ergs-refusal-ergs = { $ergs ->
        [0] У { CASE($name, case: "gen") } не осталось эргов, а нужно { $n }: { GENDER($name) ->
            [f] она обезмажена
            [m] он обезмажен
           *[other] магии нет
        } до следующего цикла, а эрг жизни тратить нельзя.
       *[other] У { CASE($name, case: "gen") } только { $ergs } { $ergs ->
            [one] эрг
            [few] эрга
            [many] эргов
           *[other] эрга
        }, а нужно { $n }; эрг жизни тратить нельзя.
    }
ergs-refusal-full = { $n ->
        [0] У { CASE($name, case: "gen") } полный запас эргов: выше максимума он не поднимается.
       *[other] { CASE($name, case: "dat") } можно добавить не больше { $n } { $n ->
            [one] эрга
           *[other] эргов
        } — выше максимума запас не поднимается.
    }
## $groups — группы из таблиц правил (student, middle, senior, master); здесь они названы словами, которые принимает группа=.
ergs-refusal-group = Нет такой возрастной группы «{ $group }». Группы: { $groups ->
       *[other] студент, средняя, старшая и мастер
    }, например группа=старшая.
ergs-refusal-amount = «{ $value }» — не число от 1 до { $limit }.
ergs-refusal-digits = «{ $value }» — напишите число цифрами: { CMD($command) } { $name } 2 { WORD("reason") }=…
ergs-refusal-reason = Для { CMD($command) } нужна причина — её сохранит журнал. Например: { CMD($command) } Гарри 1 зелье
## $causes — список причин из таблиц правил (ritual, dementor, vampire); здесь они названы словами, которые принимает /drain.
ergs-refusal-cause = Эрг жизни отнимают только { WORD($causes, of: "word-ergs-cause-", style: "or") }. Назовите причину после имени, например /drain Гарри дементор.
ergs-refusal-drained = { $name } уже без эрга жизни.
ergs-refusal-not-drained = Эрг жизни { CASE($name, case: "gen") } на месте.
ergs-refusal-unknown-to = { $name } не владеет { CASE($spell, case: "ins") }.
ergs-refusal-no-target = Для { CASE($spell, case: "gen") } нужна цель: назовите её, например { CMD("cast") } { $spell } Драко.
ergs-refusal-self = { $name } не может наложить { CASE($spell, case: "acc") } на себя.
ergs-refusal-bad-distance = «{ $value }» — не расстояние в шагах.
ergs-refusal-distance = До цели { $n } { $n ->
        [one] шаг
        [few] шага
       *[other] шагов
    }, а колдовать можно не дальше чем на { $limit } { $limit ->
        [one] шаг
        [few] шага
       *[other] шагов
    }.
ergs-refusal-non-combat = { CASE($spell, capital: "yes") } — небоевое заклинание: { $name } не может применить { GENDER($spell) ->
        [f] её
       *[other] его
    } в бою.
ergs-refusal-teach-self = { GENDER($name) ->
        [f] { $name } не может учить сама себя.
        [m] { $name } не может учить сам себя.
       *[other] Учитель и ученик — разные люди: { $name } не может учить себя.
    }
ergs-refusal-service-self = { GENDER($name) ->
        [f] { $name } не может оказать услугу сама себе.
        [m] { $name } не может оказать услугу сам себе.
       *[other] Услугу оказывают учителю, а не себе: { $name } не может оказать её себе.
    }
ergs-refusal-teach-group = { $teacher } ({ ergs-teacher-group-name }) не может учить { CASE($learner, case: "acc") } ({ ergs-learner-group-name }): учитель должен быть из более старшей возрастной группы, чем ученик.
ergs-refusal-knows = { $name } уже знает { CASE($spell, case: "acc") }.
ergs-refusal-no-service = Сначала { CASE($learner, case: "dat") } нужно оказать услугу { CASE($teacher, case: "dat") }: /service { $learner } { $teacher }.
ergs-refusal-duel-two = Дуэль — между двумя разными волшебниками: /duel Гарри против Драко.
ergs-refusal-duel-ended = Дуэль { $duel } уже окончена — в ней ничего не изменить.
ergs-refusal-not-party = В дуэли { $duel } это может сделать только мастер или игрок одного из дуэлянтов.
ergs-refusal-not-stationary = Дуэль { $duel } идёт не в круге: выйти за круг в ней нельзя.
ergs-refusal-not-duellist = { $name } не участвует в дуэли { $duel }.
# How the protocol's list of items writes the duel's form (id form); the other items by their words (word-option-*).
ergs-protocol-item-form = род
ergs-refusal-protocol-key = В протоколе нет пункта «{ $item }». Пункты: { WORD($items, of: "ergs-protocol-item-") }.
ergs-refusal-protocol-loose = «{ $words }» — непонятно, к какому пункту это относится: значение из нескольких слов возьмите в кавычки, например место="тенистая аллея".
ergs-refusal-degree = Степени оскорбления бывают только { LIST($degrees) }, а не «{ $value }».
ergs-refusal-insult-first = Сначала запишите оскорблённого и степень оскорбления: от них зависит, за кем выбор { ergs-choice-name }.
## $lawful — допустимые значения из таблиц правил (wand, nerf…); их называет ergs-choice-name словами, которые принимает /protocol.
ergs-refusal-choice = «{ $value }» — недопустимый выбор { ergs-choice-name }{ $lawful ->
       *[other] {""}
    }.
ergs-refusal-bad-field = Поле записывается как ДЛИНА×ШИРИНА в шагах, например { WORD("field") }=40x12, а не «{ $value }». Ничего из этой строки не записано.
ergs-refusal-field = Поле { $length } × { $width } шагов не годится: нужно не меньше { $min_length } × { $min_width } шагов и не больше { $max_side } шагов в длину или ширину.
ergs-refusal-text = { $length ->
        [0] { $item ->
            [place] Место не может быть пустым
            [second] Имя секунданта не может быть пустым
           *[bandages] Повязки не могут быть пустыми
        }
       *[other] { $item ->
            [place] Место
            [second] Имя секунданта
           *[bandages] Повязки
        } — не длиннее { $limit } знаков
    }.
ergs-refusal-second-duellist = { $name } не может быть секундантом в своей же дуэли.
ergs-refusal-circle = «{ $value }» — не круг: от 1 до { $limit } шагов в поперечнике.
ergs-refusal-bout = Схватка длится от { $low } до { $high } секунд, а не «{ $value }».
ergs-refusal-break = Перерыв — не больше { $limit } секунд, а не «{ $value }». Его можно задать в секундах или в схватках, например перерыв=2x (две схватки).
ergs-refusal-bout-first = Сначала задайте длительность схватки, потом перерыв (не больше 5 минут).
ergs-refusal-second = Нельзя добавить { CASE($name, case: "acc") }: каждый секундант — только один раз, не более { $limit } у дуэлянта.
ergs-refusal-not-second = { $name } — не секундант дуэли { $duel }.
ergs-refusal-sign-who = Кто подписывает? Напишите: { CMD("protocol") } { WORD("sign", of: "word-ergs-protocol-") } ИМЯ_СЕКУНДАНТА.
ergs-refusal-signed = { GENDER($name) ->
        [f] { $name } уже подписала протокол.
        [m] { $name } уже подписал протокол.
       *[other] Подпись { CASE($name, case: "gen") } в протоколе уже есть.
    }
ergs-refusal-protocol-incomplete = Протокол не составлен: не хватает { ergs-item-name }{ $item ->
        [seconds] { " " }{ CASE($name, case: "gen") }
        [dress] { " " }{ CASE($name, case: "gen") }
       *[other] {""}
    }.
ergs-refusal-bout-running = Таймер схваток дуэли { $duel } уже идёт.
ergs-refusal-not-periodic = Дуэль { $duel } не периодическая: в ней нет схваток и перерывов (род дуэли задаёт протокол: { CMD("protocol") } род=периодическая).
ergs-refusal-bout-idle = Таймер схваток дуэли { $duel } не запущен (/bout старт).
ergs-refusal-bout-action = «{ $word }» — такого действия нет: { WORD($actions, of: "word-ergs-bout-", style: "or") }.
ergs-refusal-in-break = В дуэли { $duel } перерыв после схватки { $bout } (осталось { $left } с): до начала следующей схватки { $name } не колдует и не уклоняется.
ergs-refusal-setting-key = Нет настройки «{ $setting }». Настройки: { WORD($settings) }.
ergs-refusal-max-ergs = Недопустимое значение «{ $value }» для запаса: от { $low } до { $high } эргов вместе с эргом жизни, например { WORD("max_ergs", of: "word-ergs-field-") }=4.
ergs-refusal-cost-number = «{ $value }» — не число: напишите цену цифрами, например { CMD("config") } цена Ступефай 3.
ergs-refusal-setting = «{ $value }» не подходит для настройки «{ WORD($setting) }»: { $setting ->
        [refill] нужно да или нет, например { WORD($setting) }=нет
        [max_ergs] нужно число эргов, например { WORD($setting) }=5
        [teaching_cost] нужно число эргов, например { WORD($setting) }=3
        [max_distance] нужно число шагов, например { WORD($setting) }=10
        [attunement_hours] нужно число часов, например { WORD($setting) }=12
       *[other] нужно число секунд, например { WORD($setting) }=3
    }.
