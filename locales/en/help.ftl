## /help: each command in one line with an example; /help COMMAND explains one
help-example = Example
help-usage = Usage
help-detail-hint = /help COMMAND explains one command, e.g. /help cast.
## /help COMMAND where there is no such command.
refusal-help-unknown = There is no command “{ $command }”. /help lists the commands.
help-bout = /bout — { cmd-bout }. { help-example }: /bout start
usage-bout = { help-usage }: /bout start|tick|stop|status [duel=N]
help-cast = /cast — { cmd-cast }. { help-example }: { $ruleset ->
        [spell_points] /cast magic missile at the goblin
        [duel_club] /cast Stupefy
       *[other] /cast Stupefy Draco
    }
usage-cast = { help-usage }: { $ruleset ->
        [feniks] /cast [CHARACTER:] SPELL [at] TARGET [category=…]
        [duel_club] /cast [CHARACTER:] SPELL (at your opponent in the duel)
        [ergs] /cast [CHARACTER:] SPELL [at] [TARGET] [distance=N] [at=TIME] [end=TIME]
       *[other] /cast [CHARACTER:] SPELL [[at] TARGET] [extra=N] [meta=empower,still] [level=N]
    }
help-char = /char — { cmd-char }. { help-example }: { $ruleset ->
        [feniks] /char Harry age=15 reflex=6 charms=14 dada=10
        [duel_club] /char Harry skill=60
        [ergs] /char Harry age=17
       *[other] /char Mira level=7 ability=16 class=wizard
    }
usage-char = { help-usage }: /char NAME key=value … (creates or updates); /char lists the roster; /char del NAME removes one
help-chart = /chart — { cmd-chart }. { help-example }: { $ruleset ->
        [spell_points] /chart Mira
       *[other] /chart Harry
    }
usage-chart = { help-usage }: { $ruleset ->
        [spell_points] /chart | /chart NAME
       *[other] /chart | /chart NAME | /chart duel N
    }
help-claim = /claim — { cmd-claim }. { help-example }: /claim Harry
usage-claim = { help-usage }: /claim NAME
help-config = /config — { cmd-config }. { help-example }: /config cost Stupefy 3
usage-config = { help-usage }: /config [KEY=VALUE …] | /config cost SPELL N
help-cycle = /cycle — { cmd-cycle }. { help-example }: /cycle
usage-cycle = { help-usage }: /cycle
help-day = /day — { cmd-day }. { help-example }: /day
usage-day = { help-usage }: /day
help-defaults = /defaults — { cmd-defaults }. { help-example }: { $ruleset ->
    [feniks] /defaults duel type=club
    [spell_points] /defaults cast extra=2
    [ergs] /defaults sheets=yes
   *[other] /defaults remind=10m
}
usage-defaults = { help-usage }: /defaults [COMMAND key=value …] (key= removes one)
help-defend = /defend — { cmd-defend }. { help-example }: /defend shield
usage-defend = { help-usage }: /defend shield [SPELL] | dodge | none
help-dodge = /dodge — { cmd-dodge }. { help-example }: /dodge
usage-dodge = { help-usage }: /dodge [CHARACTER]
help-drain = /drain — { cmd-drain }. { help-example }: { $ruleset ->
        [ergs] /drain Harry cause=ritual
       *[other] /drain Mira 1
    }
usage-drain = { help-usage }: { $ruleset ->
        [ergs] /drain NAME cause=ritual|dementor|vampire
       *[other] /drain [NAME] [N]
    }
help-duel = /duel — { cmd-duel }. { help-example }: { $ruleset ->
        [feniks] /duel Harry Ron vs Draco Goyle
       *[other] /duel Harry vs Draco
    }
usage-duel = { help-usage }: { $ruleset ->
        [feniks] /duel A B vs C D [type=club|spontaneous] [surprise=A,C]
       *[other] /duel A vs B
    }
help-end = /end — { cmd-end }. { help-example }: /end duel=1
usage-end = { help-usage }: { $ruleset ->
        [ergs] /end [duel=N] [winner=NAME] [out=NAME]
       *[other] /end [duel=N]
    }
help-fatigue = /fatigue — { cmd-fatigue }. { help-example }: /fatigue Mira fatigued
usage-fatigue = { help-usage }: /fatigue [NAME] fatigued|exhausted
help-gain = /gain — { cmd-gain }. { help-example }: /gain Harry 3 reason=potion
usage-gain = { help-usage }: { $ruleset ->
        [ergs] /gain NAME N REASON
       *[other] /gain NAME N [reason=…]
    }
help-gm = /gm — { cmd-gm }. { help-example }: /gm grant @bob
usage-gm = { help-usage }: /gm grant|revoke PLAYER (or reply to their message)
help-grab = /grab — { cmd-grab }. { help-example }: /grab
usage-grab = { help-usage }: /grab
help-help = /help — { cmd-help }. { help-example }: /help cast
usage-help = { help-usage }: /help [COMMAND]
help-iam = /iam — { cmd-iam }. { help-example }: /iam Harry
usage-iam = { help-usage }: /iam NAME (a GM: /iam NAME @player)
help-init = /init — { cmd-init }. { help-example }: /init
usage-init = { help-usage }: /init [duel=N]
help-lang = /lang — { cmd-lang }. { help-example }: /lang me pl
usage-lang = { help-usage }: /lang pl|ru|fr|cs|en (GM), /lang me LANGUAGE (yours)
help-metamagic = /metamagic — { cmd-metamagic }. { help-example }: /metamagic both
usage-metamagic = { help-usage }: /metamagic points|free|both
help-odds = /odds — { cmd-odds }. { help-example }: { $ruleset ->
        [duel_club] /odds Stupefy skill=60
        [spell_points] /odds magic missile
        [ergs] /odds Harry
       *[other] /odds dodge Harry
    }
usage-odds = { help-usage }: { $ruleset ->
        [feniks] /odds dodge REFLEX|NAME | /odds hit | /odds CASTER SPELL [vs DEFENDER]
        [duel_club] /odds SPELL [skill=N] [vs=SPELL] [vs_skill=N] | /odds NAME
        [ergs] /odds [NAME] [SPELL] [n=N]
       *[other] /odds [CHARACTER:] SPELL [extra=N] [casts=N]
    }
help-order = /order — { cmd-order }. { help-example }: /order Harry Draco
usage-order = { help-usage }: /order A B C …
help-pearl = /pearl — { cmd-pearl }. { help-example }: /pearl Mira 2
usage-pearl = { help-usage }: /pearl [NAME] LEVEL
help-pool = /pool — { cmd-pool }. { help-example }: /pool Harry
usage-pool = { help-usage }: /pool [NAME]
help-protocol = /protocol — { cmd-protocol }. { help-example }: /protocol second Harry Ron
usage-protocol = { help-usage }: /protocol [key=value …] | sign NAME | dress NAME [bandages=WHAT] | second DUELLIST NAME
help-recover = /recover — { cmd-recover }. { help-example }: /recover
usage-recover = { help-usage }: /recover
help-remind = /remind — { cmd-remind }. { help-example }: /remind
usage-remind = { help-usage }: /remind [N] (N: a duel’s number; with none, every duel waiting for a move)
help-rest = /rest — { cmd-rest }. { help-example }: /rest Mira 8h
usage-rest = { help-usage }: /rest [NAME|all] 1h|2h|8h|HOURS|begin|end
help-restore = /restore — { cmd-restore }. { help-example }: { $ruleset ->
        [spell_points] /restore Mira
       *[other] /restore Harry
    }
usage-restore = { help-usage }: /restore [NAME]
help-roll = /roll — { cmd-roll }. { help-example }: /roll 4d6kh3+2
usage-roll = { help-usage }: /roll DICE (d20 notation), /roll secret DICE (only you and the GMs see it)
help-rules = /rules — { cmd-rules }. { help-example }: /rules duel club
usage-rules = { help-usage }: /rules feniks|duel club|ergs|spell points (GM)
help-service = /service — { cmd-service }. { help-example }: /service Harry Draco
usage-service = { help-usage }: /service LEARNER TEACHER
help-spend = /spend — { cmd-spend }. { help-example }: /spend Harry 2 reason=broom
usage-spend = { help-usage }: { $ruleset ->
        [ergs] /spend [NAME] N REASON
       *[other] /spend [NAME] N [reason=…]
    }
help-start = /start — { cmd-start }. { help-example }: /start
usage-start = { help-usage }: /start
help-status = /status — { cmd-status }. { help-example }: /status
usage-status = { help-usage }: /status [duel=N]
help-teach = /teach — { cmd-teach }. { help-example }: /teach Draco Harry Repulso
usage-teach = { help-usage }: /teach TEACHER LEARNER SPELL
help-topic = /topic — { cmd-topic }. { help-example }: /topic shared
usage-topic = { help-usage }: /topic shared|own (GM, inside a forum topic); /topic alone says which game the topic plays
help-undo = /undo — { cmd-undo }. { help-example }: /undo
usage-undo = { help-usage }: /undo (GM)
help-wand = /wand — { cmd-wand }. { help-example }: /wand Harry new
usage-wand = { help-usage }: /wand NAME [new|damage|repair|give TO|hold N]
help-macro = /macro — { cmd-macro }. { help-example }: /macro attack /roll 1d20+5
usage-macro = { help-usage }: /macro [NAME LINE; LINE …] | /macro remove NAME
