## The words players use for commands in plain speech. Lists are comma-separated.
## A phrase fits when its words come in this order (other words may stand between);
## a word ending in * fits with any ending; @list is any entry of the list intent-list.
## Each command has one list for every reader: an entry with a slash ("/shield") is a name of the command after
## the slash (/shield Protego), the others are plain-speech phrases. The voice door hears the phrases without * or @
## of the lists intent-dodge, intent-cycle, intent-halt and intent-pool (it reads the first back when it asks).

## Endings names and spell names take (Harry's, Stupefies).
intent-endings = s, es
## Numbers from zero to ten; the forms of one number are separated by |.
intent-numbers = zero, one, two, three, four, five, six, seven, eight, nine, ten

## Shared lists.
intent-fill = please, pls, ok, okay, now, then, hey, bot, so, just, gm, thanks, the, a
intent-to = at, on, against, toward, towards, into
intent-versus = vs, versus, against
intent-and = and, with
intent-reason = for, because, reason, since, cause
intent-pool-nouns = hp, hit points, hit point, health, ergs, erg, spell points, spell point, points, point, pv, pz, mana, sp

## Pool question: "how many ergs do I have?".
intent-pool = /points, /hp, how many ergs, how many ergs do i have, my ergs, how many @pool-nouns, how much @pool-nouns, how many left, how much left, my @pool-nouns, @pool-nouns ?, what's left, show @pool-nouns, check @pool-nouns, my pool
intent-pool-fill = everyone, everybody, all, do, does, i, have, has, left, got, still, my, me, is, are, there, how, many, much, remaining, show, check, in, of, pool, @pool-nouns

## Casting: "I cast Stupefy at Draco".
intent-cast = /spell, cast, casts, casting, fire, fires, throw, throws, use, uses, hit, hits, gets, takes, receives, eats
intent-cast-fill = i, spell, my, wand, again, quickly, with, him, her

## Defence: "I shield with Protego".
intent-defend = /defence, /defense, /shield, defend, defends, shield, shields, block, blocks, protect, protects
intent-defend-fill = i, myself, himself, herself, with, against, it, that, spell, attack, up, put, puts

## Dodge: "I dodge!".
intent-dodge = /evade, dodge, i dodge, dodges, duck, ducks, sidestep, sidesteps, dive, dives, roll aside
intent-dodge-fill = i, it, that, spell, attack, aside, away, to, side

## Own wand: "I pick up my wand".
intent-recover = /pickup, pick up wand, picks up wand, pick wand up, get wand, gets wand, recover wand, recovers wand, retrieve wand, retrieves wand, grab my wand, grabs his wand, grabs her wand
intent-recover-fill = i, my, his, her, own, back, from, floor, ground, quickly

## The opponent's wand: "I take Draco's wand".
intent-foe = opponent*, enemy*, rival*, foe*
intent-grab = /take, take wand, takes wand, grab wand, grabs wand, pick up @foe wand, picks up @foe wand, steal wand, steals wand, seize wand, seizes wand
intent-grab-fill = i, their, his, her, @foe, from, floor, ground, and, win, wins, quickly

## Starting a duel: "duel: Harry vs Draco".
intent-duel = /fight, duel, fight, @versus
intent-duel-fill = start, begin, new, between, let, lets, let's, s

## Initiative: "roll initiative".
intent-init = /initiative, initiative, who goes first
intent-init-fill = roll, for, duel, in

## Ending a duel: "end the duel".
intent-end = /finish, end duel, stop duel, duel over, finish duel, end fight, fight over, duel is over
intent-end-fill = this, number, is, over, for, today

## Undo: "undo that".
intent-undo = /revert, undo, take that back, revert, cancel that
intent-undo-fill = that, this, last, move, action, roll, command, back, oops

## New cycle: "new cycle".
intent-cycle = /newcycle, new cycle, next cycle, cycle
intent-cycle-fill = start, begin, begins, new, next

## Granting points (GM): "give Harry 2 ergs for the potion".
intent-gain = /give, give, gives, add, grant, gains, gets, restore, plus
intent-gain-fill = to, @pool-nouns, more, extra, him, her, them

## Spending points: "I spend 1 erg".
intent-spend = /pay, spend, spends, take, remove, lose, loses, pay, pays, minus, deduct
intent-spend-fill = from, for, @pool-nouns, of, on, him, her, i

## Rest: "we rest 8 hours".
intent-rest = /sleep, rest, rests, sleep, sleeps, nap, camp
intent-rest-fill = hours, hour, h, for, night, we, i, go, to, take, long

## Duel status: "whose turn is it?".
intent-status = /state, status, duel status, whose turn, whose move, who's next, state of the duel, how is the duel going
intent-status-fill = is, it, of, duel, next, going, how

## Help: "what can you do?".
intent-help = /commands, help, commands, what can you do, how to play, list of commands
intent-help-fill = are, what, can, you, do, me, show, list, of

## Rolling dice: "roll 2d6".
intent-roll = /dice, roll, rolls, throw, dice, die
intent-roll-fill = me, for, dice, die

## Myself: "me and Ron vs Draco" — the speaker's own character.
intent-me = i, me, myself
## A night's rest: eight hours.
intent-night = night, the night, all night, overnight, until morning
## No defence: "I don't defend".
intent-nodefence = no defence, no defense, don't defend, do not defend, i take it, take the hit, no shield, nothing
intent-nodefence-fill = i, the, it, hit, spell, just

## Points paid on top of a spell: "+3", "2 extra points".
intent-extra = extra, more, additional, on top
intent-extra-lead = with, for
## An hour said without a number: "I rest an hour".
intent-hour = hour, hours, hr, h
## Past-tense endings: a story, not a command (casted, dodged).
intent-past = ed

## Words that begin a comment after a command: "dodge, because I have no shield".
intent-comment = because, cause, cuz, coz, so that
## Before the attack a defence answers: "dodge the stupefy".
intent-from = from, against, the
## Dice said in words: "roll a die", "two dice".
intent-die = die, dice, d6
## Dice named by their faces: "roll a twenty-sided die".
intent-die-4 = four sided die, four sided dice, 4 sided die, 4 sided dice
intent-die-6 = six sided die, six sided dice, 6 sided die, 6 sided dice
intent-die-8 = eight sided die, eight sided dice, 8 sided die, 8 sided dice
intent-die-10 = ten sided die, ten sided dice, 10 sided die, 10 sided dice
intent-die-12 = twelve sided die, twelve sided dice, 12 sided die, 12 sided dice
intent-die-20 = twenty sided die, twenty sided dice, 20 sided die, 20 sided dice
intent-die-100 = percentile die, percentile dice
## Auxiliaries of a past tense: before a command word, a story ("Draco has cast").
intent-aux = has, have, had, did, was, were
## "For": whom a GM acts for — "for Ron: Stupefy at Draco".
intent-for = for, as

## Commands with names after the slash only: /character Harry.
intent-start = /begin
intent-char = /character, /sheet
intent-lang = /language
intent-rules = /ruleset
intent-odds = /chance, /chances, what are my odds, what are the odds, odds, chance, chances, probability, how likely
intent-macro = /macros
## Halting the bout by voice (/bout stop): "stop!"; typed in a chat, it is talk.
intent-halt = stop, halt

## Odds, teaching, service, wands, bouts, pearls, conditions, negative levels, a new day.
intent-odds-fill = what, are, is, my, the, of, with, for, to, on, land, landing, hit, hitting, cast, casting, succeed, success, a, do, i, have, his, her
intent-teach = teaches, teach, teaching
intent-teach-fill = the, spell, new, to, me, him, her, now
intent-service = does a favour, does a favor, renders a service, renders service, do a favour, do a favor
intent-service-fill = a, for, to, now, small, i
intent-wand = which wand, what wand, wand status
intent-wand-fill = is, do, i, have, what, now
intent-wand-give = give wand, gives wand, hand wand, hands wand
intent-wand-give-fill = my, his, her, the, to, i
intent-wand-new = new wand, gets wand, get wand, buys wand
intent-wand-new-fill = a, new, i, gets, get, buys
intent-bout = start the bout, bout start, begin the bout
intent-bout-fill = first, next, now
intent-pearl = pearl of power, pearl
intent-pearl-fill = use, uses, using, a, my, level, of, i
intent-fatigue = is fatigued, fatigued, tired
intent-fatigue-fill = now, gets
intent-exhaust = is exhausted, exhausted, exhaustion
intent-exhaust-fill = now, gets
intent-drain = negative level, negative levels, loses a level, level drain, energy drain
intent-drain-fill = gets, gains, takes, a, one, two
intent-day = new day, next day
intent-day-fill = a, it, s, the
## Verbs after which the one named is hit, not the caster: "Draco takes a Stupefy".
intent-struck = gets, takes, receives, eats
## After what a pool is asked about: "how many HP after that Stupefy?".
intent-after = after
intent-chart = /chart
intent-claim = /claim
intent-config = /config
intent-defaults = /defaults
intent-gm = /gm
intent-iam = /iam
intent-metamagic = /metamagic
intent-order = /order
intent-protocol = /protocol
intent-remind = /remind
intent-restore = /restore
intent-topic = /topic
