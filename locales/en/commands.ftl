## Command descriptions for Telegram's per-language command menus: cmd-<command>.

cmd-start = Start the assistant in this chat
cmd-help = List the commands of this game's rules
cmd-lang = Change the reply language (GM): pl, ru, fr, cs or en
cmd-rules = Switch the rules (GM): Feniks, Duel Club, ergs or spell points
cmd-char = Create, show, edit or remove a character
cmd-iam = Take a character as your own
cmd-claim = A link that gives a prepared sheet to a player (GM)
cmd-remind = Remind the player whose move it is (GM)
cmd-gm = Grant or revoke the GM role (GM)
cmd-duel = Start a duel between characters
cmd-init = Roll initiative
cmd-order = Set the turn order by hand (GM)
cmd-cast = Cast a spell at a target
cmd-defend = Defend against an incoming spell
cmd-recover = Pick up your own wand
cmd-grab = Pick up your opponent's wand
cmd-status = { $ruleset ->
        [feniks] Show the duel: turn order and health
        [ergs] Show the duel: who takes part, ergs and wands
       *[other] Show the duel: turn, health and wands
    }
cmd-end = { $ruleset ->
        [feniks] End a duel (GM)
       *[other] End a duel
    }
cmd-pool = { $ruleset ->
        [ergs] Show how many ergs a character has left
        [spell_points] Show how many spell points a character has left
       *[other] Show how much health a character has left
    }
cmd-spend = { $ruleset ->
        [ergs] Spend ergs
       *[other] Spend spell points
    }
cmd-gain = { $ruleset ->
        [ergs] Add ergs by hand (GM), with a reason; to take some away: { CMD("spend") }
       *[other] Add spell points by hand (GM), with a reason; to take some away: { CMD("spend") }
    }
cmd-dodge = Dodge an incoming spell
cmd-teach = Teach someone a new spell
cmd-cycle = Start a new cycle and refill the pools (GM)
cmd-rest = Rest to recover spell points
cmd-fatigue = Make a character fatigued or exhausted (GM)
cmd-restore = { $ruleset ->
        [ergs] Give back a life erg (GM)
        [spell_points] Lift fatigue or exhaustion (GM)
       *[other] Lift fatigue, or give back a life erg (GM)
    }
cmd-roll = Roll dice, e.g. 4d6kh3+2
cmd-odds = { $ruleset ->
        [spell_points] Exact odds: damage, cost and how many casts the pool allows
        [feniks] Exact odds: hit, damage and dodge
        [duel_club] Exact odds that a spell succeeds
       *[other] Show the exact odds of a move
    }
cmd-chart = { $ruleset ->
        [ergs] Draw the ergs over the game, a character or a duel
        [spell_points] Draw the spell points over the game or a character
       *[other] Draw health over the game, a character or a duel
    }
cmd-protocol = Write down the duel protocol (seconds, field, bouts)
cmd-bout = Start or stop a bout of a periodic duel
cmd-undo = Undo the last action: a move, a command or a setting (GM)
cmd-defaults = Show or set default options for commands (GM)
cmd-drain = { $ruleset ->
        [ergs] Take a life erg away (GM)
        [spell_points] Take a spell level away (GM)
       *[other] Take a life erg or a spell level away (GM)
    }
cmd-service = Record a service rendered to a teacher
cmd-wand = Manage wands: new, damage, repair, give or hold
cmd-day = Start a new day (GM): cantrips and free metamagic return
cmd-metamagic = Show or set how metamagic is paid (GM)
cmd-pearl = Use a pearl of power to regain spell points
cmd-config = Show or change this game's settings (GM)
cmd-topic = Set whether this forum topic plays its own game or the chat's (GM)
cmd-macro = List, make or remove the group's macros: a word or a phrase that runs command lines

## A command as the replies write it (CMD): a word the reader takes and Telegram makes a command of.
written-bout = /bout
written-cast = /cast
written-char = /char
written-chart = /chart
written-claim = /claim
written-config = /config
written-cycle = /cycle
written-day = /day
written-defaults = /defaults
written-defend = /defend
written-dodge = /dodge
written-drain = /drain
written-duel = /duel
written-end = /end
written-fatigue = /fatigue
written-gain = /gain
written-gm = /gm
written-grab = /grab
written-help = /help
written-iam = /iam
written-init = /init
written-lang = /lang
written-macro = /macro
written-metamagic = /metamagic
written-odds = /odds
written-order = /order
written-pearl = /pearl
written-pool = /pool
written-protocol = /protocol
written-recover = /recover
written-remind = /remind
written-rest = /rest
written-restore = /restore
written-roll = /roll
written-rules = /rules
written-service = /service
written-spend = /spend
written-start = /start
written-status = /status
written-teach = /teach
written-topic = /topic
written-undo = /undo
written-wand = /wand
