## Položky /char společné všem pravidlům: pohlaví postavy a tvary pádů, které odpovědi používají.
## sheet-*: slova, která hráč smí napsat, oddělená čárkou; slova každého jazyka platí v každé hře.

sheet-gender = pohlaví
sheet-female = ž, žena, ženské
sheet-male = m, muž, mužské
sheet-alias = přezdívka, alias
sheet-hidden = skrytá, skrytý, tajná
sheet-case-nom = nominativ
sheet-case-gen = genitiv
sheet-case-dat = dativ
sheet-case-acc = akuzativ
sheet-case-ins = instrumentál
sheet-case-loc = lokál
sheet-case-voc = vokativ

char-gender = { $gender ->
        [f] { $name }: ženské pohlaví.
        [m] { $name }: mužské pohlaví.
       *[other] { $name }: pohlaví se zase odhaduje podle jména.
    }
char-form = { $name }, { $case ->
        [nom] 1. pád
        [gen] 2. pád
        [dat] 3. pád
        [acc] 4. pád
        [voc] 5. pád
        [loc] 6. pád
       *[ins] 7. pád
    }: { $form }{ $auto ->
        [yes] {" "}(skloňováno automaticky)
       *[no] {""}
    }.
char-aliases = { $name } má { $n ->
    [one] přezdívku
   *[other] přezdívky
} { LIST($aliases) }.
char-aliases-none = { $name }: bez dalších jmen.
refusal-alias-taken = Jméno „{ $name }“ už patří jiné postavě.
## Names that hide characters, show none, use what identifiers may not, mix scripts or look like another's (roster.clean, roster.admit).
refusal-name-hidden = Jméno „{ $name }“ obsahuje neviditelný nebo řídicí znak ({ $char }): jméno smí obsahovat jen viditelné znaky.
refusal-name-lookalike = „{ $name }“ vypadá stejně jako „{ $other }“, jméno, které už patří jiné postavě: vyber jméno, které se od něj dá rozlišit.
refusal-name-empty = Jméno musí obsahovat aspoň jedno písmeno nebo číslici.
refusal-name-restricted = Jméno „{ $name }“ obsahuje znak, který se ve jménech nesmí používat ({ $char }): piš ho písmeny, číslicemi a běžnou interpunkcí.
refusal-name-scripts = Jméno „{ $name }“ míchá abecedy: „{ $letter }“ ({ $char }) je z jiné abecedy než písmena před ním. Napiš jméno jednou abecedou.
refusal-name-which = „{ $name }“ sedí na víc postav: { $names }. Napište jméno přesněji.

## Hidden pools (/char NAME hidden=yes, GM)
char-hidden = { $name }: { $ruleset ->
        [feniks] životy a čísla z karty
        [duel_club] životy a dovednost Kouzla
        [ergs] ergy
        [spell_points] body kouzel
       *[other] zásoby
    } jsou teď skryté, vidí je jen PJ.
char-shown = { $name }: { $ruleset ->
        [feniks] životy a čísla z karty
        [duel_club] životy a dovednost Kouzla
        [ergs] ergy
        [spell_points] body kouzel
       *[other] zásoby
    } zase vidí všichni.
refusal-gm-hidden = Skrýt zásoby postavy nebo je znovu ukázat může jen PJ.

## Rosters pasted or sent as a CSV file, in any door: one summary.

roster-import-done = Přidáno postav: { $added } { ZE($lines) } { $lines }.
roster-import-added = Přidáno: { LIST($names) }.
roster-import-line = Řádek { $line } ({ $name }): { $why }

## What only some readers may read, sent to each of them privately.

private-secret-roll = Tajný hod v chatu „{ $chat }“, hází { $who }:
roll-by = 🎲 { $who } — { $roll }
private-hidden = Skryto před hráči v chatu „{ $chat }“ — vidí to jen PJ:
