## Поля /char, общие для всех правил: пол персонажа и падежные формы имени в ответах.
## sheet-*: слова, которые можно набрать, через запятую; слова любого языка работают в любой игре.

sheet-gender = пол
sheet-female = ж, женский, женщина
sheet-male = м, мужской, мужчина
sheet-alias = прозвище, алиас
sheet-hidden = скрыт, скрыто, скрытый
sheet-case-nom = им, именительный
sheet-case-gen = род, родительный
sheet-case-dat = дат, дательный
sheet-case-acc = вин, винительный
sheet-case-ins = твор, творительный
sheet-case-loc = предл, предложный
sheet-case-voc = зват, звательный

char-gender = { $gender ->
        [f] { $name }: пол женский.
        [m] { $name }: пол мужской.
       *[other] { $name }: пол снова определяется по имени.
    }
char-form = { $name }, { $case ->
        [nom] именительный
        [gen] родительный
        [dat] дательный
        [acc] винительный
        [ins] творительный
        [loc] предложный
       *[voc] звательный
    } падеж: { $form }{ $auto ->
        [yes] {" "}(склоняется автоматически)
       *[no] {""}
    }.
char-aliases = { $name }: другие имена — { LIST($aliases) }{ $n ->
   *[other] {""}
}.
char-aliases-none = { $name }: других имён нет.
refusal-alias-taken = Имя «{ $name }» уже носит другой персонаж.
## Names that hide characters, show none, use what identifiers may not, mix scripts or look like another's (roster.clean, roster.admit).
refusal-name-hidden = Имя «{ $name }» содержит невидимый или управляющий символ ({ $char }): в имени могут быть только видимые символы.
refusal-name-lookalike = «{ $name }» на вид не отличить от «{ $other }», а это имя уже носит другой персонаж. Выберите имя, которое читается иначе.
refusal-name-empty = В имени должна быть хотя бы одна буква или цифра.
refusal-name-restricted = Имя «{ $name }» содержит символ, недопустимый в именах ({ $char }): используйте буквы, цифры и обычные знаки препинания.
refusal-name-scripts = В имени «{ $name }» смешаны алфавиты: «{ $letter }» ({ $char }) — из другого алфавита, чем буквы перед ней. Напишите имя в одном алфавите.
refusal-name-which = «{ $name }» подходит сразу нескольким персонажам: { $names }. Напишите имя точнее.

## Hidden pools (/char NAME hidden=yes, GM)
char-hidden = { $name }: { $ruleset ->
        [feniks] ОЗ и цифры листа персонажа
        [duel_club] очки здоровья и навык Чары
        [ergs] эрги
        [spell_points] очки заклинаний
       *[other] запасы
    } теперь скрыты от игроков, их видят только мастера.
char-shown = { $name }: { $ruleset ->
        [feniks] ОЗ и цифры листа персонажа
        [duel_club] очки здоровья и навык Чары
        [ergs] эрги
        [spell_points] очки заклинаний
       *[other] запасы
    } снова видны всем.
refusal-gm-hidden = Скрыть запасы персонажа или снова показать их может только мастер.

## Rosters pasted or sent as a CSV file, in any door: one summary.

roster-import-done = Добавлено персонажей: { $added } из { $lines }.
roster-import-added = Добавлены: { LIST($names) }.
roster-import-line = Строка { $line } ({ $name }): { $why }

## What only some readers may read, sent to each of them privately.

private-secret-roll = Тайный бросок в чате «{ $chat }», бросает { $who }:
roll-by = 🎲 { $who } — { $roll }
private-hidden = Скрыто от игроков в чате «{ $chat }» — это видят только мастера:
