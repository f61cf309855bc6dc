## Les champs de /char communs à toutes les règles : le genre du personnage et les formes de son nom.
## sheet-* : les mots qu'un joueur peut taper, séparés par des virgules ; ceux de chaque langue valent partout.

sheet-gender = genre, sexe
sheet-female = f, femme, féminin
sheet-male = m, h, homme, masculin
sheet-alias = alias, surnom
sheet-hidden = caché, cachée, secret
sheet-case-nom = nominatif
sheet-case-gen = génitif
sheet-case-dat = datif
sheet-case-acc = accusatif
sheet-case-ins = instrumental
sheet-case-loc = locatif
sheet-case-voc = vocatif

char-gender = { $gender ->
        [f] { $name } est un personnage féminin : j'en parlerai au féminin.
        [m] { $name } est un personnage masculin : j'en parlerai au masculin.
       *[other] { $name } : le genre est de nouveau deviné d'après le prénom.
    }
char-form = { $name } au { $case ->
        [nom] nominatif
        [gen] génitif
        [dat] datif
        [acc] accusatif
        [ins] instrumental
        [loc] locatif
       *[voc] vocatif
    } : { $form }{ $auto ->
        [yes] {" "}(décliné automatiquement)
       *[no] {""}
    }.
char-aliases = { $name }, c'est aussi : { LIST($aliases) }{ $n ->
   *[other] {""}
}.
char-aliases-none = { $name } : plus d'autre nom.
refusal-alias-taken = Le nom « { $name } » est déjà celui d'un autre personnage.
## Names that hide characters, show none, use what identifiers may not, mix scripts or look like another's (roster.clean, roster.admit).
refusal-name-hidden = Le nom « { $name } » contient un caractère invisible ou de contrôle ({ $char }) : un nom ne peut contenir que des caractères visibles.
refusal-name-lookalike = « { $name } » ressemble à s'y méprendre à « { $other } », nom déjà porté par un autre personnage : choisissez un nom qui se distingue à la lecture.
refusal-name-empty = Un nom doit contenir au moins une lettre ou un chiffre.
refusal-name-restricted = Le nom « { $name } » contient un caractère interdit dans les noms ({ $char }) : écrivez-le avec des lettres, des chiffres et une ponctuation ordinaire.
refusal-name-scripts = Le nom « { $name } » mélange les alphabets : « { $letter } » ({ $char }) n'appartient pas au même alphabet que les lettres qui le précèdent. Écrivez le nom dans un seul alphabet.
refusal-name-which = « { $name } » peut désigner plusieurs personnages : { $names }. Écrivez le nom en entier.

## Hidden pools (/char NAME hidden=yes, GM)
char-hidden = { $name } : { $ruleset ->
        [feniks] ses PV et les chiffres de sa fiche
        [duel_club] ses PV et sa compétence Sortilèges
        [ergs] ses ergs
        [spell_points] ses points de sort
       *[other] ses chiffres
    } sont désormais cachés ; seuls les MJ les voient.
char-shown = { $name } : { $ruleset ->
        [feniks] ses PV et les chiffres de sa fiche
        [duel_club] ses PV et sa compétence Sortilèges
        [ergs] ses ergs
        [spell_points] ses points de sort
       *[other] ses chiffres
    } sont de nouveau visibles par tous.
refusal-gm-hidden = Seul un MJ peut cacher les chiffres d'un personnage ou les montrer de nouveau.

## Rosters pasted or sent as a CSV file, in any door: one summary.

roster-import-done = Personnages ajoutés : { $added } sur { $lines }.
roster-import-added = Ajoutés : { LIST($names) }.
roster-import-line = Ligne { $line } ({ $name }) : { $why }

## What only some readers may read, sent to each of them privately.

private-secret-roll = Jet secret { DE($who) } dans « { $chat } » :
roll-by = 🎲 { $who } — { $roll }
private-hidden = Caché aux joueurs dans « { $chat } » — seuls les MJ voient ceci :
