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
