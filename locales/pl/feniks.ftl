## Feniks: pojedynki i Punkty Zdrowia (PZ). Odmowa mówi zdaniem, dlaczego; identyfikator zasady ($rule) zostaje w zdarzeniu,
## a tekst go nie pokazuje ({ $rule -> *[other] {""} }).

-hp = PZ
feniks-word-kind = { $kind ->
    [club] klubowy
   *[spontaneous] spontaniczny
}
## Stan po PZ na karcie: przytomna postać nie ma dopisku (liczba PZ mówi sama za siebie).
## (Pula pisze nieprzytomność w rodzaju postaci: „Ginny: 0 z 14 PZ, nieprzytomna”.)
feniks-word-condition = { $condition ->
    [out] {""}
    [unconscious] , stan: nieprzytomność
    [hospital] , w Skrzydle Szpitalnym
   *[ok] {""}
}

## Kuferek.

feniks-char-created = Nowa postać: { $name }, wiek { $age }, Refleks { $reflex }, Zaklęcia { $charms } ({ $charms_mod }), Transmutacja { $transfig } ({ $transfig_mod }), OPCM { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }.
feniks-char-updated = Kuferek { CASE($name, case: "gen") } zmieniony: wiek { $age }, Refleks { $reflex }, Zaklęcia { $charms } ({ $charms_mod }), Transmutacja { $transfig } ({ $transfig_mod }), OPCM { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }{ feniks-word-condition }.
feniks-char-sheet = { $name }: wiek { $age }, Refleks { $reflex }, Zaklęcia { $charms } ({ $charms_mod }), Transmutacja { $transfig } ({ $transfig_mod }), OPCM { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }{ feniks-word-condition }.
feniks-char-line = { $name }, wiek { $age }: { -hp } { $hp }/{ $max } ({ $bound ->
    [no] bez gracza
   *[yes] gracz: { $player }
})
feniks-pool = { $name }: { $hp } z { $max } { -hp }{ $condition ->
    [unconscious] , { GENDER($name) ->
        [f] nieprzytomna
        [m] nieprzytomny
       *[other] stan: nieprzytomność
    }
   *[other] { feniks-word-condition }
}.
feniks-severity = { $severity ->
    [hospital] { $name } trafia do Skrzydła Szpitalnego.
   *[moment] { $name } po chwili odzyskuje przytomność.
}

## Pojedynki i kolejność ruchów.

feniks-duel-started = Zaczyna się pojedynek { $duel } ({ feniks-word-kind }), { $count ->
    [one] { $count } uczestnik
   *[other] { $count } uczestników
}.
feniks-duel-side = Strona { $side }: { LIST($names) }
feniks-surprise = { $name } atakuje z zaskoczenia i ma pierwszeństwo.
feniks-order-needed = Pojedynek { $duel }: rzućcie na inicjatywę (/inicjatywa) albo niech MG ustali kolejność ruchów (/kolejnosc).
feniks-init-roll = { $name } rzuca na inicjatywę: { $face } + { $bonus } = { $total }.
feniks-init-tie = Remis: { LIST($names) } mają po { $total }; pierwszeństwo ma wyższy Refleks.
feniks-init-reroll = Nadal remis, rzucają jeszcze raz: { LIST($names) }.
feniks-order = Pojedynek { $duel }, kolejność ruchów: { $names }.
feniks-turn-attack = Pojedynek { $duel }: ruch { CASE($name, case: "gen") }. Rzuć zaklęcie: /czar ZAKLĘCIE CEL.
feniks-turn-defend = Pojedynek { $duel }: ruch { CASE($name, case: "gen") }. Najpierw obrona przed { CASE($spell, case: "ins") } { CASE($attacker, case: "gen") } (atak { $value }): /obrona tarcza, /obrona unik albo /obrona brak{ $count ->
    [one] .
    [few] ; czekają { $count } ataki.
   *[other] ; czeka { $count } ataków.
}

## Atak i obrona.

feniks-attack = { $outcome ->
    [fail] { $name } rzuca { CASE($spell, case: "acc") } na { CASE($target, case: "acc") }, ale zaklęcie zostaje zakłócone i nie wychodzi. Koniec ruchu.
    [miss] { $name } rzuca { CASE($spell, case: "acc") } na { CASE($target, case: "acc") } i chybia. Koniec ruchu.
    [critical] { $name } rzuca { CASE($spell, case: "acc") } na { CASE($target, case: "acc") }: trafienie krytyczne{ $weak ->
        [yes] {" "}(choć osłabione)
       *[no] {""}
    }! Atak { $value }.
   *[hit] { $surprise ->
        [yes] { $name } zaskakuje { CASE($target, case: "acc") } i rzuca { CASE($spell, case: "acc") }: trafienie{ $weak ->
            [yes] {" "}(osłabione)
           *[no] {""}
        }. Atak { $value }.
       *[no] { $name } rzuca { CASE($spell, case: "acc") } na { CASE($target, case: "acc") }: trafienie{ $weak ->
            [yes] {" "}(osłabione)
           *[no] {""}
        }. Atak { $value }.
    }
}
feniks-defence-shield = { $failed ->
    [yes] { $shield_spell } { CASE($name, case: "gen") } zostaje zakłócone: { $spell } { CASE($attacker, case: "gen") } zadaje pełne obrażenia, { $damage } { -hp }. { -hp }: { $hp }/{ $max }.
   *[no] { $damage ->
        [0] { $name } odpiera { CASE($spell, case: "acc") } { CASE($attacker, case: "gen") } (atak { $attack }) zaklęciem { $shield_spell } (obrona { $value }): bez obrażeń. { -hp }: { $hp }/{ $max }.
       *[other] { $name } zasłania się zaklęciem { $shield_spell } (obrona { $value }), ale { $spell } { CASE($attacker, case: "gen") } (atak { $attack }) się przebija: obrażenia { $damage }. { -hp }: { $hp }/{ $max }.
    }
}
feniks-defence-dodge = { $failed ->
    [yes] { $name } próbuje uniknąć { CASE($spell, case: "gen") } { CASE($attacker, case: "gen") } (wyrzucono { $face }){ $damage ->
        [0] {" "}i unik się nie udaje, ale obywa się bez obrażeń
       *[other] , ale unik się nie udaje: obrażenia { $damage }
    }. { -hp }: { $hp }/{ $max }.
   *[no] { $name } unika { CASE($spell, case: "gen") } { CASE($attacker, case: "gen") } (wyrzucono { $face }): bez obrażeń. { -hp }: { $hp }/{ $max }.
}
feniks-defence-none = { $name } nie broni się przed { CASE($spell, case: "ins") } { CASE($attacker, case: "gen") }: { $damage ->
    [0] bez obrażeń
   *[other] obrażenia { $damage }
}. { -hp }: { $hp }/{ $max }.
feniks-move-ends = Ruch { CASE($name, case: "gen") } się kończy: w tym ruchu nie będzie ataku.
feniks-ko-spontaneous = { $name } traci przytomność. Gracz (albo MG na prośbę) ocenia, jak poważne są obrażenia: /postac { $name } powaga=chwila albo /postac { $name } powaga=szpital.
feniks-ko-club = { $name } przegrywa i odpada z pojedynku.
feniks-kod =
    Kod:
    Obrona: { $defence }
    Atak: { $attack }
    { -hp }: [ { $hp } / { $max } ]

## Koniec pojedynku.

feniks-duel-won = Pojedynek { $duel } zakończony. { $count ->
    [one] Wygrywa { LIST($names) }.
   *[other] Wygrywają: { LIST($names) }.
}
feniks-duel-ended = MG kończy pojedynek { $duel }.
feniks-club-kept = Pojedynek { $duel }: wszyscy zgodzili się zachować obrażenia z tej walki.
feniks-hp-restored = Obrażenia z walki nie zostają: { $name } ma znowu { -hp } { $hp }/{ $max }.

## Stan.

feniks-status-duel = Pojedynek { $duel } ({ feniks-word-kind }), { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[other] { $moves } ruchów
}:
feniks-status-line = { $mark ->
    [turn] ▶
    [out] ✗
   *[wait] ·
} { $name } (strona { $side }): { -hp } { $hp }/{ $max }
feniks-status-pending = { CASE($spell, capital: "yes") } { CASE($attacker, case: "gen") } (atak { $value }) czeka na obronę { CASE($defender, case: "gen") }.

## Szanse.

feniks-odds-hit = Szansa na trafienie{ $surprise ->
    [yes] {" "}z zaskoczenia
   *[no] {""}
}: { $hit }% ({ $hit_exact }); krytyczne: { $critical }% ({ $critical_exact }).
feniks-odds-dodge = Unik przy Refleksie { $reflex }: { $needs ->
    [0] nie może się udać
   *[other] udaje się od { $needs } wzwyż
}, { $chance }% ({ $chance_exact }).
feniks-odds-attack = { $name } rzuca { CASE($spell, case: "acc") } (modyfikator { $mod }): trafia w { $hit }% przypadków ({ $hit_exact }); oczekiwane obrażenia bez obrony { $mean } ({ $mean_exact }).
feniks-odds-vs = Przeciw { CASE($name, case: "dat") }, { $defence ->
    [shield] gdy broni się zaklęciem
    [dodge] gdy robi unik
   *[none] bez obrony
}: oczekiwane obrażenia { $mean } ({ $mean_exact }), szansa na jakiekolwiek obrażenia { $any }% ({ $any_exact }).
feniks-odds-row = obrażenia { $value }: { $chance }% ({ $chance_exact })

## Odmowy.

feniks-refusal-age = Tabela PZ zaczyna się od { $min } { $min ->
    [one] roku
   *[other] lat
}; { $age } { $age ->
    [one] rok
    [few] lata
   *[other] lat
} to za mało na pojedynek (zasada: { RULE($rule) }).
feniks-refusal-points = { $field ->
    [reflex] Refleks
    [charms] Zaklęcia
    [transfig] Transmutacja
   *[dada] OPCM
}: liczba punktów musi być od 0 do { $max }, a nie { $value }{ $rule ->
   *[other] {""}
}.
feniks-refusal-hp = { -hp } muszą być od 0 do { $max }, a nie { $value }{ $rule ->
   *[other] {""}
}.
feniks-refusal-need-age = Aby utworzyć postać o imieniu { $name }, podaj wiek: /postac { $name } wiek=15 refleks=5 zaklęcia=10 transmutacja=10 opcm=10{ $rule ->
   *[other] {""}
}.
feniks-refusal-gm-field = Tylko MG ustawia pola: { $fields }{ $rule ->
   *[other] {""}
}.
feniks-refusal-severity-set = Powaga obrażeń postaci { $name } jest już ustalona ({ $severity ->
    [hospital] Skrzydło Szpitalne
   *[moment] chwila
}); żeby ją zmienić, użyj { CMD("undo") }.{ $rule ->
   *[other] {""}
}
feniks-refusal-severity = { GENDER($name) ->
    [f] { $name } nie jest nieprzytomna
    [m] { $name } nie jest nieprzytomny
   *[other] Postać { $name } nie straciła przytomności
}: o powadze obrażeń decyduje się dopiero po utracie wszystkich PZ{ $rule ->
   *[other] {""}
}.
feniks-refusal-cannot-fight = { GENDER($name) ->
    [f] { $name } nie może teraz walczyć ({ -hp }: { $hp }) albo jeszcze nie doszła do siebie
    [m] { $name } nie może teraz walczyć ({ -hp }: { $hp }) albo jeszcze nie doszedł do siebie
   *[other] Postać { $name } nie może teraz walczyć ({ -hp }: { $hp }) albo jeszcze nie doszła do siebie
}{ $rule ->
   *[other] {""}
}.
feniks-refusal-duel-syntax = Podaj strony: /pojedynek Harry Ron kontra Draco Goyle [rodzaj=klub albo rodzaj=spontaniczny] [zaskoczenie=Harry]{ $rule ->
   *[other] {""}
}.
feniks-refusal-duel-twice = Postać może stać tylko po jednej stronie{ $rule ->
   *[other] {""}
}.
feniks-refusal-duel-over = Pojedynek { $duel } już się zakończył{ $rule ->
   *[other] {""}
}.
feniks-refusal-not-party = W pojedynku { $duel } może to zrobić tylko MG albo gracz któregoś z uczestników{ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-party = Z zaskoczenia może zaatakować tylko uczestnik tego pojedynku, którego prowadzisz{ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-sides = Atakujący z zaskoczenia muszą stać po jednej stronie{ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-uneven = W nierównej walce tylko jedna osoba może zaatakować z zaskoczenia; pozostali rzucają na inicjatywę{ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-target = { GENDER($target) ->
    [f] { $target } została już zaatakowana
    [m] { $target } został już zaatakowany
   *[other] Cel { $target } został już zaatakowany
} z zaskoczenia: atakujący z zaskoczenia muszą atakować różne osoby{ $rule ->
   *[other] {""}
}.
feniks-refusal-started = Pojedynek { $duel } już trwa: kolejności ruchów nie można zmienić{ $rule ->
   *[other] {""}
}.
feniks-refusal-order-members = Wymień każdego uczestnika pojedynku { $duel } dokładnie raz{ $rule ->
   *[other] {""}
}.
feniks-refusal-tie = Inicjatywa nadal remisowa po { $limit } { $limit ->
    [one] rzucie
   *[other] rzutach
}; MG ustala kolejność ruchów przez /kolejnosc{ $rule ->
   *[other] {""}
}.
feniks-refusal-no-order = Pojedynek { $duel } nie ma jeszcze kolejności ruchów: rzućcie na inicjatywę (/inicjatywa) albo niech MG ją ustali (/kolejnosc){ $rule ->
   *[other] {""}
}.
feniks-refusal-turn = To nie jest ruch { CASE($name, case: "gen") }: teraz ruch ma { $current }{ $rule ->
   *[other] {""}
}.
feniks-refusal-defend-first = { $name } musi najpierw obronić się przed { $count ->
    [one] czekającym atakiem
   *[other] czekającymi atakami ({ $count })
}: /obrona tarcza, /obrona unik albo /obrona brak{ $rule ->
   *[other] {""}
}.
feniks-refusal-nothing-to-defend = Żaden atak nie czeka na obronę { CASE($name, case: "gen") }, więc nie ma przed czym się bronić; zaklęcie rzuca się przez /czar ZAKLĘCIE CEL{ $rule ->
   *[other] {""}
}.
feniks-refusal-shield-spell = { $spell } to zaklęcie obronne: rzuca się je w obronie, /obrona tarcza { $spell }{ $rule ->
   *[other] {""}
}.
feniks-refusal-category-fixed = { $spell } jest w spisie zaklęć (kategoria: { $category ->
    [charms] Zaklęcia
    [transfig] Transmutacja
   *[dada] OPCM
}), więc nie podaje się dla niej kategorii: kategoria= dotyczy tylko zaklęć spoza spisu{ $rule ->
   *[other] {""}
}.
feniks-refusal-not-shield = { $spell } nie jest zaklęciem obronnym{ $rule ->
   *[other] {""}
}.
feniks-refusal-unknown-spell = „{ $spell_text }” nie ma w spisie zaklęć; podaj jego kategorię: kategoria=zaklęcia, kategoria=transmutacja albo kategoria=opcm{ $rule ->
   *[other] {""}
}.
feniks-refusal-target = { GENDER($target) ->
    [f] { $target } nie jest przeciwniczką, która jeszcze walczy
    [m] { $target } nie jest przeciwnikiem, który jeszcze walczy
   *[other] { $target } nie jest celem, który można teraz zaatakować
}; możliwe cele: { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-target-self = { $target } nie może zaatakować { GENDER($target) ->
    [f] samej siebie
   *[other] samego siebie
}; możliwe cele: { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-target-ally = { $target } walczy po tej samej stronie co { $caster }; możliwe cele: { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-which-target = Kogo atakujesz? Możliwe cele: { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-word = { $what ->
    [type] „{ $word }” to nie rodzaj pojedynku; możliwe: klub albo spontaniczny
    [defence] „{ $word }” to nie obrona; możliwe: tarcza, unik albo brak
    [category] „{ $word }” to nie kategoria zaklęcia; możliwe: zaklęcia, transmutacja albo opcm
    [severity] „{ $word }” nie określa powagi obrażeń; możliwe: chwila albo szpital
    [condition] „{ $word }” nie określa stanu postaci; możliwe: przytomny, nieprzytomny albo szpital
   *[other] „{ $word }” nie pasuje tutaj; możliwe: { $known }
}{ $rule ->
   *[other] {""}
}.
feniks-refusal-order-set = Pojedynek { $duel }: kolejność ruchów jest już ustalona: { $names }.
feniks-refusal-unknown-shield = Zaklęcia „{ $spell_text }” nie ma w spisie; zaklęcie obronne podaj z kategorią: { CMD("defend") } { WORD("shield", of: "word-feniks-defence-") } { $spell_text } { WORD("category") }={ WORD("dada", of: "word-feniks-category-") }.
