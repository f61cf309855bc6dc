## Исчисляемые существительные: unit-<имя> — число с существительным в нужной форме. Переменная: $n.

unit-hp = { $n } { $n ->
        [one] хит
        [few] хита
        [many] хитов
       *[other] хита
    }
unit-erg = { $n } { $n ->
        [one] эрг
        [few] эрга
        [many] эргов
       *[other] эрга
    }
unit-spell-point = { $n } { $n ->
        [one] очко магии
        [few] очка магии
        [many] очков магии
       *[other] очка магии
    }
unit-point = { $n } { $n ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
unit-hour = { $n } { $n ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }
unit-minute = { $n } { $n ->
        [one] минута
        [few] минуты
        [many] минут
       *[other] минуты
    }
unit-second = { $n } { $n ->
        [one] секунда
        [few] секунды
        [many] секунд
       *[other] секунды
    }
unit-step = { $n } { $n ->
        [one] шаг
        [few] шага
        [many] шагов
       *[other] шага
    }
unit-round = { $n } { $n ->
        [one] раунд
        [few] раунда
        [many] раундов
       *[other] раунда
    }
unit-move = { $n } { $n ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
unit-spell = { $n } { $n ->
        [one] заклинание
        [few] заклинания
        [many] заклинаний
       *[other] заклинания
    }
unit-die = { $n } { $n ->
        [one] кость
        [few] кости
        [many] костей
       *[other] кости
    }
unit-year = { $n } { $n ->
        [one] год
        [few] года
        [many] лет
       *[other] года
    }
unit-missile = { $n } { $n ->
        [one] снаряд
        [few] снаряда
        [many] снарядов
       *[other] снаряда
    }
unit-wizard = { $n } { $n ->
        [one] волшебник
        [few] волшебника
        [many] волшебников
       *[other] волшебника
    }
