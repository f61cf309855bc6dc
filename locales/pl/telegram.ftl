## Drzwi Telegrama: wezwania do ruchu, przyciski, uprzejme odmowy.

tg-button-stale = Ten przycisk jest nieaktualny: pojedynek poszedł dalej.
tg-button-not-yours = Przepraszam, te przyciski są dla { CASE($name, case: "gen") }.
tg-voice-off = Komendy głosowe są w tym bocie wyłączone. Wpisz komendę.
tg-edit-ignored = Ta komenda została już wykonana — jej edycja niczego nie zmienia. Żeby zrobić coś innego, wyślij nową wiadomość.
tg-error = Coś poszło nie tak po mojej stronie. Sprawdź /stan, zanim spróbujesz ponownie.
tg-no-token = Ustaw ASSISTANT_TELEGRAM_TOKEN na token od BotFathera i uruchom ponownie.

## Wątki forum (/topic)
tg-topic-none = /topic działa w wątku forum: tam ustala, czy wątek prowadzi własną grę, czy grę całego czatu.
tg-topic-usage-own = Ten wątek prowadzi własną grę. MG może go podpiąć pod grę czatu komendą /topic shared.
tg-topic-usage-shared = Ten wątek prowadzi grę całego czatu. MG może dać mu własną grę komendą /topic own.
tg-topic-own = Gotowe: ten wątek prowadzi teraz własną grę.
tg-topic-shared = Gotowe: ten wątek prowadzi teraz grę całego czatu.

## Tajne rzuty (/roll secret)
tg-roll-secret-start = { $who }, żeby dostawać tajne rzuty, najpierw napisz do mnie prywatnie: { $link }

## Opisy bota (setMyDescription, setMyShortDescription)
tg-description = Asystent gry do pojedynków czarodziejów i pul magii. Prowadzi listę postaci grupy, rzuca kośćmi według zasad (Feniks, Klub Pojedynków, ergi, punkty magii) i mówi każdemu graczowi, kiedy jest jego ruch. Dodaj mnie do grupy i wyślij /start; /pomoc pokaże komendy.
tg-short-description = Pojedynki czarodziejów i pule magii: zasady, kości i tury dla twojej grupy.

## Rzuty podpisane imieniem rzucającego

## Hidden pools: the GMs' full reply, in private
tg-hidden-start = { $who }, żeby widzieć ukryte pule, najpierw napisz do mnie prywatnie: { $link }

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
