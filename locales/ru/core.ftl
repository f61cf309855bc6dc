## Сообщения, общие для всех правил.

ruleset-name = { $ruleset ->
        [feniks] Феникс
        [duel_club] Дуэльный клуб
        [ergs] эрги (дуэли на палочках)
        [spell_points] очки заклинаний
       *[other] { $ruleset }
    }
locale-name = { $locale ->
        [pl] польский
        [ru] русский
        [fr] французский
        [cs] чешский
        [en] английский
       *[other] { $locale }
    }
game-start = Помощник для магических дуэлей готов. Правила: { ruleset-name }, язык: { locale-name }. Список команд — /help.
game-help = Команды правил «{ ruleset-name }»:
game-locale = Язык переключён: { locale-name }.
game-ruleset = Правила сменены: { ruleset-name }. Список персонажей очищен.
refusal-same-ruleset = Игра уже идёт по этим правилам: { ruleset-name }. Ничего не изменилось, список персонажей сохранён.
char-bound = { CASE($name, case: "acc", capital: "yes") } теперь ведёт { $player }.

char-bound-already = Персонажа { $name } уже ведёт { $player }.
## Claim links (/claim): a sheet a player binds with one tap.
char-claim-ready = Лист персонажа готов и ждёт своего игрока: { $name }.
refusal-claim-unknown = Эта ссылка недействительна или уже использована. Попросите у мастера новую.
refusal-claim-taken = У { CASE($name, case: "gen") } уже есть игрок.
refusal-iam-taken = У { CASE($name, case: "gen") } уже есть игрок: передать персонажа другому игроку может только мастер ({ CMD("iam") } { $name } @игрок).
refusal-claim-where = Ссылки на персонажей выдаёт бот в Telegram: отправьте /claim { $name } в чат игры. Здесь мастер отдаёт персонажа игроку командой /iam { $name } @игрок.

## Turn reminders (/defaults remind=10m, /remind).
turn-reminder = ⏰ { $player }, в дуэли { $duel } всё ещё ждут вашего хода: ходит { $name }.
turn-reminder-gm = ⏰ Мастер, в дуэли { $duel } всё ещё ждут хода: ходит { $name }.
refusal-remind-none = Сейчас ничьего хода не ждут.
refusal-remind-duel-none = В дуэли { $duel } сейчас ничьего хода не ждут.
refusal-remind-sent = Напоминание о дуэли { $duel } для этого хода уже отправлено; { CMD("remind") } без номера снова напомнит обо всех дуэлях.
refusal-remind-range = «{ $value }» — { $too ->
        [long] больше 7 дней
       *[short] меньше минуты
    }: напоминание ставится от 1 минуты до 7 дней, например напоминание=10м, напоминание=2ч или напоминание=2д, либо напоминание=нет.
refusal-remind-delay = «{ $value }» — не срок напоминания: укажите минуты или часы, например напоминание=10м или напоминание=2ч (от 1 минуты до 7 дней), либо напоминание=нет.

char-removed = Персонаж { $name } убран из списка.
refusal-remove-who = Кого убрать из списка? Напишите { CMD("char") } { $word } ИМЯ.
roster-empty = Список персонажей пуст. Добавьте кого-нибудь командой /char.
roster-line = { $name } ({ $bound ->
    [no] без игрока
   *[yes] игрок: { $player }
})
gm-granted = { $who } теперь мастер этой игры.
gm-revoked = { $who } больше не мастер этой игры.
gm-granted-already = { $who } уже мастер этой игры.
gm-revoked-none = { $who } не мастер этой игры, отзывать нечего.
refusal-gm-action = «{ $word }» — это не «выдать» и не «снять»: напишите { CMD("gm") } выдать @игрок или { CMD("gm") } снять @игрок.
roll-result = Бросок { DICE($expr, letter: "к") }: { DICE($detail, letter: "к") }
roll-secret-made = { $who } делает тайный бросок.
undo-done = Отменено: { $command ->
        [cast] { $spell ->
            [none] заклинание
           *[other] заклинание { $spell } ({ $name })
        }
        [dodge] уклонение
        [defend] защита
        [char] { $change ->
            [created] создание персонажа { CASE($name, case: "gen") }
            [removed] удаление персонажа { CASE($name, case: "gen") }
           *[changed] изменение в листе { CASE($name, case: "gen") }
        }
        [iam] привязка персонажа к игроку
        [duel] начало дуэли { $duel }
        [end] конец дуэли { $duel }
        [init] определение инициативы
        [order] очерёдность
        [recover] подъём палочки
        [grab] захват палочки
        [gain] { $ruleset ->
            [ergs] начисление эргов вручную
           *[other] начисление очков заклинаний вручную
        }
        [spend] { $ruleset ->
            [ergs] трата эргов
           *[other] трата очков заклинаний
        }
        [drain] потеря жизненной силы
        [restore] возвращение сил
        [cycle] новый цикл
        [wand] действие с палочкой
        [teach] обучение заклинанию
        [service] услуга учителю
        [protocol] запись в протоколе дуэли
        [bout] таймер схваток
        [config] изменение настроек
        [rest] отдых{ $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [fatigue] утомление
        [day] новый день
        [pearl] жемчужина силы
        [metamagic] оплата метамагии
        [roll] бросок костей
        [rules] смена правил
       *[other] команда { CMD($command) }
    }{ $rolls_after ->
        [0] {""}
        [one] {" "}(бросок кубиков после него не отменяется)
       *[other] {" "}(броски кубиков после него не отменяются)
    }.
duel-none = Ни одна дуэль сейчас не идёт.
duel-line = Дуэль { $duel }: { LIST($names) }

refusal-generic = Так сделать нельзя.
refusal-rule = Правила этого не позволяют.{ $rule ->
       *[other] {""}
    }
refusal-parse = Не понимаю эту команду.
refusal-not-found = Не найдено.
refusal-permission = У вас нет на это права.
refusal-dice = Такой бросок сделать нельзя.
refusal-dice-empty = Укажите, что бросать, например /roll 2к6+1.
refusal-dice-too-long = Слишком длинная запись броска: не более { $limit } { $limit ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символа
    }.
refusal-dice-too-many = Слишком много костей: не более { $limit } { $limit ->
        [one] кости
        [few] костей
        [many] костей
       *[other] кости
    } за бросок.
refusal-dice-too-many-sides = У кости может быть не более { $limit } { $limit ->
        [one] грани
        [few] граней
        [many] граней
       *[other] грани
    }.
refusal-dice-syntax = «{ $expr }» — это не бросок костей. Попробуйте, например, /roll 2к6+1 или /roll 4к6kh3+2.
refusal-missing-arg = В команде { CMD($command) } не хватает { $what ->
        [spell] заклинания
        [SPELL] заклинания
        [name] имени персонажа
        [locale] языка
        [ruleset] названия правил
        [command] команды
        [id] игрока
        [N] номера
        [level] уровня
        [odds-question] вопроса: попадание, уклонение или имя колдующего
        [gm-action] слова «выдать» или «снять»
        [effect] эффекта: утомление или истощение
        [hours] времени: 1ч, 2ч, 8ч, начать или конец
        [defence] защиты: щит, уклонение или нет
       *[other] слова
    }.
refusal-not-command = Это не команда. Список команд покажет /help.
refusal-too-long = Сообщение слишком длинное: не более { $limit } { $limit ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символа
    }.
refusal-other-bot = Эта команда для другого бота.
refusal-unknown-command = В правилах «{ ruleset-name }» нет команды { CMD($command) }. Наберите /help.
refusal-unknown-locale = Неизвестный язык «{ $locale }». Доступны: { WORD($locales, of: "word-locale-") }.
refusal-unknown-ruleset = Неизвестные правила «{ $ruleset }». Есть: { WORD($known, of: "word-ruleset-") }.
refusal-gm-only = Это делает только мастер (команда { CMD($command) }).
refusal-not-yours = { $name } — не ваш персонаж: игрок может смотреть и вести только своих.
## Who may do a GM's work (roles): sheets, conditions, binding; the game's own settings (/defaults NAME=yes).
refusal-gm-remove = Удалять персонажей может только мастер.
refusal-char-no-name = Не указано имя персонажа: { CMD("char") } ИМЯ { $options }.
refusal-gm-sheet = Только мастер может через { CMD($command) } создавать персонажей, менять числа в листе и накладывать состояния. Мастер может разрешить игрокам самим вести свои листы: /defaults листы=да.
refusal-gm-bind = Только мастер может закрепить { CASE($name, case: "acc") } за другим игроком.
refusal-unknown-setting = Неизвестная настройка игры «{ $setting }». Настройки: { WORD($settings) }.
refusal-unknown-option = У команды { CMD($command) } нет параметра «{ $option }=». Есть: { WORD($options) }.
remind-after = через { $remind_n } { $remind_unit ->
        [s] { $remind_n ->
            [one] секунду
            [few] секунды
           *[many] секунд
        }
        [h] { $remind_n ->
            [one] час
            [few] часа
           *[many] часов
        }
        [d] { $remind_n ->
            [one] день
            [few] дня
           *[many] дней
        }
       *[m] { $remind_n ->
            [one] минуту
            [few] минуты
           *[many] минут
        }
    }
defaults-game = Настройки игры: игроки сами правят свои листы — { $players_edit_sheets ->
        [yes] да
       *[no] нет
    } (листы=да/нет); { $remind ->
        [none] {""}
        [off] напоминание о ходе — выключено (напоминание=10м или нет);{" "}
       *[other] напоминание о ходе — { remind-after } (напоминание=10м или нет);{" "}
    }свои макросы у игроков — { $players_macros ->
        [yes] да
       *[no] нет
    } (макросы=да/нет).
refusal-who = { $command ->
    [cast] За какого персонажа? Возьмите своего командой /iam ИМЯ или назовите персонажа в начале команды, например /cast ИМЯ: ЗАКЛИНАНИЕ.
        [odds] За какого персонажа? Назовите колдующего, например { $ruleset ->
            [feniks] { CMD("odds") } ИМЯ ЗАКЛИНАНИЕ
            [spell_points] { CMD("odds") } ИМЯ: ЗАКЛИНАНИЕ
           *[other] { CMD("odds") } ИМЯ
        }.
   *[other] За какого персонажа? Назовите его после команды, например { CMD($command) } ИМЯ, или возьмите своего командой /iam ИМЯ.
}
refusal-which = { $command ->
    [cast] У вас несколько персонажей: назовите того, кто колдует, например /cast ИМЯ: ЗАКЛИНАНИЕ.
        [odds] У вас несколько персонажей: назовите того, кто колдует, например { $ruleset ->
            [feniks] { CMD("odds") } ИМЯ ЗАКЛИНАНИЕ
            [spell_points] { CMD("odds") } ИМЯ: ЗАКЛИНАНИЕ
           *[other] { CMD("odds") } ИМЯ
        }.
   *[other] У вас несколько персонажей: назовите нужного после команды, например { CMD($command) } ИМЯ.
}
refusal-no-character = Персонажа «{ $name }» нет.
refusal-unknown-field = Неизвестное поле листа персонажа «{ $field }». Поля: { WORD($fields, $words) }.
## Поле названо тем словом, которое принимает /char (words.ftl: word-*-field-*).
refusal-missing-value = { $field ->
        [condition] Укажите состояние персонажа: { WORD("ok, unconscious, hospital", of: "word-feniks-condition-", style: "or") }.
        [severity] Укажите тяжесть ранения: { WORD("moment, hospital", of: "word-feniks-severity-", style: "or") }.
       *[other] Не указано значение { $word }=: нужно целое число, например { $word }={ $example }.
    }
refusal-default-value = «{ $value }» не подходит для «{ $option }=»; варианты: { $field ->
        [type] { WORD($known, of: "word-feniks-kind-", style: "or") }
        [category] { WORD($known, of: "word-feniks-category-", style: "or") }
        [severity] { WORD($known, of: "word-feniks-severity-", style: "or") }
        [condition] { WORD($known, of: "word-feniks-condition-", style: "or") }
        [cause] { WORD($known, of: "word-ergs-cause-", style: "or") }
        [group] { WORD($known, of: "word-ergs-group-", style: "or") }
        [weapon] { WORD($known, of: "word-ergs-weapon-", style: "or") }
        [form] { WORD($known, of: "word-ergs-form-", style: "or") }
        [mode] { WORD($known, of: "word-ergs-mode-", style: "or") }
        [meta] { WORD($known, of: "word-sp-feat-", style: "or") }
       *[other] { $known }
    }.
refusal-bad-field = Недопустимое значение «{ $value }» в поле «{ $field ->
        [age] возраст
        [max_ergs] запас
        [group] группа
        [known] заклинания
        [reflex] рефлекс
        [charms] чары
        [transfig] трансфигурация
        [dada] зоти
        [hp] оз
        [condition] состояние
        [severity] тяжесть
        [sortileges] чары
        [skill] чары
        [level] уровень
        [ability] характеристика
        [progression] класс
        [base] база
        [feats] черты
        [pearls] жемчужины
       *[other] { $field }
    }»{ $expects ->
        [yesno] : напишите да или нет.
        [number] : нужно целое число.
       *[other] .
    }
refusal-bad-gender = «{ $value }» — не пол: напишите { $field }=м или { $field }=ж, или { $field }= без значения, чтобы пол угадывался по имени.

## Numbers typed and large rolls
refusal-gain-minus = «{ $value }» не подходит: { CMD("gain") } начисляет { $ruleset ->
        [ergs] эрги
       *[other] очки заклинаний
    }; чтобы списать, напишите { CMD("spend") } { $name } { $n } причина=….
refusal-number = «{ $value }» — не целое число от { $low } до { $high }.
refusal-dice-total = Результат броска должен быть от { $low } до { $high }.
roll-result-many = Бросок { DICE($expr, letter: "к") }: { $total } ({ $faces }{ $more ->
        [0] {""}
       *[other] , … и ещё { $more } { $more ->
            [one] кость
            [few] кости
            [many] костей
           *[other] кости
        }
    })

refusal-in-duel = { $command ->
        [duel] Новую дуэль не начать: { $name } уже в идущей дуэли.
        [char] { CASE($name, case: "acc", capital: "yes") } нельзя удалить, пока идёт дуэль: сначала завершите её ({ CMD("end") }).
       *[other] { $name } сейчас в дуэли.
    }
refusal-sheet-in-duel = Лист { CASE($name, case: "gen") } нельзя менять, пока идёт дуэль: сначала завершите её (/end).
refusal-not-in-duel = { $name } не участвует ни в одной идущей дуэли.
refusal-duel-number = { $given ->
        [no] Укажите номер дуэли, например { WORD("duel") }=1.
       *[yes] Номер дуэли должен быть числом, а не «{ $value }».
    }
refusal-no-duel = Дуэли { $duel } нет.
refusal-which-duel = Идёт несколько дуэлей: укажите номер, например { CMD($command) }{ $typed } дуэль=2.
refusal-no-running-duel = Ни одна дуэль не идёт. Начните её командой /duel.
refusal-duel-running = Сначала завершите идущие дуэли.
refusal-nothing-to-undo = Отменять нечего.
refusal-undo-setup = Отменять нечего: ходов ещё не было. Команда { CMD($command) } настроила игру; чтобы это изменить, снова используйте { CMD($command) }.
refusal-unknown-spell = «{ $spell_text }» — не заклинание этих правил.

## Параметры команд по умолчанию (/defaults).
refusal-default-option = У команды { CMD($command) } нет параметра «{ $option }».
defaults-set = Параметры { CMD($command) } по умолчанию: { OPTIONS($options) }.
defaults-line = { CMD($command) }: { OPTIONS($options) }
defaults-none = Параметры команд по умолчанию не заданы. Мастер задаёт их так: /defaults КОМАНДА ключ=значение; настройки всей игры пишутся без команды, например /defaults листы=да.
defaults-cleared = Параметры { CMD($command) } по умолчанию сняты.
game-locale-own = Здесь я буду отвечать вам на { $locale ->
        [pl] польском
        [ru] русском
        [fr] французском
        [cs] чешском
        [en] английском
       *[other] { $locale }
    } (если язык чата не задан через /lang).

## Forum topics (/topic): which game a topic of a chat plays, its own or the chat's (a game setting of the chat's game)
refusal-topic-none = Команда /topic работает только внутри темы форума: там она задаёт, идёт ли в теме своя игра или общая игра чата.
topic-plays-own = В этой теме идёт своя игра. Мастер может подключить тему к общей игре чата командой /topic { WORD("shared", of: "word-topic-") }.
topic-plays-shared = В этой теме идёт общая игра чата. Мастер может завести в ней отдельную игру командой /topic { WORD("own", of: "word-topic-") }.
topic-set-own = Готово: теперь в этой теме идёт своя игра.
topic-set-shared = Готово: теперь в этой теме идёт общая игра чата.

## A private message its reader could not get (they never opened a private chat with the bot): told in the place; $who names them, $link opens the chat
unreached-secret-roll = { $who }, чтобы получать результаты тайных бросков, сначала напишите мне в личку: { $link }
unreached-hidden = { $who }, чтобы видеть скрытые запасы, сначала напишите мне в личку: { $link }
