## Les pages web (tableau de bord, console, liste des parties). Les messages sans variable vont tels quels à la page.

web-title = Assistant de duels de sorciers
web-games = Parties
web-token-label = Jeton
web-token-open = Ouvrir
web-token-help = Collez votre jeton, ou ouvrez le lien que l'on vous a donné.
web-token-admin-only = Ce jeton ouvre une seule partie : utilisez le lien que l'on vous a donné pour elle.
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
web-send = Envoyer
web-command-placeholder = /help, /char …, /duel …
web-read-only = Ce jeton permet de regarder, pas de jouer.
web-share = Lien en lecture seule
web-share-help = Pour un téléphone ou un second écran : on peut regarder, pas jouer.
web-bout = Assaut
web-break = Pause
web-timer-stopped = Chronomètre arrêté
web-unauthorized = Ce jeton n'ouvre pas cette partie.
web-not-found = Cette partie n'existe pas.
web-error = Quelque chose a échoué ; réessayez.
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
web-duel-turn = À { $name } d'agir : /{ $command }
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
web-badge-attuning = baguette en cours d'accord
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

## assistant serve, sur sa sortie standard au démarrage.
web-serve-address = Assistant de duels de sorciers : { $url }
web-serve-admin-link = Lien d'administration de ce lancement (gardez-le pour vous) : { $url }

## Pictures: the dashboard's chart of the pools.
web-chart = Les réserves au fil de la partie
