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

## Темы форума (/topic)
tg-topic-none = Команда /topic работает только внутри темы форума: там она задаёт, идёт ли в теме своя игра или общая игра чата.
tg-topic-usage-own = В этой теме идёт своя игра. Мастер может подключить тему к общей игре чата командой /topic shared.
tg-topic-usage-shared = В этой теме идёт общая игра чата. Мастер может завести в ней отдельную игру командой /topic own.
tg-topic-own = Готово: теперь в этой теме идёт своя игра.
tg-topic-shared = Готово: теперь в этой теме идёт общая игра чата.

## Тайные броски (/roll secret)
tg-roll-secret-start = { $who }, чтобы получать результаты тайных бросков, сначала напишите мне в личку: { $link }

## setMyDescription, setMyShortDescription
tg-description = Помощник в магических дуэлях и учёте запасов магии. Ведёт список персонажей группы, бросает кости по правилам (Феникс, Дуэльный клуб, эрги, очки заклинаний) и подсказывает каждому игроку, когда его ход. Добавьте меня в группу и отправьте /start; /help покажет команды.
tg-short-description = Магические дуэли и запасы магии: правила, кости и очерёдность ходов для вашей группы.

## Броски с именем бросившего

## Hidden pools: the GMs' full reply, in private
tg-hidden-start = { $who }, чтобы видеть скрытые запасы, сначала напишите мне в личку: { $link }

## Character sheets in bulk: a pasted roster, a CSV file. $added/$lines/$line/$limit are numbers.
refusal-sheets-too-many = За один раз можно добавить не больше { $limit } { $limit ->
    [one] персонажа
    [few] персонажей
    [many] персонажей
   *[other] персонажа
}.
refusal-sheets-csv = Не могу прочитать этот файл как список персонажей. Пришлите файл CSV в кодировке UTF-8: в первой строке — заголовки, среди них столбец «{ $column }», дальше — по одному персонажу в строке.
refusal-sheets-csv-big = Файл слишком большой: список персонажей должен весить не больше { $limit } КБ.
tg-claim-link = Отправьте эту ссылку игроку: одно нажатие — и персонаж достанется ему (ссылка одноразовая).
{ $link }
