## Club de duel (annexe « Duel de sorciers » de Poudlard) : tous les messages des règles duel_club.
## PV : points de vie du duelliste, 5 au début d'un duel.

duel_club-char-created = { $name } rejoint le club de duel : Sortilèges { $skill }/100, { $pv ->
    [one] { $pv } point de vie
   *[other] { $pv } points de vie
}.
duel_club-char-updated = { $name } : Sortilèges { $skill }/100, { $pv ->
    [one] { $pv } point de vie
   *[other] { $pv } points de vie
}.
duel_club-char-line = { $name } : Sortilèges { $skill }/100, PV { $pv }/{ $max } ({ $bound ->
    [no] sans joueur
   *[yes] joueur : { $player }
})
duel_club-pool = { $name } : PV { $pv }/{ $max }
duel_club-duel-started = Duel { $duel } : { $first } contre { $second }, { $pv ->
    [one] { $pv } point de vie
   *[other] { $pv } points de vie
} chacun. Tirez l'initiative avec /initiative.
duel_club-initiative = L'initiative revient à { $name } ({ KNOWN($skill) ->
    [yes] { KNOWN($other_skill) ->
        [yes] Sortilèges { $skill } contre { $other_skill } pour { $other }
       *[no] Sortilèges plus élevés
    }
   *[no] Sortilèges plus élevés
}).
duel_club-initiative-coin = Égalité à { $skill } en Sortilèges, on tire à pile ou face ({ $heads } face, { $tails } pile) : c'est { $coin ->
    [heads] face
   *[tails] pile
}, l'initiative revient à { $name }.
duel_club-round = — Duel { $duel }, manche { $round } —
duel_club-turn = { $answer ->
    [yes] À { $name } de répondre
   *[no] { $name } joue en premier
}{ $must_recover ->
    [yes] , mais sa baguette est à terre : seule action possible, la ramasser (/ramasser).
   *[no] { $can_grab ->
        [yes] {" "}: lancez un sort (/sort), ou prenez la baguette adverse (/prendre) pour gagner aussitôt.
       *[no] {" "}: lancez un sort (/sort).
    }
}
duel_club-petrified-skip = { GENDER($name) ->
    [f] { $name } est pétrifiée et perd son action de cette manche.
    [m] { $name } est pétrifié et perd son action de cette manche.
   *[other] Sous Petrificus Totalus, { $name } perd son action de cette manche.
}
duel_club-cast = { $name } lance { $spell } : { $impossible ->
    [yes] { KNOWN($skill) ->
        [yes] raté d'office, ce sort est impossible avec Sortilèges { $skill } (même un 1 sur 1d100 échoue).
       *[no] raté d'office.
    }
   *[no] { KNOWN($threshold) ->
        [yes] { $roll } { $success ->
            [yes] ≤ { $threshold }, réussi.
           *[no] > { $threshold }, raté.
        }
       *[no] { $success ->
            [yes] réussi.
           *[no] raté.
        }
    }
}
duel_club-cast-voided = { LE($disarm_spell, capital: "yes") } { DE($by) } a réussi : sans baguette, { $name } n'a pas pu riposter et son { $spell } reste sans effet.
duel_club-levicorpus-drop = Sous Levicorpus, la tête en bas, { $name } rate son sort et lâche sa baguette.
duel_club-levicorpus-held = Sous Levicorpus, la tête en bas, { $name } garde sa baguette en main.
duel_club-resolve = Résolution de la manche { $round } :
duel_club-no-effect = Aucun sort de cette manche ne fait effet.
duel_club-blocked = { LE($shield_spell, capital: "yes") } { DE($by) } bloque { LE($spell) } { DE($name) }.
duel_club-hit = { LE($spell, capital: "yes") } { DE($by) } touche { $name }{ KNOWN($pv) ->
    [yes] : { $pv ->
        [0] { $amount ->
            [one] { GENDER($name) ->
                [f] elle perd son dernier point de vie
               *[other] il perd son dernier point de vie
            }
           *[other] { $amount } points de vie perdus
        }
       *[other] { $amount ->
            [one] { $amount } point de vie perdu
           *[other] { $amount } points de vie perdus
        }
    }, PV { $pv }/{ $max }.
   *[no] {" "}(PV cachés).
}
duel_club-disarmed = { $by } désarme { $name } : sa baguette s'envole. { $grab ->
    [yes] { $name } devra la ramasser (/ramasser), sauf si { $by } s'en empare d'abord (/prendre).
   *[no] { $name } joue avant { $by } à la manche suivante et devra la ramasser (/ramasser).
}
duel_club-petrified = { GENDER($name) ->
    [f] { $name } est pétrifiée : elle perd son action à la prochaine manche.
    [m] { $name } est pétrifié : il perd son action à la prochaine manche.
   *[other] Petrificus Totalus fige { $name } : son action de la prochaine manche est perdue.
}
duel_club-levitated = { GENDER($name) ->
    [f] { $name } est suspendue la tête en bas : si elle rate son prochain sort, elle perd sa baguette.
    [m] { $name } est suspendu la tête en bas : s'il rate son prochain sort, il perd sa baguette.
   *[other] Levicorpus suspend { $name } la tête en bas : au prochain sort raté, sa baguette tombe.
}
duel_club-recovered = { $name } ramasse sa baguette.
duel_club-grabbed = { $name } s'empare de la baguette { DE($opponent) } !
duel_club-forbidden = { $name } lance « { $spell_text } », un sort interdit au club de duel : disqualification immédiate.
duel_club-won = { $reason ->
    [pv] { $loser } n'a plus de points de vie.
    [grab] { $loser } se retrouve sans baguette.
   *[disqualified] { GENDER($loser) ->
        [f] { $loser } est disqualifiée.
        [m] { $loser } est disqualifié.
       *[other] Disqualification pour { $loser }.
    }
} { $name } remporte le duel { $duel } !
duel_club-ended = Le duel { $duel } est arrêté, sans vainqueur.
duel_club-status-waiting = Duel { $duel } : en attente de l'initiative (/initiative).
duel_club-status-running = Duel { $duel } : manche { $round }, au tour { DE($turn) }.
duel_club-status-won = Duel { $duel } : terminé, remporté par { $winner }.
duel_club-status-stopped = Duel { $duel } : arrêté, sans vainqueur.
duel_club-status-fighter = { $name } (Sortilèges { $skill }) : PV { $pv }/{ $max }, { $wand ->
    [hand] baguette en main
    [taken] baguette prise par { $taker }
   *[dropped] baguette à terre
}{ $petrified ->
    [yes] , { GENDER($name) ->
        [f] pétrifiée
        [m] pétrifié
       *[other] sous Petrificus Totalus
    }
   *[no] {""}
}{ $levicorpus ->
    [yes] , sous Levicorpus
   *[no] {""}
}{ $disqualified ->
    [yes] , { GENDER($name) ->
        [f] disqualifiée
        [m] disqualifié
       *[other] hors jeu (disqualification)
    }
   *[no] {""}
}.
duel_club-odds-character = { $name }, Sortilèges { $skill }, chances de réussir chaque sort (1d100) :
duel_club-odds-hidden = Les chiffres { DE($name) } sont cachés : seul le MJ peut calculer ces chances.
duel_club-odds-spell = { $spell } avec Sortilèges { $skill } : { $pct ->
    [0] impossible, même un 1 sur 1d100 échoue (0 % de chances).
   *[other] réussi si 1d100 ≤ { $threshold }, soit { $pct } % de chances.
}
duel_club-odds-round-head = Manche où { LE($first_spell) } (Sortilèges { $skill }) part en premier et où { LE($second_spell) } (Sortilèges { $vs_skill }) répond :
duel_club-odds-round = Dans { $pct } % des cas, { LE($first_spell) } { $first_fate ->
    [lands] réussit
    [blocked] est bloqué
   *[fails] rate
} et { LE($second_spell) } { $second_fate ->
    [lands] réussit
    [blocked] est bloqué
    [voided] reste sans effet (baguette perdue)
   *[fails] rate
}.

duel_club-refusal-target = Au club de duel, on ne vise que son adversaire : ici, c'est { $opponent }, pas { $name }.
duel_club-refusal-slip = « { $spell_text } » n'est pas un sort du club de duel sous cette forme : vouliez-vous dire { $spell } ? Rien n'a été lancé.
duel_club-refusal-who-casts = « { $name } » est { GENDER($name) ->
    [f] une duelliste
   *[other] un duelliste
}, pas un sort : au club de duel, le sort vise toujours votre adversaire. Écrivez seulement le sort, par ex. { CMD("cast") } Stupéfix.
duel_club-refusal-no-initiative = Le duel { $duel } n'a pas commencé : tirez l'initiative avec /initiative.
duel_club-refusal-not-your-turn = Ce n'est pas à { $name } d'agir : c'est à { $turn }.
duel_club-refusal-must-recover = { $name } n'a plus de baguette : seule action possible, la ramasser (/ramasser).
duel_club-refusal-not-party = Seuls le MJ et les duellistes du duel { $duel } peuvent faire cela.
duel_club-refusal-not-duellist = Un joueur ne peut ouvrir un duel que pour son propre personnage.
duel_club-refusal-wand-in-hand = { $name } a déjà sa baguette en main : rien à ramasser.
duel_club-refusal-no-grab = { $name } ne peut prendre la baguette { DE($opponent) } que juste après un Expelliarmus réussi, tant qu'elle est à terre.
duel_club-refusal-duel-syntax = Écrivez le duel ainsi : /duel NOM contre NOM.
duel_club-refusal-one-vs-one = Au club de duel, on se bat un contre un : /duel NOM contre NOM.
duel_club-refusal-self = { GENDER($name) ->
    [f] { $name } ne peut pas se battre contre elle-même.
    [m] { $name } ne peut pas se battre contre lui-même.
   *[other] On ne peut pas se choisir soi-même pour adversaire ({ $name }).
}
duel_club-refusal-initiative-done = L'initiative du duel { $duel } est déjà tirée.
duel_club-refusal-ended = Le duel { $duel } est déjà terminé.
duel_club-refusal-need-skill = Indiquez la compétence Sortilèges { DE($name) } (0 à 100) : /perso { $name } sortilèges=60.
duel_club-refusal-odds-skill = Indiquez une compétence Sortilèges de 0 à { $max }, par ex. /chances Stupéfix sortilèges=60, ou le nom d'un duelliste : /chances Harry.
duel_club-refusal-odds-vs-skill = « { $value } » ne convient pas pour adversaire= : la compétence Sortilèges de l'adversaire est un nombre entier de 0 à { $max }.
duel_club-refusal-skill = « { $value } » ne convient pas : la compétence Sortilèges d'un duelliste est un nombre entier de 0 à { $max }.{ $rule ->
   *[other] {""}
}
duel_club-refusal-odds-forbidden = « { $spell_text } » n'est ni un personnage ni un sort permis au club de duel : y lancer un autre sort entraîne une disqualification immédiate.
