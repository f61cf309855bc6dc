## Strony WWW (panel, konsola, lista gier). Wiadomości bez zmiennych trafiają na stronę takie, jakie są.

web-title = Asystent pojedynków czarodziejów
web-games = Gry
web-token-label = Token
web-token-open = Otwórz
web-token-help = Wklej swój token albo otwórz otrzymany link.
web-token-admin-only = Ten token otwiera jedną grę: użyj linku do niej.
web-no-games = Nie ma jeszcze żadnej gry.
web-new-game = Nowa gra
web-game-id = Identyfikator gry
web-ruleset = Zasady
web-locale = Język
web-create = Utwórz
web-open = Otwórz
web-dashboard = Panel
web-console = Konsola
web-characters = Postacie
web-duels = Pojedynki
web-no-duels = Nie było jeszcze pojedynku.
web-no-characters = Lista postaci jest pusta.
web-recent = Ostatnie polecenia
web-live = na żywo
web-offline = łączenie…
web-stale = Brak połączenia: tablica może być nieaktualna. Łączenie…
web-send = Wyślij
web-command-placeholder = /pomoc, /postac …, /pojedynek …
web-read-only = Ten token pozwala oglądać, nie grać.
web-share = Link tylko do podglądu
web-share-help = Na telefon albo drugi ekran: można oglądać, nie grać.
web-share-url = Link na drugi ekran
web-share-label = Drugi ekran
web-links = Linki
web-link-character = Postać
web-link-label = Podpis
web-link-make = Utwórz link gracza
web-link-made = Link gracza
web-link-revoke = Unieważnij
web-role-gm = mistrz gry
web-role-player = gracz
web-role-read = tylko podgląd
web-player-link = link w przeglądarce
web-actor-admin = administrator
web-actor-scheduler = zegar starć
web-door-http = strona WWW
web-door-telegram = Telegram
web-door-voice = głos
web-door-console = terminal
web-door-scheduler = automatycznie
web-bout = Starcie
web-break = Przerwa
web-timer-stopped = Zegar zatrzymany
web-unauthorized = Ten token nie otwiera tej gry.
web-not-found = Nie ma takiej gry.
web-error = Coś poszło nie tak; spróbuj ponownie.
web-not-sent = Nie wysłano: serwer jest nieosiągalny. Polecenie czeka w polu.
web-ended = zakończony
web-winner = Zwycięzca
web-player = Gracz
web-gm-run = postać MG
web-until = do

## Uzupełniane przez serwer.
web-summary = { $characters ->
    [one] 1 postać
    [few] { $characters } postacie
    [many] { $characters } postaci
   *[other] { $characters } postaci
}, { $duels ->
    [one] 1 trwający pojedynek
    [few] { $duels } trwające pojedynki
    [many] { $duels } trwających pojedynków
   *[other] { $duels } trwającego pojedynku
}
web-summary-roster = { $characters ->
    [one] 1 postać
    [few] { $characters } postacie
    [many] { $characters } postaci
   *[other] { $characters } postaci
}
web-duel-turn = Ruch: { $name } ({ CMD($command) })
web-duel-round = Runda { $round }

## Pule, stany i pola karty na panelu.
web-pool-hp = PZ
web-pool-pv = PZ
web-pool-ergs = Ergi
web-pool-points = Punkty magii
web-badge-ko = nokaut
web-badge-unconscious = nieprzytomność
web-badge-hospital = w Skrzydle Szpitalnym
web-badge-out = poza walką
web-badge-disarmed = rozbrojenie
web-badge-petrified = Petrificus Totalus
web-badge-levicorpus = Levicorpus
web-badge-demagicked = bez magii
web-badge-no-life = utracony erg życia
web-badge-attuning = różdżka jeszcze przywyka
web-badge-hidden = pule ukryte przed graczami
web-badge-wand-none = bez różdżki
web-badge-wand-damaged = różdżka uszkodzona
web-badge-fatigued = zmęczenie
web-badge-exhausted = wyczerpanie
web-badge-resting = odpoczynek
web-field-age = wiek
web-field-reflex = Refleks
web-field-charms = Zaklęcia
web-field-transfig = Transmutacja
web-field-dada = OPCM
web-field-sortileges = Zaklęcia
web-field-group = grupa
web-field-level = poziom
web-field-ability = cecha kluczowa
web-kind-spontaneous = pojedynek spontaniczny
web-kind-club = pojedynek klubowy


## Stół mistrza gry: zablokowana strona, Plansza | Konsola, kolejność ruchów, przyciski, nazwy w formularzu nowej gry.
web-locked = Ten token nie otwiera tej gry: serwer mógł dostać nowy token administratora albo token unieważniono.
web-locked-paste = Wklej inny token lub link
web-no-access = brak dostępu
web-tab-board = Plansza
web-turn-order = Kolejność ruchów
web-action-init = Inicjatywa
web-action-bout = Rozpocznij starcie
web-action-rest = Wszyscy odpoczywają (8 h)
web-action-undo = Cofnij
web-more-spells = Więcej zaklęć…
web-ruleset-feniks = Feniks (pojedynki forumowe)
web-ruleset-duel-club = Klub Pojedynków (francuski Hogwart)
web-ruleset-ergs = Ergi (rosyjski larp na różdżki)
web-ruleset-spell-points = Punkty magii (wariant d20 dla czarujących)
web-language-en = English
web-language-pl = Polski
web-language-ru = Русский
web-language-fr = Français
web-language-cs = Čeština
web-pool-life = Erg życia
web-field-wand = różdżka
web-awaited-defence = { $name } musi się obronić przed { CASE($spell, case: "ins") } ({ $value })
web-wand-state = { $wand ->
    [none] brak
    [damaged] uszkodzona
    [attuning] jeszcze przywyka
   *[attuned] zestrojona
}
web-token-rotated = Nowy token administratora zapisano w katalogu danych; uruchom ponownie `assistant serve`, aby go użyć. Link administratora: { $url }
web-token-rotate-env = Ustawiona jest zmienna ASSISTANT_HTTP_ADMIN_TOKEN i serwer używa jej wartości: zmień raczej to ustawienie.

## assistant serve, na standardowym wyjściu przy starcie.
web-serve-address = Asystent pojedynków czarodziejów: { $url }
web-serve-admin-link = Link administratora (nie udostępniaj go; nowy wygeneruje `assistant token rotate`): { $url }
web-serve-no-storage = Asystent nie może otworzyć swojej bazy danych ({ $reason }): nadaj prawo zapisu katalogowi danych { $dir }, wskaż w ASSISTANT_DATA_DIR katalog z prawem zapisu albo sprawdź ASSISTANT_DATABASE_URL.
web-serve-no-data-dir = Asystent nie może zapisać tokenu administratora w katalogu danych { $dir } ({ $reason }): nadaj mu prawo zapisu, wskaż w ASSISTANT_DATA_DIR katalog z prawem zapisu albo ustaw ASSISTANT_HTTP_ADMIN_TOKEN.
web-serve-no-port = Asystent nie może nasłuchiwać na { $host }, port { $port } ({ $reason }): zatrzymaj to, co zajmuje ten port, albo wybierz inny przez --port lub ASSISTANT_HTTP_PORT.

## Pictures: the dashboard's chart of the pools.
web-chart = Pule w trakcie gry
