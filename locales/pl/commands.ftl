## Opisy komend do menu komend Telegrama: cmd-<komenda>.

cmd-start = Uruchom asystenta na tym czacie
cmd-help = Pokaż komendy zasad tej gry
cmd-lang = Zmień język odpowiedzi (MG): pl, ru, fr, cs albo en
cmd-rules = Zmień zasady (MG): feniks, klub pojedynków, ergi albo punkty magii
cmd-char = Utwórz, pokaż, zmień albo usuń postać
cmd-iam = Przypisz sobie postać
cmd-claim = Utwórz link, którym gracz przejmie przygotowaną postać (MG)
cmd-remind = Przypomnij graczowi, że to jego ruch (MG)
cmd-gm = Nadaj albo odbierz rolę MG (MG)
cmd-duel = Rozpocznij pojedynek
cmd-init = Rzuć na inicjatywę
cmd-order = Ustal kolejność ruchów ręcznie (MG)
cmd-cast = Rzuć zaklęcie na cel
cmd-defend = Obroń się przed nadlatującym zaklęciem
cmd-recover = Podnieś swoją różdżkę
cmd-grab = Zabierz różdżkę przeciwnika
cmd-status = { $ruleset ->
        [feniks] Pokaż stan pojedynków: kolejność ruchów i PZ
        [ergs] Pokaż stan pojedynku: uczestników, ergi i różdżki
       *[other] Pokaż stan pojedynku: czyj ruch, PZ i różdżki
    }
cmd-end = { $ruleset ->
        [feniks] Zakończ pojedynek (MG)
       *[other] Zakończ pojedynek
    }
cmd-pool = { $ruleset ->
        [feniks] Pokaż, ile PZ zostało postaci
        [duel_club] Pokaż, ile punktów zdrowia zostało postaci
        [ergs] Pokaż, ile ergów zostało postaci
        [spell_points] Pokaż, ile punktów magii zostało postaci
       *[other] Pokaż, ile zostało postaci
    }
cmd-spend = { $ruleset ->
        [ergs] Wydaj ergi
       *[other] Wydaj punkty magii
    }
cmd-gain = { $ruleset ->
        [ergs] Dodaj ergi ręcznie (MG), z powodem; odejmuje je { CMD("spend") }
       *[other] Dodaj punkty magii ręcznie (MG), z powodem; odejmuje je { CMD("spend") }
    }
cmd-dodge = Zrób unik przed zaklęciem
cmd-teach = Naucz kogoś nowego zaklęcia
cmd-cycle = Zacznij nowy cykl i odnów pule (MG)
cmd-rest = Odpocznij, by odzyskać punkty magii
cmd-fatigue = Nałóż zmęczenie albo wyczerpanie (MG)
cmd-restore = { $ruleset ->
        [ergs] Oddaj erg życia (MG)
        [spell_points] Zdejmij zmęczenie albo wyczerpanie (MG)
       *[other] Zdejmij zmęczenie albo oddaj erg życia (MG)
    }
cmd-roll = Rzuć kośćmi, np. 4k6kh3+2
cmd-odds = { $ruleset ->
        [spell_points] Dokładne szanse: obrażenia, koszt i na ile rzuceń wystarczy pula
        [feniks] Dokładne szanse: trafienie, obrażenia i unik
        [duel_club] Dokładne szanse, że zaklęcie się uda
       *[other] Pokaż dokładne szanse ruchu
    }
cmd-chart = { $ruleset ->
        [ergs] Narysuj wykres ergów ruch po ruchu: całej gry, jednej postaci albo pojedynku
        [spell_points] Narysuj wykres punktów magii: całej gry albo jednej postaci
       *[other] Narysuj wykres PZ ruch po ruchu: całej gry, jednej postaci albo pojedynku
    }
cmd-protocol = Spisz protokół pojedynku (sekundanci, pole, starcia)
cmd-bout = Zacznij albo przerwij starcie pojedynku z przerwami
cmd-undo = Cofnij ostatnią czynność: ruch, komendę albo ustawienie (MG)
cmd-defaults = Pokaż albo ustaw domyślne opcje komend (MG)
cmd-drain = { $ruleset ->
        [ergs] Odbierz erg życia (MG)
        [spell_points] Odbierz poziom zaklęć (MG)
       *[other] Odbierz erg życia albo poziom zaklęć (MG)
    }
cmd-service = Zapisz przysługę oddaną nauczycielowi
cmd-wand = Różdżki: nowa, uszkodź, napraw, oddaj, weź
cmd-day = Zacznij nowy dzień (MG): wracają sztuczki i darmowa metamagia
cmd-metamagic = Pokaż albo ustaw, jak płaci się za metamagię (MG)
cmd-pearl = Użyj perły mocy, by odzyskać punkty magii
cmd-config = Pokaż albo zmień ustawienia tej gry (MG)
cmd-topic = Ustal, czy ten wątek forum prowadzi własną grę, czy grę całego czatu (MG)
cmd-macro = Pokaż, utwórz albo usuń makra grupy: słowo lub zwrot, który uruchamia komendy

## Komenda, jak ją piszą odpowiedzi: słowo, które czytnik przyjmuje i które Telegram zrobi komendą (CMD).
written-bout = /runda
written-cast = /czar
written-char = /postac
written-chart = /wykres
written-claim = /zaproszenie
written-config = /ustawienia
written-cycle = /cykl
written-day = /dzien
written-defaults = /domyslne
written-defend = /obrona
written-dodge = /unik
written-drain = /wyssanie
written-duel = /pojedynek
written-end = /koniec
written-fatigue = /zmeczenie
written-gain = /dodaj
written-gm = /mg
written-grab = /zabierz
written-help = /pomoc
written-iam = /jestem
written-init = /inicjatywa
written-lang = /jezyk
written-macro = /makro
written-metamagic = /metamagia
written-odds = /szanse
written-order = /kolejnosc
written-pearl = /perla
written-pool = /pula
written-protocol = /protokol
written-recover = /podnies
written-remind = /przypomnij
written-rest = /odpoczynek
written-restore = /przywroc
written-roll = /rzut
written-rules = /zasady
written-service = /przysluga
written-spend = /wydaj
written-start = /start
written-status = /stan
written-teach = /naucz
written-topic = /watek
written-undo = /cofnij
written-wand = /rozdzka
