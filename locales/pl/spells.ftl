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
