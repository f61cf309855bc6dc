## Feniks: pojedynki i Punkty Zdrowia (PZ). Każda odmowa kończy się zasadą, na którą się powołuje.

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

feniks-char-created = Nowa postać { $name }: wiek { $age }, Refleks { $reflex }, Zaklęcia { $charms } ({ $charms_mod }), Transmutacja { $transfig } ({ $transfig_mod }), OPCM { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }.
feniks-char-updated = Kuferek postaci { $name } zmieniony: wiek { $age }, Refleks { $reflex }, Zaklęcia { $charms } ({ $charms_mod }), Transmutacja { $transfig } ({ $transfig_mod }), OPCM { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-sheet = { $name }: wiek { $age }, Refleks { $reflex }, Zaklęcia { $charms } ({ $charms_mod }), Transmutacja { $transfig } ({ $transfig_mod }), OPCM { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-line = { $name }, wiek { $age }: { -hp } { $hp }/{ $max } (gracz: { $player })
feniks-pool = { $name }: { $hp } z { $max } { -hp }{ $condition ->
    [ok] {""}
   *[other] , { feniks-word-condition }
}.
feniks-severity = { $severity ->
    [hospital] { $name } trafia do Skrzydła Szpitalnego.
   *[moment] { $name } odzyskuje przytomność po chwili.
}

## Pojedynki i kolejka.

feniks-duel-started = Pojedynek { $duel } się zaczyna: { feniks-word-kind }, { $count ->
    [one] { $count } uczestnik
    [few] { $count } uczestników
   *[other] { $count } uczestników
}.
feniks-duel-side = Strona { $side }: { $names }
feniks-surprise = { $name } atakuje z zaskoczenia i ma pierwszeństwo.
feniks-order-needed = Pojedynek { $duel }: rzućcie na inicjatywę (/init) albo niech MG ustali kolejkę (/order).
feniks-init-roll = Inicjatywa, { $name }: { $face } + { $bonus } = { $total }.
feniks-init-tie = Remis ({ $names }, wynik { $total }): pierwszeństwo ma większy Refleks.
feniks-init-reroll = Nadal remis ({ $names }): rzucają ponownie.
feniks-order = Pojedynek { $duel }, kolejka: { $names }.
feniks-turn-attack = Pojedynek { $duel }: ruch postaci { $name }. Atak: /cast ZAKLĘCIE CEL.
feniks-turn-defend = Pojedynek { $duel }: ruch postaci { $name }. Najpierw obrona przed zaklęciem { $spell } ({ $value }), które rzuca { $attacker }: /defend shield|dodge|none{ $count ->
    [one] .
    [few] ; czekają { $count } ataki.
   *[other] ; czeka { $count } ataków.
}

## Atak i obrona.

feniks-attack = { $outcome ->
    [fail] { $name } rzuca zaklęcie { $spell } (cel: { $target }), ale zaklęcie zostaje zakłócone i nie wychodzi. Koniec tury.
    [miss] { $name } rzuca zaklęcie { $spell } (cel: { $target }) i chybia. Koniec tury.
    [critical] { $name } rzuca zaklęcie { $spell } (cel: { $target }): trafienie krytyczne{ $weak ->
        [yes] {" "}(choć słabsze)
       *[no] {""}
    }! Atak { $value }.
   *[hit] { $surprise ->
        [yes] { $name } zaskakuje przeciwnika ({ $target }) zaklęciem { $spell }: trafienie{ $weak ->
            [yes] {" "}(słabsze)
           *[no] {""}
        }. Atak { $value }.
       *[no] { $name } rzuca zaklęcie { $spell } (cel: { $target }): trafienie{ $weak ->
            [yes] {" "}(słabsze)
           *[no] {""}
        }. Atak { $value }.
    }
}
feniks-defence-shield = { $failed ->
    [yes] Zaklęcie obronne { $shield_spell } ({ $name }) zostaje zakłócone: pełne obrażenia od zaklęcia { $spell } ({ $attacker }), { $damage } { -hp }. { -hp }: { $hp }/{ $max }.
   *[no] { $name } odpiera zaklęcie { $spell } ({ $attacker }, atak { $attack }) zaklęciem { $shield_spell } (obrona { $value }): obrażenia { $damage }. { -hp }: { $hp }/{ $max }.
}
feniks-defence-dodge = { $failed ->
    [yes] { $name } próbuje uniknąć zaklęcia { $spell } ({ $attacker }), wyrzucono { $face }: unik nieudany, obrażenia { $damage }. { -hp }: { $hp }/{ $max }.
   *[no] { $name } unika zaklęcia { $spell } ({ $attacker }), wyrzucono { $face }: bez obrażeń. { -hp }: { $hp }/{ $max }.
}
feniks-defence-none = { $name } nie broni się przed zaklęciem { $spell } ({ $attacker }): obrażenia { $damage }. { -hp }: { $hp }/{ $max }.
feniks-move-ends = Koniec tury postaci { $name }: w tym ruchu nie będzie ataku.
feniks-ko-spontaneous = { $name } traci przytomność. Gracz (albo MG na prośbę) ocenia powagę obrażeń: /char { $name } powaga=chwila albo powaga=szpital.
feniks-ko-club = { $name } przegrywa i schodzi z planszy.
feniks-kod =
    Kod:
    Obrona: { $defence }
    Atak: { $attack }
    { -hp }: [ { $hp } / { $max } ]

## Koniec pojedynku.

feniks-duel-won = Pojedynek { $duel } zakończony. { $count ->
    [one] Wygrywa: { $names }.
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
feniks-status-pending = Zaklęcie { $spell } ({ $attacker }, atak { $value }) czeka na obronę: { $defender }.

## Szanse.

feniks-odds-hit = Szansa na trafienie{ $surprise ->
    [yes] {" "}z zaskoczenia
   *[no] {""}
}: { $hit }% ({ $hit_exact }); krytyczne: { $critical }% ({ $critical_exact }).
feniks-odds-dodge = Unik przy Refleksie { $reflex }: { $needs ->
    [0] nie może się udać
   *[other] udaje się od { $needs } wzwyż
}, { $chance }% ({ $chance_exact }).
feniks-odds-attack = { $name }, zaklęcie { $spell } (modyfikator { $mod }): trafia w { $hit }% ({ $hit_exact }); oczekiwane obrażenia bez obrony { $mean } ({ $mean_exact }).
feniks-odds-vs = Przeciw: { $name }, { $defence ->
    [shield] zaklęcie obronne
    [dodge] unik
   *[none] bez obrony
}: oczekiwane obrażenia { $mean } ({ $mean_exact }), jakiekolwiek obrażenia { $any }% ({ $any_exact }).
feniks-odds-row = { $value } { -hp }: { $chance }% ({ $chance_exact })

## Odmowy.

feniks-refusal-age = Tabela PZ zaczyna się od { $min } lat; { $age } lat to za mało na pojedynek. [{ $rule }]
feniks-refusal-points = { $field ->
    [reflex] Refleks
    [charms] Zaklęcia
    [transfig] Transmutacja
   *[dada] OPCM
}: liczba punktów musi być od 0 do { $max }, a nie { $value }. [{ $rule }]
feniks-refusal-hp = { -hp } muszą być od 0 do { $max }, a nie { $value }. [{ $rule }]
feniks-refusal-need-age = Aby utworzyć postać { $name }, podaj wiek: /char { $name } wiek=15 refleks=5 zaklecia=10 transmutacja=10 opcm=10. [{ $rule }]
feniks-refusal-gm-field = Tylko MG ustawia pola: { $fields }. [{ $rule }]
feniks-refusal-severity = { $name } nie jest bez przytomności: o powadze obrażeń decyduje się dopiero po utracie wszystkich PZ. [{ $rule }]
feniks-refusal-cannot-fight = { $name } nie może teraz walczyć ({ -hp }: { $hp } albo jeszcze nie doszedł do siebie). [{ $rule }]
feniks-refusal-duel-syntax = Podaj strony: /duel A B vs C D [type=club|spontaneous] [surprise=A]. [{ $rule }]
feniks-refusal-duel-twice = Postać może stać tylko po jednej stronie. [{ $rule }]
feniks-refusal-duel-over = Pojedynek { $duel } już się zakończył. [{ $rule }]
feniks-refusal-not-party = Może to zrobić tylko MG albo gracz uczestnika (pojedynek { $duel }). [{ $rule }]
feniks-refusal-surprise-party = Z zaskoczenia może zaatakować tylko uczestnik tego pojedynku prowadzony przez ciebie. [{ $rule }]
feniks-refusal-surprise-sides = Atakujący z zaskoczenia muszą być po jednej stronie. [{ $rule }]
feniks-refusal-surprise-uneven = W nierównej walce tylko jedna osoba może zaatakować z zaskoczenia; pozostali rzucają na inicjatywę. [{ $rule }]
feniks-refusal-surprise-target = Cel { $target } został już zaatakowany z zaskoczenia: atakujący z zaskoczenia muszą atakować różne osoby. [{ $rule }]
feniks-refusal-started = Pojedynek { $duel } już trwa: kolejki nie można zmienić. [{ $rule }]
feniks-refusal-order-members = Wymień każdego uczestnika pojedynku { $duel } dokładnie raz. [{ $rule }]
feniks-refusal-tie = Remis w inicjatywie po { $limit } rzutach; ustalcie kolejkę przez /order. [{ $rule }]
feniks-refusal-no-order = Pojedynek { $duel } nie ma jeszcze kolejki: /init albo /order (MG). [{ $rule }]
feniks-refusal-turn = To nie jest ruch postaci { $name }: teraz działa { $current }. [{ $rule }]
feniks-refusal-defend-first = { $name } musi najpierw obronić się przed { $count ->
    [one] czekającym atakiem
   *[other] czekającymi atakami ({ $count })
}: /defend shield|dodge|none. [{ $rule }]
feniks-refusal-nothing-to-defend = Żaden atak nie czeka na obronę postaci { $name }: atakuj przez /cast. [{ $rule }]
feniks-refusal-shield-spell = { $spell } to zaklęcie obronne: użyj go przez /defend shield { $spell }. [{ $rule }]
feniks-refusal-not-shield = { $spell } nie jest zaklęciem obronnym. [{ $rule }]
feniks-refusal-unknown-spell = „{ $spell_text }” nie ma w spisie zaklęć; podaj kategorię: category=zaklecia|transmutacja|opcm. [{ $rule }]
feniks-refusal-target = { $target } nie jest przeciwnikiem, który jeszcze walczy; możliwe cele: { $names }. [{ $rule }]
feniks-refusal-which-target = Podaj cel: { $names }. [{ $rule }]
feniks-refusal-word = „{ $word }” nie pasuje tutaj ({ $what }); możliwe: { $known }. [{ $rule }]
