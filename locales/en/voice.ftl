## The voice door: what the larp master's laptop prints (and, for announcements, says) besides the rulesets'
## own messages, and the voice lexicon: what the speech model hears for each spell and command word.

## Lexicon. Comma-separated phrases spelled with words the model knows (check: assistant voice check --model PATH).
## voice-spell-<id>: a spell; voice-to: words before a target. The command words (dodge, new cycle, stop, how many
## ergs) are the phrases of the lists intent-dodge, intent-cycle, intent-halt and intent-pool in intents.ftl.
voice-spell-avada-kedavra = avada kedavra, a vada ca dabra
voice-spell-crucio = crucio, crew see oh
voice-spell-imperius = imperio, imperius, empire io
voice-spell-patronus = expecto patronum, patronus
voice-spell-exorcio = exorcio, exorcism
voice-spell-furrore = furrore, fury
voice-spell-expelliarmus = expelliarmus, expel the armus
voice-spell-stupefy = stupefy, stupid fi
voice-spell-protego = protego, pro tego
voice-spell-repulso = repulso, re pulse oh
voice-spell-protego-terra-mortalis = protego terra mortalis
voice-spell-amores = amores, a mores
voice-spell-mental-magic = mental magic
voice-to = at, on

## What the listener prints. $heard: the transcript.
voice-not-understood = (not understood: “{ $heard }” — nothing done)
voice-heard = 🎙 { $heard }
voice-listening = Listening: game { $game } ({ $rules }), { $language } speech model. Ctrl+C stops.
voice-mode-ptt = Hold { $key } while you speak; the command is taken when you let go.
voice-mode-keys = Each player holds their own key while speaking: { $keys }.
voice-mode-vad = Hands-free: speak, then pause.
voice-mode-file = Reading { $source }.
voice-key-conflict = (not taken: the key is { $key }'s, but “{ $heard }” names someone else)
voice-unheard-name = { $name } cannot be heard: the model does not know “{ $word }”. Give a sound-alike: --alias "{ $name }=…".
voice-model-missing = No speech model for “{ $language }”. Give --model PATH, or download one: assistant voice download { $language }
voice-model-bad = { $path } is not a Vosk model folder (it needs am/final.mdl and conf/model.conf).
voice-no-vosk = Voice needs the voice extra: pip install "wizard-assistant[voice]".
voice-no-tool = { $tool } is not installed; install it (apt install { $tool }) and start again.
voice-no-microphone = No microphone could be opened: { $error }
voice-check-ok = The model knows every word of the { $language } lexicon ({ $n ->
        [one] { $n } word
       *[other] { $n } words
    }).
voice-check-missing = The model does not know { $n ->
        [one] { $n } word
       *[other] { $n } words
    } of the { $language } lexicon (phrases with them are left out of the grammar):
voice-download-unknown = There is no official small model for “{ $language }”; there are: { $languages }.
voice-download-offline = Cannot reach { $host } (no network?). On another computer download { $name }.zip, unpack it here and give --model PATH.
voice-download-start = Downloading { $name } ({ $size } MB) into { $path }
voice-download-bad-size = The download of { $name } is broken ({ $got } bytes, not { $want }); nothing was installed. Try again.
voice-download-bad-checksum = The download of { $name } is broken (its checksum does not match); nothing was installed. Try again.
voice-download-bad-archive = The archive of { $name } holds no Vosk model; nothing was installed.
voice-download-done = { $name } is ready in { $path }. Start listening: assistant voice --language { $language }
voice-download-present = { $name } is already in { $path }.

## Voice model download: failures told apart, unchecked models, resumes (issue 15).
voice-download-not-found = Nothing was found at { $url } (HTTP { $status }): that address has no { $name }. Check --from; nothing was installed.
voice-download-http-error = The server answered HTTP { $status } for { $url }; nothing was installed. Try again later.
voice-download-bad-list = { $url } is not a model list (a network's login page, perhaps); nothing was installed.
voice-download-cut = The download of { $name } stopped at { $got } of { $want } bytes; nothing is installed yet. Run the same command again to resume it.
voice-download-no-checksum = The model list gives no checksum for { $name }, so its download cannot be checked; nothing was installed. To install it unchecked anyway, add --unchecked.
voice-download-unchecked = The model list gives no checksum for { $name }: it is installed unchecked, as --unchecked asks.
voice-download-start-unsized = Downloading { $name } (size not listed) into { $path }
voice-download-interrupted = Stopped; nothing was installed. The part of { $name } downloaded so far ({ $got ->
        [one] { $got } byte
       *[other] { $got } bytes
    }) is kept: run the same command again to resume.
voice-download-stopped = Stopped; nothing was downloaded or installed.

## Telegram voice messages.
voice-tg-heard = 🎙 “{ $heard }”
voice-tg-not-understood = 🎙 “{ $heard }” — not understood; nothing was done.
voice-tg-nothing = 🎙 I heard nothing I could use.

## The voice door: a doubtful command read back, a refusal said aloud, common words left out hands-free (issue 17).
## voice-yes / voice-no: the answers to a command read back; voice-common-words: common words that hands-free (--vad)
## are never read as a spell or command, and whose sound-alike entries are left out of the grammar.
voice-yes = yes, yeah, sure, do it
voice-no = no, cancel, never mind
voice-common-words = empire, fury, exorcism, stupid, crew, pulse, patron, patrons, amore, a more, stop it
voice-refused = Sorry, I didn't catch that.
voice-confirm = { $who }: { $what }?
voice-confirm-nobody = { $what }?
voice-confirm-at = { $spell } at { $target }
voice-confirm-cancelled = (cancelled — nothing done)

## The voice door: what a master without a screen hears (issue 31).
## voice-cancelled-said: said aloud when a command read back is dropped; voice-who: said when nobody was named.
voice-cancelled-said = Cancelled.
voice-who = { $command ->
        [cast] Who casts?
        [dodge] Who dodges?
       *[other] Who?
    }

## `assistant voice heard FILE`: one line per record of --heard. $outcome: applied, refused, asked, nothing;
## $decision: confirmed, declined, cancelled; $by: voice-log-by of $reason (word, key, timeout, silence, other).
voice-log-utterance = { $at } “{ $heard }” — { $outcome ->
        [applied] played { $command }: { $said }
        [refused] refused { $command }: { $said }
        [asked] read back: { $said }
        [nothing] no command
       *[other] { $command }
    }
voice-log-answer = { $decision ->
        [confirmed] ↳ yes ({ $by }): { $command }: { $said }
        [declined] ↳ no ({ $by }); asked next: { $said }
       *[cancelled] ↳ cancelled ({ $by }): nothing done
    }
voice-log-by = { $reason ->
        [word] said
        [key] a key
        [timeout] no answer in time
        [silence] silence
       *[other] another utterance
    }
voice-heard-missing = No such file: { $path }
voice-heard-bad = { $path }, line { $line }: not a record written by --heard.

## Set-up mistakes said at start (issue 31).
voice-game-other-case = There is no game { $game }, but there is { $stored }: run again with --game { $stored } (game ids tell capitals apart).
voice-game-new = Game { $game } does not exist yet: a new one starts, with nobody on its roster (add the wizards at the console with --game { $game }).
voice-lexicon-unknown = Warning: the model does not know { $n } of the { $total } words of the { $language } lexicon; phrases with them cannot be heard. Is it the model of that language? (assistant voice check lists them.)
voice-ptt-no-terminal = No terminal to hold a push-to-talk key in: listening HANDS-FREE instead (every pause ends an utterance). Run it in a terminal, or give --vad to choose hands-free.
