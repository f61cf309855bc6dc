## The wand-duel larp (ergs). Words shared by the messages below; each takes the variable it names.

ergs-group-name = { $group ->
        [student] student
        [middle] middle group
        [senior] senior group
        [master] master of charms
       *[other] { $group }
    }
ergs-teacher-group-name = { $teacher_group ->
        [student] student
        [middle] middle group
        [senior] senior group
        [master] master of charms
       *[other] { $teacher_group }
    }
ergs-learner-group-name = { $learner_group ->
        [student] student
        [middle] middle group
        [senior] senior group
        [master] master of charms
       *[other] { $learner_group }
    }
ergs-cause-name = { $cause ->
        [ritual] a ritual
        [dementor] a dementor
        [vampire] a vampire
       *[other] { $cause }
    }
ergs-value-name = { $value ->
        [wand] wands
        [nerf] NERF blasters
        [continuous] continuous
        [periodic] periodic (bouts and breaks)
        [mobile] mobile
        [stationary] stationary (in a circle)
        [unset] not chosen yet
       *[other] { $value }
    }
ergs-choice-name = { $choice ->
        [weapon] weapon
        [form] kind of duel
        [mode] mobile or stationary
       *[other] { $choice }
    }
ergs-item-name = { $item ->
        [offended] the offended
        [degree] the insult's degree
        [weapon] the weapon
        [form] the kind of duel
        [mode] mobile or stationary
        [field] the field
        [place] the place
        [circle] the circle
        [bout] the bout length
        [break] the break length
        [seconds] the seconds
        [dress] the dress check
        [signatures] the seconds' signatures
       *[other] { $item }
    }
ergs-item-title = { $item ->
        [offended] The offended
        [degree] Insult degree
        [weapon] Weapon
        [form] Kind of duel
        [mode] Mobile or stationary
        [field] Field, in steps
        [place] Place
        [circle] Circle, in steps
        [bout] Bout, in seconds
        [break] Break, in seconds
       *[other] { $item }
    }

## Roster and pools.

ergs-char-added = { $name } joins the game: { $age } years old ({ ergs-group-name }), { $n } { $n ->
        [one] erg
       *[other] ergs
    } to spend and the life erg.
ergs-char-updated = { $name } updated: { $age } years old ({ ergs-group-name }), { $max_changed ->
        [yes] a pool of { $max } { $max ->
            [one] erg
           *[other] ergs
        } ({ $spendable } to spend and the life erg); { $n } to spend now
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        } to spend
    }.
ergs-char-sheet = { $name }: { $age } years old ({ ergs-group-name }), { $n } { $n ->
        [one] erg
       *[other] ergs
    } to spend and { $life ->
        [yes] the life erg
       *[other] no life erg
    }; spells learnt: { $known ->
        [0] none
       *[other] { LIST($spells) }
    }.
ergs-refusal-sheet-spell-new = { $name } was not added: “{ $spell_text }” is not a spell of these rules.
ergs-refusal-sheet-spell-edit = { $name } was not changed: “{ $spell_text }” is not a spell of these rules.
ergs-pool-line = { $name } ({ $age }, { ergs-group-name }): { $ergs } of { $max } { $max ->
        [one] erg
       *[other] ergs
    }, { $life ->
        [yes] life erg intact
       *[other] LIFE ERG LOST
    }{ $demagicked ->
        [yes] , demagicked
       *[other] {""}
    }; wand: { $wand ->
        [attuned] attuned
        [attuning] attuning, { $hours } h left
        [damaged] damaged
       *[other] none
    }.
ergs-spent = { $name } spends { $n } { $n ->
        [one] erg
       *[other] ergs
    } ({ $reason }): { $ergs } left.
ergs-gained = GM: { $name } gains { $n } { $n ->
        [one] erg
       *[other] ergs
    } ({ $reason }): { $ergs } now.
ergs-demagicked = { $name } has no ergs left and is demagicked: no spells and no dodges until the next cycle.
ergs-drained = GM: { $name } lost the life erg to { ergs-cause-name }. Without it { $name } will not refill at a new cycle until the GM restores it (/restore).
ergs-restored = GM: { $name } has the life erg back.
ergs-cycle = Cycle { $cycle } begins: every wizard pays a cycle's upkeep with the life erg; { $refill ->
        [yes] pools refill to their maximum.
       *[other] pools do not refill in this game.
    }
ergs-cycle-wizard = { $name }: upkeep paid, { $ergs } of { $max } { $max ->
        [one] erg
       *[other] ergs
    }.
ergs-cycle-drained = GM: { $name } has no life erg and does not refill ({ $ergs } { $ergs ->
        [one] erg
       *[other] ergs
    } left).

## Casting.

ergs-cast = { $name } casts { $spell } at { $target } ({ $n ->
        [0] free, { $ergs } left
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        }, { $ergs } left
    }).
ergs-cast-untargeted = { $name } casts { $spell } ({ $n ->
        [0] free, { $ergs } left
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        }, { $ergs } left
    }).
ergs-too-soon = …but { $spell } fails: { $name } cast it only { $gap } s after the last attack (the three-second rule: wait { $wait } s, or shield or dodge first).
ergs-simultaneous = { $n } casts at the same moment: none of them works{ $holds ->
        [0] .
       *[other] , except Avada Kedavra.
    }
ergs-simultaneous-fails = ✗ { $spell } by { $name } ({ $clock }{ $tenth ->
        [0] {""}
       *[other] .{ $tenth }
    }) fails.
ergs-simultaneous-holds = ✓ { $spell } by { $name } ({ $clock }{ $tenth ->
        [0] {""}
       *[other] .{ $tenth }
    }) works all the same.
ergs-dodge = { $name }: “Dodge!” ({ $n ->
        [0] free, { $ergs } left
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        }, { $ergs } left
    }).

## Teaching.

ergs-service = { $learner } has rendered a service to { $teacher }{ $older ->
    [no] , but cannot be taught by them: a teacher must be of an older age group.
   *[yes] {" "}and may be taught by them.
}
ergs-taught = { $teacher } teaches { $learner } { $spell } ({ $n ->
        [0] free, { $ergs } left
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        }, { $ergs } left
    }).
ergs-gm-taught = GM notice: { $teacher } taught { $learner } { $spell }.

## Wands.

ergs-wand-none = { $name } holds no wand.
ergs-wand-line = { $name }: wand no. { $number }, { $status ->
        [attuned] attuned
        [attuning] attuning, { $hours } h left
       *[damaged] damaged
    }.
ergs-wand-new = { $name } takes a new wand (no. { $number }){ $hours ->
        [0] , already attuned.
       *[other] : it attunes for { $hours } h; until then only basic and dark spells work with it.
    }
ergs-wand-damaged = The wand of { $name } is damaged and taped: it casts nothing.
ergs-wand-repaired = GM: the wand of { $name } is whole again.
ergs-wand-given = The wand of { $name } passes to { $to }: it attunes for { $hours } h; until then only basic and dark spells work with it.
ergs-wand-held = { $name } now holds wand no. { $number }.

## Duels and the seconds' protocol.

ergs-duel-open = Duel { $duel }: { $a } against { $b }. The seconds write the protocol with { CMD("protocol") }.
ergs-duel-end = Duel { $duel } is over.
ergs-duel-end-winner = Duel { $duel } is over: { $winner } wins.
ergs-duel-out = Duel { $duel }: { $name } stepped out of the circle; recorded in the protocol.
ergs-protocol-value = Protocol: { ergs-item-title } — { ergs-value-name }.
ergs-protocol-unsigned = The protocol of duel { $duel } changed: the signatures are void, the seconds sign again.
ergs-protocol-second = { $name } is a second of { $duellist }.
ergs-protocol-dress = Dress of { $name } checked: loose clothing on; medallions, medals, purses and belts removed.
ergs-protocol-dress-bandages = Dress of { $name } checked; bandages declared to the seconds: { $bandages }.
ergs-protocol-signature = { $name } signs the protocol of duel { $duel }.
ergs-protocol-signed = The protocol of duel { $duel } is signed by every second.
ergs-protocol-ready = The protocol of duel { $duel } is complete: the seconds may sign it ({ CMD("protocol") } sign NAME).
ergs-protocol-missing = The protocol still lacks { ergs-item-name }{ $item ->
        [seconds] { " " }of { $name }
        [dress] { " " }of { $name }
       *[other] {""}
    }.
ergs-protocol-head = Protocol of duel { $duel }: { $a } against { $b }{ $ended ->
        [yes] { " " }(over)
       *[other] {""}
    }.
ergs-protocol-insult = Insult: { $degree ->
        [0] not recorded yet
        [1] 1st degree (simple), { $offended } offended by { $offender }
        [2] 2nd degree (touching dignity), { $offended } offended by { $offender }
        [3] 3rd degree (by action), { $offended } offended by { $offender }
       *[other] degree { $degree }, { $offended } offended by { $offender }
    }.
ergs-protocol-choice = { $choice ->
        [weapon] Weapon
        [form] Kind of duel
       *[mode] Mobile or stationary
    }: { ergs-value-name } — { $chooser ->
        [offended] chosen by the offended, { $name }
        [seconds] chosen by the seconds by mutual consent
       *[other] the chooser follows from the insult
    }.
ergs-protocol-field = Field: { $length ->
        [0] not chosen yet
       *[other] { $length } × { $width } steps
    }.
ergs-protocol-place = Place: { $place }.
ergs-protocol-circle = Circle: { $n ->
        [0] not marked yet
        [one] { $n } step across
       *[other] { $n } steps across
    }; stepping out ends the duel.
ergs-protocol-timing = { $bout ->
        [0] Bouts: length not set yet;{" "}
       *[other] Bouts of { $bout } s,{" "}
    }{ $pause ->
        [0] breaks: length not set yet
       *[other] breaks of { $pause } s{ $bout ->
            [0] {""}
           *[other] {" "}({ $times ->
                [0] { $ratio } of the bout
               *[other] { $times } × the bout
            })
        }
    }.
ergs-protocol-duellist = { $name }: { $n ->
        [0] no second yet
        [one] second { $seconds }
       *[other] seconds { LIST($seconds) }
    }; dress { $dress ->
        [checked] checked
        [bandaged] checked, bandages: { $bandages }
       *[other] not checked yet
    }.
ergs-protocol-signatures = Signatures: { $n ->
        [0] none yet
       *[other] { LIST($names) }
    }.

## The bout timer of a periodic duel.

ergs-bout-begin = Duel { $duel }, bout { $bout }: begin! (from { $clock }, { $seconds } s, “Stop!” at { $until })
ergs-bout-stop = Duel { $duel }: “Stop!” — bout { $bout } is over ({ $clock }); the duellists step back.
ergs-bout-resume = Duel { $duel }: the break is over, bout { $bout }: begin! (from { $clock }, “Stop!” at { $until })
ergs-bout-skipped = Duel { $duel }: { $n } earlier calls of the timer were skipped.
ergs-bout-status = Duel { $duel }: { $phase ->
        [bout] bout { $bout }
       *[break] break after bout { $bout }
    }, { $left } s left.
ergs-bout-stopped = Duel { $duel }: the timer is stopped { $phase ->
        [bout] during bout { $bout }
       *[break] in the break after bout { $bout }
    }.

## Odds: what a pool allows, exactly.

ergs-odds-head = { $name } has { $ergs } { $ergs ->
        [one] erg
       *[other] ergs
    } to spend{ $demagicked ->
        [yes] { " " }but is demagicked
       *[other] {""}
    }:
ergs-odds-spell = { $spell } ({ $n ->
        [0] free
       *[other] { $n } { $n ->
            [one] erg
           *[other] ergs
        }
    }): { $casts ->
        [-1] as often as wanted
        [0] not now
        [one] once more
       *[other] { $casts } more times
    }.
ergs-odds-chance = Chance that the pool of { $name } lasts { $casts } × { $spell }: { $percent } % (the pool is known, nothing is random).

## The GM's settings for this game.

ergs-setting-label = { $setting ->
        [refill] Ergs refill at each new cycle
        [max_ergs] Ergs of a new character (the life erg included)
        [teaching_cost] Teaching costs the teacher
        [three_seconds] Pause after an attacking spell
        [window] Spells count as simultaneous within
        [max_distance] Spell range
        [attunement_hours] A new wand settles in after
        [fight_window] After an attack, wizards count as fighting for
       *[other] { $setting }
    }
ergs-setting-value = { $setting ->
        [refill] { $value ->
            [yes] yes
            [no] no
           *[other] { $value }
        }
        [max_ergs] { $value } { $value ->
            [one] erg
           *[other] ergs
        }
        [teaching_cost] { $value } { $value ->
            [one] erg
           *[other] ergs
        }
        [max_distance] { $value } { $value ->
            [one] step
           *[other] steps
        }
        [attunement_hours] { $value } h
        [three_seconds] { $value } s
        [window] { $value } s
        [fight_window] { $value } s
       *[other] { $value }
    }
ergs-config-line = { ergs-setting-label }: { ergs-setting-value } ({ WORD($setting) }=…)
ergs-config-set = Setting changed. { ergs-setting-label }: { ergs-setting-value }.{ $setting ->
        [max_ergs] {" "}Characters already made keep theirs: { CMD("char") } NAME { WORD("max_ergs", of: "word-ergs-field-") }=N sets it.
       *[other] {""}
    }
ergs-config-cost = { $spell } costs { $n } { $n ->
        [one] erg
       *[other] ergs
    } in this game.

## Refusals.

ergs-refusal-need-age = To create { $name }, give an age: /char { $name } age=15 (rule: { RULE($rule) }).
ergs-refusal-bad-time = “{ $value }” is not a time: write 12:00:03.5, +2.5 (seconds from now) or an ISO date and time.
ergs-refusal-end-before-start = The end of an utterance cannot come before its start.
ergs-refusal-wand-none = { $name } holds no wand.
ergs-refusal-wand-damaged = The wand of { $name } is damaged: it casts nothing until the GM repairs it.
ergs-refusal-wand-attuning = The wand of { $name } is still attuning ({ $hours } h left): only basic and dark spells work with it, not { $spell }.
ergs-refusal-wand-whole = The wand of { $name } is not damaged.
ergs-refusal-wand-action = “{ $value }” — a wand has no such action: { WORD("new", of: "word-ergs-wand-") }, { WORD("damage", of: "word-ergs-wand-") }, { WORD("repair", of: "word-ergs-wand-") }, { WORD("give", of: "word-ergs-wand-") } TO, { WORD("hold", of: "word-ergs-wand-") } N.
ergs-refusal-wand-self = { $name } already holds that wand.
ergs-refusal-wand-number = The wand's number is missing: { CMD("wand") } { $name } { WORD("hold", of: "word-ergs-wand-") } N.
ergs-refusal-no-wand = { $name } has no wand “{ $wand }”: after “{ WORD("hold", of: "word-ergs-wand-") }”, give the number of one of { $name }'s wands ({ CMD("wand") } { $name } lists them).
ergs-refusal-demagicked = { $name } is demagicked: no spells and no dodges until the next cycle.
ergs-refusal-ergs = { $name } has only { $ergs } { $ergs ->
        [one] erg
       *[other] ergs
    }, { $n } needed; the life erg is never spent.
ergs-refusal-full = { $n ->
        [0] { $name }'s pool is full: a pool never goes above its maximum.
       *[other] { $name } has room for only { $n } more { $n ->
            [one] erg
           *[other] ergs
        }: a pool never goes above its maximum.
    }
ergs-refusal-group = Unknown age group “{ $group }”. Groups: { $groups }.
ergs-refusal-amount = “{ $value }” is not a number from 1 to { $limit }.
ergs-refusal-digits = “{ $value }” — write the number in digits: { CMD($command) } { $name } 2 { WORD("reason") }=…
ergs-refusal-reason = { CMD($command) } needs a reason, e.g. { CMD($command) } Harry 1 reason="healing potion": the log keeps it.
ergs-refusal-cause = The life erg is lost only through a { WORD($causes, of: "word-ergs-cause-", style: "or") }: name it after the name, e.g. /drain Harry dementor.
ergs-refusal-drained = { $name } has already lost the life erg.
ergs-refusal-not-drained = { $name } still has the life erg.
ergs-refusal-unknown-to = { $name } does not know { $spell }.
ergs-refusal-no-target = { $spell } needs a target: point at someone within reach.
ergs-refusal-self = { $name } cannot cast { $spell } at themselves.
ergs-refusal-bad-distance = “{ $value }” is not a distance in steps.
ergs-refusal-distance = The target is { $n } steps away: at most { $limit }.
ergs-refusal-non-combat = { $spell } is not a combat spell: { $name } cannot cast it in a fight.
ergs-refusal-teach-self = { $name } cannot be both teacher and learner.
ergs-refusal-service-self = { $name } cannot render a service to themselves.
ergs-refusal-teach-group = { $teacher } ({ ergs-teacher-group-name }) cannot teach { $learner } ({ ergs-learner-group-name }): the teacher must belong to an older age group.
ergs-refusal-knows = { $name } already knows { $spell }.
ergs-refusal-no-service = { $learner } must first render { $teacher } a service (/service { $learner } { $teacher }).
ergs-refusal-duel-two = A duel is between two different wizards: /duel A B.
ergs-refusal-duel-ended = Duel { $duel } is over.
ergs-refusal-not-party = Only the GM or the duellists' players may do that in duel { $duel }.
ergs-refusal-not-stationary = Duel { $duel } is not stationary: there is no circle to step out of.
ergs-refusal-not-duellist = { $name } does not fight in duel { $duel }.
# How the protocol's list of items writes the duel's form (id form); the other items by their words (word-option-*).
ergs-protocol-item-form = form
ergs-refusal-protocol-key = The protocol has no “{ $item }”. It records: { WORD($items, of: "ergs-protocol-item-") }.
ergs-refusal-protocol-loose = “{ $words }”: which item is that? Put a value of several words in quotes, e.g. place="shady alley".
ergs-refusal-degree = “{ $value }” is not an insult degree: { $degrees }.
ergs-refusal-insult-first = Record the offended and the insult's degree first: they decide who chooses { ergs-choice-name }.
ergs-refusal-choice = “{ $value }” is not a lawful choice of { ergs-choice-name }: { $lawful }.
ergs-refusal-bad-field = Write the field as LENGTH×WIDTH in steps, e.g. { WORD("field") }=40x12 (not “{ $value }”).
ergs-refusal-field = A field of { $length } × { $width } steps is not lawful: at least { $min_length } × { $min_width }, at most { $max_side } a side.
ergs-refusal-text = { $item ->
        [place] The place
        [second] A second's name
       *[bandages] The bandages
    } { $length ->
        [0] cannot be empty
       *[other] must be at most { $limit } characters long
    }.
ergs-refusal-second-duellist = { $name } cannot be a second in their own duel.
ergs-refusal-circle = “{ $value }” is not a circle: 1 to { $limit } steps across.
ergs-refusal-bout = A bout lasts { $low } to { $high } seconds, not “{ $value }”.
ergs-refusal-break = A break lasts at most { $limit } seconds, in seconds or as a multiple of the bout (2x), not “{ $value }”.
ergs-refusal-bout-first = Fix the bout length before a break given as its multiple.
ergs-refusal-second = { $name } cannot be added: each second once, at most { $limit } per duellist.
ergs-refusal-not-second = { $name } is not a second of duel { $duel }.
ergs-refusal-signed = { $name } has already signed.
ergs-refusal-sign-who = Who signs? Write: { CMD("protocol") } { WORD("sign", of: "word-ergs-protocol-") } SECOND_NAME.
ergs-refusal-protocol-incomplete = The protocol is not complete: it lacks { ergs-item-name }{ $item ->
        [seconds] { " " }of { $name }
        [dress] { " " }of { $name }
       *[other] {""}
    }.
ergs-refusal-bout-running = The bout timer of duel { $duel } is already running.
ergs-refusal-not-periodic = Duel { $duel } is not periodic: it has no bouts and breaks (the protocol sets the kind of duel).
ergs-refusal-bout-idle = The bout timer of duel { $duel } is not running ({ CMD("bout") } { WORD("start", of: "word-ergs-bout-") }).
ergs-refusal-bout-action = “{ $word }” is no action of /bout: { WORD($actions, of: "word-ergs-bout-", style: "or") }.
ergs-refusal-in-break = Duel { $duel } is in the break after bout { $bout } ({ $left } s left): { $name } neither casts nor dodges until the next bout begins.
ergs-refusal-setting-key = There is no setting “{ $setting }”. Settings: { WORD($settings) }.
ergs-refusal-max-ergs = “{ $value }” is no pool: { $low } to { $high } ergs, the life erg included, e.g. { WORD("max_ergs", of: "word-ergs-field-") }=4.
ergs-refusal-cost-number = “{ $value }” is not a number: write the cost in digits, e.g. { CMD("config") } cost Stupefy 3.
ergs-refusal-setting = “{ $value }” is no value for this setting: { ergs-setting-label } ({ WORD($setting) }=…).
