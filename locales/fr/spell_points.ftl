## Points de sort (variante tchèque pour lanceurs d20) : réserves, coûts, fatigue, repos, métamagie, chances.
## Variables : $name lanceur, $points/$max réserve, $condition fresh|fatigued|exhausted, $feat don de métamagie.

sp-char = { $new ->
         [yes] { GENDER($name) ->
             [f] Nouvelle lanceuse de sorts
             [m] Nouveau lanceur de sorts
            *[other] Nouveau lanceur de sorts
         }
        *[no] { GENDER($name) ->
             [f] Lanceuse de sorts
             [m] Lanceur de sorts
            *[other] Personnage
         }
    } { $name } : { $cls ->
         [cleric] clerc (progression de magicien)
         [druid] druide (progression de magicien)
         [bard] barde (progression d'ensorceleur)
         [sorcerer] progression d'ensorceleur
         [sorcerer-borrowed] progression d'ensorceleur
        *[wizard] progression de magicien
    }, niveau { $level }, caractéristique clé { $ability }, sorts jusqu'au niveau { $highest } : { $base } + { $bonus } en bonus = { $max } { $max ->
         [one] point de sort
        *[other] points de sort
    } ({ $points } maintenant).
sp-char-feat = { $name } connaît { $feat ->
         [empower] Extension d'effet
         [maximize] Quintessence des sorts
         [still] Incantation statique
         [silent] Incantation silencieuse
         [extend] Extension de durée
         [enlarge] Extension de portée
         [widen] Extension de zone d'effet
         [quicken] Incantation rapide
         [heighten] Sort intensifié
        *[other] { $feat }
    } ({ $feat ->
         [heighten] élève un sort au niveau choisi
        *[other] +{ $adjust } { $adjust ->
             [one] niveau
            *[other] niveaux
        }
    }).
sp-cast = { $name } lance { $named ->
         [yes] le sort { $spell }
        *[no] un sort de niveau { ORD($level, suffix: "", unknown: "inconnu") }
    }{ $raised ->
         [yes] {" "}comme un sort de niveau { $effective }
        *[no] {""}
    }{ $free_meta ->
         [yes] {" "}(métamagie gratuite)
        *[no] {""}
    } pour { $cost } { $cost ->
         [one] point de sort
        *[other] points de sort
    }{ $extra ->
         [0] {""}
        *[other] {" "}(dont { $extra } en plus)
    } : il reste { $points }/{ $max }.
sp-cast-cantrip = { $name } lance { $named ->
         [yes] le sort { $spell }
        *[no] un sort de niveau { ORD($level, suffix: "", unknown: "inconnu") }
    } (niveau 0, sans points) : encore { $left } { $left ->
         [one] sort
        *[other] sorts
    } de niveau 0 aujourd'hui.
sp-meta = + { $feat ->
         [empower] Extension d'effet
         [maximize] Quintessence des sorts
         [still] Incantation statique
         [silent] Incantation silencieuse
         [extend] Extension de durée
         [enlarge] Extension de portée
         [widen] Extension de zone d'effet
         [quicken] Incantation rapide
         [heighten] Sort intensifié
        *[other] { $feat }
    } (+{ $adjust } { $adjust ->
         [one] niveau
        *[other] niveaux
    }){ $free ->
         [yes] , sans coût : encore { $left } { $left ->
             [one] lancement gratuit
            *[other] lancements gratuits
        } aujourd'hui
        *[no] {""}
    }
sp-damage = { LE($spell, capital: "yes") } (NLS { $cl }) : { $expr }{ $empowered ->
         [yes] {" "}×1,5
        *[no] {""}
    }{ $maximized ->
         [yes] {" "}maximisé
        *[no] {""}
    } = { $total } { $kind ->
         [healing] points de soins
        *[damage] points de dégâts
    }{ $aim ->
         [named] {" "}(cible : { $target }{ $rolled ->
             [yes]  ; dés : { $faces }
            *[no] {""}
         })
         [written] {" "}({ $to } { $target }{ $rolled ->
             [yes]  ; dés : { $faces }
            *[no] {""}
         })
        *[no] { $rolled ->
             [yes] {" "}(dés : { $faces })
            *[no] {""}
         }
    }.
sp-restored = { $name } récupère ses forces : +{ $gained } { $gained ->
         [one] point de sort
        *[other] points de sort
    }, { $points }/{ $max }{ $was ->
         [exhausted] , épuisement dissipé
         [fatigued] , fatigue dissipée
        *[fresh] {""}
    }.
sp-condition = { $name } — nouvel état : { $condition ->
         [fatigued] fatigue
         [exhausted] épuisement
        *[fresh] en forme
    }.
sp-spent = { $name } dépense { $n } { $n ->
         [one] point de sort
        *[other] points de sort
    } : il reste { $points }/{ $max }.
sp-gained = { $name } reçoit { $n } { $n ->
         [one] point de sort
        *[other] points de sort
    }{ $capped ->
         [yes] {" "}sur { $asked } (la réserve ne dépasse pas son maximum)
        *[no] {""}
    } : { $points }/{ $max }.
sp-rest-begin = { $condition ->
         [fresh] { $name } commence à se reposer.
        *[other] { $name } commence à se reposer (la fatigue dure au moins jusqu'à la fin du repos).
    }
sp-rest-end = { $name } interrompt son repos après { $hours } { $hours ->
         [one] heure
        *[other] heures
    } : { $points }/{ $max }.
sp-rest = { $name } se repose { $hours } { $hours ->
         [one] heure
        *[other] heures
    } ({ $total } sur { $full } jusqu'ici) : +{ $gained } { $gained ->
         [one] point de sort
        *[other] points de sort
    }, { $points }/{ $max }.
sp-rest-full = { $hours ->
       *[other] {""}
    }{ $total ->
       *[other] {""}
    }{ $name } achève un repos complet : +{ $gained } { $gained ->
         [one] point de sort
        *[other] points de sort
    }, { $points }/{ $max }{ $was ->
         [fresh] { "" }
         [exhausted] , plus d'épuisement
        *[other] , plus de fatigue
    }.
sp-fatigue = { $name } subit un effet { $effect ->
         [exhausted] d'épuisement
        *[fatigued] de fatigue
    } : −{ $lost } { $lost ->
         [one] point de sort
        *[other] points de sort
    }, { $points }/{ $max }.
sp-drained = { $name } reçoit { $levels } { $levels ->
         [one] niveau négatif
        *[other] niveaux négatifs
    } : −{ $lost } { $lost ->
         [one] point de sort
        *[other] points de sort
    } (le coût d'un sort de niveau { ORD($level, suffix: "", unknown: "inconnu") }{ $levels ->
         [one] {""}
        *[other] { " " }chacun, soit { $each } { $each ->
             [one] point
            *[other] points
        }
    }{ $short ->
         [yes]  ; il n'en restait pas plus
        *[no] {""}
    }), { $points }/{ $max }.
sp-char-pearls = { $name } porte { $each ->
        [1] { $kinds ->
            [1] une perle de thaumaturgie de niveau { $levels }
           *[other] des perles de thaumaturgie de niveaux { LIST($levels) }
        }
       *[other] { $kinds ->
            [1] { $each } perles de thaumaturgie de niveau { $levels }
           *[other] { $each } perles de thaumaturgie de chacun des niveaux { LIST($levels) }
        }
    }.
sp-char-no-pearls = { $name } n'a plus de perles de thaumaturgie.
sp-pearl = { $name } utilise une perle de thaumaturgie (niveau { ORD($level, suffix: "", unknown: "inconnu") }) : +{ $gained } { $gained ->
         [one] point de sort
        *[other] points de sort
    }, { $points }/{ $max }.
sp-day = Nouveau jour : chacun retrouve ses { $allowance } { $allowance ->
         [one] sort
        *[other] sorts
    } de niveau 0{ $mode ->
         [points] {" "}et ses perles de thaumaturgie
        *[other] , ses perles de thaumaturgie et { $free } { $free ->
             [one] utilisation gratuite
            *[other] utilisations gratuites
         } de chaque don de métamagie
    }.
sp-mode = Métamagie : { $mode ->
         [free] gratuite, { $free }× par jour et par don (sans points)
         [both] gratuite { $free }× par jour et par don, puis payée en points
        *[points] payée en points (le sort coûte comme un sort de niveau supérieur)
    }.
sp-pool = { $name } : { $points }/{ $max } { $max ->
         [one] point de sort
        *[other] points de sort
    }, { $condition ->
         [fatigued] { GENDER($name) ->
             [f] fatiguée
            *[other] fatigué
         }
         [exhausted] { GENDER($name) ->
             [f] épuisée
            *[other] épuisé
         }
        *[fresh] en forme
    }{ $resting ->
         [yes] , au repos ({ $hours } h jusqu'ici)
        *[no] {""}
    } ; sorts de niveau 0 restants aujourd'hui : { $left }/{ $allowance }.
sp-pool-free = + { $name } : { $feat ->
         [empower] Extension d'effet
         [maximize] Quintessence des sorts
         [still] Incantation statique
         [silent] Incantation silencieuse
         [extend] Extension de durée
         [enlarge] Extension de portée
         [widen] Extension de zone d'effet
         [quicken] Incantation rapide
         [heighten] Sort intensifié
        *[other] { $feat }
    }, encore { $left } { $left ->
         [one] utilisation gratuite
        *[other] utilisations gratuites
    } aujourd'hui.
sp-pool-empty = Aucun lanceur pour l'instant. Ajoutez-en un : /perso NOM niveau=N carac=N.
sp-odds-damage = { LE($spell, capital: "yes") } (NLS { $cl }) : { $expr }{ $empowered ->
         [yes] {" "}×1,5
        *[no] {""}
    }{ $maximized ->
         [yes] {" "}maximisé
        *[no] {""}
    }, { $low } à { $high } { $kind ->
         [healing] de soins
        *[damage] de dégâts
    }, en moyenne { $mean }.
sp-odds-at-least = Chance d'au moins { $value } : { $percent } %.
sp-odds-cost = NLS { $cl } : { $named ->
         [yes] le sort { $spell }
        *[no] un sort de niveau { ORD($level, suffix: "", unknown: "inconnu") }
    }{ $raised ->
         [yes] {" "}comme un sort de niveau { $effective }
        *[no] {""}
    } coûte { $cost } { $cost ->
         [one] point de sort
        *[other] points de sort
    }.
sp-odds-casts = { $name } ({ $points }/{ $max }) peut lancer { $named ->
         [yes] le sort { $spell }
        *[no] un sort de niveau { ORD($level, suffix: "", unknown: "inconnu") }
    } encore { $casts } fois (premier lancement : { $cost } { $cost ->
         [one] point de sort
        *[other] points de sort
    }).
sp-odds-lasts = { $n } { $n ->
         [one] lancement
        *[other] lancements
    } d'affilée : { $lasts ->
         [yes] la réserve suffit (certain, 100 %) ; ensuite { $points }/{ $max }, { $condition ->
             [fatigued] fatigue
             [exhausted] épuisement
            *[fresh] en forme
        }
        *[no] la réserve ne suffit pas (0 %) : seulement { $casts }
    }.
sp-refusal-number = « { $value } » n'est pas un nombre entier ({ $what ->
         [level] le niveau
         [points] les points
         [hours] les heures
         [extra] les points supplémentaires
         [ability] la caractéristique clé
         [base] les points de base
         [cl] le niveau de lanceur
         [casts] le nombre de lancements
         [ge] le seuil de dégâts
         [levels] les niveaux négatifs
         [heighten] le niveau intensifié
        *[other] { $what }
    }).
sp-refusal-range = { $what ->
         [level] Le niveau va
         [points] Le nombre de points va
         [hours] Un repos dure
         [extra] Les points supplémentaires vont
         [ability] La caractéristique clé va
         [base] Les points de base vont
         [cl] Le niveau de lanceur va
         [casts] Le nombre de lancements va
         [ge] Le seuil de dégâts va
         [levels] Les niveaux négatifs vont
         [heighten] Le niveau intensifié va
        *[other] { $what } va
    } de { $low } à { $high }{ $what ->
         [hours] {" "}heures
        *[other] {""}
    }, pas { $value }.
sp-refusal-option = Cette commande ne connaît pas l'option « { $option }= ». Elle connaît : { WORD($options, of: "word-sp-option-") }.
sp-refusal-words = Je n'ai pas compris « { $words } ».
sp-refusal-name = Un nom doit avoir de 1 à { $limit } caractères.
sp-refusal-char-level = Il faut un niveau pour créer { $name } : /perso { $name } niveau=N carac=N.
sp-refusal-class = Classe inconnue « { $value } ». Classes : { WORD($classes, of: "word-sp-class-", style: "or") }.
sp-refusal-unknown-feat = Don de métamagie inconnu « { $feat } ». Dons : { WORD($feats, of: "word-sp-feat-") }.
sp-refusal-feat-twice = Le même don de métamagie ne peut pas s'appliquer deux fois à un sort.
sp-refusal-no-feat = { $name } ne connaît pas le don { $feat ->
         [empower] Extension d'effet
         [maximize] Quintessence des sorts
         [still] Incantation statique
         [silent] Incantation silencieuse
         [extend] Extension de durée
         [enlarge] Extension de portée
         [widen] Extension de zone d'effet
         [quicken] Incantation rapide
         [heighten] Sort intensifié
        *[other] { $feat }
    } (ajoutez-le : /perso { $name } dons=…).
sp-refusal-heighten = Sort intensifié demande le nouveau niveau du sort, au-dessus de { $level } et au plus 9 : métamagie=intensifié:N.
sp-refusal-free-used = { $name } n'a plus d'utilisation gratuite de { $feat ->
         [empower] Extension d'effet
         [maximize] Quintessence des sorts
         [still] Incantation statique
         [silent] Incantation silencieuse
         [extend] Extension de durée
         [enlarge] Extension de portée
         [widen] Extension de zone d'effet
         [quicken] Incantation rapide
         [heighten] Sort intensifié
        *[other] { $feat }
    } aujourd'hui (/jour commence un nouveau jour).
sp-refusal-spell-too-high = { $name } ne peut pas encore lancer de sorts de niveau { $level } (au plus niveau { $highest }).
sp-refusal-spell-level = { LE($spell, capital: "yes") } est un sort de niveau { ORD($level, suffix: "", unknown: "inconnu") } : on ne peut pas le lancer comme un sort de niveau { $asked }. { $higher ->
         [yes] Un niveau de sort plus haut demande le don Sort intensifié (métamagie=intensifié:{ $asked }) ; plus de dégâts, des points en supplément (supplément=N).
        *[no] Plus de dégâts s'achètent avec des points en supplément (supplément=N).
    }
sp-refusal-meta-too-high = Avec cette métamagie, le sort compte comme un sort de niveau { $effective }, au-dessus du niveau { $highest }, le plus haut pour { $name }.
sp-refusal-cl-too-low = Au NLS { $cl }, on ne peut pas encore lancer de sorts de niveau { $level } (au plus niveau { $highest }).
sp-refusal-cl-meta = Avec cette métamagie, le sort compte comme un sort de niveau { $effective }, au-dessus du plus haut au NLS { $cl } (niveau { $highest }).
sp-refusal-cl-extra-max = Au NLS { $cl }, { $most ->
         [0] on ne peut mettre aucun point supplémentaire dans { $spell }
        *[other] on peut mettre au plus { $most } { $most ->
             [one] point supplémentaire
            *[other] points supplémentaires
         } dans { $spell }
    } (niveau de lanceur et maximum du sort).
sp-refusal-no-target = Il manque la cible après « { $to } », par ex. { CMD("cast") } NOM : SORT sur le gobelin.
sp-refusal-extra-not-scaled = Les points supplémentaires n'augmentent que les dégâts des sorts dont le nombre de dés croît avec le niveau de lanceur.
sp-refusal-extra-max = { $name } peut mettre au plus { $most } { $most ->
         [one] point de sort
        *[other] points de sort
    } de plus dans { LE($spell) } (limite fixée par son niveau de lanceur et par le maximum du sort).
sp-refusal-cantrips = { $name } n'a plus de sort de niveau 0 aujourd'hui (limite du jour : { $allowance } ; /jour commence un nouveau jour).
sp-refusal-not-enough = { $name } a besoin de { $cost } { $cost ->
         [one] point de sort
        *[other] points de sort
    } mais { $points ->
        [0] n'en a plus aucun
        [1] n'en a qu'un
       *[other] n'en a que { $points }
    }.
sp-refusal-full = La réserve { DE($name) } est déjà pleine.
sp-refusal-no-pearl = La fiche { DE($name) } ne porte aucune perle de thaumaturgie de niveau { $level } ; le MJ note les perles avec /perso { $name } perles=1,3.
sp-refusal-pearl-used = { $count ->
        [one] La perle de thaumaturgie de niveau { $level } { DE($name) } a déjà servi
       *[other] Les { $count } perles de thaumaturgie de niveau { $level } { DE($name) } ont déjà servi
    } aujourd'hui : une perle sert une fois par jour.
sp-refusal-pearls-many = Une fiche porte au plus { $most } perles de thaumaturgie.
sp-refusal-rest = « { $value } » n'est pas un repos : donnez des heures (1h, 2h ou 8h), ou { WORD("begin", of: "word-sp-rest-") } ou { WORD("end", of: "word-sp-rest-") }.
sp-refusal-rest-all = Seul le MJ peut faire reposer tous les personnages à la fois. Pour faire reposer le vôtre : /repos 8h.
sp-refusal-resting = { $name } se repose déjà ({ $hours } h jusqu'ici).
sp-refusal-not-resting = { $name } ne se repose pas.
sp-refusal-effect = Précisez l'effet : fatigué ou épuisé (pas « { $value } »).
sp-refusal-empty = { $name } n'a plus de points à perdre.
sp-refusal-mode = La métamagie se paie : points, gratuit ou mixte — pas « { $value } ».
sp-refusal-odds-who = fois= demande un lanceur du groupe : /chances NOM: SORT fois=N.
