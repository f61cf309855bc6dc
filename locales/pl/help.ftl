## /help: każda komenda w jednym wierszu z przykładem; /help KOMENDA objaśnia jedną
help-example = Przykład
help-usage = Składnia
help-detail-hint = /help KOMENDA objaśnia jedną komendę, np. /help cast.
help-bout = /bout — { cmd-bout }. { help-example }: /bout start
usage-bout = { help-usage }: /bout start|tick|stop|status [duel=N]
help-cast = /cast — { cmd-cast }. { help-example }: { $ruleset ->
        [spell_points] /cast magiczny pocisk Goblin
        [duel_club] /cast Drętwota
       *[other] /cast Drętwota Draco
    }
usage-cast = { help-usage }: { $ruleset ->
        [feniks] /cast [POSTAĆ:] ZAKLĘCIE [na] CEL [category=zaklęcia|transmutacja|opcm] (po polsku też /atak)
        [duel_club] /cast [POSTAĆ:] ZAKLĘCIE (celem jest przeciwnik w pojedynku)
        [ergs] /cast [POSTAĆ:] ZAKLĘCIE [at] [CEL] [distance=N] [at=CZAS] [end=CZAS]
       *[other] /cast [POSTAĆ:] ZAKLĘCIE [[at] CEL] [extra=N] [meta=empower,still] [level=N]
    }
help-char = /char — { cmd-char }. { help-example }: { $ruleset ->
        [feniks] /char Harry wiek=15 refleks=6 zaklęcia=14 opcm=10
        [duel_club] /char Harry skill=60
        [ergs] /char Harry age=17
       *[other] /char Mira level=7 ability=16 class=wizard
    }
usage-char = { help-usage }: /char IMIĘ klucz=wartość … (tworzy albo zmienia kartę); samo /char pokazuje listę postaci; /char usuń IMIĘ usuwa postać (po polsku też /postac)
help-chart = /chart — { cmd-chart }. { help-example }: /chart Harry
usage-chart = { help-usage }: /chart | /chart IMIĘ | /chart duel N
help-claim = /claim — { cmd-claim }. { help-example }: /claim Harry
usage-claim = { help-usage }: /claim IMIĘ
help-config = /config — { cmd-config }. { help-example }: /config cost Drętwota 3
usage-config = { help-usage }: /config [KLUCZ=WARTOŚĆ …] | /config cost ZAKLĘCIE N
help-cycle = /cycle — { cmd-cycle }. { help-example }: /cycle
usage-cycle = { help-usage }: /cycle
help-day = /day — { cmd-day }. { help-example }: /day
usage-day = { help-usage }: /day
help-defaults = /defaults — { cmd-defaults }. { help-example }: { $ruleset ->
    [feniks] /defaults duel type=klub
   *[other] /defaults remind=10m
}
usage-defaults = { help-usage }: /defaults [KOMENDA klucz=wartość …] (klucz= usuwa wartość)
help-defend = /defend — { cmd-defend }. { help-example }: /defend tarcza
usage-defend = { help-usage }: /defend tarcza [ZAKLĘCIE] | unik | brak (po polsku też /obrona)
help-dodge = /dodge — { cmd-dodge }. { help-example }: /dodge
usage-dodge = { help-usage }: /dodge [POSTAĆ]
help-drain = /drain — { cmd-drain }. { help-example }: { $ruleset ->
        [ergs] /drain Harry cause=ritual
       *[other] /drain Mira 1
    }
usage-drain = { help-usage }: { $ruleset ->
        [ergs] /drain IMIĘ cause=ritual|dementor|vampire
       *[other] /drain [IMIĘ] [N]
    }
help-duel = /duel — { cmd-duel }. { help-example }: { $ruleset ->
        [feniks] /duel Harry Ron kontra Draco Goyle
       *[other] /duel Harry vs Draco
    }
usage-duel = { help-usage }: { $ruleset ->
        [feniks] /duel A B kontra C D [type=klub|spontaniczny] [surprise=A,C] (po polsku też /pojedynek)
       *[other] /duel A vs B
    }
help-end = /end — { cmd-end }. { help-example }: /end duel=1
usage-end = { help-usage }: { $ruleset ->
        [ergs] /end [duel=N] [winner=IMIĘ]
       *[other] /end [duel=N] (po polsku też /koniec)
    }
help-fatigue = /fatigue — { cmd-fatigue }. { help-example }: /fatigue Mira fatigued
usage-fatigue = { help-usage }: /fatigue [IMIĘ] fatigued|exhausted
help-gain = /gain — { cmd-gain }. { help-example }: /gain Harry 3 reason=potion
usage-gain = { help-usage }: /gain IMIĘ N [reason=…]
help-gm = /gm — { cmd-gm }. { help-example }: /gm nadaj @bob
usage-gm = { help-usage }: /gm nadaj|odbierz GRACZ (albo odpowiedz na jego wiadomość)
help-grab = /grab — { cmd-grab }. { help-example }: /grab
usage-grab = { help-usage }: /grab
help-help = /help — { cmd-help }. { help-example }: /help cast
usage-help = { help-usage }: /help [KOMENDA] (po polsku też /pomoc)
help-iam = /iam — { cmd-iam }. { help-example }: /iam Harry
usage-iam = { help-usage }: /iam IMIĘ (MG: /iam IMIĘ @gracz)
help-init = /init — { cmd-init }. { help-example }: /init
usage-init = { help-usage }: /init (po polsku też /inicjatywa)
help-lang = /lang — { cmd-lang }. { help-example }: /lang ja pl
usage-lang = { help-usage }: /lang pl|ru|fr|cs|en (MG), /lang ja JĘZYK (tylko dla ciebie); po polsku też /jezyk
help-metamagic = /metamagic — { cmd-metamagic }. { help-example }: /metamagic both
usage-metamagic = { help-usage }: /metamagic points|free|both
help-odds = /odds — { cmd-odds }. { help-example }: { $ruleset ->
        [duel_club] /odds Drętwota skill=60
        [spell_points] /odds magiczny pocisk
        [ergs] /odds Harry
       *[other] /odds unik Harry
    }
usage-odds = { help-usage }: { $ruleset ->
        [feniks] /odds unik REFLEKS|IMIĘ | /odds trafienie | /odds RZUCAJĄCY ZAKLĘCIE [kontra BRONIĄCY] (po polsku też /szanse)
        [duel_club] /odds ZAKLĘCIE [skill=N] [vs=ZAKLĘCIE] [vs_skill=N] | /odds IMIĘ
        [ergs] /odds [IMIĘ] [ZAKLĘCIE] [n=N]
       *[other] /odds [POSTAĆ:] ZAKLĘCIE [extra=N] [casts=N]
    }
help-order = /order — { cmd-order }. { help-example }: /order Harry Draco
usage-order = { help-usage }: /order A B C …
help-pearl = /pearl — { cmd-pearl }. { help-example }: /pearl Mira 2
usage-pearl = { help-usage }: /pearl [IMIĘ] POZIOM
help-pool = /pool — { cmd-pool }. { help-example }: /pool Harry
usage-pool = { help-usage }: /pool [IMIĘ] (po polsku też /pula)
help-protocol = /protocol — { cmd-protocol }. { help-example }: /protocol sign Harry
usage-protocol = { help-usage }: /protocol [klucz=wartość …] | sign IMIĘ | dress IMIĘ | second POJEDYNKOWICZ IMIĘ
help-recover = /recover — { cmd-recover }. { help-example }: /recover
usage-recover = { help-usage }: /recover
help-remind = /remind — { cmd-remind }. { help-example }: /remind
usage-remind = { help-usage }: /remind [N]
help-rest = /rest — { cmd-rest }. { help-example }: /rest Mira 8h
usage-rest = { help-usage }: /rest [IMIĘ|all] 1h|2h|8h|GODZINY|begin|end
help-restore = /restore — { cmd-restore }. { help-example }: /restore Harry
usage-restore = { help-usage }: /restore [IMIĘ]
help-roll = /roll — { cmd-roll }. { help-example }: /roll 4k6kh3+2
usage-roll = { help-usage }: /roll KOŚCI (zapis jak 2k6+1), /roll tajnie KOŚCI (wynik widzą tylko rzucający i MG); po polsku też /rzut
help-rules = /rules — { cmd-rules }. { help-example }: /rules duel_club
usage-rules = { help-usage }: /rules feniks|duel_club|ergs|spell_points (MG); po polsku też /zasady
help-service = /service — { cmd-service }. { help-example }: /service Harry Draco
usage-service = { help-usage }: /service UCZEŃ NAUCZYCIEL
help-spend = /spend — { cmd-spend }. { help-example }: /spend Harry 2 reason=broom
usage-spend = { help-usage }: /spend [IMIĘ] N [reason=…]
help-start = /start — { cmd-start }. { help-example }: /start
usage-start = { help-usage }: /start
help-status = /status — { cmd-status }. { help-example }: /status
usage-status = { help-usage }: /status [duel=N] (po polsku też /stan)
help-teach = /teach — { cmd-teach }. { help-example }: /teach Draco Harry Repulso
usage-teach = { help-usage }: /teach NAUCZYCIEL UCZEŃ ZAKLĘCIE
help-topic = /topic — { cmd-topic }. { help-example }: /topic shared
usage-topic = { help-usage }: /topic shared|own (MG, w wątku forum); samo /topic pokazuje, którą grę prowadzi wątek
help-undo = /undo — { cmd-undo }. { help-example }: /undo
usage-undo = { help-usage }: /undo (MG; po polsku też /cofnij)
help-wand = /wand — { cmd-wand }. { help-example }: /wand Harry new
usage-wand = { help-usage }: /wand IMIĘ [new|damage|repair|give KOMU|hold N]
help-macro = /macro — { cmd-macro }. { help-example }: /macro atak /roll 1k20+5
usage-macro = { help-usage }: /macro [NAZWA LINIJKA; LINIJKA …] | /macro usuń NAZWA
