## /help: každý příkaz na jednom řádku s příkladem; /help PŘÍKAZ vysvětlí jeden
help-example = Příklad
help-usage = Zápis
help-detail-hint = /help PŘÍKAZ vysvětlí jeden příkaz, např. /help cast.
help-bout = /bout — { cmd-bout }. { help-example }: /bout start
usage-bout = { help-usage }: /bout start|tik|zastavit|stav [duel=N]
help-cast = /cast — { cmd-cast }. { help-example }: { $ruleset ->
        [spell_points] /cast magická střela Goblin
        [duel_club] /cast Mdloby na tebe
       *[other] /cast Mdloby na tebe Draco
    }
usage-cast = { help-usage }: { $ruleset ->
        [feniks] /cast [POSTAVA:] KOUZLO [na] CÍL [category=…]
        [duel_club] /cast [POSTAVA:] KOUZLO (na soupeře v souboji)
        [ergs] /cast [POSTAVA:] KOUZLO [na] [CÍL] [distance=N] [at=ČAS] [end=ČAS]
       *[other] /cast [POSTAVA:] KOUZLO [[na] CÍL] [navíc=N] [metamagie=zesílení,nehybné] [stupeň=N]
    }
help-char = /char — { cmd-char }. { help-example }: { $ruleset ->
        [feniks] /char Harry věk=15 reflexy=6 kouzla=14 obrana=10
        [duel_club] /char Harry kouzla=60
        [ergs] /char Harry věk=17
       *[other] /char Mira úroveň=7 vlastnost=16 povolání=kouzelník
    }
usage-char = { help-usage }: /char JMÉNO klíč=hodnota … (založí nebo upraví postavu); samotné /char vypíše seznam postav; /char smazat JMÉNO postavu odebere
help-chart = /chart — { cmd-chart }. { help-example }: /chart Harry
usage-chart = { help-usage }: /chart | /chart JMÉNO | /chart duel N
help-claim = /claim — { cmd-claim }. { help-example }: /claim Harry
usage-claim = { help-usage }: /claim JMÉNO
help-config = /config — { cmd-config }. { help-example }: /config cena Mdloby na tebe 3
usage-config = { help-usage }: /config [KLÍČ=HODNOTA …] | /config cena KOUZLO N
help-cycle = /cycle — { cmd-cycle }. { help-example }: /cycle
usage-cycle = { help-usage }: /cycle
help-day = /day — { cmd-day }. { help-example }: /day
usage-day = { help-usage }: /day
help-defaults = /defaults — { cmd-defaults }. { help-example }: { $ruleset ->
    [feniks] /defaults duel type=klub
   *[other] /defaults remind=10m
}
usage-defaults = { help-usage }: /defaults [PŘÍKAZ klíč=hodnota …] (klíč= bez hodnoty volbu odebere)
help-defend = /defend — { cmd-defend }. { help-example }: /defend štít
usage-defend = { help-usage }: /defend štít [KOUZLO] | úhyb | žádná
help-dodge = /dodge — { cmd-dodge }. { help-example }: /dodge
usage-dodge = { help-usage }: /dodge [POSTAVA]
help-drain = /drain — { cmd-drain }. { help-example }: { $ruleset ->
        [ergs] /drain Harry cause=rituál
       *[other] /drain Mira 1
    }
usage-drain = { help-usage }: { $ruleset ->
        [ergs] /drain JMÉNO cause=rituál|mozkomor|upír
       *[other] /drain [JMÉNO] [N]
    }
help-duel = /duel — { cmd-duel }. { help-example }: { $ruleset ->
        [feniks] /duel Harry Ron proti Draco Goyle
       *[other] /duel Harry proti Dracovi
    }
usage-duel = { help-usage }: { $ruleset ->
        [feniks] /duel A B proti C D [type=klub|spontánní] [surprise=A,C]
       *[other] /duel A proti B
    }
help-end = /end — { cmd-end }. { help-example }: /end duel=1
usage-end = { help-usage }: { $ruleset ->
        [ergs] /end [duel=N] [winner=JMÉNO]
       *[other] /end [duel=N]
    }
help-fatigue = /fatigue — { cmd-fatigue }. { help-example }: /fatigue Mira unavený
usage-fatigue = { help-usage }: /fatigue [JMÉNO] unavený|vyčerpaný
help-gain = /gain — { cmd-gain }. { help-example }: /gain Harry 3 reason=lektvar
usage-gain = { help-usage }: /gain JMÉNO N [reason=…]
help-gm = /gm — { cmd-gm }. { help-example }: /gm udělit @bob
usage-gm = { help-usage }: /gm udělit|odebrat HRÁČ (nebo odpověz na jeho zprávu)
help-grab = /grab — { cmd-grab }. { help-example }: /grab
usage-grab = { help-usage }: /grab
help-help = /help — { cmd-help }. { help-example }: /help cast
usage-help = { help-usage }: /help [PŘÍKAZ]
help-iam = /iam — { cmd-iam }. { help-example }: /iam Harry
usage-iam = { help-usage }: /iam JMÉNO (PJ: /iam JMÉNO @hráč)
help-init = /init — { cmd-init }. { help-example }: /init
usage-init = { help-usage }: /init
help-lang = /lang — { cmd-lang }. { help-example }: /lang já pl
usage-lang = { help-usage }: /lang pl|ru|fr|cs|en (PJ), /lang já JAZYK (jen pro tebe)
help-metamagic = /metamagic — { cmd-metamagic }. { help-example }: /metamagic obojí
usage-metamagic = { help-usage }: /metamagic body|zdarma|obojí
help-odds = /odds — { cmd-odds }. { help-example }: { $ruleset ->
        [duel_club] /odds Mdloby na tebe skill=60
        [spell_points] /odds magická střela
        [ergs] /odds Harry
       *[other] /odds úhyb Harry
    }
usage-odds = { help-usage }: { $ruleset ->
        [feniks] /odds úhyb REFLEX|JMÉNO | /odds zásah | /odds SESILATEL KOUZLO [proti OBRÁNCE]
        [duel_club] /odds KOUZLO [skill=N] [vs=KOUZLO] [vs_skill=N] | /odds JMÉNO
        [ergs] /odds [JMÉNO] [KOUZLO] [n=N]
       *[other] /odds [POSTAVA:] KOUZLO [navíc=N] [krát=N]
    }
help-order = /order — { cmd-order }. { help-example }: /order Harry Draco
usage-order = { help-usage }: /order A B C …
help-pearl = /pearl — { cmd-pearl }. { help-example }: /pearl Mira 2
usage-pearl = { help-usage }: /pearl [JMÉNO] ÚROVEŇ
help-pool = /pool — { cmd-pool }. { help-example }: /pool Harry
usage-pool = { help-usage }: /pool [JMÉNO]
help-protocol = /protocol — { cmd-protocol }. { help-example }: /protocol podepsat Harry
usage-protocol = { help-usage }: /protocol [klíč=hodnota …] | podepsat JMÉNO | oděv JMÉNO | sekundant DUELANT JMÉNO
help-recover = /recover — { cmd-recover }. { help-example }: /recover
usage-recover = { help-usage }: /recover
help-remind = /remind — { cmd-remind }. { help-example }: /remind
usage-remind = { help-usage }: /remind [N]
help-rest = /rest — { cmd-rest }. { help-example }: /rest Mira 8h
usage-rest = { help-usage }: /rest [JMÉNO|všichni] 1h|2h|8h|HODINY|začátek|konec
help-restore = /restore — { cmd-restore }. { help-example }: /restore Harry
usage-restore = { help-usage }: /restore [JMÉNO]
help-roll = /roll — { cmd-roll }. { help-example }: /roll 4k6kh3+2
usage-roll = { help-usage }: /roll KOSTKY (např. 2k6+1), /roll tajně KOSTKY (výsledek uvidíš jen ty a PJ)
help-rules = /rules — { cmd-rules }. { help-example }: /rules duel_club
usage-rules = { help-usage }: /rules feniks|duel_club|ergs|spell_points (PJ)
help-service = /service — { cmd-service }. { help-example }: /service Harry Draco
usage-service = { help-usage }: /service ŽÁK UČITEL
help-spend = /spend — { cmd-spend }. { help-example }: /spend Mira 2 reason=lektvar
usage-spend = { help-usage }: /spend [JMÉNO] N [reason=…]
help-start = /start — { cmd-start }. { help-example }: /start
usage-start = { help-usage }: /start
help-status = /status — { cmd-status }. { help-example }: /status
usage-status = { help-usage }: /status [duel=N]
help-teach = /teach — { cmd-teach }. { help-example }: /teach Draco Harry Repulso
usage-teach = { help-usage }: /teach UČITEL ŽÁK KOUZLO
help-topic = /topic — { cmd-topic }. { help-example }: /topic shared
usage-topic = { help-usage }: /topic shared|own (PJ, uvnitř tématu fóra); samotné /topic ukáže, kterou hru téma hraje
help-undo = /undo — { cmd-undo }. { help-example }: /undo
usage-undo = { help-usage }: /undo (PJ)
help-wand = /wand — { cmd-wand }. { help-example }: /wand Harry nová
usage-wand = { help-usage }: /wand JMÉNO [nová|poškodit|opravit|předat KOMU|vzít N]
help-macro = /macro — { cmd-macro }. { help-example }: /macro útok /roll 1d20+5
usage-macro = { help-usage }: /macro [JMÉNO ŘÁDEK; ŘÁDEK …] | /macro smazat JMÉNO
