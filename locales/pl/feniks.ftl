## Feniks: pojedynki i Punkty Zdrowia (PZ). Każda odmowa kończy się zasadą, na którą się powołuje (słowami).

-hp = PZ
feniks-word-kind = { $kind ->
    [club] pojedynek Klubu Pojedynków
   *[spontaneous] pojedynek spontaniczny
}
feniks-word-condition = { $condition ->
    [unconscious] bez przytomności
    [hospital] w Skrzydle Szpitalnym
   *[ok] w pełni sił
}

## Kuferek.

feniks-char-created = Nowa postać: { $name }, wiek { $age }, Refleks { $reflex }, Zaklęcia { $charms } ({ $charms_mod }), Transmutacja { $transfig } ({ $transfig_mod }), OPCM { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }.
feniks-char-updated = Kuferek { CASE($name, case: "gen") } zmieniony: wiek { $age }, Refleks { $reflex }, Zaklęcia { $charms } ({ $charms_mod }), Transmutacja { $transfig } ({ $transfig_mod }), OPCM { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-sheet = { $name }: wiek { $age }, Refleks { $reflex }, Zaklęcia { $charms } ({ $charms_mod }), Transmutacja { $transfig } ({ $transfig_mod }), OPCM { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-line = { $name }, wiek { $age }: { -hp } { $hp }/{ $max } (gracz: { $player })
feniks-pool = { $name }: { $hp } z { $max } { -hp }{ $condition ->
    [ok] {""}
   *[other] , { feniks-word-condition }
}.
feniks-severity = { $severity ->
    [hospital] { $name } trafia do Skrzydła Szpitalnego.
   *[moment] { $name } po chwili odzyskuje przytomność.
}

## Pojedynki i kolejka.

feniks-duel-started = Zaczyna się pojedynek { $duel }: { feniks-word-kind }, { $count } { $count ->
    [one] uczestnik
   *[other] uczestników
}.
feniks-duel-side = Strona { $side }: { $names }
feniks-surprise = { $name } atakuje z zaskoczenia i ma pierwszeństwo.
feniks-order-needed = Pojedynek { $duel }: rzućcie na inicjatywę (/init) albo niech MG ustali kolejkę (/order).
feniks-init-roll = { $name } rzuca na inicjatywę: { $face } + { $bonus } = { $total }.
feniks-init-tie = Remis: { $names } mają po { $total }; pierwszeństwo ma wyższy Refleks.
feniks-init-reroll = { $names } nadal remisują i rzucają jeszcze raz.
feniks-order = Pojedynek { $duel }, kolejka: { $names }.
feniks-turn-attack = Pojedynek { $duel }: ruch { CASE($name, case: "gen") }. Atak: /cast ZAKLĘCIE CEL.
feniks-turn-defend = Pojedynek { $duel }: ruch { CASE($name, case: "gen") }. Najpierw obrona przed { CASE($spell, case: "ins") } { CASE($attacker, case: "gen") } (atak { $value }): /defend shield|dodge|none{ $count ->
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
   *[no] { $name } odpiera { CASE($spell, case: "acc") } { CASE($attacker, case: "gen") } (atak { $attack }) zaklęciem { $shield_spell } (obrona { $value }): obrażenia { $damage }. { -hp }: { $hp }/{ $max }.
}
feniks-defence-dodge = { $failed ->
    [yes] { $name } próbuje uniknąć { CASE($spell, case: "gen") } { CASE($attacker, case: "gen") } (wyrzucono { $face }), ale unik się nie udaje: obrażenia { $damage }. { -hp }: { $hp }/{ $max }.
   *[no] { $name } unika { CASE($spell, case: "gen") } { CASE($attacker, case: "gen") } (wyrzucono { $face }): bez obrażeń. { -hp }: { $hp }/{ $max }.
}
feniks-defence-none = { $name } nie broni się przed { CASE($spell, case: "ins") } { CASE($attacker, case: "gen") }: obrażenia { $damage }. { -hp }: { $hp }/{ $max }.
feniks-move-ends = Ruch { CASE($name, case: "gen") } się kończy: w tym ruchu nie będzie ataku.
feniks-ko-spontaneous = { $name } traci przytomność. Gracz (albo MG na prośbę) ocenia, jak poważne są obrażenia: /char { $name } powaga=chwila albo powaga=szpital.
feniks-ko-club = { $name } przegrywa i schodzi z planszy.
feniks-kod =
    Kod:
    Obrona: { $defence }
    Atak: { $attack }
    { -hp }: [ { $hp } / { $max } ]

## Koniec pojedynku.

feniks-duel-won = Pojedynek { $duel } zakończony. { $count ->
    [one] Wygrywa { $names }.
   *[other] Wygrywają: { $names }.
}
feniks-duel-ended = MG kończy pojedynek { $duel }.
feniks-club-kept = Pojedynek { $duel }: wszyscy zgodzili się zachować obrażenia z tej walki.
feniks-hp-restored = { $name } kończy walkę bez obrażeń: { -hp } { $hp }/{ $max }.

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
feniks-status-pending = { $spell } { CASE($attacker, case: "gen") } (atak { $value }) czeka na obronę { CASE($defender, case: "gen") }.

## Szanse.

feniks-odds-hit = Szansa na trafienie{ $surprise ->
    [yes] {" "}z zaskoczenia
   *[no] {""}
}: { $hit }% ({ $hit_exact }); krytyczne: { $critical }% ({ $critical_exact }).
feniks-odds-dodge = Unik przy Refleksie { $reflex }: { $needs ->
    [0] nie może się udać
   *[other] udaje się od { $needs } wzwyż
}, { $chance }% ({ $chance_exact }).
feniks-odds-attack = { $name } rzuca { CASE($spell, case: "acc") } (modyfikator { $mod }): trafia w { $hit }% ({ $hit_exact }); oczekiwane obrażenia bez obrony { $mean } ({ $mean_exact }).
feniks-odds-vs = Przeciw { CASE($name, case: "dat") }, { $defence ->
    [shield] gdy broni się zaklęciem
    [dodge] gdy robi unik
   *[none] bez obrony
}: oczekiwane obrażenia { $mean } ({ $mean_exact }), jakiekolwiek obrażenia { $any }% ({ $any_exact }).
feniks-odds-row = { $value } { -hp }: { $chance }% ({ $chance_exact })

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
}: liczba punktów musi być od 0 do { $max }, a nie { $value } (zasada: { RULE($rule) }).
feniks-refusal-hp = { -hp } muszą być od 0 do { $max }, a nie { $value } (zasada: { RULE($rule) }).
feniks-refusal-need-age = Aby utworzyć postać o imieniu { $name }, podaj wiek: /char { $name } wiek=15 refleks=5 zaklecia=10 transmutacja=10 opcm=10 (zasada: { RULE($rule) }).
feniks-refusal-gm-field = Tylko MG ustawia pola: { $fields } (zasada: { RULE($rule) }).
feniks-refusal-severity = { GENDER($name) ->
    [f] { $name } nie jest nieprzytomna
    [m] { $name } nie jest nieprzytomny
   *[other] Postać { $name } nie straciła przytomności
}: o powadze obrażeń decyduje się dopiero po utracie wszystkich PZ (zasada: { RULE($rule) }).
feniks-refusal-cannot-fight = { GENDER($name) ->
    [f] { $name } nie może teraz walczyć ({ -hp }: { $hp }) albo jeszcze nie doszła do siebie
    [m] { $name } nie może teraz walczyć ({ -hp }: { $hp }) albo jeszcze nie doszedł do siebie
   *[other] Postać { $name } nie może teraz walczyć ({ -hp }: { $hp }) albo jeszcze nie doszła do siebie
} (zasada: { RULE($rule) }).
feniks-refusal-duel-syntax = Podaj strony: /duel Harry Ron vs Draco Goyle [type=club|spontaneous] [surprise=Harry] (zasada: { RULE($rule) }).
feniks-refusal-duel-twice = Postać może stać tylko po jednej stronie (zasada: { RULE($rule) }).
feniks-refusal-duel-over = Pojedynek { $duel } już się zakończył (zasada: { RULE($rule) }).
feniks-refusal-not-party = W pojedynku { $duel } może to zrobić tylko MG albo gracz któregoś z uczestników (zasada: { RULE($rule) }).
feniks-refusal-surprise-party = Z zaskoczenia może zaatakować tylko uczestnik tego pojedynku, którego prowadzisz (zasada: { RULE($rule) }).
feniks-refusal-surprise-sides = Atakujący z zaskoczenia muszą stać po jednej stronie (zasada: { RULE($rule) }).
feniks-refusal-surprise-uneven = W nierównej walce tylko jedna osoba może zaatakować z zaskoczenia; pozostali rzucają na inicjatywę (zasada: { RULE($rule) }).
feniks-refusal-surprise-target = { GENDER($target) ->
    [f] { $target } została już zaatakowana
    [m] { $target } został już zaatakowany
   *[other] Cel { $target } został już zaatakowany
} z zaskoczenia: atakujący z zaskoczenia muszą atakować różne osoby (zasada: { RULE($rule) }).
feniks-refusal-started = Pojedynek { $duel } już trwa: kolejki nie można zmienić (zasada: { RULE($rule) }).
feniks-refusal-order-members = Wymień każdego uczestnika pojedynku { $duel } dokładnie raz (zasada: { RULE($rule) }).
feniks-refusal-tie = Inicjatywa nadal remisowa po { $limit } { $limit ->
    [one] rzucie
   *[other] rzutach
}; ustalcie kolejkę przez /order (zasada: { RULE($rule) }).
feniks-refusal-no-order = Pojedynek { $duel } nie ma jeszcze kolejki: /init albo /order (MG) (zasada: { RULE($rule) }).
feniks-refusal-turn = To nie jest ruch { CASE($name, case: "gen") }: teraz ruch ma { $current } (zasada: { RULE($rule) }).
feniks-refusal-defend-first = { $name } musi najpierw obronić się przed { $count ->
    [one] czekającym atakiem
   *[other] czekającymi atakami ({ $count })
}: /defend shield|dodge|none (zasada: { RULE($rule) }).
feniks-refusal-nothing-to-defend = Żaden atak nie czeka na obronę { CASE($name, case: "gen") }: atakuj przez /cast (zasada: { RULE($rule) }).
feniks-refusal-shield-spell = { $spell } to zaklęcie obronne: użyj go przez /defend shield { $spell } (zasada: { RULE($rule) }).
feniks-refusal-category-fixed = { $spell } jest w katalogu zaklęciem z kategorii { $category ->
    [charms] Zaklęcia
    [transfig] Transmutacja
   *[dada] OPCM
}; category= podaje się tylko dla zaklęć spoza katalogu (zasada: { RULE($rule) }).
feniks-refusal-not-shield = { $spell } nie jest zaklęciem obronnym (zasada: { RULE($rule) }).
feniks-refusal-unknown-spell = „{ $spell_text }” nie ma w spisie zaklęć; podaj kategorię: category=zaklecia|transmutacja|opcm (zasada: { RULE($rule) }).
feniks-refusal-target = { $target } nie jest przeciwnikiem, który jeszcze walczy; możliwe cele: { $names } (zasada: { RULE($rule) }).
feniks-refusal-which-target = Podaj cel: { $names } (zasada: { RULE($rule) }).
feniks-refusal-word = „{ $word }” nie pasuje tutaj ({ $what }); możliwe: { $known } (zasada: { RULE($rule) }).
