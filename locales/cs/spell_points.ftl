## Body kouzel (varianta pro sesilatele d20): zásoby, ceny, únava, odpočinek, metamagie, šance.
## Proměnné: $name sesilatel, $points/$max zásoba, $condition fresh|fatigued|exhausted, $feat odbornost.

sp-char = { $new ->
         [yes] { GENDER($name) ->
             [f] Nová sesilatelka
             [m] Nový sesilatel
            *[other] Nová postava
         }
        *[no] { GENDER($name) ->
             [f] Sesilatelka
             [m] Sesilatel
            *[other] Postava
         }
    } { $name }: { $cls ->
         [cleric] { GENDER($name) ->
             [f] klerička
            *[other] klerik
         } { ORD($level, unknown: "neznámé") } úrovně (kouzlí jako kouzelník)
         [druid] { GENDER($name) ->
             [f] druidka
            *[other] druid
         } { ORD($level, unknown: "neznámé") } úrovně (kouzlí jako kouzelník)
         [bard] { GENDER($name) ->
             [f] bardka
            *[other] bard
         } { ORD($level, unknown: "neznámé") } úrovně (kouzlí jako čaroděj)
         [sorcerer-borrowed] { ORD($level, unknown: "neznámá") } úroveň (kouzlí jako čaroděj)
         [wizard-borrowed] { ORD($level, unknown: "neznámá") } úroveň (kouzlí jako kouzelník)
         [sorcerer] { GENDER($name) ->
             [f] čarodějka { ORD($level, unknown: "neznámé") } úrovně
             [m] čaroděj { ORD($level, unknown: "neznámé") } úrovně
            *[other] { ORD($level, unknown: "neznámá") } úroveň, kouzlí jako čaroděj
         }
        *[wizard] { GENDER($name) ->
             [f] kouzelnice { ORD($level, unknown: "neznámé") } úrovně
             [m] kouzelník { ORD($level, unknown: "neznámé") } úrovně
            *[other] { ORD($level, unknown: "neznámá") } úroveň, kouzlí jako kouzelník
         }
    }, klíčová vlastnost { $ability }, kouzla do { $highest }. úrovně: { $base } + { $bonus } { $bonus ->
         [one] bonusový
         [few] bonusové
        *[other] bonusových
    } = { $max } { $max ->
         [one] bod kouzel
         [few] body kouzel
        *[other] bodů kouzel
    } (teď { $points }).
sp-char-feat = { $name } ovládá odbornost { $feat ->
         [empower] Zesílení kouzla
         [maximize] Maximalizace kouzla
         [still] Nehybné kouzlo
         [silent] Tiché kouzlo
         [extend] Prodloužení kouzla
         [enlarge] Zvětšení dosahu
         [widen] Rozšíření kouzla
         [quicken] Urychlení kouzla
         [heighten] Zvýšení kouzla
        *[other] { $feat }
    } ({ $feat ->
         [heighten] zvýší kouzlo na zvolenou úroveň
        *[other] +{ $adjust } { $adjust ->
             [one] úroveň
             [few] úrovně
            *[other] úrovní
        }
    }).
sp-cast = { $name } sesílá { $named ->
         [yes] { CASE($spell, case: "acc") }
        *[no] kouzlo { ORD($level, unknown: "neznámé") } úrovně
    }{ $raised ->
         [yes] {" "}jako kouzlo { $effective }. úrovně
        *[no] {""}
    }{ $free_meta ->
         [yes] {" "}(metamagie zdarma)
        *[no] {""}
    } za { $cost } { $cost ->
         [one] bod kouzel
         [few] body kouzel
        *[other] bodů kouzel
    }{ $extra ->
         [0] {""}
        *[other] {" "}({ $extra } navíc)
    }: zbývá { $points }/{ $max }.
sp-cast-cantrip = { $name } sesílá { $named ->
         [yes] { CASE($spell, case: "acc") }
        *[no] kouzlo { ORD($level, unknown: "neznámé") } úrovně
    } (0. úroveň, zdarma): { $left ->
         [0] to bylo dnes poslední kouzlo 0. úrovně.
        *[other] dnes ještě { $left } { $left ->
             [one] kouzlo
             [few] kouzla
            *[other] kouzel
         } 0. úrovně.
    }
sp-meta = + { $feat ->
         [empower] Zesílení kouzla
         [maximize] Maximalizace kouzla
         [still] Nehybné kouzlo
         [silent] Tiché kouzlo
         [extend] Prodloužení kouzla
         [enlarge] Zvětšení dosahu
         [widen] Rozšíření kouzla
         [quicken] Urychlení kouzla
         [heighten] Zvýšení kouzla
        *[other] { $feat }
    } (+{ $adjust } { $adjust ->
         [one] úroveň
         [few] úrovně
        *[other] úrovní
    }){ $free ->
         [yes] {" "}zdarma, { $left ->
             [0] dnes už naposledy
            *[other] dnes ještě { $left }×
         }
        *[no] {""}
    }.
sp-damage = { $spell } (ÚS { $cl }): { $kind ->
         [healing] vyléčí{" "}
        *[damage] {""}
    }{ DICE($expr, letter: "k") }{ $empowered ->
         [yes] ×1,5
        *[no] {""}
    }{ $maximized ->
         [yes] {" "}na maximum
        *[no] {""}
    } = { $kind ->
         [healing] { $total } { $total ->
             [one] život
             [few] životy
            *[other] životů
         }
        *[damage] { $total } { $total ->
             [one] bod zranění
             [few] body zranění
            *[other] bodů zranění
         }
    }{ $aim ->
         [named] {" "}(cíl: { $target }{ $rolled ->
             [yes] ; kostky: { $faces }
            *[no] {""}
         })
         [written] {" "}({ $to } { $target }{ $rolled ->
             [yes] ; kostky: { $faces }
            *[no] {""}
         })
        *[no] { $rolled ->
             [yes] {" "}(kostky: { $faces })
            *[no] {""}
         }
    }.
sp-restored = { $gained ->
         [0] { $name } je teď bez únavy; body kouzel beze změny: { $points }/{ $max }.
        *[other] { $name } získává zpět { $gained } { $gained ->
             [one] bod kouzel
             [few] body kouzel
            *[other] bodů kouzel
         }: { $points }/{ $max }{ $was ->
             [exhausted] ; vyčerpání pominulo
             [fatigued] ; únava pominula
            *[fresh] {""}
         }.
    }
sp-condition = { $name } – nový stav: { $condition ->
         [fatigued] únava
         [exhausted] vyčerpání
        *[fresh] bez únavy
    }.
sp-spent = { $name } utrácí { $n } { $n ->
         [one] bod kouzel
         [few] body kouzel
        *[other] bodů kouzel
    }: zbývá { $points }/{ $max }.
sp-gained = { $name } dostává { $n } { $n ->
         [one] bod kouzel
         [few] body kouzel
        *[other] bodů kouzel
    }{ $capped ->
         [yes] {" "}{ ZE($asked) } { $asked } (nad maximum zásoba neroste)
        *[no] {""}
    }: { $points }/{ $max }.
sp-rest-begin = { $condition ->
         [fresh] { $name } začíná odpočívat.
        *[other] { $name } začíná odpočívat (únava { GENDER($name) ->
             [f] jí
            *[other] mu
         } zůstane nejméně do konce plného osmihodinového odpočinku).
    }
sp-rest-end = { $hours ->
         [0] { $name } přestává odpočívat dřív, než uběhla celá hodina: { $points }/{ $max }.
        *[other] { $name } přestává odpočívat po { $hours } { $hours ->
             [one] hodině
            *[other] hodinách
         }: { $points }/{ $max }.
    }
sp-rest = { $name } odpočívá { $hours } { $hours ->
         [one] hodinu
         [few] hodiny
        *[other] hodin
    } (zatím { $total } { ZE($full) } { $full }): +{ $gained } { $gained ->
         [one] bod kouzel
         [few] body kouzel
        *[other] bodů kouzel
    }, { $points }/{ $max }.
# $total: kolik hodin odpočinek trval celkem, jen když se k dřívějším hodinám přičetly (jinak 0).
sp-rest-full = { $name } odpočívá { $hours } { $hours ->
         [one] hodinu
         [few] hodiny
        *[other] hodin
    }{ $gained ->
         [0] { $total ->
             [0] {""}
            *[other] {" "}(celkem { $total } h)
         }: zásoba už je plná, { $points }/{ $max }
        *[other] {" "}({ $total ->
             [0] {""}
            *[other] celkem { $total } h,{" "}
         }plný odpočinek): +{ $gained } { $gained ->
             [one] bod kouzel
             [few] body kouzel
            *[other] bodů kouzel
         }, { $points }/{ $max }
    }{ $was ->
         [fresh] { "" }
         [exhausted] , vyčerpání zmizelo
        *[other] , únava zmizela
    }.
sp-fatigue = { $name } podléhá { $effect ->
         [exhausted] vyčerpávajícímu
        *[fatigued] unavujícímu
    } efektu{ $lost ->
         [0] , ale body kouzel neztrácí: { $points }/{ $max }.
        *[other] : −{ $lost } { $lost ->
             [one] bod kouzel
             [few] body kouzel
            *[other] bodů kouzel
         }, { $points }/{ $max }.
    }
sp-drained = { $name } dostává { $levels } { $levels ->
         [one] zápornou úroveň
         [few] záporné úrovně
        *[other] záporných úrovní
    }{ $short ->
         [yes] : { $levels ->
             [one] bere
            *[other] každá bere
         } tolik, kolik stojí kouzlo { ORD($level, unknown: "neznámé") } úrovně ({ $each } { $each ->
             [one] bod
             [few] body
            *[other] bodů
         }), ale { $lost ->
             [one] zbýval už jen { $lost } bod
             [few] zbývaly už jen { $lost } body
            *[other] zbývalo už jen { $lost } bodů
         }
        *[no] {" "}a přichází o { $lost } { $lost ->
             [one] bod kouzel
             [few] body kouzel
            *[other] bodů kouzel
         } ({ $levels ->
             [one] tolik stojí kouzlo { ORD($level, unknown: "neznámé") } úrovně
            *[other] každá bere tolik, kolik stojí kouzlo { ORD($level, unknown: "neznámé") } úrovně
         })
    }: { $points }/{ $max }.
sp-char-pearls = Perly moci { CASE($name, case: "gen") }: { $each ->
        [1] { $kinds ->
            [1] jedna perla { ORD($levels) } úrovně
           *[other] { ORD($levels) } úrovně
        }
        [2] { $kinds ->
            [1] dvě perly { ORD($levels) } úrovně
           *[other] po dvou perlách { ORD($levels) } úrovně
        }
        [3] { $kinds ->
            [1] tři perly { ORD($levels) } úrovně
           *[other] po třech perlách { ORD($levels) } úrovně
        }
        [4] { $kinds ->
            [1] čtyři perly { ORD($levels) } úrovně
           *[other] po čtyřech perlách { ORD($levels) } úrovně
        }
       *[other] { $kinds ->
            [1] { $each } perel { ORD($levels) } úrovně
           *[other] po { $each } perlách { ORD($levels) } úrovně
        }
    }.
sp-char-no-pearls = { $name } už nemá žádné perly moci.
sp-pearl = { $name } používá perlu moci { ORD($level, unknown: "neznámé") } úrovně: +{ $gained } { $gained ->
         [one] bod kouzel
         [few] body kouzel
        *[other] bodů kouzel
    }, { $points }/{ $max }.
sp-day = Nový den: každá postava má opět { $allowance } { $allowance ->
         [one] kouzlo
         [few] kouzla
         [many] kouzla
        *[other] kouzel
    } 0. úrovně{ $mode ->
         [points] {" "}a perly moci jsou znovu k použití
        *[other] , perly moci jsou znovu k použití a každou metamagickou odbornost může zase { $free }× použít zdarma
    }.
sp-mode = Metamagie: { $mode ->
         [free] zdarma, { $free }× denně každá odbornost (bez bodů)
         [both] zdarma { $free }× denně každá odbornost, potom za body
        *[points] za body kouzel (kouzlo stojí jako kouzlo vyšší úrovně)
    }.
sp-pool = { $name }: { $points }/{ $max } { $max ->
         [one] bod kouzel
         [few] body kouzel
        *[other] bodů kouzel
    }, { $condition ->
         [fatigued] únava
         [exhausted] vyčerpání
        *[fresh] bez únavy
    }{ $resting ->
         [yes] , odpočívá (zatím { $hours } h)
        *[no] {""}
    }; kouzla 0. úrovně na dnešek: { $left }/{ $allowance }.
sp-pool-free = + { $name }: { $feat ->
         [empower] Zesílení kouzla
         [maximize] Maximalizace kouzla
         [still] Nehybné kouzlo
         [silent] Tiché kouzlo
         [extend] Prodloužení kouzla
         [enlarge] Zvětšení dosahu
         [widen] Rozšíření kouzla
         [quicken] Urychlení kouzla
         [heighten] Zvýšení kouzla
        *[other] { $feat }
    }: { $left ->
         [0] dnes už žádné použití zdarma.
        *[other] dnes ještě { $left }× zdarma.
    }
sp-pool-empty = Zatím tu nejsou žádní sesilatelé. Přidej jednoho: /postava JMÉNO úroveň=N vlastnost=N.
sp-odds-damage = { $spell } (ÚS { $cl }): { DICE($expr, letter: "k") }{ $empowered ->
         [yes] {" "}×1,5
        *[no] {""}
    }{ $maximized ->
         [yes] {" "}na maximum
        *[no] {""}
    }, { $kind ->
         [healing] léčení
        *[damage] zranění
    } { $low }–{ $high }, průměr { $mean }.
sp-odds-at-least = Šance, že padne aspoň { $value }: { $percent } %.
sp-odds-cost = ÚS { $cl }: { $named ->
         [yes] { $spell }
        *[no] kouzlo { ORD($level, unknown: "neznámé") } úrovně
    }{ $raised ->
         [yes] {" "}jako kouzlo { $effective }. úrovně
        *[no] {""}
    } stojí { $cost } { $cost ->
         [one] bod kouzel
         [few] body kouzel
        *[other] bodů kouzel
    }.
sp-odds-casts = { $casts ->
        [0] { $name } ({ $points }/{ $max }) už { $named ->
             [yes] { CASE($spell, case: "acc") }
            *[no] kouzlo { ORD($level, unknown: "neznámé") } úrovně
        } seslat nemůže (stojí { $cost } { $cost ->
             [one] bod kouzel
             [few] body kouzel
            *[other] bodů kouzel
        }).
       *[other] { $name } ({ $points }/{ $max }) může seslat { $named ->
             [yes] { CASE($spell, case: "acc") }
            *[no] kouzlo { ORD($level, unknown: "neznámé") } úrovně
        } ještě { $casts }× (první seslání: { $cost } { $cost ->
             [one] bod kouzel
             [few] body kouzel
            *[other] bodů kouzel
        }).
    }
sp-odds-lasts = { $n } { $n ->
         [one] seslání
         [few] seslání
        *[other] seslání
    } za sebou: { $lasts ->
         [yes] zásoba vystačí (jistě, 100 %); potom { $points }/{ $max }, { $condition ->
             [fatigued] únava
             [exhausted] vyčerpání
            *[fresh] bez únavy
        }
        *[no] zásoba nevystačí (0 %), stačí jen na { $casts }
    }.
sp-refusal-number = „{ $value }“ není celé číslo ({ $what ->
         [level] úroveň
         [points] body
         [hours] hodiny
         [extra] body navíc
         [ability] klíčová vlastnost
         [base] základní body
         [cl] úroveň sesilatele
         [casts] počet seslání
         [ge] práh zranění
         [levels] záporné úrovně
         [heighten] zvýšená úroveň
        *[other] { $what }
    }).
sp-refusal-range = { $what ->
         [level] Úroveň
         [points] Počet bodů
         [hours] Počet hodin
         [extra] Počet bodů navíc
         [ability] Klíčová vlastnost
         [base] Počet základních bodů
         [cl] Úroveň sesilatele
         [casts] Počet seslání
         [ge] Práh zranění
         [levels] Počet záporných úrovní
         [heighten] Zvýšená úroveň
        *[other] Hodnota { $what }
    } musí být od { $low } do { $high }, ne { $value }.
sp-refusal-option = Tento příkaz nezná volbu „{ $option }=“. Zná: { WORD($options, of: "word-sp-option-") }.
sp-refusal-words = Nerozumím: „{ $words }“.
sp-refusal-name = Jméno musí mít 1 až { $limit } znaků.
sp-refusal-char-level = Nová postava potřebuje úroveň: /postava { $name } úroveň=N vlastnost=N.
sp-refusal-class = Neznámé povolání „{ $value }“. Povolání: { WORD($classes, of: "word-sp-class-", style: "or") } (klerik a druid kouzlí jako kouzelník, bard jako čaroděj).
sp-refusal-unknown-feat = Neznámá metamagická odbornost „{ $feat }“. Odbornosti: { WORD($feats, of: "word-sp-feat-") }.
sp-refusal-feat-twice = Stejnou metamagickou odbornost nelze na jedno kouzlo použít dvakrát.
sp-refusal-no-feat = { $name } neovládá odbornost { $feat ->
         [empower] Zesílení kouzla
         [maximize] Maximalizace kouzla
         [still] Nehybné kouzlo
         [silent] Tiché kouzlo
         [extend] Prodloužení kouzla
         [enlarge] Zvětšení dosahu
         [widen] Rozšíření kouzla
         [quicken] Urychlení kouzla
         [heighten] Zvýšení kouzla
        *[other] { $feat }
    } (přidej ji: /postava { $name } odbornosti=…).
sp-refusal-heighten = Zvýšení kouzla potřebuje novou úroveň kouzla, vyšší než { $level } a nejvýš 9: metamagie=zvýšení:N.
sp-refusal-free-used = { $name } už dnes { GENDER($name) ->
         [f] vyčerpala
        *[other] vyčerpal
    } všechna použití odbornosti { $feat ->
         [empower] Zesílení kouzla
         [maximize] Maximalizace kouzla
         [still] Nehybné kouzlo
         [silent] Tiché kouzlo
         [extend] Prodloužení kouzla
         [enlarge] Zvětšení dosahu
         [widen] Rozšíření kouzla
         [quicken] Urychlení kouzla
         [heighten] Zvýšení kouzla
        *[other] { $feat }
    } zdarma (nový den: /den).
sp-refusal-spell-too-high = { $name } zatím nedokáže sesílat kouzla { $level }. úrovně (nejvýš { $highest }. úrovně).
sp-refusal-spell-level = { $spell } je kouzlo { ORD($level, unknown: "neznámé") } úrovně: jako kouzlo { $asked }. úrovně se seslat nedá. { $higher ->
         [yes] Vyšší úroveň kouzla dá odbornost Zvýšení kouzla (metamagie=zvýšení:{ $asked }), vyšší ÚS body navíc (navíc=N).
        *[no] Vyšší ÚS a víc kostek koupíš body navíc (navíc=N).
    }
sp-refusal-meta-too-high = S touto metamagií má kouzlo efektivní úroveň { $effective }, víc než nejvyšší, kterou { $name } zvládne ({ $highest }.).
sp-refusal-cl-too-low = Na ÚS { $cl } zatím nejdou sesílat kouzla { $level }. úrovně (nejvýš { $highest }. úrovně).
sp-refusal-cl-meta = S touto metamagií má kouzlo efektivní úroveň { $effective }, víc než nejvyšší na ÚS { $cl } ({ $highest }.).
sp-refusal-cl-extra-max = Na ÚS { $cl } { $most ->
         [0] nejde do { CASE($spell, case: "gen") } vložit žádné body kouzel navíc (nedovolí to tato úroveň sesilatele ani maximum kouzla)
        *[other] jde do { CASE($spell, case: "gen") } vložit nejvýš { $most } { $most ->
             [one] bod kouzel
             [few] body kouzel
            *[other] bodů kouzel
         } navíc (víc nedovolí tato úroveň sesilatele ani maximum kouzla)
    }. Jinou úroveň zadej volbou sesilatel=N, nebo uveď postavu: /sance JMÉNO: KOUZLO.
sp-refusal-no-target = Za „{ $to }“ chybí cíl, např. { CMD("cast") } JMÉNO: KOUZLO na skřeta.
sp-refusal-extra-not-scaled = Body navíc zvyšují jen zranění kouzel, jejichž počet kostek roste s úrovní sesilatele.
sp-refusal-extra-max = { $most ->
         [0] { $name }: do { CASE($spell, case: "gen") } nejde vložit žádné body kouzel navíc (nedovolí to úroveň sesilatele ani maximum kouzla)
        *[other] { $name } může do { CASE($spell, case: "gen") } vložit nejvýš { $most } { $most ->
             [one] bod kouzel
             [few] body kouzel
            *[other] bodů kouzel
         } navíc (víc nedovolí úroveň sesilatele ani maximum kouzla)
    }.
sp-refusal-cantrips = { CASE($name, case: "dat") } už dnes nezbývají žádná kouzla 0. úrovně (denní limit: { $allowance }; /den začne nový den).
sp-refusal-not-enough = { $name } potřebuje { $cost } { $cost ->
         [one] bod kouzel
         [few] body kouzel
        *[other] bodů kouzel
    }, ale má { $points }.
sp-refusal-full = Zásoba { CASE($name, case: "gen") } je už plná.
sp-refusal-no-pearl = V deníku { CASE($name, case: "gen") } není perla moci { $level }. úrovně; PJ zapisuje perly takto: /postava { $name } perly=1,3.
sp-refusal-pearl-used = { $count ->
        [one] Perla moci { $level }. úrovně je u { CASE($name, case: "gen") } dnes už použitá
       *[other] Všechny perly moci { $level }. úrovně ({ $count }) jsou u { CASE($name, case: "gen") } dnes už použité
    }: každá perla funguje jednou denně.
sp-refusal-pearls-many = Do deníku se vejde nejvýš { $most } perel moci.
sp-refusal-rest = „{ $value }“ není odpočinek: zadej hodiny (1h, 2h, 8h), nebo začátek či konec.
sp-refusal-rest-all = Odpočinek všech postav najednou smí nařídit jen PJ. Svou postavu pošleš odpočívat takto: /odpocinek 8h.
sp-refusal-resting = { $name } už odpočívá (zatím { $hours } h).
sp-refusal-not-resting = { $name } neodpočívá.
sp-refusal-effect = Urči efekt: unavený nebo vyčerpaný (ne „{ $value }“).
sp-refusal-empty = { CASE($name, case: "dat") } už nezbyly žádné body, které by šlo ztratit.
sp-refusal-mode = Zvol, jak se platí metamagie: body, zdarma, nebo obojí (ne „{ $value }“).
sp-refusal-odds-who = Volba krát= potřebuje sesilatele ze seznamu: /sance JMÉNO: KOUZLO krát=N.
