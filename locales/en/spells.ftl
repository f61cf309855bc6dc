## Spell names as this language says them: spell-<id> is the display name,
## spell-<id>-aliases the other forms players type or say, comma-separated.
spell-stupefy = Stupefy
spell-stupefy-aliases = Stupefix, Stun, Stunning Spell
spell-stupefy-reinforced = Reinforced Stupefy
spell-stupefy-reinforced-aliases = Stupefy reinforced, Strong Stupefy, Stupefy+, Reinforced Stunning Spell
spell-expelliarmus = Expelliarmus
spell-expelliarmus-aliases = Disarming Charm
spell-petrificus-totalus = Petrificus Totalus
spell-petrificus-totalus-aliases = Petrificus, Full Body-Bind Curse, Body-Bind Curse
spell-levicorpus = Levicorpus
spell-protego = Protego
spell-protego-aliases = Shield Charm
