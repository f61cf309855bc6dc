# Storage: export, import and the replay check (assistant export / assistant import).
storage-exported = Wyeksportowano grę { $game } z { $entries ->
    [one] { $entries } wpisem dziennika
   *[other] { $entries } wpisami dziennika
} do { $file }.
storage-imported = Zaimportowano grę { $game } z { $entries ->
    [one] { $entries } wpisem dziennika
   *[other] { $entries } wpisami dziennika
} do { $db }.
storage-replay-ok = Odtworzenie gry { $game }: { $entries ->
    [one] { $entries } wpis dziennika odtwarza
    [few] { $entries } wpisy dziennika odtwarzają
    [many] { $entries } wpisów dziennika odtwarza
   *[other] { $entries } wpisu dziennika odtwarza
} zapisany stan dokładnie.
storage-replay-mismatch = Odtworzenie gry { $game } różni się od zapisanego stanu w { $count ->
    [one] { $count } miejscu
   *[other] { $count } miejscach
}; pierwsze: { $path }: dziennik daje { $rebuilt }, stan zawiera { $stored }.
storage-replay-bad-seq = Dziennik gry { $game } jest uszkodzony przy wpisie { $seq }: wpisy muszą iść po kolei 1, 2, 3, …
storage-replay-rerun = Dziennik gry { $game } nie odtwarza się sam z siebie: wpis { $seq } nie jest tym, co daje jego polecenie (zmieniono zdarzenia, kości lub zmiany stanu).
storage-replay-archive = Archiwum gry { $game } nie zgadza się z tym, co archiwizuje jej dziennik: pojedynku { $duel } brakuje, dodano go lub go zmieniono.
storage-bad-version = Grę { $game } wyeksportował program o schemacie { $version }, którego ten nie zna (jego najnowszy to { $head }): zaimportuj ją programem, który ją wyeksportował, albo nowszym.
storage-no-game = W { $db } nie ma gry { $game }.
storage-game-exists = Gra { $game } jest już zapisana; dodaj --replace, aby ją nadpisać.
storage-bad-file = { $file } nie jest eksportem gry ({ $error }).
## Import: dedup replies whose key another game of the database already holds.
storage-replies-left = { $count ->
    [one] Pominięto { $count } odpowiedź gry { $game }: jej klucz doręczenia należy w tej bazie do innej gry.
    [few] Pominięto { $count } odpowiedzi gry { $game }: ich klucze doręczenia należą w tej bazie do innych gier.
   *[other] Pominięto { $count } odpowiedzi gry { $game }: ich klucze doręczenia należą w tej bazie do innych gier.
}
