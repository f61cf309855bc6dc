## Console: a line an unexpected error stopped (issue 15). Variables: $seq the move's number.
console-internal-error = Vnitřní chyba na tomto řádku; nic se nezměnilo. Podrobnosti jsou v logu a další řádek se zpracuje jako obvykle.
console-internal-error-unknown = Vnitřní chyba na tomto řádku a hru se nepodařilo znovu načíst, takže nelze ověřit, zda se něco změnilo. Podrobnosti jsou v logu a další řádek se zpracuje jako obvykle.
console-reply-unshown = Tah č. { $seq } byl zaznamenán, ale odpověď se kvůli vnitřní chybě nepodařilo zobrazit. Podrobnosti jsou v logu; PJ může tah vrátit příkazem /zpet.

## Console: under the numbered choices offered for a line not understood (did you mean).
console-choices-hint = Napiš číslo a ten řádek se zahraje.

## Console: the GM at the keyboard, as replies name them («Harry’ego prowadzi teraz MG»).
console-gm = PJ
