## Duel club (Hogwarts duel club rules): every message of the duel_club ruleset.
## HP: the duellist's hit points (PV in the French rules), 5 at the start of a duel.

duel_club-char-created = { $name } joins the duel club: Charms { $skill }/100, { $pv ->
    [one] { $pv } hit point
   *[other] { $pv } hit points
}.
duel_club-char-updated = { $name }: Charms { $skill }/100, { $pv ->
    [one] { $pv } hit point
   *[other] { $pv } hit points
}.
duel_club-char-line = { $name }: Charms { $skill }/100, HP { $pv }/{ $max } ({ $bound ->
    [no] no player
   *[yes] player: { $player }
})
duel_club-pool = { $name }: HP { $pv }/{ $max }
duel_club-duel-started = Duel { $duel }: { $first } vs { $second }, { $pv ->
    [one] { $pv } hit point
   *[other] { $pv } hit points
} each. Roll the initiative with /init.
duel_club-initiative = Initiative to { $name } ({ KNOWN($skill) ->
    [yes] { KNOWN($other_skill) ->
        [yes] Charms { $skill } against { $other_skill } for { $other }
       *[no] the higher Charms
    }
   *[no] the higher Charms
}).
duel_club-initiative-coin = Both have Charms { $skill }: coin toss ({ $heads } heads, { $tails } tails), { $coin ->
    [heads] heads
   *[tails] tails
}: initiative to { $name }.
duel_club-round = — Duel { $duel }, round { $round } —
duel_club-turn = { $answer ->
    [yes] { $name } answers
   *[no] { $name } acts first
}{ $must_recover ->
    [yes] : the wand is on the floor, the only possible action is /recover.
   *[no] { $can_grab ->
        [yes] : /cast a spell, or /grab the opponent's wand to win at once.
       *[no] : /cast a spell.
    }
}
duel_club-petrified-skip = { $name } is petrified and loses this round's action.
duel_club-cast = { $name } casts { $spell }: { $impossible ->
    [yes] { KNOWN($skill) ->
        [yes] failure, impossible at Charms { $skill } (even a 1 on 1d100 fails).
       *[no] failure.
    }
   *[no] { KNOWN($threshold) ->
        [yes] { $roll } { $success ->
            [yes] ≤ { $threshold }, success.
           *[no] > { $threshold }, failure.
        }
       *[no] { $success ->
            [yes] success.
           *[no] failure.
        }
    }
}
duel_club-cast-voided = { $by }'s { $disarm_spell } has disarmed { $name }, who cannot answer: { $spell } is void.
duel_club-levicorpus-drop = { $name }, hanging upside down by Levicorpus, fails the spell and drops the wand.
duel_club-levicorpus-held = { $name }, hanging upside down by Levicorpus, keeps hold of the wand.
duel_club-resolve = Round { $round } resolved:
duel_club-no-effect = No spell takes effect.
duel_club-blocked = { $by }'s { $shield_spell } blocks { $name }'s { $spell }.
duel_club-hit = { $by }'s { $spell } hits { $name }{ KNOWN($pv) ->
    [yes] : minus { $amount ->
        [one] { $amount } hit point
       *[other] { $amount } hit points
    }, HP { $pv }/{ $max }.
   *[no] {" "}(HP hidden).
}
duel_club-disarmed = { $name } is disarmed by { $by }: the wand flies away. { $grab ->
    [yes] Next action: /recover, unless { $by } picks it up first (/grab).
   *[no] { $name } acts before { $by } in the next round: next action, /recover.
}
duel_club-petrified = { $name } is petrified: their action in the next round is lost.
duel_club-levitated = { $name } hangs upside down: failing the next spell roll will drop the wand.
duel_club-recovered = { $name } picks the wand up again.
duel_club-grabbed = { $name } picks up { $opponent }'s wand!
duel_club-forbidden = { $name } casts “{ $spell_text }”, a spell not allowed in the duel club: immediate disqualification.
duel_club-won = { $reason ->
    [pv] { $loser } has no hit points left.
    [grab] { $loser } is left without a wand.
   *[disqualified] { $loser } is disqualified.
} { $name } wins duel { $duel }!
duel_club-ended = Duel { $duel } is stopped, with no winner.
duel_club-status-waiting = Duel { $duel }: waiting for /init.
duel_club-status-running = Duel { $duel }: round { $round }, { $turn } to act.
duel_club-status-won = Duel { $duel }: over, won by { $winner }.
duel_club-status-stopped = Duel { $duel }: stopped, no winner.
duel_club-status-fighter = { $name } (Charms { $skill }): HP { $pv }/{ $max }, { $wand ->
    [hand] wand in hand
    [taken] wand taken by { $taker }
   *[dropped] wand on the floor
}{ $petrified ->
    [yes] , petrified
   *[no] {""}
}{ $levicorpus ->
    [yes] , under Levicorpus
   *[no] {""}
}{ $disqualified ->
    [yes] , disqualified
   *[no] {""}
}.
duel_club-odds-character = { $name }, Charms { $skill }, chance of each spell on 1d100:
duel_club-odds-hidden = { $name }'s numbers are hidden: only a GM can work out these odds.
duel_club-odds-spell = { $spell } at Charms { $skill }: { $pct ->
    [0] no success possible, not even a 1 on 1d100 (0%).
   *[other] success on 1d100 ≤ { $threshold }, { $pct }%.
}
duel_club-odds-round-head = Round where { $first_spell } (Charms { $skill }) is cast first and { $second_spell } (Charms { $vs_skill }) answers:
duel_club-odds-round = { $pct }%: { $first_spell } { $first_fate ->
    [lands] lands
    [blocked] is blocked
   *[fails] fails
}, { $second_spell } { $second_fate ->
    [lands] lands
    [blocked] is blocked
    [voided] is void (disarmed)
   *[fails] fails
}.

duel_club-refusal-target = The target is always the opponent: { $name } is not { $opponent }.
duel_club-refusal-slip = “{ $spell_text }” is not a duel club spell as written; did you mean { $spell }? Nothing was cast.
duel_club-refusal-who-casts = “{ $name }” is a duellist, not a spell: in the duel club a spell always goes at your opponent. Write just the spell, e.g. { CMD("cast") } Stupefy.
duel_club-refusal-no-initiative = Duel { $duel } has not started: roll the initiative with /init.
duel_club-refusal-not-your-turn = It is not { $name }'s turn: { $turn } acts now.
duel_club-refusal-must-recover = { $name } has no wand: the only possible action is /recover.
duel_club-refusal-not-party = Only the GM or a duellist of duel { $duel } may do that.
duel_club-refusal-not-duellist = A player may open a duel only for their own character.
duel_club-refusal-wand-in-hand = { $name } already holds the wand: there is nothing to recover.
duel_club-refusal-no-grab = { $name } may pick up { $opponent }'s wand only right after disarming them with Expelliarmus, while it is still on the floor.
duel_club-refusal-duel-syntax = Write the duel as /duel NAME vs NAME.
duel_club-refusal-one-vs-one = Duel club duels are one against one: /duel NAME vs NAME.
duel_club-refusal-self = { $name } cannot duel themselves.
duel_club-refusal-initiative-done = Duel { $duel } already has its initiative.
duel_club-refusal-ended = Duel { $duel } is already over.
duel_club-refusal-need-skill = Give { $name }'s Charms skill (0–100): /char { $name } sortileges=60.
duel_club-refusal-odds-skill = Give a Charms skill from 0 to { $max }, e.g. /odds stupefy skill=60.
duel_club-refusal-odds-vs-skill = “{ $value }” does not fit vs_skill=: the opponent’s Charms skill is a whole number from 0 to { $max }.
duel_club-refusal-skill = The Charms skill must be between 0 and { $max }, not { $value } (rule: { RULE($rule) }).
duel_club-refusal-odds-forbidden = “{ $spell_text }” is not allowed in the duel club: casting it means immediate disqualification.
