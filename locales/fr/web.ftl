## Les pages web (tableau de bord, console, liste des parties). Les messages sans variable vont tels quels à la page.

web-title = Assistant de duels de sorciers
web-games = Parties
web-token-label = Jeton
web-token-open = Ouvrir
web-token-help = Collez votre jeton, ou ouvrez le lien que l'on vous a donné.
web-token-admin-only = Ce jeton ouvre une seule partie : utilisez le lien que l'on vous a donné pour elle.
web-no-games = Aucune partie pour l'instant.
web-new-game = Nouvelle partie
web-game-id = Identifiant de la partie
web-ruleset = Règles
web-locale = Langue
web-create = Créer
web-open = Ouvrir
web-dashboard = Tableau de bord
web-console = Console
web-characters = Personnages
web-duels = Duels
web-no-duels = Aucun duel pour l'instant.
web-no-characters = La liste des personnages est vide.
web-recent = Dernières commandes
web-live = en direct
web-offline = reconnexion…
web-stale = Hors ligne : le tableau n'est peut-être plus à jour. Reconnexion…
web-send = Envoyer
web-command-placeholder = /aide, /perso …, /duel …
web-read-only = Ce jeton permet de regarder, pas de jouer.
web-share = Lien en lecture seule
web-share-help = Pour un téléphone ou un second écran : on peut regarder, pas jouer.
web-share-url = Lien pour le second écran
web-share-label = Second écran
web-links = Liens
web-link-character = Personnage
web-link-label = Libellé
web-link-make = Créer un lien de joueur
web-link-made = Lien du joueur
web-link-revoke = Révoquer
web-role-gm = meneur de jeu
web-role-player = joueur
web-role-read = lecture seule
web-player-link = un lien web
web-actor-admin = l'administrateur
web-actor-scheduler = le chronomètre des reprises
web-door-http = page web
web-door-telegram = Telegram
web-door-voice = voix
web-door-console = terminal
web-door-scheduler = automatiquement
web-bout = Reprise
web-break = Pause
web-timer-stopped = Chronomètre arrêté
web-unauthorized = Ce jeton n'ouvre pas cette partie.
web-not-found = Cette partie n'existe pas.
web-error = Quelque chose a échoué ; réessayez.
web-not-sent = Non envoyé : le serveur est injoignable. La commande attend dans le champ.
web-ended = terminé
web-winner = Vainqueur
web-player = Joueur
web-gm-run = personnage du MJ
web-until = jusqu'à

## Rempli par le serveur.
web-summary = { $characters ->
    [one] { $characters } personnage
    [many] { $characters } de personnages
   *[other] { $characters } personnages
}, { $duels ->
    [one] { $duels } duel en cours
    [many] { $duels } de duels en cours
   *[other] { $duels } duels en cours
}
web-summary-roster = { $characters ->
    [one] { $characters } personnage
    [many] { $characters } de personnages
   *[other] { $characters } personnages
}
web-duel-turn = À { $name } d'agir : { CMD($command) }
web-duel-round = Manche { $round }

## Réserves, états et champs de la fiche sur le tableau de bord.
web-pool-hp = PV
web-pool-pv = PV
web-pool-ergs = Ergs
web-pool-points = Points de sort
web-badge-ko = K.-O.
web-badge-unconscious = sans connaissance
web-badge-hospital = à l'infirmerie
web-badge-out = hors combat
web-badge-disarmed = baguette perdue
web-badge-petrified = pétrification
web-badge-levicorpus = Levicorpus
web-badge-demagicked = sans magie
web-badge-no-life = erg de vie perdu
web-badge-attuning = baguette en cours d'apprivoisement
web-badge-hidden = réserves cachées aux joueurs
web-badge-wand-none = sans baguette
web-badge-wand-damaged = baguette endommagée
web-badge-fatigued = fatigue
web-badge-exhausted = épuisement
web-badge-resting = au repos
web-field-age = âge
web-field-reflex = Réflexes
web-field-charms = Sortilèges
web-field-transfig = Métamorphose
web-field-dada = DCFM
web-field-sortileges = Sortilèges
web-field-group = groupe
web-field-level = niveau
web-field-ability = caractéristique clé
web-kind-spontaneous = duel spontané
web-kind-club = duel de club


## La table du MJ : page verrouillée, Plateau | Console, ordre du tour, boutons, noms dans le formulaire de nouvelle partie.
web-locked = Ce jeton n'ouvre pas cette partie : le serveur a peut-être un nouveau jeton d'administration, ou le jeton a été révoqué.
web-locked-paste = Collez un autre jeton ou un autre lien
web-no-access = pas d'accès
web-tab-board = Plateau
web-turn-order = Ordre du tour
web-action-init = Initiative
web-action-bout = Commencer la reprise
web-action-rest = Tout le monde se repose (8 h)
web-action-undo = Annuler
web-more-spells = Autres sorts…
web-ruleset-feniks = Feniks (duels de forum polonais)
web-ruleset-duel-club = Club de duel (Poudlard, règles françaises)
web-ruleset-ergs = Ergs (GN russe de duels à la baguette)
web-ruleset-spell-points = Points de sort (lanceurs de sorts d20)
web-language-en = English
web-language-pl = Polski
web-language-ru = Русский
web-language-fr = Français
web-language-cs = Čeština
web-pool-life = Erg de vie
web-field-wand = baguette
web-awaited-defence = { $name } doit se défendre contre { LE($spell) } ({ $value })
web-wand-state = { $wand ->
    [none] aucune
    [damaged] endommagée
    [attuning] en cours d'apprivoisement
   *[attuned] apprivoisée
}
web-token-rotated = Un nouveau jeton d'administration est conservé dans le dossier de données ; relancez `assistant serve` pour l'utiliser. Lien d'administration : { $url }
web-token-rotate-env = ASSISTANT_HTTP_ADMIN_TOKEN est défini et le serveur l'utilise : modifiez plutôt ce réglage.

## assistant serve, sur sa sortie standard au démarrage.
web-serve-address = Assistant de duels de sorciers : { $url }
web-serve-admin-link = Lien d'administration (gardez-le pour vous ; `assistant token rotate` le remplace) : { $url }
web-serve-no-storage = L'assistant ne peut pas ouvrir sa base de données ({ $reason }) : rendez le dossier de données { $dir } accessible en écriture, indiquez-en un autre dans ASSISTANT_DATA_DIR, ou vérifiez ASSISTANT_DATABASE_URL.
web-serve-no-data-dir = L'assistant ne peut pas garder son jeton d'administration dans le dossier de données { $dir } ({ $reason }) : rendez-le accessible en écriture, indiquez-en un autre dans ASSISTANT_DATA_DIR, ou définissez ASSISTANT_HTTP_ADMIN_TOKEN.
web-serve-no-port = L'assistant ne peut pas écouter sur { $host }, port { $port } ({ $reason }) : arrêtez ce qui occupe ce port, ou choisissez-en un autre avec --port ou ASSISTANT_HTTP_PORT.

## Pictures: the dashboard's chart of the pools.
web-chart = Les réserves au fil de la partie
