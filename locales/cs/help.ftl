## /help: každý příkaz na jednom řádku s příkladem; /help PŘÍKAZ vysvětlí jeden
help-example = Příklad
help-usage = Zápis
help-detail-hint = /pomoc PŘÍKAZ vysvětlí jeden příkaz, např. /pomoc sesli.
## /pomoc PŘÍKAZ, když takový příkaz není.
refusal-help-unknown = Příkaz „{ $command }“ neexistuje. Seznam příkazů ukáže /pomoc.
help-bout = /kolo — { cmd-bout }. { help-example }: /kolo začít
usage-bout = { help-usage }: /kolo začít|tik|zastavit|stav [souboj=N]
help-cast = /sesli — { cmd-cast }. { help-example }: { $ruleset ->
        [spell_points] /sesli magická střela na skřeta
        [duel_club] /sesli Mdloby na tebe
       *[other] /sesli Mdloby na tebe Draco
    }
usage-cast = { help-usage }: { $ruleset ->
        [feniks] /sesli [POSTAVA:] KOUZLO [na] CÍL [obor=…]
        [duel_club] /sesli [POSTAVA:] KOUZLO (na soupeře v souboji)
        [ergs] /sesli [POSTAVA:] KOUZLO [na] [CÍL] [vzdálenost=N] [čas=ČAS] [konec=ČAS]
       *[other] /sesli [POSTAVA:] KOUZLO [[na] CÍL] [navíc=N] [metamagie=zesílení,nehybné] [úroveň=N]
    }
help-char = /postava — { cmd-char }. { help-example }: { $ruleset ->
        [feniks] /postava Harry věk=15 reflexy=6 kouzla=14 obrana=10
        [duel_club] /postava Harry kouzla=60
        [ergs] /postava Harry věk=17
       *[other] /postava Mira úroveň=7 vlastnost=16 povolání=kouzelník
    }
usage-char = { help-usage }: /postava JMÉNO klíč=hodnota … (založí nebo upraví postavu); samotné /postava vypíše seznam postav; /postava smazat JMÉNO postavu odebere
help-chart = /graf — { cmd-chart }. { help-example }: { $ruleset ->
        [spell_points] /graf Mira
       *[other] /graf Harry
    }
usage-chart = { help-usage }: { $ruleset ->
        [spell_points] /graf | /graf JMÉNO
       *[other] /graf | /graf JMÉNO | /graf souboj N
    }
help-claim = /pozvanka — { cmd-claim }. { help-example }: /pozvanka Harry
usage-claim = { help-usage }: /pozvanka JMÉNO
help-config = /nastaveni — { cmd-config }. { help-example }: /nastaveni cena Mdloby na tebe 3
usage-config = { help-usage }: /nastaveni [KLÍČ=HODNOTA …] | /nastaveni cena KOUZLO N
help-cycle = /cyklus — { cmd-cycle }. { help-example }: /cyklus
usage-cycle = { help-usage }: /cyklus
help-day = /den — { cmd-day }. { help-example }: /den
usage-day = { help-usage }: /den
help-defaults = /vychozi — { cmd-defaults }. { help-example }: { $ruleset ->
    [feniks] /vychozi souboj druh=klub
    [spell_points] /vychozi sesli navíc=2
    [ergs] /vychozi deníky=ano
   *[other] /vychozi připomínka=10m
}
usage-defaults = { help-usage }: /vychozi [PŘÍKAZ klíč=hodnota …] (klíč= bez hodnoty volbu odebere)
help-defend = /obrana — { cmd-defend }. { help-example }: /obrana štít
usage-defend = { help-usage }: /obrana štít [KOUZLO] | úhyb | žádná
help-dodge = /uhyb — { cmd-dodge }. { help-example }: /uhyb
usage-dodge = { help-usage }: /uhyb [POSTAVA]
help-drain = /vysati — { cmd-drain }. { help-example }: { $ruleset ->
        [ergs] /vysati Harry příčina=rituál
       *[other] /vysati Mira 1
    }
usage-drain = { help-usage }: { $ruleset ->
        [ergs] /vysati JMÉNO příčina=rituál|mozkomor|upír
       *[other] /vysati [JMÉNO] [POČET záporných úrovní]: každá vezme tolik bodů, kolik stojí kouzlo nejvyšší úrovně, kterou postava sesílá
    }
help-duel = /souboj — { cmd-duel }. { help-example }: { $ruleset ->
        [feniks] /souboj Harry a Ron proti Dracovi a Goylovi
       *[other] /souboj Harry proti Dracovi
    }
usage-duel = { help-usage }: { $ruleset ->
        [feniks] /souboj A B proti C D [druh=klub|spontánní] [překvapení=A,C]
       *[other] /souboj A proti B
    }
help-end = /konec — { cmd-end }. { help-example }: /konec souboj=1
usage-end = { help-usage }: { $ruleset ->
        [ergs] /konec [souboj=N] [vítěz=JMÉNO] [výstup=JMÉNO]
       *[other] /konec [souboj=N]
    }
help-fatigue = /unava — { cmd-fatigue }. { help-example }: /unava Mira unavený
usage-fatigue = { help-usage }: /unava [JMÉNO] unavený|vyčerpaný
help-gain = /pridej — { cmd-gain }. { help-example }: /pridej Harry 3 důvod=lektvar
usage-gain = { help-usage }: { $ruleset ->
        [ergs] /pridej JMÉNO N DŮVOD
       *[other] /pridej JMÉNO N [důvod=…]
    }
help-gm = /pj — { cmd-gm }. { help-example }: /pj udělit @bob
usage-gm = { help-usage }: /pj udělit|odebrat HRÁČ (nebo odpověz na jeho zprávu)
help-grab = /sebrat — { cmd-grab }. { help-example }: /sebrat
usage-grab = { help-usage }: /sebrat
help-help = /pomoc — { cmd-help }. { help-example }: /pomoc sesli
usage-help = { help-usage }: /pomoc [PŘÍKAZ]
help-iam = /jsem — { cmd-iam }. { help-example }: /jsem Harry
usage-iam = { help-usage }: /jsem JMÉNO (PJ: /jsem JMÉNO @hráč)
help-init = /iniciativa — { cmd-init }. { help-example }: /iniciativa
usage-init = { help-usage }: /iniciativa [souboj=N]
help-lang = /jazyk — { cmd-lang }. { help-example }: /jazyk já pl
usage-lang = { help-usage }: /jazyk pl|ru|fr|cs|en (PJ), /jazyk já JAZYK (jen pro tebe)
help-metamagic = /metamagie — { cmd-metamagic }. { help-example }: /metamagie obojí
usage-metamagic = { help-usage }: /metamagie body|zdarma|obojí
help-odds = /sance — { cmd-odds }. { help-example }: { $ruleset ->
        [duel_club] /sance Mdloby na tebe kouzla=60
        [spell_points] /sance magická střela
        [ergs] /sance Harry
       *[other] /sance úhyb Harry
    }
usage-odds = { help-usage }: { $ruleset ->
        [feniks] /sance úhyb REFLEX|JMÉNO | /sance zásah | /sance SESILATEL KOUZLO [proti OBRÁNCE]
        [duel_club] /sance KOUZLO [kouzla=N] [proti=KOUZLO] [soupeř=N] | /sance JMÉNO
        [ergs] /sance [JMÉNO] [KOUZLO] [{ WORD("n") }=N]
       *[other] /sance [POSTAVA:] KOUZLO [navíc=N] [krát=N]
    }
help-order = /poradi — { cmd-order }. { help-example }: /poradi Harry Draco
usage-order = { help-usage }: /poradi A B C …
help-pearl = /perla — { cmd-pearl }. { help-example }: /perla Mira 2
usage-pearl = { help-usage }: /perla [JMÉNO] ÚROVEŇ
help-pool = /zasoba — { cmd-pool }. { help-example }: /zasoba Harry
usage-pool = { help-usage }: /zasoba [JMÉNO]
help-protocol = /protokol — { cmd-protocol }. { help-example }: /protokol sekundant Harry Ron
usage-protocol = { help-usage }: /protokol [klíč=hodnota …] | podepsat JMÉNO | oděv JMÉNO [obvazy=CO] | sekundant DUELANT JMÉNO
help-recover = /zvednout — { cmd-recover }. { help-example }: /zvednout
usage-recover = { help-usage }: /zvednout
help-remind = /pripomen — { cmd-remind }. { help-example }: /pripomen
usage-remind = { help-usage }: /pripomen [N] (N: číslo souboje; bez čísla všechny souboje, které čekají na tah)
help-rest = /odpocinek — { cmd-rest }. { help-example }: /odpocinek Mira 8h
usage-rest = { help-usage }: /odpocinek [JMÉNO|všichni] 1h|2h|8h|HODINY|začátek|konec
help-restore = /obnovit — { cmd-restore }. { help-example }: { $ruleset ->
        [spell_points] /obnovit Mira
       *[other] /obnovit Harry
    }
usage-restore = { help-usage }: /obnovit [JMÉNO]
help-roll = /hod — { cmd-roll }. { help-example }: /hod 4k6kh3+2
usage-roll = { help-usage }: /hod KOSTKY (např. 2k6+1), /hod tajně KOSTKY (výsledek uvidíš jen ty a PJ)
help-rules = /pravidla — { cmd-rules }. { help-example }: /pravidla soubojový klub
usage-rules = { help-usage }: /pravidla fénix|soubojový klub|ergy|body kouzel (PJ)
help-service = /sluzba — { cmd-service }. { help-example }: /sluzba Harry Draco
usage-service = { help-usage }: /sluzba ŽÁK UČITEL
help-spend = /utrat — { cmd-spend }. { help-example }: /utrat Mira 2 důvod=lektvar
usage-spend = { help-usage }: { $ruleset ->
        [ergs] /utrat [JMÉNO] N DŮVOD
       *[other] /utrat [JMÉNO] N [důvod=…]
    }
help-start = /start — { cmd-start }. { help-example }: /start
usage-start = { help-usage }: /start
help-status = /stav — { cmd-status }. { help-example }: /stav
usage-status = { help-usage }: /stav [souboj=N]
help-teach = /nauc — { cmd-teach }. { help-example }: /nauc Draco Harry Repulso
usage-teach = { help-usage }: /nauc UČITEL ŽÁK KOUZLO
help-topic = /vlakno — { cmd-topic }. { help-example }: /vlakno { WORD("shared", of: "word-topic-") }
usage-topic = { help-usage }: /vlakno { WORD("shared", of: "word-topic-") }|{ WORD("own", of: "word-topic-") } (PJ, uvnitř tématu fóra); samotné /vlakno ukáže, kterou hru téma hraje
help-undo = /zpet — { cmd-undo }. { help-example }: /zpet
usage-undo = { help-usage }: /zpet (PJ)
help-wand = /hulka — { cmd-wand }. { help-example }: /hulka Harry nová
usage-wand = { help-usage }: /hulka JMÉNO [nová|poškodit|opravit|předat KOMU|vzít N]
help-macro = /makro — { cmd-macro }. { help-example }: /makro útok /hod 1k20+5
usage-macro = { help-usage }: /makro [JMÉNO ŘÁDEK; ŘÁDEK …] | /makro smazat JMÉNO
