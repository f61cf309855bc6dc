## The JSON API: why a request failed (the `message` of a problem; its `code` is the message id without `api-`).
api-unauthorized = A valid token is needed: send it as "Authorization: Bearer <token>".
api-forbidden = { $role ->
    [gm] A GM token
    [player] A player token
    [read] A read-only token
   *[other] This token
} may not do this.
api-gm-only = Only a GM of this game may do this.
api-other-game = This token belongs to another game: use a token made in this one.
api-game-not-found = There is no such game. Open it first (POST /api/games).
api-character-not-found = There is no such character in this game.
api-duel-not-found = There is no such duel in this game.
api-chart-refused = Nothing to draw: { $reason }
api-chart-not-found = There is no such picture: ask for pools or odds, as PNG or SVG.
api-token-not-found = This game has no token with that id.
api-locale-not-found = There is no such language.
api-route-not-found = There is nothing at this address.
api-method-not-allowed = This address does not take that method.
api-payload-too-large = The request body is too large: at most { $kib } KiB.
api-uri-too-long = The address is too long: at most { $limit } characters.
api-unsupported-media-type = The body must be JSON, sent with "Content-Type: application/json".
api-http-error = The request failed (HTTP { $http }).
api-internal = The server failed while answering. Read the game's log to see whether the command was applied.
api-invalid-game-id = A game id is 1 to 100 letters, digits and . _ : @ -, starting with a letter or digit.
api-invalid-json = The body is not valid JSON.
api-body-not-object = The body must be a JSON object.
api-body-not-decoded = The body says it is compressed ({ $encoding }) but does not decompress: send it again.
api-body-unreadable = The body did not arrive whole: send it again.
api-missing-field = The field "{ $field }" is missing.
api-unknown-field = There is no field "{ $field }" here.
api-field-too-long = The field "{ $field }" is too long: at most { $max ->
    [one] { $max } character
   *[other] { $max } characters
}.
api-field-empty = The field "{ $field }" is empty.
api-invalid-field = The field "{ $field }" does not hold a valid value.
api-unknown-parameter = Unknown query { $count ->
    [one] parameter
   *[other] parameters
}: { $names }.
api-invalid-number = "{ $name }" must be a whole number from { $low } to { $high }.
api-invalid-idempotency-key = An Idempotency-Key is 1 to { $max } printable characters without spaces.
api-idempotency-key-reused = This Idempotency-Key was already used for a different request; nothing was applied. Use a new key for a new command.
api-game-exists = The game { $game } already exists.
api-invalid-ruleset = There is no ruleset "{ $ruleset }".
api-invalid-locale = There is no language "{ $locale }"; choose one of { $choices }.
api-too-many-tokens = This game already holds { $limit ->
    [one] { $limit } token
   *[other] { $limit } tokens
}, the most it may; revoke one first.

## Web tokens, as the game's log shows them.
token-made = { $role ->
    [gm] A GM web token
    [player] A player web token
   *[other] A read-only web token
} was made (id { $id }).
token-made-for = { $role ->
    [gm] A GM web token
    [player] A player web token
   *[other] A read-only web token
} was made for { $label } (id { $id }).
token-revoked = The web token { $id } was revoked.
refusal-too-many-tokens = A game holds at most { $limit ->
    [one] { $limit } web token
   *[other] { $limit } web tokens
}; revoke one first.
refusal-no-token = This game has no web token { $id }.
