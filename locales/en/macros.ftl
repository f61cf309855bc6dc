## /macro: the group's own words for command lines (issue 30, item 6). Variables: $name the macro's name,
## $lines its lines joined by ";", $count how many, $line one line, $why why it was refused, $limit a limit.
macro-none = No macros yet. Make one with /macro NAME LINE, e.g. /macro attack /roll 1d20+5; then type attack.
macro-list = { $count ->
    [one] One macro:
   *[other] { $count } macros:
}
macro-line = { $name } → { $lines }
macro-set = Macro { $name }: { $lines }. Type { $name } to run it.
macro-removed = Macro { $name } removed.
macro-stopped = Macro { $name } stopped at “{ $line }”: { $why }
refusal-macro-remove-which = Which macro should I remove? Write { CMD("macro") } { $word } NAME.
refusal-macro-unknown = There is no macro called “{ $name }”. /macro lists them.
refusal-macro-name = “{ $name }” cannot name a macro: use one to four words of letters and digits (in quotes where more than one), not a command.
refusal-macro-players = Only a GM makes macros in this game; a GM lets players make their own with /defaults players_macros=yes.
refusal-macro-too-many = A game keeps at most { $limit } macros: remove one first (/macro remove NAME).
refusal-macro-not-yours = The macro { $name } is not yours: only its maker or a GM may change it.
refusal-macro-lines = A macro runs one to { $limit } command lines, separated by “;”, e.g. /macro attack /roll 1d20+5.
refusal-macro-line = “{ $line }” is not a line a macro can run: each line is a command that starts with /, and none is /macro.
refusal-macro-unknown-command = A macro cannot run “{ $line }”: { CMD($command) } is no command of these rules.
refusal-macro-words = A macro name of several words goes in quotes: /macro "a b c" /roll 1d6 (four words at most); “{ $line }” is no command line.
refusal-macro-not-command = “{ $line }” is no command: each line of a macro starts with /, e.g. { CMD("macro") } { $name } { $first }; { CMD("status") }.
## How the lines of a macro are joined.
macro-joint = {"; "}
rule-macros = the group's macros
