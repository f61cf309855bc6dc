## Spell points (the Czech variant for d20 casters): pools, costs, fatigue, rest, metamagic, odds.
## Variables: $name caster, $points/$max pool, $condition fresh|fatigued|exhausted, $feat metamagic feat id.

sp-char = { $new ->
         [yes] New caster
        *[no] Caster
    } { $name }: { $cls ->
         [cleric] cleric on the wizard
         [druid] druid on the wizard
         [bard] bard on the sorcerer
         [sorcerer] sorcerer
         [sorcerer-borrowed] sorcerer
        *[wizard] wizard
    } progression, level { $level }, key ability { $ability }, spells up to level { $highest }: { $base } + { $bonus } bonus = { $max } { $max ->
         [one] point
        *[other] points
    } ({ $points } now).
sp-char-feat = { $name } knows { $feat ->
         [empower] Empower Spell
         [maximize] Maximize Spell
         [still] Still Spell
         [silent] Silent Spell
         [extend] Extend Spell
         [enlarge] Enlarge Spell
         [widen] Widen Spell
         [quicken] Quicken Spell
         [heighten] Heighten Spell
        *[other] { $feat }
    } ({ $feat ->
         [heighten] raises a spell to a chosen level
        *[other] +{ $adjust } { $adjust ->
             [one] level
            *[other] levels
        }
    }).
sp-cast = { $name } casts { $named ->
         [yes] { $spell }
        *[no] a level-{ $level } spell
    }{ $raised ->
         [yes] {" "}as level { $effective }
        *[no] {""}
    }{ $free_meta ->
         [yes] {" "}(metamagic free)
        *[no] {""}
    } for { $cost } { $cost ->
         [one] point
        *[other] points
    }{ $extra ->
         [0] {""}
        *[other] {" "}({ $extra } extra)
    }: { $points }/{ $max } left.
sp-cast-cantrip = { $name } casts { $named ->
         [yes] { $spell }
        *[no] a level-{ $level } spell
    } (level 0, no points): { $left } level-0 { $left ->
         [one] spell
        *[other] spells
    } left today.
sp-meta = + { $feat ->
         [empower] Empower Spell
         [maximize] Maximize Spell
         [still] Still Spell
         [silent] Silent Spell
         [extend] Extend Spell
         [enlarge] Enlarge Spell
         [widen] Widen Spell
         [quicken] Quicken Spell
         [heighten] Heighten Spell
        *[other] { $feat }
    } (+{ $adjust } { $adjust ->
         [one] level
        *[other] levels
    }){ $free ->
         [yes] , free: { $left } free { $left ->
             [one] cast
            *[other] casts
        } left today
        *[no] {""}
    }
sp-damage = { $spell } at caster level { $cl }: { $expr }{ $empowered ->
         [yes] {" "}×1.5
        *[no] {""}
    }{ $maximized ->
         [yes] {" "}maximized
        *[no] {""}
    } = { $total } { $kind ->
         [healing] healing
        *[damage] damage
    }{ $aim ->
         [named] {" "}to { $target }
         [written] {" "}{ $to } { $target }
        *[no] {""}
    }{ $rolled ->
         [yes] {" "}(dice: { $faces })
        *[no] {""}
    }.
sp-restored = { $name } is restored: +{ $gained } { $gained ->
         [one] point
        *[other] points
    }, { $points }/{ $max }{ $was ->
         [exhausted] , exhaustion cleared
         [fatigued] , fatigue cleared
        *[fresh] {""}
    }.
sp-condition = { $name } is now { $condition ->
         [fatigued] fatigued
         [exhausted] exhausted
        *[fresh] fresh
    }.
sp-spent = { $name } spends { $n } { $n ->
         [one] point
        *[other] points
    }: { $points }/{ $max } left.
sp-gained = { $name } gains { $n } { $n ->
         [one] point
        *[other] points
    }{ $capped ->
         [yes] {" "}of { $asked } (the pool does not rise above its maximum)
        *[no] {""}
    }: { $points }/{ $max }.
sp-rest-begin = { $condition ->
         [fresh] { $name } begins to rest.
        *[other] { $name } begins to rest (fatigued at least until the rest is complete).
    }
sp-rest-end = { $name } stops resting after { $hours } { $hours ->
         [one] hour
        *[other] hours
    }: { $points }/{ $max }.
sp-rest = { $name } rests { $hours } { $hours ->
         [one] hour
        *[other] hours
    } ({ $total } of { $full } so far): +{ $gained } { $gained ->
         [one] point
        *[other] points
    }, { $points }/{ $max }.
sp-rest-full = { $hours ->
       *[other] {""}
    }{ $total ->
       *[other] {""}
    }{ $name } completes a full rest: +{ $gained } { $gained ->
         [one] point
        *[other] points
    }, { $points }/{ $max }{ $was ->
         [fresh] { "" }
         [exhausted] , exhaustion gone
        *[other] , fatigue gone
    }.
sp-fatigue = { $name } suffers { $effect ->
         [exhausted] an exhausting
        *[fatigued] a fatiguing
    } effect: −{ $lost } { $lost ->
         [one] point
        *[other] points
    }, { $points }/{ $max }.
sp-drained = { $name } gains { $levels } negative { $levels ->
         [one] level
        *[other] levels
    }: −{ $lost } { $lost ->
         [one] point
        *[other] points
    } (the cost of a level-{ $level } spell each, { $each } { $each ->
         [one] point
        *[other] points
    }{ $short ->
         [yes] ; there were no more
        *[no] {""}
    }), { $points }/{ $max }.
sp-char-pearls = { $name } carries { $each ->
        [1] { $kinds ->
            [1] a pearl of power of level { $levels }
           *[other] pearls of power of levels { LIST($levels) }
        }
       *[other] { $kinds ->
            [1] { $each } pearls of power of level { $levels }
           *[other] { $each } pearls of power each of levels { LIST($levels) }
        }
    }.
sp-char-no-pearls = { $name } carries no pearls of power any more.
sp-pearl = { $name } uses a pearl of power (level { $level }): +{ $gained } { $gained ->
         [one] point
        *[other] points
    }, { $points }/{ $max }.
sp-day = A new day: { $allowance } level-0 spells each, and pearls of power work again{ $mode ->
         [points] {""}
        *[other] , and { $free } free uses of each metamagic feat
    }.
sp-mode = Metamagic: { $mode ->
         [free] free, { $free }× a day per feat (no points)
         [both] free { $free }× a day per feat, then paid in points
        *[points] paid in points (the spell costs as if of a higher level)
    }.
sp-pool = { $name }: { $points }/{ $max } { $max ->
         [one] point
        *[other] points
    }, { $condition ->
         [fatigued] fatigued
         [exhausted] exhausted
        *[fresh] fresh
    }{ $resting ->
         [yes] , resting ({ $hours } h so far)
        *[no] {""}
    }; level-0 spells left today: { $left }/{ $allowance }.
sp-pool-free = + { $name }: { $feat ->
         [empower] Empower Spell
         [maximize] Maximize Spell
         [still] Still Spell
         [silent] Silent Spell
         [extend] Extend Spell
         [enlarge] Enlarge Spell
         [widen] Widen Spell
         [quicken] Quicken Spell
         [heighten] Heighten Spell
        *[other] { $feat }
    } free { $left }× more today.
sp-pool-empty = No casters yet. Add one: /char NAME level=N ability=N.
sp-odds-damage = { $spell } at caster level { $cl }: { $expr }{ $empowered ->
         [yes] {" "}×1.5
        *[no] {""}
    }{ $maximized ->
         [yes] {" "}maximized
        *[no] {""}
    }, { $kind ->
         [healing] healing
        *[damage] damage
    } { $low }–{ $high }, average { $mean }.
sp-odds-at-least = Chance of at least { $value }: { $percent } %.
sp-odds-cost = CL { $cl }: { $named ->
         [yes] { $spell }
        *[no] a level-{ $level } spell
    }{ $raised ->
         [yes] {" "}as level { $effective }
        *[no] {""}
    } costs { $cost } { $cost ->
         [one] point
        *[other] points
    }.
sp-odds-casts = { $name } ({ $points }/{ $max }) can cast { $named ->
         [yes] { $spell }
        *[no] a level-{ $level } spell
    } { $casts } more { $casts ->
         [one] time
        *[other] times
    } (first cast: { $cost } { $cost ->
         [one] point
        *[other] points
    }).
sp-odds-lasts = { $n } { $n ->
         [one] cast
        *[other] casts
    } in a row: { $lasts ->
         [yes] the pool lasts (certain, 100 %); { $points }/{ $max } left afterwards, { $condition ->
             [fatigued] fatigued
             [exhausted] exhausted
            *[fresh] fresh
        }
        *[no] the pool does not last (0 %): only { $casts }
    }.
sp-refusal-number = “{ $value }” is not a whole number ({ $what ->
         [level] the level
         [points] the points
         [hours] the hours
         [extra] the extra points
         [ability] the key ability
         [base] the base points
         [cl] the caster level
         [casts] the number of casts
         [ge] the damage threshold
         [levels] the negative levels
         [heighten] the heightened level
        *[other] { $what }
    }).
sp-refusal-range = { $what ->
         [level] the level
         [points] the points
         [hours] the hours
         [extra] the extra points
         [ability] the key ability
         [base] the base points
         [cl] the caster level
         [casts] the number of casts
         [ge] the damage threshold
         [levels] the negative levels
         [heighten] the heightened level
        *[other] { $what }
    } must be from { $low } to { $high }, not { $value }.
sp-refusal-option = This command takes no “{ $option }=” option. It takes: { WORD($options, of: "word-sp-option-") }.
sp-refusal-words = I did not understand “{ $words }”.
sp-refusal-name = A name needs 1 to { $limit } characters.
sp-refusal-char-level = A new caster needs a level: /char { $name } level=N ability=N.
sp-refusal-class = Unknown class “{ $value }”. Progressions: { $classes }.
sp-refusal-unknown-feat = Unknown metamagic feat “{ $feat }”. Feats: { $feats }.
sp-refusal-feat-twice = The same metamagic feat cannot be applied twice to one spell.
sp-refusal-no-feat = { $name } does not know { $feat ->
         [empower] Empower Spell
         [maximize] Maximize Spell
         [still] Still Spell
         [silent] Silent Spell
         [extend] Extend Spell
         [enlarge] Enlarge Spell
         [widen] Widen Spell
         [quicken] Quicken Spell
         [heighten] Heighten Spell
        *[other] { $feat }
    } (add it with /char { $name } feats=…).
sp-refusal-heighten = Heighten needs the new spell level, above { $level } and at most 9: meta=heighten:N.
sp-refusal-free-used = { $name } has no free uses of { $feat ->
         [empower] Empower Spell
         [maximize] Maximize Spell
         [still] Still Spell
         [silent] Silent Spell
         [extend] Extend Spell
         [enlarge] Enlarge Spell
         [widen] Widen Spell
         [quicken] Quicken Spell
         [heighten] Heighten Spell
        *[other] { $feat }
    } left today (/day starts a new day).
sp-refusal-spell-too-high = { $name } cannot cast level-{ $level } spells yet (highest: level { $highest }).
sp-refusal-spell-level = { $spell } is a level-{ $level } spell: it cannot be cast as a level-{ $asked } one. { $higher ->
         [yes] A higher spell level takes the Heighten Spell feat (meta=heighten:{ $asked }); more damage takes extra points (extra=N).
        *[no] More damage takes extra points (extra=N).
    }
sp-refusal-meta-too-high = With that metamagic the spell counts as level { $effective }, above the highest { $name } can cast (level { $highest }).
sp-refusal-cl-too-low = At caster level { $cl } no level-{ $level } spells can be cast yet (highest: level { $highest }).
sp-refusal-cl-meta = With that metamagic the spell counts as level { $effective }, above the highest at caster level { $cl } (level { $highest }).
sp-refusal-cl-extra-max = At caster level { $cl } { $most ->
         [0] no extra points go into { $spell }
        *[other] at most { $most } extra { $most ->
             [one] point goes
            *[other] points go
         } into { $spell }
    } (the caster level and the spell's maximum).
sp-refusal-no-target = The target is missing after “{ $to }”, e.g. /cast NAME: SPELL at goblin.
sp-refusal-extra-not-scaled = Extra points only raise the damage of spells whose dice grow with caster level.
sp-refusal-extra-max = { $name } can put at most { $most } extra { $most ->
         [one] point
        *[other] points
    } into { $spell } (own caster level and the spell's maximum).
sp-refusal-cantrips = { $name } has cast all { $allowance } level-0 spells for today (/day starts a new day).
sp-refusal-not-enough = { $name } needs { $cost } { $cost ->
         [one] point
        *[other] points
    } but has { $points }.
sp-refusal-full = The pool of { $name } is already full.
sp-refusal-no-pearl = { $name } has no pearl of power of level { $level } on the sheet; the GM records pearls with /char { $name } pearls=1,3.
sp-refusal-pearl-used = { $count ->
        [one] The pearl of power of level { $level } that { $name } carries has
       *[other] All { $count } pearls of power of level { $level } that { $name } carries have
    } been used today: a pearl works once a day.
sp-refusal-pearls-many = A sheet holds at most { $most } pearls of power.
sp-refusal-rest = “{ $value }” is not a rest: give hours (1h, 2h or 8h), or { WORD("begin", of: "word-sp-rest-") } or { WORD("end", of: "word-sp-rest-") }.
sp-refusal-rest-all = Only a GM may rest every character at once. Rest your own like this: /rest 8h.
sp-refusal-resting = { $name } is already resting ({ $hours } h so far).
sp-refusal-not-resting = { $name } is not resting.
sp-refusal-effect = Name the effect: fatigued or exhausted (not “{ $value }”).
sp-refusal-empty = { $name } has no points left to lose.
sp-refusal-mode = Metamagic can be paid: points, free, both (not “{ $value }”).
sp-refusal-odds-who = casts= needs a caster from the roster: /odds NAME: SPELL casts=N.
