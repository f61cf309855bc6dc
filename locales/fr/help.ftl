## /help : chaque commande sur une ligne avec un exemple ; /help COMMANDE en explique une
help-example = Exemple
help-usage = Syntaxe
help-detail-hint = /aide COMMANDE explique une commande, par exemple /aide sort.
help-bout = /bout — { cmd-bout }. { help-example } : /bout début
usage-bout = { help-usage } : /bout début|tic|arrêt|état [duel=N]
help-cast = /sort — { cmd-cast }. { help-example } : { $ruleset ->
        [spell_points] /sort projectile magique Gobelin
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
help-chart = /chart — { cmd-chart }. { help-example } : /chart Harry
usage-chart = { help-usage } : /chart | /chart NOM | /chart duel N
help-claim = /claim — { cmd-claim }. { help-example } : /claim Harry
usage-claim = { help-usage } : /claim NOM
help-config = /config — { cmd-config }. { help-example } : /config coût Stupéfix 3
usage-config = { help-usage } : /config [CLÉ=VALEUR …] | /config coût SORT N
help-cycle = /cycle — { cmd-cycle }. { help-example } : /cycle
usage-cycle = { help-usage } : /cycle
help-day = /day — { cmd-day }. { help-example } : /day
usage-day = { help-usage } : /day
help-defaults = /defaults — { cmd-defaults }. { help-example } : { $ruleset ->
    [feniks] /defaults duel type=club
   *[other] /defaults rappel=10m
}
usage-defaults = { help-usage } : /defaults [COMMANDE clé=valeur …] (clé= sans valeur retire l'option)
help-defend = /defense — { cmd-defend }. { help-example } : /defense bouclier
usage-defend = { help-usage } : /defense bouclier [SORT] | esquive | rien
help-dodge = /esquive — { cmd-dodge }. { help-example } : /esquive
usage-dodge = { help-usage } : /esquive [PERSONNAGE]
help-drain = /drain — { cmd-drain }. { help-example } : { $ruleset ->
        [ergs] /drain Harry cause=rituel
       *[other] /drain Mira 1
    }
usage-drain = { help-usage } : { $ruleset ->
        [ergs] /drain NOM cause=rituel|détraqueur|vampire
       *[other] /drain [NOM] [N]
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
        [ergs] /fin [duel=N] [vainqueur=NOM]
       *[other] /fin [duel=N]
    }
help-fatigue = /fatigue — { cmd-fatigue }. { help-example } : /fatigue Mira fatigué
usage-fatigue = { help-usage } : /fatigue [NOM] fatigué|épuisé
help-gain = /donner — { cmd-gain }. { help-example } : /donner Harry 3 raison=potion
usage-gain = { help-usage } : /donner NOM N [raison=…]
help-gm = /gm — { cmd-gm }. { help-example } : /gm nommer @bob
usage-gm = { help-usage } : /gm nommer|révoquer JOUEUR (ou en répondant à son message)
help-grab = /prendre — { cmd-grab }. { help-example } : /prendre
usage-grab = { help-usage } : /prendre
help-help = /aide — { cmd-help }. { help-example } : /aide sort
usage-help = { help-usage } : /aide [COMMANDE]
help-iam = /iam — { cmd-iam }. { help-example } : /iam Harry
usage-iam = { help-usage } : /iam NOM (un MJ : /iam NOM @joueur)
help-init = /initiative — { cmd-init }. { help-example } : /initiative
usage-init = { help-usage } : /initiative
help-lang = /langue — { cmd-lang }. { help-example } : /langue moi pl
usage-lang = { help-usage } : /langue pl|ru|fr|cs|en (MJ), /langue moi LANGUE (la vôtre)
help-metamagic = /metamagic — { cmd-metamagic }. { help-example } : /metamagic mixte
usage-metamagic = { help-usage } : /metamagic points|gratuit|mixte
help-odds = /chances — { cmd-odds }. { help-example } : { $ruleset ->
        [duel_club] /chances Stupéfix sortilèges=60
        [spell_points] /chances projectile magique
        [ergs] /chances Harry
       *[other] /chances esquive Harry
    }
usage-odds = { help-usage } : { $ruleset ->
        [feniks] /chances esquive RÉFLEXES|NOM | /chances toucher | /chances LANCEUR SORT [contre DÉFENSEUR]
        [duel_club] /chances SORT [sortilèges=N] [contre=SORT] [adversaire=N] | /chances NOM
        [ergs] /chances [NOM] [SORT] [n=N]
       *[other] /chances [PERSONNAGE:] SORT [supplément=N] [fois=N]
    }
help-order = /order — { cmd-order }. { help-example } : /order Harry Drago
usage-order = { help-usage } : /order A B C …
help-pearl = /pearl — { cmd-pearl }. { help-example } : /pearl Mira 2
usage-pearl = { help-usage } : /pearl [NOM] NIVEAU
help-pool = /reserve — { cmd-pool }. { help-example } : /reserve Harry
usage-pool = { help-usage } : /reserve [NOM]
help-protocol = /protocol — { cmd-protocol }. { help-example } : /protocol signer Harry
usage-protocol = { help-usage } : /protocol [clé=valeur …] | signer NOM | tenue NOM | témoin DUELLISTE NOM
help-recover = /ramasser — { cmd-recover }. { help-example } : /ramasser
usage-recover = { help-usage } : /ramasser
help-remind = /remind — { cmd-remind }. { help-example } : /remind
usage-remind = { help-usage } : /remind [N] (N : le numéro d'un duel ; sans numéro, tous les duels qui attendent un coup)
help-rest = /repos — { cmd-rest }. { help-example } : /repos Mira 8h
usage-rest = { help-usage } : /repos [NOM|tous] 1h|2h|8h|HEURES|début|fin
help-restore = /restore — { cmd-restore }. { help-example } : /restore Harry
usage-restore = { help-usage } : /restore [NOM]
help-roll = /jet — { cmd-roll }. { help-example } : /jet 4d6kh3+2
usage-roll = { help-usage } : /jet DÉS (notation 1d20), /jet secret DÉS (le résultat n'est visible que par vous et les MJ)
help-rules = /regles — { cmd-rules }. { help-example } : /regles club
usage-rules = { help-usage } : /regles phénix|club|ergs|points (MJ)
help-service = /service — { cmd-service }. { help-example } : /service Harry Drago
usage-service = { help-usage } : /service ÉLÈVE MAÎTRE
help-spend = /depenser — { cmd-spend }. { help-example } : /depenser Harry 2 raison=balai
usage-spend = { help-usage } : /depenser [NOM] N [raison=…]
help-start = /demarrer — { cmd-start }. { help-example } : /demarrer
usage-start = { help-usage } : /demarrer
help-status = /statut — { cmd-status }. { help-example } : /statut
usage-status = { help-usage } : /statut [duel=N]
help-teach = /teach — { cmd-teach }. { help-example } : /teach Drago Harry Spero Patronum
usage-teach = { help-usage } : /teach MAÎTRE ÉLÈVE SORT
help-topic = /topic — { cmd-topic }. { help-example } : /topic shared
usage-topic = { help-usage } : /topic shared|own (MJ, dans un sujet du forum) ; /topic seul indique quelle partie se joue dans ce sujet
help-undo = /annuler — { cmd-undo }. { help-example } : /annuler
usage-undo = { help-usage } : /annuler (MJ)
help-wand = /wand — { cmd-wand }. { help-example } : /wand Harry nouvelle
usage-wand = { help-usage } : /wand NOM [nouvelle|abîmer|réparer|donner À_QUI|prendre N]
help-macro = /macros — { cmd-macro }. { help-example } : /macros attaque /jet 1d20+5
usage-macro = { help-usage } : /macros [NOM LIGNE ; LIGNE …] | /macros supprimer NOM
