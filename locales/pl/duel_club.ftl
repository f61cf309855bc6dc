## Klub pojedynków (Hogwart, francuski aneks): wszystkie komunikaty zasad duel_club.
## PZ: punkty zdrowia pojedynkowicza (PV we francuskich zasadach), 5 na początku pojedynku.

duel_club-char-created = { $name } dołącza do klubu pojedynków: Zaklęcia { $skill }/100, { $pv ->
    [one] { $pv } punkt zdrowia
    [few] { $pv } punkty zdrowia
    [many] { $pv } punktów zdrowia
   *[other] { $pv } punktu zdrowia
}.
duel_club-char-updated = { $name }: Zaklęcia { $skill }/100, { $pv ->
    [one] { $pv } punkt zdrowia
    [few] { $pv } punkty zdrowia
    [many] { $pv } punktów zdrowia
   *[other] { $pv } punktu zdrowia
}.
duel_club-char-line = { $name }: Zaklęcia { $skill }/100, PZ { $pv }/{ $max } ({ $bound ->
    [no] bez gracza
   *[yes] gracz: { $player }
})
duel_club-pool = { $name }: PZ { $pv }/{ $max }
duel_club-duel-started = Pojedynek { $duel }: { $first } przeciw { CASE($second, case: "dat") }, na start { $pv ->
    [one] { $pv } punkt zdrowia
    [few] { $pv } punkty zdrowia
    [many] { $pv } punktów zdrowia
   *[other] { $pv } punktu zdrowia
} dla każdej ze stron. Inicjatywa: /inicjatywa.
duel_club-initiative = Inicjatywa dla { CASE($name, case: "gen") } (Zaklęcia { $skill } wobec { $other_skill } u { CASE($other, case: "gen") }).
duel_club-initiative-coin = Obie strony mają Zaklęcia { $skill }: rzut monetą ({ $heads } orzeł, { $tails } reszka), wypada { $coin ->
    [heads] orzeł
   *[tails] reszka
}: inicjatywa dla { CASE($name, case: "gen") }.
duel_club-round = — Pojedynek { $duel }, runda { $round } —
duel_club-turn = { $answer ->
    [yes] Odpowiada { $name }
   *[no] Zaczyna { $name }
}{ $must_recover ->
    [yes] : różdżka leży na ziemi, jedyny możliwy ruch to /podnies.
   *[no] { $can_grab ->
        [yes] : /czar zaklęcie albo /zabierz, by podnieść różdżkę przeciwnika i od razu wygrać.
       *[no] : /czar zaklęcie.
    }
}
duel_club-petrified-skip = { GENDER($name) ->
    [f] { $name } stoi skamieniała i traci ruch w tej rundzie.
    [m] { $name } stoi skamieniały i traci ruch w tej rundzie.
   *[other] { $name } pozostaje pod Petrificusem Totalusem i traci ruch w tej rundzie.
}
duel_club-cast = { $name } rzuca { CASE($spell, case: "acc") }: { $impossible ->
    [yes] porażka z góry, przy Zaklęciach { $skill } to niemożliwe (nawet 1 na 1k100 zawodzi).
   *[no] { $roll } { $success ->
        [yes] ≤ { $threshold }, sukces.
       *[no] > { $threshold }, porażka.
    }
}
duel_club-cast-voided = { $disarm_spell } { CASE($by, case: "gen") } rozbraja { CASE($name, case: "acc") }: bez różdżki nie ma odpowiedzi, { $spell } nie działa.
duel_club-levicorpus-drop = { $name } wisi głową w dół pod Levicorpusem, chybia zaklęciem i upuszcza różdżkę.
duel_club-levicorpus-held = { $name } wisi głową w dół pod Levicorpusem, ale nie wypuszcza różdżki.
duel_club-resolve = Rozstrzygnięcie rundy { $round }:
duel_club-no-effect = Żadne zaklęcie nie działa.
duel_club-blocked = { $shield_spell } { CASE($by, case: "gen") } blokuje { CASE($spell, case: "acc") } { CASE($name, case: "gen") }.
duel_club-hit = { CASE($spell, capital: "yes") } { CASE($by, case: "gen") } trafia { CASE($name, case: "acc") }: traci { $amount ->
    [one] { $amount } punkt zdrowia
    [few] { $amount } punkty zdrowia
    [many] { $amount } punktów zdrowia
   *[other] { $amount } punktu zdrowia
}, PZ { $pv }/{ $max }.
duel_club-disarmed = Expelliarmus { CASE($by, case: "gen") } wytrąca różdżkę { CASE($name, case: "dat") }: { $grab ->
    [yes] następny ruch to /podnies, chyba że { $by } zabierze ją pierwszy (/zabierz).
   *[no] w następnej rundzie { $name } ma ruch przed { CASE($by, case: "ins") }, a ten ruch to /podnies.
}
duel_club-petrified = Petrificus Totalus unieruchamia { CASE($name, case: "acc") }: ruch w następnej rundzie przepada.
duel_club-levitated = Levicorpus podnosi { CASE($name, case: "acc") } głową w dół: jeśli następne zaklęcie się nie uda, różdżka wypadnie z ręki.
duel_club-recovered = { $name } podnosi swoją różdżkę.
duel_club-grabbed = { $name } zabiera różdżkę { CASE($opponent, case: "dat") }!
duel_club-forbidden = { $name } rzuca „{ $spell_text }”, zaklęcie zakazane w klubie pojedynków: natychmiastowa dyskwalifikacja.
duel_club-won = { $reason ->
    [pv] { $loser } nie ma już punktów zdrowia.
    [grab] { $loser } zostaje bez różdżki.
   *[disqualified] { GENDER($loser) ->
        [f] { $loser } zostaje zdyskwalifikowana.
        [m] { $loser } zostaje zdyskwalifikowany.
       *[other] Dyskwalifikacja: { $loser }.
    }
} Pojedynek { $duel } wygrywa { $name }!
duel_club-ended = Pojedynek { $duel } przerwany, bez zwycięzcy.
duel_club-status-waiting = Pojedynek { $duel } czeka na rzut na inicjatywę (/inicjatywa).
duel_club-status-running = Pojedynek { $duel }: runda { $round }, ruch { CASE($turn, case: "gen") }.
duel_club-status-won = Pojedynek { $duel }: zakończony, wygrywa { $winner }.
duel_club-status-stopped = Pojedynek { $duel }: przerwany, bez zwycięzcy.
duel_club-status-fighter = { $name } (Zaklęcia { $skill }): PZ { $pv }/{ $max }, { $wand ->
    [hand] różdżka w ręku
    [taken] różdżkę zabrał{ GENDER($taker) ->
        [f] a
       *[other] {""}
    } { $taker }
   *[dropped] różdżka na ziemi
}{ $petrified ->
    [yes] , pod Petrificusem Totalusem
   *[no] {""}
}{ $levicorpus ->
    [yes] , pod Levicorpusem
   *[no] {""}
}{ $disqualified ->
    [yes] , dyskwalifikacja
   *[no] {""}
}.
duel_club-odds-character = { $name }, Zaklęcia { $skill }, szansa każdego zaklęcia na 1k100:
duel_club-odds-hidden = Liczby postaci { $name } są ukryte: te szanse może policzyć tylko MG.
duel_club-odds-spell = { CASE($spell, capital: "yes") } przy Zaklęciach { $skill }: { $pct ->
    [0] nie może się udać, nie wystarczy nawet 1 na 1k100 (0%).
   *[other] udaje się przy 1k100 ≤ { $threshold }, { $pct }%.
}
duel_club-odds-round-head = Runda, w której najpierw pada { $first_spell } (Zaklęcia { $skill }), a odpowiedzią jest { $second_spell } (Zaklęcia { $vs_skill }):
duel_club-odds-round = { $pct }%: { $first_spell } — { $first_fate ->
    [lands] udane
    [blocked] zablokowane
   *[fails] nieudane
}, { $second_spell } — { $second_fate ->
    [lands] udane
    [blocked] zablokowane
    [voided] bez skutku (rozbrojenie)
   *[fails] nieudane
}.

duel_club-refusal-target = Celem jest zawsze przeciwnik: { $name } to nie { $opponent }.
duel_club-refusal-slip = „{ $spell_text }” to nie jest zaklęcie klubu pojedynków w tej pisowni; czy chodziło o { CASE($spell, case: "acc") }? Nic nie zostało rzucone.
duel_club-refusal-who-casts = „{ $name }” to { GENDER($name) ->
    [f] pojedynkowiczka
   *[other] pojedynkowicz
}, nie zaklęcie: w klubie pojedynków zaklęcie zawsze leci w przeciwnika. Napisz samo zaklęcie, np. { CMD("cast") } Drętwota.
duel_club-refusal-no-initiative = Pojedynek { $duel } się nie zaczął: ustal inicjatywę komendą /inicjatywa.
duel_club-refusal-not-your-turn = To nie jest ruch { CASE($name, case: "gen") }: teraz ruch ma { $turn }.
duel_club-refusal-must-recover = { $name } nie ma różdżki: jedyny możliwy ruch to /podnies.
duel_club-refusal-not-party = To może zrobić tylko MG albo uczestnik pojedynku { $duel }.
duel_club-refusal-not-duellist = Gracz może otworzyć pojedynek tylko dla własnej postaci.
duel_club-refusal-wand-in-hand = { $name } ma różdżkę w ręku: nie ma czego podnosić.
duel_club-refusal-no-grab = { $name } może zabrać różdżkę { CASE($opponent, case: "dat") } tylko zaraz po rozbrojeniu Expelliarmusem, póki różdżka leży na ziemi.
duel_club-refusal-duel-syntax = Zapisz pojedynek tak: /pojedynek IMIĘ kontra IMIĘ.
duel_club-refusal-one-vs-one = W klubie pojedynków walczy się jeden na jednego: /pojedynek IMIĘ kontra IMIĘ.
duel_club-refusal-self = { GENDER($name) ->
    [f] { $name } nie może walczyć sama ze sobą.
    [m] { $name } nie może walczyć sam ze sobą.
   *[other] Nie można wyzwać na pojedynek samego siebie: { $name } to jedna osoba.
}
duel_club-refusal-initiative-done = Pojedynek { $duel } ma już ustaloną inicjatywę.
duel_club-refusal-ended = Pojedynek { $duel } już się zakończył.
duel_club-refusal-need-skill = Podaj umiejętność Zaklęcia { CASE($name, case: "gen") } (0–100): /postac { $name } { WORD("sortileges", of: "word-duel_club-field-") }=60.
duel_club-refusal-odds-skill = Podaj umiejętność Zaklęcia od 0 do { $max }, np. /szanse Drętwota { WORD("sortileges", of: "word-duel_club-field-") }=60.
duel_club-refusal-odds-vs-skill = „{ $value }” nie pasuje do przeciwnik=: Zaklęcia przeciwnika to liczba całkowita od 0 do { $max }.
duel_club-refusal-skill = Zaklęcia: podaj liczbę całkowitą od 0 do { $max }, a nie „{ $value }”{ $rule ->
   *[other] {""}
}.
duel_club-refusal-odds-forbidden = Zaklęcie „{ $spell_text }” jest w klubie pojedynków zakazane: rzucenie go oznacza natychmiastową dyskwalifikację.
