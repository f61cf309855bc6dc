## Klub pojedynków (Hogwart, francuski aneks): wszystkie komunikaty zasad duel_club.
## PZ: punkty życia pojedynkowicza (PV we francuskich zasadach), 5 na początku pojedynku.

duel_club-char-created = { $name } dołącza do klubu pojedynków: Zaklęcia { $skill }/100, { $pv ->
    [one] { $pv } punkt życia
    [few] { $pv } punkty życia
    [many] { $pv } punktów życia
   *[other] { $pv } punktu życia
}.
duel_club-char-updated = { $name }: Zaklęcia { $skill }/100, { $pv ->
    [one] { $pv } punkt życia
    [few] { $pv } punkty życia
    [many] { $pv } punktów życia
   *[other] { $pv } punktu życia
}.
duel_club-char-line = { $name }: Zaklęcia { $skill }/100, PZ { $pv }/{ $max } (gracz: { $player })
duel_club-pool = { $name }: PZ { $pv }/{ $max }
duel_club-duel-started = Pojedynek { $duel }: { $first } przeciw { $second }, na start { $pv ->
    [one] { $pv } punkt życia
    [few] { $pv } punkty życia
    [many] { $pv } punktów życia
   *[other] { $pv } punktu życia
} dla każdej ze stron. Inicjatywa: /init.
duel_club-initiative = Inicjatywa: { $name } (Zaklęcia { $skill }; { $other }: { $other_skill }).
duel_club-initiative-coin = Oboje mają Zaklęcia { $skill }: rzut monetą ({ $heads } orzeł, { $tails } reszka), wypada { $coin ->
    [heads] orzeł
   *[tails] reszka
}: inicjatywa — { $name }.
duel_club-round = — Pojedynek { $duel }, runda { $round } —
duel_club-turn = { $answer ->
    [yes] Odpowiada { $name }
   *[no] Zaczyna { $name }
}{ $must_recover ->
    [yes] : różdżka leży na ziemi, jedyny możliwy ruch to /recover.
   *[no] { $can_grab ->
        [yes] : /cast zaklęcie albo /grab, by podnieść różdżkę przeciwnika i od razu wygrać.
       *[no] : /cast zaklęcie.
    }
}
duel_club-petrified-skip = { $name } stoi skamieniały(-a) i traci ten ruch.
duel_club-cast = { $name } rzuca zaklęcie { $spell }: { $roll } { $success ->
    [yes] ≤ { $threshold }, sukces.
   *[no] > { $threshold }, porażka.
}
duel_club-cast-voided = Expelliarmus rozbroił: { $name } nie może odpowiedzieć, { $spell } nie działa.
duel_club-levicorpus-drop = { $name }, wisząc głową w dół od Levicorpusa, nie trafia zaklęciem i upuszcza różdżkę.
duel_club-resolve = Rozstrzygnięcie rundy { $round }:
duel_club-no-effect = Żadne zaklęcie nie działa.
duel_club-blocked = { $shield_spell } ({ $by }) blokuje zaklęcie { $spell } ({ $name }).
duel_club-hit = { $spell } trafia: { $name } traci { $amount ->
    [one] { $amount } punkt życia
    [few] { $amount } punkty życia
    [many] { $amount } punktów życia
   *[other] { $amount } punktu życia
}, PZ { $pv }/{ $max }.
duel_club-disarmed = Expelliarmus ({ $by }) wytrąca różdżkę: { $name } musi ją podnieść (/recover).
duel_club-petrified = Petrificus Totalus unieruchamia: { $name } traci następny ruch.
duel_club-levitated = Levicorpus podnosi: { $name } wisi głową w dół; nieudane następne zaklęcie oznacza utratę różdżki.
duel_club-recovered = { $name } podnosi swoją różdżkę.
duel_club-grabbed = { $name } podnosi różdżkę przeciwnika ({ $opponent })!
duel_club-forbidden = { $name } rzuca „{ $spell_text }”, zaklęcie niedozwolone w klubie pojedynków: natychmiastowa dyskwalifikacja.
duel_club-won = { $reason ->
    [pv] { $loser } nie ma już punktów życia.
    [grab] { $loser } zostaje bez różdżki.
   *[disqualified] { $loser } zostaje zdyskwalifikowany(-a).
} Pojedynek { $duel } wygrywa { $name }!
duel_club-ended = Pojedynek { $duel } przerwany, bez zwycięzcy.
duel_club-status-waiting = Pojedynek { $duel }: czeka na /init.
duel_club-status-running = Pojedynek { $duel }: runda { $round }, ruch: { $turn }.
duel_club-status-won = Pojedynek { $duel }: zakończony, wygrywa { $winner }.
duel_club-status-stopped = Pojedynek { $duel }: przerwany, bez zwycięzcy.
duel_club-status-fighter = { $name } (Zaklęcia { $skill }): PZ { $pv }/{ $max }, { $wand ->
    [hand] różdżka w ręku
   *[dropped] różdżka na ziemi
}{ $petrified ->
    [yes] , skamieniały(-a)
   *[no] {""}
}{ $levicorpus ->
    [yes] , pod Levicorpusem
   *[no] {""}
}{ $disqualified ->
    [yes] , zdyskwalifikowany(-a)
   *[no] {""}
}.
duel_club-odds-character = { $name }, Zaklęcia { $skill }, szansa każdego zaklęcia na 1k100:
duel_club-odds-spell = { $spell } przy Zaklęciach { $skill }: sukces przy 1k100 ≤ { $threshold }, { $pct }%.
duel_club-odds-round-head = Runda, w której { $first_spell } (Zaklęcia { $skill }) pada pierwsze, a { $second_spell } (Zaklęcia { $vs_skill }) odpowiada:
duel_club-odds-round = { $pct }%: { $first_spell } — { $first_fate ->
    [lands] trafienie
    [blocked] blok
   *[fails] pudło
}, { $second_spell } — { $second_fate ->
    [lands] trafienie
    [blocked] blok
    [voided] bez skutku (rozbrojenie)
   *[fails] pudło
}.

duel_club-refusal-target = Celem jest zawsze przeciwnik: { $name } to nie { $opponent }.
duel_club-refusal-slip = „{ $spell_text }” to nie jest zaklęcie klubu pojedynków w tej pisowni; czy chodziło o { $spell }? Nic nie zostało rzucone.
duel_club-refusal-who-casts = „{ $name }” to pojedynkowicz, nie zaklęcie: napisz /cast { $name }: ZAKLĘCIE.
duel_club-refusal-no-initiative = Pojedynek { $duel } się nie zaczął: ustal inicjatywę komendą /init.
duel_club-refusal-not-your-turn = To nie jest ruch postaci { $name }: teraz ruch ma { $turn }.
duel_club-refusal-must-recover = { $name } nie ma różdżki: jedyny możliwy ruch to /recover.
duel_club-refusal-not-party = To może zrobić tylko MG albo uczestnik pojedynku { $duel }.
duel_club-refusal-not-duellist = Gracz może otworzyć pojedynek tylko dla własnej postaci.
duel_club-refusal-wand-in-hand = { $name } ma różdżkę w ręku: nie ma czego podnosić.
duel_club-refusal-no-grab = { $name } może podnieść różdżkę przeciwnika ({ $opponent }) tylko zaraz po rozbrojeniu go zaklęciem Expelliarmus, póki różdżka leży na ziemi.
duel_club-refusal-duel-syntax = Zapisz pojedynek tak: /duel IMIĘ vs IMIĘ.
duel_club-refusal-one-vs-one = W klubie pojedynków walczy się jeden na jednego: /duel IMIĘ vs IMIĘ.
duel_club-refusal-self = { $name } nie może walczyć sam(a) ze sobą.
duel_club-refusal-initiative-done = Pojedynek { $duel } ma już ustaloną inicjatywę.
duel_club-refusal-ended = Pojedynek { $duel } już się zakończył.
duel_club-refusal-need-skill = Podaj Zaklęcia postaci { $name } (0–100): /char { $name } sortileges=60.
duel_club-refusal-odds-skill = Podaj umiejętność Zaklęcia od 0 do { $max }, np. /odds stupefy skill=60.
