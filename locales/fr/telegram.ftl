## La porte Telegram : invitations à jouer, boutons, refus polis.

tg-button-stale = Ce bouton n'est plus valable : le duel a avancé.
tg-button-not-yours = Désolé, ces boutons sont pour { $name }.
tg-voice-off = Les commandes vocales sont désactivées pour ce bot. Tapez la commande.
tg-edit-ignored = Cette commande a déjà été exécutée : la modifier ne change rien. Pour faire autre chose, envoyez un nouveau message.
tg-error = Quelque chose s'est mal passé de mon côté. Vérifiez /statut avant de réessayer.
tg-no-token = Définissez ASSISTANT_TELEGRAM_TOKEN avec le jeton donné par BotFather, puis relancez.

## setMyDescription, setMyShortDescription
tg-description = Un assistant de jeu pour les duels de sorciers et les réserves de magie. Il tient la liste des personnages du groupe, lance les dés selon les règles (Feniks, Club de duel, ergs, points de sort) et prévient chaque joueur quand c'est son tour. Ajoutez-moi à un groupe et envoyez /demarrer ; /aide liste les commandes.
tg-short-description = Duels de sorciers et réserves de magie : règles, dés et tours pour votre groupe.

## Les jets nomment le lanceur

## Character sheets in bulk: a pasted roster, a CSV file. $added/$lines/$line/$limit are numbers.
refusal-sheets-too-many = On peut ajouter au plus { $limit } { $limit ->
    [one] personnage
   *[other] personnages
} à la fois.
refusal-sheets-csv = Je ne sais pas lire ce fichier comme une liste de personnages : envoyez un fichier CSV (UTF-8) dont la ligne d'en-tête a une colonne « { $column } », puis un personnage par ligne.
refusal-sheets-csv-big = Ce fichier est trop gros : une liste de personnages fait au plus { $limit } Ko.
tg-claim-link = Envoyez ce lien à la personne qui jouera ce personnage : un seul appui le lui confie (le lien ne sert qu'une fois).
{ $link }

## A tap on a choice offered for a line not understood (did you mean) once another of them was played.
tg-choice-taken = Déjà choisi : une de ces propositions a déjà été jouée.
