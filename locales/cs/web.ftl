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
web-send = Odeslat
web-command-placeholder = /help, /char …, /duel …
web-read-only = Tento token umožňuje sledovat, ne hrát.
web-share = Odkaz jen ke čtení
web-share-help = Pro telefon nebo druhou obrazovku: lze sledovat, ne hrát.
web-bout = Kolo
web-break = Přestávka
web-timer-stopped = Časomíra zastavena
web-unauthorized = Tento token tuto hru neotevírá.
web-not-found = Taková hra neexistuje.
web-error = Něco se pokazilo; zkuste to znovu.
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
web-duel-turn = Na tahu: { $name } (/{ $command })
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

## assistant serve, na standardní výstup při spuštění.
web-serve-address = Asistent kouzelnických soubojů: { $url }
web-serve-admin-link = Odkaz správce pro toto spuštění (nikomu ho nedávejte): { $url }

## Pictures: the dashboard's chart of the pools.
web-chart = Zásoby v průběhu hry
