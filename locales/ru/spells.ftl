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

## Спелбук ролевой игры на палочках (эрги).
spell-avada-kedavra = Авада Кедавра
spell-avada-kedavra-aliases = Авады Кедавры, Авадой Кедаврой, Аваду Кедавру, Авада, Убивающее заклятие
spell-crucio = Круцио
spell-crucio-aliases = Круциатус, Круциатуса, Заклятие Круциатус, Пыточное заклятие
spell-imperius = Империус
spell-imperius-aliases = Империо, Империуса, Империусом, Заклятие Империус
spell-patronus = Экспекто Патронум
spell-patronus-aliases = Патронус, Патронуса, Патронусом, Экспекто Патронус
spell-exorcio = Экзорцио
spell-exorcio-aliases = Экзорцизм
spell-furrore = Фурроре
spell-furrore-aliases = Фуроре
spell-repulso = Репульсо
spell-protego-terra-mortalis = Протего Терра Морталис
spell-amores = Аморес
spell-mental-magic = ментальная магия
spell-mental-magic-aliases = ментальной магии, ментальную магию, ментальной магией, ментальная
spell-dodge = Уклонение
spell-dodge-aliases = Уклоняюсь, Уворот, Уклонения
