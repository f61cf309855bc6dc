## /macro: the group's own words for command lines (issue 30, item 6). Variables: $name the macro's name,
## $lines its lines joined by ";", $count how many, $line one line, $why why it was refused, $limit a limit.
macro-none = Zatím tu nejsou žádná makra. Vytvořte je: /makro JMÉNO ŘÁDEK, třeba /makro útok /hod 1k20+5, a pak napište: útok.
macro-list = { $count ->
    [one] { $count } makro:
    [few] { $count } makra:
   *[other] { $count } maker:
}
macro-line = { $name } → { $lines }
macro-set = Makro { $name }: { $lines }. Napište { $name } a zahraje se.
macro-removed = Makro { $name } je smazané.
macro-stopped = Makro { $name } se zastavilo na „{ $line }“: { $why }
refusal-macro-unknown = Makro „{ $name }“ neexistuje. Seznam ukáže /makro.
refusal-macro-name = „{ $name }“ nemůže být jméno makra: použijte jedno až čtyři slova z písmen a číslic (víc slov v uvozovkách), která nejsou příkaz.
refusal-macro-players = V této hře vytváří makra jen PJ; hráčům vlastní povolí /vychozi makra=ano.
refusal-macro-too-many = Hra pojme nejvýš { $limit } maker: nejdřív nějaké smažte (/makro smazat JMÉNO).
refusal-macro-not-yours = Makro { $name } není vaše: změnit ho může jen jeho autor nebo PJ.
refusal-macro-lines = Makro zahraje jeden až { $limit } příkazů oddělených „;“, třeba /makro útok /hod 1k20+5.
refusal-macro-line = „{ $line }“ není řádek, který makro umí zahrát: každý řádek je příkaz začínající /, a žádný není /makro.
rule-macros = makra skupiny
