"""Console scripts that play every command of every ruleset: the rules-core benchmark times each line."""

from __future__ import annotations

#: The seed of each script's game: with it every line of the script is accepted (checked when the bench runs).
SEEDS: dict[str, int] = {"feniks": 42, "duel_club": 39, "ergs": 0, "spell_points": 0}

#: The Feniks move the issue names (defence + attack): these two lines, at this position of the Feniks script.
FENIKS_MOVE = ("/defend shield", "/cast stupefy Draco")

#: Per ruleset, a script in the console's language (``:as ID`` acts as a player, ``:gm`` as the GM).
SCRIPTS: dict[str, str] = {
    "feniks": """
/start
/help
/lang en
/char Harry age=15 reflex=7 charms=14 transfig=8 dada=12
/char Draco age=16 reflex=5 charms=18 dada=10
/iam Harry to=alice
/gm grant bob
/defaults duel restore=yes
/duel Harry vs Draco
/init
/cast expelliarmus Harry
/defend shield
/cast stupefy Draco
/odds Harry stupefy vs Draco
/pool
/status
/roll 1d10+2
/end
/duel Harry vs Draco
/order Draco Harry
/undo
/end
/rules ergs
""",
    "duel_club": """
/start
/help
/lang en
/char Harry sortileges=60
/char Draco sortileges=60
/iam Harry to=p:harry
/iam Draco to=p:draco
/gm grant bob
/defaults odds skill=50
/duel Harry vs Draco
/init
/cast Harry: expelliarmus
/cast Draco: stupefy
/recover Draco:
/odds Stupéfix vs=Expelliarmus
/pool
/status
/roll 1d10+2
/end
/duel Harry vs Draco
/init
/cast Harry: stupefy
/cast Draco: expelliarmus
/grab Draco:
""",
    "ergs": """
/start
/help
/lang en
/char Harry age=15
/char Draco age=17 spells="crucio, avada kedavra"
/char Dumbledore age=115 group=master spells=patronus
/char Sirius age=30
/char Lucius age=40
/iam Harry to=alice
/gm grant bob
/defaults odds n=3
/config dodge_cost 1
/duel Harry vs Draco
/protocol offended=Harry degree=3 weapon=wand form=periodic mode=stationary field=40x12 circle=5 bout=30 break=2x
/protocol second Harry Sirius
/protocol second Draco Lucius
/protocol dress Harry
/protocol dress Draco
/protocol sign Sirius
/protocol sign Lucius
/bout start at=12:00:00
/cast Draco: crucio Harry at=12:00:00 end=12:00:01
/cast Harry: dodge at=12:00:01.2
/dodge Harry at=12:00:02
/service Harry Dumbledore
/teach Dumbledore Harry patronus
/wand Harry
/spend Harry 1 reason=potion
/gain Harry 1 reason=potion
/drain Harry cause=ritual
/restore Harry
/odds Draco crucio
/pool
/status
/protocol
/roll 1d10+2
/end
/cycle
""",
    "spell_points": """
/start
/help
/lang en
/char Mialee level=7 ability=16 feats=empower pearls=1
/iam Mialee to=alice
/gm grant bob
/defaults odds casts=3
/cast Mialee: magic missile
/metamagic both
/odds Mialee: magic missile meta=empower extra=6 ge=20 casts=5
/spend Mialee 2
/gain Mialee 1
/drain Mialee 1
/restore Mialee
/pearl Mialee 1
/fatigue Mialee fatigued
/rest Mialee 8h
/day
/pool
/roll 1d10+2
""",
}
