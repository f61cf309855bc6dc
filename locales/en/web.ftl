## The web pages (dashboard, console, game list). Messages without variables are sent to the page as they are.

web-title = Wizard duel assistant
web-games = Games
web-token-label = Token
web-token-open = Open
web-token-help = Paste your token, or open the link you were given.
web-token-admin-only = This token opens one game: use the link you were given for it.
web-no-games = No games yet.
web-new-game = New game
web-game-id = Game id
web-ruleset = Ruleset
web-locale = Language
web-create = Create
web-open = Open
web-dashboard = Dashboard
web-console = Console
web-characters = Characters
web-duels = Duels
web-no-duels = No duel yet.
web-no-characters = The roster is empty.
web-recent = Last commands
web-live = live
web-offline = reconnecting…
web-stale = Not live: the board may be out of date. Reconnecting…
web-send = Send
web-command-placeholder = /help, /char …, /duel …
web-read-only = This token can watch, not play.
web-share = Read-only link
web-share-help = For a phone or a second screen: it can watch, not play.
web-share-url = Link for the second screen
web-share-label = Second screen
web-links = Links
web-link-character = Character
web-link-label = Label
web-link-make = Make a player link
web-link-made = The player's link
web-link-revoke = Revoke
web-role-gm = game master
web-role-player = player
web-role-read = watch only
web-player-link = a web link
web-actor-admin = the administrator
web-actor-scheduler = the bout timer
web-door-http = web page
web-door-telegram = Telegram
web-door-voice = voice
web-door-console = terminal
web-door-scheduler = automatically
web-bout = Bout
web-break = Break
web-timer-stopped = Timer stopped
web-unauthorized = This token does not open this game.
web-not-found = There is no such game.
web-error = Something went wrong; try again.
web-not-sent = Not sent: the server cannot be reached. The command is waiting in the field.
web-ended = ended
web-winner = Winner
web-player = Player
web-gm-run = GM-run
web-until = until

## Filled in by the server.
web-summary = { $characters ->
    [one] 1 character
   *[other] { $characters } characters
}, { $duels ->
    [one] 1 running duel
   *[other] { $duels } running duels
}
web-summary-roster = { $characters ->
    [one] 1 character
   *[other] { $characters } characters
}
web-duel-turn = { $name } to act: { CMD($command) }
web-duel-round = Round { $round }

## Pools, states and sheet fields on the dashboard.
web-pool-hp = HP
web-pool-pv = HP
web-pool-ergs = Ergs
web-pool-points = Spell points
web-badge-ko = KO
web-badge-unconscious = unconscious
web-badge-hospital = hospital wing
web-badge-out = out
web-badge-disarmed = disarmed
web-badge-petrified = petrified
web-badge-levicorpus = Levicorpus
web-badge-demagicked = demagicked
web-badge-no-life = life erg lost
web-badge-attuning = wand attuning
web-badge-hidden = hidden from the players
web-badge-wand-none = no wand
web-badge-wand-damaged = wand damaged
web-badge-fatigued = fatigued
web-badge-exhausted = exhausted
web-badge-resting = resting
web-field-age = age
web-field-reflex = Reflex
web-field-charms = Charms
web-field-transfig = Transfiguration
web-field-dada = DADA
web-field-sortileges = Charms
web-field-group = group
web-field-level = level
web-field-ability = key ability
web-kind-spontaneous = spontaneous duel
web-kind-club = duel club bout


## The game master's table: a locked page, Board | Console, the turn tracker, buttons, names on the new-game form.
web-locked = This token does not open this game: the server may have a new admin token, or the token was revoked.
web-locked-paste = Paste another token or link
web-no-access = no access
web-tab-board = Board
web-turn-order = Turn order
web-action-init = Initiative
web-action-bout = Start the bout
web-action-rest = Everyone rests (8 h)
web-action-undo = Undo
web-more-spells = More spells…
web-ruleset-feniks = Feniks (Polish forum duels)
web-ruleset-duel-club = Duel club (French Hogwarts)
web-ruleset-ergs = Ergs (Russian wand-duel larp)
web-ruleset-spell-points = Spell points (d20 casters)
web-language-en = English
web-language-pl = Polski
web-language-ru = Русский
web-language-fr = Français
web-language-cs = Čeština
web-pool-life = Life erg
web-field-wand = wand
web-awaited-defence = { $name } must defend against { $spell } ({ $value })
web-wand-state = { $wand ->
    [none] none
    [damaged] damaged
    [attuning] attuning
   *[attuned] attuned
}
web-token-rotated = A new admin token is kept in the data directory; restart `assistant serve` to use it. Admin link: { $url }
web-token-rotate-env = ASSISTANT_HTTP_ADMIN_TOKEN is set, and the server uses it: change that setting instead.

## assistant serve, on its standard output when it starts.
web-serve-address = Wizard duel assistant: { $url }
web-serve-admin-link = Admin link (keep it private; `assistant token rotate` replaces it): { $url }
web-serve-no-storage = The assistant cannot open its database ({ $reason }): make the data directory { $dir } writable, point ASSISTANT_DATA_DIR at one that is, or check ASSISTANT_DATABASE_URL.
web-serve-no-data-dir = The assistant cannot keep its admin token in the data directory { $dir } ({ $reason }): make it writable, point ASSISTANT_DATA_DIR at one that is, or set ASSISTANT_HTTP_ADMIN_TOKEN.
web-serve-no-port = The assistant cannot listen on { $host } port { $port } ({ $reason }): stop what uses that port, or choose another with --port or ASSISTANT_HTTP_PORT.

## Pictures: the dashboard's chart of the pools.
web-chart = Pools over the game
