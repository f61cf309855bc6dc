## Počítaná podstatná jména: unit-<jméno> = číslo s podstatným jménem ve správném tvaru. Proměnná: $n.

unit-hp = { $n } { $n ->
        [one] život
        [few] životy
        [many] života
       *[other] životů
    }
unit-erg = { $n } { $n ->
        [one] erg
        [few] ergy
        [many] ergu
       *[other] ergů
    }
unit-spell-point = { $n } { $n ->
        [one] bod kouzel
        [few] body kouzel
        [many] bodu kouzel
       *[other] bodů kouzel
    }
unit-point = { $n } { $n ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }
unit-hour = { $n } { $n ->
        [one] hodina
        [few] hodiny
        [many] hodiny
       *[other] hodin
    }
unit-minute = { $n } { $n ->
        [one] minuta
        [few] minuty
        [many] minuty
       *[other] minut
    }
unit-second = { $n } { $n ->
        [one] sekunda
        [few] sekundy
        [many] sekundy
       *[other] sekund
    }
unit-step = { $n } { $n ->
        [one] krok
        [few] kroky
        [many] kroku
       *[other] kroků
    }
unit-round = { $n } { $n ->
        [one] kolo
        [few] kola
        [many] kola
       *[other] kol
    }
unit-move = { $n } { $n ->
        [one] tah
        [few] tahy
        [many] tahu
       *[other] tahů
    }
unit-spell = { $n } { $n ->
        [one] kouzlo
        [few] kouzla
        [many] kouzla
       *[other] kouzel
    }
unit-die = { $n } { $n ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    }
unit-year = { $n } { $n ->
        [one] rok
        [few] roky
        [many] roku
       *[other] let
    }
unit-missile = { $n } { $n ->
        [one] střela
        [few] střely
        [many] střely
       *[other] střel
    }
unit-wizard = { $n } { $n ->
        [one] kouzelník
        [few] kouzelníci
        [many] kouzelníka
       *[other] kouzelníků
    }
