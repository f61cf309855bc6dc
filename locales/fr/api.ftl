## The JSON API: why a request failed (the `message` of a problem; its `code` is the message id without `api-`).
api-unauthorized = Il faut un jeton valide : envoyez-le sous la forme « Authorization: Bearer <jeton> ».
api-forbidden = { $role ->
    [gm] Un jeton de MJ
    [player] Un jeton de joueur
    [read] Un jeton en lecture seule
   *[other] Ce jeton
} ne permet pas de faire cela.
api-gm-only = Seul un MJ de cette partie peut faire cela.
api-other-game = Ce jeton appartient à une autre partie : utilisez un jeton créé dans celle-ci.
api-game-not-found = Cette partie n'existe pas. Créez-la d'abord (POST /api/games).
api-character-not-found = Ce personnage n'existe pas dans cette partie.
api-duel-not-found = Ce duel n'existe pas dans cette partie.
api-chart-refused = Rien à dessiner : { $reason }
api-chart-not-found = Cette image n'existe pas : demandez « pools » ou « odds », en PNG ou en SVG.
api-token-not-found = Cette partie n'a pas de jeton portant cet identifiant.
api-locale-not-found = Cette langue n'existe pas.
api-route-not-found = Il n'y a rien à cette adresse.
api-method-not-allowed = Cette adresse n'accepte pas cette méthode.
api-payload-too-large = Le corps de la requête est trop volumineux : { $kib } Kio au plus.
api-uri-too-long = L'adresse est trop longue : { $limit ->
    [one] { $limit } caractère
   *[other] { $limit } caractères
} au plus.
api-unsupported-media-type = Le corps doit être du JSON, envoyé avec « Content-Type: application/json ».
api-http-error = La requête a échoué (HTTP { $http }).
api-internal = Le serveur a rencontré une erreur en répondant. Consultez le journal de la partie pour savoir si la commande a été appliquée.
api-invalid-game-id = Un identifiant de partie se compose de 1 à 100 lettres, chiffres ou signes . _ : @ - et commence par une lettre ou un chiffre.
api-invalid-json = Le corps n'est pas du JSON valide.
api-body-not-object = Le corps doit être un objet JSON.
api-body-not-decoded = Le corps de la requête se dit compressé ({ $encoding }) mais ne se décompresse pas : renvoyez-le.
api-body-unreadable = Le corps de la requête n'est pas arrivé en entier : renvoyez-le.
api-missing-field = Il manque le champ « { $field } ».
api-unknown-field = Il n'y a pas de champ « { $field } » ici.
api-field-too-long = Le champ « { $field } » est trop long : { $max ->
    [one] { $max } caractère
   *[other] { $max } caractères
} au plus.
api-field-empty = Le champ « { $field } » est vide.
api-invalid-field = Le champ « { $field } » n'a pas une valeur valide.
api-unknown-parameter = { $count ->
    [one] Paramètre de requête inconnu
   *[other] Paramètres de requête inconnus
} : { $names }.
api-invalid-number = « { $name } » doit être un nombre entier de { $low } à { $high }.
api-invalid-idempotency-key = Une Idempotency-Key se compose de 1 à { $max } caractères imprimables, sans espace.
api-idempotency-key-reused = Cette Idempotency-Key a déjà servi pour une autre requête ; rien n'a été appliqué. Utilisez une nouvelle clé pour chaque nouvelle commande.
api-game-exists = La partie { $game } existe déjà.
api-invalid-ruleset = Les règles « { $ruleset } » n'existent pas.
api-invalid-locale = Il n'y a pas de langue « { $locale } » ; choisissez parmi { $choices }.
api-too-many-tokens = Cette partie a déjà { $limit ->
    [one] { $limit } jeton
   *[other] { $limit } jetons
}, le maximum ; révoquez-en un d'abord.

## Web tokens, as the game's log shows them.
token-made = { $role ->
    [gm] Un jeton web de MJ a été créé
    [player] Un jeton web de joueur a été créé
   *[other] Un jeton web en lecture seule a été créé
} (id { $id }).
token-made-for = { $role ->
    [gm] Un jeton web de MJ a été créé
    [player] Un jeton web de joueur a été créé
   *[other] Un jeton web en lecture seule a été créé
} pour { $label } (id { $id }).
token-revoked = Le jeton web { $id } a été révoqué.
refusal-too-many-tokens = Une partie a au plus { $limit ->
    [one] { $limit } jeton web
   *[other] { $limit } jetons web
} ; révoquez-en un d'abord.
refusal-no-token = Cette partie n'a pas de jeton web { $id }.
