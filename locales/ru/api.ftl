## The JSON API: why a request failed (the `message` of a problem; its `code` is the message id without `api-`).
api-unauthorized = Нужен действующий токен: передайте его в заголовке «Authorization: Bearer <token>».
api-forbidden = { $role ->
    [gm] Токену мастера
    [player] Токену игрока
    [read] Токену только для чтения
   *[other] Этому токену
} это не разрешено.
api-gm-only = Это может сделать только мастер этой игры.
api-other-game = Этот токен принадлежит другой игре: используйте токен, созданный в этой.
api-game-not-found = Такой игры нет. Сначала создайте её (POST /api/games).
api-character-not-found = В этой игре нет такого персонажа.
api-duel-not-found = В этой игре нет такой дуэли.
api-chart-refused = Нечего рисовать. { $reason }
api-chart-not-found = Такой картинки нет: запросите pools или odds в формате PNG или SVG.
api-token-not-found = У этой игры нет токена с таким id.
api-locale-not-found = Такого языка нет.
api-route-not-found = По этому адресу ничего нет.
api-method-not-allowed = Этот адрес не принимает такой метод.
api-payload-too-large = Тело запроса слишком большое: не больше { $kib } КиБ.
api-uri-too-long = Адрес слишком длинный: не больше { $limit ->
    [one] { $limit } символа
    [few] { $limit } символов
    [many] { $limit } символов
   *[other] { $limit } символа
}.
api-unsupported-media-type = Тело запроса должно быть в формате JSON, с заголовком «Content-Type: application/json».
api-http-error = Запрос не удался (HTTP { $http }).
api-internal = Сервер дал сбой при ответе. Посмотрите журнал игры, чтобы узнать, применена ли команда.
api-invalid-game-id = Идентификатор игры — от 1 до 100 букв, цифр и знаков . _ : @ -; первой должна быть буква или цифра.
api-invalid-json = Тело запроса — некорректный JSON.
api-body-not-object = Тело запроса должно быть объектом JSON.
api-body-not-decoded = Тело запроса помечено как сжатое ({ $encoding }), но не распаковывается: отправьте его ещё раз.
api-body-unreadable = Тело запроса пришло не целиком: отправьте его ещё раз.
api-missing-field = Не хватает поля «{ $field }».
api-unknown-field = Здесь нет поля «{ $field }».
api-field-too-long = Поле «{ $field }» слишком длинное: не больше { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}.
api-field-empty = Поле «{ $field }» пустое.
api-invalid-field = В поле «{ $field }» недопустимое значение.
api-unknown-parameter = { $count ->
    [one] Неизвестный параметр
   *[other] Неизвестные параметры
} запроса: { $names }.
api-invalid-number = Значение «{ $name }» должно быть целым числом от { $low } до { $high }.
api-invalid-idempotency-key = Idempotency-Key — от 1 до { $max } { $max ->
    [one] печатного символа
   *[other] печатных символов
} без пробелов.
api-idempotency-key-reused = Этот Idempotency-Key уже использован для другого запроса; ничего не применено. Для новой команды возьмите новый ключ.
api-game-exists = Игра { $game } уже существует.
api-invalid-ruleset = Набора правил «{ $ruleset }» нет.
api-invalid-locale = Языка «{ $locale }» нет; доступны: { $choices }.
api-too-many-tokens = У этой игры уже { $limit ->
    [one] { $limit } токен
    [few] { $limit } токена
    [many] { $limit } токенов
   *[other] { $limit } токена
} — больше нельзя; сначала отзовите один из них.

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
} для «{ $label }» (id { $id }).
token-revoked = Веб-токен { $id } отозван.
refusal-too-many-tokens = У игры может быть не больше { $limit ->
    [one] { $limit } веб-токена
    [few] { $limit } веб-токенов
    [many] { $limit } веб-токенов
   *[other] { $limit } веб-токена
}; сначала отзовите один из них.
refusal-no-token = У этой игры нет веб-токена { $id }.
