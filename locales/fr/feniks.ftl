## Feniks : duels et points de vie (PV). Chaque refus se termine par la règle qu'il invoque.

-hp = PV
feniks-word-kind = { $kind ->
    [club] assaut du Club de duel
   *[spontaneous] duel improvisé
}
feniks-word-condition = { $condition ->
    [out] hors de combat
    [unconscious] sans connaissance
    [hospital] à l'infirmerie
   *[ok] en état de se battre
}

## La fiche.

feniks-char-created = Nouveau personnage { $name } : { $age } ans, Réflexes { $reflex }, Sortilèges { $charms } ({ $charms_mod }), Métamorphose { $transfig } ({ $transfig_mod }), DCFM { $dada } ({ $dada_mod }) ; { -hp } { $hp }/{ $max }.
feniks-char-updated = Fiche { DE($name) } mise à jour : { $age } ans, Réflexes { $reflex }, Sortilèges { $charms } ({ $charms_mod }), Métamorphose { $transfig } ({ $transfig_mod }), DCFM { $dada } ({ $dada_mod }) ; { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-sheet = { $name } : { $age } ans, Réflexes { $reflex }, Sortilèges { $charms } ({ $charms_mod }), Métamorphose { $transfig } ({ $transfig_mod }), DCFM { $dada } ({ $dada_mod }) ; { -hp } { $hp }/{ $max }, { feniks-word-condition }.
feniks-char-line = { $name }, { $age } ans : { -hp } { $hp }/{ $max } ({ $bound ->
    [no] sans joueur
   *[yes] joueur : { $player }
})
feniks-pool = { $name } : { $hp } { -hp } sur { $max }{ $condition ->
    [ok] {""}
   *[other] , { feniks-word-condition }
}.
feniks-severity = { $severity ->
    [hospital] { $name } part à l'infirmerie.
   *[moment] { $name } reprend connaissance au bout d'un instant.
}

## Les duels et l'ordre de jeu.

feniks-duel-started = Le duel { $duel } commence : { feniks-word-kind }, { $count ->
    [one] { $count } combattant
   *[other] { $count } combattants
}.
feniks-duel-side = Camp { $side } : { LIST($names) }
feniks-surprise = Attaque surprise : { $name } joue en premier.
feniks-order-needed = Duel { $duel } : lancez l'initiative (/initiative), ou le MJ fixe l'ordre (/ordre).
feniks-init-roll = Initiative { DE($name) } : { $face } + { $bonus } = { $total }.
feniks-init-tie = Égalité à { $total } entre { LIST($names) } : les meilleurs Réflexes passent devant.
feniks-init-reroll = { LIST($names) } sont toujours à égalité : on relance.
feniks-order = Duel { $duel }, ordre : { $names }.
feniks-turn-attack = Duel { $duel } : à { $name } de jouer. Attaque : /sort SORT CIBLE.
feniks-turn-defend = Duel { $duel } : à { $name } de jouer. D'abord la défense contre { LE($spell) } { DE($attacker) } (attaque { $value }) : { CMD("defend") } { WORD("shield, dodge, none", of: "word-feniks-defence-", style: "or") }{ $count ->
    [one] .
   *[other] ; { $count } attaques attendent.
}

## L'attaque et la défense.

feniks-attack = { $outcome ->
    [fail] { $name } lance { $spell } sur { $target }, mais le sort est perturbé et échoue. Fin du tour.
    [miss] { $name } lance { $spell } sur { $target } et manque sa cible. Fin du tour.
    [critical] { $name } lance { $spell } sur { $target } : coup critique{ $weak ->
        [yes] {" "}(quoique affaibli)
       *[no] {""}
    } ! Attaque { $value }.
   *[hit] { $surprise ->
        [yes] { $name } prend { $target } par surprise avec { $spell } : touché{ $weak ->
            [yes] {" "}(affaibli)
           *[no] {""}
        }. Attaque { $value }.
       *[no] { $name } lance { $spell } sur { $target } : touché{ $weak ->
            [yes] {" "}(affaibli)
           *[no] {""}
        }. Attaque { $value }.
    }
}
feniks-defence-shield = { $failed ->
    [yes] { LE($shield_spell, capital: "yes") } { DE($name) } est perturbé et échoue : { LE($spell) } { DE($attacker) } passe en entier, { $damage } { -hp }. { -hp } : { $hp }/{ $max }.
   *[no] { $name } pare { LE($spell) } { DE($attacker) } (attaque { $attack }) avec { $shield_spell } (défense { $value }) : { $damage ->
        [0] aucun dégât
        [one] { $damage } point de dégâts
       *[other] { $damage } points de dégâts
    }. { -hp } : { $hp }/{ $max }.
}
feniks-defence-dodge = { $failed ->
    [yes] { $name } tente d'esquiver { LE($spell) } { DE($attacker) } ({ $face }) et échoue : { $damage } { $damage ->
        [one] point
       *[other] points
    } de dégâts. { -hp } : { $hp }/{ $max }.
   *[no] { $name } esquive { LE($spell) } { DE($attacker) } ({ $face }) : aucun dégât. { -hp } : { $hp }/{ $max }.
}
feniks-defence-none = { $name } encaisse { LE($spell) } { DE($attacker) } sans se défendre : { $damage } { $damage ->
        [one] point
       *[other] points
    } de dégâts. { -hp } : { $hp }/{ $max }.
feniks-move-ends = Le tour { DE($name) } s'arrête là : pas d'attaque ce tour-ci.
feniks-ko-spontaneous = { $name } perd connaissance. Le joueur (ou le MJ, sur demande) juge de la gravité : /perso { $name } gravité=instant (un instant) ou gravité=infirmerie (l'infirmerie).
feniks-ko-club = { $name } perd l'assaut et en sort.
feniks-kod =
    Code :
    Défense : { $defence }
    Attaque : { $attack }
    { -hp } : [ { $hp } / { $max } ]

## La fin du duel.

feniks-duel-won = Le duel { $duel } est terminé. { $count ->
    [one] Vainqueur : { LIST($names) }.
   *[other] Vainqueurs : { LIST($names) }.
}
feniks-duel-ended = Le MJ met fin au duel { $duel }.
feniks-club-kept = Duel { $duel } : tout le monde a accepté de garder les blessures de cet assaut.
feniks-hp-restored = { $name } sort de l'assaut sans blessure : { -hp } { $hp }/{ $max }.

## L'état.

feniks-status-duel = Duel { $duel } ({ feniks-word-kind }), { $moves ->
    [one] { $moves } tour joué
   *[other] { $moves } tours joués
} :
feniks-status-line = { $mark ->
    [turn] ▶
    [out] ✗
   *[wait] ·
} { $name } (camp { $side }) : { -hp } { $hp }/{ $max }
feniks-status-pending = { LE($spell, capital: "yes") } { DE($attacker) } (attaque { $value }) attend la défense { DE($defender) }.

## Les chances.

feniks-odds-hit = Chance de toucher{ $surprise ->
    [yes] {" "}par surprise
   *[no] {""}
} : { $hit } % ({ $hit_exact }) ; coup critique : { $critical } % ({ $critical_exact }).
feniks-odds-dodge = Esquive avec { $reflex } en Réflexes : { $needs ->
    [0] impossible
   *[other] réussie sur { $needs } ou plus
}, { $chance } % ({ $chance_exact }).
feniks-odds-attack = { $spell } lancé par { $name } (modificateur { $mod }) : touche dans { $hit } % des cas ({ $hit_exact }) ; dégâts moyens sans défense { $mean } ({ $mean_exact }).
feniks-odds-vs = Contre { $name }, { $defence ->
    [shield] avec un sort de protection
    [dodge] en esquivant
   *[none] sans défense
} : dégâts moyens { $mean } ({ $mean_exact }), au moins 1 point de dégâts dans { $any } % des cas ({ $any_exact }).
feniks-odds-row = { $value } { -hp } : { $chance } % ({ $chance_exact })

## Les refus.

feniks-refusal-age = La table des PV commence à { $min } ans ; { $age } { $age ->
    [one] an
   *[other] ans
}, c'est trop jeune pour un duel{ $rule ->
   *[other] {""}
}.
feniks-refusal-points = { $field ->
    [reflex] Réflexes
    [charms] Sortilèges
    [transfig] Métamorphose
   *[dada] DCFM
} : entre 0 et { $max } points, pas { $value }{ $rule ->
   *[other] {""}
}.
feniks-refusal-hp = Les { -hp } vont de 0 à { $max }, pas { $value }{ $rule ->
   *[other] {""}
}.
feniks-refusal-need-age = Pour créer { $name }, donnez son âge : /perso { $name } âge=15 réflexe=5 sortilèges=10 métamorphose=10 dcfm=10{ $rule ->
   *[other] {""}
}.
feniks-refusal-gm-field = Seul le MJ fixe : { $fields }{ $rule ->
   *[other] {""}
}.
feniks-refusal-severity-set = La gravité est déjà fixée pour { $name } ({ $severity ->
    [hospital] l'infirmerie
   *[moment] un instant
}) ; { CMD("undo") } pour la changer.{ $rule ->
   *[other] {""}
}
feniks-refusal-severity = { $name } n'est pas sans connaissance : la gravité ne se décide qu'après avoir perdu tous ses PV{ $rule ->
   *[other] {""}
}.
feniks-refusal-cannot-fight = { $name } ne peut pas se battre maintenant ({ -hp } : { $hp }, ou encore en convalescence){ $rule ->
   *[other] {""}
}.
feniks-refusal-duel-syntax = Nommez les camps : /duel Harry Ron contre Drago Goyle [type=club|spontané] [surprise=Harry]{ $rule ->
   *[other] {""}
}.
feniks-refusal-duel-twice = Un personnage ne peut être que dans un seul camp{ $rule ->
   *[other] {""}
}.
feniks-refusal-duel-over = Le duel { $duel } est déjà terminé{ $rule ->
   *[other] {""}
}.
feniks-refusal-not-party = Seul le MJ ou le joueur d'un combattant peut faire cela (duel { $duel }){ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-party = Seul un combattant de ce duel que vous jouez peut attaquer par surprise{ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-sides = Les attaquants par surprise doivent être dans le même camp{ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-uneven = Dans un combat inégal, une seule personne peut attaquer par surprise ; les autres lancent l'initiative{ $rule ->
   *[other] {""}
}.
feniks-refusal-surprise-target = { $target } a déjà subi une attaque surprise : les attaquants surprise doivent viser des personnes différentes{ $rule ->
   *[other] {""}
}.
feniks-refusal-started = Le duel { $duel } a commencé : son ordre ne peut plus changer{ $rule ->
   *[other] {""}
}.
feniks-refusal-order-members = Nommez chaque combattant du duel { $duel } exactement une fois{ $rule ->
   *[other] {""}
}.
feniks-refusal-tie = L'initiative reste à égalité après { $limit } relances ; fixez l'ordre avec /ordre{ $rule ->
   *[other] {""}
}.
feniks-refusal-no-order = Le duel { $duel } n'a pas encore d'ordre : /initiative, ou /ordre (MJ){ $rule ->
   *[other] {""}
}.
feniks-refusal-turn = Ce n'est pas à { $name } de jouer : c'est à { $current }{ $rule ->
   *[other] {""}
}.
feniks-refusal-defend-first = { $name } doit d'abord se défendre contre { $count ->
    [one] l'attaque en attente
   *[other] les { $count } attaques en attente
} : { CMD("defend") } { WORD("shield, dodge, none", of: "word-feniks-defence-", style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-nothing-to-defend = Aucune attaque n'attend la défense { DE($name) } : attaquez avec /sort{ $rule ->
   *[other] {""}
}.
feniks-refusal-shield-spell = { $spell } est un sort de protection : utilisez { CMD("defend") } { WORD("shield", of: "word-feniks-defence-") } { $spell }{ $rule ->
   *[other] {""}
}.
feniks-refusal-category-fixed = { $spell } figure au catalogue dans la catégorie { $category ->
    [charms] Sortilèges
    [transfig] Métamorphose
   *[dada] DCFM
} ; matière= ne sert qu'aux sorts hors catalogue{ $rule ->
   *[other] {""}
}.
feniks-refusal-not-shield = { $spell } n'est pas un sort de protection{ $rule ->
   *[other] {""}
}.
feniks-refusal-unknown-spell = « { $spell_text } » n'est pas dans le catalogue des sorts ; précisez sa catégorie : matière=sortilèges|métamorphose|dcfm{ $rule ->
   *[other] {""}
}.
feniks-refusal-target = { $target } n'est pas un adversaire encore debout ; cibles possibles : { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-target-self = { $target } ne peut pas s'attaquer { GENDER($target) ->
    [f] elle-même
   *[other] lui-même
} ; cibles possibles : { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-target-ally = { $target } se bat du même côté ; cibles possibles : { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-which-target = Nommez la cible : { LIST($names, style: "or") }{ $rule ->
   *[other] {""}
}.
feniks-refusal-word = { $what ->
        [type] « { $word } » n'est pas un type de duel ; possibles : { WORD($known, of: "word-feniks-kind-", style: "or") }
        [defence] « { $word } » n'est pas une défense ; possibles : { WORD($known, of: "word-feniks-defence-", style: "or") }
        [category] « { $word } » n'est pas une catégorie de sort ; possibles : { WORD($known, of: "word-feniks-category-", style: "or") }
        [severity] « { $word } » n'est pas une gravité ; possibles : { WORD($known, of: "word-feniks-severity-", style: "or") }
        [condition] « { $word } » n'est pas un état ; possibles : { WORD($known, of: "word-feniks-condition-", style: "or") }
       *[other] « { $word } » ne convient pas ici : écrivez oui ou non
    }{ $rule ->
       *[other] {""}
    }.
feniks-refusal-order-set = Duel { $duel } : l'ordre du tour est déjà fixé : { $names }.
feniks-refusal-unknown-shield = Le sort « { $spell_text } » n'est pas dans le catalogue ; pour un sort de défense, précisez sa catégorie : { CMD("defend") } { WORD("shield", of: "word-feniks-defence-") } { $spell_text } { WORD("category") }={ WORD("dada", of: "word-feniks-category-") }.
