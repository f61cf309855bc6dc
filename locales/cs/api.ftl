## The JSON API: why a request failed (the `message` of a problem; its `code` is the message id without `api-`).
api-unauthorized = Je potřeba platný token: pošlete ho v hlavičce „Authorization: Bearer <token>“.
api-forbidden = { $role ->
    [gm] Token PJ
    [player] Token hráče
    [read] Token jen pro čtení
   *[other] Tento token
} na to nemá oprávnění.
api-gm-only = To smí udělat jen PJ této hry.
api-other-game = Tento token patří k jiné hře: použijte token vytvořený v této hře.
api-game-not-found = Taková hra neexistuje. Nejdřív ji založte (POST /api/games).
api-character-not-found = V této hře taková postava není.
api-duel-not-found = V této hře takový souboj není.
api-chart-refused = Není co nakreslit: { $reason }
api-chart-not-found = Takový obrázek neexistuje: k dispozici jsou pools a odds, ve formátu PNG nebo SVG.
api-token-not-found = Tato hra nemá token s tímto id.
api-locale-not-found = Takový jazyk tu není.
api-route-not-found = Na této adrese nic není.
api-method-not-allowed = Tato adresa tuto metodu nepřijímá.
api-payload-too-large = Tělo požadavku je příliš velké: nejvýš { $kib } KiB.
api-uri-too-long = Adresa je příliš dlouhá: nejvýš { $limit ->
    [one] { $limit } znak
    [few] { $limit } znaky
   *[other] { $limit } znaků
}.
api-unsupported-media-type = Tělo musí být JSON poslaný s hlavičkou „Content-Type: application/json“.
api-http-error = Požadavek selhal (HTTP { $http }).
api-internal = Server při odpovědi selhal. Podívejte se do deníku hry, zda byl příkaz proveden.
api-invalid-game-id = Identifikátor hry smí mít 1 až 100 znaků (písmena, číslice a . _ : @ -) a musí začínat písmenem nebo číslicí.
api-invalid-json = Tělo není platný JSON.
api-body-not-object = Tělo musí být objekt JSON.
api-body-not-decoded = Tělo požadavku je prý komprimované ({ $encoding }), ale nejde rozbalit: pošlete ho znovu.
api-body-unreadable = Tělo požadavku nedorazilo celé: pošlete ho znovu.
api-missing-field = Chybí pole „{ $field }“.
api-unknown-field = Neznámé pole „{ $field }“.
api-field-too-long = Pole „{ $field }“ je příliš dlouhé: nejvýš { $max ->
    [one] { $max } znak
    [few] { $max } znaky
   *[other] { $max } znaků
}.
api-field-empty = Pole „{ $field }“ je prázdné.
api-invalid-field = Pole „{ $field }“ nemá platnou hodnotu.
api-unknown-parameter = { $count ->
    [one] Neznámý parametr
   *[other] Neznámé parametry
} dotazu: { $names }.
api-invalid-number = „{ $name }“ musí být celé číslo od { $low } do { $high }.
api-invalid-idempotency-key = Idempotency-Key musí mít 1 až { $max } tisknutelných znaků bez mezer.
api-idempotency-key-reused = Tento Idempotency-Key už byl použit pro jiný požadavek; nic nebylo provedeno. Pro nový příkaz použijte nový klíč.
api-game-exists = Hra { $game } už existuje.
api-invalid-ruleset = Pravidla „{ $ruleset }“ neexistují.
api-invalid-locale = Jazyk „{ $locale }“ tu není; na výběr je: { $choices }.
api-too-many-tokens = Tato hra už má { $limit ->
    [one] { $limit } token
    [few] { $limit } tokeny
   *[other] { $limit } tokenů
}, víc mít nesmí; nejdřív některý zrušte.

## Web tokens, as the game's log shows them.
token-made = { $role ->
    [gm] Byl vytvořen webový token PJ
    [player] Byl vytvořen webový token hráče
   *[other] Byl vytvořen webový token jen pro čtení
} (id { $id }).
token-made-for = { $role ->
    [gm] Byl vytvořen webový token PJ
    [player] Byl vytvořen webový token hráče
   *[other] Byl vytvořen webový token jen pro čtení
} s popiskem „{ $label }“ (id { $id }).
token-revoked = Webový token { $id } byl zrušen.
refusal-too-many-tokens = Hra smí mít nejvýš { $limit ->
    [one] { $limit } webový token
    [few] { $limit } webové tokeny
   *[other] { $limit } webových tokenů
}; nejdřív některý zrušte.
refusal-no-token = Tato hra nemá webový token { $id }.
