# Storage: export, import and the replay check (assistant export / assistant import).
storage-exported = Hra { $game } exportována do { $file }: { $entries ->
    [one] { $entries } záznam deníku
    [few] { $entries } záznamy deníku
    [many] { $entries } záznamu deníku
   *[other] { $entries } záznamů deníku
}.
storage-imported = Hra { $game } importována do { $db }: { $entries ->
    [one] { $entries } záznam deníku
    [few] { $entries } záznamy deníku
    [many] { $entries } záznamu deníku
   *[other] { $entries } záznamů deníku
}.
storage-replay-ok = Přehrání hry { $game }: { $entries ->
    [one] { $entries } záznam deníku přesně obnoví
    [few] { $entries } záznamy deníku přesně obnoví
    [many] { $entries } záznamu deníku přesně obnoví
   *[other] { $entries } záznamů deníku přesně obnoví
} uložený stav.
storage-replay-mismatch = Přehrání hry { $game } se liší od uloženého stavu { $count ->
    [one] na { $count } místě
   *[other] na { $count } místech
}; první: { $path }: deník dává { $rebuilt }, stav obsahuje { $stored }.
storage-replay-bad-seq = Deník hry { $game } je porušen u záznamu { $seq }: záznamy musí jít po sobě 1, 2, 3, …
storage-replay-rerun = Deník hry { $game } se nepřehraje sám na sebe: záznam { $seq } není to, co dává jeho příkaz (události, kostky nebo změny stavu byly pozměněny).
storage-replay-archive = Archiv hry { $game } neodpovídá tomu, co archivuje její deník: souboj { $duel } chybí, byl přidán nebo pozměněn.
storage-bad-version = Hru { $game } exportoval program se schématem { $version }, které tento program nezná (jeho nejnovější je { $head }): importuj ji programem, který ji exportoval, nebo novějším.
storage-no-game = V { $db } není hra { $game }.
storage-game-exists = Hra { $game } už je uložena; přidejte --replace, chcete-li ji přepsat.
storage-bad-file = { $file } není export hry ({ $error }).
## Import: dedup replies whose key another game of the database already holds.
storage-replies-left = { $count ->
    [one] { $count } odpověď hry { $game } byla vynechána: její doručovací klíč v této databázi patří jiné hře.
    [few] { $count } odpovědi hry { $game } byly vynechány: jejich doručovací klíče v této databázi patří jiným hrám.
   *[other] { $count } odpovědí hry { $game } bylo vynecháno: jejich doručovací klíče v této databázi patří jiným hrám.
}
