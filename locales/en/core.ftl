## Messages every ruleset shares. Variables: see each message.

ruleset-name = { $ruleset ->
        [feniks] Feniks
        [duel_club] Duel Club
        [ergs] ergs (the wand-duel larp)
        [spell_points] spell points
       *[other] { $ruleset }
    }
locale-name = { $locale ->
        [pl] Polish
        [ru] Russian
        [fr] French
        [cs] Czech
        [en] English
       *[other] { $locale }
    }
game-start = Wizard duel assistant ready. Ruleset: { ruleset-name }, language: { locale-name }. Type /help for the commands.
game-help = Commands of the { ruleset-name } rules:
game-locale = Language set to { locale-name }.
game-ruleset = Ruleset set to { ruleset-name }. The roster starts empty.
refusal-same-ruleset = This game already plays by the { ruleset-name } rules: nothing changed, the roster stays.
char-bound = { $name } is now played by { $player }.

char-bound-already = { $name } is already played by { $player }.
## Claim links (/claim): a sheet a player binds with one tap.
char-claim-ready = Sheet ready to be claimed: { $name }.
refusal-claim-unknown = This claim link is not valid or has already been used. Ask your GM for a new one.
refusal-claim-taken = { $name } already has a player.
refusal-iam-taken = { $name } already has a player: only a GM can hand the character to someone else ({ CMD("iam") } { $name } @player).
refusal-claim-where = Claim links come from the Telegram bot: send /claim { $name } in the game's chat there. Here, a GM gives { $name } to a player with /iam { $name } @player.

## Turn reminders (/defaults remind=10m, /remind).
turn-reminder = ⏰ { $player }, duel { $duel } is still waiting for your move: { $name }.
turn-reminder-gm = ⏰ GM, duel { $duel } is still waiting for { $name }'s move.
refusal-remind-none = No move is waiting for anyone right now.
refusal-remind-duel-none = Duel { $duel } is not waiting for anyone’s move.
refusal-remind-sent = The reminder for duel { $duel } was already sent for this move; { CMD("remind") } with no number reminds every duel again.
refusal-remind-range = “{ $value }” is { $too ->
        [long] longer than 7 days
       *[short] shorter than a minute
    }: a reminder waits from 1 minute to 7 days, e.g. remind=10m, remind=2h or remind=2d, or remind=off.
refusal-remind-delay = “{ $value }” is not a reminder delay: give minutes or hours, e.g. remind=10m or remind=2h (from 1 minute to 7 days), or remind=off.

char-removed = { $name } left the roster.
refusal-remove-who = Whom should I take off the roster? Write { CMD("char") } { $word } NAME.
roster-empty = The roster is empty. Add someone with /char.
roster-line = { $name } ({ $bound ->
    [no] no player
   *[yes] player: { $player }
})
gm-granted = { $who } is now a GM of this game.
gm-revoked = { $who } is no longer a GM of this game.
gm-granted-already = { $who } already is a GM of this game.
gm-revoked-none = { $who } is not a GM of this game; there is nothing to revoke.
refusal-gm-action = “{ $word }” is neither grant nor revoke: { CMD("gm") } grant PLAYER or { CMD("gm") } revoke PLAYER.
roll-result = Roll { $expr }: { $detail }
roll-secret-made = { $who } made a secret roll.
undo-done = Undone: { $command ->
        [char] { $change ->
            [created] { $name } created
            [removed] { $name } removed
           *[changed] { $name }'s sheet changed
        }
        [macro] { $change ->
            [created] macro “{ $name }” created
            [removed] macro “{ $name }” removed
           *[changed] macro “{ $name }” changed
        }
        [cast] { $spell ->
            [none] { CMD($command) }
           *[other] { $name }'s { $spell }
        }
        [gain] { $ruleset ->
            [ergs] ergs added by hand
           *[other] spell points added by hand
        }
        [spend] { $ruleset ->
            [ergs] ergs spent
           *[other] spell points spent
        }
        [duel] duel { $duel } started
        [end] duel { $duel } ended
        [rest] { $whose ->
            [none] a rest
           *[other] { $whose }'s rest
        }
        [rules] rules changed
       *[other] { CMD($command) }
    }{ $rolls_after ->
        [0] {""}
        [one] {" "}(the dice roll made since stays)
       *[other] {" "}(the dice rolls made since stay)
    }.
duel-none = No duel is running.
duel-line = Duel { $duel }: { LIST($names) }

refusal-generic = That cannot be done.
refusal-rule = The rules do not allow that (rule: { RULE($rule) }).
refusal-parse = I did not understand that command.
refusal-not-found = Not found.
refusal-permission = You may not do that.
refusal-dice = That dice expression cannot be rolled.
refusal-dice-empty = Give a dice expression, e.g. /roll 2d6+1.
refusal-dice-too-long = That dice expression is too long (at most { $limit } characters).
refusal-dice-too-many = Too many dice: at most { $limit } in one roll.
refusal-dice-too-many-sides = A die may have at most { $limit } sides.
refusal-dice-syntax = “{ $expr }” is not a dice expression. Try e.g. /roll 4d6kh3+2.
refusal-missing-arg = { CMD($command) } is missing { $what ->
        [spell] the spell
        [SPELL] the spell
        [name] a character's name
        [locale] the language
        [ruleset] the ruleset's name
        [command] the command
        [id] the player
        [N] the number
        [level] the level
        [odds-question] the question: hit, dodge, or the caster's name
        [gm-action] the word "grant" or "revoke"
        [effect] the effect: fatigued or exhausted
        [hours] the time: 1h, 2h, 8h, begin or end
        [defence] the defence: shield, dodge or none
       *[other] a word
    }.
refusal-not-command = That is not a command. /help lists the commands.
refusal-too-long = That message is too long (at most { $limit } characters).
refusal-other-bot = That command is meant for another bot.
refusal-unknown-command = { CMD($command) } is not a command of the { ruleset-name } rules. Type /help.
refusal-unknown-locale = Unknown language “{ $locale }”. Available: { WORD($locales, of: "word-locale-") }.
refusal-unknown-ruleset = Unknown ruleset “{ $ruleset }”. Known: { $known }.
refusal-gm-only = Only a GM may use { CMD($command) }.
refusal-not-yours = { $name } is not your character: a player acts only for their own characters.
## Who may do a GM's work (roles): sheets, conditions, binding; the game's own settings (/defaults NAME=yes).
refusal-gm-remove = Only the GM can remove characters.
refusal-char-no-name = The character's name is missing: { CMD("char") } NAME { $options }.
refusal-gm-sheet = Only a GM may do that with { CMD($command) }: create a character, change a sheet's numbers or impose a condition. A GM may let players keep their own sheets with /defaults players_edit_sheets=yes.
refusal-gm-bind = Only a GM may bind { $name } to another player.
refusal-unknown-setting = Unknown game setting “{ $setting }”. Settings: { WORD($settings) }.
refusal-unknown-option = { CMD($command) } takes no option “{ $option }=”. It takes: { WORD($options) }.
remind-after = after { $remind_n } { $remind_unit ->
        [s] { $remind_n ->
            [one] second
           *[other] seconds
        }
        [h] { $remind_n ->
            [one] hour
           *[other] hours
        }
        [d] { $remind_n ->
            [one] day
           *[other] days
        }
       *[m] { $remind_n ->
            [one] minute
           *[other] minutes
        }
    }
defaults-game = Game settings: players edit their own sheets: { $players_edit_sheets ->
        [yes] yes
       *[no] no
    } (sheets=); { $remind ->
        [none] {""}
        [off] turn reminders: off (remind=);{" "}
       *[other] turn reminders: { remind-after } (remind=);{" "}
    }players' own macros: { $players_macros ->
        [yes] yes
       *[no] no
    } (macros=).
refusal-who = { $command ->
        [odds] Which character? Name the caster, e.g. { $ruleset ->
            [feniks] { CMD("odds") } NAME SPELL
            [spell_points] { CMD("odds") } NAME: SPELL
           *[other] { CMD("odds") } NAME
        }.
        [cast] Which character? Bind yours with /iam NAME, or name it: { CMD("cast") } NAME: …
       *[other] Which character? Bind yours with /iam NAME, or name it: { CMD($command) } NAME.
    }
refusal-which = { $command ->
        [odds] You play several characters: name the caster, e.g. { $ruleset ->
            [feniks] { CMD("odds") } NAME SPELL
            [spell_points] { CMD("odds") } NAME: SPELL
           *[other] { CMD("odds") } NAME
        }.
        [cast] You play several characters: name the one acting, e.g. { CMD("cast") } NAME: …
       *[other] You play several characters: name the one acting, e.g. { CMD($command) } NAME.
    }
refusal-no-character = There is no character called “{ $name }”.
refusal-unknown-field = Unknown sheet field “{ $field }”. Fields: { WORD($fields, $words) }.
refusal-missing-value = { $field ->
        [condition] Give the character's condition: { WORD("ok, unconscious, hospital", of: "word-feniks-condition-", style: "or") }.
        [severity] Give the severity: { WORD("moment, hospital", of: "word-feniks-severity-", style: "or") }.
       *[other] { $word }= needs a value: a whole number, e.g. { $word }={ $example }.
    }
refusal-default-value = Invalid value “{ $value }” for “{ $option }”: use { $field ->
        [type] { WORD($known, of: "word-feniks-kind-", style: "or") }
        [category] { WORD($known, of: "word-feniks-category-", style: "or") }
        [severity] { WORD($known, of: "word-feniks-severity-", style: "or") }
        [condition] { WORD($known, of: "word-feniks-condition-", style: "or") }
        [cause] { WORD($known, of: "word-ergs-cause-", style: "or") }
        [group] { WORD($known, of: "word-ergs-group-", style: "or") }
        [weapon] { WORD($known, of: "word-ergs-weapon-", style: "or") }
        [form] { WORD($known, of: "word-ergs-form-", style: "or") }
        [mode] { WORD($known, of: "word-ergs-mode-", style: "or") }
        [meta] { WORD($known, of: "word-sp-feat-", style: "or") }
       *[other] { $known }
    }.
refusal-bad-field = “{ $value }” does not fit { $field }{ $expects ->
        [yesno] : write yes or no.
        [number] : a whole number is needed.
       *[other] .
    }
refusal-bad-gender = “{ $value }” is not a gender: write { $field }=m or { $field }=f, or { $field }= with nothing to guess it from the name.

## Numbers typed and large rolls
refusal-gain-minus = “{ $value }” does not fit: { CMD("gain") } adds { $ruleset ->
        [ergs] ergs
       *[other] spell points
    }; to take some away, { CMD("spend") } { $name } { $n } reason=….
refusal-number = “{ $value }” is not a whole number from { $low } to { $high }.
refusal-dice-total = The result of a roll must stay between { $low } and { $high }.
roll-result-many = Roll { $expr }: { $total } ({ $faces }{ $more ->
        [0] {""}
       *[other] , … and { $more } more { $more ->
            [one] die
           *[other] dice
        }
    })

refusal-in-duel = { $command ->
        [duel] A new duel cannot start: { $name } is already in a running duel.
        [char] { $name } cannot be removed during a running duel: end the duel first ({ CMD("end") }).
       *[other] { $name } is in a running duel.
    }
refusal-sheet-in-duel = { $name }'s sheet cannot change during a running duel: end the duel first (/end).
refusal-not-in-duel = { $name } is not in a running duel.
refusal-duel-number = { $given ->
        [no] Give the duel's number, e.g. { WORD("duel") }=1.
       *[yes] A duel's number must be a number, not “{ $value }”.
    }
refusal-no-duel = There is no duel { $duel }.
refusal-which-duel = Several duels are running: give the duel's number, e.g. { CMD($command) }{ $typed } duel=2.
refusal-no-running-duel = No duel is running. Start one with /duel.
refusal-duel-running = Finish the running duels first.
refusal-nothing-to-undo = There is nothing to undo.
refusal-undo-setup = There is nothing to undo: no move has been played yet. { CMD($command) } set the game up; to change that, use { CMD($command) } again.
refusal-unknown-spell = “{ $spell_text }” is not a spell of these rules.

## Command defaults (/defaults): options a command gets when it gives none.
refusal-default-option = { CMD($command) } has no option “{ $option }”.
defaults-set = Defaults of { CMD($command) }: { OPTIONS($options) }.
defaults-line = { CMD($command) }: { OPTIONS($options) }
defaults-none = No command defaults are set. A GM sets one with /defaults COMMAND key=value, e.g. /defaults duel type=club.
defaults-cleared = Defaults of { CMD($command) } removed.
game-locale-own = I will answer you in { $locale ->
        [pl] Polish
        [ru] Russian
        [fr] French
        [cs] Czech
        [en] English
       *[other] { $locale }
    } here (unless the chat's language was set with /lang).

## Forum topics (/topic): which game a topic of a chat plays, its own or the chat's (a game setting of the chat's game)
refusal-topic-none = /topic works inside a forum topic: there it sets whether the topic plays its own game or the chat's.
topic-plays-own = This topic plays its own game. A GM can make it play the chat's game with /topic shared.
topic-plays-shared = This topic plays the chat's game. A GM can give it its own game with /topic own.
topic-set-own = Done: this topic now plays its own game.
topic-set-shared = Done: this topic now plays the chat's game.

## A private message its reader could not get (they never opened a private chat with the bot): told in the place; $who names them, $link opens the chat
unreached-secret-roll = { $who }, to get secret rolls, first open a private chat with me: { $link }
unreached-hidden = { $who }, to see hidden pools, first open a private chat with me: { $link }
