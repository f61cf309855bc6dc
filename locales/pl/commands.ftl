## Opisy komend do menu komend Telegrama: cmd-<komenda>.

cmd-start = Uruchom asystenta na tym czacie
cmd-help = Pokaż komendy zasad tej gry
cmd-lang = Zmień język odpowiedzi (MG): pl, ru, fr, cs, en
cmd-rules = Zmień zasady (MG): feniks, duel_club, ergs, spell_points
cmd-char = Utwórz, pokaż, zmień albo usuń postać
cmd-iam = Przypisz sobie postać
cmd-gm = Nadaj albo odbierz rolę MG (MG)
cmd-duel = Rozpocznij pojedynek
cmd-init = Rzuć na inicjatywę
cmd-order = Ustal kolejkę ręcznie
cmd-cast = Rzuć zaklęcie na cel
cmd-defend = Obroń się przed nadlatującym zaklęciem
cmd-recover = Podnieś swoją różdżkę
cmd-grab = Zabierz różdżkę przeciwnika
cmd-status = Pokaż stan pojedynku: kolejkę, PZ, różdżki
cmd-end = Zakończ pojedynek
cmd-pool = Pokaż, ile punktów zostało
cmd-spend = Wydaj punkty z puli
cmd-gain = Dodaj albo odejmij punkty ręcznie (MG), z powodem
cmd-dodge = Zrób unik przed zaklęciem
cmd-teach = Naucz kogoś nowego zaklęcia
cmd-cycle = Zacznij nowy cykl i odnów pule (MG)
cmd-rest = Odpocznij, by odzyskać punkty magii
cmd-fatigue = Nałóż zmęczenie albo wyczerpanie
cmd-restore = Przywróć punkty (leczenie, perła mocy)
cmd-roll = Rzuć kośćmi, np. 4k6kh3+2
cmd-odds = Pokaż dokładne szanse ruchu
cmd-protocol = Spisz protokół pojedynku (sekundanci, pole, starcia)
cmd-bout = Zacznij albo przerwij starcie pojedynku z przerwami
cmd-undo = Cofnij ostatni ruch (MG)
cmd-defaults = Pokaż albo ustaw domyślne opcje komendy (MG), np. duel type=club
