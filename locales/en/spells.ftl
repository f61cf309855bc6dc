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

## The wand-duel larp's spellbook (ergs).
spell-avada-kedavra = Avada Kedavra
spell-avada-kedavra-aliases = Killing Curse, Avada
spell-crucio = Crucio
spell-crucio-aliases = Cruciatus, Cruciatus Curse
spell-imperius = Imperius
spell-imperius-aliases = Imperio, Imperius Curse
spell-patronus = Expecto Patronum
spell-patronus-aliases = Patronus, Patronus Charm
spell-exorcio = Exorcio
spell-exorcio-aliases = Exorcism
spell-furrore = Furrore
spell-repulso = Repulso
spell-protego-terra-mortalis = Protego Terra Mortalis
spell-amores = Amores
spell-amores-aliases = Love charm
spell-mental-magic = mental magic
spell-mental-magic-aliases = mind magic, legilimency
spell-dodge = Dodge
spell-dodge-aliases = Dodging
