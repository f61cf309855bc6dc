## Spell names as this language says them: spell-<id> is the display name,
## spell-<id>-aliases the other forms players type or say, comma-separated.
spell-stupefy = Stupéfix
spell-stupefy-aliases = Stupefix, Stupéfixe, Sortilège de stupéfaction
spell-stupefy-reinforced = Stupéfix renforcé
spell-stupefy-reinforced-aliases = Stupefix renforce, Stupéfix renforcée, Stupéfix+, Stupéfixe renforcé
spell-expelliarmus = Expelliarmus
spell-expelliarmus-aliases = Sortilège de désarmement, Charme de désarmement
spell-petrificus-totalus = Petrificus Totalus
spell-petrificus-totalus-aliases = Pétrificus Totalus, Petrificus, Maléfice du saucisson
spell-levicorpus = Levicorpus
spell-levicorpus-aliases = Lévicorpus
spell-protego = Protego
spell-protego-aliases = Charme du Bouclier, Sortilège du Bouclier

## Le grimoire du GN aux baguettes (ergs).
spell-avada-kedavra = Avada Kedavra
spell-avada-kedavra-aliases = Sortilège de la Mort, Avada
spell-crucio = Endoloris
spell-crucio-aliases = Doloris, Sortilège Doloris, Sortilège de Doloris
spell-imperius = Impero
spell-imperius-aliases = Imperium, Sortilège de l'Imperium
spell-patronus = Spero Patronum
spell-patronus-aliases = Patronus, Sortilège du Patronus
spell-exorcio = Exorcio
spell-exorcio-aliases = Exorcisme
spell-furrore = Furrore
spell-repulso = Repulso
spell-protego-terra-mortalis = Protego Terra Mortalis
spell-amores = Amores
spell-mental-magic = magie mentale
spell-mental-magic-aliases = magie de l'esprit
spell-dodge = Esquive
spell-dodge-aliases = J'esquive, Esquiver
