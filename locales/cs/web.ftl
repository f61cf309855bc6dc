## Webové stránky (přehled, konzole, seznam her). Zprávy bez proměnných jdou na stránku tak, jak jsou.

web-title = Asistent kouzelnických soubojů
web-games = Hry
web-token-label = Token
web-token-open = Otevřít
web-token-help = Vložte svůj token, nebo otevřete odkaz, který jste dostali.
web-token-admin-only = Tento token otevírá jednu hru: použijte odkaz, který jste k ní dostali.
web-no-games = Zatím tu není žádná hra.
web-new-game = Nová hra
web-game-id = Identifikátor hry
web-ruleset = Pravidla
web-locale = Jazyk
web-create = Vytvořit
web-open = Otevřít
web-dashboard = Přehled
web-console = Konzole
web-characters = Postavy
web-duels = Souboje
web-no-duels = Zatím žádný souboj.
web-no-characters = Seznam postav je prázdný.
web-recent = Poslední příkazy
web-live = živě
web-offline = připojuji znovu…
web-stale = Bez spojení: přehled nemusí být aktuální. Připojuji znovu…
web-send = Odeslat
web-command-placeholder = /pomoc, /postava …, /souboj …
web-read-only = Tento token umožňuje sledovat, ne hrát.
web-share = Odkaz jen ke čtení
web-share-help = Pro telefon nebo druhou obrazovku: lze sledovat, ne hrát.
web-share-url = Odkaz pro druhou obrazovku
web-share-label = Druhá obrazovka
web-links = Odkazy
web-link-character = Postava
web-link-label = Popisek
web-link-make = Vytvořit odkaz pro hráče
web-link-made = Odkaz pro hráče
web-link-revoke = Zrušit
web-role-gm = PJ
web-role-player = hráč
web-role-read = jen ke čtení
web-player-link = webový odkaz
web-actor-admin = správce
web-actor-scheduler = časovač kol
web-door-http = webová stránka
web-door-telegram = Telegram
web-door-voice = hlas
web-door-console = terminál
web-door-scheduler = automaticky
web-bout = Kolo
web-break = Přestávka
web-timer-stopped = Časomíra zastavena
web-unauthorized = Tento token tuto hru neotevírá.
web-not-found = Taková hra neexistuje.
web-error = Něco se pokazilo; zkuste to znovu.
web-not-sent = Neodesláno: server je nedostupný. Příkaz čeká v poli.
web-ended = skončil
web-winner = Vítěz
web-player = Hráč
web-gm-run = postava PJ
web-until = do

## Doplňuje server.
web-summary = { $characters ->
    [one] { $characters } postava
    [few] { $characters } postavy
    [many] { $characters } postavy
   *[other] { $characters } postav
}, { $duels ->
    [one] { $duels } probíhající souboj
    [few] { $duels } probíhající souboje
    [many] { $duels } probíhajícího souboje
   *[other] { $duels } probíhajících soubojů
}
web-summary-roster = { $characters ->
    [one] { $characters } postava
    [few] { $characters } postavy
    [many] { $characters } postavy
   *[other] { $characters } postav
}
web-duel-turn = Na tahu: { $name } ({ $command ->
    [cast] sešle kouzlo: /sesli
    [defend] brání se: /obrana
    [dodge] uhýbá: /uhyb
    [recover] zvedá hůlku: /zvednout
    [grab] sebere hůlku: /sebrat
   *[other] { CMD($command) }
})
web-duel-round = Kolo { $round }

## Zásoby, stavy a pole deníku na přehledu.
web-pool-hp = Životy
web-pool-pv = Životy
web-pool-ergs = Ergy
web-pool-points = Body kouzel
web-badge-ko = K.O.
web-badge-unconscious = v bezvědomí
web-badge-hospital = na ošetřovně
web-badge-out = mimo boj
web-badge-disarmed = bez hůlky (odzbrojení)
web-badge-petrified = Petrificus Totalus
web-badge-levicorpus = Levicorpus
web-badge-demagicked = bez magie
web-badge-no-life = ztracený erg života
web-badge-attuning = hůlka si zvyká
web-badge-hidden = skryto před hráči
web-badge-wand-none = bez hůlky
web-badge-wand-damaged = hůlka poškozená
web-badge-fatigued = únava
web-badge-exhausted = vyčerpání
web-badge-resting = odpočinek
web-field-age = věk
web-field-reflex = Reflex
web-field-charms = Kouzla
web-field-transfig = Přeměňování
web-field-dada = OPČM
web-field-sortileges = Kouzla
web-field-group = skupina
web-field-level = úroveň
web-field-ability = klíčová vlastnost
web-kind-spontaneous = spontánní souboj
web-kind-club = klubový souboj


## Stůl vypravěče: zamčená stránka, Plocha | Konzole, pořadí tahů, tlačítka, názvy ve formuláři nové hry.
web-locked = Tento token tuto hru neotevírá: server má možná nový token správce, nebo byl token zrušen.
web-locked-paste = Vložte jiný token nebo odkaz
web-no-access = bez přístupu
web-tab-board = Plocha
web-turn-order = Pořadí tahů
web-action-init = Iniciativa
web-action-bout = Zahájit kolo
web-action-rest = Všichni odpočívají (8 h)
web-action-undo = Vrátit zpět
web-more-spells = Další kouzla…
web-ruleset-feniks = Fénix (souboje z polského fóra)
web-ruleset-duel-club = Soubojový klub (francouzské Bradavice)
web-ruleset-ergs = Ergy (ruský larp s hůlkami)
web-ruleset-spell-points = Body kouzel (sesilatelé v systému d20)
web-language-en = English
web-language-pl = Polski
web-language-ru = Русский
web-language-fr = Français
web-language-cs = Čeština
web-pool-life = Erg života
web-field-wand = hůlka
web-awaited-defence = { $name } se musí bránit kouzlu { $spell } ({ $value })
web-wand-state = { $wand ->
    [none] žádná
    [damaged] poškozená
    [attuning] zvyká si
   *[attuned] zvyklá
}
web-token-rotated = Nový token správce je uložen v datovém adresáři; spusťte znovu `assistant serve`, aby platil. Odkaz správce: { $url }
web-token-rotate-env = Je nastaven ASSISTANT_HTTP_ADMIN_TOKEN a server používá ten: změňte raději toto nastavení.

## assistant serve, na standardní výstup při spuštění.
web-serve-address = Asistent kouzelnických soubojů: { $url }
web-serve-admin-link = Odkaz správce (nikomu ho nedávejte; `assistant token rotate` ho vymění): { $url }
web-serve-no-storage = Asistent nemůže otevřít svou databázi ({ $reason }): povolte zápis do datové složky { $dir }, nastavte v ASSISTANT_DATA_DIR složku, do které zapisovat jde, nebo zkontrolujte ASSISTANT_DATABASE_URL.
web-serve-no-data-dir = Asistent nemůže uložit token správce do datové složky { $dir } ({ $reason }): povolte do ní zápis, nastavte v ASSISTANT_DATA_DIR jinou složku, nebo nastavte ASSISTANT_HTTP_ADMIN_TOKEN.
web-serve-no-port = Asistent nemůže naslouchat na { $host }, port { $port } ({ $reason }): zastav to, co port používá, nebo zvol jiný přes --port nebo ASSISTANT_HTTP_PORT.

## Pictures: the dashboard's chart of the pools.
web-chart = Zásoby v průběhu hry
