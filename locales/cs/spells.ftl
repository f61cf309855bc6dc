## Spell names as this language says them: spell-<id> is the display name,
## spell-<id>-aliases the other forms players type or say, comma-separated.
spell-stupefy = Mdloby na tebe
spell-stupefy-aliases = Mdloby, Omračovací kouzlo
spell-stupefy-reinforced = Zesílené Mdloby na tebe
spell-stupefy-reinforced-aliases = Zesílené mdloby, Mdloby na tebe zesílené
spell-expelliarmus = Expelliarmus
spell-expelliarmus-aliases = Odzbrojovací kouzlo
spell-petrificus-totalus = Petrificus Totalus
spell-petrificus-totalus-aliases = Petrificus
spell-levicorpus = Levicorpus
spell-levicorpus-aliases = Levikorpus
spell-protego = Protego
spell-protego-aliases = Štítové kouzlo

## Kniha kouzel larpu s hůlkami (ergy).
spell-avada-kedavra = Avada Kedavra
spell-avada-kedavra-aliases = Smrtící kletba, Avada
spell-crucio = Crucio
spell-crucio-aliases = Cruciatus, Kletba Cruciatus, Mučicí kletba
spell-imperius = Imperius
spell-imperius-aliases = Imperio, Kletba Imperius
spell-patronus = Expecto patronum
spell-patronus-aliases = Patron, Patrona, Patronus, Zaklínadlo Patronus
spell-exorcio = Exorcio
spell-exorcio-aliases = Exorcismus
spell-furrore = Furrore
spell-repulso = Repulso
spell-protego-terra-mortalis = Protego Terra Mortalis
spell-amores = Amores
spell-mental-magic = mentální magie
spell-mental-magic-aliases = mentální magii, mentální magií, magie mysli
spell-dodge = Úhyb
spell-dodge-aliases = Uhýbám, Úhybem, Uhnout
