## Feniks: duels and hit points (HP). Every refusal ends with the rule it cites, in words.

-hp = HP
feniks-word-kind = { $kind ->
    [club] duel club bout
   *[spontaneous] spontaneous duel
}
feniks-word-condition = { $condition ->
    [out] out of the fight
    [unconscious] unconscious
    [hospital] in the hospital wing
   *[ok] fit to fight
}

## The sheet.

feniks-char-created = { $name } joins the roster: age { $age }, Reflex { $reflex }, Charms { $charms } ({ $charms_mod }), Transfiguration { $transfig } ({ $transfig_mod }), DADA { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }.
feniks-char-updated = { $name } updated: age { $age }, Reflex { $reflex }, Charms { $charms } ({ $charms_mod }), Transfiguration { $transfig } ({ $transfig_mod }), DADA { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-sheet = { $name }: age { $age }, Reflex { $reflex }, Charms { $charms } ({ $charms_mod }), Transfiguration { $transfig } ({ $transfig_mod }), DADA { $dada } ({ $dada_mod }); { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-line = { $name }, age { $age }: { -hp } { $hp }/{ $max } ({ $bound ->
    [no] no player
   *[yes] player: { $player }
})
feniks-pool = { $name }: { $hp } of { $max } { -hp }{ $condition ->
    [ok] {""}
   *[other] , { feniks-word-condition }
}.
feniks-severity = { $severity ->
    [hospital] { $name } is taken to the hospital wing.
   *[moment] { $name } comes round after a moment.
}

## Duels and the turn order.

feniks-duel-started = Duel { $duel } begins: a { feniks-word-kind } between { $count } fighters.
feniks-duel-side = Side { $side }: { LIST($names) }
feniks-surprise = { $name } attacks by surprise and goes first.
feniks-order-needed = Duel { $duel }: roll /init, or let the GM fix the order with /order.
feniks-init-roll = { $name } rolls initiative: { $face } + { $bonus } = { $total }.
feniks-init-tie = { LIST($names) } tie at { $total }: the higher Reflex goes first.
feniks-init-reroll = { LIST($names) } are still tied and roll again.
feniks-order = Duel { $duel }, order: { $names }.
feniks-turn-attack = Duel { $duel }: { $name }'s move. Attack with /cast SPELL TARGET.
feniks-turn-defend = Duel { $duel }: { $name }'s move. First defend against { $attacker }'s { $spell } ({ $value }) with { CMD("defend") } { WORD("shield, dodge, none", of: "word-feniks-defence-", style: "or") }{ $count ->
    [one] .
   *[other] ; { $count } attacks wait.
}

## The attack and the defence.

feniks-attack = { $outcome ->
    [fail] { $name } casts { $spell } at { $target }, but the spell is disrupted and fails. The move ends.
    [miss] { $name } casts { $spell } at { $target } and misses. The move ends.
    [critical] { $name } casts { $spell } at { $target }: a critical hit{ $weak ->
        [yes] {" "}(though weakened)
       *[no] {""}
    }! Attack { $value }.
   *[hit] { $surprise ->
        [yes] { $name } catches { $target } by surprise with { $spell }: it hits{ $weak ->
            [yes] {" "}(weakened)
           *[no] {""}
        }. Attack { $value }.
       *[no] { $name } casts { $spell } at { $target } and hits{ $weak ->
            [yes] {" "}(weakened)
           *[no] {""}
        }. Attack { $value }.
    }
}
feniks-defence-shield = { $failed ->
    [yes] { $name }'s { $shield_spell } is disrupted and fails: { $name } takes the full { $damage } from { $attacker }'s { $spell }. { -hp } { $hp }/{ $max }.
   *[no] { $name } meets { $attacker }'s { $spell } ({ $attack }) with { $shield_spell } ({ $value }): { $damage } damage. { -hp } { $hp }/{ $max }.
}
feniks-defence-dodge = { $failed ->
    [yes] { $name } tries to dodge { $attacker }'s { $spell } (rolled { $face }) and fails: { $damage } damage. { -hp } { $hp }/{ $max }.
   *[no] { $name } dodges { $attacker }'s { $spell } (rolled { $face }): no damage. { -hp } { $hp }/{ $max }.
}
feniks-defence-none = { $name } takes { $attacker }'s { $spell } undefended: { $damage } damage. { -hp } { $hp }/{ $max }.
feniks-move-ends = { $name }'s move ends: no attack this move.
feniks-ko-spontaneous = { $name } falls unconscious. The player (or the GM, if asked) decides how bad it is: /char { $name } severity=moment or severity=hospital.
feniks-ko-club = { $name } is beaten and out of the bout.
feniks-kod =
    Code:
    Defence: { $defence }
    Attack: { $attack }
    { -hp }: [ { $hp } / { $max } ]

## The end of a duel.

feniks-duel-won = Duel { $duel } is over. { $count ->
    [one] The winner: { LIST($names) }.
   *[other] The winners: { LIST($names) }.
}
feniks-duel-ended = The GM ends duel { $duel }.
feniks-club-kept = Duel { $duel }: everyone agreed to keep the wounds of this bout.
feniks-hp-restored = { $name } leaves the bout unhurt: { -hp } { $hp }/{ $max }.

## Status.

feniks-status-duel = Duel { $duel } ({ feniks-word-kind }), { $moves ->
    [one] { $moves } move so far
   *[other] { $moves } moves so far
}:
feniks-status-line = { $mark ->
    [turn] ▶
    [out] ✗
   *[wait] ·
} { $name } (side { $side }): { -hp } { $hp }/{ $max }
feniks-status-pending = { $attacker }'s { $spell } ({ $value }) waits for { $defender }'s defence.

## Odds.

feniks-odds-hit = Chance to hit{ $surprise ->
    [yes] {" "}by surprise
   *[no] {""}
}: { $hit }% ({ $hit_exact }); critical: { $critical }% ({ $critical_exact }).
feniks-odds-dodge = Dodge at Reflex { $reflex }: { $needs ->
    [0] it cannot succeed
   *[other] succeeds on { $needs } or more
}, { $chance }% ({ $chance_exact }).
feniks-odds-attack = { $name } casting { $spell } (modifier { $mod }): hits { $hit }% ({ $hit_exact }); expected damage undefended { $mean } ({ $mean_exact }).
feniks-odds-vs = Against { $name } { $defence ->
    [shield] with a shield
    [dodge] dodging
   *[none] without a defence
}: expected damage { $mean } ({ $mean_exact }), some damage { $any }% ({ $any_exact }).
feniks-odds-row = { $value } { -hp }: { $chance }% ({ $chance_exact })

## Refusals.

feniks-refusal-age = The hit-point table starts at age { $min }; { $age } is too young for a duel (rule: { RULE($rule) }).
feniks-refusal-points = { $field ->
    [reflex] Reflex
    [charms] Charms
    [transfig] Transfiguration
   *[dada] DADA
} must be between 0 and { $max } points, not { $value } (rule: { RULE($rule) }).
feniks-refusal-hp = { -hp } must be between 0 and { $max }, not { $value } (rule: { RULE($rule) }).
feniks-refusal-need-age = To create { $name }, give an age: /char { $name } age=15 reflex=5 charms=10 transfig=10 dada=10 (rule: { RULE($rule) }).
feniks-refusal-gm-field = Only the GM sets { $fields } (rule: { RULE($rule) }).
feniks-refusal-severity-set = The severity for { $name } is already set ({ $severity ->
    [hospital] the hospital wing
   *[moment] a moment
}); { CMD("undo") } to change it.{ $rule ->
   *[other] {""}
}
feniks-refusal-severity = { $name } is not unconscious: the severity is decided only after a knock-out (rule: { RULE($rule) }).
feniks-refusal-cannot-fight = { $name } cannot fight now ({ -hp } { $hp }, or not recovered) (rule: { RULE($rule) }).
feniks-refusal-duel-syntax = Name the sides: /duel Harry Ron vs Draco Goyle [type=club|spontaneous] [surprise=Harry] (rule: { RULE($rule) }).
feniks-refusal-duel-twice = A character can stand on only one side (rule: { RULE($rule) }).
feniks-refusal-duel-over = Duel { $duel } is already over (rule: { RULE($rule) }).
feniks-refusal-not-party = Only the GM or a player of a fighter may do that (duel { $duel }) (rule: { RULE($rule) }).
feniks-refusal-surprise-party = Only a fighter of this duel, played by you, can attack by surprise (rule: { RULE($rule) }).
feniks-refusal-surprise-sides = The surprising attackers must all be on one side (rule: { RULE($rule) }).
feniks-refusal-surprise-uneven = In an uneven fight only one fighter may attack by surprise; the others roll initiative (rule: { RULE($rule) }).
feniks-refusal-surprise-target = { $target } has already been attacked by surprise: surprising attackers must attack different people (rule: { RULE($rule) }).
feniks-refusal-started = Duel { $duel } has begun: its order can no longer change (rule: { RULE($rule) }).
feniks-refusal-order-members = Name every fighter of duel { $duel } exactly once (rule: { RULE($rule) }).
feniks-refusal-tie = Initiative stayed tied after { $limit } re-rolls; set the order with /order (rule: { RULE($rule) }).
feniks-refusal-no-order = Duel { $duel } has no order yet: roll /init, or the GM sets /order (rule: { RULE($rule) }).
feniks-refusal-turn = It is not { $name }'s move: { $current } acts now (rule: { RULE($rule) }).
feniks-refusal-defend-first = { $name } must first defend against { $count ->
    [one] the attack
   *[other] { $count } attacks
} waiting: { CMD("defend") } { WORD("shield, dodge, none", of: "word-feniks-defence-", style: "or") } (rule: { RULE($rule) }).
feniks-refusal-nothing-to-defend = No attack waits for { $name }'s defence: attack with /cast (rule: { RULE($rule) }).
feniks-refusal-shield-spell = { $spell } is a shield: use it with { CMD("defend") } { WORD("shield", of: "word-feniks-defence-") } { $spell } (rule: { RULE($rule) }).
feniks-refusal-category-fixed = { $spell } is a { $category ->
    [charms] Charms
    [transfig] Transfiguration
   *[dada] DADA
} spell in the catalogue; category= is only for spells outside it (rule: { RULE($rule) }).
feniks-refusal-not-shield = { $spell } is not a defensive spell (rule: { RULE($rule) }).
feniks-refusal-unknown-spell = "{ $spell_text }" is not in the spell catalogue; give its category: category=charms|transfig|dada (rule: { RULE($rule) }).
feniks-refusal-target = { $target } is not an opponent still standing; targets: { LIST($names, style: "or") } (rule: { RULE($rule) }).
feniks-refusal-target-self = { $target } cannot attack themself; targets: { LIST($names, style: "or") } (rule: { RULE($rule) }).
feniks-refusal-target-ally = { $target } fights on the same side as { $caster }; targets: { LIST($names, style: "or") } (rule: { RULE($rule) }).
feniks-refusal-which-target = Name the target: { LIST($names, style: "or") } (rule: { RULE($rule) }).
feniks-refusal-word = { $what ->
        [type] “{ $word }” is no kind of duel; try { WORD($known, of: "word-feniks-kind-", style: "or") }
        [defence] “{ $word }” is no defence; try { WORD($known, of: "word-feniks-defence-", style: "or") }
        [category] “{ $word }” is no spell category; try { WORD($known, of: "word-feniks-category-", style: "or") }
        [severity] “{ $word }” is no severity; try { WORD($known, of: "word-feniks-severity-", style: "or") }
        [condition] “{ $word }” is no condition; try { WORD($known, of: "word-feniks-condition-", style: "or") }
       *[other] “{ $word }” does not fit here: write yes or no
    } (rule: { RULE($rule) }).
feniks-refusal-order-set = Duel { $duel }: the turn order is already set: { $names }.
feniks-refusal-unknown-shield = “{ $spell_text }” is not in the spell catalogue; give a defensive spell with its category: { CMD("defend") } { WORD("shield", of: "word-feniks-defence-") } { $spell_text } { WORD("category") }={ WORD("dada", of: "word-feniks-category-") }.
