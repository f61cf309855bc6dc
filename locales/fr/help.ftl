## /help : chaque commande sur une ligne avec un exemple ; /help COMMANDE en explique une
help-example = Exemple
help-usage = Syntaxe
help-detail-hint = /aide COMMANDE explique une commande, par exemple /aide sort.
## /aide COMMANDE quand cette commande n'existe pas.
refusal-help-unknown = /aide { $command } : je ne connais pas de commande « { $command } ». Tapez /aide pour la liste.
help-bout = /reprise — { cmd-bout }. { help-example } : /reprise début
usage-bout = { help-usage } : /reprise début|tic|arrêt|état [duel=N]
help-cast = /sort — { cmd-cast }. { help-example } : { $ruleset ->
        [spell_points] /sort projectile magique sur le gobelin
        [duel_club] /sort Stupéfix
       *[other] /sort Stupéfix Drago
    }
usage-cast = { help-usage } : { $ruleset ->
        [feniks] /sort [PERSONNAGE:] SORT [sur] CIBLE [matière=…]
        [duel_club] /sort [PERSONNAGE:] SORT (sur votre adversaire du duel)
        [ergs] /sort [PERSONNAGE:] SORT [sur] [CIBLE] [distance=N] [heure=HEURE] [fin=HEURE]
       *[other] /sort [PERSONNAGE:] SORT [[sur] CIBLE] [supplément=N] [métamagie=renforcement,statique] [niveau=N]
    }
help-char = /perso — { cmd-char }. { help-example } : { $ruleset ->
        [feniks] /perso Harry âge=15 réflexe=6 sortilèges=14 dcfm=10
        [duel_club] /perso Harry sortilèges=60
        [ergs] /perso Harry âge=17
       *[other] /perso Mira niveau=7 carac=16 classe=magicien
    }
usage-char = { help-usage } : /perso NOM clé=valeur … (crée ou modifie) ; /perso seul affiche la liste des personnages ; /perso suppr NOM en retire un
help-chart = /graphique — { cmd-chart }. { help-example } : { $ruleset ->
        [spell_points] /graphique Mira
       *[other] /graphique Harry
    }
usage-chart = { help-usage } : { $ruleset ->
        [spell_points] /graphique | /graphique NOM
       *[other] /graphique | /graphique NOM | /graphique duel N
    }
help-claim = /invitation — { cmd-claim }. { help-example } : /invitation Harry
usage-claim = { help-usage } : /invitation NOM
help-config = /reglages — { cmd-config }. { help-example } : /reglages coût Stupéfix 3
usage-config = { help-usage } : /reglages [CLÉ=VALEUR …] | /reglages coût SORT N
help-cycle = /cycle — { cmd-cycle }. { help-example } : /cycle
usage-cycle = { help-usage } : /cycle
help-day = /jour — { cmd-day }. { help-example } : /jour
usage-day = { help-usage } : /jour
help-defaults = /defauts — { cmd-defaults }. { help-example } : { $ruleset ->
    [feniks] /defauts duel type=club
    [spell_points] /defauts sort supplément=2
    [ergs] /defauts fiches=oui
   *[other] /defauts rappel=10m
}
usage-defaults = { help-usage } : /defauts [COMMANDE clé=valeur …] (clé= sans valeur retire l'option)
help-defend = /defense — { cmd-defend }. { help-example } : /defense bouclier
usage-defend = { help-usage } : /defense bouclier [SORT] | esquive | rien
help-dodge = /esquive — { cmd-dodge }. { help-example } : /esquive
usage-dodge = { help-usage } : /esquive [PERSONNAGE]
help-drain = /absorption — { cmd-drain }. { help-example } : { $ruleset ->
        [ergs] /absorption Harry cause=rituel
       *[other] /absorption Mira 1
    }
usage-drain = { help-usage } : { $ruleset ->
        [ergs] /absorption NOM cause=rituel|détraqueur|vampire
       *[other] /absorption [NOM] [N]
    }
help-duel = /duel — { cmd-duel }. { help-example } : { $ruleset ->
        [feniks] /duel Harry Ron contre Drago Goyle
       *[other] /duel Harry contre Drago
    }
usage-duel = { help-usage } : { $ruleset ->
        [feniks] /duel A B contre C D [type=club|spontané] [surprise=A,C]
       *[other] /duel A contre B
    }
help-end = /fin — { cmd-end }. { help-example } : /fin duel=1
usage-end = { help-usage } : { $ruleset ->
        [ergs] /fin [duel=N] [vainqueur=NOM] [sortie=NOM]
       *[other] /fin [duel=N]
    }
help-fatigue = /fatigue — { cmd-fatigue }. { help-example } : /fatigue Mira fatigué
usage-fatigue = { help-usage } : /fatigue [NOM] fatigué|épuisé
help-gain = /donner — { cmd-gain }. { help-example } : /donner Harry 3 raison=potion
usage-gain = { help-usage } : { $ruleset ->
        [ergs] /donner NOM N RAISON
       *[other] /donner NOM N [raison=…]
    }
help-gm = /mj — { cmd-gm }. { help-example } : /mj nommer @bob
usage-gm = { help-usage } : /mj nommer|révoquer JOUEUR (ou en répondant à son message)
help-grab = /prendre — { cmd-grab }. { help-example } : /prendre
usage-grab = { help-usage } : /prendre
help-help = /aide — { cmd-help }. { help-example } : /aide sort
usage-help = { help-usage } : /aide [COMMANDE]
help-iam = /jesuis — { cmd-iam }. { help-example } : /jesuis Harry
usage-iam = { help-usage } : /jesuis NOM (un MJ : /jesuis NOM @joueur)
help-init = /initiative — { cmd-init }. { help-example } : /initiative
usage-init = { help-usage } : /initiative [duel=N]
help-lang = /langue — { cmd-lang }. { help-example } : /langue moi pl
usage-lang = { help-usage } : /langue pl|ru|fr|cs|en (MJ), /langue moi LANGUE (la vôtre)
help-metamagic = /metamagie — { cmd-metamagic }. { help-example } : /metamagie mixte
usage-metamagic = { help-usage } : /metamagie points|gratuit|mixte
help-odds = /chances — { cmd-odds }. { help-example } : { $ruleset ->
        [duel_club] /chances Stupéfix sortilèges=60
        [spell_points] /chances projectile magique
        [ergs] /chances Harry
       *[other] /chances esquive Harry
    }
usage-odds = { help-usage } : { $ruleset ->
        [feniks] /chances esquive RÉFLEXES|NOM | /chances toucher | /chances LANCEUR SORT [contre DÉFENSEUR]
        [duel_club] /chances SORT [sortilèges=N] [contre=SORT] [adversaire=N] | /chances NOM
        [ergs] /chances [NOM] [SORT] [{ WORD("n") }=N]
       *[other] /chances [PERSONNAGE:] SORT [supplément=N] [fois=N]
    }
help-order = /ordre — { cmd-order }. { help-example } : /ordre Harry Drago
usage-order = { help-usage } : /ordre A B C …
help-pearl = /perle — { cmd-pearl }. { help-example } : /perle Mira 2
usage-pearl = { help-usage } : /perle [NOM] NIVEAU
help-pool = /reserve — { cmd-pool }. { help-example } : /reserve Harry
usage-pool = { help-usage } : /reserve [NOM]
help-protocol = /protocole — { cmd-protocol }. { help-example } : /protocole témoin Harry Ron
usage-protocol = { help-usage } : /protocole [clé=valeur …] | signer NOM | tenue NOM [bandages=QUOI] | témoin DUELLISTE NOM
help-recover = /ramasser — { cmd-recover }. { help-example } : /ramasser
usage-recover = { help-usage } : /ramasser
help-remind = /rappel — { cmd-remind }. { help-example } : /rappel
usage-remind = { help-usage } : /rappel [N] (N : le numéro d'un duel ; sans numéro, tous les duels qui attendent un coup)
help-rest = /repos — { cmd-rest }. { help-example } : /repos Mira 8h
usage-rest = { help-usage } : /repos [NOM|tous] 1h|2h|8h|HEURES|début|fin
help-restore = /restaurer — { cmd-restore }. { help-example } : { $ruleset ->
        [spell_points] /restaurer Mira
       *[other] /restaurer Harry
    }
usage-restore = { help-usage } : /restaurer [NOM]
help-roll = /jet — { cmd-roll }. { help-example } : /jet 4d6kh3+2
usage-roll = { help-usage } : /jet DÉS (notation 1d20), /jet secret DÉS (le résultat n'est visible que par vous et les MJ)
help-rules = /regles — { cmd-rules }. { help-example } : /regles club
usage-rules = { help-usage } : /regles phénix|club|ergs|points (MJ)
help-service = /service — { cmd-service }. { help-example } : /service Harry Drago
usage-service = { help-usage } : /service ÉLÈVE MAÎTRE
help-spend = /depenser — { cmd-spend }. { help-example } : /depenser Harry 2 raison=balai
usage-spend = { help-usage } : { $ruleset ->
        [ergs] /depenser [NOM] N RAISON
       *[other] /depenser [NOM] N [raison=…]
    }
help-start = /demarrer — { cmd-start }. { help-example } : /demarrer
usage-start = { help-usage } : /demarrer
help-status = /statut — { cmd-status }. { help-example } : /statut
usage-status = { help-usage } : /statut [duel=N]
help-teach = /enseigner — { cmd-teach }. { help-example } : /enseigner Drago Harry Spero Patronum
usage-teach = { help-usage } : /enseigner MAÎTRE ÉLÈVE SORT
help-topic = /sujet — { cmd-topic }. { help-example } : /sujet { WORD("shared", of: "word-topic-") }
usage-topic = { help-usage } : /sujet { WORD("shared", of: "word-topic-") }|{ WORD("own", of: "word-topic-") } (MJ, dans un sujet du forum) ; /sujet seul indique quelle partie se joue dans ce sujet
help-undo = /annuler — { cmd-undo }. { help-example } : /annuler
usage-undo = { help-usage } : /annuler (MJ)
help-wand = /baguette — { cmd-wand }. { help-example } : /baguette Harry nouvelle
usage-wand = { help-usage } : /baguette NOM [nouvelle|abîmer|réparer|donner À_QUI|prendre N]
help-macro = /macros — { cmd-macro }. { help-example } : /macros attaque /jet 1d20+5
usage-macro = { help-usage } : /macros [NOM LIGNE ; LIGNE …] | /macros supprimer NOM
