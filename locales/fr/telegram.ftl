## La porte Telegram : invitations à jouer, boutons, refus polis.

tg-turn = { $who }, dans le duel { $duel }, c'est à { $name } de jouer.
tg-awaited-defence = { $name } doit se défendre contre { LE($spell) } { DE($attacker) } (attaque { $value }).
tg-gm = MJ
tg-ask-spell = Choisissez un sortilège :
tg-ask-target = Choisissez une cible :
tg-ask-defence = Choisissez une défense :
tg-ask-action = Choisissez une action :
tg-ask-other = Choisissez :
tg-picked = Choix : { $choices }
tg-choice-shield = Bouclier
tg-choice-dodge = Esquive
tg-choice-none = Aucune défense
tg-choice-recover = Ramasser sa baguette
tg-choice-pickup = Prendre la baguette adverse
tg-button-back = ← Retour
tg-button-more = Plus…
tg-button-stale = Ce bouton n'est plus valable : le duel a avancé.
tg-button-not-yours = Désolé, ces boutons sont pour { $name }.
tg-voice-off = Les commandes vocales sont désactivées pour ce bot. Tapez la commande.
tg-edit-ignored = Cette commande a déjà été exécutée : la modifier ne change rien. Pour faire autre chose, envoyez un nouveau message.
tg-error = Quelque chose s'est mal passé de mon côté. Vérifiez /status avant de réessayer.
tg-no-token = Définissez ASSISTANT_TELEGRAM_TOKEN avec le jeton donné par BotFather, puis relancez.

## Character sheets in bulk: a pasted roster, a CSV file. $added/$lines/$line/$limit are numbers.
tg-sheets-done = Personnages ajoutés : { $added } sur { $lines }.
tg-sheets-added = Ajoutés : { $names }.
tg-sheets-line = Ligne { $line } ({ $name }) : { $why }
refusal-sheets-too-many = On peut ajouter au plus { $limit } personnages à la fois.
refusal-sheets-csv = Je ne sais pas lire ce fichier comme une liste de personnages : envoyez un fichier CSV (UTF-8) dont la ligne d'en-tête a une colonne « { $column } », puis un personnage par ligne.
refusal-sheets-csv-big = Ce fichier est trop gros : une liste de personnages fait au plus { $limit } Ko.
tg-claim-link = Envoyez ce lien au joueur : un seul appui et le personnage est à lui (le lien ne sert qu'une fois).
{ $link }
