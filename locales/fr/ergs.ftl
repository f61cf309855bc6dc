## Le GN aux baguettes (ergs). Mots communs aux messages ci-dessous ; chacun prend la variable de son nom.

ergs-group-name = { $group ->
        [student] élève
        [middle] groupe intermédiaire
        [senior] groupe des aînés
        [master] maître des sortilèges
       *[other] { $group }
    }
ergs-teacher-group-name = { $teacher_group ->
        [student] élève
        [middle] groupe intermédiaire
        [senior] groupe des aînés
        [master] maître des sortilèges
       *[other] { $teacher_group }
    }
ergs-learner-group-name = { $learner_group ->
        [student] élève
        [middle] groupe intermédiaire
        [senior] groupe des aînés
        [master] maître des sortilèges
       *[other] { $learner_group }
    }
ergs-cause-name = { $cause ->
        [ritual] lors d'un rituel
        [dementor] à cause d'un Détraqueur
        [vampire] à cause d'un vampire
       *[other] ({ $cause })
    }
ergs-value-name = { $value ->
        [wand] baguettes
        [nerf] blasters NERF
        [continuous] continu
        [periodic] périodique (reprises et pauses)
        [mobile] mobile
        [stationary] immobile (dans un cercle)
        [unset] à choisir
       *[other] { $value }
    }
ergs-choice-name = { $choice ->
        [weapon] l'arme
        [form] le genre de duel
        [mode] duel mobile ou immobile
       *[other] { $choice }
    }
ergs-item-name = { $item ->
        [offended] l'offensé
        [degree] le degré de l'offense
        [weapon] l'arme
        [form] le genre de duel
        [mode] le choix mobile ou immobile
        [field] le terrain
        [place] le lieu
        [circle] le cercle
        [bout] la durée des reprises
        [break] la durée des pauses
        [seconds] les témoins
        [dress] la vérification de la tenue
        [signatures] les signatures des témoins
       *[other] { $item }
    }
ergs-item-title = { $item ->
        [offended] Partie offensée
        [degree] Degré de l'offense
        [weapon] Arme
        [form] Genre de duel
        [mode] Mobile ou immobile
        [field] Terrain, en pas
        [place] Lieu
        [circle] Cercle, en pas
        [bout] Reprise, en secondes
        [break] Pause, en secondes
       *[other] { $item }
    }

## Personnages et ergs.

ergs-char-added = { $name } entre en jeu : { $age } ans ({ ergs-group-name }), { $n } { $n ->
        [one] erg
       *[other] ergs
    } à dépenser et l'erg de vie.
ergs-char-updated = Fiche { DE($name) } mise à jour : { $age } ans ({ ergs-group-name }), { $max_changed ->
        [yes] réserve de { $max } { $max ->
            [one] erg
           *[other] ergs
        } ({ $spendable } à dépenser et l'erg de vie) ; { $n } à dépenser maintenant
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        } à dépenser
    }.
ergs-char-sheet = { $name } : { $age } ans ({ ergs-group-name }), { $n } { $n ->
        [one] erg
       *[other] ergs
    } à dépenser et { $life ->
        [yes] l'erg de vie
       *[other] plus d'erg de vie
    } ; sorts appris : { $known ->
        [0] aucun
       *[other] { LIST($spells) }
    }.
ergs-refusal-sheet-spell-new = { $name } n'est pas { GENDER($name) ->
    [f] créée
   *[other] créé
} : « { $spell_text } » n'est pas un sort de ces règles.
ergs-refusal-sheet-spell-edit = Fiche { DE($name) } inchangée : « { $spell_text } » n'est pas un sort de ces règles.
ergs-pool-line = { $name } ({ $age } { $age ->
        [one] an
       *[other] ans
    }, { ergs-group-name }) : { $ergs } { $ergs ->
        [one] erg
       *[other] ergs
    } sur { $max }, { $life ->
        [yes] erg de vie intact
       *[other] ERG DE VIE PERDU
    }{ $demagicked ->
        [yes] , { GENDER($name) ->
            [f] démagifiée
            [m] démagifié
           *[other] sans magie
        }
       *[other] {""}
    } ; baguette : { $wand ->
        [attuned] apprivoisée
        [attuning] en cours d'apprivoisement, encore { $hours } h
        [damaged] abîmée
       *[other] aucune
    }.
ergs-spent = { $name } dépense { $n } { $n ->
        [one] erg
       *[other] ergs
    } ({ $reason }) : reste { $ergs }.
ergs-gained = MJ : { $name } reçoit { $n } { $n ->
        [one] erg
       *[other] ergs
    } ({ $reason }) : { $ergs } maintenant.
ergs-demagicked = { $name } n'a plus d'ergs et perd sa magie : ni sorts ni esquives jusqu'au prochain cycle.
ergs-drained = MJ : { $name } perd l'erg de vie { ergs-cause-name }. Sans lui, pas de recharge au nouveau cycle tant que le MJ ne le rend pas (/restaurer).
ergs-restored = MJ : { $name } retrouve l'erg de vie.
ergs-cycle = Le cycle { $cycle } commence : chaque sorcier paie l'entretien de sa vie magique avec l'erg de vie ; { $refill ->
        [yes] les réserves se remplissent jusqu'au maximum.
       *[other] dans cette partie, les réserves ne se remplissent pas.
    }
ergs-cycle-wizard = { $name } : entretien payé, { $ergs } { $ergs ->
        [one] erg
       *[other] ergs
    } sur { $max }.
ergs-cycle-drained = MJ : { $name } n'a pas d'erg de vie et ne se recharge pas (reste { $ergs }).

## Lancer des sorts.

ergs-cast = { $name } lance { $spell } sur { $target } ({ $n ->
        [0] gratuit, reste { $ergs }
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        }, reste { $ergs }
    }).
ergs-cast-untargeted = { $name } lance { $spell } ({ $n ->
        [0] gratuit, reste { $ergs }
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        }, reste { $ergs }
    }).
ergs-too-soon = …mais { $spell } échoue : { $name } l'a lancé { $gap ->
        [0] aussitôt
       *[other] { $gap } s seulement
    } après la dernière attaque (règle des trois secondes : attendre { $wait } s, ou se protéger ou esquiver d'abord).
ergs-simultaneous = { $n } sorts au même instant : aucun ne fonctionne{ $holds ->
        [0] .
       *[other] , sauf Avada Kedavra.
    }
ergs-simultaneous-fails = ✗ { LE($spell, capital: "yes") } { DE($name) } ({ $clock }{ $tenth ->
        [0] {""}
       *[other] ,{ $tenth }
    }) échoue.
ergs-simultaneous-holds = ✓ { LE($spell, capital: "yes") } { DE($name) } ({ $clock }{ $tenth ->
        [0] {""}
       *[other] ,{ $tenth }
    }) fonctionne quand même.
ergs-dodge = { $name } : « Esquive ! » ({ $n ->
        [0] gratuit, reste { $ergs }
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        }, reste { $ergs }
    }).

## Enseignement.

ergs-service = { $learner } a rendu un service à { $teacher }{ $older ->
    [no] , qui ne peut pourtant pas l'instruire : un maître doit être d'un groupe d'âge plus âgé.
   *[yes] , qui peut désormais l'instruire.
}
ergs-taught = { $teacher } enseigne { $spell } à { $learner } ({ $n ->
        [0] gratuit, reste { $ergs }
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        }, reste { $ergs }
    }).
ergs-gm-taught = Pour le MJ : { $teacher } a enseigné { $spell } à { $learner }.

## Baguettes.

ergs-wand-none = { $name } n'a pas de baguette.
ergs-wand-line = { $name } : baguette n° { $number }, { $status ->
        [attuned] apprivoisée
        [attuning] en cours d'apprivoisement, encore { $hours } h
       *[damaged] abîmée
    }.
ergs-wand-new = { $name } prend une nouvelle baguette (n° { $number }){ $hours ->
        [0] , déjà apprivoisée.
       *[other] {" "}: il faut { $hours } h pour l'apprivoiser ; d'ici là, seuls les sorts de base et de magie noire fonctionnent avec elle.
    }
ergs-wand-damaged = La baguette { DE($name) } est abîmée et scotchée au milieu : elle ne lance plus rien.
ergs-wand-repaired = MJ : la baguette { DE($name) } est de nouveau intacte.
ergs-wand-given = La baguette { DE($name) } passe à { $to } : il faut { $hours } h pour l'apprivoiser ; d'ici là, seuls les sorts de base et de magie noire fonctionnent avec elle.
ergs-wand-held = { $name } tient maintenant la baguette n° { $number }.

## Duels et procès-verbal des témoins.

ergs-duel-open = Duel { $duel } : { $a } contre { $b }. Les témoins rédigent le procès-verbal avec /protocole.
ergs-duel-end = Le duel { $duel } est terminé.
ergs-duel-end-winner = Le duel { $duel } est terminé : { $winner } l'emporte.
ergs-duel-out = Duel { $duel } : { $name } sort du cercle ; le duel cesse, c'est consigné au procès-verbal.
ergs-protocol-value = { $item ->
        [field] Procès-verbal : terrain de { ergs-value-name } pas.
        [circle] Procès-verbal : cercle de { ergs-value-name } pas.
        [bout] Procès-verbal : reprises de { ergs-value-name } secondes.
        [break] Procès-verbal : pauses de { ergs-value-name } secondes.
       *[other] Procès-verbal mis à jour. { ergs-item-title } : { ergs-value-name }.
    }
ergs-protocol-unsigned = Le procès-verbal du duel { $duel } a changé : les signatures sont nulles, les témoins signent à nouveau.
ergs-protocol-second = { $name } est témoin { DE($duellist) }.
ergs-protocol-dress = Tenue { DE($name) } vérifiée : vêtements amples ; ni médaillons, ni médailles, ni bourses, ni ceintures.
ergs-protocol-dress-bandages = Tenue { DE($name) } vérifiée ; bandages déclarés aux témoins : { $bandages }.
ergs-protocol-signature = { $name } signe le procès-verbal du duel { $duel }.
ergs-protocol-signed = Le procès-verbal du duel { $duel } est signé par tous les témoins.
ergs-protocol-ready = Le procès-verbal du duel { $duel } est complet : les témoins peuvent signer (/protocole signer NOM).
ergs-protocol-missing = Il manque encore { ergs-item-name }{ $item ->
        [seconds] { " " }{ DE($name) }
        [dress] { " " }{ DE($name) }
       *[other] {""}
    } au procès-verbal.
ergs-protocol-head = Procès-verbal du duel { $duel } : { $a } contre { $b }{ $ended ->
        [yes] { " " }(terminé)
       *[other] {""}
    }.
ergs-protocol-insult = Offense : { $degree ->
        [0] pas encore consignée
        [1] du premier degré (simple) : { $offender } offense { $offended }
        [2] du deuxième degré (atteinte à la dignité) : { $offender } offense { $offended }
        [3] du troisième degré (voie de fait) : { $offender } offense { $offended }
       *[other] de degré { $degree } : { $offender } offense { $offended }
    }.
ergs-protocol-choice = { $choice ->
        [weapon] Arme
        [form] Genre de duel
       *[mode] Mobile ou immobile
    } : { ergs-value-name }{ $chooser ->
        [offended] {" "}— au choix { DE($name) }, partie offensée
        [seconds] {" "}— au choix des témoins, d'un commun accord
       *[other] ; le choix revient à l'un ou l'autre selon l'offense
    }.
ergs-protocol-field = Terrain : { $length ->
        [0] pas encore choisi
       *[other] { $length } × { $width } pas
    }.
ergs-protocol-place = Lieu : { $place }.
ergs-protocol-circle = Cercle : { $n ->
        [0] pas encore tracé
        [one] { $n } pas de diamètre
       *[other] { $n } pas de diamètre
    } ; en sortir met fin au duel.
ergs-protocol-timing = { $bout ->
        [0] Reprises : durée pas encore fixée ;{" "}
       *[other] Reprises de { $bout } s,{" "}
    }{ $pause ->
        [0] pauses : durée pas encore fixée
       *[other] pauses de { $pause } s{ $bout ->
            [0] {""}
           *[other] {" "}({ $times ->
                [0] { $ratio } de la reprise
               *[other] { $times } × la reprise
            })
        }
    }.
ergs-protocol-duellist = { $name } : { $n ->
        [0] pas encore de témoin
        [one] témoin { $seconds }
       *[other] témoins { LIST($seconds) }
    } ; tenue { $dress ->
        [checked] vérifiée
        [bandaged] vérifiée, bandages : { $bandages }
       *[other] pas encore vérifiée
    }.
ergs-protocol-signatures = Signatures : { $n ->
        [0] aucune pour l'instant
       *[other] { LIST($names) }
    }.

## Le chronomètre des reprises d'un duel périodique.

ergs-bout-begin = Duel { $duel }, reprise { $bout } : allez ! (début à { $clock }, { $seconds } s, « Arrêtez ! » à { $until })
ergs-bout-stop = Duel { $duel } : « Arrêtez ! » — la reprise { $bout } est finie ({ $clock }) ; les adversaires reculent de quelques pas.
ergs-bout-resume = Duel { $duel } : fin de la pause, reprise { $bout } : allez ! (début à { $clock }, « Arrêtez ! » à { $until })
ergs-bout-skipped = Duel { $duel } : { $n } { $n ->
        [one] annonce précédente sautée
       *[other] annonces précédentes sautées
    }.
ergs-bout-status = Duel { $duel } : { $phase ->
        [bout] reprise { $bout }
       *[break] pause après la reprise { $bout }
    }, encore { $left } s.
ergs-bout-stopped = Duel { $duel } : chronomètre arrêté pendant { $phase ->
        [bout] la reprise { $bout }
       *[break] la pause après la reprise { $bout }
    }.

## Chances : ce que permet une réserve, exactement.

ergs-odds-head = { $name } a { $ergs } { $ergs ->
        [one] erg
       *[other] ergs
    } à dépenser{ $demagicked ->
        [yes] , mais sans magie
       *[other] {""}
    } :
ergs-odds-spell = { $spell } ({ $n ->
        [0] gratuit
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        }
    }) : { $casts ->
        [-1] à volonté
        [0] pas maintenant
        [one] encore une fois
       *[other] encore { $casts } fois
    }.
ergs-odds-chance = Chance que la réserve { DE($name) } suffise pour { $casts } × { $spell } : { $percent } % (la réserve est connue, rien n'est aléatoire).

## Réglages du MJ pour cette partie.

ergs-setting-label = { $setting ->
        [refill] Les ergs se rechargent à chaque nouveau cycle
        [max_ergs] Ergs des nouveaux personnages (erg de vie compris)
        [teaching_cost] Une leçon coûte au maître
        [three_seconds] Pause après un sort offensif
        [window] Deux sorts sont simultanés s'ils sont séparés d'au plus
        [max_distance] Portée des sorts
        [attunement_hours] Une nouvelle baguette s'apprivoise en
        [fight_window] Après une attaque, les sorciers restent en combat pendant
       *[other] { $setting }
    }
ergs-setting-value = { $setting ->
        [refill] { $value ->
            [yes] oui
            [no] non
           *[other] { $value }
        }
        [max_ergs] { $value } { $value ->
            [one] erg
           *[other] ergs
        }
        [teaching_cost] { $value } { $value ->
            [one] erg
           *[other] ergs
        }
        [max_distance] { $value } { $value ->
            [one] pas
           *[other] pas
        }
        [attunement_hours] { $value } h
        [three_seconds] { $value } s
        [window] { $value } s
        [fight_window] { $value } s
       *[other] { $value }
    }
ergs-config-line = { ergs-setting-label } : { ergs-setting-value } ({ WORD($setting) }=…)
ergs-config-set = Réglage modifié. { ergs-setting-label } : { ergs-setting-value }.{ $setting ->
        [max_ergs] {" "}Les personnages déjà créés gardent leur réserve : { CMD("char") } NOM { WORD("max_ergs", of: "word-ergs-field-") }=N la change.
       *[other] {""}
    }
ergs-config-cost = { $spell } coûte { $n } { $n ->
        [one] erg
       *[other] ergs
    } dans cette partie.

## Refus.

ergs-refusal-need-age = Pour créer { $name }, donnez son âge : /perso { $name } âge=15{ $rule ->
   *[other] {""}
}.
ergs-refusal-bad-time = « { $value } » n'est pas une heure : écrivez 12:00:03.5, +2.5 (secondes à partir de maintenant) ou une date et heure ISO.
ergs-refusal-end-before-start = La fin d'une formule ne peut pas précéder son début.
ergs-refusal-wand-none = { $name } n'a pas de baguette.
ergs-refusal-wand-damaged = La baguette { DE($name) } est abîmée : elle ne lance rien tant que le MJ ne la répare pas.
ergs-refusal-wand-attuning = La baguette { DE($name) } n'est pas encore apprivoisée (encore { $hours } h) : seuls les sorts de base et de magie noire fonctionnent, pas { $spell }.
ergs-refusal-wand-whole = La baguette { DE($name) } n'est pas abîmée.
ergs-refusal-wand-action = « { $value } » n'est pas une action de { CMD("wand") } : écrivez { WORD("new", of: "word-ergs-wand-") }, { WORD("damage", of: "word-ergs-wand-") }, { WORD("repair", of: "word-ergs-wand-") }, { WORD("give", of: "word-ergs-wand-") } À_QUI ou { WORD("hold", of: "word-ergs-wand-") } N.
ergs-refusal-wand-self = { $name } tient déjà cette baguette.
ergs-refusal-wand-number = Il manque le numéro de la baguette : { CMD("wand") } { $name } { WORD("hold", of: "word-ergs-wand-") } N.
ergs-refusal-no-wand = { $name } n'a pas de baguette « { $wand } » : après « { WORD("hold", of: "word-ergs-wand-") } », indiquez le numéro d'une de ses baguettes ({ CMD("wand") } { $name } les affiche).
ergs-refusal-demagicked = { $name } est sans magie : ni sorts ni esquives jusqu'au prochain cycle.
ergs-refusal-ergs = { $name } { $ergs ->
        [0] n'a plus aucun erg
        [1] n'a qu'un erg
       *[other] n'a que { $ergs } ergs
    }, il en faut { $n } ; l'erg de vie ne se dépense jamais.
ergs-refusal-full = { $n ->
        [0] La réserve { DE($name) } est pleine : une réserve ne dépasse jamais son maximum.
       *[other] { $name } ne peut recevoir que { $n } { $n ->
            [one] erg
           *[other] ergs
        } de plus : une réserve ne dépasse jamais son maximum.
    }
ergs-refusal-group = Groupe d'âge inconnu « { $group } ». Groupes : { WORD($groups, of: "word-ergs-group-") }.
ergs-refusal-amount = « { $value } » n'est pas un nombre de 1 à { $limit }.
ergs-refusal-digits = « { $value } » — écrivez le nombre en chiffres : { CMD($command) } { $name } 2 { WORD("reason") }=…
ergs-refusal-reason = { $command ->
        [spend] /depenser
       *[other] /donner
    } demande une raison, par ex. { $command ->
        [spend] /depenser
       *[other] /donner
    } Harry 1 raison="potion" : le journal la garde.
ergs-refusal-cause = L'erg de vie ne se perd que par { $causes ->
       *[other] un rituel, un détraqueur ou un vampire
    } : précisez-le après le nom, par ex. /absorption Harry détraqueur.
ergs-refusal-drained = { $name } a déjà perdu l'erg de vie.
ergs-refusal-not-drained = { $name } a toujours l'erg de vie.
ergs-refusal-unknown-to = { $name } ne connaît pas { $spell }.
ergs-refusal-no-target = { $spell } demande une cible : écrivez son nom après le sort, par ex. { CMD("cast") } { $spell } Drago (quelqu'un à portée).
ergs-refusal-self = { $name } ne peut pas lancer { $spell } sur { GENDER($name) ->
    [f] elle-même
    [m] lui-même
   *[other] soi-même
}.
ergs-refusal-bad-distance = « { $value } » n'est pas une distance en pas.
ergs-refusal-distance = La cible est à { $n } pas : { $limit } au plus.
ergs-refusal-non-combat = { $spell } n'est pas un sort de combat : { $name } ne peut pas le lancer pendant un duel.
ergs-refusal-teach-self = { $name } ne peut pas être à la fois maître et élève.
ergs-refusal-service-self = { $name } ne peut pas se rendre service à { GENDER($name) ->
    [f] elle-même
    [m] lui-même
   *[other] soi-même
}.
ergs-refusal-teach-group = { $teacher } ({ ergs-teacher-group-name }) ne peut pas instruire { $learner } ({ ergs-learner-group-name }) : le maître doit appartenir à un groupe d'âge supérieur à celui de l'élève.
ergs-refusal-knows = { $name } connaît déjà { $spell }.
ergs-refusal-no-service = { $learner } doit d'abord rendre un service à { $teacher } (/service { $learner } { $teacher }).
ergs-refusal-duel-two = Un duel oppose deux sorciers différents : /duel A B.
ergs-refusal-duel-ended = Le duel { $duel } est déjà terminé : on n'y change plus rien.
ergs-refusal-not-party = Dans le duel { $duel }, seuls le MJ et les joueurs des duellistes peuvent faire cela.
ergs-refusal-not-stationary = Le duel { $duel } n'est pas immobile : il n'y a pas de cercle dont sortir.
ergs-refusal-not-duellist = { $name } ne se bat pas dans le duel { $duel }.
# How the protocol's list of items writes the duel's form (id form); the other items by their words (word-option-*).
ergs-protocol-item-form = forme
ergs-refusal-protocol-key = Le procès-verbal n'a pas de rubrique « { $item } ». Rubriques : { WORD($items, of: "ergs-protocol-item-") }.
ergs-refusal-protocol-loose = « { $words } » : écrivez rubrique=valeur, par ex. { CMD("protocol") } offensé=Harry degré=2 ; une valeur de plusieurs mots se met entre guillemets : lieu="allée ombragée".
ergs-refusal-degree = « { $value } » n'est pas un degré d'offense : { $degrees }.
ergs-refusal-insult-first = Consignez d'abord la partie offensée et le degré de l'offense : ils décident qui choisit { ergs-choice-name }.
ergs-refusal-choice = « { $value } » n'est pas un choix légitime pour { ergs-choice-name } : { $lawful }.
ergs-refusal-bad-field = Écrivez le terrain LONGUEUR×LARGEUR en pas, par ex. { WORD("field") }=40x12 (et non « { $value } »).
ergs-refusal-field = Un terrain de { $length } × { $width } pas n'est pas réglementaire : au moins { $min_length } × { $min_width }, au plus { $max_side } par côté.
ergs-refusal-text = { $item ->
        [place] Le lieu
        [second] Le nom d'un témoin
       *[bandages] La description des bandages
    } { $length ->
        [0] ne peut pas être vide
       *[other] ne peut pas dépasser { $limit } caractères
    }.
ergs-refusal-second-duellist = { $name } ne peut pas être témoin de son propre duel.
ergs-refusal-circle = « { $value } » n'est pas un cercle : de 1 à { $limit } pas de diamètre.
ergs-refusal-bout = Une reprise dure de { $low } à { $high } secondes, pas « { $value } ».
ergs-refusal-break = Une pause dure au plus { $limit } secondes, en secondes ou en multiple de la reprise (2x), pas « { $value } ».
ergs-refusal-bout-first = Fixez la durée de la reprise avant une pause donnée comme son multiple.
ergs-refusal-second = Impossible d'ajouter { $name } : chaque témoin une fois, { $limit } au plus par duelliste.
ergs-refusal-not-second = { $name } n'est pas témoin du duel { $duel }.
ergs-refusal-signed = { $name } a déjà signé le procès-verbal.
ergs-refusal-sign-who = Qui signe ? Écrivez : { CMD("protocol") } { WORD("sign", of: "word-ergs-protocol-") } NOM_DU_TÉMOIN.
ergs-refusal-protocol-incomplete = Le procès-verbal est incomplet : il manque { ergs-item-name }{ $item ->
        [seconds] { " " }{ DE($name) }
        [dress] { " " }{ DE($name) }
       *[other] {""}
    }.
ergs-refusal-bout-running = Le chronomètre du duel { $duel } tourne déjà.
ergs-refusal-not-periodic = Le duel { $duel } n'est pas périodique : il n'a ni reprises ni pauses (le procès-verbal fixe la forme du duel).
ergs-refusal-bout-idle = Le chronomètre du duel { $duel } ne tourne pas ({ CMD("bout") } { WORD("start", of: "word-ergs-bout-") }).
ergs-refusal-bout-action = « { $word } » n'est pas une action de la commande : { WORD($actions, of: "word-ergs-bout-", style: "or") }.
ergs-refusal-in-break = Le duel { $duel } est en pause après la reprise { $bout } (encore { $left } s) : { $name } ne lance aucun sort et n'esquive pas avant la reprise suivante.
ergs-refusal-setting-key = Aucun réglage « { $setting } ». Réglages : { WORD($settings) }.
ergs-refusal-max-ergs = « { $value } » n'est pas une réserve : de { $low } à { $high } ergs, l'erg de vie compris, par ex. { WORD("max_ergs", of: "word-ergs-field-") }=4.
ergs-refusal-cost-number = « { $value } » n'est pas un nombre : écrivez le coût en chiffres, par ex. { CMD("config") } coût Stupéfix 3.
ergs-refusal-setting = « { $value } » n'est pas une valeur possible pour ce réglage : { ergs-setting-label } ({ WORD($setting) }=…).
