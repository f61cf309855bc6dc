## Веб-страницы (панель, консоль, список игр). Сообщения без переменных уходят на страницу как есть.

web-title = Помощник дуэлей волшебников
web-games = Игры
web-token-label = Токен
web-token-open = Открыть
web-token-help = Вставьте токен или откройте полученную ссылку.
web-token-admin-only = Этот токен открывает одну игру: воспользуйтесь ссылкой, которую вам дали.
web-no-games = Игр пока нет.
web-new-game = Новая игра
web-game-id = Идентификатор игры
web-ruleset = Правила
web-locale = Язык
web-create = Создать
web-open = Открыть
web-dashboard = Панель
web-console = Консоль
web-characters = Персонажи
web-duels = Поединки
web-no-duels = Поединков ещё не было.
web-no-characters = Список персонажей пуст.
web-recent = Последние команды
web-live = в эфире
web-offline = переподключение…
web-stale = Нет связи: данные на доске могут быть устаревшими. Переподключение…
web-send = Отправить
web-command-placeholder = /help, /char …, /duel …
web-read-only = Этот токен позволяет смотреть, но не играть.
web-share = Ссылка только для просмотра
web-share-help = Для телефона или второго экрана: смотреть можно, играть нельзя.
web-share-url = Ссылка для второго экрана
web-share-label = Второй экран
web-links = Ссылки
web-link-character = Персонаж
web-link-label = Подпись
web-link-make = Создать ссылку игрока
web-link-made = Ссылка игрока
web-link-revoke = Отозвать
web-role-gm = мастер
web-role-player = игрок
web-role-read = только просмотр
web-player-link = веб-ссылка
web-actor-admin = администратор
web-actor-scheduler = таймер схваток
web-door-http = веб-страница
web-door-telegram = Telegram
web-door-voice = голос
web-door-console = терминал
web-door-scheduler = автоматически
web-bout = Схватка
web-break = Перерыв
web-timer-stopped = Таймер остановлен
web-unauthorized = Этот токен не открывает эту игру.
web-not-found = Такой игры нет.
web-error = Что-то пошло не так; попробуйте ещё раз.
web-not-sent = Не отправлено: сервер недоступен. Команда осталась в поле ввода.
web-ended = завершён
web-winner = Победитель
web-player = Игрок
web-gm-run = персонаж мастера
web-until = до

## Заполняется сервером.
web-summary = { $characters ->
    [one] { $characters } персонаж
    [few] { $characters } персонажа
    [many] { $characters } персонажей
   *[other] { $characters } персонажа
}, { $duels ->
    [one] { $duels } идущий поединок
    [few] { $duels } идущих поединка
    [many] { $duels } идущих поединков
   *[other] { $duels } идущего поединка
}
web-summary-roster = { $characters ->
    [one] { $characters } персонаж
    [few] { $characters } персонажа
    [many] { $characters } персонажей
   *[other] { $characters } персонажа
}
web-duel-turn = Ход: { $name } ({ CMD($command) })
web-duel-round = Раунд { $round }

## Пулы, состояния и поля листа персонажа на панели.
web-pool-hp = ОЗ
web-pool-pv = ОЗ
web-pool-ergs = Эрги
web-pool-points = Очки заклинаний
web-badge-ko = нокаут
web-badge-unconscious = без сознания
web-badge-hospital = в больничном крыле
web-badge-out = вне боя
web-badge-disarmed = палочка выбита
web-badge-petrified = в оцепенении
web-badge-levicorpus = Левикорпус
web-badge-demagicked = без магии
web-badge-no-life = потерян эрг жизни
web-badge-attuning = палочка привыкает
web-badge-hidden = скрыто от игроков
web-badge-wand-none = без палочки
web-badge-wand-damaged = палочка повреждена
web-badge-fatigued = утомление
web-badge-exhausted = истощение
web-badge-resting = отдых
web-field-age = Возраст
web-field-reflex = Рефлекс
web-field-charms = Чары
web-field-transfig = Трансфигурация
web-field-dada = ЗОТИ
web-field-sortileges = Чары
web-field-group = Группа
web-field-level = Уровень
web-field-ability = Ключевая характеристика
web-kind-spontaneous = спонтанный поединок
web-kind-club = клубный поединок


## Стол мастера: закрытая страница, Поле | Консоль, очерёдность ходов, кнопки, названия в форме новой игры.
web-locked = Этот токен не открывает эту игру: возможно, у сервера новый токен администратора или токен отозван.
web-locked-paste = Вставьте другой токен или ссылку
web-no-access = нет доступа
web-tab-board = Поле
web-turn-order = Очерёдность ходов
web-action-init = Инициатива
web-action-bout = Начать схватку
web-action-rest = Все отдыхают (8 ч)
web-action-undo = Отменить
web-more-spells = Ещё заклинания…
web-ruleset-feniks = Феникс (польские форумные дуэли)
web-ruleset-duel-club = Дуэльный клуб (французский Хогвартс)
web-ruleset-ergs = Эрги (русские ролевые дуэли на палочках)
web-ruleset-spell-points = Очки заклинаний (заклинатели d20)
web-language-en = English
web-language-pl = Polski
web-language-ru = Русский
web-language-fr = Français
web-language-cs = Čeština
web-pool-life = Эрг жизни
web-field-wand = Палочка
web-awaited-defence = { $name }: нужно защититься от { CASE($spell, case: "gen") } ({ $value })
web-wand-state = { $wand ->
    [none] нет
    [damaged] повреждена
    [attuning] привыкает
   *[attuned] привыкла
}
web-token-rotated = Новый токен администратора сохранён в каталоге данных; перезапустите `assistant serve`, чтобы он заработал. Ссылка администратора: { $url }
web-token-rotate-env = Задана переменная ASSISTANT_HTTP_ADMIN_TOKEN, и сервер берёт токен из неё: поменяйте её значение.

## assistant serve, в стандартный вывод при запуске.
web-serve-address = Помощник дуэлей волшебников: { $url }
web-serve-admin-link = Ссылка администратора (не передавайте её никому; `assistant token rotate` её заменит): { $url }
web-serve-no-storage = Ассистент не может открыть свою базу данных ({ $reason }): дайте право записи в каталог данных { $dir }, укажите в ASSISTANT_DATA_DIR каталог с правом записи или проверьте ASSISTANT_DATABASE_URL.
web-serve-no-data-dir = Ассистент не может сохранить токен администратора в каталоге данных { $dir } ({ $reason }): дайте право записи в него, укажите в ASSISTANT_DATA_DIR другой каталог или задайте ASSISTANT_HTTP_ADMIN_TOKEN.
web-serve-no-port = Ассистент не может слушать { $host }, порт { $port } ({ $reason }): остановите то, что занимает этот порт, или выберите другой через --port или ASSISTANT_HTTP_PORT.

## Pictures: the dashboard's chart of the pools.
web-chart = Запасы по ходу игры
