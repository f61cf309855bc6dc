## The JSON API: why a request failed (the `message` of a problem; its `code` is the message id without `api-`).
api-unauthorized = Potrzebny jest ważny token: wyślij go w nagłówku „Authorization: Bearer <token>”.
api-forbidden = { $role ->
    [gm] Token MG
    [player] Token gracza
    [read] Token tylko do odczytu
   *[other] Ten token
} na to nie pozwala.
api-gm-only = Tylko MG tej gry może to zrobić.
api-other-game = Ten token należy do innej gry: użyj tokenu utworzonego w tej grze.
api-game-not-found = Nie ma takiej gry. Najpierw ją załóż (POST /api/games).
api-character-not-found = W tej grze nie ma takiej postaci.
api-duel-not-found = W tej grze nie ma takiego pojedynku.
api-chart-refused = Nie ma czego narysować: { $reason }
api-chart-not-found = Nie ma takiego wykresu: dostępne są pools i odds, w formacie PNG albo SVG.
api-token-not-found = Ta gra nie ma tokenu o tym identyfikatorze.
api-locale-not-found = Nie ma takiego języka.
api-route-not-found = Pod tym adresem nic nie ma.
api-method-not-allowed = Ten adres nie obsługuje tej metody.
api-payload-too-large = Treść żądania jest za duża: najwyżej { $kib } KiB.
api-uri-too-long = Adres jest za długi: najwyżej { $limit ->
    [one] { $limit } znak
    [few] { $limit } znaki
   *[other] { $limit } znaków
}.
api-unsupported-media-type = Treść żądania musi być w formacie JSON, z nagłówkiem „Content-Type: application/json”.
api-http-error = Żądanie się nie powiodło (HTTP { $http }).
api-internal = Przy odpowiedzi wystąpił błąd serwera. Sprawdź w dzienniku gry, czy polecenie zostało wykonane.
api-invalid-game-id = Identyfikator gry musi mieć od 1 do 100 znaków (litery, cyfry oraz . _ : @ -) i zaczynać się literą lub cyfrą.
api-invalid-json = Treść nie jest poprawnym JSON-em.
api-body-not-object = Treść musi być obiektem JSON.
api-body-not-decoded = Treść żądania jest podobno skompresowana ({ $encoding }), ale nie daje się rozpakować: wyślij ją jeszcze raz.
api-body-unreadable = Treść żądania nie dotarła w całości: wyślij ją jeszcze raz.
api-missing-field = Brakuje pola „{ $field }”.
api-unknown-field = Nie ma tu pola „{ $field }”.
api-field-too-long = Pole „{ $field }” jest za długie: najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
   *[other] { $max } znaków
}.
api-field-empty = Pole „{ $field }” jest puste.
api-invalid-field = Pole „{ $field }” ma niepoprawną wartość.
api-unknown-parameter = { $count ->
    [one] Nieznany parametr
   *[other] Nieznane parametry
} zapytania: { $names }.
api-invalid-number = „{ $name }” musi być liczbą całkowitą od { $low } do { $high }.
api-invalid-idempotency-key = Idempotency-Key musi mieć od 1 do { $max } drukowalnych znaków, bez spacji.
api-idempotency-key-reused = Ten Idempotency-Key był już użyty dla innego żądania; nic nie zostało wykonane. Do nowego polecenia użyj nowego klucza.
api-game-exists = Gra { $game } już istnieje.
api-invalid-ruleset = Nie ma zestawu zasad „{ $ruleset }”.
api-invalid-locale = Nie ma języka „{ $locale }”; wybierz jeden z: { $choices }.
api-too-many-tokens = Ta gra ma już { $limit ->
    [one] { $limit } token
    [few] { $limit } tokeny
   *[other] { $limit } tokenów
} — więcej mieć nie może; najpierw unieważnij któryś.

## Web tokens, as the game's log shows them.
token-made = { $role ->
    [gm] Utworzono webowy token MG
    [player] Utworzono webowy token gracza
   *[other] Utworzono webowy token tylko do odczytu
} (id { $id }).
token-made-for = { $role ->
    [gm] Utworzono webowy token MG
    [player] Utworzono webowy token gracza
   *[other] Utworzono webowy token tylko do odczytu
} dla: { $label } (id { $id }).
token-revoked = Unieważniono webowy token { $id }.
refusal-too-many-tokens = Gra może mieć najwyżej { $limit ->
    [one] { $limit } webowy token
    [few] { $limit } webowe tokeny
   *[other] { $limit } webowych tokenów
}; najpierw unieważnij któryś.
refusal-no-token = Ta gra nie ma webowego tokenu { $id }.
