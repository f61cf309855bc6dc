## /macro: the group's own words for command lines (issue 30, item 6). Variables: $name the macro's name,
## $lines its lines joined by ";", $count how many, $line one line, $why why it was refused, $limit a limit.
macro-none = Nie ma jeszcze żadnych makr. Utwórz je przez /makro NAZWA LINIJKA, np. /makro atak /rzut 1k20+5, a potem napisz: atak.
macro-list = { $count ->
    [one] Jedno makro:
    [few] { $count } makra:
   *[other] { $count } makr:
}
macro-line = „{ $name }” → { $lines }
macro-set = Makro „{ $name }”: { $lines }. Napisz „{ $name }”, żeby je uruchomić.
macro-removed = Usunięto makro „{ $name }”.
macro-stopped = Makro „{ $name }” zatrzymało się na „{ $line }”: { $why }
refusal-macro-remove-which = Które makro usunąć? Napisz { CMD("macro") } { $word } NAZWA.
refusal-macro-unknown = Nie ma makra „{ $name }”. Listę pokaże /makro.
refusal-macro-name = „{ $name }” nie może być nazwą makra: użyj od jednego do czterech słów z liter i cyfr (kilka słów w cudzysłowie), które nie są komendą.
refusal-macro-players = W tej grze makra tworzy tylko MG; własne makra graczy MG włącza komendą /domyslne makra=tak.
refusal-macro-too-many = Gra mieści najwyżej { $limit } makr: najpierw usuń któreś (/makro usuń NAZWA).
refusal-macro-not-yours = Makro „{ $name }” nie jest twoje: zmienić je może tylko jego autor albo MG.
refusal-macro-lines = Makro wykonuje od jednej do { $limit } komend rozdzielonych „;”, np. /makro atak /rzut 1k20+5.
refusal-macro-line = „{ $line }” to nie linijka, którą makro może wykonać: każda jest komendą zaczynającą się od /, i żadna nie jest /makro.
refusal-macro-unknown-command = Makro nie wykona „{ $line }”: { CMD($command) } to nie komenda tych zasad.
refusal-macro-words = Nazwę makra z kilku słów ujmij w cudzysłów: /makro "a b c" /rzut 1k6 (najwyżej cztery słowa); „{ $line }” to nie komenda.
refusal-macro-not-command = „{ $line }” to nie komenda: każda linijka makra zaczyna się od /, np. { CMD("macro") } { $name } { $first }; { CMD("status") }.
## How the lines of a macro are joined.
macro-joint = {"; "}
rule-macros = makra grupy
