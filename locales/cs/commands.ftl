## Popisy příkazů pro nabídky příkazů Telegramu v jednotlivých jazycích: cmd-<příkaz>.

cmd-start = Spustit pomocníka v tomhle chatu
cmd-help = Vypsat příkazy pravidel této hry
cmd-lang = Změnit jazyk odpovědí (PJ): pl, ru, fr, cs nebo en
cmd-rules = Změnit pravidla (PJ): Fénix, Soubojový klub, ergy nebo body kouzel
cmd-char = Založit, ukázat, upravit nebo vyřadit postavu
cmd-iam = Vzít si postavu za svou
cmd-claim = Vytvořit odkaz, kterým si hráč vezme připravenou postavu (PJ)
cmd-remind = Připomenout hráči, že je na tahu (PJ)
cmd-gm = Udělit nebo odebrat roli PJ (PJ)
cmd-duel = Zahájit souboj
cmd-init = Hodit na iniciativu
cmd-order = Určit pořadí ručně (PJ)
cmd-cast = Seslat kouzlo na cíl
cmd-defend = Bránit se letícímu kouzlu
cmd-recover = Zvednout svou hůlku
cmd-grab = Sebrat hůlku soupeře
cmd-status = { $ruleset ->
        [feniks] Stav souboje: pořadí tahů a životy
        [ergs] Stav souboje: účastníci, ergy a hůlky
       *[other] Stav souboje: tah, životy a hůlky
    }
cmd-end = { $ruleset ->
        [feniks] Ukončit souboj (PJ)
       *[other] Ukončit souboj
    }
cmd-pool = { $ruleset ->
        [ergs] Kolik ergů postavě zbývá
        [spell_points] Kolik bodů kouzel postavě zbývá
       *[other] Kolik životů postavě zbývá
    }
cmd-spend = { $ruleset ->
        [ergs] Utratit ergy
       *[other] Utratit body
    }
cmd-gain = { $ruleset ->
        [ergs] Přidat ergy ručně (PJ), s důvodem; ubírá je { CMD("spend") }
       *[other] Přidat body kouzel ručně (PJ), s důvodem; ubírá je { CMD("spend") }
    }
cmd-dodge = Uhnout kouzlu
cmd-teach = Naučit někoho nové kouzlo
cmd-cycle = Nový cyklus: doplnit zásoby (PJ)
cmd-rest = Odpočinout si a získat zpět body kouzel
cmd-fatigue = Unavit nebo vyčerpat postavu (PJ)
cmd-restore = { $ruleset ->
        [ergs] Vrátit postavě erg života (PJ)
        [spell_points] Sejmout únavu nebo vyčerpání (PJ)
       *[other] Obnovit síly postavy (PJ)
    }
cmd-roll = Hodit kostkami, např. 4k6kh3+2
# Co /sance spočítá, podle pravidel (nápověda i nabídka příkazů).
cmd-odds = { $ruleset ->
        [spell_points] Přesné šance: zranění, cena a kolikrát kouzlo zásoba utáhne
        [feniks] Přesné šance: zásah, zranění a úhyb
        [duel_club] Přesné šance, že kouzlo vyjde
       *[other] Přesné šance
    }
cmd-chart = { $ruleset ->
        [ergs] Nakreslit graf ergů: celé hry, jedné postavy nebo souboje
        [spell_points] Nakreslit graf bodů kouzel: celé hry nebo jedné postavy
       *[other] Nakreslit graf životů: celé hry, jedné postavy nebo souboje
    }
cmd-protocol = Sepsat protokol souboje (sekundanti, kolbiště, kola)
cmd-bout = Zahájit nebo zastavit kolo souboje s přestávkami
cmd-undo = Vrátit zpět poslední akci: tah, příkaz nebo nastavení (PJ)
cmd-defaults = Ukázat nebo nastavit výchozí volby příkazů (PJ)
cmd-drain = { $ruleset ->
        [ergs] Vzít erg života (PJ)
        [spell_points] Dát postavě záporné úrovně (PJ)
       *[other] Vysát postavě magickou sílu (PJ)
    }
cmd-service = Zapsat službu prokázanou učiteli
cmd-wand = Hůlky: nová, poškodit, opravit, předat nebo vzít
cmd-day = Nový den (PJ): vrací se kouzla 0. úrovně, perly moci a metamagie zdarma
cmd-metamagic = Ukázat nebo nastavit placení metamagie (PJ)
cmd-pearl = Použít perlu moci a získat zpět body kouzel
cmd-config = Ukázat nebo změnit nastavení hry (PJ)
cmd-topic = Nastavit, jestli toto téma fóra hraje vlastní hru, nebo hru chatu (PJ)
cmd-macro = Ukázat, vytvořit nebo smazat makra skupiny: slovo nebo fráze, které spouštějí příkazy

## Příkaz, jak ho píšou odpovědi: slovo, které čtečka přijme a ze kterého Telegram udělá příkaz (CMD).
written-bout = /kolo
written-cast = /sesli
written-char = /postava
written-chart = /graf
written-claim = /pozvanka
written-config = /nastaveni
written-cycle = /cyklus
written-day = /den
written-defaults = /vychozi
written-defend = /obrana
written-dodge = /uhyb
written-drain = /vysati
written-duel = /souboj
written-end = /konec
written-fatigue = /unava
written-gain = /pridej
written-gm = /pj
written-grab = /sebrat
written-help = /pomoc
written-iam = /jsem
written-init = /iniciativa
written-lang = /jazyk
written-macro = /makro
written-metamagic = /metamagie
written-odds = /sance
written-order = /poradi
written-pearl = /perla
written-pool = /zasoba
written-protocol = /protokol
written-recover = /zvednout
written-remind = /pripomen
written-rest = /odpocinek
written-restore = /obnovit
written-roll = /hod
written-rules = /pravidla
written-service = /sluzba
written-spend = /utrat
written-start = /start
written-status = /stav
written-teach = /nauc
written-topic = /vlakno
written-undo = /zpet
written-wand = /hulka
