## Punkty magii (wariant dla czarujących w d20): pule, koszty, zmęczenie, odpoczynek, metamagia, szanse.
## Zmienne: $name postać, $points/$max pula, $condition fresh|fatigued|exhausted, $feat atut metamagiczny.

sp-char = { $new ->
         [yes] Nowa postać
        *[no] Postać
    } { $name }: { $cls ->
         [cleric] kleryk (postęp czarodzieja)
         [druid] druid (postęp czarodzieja)
         [bard] bard (postęp zaklinacza)
         [sorcerer] postęp zaklinacza
         [sorcerer-borrowed] postęp zaklinacza
        *[wizard] postęp czarodzieja
    }, poziom { $level }, kluczowa cecha { $ability }, czary do { $highest }. poziomu: { $base } + { $bonus } za cechę = { $max } { $max ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    } (teraz { $points }).
sp-char-feat = { $name } zna atut { $feat ->
         [empower] Wzmocnienie czaru
         [maximize] Maksymalizacja czaru
         [still] Czar bez gestów
         [silent] Cichy czar
         [extend] Przedłużenie czaru
         [enlarge] Powiększenie zasięgu
         [widen] Poszerzenie czaru
         [quicken] Przyspieszenie czaru
         [heighten] Podwyższenie czaru
        *[other] { $feat }
    } ({ $feat ->
         [heighten] podnosi czar na wybrany poziom
        *[other] +{ $adjust } { $adjust ->
             [one] poziom
             [few] poziomy
            *[many] poziomów
        }
    }).
sp-cast = { $name } rzuca { $named ->
         [yes] { CASE($spell, case: "acc") }
        *[no] czar { ORD($level, unknown: "nieznanego") } poziomu
    }{ $raised ->
         [yes] {" "}jako czar { $effective }. poziomu
        *[no] {""}
    }{ $free_meta ->
         [yes] {" "}(metamagia za darmo)
        *[no] {""}
    } za { $cost } { $cost ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    }{ $extra ->
         [0] {""}
        *[other] {" "}(+{ $extra } ponad koszt)
    }: zostaje { $points }/{ $max }.
sp-cast-cantrip = { $name } rzuca { $named ->
         [yes] { CASE($spell, case: "acc") }
        *[no] czar { ORD($level, unknown: "nieznanego") } poziomu
    } (poziom 0, bez punktów): { $left ->
         [one] dziś został { $left } czar
         [few] dziś zostały { $left } czary
        *[many] dziś zostało { $left } czarów
    } poziomu 0.
sp-meta = + { $feat ->
         [empower] Wzmocnienie czaru
         [maximize] Maksymalizacja czaru
         [still] Czar bez gestów
         [silent] Cichy czar
         [extend] Przedłużenie czaru
         [enlarge] Powiększenie zasięgu
         [widen] Poszerzenie czaru
         [quicken] Przyspieszenie czaru
         [heighten] Podwyższenie czaru
        *[other] { $feat }
    } (+{ $adjust } { $adjust ->
         [one] poziom
         [few] poziomy
        *[many] poziomów
    }){ $free ->
         [yes] , za darmo: dziś jeszcze { $left } { $left ->
             [one] rzucenie
             [few] rzucenia
            *[many] rzuceń
        } za darmo
        *[no] {""}
    }
sp-damage = { $spell } (poziom rzucającego { $cl }): { DICE($expr, letter: "k") }{ $empowered ->
         [yes] {" "}×1,5
        *[no] {""}
    }{ $maximized ->
         [yes] {" "}maksymalnie
        *[no] {""}
    } = { $kind ->
         [healing] { $total } PW leczenia
        *[damage] { $total } { $total ->
             [one] obrażenie
             [few] obrażenia
            *[many] obrażeń
         }
    }{ $aim ->
         [named] {" "}(cel: { $target }{ $rolled ->
             [yes] ; kości: { $faces }
            *[no] {""}
         })
         [written] {" "}({ $to } { $target }{ $rolled ->
             [yes] ; kości: { $faces }
            *[no] {""}
         })
        *[no] { $rolled ->
             [yes] {" "}(kości: { $faces })
            *[no] {""}
         }
    }.
sp-restored = { $name } odzyskuje siły: +{ $gained } { $gained ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    }, { $points }/{ $max }{ $was ->
         [exhausted] , wyczerpanie minęło
         [fatigued] , zmęczenie minęło
        *[fresh] {""}
    }.
sp-condition = { $name } – nowy stan: { $condition ->
         [fatigued] zmęczenie
         [exhausted] wyczerpanie
        *[fresh] pełnia sił
    }.
sp-spent = { $name } wydaje { $n } { $n ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    }: zostaje { $points }/{ $max }.
sp-gained = { $name } otrzymuje { $n } { $n ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    }{ $capped ->
         [yes] {" "}z { $asked } (ponad maksimum zapas nie rośnie)
        *[no] {""}
    }: { $points }/{ $max }.
sp-rest-begin = { $condition ->
         [fresh] { $name } zaczyna odpoczynek.
        *[other] { $name } zaczyna odpoczynek (do jego końca pozostaje co najmniej zmęczenie).
    }
sp-rest-end = { $name } przerywa odpoczynek po { $hours } h: { $points }/{ $max }.
sp-rest = { $name } odpoczywa { $hours } { $hours ->
         [one] godzinę
         [few] godziny
        *[many] godzin
    } (dotąd { $total } z { $full }): +{ $gained } { $gained ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    }, { $points }/{ $max }.
sp-rest-full = { $hours ->
       *[other] {""}
    }{ $total ->
       *[other] {""}
    }{ $name } kończy pełny odpoczynek: +{ $gained } { $gained ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    }, { $points }/{ $max }{ $was ->
         [fresh] { "" }
         [exhausted] , wyczerpanie minęło
        *[other] , zmęczenie minęło
    }.
sp-fatigue = { $name } ulega efektowi { $effect ->
         [exhausted] wyczerpującemu
        *[fatigued] męczącemu
    }: −{ $lost } { $lost ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    }, { $points }/{ $max }.
sp-drained = { $name } otrzymuje { $levels } { $levels ->
         [one] ujemny poziom
         [few] ujemne poziomy
        *[many] ujemnych poziomów
    }: −{ $lost } { $lost ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    } ({ $levels ->
         [one] tyle, ile kosztuje czar { ORD($level, unknown: "nieznanego") } poziomu
        *[other] za każdy tyle, ile kosztuje czar { ORD($level, unknown: "nieznanego") } poziomu
    }: { $each } { $each ->
         [one] punkt
         [few] punkty
        *[many] punktów
    }{ $short ->
         [yes] ; więcej nie było
        *[no] {""}
    }), { $points }/{ $max }.
sp-char-pearls = Perły mocy { CASE($name, case: "gen") }: { $each ->
        [1] { $kinds ->
            [1] jedna perła { ORD($levels) } poziomu
           *[other] { ORD($levels) } poziomu
        }
        [2] { $kinds ->
            [1] dwie perły { ORD($levels) } poziomu
           *[other] po dwie perły { ORD($levels) } poziomu
        }
        [3] { $kinds ->
            [1] trzy perły { ORD($levels) } poziomu
           *[other] po trzy perły { ORD($levels) } poziomu
        }
        [4] { $kinds ->
            [1] cztery perły { ORD($levels) } poziomu
           *[other] po cztery perły { ORD($levels) } poziomu
        }
       *[other] { $kinds ->
            [1] { $each } pereł { ORD($levels) } poziomu
           *[other] po { $each } pereł { ORD($levels) } poziomu
        }
    }.
sp-char-no-pearls = { $name } nie ma już żadnych pereł mocy.
sp-pearl = { $name } używa perły mocy ({ ORD($level, unknown: "nieznanego") } poziomu): +{ $gained } { $gained ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    }, { $points }/{ $max }.
sp-day = Nowy dzień: każda postać znów ma { $allowance } { $allowance ->
         [one] czar
         [few] czary
        *[many] czarów
    } poziomu 0{ $mode ->
         [points] {" "}i znów może użyć pereł mocy
        *[other] , znów może użyć pereł mocy i ma { $free } { $free ->
             [one] darmowe użycie
             [few] darmowe użycia
            *[many] darmowych użyć
         } każdego atutu metamagicznego
    }.
sp-mode = Metamagia: { $mode ->
         [free] za darmo, { $free }× dziennie każdy atut (bez punktów)
         [both] za darmo { $free }× dziennie każdy atut, potem za punkty
        *[points] za punkty magii (czar kosztuje jak czar wyższego poziomu)
    }.
sp-pool = { $name }: { $points }/{ $max } { $max ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    }, { $condition ->
         [fatigued] zmęczenie
         [exhausted] wyczerpanie
        *[fresh] pełnia sił
    }{ $resting ->
         [yes] , odpoczywa (dotąd { $hours } h)
        *[no] {""}
    }; czary poziomu 0 na dziś: { $left }/{ $allowance }.
sp-pool-free = + { $name }: { $feat ->
         [empower] Wzmocnienie czaru
         [maximize] Maksymalizacja czaru
         [still] Czar bez gestów
         [silent] Cichy czar
         [extend] Przedłużenie czaru
         [enlarge] Powiększenie zasięgu
         [widen] Poszerzenie czaru
         [quicken] Przyspieszenie czaru
         [heighten] Podwyższenie czaru
        *[other] { $feat }
    } za darmo jeszcze { $left }× dzisiaj.
sp-pool-empty = Nie ma jeszcze czarujących. Dodaj postać: /postac IMIĘ poziom=N cecha=N.
sp-odds-damage = { $spell } (poziom rzucającego { $cl }): { DICE($expr, letter: "k") }{ $empowered ->
         [yes] {" "}×1,5
        *[no] {""}
    }{ $maximized ->
         [yes] {" "}maksymalnie
        *[no] {""}
    }, { $kind ->
         [healing] leczenie
        *[damage] obrażenia
    } { $low }–{ $high }, średnio { $mean }.
sp-odds-at-least = Szansa na co najmniej { $value }: { $percent }%.
sp-odds-cost = Poziom rzucającego { $cl }: { $named ->
         [yes] { $spell }
        *[no] czar { ORD($level, unknown: "nieznanego") } poziomu
    }{ $raised ->
         [yes] {" "}jako czar { $effective }. poziomu
        *[no] {""}
    } kosztuje { $cost } { $cost ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    }.
sp-odds-casts = { $name } ({ $points }/{ $max }) może rzucić { $named ->
         [yes] { CASE($spell, case: "acc") }
        *[no] czar { ORD($level, unknown: "nieznanego") } poziomu
    } jeszcze { $casts } { $casts ->
         [one] raz
         [few] razy
        *[many] razy
    } (pierwsze rzucenie: { $cost } { $cost ->
         [one] punkt magii
         [few] punkty magii
        *[many] punktów magii
    }).
sp-odds-lasts = { $n } { $n ->
         [one] rzucenie
         [few] rzucenia
        *[many] rzuceń
    } z rzędu: { $lasts ->
         [yes] pula wystarczy (pewne, 100%); potem { $points }/{ $max }, { $condition ->
             [fatigued] zmęczenie
             [exhausted] wyczerpanie
            *[fresh] pełnia sił
        }
        *[no] pula nie wystarczy (0%): tylko { $casts }
    }.
sp-refusal-number = „{ $value }” nie jest liczbą całkowitą ({ $what ->
         [level] poziom
         [points] punkty
         [hours] godziny
         [extra] dodatkowe punkty
         [ability] kluczowa cecha
         [base] punkty bazowe
         [cl] poziom rzucającego
         [casts] liczba rzuceń
         [ge] próg obrażeń
         [levels] ujemne poziomy
         [heighten] podwyższony poziom
        *[other] { $what }
    }).
sp-refusal-range = { $what ->
         [level] Poziom
         [points] Punkty
         [hours] Godziny
         [extra] Dodatkowe punkty
         [ability] Kluczowa cecha
         [base] Punkty bazowe
         [cl] Poziom rzucającego
         [casts] Liczba rzuceń
         [ge] Próg obrażeń
         [levels] Ujemne poziomy
         [heighten] Podwyższony poziom
        *[other] { $what }
    }: dozwolone wartości od { $low } do { $high }, a nie { $value }.
sp-refusal-option = Ta komenda nie zna opcji „{ $option }=”. Zna: { WORD($options, of: "word-sp-option-") }.
sp-refusal-words = Nie rozumiem: „{ $words }”.
sp-refusal-name = Imię musi mieć od 1 do { $limit } znaków.
sp-refusal-char-level = Nowa postać potrzebuje poziomu: /postac { $name } poziom=N cecha=N.
sp-refusal-class = Nieznana klasa „{ $value }”. Klasy: { WORD($classes, of: "word-sp-class-", style: "or") }.
sp-refusal-unknown-feat = Nieznany atut metamagiczny „{ $feat }”. Atut z kilku słów ujmij w cudzysłów, np. metamagia="bez gestów". Atuty: { WORD($feats, of: "word-sp-feat-") }.
sp-refusal-feat-twice = Tego samego atutu metamagicznego nie można użyć dwa razy w jednym czarze.
sp-refusal-no-feat = { $name } nie zna atutu { $feat ->
         [empower] Wzmocnienie czaru
         [maximize] Maksymalizacja czaru
         [still] Czar bez gestów
         [silent] Cichy czar
         [extend] Przedłużenie czaru
         [enlarge] Powiększenie zasięgu
         [widen] Poszerzenie czaru
         [quicken] Przyspieszenie czaru
         [heighten] Podwyższenie czaru
        *[other] { $feat }
    } (dodaj go: /postac { $name } atuty=…).
sp-refusal-heighten = Podwyższenie czaru wymaga nowego poziomu czaru, wyższego niż { $level } i najwyżej 9: metamagia=podwyższenie:N.
sp-refusal-free-used = { $name } nie ma już dziś darmowych użyć atutu { $feat ->
         [empower] Wzmocnienie czaru
         [maximize] Maksymalizacja czaru
         [still] Czar bez gestów
         [silent] Cichy czar
         [extend] Przedłużenie czaru
         [enlarge] Powiększenie zasięgu
         [widen] Poszerzenie czaru
         [quicken] Przyspieszenie czaru
         [heighten] Podwyższenie czaru
        *[other] { $feat }
    } (/dzien zaczyna nowy dzień).
sp-refusal-spell-too-high = { $name } nie potrafi jeszcze rzucać czarów { $level }. poziomu (najwyżej { $highest }. poziomu).
sp-refusal-spell-level = { $spell } to czar { ORD($level, unknown: "nieznanego") } poziomu: nie da się go rzucić jako czaru { $asked }. poziomu. { $higher ->
         [yes] Wyższy poziom czaru daje atut Podwyższenie czaru (metamagia=podwyższenie:{ $asked }), większe obrażenia dodatkowe punkty (dodatkowe=N).
        *[no] Większe obrażenia kupisz dodatkowymi punktami (dodatkowe=N).
    }
sp-refusal-meta-too-high = Z tą metamagią czar liczy się jako { $effective }. poziomu, powyżej najwyższego, jaki { $name } potrafi rzucić ({ $highest }.).
sp-refusal-cl-too-low = Na { $cl }. poziomie rzucającego nie da się jeszcze rzucać czarów { $level }. poziomu (najwyżej { $highest }. poziomu).
sp-refusal-cl-meta = Z tą metamagią czar liczy się jako { $effective }. poziomu, powyżej najwyższego na { $cl }. poziomie rzucającego ({ $highest }.).
sp-refusal-cl-extra-max = Na { $cl }. poziomie rzucającego { $most ->
         [0] nie da się włożyć w { CASE($spell, case: "acc") } żadnych dodatkowych punktów magii
        *[other] można włożyć w { CASE($spell, case: "acc") } najwyżej { $most } { $most ->
             [one] dodatkowy punkt magii
             [few] dodatkowe punkty magii
            *[many] dodatkowych punktów magii
         }
    } (poziom rzucającego i maksimum czaru).
sp-refusal-no-target = Po „{ $to }” brakuje celu, np. { CMD("cast") } IMIĘ: CZAR w goblina.
sp-refusal-extra-not-scaled = Dodatkowe punkty zwiększają obrażenia tylko czarów, których liczba kości rośnie z poziomem rzucającego.
sp-refusal-extra-max = { $most ->
         [0] { $name }: w { CASE($spell, case: "acc") } nie da się włożyć żadnych dodatkowych punktów magii
        *[other] { $name } może włożyć w { CASE($spell, case: "acc") } najwyżej { $most } { $most ->
             [one] dodatkowy punkt magii
             [few] dodatkowe punkty magii
            *[many] dodatkowych punktów magii
         }
    } (własny poziom rzucającego i maksimum czaru).
sp-refusal-cantrips = { CASE($name, case: "dat") } nie zostało już na dziś żadnych czarów poziomu 0 (dzienny limit: { $allowance }; /dzien zaczyna nowy dzień).
sp-refusal-not-enough = { $name } potrzebuje { $cost } { $cost ->
         [one] punktu magii
        *[other] punktów magii
    }, a ma { $points }.
sp-refusal-full = Pula { CASE($name, case: "gen") } jest już pełna.
sp-refusal-no-pearl = Na karcie { CASE($name, case: "gen") } nie ma perły mocy { $level }. poziomu; MG zapisuje perły tak: /postac { $name } perły=1,3.
sp-refusal-pearl-used = { $count ->
        [one] Perła mocy { $level }. poziomu { CASE($name, case: "gen") } została już dziś użyta
       *[other] Wszystkie perły mocy { $level }. poziomu { CASE($name, case: "gen") } ({ $count }) zostały już dziś użyte
    }: perła działa raz dziennie.
sp-refusal-pearls-many = Na karcie mieści się najwyżej { $most } pereł mocy.
sp-refusal-rest = „{ $value }” to nie odpoczynek: podaj godziny (1h, 2h, 8h) albo początek / koniec.
sp-refusal-rest-all = Odpoczynek wszystkich postaci naraz zarządza tylko MG. Swoją postać wyślesz na odpoczynek tak: /odpoczynek 8h.
sp-refusal-resting = { $name } już odpoczywa (dotąd { $hours } h).
sp-refusal-not-resting = { $name } nie odpoczywa.
sp-refusal-effect = Podaj efekt: zmęczony albo wyczerpany (nie „{ $value }”).
sp-refusal-empty = { $name } nie ma już punktów do stracenia.
sp-refusal-mode = Za metamagię płaci się: punkty, darmo albo oba, a nie „{ $value }”.
sp-refusal-odds-who = razy= wymaga postaci z listy: /szanse IMIĘ: CZAR razy=N.
