## Soubojový klub (Bradavice, francouzská příloha): všechny zprávy pravidel duel_club.
## Životy: body života soubojníka (PV ve francouzských pravidlech), 5 na začátku souboje.

duel_club-char-created = { $name } vstupuje do soubojového klubu: Kouzla { $skill }/100, { $pv ->
    [one] { $pv } život
    [few] { $pv } životy
    [many] { $pv } života
   *[other] { $pv } životů
}.
duel_club-char-updated = { $name }: Kouzla { $skill }/100, { $pv ->
    [one] { $pv } život
    [few] { $pv } životy
    [many] { $pv } života
   *[other] { $pv } životů
}.
duel_club-char-line = { $name }: Kouzla { $skill }/100, životy { $pv }/{ $max } ({ $bound ->
    [no] bez hráče
   *[yes] hráč: { $player }
})
duel_club-pool = { $name }: životy { $pv }/{ $max }
duel_club-duel-started = Souboj { $duel }: { $first } proti { CASE($second, case: "dat") }, každá strana má { $pv ->
    [one] { $pv } život
    [few] { $pv } životy
    [many] { $pv } života
   *[other] { $pv } životů
}. Iniciativa: /iniciativa.
duel_club-initiative = Iniciativu má { $name } (Kouzla { $skill } proti { $other_skill } u { CASE($other, case: "gen") }).
duel_club-initiative-coin = Obě strany mají Kouzla { $skill }: hod mincí ({ $heads } panna, { $tails } orel), padá { $coin ->
    [heads] panna
   *[tails] orel
}: iniciativu má { $name }.
duel_club-round = — Souboj { $duel }, kolo { $round } —
duel_club-turn = { $answer ->
    [yes] Odpovídá { $name }
   *[no] Jako první jedná { $name }
}{ $must_recover ->
    [yes] : hůlka leží na zemi, jediná možná akce je /zvednout.
   *[no] { $can_grab ->
        [yes] : /sesli kouzlo, nebo /sebrat – sebere soupeřovu hůlku a hned vyhraje.
       *[no] : /sesli kouzlo.
    }
}
duel_club-petrified-skip = { GENDER($name) ->
    [f] { $name } je znehybněná a v tomto kole svou akci ztrácí.
    [m] { $name } je znehybněný a v tomto kole svou akci ztrácí.
   *[other] { $name } je pod kouzlem Petrificus Totalus a v tomto kole svou akci ztrácí.
}
duel_club-cast = { $name } sesílá { CASE($spell, case: "acc") }: { $impossible ->
    [yes] předem neúspěch, při Kouzlech { $skill } je to nemožné (nepomůže ani 1 na 1k100).
   *[no] { $roll } { $success ->
        [yes] ≤ { $threshold }, úspěch.
       *[no] > { $threshold }, neúspěch.
    }
}
duel_club-cast-voided = Kouzlo { $disarm_spell } od { CASE($by, case: "gen") } odzbrojilo { CASE($name, case: "acc") }: bez hůlky nemůže odpovědět, { $spell } nemá účinek.
duel_club-levicorpus-drop = { $name } visí hlavou dolů po Levicorpusu, kouzlo se nedaří a hůlka padá na zem.
duel_club-levicorpus-held = { $name } visí hlavou dolů po Levicorpusu, ale hůlku nepouští z ruky.
duel_club-resolve = Vyhodnocení kola { $round }:
duel_club-no-effect = Žádné kouzlo nepůsobí.
duel_club-blocked = Kouzlo { $shield_spell } od { CASE($by, case: "gen") } blokuje kouzlo { $spell } od { CASE($name, case: "gen") }.
duel_club-hit = Kouzlo { $spell } od { CASE($by, case: "gen") } zasahuje { CASE($name, case: "acc") }: ztrácí { $amount ->
    [one] { $amount } život
    [few] { $amount } životy
    [many] { $amount } života
   *[other] { $amount } životů
}, životy { $pv }/{ $max }.
duel_club-disarmed = Expelliarmus { CASE($by, case: "gen") } vyráží hůlku { CASE($name, case: "dat") }: { $grab ->
    [yes] další akce je /zvednout, pokud ji { $by } nesebere dřív (/sebrat).
   *[no] v příštím kole hraje { $name } před { CASE($by, case: "ins") } a další akce je /zvednout.
}
duel_club-petrified = Petrificus Totalus znehybní { CASE($name, case: "acc") }: akce v příštím kole propadá.
duel_club-levitated = Levicorpus zvedá { CASE($name, case: "acc") } hlavou dolů: nepovede-li se příští kouzlo, hůlka spadne na zem.
duel_club-recovered = { $name } sbírá svou hůlku.
duel_club-grabbed = { $name } sbírá hůlku { CASE($opponent, case: "gen") }!
duel_club-forbidden = { $name } sesílá „{ $spell_text }“, kouzlo v soubojovém klubu zakázané: okamžitá diskvalifikace.
duel_club-won = { $reason ->
    [pv] { CASE($loser, case: "dat") } nezbyly žádné životy.
    [grab] { $loser } zůstává bez hůlky.
   *[disqualified] { GENDER($loser) ->
        [f] { $loser } je diskvalifikována.
        [m] { $loser } je diskvalifikován.
       *[other] { $loser }: diskvalifikace.
    }
} Souboj { $duel } vyhrává { $name }!
duel_club-ended = Souboj { $duel } je zastaven, bez vítěze.
duel_club-status-waiting = Souboj { $duel }: čeká na iniciativu (/iniciativa).
duel_club-status-running = Souboj { $duel }: kolo { $round }, na tahu je { $turn }.
duel_club-status-won = Souboj { $duel } skončil, vítězí { $winner }.
duel_club-status-stopped = Souboj { $duel }: zastaven, bez vítěze.
duel_club-status-fighter = { $name } (Kouzla { $skill }): životy { $pv }/{ $max }, { $wand ->
    [hand] hůlka v ruce
    [taken] hůlku sebral{ GENDER($taker) ->
        [f] a
       *[other] {""}
    } { $taker }
   *[dropped] hůlka na zemi
}{ $petrified ->
    [yes] , { GENDER($name) ->
        [f] ztuhlá
        [m] ztuhlý
       *[other] pod kouzlem Petrificus Totalus
    }
   *[no] {""}
}{ $levicorpus ->
    [yes] , pod Levicorpusem
   *[no] {""}
}{ $disqualified ->
    [yes] , diskvalifikace
   *[no] {""}
}.
duel_club-odds-character = { $name }, Kouzla { $skill }, šance každého kouzla na 1k100:
duel_club-odds-hidden = Čísla postavy { $name } jsou skrytá: tyto šance může spočítat jen PJ.
duel_club-odds-spell = { $spell } při Kouzlech { $skill }: úspěch při 1k100 ≤ { $threshold }, { $pct } %.
duel_club-odds-round-head = Kolo, kde první je kouzlo { $first_spell } (Kouzla { $skill }) a odpovídá kouzlo { $second_spell } (Kouzla { $vs_skill }):
duel_club-odds-round = { $pct } %: { $first_spell } — { $first_fate ->
    [lands] zásah
    [blocked] zablokováno
   *[fails] neúspěch
}, { $second_spell } — { $second_fate ->
    [lands] zásah
    [blocked] zablokováno
    [voided] bez účinku (odzbrojení)
   *[fails] neúspěch
}.

duel_club-refusal-target = Cílem je vždy soupeř: { $name } není { $opponent }.
duel_club-refusal-slip = „{ $spell_text }“ v tomto zápisu není kouzlo soubojového klubu; myslíš { $spell }? Nic nebylo sesláno.
duel_club-refusal-who-casts = „{ $name }“ je { GENDER($name) ->
    [f] soubojnice
   *[other] soubojník
}, ne kouzlo: v soubojovém klubu letí kouzlo vždy na soupeře. Napiš jen kouzlo, např. { CMD("cast") } Mdloby.
duel_club-refusal-no-initiative = Souboj { $duel } ještě nezačal: určete iniciativu příkazem /iniciativa.
duel_club-refusal-not-your-turn = { $name } teď není na tahu: jedná { $turn }.
duel_club-refusal-must-recover = { $name } nemá hůlku: jediná možná akce je /zvednout.
duel_club-refusal-not-party = To smí jen PJ nebo účastník souboje { $duel }.
duel_club-refusal-not-duellist = Hráč smí otevřít souboj jen pro vlastní postavu.
duel_club-refusal-wand-in-hand = { $name } drží hůlku v ruce: není co sbírat.
duel_club-refusal-no-grab = { $name } smí sebrat hůlku { CASE($opponent, case: "gen") } jen hned po vlastním Expelliarmu, dokud leží na zemi.
duel_club-refusal-duel-syntax = Zapiš souboj takto: /souboj JMÉNO proti JMÉNO.
duel_club-refusal-one-vs-one = V soubojovém klubu se bojuje jeden na jednoho: /souboj JMÉNO proti JMÉNO.
duel_club-refusal-self = { GENDER($name) ->
    [f] { $name } nemůže bojovat sama se sebou.
    [m] { $name } nemůže bojovat sám se sebou.
   *[other] Vyzvat na souboj sebe nelze ({ $name }).
}
duel_club-refusal-initiative-done = Souboj { $duel } už má určenou iniciativu.
duel_club-refusal-ended = Souboj { $duel } už skončil.
duel_club-refusal-need-skill = Zadej Kouzla { CASE($name, case: "gen") } (0–100): /postava { $name } { WORD("sortileges", of: "word-duel_club-field-") }=60.
duel_club-refusal-odds-skill = Zadej dovednost Kouzla od 0 do { $max }, např. /sance Mdloby na tebe { WORD("sortileges", of: "word-duel_club-field-") }=60.
duel_club-refusal-odds-vs-skill = „{ $value }“ nesedí do soupeř=: Kouzla soupeře jsou celé číslo od 0 do { $max }.
duel_club-refusal-skill = Dovednost Kouzla musí být od 0 do { $max }, ne { $value }{ $rule ->
   *[other] {""}
}.
duel_club-refusal-odds-forbidden = Kouzlo „{ $spell_text }“ je v soubojovém klubu zakázané: kdo ho sešle, je okamžitě diskvalifikován.
