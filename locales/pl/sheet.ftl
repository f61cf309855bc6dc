## Pola wspólne dla /char we wszystkich zasadach: płeć postaci i formy przypadków używane w odpowiedziach.
## sheet-*: słowa, które gracz może wpisać, po przecinku; słowa każdego języka działają w każdej grze.

sheet-gender = płeć
sheet-female = k, kobieta, ż, żeńska
sheet-male = m, mężczyzna, męska
sheet-alias = alias, ksywka, przezwisko
sheet-hidden = ukryta, ukryty, tajna
sheet-case-nom = mianownik
sheet-case-gen = dopełniacz
sheet-case-dat = celownik
sheet-case-acc = biernik
sheet-case-ins = narzędnik
sheet-case-loc = miejscownik
sheet-case-voc = wołacz

char-gender = { $gender ->
        [f] { $name }: płeć żeńska.
        [m] { $name }: płeć męska.
       *[other] { $name }: płeć znów odgadywana z imienia.
    }
char-form = { $name } — { $case ->
        [nom] mianownik
        [gen] dopełniacz
        [dat] celownik
        [acc] biernik
        [ins] narzędnik
        [loc] miejscownik
       *[voc] wołacz
    }: { $form }{ $auto ->
        [yes] {" "}(odmiana automatyczna)
       *[no] {""}
    }.
char-aliases = { $name } to także: { LIST($aliases) }{ $n ->
   *[other] {""}
}.
char-aliases-none = { $name }: bez innych imion.
refusal-alias-taken = Imię „{ $name }” nosi już inna postać.
## Names that hide characters, show none, use what identifiers may not, mix scripts or look like another's (roster.clean, roster.admit).
refusal-name-hidden = Imię „{ $name }” zawiera znak niewidoczny lub sterujący ({ $char }): imię może się składać tylko z widocznych znaków.
refusal-name-lookalike = Imię „{ $name }” wygląda tak samo jak „{ $other }”, które nosi już inna postać: wybierz imię, które da się odróżnić.
refusal-name-empty = Imię musi zawierać choć jedną literę lub cyfrę.
refusal-name-restricted = Imię „{ $name }” zawiera znak, którego nie można używać w imionach ({ $char }): użyj liter, cyfr i zwykłych znaków interpunkcyjnych.
refusal-name-scripts = Imię „{ $name }” miesza alfabety: „{ $letter }” ({ $char }) pochodzi z innego alfabetu niż litery przed nim. Zapisz imię w jednym alfabecie.
refusal-name-which = „{ $name }” pasuje do kilku postaci: { $names }. Napisz imię dokładniej.

## Hidden pools (/char NAME hidden=yes, GM)
char-hidden = { $name }: { $ruleset ->
        [feniks] PZ i liczby z kuferka
        [duel_club] punkty zdrowia i umiejętność Zaklęcia
        [ergs] ergi
        [spell_points] punkty magii
       *[other] liczby z karty
    } są teraz ukryte, widzi je tylko MG.
char-shown = { $name }: { $ruleset ->
        [feniks] PZ i liczby z kuferka
        [duel_club] punkty zdrowia i umiejętność Zaklęcia
        [ergs] ergi
        [spell_points] punkty magii
       *[other] liczby z karty
    } znów widzą wszyscy.
refusal-gm-hidden = Tylko MG może ukryć pule postaci albo znów je pokazać.

## Rosters pasted or sent as a CSV file, in any door: one summary.

roster-import-done = Dodane postacie: { $added } z { $lines }.
roster-import-added = Dodano: { LIST($names) }.
roster-import-line = Wiersz { $line } ({ $name }): { $why }

## What only some readers may read, sent to each of them privately.

private-secret-roll = Tajny rzut — { $who } na czacie „{ $chat }”:
roll-by = 🎲 { $who } — { $roll }
private-hidden = Ukryte przed graczami na czacie „{ $chat }” — widzą to tylko MG:
