## Nazwy zaklęć w przypadkach (do komunikatów; spells.ftl podaje mianownik). Termin -spell-<id>: mianownik,
## potem .gen .dat .acc .ins .loc i .gender (m, f; nijakie bez). Zaklęcia, których nie ma tutaj, się nie odmieniają.


## Zaklęcie spoza spisu (…: jego nazwa, jak ją wpisano), w przypadkach, o które prosi CASE: „przed zaklęciem „Zamień w kielich””.
-spell-uncatalogued = zaklęcie „…”
    .nom = zaklęcie „…”
    .gen = zaklęcia „…”
    .dat = zaklęciu „…”
    .acc = zaklęcie „…”
    .ins = zaklęciem „…”
    .loc = zaklęciu „…”

-spell-stupefy = Drętwota
    .gen = Drętwoty
    .dat = Drętwocie
    .acc = Drętwotę
    .ins = Drętwotą
    .loc = Drętwocie
    .gender = f

-spell-stupefy-reinforced = wzmocniona Drętwota
    .gen = wzmocnionej Drętwoty
    .dat = wzmocnionej Drętwocie
    .acc = wzmocnioną Drętwotę
    .ins = wzmocnioną Drętwotą
    .loc = wzmocnionej Drętwocie
    .gender = f

-spell-expelliarmus = Expelliarmus
    .gen = Expelliarmusa
    .dat = Expelliarmusowi
    .acc = Expelliarmus
    .ins = Expelliarmusem
    .loc = Expelliarmusie
    .gender = m

-spell-levicorpus = Levicorpus
    .gen = Levicorpusa
    .dat = Levicorpusowi
    .acc = Levicorpus
    .ins = Levicorpusem
    .loc = Levicorpusie
    .gender = m

-spell-imperius = Imperius
    .gen = Imperiusa
    .dat = Imperiusowi
    .acc = Imperius
    .ins = Imperiusem
    .loc = Imperiusie
    .gender = m

-spell-furnunculus = Furnunculus
    .gen = Furnunculusa
    .dat = Furnunculusowi
    .acc = Furnunculus
    .ins = Furnunculusem
    .loc = Furnunculusie
    .gender = m

-spell-langlock = Langlock
    .gen = Langlocka
    .dat = Langlockowi
    .acc = Langlock
    .ins = Langlockiem
    .loc = Langlocku
    .gender = m

-spell-avada-kedavra = Avada Kedavra
    .gen = Avady Kedavry
    .dat = Avadzie Kedavrze
    .acc = Avadę Kedavrę
    .ins = Avadą Kedavrą
    .loc = Avadzie Kedavrze
    .gender = f

-spell-rictusempra = Rictusempra
    .gen = Rictusempry
    .dat = Rictusemprze
    .acc = Rictusemprę
    .ins = Rictusemprą
    .loc = Rictusemprze
    .gender = f

-spell-tarantallegra = Tarantallegra
    .gen = Tarantallegry
    .dat = Tarantallegrze
    .acc = Tarantallegrę
    .ins = Tarantallegrą
    .loc = Tarantallegrze
    .gender = f

-spell-impedimenta = Impedimenta
    .gen = Impedimenty
    .dat = Impedimencie
    .acc = Impedimentę
    .ins = Impedimentą
    .loc = Impedimencie
    .gender = f

-spell-bombarda = Bombarda
    .gen = Bombardy
    .dat = Bombardzie
    .acc = Bombardę
    .ins = Bombardą
    .loc = Bombardzie
    .gender = f

-spell-sectumsempra = Sectumsempra
    .gen = Sectumsempry
    .dat = Sectumsemprze
    .acc = Sectumsemprę
    .ins = Sectumsemprą
    .loc = Sectumsemprze
    .gender = f

-spell-mental-magic = magia umysłu
    .gen = magii umysłu
    .dat = magii umysłu
    .acc = magię umysłu
    .ins = magią umysłu
    .loc = magii umysłu
    .gender = f

-spell-dodge = Unik
    .gen = Uniku
    .dat = Unikowi
    .acc = Unik
    .ins = Unikiem
    .loc = Uniku
    .gender = m

-spell-acid-splash = Rozbryzg kwasu
    .gen = Rozbryzgu kwasu
    .dat = Rozbryzgowi kwasu
    .acc = Rozbryzg kwasu
    .ins = Rozbryzgiem kwasu
    .loc = Rozbryzgu kwasu
    .gender = m

-spell-ray-of-frost = Promień mrozu
    .gen = Promienia mrozu
    .dat = Promieniowi mrozu
    .acc = Promień mrozu
    .ins = Promieniem mrozu
    .loc = Promieniu mrozu
    .gender = m

-spell-detect-magic = Wykrycie magii
    .gen = Wykrycia magii
    .dat = Wykryciu magii
    .acc = Wykrycie magii
    .ins = Wykryciem magii
    .loc = Wykryciu magii

-spell-magic-missile = Magiczny pocisk
    .gen = Magicznego pocisku
    .dat = Magicznemu pociskowi
    .acc = Magiczny pocisk
    .ins = Magicznym pociskiem
    .loc = Magicznym pocisku
    .gender = m

-spell-burning-hands = Płonące dłonie
    .gen = Płonących dłoni
    .dat = Płonącym dłoniom
    .acc = Płonące dłonie
    .ins = Płonącymi dłońmi
    .loc = Płonących dłoniach

-spell-shocking-grasp = Porażający uścisk
    .gen = Porażającego uścisku
    .dat = Porażającemu uściskowi
    .acc = Porażający uścisk
    .ins = Porażającym uściskiem
    .loc = Porażającym uścisku
    .gender = m

-spell-produce-flame = Wytworzenie płomienia
    .gen = Wytworzenia płomienia
    .dat = Wytworzeniu płomienia
    .acc = Wytworzenie płomienia
    .ins = Wytworzeniem płomienia
    .loc = Wytworzeniu płomienia

-spell-inflict-light-wounds = Zadawanie lekkich ran
    .gen = Zadawania lekkich ran
    .dat = Zadawaniu lekkich ran
    .acc = Zadawanie lekkich ran
    .ins = Zadawaniem lekkich ran
    .loc = Zadawaniu lekkich ran

-spell-cure-light-wounds = Leczenie lekkich ran
    .gen = Leczenia lekkich ran
    .dat = Leczeniu lekkich ran
    .acc = Leczenie lekkich ran
    .ins = Leczeniem lekkich ran
    .loc = Leczeniu lekkich ran

-spell-bless = Błogosławieństwo
    .gen = Błogosławieństwa
    .dat = Błogosławieństwu
    .acc = Błogosławieństwo
    .ins = Błogosławieństwem
    .loc = Błogosławieństwie

-spell-mage-armor = Magiczna zbroja
    .gen = Magicznej zbroi
    .dat = Magicznej zbroi
    .acc = Magiczną zbroję
    .ins = Magiczną zbroją
    .loc = Magicznej zbroi
    .gender = f

-spell-scorching-ray = Palący promień
    .gen = Palącego promienia
    .dat = Palącemu promieniowi
    .acc = Palący promień
    .ins = Palącym promieniem
    .loc = Palącym promieniu
    .gender = m

-spell-cure-moderate-wounds = Leczenie średnich ran
    .gen = Leczenia średnich ran
    .dat = Leczeniu średnich ran
    .acc = Leczenie średnich ran
    .ins = Leczeniem średnich ran
    .loc = Leczeniu średnich ran

-spell-fireball = Kula ognia
    .gen = Kuli ognia
    .dat = Kuli ognia
    .acc = Kulę ognia
    .ins = Kulą ognia
    .loc = Kuli ognia
    .gender = f

-spell-lightning-bolt = Błyskawica
    .gen = Błyskawicy
    .dat = Błyskawicy
    .acc = Błyskawicę
    .ins = Błyskawicą
    .loc = Błyskawicy
    .gender = f

-spell-searing-light = Palące światło
    .gen = Palącego światła
    .dat = Palącemu światłu
    .acc = Palące światło
    .ins = Palącym światłem
    .loc = Palącym świetle

-spell-cure-serious-wounds = Leczenie poważnych ran
    .gen = Leczenia poważnych ran
    .dat = Leczeniu poważnych ran
    .acc = Leczenie poważnych ran
    .ins = Leczeniem poważnych ran
    .loc = Leczeniu poważnych ran

-spell-dispel-magic = Rozproszenie magii
    .gen = Rozproszenia magii
    .dat = Rozproszeniu magii
    .acc = Rozproszenie magii
    .ins = Rozproszeniem magii
    .loc = Rozproszeniu magii

-spell-haste = Przyspieszenie
    .gen = Przyspieszenia
    .dat = Przyspieszeniu
    .acc = Przyspieszenie
    .ins = Przyspieszeniem
    .loc = Przyspieszeniu

-spell-ice-storm = Burza lodowa
    .gen = Burzy lodowej
    .dat = Burzy lodowej
    .acc = Burzę lodową
    .ins = Burzą lodową
    .loc = Burzy lodowej
    .gender = f

-spell-cure-critical-wounds = Leczenie krytycznych ran
    .gen = Leczenia krytycznych ran
    .dat = Leczeniu krytycznych ran
    .acc = Leczenie krytycznych ran
    .ins = Leczeniem krytycznych ran
    .loc = Leczeniu krytycznych ran

-spell-restoration = Przywrócenie
    .gen = Przywrócenia
    .dat = Przywróceniu
    .acc = Przywrócenie
    .ins = Przywróceniem
    .loc = Przywróceniu

-spell-cone-of-cold = Stożek zimna
    .gen = Stożka zimna
    .dat = Stożkowi zimna
    .acc = Stożek zimna
    .ins = Stożkiem zimna
    .loc = Stożku zimna
    .gender = m

-spell-flame-strike = Słup ognia
    .gen = Słupa ognia
    .dat = Słupowi ognia
    .acc = Słup ognia
    .ins = Słupem ognia
    .loc = Słupie ognia
    .gender = m

-spell-chain-lightning = Łańcuch błyskawic
    .gen = Łańcucha błyskawic
    .dat = Łańcuchowi błyskawic
    .acc = Łańcuch błyskawic
    .ins = Łańcuchem błyskawic
    .loc = Łańcuchu błyskawic
    .gender = m

-spell-disintegrate = Dezintegracja
    .gen = Dezintegracji
    .dat = Dezintegracji
    .acc = Dezintegrację
    .ins = Dezintegracją
    .loc = Dezintegracji
    .gender = f

-spell-heal = Uzdrowienie
    .gen = Uzdrowienia
    .dat = Uzdrowieniu
    .acc = Uzdrowienie
    .ins = Uzdrowieniem
    .loc = Uzdrowieniu

-spell-delayed-blast-fireball = Opóźniona kula ognia
    .gen = Opóźnionej kuli ognia
    .dat = Opóźnionej kuli ognia
    .acc = Opóźnioną kulę ognia
    .ins = Opóźnioną kulą ognia
    .loc = Opóźnionej kuli ognia
    .gender = f

-spell-polar-ray = Promień polarny
    .gen = Promienia polarnego
    .dat = Promieniowi polarnemu
    .acc = Promień polarny
    .ins = Promieniem polarnym
    .loc = Promieniu polarnym
    .gender = m

-spell-meteor-swarm = Deszcz meteorów
    .gen = Deszczu meteorów
    .dat = Deszczowi meteorów
    .acc = Deszcz meteorów
    .ins = Deszczem meteorów
    .loc = Deszczu meteorów
    .gender = m

-spell-baubillious = Baubillious
    .gen = Baubilliousa
    .dat = Baubilliousowi
    .acc = Baubillious
    .ins = Baubilliousem
    .loc = Baubilliousie
    .gender = m

-spell-incarcerous = Incarcerous
    .gen = Incarcerousa
    .dat = Incarcerousowi
    .acc = Incarcerous
    .ins = Incarcerousem
    .loc = Incarcerousie
    .gender = m

-spell-avifors = Avifors
    .gen = Aviforsa
    .dat = Aviforsowi
    .acc = Avifors
    .ins = Aviforsem
    .loc = Aviforsie
    .gender = m

-spell-lapifors = Lapifors
    .gen = Lapiforsa
    .dat = Lapiforsowi
    .acc = Lapifors
    .ins = Lapiforsem
    .loc = Lapiforsie
    .gender = m

-spell-draconifors = Draconifors
    .gen = Draconiforsa
    .dat = Draconiforsowi
    .acc = Draconifors
    .ins = Draconiforsem
    .loc = Draconiforsie
    .gender = m
