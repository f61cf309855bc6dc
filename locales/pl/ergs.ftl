## Larp na różdżki (ergi). Słowa wspólne dla komunikatów poniżej; każde bierze zmienną ze swojej nazwy.

ergs-group-name = { $group ->
        [student] grupa uczniów
        [middle] grupa średnia
        [senior] grupa starsza
        [master] grupa mistrzów zaklęć
       *[other] { $group }
    }
ergs-teacher-group-name = { $teacher_group ->
        [student] grupa uczniów
        [middle] grupa średnia
        [senior] grupa starsza
        [master] grupa mistrzów zaklęć
       *[other] { $teacher_group }
    }
ergs-learner-group-name = { $learner_group ->
        [student] grupa uczniów
        [middle] grupa średnia
        [senior] grupa starsza
        [master] grupa mistrzów zaklęć
       *[other] { $learner_group }
    }
ergs-cause-name = { $cause ->
        [ritual] w rytuale
        [dementor] przez dementora
        [vampire] przez wampira
       *[other] ({ $cause })
    }
ergs-value-name = { $value ->
        [wand] różdżki
        [nerf] blastery NERF
        [continuous] ciągły
        [periodic] okresowy (starcia i przerwy)
        [mobile] ruchomy
        [stationary] nieruchomy (w kole)
        [unset] jeszcze nie wybrano
       *[other] { $value }
    }
ergs-choice-name = { $choice ->
        [weapon] broni
        [form] rodzaju pojedynku
        [mode] pojedynku ruchomego lub nieruchomego
       *[other] { $choice }
    }
ergs-item-name = { $item ->
        [offended] obrażonego
        [degree] stopnia obrazy
        [weapon] broni
        [form] rodzaju pojedynku
        [mode] wyboru: ruchomy czy nieruchomy
        [field] pola
        [place] miejsca
        [circle] koła
        [bout] długości starć
        [break] długości przerw
        [seconds] sekundantów
        [dress] sprawdzenia stroju
        [signatures] podpisów sekundantów
       *[other] { $item }
    }
ergs-item-title = { $item ->
        [offended] Obrażony
        [degree] Stopień obrazy
        [weapon] Broń
        [form] Rodzaj pojedynku
        [mode] Ruchomy czy nieruchomy
        [field] Pole, w krokach
        [place] Miejsce
        [circle] Koło, w krokach
        [bout] Starcie, w sekundach
        [break] Przerwa, w sekundach
       *[other] { $item }
    }

## Postacie i ergi.

ergs-char-added = { $name } dołącza do gry: { $age } { $age ->
        [one] rok
        [few] lata
       *[many] lat
    } ({ ergs-group-name }), { $n } { $n ->
        [one] erg
        [few] ergi
        [many] ergów
       *[other] erga
    } do wydania i erg życia.
ergs-char-updated = Zmiany u { CASE($name, case: "gen") }: { $age } { $age ->
        [one] rok
        [few] lata
       *[many] lat
    } ({ ergs-group-name }), { $max_changed ->
        [yes] zapas { $max } { $max ->
            [one] erg
            [few] ergi
            [many] ergów
           *[other] erga
        } ({ $spendable } do wydania i erg życia); teraz do wydania { $n }
       *[other] { $n } { $n ->
            [one] erg
            [few] ergi
            [many] ergów
           *[other] erga
        } do wydania
    }.
ergs-char-sheet = { $name }: { $age } { $age ->
        [one] rok
        [few] lata
       *[many] lat
    } ({ ergs-group-name }), { $n } { $n ->
        [one] erg
        [few] ergi
        [many] ergów
       *[other] erga
    } do wydania i { $life ->
        [yes] erg życia
       *[other] bez ergu życia
    }; wyuczone zaklęcia: { $known ->
        [0] brak
       *[other] { LIST($spells) }
    }.
ergs-refusal-sheet-spell-new = Postać { $name } nie powstała: nie znam zaklęcia „{ $spell_text }”.
ergs-refusal-sheet-spell-edit = Karta { CASE($name, case: "gen") } bez zmian: nie znam zaklęcia „{ $spell_text }”.
ergs-pool-line = { $name } ({ $age }, { ergs-group-name }): { $ergs } z { $max } { $max ->
        [one] erga
       *[other] ergów
    }, { $life ->
        [yes] erg życia na miejscu
       *[other] ERG ŻYCIA UTRACONY
    }{ $demagicked ->
        [yes] , bez magii
       *[other] {""}
    }; różdżka: { $wand ->
        [attuned] zestrojona
        [attuning] zestraja się, jeszcze { $hours } h
        [damaged] uszkodzona
       *[other] brak
    }.
ergs-spent = { $name } wydaje { $n } { $n ->
        [one] erg
        [few] ergi
        [many] ergów
       *[other] erga
    } ({ $reason }), w zapasie { $ergs }.
ergs-gained = MG: { $name } otrzymuje { $n } { $n ->
        [one] erg
        [few] ergi
        [many] ergów
       *[other] erga
    } ({ $reason }), w zapasie { $ergs }.
ergs-demagicked = { $name } nie ma już ergów i traci magię: ani zaklęć, ani uników do następnego cyklu.
ergs-drained = MG: { $name } traci erg życia { ergs-cause-name }. Bez niego w nowym cyklu ergi się nie odnawiają, dopóki MG nie przywróci ergu życia (/przywroc).
ergs-restored = MG: { $name } znów ma erg życia.
ergs-cycle = Zaczyna się cykl { $cycle }: każdy czarodziej płaci ergiem życia za podtrzymanie magicznego życia; { $refill ->
        [yes] ergi odnawiają się do maksimum.
       *[other] w tej grze ergi się nie odnawiają.
    }
ergs-cycle-wizard = { $name }: cykl opłacony, { $ergs } z { $max } { $max ->
        [one] erga
       *[other] ergów
    }.
ergs-cycle-drained = MG: { $name } nie ma ergu życia, więc ergi się nie odnawiają (w zapasie { $ergs }).

## Rzucanie zaklęć.

ergs-cast = { $name } rzuca { CASE($spell, case: "acc") } na { CASE($target, case: "acc") } ({ $n ->
        [0] za darmo, w zapasie { $ergs }
       *[other] { $n } { $n ->
            [one] erg
            [few] ergi
            [many] ergów
           *[other] erga
        }, w zapasie { $ergs }
    }).
ergs-cast-untargeted = { $name } rzuca { CASE($spell, case: "acc") } ({ $n ->
        [0] za darmo, w zapasie { $ergs }
       *[other] { $n } { $n ->
            [one] erg
            [few] ergi
            [many] ergów
           *[other] erga
        }, w zapasie { $ergs }
    }).
ergs-too-soon = …ale { $spell } nie działa: { $name } rzuca to zaklęcie zaledwie { $gap } s po poprzednim ataku (zasada trzech sekund: trzeba odczekać { $wait } s albo najpierw się osłonić lub zrobić unik).
ergs-simultaneous = { $n } { $n ->
        [one] zaklęcie
        [few] zaklęcia
       *[many] zaklęć
    } w tej samej chwili: żadne nie działa{ $holds ->
        [0] .
       *[other] , oprócz Avady Kedavry.
    }
ergs-simultaneous-fails = ✗ { $spell } { CASE($name, case: "gen") } ({ $clock }{ $tenth ->
        [0] {""}
       *[other] ,{ $tenth }
    }) nie działa.
ergs-simultaneous-holds = ✓ { $spell } { CASE($name, case: "gen") } ({ $clock }{ $tenth ->
        [0] {""}
       *[other] ,{ $tenth }
    }) działa mimo to.
ergs-dodge = { $name }: „Unik!” ({ $n ->
        [0] za darmo, w zapasie { $ergs }
       *[other] { $n } { $n ->
            [one] erg
            [few] ergi
            [many] ergów
           *[other] erga
        }, w zapasie { $ergs }
    }).

## Nauka.

ergs-service = { $learner } wyświadcza przysługę { CASE($teacher, case: "dat") }{ $older ->
    [no] . Uczyć { CASE($learner, case: "gen") } { $teacher } jednak nie może: nauczyciel musi być ze starszej grupy wiekowej.
   *[yes] : { $teacher } może teraz uczyć { CASE($learner, case: "acc") }.
}
ergs-taught = { $teacher } uczy { CASE($learner, case: "acc") } { CASE($spell, case: "gen") } ({ $n ->
        [0] za darmo, w zapasie { $ergs }
       *[other] { $n } { $n ->
            [one] erg
            [few] ergi
            [many] ergów
           *[other] erga
        }, w zapasie { $ergs }
    }).
ergs-gm-taught = Dla MG: { $learner } zna teraz { CASE($spell, case: "acc") } dzięki nauce u { CASE($teacher, case: "gen") }.

## Różdżki.

ergs-wand-none = { $name } nie ma różdżki.
ergs-wand-line = { $name }: różdżka nr { $number }, { $status ->
        [attuned] zestrojona
        [attuning] zestraja się, jeszcze { $hours } h
       *[damaged] uszkodzona
    }.
ergs-wand-new = { $name } dostaje nową różdżkę (nr { $number }){ $hours ->
        [0] , od razu przywykłą.
       *[other] ; różdżka zestraja się z { CASE($name, case: "ins") } przez { $hours } h, do tego czasu działają z nią tylko zaklęcia podstawowe i czarnomagiczne.
    }
ergs-wand-damaged = Różdżka { CASE($name, case: "gen") } jest uszkodzona i oklejona pośrodku taśmą: nie da się nią czarować.
ergs-wand-repaired = MG: różdżka { CASE($name, case: "gen") } znów jest cała.
ergs-wand-given = Różdżka { CASE($name, case: "gen") } przechodzi do { CASE($to, case: "gen") }: zestraja się z { CASE($to, case: "ins") } przez { $hours } h, do tego czasu działają z nią tylko zaklęcia podstawowe i czarnomagiczne.
ergs-wand-held = { $name } bierze do ręki różdżkę nr { $number }.

## Pojedynki i protokół sekundantów.

ergs-duel-open = Pojedynek { $duel }: { $a } przeciw { CASE($b, case: "dat") }. Sekundanci spisują protokół komendą /protokol.
ergs-duel-end = Pojedynek { $duel } zakończony.
ergs-duel-end-winner = Pojedynek { $duel } zakończony: wygrywa { $winner }.
ergs-duel-out = Pojedynek { $duel }: { $name } wychodzi poza koło — koniec pojedynku, zapisane w protokole.
ergs-protocol-value = Protokół: { ergs-item-title } — { ergs-value-name }.
ergs-protocol-unsigned = Protokół pojedynku { $duel } się zmienił: podpisy są nieważne, sekundanci podpisują od nowa.
ergs-protocol-second = { GENDER($name) ->
        [f] { $name } zostaje sekundantką { CASE($duellist, case: "gen") }.
        [m] { $name } zostaje sekundantem { CASE($duellist, case: "gen") }.
       *[other] { $name } będzie sekundować { CASE($duellist, case: "dat") }.
    }
ergs-protocol-dress = Strój { CASE($name, case: "gen") } sprawdzony: ubranie luźne; bez medalionów, medali, sakiewek i pasów.
ergs-protocol-dress-bandages = Strój { CASE($name, case: "gen") } sprawdzony; opatrunki zgłoszone sekundantom: { $bandages }.
ergs-protocol-signature = { $name } podpisuje protokół pojedynku { $duel }.
ergs-protocol-signed = Protokół pojedynku { $duel } podpisali wszyscy sekundanci.
ergs-protocol-ready = Protokół pojedynku { $duel } jest kompletny: sekundanci mogą podpisywać (/protokol { WORD("sign", of: "word-ergs-protocol-") } IMIĘ).
ergs-protocol-missing = W protokole brakuje { ergs-item-name }{ $item ->
        [seconds] { " " }{ CASE($name, case: "gen") }
        [dress] { " " }{ CASE($name, case: "gen") }
       *[other] {""}
    }.
ergs-protocol-head = Protokół pojedynku { $duel }: { $a } przeciw { CASE($b, case: "dat") }{ $ended ->
        [yes] { " " }(zakończony)
       *[other] {""}
    }.
ergs-protocol-insult = Obraza: { $degree ->
        [0] jeszcze nie zapisana
        [1] pierwszego stopnia (zwykła): { $offender } obraża { CASE($offended, case: "acc") }
        [2] drugiego stopnia (godząca w godność): { $offender } obraża { CASE($offended, case: "acc") }
        [3] trzeciego stopnia (czynna): { $offender } obraża { CASE($offended, case: "acc") }
       *[other] stopnia { $degree }: { $offender } obraża { CASE($offended, case: "acc") }
    }.
ergs-protocol-choice = { $choice ->
        [weapon] Broń
        [form] Rodzaj pojedynku
       *[mode] Ruchomy czy nieruchomy
    }: { ergs-value-name } — { $chooser ->
        [offended] wybiera { $name } jako strona obrażona
        [seconds] wybór sekundantów za obopólną zgodą
       *[other] kto wybiera, wynika ze stopnia obrazy
    }.
ergs-protocol-field = Pole: { $length ->
        [0] jeszcze nie wybrane
       *[other] { $length } × { $width } kroków
    }.
ergs-protocol-place = Miejsce: { $place }.
ergs-protocol-circle = Koło: { $n ->
        [0] jeszcze nie wyznaczone
        [one] { $n } krok średnicy
        [few] { $n } kroki średnicy
       *[other] { $n } kroków średnicy
    }; wyjście poza koło kończy pojedynek.
ergs-protocol-timing = { $bout ->
        [0] Starcia: długość jeszcze nieustalona;{" "}
       *[other] Starcia po { $bout } s,{" "}
    }{ $pause ->
        [0] przerwy: długość jeszcze nieustalona
       *[other] przerwy po { $pause } s{ $bout ->
            [0] {""}
           *[other] {" "}({ $times ->
                [0] { $ratio } starcia
               *[other] { $times } × starcie
            })
        }
    }.
ergs-protocol-duellist = { $name }: { $n ->
        [0] jeszcze bez sekundantów
        [one] sekundant { $seconds }
       *[other] sekundanci { LIST($seconds) }
    }; strój { $dress ->
        [checked] sprawdzony
        [bandaged] sprawdzony, opatrunki: { $bandages }
       *[other] jeszcze niesprawdzony
    }.
ergs-protocol-signatures = Podpisy: { $n ->
        [0] jeszcze brak
       *[other] { LIST($names) }
    }.

## Zegar starć pojedynku okresowego.

ergs-bout-begin = Pojedynek { $duel }, starcie { $bout }: zaczynajcie! (początek o { $clock }, { $seconds } s, „Stójcie!” o { $until })
ergs-bout-stop = Pojedynek { $duel }: „Stójcie!” — starcie { $bout } skończone ({ $clock }); przeciwnicy cofają się o kilka kroków.
ergs-bout-resume = Pojedynek { $duel }: koniec przerwy, starcie { $bout }: zaczynajcie! (początek o { $clock }, „Stójcie!” o { $until })
ergs-bout-skipped = Pojedynek { $duel }: pominięto { $n } { $n ->
        [one] wcześniejsze wezwanie
        [few] wcześniejsze wezwania
       *[many] wcześniejszych wezwań
    } zegara.
ergs-bout-status = Pojedynek { $duel }: { $phase ->
        [bout] starcie { $bout }
       *[break] przerwa po starciu { $bout }
    }, zostało { $left } s.
ergs-bout-stopped = Pojedynek { $duel }: zegar zatrzymany { $phase ->
        [bout] w starciu { $bout }
       *[break] w przerwie po starciu { $bout }
    }.

## Szanse: na ile dokładnie starczy ergów.

ergs-odds-head = { $name }: { $ergs } { $ergs ->
        [one] erg
        [few] ergi
        [many] ergów
       *[other] erga
    } do wydania{ $demagicked ->
        [yes] , więc jest bez magii
       *[other] {""}
    }:
ergs-odds-spell = { $spell } ({ $n ->
        [0] za darmo
       *[other] { $n } { $n ->
            [one] erg
            [few] ergi
            [many] ergów
           *[other] erga
        }
    }): { $casts ->
        [-1] ile razy zechcesz
        [0] teraz nie
        [one] jeszcze raz
       *[other] jeszcze { $casts } razy
    }.
ergs-odds-chance = Szansa, że { CASE($name, case: "dat") } starczy ergów na { $casts } × { $spell }: { $percent }% (zapas jest znany, nic tu nie jest losowe).

## Ustawienia MG dla tej gry.

ergs-setting-label = { $setting ->
        [refill] Ergi odnawiają się w nowym cyklu
        [max_ergs] Zapas ergów nowych postaci (z ergiem życia)
        [teaching_cost] Nauka kosztuje nauczyciela
        [three_seconds] Przerwa po zaklęciu ofensywnym
        [window] Zaklęcia są jednoczesne, gdy dzieli je najwyżej
        [max_distance] Zasięg zaklęć
        [attunement_hours] Nowa różdżka zestraja się z właścicielem przez
        [fight_window] Po ataku czarodzieje walczą jeszcze przez
       *[other] { $setting }
    }
ergs-setting-value = { $setting ->
        [refill] { $value ->
            [yes] tak
            [no] nie
           *[other] { $value }
        }
        [max_ergs] { $value } { $value ->
            [one] erg
            [few] ergi
            [many] ergów
           *[other] erga
        }
        [teaching_cost] { $value } { $value ->
            [one] erg
            [few] ergi
            [many] ergów
           *[other] erga
        }
        [max_distance] { $value } { $value ->
            [one] krok
            [few] kroki
            [many] kroków
           *[other] kroku
        }
        [attunement_hours] { $value } h
        [three_seconds] { $value } s
        [window] { $value } s
        [fight_window] { $value } s
       *[other] { $value }
    }
ergs-config-line = { ergs-setting-label }{ $setting ->
        [window] {" "}
        [attunement_hours] {" "}
        [fight_window] {" "}
       *[other] {": "}
    }{ ergs-setting-value } ({ WORD($setting) }=…)
ergs-config-set = Zmieniono ustawienie. { ergs-setting-label }{ $setting ->
        [window] {" "}
        [attunement_hours] {" "}
        [fight_window] {" "}
       *[other] {": "}
    }{ ergs-setting-value }.{ $setting ->
        [max_ergs] {" "}Postaciom już utworzonym zapas się nie zmienia: ustawia go { CMD("char") } IMIĘ { WORD("max_ergs", of: "word-ergs-field-") }=N.
       *[other] {""}
    }
ergs-config-cost = { $spell } kosztuje w tej grze { $n } { $n ->
        [one] erg
        [few] ergi
        [many] ergów
       *[other] erga
    }.

## Odmowy.

ergs-refusal-need-age = Aby utworzyć postać o imieniu { $name }, podaj wiek: /postac { $name } wiek=15 (zasada: { RULE($rule) }).
ergs-refusal-bad-time = „{ $value }” to nie czas: podaj godzinę, np. 12:00:03,5, liczbę sekund od teraz, np. +2,5, albo datę i godzinę w zapisie ISO.
ergs-refusal-end-before-start = Koniec wypowiedzi nie może być przed jej początkiem.
ergs-refusal-wand-none = { $name } nie ma różdżki.
ergs-refusal-wand-damaged = Różdżka { CASE($name, case: "gen") } jest uszkodzona: nie da się nią czarować, dopóki MG jej nie naprawi.
ergs-refusal-wand-attuning = Różdżka { CASE($name, case: "gen") } jeszcze się zestraja (zostało { $hours } h): działają z nią tylko zaklęcia podstawowe i czarnomagiczne, a { $spell } do nich nie należy.
ergs-refusal-wand-whole = Różdżka { CASE($name, case: "gen") } nie jest uszkodzona.
ergs-refusal-wand-action = „{ $value }” — różdżka nie ma takiej czynności: { WORD("new", of: "word-ergs-wand-") }, { WORD("damage", of: "word-ergs-wand-") }, { WORD("repair", of: "word-ergs-wand-") }, { WORD("give", of: "word-ergs-wand-") } KOMU, { WORD("hold", of: "word-ergs-wand-") } N.
ergs-refusal-wand-self = { $name } już trzyma tę różdżkę.
ergs-refusal-wand-number = Brakuje numeru różdżki: { CMD("wand") } { $name } { WORD("hold", of: "word-ergs-wand-") } N.
ergs-refusal-no-wand = { $name } nie ma różdżki „{ $wand }”: po „{ WORD("hold", of: "word-ergs-wand-") }” podaj numer różdżki (listę pokaże { CMD("wand") } { $name }).
ergs-refusal-demagicked = { $name } jest bez magii: ani zaklęć, ani uników do następnego cyklu.
ergs-refusal-ergs = { $ergs ->
        [0] { $name } nie ma już ergów
       *[other] { $name } ma tylko { $ergs } { $ergs ->
            [one] erg
            [few] ergi
            [many] ergów
           *[other] erga
        }
    }, a potrzeba { $n }; ergu życia nie można wydać.
ergs-refusal-full = { $n ->
        [0] Zapas { CASE($name, case: "gen") } jest pełny: nie może przekroczyć maksimum.
       *[other] { CASE($name, case: "dat") } można dodać najwyżej { $n } { $n ->
            [one] erg
            [few] ergi
            [many] ergów
           *[other] erga
        }: zapas nie może przekroczyć maksimum.
    }
ergs-refusal-group = Nie ma grupy wiekowej „{ $group }”. Grupy: { $groups }.
ergs-refusal-amount = „{ $value }” to nie liczba od 1 do { $limit }.
ergs-refusal-digits = „{ $value }” — napisz liczbę cyframi: { CMD($command) } { $name } 2 { WORD("reason") }=…
ergs-refusal-reason = { $command ->
        [spend] /wydaj
       *[other] /dodaj
    } wymaga powodu, np. { $command ->
        [spend] /wydaj
       *[other] /dodaj
    } Harry 1 powód="eliksir": dziennik go zachowa.
ergs-refusal-cause = Erg życia odbiera tylko { WORD($causes, of: "word-ergs-cause-", style: "or") }. Podaj jedną z tych przyczyn, np. /wyssanie Harry dementor.
ergs-refusal-drained = { $name } już nie ma ergu życia.
ergs-refusal-not-drained = { $name } wciąż ma erg życia.
ergs-refusal-unknown-to = { $name } nie zna { CASE($spell, case: "gen") }.
ergs-refusal-no-target = { $spell } wymaga celu: wskaż różdżką kogoś w zasięgu.
ergs-refusal-self = { $name } nie może rzucić { CASE($spell, case: "gen") } na siebie.
ergs-refusal-bad-distance = „{ $value }” to nie odległość w krokach.
ergs-refusal-distance = Cel jest w odległości { $n } { $n ->
        [one] kroku
       *[other] kroków
    }, a zasięg zaklęć to najwyżej { $limit } { $limit ->
        [one] krok
        [few] kroki
       *[many] kroków
    }.
ergs-refusal-non-combat = { $spell } to zaklęcie niebojowe: { $name } nie może go użyć w walce.
ergs-refusal-teach-self = { GENDER($name) ->
        [f] { $name } nie może uczyć sama siebie.
        [m] { $name } nie może uczyć sam siebie.
       *[other] Nauczyciel i uczeń to dwie różne osoby: { $name } nie może uczyć siebie.
    }
ergs-refusal-service-self = { GENDER($name) ->
        [f] { $name } nie może wyświadczyć przysługi sama sobie.
        [m] { $name } nie może wyświadczyć przysługi sam sobie.
       *[other] Przysługę wyświadcza się nauczycielowi, nie sobie: { $name } nie może wyświadczyć jej sobie.
    }
ergs-refusal-teach-group = { $teacher } ({ ergs-teacher-group-name }) nie może uczyć { CASE($learner, case: "gen") } ({ ergs-learner-group-name }): nauczyciel musi być ze starszej grupy wiekowej.
ergs-refusal-knows = { $name } już zna { CASE($spell, case: "acc") }.
ergs-refusal-no-service = Najpierw { $learner } musi wyświadczyć przysługę { CASE($teacher, case: "dat") }: /przysluga { $learner } { $teacher }.
ergs-refusal-duel-two = Pojedynek toczy się między dwoma różnymi czarodziejami: /pojedynek A B.
ergs-refusal-duel-ended = Pojedynek { $duel } jest zakończony.
ergs-refusal-not-party = W pojedynku { $duel } może to zrobić tylko MG albo gracze pojedynkujących się.
ergs-refusal-not-stationary = Pojedynek { $duel } nie jest nieruchomy: nie ma koła, z którego można wyjść.
ergs-refusal-not-duellist = { $name } nie walczy w pojedynku { $duel }.
# How the protocol's list of items writes the duel's form (id form); the other items by their words (word-option-*).
ergs-protocol-item-form = forma
ergs-refusal-protocol-key = Protokół nie ma pola „{ $item }”. Pola: { WORD($items, of: "ergs-protocol-item-") }.
ergs-refusal-protocol-loose = „{ $words }” — nie wiadomo, do którego pola to należy: wartość z kilku słów weź w cudzysłów, np. miejsce="cienista aleja".
ergs-refusal-degree = „{ $value }” to nie stopień obrazy: { $degrees }.
ergs-refusal-insult-first = Najpierw zapisz obrażonego i stopień obrazy: od nich zależy, kto dokonuje wyboru { ergs-choice-name }.
ergs-refusal-choice = „{ $value }” to niedozwolony wybór { ergs-choice-name }: { $lawful }.
ergs-refusal-bad-field = Zapisz pole jako DŁUGOŚĆ×SZEROKOŚĆ w krokach, np. { WORD("field") }=40x12 (a nie „{ $value }”).
ergs-refusal-field = Pole { $length } × { $width } kroków się nie nadaje: co najmniej { $min_length } × { $min_width }, najwyżej { $max_side } na bok.
ergs-refusal-text = { $item ->
        [place] Miejsce
        [second] Imię sekundanta
       *[bandages] Opis opatrunków
    } { $length ->
        [0] nie może być puste
       *[other] może mieć najwyżej { $limit } znaków
    }.
ergs-refusal-second-duellist = { $name } nie może być sekundantem we własnym pojedynku.
ergs-refusal-circle = „{ $value }” to nie koło: od 1 do { $limit } kroków średnicy.
ergs-refusal-bout = Starcie trwa od { $low } do { $high } sekund, nie „{ $value }”.
ergs-refusal-break = Przerwa trwa najwyżej { $limit } sekund, w sekundach albo jako wielokrotność starcia (2x), nie „{ $value }”.
ergs-refusal-bout-first = Najpierw ustal długość starcia, potem przerwę jako jej wielokrotność.
ergs-refusal-second = Nie można dodać { CASE($name, case: "gen") }: każdy sekundant tylko raz, najwyżej { $limit } na stronę.
ergs-refusal-not-second = { GENDER($name) ->
        [f] { $name } nie jest sekundantką pojedynku { $duel }.
       *[other] { $name } nie jest sekundantem pojedynku { $duel }.
    }
ergs-refusal-signed = { GENDER($name) ->
        [f] { $name } już podpisała protokół.
        [m] { $name } już podpisał protokół.
       *[other] Podpis { CASE($name, case: "gen") } już jest w protokole.
    }
ergs-refusal-sign-who = Kto podpisuje? Napisz: { CMD("protocol") } { WORD("sign", of: "word-ergs-protocol-") } IMIĘ_SEKUNDANTA.
ergs-refusal-protocol-incomplete = Protokół nie jest kompletny: brakuje { ergs-item-name }{ $item ->
        [seconds] { " " }{ CASE($name, case: "gen") }
        [dress] { " " }{ CASE($name, case: "gen") }
       *[other] {""}
    }.
ergs-refusal-bout-running = Zegar starć pojedynku { $duel } już chodzi.
ergs-refusal-not-periodic = Pojedynek { $duel } nie jest okresowy: nie ma w nim starć ani przerw (rodzaj pojedynku ustala protokół).
ergs-refusal-bout-idle = Zegar starć pojedynku { $duel } nie chodzi ({ CMD("bout") } { WORD("start", of: "word-ergs-bout-") }).
ergs-refusal-bout-action = „{ $word }” — nie ma takiej czynności: { WORD($actions, of: "word-ergs-bout-", style: "or") }.
ergs-refusal-in-break = Pojedynek { $duel } ma przerwę po starciu { $bout } (zostało { $left } s): do początku następnego starcia { $name } nie rzuca zaklęć ani nie robi uników.
ergs-refusal-setting-key = Nie ma ustawienia „{ $setting }”. Ustawienia: { WORD($settings) }.
ergs-refusal-max-ergs = „{ $value }” to nie zapas: od { $low } do { $high } ergów razem z ergiem życia, np. { WORD("max_ergs", of: "word-ergs-field-") }=4.
ergs-refusal-cost-number = „{ $value }” to nie liczba: wpisz koszt cyframi, np. { CMD("config") } koszt Drętwota 3.
ergs-refusal-setting = „{ $value }” to niepoprawna wartość ustawienia: { ergs-setting-label } ({ WORD($setting) }=…).
