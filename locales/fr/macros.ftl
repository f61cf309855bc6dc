## /macro: the group's own words for command lines (issue 30, item 6). Variables: $name the macro's name,
## $lines its lines joined by ";", $count how many, $line one line, $why why it was refused, $limit a limit.
macro-none = Pas encore de macro. Créez-en une avec /macros NOM LIGNE, par ex. /macros attaque /jet 1d20+5, puis tapez : attaque.
macro-list = { $count ->
    [one] Une macro :
   *[other] { $count } macros :
}
macro-line = { $name } → { LINES($lines) }
macro-set = Macro { $name } : { LINES($lines) }. Tapez { $name } pour la lancer.
macro-removed = Macro { $name } supprimée.
macro-stopped = La macro { $name } s'est arrêtée à « { $line } » : { $why }
refusal-macro-remove-which = Il manque le nom de la macro à supprimer : { CMD("macro") } { $word } NOM.
refusal-macro-unknown = Il n'y a pas de macro « { $name } ». /macros les liste.
refusal-macro-name = « { $name } » ne peut pas nommer une macro : prenez un à quatre mots de lettres et de chiffres (entre guillemets s'il y en a plusieurs), pas une commande.
refusal-macro-players = Dans cette partie, seul le MJ crée des macros ; il peut permettre aux joueurs d'avoir les leurs avec /defauts macros=oui.
refusal-macro-too-many = Une partie garde au plus { $limit } macros : supprimez-en une d'abord (/macros supprimer NOM).
refusal-macro-not-yours = La macro { $name } n'est pas à vous : seuls son auteur et le MJ peuvent la modifier.
refusal-macro-lines = Une macro exécute de 1 à { $limit } commandes séparées par « ; », par ex. /macros attaque /jet 1d20+5.
refusal-macro-line = « { $line } » n'est pas une ligne qu'une macro peut exécuter : chaque ligne est une commande qui commence par /, et aucune n'est /macros.
refusal-macro-unknown-command = Une macro ne peut pas exécuter « { $line } » : { CMD($command) } n'est pas une commande de ces règles.
refusal-macro-words = Un nom de macro de plusieurs mots se met entre guillemets : /macros "a b c" /jet 1d6 (quatre mots au plus) ; « { $line } » n'est pas une commande.
refusal-macro-not-command = « { $line } » n'est pas une commande : chaque ligne d'une macro commence par /, par ex. { CMD("macro") } { $name } { $first } ; { CMD("status") }.
## How the lines of a macro are joined: a no-break space before the semicolon.
macro-joint = {"\u00A0; "}
rule-macros = les macros du groupe
