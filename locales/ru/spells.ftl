## Spell names as this language says them: spell-<id> is the display name,
## spell-<id>-aliases the other forms players type or say, comma-separated.
spell-stupefy = Ступефай
spell-stupefy-aliases = Ступефая, Ступефаем, Остолбеней, Оглушающее заклятие
spell-stupefy-reinforced = Усиленный Ступефай
spell-stupefy-reinforced-aliases = Усиленного Ступефая, Усиленным Ступефаем, Ступефай усиленный
spell-expelliarmus = Экспеллиармус
spell-expelliarmus-aliases = Экспеллиармуса, Экспеллиармусом, Разоружающее заклятие
spell-petrificus-totalus = Петрификус Тоталус
spell-petrificus-totalus-aliases = Петрификус, Петрификуса Тоталуса, Петрификусом Тоталусом
spell-levicorpus = Левикорпус
spell-levicorpus-aliases = Левикорпуса, Левикорпусом
spell-protego = Протего
spell-protego-aliases = Щитовые чары
