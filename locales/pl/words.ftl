## Słowa, które gracze wpisują w komendach z ukośnikiem: opcje i ich wartości. Listy rozdziela przecinek.
## Komenda przyjmuje słowa każdego języka; word-<prefiks>-<znaczenie> to słowa jednego znaczenia.

## Wspólne listy: tak i nie dla przełącznika (restore=nie), usunięcie postaci (/char usuń IMIĘ).
word-yes = tak
word-no = nie
word-remove = usuń, skasuj
## Między stronami pojedynku (/duel Marek kontra Draco), między zaklęciem a celem (/cast drętwota na Draco).
word-versus = kontra, przeciw, przeciwko
word-to = w, we, na, do, przeciw, przeciwko, ->, →
## Wszyscy naraz (/rest wszyscy 8h), ja sam (/lang ja fr), dwa imiona po jednej stronie (Marek i Ron).
word-everyone = wszyscy, wszystkich
word-me = ja, mnie
## Sam działający jako cel (/czar Draco: Drętwota na siebie).
word-self = siebie, sobie, samego siebie, samą siebie
word-and = i, oraz
## Jednostki po liczbie godzin (/rest 8 godz).
word-hour = godz, godzina, godziny, godzin
## Jednostki czasu przypomnienia (/domyslne przypomnienie=2 min).
word-delay-s = s, sek, sekunda, sekundy, sekund
word-delay-m = m, min, minuta, minuty, minut
word-delay-h = h, godz, godzina, godziny, godzin
word-delay-d = d, dzień, dni
## Nadanie i odebranie roli MG (/mg nadaj ID).
word-gm-grant = nadaj, daj
word-gm-revoke = odbierz, zabierz
## Rzut, który widzą tylko rzucający i MG (/roll tajnie 1d20).
word-secret = tajny, tajnie, ukryty, ukryte, w ukryciu

## Co czytnik podsuwa linijce, której nie rozumie („Może chodziło o…”): pytanie (te słowa albo znak zapytania)
## dostaje tylko komendy, które nie zmieniają gry; słowa przeczenia ani końca nie pomija (nie robi z linijki jej odwrotności).
word-asking = co, ile, jak, jaki, jaka, jakie, czy, kto, kiedy, gdzie, dlaczego, czemu, który, która, które
word-negation = nie, nigdy
word-ending = przestaję, przestaje, przestajemy, przestań, przestać, kończę, kończy, kończymy, skończyć, przerywam,
    przerywa, przerwać, dość

## Nazwy opcji i ustawień przed „=” (/dodaj Harry 3 powód=eliksir); pierwsza jest pokazywana w odpowiedziach.
word-option-reason = powód
word-option-cause = przyczyna
word-option-category = kategoria
word-option-type = rodzaj, typ
word-option-surprise = zaskoczenie
word-option-duel = pojedynek
word-option-winner = zwycięzca
word-option-out = wyjście, wyszedł
word-option-distance = odległość, dystans
word-option-at = czas, o
word-option-end = koniec, do
word-option-vs = przeciw
word-option-skill = zaklęcia
word-option-vs_skill = przeciwnik
word-option-bandages = bandaże, opatrunki
word-option-restore = leczenie, uzdrowienie
## Ustawienia gry (/domyslne karty=tak przypomnienie=10m) i larpa na różdżki (/ustawienia odnowa=nie).
word-option-players_edit_sheets = karty
word-option-remind = przypomnienie
word-option-players_macros = makra
word-option-refill = odnowa
word-option-max_ergs = zapas
word-option-teaching_cost = koszt_nauki
word-option-three_seconds = trzy_sekundy, trzysekundy
word-option-window = jednoczesność
word-option-max_distance = zasięg
word-option-attunement_hours = zżycie
word-option-fight_window = walka
## Ergi: pola protokołu sekundantów (/protocol obrażony=Hermiona stopień=3 pole=40x12 starcie=45 przerwa=3).
word-option-offended = obrażony, obrażona
word-option-degree = stopień
word-option-weapon = broń
word-option-form = forma
word-option-mode = tryb
word-option-field = pole
word-option-place = miejsce
word-option-circle = krąg
word-option-bout = starcie
word-option-break = przerwa
## Ergi: ile razy z rzędu (/odds Harry crucio razy=3).
word-option-n = razy

## Feniks: pytanie o szansę trafienia (/odds trafienie).
word-feniks-hit = trafienie, celność
## Feniks: pola karty postaci (/char Marek wiek=15 refleks=7).
word-feniks-field-age = wiek
word-feniks-field-reflex = refleks
word-feniks-field-charms = zaklęcia
word-feniks-field-transfig = transmutacja
word-feniks-field-dada = opcm
word-feniks-field-hp = pz
word-feniks-field-condition = stan
word-feniks-field-severity = powaga
## Feniks: rodzaj pojedynku (type=klub).
word-feniks-kind-spontaneous = spontaniczny
word-feniks-kind-club = klub
## Feniks: obrony (/defend tarcza).
word-feniks-defence-shield = tarcza, zaklęcie
word-feniks-defence-dodge = unik
word-feniks-defence-none = brak, nic
## Feniks: dziedzina zaklęcia (category=zaklęcia).
word-feniks-category-charms = zaklęcia
word-feniks-category-transfig = transmutacja
word-feniks-category-dada = opcm
## Feniks: jak ciężki jest nokaut (powaga=chwila).
word-feniks-severity-moment = chwila
word-feniks-severity-hospital = skrzydło, szpital
## Feniks: stan postaci (stan=przytomny).
word-feniks-condition-ok = przytomny
word-feniks-condition-unconscious = nieprzytomny
word-feniks-condition-hospital = szpital, skrzydło

## Klub Pojedynków: umiejętność Zaklęcia na karcie (/char Marek zaklęcia=60).
word-duel_club-field-sortileges = zaklęcia

## Larp na różdżki (ergi): pola karty (/char Marek wiek=15 maks=4 grupa=starsza zaklęcia="crucio").
word-ergs-field-age = wiek
word-ergs-field-max_ergs = maks, zapas
word-ergs-field-group = grupa
word-ergs-field-known = zaklęcia
## Larp na różdżki: grupy wiekowe (grupa=mistrz).
word-ergs-group-student = uczeń
word-ergs-group-middle = średnia
word-ergs-group-senior = starsza
word-ergs-group-master = mistrz
## Larp na różdżki: co odbiera erg życia (/wyssanie Marek cause=dementor).
word-ergs-cause-ritual = rytuał
word-ergs-cause-dementor = dementor
word-ergs-cause-vampire = wampir
## Larp na różdżki: wybory kodeksu pojedynkowego (/protokol weapon=różdżka form=okresowy mode=nieruchomy).
word-ergs-weapon-wand = różdżka, różdżki
word-ergs-weapon-nerf = blaster, blastery
word-ergs-form-continuous = ciągły
word-ergs-form-periodic = okresowy
word-ergs-mode-mobile = ruchomy
word-ergs-mode-stationary = nieruchomy, stacjonarny
## Larp na różdżki: co robi /rozdzka (/rozdzka Marek oddaj Draco).
word-ergs-wand-new = nowa
word-ergs-wand-damage = uszkodź, złam
word-ergs-wand-repair = napraw
word-ergs-wand-give = oddaj, przekaż
word-ergs-wand-hold = weź, trzymaj
## Larp na różdżki: zegar starć (/runda start).
word-ergs-bout-start = start, zacznij
word-ergs-bout-tick = tik
word-ergs-bout-stop = stop, zatrzymaj
word-ergs-bout-status = stan
## Larp na różdżki: protokół sekundantów (/protokol podpisz IMIĘ, strój IMIĘ, sekundant POJEDYNKOWICZ IMIĘ).
word-ergs-protocol-sign = podpisz
word-ergs-protocol-dress = strój
word-ergs-protocol-second = sekundant
## Larp na różdżki: koszt zaklęcia w ustawieniach MG (/ustawienia koszt crucio 2).
word-ergs-config-cost = koszt

## Punkty zaklęć: pola karty (/char Mialee poziom=7 cecha=16 klasa=czarodziej baza=30 atuty=wzmocnienie).
word-sp-field-level = poziom
word-sp-field-ability = cecha, atrybut
word-sp-field-progression = klasa
word-sp-field-base = baza
word-sp-field-feats = atuty, metamagia
word-sp-field-pearls = perły
## Punkty zaklęć: wyczyszczenie bazy lub atutów (baza=tabela, atuty=brak).
word-sp-clear = tabela, brak
## Punkty zaklęć: opcje /cast i /odds (dodatkowe=2 metamagia=wzmocnienie poziom=3 rzucający=9 klasa=czarownik razy=5 conajmniej=20).
word-sp-option-extra = dodatkowe, ekstra
word-sp-option-meta = metamagia
word-sp-option-level = poziom
word-sp-option-cl = rzucający
word-sp-option-progression = klasa
word-sp-option-casts = razy
word-sp-option-ge = conajmniej
## Punkty zaklęć: klasy według postępu, którym idą (klasa=kleryk).
word-sp-class-wizard = czarodziej, mag, kleryk, druid
word-sp-class-sorcerer = zaklinacz, czarownik, bard
## Punkty zaklęć: klasy, które tylko idą postępem innej (kleryk postępem czarodzieja).
word-sp-borrowed-cleric = kleryk
word-sp-borrowed-druid = druid
word-sp-borrowed-bard = bard
## Punkty zaklęć: atuty metamagiczne (metamagia=wzmocnienie,bez gestów).
word-sp-feat-empower = wzmocnienie
word-sp-feat-maximize = maksymalizacja
word-sp-feat-still = bez gestów
word-sp-feat-silent = ciche, cisza
word-sp-feat-extend = przedłużenie
word-sp-feat-enlarge = powiększenie
word-sp-feat-widen = poszerzenie
word-sp-feat-quicken = przyspieszenie
word-sp-feat-heighten = podwyższenie
## Punkty zaklęć: co męczy rzucającego (/zmeczenie Mialee wyczerpany).
word-sp-effect-fatigued = zmęczony, zmęczona, zmęczone, zmęczenie
word-sp-effect-exhausted = wyczerpany, wyczerpana, wyczerpane, wyczerpanie
## Punkty zaklęć: początek i koniec odpoczynku (/rest Mialee początek).
word-sp-rest-begin = początek, zacznij
word-sp-rest-end = koniec, przerwij
## Punkty zaklęć: jak płaci się za metamagię (/metamagia darmo).
word-sp-mode-points = punkty
word-sp-mode-free = darmo, za darmo
word-sp-mode-both = oba

## Zapytania inline: pierwsze słowo wybiera zasady (@bot ergi odds …); identyfikatory zasad też działają.
word-ruleset-feniks = feniks
word-ruleset-duel_club = klub pojedynków, klub, klubpojedynków
word-ruleset-ergs = ergi
word-ruleset-spell_points = punkty magii, punkty, punktymagii

## Wątek forum: gra całego czatu albo własna (/topic wspólna).
word-topic-shared = wspólna, wspólny, wspólną
word-topic-own = własna, własny, własną
