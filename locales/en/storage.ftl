# Storage: export, import and the replay check (assistant export / assistant import).
storage-exported = Exported game { $game } with { $entries ->
    [one] { $entries } log entry
   *[other] { $entries } log entries
} to { $file }.
storage-imported = Imported game { $game } with { $entries ->
    [one] { $entries } log entry
   *[other] { $entries } log entries
} into { $db }.
storage-replay-ok = Replay of game { $game }: { $entries ->
    [one] { $entries } log entry rebuilds
   *[other] { $entries } log entries rebuild
} the stored state exactly.
storage-replay-mismatch = Replay of game { $game } differs from the stored state in { $count ->
    [one] { $count } place
   *[other] { $count } places
}; first at { $path }: the log gives { $rebuilt }, the state holds { $stored }.
storage-replay-bad-seq = The log of game { $game } is broken at entry { $seq }: entries must run 1, 2, 3, …
storage-replay-rerun = The log of game { $game } does not play again to itself: entry { $seq } is not what its command gives (its events, dice or changes were altered).
storage-replay-archive = The archive of game { $game } is not what its log archives: duel { $duel } is missing, added or altered.
storage-bad-version = Game { $game } was exported by a program at schema { $version }, which this one does not know (its newest is { $head }): import it with the program that exported it, or a newer one.
storage-no-game = There is no game { $game } in { $db }.
storage-game-exists = Game { $game } is already stored; add --replace to overwrite it.
storage-bad-file = { $file } is not a game export ({ $error }).
## Import: dedup replies whose key another game of the database already holds.
storage-replies-left = { $count ->
    [one] { $count } reply of game { $game } was left out: its delivery key is another game's in this database.
   *[other] { $count } replies of game { $game } were left out: their delivery keys are other games' in this database.
}
