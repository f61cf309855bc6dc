## Command descriptions for Telegram's per-language command menus: cmd-<command>.

cmd-start = Start the assistant in this chat
cmd-help = List the commands of this game's rules
cmd-lang = Change the reply language (GM): pl, ru, fr, cs, en
cmd-rules = Switch the rules (GM): feniks, duel_club, ergs, spell_points
cmd-char = Create, show, edit or remove a character
cmd-iam = Take a character as your own
cmd-gm = Grant or revoke the GM role (GM)
cmd-duel = Start a duel between characters
cmd-init = Roll initiative
cmd-order = Set the turn order by hand
cmd-cast = Cast a spell at a target
cmd-defend = Defend against an incoming spell
cmd-recover = Pick up your own wand
cmd-grab = Pick up your opponent's wand
cmd-status = Show the duel: turn, health, wands
cmd-end = End a duel
cmd-pool = Show how many points are left
cmd-spend = Spend points from a pool
cmd-gain = Add or remove points by hand (GM), with a reason
cmd-dodge = Dodge an incoming spell
cmd-teach = Teach someone a new spell
cmd-cycle = Start a new cycle and refill the pools (GM)
cmd-rest = Rest to recover spell points
cmd-fatigue = Make a character fatigued or exhausted
cmd-restore = Restore points (healing, a pearl of power)
cmd-roll = Roll dice, e.g. 4d6kh3+2
cmd-odds = Show the exact odds of a move
cmd-protocol = Write down the duel protocol (seconds, field, bouts)
cmd-bout = Start or stop a bout of a periodic duel
cmd-undo = Undo the last move (GM)
cmd-defaults = Show or set a command's default options (GM), e.g. duel type=club
