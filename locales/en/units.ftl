## Counted nouns: unit-<noun> = the number with the noun in its plural form. Variable: $n.

unit-hp = { $n } { $n ->
        [one] HP
       *[other] HP
    }
unit-erg = { $n } { $n ->
        [one] erg
       *[other] ergs
    }
unit-spell-point = { $n } { $n ->
        [one] spell point
       *[other] spell points
    }
unit-point = { $n } { $n ->
        [one] point
       *[other] points
    }
unit-hour = { $n } { $n ->
        [one] hour
       *[other] hours
    }
unit-minute = { $n } { $n ->
        [one] minute
       *[other] minutes
    }
unit-second = { $n } { $n ->
        [one] second
       *[other] seconds
    }
unit-step = { $n } { $n ->
        [one] step
       *[other] steps
    }
unit-round = { $n } { $n ->
        [one] round
       *[other] rounds
    }
unit-move = { $n } { $n ->
        [one] move
       *[other] moves
    }
unit-spell = { $n } { $n ->
        [one] spell
       *[other] spells
    }
unit-die = { $n } { $n ->
        [one] die
       *[other] dice
    }
unit-year = { $n } { $n ->
        [one] year
       *[other] years
    }
unit-missile = { $n } { $n ->
        [one] missile
       *[other] missiles
    }
unit-wizard = { $n } { $n ->
        [one] wizard
       *[other] wizards
    }
