## Spell names as this language says them: spell-<id> is the display name,
## spell-<id>-aliases the other forms players type or say, comma-separated.
spell-stupefy = Drętwota
spell-stupefy-aliases = Drętwoto, Drętwotę, Drętwotą, Drętwoty, Zaklęcie oszałamiające
spell-stupefy-reinforced = wzmocniona Drętwota
spell-stupefy-reinforced-aliases = wzmocnioną Drętwotę, wzmocniona Drętwoto, wzmocnionej Drętwoty, wzmocnioną Drętwotą, Drętwota wzmocniona
spell-expelliarmus = Expelliarmus
spell-expelliarmus-aliases = Zaklęcie rozbrajające
spell-petrificus-totalus = Petrificus Totalus
spell-petrificus-totalus-aliases = Petrificus, Zaklęcie pełnego porażenia ciała
spell-levicorpus = Levicorpus
spell-levicorpus-aliases = Lewikorpus
spell-protego = Protego
spell-protego-aliases = Zaklęcie tarczy

## Księga zaklęć larpu na różdżki (ergi).
spell-avada-kedavra = Avada Kedavra
spell-avada-kedavra-aliases = Avadą Kedavrą, Avadę Kedavrę, Avady Kedavry, Zaklęcie uśmiercające
spell-crucio = Crucio
spell-crucio-aliases = Cruciatus, Zaklęcie Cruciatus, Zaklęcie torturujące
spell-imperius = Imperius
spell-imperius-aliases = Imperio, Imperiusem, Zaklęcie Imperius
spell-patronus = Expecto Patronum
spell-patronus-aliases = Patronus, Patronusa, Patronusem
spell-exorcio = Exorcio
spell-exorcio-aliases = Egzorcyzm
spell-furrore = Furrore
spell-repulso = Repulso
spell-protego-terra-mortalis = Protego Terra Mortalis
spell-amores = Amores
spell-mental-magic = magia umysłu
spell-mental-magic-aliases = magię umysłu, magii umysłu, magia mentalna, magię mentalną
spell-dodge = Unik
spell-dodge-aliases = Uniku, Unikiem, Robię unik
