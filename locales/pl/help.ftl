## /help: każda komenda w jednym wierszu z przykładem; /help KOMENDA objaśnia jedną
help-example = Przykład
help-usage = Składnia
help-detail-hint = /pomoc KOMENDA objaśnia jedną komendę, np. /pomoc czar.
## /pomoc KOMENDA, gdy takiej komendy nie ma.
refusal-help-unknown = Nie ma komendy „{ $command }”. Listę komend pokaże /pomoc.
help-bout = /runda — { cmd-bout }. { help-example }: /runda start
usage-bout = { help-usage }: /runda start, tik, stop albo stan [pojedynek=N]
help-cast = /czar — { cmd-cast }. { help-example }: { $ruleset ->
        [spell_points] /czar magiczny pocisk na goblina
        [duel_club] /czar Drętwota
       *[other] /czar Drętwota Draco
    }
usage-cast = { help-usage }: { $ruleset ->
        [feniks] /czar [POSTAĆ:] ZAKLĘCIE [na] CEL [kategoria=zaklęcia, transmutacja albo opcm]
        [duel_club] /czar [POSTAĆ:] ZAKLĘCIE (celem jest przeciwnik w pojedynku)
        [ergs] /czar [POSTAĆ:] ZAKLĘCIE [na] [CEL] [odległość=N] [czas=CZAS] [koniec=CZAS]
       *[other] /czar [POSTAĆ:] ZAKLĘCIE [[na] CEL] [dodatkowe=N] [metamagia=wzmocnienie,"bez gestów"] [poziom=N]
    }
help-char = /postac — { cmd-char }. { help-example }: { $ruleset ->
        [feniks] /postac Harry wiek=15 refleks=6 zaklęcia=14 opcm=10
        [duel_club] /postac Harry zaklęcia=60
        [ergs] /postac Harry wiek=17
       *[other] /postac Mira poziom=7 cecha=16 klasa=czarodziej
    }
usage-char = { help-usage }: /postac IMIĘ klucz=wartość … (tworzy albo zmienia kartę); samo /postac pokazuje listę postaci; /postac usuń IMIĘ usuwa postać
help-chart = /wykres — { cmd-chart }. { help-example }: { $ruleset ->
        [spell_points] /wykres Mira
       *[other] /wykres Harry
    }
usage-chart = { help-usage }: { $ruleset ->
        [spell_points] /wykres albo /wykres IMIĘ
       *[other] /wykres, /wykres IMIĘ albo /wykres pojedynek N
    }
help-claim = /zaproszenie — { cmd-claim }. { help-example }: /zaproszenie Harry
usage-claim = { help-usage }: /zaproszenie IMIĘ
help-config = /ustawienia — { cmd-config }. { help-example }: /ustawienia koszt Drętwota 3
usage-config = { help-usage }: /ustawienia [KLUCZ=WARTOŚĆ …] albo /ustawienia koszt ZAKLĘCIE N
help-cycle = /cykl — { cmd-cycle }. { help-example }: /cykl
usage-cycle = { help-usage }: /cykl
help-day = /dzien — { cmd-day }. { help-example }: /dzien
usage-day = { help-usage }: /dzien
help-defaults = /domyslne — { cmd-defaults }. { help-example }: { $ruleset ->
    [feniks] /domyslne pojedynek rodzaj=klub
    [spell_points] /domyslne czar dodatkowe=2
    [ergs] /domyslne karty=tak
   *[other] /domyslne przypomnienie=10m
}
usage-defaults = { help-usage }: /domyslne [KOMENDA klucz=wartość …] (klucz= usuwa wartość)
help-defend = /obrona — { cmd-defend }. { help-example }: /obrona tarcza
usage-defend = { help-usage }: /obrona tarcza [ZAKLĘCIE], /obrona unik albo /obrona brak
help-dodge = /unik — { cmd-dodge }. { help-example }: /unik
usage-dodge = { help-usage }: /unik [POSTAĆ]
help-drain = /wyssanie — { cmd-drain }. { help-example }: { $ruleset ->
        [ergs] /wyssanie Harry przyczyna=rytuał
       *[other] /wyssanie Mira 1
    }
usage-drain = { help-usage }: { $ruleset ->
        [ergs] /wyssanie IMIĘ przyczyna=rytuał, dementor albo wampir
       *[other] /wyssanie [IMIĘ] [N]
    }
help-duel = /pojedynek — { cmd-duel }. { help-example }: { $ruleset ->
        [feniks] /pojedynek Harry Ron kontra Draco Goyle
       *[other] /pojedynek Harry kontra Draco
    }
usage-duel = { help-usage }: { $ruleset ->
        [feniks] /pojedynek A B kontra C D [rodzaj=klub albo spontaniczny] [zaskoczenie=A,C]
       *[other] /pojedynek A kontra B
    }
help-end = /koniec — { cmd-end }. { help-example }: /koniec pojedynek=1
usage-end = { help-usage }: { $ruleset ->
        [ergs] /koniec [pojedynek=N] [zwycięzca=IMIĘ] [wyjście=IMIĘ]
       *[other] /koniec [pojedynek=N]
    }
help-fatigue = /zmeczenie — { cmd-fatigue }. { help-example }: /zmeczenie Mira zmęczony
usage-fatigue = { help-usage }: /zmeczenie [IMIĘ] zmęczony albo wyczerpany
help-gain = /dodaj — { cmd-gain }. { help-example }: /dodaj Harry 3 powód=eliksir
usage-gain = { help-usage }: { $ruleset ->
        [ergs] /dodaj IMIĘ N POWÓD
       *[other] /dodaj IMIĘ N [powód=…]
    }
help-gm = /mg — { cmd-gm }. { help-example }: /mg nadaj @bob
usage-gm = { help-usage }: /mg nadaj albo odbierz GRACZ (albo odpowiedz na jego wiadomość)
help-grab = /zabierz — { cmd-grab }. { help-example }: /zabierz
usage-grab = { help-usage }: /zabierz
help-help = /pomoc — { cmd-help }. { help-example }: /pomoc czar
usage-help = { help-usage }: /pomoc [KOMENDA]
help-iam = /jestem — { cmd-iam }. { help-example }: /jestem Harry
usage-iam = { help-usage }: /jestem IMIĘ (MG: /jestem IMIĘ @gracz)
help-init = /inicjatywa — { cmd-init }. { help-example }: /inicjatywa
usage-init = { help-usage }: /inicjatywa [pojedynek=N]
help-lang = /jezyk — { cmd-lang }. { help-example }: /jezyk ja pl
usage-lang = { help-usage }: /jezyk pl, ru, fr, cs albo en (MG), /jezyk ja JĘZYK (tylko dla ciebie)
help-metamagic = /metamagia — { cmd-metamagic }. { help-example }: /metamagia oba
usage-metamagic = { help-usage }: /metamagia punkty, darmo albo oba
help-odds = /szanse — { cmd-odds }. { help-example }: { $ruleset ->
        [duel_club] /szanse Drętwota zaklęcia=60
        [spell_points] /szanse magiczny pocisk
        [ergs] /szanse Harry
       *[other] /szanse unik Harry
    }
usage-odds = { help-usage }: { $ruleset ->
        [feniks] /szanse trafienie, /szanse unik REFLEKS (albo unik IMIĘ), /szanse RZUCAJĄCY ZAKLĘCIE [kontra BRONIĄCY]
        [duel_club] /szanse ZAKLĘCIE [zaklęcia=N] [przeciw=ZAKLĘCIE] [przeciwnik=N] albo /szanse IMIĘ
        [ergs] /szanse [IMIĘ] [ZAKLĘCIE] [{ WORD("n") }=N]
       *[other] /szanse [POSTAĆ:] ZAKLĘCIE [dodatkowe=N] [razy=N]
    }
help-order = /kolejnosc — { cmd-order }. { help-example }: /kolejnosc Harry Draco
usage-order = { help-usage }: /kolejnosc A B C …
help-pearl = /perla — { cmd-pearl }. { help-example }: /perla Mira 2
usage-pearl = { help-usage }: /perla [IMIĘ] POZIOM
help-pool = /pula — { cmd-pool }. { help-example }: /pula Harry
usage-pool = { help-usage }: /pula [IMIĘ]
help-protocol = /protokol — { cmd-protocol }. { help-example }: /protokol sekundant Harry Ron
usage-protocol = { help-usage }: /protokol [klucz=wartość …], /protokol podpisz IMIĘ, /protokol strój IMIĘ [bandaże=CO] albo /protokol sekundant POJEDYNKOWICZ IMIĘ
help-recover = /podnies — { cmd-recover }. { help-example }: /podnies
usage-recover = { help-usage }: /podnies
help-remind = /przypomnij — { cmd-remind }. { help-example }: /przypomnij
usage-remind = { help-usage }: /przypomnij [N] (N: numer pojedynku; bez numeru każdy pojedynek, który czeka na ruch)
help-rest = /odpoczynek — { cmd-rest }. { help-example }: /odpoczynek Mira 8h
usage-rest = { help-usage }: /odpoczynek [IMIĘ albo wszyscy] 1h, 2h, 8h, GODZINY, początek albo koniec
help-restore = /przywroc — { cmd-restore }. { help-example }: { $ruleset ->
        [spell_points] /przywroc Mira
       *[other] /przywroc Harry
    }
usage-restore = { help-usage }: /przywroc [IMIĘ]
help-roll = /rzut — { cmd-roll }. { help-example }: /rzut 4k6kh3+2
usage-roll = { help-usage }: /rzut KOŚCI (zapis jak 2k6+1), /rzut tajnie KOŚCI (wynik widzą tylko rzucający i MG)
help-rules = /zasady — { cmd-rules }. { help-example }: /zasady klub pojedynków
usage-rules = { help-usage }: /zasady feniks, klub pojedynków, ergi albo punkty magii (MG)
help-service = /przysluga — { cmd-service }. { help-example }: /przysluga Harry Draco
usage-service = { help-usage }: /przysluga UCZEŃ NAUCZYCIEL
help-spend = /wydaj — { cmd-spend }. { help-example }: /wydaj Harry 2 powód=miotła
usage-spend = { help-usage }: { $ruleset ->
        [ergs] /wydaj [IMIĘ] N POWÓD
       *[other] /wydaj [IMIĘ] N [powód=…]
    }
help-start = /start — { cmd-start }. { help-example }: /start
usage-start = { help-usage }: /start
help-status = /stan — { cmd-status }. { help-example }: /stan
usage-status = { help-usage }: /stan [pojedynek=N]
help-teach = /naucz — { cmd-teach }. { help-example }: /naucz Draco Harry Repulso
usage-teach = { help-usage }: /naucz NAUCZYCIEL UCZEŃ ZAKLĘCIE
help-topic = /watek — { cmd-topic }. { help-example }: /watek { WORD("shared", of: "word-topic-") }
usage-topic = { help-usage }: /watek { WORD("shared", of: "word-topic-") } albo { WORD("own", of: "word-topic-") } (MG, w wątku forum); samo /watek pokazuje, którą grę prowadzi wątek
help-undo = /cofnij — { cmd-undo }. { help-example }: /cofnij
usage-undo = { help-usage }: /cofnij (MG)
help-wand = /rozdzka — { cmd-wand }. { help-example }: /rozdzka Harry nowa
usage-wand = { help-usage }: /rozdzka IMIĘ [nowa, uszkodź, napraw, oddaj KOMU albo weź N]
help-macro = /makro — { cmd-macro }. { help-example }: /makro atak /rzut 1k20+5
usage-macro = { help-usage }: /makro [NAZWA LINIJKA; LINIJKA …] albo /makro usuń NAZWA
