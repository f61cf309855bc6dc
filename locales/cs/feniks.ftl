## Feniks: souboje a životy. Každé odmítnutí končí pravidlem, na které se odvolává.

-hp = životy
feniks-word-kind = { $kind ->
    [club] zápas Soubojového klubu
   *[spontaneous] spontánní souboj
}
feniks-word-condition = { $condition ->
    [out] mimo boj
    [unconscious] v bezvědomí
    [hospital] na ošetřovně
   *[ok] v pořádku
}

## Karta postavy.

feniks-char-created = Nová postava { $name }: věk { $age }, Reflex { $reflex }, Kouzla { $charms } ({ $charms_mod }), Přeměňování { $transfig } ({ $transfig_mod }), Obrana proti černé magii { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }.
feniks-char-updated = Karta { CASE($name, case: "gen") } upravena: věk { $age }, Reflex { $reflex }, Kouzla { $charms } ({ $charms_mod }), Přeměňování { $transfig } ({ $transfig_mod }), Obrana proti černé magii { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-sheet = { $name }: věk { $age }, Reflex { $reflex }, Kouzla { $charms } ({ $charms_mod }), Přeměňování { $transfig } ({ $transfig_mod }), Obrana proti černé magii { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-line = { $name }, věk { $age }: { -hp } { $hp }/{ $max } ({ $bound ->
    [no] bez hráče
   *[yes] hráč: { $player }
})
feniks-pool = { $name }: { $hp } { ZE($max) } { $max } životů{ $condition ->
    [ok] {""}
   *[other] , { feniks-word-condition }
}.
feniks-severity = { $severity ->
    [hospital] { $name } míří na ošetřovnu.
   *[moment] { $name } se po chvilce probírá.
}

## Souboje a pořadí.

feniks-duel-started = Souboj { $duel } začíná: { feniks-word-kind }, { $count ->
    [one] { $count } účastník
    [few] { $count } účastníci
   *[other] { $count } účastníků
}.
feniks-duel-side = Strana { $side }: { LIST($names) }
feniks-surprise = Útok ze zálohy: { $name } jde první na řadu.
feniks-order-needed = Souboj { $duel }: hoďte na iniciativu (/iniciativa), nebo ať PJ určí pořadí (/poradi).
feniks-init-roll = { $name } hází na iniciativu: { $face } + { $bonus } = { $total }.
feniks-init-tie = Remíza: { LIST($names) } mají po { $total }; přednost má vyšší Reflex.
feniks-init-reroll = { LIST($names) } stále remizují a házejí znovu.
feniks-order = Souboj { $duel }, pořadí: { $names }.
feniks-turn-attack = Souboj { $duel }: na tahu je { $name }. Útok: /sesli KOUZLO CÍL.
feniks-turn-defend = Souboj { $duel }: na tahu je { $name }. Nejdřív obrana proti kouzlu { $spell } od { CASE($attacker, case: "gen") } (útok { $value }): /obrana štít|úhyb|žádná{ $count ->
    [one] .
    [few] ; čekají { $count } útoky.
   *[other] ; čeká { $count } útoků.
}

## Útok a obrana.

feniks-attack = { $outcome ->
    [fail] { $name } sesílá na { CASE($target, case: "acc") } kouzlo { $spell }, ale kouzlo je narušeno a selže. Konec tahu.
    [miss] { $name } sesílá na { CASE($target, case: "acc") } kouzlo { $spell } a mine. Konec tahu.
    [critical] { $name } sesílá na { CASE($target, case: "acc") } kouzlo { $spell }: kritický zásah{ $weak ->
        [yes] {" "}(i když oslabený)
       *[no] {""}
    }! Útok { $value }.
   *[hit] { $surprise ->
        [yes] { $name } překvapí { CASE($target, case: "acc") } kouzlem { $spell }: zásah{ $weak ->
            [yes] {" "}(oslabený)
           *[no] {""}
        }. Útok { $value }.
       *[no] { $name } sesílá na { CASE($target, case: "acc") } kouzlo { $spell }: zásah{ $weak ->
            [yes] {" "}(oslabený)
           *[no] {""}
        }. Útok { $value }.
    }
}
feniks-defence-shield = { $failed ->
    [yes] Obranné kouzlo { $shield_spell } { CASE($name, case: "gen") } je narušeno a selže: kouzlo { $spell } od { CASE($attacker, case: "gen") } projde celé, { $damage } { $damage ->
        [one] život
        [few] životy
        [many] života
       *[other] životů
    }. Životy: { $hp }/{ $max }.
   *[no] { $name } kryje kouzlo { $spell } od { CASE($attacker, case: "gen") } (útok { $attack }) kouzlem { $shield_spell } (obrana { $value }): zranění { $damage }. Životy: { $hp }/{ $max }.
}
feniks-defence-dodge = { $failed ->
    [yes] { $name } se snaží uhnout kouzlu { $spell } od { CASE($attacker, case: "gen") } (padlo { $face }), ale úhyb selhal: zranění { $damage }. Životy: { $hp }/{ $max }.
   *[no] { $name } uhýbá kouzlu { $spell } od { CASE($attacker, case: "gen") } (padlo { $face }): bez zranění. Životy: { $hp }/{ $max }.
}
feniks-defence-none = { $name } se nebrání kouzlu { $spell } od { CASE($attacker, case: "gen") }: zranění { $damage }. Životy: { $hp }/{ $max }.
feniks-move-ends = Tah { CASE($name, case: "gen") } končí: v tomto tahu nebude útok.
feniks-ko-spontaneous = { $name } ztrácí vědomí. Hráč (nebo PJ na požádání) rozhodne, jak vážné to je: /postava { $name } závažnost=chvilka nebo závažnost=ošetřovna.
feniks-ko-club = { $name } prohrává a odchází ze zápasu.
feniks-kod =
    Kód:
    Obrana: { $defence }
    Útok: { $attack }
    Životy: [ { $hp } / { $max } ]

## Konec souboje.

feniks-duel-won = Souboj { $duel } skončil. { $count ->
    [one] Vítězí { LIST($names) }.
   *[other] Vítězí { LIST($names) }.
}
feniks-duel-ended = PJ ukončuje souboj { $duel }.
feniks-club-kept = Souboj { $duel }: všichni souhlasili, že si zranění z tohoto zápasu ponechají.
feniks-hp-restored = { $name } odchází ze zápasu bez nových zranění: { -hp } { $hp }/{ $max }.

## Stav.

feniks-status-duel = Souboj { $duel } ({ feniks-word-kind }), { $moves ->
    [one] { $moves } tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
}:
feniks-status-line = { $mark ->
    [turn] ▶
    [out] ✗
   *[wait] ·
} { $name } (strana { $side }): { -hp } { $hp }/{ $max }
feniks-status-pending = Kouzlo { $spell } od { CASE($attacker, case: "gen") } (útok { $value }) čeká na obranu { CASE($defender, case: "gen") }.

## Šance.

feniks-odds-hit = Šance na zásah{ $surprise ->
    [yes] {" "}ze zálohy
   *[no] {""}
}: { $hit } % ({ $hit_exact }); kritický zásah: { $critical } % ({ $critical_exact }).
feniks-odds-dodge = Úhyb s Reflexem { $reflex }: { $needs ->
    [0] nemůže uspět
   *[other] uspěje od { $needs } výš
}, { $chance } % ({ $chance_exact }).
feniks-odds-attack = { $name }, kouzlo { $spell } (modifikátor { $mod }): zásah { $hit } % ({ $hit_exact }); průměrné zranění bez obrany { $mean } ({ $mean_exact }).
feniks-odds-vs = Proti { CASE($name, case: "dat") } { $defence ->
    [shield] s obranným kouzlem
    [dodge] s úhybem
   *[none] bez obrany
}: průměrné zranění { $mean } ({ $mean_exact }), nějaké zranění { $any } % ({ $any_exact }).
feniks-odds-row = { $value } { $value ->
    [one] život
    [few] životy
   *[other] životů
}: { $chance } % ({ $chance_exact })

## Odmítnutí.

feniks-refusal-age = Tabulka životů začíná věkem { $min }; { $age } { $age ->
    [one] rok
    [few] roky
    [many] roku
   *[other] let
} je na souboj příliš málo{ $rule ->
   *[other] {""}
}.
feniks-refusal-points = { $field ->
    [reflex] Reflex
    [charms] Kouzla
    [transfig] Přeměňování
   *[dada] Obrana proti černé magii
}: počet bodů musí být od 0 do { $max }, ne { $value }{ $rule ->
   *[other] {""}
}.
feniks-refusal-hp = Životy musí být od 0 do { $max }, ne { $value }{ $rule ->
   *[other] {""}
}.
feniks-refusal-need-age = Pro vytvoření postavy jménem { $name } uveď věk: /postava { $name } věk=15 reflexy=5 kouzla=10 přeměňování=10 obrana=10{ $rule ->
   *[other] {""}
}.
feniks-refusal-gm-field = Jen PJ nastavuje: { $fields }{ $rule ->
   *[other] {""}
}.
feniks-refusal-severity-set = Závažnost pro postavu { $name } už je určená ({ $severity ->
    [hospital] ošetřovna
   *[moment] chvilka
}); změnit ji jde přes { CMD("undo") }.{ $rule ->
   *[other] {""}
}
feniks-refusal-severity = { $name } není v bezvědomí: o závažnosti se rozhoduje až po ztrátě všech životů{ $rule ->
   *[other] {""}
}.
feniks-refusal-cannot-fight = { GENDER($name) ->
    [f] { $name } teď nemůže bojovat (životy: { $hp }), nebo se ještě nezotavila
    [m] { $name } teď nemůže bojovat (životy: { $hp }), nebo se ještě nezotavil
   *[other] Postava { $name } teď nemůže bojovat (životy: { $hp }), nebo se ještě nezotavila
}{ $rule ->
   *[other] {""}
}.
feniks-refusal-duel-syntax = Uveď strany: /souboj Harry Ron proti Dracovi a Goylovi [druh=klub|spontánní] [překvapení=Harry]{ $rule ->
   *[other] {""}
}.
feniks-refusal-duel-twice = Postava může stát jen na jedné straně{ $rule ->
   *[other] {""}
}.
feniks-refusal-duel-over = Souboj { $duel } už skončil{ $rule ->
   *[other] {""}
}.
feniks-refusal-not-party = To může jen PJ nebo hráč některého z účastníků (souboj { $duel }){ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-party = Ze zálohy může zaútočit jen účastník tohoto souboje, kterého hraješ{ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-sides = Útočníci ze zálohy musí být na jedné straně{ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-uneven = V nevyrovnaném boji může ze zálohy útočit jen jeden; ostatní házejí na iniciativu{ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-target = Na { CASE($target, case: "acc") } už někdo zaútočil ze zálohy: útočníci ze zálohy musí útočit na různé lidi{ $rule ->
   *[other] {""}
}.
feniks-refusal-started = Souboj { $duel } už běží: pořadí nelze měnit{ $rule ->
   *[other] {""}
}.
feniks-refusal-order-members = Uveď každého účastníka souboje { $duel } právě jednou{ $rule ->
   *[other] {""}
}.
feniks-refusal-tie = Iniciativa zůstala nerozhodnutá po { $limit } hodech; určete pořadí přes /poradi{ $rule ->
   *[other] {""}
}.
feniks-refusal-no-order = Souboj { $duel } ještě nemá pořadí: /iniciativa, nebo /poradi (PJ){ $rule ->
   *[other] {""}
}.
feniks-refusal-turn = { $name } není na tahu: teď hraje { $current }{ $rule ->
   *[other] {""}
}.
feniks-refusal-defend-first = { $name } se musí nejdřív bránit { $count ->
    [one] čekajícímu útoku
   *[other] čekajícím útokům ({ $count })
}: /obrana štít|úhyb|žádná{ $rule ->
   *[other] {""}
}.
feniks-refusal-nothing-to-defend = { $name } se nemá čemu bránit: žádné kouzlo na { CASE($name, case: "acc") } neletí. Útok je { CMD("cast") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-shield-spell = { $spell } je obranné kouzlo: použijte /obrana štít { $spell }{ $rule ->
   *[other] {""}
}.
feniks-refusal-category-fixed = Kouzlo { $spell } je v katalogu v kategorii { $category ->
    [charms] Kouzla
    [transfig] Přeměňování
   *[dada] Obrana proti černé magii
}; obor= se udává jen u kouzel mimo katalog{ $rule ->
   *[other] {""}
}.
feniks-refusal-not-shield = { $spell } není obranné kouzlo{ $rule ->
   *[other] {""}
}.
feniks-refusal-unknown-spell = „{ $spell_text }“ není v seznamu kouzel; uveď obor: obor=kouzla, obor=přeměňování nebo obor=obrana{ $rule ->
   *[other] {""}
}.
feniks-refusal-target = { $target } není protivník, který ještě bojuje; možné cíle: { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-target-self = { $target } nemůže útočit { GENDER($target) ->
    [f] sama
   *[other] sám
} na sebe; možné cíle: { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-target-ally = { $target } bojuje na stejné straně jako { $caster }; možné cíle: { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-which-target = Uveď cíl: { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-word = { $what ->
        [type] „{ $word }“ není druh souboje; možnosti: { WORD($known, of: "word-feniks-kind-", style: "or") }
        [defence] „{ $word }“ není obrana; možnosti: { WORD($known, of: "word-feniks-defence-", style: "or") }
        [category] „{ $word }“ není oblast kouzel; možnosti: { WORD($known, of: "word-feniks-category-", style: "or") }
        [severity] „{ $word }“ neurčuje vážnost zranění; možnosti: { WORD($known, of: "word-feniks-severity-", style: "or") }
        [condition] „{ $word }“ neurčuje stav postavy; možnosti: { WORD($known, of: "word-feniks-condition-", style: "or") }
       *[other] „{ $word }“ sem nepatří: napiš ano, nebo ne
    }{ $rule ->
   *[other] {""}
}.
feniks-refusal-order-set = Souboj { $duel }: pořadí tahů už je určené: { $names }.
feniks-refusal-unknown-shield = Kouzlo „{ $spell_text }“ v seznamu není; obranné kouzlo zadej s kategorií: { CMD("defend") } { WORD("shield", of: "word-feniks-defence-") } { $spell_text } { WORD("category") }={ WORD("dada", of: "word-feniks-category-") }.
