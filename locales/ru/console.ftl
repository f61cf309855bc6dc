## Console: a line an unexpected error stopped (issue 15). Variables: $seq the move's number.
console-internal-error = Внутренняя ошибка в этой строке; ничего не изменено. Подробности — в журнале; следующая строка выполнится как обычно.
console-internal-error-unknown = Внутренняя ошибка в этой строке, и игру не удалось перечитать, чтобы проверить, изменилось ли что-нибудь. Подробности — в журнале; следующая строка выполнится как обычно.

## Console: under the numbered choices offered for a line not understood (did you mean).
console-choices-hint = Напишите номер команды, чтобы её выполнить.

console-reply-unshown = Ход № { $seq } записан, но из-за внутренней ошибки ответ на него не удалось показать. Подробности — в журнале; мастер может отменить этот ход командой /undo.

## Console: the GM at the keyboard, as replies name them («Harry’ego prowadzi teraz MG»).
console-gm = мастер
