## Console: a line an unexpected error stopped (issue 15). Variables: $seq the move's number.
console-internal-error = Erreur interne sur cette ligne ; rien n'a été modifié. Les détails sont dans le journal, et la ligne suivante s'exécute normalement.
console-internal-error-unknown = Erreur interne sur cette ligne, et la partie n'a pas pu être relue pour savoir si quelque chose a changé. Les détails sont dans le journal, et la ligne suivante s'exécute normalement.
console-reply-unshown = Le coup n° { $seq } a été enregistré, mais une erreur interne a empêché d'afficher sa réponse. Les détails sont dans le journal ; un MJ peut annuler ce coup avec /annuler.

## Console: under the numbered choices offered for a line not understood (did you mean).
console-choices-hint = Tapez le numéro d'une commande pour la lancer.

## Console: the GM at the keyboard, as replies name them («Harry’ego prowadzi teraz MG»).
console-gm = MJ
