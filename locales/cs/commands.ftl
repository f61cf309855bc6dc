## Popisy příkazů pro nabídky příkazů Telegramu v jednotlivých jazycích: cmd-<příkaz>.

cmd-start = Spustit pomocníka v tomhle chatu
cmd-help = Vypsat příkazy pravidel této hry
cmd-lang = Změnit jazyk odpovědí (PJ): pl, ru, fr, cs, en
cmd-rules = Změnit pravidla (PJ): feniks, duel_club, ergs, spell_points
cmd-char = Založit, ukázat, upravit nebo vyřadit postavu
cmd-iam = Vzít si postavu za svou
cmd-gm = Udělit nebo odebrat roli PJ (PJ)
cmd-duel = Zahájit souboj
cmd-init = Hodit na iniciativu
cmd-order = Určit pořadí ručně
cmd-cast = Seslat kouzlo na cíl
cmd-defend = Bránit se letícímu kouzlu
cmd-recover = Zvednout svou hůlku
cmd-grab = Sebrat hůlku soupeře
cmd-status = Stav souboje: tah, zdraví, hůlky
cmd-end = Ukončit souboj
cmd-pool = Kolik bodů zbývá
cmd-spend = Utratit body
cmd-gain = Přidat nebo ubrat body ručně (PJ), s důvodem
cmd-dodge = Uhnout kouzlu
cmd-teach = Naučit někoho nové kouzlo
cmd-cycle = Nový cyklus: doplnit zásoby (PJ)
cmd-rest = Odpočinout si a získat zpět body kouzel
cmd-fatigue = Unavit nebo vyčerpat postavu
cmd-restore = Vrátit body (léčení, perla moci)
cmd-roll = Hodit kostkami, např. 4k6kh3+2
cmd-odds = Přesné šance tahu
cmd-protocol = Sepsat protokol souboje (sekundanti, kolbiště, kola)
cmd-bout = Zahájit nebo zastavit kolo souboje s přestávkami
cmd-undo = Vrátit poslední tah zpět (PJ)
cmd-defaults = Zobrazit nebo nastavit výchozí volby příkazu (PJ), např. duel type=club
