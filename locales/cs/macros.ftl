## /macro: the group's own words for command lines (issue 30, item 6). Variables: $name the macro's name,
## $lines its lines joined by ";", $count how many, $line one line, $why why it was refused, $limit a limit.
macro-none = Zatím tu nejsou žádná makra. Vytvoř je: /makro JMÉNO ŘÁDEK, třeba /makro útok /hod 1k20+5, a pak napiš: útok.
macro-list = { $count ->
    [one] { $count } makro:
    [few] { $count } makra:
   *[other] { $count } maker:
}
macro-line = { $name } → { $lines }
macro-set = Makro { $name }: { $lines }. Napiš { $name } a spustí se.
macro-removed = Makro { $name } je smazané.
macro-stopped = Makro { $name } se zastavilo na „{ $line }“: { $why }
refusal-macro-remove-which = Které makro mám smazat? Napiš { CMD("macro") } { $word } NÁZEV.
refusal-macro-unknown = Makro „{ $name }“ neexistuje. Seznam ukáže /makro.
refusal-macro-name = „{ $name }“ nemůže být jméno makra: použij jedno až čtyři slova z písmen a číslic (víc slov v uvozovkách), která nejsou příkaz.
refusal-macro-players = V této hře vytváří makra jen PJ; hráčům vlastní povolí /vychozi makra=ano.
refusal-macro-too-many = Hra pojme nejvýš { $limit } maker: nejdřív nějaké smaž (/makro smazat JMÉNO).
refusal-macro-not-yours = Makro { $name } není tvoje: změnit ho může jen jeho autor nebo PJ.
refusal-macro-lines = Makro spustí jeden až { $limit } příkazů oddělených „;“, třeba /makro útok /hod 1k20+5.
refusal-macro-line = „{ $line }“ makro spustit neumí: makro nesmí spouštět jiné makro (/makro).
refusal-macro-unknown-command = Makro nespustí „{ $line }“: { CMD($command) } není příkaz těchto pravidel.
refusal-macro-words = Jméno makra o víc slovech dej do uvozovek: /makro "a b c" /hod 1k6 (nejvýš čtyři slova); „{ $line }“ není příkaz.
refusal-macro-not-command = „{ $line }“ není příkaz: každý řádek makra začíná znakem /, např. { CMD("macro") } { $name } { $first }; { CMD("status") }.
## How the lines of a macro are joined.
macro-joint = {"; "}
rule-macros = makra skupiny
