## /help: каждая команда одной строкой с примером; /help КОМАНДА объясняет одну
help-example = Пример
help-usage = Синтаксис
help-detail-hint = /help КОМАНДА объясняет одну команду, например /help cast.
## /help КОМАНДА, когда такой команды нет.
refusal-help-unknown = Команды «{ $command }» нет. Список команд покажет /help.
help-bout = /bout — { cmd-bout }. { help-example }: /bout старт
usage-bout = { help-usage }: /bout старт|сверить|стоп|статус [дуэль=N]
help-cast = /cast — { cmd-cast }. { help-example }: { $ruleset ->
        [spell_points] /cast волшебная стрела в гоблина
        [duel_club] /cast Ступефай
       *[other] /cast Ступефай Драко
    }
usage-cast = { help-usage }: { $ruleset ->
        [feniks] /cast [ПЕРСОНАЖ:] ЗАКЛИНАНИЕ [в] ЦЕЛЬ [раздел=…]
        [duel_club] /cast [ПЕРСОНАЖ:] ЗАКЛИНАНИЕ (цель — соперник по дуэли)
        [ergs] /cast [ПЕРСОНАЖ:] ЗАКЛИНАНИЕ [в] [ЦЕЛЬ] [дистанция=N] [время=ВРЕМЯ] [конец=ВРЕМЯ]
       *[other] /cast [ПЕРСОНАЖ:] ЗАКЛИНАНИЕ [[в] ЦЕЛЬ] [доп=N] [метамагия=усиление,неподвижность] [уровень=N]
    }
help-char = /char — { cmd-char }. { help-example }: { $ruleset ->
        [feniks] /char Гарри возраст=15 рефлекс=6 чары=14 зоти=10
        [duel_club] /char Гарри чары=60
        [ergs] /char Гарри возраст=17
       *[other] /char Мира уровень=7 характеристика=16 класс=волшебник
    }
usage-char = { help-usage }: /char ИМЯ ключ=значение … (создаёт или меняет); /char показывает список персонажей; /char удалить ИМЯ удаляет персонажа
help-chart = /chart — { cmd-chart }. { help-example }: { $ruleset ->
        [spell_points] /chart Мира
       *[other] /chart Гарри
    }
usage-chart = { help-usage }: { $ruleset ->
        [spell_points] /chart | /chart ИМЯ
       *[other] /chart | /chart ИМЯ | /chart дуэль N
    }
help-claim = /claim — { cmd-claim }. { help-example }: /claim Гарри
usage-claim = { help-usage }: /claim ИМЯ
help-config = /config — { cmd-config }. { help-example }: /config цена Ступефай 3
usage-config = { help-usage }: /config [КЛЮЧ=ЗНАЧЕНИЕ …] | /config цена ЗАКЛИНАНИЕ N
help-cycle = /cycle — { cmd-cycle }. { help-example }: /cycle
usage-cycle = { help-usage }: /cycle
help-day = /day — { cmd-day }. { help-example }: /day
usage-day = { help-usage }: /day
help-defaults = /defaults — { cmd-defaults }. { help-example }: { $ruleset ->
    [feniks] /defaults duel вид=клуб
    [spell_points] /defaults cast доп=2
    [ergs] /defaults листы=да
   *[other] /defaults напоминание=10м
}
usage-defaults = { help-usage }: /defaults [КОМАНДА ключ=значение …] (ключ= убирает значение)
help-defend = /defend — { cmd-defend }. { help-example }: /defend щит
usage-defend = { help-usage }: /defend щит [ЗАКЛИНАНИЕ] | уклонение | нет
help-dodge = /dodge — { cmd-dodge }. { help-example }: /dodge
usage-dodge = { help-usage }: /dodge [ПЕРСОНАЖ]
help-drain = /drain — { cmd-drain }. { help-example }: { $ruleset ->
        [ergs] /drain Гарри ритуал
       *[other] /drain Мира 1
    }
usage-drain = { help-usage }: { $ruleset ->
        [ergs] /drain ИМЯ ритуал|дементор|вампир
       *[other] /drain [ИМЯ] [N]
    }
help-duel = /duel — { cmd-duel }. { help-example }: { $ruleset ->
        [feniks] /duel Гарри Рон против Драко Гойл
       *[other] /duel Гарри против Драко
    }
usage-duel = { help-usage }: { $ruleset ->
        [feniks] /duel A B против C D [вид=клуб|спонтанная] [врасплох=A,C]
       *[other] /duel A против B
    }
help-end = /end — { cmd-end }. { help-example }: /end дуэль=1
usage-end = { help-usage }: { $ruleset ->
        [ergs] /end [дуэль=N] [победитель=ИМЯ] [выход=ИМЯ]
       *[other] /end [дуэль=N]
    }
help-fatigue = /fatigue — { cmd-fatigue }. { help-example }: /fatigue Мира утомление
usage-fatigue = { help-usage }: /fatigue [ИМЯ] утомление|истощение
help-gain = /gain — { cmd-gain }. { help-example }: /gain Гарри 3 причина=зелье
usage-gain = { help-usage }: { $ruleset ->
        [ergs] /gain ИМЯ N ПРИЧИНА
       *[other] /gain ИМЯ N [причина=…]
    }
help-gm = /gm — { cmd-gm }. { help-example }: /gm выдать @bob
usage-gm = { help-usage }: /gm выдать|снять ИГРОК (или ответом на его сообщение)
help-grab = /grab — { cmd-grab }. { help-example }: /grab
usage-grab = { help-usage }: /grab
help-help = /help — { cmd-help }. { help-example }: /help cast
usage-help = { help-usage }: /help [КОМАНДА]
help-iam = /iam — { cmd-iam }. { help-example }: /iam Гарри
usage-iam = { help-usage }: /iam ИМЯ (мастер: /iam ИМЯ @ИГРОК)
help-init = /init — { cmd-init }. { help-example }: /init
usage-init = { help-usage }: /init [дуэль=N]
help-lang = /lang — { cmd-lang }. { help-example }: /lang я pl
usage-lang = { help-usage }: /lang pl|ru|fr|cs|en (мастер), /lang я ЯЗЫК (только для вас)
help-metamagic = /metamagic — { cmd-metamagic }. { help-example }: /metamagic оба
usage-metamagic = { help-usage }: /metamagic очки|бесплатно|оба
help-odds = /odds — { cmd-odds }. { help-example }: { $ruleset ->
        [duel_club] /odds Ступефай чары=60
        [spell_points] /odds волшебная стрела
        [ergs] /odds Гарри
       *[other] /odds уклонение Гарри
    }
usage-odds = { help-usage }: { $ruleset ->
        [feniks] /odds уклонение РЕФЛЕКС|ИМЯ | /odds попадание | /odds КОЛДУЮЩИЙ ЗАКЛИНАНИЕ [против ЗАЩИТНИК]
        [duel_club] /odds ЗАКЛИНАНИЕ чары=N [против=ЗАКЛИНАНИЕ] [противник=N] | /odds ИМЯ [ЗАКЛИНАНИЕ]
        [ergs] /odds [ИМЯ] [ЗАКЛИНАНИЕ] [{ WORD("n") }=N]
       *[other] /odds [ПЕРСОНАЖ:] ЗАКЛИНАНИЕ [доп=N] [раз=N]
    }
help-order = /order — { cmd-order }. { help-example }: /order Гарри Драко
usage-order = { help-usage }: /order A B C …
help-pearl = /pearl — { cmd-pearl }. { help-example }: /pearl Мира 2
usage-pearl = { help-usage }: /pearl [ИМЯ] УРОВЕНЬ
help-pool = /pool — { cmd-pool }. { help-example }: /pool Гарри
usage-pool = { help-usage }: /pool [ИМЯ]
help-protocol = /protocol — { cmd-protocol }. { help-example }: /protocol подписать Сириус
usage-protocol = { help-usage }: /protocol [ПУНКТ=ЗНАЧЕНИЕ …] | подписать ИМЯ | одежда ИМЯ [повязки=ЧТО] | секундант ДУЭЛЯНТ ИМЯ
help-recover = /recover — { cmd-recover }. { help-example }: /recover
usage-recover = { help-usage }: /recover
help-remind = /remind — { cmd-remind }. { help-example }: /remind
usage-remind = { help-usage }: /remind [N] (N — номер дуэли; без номера — все дуэли, где ждут хода)
help-rest = /rest — { cmd-rest }. { help-example }: /rest Мира 8ч
usage-rest = { help-usage }: /rest [ИМЯ|все] 1ч|2ч|8ч|ЧАСЫ|начать|конец
help-restore = /restore — { cmd-restore }. { help-example }: { $ruleset ->
        [spell_points] /restore Мира
       *[other] /restore Гарри
    }
usage-restore = { help-usage }: /restore [ИМЯ]
help-roll = /roll — { cmd-roll }. { help-example }: /roll 4к6kh3+2
usage-roll = { help-usage }: /roll КОСТИ (запись вида 2к6+1), /roll тайно КОСТИ (результат видите только вы и мастера)
help-rules = /rules — { cmd-rules }. { help-example }: /rules эрги
usage-rules = { help-usage }: /rules феникс | дуэльный клуб | эрги | очки заклинаний (мастер)
help-service = /service — { cmd-service }. { help-example }: /service Гарри Дамблдор
usage-service = { help-usage }: /service УЧЕНИК УЧИТЕЛЬ
help-spend = /spend — { cmd-spend }. { help-example }: /spend Гарри 2 причина=полёт
usage-spend = { help-usage }: { $ruleset ->
        [ergs] /spend [ИМЯ] N ПРИЧИНА
       *[other] /spend [ИМЯ] N [причина=…]
    }
help-start = /start — { cmd-start }. { help-example }: /start
usage-start = { help-usage }: /start
help-status = /status — { cmd-status }. { help-example }: /status
usage-status = { help-usage }: /status [дуэль=N]
help-teach = /teach — { cmd-teach }. { help-example }: /teach Дамблдор Гарри Патронус
usage-teach = { help-usage }: /teach УЧИТЕЛЬ УЧЕНИК ЗАКЛИНАНИЕ
help-topic = /topic — { cmd-topic }. { help-example }: /topic { WORD("shared", of: "word-topic-") }
usage-topic = { help-usage }: /topic { WORD("shared", of: "word-topic-") }|{ WORD("own", of: "word-topic-") } (мастер, внутри темы форума); просто /topic говорит, какая игра идёт в теме
help-undo = /undo — { cmd-undo }. { help-example }: /undo
usage-undo = { help-usage }: /undo (мастер)
help-wand = /wand — { cmd-wand }. { help-example }: /wand Гарри новая
usage-wand = { help-usage }: /wand ИМЯ [новая|повредить|починить|отдать КОМУ|взять N]
help-macro = /macro — { cmd-macro }. { help-example }: /macro атака /roll 1к20+5
usage-macro = { help-usage }: /macro [ИМЯ СТРОКА; СТРОКА …] | /macro удалить ИМЯ
