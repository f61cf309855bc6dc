## The words players type in slash commands for options and their values. Lists are comma-separated.
## A command takes the words of every language; here stand the English words and the command language's
## own Latin ids (vs, at, shield, none, yes, age...). word-<prefix>-<meaning> lists the words of one meaning.

## Shared lists: yes and no for a flag (restore=no), removing a character (/char del NAME).
word-yes = yes, y, true, 1, on
word-no = no, n, false, 0, off
word-remove = del, delete, remove
## Between the sides of a duel (/duel Harry vs Draco), between a spell and its target (/cast stupefy at Draco).
word-versus = vs, v, vs., versus, against, x, ×
word-to = at, on, vs, ->, →
## Everyone at once (/rest all 8h), oneself (/lang me fr), two names on one side (Harry and Ron).
word-everyone = all, everyone
word-me = me, myself
## The one who acts, as its own target (/cast Draco: stupefy at himself).
word-self = self, myself, himself, herself, themself, themselves
word-and = and
## Units after a number of hours (/rest 8h).
word-hour = h, hour, hours
## Units of a reminder delay (/defaults remind=2 min).
word-delay-s = s, sec, second, seconds
word-delay-m = m, min, minute, minutes
word-delay-h = h, hr, hour, hours
word-delay-d = d, day, days
## Giving and taking the GM role (/gm grant ID).
word-gm-grant = grant, add
word-gm-revoke = revoke
## A roll only its roller and the GMs read (/roll secret 1d20).
word-secret = secret, secretly, hidden

## What the reader offers a line it does not understand ("Did you mean…"): a question (these words or a question
## mark) is offered only commands that change nothing; a word of denial or ending is never left out (the line is never
## turned into its opposite).
word-asking = what, how, which, who, when, where, why
word-negation = not, no, never, isn, aren, don, doesn
word-ending = stop, stops, stopping, quit, quits, finish, finishes, interrupt, interrupts

## The names of options and settings a player types before "=" (/gain Harry 3 reason=potion); the first is shown.
word-option-reason = reason
word-option-cause = cause
word-option-category = category
word-option-type = type, kind
word-option-surprise = surprise
word-option-duel = duel
word-option-winner = winner
word-option-out = out
word-option-distance = distance
word-option-at = at, time
word-option-end = end
word-option-vs = vs
word-option-skill = skill
word-option-vs_skill = vs_skill, opponent
word-option-bandages = bandages
word-option-restore = restore, heal
## The game's settings (/defaults sheets=yes remind=10m) and the wand larp's (/config refill=no).
word-option-players_edit_sheets = sheets, players_edit_sheets
word-option-remind = remind
word-option-players_macros = macros, players_macros
word-option-refill = refill
word-option-max_ergs = max_ergs, pool
word-option-teaching_cost = teaching_cost
word-option-three_seconds = three_seconds
word-option-window = window
word-option-max_distance = max_distance, range
word-option-attunement_hours = attunement_hours, attunement
word-option-fight_window = fight_window
## Ergs: the seconds' protocol fields (/protocol offended=Hermione degree=3 field=40x12 bout=45 break=3).
word-option-offended = offended
word-option-degree = degree
word-option-weapon = weapon
word-option-form = form
word-option-mode = mode
word-option-field = field
word-option-place = place
word-option-circle = circle
word-option-bout = bout
word-option-break = break
## Ergs: how many casts in a row (/odds Harry crucio n=3).
word-option-n = n, times

## Feniks: asking the chance to hit (/odds hit).
word-feniks-hit = hit
## Feniks: the sheet's fields (/char Harry age=15 reflex=7).
word-feniks-field-age = age
word-feniks-field-reflex = reflex
word-feniks-field-charms = charms
word-feniks-field-transfig = transfig, transfiguration
word-feniks-field-dada = dada
word-feniks-field-hp = hp
word-feniks-field-condition = condition
word-feniks-field-severity = severity
## Feniks: the kind of duel (type=club).
word-feniks-kind-spontaneous = spontaneous
word-feniks-kind-club = club
## Feniks: the defences (/defend shield).
word-feniks-defence-shield = shield
word-feniks-defence-dodge = dodge
word-feniks-defence-none = none
## Feniks: a spell's category (category=charms).
word-feniks-category-charms = charms
word-feniks-category-transfig = transfig, transfiguration
word-feniks-category-dada = dada
## Feniks: how bad a knock-out is (severity=moment).
word-feniks-severity-moment = moment
word-feniks-severity-hospital = hospital
## Feniks: a character's condition (condition=ok).
word-feniks-condition-ok = ok
word-feniks-condition-unconscious = unconscious
word-feniks-condition-hospital = hospital

## Duel club: the Sortilèges skill on the sheet (/char Harry sortileges=60).
word-duel_club-field-sortileges = skill, charms

## Wand larp (ergs): the sheet's fields (/char Harry age=15 max=4 group=senior spells="crucio").
word-ergs-field-age = age
word-ergs-field-max_ergs = max, pool
word-ergs-field-group = group
word-ergs-field-known = spells
## Wand larp: the age groups (group=master).
word-ergs-group-student = student
word-ergs-group-middle = middle
word-ergs-group-senior = senior
word-ergs-group-master = master
## Wand larp: what takes the life erg (/drain Harry cause=dementor).
word-ergs-cause-ritual = ritual
word-ergs-cause-dementor = dementor
word-ergs-cause-vampire = vampire
## Wand larp: the dueling code's choices (/protocol weapon=wand form=periodic mode=stationary).
word-ergs-weapon-wand = wand
word-ergs-weapon-nerf = nerf
word-ergs-form-continuous = continuous
word-ergs-form-periodic = periodic
word-ergs-mode-mobile = mobile, moving
word-ergs-mode-stationary = stationary
## Wand larp: what /wand does (/wand Harry give Draco).
word-ergs-wand-new = new
word-ergs-wand-damage = damage, break
word-ergs-wand-repair = repair, fix
word-ergs-wand-give = give
word-ergs-wand-hold = hold, take
## Wand larp: the bout timer (/bout start).
word-ergs-bout-start = start
word-ergs-bout-tick = tick
word-ergs-bout-stop = stop
word-ergs-bout-status = status
## Wand larp: the seconds' protocol (/protocol sign NAME, dress NAME, second DUELLIST NAME).
word-ergs-protocol-sign = sign
word-ergs-protocol-dress = dress
word-ergs-protocol-second = second
## Wand larp: a spell's cost in the GM's settings (/config cost crucio 2).
word-ergs-config-cost = cost

## Spell points: the sheet's fields (/char Mialee level=7 ability=16 class=wizard base=30 feats=empower).
word-sp-field-level = level, lvl
word-sp-field-ability = ability, score
word-sp-field-progression = class
word-sp-field-base = base
word-sp-field-feats = feats, metamagic
word-sp-field-pearls = pearls
## Spell points: clearing a base or the feats (base=table, feats=none).
word-sp-clear = none, table, 0
## Spell points: the options of /cast and /odds (extra=2 meta=empower level=3 cl=9 class=sorcerer casts=5 ge=20).
word-sp-option-extra = extra
word-sp-option-meta = metamagic, meta
word-sp-option-level = level, lvl
word-sp-option-cl = caster, cl
word-sp-option-progression = class
word-sp-option-casts = times, casts
word-sp-option-ge = atleast, min, ge
## Spell points: the classes, by the progression they follow (class=cleric).
word-sp-class-wizard = wizard, cleric, druid
word-sp-class-sorcerer = sorcerer, bard
## Spell points: the classes that only follow another class's progression (a cleric a wizard's).
word-sp-borrowed-cleric = cleric
word-sp-borrowed-druid = druid
word-sp-borrowed-bard = bard
## Spell points: the metamagic feats (meta=empower,still).
word-sp-feat-empower = empower, empowered
word-sp-feat-maximize = maximize, maximise, maximized
word-sp-feat-still = still
word-sp-feat-silent = silent
word-sp-feat-extend = extend, extended
word-sp-feat-enlarge = enlarge
word-sp-feat-widen = widen
word-sp-feat-quicken = quicken, quickened
word-sp-feat-heighten = heighten, heightened
## Spell points: what tires a caster (/fatigue Mialee exhausted).
word-sp-effect-fatigued = fatigued, fatigue, tired
word-sp-effect-exhausted = exhausted, exhaustion
## Spell points: beginning and ending a rest (/rest Mialee begin).
word-sp-rest-begin = begin, start
word-sp-rest-end = end, stop
## Spell points: how metamagic is paid (/metamagic free).
word-sp-mode-points = points, paid
word-sp-mode-free = free
word-sp-mode-both = both, combined

## Inline queries: a first word naming the rules (@bot ergs odds …); each ruleset's id works too.
word-ruleset-feniks = phoenix
word-ruleset-duel_club = duel club, club, duelclub
word-ruleset-ergs = erg, wandlarp
word-ruleset-spell_points = spell points, spellpoints

## Forum topic: the chat's game or its own (/topic shared).
word-topic-shared = shared
word-topic-own = own
