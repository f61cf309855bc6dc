## Drzwi Telegrama: wezwania do ruchu, przyciski, uprzejme odmowy.

tg-button-stale = Ten przycisk jest nieaktualny: pojedynek poszedł dalej.
tg-button-not-yours = Przepraszam, te przyciski są dla { CASE($name, case: "gen") }.
tg-voice-off = Komendy głosowe są w tym bocie wyłączone. Wpisz komendę.
tg-edit-ignored = Ta komenda została już wykonana — jej edycja niczego nie zmienia. Żeby zrobić coś innego, wyślij nową wiadomość.
tg-error = Coś poszło nie tak po mojej stronie. Sprawdź /stan, zanim spróbujesz ponownie.
tg-no-token = Ustaw ASSISTANT_TELEGRAM_TOKEN na token od BotFathera i uruchom ponownie.

## Opisy bota (setMyDescription, setMyShortDescription)
tg-description = Asystent gry do pojedynków czarodziejów i pul magii. Prowadzi listę postaci grupy, rzuca kośćmi według zasad (Feniks, Klub Pojedynków, ergi, punkty magii) i mówi każdemu graczowi, kiedy jest jego ruch. Dodaj mnie do grupy i wyślij /start; /pomoc pokaże komendy.
tg-short-description = Pojedynki czarodziejów i pule magii: zasady, kości i tury dla twojej grupy.

## Rzuty podpisane imieniem rzucającego

## Character sheets in bulk: a pasted roster, a CSV file. $added/$lines/$line/$limit are numbers.
refusal-sheets-too-many = Naraz można dodać najwyżej { $limit } { $limit ->
    [one] postać
    [few] postacie
   *[other] postaci
}.
refusal-sheets-csv = Nie umiem odczytać tego pliku jako listy postaci: wyślij plik CSV (UTF-8) z kolumną „{ $column }” w wierszu nagłówka i jedną postacią w każdym kolejnym wierszu.
refusal-sheets-csv-big = Ten plik jest za duży: plik z postaciami może mieć najwyżej { $limit } KB.
tg-claim-link = Wyślij ten link graczowi: jedno kliknięcie i postać jest jego (link działa tylko raz).
{ $link }

## A tap on a choice offered for a line not understood (did you mean) once another of them was played.
tg-choice-taken = Już wybrane: jedną z tych propozycji już wykonano.
