## Noms comptés : unit-<nom> = le nombre suivi du nom accordé. Variable : $n.

unit-hp = { $n } { $n ->
        [one] PV
        [many] de PV
       *[other] PV
    }
unit-erg = { $n } { $n ->
        [one] erg
        [many] d'ergs
       *[other] ergs
    }
unit-spell-point = { $n } { $n ->
        [one] point de sort
        [many] de points de sort
       *[other] points de sort
    }
unit-point = { $n } { $n ->
        [one] point
        [many] de points
       *[other] points
    }
unit-hour = { $n } { $n ->
        [one] heure
        [many] d'heures
       *[other] heures
    }
unit-minute = { $n } { $n ->
        [one] minute
        [many] de minutes
       *[other] minutes
    }
unit-second = { $n } { $n ->
        [one] seconde
        [many] de secondes
       *[other] secondes
    }
unit-step = { $n } { $n ->
        [one] pas
        [many] de pas
       *[other] pas
    }
unit-round = { $n } { $n ->
        [one] manche
        [many] de manches
       *[other] manches
    }
unit-move = { $n } { $n ->
        [one] tour
        [many] de tours
       *[other] tours
    }
unit-spell = { $n } { $n ->
        [one] sort
        [many] de sorts
       *[other] sorts
    }
unit-die = { $n } { $n ->
        [one] dé
        [many] de dés
       *[other] dés
    }
unit-year = { $n } { $n ->
        [one] an
        [many] d'ans
       *[other] ans
    }
unit-missile = { $n } { $n ->
        [one] projectile
        [many] de projectiles
       *[other] projectiles
    }
unit-wizard = { $n } { $n ->
        [one] sorcier
        [many] de sorciers
       *[other] sorciers
    }
