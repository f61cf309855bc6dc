## Описания команд для меню команд Telegram на каждом языке: cmd-<команда>.

cmd-start = Запустить помощника в этом чате
cmd-help = Команды правил этой игры
cmd-lang = Сменить язык ответов (мастер): pl, ru, fr, cs или en
cmd-rules = Сменить правила (мастер): феникс, дуэльный клуб, эрги или очки заклинаний
cmd-char = Создать, показать, изменить или убрать персонажа
cmd-iam = Взять персонажа себе
cmd-claim = Выдать игроку ссылку на готового персонажа (мастер)
cmd-remind = Напомнить игроку, которого ждут (мастер)
cmd-gm = Назначить или снять мастера (мастер)
cmd-duel = Начать дуэль
cmd-init = Бросить инициативу
cmd-order = Задать очерёдность вручную (мастер)
cmd-cast = Наложить заклинание
cmd-defend = Защититься от летящего заклинания
cmd-recover = Поднять свою палочку
cmd-grab = Забрать палочку противника
cmd-status = { $ruleset ->
       *[other] Что сейчас в игре: дуэли и персонажи
    }
cmd-end = { $ruleset ->
        [feniks] Завершить дуэль (мастер)
       *[other] Завершить дуэль
    }
cmd-pool = { $ruleset ->
        [ergs] Сколько эргов осталось у персонажа
        [spell_points] Сколько очков заклинаний осталось у персонажа
       *[other] Сколько ОЗ осталось у персонажа
    }
cmd-spend = { $ruleset ->
        [ergs] Потратить эрги вне заклинания, с причиной
       *[other] Потратить очки заклинаний вне заклинания, с причиной
    }
cmd-gain = { $ruleset ->
        [ergs] Начислить эрги вручную, с причиной (мастер); списывает { CMD("spend") }
       *[other] Начислить очки заклинаний вручную, с причиной (мастер); списывает { CMD("spend") }
    }
cmd-dodge = Уклониться от заклинания
cmd-teach = Научить новому заклинанию
cmd-cycle = Новый цикл: восполнить эрги (мастер)
cmd-rest = Отдохнуть и восстановить очки заклинаний
cmd-fatigue = Утомление или истощение (мастер)
cmd-restore = { $ruleset ->
        [ergs] Вернуть эрг жизни (мастер)
       *[other] Снять утомление или истощение (мастер)
    }
cmd-roll = Бросить кости, например 4к6kh3+2
cmd-odds = { $ruleset ->
        [spell_points] Точные шансы: урон, цена и на сколько заклинаний хватит запаса
        [feniks] Точные шансы: попадание, урон и уклонение
        [duel_club] Точные шансы, что заклинание удастся
        [ergs] На что ещё хватит эргов: сколько раз можно наложить заклинание или уклониться
       *[other] Точные шансы хода
    }
cmd-chart = { $ruleset ->
        [ergs] График эргов: всей игры, персонажа или дуэли
        [spell_points] График очков заклинаний: всей игры или персонажа
       *[other] График ОЗ: всей игры, персонажа или дуэли
    }
cmd-protocol = Записать протокол дуэли (секунданты, поле, схватки)
cmd-bout = Начать или остановить схватку периодической дуэли
cmd-undo = Отменить последнее действие: ход, команду или настройку (мастер)
cmd-defaults = Показать или задать параметры команд по умолчанию (мастер)
cmd-drain = { $ruleset ->
        [ergs] Отнять эрг жизни (мастер)
       *[other] Отнять уровень заклинаний (мастер)
    }
cmd-service = Записать услугу, оказанную учителю
cmd-wand = Палочки: новая, повредить, починить, отдать или взять
cmd-day = Новый день (мастер): возвращаются заклинания 0-го уровня и бесплатная метамагия
cmd-metamagic = Показать или задать оплату метамагии (мастер)
cmd-pearl = Использовать жемчужину силы и вернуть очки
cmd-config = Показать или изменить настройки игры (мастер)
cmd-topic = Задать, идёт ли в этой теме форума своя игра или общая игра чата (мастер)
cmd-macro = Показать, создать или удалить макросы группы: слово или фраза, которые запускают команды

## Команда, как её пишут ответы (CMD): Telegram делает команду только из латинского слова, поэтому здесь её имя.
written-bout = /bout
written-cast = /cast
written-char = /char
written-chart = /chart
written-claim = /claim
written-config = /config
written-cycle = /cycle
written-day = /day
written-defaults = /defaults
written-defend = /defend
written-dodge = /dodge
written-drain = /drain
written-duel = /duel
written-end = /end
written-fatigue = /fatigue
written-gain = /gain
written-gm = /gm
written-grab = /grab
written-help = /help
written-iam = /iam
written-init = /init
written-lang = /lang
written-macro = /macro
written-metamagic = /metamagic
written-odds = /odds
written-order = /order
written-pearl = /pearl
written-pool = /pool
written-protocol = /protocol
written-recover = /recover
written-remind = /remind
written-rest = /rest
written-restore = /restore
written-roll = /roll
written-rules = /rules
written-service = /service
written-spend = /spend
written-start = /start
written-status = /status
written-teach = /teach
written-topic = /topic
written-undo = /undo
written-wand = /wand
