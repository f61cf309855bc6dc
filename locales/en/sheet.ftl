## The fields every ruleset's /char shares: a character's gender and the case forms replies use.
## sheet-*: the words a player may type, comma-separated; every language's words work in every game.

sheet-gender = gender, sex
sheet-female = f, female, woman, girl
sheet-male = m, male, man, boy
sheet-alias = alias, nickname, aka
sheet-hidden = hidden, secret
sheet-case-nom = nom, nominative
sheet-case-gen = gen, genitive
sheet-case-dat = dat, dative
sheet-case-acc = acc, accusative
sheet-case-ins = ins, instrumental
sheet-case-loc = loc, locative
sheet-case-voc = voc, vocative

char-gender = { $gender ->
        [f] { $name } is female: replies say “she”.
        [m] { $name } is male: replies say “he”.
       *[other] { $name }: the gender is guessed from the name again.
    }
char-form = { $name } in the { $case ->
        [nom] nominative
        [gen] genitive
        [dat] dative
        [acc] accusative
        [ins] instrumental
        [loc] locative
       *[voc] vocative
    }: { $form }{ $auto ->
        [yes] {" "}(declined automatically)
       *[no] {""}
    }.
char-aliases = { $name } is also: { LIST($aliases) }{ $n ->
   *[other] {""}
}.
char-aliases-none = { $name }: no other names.
refusal-alias-taken = The name “{ $name }” is another character’s already.
## Names that hide characters, show none, use what identifiers may not, mix scripts or look like another's (roster.clean, roster.admit).
refusal-name-hidden = The name “{ $name }” holds an invisible or control character ({ $char }): a name may hold only characters that show.
refusal-name-lookalike = “{ $name }” looks just like “{ $other }”, a name another character has already: pick a name that reads differently.
refusal-name-empty = A name needs at least one letter or digit.
refusal-name-restricted = The name “{ $name }” holds a character names may not use ({ $char }): write it with letters, digits and ordinary punctuation.
refusal-name-scripts = The name “{ $name }” mixes alphabets: “{ $letter }” ({ $char }) is not from the same alphabet as the letters before it. Write the name in one alphabet.
refusal-name-which = “{ $name }” could be any of these characters: { $names }. Write the name in full.

## Hidden pools (/char NAME hidden=yes, GM)
char-hidden = { $name }: { $ruleset ->
        [feniks] their HP and sheet numbers
        [duel_club] their HP and Charms skill
        [ergs] their ergs
        [spell_points] their spell points
       *[other] the pools
    } are hidden now, only GMs see them.
char-shown = { $name }: { $ruleset ->
        [feniks] their HP and sheet numbers
        [duel_club] their HP and Charms skill
        [ergs] their ergs
        [spell_points] their spell points
       *[other] the pools
    } are shown to everyone again.
refusal-gm-hidden = Only a GM may hide a character's pools or show them again.

## Rosters pasted or sent as a CSV file, in any door: one summary.

roster-import-done = Characters added: { $added } of { $lines }.
roster-import-added = Added: { LIST($names) }.
roster-import-line = Line { $line } ({ $name }): { $why }

## What only some readers may read, sent to each of them privately.

private-secret-roll = Secret roll by { $who } in “{ $chat }”:
roll-by = 🎲 { $who } — { $roll }
private-hidden = Hidden from the players in “{ $chat }” — only GMs see this:
