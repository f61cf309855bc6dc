## Rzeczowniki liczone: unit-<rzeczownik> = liczba z rzeczownikiem we właściwej formie. Zmienna: $n.

unit-hp = { $n } { $n ->
        [one] PZ
        [few] PZ
        [many] PZ
       *[other] PZ
    }
unit-erg = { $n } { $n ->
        [one] erg
        [few] ergi
        [many] ergów
       *[other] erga
    }
unit-spell-point = { $n } { $n ->
        [one] punkt magii
        [few] punkty magii
        [many] punktów magii
       *[other] punktu magii
    }
unit-point = { $n } { $n ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }
unit-hour = { $n } { $n ->
        [one] godzina
        [few] godziny
        [many] godzin
       *[other] godziny
    }
unit-minute = { $n } { $n ->
        [one] minuta
        [few] minuty
        [many] minut
       *[other] minuty
    }
unit-second = { $n } { $n ->
        [one] sekunda
        [few] sekundy
        [many] sekund
       *[other] sekundy
    }
unit-step = { $n } { $n ->
        [one] krok
        [few] kroki
        [many] kroków
       *[other] kroku
    }
unit-round = { $n } { $n ->
        [one] runda
        [few] rundy
        [many] rund
       *[other] rundy
    }
unit-move = { $n } { $n ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    }
unit-spell = { $n } { $n ->
        [one] zaklęcie
        [few] zaklęcia
        [many] zaklęć
       *[other] zaklęcia
    }
unit-die = { $n } { $n ->
        [one] kość
        [few] kości
        [many] kości
       *[other] kości
    }
unit-year = { $n } { $n ->
        [one] rok
        [few] lata
        [many] lat
       *[other] roku
    }
unit-missile = { $n } { $n ->
        [one] pocisk
        [few] pociski
        [many] pocisków
       *[other] pocisku
    }
unit-wizard = { $n } { $n ->
        [one] czarodziej
        [few] czarodziejów
        [many] czarodziejów
       *[other] czarodzieja
    }
