## The JSON API: why a request failed (the `message` of a problem; its `code` is the message id without `api-`).
api-unauthorized = Нужен действующий токен: передайте его как «Authorization: Bearer <token>».
api-forbidden = { $role ->
    [gm] Токену мастера
    [player] Токену игрока
    [read] Токену только для чтения
   *[other] Этому токену
} это не разрешено.
api-gm-only = Это может сделать только мастер этой игры.
api-game-not-found = Такой игры нет. Сначала создайте её (POST /api/games).
api-character-not-found = В этой игре нет такого персонажа.
api-duel-not-found = В этой игре нет такой дуэли.
api-chart-refused = Нечего рисовать: { $reason }
api-chart-not-found = Такой картинки нет: есть pools или odds, в PNG или SVG.
api-token-not-found = У этой игры нет токена с таким id.
api-locale-not-found = Такого языка нет.
api-route-not-found = По этому адресу ничего нет.
api-method-not-allowed = Этот адрес не принимает такой метод.
api-payload-too-large = Тело запроса слишком большое: не больше { $kib } КиБ.
api-uri-too-long = Адрес слишком длинный: не больше { $limit ->
    [one] { $limit } символа
   *[other] { $limit } символов
}.
api-unsupported-media-type = Тело должно быть в JSON и отправлено с заголовком «Content-Type: application/json».
api-http-error = Запрос не удался (HTTP { $http }).
api-internal = Сервер сбился при ответе. Посмотрите журнал игры, чтобы узнать, применена ли команда.
api-invalid-game-id = Id игры — от 1 до 100 букв, цифр и знаков . _ : @ -, начиная с буквы или цифры.
api-invalid-json = Тело — не корректный JSON.
api-body-not-object = Тело должно быть объектом JSON.
api-missing-field = Не хватает поля «{ $field }».
api-unknown-field = Здесь нет поля «{ $field }».
api-field-too-long = Поле «{ $field }» слишком длинное: не больше { $max ->
    [one] { $max } символа
   *[other] { $max } символов
}.
api-field-empty = Поле «{ $field }» пустое.
api-invalid-field = В поле «{ $field }» недопустимое значение.
api-unknown-parameter = Неизвестный параметр запроса: { $names }.
api-invalid-number = «{ $name }» — целое число от { $low } до { $high }.
api-invalid-idempotency-key = Idempotency-Key — от 1 до { $max } печатных символов без пробелов.
api-idempotency-key-reused = Этот Idempotency-Key уже использован для другого запроса; ничего не применено. Для новой команды возьмите новый ключ.
api-game-exists = Игра { $game } уже существует.
api-invalid-ruleset = Набора правил «{ $ruleset }» нет.
api-invalid-locale = Языка «{ $locale }» нет; выберите один из: { $choices }.
api-too-many-tokens = У этой игры уже { $limit ->
    [one] { $limit } токен
    [few] { $limit } токена
   *[many] { $limit } токенов
} — больше нельзя; сначала отзовите какой-нибудь.

## Web tokens, as the game's log shows them.
token-made = { $role ->
    [gm] Создан веб-токен мастера
    [player] Создан веб-токен игрока
   *[other] Создан веб-токен только для чтения
} (id { $id }).
token-made-for = { $role ->
    [gm] Создан веб-токен мастера
    [player] Создан веб-токен игрока
   *[other] Создан веб-токен только для чтения
} для: { $label } (id { $id }).
token-revoked = Веб-токен { $id } отозван.
refusal-too-many-tokens = У игры может быть не больше { $limit ->
    [one] { $limit } веб-токена
   *[other] { $limit } веб-токенов
}; сначала отзовите какой-нибудь.
refusal-no-token = У этой игры нет веб-токена { $id }.
