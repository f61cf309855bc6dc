## Дверь Telegram: приглашения к ходу, кнопки, вежливые отказы.

tg-turn = { $who }, в дуэли { $duel } ходит { $name }.
tg-awaited-defence = { $name }: нужно защититься от { CASE($spell, case: "gen") } ({ $attacker }, атака { $value }).
tg-gm = Мастер
tg-ask-spell = Выберите заклинание:
tg-ask-target = Выберите цель:
tg-ask-defence = Выберите защиту:
tg-ask-action = Выберите действие:
tg-ask-other = Выберите:
tg-picked = Выбрано: { $choices }
tg-choice-shield = Щит
tg-choice-dodge = Уклонение
tg-choice-none = Без защиты
tg-choice-recover = Поднять палочку
tg-choice-pickup = Забрать палочку противника
tg-button-back = ← Назад
tg-button-more = Ещё…
tg-button-stale = Эта кнопка устарела: дуэль уже продвинулась.
tg-button-not-yours = Простите, эти кнопки для { CASE($name, case: "gen") }.
tg-voice-off = Голосовые команды у этого бота выключены. Напишите команду текстом.
tg-edit-ignored = Эта команда уже выполнена, и правка ничего не изменит. Чтобы сделать что-то ещё, отправьте новое сообщение.
tg-error = У меня что-то пошло не так. Проверьте /status, прежде чем повторить.
tg-no-token = Задайте ASSISTANT_TELEGRAM_TOKEN — токен от BotFather — и запустите снова.

## Character sheets in bulk: a pasted roster, a CSV file. $added/$lines/$line/$limit are numbers.
tg-sheets-done = Добавлено персонажей: { $added } из { $lines }.
tg-sheets-added = Добавлены: { $names }.
tg-sheets-line = Строка { $line } ({ $name }): { $why }
refusal-sheets-too-many = За один раз можно добавить не больше { $limit } { $limit ->
    [one] персонажа
   *[other] персонажей
}.
refusal-sheets-csv = Не могу прочитать этот файл как список персонажей: пришлите CSV-файл (UTF-8), в строке заголовков которого есть столбец «{ $column }», а дальше по одному персонажу в строке.
refusal-sheets-csv-big = Файл слишком большой: файл с персонажами может весить не больше { $limit } КБ.
tg-claim-link = Отправьте эту ссылку игроку: одно нажатие — и персонаж его (ссылка одноразовая).
{ $link }
