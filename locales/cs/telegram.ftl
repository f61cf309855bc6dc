## Dveře Telegramu: výzvy k tahu, tlačítka, zdvořilá odmítnutí.

tg-button-stale = Toto tlačítko už neplatí: souboj pokročil.
tg-button-not-yours = Promiň, tato tlačítka jsou pro { CASE($name, case: "acc") }.
tg-voice-off = Hlasové příkazy jsou u tohoto bota vypnuté. Napiš příkaz.
tg-edit-ignored = Tento příkaz už byl proveden, jeho úprava nic nezmění. Chceš-li udělat něco jiného, pošli novou zprávu.
tg-error = Na mé straně se něco pokazilo. Zkus to prosím za chvíli znovu.
tg-no-token = Nastavte ASSISTANT_TELEGRAM_TOKEN na token od BotFathera a spusťte znovu.

## setMyDescription, setMyShortDescription
tg-description = Pomocník pro kouzelnické souboje a zásoby magie. Vede seznam postav skupiny, hází kostkami podle pravidel (Fénix, Soubojový klub, ergy, body kouzel) a každému hráči řekne, kdy je na tahu. Přidej mě do skupiny a pošli /start; /pomoc vypíše příkazy.
tg-short-description = Kouzelnické souboje a zásoby magie: pravidla, kostky a tahy pro vaši skupinu.

## Hody se jménem házejícího

## Character sheets in bulk: a pasted roster, a CSV file. $added/$lines/$line/$limit are numbers.
refusal-sheets-too-many = Najednou lze přidat nejvýše { $limit ->
    [one] { $limit } postavu
    [few] { $limit } postavy
   *[other] { $limit } postav
}.
refusal-sheets-csv = Tento soubor neumím přečíst jako seznam postav: pošli soubor CSV (UTF-8), jehož řádek záhlaví obsahuje sloupec „{ $column }“, a pod ním jednu postavu na každém řádku.
refusal-sheets-csv-big = Soubor je příliš velký: soubor s postavami může mít nejvýše { $limit } kB.
tg-claim-link = Pošli tento odkaz hráči: jedním ťuknutím dostane postavu (odkaz funguje jen jednou).
{ $link }

## A tap on a choice offered for a line not understood (did you mean) once another of them was played.
tg-choice-taken = Už vybráno: jedna z těchto možností se už zahrála.
