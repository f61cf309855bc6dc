# Turn prompts: the moves one character may make now, in any door that offers them as buttons.

prompt-turn = { $who }, dans le duel { $duel }, c'est à { $name } de jouer.
prompt-awaited-defence = { $name } doit se défendre contre { LE($spell) } { DE($attacker) } (attaque { $value }).
prompt-gm = MJ
prompt-ask-spell = Choisissez un sortilège :
prompt-ask-target = Choisissez une cible :
prompt-ask-defence = Choisissez une défense :
prompt-ask-action = Choisissez une action :
prompt-ask-other = Choisissez :
prompt-picked = Choix : { $choices }
prompt-choice-shield = Bouclier
prompt-choice-dodge = Esquive
prompt-choice-none = Aucune défense
prompt-choice-recover = Récupérer sa baguette
prompt-choice-pickup = Prendre la baguette adverse
prompt-button-back = ← Retour
prompt-button-more = Plus…
