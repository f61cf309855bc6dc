## Console: a line an unexpected error stopped (issue 15). Variables: $seq the move's number.
console-internal-error = Błąd wewnętrzny w tym wierszu; nic nie zmieniono. Szczegóły są w logu, a następny wiersz wykona się normalnie.
console-internal-error-unknown = Błąd wewnętrzny w tym wierszu, a gry nie dało się odczytać ponownie, by sprawdzić, czy coś się zmieniło. Szczegóły są w logu, a następny wiersz wykona się normalnie.
console-reply-unshown = Ruch nr { $seq } został zapisany, ale przez błąd wewnętrzny nie udało się pokazać odpowiedzi. Szczegóły są w logu; MG może cofnąć ten ruch przez /cofnij.

## Console: under the numbered choices offered for a line not understood (did you mean).
console-choices-hint = Wpisz numer, żeby wykonać to polecenie.

## Console: the GM at the keyboard, as replies name them («Harry’ego prowadzi teraz MG»).
console-gm = MG
