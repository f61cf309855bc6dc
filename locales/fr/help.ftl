## /help : chaque commande sur une ligne avec un exemple ; /help COMMANDE en explique une
help-example = Exemple
help-usage = Syntaxe
help-detail-hint = /aide COMMANDE explique une commande, par exemple /aide sort.
help-bout = /bout — { cmd-bout }. { help-example } : /bout début
usage-bout = { help-usage } : /bout début|tic|arrêt|état [duel=N]
help-cast = /cast — { cmd-cast }. { help-example } : { $ruleset ->
        [spell_points] /cast projectile magique Gobelin
        [duel_club] /cast Stupéfix
       *[other] /cast Stupéfix Drago
    }
usage-cast = { help-usage } : { $ruleset ->
        [feniks] /cast [PERSONNAGE:] SORT [at] CIBLE [category=…]
        [duel_club] /cast [PERSONNAGE:] SORT (sur votre adversaire du duel)
        [ergs] /cast [PERSONNAGE:] SORT [at] [CIBLE] [distance=N] [at=HEURE] [end=HEURE]
       *[other] /cast [PERSONNAGE:] SORT [[at] CIBLE] [extra=N] [meta=empower,still] [level=N]
    }
help-char = /char — { cmd-char }. { help-example } : { $ruleset ->
        [feniks] /char Harry âge=15 réflexe=6 sortilèges=14 dcfm=10
        [duel_club] /char Harry sortilèges=60
        [ergs] /char Harry âge=17
       *[other] /char Mira niveau=7 carac=16 classe=magicien
    }
usage-char = { help-usage } : /char NOM clé=valeur … (crée ou modifie) ; /char seul affiche la liste des personnages ; /char suppr NOM en retire un
help-chart = /chart — { cmd-chart }. { help-example } : /chart Harry
usage-chart = { help-usage } : /chart | /chart NOM | /chart duel N
help-claim = /claim — { cmd-claim }. { help-example } : /claim Harry
usage-claim = { help-usage } : /claim NOM
help-config = /config — { cmd-config }. { help-example } : /config coût Stupéfix 3
usage-config = { help-usage } : /config [CLÉ=VALEUR …] | /config coût SORT N
help-cycle = /cycle — { cmd-cycle }. { help-example } : /cycle
usage-cycle = { help-usage } : /cycle
help-day = /day — { cmd-day }. { help-example } : /day
usage-day = { help-usage } : /day
help-defaults = /defaults — { cmd-defaults }. { help-example } : { $ruleset ->
    [feniks] /defaults duel type=club
   *[other] /defaults remind=10m
}
usage-defaults = { help-usage } : /defaults [COMMANDE clé=valeur …] (clé= sans valeur retire l'option)
help-defend = /defend — { cmd-defend }. { help-example } : /defend bouclier
usage-defend = { help-usage } : /defend bouclier [SORT] | esquive | rien
help-dodge = /dodge — { cmd-dodge }. { help-example } : /dodge
usage-dodge = { help-usage } : /dodge [PERSONNAGE]
help-drain = /drain — { cmd-drain }. { help-example } : { $ruleset ->
        [ergs] /drain Harry cause=rituel
       *[other] /drain Mira 1
    }
usage-drain = { help-usage } : { $ruleset ->
        [ergs] /drain NOM cause=rituel|détraqueur|vampire
       *[other] /drain [NOM] [N]
    }
help-duel = /duel — { cmd-duel }. { help-example } : { $ruleset ->
        [feniks] /duel Harry Ron contre Drago Goyle
       *[other] /duel Harry contre Drago
    }
usage-duel = { help-usage } : { $ruleset ->
        [feniks] /duel A B contre C D [type=club|spontané] [surprise=A,C]
       *[other] /duel A contre B
    }
help-end = /end — { cmd-end }. { help-example } : /end duel=1
usage-end = { help-usage } : { $ruleset ->
        [ergs] /end [duel=N] [winner=NOM]
       *[other] /end [duel=N]
    }
help-fatigue = /fatigue — { cmd-fatigue }. { help-example } : /fatigue Mira fatigué
usage-fatigue = { help-usage } : /fatigue [NOM] fatigué|épuisé
help-gain = /gain — { cmd-gain }. { help-example } : /gain Harry 3 reason=potion
usage-gain = { help-usage } : /gain NOM N [reason=…]
help-gm = /gm — { cmd-gm }. { help-example } : /gm nommer @bob
usage-gm = { help-usage } : /gm nommer|révoquer JOUEUR (ou en répondant à son message)
help-grab = /grab — { cmd-grab }. { help-example } : /grab
usage-grab = { help-usage } : /grab
help-help = /help — { cmd-help }. { help-example } : /help cast
usage-help = { help-usage } : /help [COMMANDE]
help-iam = /iam — { cmd-iam }. { help-example } : /iam Harry
usage-iam = { help-usage } : /iam NOM (un MJ : /iam NOM @joueur)
help-init = /init — { cmd-init }. { help-example } : /init
usage-init = { help-usage } : /init
help-lang = /lang — { cmd-lang }. { help-example } : /lang moi pl
usage-lang = { help-usage } : /lang pl|ru|fr|cs|en (MJ), /lang moi LANGUE (la vôtre)
help-metamagic = /metamagic — { cmd-metamagic }. { help-example } : /metamagic mixte
usage-metamagic = { help-usage } : /metamagic points|gratuit|mixte
help-odds = /odds — { cmd-odds }. { help-example } : { $ruleset ->
        [duel_club] /odds Stupéfix skill=60
        [spell_points] /odds projectile magique
        [ergs] /odds Harry
       *[other] /odds dodge Harry
    }
usage-odds = { help-usage } : { $ruleset ->
        [feniks] /odds dodge RÉFLEXES|NOM | /odds hit | /odds LANCEUR SORT [vs DÉFENSEUR]
        [duel_club] /odds SORT [skill=N] [vs=SORT] [vs_skill=N] | /odds NOM
        [ergs] /odds [NOM] [SORT] [n=N]
       *[other] /odds [PERSONNAGE:] SORT [extra=N] [casts=N]
    }
help-order = /order — { cmd-order }. { help-example } : /order Harry Drago
usage-order = { help-usage } : /order A B C …
help-pearl = /pearl — { cmd-pearl }. { help-example } : /pearl Mira 2
usage-pearl = { help-usage } : /pearl [NOM] NIVEAU
help-pool = /pool — { cmd-pool }. { help-example } : /pool Harry
usage-pool = { help-usage } : /pool [NOM]
help-protocol = /protocol — { cmd-protocol }. { help-example } : /protocol signer Harry
usage-protocol = { help-usage } : /protocol [clé=valeur …] | signer NOM | tenue NOM | témoin DUELLISTE NOM
help-recover = /recover — { cmd-recover }. { help-example } : /recover
usage-recover = { help-usage } : /recover
help-remind = /remind — { cmd-remind }. { help-example } : /remind
usage-remind = { help-usage } : /remind [N]
help-rest = /rest — { cmd-rest }. { help-example } : /rest Mira 8h
usage-rest = { help-usage } : /rest [NOM|tous] 1h|2h|8h|HEURES|début|fin
help-restore = /restore — { cmd-restore }. { help-example } : /restore Harry
usage-restore = { help-usage } : /restore [NOM]
help-roll = /roll — { cmd-roll }. { help-example } : /roll 4d6kh3+2
usage-roll = { help-usage } : /roll DÉS (notation 1d20), /roll secret DÉS (le résultat n'est visible que par vous et les MJ)
help-rules = /rules — { cmd-rules }. { help-example } : /rules duel_club
usage-rules = { help-usage } : /rules feniks|duel_club|ergs|spell_points (MJ)
help-service = /service — { cmd-service }. { help-example } : /service Harry Drago
usage-service = { help-usage } : /service ÉLÈVE MAÎTRE
help-spend = /spend — { cmd-spend }. { help-example } : /spend Harry 2 reason=potion
usage-spend = { help-usage } : /spend [NOM] N [reason=…]
help-start = /start — { cmd-start }. { help-example } : /start
usage-start = { help-usage } : /start
help-status = /status — { cmd-status }. { help-example } : /status
usage-status = { help-usage } : /status [duel=N]
help-teach = /teach — { cmd-teach }. { help-example } : /teach Drago Harry Spero Patronum
usage-teach = { help-usage } : /teach MAÎTRE ÉLÈVE SORT
help-topic = /topic — { cmd-topic }. { help-example } : /topic shared
usage-topic = { help-usage } : /topic shared|own (MJ, dans un sujet du forum) ; /topic seul indique quelle partie se joue dans ce sujet
help-undo = /undo — { cmd-undo }. { help-example } : /undo
usage-undo = { help-usage } : /undo (MJ)
help-wand = /wand — { cmd-wand }. { help-example } : /wand Harry nouvelle
usage-wand = { help-usage } : /wand NOM [nouvelle|abîmer|réparer|donner À_QUI|prendre N]
help-macro = /macro — { cmd-macro }. { help-example } : /macro attaque /roll 1d20+5
usage-macro = { help-usage } : /macro [NOM LIGNE ; LIGNE …] | /macro supprimer NOM
