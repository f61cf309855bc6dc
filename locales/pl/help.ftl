## /help: każda komenda w jednym wierszu z przykładem; /help KOMENDA objaśnia jedną
help-example = Przykład
help-usage = Składnia
help-detail-hint = /pomoc KOMENDA objaśnia jedną komendę, np. /pomoc czar.
help-bout = /bout — { cmd-bout }. { help-example }: /bout start
usage-bout = { help-usage }: /bout start|tik|stop|stan [pojedynek=N]
help-cast = /czar — { cmd-cast }. { help-example }: { $ruleset ->
        [spell_points] /czar magiczny pocisk Goblin
        [duel_club] /czar Drętwota
       *[other] /czar Drętwota Draco
    }
usage-cast = { help-usage }: { $ruleset ->
        [feniks] /czar [POSTAĆ:] ZAKLĘCIE [na] CEL [kategoria=zaklęcia|transmutacja|opcm]
        [duel_club] /czar [POSTAĆ:] ZAKLĘCIE (celem jest przeciwnik w pojedynku)
        [ergs] /czar [POSTAĆ:] ZAKLĘCIE [na] [CEL] [odległość=N] [czas=CZAS] [koniec=CZAS]
       *[other] /czar [POSTAĆ:] ZAKLĘCIE [[na] CEL] [dodatkowe=N] [metamagia=wzmocnienie,bez gestów] [poziom=N]
    }
help-char = /postac — { cmd-char }. { help-example }: { $ruleset ->
        [feniks] /postac Harry wiek=15 refleks=6 zaklęcia=14 opcm=10
        [duel_club] /postac Harry zaklęcia=60
        [ergs] /postac Harry wiek=17
       *[other] /postac Mira poziom=7 cecha=16 klasa=czarodziej
    }
usage-char = { help-usage }: /postac IMIĘ klucz=wartość … (tworzy albo zmienia kartę); samo /postac pokazuje listę postaci; /postac usuń IMIĘ usuwa postać
help-chart = /chart — { cmd-chart }. { help-example }: /chart Harry
usage-chart = { help-usage }: /chart | /chart IMIĘ | /chart pojedynek N
help-claim = /claim — { cmd-claim }. { help-example }: /claim Harry
usage-claim = { help-usage }: /claim IMIĘ
help-config = /config — { cmd-config }. { help-example }: /config koszt Drętwota 3
usage-config = { help-usage }: /config [KLUCZ=WARTOŚĆ …] | /config koszt ZAKLĘCIE N
help-cycle = /cykl — { cmd-cycle }. { help-example }: /cykl
usage-cycle = { help-usage }: /cykl
help-day = /day — { cmd-day }. { help-example }: /day
usage-day = { help-usage }: /day
help-defaults = /defaults — { cmd-defaults }. { help-example }: { $ruleset ->
    [feniks] /defaults duel rodzaj=klub
   *[other] /defaults przypomnienie=10m
}
usage-defaults = { help-usage }: /defaults [KOMENDA klucz=wartość …] (klucz= usuwa wartość)
help-defend = /obrona — { cmd-defend }. { help-example }: /obrona tarcza
usage-defend = { help-usage }: /obrona tarcza [ZAKLĘCIE] | unik | brak
help-dodge = /unik — { cmd-dodge }. { help-example }: /unik
usage-dodge = { help-usage }: /unik [POSTAĆ]
help-drain = /drain — { cmd-drain }. { help-example }: { $ruleset ->
        [ergs] /drain Harry przyczyna=rytuał
       *[other] /drain Mira 1
    }
usage-drain = { help-usage }: { $ruleset ->
        [ergs] /drain IMIĘ przyczyna=rytuał|dementor|wampir
       *[other] /drain [IMIĘ] [N]
    }
help-duel = /pojedynek — { cmd-duel }. { help-example }: { $ruleset ->
        [feniks] /pojedynek Harry Ron kontra Draco Goyle
       *[other] /pojedynek Harry kontra Draco
    }
usage-duel = { help-usage }: { $ruleset ->
        [feniks] /pojedynek A B kontra C D [rodzaj=klub|spontaniczny] [zaskoczenie=A,C]
       *[other] /pojedynek A kontra B
    }
help-end = /koniec — { cmd-end }. { help-example }: /koniec pojedynek=1
usage-end = { help-usage }: { $ruleset ->
        [ergs] /koniec [pojedynek=N] [zwycięzca=IMIĘ]
       *[other] /koniec [pojedynek=N]
    }
help-fatigue = /fatigue — { cmd-fatigue }. { help-example }: /fatigue Mira zmęczony
usage-fatigue = { help-usage }: /fatigue [IMIĘ] zmęczony|wyczerpany
help-gain = /dodaj — { cmd-gain }. { help-example }: /dodaj Harry 3 powód=eliksir
usage-gain = { help-usage }: { $ruleset ->
        [ergs] /dodaj IMIĘ N POWÓD
       *[other] /dodaj IMIĘ N [powód=…]
    }
help-gm = /gm — { cmd-gm }. { help-example }: /gm nadaj @bob
usage-gm = { help-usage }: /gm nadaj|odbierz GRACZ (albo odpowiedz na jego wiadomość)
help-grab = /zabierz — { cmd-grab }. { help-example }: /zabierz
usage-grab = { help-usage }: /zabierz
help-help = /pomoc — { cmd-help }. { help-example }: /pomoc czar
usage-help = { help-usage }: /pomoc [KOMENDA]
help-iam = /iam — { cmd-iam }. { help-example }: /iam Harry
usage-iam = { help-usage }: /iam IMIĘ (MG: /iam IMIĘ @gracz)
help-init = /inicjatywa — { cmd-init }. { help-example }: /inicjatywa
usage-init = { help-usage }: /inicjatywa
help-lang = /jezyk — { cmd-lang }. { help-example }: /jezyk ja pl
usage-lang = { help-usage }: /jezyk pl|ru|fr|cs|en (MG), /jezyk ja JĘZYK (tylko dla ciebie)
help-metamagic = /metamagic — { cmd-metamagic }. { help-example }: /metamagic oba
usage-metamagic = { help-usage }: /metamagic punkty|darmo|oba
help-odds = /szanse — { cmd-odds }. { help-example }: { $ruleset ->
        [duel_club] /szanse Drętwota zaklęcia=60
        [spell_points] /szanse magiczny pocisk
        [ergs] /szanse Harry
       *[other] /szanse unik Harry
    }
usage-odds = { help-usage }: { $ruleset ->
        [feniks] /szanse unik REFLEKS|IMIĘ | /szanse trafienie | /szanse RZUCAJĄCY ZAKLĘCIE [kontra BRONIĄCY]
        [duel_club] /szanse ZAKLĘCIE [zaklęcia=N] [przeciw=ZAKLĘCIE] [przeciwnik=N] | /szanse IMIĘ
        [ergs] /szanse [IMIĘ] [ZAKLĘCIE] [{ WORD("n") }=N]
       *[other] /szanse [POSTAĆ:] ZAKLĘCIE [dodatkowe=N] [razy=N]
    }
help-order = /order — { cmd-order }. { help-example }: /order Harry Draco
usage-order = { help-usage }: /order A B C …
help-pearl = /pearl — { cmd-pearl }. { help-example }: /pearl Mira 2
usage-pearl = { help-usage }: /pearl [IMIĘ] POZIOM
help-pool = /pula — { cmd-pool }. { help-example }: /pula Harry
usage-pool = { help-usage }: /pula [IMIĘ]
help-protocol = /protocol — { cmd-protocol }. { help-example }: /protocol podpisz Harry
usage-protocol = { help-usage }: /protocol [klucz=wartość …] | podpisz IMIĘ | strój IMIĘ | sekundant POJEDYNKOWICZ IMIĘ
help-recover = /podnies — { cmd-recover }. { help-example }: /podnies
usage-recover = { help-usage }: /podnies
help-remind = /remind — { cmd-remind }. { help-example }: /remind
usage-remind = { help-usage }: /remind [N]
help-rest = /odpoczynek — { cmd-rest }. { help-example }: /odpoczynek Mira 8h
usage-rest = { help-usage }: /odpoczynek [IMIĘ|wszyscy] 1h|2h|8h|GODZINY|początek|koniec
help-restore = /restore — { cmd-restore }. { help-example }: /restore Harry
usage-restore = { help-usage }: /restore [IMIĘ]
help-roll = /rzut — { cmd-roll }. { help-example }: /rzut 4k6kh3+2
usage-roll = { help-usage }: /rzut KOŚCI (zapis jak 2k6+1), /rzut tajnie KOŚCI (wynik widzą tylko rzucający i MG)
help-rules = /zasady — { cmd-rules }. { help-example }: /zasady duel_club
usage-rules = { help-usage }: /zasady feniks|duel_club|ergs|spell_points (MG)
help-service = /service — { cmd-service }. { help-example }: /service Harry Draco
usage-service = { help-usage }: /service UCZEŃ NAUCZYCIEL
help-spend = /wydaj — { cmd-spend }. { help-example }: /wydaj Harry 2 powód=miotła
usage-spend = { help-usage }: { $ruleset ->
        [ergs] /wydaj [IMIĘ] N POWÓD
       *[other] /wydaj [IMIĘ] N [powód=…]
    }
help-start = /start — { cmd-start }. { help-example }: /start
usage-start = { help-usage }: /start
help-status = /stan — { cmd-status }. { help-example }: /stan
usage-status = { help-usage }: /stan [pojedynek=N]
help-teach = /teach — { cmd-teach }. { help-example }: /teach Draco Harry Repulso
usage-teach = { help-usage }: /teach NAUCZYCIEL UCZEŃ ZAKLĘCIE
help-topic = /topic — { cmd-topic }. { help-example }: /topic { WORD("shared", of: "word-topic-") }
usage-topic = { help-usage }: /topic { WORD("shared", of: "word-topic-") }|{ WORD("own", of: "word-topic-") } (MG, w wątku forum); samo /topic pokazuje, którą grę prowadzi wątek
help-undo = /cofnij — { cmd-undo }. { help-example }: /cofnij
usage-undo = { help-usage }: /cofnij (MG)
help-wand = /wand — { cmd-wand }. { help-example }: /wand Harry nowa
usage-wand = { help-usage }: /wand IMIĘ [nowa|uszkodź|napraw|oddaj KOMU|weź N]
help-macro = /makro — { cmd-macro }. { help-example }: /makro atak /rzut 1k20+5
usage-macro = { help-usage }: /makro [NAZWA LINIJKA; LINIJKA …] | /makro usuń NAZWA
