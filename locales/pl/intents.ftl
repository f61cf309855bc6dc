## Słowa, którymi gracze wydają komendy zwykłym językiem. Listy rozdziela przecinek.
## Fraza pasuje, gdy jej słowa padają w tej kolejności (inne słowa mogą stać pomiędzy);
## słowo z * pasuje z każdą końcówką; @lista to dowolna pozycja listy intent-lista.

## Końcówki przypadków dodawane do imion i nazw zaklęć (Marek → Marka, Markowi; Drętwota → Drętwotę).
intent-endings = a, e, i, o, u, y, ę, ą, ie, em, om, ów, owi, owie, ami, ach, mi, ym, im, ej, ego, emu, iem, ią, ię, ia, iu, io
## Liczebniki od zera do dziesięciu; formy jednej liczby rozdziela |.
intent-numbers = zero, jeden|jedna|jedno|jednego|jedną, dwa|dwie|dwóch|dwoma, trzy|trzech, cztery|czterech, pięć|pięciu, sześć|sześciu, siedem|siedmiu, osiem|ośmiu, dziewięć|dziewięciu, dziesięć|dziesięciu

## Wspólne listy.
intent-fill = proszę, prosze, plz, pls, no, ok, okej, dobra, dobrze, teraz, jeszcze, już, hej, ej, bot, bocie, asystencie, szybko, to, a, więc, dzięki, mg
intent-to = na, w, we, do, przeciw, przeciwko, celując w, w stronę, prosto w, prosto na
intent-versus = kontra, vs, versus, przeciw, przeciwko
intent-and = i, oraz, a, z, ze
intent-reason = za, na, bo, powód, z powodu, przez
intent-pool-nouns = pz, pż, hp, pv, punkt* zdrowia, punkt* życia, erg*, punkt* magii, punkt* zaklęć, punkt* many, many, mana, pkt, punkt*

## Pytanie o pulę: „ile mam PZ?”.
intent-pool = ile @pool-nouns, ile mi zostało, ile zostało, ile mam, ile jeszcze mam, @pool-nouns ?, stan @pool-nouns, moje @pool-nouns, pokaż @pool-nouns, sprawdź @pool-nouns, sprawdź pulę, moja pula, jaka pula, ile w puli
intent-pool-fill = mam, masz, ma, mamy, mi, ci, mu, jej, zostało, zostalo, zostały, zostaje, jeszcze, teraz, aktualnie, obecnie, moich, moje, mój, moja, jego, w, puli, pula, pulę, do, wydania, ile, stan, pokaż, sprawdź, sprawdz, pokaz, wolnych, posiadam, @pool-nouns

## Rzucanie zaklęcia: „rzucam Drętwotę na Marka”.
intent-cast = rzuc*, rzucę, czaruj*, czaruję, używam, użyj*, uzyj*, posyłam, posyła, ciskam, ciska, atakuj*, atakuję, celuję
intent-cast-fill = zaklęcie, zaklęciem, zaklęcia, czar, czarem, różdżką, rozdzka, rozdzka, szybko, prosto, znowu, jeszcze raz, raz, ponownie, ja, mój, moim, swoim, swoje, swoją, ona, on

## Obrona zaklęciem: „bronię się Protego”.
intent-defend = bronię się, bronie sie, broni się, obrona, osłaniam się, osłania się, zasłaniam się, tarcza, stawiam tarczę, stawia tarczę, blokuję, blokuje
intent-defend-fill = się, sie, zaklęciem, zaklęcie, tarczą, tarcze, tarczę, przed, tym, tego, atakiem, zaklęcia, używam, rzucam, szybko

## Unik: „robię unik”.
intent-dodge = unik*, uchyl* się, uskakuj*, odskakuj*, odskocz*, uskocz*, robię unik, robi unik, padam na ziemię
intent-dodge-fill = robię, robi, zrobię, zrobi, szybki, szybko, przed, tym, tego, zaklęciem, zaklęcia, atakiem, się, sie, w bok, bok, na, ziemię, !, padam

## Podniesienie własnej różdżki: „podnoszę różdżkę”.
intent-recover = podnosz* różdżk*, podnieś* różdżk*, podnosi różdżk*, podniesie różdżk*, zbieram różdżk*, zbiera różdżk*, odzyskuj* różdżk*, biorę różdżk*, bierze różdżk*, łapię różdżk*, sięgam po różdżk*, odzyskać różdżkę
intent-recover-fill = swoją, swoja, moją, moja, z, ze, ziemi, podłogi, podlogi, po, z powrotem, powrotem, wracam, szybko

## Zabranie różdżki przeciwnika: „zabieram różdżkę Draco”.
intent-foe = przeciwnik*, przeciwniczk*, wróg, wroga, wrogiem, rywal*
intent-grab = zabier* różdżk*, przechwytuj* różdżk*, podnosz* różdżk* @foe, podnosi różdżk* @foe, biorę różdżk* @foe, bierze różdżk* @foe, łapię różdżk* @foe, łapie różdżk* @foe, zgarniam różdżk*, zgarnia różdżk*, przejmuję różdżk*, przejmuje różdżk*
intent-grab-fill = jego, jej, @foe, z, ze, ziemi, podłogi, i, wygrywam, wygrywa, szybko

## Rozpoczęcie pojedynku: „pojedynek: Marek kontra Draco”.
intent-duel = pojedyn*, walka, walczą, walczy, starcie, @versus
intent-duel-fill = zaczynamy, zaczyna, zacznij, rozpocznij, rozpoczynamy, rozpoczyna, start, nowy, nowa, nowe, między, miedzy, pomiędzy, staje, stają, do, czas, na

## Inicjatywa: „rzut na inicjatywę”.
intent-init = inicjatyw*, rzut* na inicjatyw*, losuj* kolejność, losowanie kolejności, kto zaczyna pojedynek
intent-init-fill = rzut, rzuć, rzućcie, rzucamy, rzucam, na, teraz, kolejność, kolejności, pojedynek, pojedynku, w, nr, numer, dla, losujemy, losuj

## Koniec pojedynku: „koniec pojedynku”.
intent-end = koniec pojedyn*, kończymy pojedyn*, zakończ* pojedyn*, koniec walki, kończymy walkę, zakończ* walkę, przerwij* pojedyn*, przerywamy pojedyn*, stop pojedyn*, koniec starcia
intent-end-fill = ten, tego, ten, nr, numer, teraz, na dziś, dziś, dzisiaj, na, tym, tu, tutaj, już, juz

## Cofnięcie: „cofnij”.
intent-undo = cofnij, cofnij*, cofamy, cofać, cofnąć, odwołaj, odwołuję, anuluj, anulujemy, wycofaj, undo
intent-undo-fill = to, tamto, ten, ruch, ostatni, ostatnie, ostatnią, ostatnio, akcję, rzut, komendę, jednak, proszę

## Nowy cykl: „nowy cykl”.
intent-cycle = cykl*, nowy cykl, następny cykl, kolejny cykl, zaczynamy cykl, nowa doba
intent-cycle-fill = zaczynamy, zaczyna, się, start, rozpoczynamy, od, nowa, nowy, nowego, następny, następnego, kolejny, kolejnego

## Dodanie punktów (MG): „daj Markowi 2 ergi za eliksir”.
intent-gain = daj, dodaj, dorzuć, dorzuc, przyznaj, przyznaję, dostaje, dostajesz, otrzymuje, zyskuje, odzyskuje, oddaj, oddaję, plus
intent-gain-fill = dla, mu, jej, @pool-nouns, jeszcze

## Wydanie punktów: „wydaję 1 erg na eliksir”.
intent-spend = wydaj*, wydam, zabierz, odejmij, odbierz, tracę, traci, płacę, płaci, zużywam, zużywa, minus, odpisz
intent-spend-fill = mu, jej, od, @pool-nouns

## Odpoczynek: „odpoczywam 8 godzin”.
intent-rest = odpoczyn*, odpoczywam, odpoczywa, odpocznę, odpoczniemy, odpoczywamy, odpocząć, śpię, śpi, śpimy, spać, drzemka, sen
intent-rest-fill = godzin*, godz, h, przez, całą, noc, się, sie, teraz, na, idę, idzie, idziemy, spać

## Stan pojedynku: „jak wygląda pojedynek?”.
intent-status = stan pojedyn*, stan walki, status, jak wygląda pojedynek, jak stoi pojedynek, czyj ruch, czyja kolej, czyja tura, kto teraz, na kogo kolej, stan gry
intent-status-fill = jaki, jest, teraz, pojedynku, gry, walki, nr, numer, a, ?, w, na

## Pomoc: „jakie są komendy?”.
intent-help = pomoc, pomocy, co umiesz, co potrafisz, jakie są komendy, jakie komendy, lista komend, jak to działa, jak grać, help, komendy
intent-help-fill = są, sa, jakie, ty, potrafisz, ?, mi, pokaż, daj, bot

## Rzut kośćmi: „rzuć 2k6”.
intent-roll = rzuć, rzuc*, rzut, turlaj, turlam, kostka, kostką, kośćmi, koscmi, kości
intent-roll-fill = kością, koscia, kośćmi, kości, mi, na

## Ja sam: „ja i Ron kontra Draco” — postać mówiącego.
intent-me = ja, mnie, mi, mną, sam, sama
## Cała noc odpoczynku: osiem godzin.
intent-night = noc, całą noc, na noc, do rana
## Bez obrony: „nie bronię się”.
intent-nodefence = nie bronię się, nie bronie sie, nie broni się, bez obrony, bez tarczy, nic nie robię, nie robię uniku, przyjmuję, przyjmuje, biorę to, na klatę
intent-nodefence-fill = się, sie, to, na, klatę, klate, cios, atak, zaklęcie, nic, po prostu

## Punkty dopłacone do zaklęcia: „+3”, „2 punkty dodatkowo”.
intent-extra = dodatkowo, dodatkowe, dodatkowych, ekstra, extra, więcej, wiecej, w górę, bonusowo
intent-extra-lead = za, z, ze
## Godzina bez liczby: „odpoczywam godzinę”.
intent-hour = godzinę, godzinke, godzinkę, godzina, godziny, godzin, godz, h
## Końcówki czasu przeszłego: opowieść, nie komenda (rzucił, rzuciła, zrobili).
intent-past = ł, ła, ło, li, ły, łem, łam, łeś, łaś, liśmy, łyśmy, liście, łyście
