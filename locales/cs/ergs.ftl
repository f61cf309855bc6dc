## Larp s hůlkami (ergy). Slova společná zprávám níže; každé bere proměnnou ze svého jména.

ergs-group-name = { $group ->
        [student] skupina studentů
        [middle] střední skupina
        [senior] starší skupina
        [master] skupina mistrů kouzel
       *[other] { $group }
    }
ergs-teacher-group-name = { $teacher_group ->
        [student] skupina studentů
        [middle] střední skupina
        [senior] starší skupina
        [master] skupina mistrů kouzel
       *[other] { $teacher_group }
    }
ergs-learner-group-name = { $learner_group ->
        [student] skupina studentů
        [middle] střední skupina
        [senior] starší skupina
        [master] skupina mistrů kouzel
       *[other] { $learner_group }
    }
ergs-cause-name = { $cause ->
        [ritual] při rituálu
        [dementor] kvůli mozkomorovi
        [vampire] kvůli upírovi
       *[other] ({ $cause })
    }
ergs-value-name = { $value ->
        [wand] hůlky
        [nerf] blastery NERF
        [continuous] nepřetržitý
        [periodic] periodický (kola a přestávky)
        [mobile] pohyblivý
        [stationary] nehybný (v kruhu)
        [unset] zatím nezvoleno
       *[other] { $value }
    }
ergs-choice-name = { $choice ->
        [weapon] zbraně
        [form] druhu souboje
        [mode] pohyblivého či nehybného souboje
       *[other] { $choice }
    }
ergs-item-name = { $item ->
        [offended] uraženého
        [degree] stupně urážky
        [weapon] zbraně
        [form] druhu souboje
        [mode] volby: pohyblivý či nehybný
        [field] pole
        [place] místa
        [circle] kruhu
        [bout] délky kol
        [break] délky přestávek
        [seconds] sekundantů
        [dress] kontroly oděvu
        [signatures] podpisů sekundantů
       *[other] { $item }
    }
ergs-item-title = { $item ->
        [offended] Uražený
        [degree] Stupeň urážky
        [weapon] Zbraň
        [form] Druh souboje
        [mode] Pohyblivý či nehybný
        [field] Pole, v krocích
        [place] Místo
        [circle] Kruh, v krocích
        [bout] Kolo, v sekundách
        [break] Přestávka, v sekundách
       *[other] { $item }
    }

## Postavy a ergy.

ergs-char-added = { $name } vstupuje do hry: { $age } { $age ->
        [one] rok
        [few] roky
       *[other] let
    } ({ ergs-group-name }), { $n } { $n ->
        [one] erg
        [few] ergy
        [many] ergu
       *[other] ergů
    } k utracení a erg života.
ergs-char-updated = Změny u { CASE($name, case: "gen") }: { $age } { $age ->
        [one] rok
        [few] roky
       *[other] let
    } ({ ergs-group-name }), { $max_changed ->
        [yes] zásoba { $max } { $max ->
            [one] erg
            [few] ergy
            [many] ergu
           *[other] ergů
        } ({ $spendable } k utracení a erg života); teď k utracení { $n }
       *[other] { $n } { $n ->
            [one] erg
            [few] ergy
            [many] ergu
           *[other] ergů
        } k utracení
    }.
ergs-char-sheet = { $name }: { $age } { $age ->
        [one] rok
        [few] roky
       *[other] let
    } ({ ergs-group-name }), { $n } { $n ->
        [one] erg
        [few] ergy
        [many] ergu
       *[other] ergů
    } k utracení a { $life ->
        [yes] erg života
       *[other] bez ergu života
    }; naučená kouzla: { $known ->
        [0] žádná
       *[other] { LIST($spells) }
    }.
ergs-refusal-sheet-spell-new = Postava { $name } nevznikla: „{ $spell_text }“ není kouzlo těchto pravidel.
ergs-refusal-sheet-spell-edit = Karta postavy { $name } se nezměnila: „{ $spell_text }“ není kouzlo těchto pravidel.
ergs-pool-line = { $name } ({ $age }, { ergs-group-name }): { $ergs } { $max ->
        [2] ze
        [3] ze
        [4] ze
        [6] ze
        [7] ze
        [12] ze
        [13] ze
        [14] ze
        [16] ze
        [17] ze
       *[other] z
    } { $max } { $max ->
        [one] ergu
       *[other] ergů
    }, { $life ->
        [yes] erg života v pořádku
       *[other] ERG ŽIVOTA ZTRACEN
    }{ $demagicked ->
        [yes] , bez magie
       *[other] {""}
    }; hůlka: { $wand ->
        [attuned] zvyklá
        [attuning] zvyká si, ještě { $hours } h
        [damaged] poškozená
       *[other] žádná
    }.
ergs-spent = { $name } utrácí { $n } { $n ->
        [one] erg
        [few] ergy
        [many] ergu
       *[other] ergů
    } ({ $reason }): zbývá { $ergs }.
ergs-gained = PJ: { $name } dostává { $n } { $n ->
        [one] erg
        [few] ergy
        [many] ergu
       *[other] ergů
    } ({ $reason }): nyní { $ergs }.
ergs-demagicked = { CASE($name, case: "dat") } došly ergy a zůstává bez magie: žádná kouzla ani úhyby až do dalšího cyklu.
ergs-drained = PJ: { $name } ztrácí erg života { ergs-cause-name }. Bez něj se v novém cyklu ergy nedoplní, dokud ho PJ nevrátí (/obnovit).
ergs-restored = PJ: { $name } má zase erg života.
ergs-cycle = Začíná cyklus { $cycle }: každý kouzelník platí ergem života za udržení magického života; { $refill ->
        [yes] zásoby se doplní do maxima.
       *[other] v této hře se zásoby nedoplňují.
    }
ergs-cycle-wizard = { $name }: cyklus zaplacen, { $ergs } { $max ->
        [2] ze
        [3] ze
        [4] ze
        [6] ze
        [7] ze
        [12] ze
        [13] ze
        [14] ze
        [16] ze
        [17] ze
       *[other] z
    } { $max } { $max ->
        [one] ergu
       *[other] ergů
    }.
ergs-cycle-drained = PJ: { $name } nemá erg života, takže se zásoba nedoplní (zbývá { $ergs }).

## Sesílání kouzel.

ergs-cast = { $name } sesílá na { CASE($target, case: "acc") } kouzlo { $spell } ({ $n ->
        [0] zdarma, zbývá { $ergs }
       *[other] { $n } { $n ->
            [one] erg
            [few] ergy
            [many] ergu
           *[other] ergů
        }, zbývá { $ergs }
    }).
ergs-cast-untargeted = { $name } sesílá kouzlo { $spell } ({ $n ->
        [0] zdarma, zbývá { $ergs }
       *[other] { $n } { $n ->
            [one] erg
            [few] ergy
            [many] ergu
           *[other] ergů
        }, zbývá { $ergs }
    }).
ergs-too-soon = …ale { $spell } nezabere: { $name } ho sesílá jen { $gap } s po posledním útoku (pravidlo tří sekund: počkat { $wait } s, nebo se nejdřív krýt štítem či uhnout).
ergs-simultaneous = { $n } { $n ->
        [one] kouzlo
        [few] kouzla
        [many] kouzla
       *[other] kouzel
    } ve stejné chvíli: žádné nezabere{ $holds ->
        [0] .
       *[other] , kromě Avady Kedavry.
    }
ergs-simultaneous-fails = ✗ { $spell } od { CASE($name, case: "gen") } ({ $clock }{ $tenth ->
        [0] {""}
       *[other] ,{ $tenth }
    }) nezabere.
ergs-simultaneous-holds = ✓ { $spell } od { CASE($name, case: "gen") } ({ $clock }{ $tenth ->
        [0] {""}
       *[other] ,{ $tenth }
    }) přesto zabere.
ergs-dodge = { $name }: „Úhyb!“ ({ $n ->
        [0] zdarma, zbývá { $ergs }
       *[other] { $n } { $n ->
            [one] erg
            [few] ergy
            [many] ergu
           *[other] ergů
        }, zbývá { $ergs }
    }).

## Výuka.

ergs-service = { $learner } prokazuje službu { CASE($teacher, case: "dat") }{ $older ->
    [no] . Učit { CASE($learner, case: "acc") } ale { $teacher } nemůže: učitel musí být ze starší věkové skupiny.
   *[yes] : { $teacher } teď může { CASE($learner, case: "acc") } učit.
}
ergs-taught = { $teacher } učí { CASE($learner, case: "acc") } kouzlo { $spell } ({ $n ->
        [0] zdarma, zbývá { $ergs }
       *[other] { $n } { $n ->
            [one] erg
            [few] ergy
            [many] ergu
           *[other] ergů
        }, zbývá { $ergs }
    }).
ergs-gm-taught = Pro PJ: { $learner } teď umí kouzlo { $spell } z výuky u { CASE($teacher, case: "gen") }.

## Hůlky.

ergs-wand-none = { $name } nemá hůlku.
ergs-wand-line = { $name }: hůlka č. { $number }, { $status ->
        [attuned] zvyklá
        [attuning] zvyká si, ještě { $hours } h
       *[damaged] poškozená
    }.
ergs-wand-new = { $name } dostává novou hůlku (č. { $number }){ $hours ->
        [0] , už zvyklá.
       *[other] ; zvyká si { $hours } h, do té doby s ní fungují jen základní a černomagická kouzla.
    }
ergs-wand-damaged = Hůlka { CASE($name, case: "gen") } je poškozená a uprostřed přelepená: nedá se s ní kouzlit.
ergs-wand-repaired = PJ: hůlka { CASE($name, case: "gen") } je zase celá.
ergs-wand-given = Hůlka { CASE($name, case: "gen") } přechází k { CASE($to, case: "dat") }. Zvyká si { $hours } h, do té doby s ní fungují jen základní a černomagická kouzla.
ergs-wand-held = { $name } bere do ruky hůlku č. { $number }.

## Souboje a protokol sekundantů.

ergs-duel-open = Souboj { $duel }: { $a } proti { CASE($b, case: "dat") }. Sekundanti sepíší protokol příkazem /protokol.
ergs-duel-end = Souboj { $duel } skončil.
ergs-duel-end-winner = Souboj { $duel } skončil: vítězí { $winner }.
ergs-duel-out = Souboj { $duel }: { $name } vystupuje z kruhu — souboj končí, zapsáno do protokolu.
ergs-protocol-value = Protokol: { ergs-item-title } — { ergs-value-name }.
ergs-protocol-unsigned = Protokol souboje { $duel } se změnil: podpisy neplatí, sekundanti podepisují znovu.
ergs-protocol-second = { GENDER($name) ->
        [f] { $name } je sekundantkou { CASE($duellist, case: "gen") }.
        [m] { $name } je sekundantem { CASE($duellist, case: "gen") }.
       *[other] { $name } dělá sekundanta { CASE($duellist, case: "dat") }.
    }
ergs-protocol-dress = Oděv { CASE($name, case: "gen") } zkontrolován: oblečení volné; medailony, medaile, měšce a opasky sundány.
ergs-protocol-dress-bandages = Oděv { CASE($name, case: "gen") } zkontrolován; sekundantům ohlášeny obvazy: { $bandages }.
ergs-protocol-signature = { $name } podepisuje protokol souboje { $duel }.
ergs-protocol-signed = Protokol souboje { $duel } podepsali všichni sekundanti.
ergs-protocol-ready = Protokol souboje { $duel } je úplný: sekundanti mohou podepsat ({ CMD("protocol") } { WORD("sign", of: "word-ergs-protocol-") } JMÉNO).
ergs-protocol-missing = V protokolu ještě chybí{ $item ->
        [offended] , kdo je uražený
        [degree] { " " }stupeň urážky
        [weapon] { " " }volba zbraně
        [form] { " " }volba druhu souboje
        [mode] { " " }volba, zda je souboj pohyblivý, či nehybný
        [field] { " " }velikost pole
        [place] { " " }místo
        [circle] { " " }kruh
        [bout] { " " }délka kol
        [break] { " " }délka přestávek
        [seconds] { " " }sekundanti { CASE($name, case: "gen") }
        [dress] { " " }kontrola oděvu { CASE($name, case: "gen") }
        [signatures] { " " }podpisy sekundantů
       *[other] { " " }{ $item }
    }.
ergs-protocol-head = Protokol souboje { $duel }: { $a } proti { CASE($b, case: "dat") }{ $ended ->
        [yes] { " " }(skončil)
       *[other] {""}
    }.
ergs-protocol-insult = Urážka: { $degree ->
        [0] zatím nezapsána
        [1] prvního stupně (prostá): { $offender } uráží { CASE($offended, case: "acc") }
        [2] druhého stupně (dotýká se důstojnosti): { $offender } uráží { CASE($offended, case: "acc") }
        [3] třetího stupně (činem): { $offender } uráží { CASE($offended, case: "acc") }
       *[other] stupně { $degree }: { $offender } uráží { CASE($offended, case: "acc") }
    }.
ergs-protocol-choice = { $choice ->
        [weapon] Zbraň
        [form] Druh souboje
       *[mode] Pohyblivý či nehybný
    }: { $value ->
        [unset] { $choice ->
            [weapon] zatím nezvolena
            [form] zatím nezvolen
           *[other] zatím nezvoleno
        }
       *[other] { ergs-value-name }
    } — { $chooser ->
        [offended] volí { $name } jako uražená strana
        [seconds] volba sekundantů po vzájemné dohodě
       *[other] kdo volí, plyne ze stupně urážky
    }.
ergs-protocol-field = Pole: { $length ->
        [0] zatím nezvoleno
       *[other] { $length } × { $width } kroků
    }.
ergs-protocol-place = Místo: { $place }.
ergs-protocol-circle = Kruh: { $n ->
        [0] zatím nevyznačen
        [one] průměr { $n } krok
        [few] průměr { $n } kroky
       *[other] průměr { $n } kroků
    }; vystoupení z kruhu ukončí souboj.
ergs-protocol-timing = { $bout ->
        [0] Kola: délka zatím neurčena;{" "}
       *[other] Kola po { $bout } s,{" "}
    }{ $pause ->
        [0] přestávky: délka zatím neurčena
       *[other] přestávky po { $pause } s{ $bout ->
            [0] {""}
           *[other] {" "}({ $times ->
                [0] { $ratio } kola
               *[other] { $times } × kolo
            })
        }
    }.
ergs-protocol-duellist = { $name }: { $n ->
        [0] zatím bez sekundanta
        [one] sekundant { $seconds }
       *[other] sekundanti { LIST($seconds) }
    }; oděv { $dress ->
        [checked] zkontrolován
        [bandaged] zkontrolován, obvazy: { $bandages }
       *[other] zatím nezkontrolován
    }.
ergs-protocol-signatures = Podpisy: { $n ->
        [0] zatím žádné
       *[other] { LIST($names) }
    }.

## Časomíra kol periodického souboje.

ergs-bout-begin = Souboj { $duel }, kolo { $bout }: začněte! (začátek v { $clock }, { $seconds } s, „Stůjte!“ v { $until })
ergs-bout-stop = Souboj { $duel }: „Stůjte!“ — kolo { $bout } skončilo ({ $clock }); soupeři ustoupí o několik kroků.
ergs-bout-resume = Souboj { $duel }: konec přestávky, kolo { $bout }: začněte! (začátek v { $clock }, „Stůjte!“ v { $until })
ergs-bout-skipped = Souboj { $duel }: vynecháno { $n } { $n ->
        [one] dřívější ohlášení
        [few] dřívější ohlášení
        [many] dřívějšího ohlášení
       *[other] dřívějších ohlášení
    } časomíry.
ergs-bout-status = Souboj { $duel }: { $phase ->
        [bout] kolo { $bout }
       *[break] přestávka po kole { $bout }
    }, zbývá { $left } s.
ergs-bout-stopped = Souboj { $duel }: časomíra zastavena { $phase ->
        [bout] v kole { $bout }
       *[break] o přestávce po kole { $bout }
    }.

## Šance: na co přesně zásoba ergů stačí.

ergs-odds-head = { $name }: { $ergs } { $ergs ->
        [one] erg
        [few] ergy
        [many] ergu
       *[other] ergů
    } k utracení{ $demagicked ->
        [yes] { $ergs ->
            [0] {" "}a je bez magie
           *[other] , ale bez magie
        }
       *[other] {""}
    }:
ergs-odds-spell = { $spell } ({ $n ->
        [0] zdarma
       *[other] { $n } { $n ->
            [one] erg
            [few] ergy
            [many] ergu
           *[other] ergů
        }
    }): { $casts ->
        [-1] kolikrát chceš
        [0] teď ne
        [one] ještě jednou
       *[other] ještě { $casts }krát
    }.
ergs-odds-chance = Šance, že ergy { CASE($name, case: "gen") } vystačí na { $casts } × { $spell }: { $percent } % (zásoba je známá, nic není náhodné).

## Nastavení PJ pro tuto hru.

ergs-setting-label = { $setting ->
        [refill] Ergy se doplňují v novém cyklu
        [max_ergs] Zásoba ergů nových postav (s ergem života)
        [teaching_cost] Výuka stojí učitele
        [three_seconds] Pauza po útočném kouzle
        [window] Kouzla jsou současná, dělí-li je nejvýš
        [max_distance] Dosah kouzel
        [attunement_hours] Nová hůlka si zvyká
        [fight_window] Po útoku jsou kouzelníci v boji ještě
       *[other] { $setting }
    }
ergs-setting-value = { $setting ->
        [refill] { $value ->
            [yes] ano
            [no] ne
           *[other] { $value }
        }
        [max_ergs] { $value } { $value ->
            [one] erg
            [few] ergy
            [many] ergu
           *[other] ergů
        }
        [teaching_cost] { $value } { $value ->
            [one] erg
            [few] ergy
            [many] ergu
           *[other] ergů
        }
        [max_distance] { $value } { $value ->
            [one] krok
            [few] kroky
            [many] kroku
           *[other] kroků
        }
        [attunement_hours] { $value } h
        [three_seconds] { $value } s
        [window] { $value } s
        [fight_window] { $value } s
       *[other] { $value }
    }
ergs-config-line = { ergs-setting-label }{ $setting ->
        [window] { " " }
        [fight_window] { " " }
       *[other] :{ " " }
    }{ ergs-setting-value } ({ WORD($setting) }=…)
ergs-config-set = Nastavení změněno. { ergs-setting-label }{ $setting ->
        [window] { " " }
        [fight_window] { " " }
       *[other] :{ " " }
    }{ ergs-setting-value }.{ $setting ->
        [max_ergs] {" "}Už vytvořeným postavám se zásoba nemění: nastaví ji { CMD("char") } JMÉNO { WORD("max_ergs", of: "word-ergs-field-") }=N.
       *[other] {""}
    }
ergs-config-cost = { $spell } stojí v této hře { $n } { $n ->
        [one] erg
        [few] ergy
        [many] ergu
       *[other] ergů
    }.

## Odmítnutí.

ergs-refusal-need-age = Pro vytvoření postavy jménem { $name } uveď věk: /postava { $name } věk=15{ $rule ->
   *[other] {""}
}.
ergs-refusal-bad-time = „{ $value }“ není čas: pište 12:00:03.5, +2.5 (sekund od teď) nebo datum a čas ISO.
ergs-refusal-end-before-start = Konec vyslovení nemůže být před jeho začátkem.
ergs-refusal-wand-none = { $name } nemá hůlku.
ergs-refusal-wand-damaged = Hůlka { CASE($name, case: "gen") } je poškozená: nedá se s ní kouzlit, dokud ji PJ neopraví.
ergs-refusal-wand-attuning = Hůlka { CASE($name, case: "gen") } si ještě zvyká (zbývá { $hours } h): fungují s ní jen základní a černomagická kouzla, a { $spell } mezi ně nepatří.
ergs-refusal-wand-whole = Hůlka { CASE($name, case: "gen") } není poškozená.
ergs-refusal-wand-action = „{ $value }“ — takovou činnost s hůlkou neznám: { WORD("new", of: "word-ergs-wand-") }, { WORD("damage", of: "word-ergs-wand-") }, { WORD("repair", of: "word-ergs-wand-") }, { WORD("give", of: "word-ergs-wand-") } KOMU, { WORD("hold", of: "word-ergs-wand-") } N.
ergs-refusal-wand-self = { $name } už tuto hůlku drží v ruce.
ergs-refusal-wand-number = Chybí číslo hůlky: { CMD("wand") } { $name } { WORD("hold", of: "word-ergs-wand-") } N.
ergs-refusal-no-wand = { $name } nemá hůlku „{ $wand }“: po „{ WORD("hold", of: "word-ergs-wand-") }“ napište číslo hůlky (seznam vypíše { CMD("wand") } { $name }).
ergs-refusal-demagicked = { $name } je bez magie: žádná kouzla ani úhyby až do dalšího cyklu.
ergs-refusal-ergs = { $name } má jen { $ergs } { $ergs ->
        [one] erg
        [few] ergy
        [many] ergu
       *[other] ergů
    }, potřebuje { $n }; erg života se na kouzla nikdy neutrácí.
ergs-refusal-full = { $n ->
        [0] Zásoba { CASE($name, case: "gen") } je plná — nad maximum nejde.
       *[other] { CASE($name, case: "dat") } lze přidat nejvýš { $n } { $n ->
            [one] erg
            [few] ergy
            [many] ergu
           *[other] ergů
        } — zásoba nepřesáhne maximum.
    }
ergs-refusal-group = Neznámá věková skupina „{ $group }“. Skupiny: { $groups }.
ergs-refusal-amount = „{ $value }“ není číslo od 1 do { $limit }.
ergs-refusal-digits = „{ $value }“ — napište číslo číslicemi: { CMD($command) } { $name } 2 { WORD("reason") }=…
ergs-refusal-reason = { $command ->
        [spend] /utrat
       *[other] /pridej
    } potřebuje důvod, např. { $command ->
        [spend] /utrat
       *[other] /pridej
    } Harry 1 důvod="lektvar": deník ho uchová.
ergs-refusal-cause = Erg života bere jen { WORD($causes, of: "word-ergs-cause-", style: "or") }. Napiš příčinu za jméno, např. /vysati Harry mozkomor.
ergs-refusal-drained = { $name } už erg života nemá.
ergs-refusal-not-drained = { $name } erg života stále má.
ergs-refusal-unknown-to = { $name } neumí kouzlo { $spell }.
ergs-refusal-no-target = { $spell } potřebuje cíl: namiř na někoho v dosahu.
ergs-refusal-self = { $name } nemůže seslat kouzlo { $spell } na sebe.
ergs-refusal-bad-distance = „{ $value }“ není vzdálenost v krocích.
ergs-refusal-distance = Cíl je { $n } { $n ->
        [one] krok
        [few] kroky
       *[other] kroků
    } daleko: nejvýš { $limit }.
ergs-refusal-non-combat = { $spell } není bojové kouzlo: { $name } ho v boji použít nemůže.
ergs-refusal-teach-self = { GENDER($name) ->
        [f] { $name } nemůže učit sama sebe.
        [m] { $name } nemůže učit sám sebe.
       *[other] Učitel a žák musí být dva různí lidé: { $name } nemůže učit sebe.
    }
ergs-refusal-service-self = { GENDER($name) ->
        [f] { $name } nemůže prokázat službu sama sobě.
        [m] { $name } nemůže prokázat službu sám sobě.
       *[other] Službu prokazuje žák učiteli, ne sobě: { $name } ji nemůže prokázat sobě.
    }
ergs-refusal-teach-group = { $teacher } ({ ergs-teacher-group-name }) nemůže učit { CASE($learner, case: "acc") } ({ ergs-learner-group-name }): učitel musí být ze starší věkové skupiny.
ergs-refusal-knows = { $name } už umí kouzlo { $spell }.
ergs-refusal-no-service = Nejdřív musí { $learner } prokázat službu { CASE($teacher, case: "dat") }: /sluzba { $learner } { $teacher }.
ergs-refusal-duel-two = Souboj je mezi dvěma různými kouzelníky: /souboj A B.
ergs-refusal-duel-ended = Souboj { $duel } skončil.
ergs-refusal-not-party = V souboji { $duel } to smí jen PJ nebo hráči soupeřů.
ergs-refusal-not-stationary = Souboj { $duel } není nehybný: není kruh, ze kterého by šlo vystoupit.
ergs-refusal-not-duellist = { $name } v souboji { $duel } nebojuje.
# Jak seznam položek protokolu píše druh souboje (id form); ostatní položky svými slovy (word-option-*).
ergs-protocol-item-form = druh
ergs-refusal-protocol-key = Protokol nemá položku „{ $item }“. Položky: { WORD($items, of: "ergs-protocol-item-") }.
ergs-refusal-protocol-loose = „{ $words }“ — není jasné, ke které položce to patří: hodnotu z více slov dej do uvozovek, např. místo="stinná alej".
ergs-refusal-degree = „{ $value }“ není stupeň urážky: { $degrees }.
ergs-refusal-insult-first = Nejdřív zapište uraženého a stupeň urážky: na nich závisí, kdo volí ve věci { ergs-choice-name }.
ergs-refusal-choice = „{ $value }“ není přípustná volba { ergs-choice-name }: { $lawful }.
ergs-refusal-bad-field = Zapište pole jako DÉLKA×ŠÍŘKA v krocích, např. { WORD("field") }=40x12 (ne „{ $value }“).
ergs-refusal-field = Pole { $length } × { $width } kroků nevyhovuje: nejméně { $min_length } × { $min_width }, nejvýš { $max_side } na stranu.
ergs-refusal-text = { $item ->
        [place] Místo
        [second] Jméno sekundanta
       *[bandages] Popis obvazů
    } { $length ->
        [0] nesmí být prázdné
       *[other] smí mít nejvýš { $limit } znaků
    }.
ergs-refusal-second-duellist = { $name } nemůže dělat sekundanta ve vlastním souboji.
ergs-refusal-circle = „{ $value }“ není kruh: průměr 1 až { $limit } kroků.
ergs-refusal-bout = Kolo trvá { $low } až { $high } sekund, ne „{ $value }“.
ergs-refusal-break = Přestávka trvá nejvýš { $limit } sekund, v sekundách nebo jako násobek kola (2x), ne „{ $value }“.
ergs-refusal-bout-first = Nejdřív určete délku kola, potom přestávku jako její násobek.
ergs-refusal-second = { CASE($name, case: "acc") } nelze přidat: každý sekundant jen jednou, nejvýš { $limit } na soupeře.
ergs-refusal-not-second = { GENDER($name) ->
        [f] { $name } není sekundantkou souboje { $duel }.
       *[other] { $name } není sekundantem souboje { $duel }.
    }
ergs-refusal-signed = { GENDER($name) ->
        [f] { $name } už protokol podepsala.
        [m] { $name } už protokol podepsal.
       *[other] Podpis { CASE($name, case: "gen") } už v protokolu je.
    }
ergs-refusal-sign-who = Kdo podepisuje? Napiš: { CMD("protocol") } { WORD("sign", of: "word-ergs-protocol-") } JMÉNO_SEKUNDANTA.
ergs-refusal-protocol-incomplete = Protokol není úplný: chybí{ $item ->
        [offended] , kdo je uražený
        [degree] { " " }stupeň urážky
        [weapon] { " " }volba zbraně
        [form] { " " }volba druhu souboje
        [mode] { " " }volba, zda je souboj pohyblivý, či nehybný
        [field] { " " }velikost pole
        [place] { " " }místo
        [circle] { " " }kruh
        [bout] { " " }délka kol
        [break] { " " }délka přestávek
        [seconds] { " " }sekundanti { CASE($name, case: "gen") }
        [dress] { " " }kontrola oděvu { CASE($name, case: "gen") }
        [signatures] { " " }podpisy sekundantů
       *[other] { " " }{ $item }
    }.
ergs-refusal-bout-running = Časomíra souboje { $duel } už běží.
ergs-refusal-not-periodic = Souboj { $duel } není periodický: nemá kola ani přestávky (druh souboje určuje protokol).
ergs-refusal-bout-idle = Časomíra souboje { $duel } neběží ({ CMD("bout") } { WORD("start", of: "word-ergs-bout-") }).
ergs-refusal-bout-action = „{ $word }“ — taková akce není: { WORD($actions, of: "word-ergs-bout-", style: "or") }.
ergs-refusal-in-break = Souboj { $duel } má přestávku po kole { $bout } (zbývá { $left } s): { $name } do začátku dalšího kola nesesílá kouzla ani neuhýbá.
ergs-refusal-setting-key = Nastavení „{ $setting }“ neexistuje. Nastavení: { WORD($settings) }.
ergs-refusal-max-ergs = „{ $value }“ není zásoba: { $low } až { $high } ergů včetně ergu života, např. { WORD("max_ergs", of: "word-ergs-field-") }=4.
ergs-refusal-cost-number = „{ $value }“ není číslo: napiš cenu číslicemi, např. { CMD("config") } cena Mdloby 3.
ergs-refusal-setting = „{ $value }“ není platná hodnota nastavení: { ergs-setting-label } ({ WORD($setting) }=…).
