## Console: a line an unexpected error stopped (issue 15). Variables: $seq the move's number.
console-internal-error = Internal error on this line; nothing was changed. The details are in the log, and the next line runs as usual.
console-internal-error-unknown = Internal error on this line, and the game could not be read back to tell whether it changed. The details are in the log, and the next line runs as usual.
console-reply-unshown = Move #{ $seq } was recorded, but an internal error kept its reply from being shown. The details are in the log; a GM's /undo takes the move back.

## Console: under the numbered choices offered for a line not understood (did you mean).
console-choices-hint = Type a number to run that command.

## Console: the GM at the keyboard, as replies name them («Harry’ego prowadzi teraz MG»).
console-gm = GM
