## Descriptions des commandes pour les menus de commandes de Telegram par langue : cmd-<commande>.

cmd-start = Lancer l'assistant dans cette discussion
cmd-help = Voir les commandes des règles de la partie
cmd-lang = Changer la langue des réponses (MJ) : pl, ru, fr, cs, en
cmd-rules = Changer de règles (MJ) : feniks, duel_club, ergs, spell_points
cmd-char = Créer, voir, modifier ou retirer un personnage
cmd-iam = Prendre un personnage comme le sien
cmd-gm = Donner ou retirer le rôle de MJ (MJ)
cmd-duel = Commencer un duel
cmd-init = Tirer l'initiative
cmd-order = Fixer l'ordre du tour à la main
cmd-cast = Lancer un sort sur une cible
cmd-defend = Se défendre contre un sort
cmd-recover = Récupérer sa baguette
cmd-grab = Ramasser la baguette de l'adversaire
cmd-status = Voir le duel : tour, PV, baguettes
cmd-end = Terminer un duel
cmd-pool = Voir combien de points il reste
cmd-spend = Dépenser des points
cmd-gain = Ajouter ou retirer des points à la main (MJ), avec une raison
cmd-dodge = Esquiver un sort
cmd-teach = Enseigner un nouveau sort
cmd-cycle = Nouveau cycle : remplir les réserves (MJ)
cmd-rest = Se reposer pour récupérer des points de sort
cmd-fatigue = Rendre un personnage fatigué ou épuisé
cmd-restore = Rendre des points (soins, perle de thaumaturgie)
cmd-roll = Lancer des dés, par ex. 4d6kh3+2
cmd-odds = Voir les chances exactes d'une action
cmd-protocol = Rédiger le procès-verbal du duel (témoins, terrain, reprises)
cmd-bout = Commencer ou arrêter une reprise d'un duel périodique
cmd-undo = Annuler la dernière action (MJ)
cmd-defaults = Voir ou fixer les options par défaut d'une commande (MJ), ex. duel type=club
