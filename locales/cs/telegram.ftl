## Dveře Telegramu: výzvy k tahu, tlačítka, zdvořilá odmítnutí.

tg-button-stale = Toto tlačítko už neplatí: souboj pokročil.
tg-button-not-yours = Promiň, tato tlačítka jsou pro { CASE($name, case: "acc") }.
tg-voice-off = Hlasové příkazy jsou u tohoto bota vypnuté. Napište příkaz.
tg-edit-ignored = Tento příkaz už byl proveden, jeho úprava nic nezmění. Chceš-li udělat něco jiného, pošli novou zprávu.
tg-error = Na mé straně se něco pokazilo. Zkus to prosím za chvíli znovu.
tg-no-token = Nastavte ASSISTANT_TELEGRAM_TOKEN na token od BotFathera a spusťte znovu.

## Témata fóra (/topic)
tg-topic-none = /topic funguje jen uvnitř tématu fóra: tam nastaví, jestli téma hraje vlastní hru, nebo hru celého chatu.
tg-topic-usage-own = Toto téma hraje vlastní hru. PJ ho může připojit ke hře celého chatu příkazem /topic shared.
tg-topic-usage-shared = Toto téma hraje hru celého chatu. PJ mu může dát vlastní hru příkazem /topic own.
tg-topic-own = Hotovo: toto téma teď hraje vlastní hru.
tg-topic-shared = Hotovo: toto téma teď hraje hru celého chatu.

## Tajné hody (/roll secret)
tg-roll-secret-start = { $who }, tajné hody posílám jen soukromě. Nejdřív mi napište do soukromého chatu: { $link }

## setMyDescription, setMyShortDescription
tg-description = Pomocník pro kouzelnické souboje a zásoby magie. Vede seznam postav skupiny, hází kostkami podle pravidel (Fénix, Soubojový klub, ergy, body kouzel) a každému hráči řekne, kdy je na tahu. Přidej mě do skupiny a pošli /start; /pomoc vypíše příkazy.
tg-short-description = Kouzelnické souboje a zásoby magie: pravidla, kostky a tahy pro vaši skupinu.

## Hody se jménem házejícího

## Hidden pools: the GMs' full reply, in private
tg-hidden-start = { $who }, skryté zásoby posílám jen soukromě. Nejdřív mi napište do soukromého chatu: { $link }

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
