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
