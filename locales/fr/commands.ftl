## Descriptions des commandes pour les menus de commandes de Telegram par langue : cmd-<commande>.

cmd-start = Lancer l'assistant dans cette discussion
cmd-help = Voir les commandes des règles de la partie
cmd-lang = Changer la langue des réponses (MJ) : pl, ru, fr, cs ou en
cmd-rules = Changer de règles (MJ) : phénix, club (club de duel), ergs ou points (points de sort)
cmd-char = Créer, voir, modifier ou retirer un personnage
cmd-iam = Jouer un personnage (le lier à votre compte)
cmd-claim = Créer un lien qui confie une fiche prête à un joueur (MJ)
cmd-remind = Relancer le joueur dont c'est le tour (MJ)
cmd-gm = Donner ou retirer le rôle de MJ (MJ)
cmd-duel = Commencer un duel
cmd-init = Tirer l'initiative
cmd-order = Fixer l'ordre du tour à la main (MJ)
cmd-cast = Lancer un sort sur une cible
cmd-defend = Se défendre contre un sort
cmd-recover = Récupérer sa baguette
cmd-grab = Prendre la baguette de l'adversaire
cmd-status = { $ruleset ->
        [feniks] Voir le duel : ordre du tour et PV
        [ergs] Voir le duel : participants, ergs et baguettes
       *[other] Voir le duel : tour, PV et baguettes
    }
cmd-end = { $ruleset ->
        [feniks] Terminer un duel (MJ)
       *[other] Terminer un duel
    }
cmd-pool = { $ruleset ->
        [ergs] Voir les ergs qu'il reste à un personnage
        [spell_points] Voir les points de sort qu'il reste à un personnage
       *[other] Voir les PV qu'il reste à un personnage
    }
cmd-spend = { $ruleset ->
        [ergs] Dépenser des ergs
       *[other] Dépenser des points de sort
    }
cmd-gain = { $ruleset ->
        [ergs] Ajouter des ergs à la main (MJ), avec une raison ; pour en retirer : { CMD("spend") }
       *[other] Ajouter des points de sort à la main (MJ), avec une raison ; pour en retirer : { CMD("spend") }
    }
cmd-dodge = Esquiver un sort
cmd-teach = Enseigner un nouveau sort
cmd-cycle = Nouveau cycle : remplir les réserves (MJ)
cmd-rest = Se reposer pour récupérer des points de sort
cmd-fatigue = Rendre un personnage fatigué ou épuisé (MJ)
cmd-restore = { $ruleset ->
        [ergs] Rendre l'erg de vie (MJ)
        [spell_points] Lever la fatigue ou l'épuisement (MJ)
       *[other] Lever la fatigue, ou rendre l'erg de vie (MJ)
    }
cmd-roll = Lancer des dés (notation 1d20)
cmd-odds = { $ruleset ->
        [spell_points] Chances exactes : dégâts, coût et combien de lancements la réserve permet
        [feniks] Chances exactes : toucher, dégâts et esquive
        [duel_club] Chances exactes qu'un sort réussisse
       *[other] Voir les chances exactes d'une action
    }
cmd-chart = { $ruleset ->
        [ergs] Tracer l'évolution des ergs : toute la partie, un personnage ou un duel
        [spell_points] Tracer l'évolution des points de sort : toute la partie ou un personnage
       *[other] Tracer l'évolution des PV : toute la partie, un personnage ou un duel
    }
cmd-protocol = Rédiger le procès-verbal du duel (témoins, terrain, reprises)
cmd-bout = Commencer ou arrêter une reprise d'un duel périodique
cmd-undo = Annuler la dernière action (MJ)
cmd-defaults = Voir ou fixer les options par défaut des commandes (MJ)
cmd-drain = { $ruleset ->
        [ergs] Retirer l'erg de vie (MJ)
        [spell_points] Retirer un niveau de sorts (MJ)
       *[other] Retirer l'erg de vie ou un niveau de sorts (MJ)
    }
cmd-service = Noter un service rendu à un maître
cmd-wand = Baguettes : nouvelle, abîmer, réparer, donner ou prendre
cmd-day = Nouvelle journée (MJ) : tours de magie et métamagie gratuite reviennent
cmd-metamagic = Voir ou régler le paiement de la métamagie (MJ)
cmd-pearl = Utiliser une perle de thaumaturgie pour regagner des points de sort
cmd-config = Voir ou modifier les réglages de la partie (MJ)
cmd-topic = Choisir si ce sujet du forum a sa propre partie ou joue celle du groupe (MJ)
cmd-macro = Voir, créer ou supprimer les macros du groupe : un mot ou une phrase qui lance des commandes

## La commande telle que les réponses l'écrivent : un mot que le lecteur accepte et dont Telegram fait une commande (CMD).
written-bout = /reprise
written-cast = /sort
written-char = /perso
written-chart = /graphique
written-claim = /invitation
written-config = /reglages
written-cycle = /cycle
written-day = /jour
written-defaults = /defauts
written-defend = /defense
written-dodge = /esquive
written-drain = /absorption
written-duel = /duel
written-end = /fin
written-fatigue = /fatigue
written-gain = /donner
written-gm = /mj
written-grab = /prendre
written-help = /aide
written-iam = /jesuis
written-init = /initiative
written-lang = /langue
written-macro = /macros
written-metamagic = /metamagie
written-odds = /chances
written-order = /ordre
written-pearl = /perle
written-pool = /reserve
written-protocol = /protocole
written-recover = /ramasser
written-remind = /rappel
written-rest = /repos
written-restore = /restaurer
written-roll = /jet
written-rules = /regles
written-service = /service
written-spend = /depenser
written-start = /demarrer
written-status = /statut
written-teach = /enseigner
written-topic = /sujet
written-undo = /annuler
written-wand = /baguette
