# Storage: export, import and the replay check (assistant export / assistant import).
storage-exported = Игра { $game } экспортирована в { $file }: { $entries ->
    [one] { $entries } запись журнала
    [few] { $entries } записи журнала
    [many] { $entries } записей журнала
   *[other] { $entries } записи журнала
}.
storage-imported = Игра { $game } импортирована в { $db }: { $entries ->
    [one] { $entries } запись журнала
    [few] { $entries } записи журнала
    [many] { $entries } записей журнала
   *[other] { $entries } записи журнала
}.
storage-replay-ok = Воспроизведение игры { $game }: { $entries ->
    [one] { $entries } запись журнала точно восстанавливает
    [few] { $entries } записи журнала точно восстанавливают
    [many] { $entries } записей журнала точно восстанавливают
   *[other] { $entries } записи журнала точно восстанавливают
} сохранённое состояние.
storage-replay-mismatch = Воспроизведение игры { $game } расходится с сохранённым состоянием { $count ->
    [one] в { $count } месте
   *[other] в { $count } местах
}; первое — { $path }: по журналу { $rebuilt }, в состоянии { $stored }.
storage-replay-bad-seq = Журнал игры { $game } повреждён на записи { $seq }: записи должны идти подряд 1, 2, 3, …
storage-replay-rerun = Журнал игры { $game } не воспроизводит сам себя: запись { $seq } не совпадает с тем, что даёт её команда (изменены события, броски или изменения состояния).
storage-replay-archive = Архив игры { $game } не совпадает с тем, что архивирует её журнал: дуэль { $duel } пропущена, добавлена или изменена.
storage-bad-version = Игра { $game } экспортирована программой со схемой { $version }, которую эта программа не знает (её новейшая — { $head }): импортируйте её той программой, которая её экспортировала, или более новой.
storage-no-game = В { $db } нет игры { $game }.
storage-game-exists = Игра { $game } уже сохранена; добавьте --replace, чтобы перезаписать её.
storage-bad-file = { $file } — не экспорт игры ({ $error }).
## Import: dedup replies whose key another game of the database already holds.
storage-replies-left = { $count ->
    [1] Пропущен { $count } ответ игры { $game }: его ключ доставки в этой базе принадлежит другой игре.
    [one] Пропущен { $count } ответ игры { $game }: их ключи доставки в этой базе принадлежат другим играм.
    [few] Пропущено { $count } ответа игры { $game }: их ключи доставки в этой базе принадлежат другим играм.
   *[other] Пропущено { $count } ответов игры { $game }: их ключи доставки в этой базе принадлежат другим играм.
}
