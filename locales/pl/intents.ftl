## Słowa, którymi gracze wydają komendy zwykłym językiem. Listy rozdziela przecinek.
## Fraza pasuje, gdy jej słowa padają w tej kolejności (inne słowa mogą stać pomiędzy);
## słowo z * pasuje z każdą końcówką; @lista to dowolna pozycja listy intent-lista.
## Każda komenda ma jedną listę dla wszystkich czytników: wpis z ukośnikiem („/obrona”) to nazwa komendy pisana
## po ukośniku (/obrona Protego), pozostałe wpisy to frazy zwykłego języka. Drzwi głosowe słyszą z list
## intent-dodge, intent-cycle, intent-halt i intent-pool frazy bez * i @ (pierwszą odczytują przy dopytaniu).
## Listy są tylko te, które ma każdy język (intent-<komenda>, intent-<komenda>-fill i wspólne): pomocniczych
## list się nie dodaje, bo każdy język musi mieć te same identyfikatory wiadomości.
## Wielkość liter i znaki diakrytyczne się nie liczą („zostało” = „zostalo”), a słowo kluczowe
## od sześciu liter wzwyż wybacza jedną literówkę. Czasu przeszłego nie dodajemy jako klucza:
## „rzuciłem Drętwotę” to opowieść, nie komenda; dlatego formy czasowników są wypisane, a nie rzuc*.
## Wypełniacze (intent-fill, intent-<nazwa>-fill) to tylko słowa, które nic nie dodają do komendy
## (partykuły, grzeczności, „teraz”, „xd”), nigdy słowa z rozmowy o fabule.

## Końcówki przypadków dodawane do imion i nazw zaklęć (Marek → Marka, Markowi; Drętwota → Drętwotę).
intent-endings =
    a, e, i, o, u, y, ę, ą, ie, em, om, ów, owi, owie, ami, ach, mi, ym, im, ej, ego, emu, iem, ią, ię, ia, iu, io
## Liczebniki od zera do dziesięciu; formy jednej liczby rozdziela |.
intent-numbers =
    zero|zera,
    jeden|jedna|jedno|jednego|jedną|jednej|jednemu|jednym,
    dwa|dwie|dwóch|dwoma|dwiema|dwu|dwom,
    trzy|trzech|trzema|trzem,
    cztery|czterech|czterema|czterem,
    pięć|pięciu|pięcioma,
    sześć|sześciu|sześcioma,
    siedem|siedmiu|siedmioma,
    osiem|ośmiu|ośmioma,
    dziewięć|dziewięciu|dziewięcioma,
    dziesięć|dziesięciu|dziesięcioma

## Wspólne listy.
intent-fill =
    proszę, prosze, plz, pls, plis, pliz, plizz, please, no, no to, ok, oki, okej, okey, okay, k, kk, dobra, no dobrze,
    dobra to, spoko, teraz, jeszcze, już, juz, hej, hejka, ej, eee, eh, hmm, hm, bot, bocie, botku, asystencie, mg,
    szybko, szybkie, szybka, szybki, szybciutko, to, a, więc, wiec, dzięki, dzieki, dziękuję, dziekuje, thx, btw, okk, dawaj, dawajcie, dajesz, jedziemy,
    lecimy, xd, xdd, xddd, xdddd, lol, lel, haha, hahaha, hehe, heh, hah, poproszę, poprosze, proszę o, prosze o,
    poprosiłbym o, no dobra, dobra dobra, dobrze więc, no więc, dobra więc, i po sprawie, po sprawie, i tyle, i już,
    siema, siemka, siemano, elo, hejo, hejka, cze, witam, okejka, okej to, ok to, ogólnie, generalnie, tak więc,
    zatem, w takim razie, go, gogo, lets go, let's go, yolo, to może, no to może, zaklęcie, zaklęciem, zaklęcia
intent-to =
    na, w, we, do, przeciw, przeciwko, celując w, w stronę, prosto w, prosto na, prosto do, wprost w, wprost na,
    w kierunku, ku, cel, celem, cel to, mój cel, moj cel, dla, prosto dla, w kierunku na
intent-versus = kontra, vs, versus, przeciw, przeciwko
intent-and = i, oraz, a, z, ze
intent-reason = za, na, bo, powód, z powodu, przez, ponieważ, gdyż
intent-pool-nouns =
    pz, pż, hp, pv, hapek*, pezet*, punkt* zdrowia, punkt* życia, punkt* magii, punkt* zaklęć, punkt* many, punkt,
    punkty, punktów, punktu, punktami, pkt, erg, ergi, ergów, ergu, ergami, ergach, ergiem, mana, many, manę, życia,
    pz-ty, pz-tów, pz-tami, pz-ki, pz-ków, pz-etów, hp-ki, hp-ków, pezety, pezetów, hapki, hapków

## Pytanie o pulę: „ile mam PZ?”.
intent-pool =
    /pula, /pz, /zdrowie, /punkty, ile ergów, ile mam ergów, ile mam energii,
    ile @pool-nouns, ile zdrowia, stan zdrowia, ile mi zostało, ile zostało, ile mam, ile jeszcze mam, ile ma,
    @pool-nouns ?, pz, hp, stan @pool-nouns, moje @pool-nouns, jakie mam @pool-nouns, mam jeszcze @pool-nouns,
    czy mam @pool-nouns, zostały mi @pool-nouns, zostało mi @pool-nouns, pokaż @pool-nouns, sprawdź @pool-nouns,
    podaj @pool-nouns, wyświetl @pool-nouns, wypisz @pool-nouns, jak tam @pool-nouns, jak z @pool-nouns,
    co z @pool-nouns, sprawdź pulę, pokaż pulę, moja pula, jaka pula, ile w puli
intent-pool-fill =
    mają, wszyscy, wszystkich, wszystkie, każdy, każdego, ilu, na ilu, jest, są, dużo, mało, sporo, wiele, trochę,
    leży, leżysz, leżę, żyje, żyjesz, żyję, stoi, stoisz, dycha, zipie, czy już, w ogóle, ogólnie,
    zdrowia, moimi, twoimi, nwm, nie wiem, coś, cos, tam, wynosi, wynoszą, mam, masz, ma, mamy, mi, ci, mu, jej, ich,
    im, u, dla, po, czy, jaki, jaka, jakie, jakieś, jakies, jakichś, chyba, zostało, zostalo, zostały, zostaje, zostanie, pozostało,
    jeszcze, teraz, aktualnie, obecnie, właściwie, ogóle, wogóle, wgl, moich, moje, mój, moja, twoje, twoich, jego,
    swoje, swoich, w, puli, pula, pulę, do, wydania, ile, stan, pokaż, pokaz, sprawdź, sprawdz, podaj, powiedz,
    napisz, przypomnij, daj znać, wolnych, posiadam, zanim zaczniemy, przed walką, przed pojedynkiem, po walce,
    po pojedynku, na start, na początek, na razie, w tej chwili, @pool-nouns, jak, tym, tej, tego, ten, ta, tym razem,
    po trafieniu, po ataku, po tym ataku, po tej rundzie, po tej turze, po rundzie, po turze, w sumie, łącznie,
    razem, dokładnie, konkretnie, aktualne, obecne, jeszcze raz, sprawdzisz, sprawdzić, zerknij, zerknąć

intent-cast =
    zgarnia, zgarnie,
    /rzuć, /czar, /zaklęcie, /atak,
    rzucam, rzuca, rzucamy, rzucają, rzucaj, rzucajcie, rzucać, rzucę, rzuci, rzucimy, rzucą, rzuć, rzućcie, rzućmy,
    rzucić, czaruję, czaruje, czarujemy, czaruj, używam, używa, używamy, używaj, użyję, użyje, użyjemy, użyj, użyjmy,
    użyć, wypowiadam, wypowiada, posyłam, posyła, poślij, poślę, wysyłam, wysyła, wyślij, ślę, śle, ciskam, ciska,
    ciśnij, cisnę, strzelam, strzela, strzel, strzelę, strzelamy, puszczam, puszcza, puść, puszczę, odpalam, odpala,
    odpal, odpalę, walę, wali, wal, walnę, walnij, przywalam, przywala, przywalę, przywal, jebnę, jebnij, uderzam,
    uderz, uderzę, atakuję, atakuje, atakujemy, atakują, atakuj, zaatakuję, zaatakuje, zaatakujemy, zaatakuj, celuję,
    celuje, celujemy, celuj, mierzę, mierzy, mierz, wymierzam, wymierza, wycelowuję, potraktuję, potraktuje,
    potraktuj, traktuję, traktuje, częstuję, częstuje, poczęstuję, poczęstuje, poczęstuj, funduję, funduje, zafunduję,
    zafunduje, zafunduj, serwuję, zaserwuję, zaserwuj, sprzedaję, sprzedam, castuję, castuje, castuj, kastuję,
    kastuje, kastuj, cast, testuję, testuje, testuj, przetestuję, przetestuje, przetestuj, próbuję, próbuje, spróbuję,
    spróbuje, spróbuj, stawiam, stawia, postaw, postawię, leci, poleci, idzie, wjeżdża, łap, łapaj, trzymaj,
    ruch, czar, czarem, czarka, spell, spella, spellem, atak, mój atak, mój ruch, moja kolej, moja tura,
    moja kolejka, kolej na mnie, ruch na mnie, jadę z, jedzie z, lecę z, leci z, wjeżdżam, wjeżdżam z, idę z,
    dostaje ode mnie, dostajesz ode mnie, dostaniesz ode mnie, łap ode mnie, masz ode mnie, ode mnie leci,
    zaatakować, atakować, celować, wycelować, strzelić, posłać, wysłać, cisnąć, walnąć, przywalić, odpalić,
    miotam, miota, ciskam w, pruję, pruje, zasadzam, zasadzę, sadzę, sprzedaję mu, daję, dam, daj,
    wyczarowuję, wyczarowuje, wyczarowujemy, wyczaruj, wyczaruję, wyczaruje, przywołuję, przywołuje, przywołaj,
    wypowiem, wypowiedz, rzucasz, rzucacie, namierzam, namierza, trafiam, trafia, trafię, traf,
    dostaje, dostanie, obrywa, oberwie, zarobi
intent-cast-fill =
    tę, tą,
    @cast, zaklęcie, zaklęciem, zaklęcia, czar, czarem, różdżką, różczką, szybko, prosto, znowu, znów, jeszcze raz,
    raz, ponownie, od razu, natychmiast, z całej siły, mocno, ja, ty, mój, moim, moją, swoim, swoje, swoją, ona, on,
    go, ją, mu, jej, w niego, w nią, ciebie, cię, tobie, sobie, chcę, chce, chcemy, chciałbym, chcialbym, chciałabym,
    będę, bede, i, a potem, potem, najpierw, wyciągam różdżkę, wyciąga różdżkę, wyciągnij różdżkę, unoszę różdżkę,
    unosi różdżkę, macham różdżką, macha różdżką, machnięciem różdżki, machając różdżką, celując różdżką,
    krzyczę, krzyczy, krzycząc, wykrzykuję, wykrzykuje, wołam, woła, wrzeszczę, wrzeszczy, szepczę, szepcze,
    mówiąc, ode mnie, mu, ci, jej, prosto, w twarz, dla, z, ze, zaklęcie, tym razem, za, za mnie, w imieniu, niech,
    niechaj, ruch, moja odpowiedź, w odpowiedzi, w rewanżu, na rewanż, rewanż

## Obrona zaklęciem: „bronię się Protego”.
intent-defend =
    /obrona, /broń, /tarcza,
    bronię się, bronie sie, broni się, się bronię, się broni, bronimy się, broń się, obroń się, obronię się,
    obroni się, obrona, obronę, osłaniam się, osłania się, osłoń się, zasłaniam się, zasłania się, zasłoń się, tarcza,
    tarczę, tarczą, stawiam tarczę, stawia tarczę, chowam się za tarcz*, chowa się za tarcz*, blokuję, blokuje,
    blokuj, zablokuję, zablokuj, kontruję, kontruje, blok, bloknę, blokada, blokadę, block, shield, osłona,
    osłonę, osłoną, bariera, barierę, barierą, chronię się, chroni się, chroń się, ochraniam się, odbijam,
    odbija, odbij, odbiję, odbić, paruję, paruje, sparuj, sparuję, zasłonić się, osłonić się, obronić się,
    bronić się, zablokować, podnoszę tarczę, podnosi tarczę, unoszę tarczę, wyczarowuję tarczę
intent-defend-fill =
    się, sie, zaklęciem, zaklęcie, tarczą, tarcze, tarczę, przed, tym, tego, tę, ten, to, ta, tą, tej, na, przeciw,
    od, atakiem, atak, zaklęcia, używam, rzucam, stawiam, stawia, postaw, robię, wybieram, za pomocą, pomocą,
    magiczną, szybko, chcę, chce, próbuję, probuje, spróbuję, ja, swoją, moją, różdżką, blokuję, blokuje,
    bronię się, broni się, osłaniam się, zasłaniam się, tarcza, tarczy, magiczna, magicznej, ochronną, ochronna,
    ochronnej, szybką, szybka, szybkie, z, ze, zaklęciem tarczy, i, odbijam, odbija

## Unik: „robię unik”.
intent-dodge =
    /unik, unik,
    unik*, uskok*, odskok*, uchyl* się, uchylam się, schylam się, uskakuj*, odskakuj*, odskocz*, uskocz*, robię unik,
    robi unik, padam na ziemię, rzucam się na ziemię, rzucam się w bok, turlam się, uciekam w bok, ucieka w bok,
    schodzę z linii, dodge*, dodg*, dodż*, kucam, kuca, kucnę, kucnij, przykucam, przykuca, nurkuję, nurkuje,
    skaczę w bok, skacze w bok, odsuwam się, odsuwa się, usuwam się z drogi, schodzę z drogi, schodzi z drogi,
    robię przewrót, robi przewrót, przeturlam się, pochylam się, pochyla się, wykręcam się, zwód,
    się uchyl*, się uchyla, się schyl*, się odsu*, się usu*, się pochyl*
intent-dodge-fill =
    robię, robi, zrobię, zrobi, zrobić, zrobic, robić, wykonuję, wykonuje, szybki, szybko, błyskawicznie, zwinnie,
    zwinny, od razu, przed, tym, tego, tą, ta, tę, te, ten, tej, to, zaklęciem, zaklęcia, zaklęcie, czarem, atakiem,
    atak, ataku, się, sie, w bok, bok, na bok, w lewo, w prawo, lewo, prawo, do tyłu, w tył, na, ziemię, !, padam,
    próbuję, probuje, spróbuję, spróbuje, spróbuj, chcę, chce, ja, unik, uniku, unikiem, i, ziemi, podłogę,
    zaklęcia, ciosu, klasyczny, klasyczny unik, zwykły, zwykły unik, z, ze, muszę, musi, trzeba, lepiej, chyba

intent-recover =
    /podnieś,
    podnosz* różdżk*, podnosz* różczk*, podnieś* różdżk*, podnieś* różczk*, podnosi różdżk*, podniesie różdżk*,
    podniosę różdżk*, podniosę różczk*, zbieram różdżk*, zbieram różczk*, zbiera różdżk*, zbierz różdżk*,
    zbiorę różdżk*, zbiorę różczk*, odzyskuj* różdżk*, odzyskaj różdżk*, odzyskam różdżk*, odzyskać różdżk*,
    biorę różdżk*, biorę różczk*, bierze różdżk*, weź różdżk*, wezmę różdżk*, łapię różdżk*, łapię różczk*,
    łapie różdżk*, złapię różdżk*, złapię różczk*, chwytam różdżk*, chwyta różdżk*, chwyć różdżk*, sięgam po różdżk*,
    sięga po różdżk*, sięgnij po różdżk*, schylam się po różdżk*, schyla się po różdżk*, przywołuję różdżk*,
    przywołaj różdżk*, przyciągam różdżk*, accio różdżk*, idę po różdżk*, lecę po różdżk*, biegnę po różdżk*,
    skaczę po różdżk*, rzucam się po różdżk*, wracam po różdżk*
intent-recover-fill =
    swoją, swoja, moją, moja, własną, wlasna, z, ze, ziemi, podłogi, podlogi, posadzki, trawy, piasku, spod nóg, po,
    z powrotem, powrotem, wracam, szybko, od razu, natychmiast, schylam się, się, sie, i, chcę, chce, próbuję,
    probuje, spróbuję

## Zabranie różdżki przeciwnika: „zabieram różdżkę Draco”.
intent-foe = przeciwnik*, przeciwniczk*, wróg, wroga, wrogiem, wrogą, rywal*
intent-grab =
    /zabierz,
    zabier* różdżk*, zabiorę różdżk*, zabrać różdżk*, kradnę różdżk*, kradnie różdżk*, ukradnę różdżk*,
    ukradnij różdżk*, przechwytuj* różdżk*, przechwyć różdżk*, przechwycę różdżk*, zgarniam różdżk*, zgarnia różdżk*,
    zgarnij różdżk*, przejmuję różdżk*, przejmuje różdżk*, przejmij różdżk*, podnosz* różdżk* @foe,
    podnosi różdżk* @foe, podnieś różdżk* @foe, biorę różdżk* @foe, bierze różdżk* @foe, weź różdżk* @foe,
    łapię różdżk* @foe, łapie różdżk* @foe, chwytam różdżk* @foe, chwyta różdżk* @foe, podnosz* jego różdżk*,
    podnosz* jej różdżk*, podnosz* @foe różdżk*, podnieś jego różdżk*, podnieś jej różdżk*, podnieś @foe różdżk*,
    biorę jego różdżk*, biorę jej różdżk*, biorę @foe różdżk*, bierze jego różdżk*, bierze jej różdżk*,
    bierze @foe różdżk*, weź jego różdżk*, weź jej różdżk*, weź @foe różdżk*, łapię jego różdżk*, łapię jej różdżk*,
    łapię @foe różdżk*, chwytam jego różdżk*, chwytam jej różdżk*, chwytam @foe różdżk*, zbieram jego różdżk*,
    zbieram jej różdżk*, zbieram @foe różdżk*
intent-grab-fill =
    jego, jej, mu, @foe, z, ze, ziemi, podłogi, i, wygrywam, wygrywa, szybko, od razu, chcę, chce, próbuję, probuje,
    spróbuję

## Rozpoczęcie pojedynku: „pojedynek: Marek kontra Draco”.
intent-duel =
    /pojedynek, /walka,
    pojedyn*, pojedynek, pojedynku, duel*, walka, walkę, walczą, walczy, walczę, walczyć, zawalczyć, powalczyć, walczymy, walczmy, starcie, sparing*,
    wyzwanie, wyzywam, bijemy się, bijmy się, @versus, wyzywa, wyzywasz, wyzywamy, wyzwij, wyzwijcie, wyzwać,
    wyzwę mu, zawalczmy, powalczmy, zawalczę, powalczę, zawalcz, stawaj, stawajcie, staję do walki, stań do walki,
    stańmy do walki, 1v1, 1vs1, 1na1, 2v2, 2vs2, 2na2, ustawk*, solówk*, starcia, bitwa, bitwę, pvp
intent-duel-fill =
    zaczynamy, zaczyna, zacznij, zacznijmy, zaczynajmy, rozpocznij, rozpocznijmy, rozpoczynamy, rozpoczyna, start,
    startuj, startujemy, startujmy, odpal, odpalamy, odpalaj, stwórz, utwórz, załóż, ustaw, otwórz, otwieramy, robimy,
    zróbmy, zrób, nowy, nowa, nowe, między, miedzy, pomiędzy, staje, stają, do, czas, czas na, pora na, na, chcę,
    chce, chcemy, chciałbym, chcialbym, chciałabym, się, sie, z, ze, mną, cię, ciebie, was, wyzywam, wyzywamy, rzucam,
    chodź, chodźmy, gramy, zagrajmy, zagramy, pojedynkować, stoczyć, stoczmy, szybki,
    mały, krótki, towarzyski, treningowy, dla, stawaj, stawajcie, stań, stańcie, staję, wyzywa, wyzwij, wyzwanie,
    pojedynek, pojedynku, pojedynek, walka, walki, walkę, walce, o, honor, o honor, na śmierć i życie, mi, ci, tobie,
    wam, mu, jej, im, proponuję, proponuje, zapraszam, zaproś, wyzwać, teraz, od razu, 1v1, 2v2

## Inicjatywa: „rzut na inicjatywę”.
intent-init =
    /inicjatywa, /ini,
    inicjatyw*, inicjatywa, inicjatywę, inicjatywy, ini, rzut* na inicjatyw*, rzut* na ini, losuj* kolejność,
    wylosuj kolejność, losuj* kolejkę, wylosuj kolejkę, losowanie kolejności, ustal kolejność, ustalmy kolejność,
    ustalamy kolejność, kto zaczyna pojedynek, losuj* kto zaczyna, wylosuj* kto zaczyna, rzuć* kto zaczyna,
    rzucamy kto zaczyna, ustal* kolejk*, ustalcie kolejność, rzuć* na inicjatyw*, rzucamy na inicjatyw*,
    turla* na inicjatyw*
intent-init-fill =
    rzut, rzuty, rzuć, rzućcie, rzućmy, rzucamy, rzucimy, rzucam, rzucę, rzuca, turlamy, na, teraz, kolejność,
    kolejności, pojedynek, pojedynku, walki, ruchów, w, nr, numer, dla, losujemy, losujmy, losuj, wylosuj, losowanie,
    losuję, losuje, losujcie, wylosuję, wylosujmy, wylosujcie, turlajcie, turlajmy, turlam, turlaj, rzucajmy,
    rzućcie wszyscy, rzucić, rzucać, robimy, zróbmy, zrób, zrobić, odpalam, odpal, teraz, nowa, nową,
    ustal, ustalmy, kto zaczyna, kto pierwszy, wszyscy, roll, rollujemy, za wszystkich, za, za nich, rzucają, rzucajcie, obu, obydwu, obojga, wszystkich, każdego,
    nas, graczy, i, najpierw, na początek, na start, zaczynamy, od, czas, pora, inicjatyw*, ini, nam, wam, im, obydwóch,
    obu naszych, kto zaczyna, kto pierwszy

## Koniec pojedynku: „koniec pojedynku”.
intent-end =
    /koniec,
    koniec pojedyn*, koniec walk*, koniec duel*, kończymy pojedyn*, kończymy walk*, kończymy duel*, kończę pojedyn*,
    kończę walk*, kończę duel*, kończy pojedyn*, kończy walk*, kończy duel*, kończ pojedyn*, kończ walk*, kończ duel*,
    kończyć pojedyn*, kończyć walk*, kończyć duel*, zakończ* pojedyn*, zakończ* walk*, zakończ* duel*,
    pojedyn* zakończony, walk* zakończony, duel* zakończony, pojedyn* zakończona, walk* zakończona, duel* zakończona,
    pojedyn* zakończone, walk* zakończone, duel* zakończone, pojedyn* skończony, walk* skończony, duel* skończony,
    pojedyn* skończona, walk* skończona, duel* skończona, skończ pojedyn*, skończ walk*, skończ duel*,
    skończmy pojedyn*, skończmy walk*, skończmy duel*, przerwij* pojedyn*, przerwij* walk*, przerwij* duel*,
    przerywam pojedyn*, przerywam walk*, przerywam duel*, przerywamy pojedyn*, przerywamy walk*, przerywamy duel*,
    przerwać pojedyn*, przerwać walk*, przerwać duel*, stop pojedyn*, stop walk*, stop duel*, zamykam pojedyn*,
    zamykam walk*, zamykam duel*, zamykamy pojedyn*, zamykamy walk*, zamykamy duel*, zamknij pojedyn*, zamknij walk*,
    zamknij duel*, zamknijmy pojedyn*, zamknijmy walk*, zamknijmy duel*, zamknę pojedyn*, zamknę walk*, zamknę duel*,
    zamknąć pojedyn*, zamknąć walk*, zamknąć duel*, pojedyn* zamknięty, walk* zamknięta, duel* zamknięty,
    pojedyn* przerwany, walk* przerwana, duel* przerwany
intent-end-fill =
    ten, tego, tę, tą, ta, tej, to, nr, numer, teraz, na dziś, dziś, dzisiaj, na dzisiaj, na razie, na, tym, tu,
    tutaj, już, juz, rozchodzimy się, rozchodzimy, się, gg, dzięki za grę, to tyle, tyle, wystarczy, starczy, czas,
    pora, ludzie, wszyscy, przerywamy, przerywam, kończymy, kończę, zamykamy, zamykam

## Cofnięcie: „cofnij”.
intent-undo =
    /cofnij, /cofnąć,
    cofnij, cofnij*, cofam, cofamy, cofnę, cofać, cofnąć, cofka, odkręć, odkręcam, odkręcamy, odkręcić, odwołaj,
    odwołuję, anuluj, anuluję, anulujemy, anulujmy, anulować, wycofaj, wycofuję, wycofajmy, ctrl z, undo,
    cofnij się, usuń ostatni*, usuń to, usuń poprzedni*, skasuj, skasuję, skasujmy, wymaż, wymażmy,
    wykasuj, odkręćmy, cofnięcie
intent-undo-fill =
    to, tamto, ten, tę, ta, tego, tamten, tamtą, ruch, ostatni, ostatnie, ostatnią, ostatnia, ostatniego, ostatnio,
    poprzedni, poprzednie, poprzednią, poprzedniego, akcję, akcje, rzut, komendę, komendy, polecenie, wpis, zmianę,
    atak, czar, zaklęcie, turę, krok, mój, moj, moją, moje, jednak, proszę, co, przed chwilą, chwilę temu, właśnie,
    wlasnie, wpisałem, wpisałam, napisałem, napisałam, zrobiłem, zrobiłam, wysłałem, wysłałam, sorki, sorka, sorry,
    sory, sry, przepraszam, pomyłka, pomylka, przez pomyłkę, błąd, mój błąd, źle, zle, nie tak, bo, się, sie,
    pomyliłem, pomyliłam, pomylił, pomyliła, pomyliłem się, pomyliłam się, literówka, wpisał, wpisała, dałem,
    dałam, kliknąłem, kliknęłam, wysłał, wysłała, zrobił, zrobiła, wpis, wiadomość, pomyłkowo, niechcący,
    przypadkiem, omyłkowo, głupio, wszystko, jeden, krok wstecz, wstecz

## Nowy cykl: „nowy cykl”.
intent-cycle =
    /cykl,
    cykl*, nowy cykl, następny cykl, kolejny cykl, zaczynamy cykl, nowa doba, następna doba, kolejna doba, odnów pule,
    odnawiamy pule, odnowienie pul, resetuj pule, zresetuj pule, reset pul
intent-cycle-fill =
    zaczynamy, zaczyna, zacznij, zacznijmy, się, start, rozpoczynamy, rozpocznij, od, nowa, nowy, nowego, nowej,
    następny, następnego, następna, kolejny, kolejnego, kolejna, wszystkim, wszystkie, pule, i

## Dodanie punktów (MG): „daj Markowi 2 ergi za eliksir”.
intent-gain =
    /dodaj, /daj,
    daj, dajcie, dam, daję, dodaj, dodaję, dodajemy, dodam, dorzuć, dorzuc, dorzucam, dorzucę, przyznaj, przyznaję,
    przyznajemy, dostaje, dostajesz, dostajecie, otrzymuje, otrzymujesz, zyskuje, zyskujesz, odzyskuje, odzyskujesz,
    oddaj, oddaję, zwróć, zwracam, uzupełnij, uzupełniam, doładuj, doładowuję, ulecz, leczę, nagradzam, nagródź,
    zwiększ, zwiększam, plus, bonus, premia
intent-gain-fill =
    dla, mu, jej, im, ci, wam, o, @pool-nouns, zdrowia, jeszcze, extra, ekstra, dodatkowo, dodatkowe, dodatkowych,
    więcej, w nagrodę, jako nagrodę, nagrody, ręcznie

## Wydanie punktów: „wydaję 1 erg na eliksir”.
intent-spend =
    /wydaj,
    wydaj*, wydam, wydać, zabierz, zabieram, zabiera, odejmij, odejmuję, odbierz, odbieram, tracę, tracisz, traci,
    tracimy, płacę, płacisz, płaci, zapłać, zapłacę, zużywam, zużywa, zużywasz, zużyj, zużyję, spalam, poświęcam,
    odlicz, odliczam, zmniejsz, zmniejszam, obniż, odpisz, odpisuję, minus
intent-spend-fill = mu, jej, im, ci, sobie, od, z, ze, puli, o, razem, łącznie, ręcznie, @pool-nouns, zdrowia

## Odpoczynek: „odpoczywam 8 godzin”. Samo „idę spać” to zwykle pożegnanie na czacie,
## więc „spać” potrzebuje czasu trwania („idę spać na 8h”); „śpię”, „odpoczywam” wystarczą same.
intent-rest =
    /odpoczynek, /odpocznij, /sen,
    odpoczyn*, odpoczywam, odpoczywa, odpoczywasz, odpoczywamy, odpoczywają, odpocznę, odpocznie, odpoczniesz,
    odpoczniemy, odpocznij, odpocznijmy, odpocząć, regeneruję się, regeneruje się, regenerujemy się, regeneracja,
    drzemk* godzin*, drzemk* h, sen, popas, śpię, śpi, śpimy, spać godzin*, spać godz, spać h, spać przez
intent-rest-fill =
    godzin*, godzink*, godz, h, przez, całą, cała, noc, się, sie, teraz, na, idę, ide, idzie, idziemy, idźmy, chodźmy,
    spać, chcę, chce, chcemy, sobie, trochę, troche, chwilę, krótki, krótka, krótko, pełny, pełen, do, rana, kładę,
    kładzie, robię, robimy, robi, mały, mała, po walce, po pojedynku, przerwa, przerwę, przerwy, by, żeby, aby,
    odzyskać, zregenerować, @pool-nouns

## Stan pojedynku: „jak wygląda pojedynek?”.
intent-status =
    /stan, stan,
    stan pojedyn*, stan walk*, stan duel*, status, jak wygląda pojedyn*, jak wygląda walk*, jak wygląda duel*,
    jak stoi pojedyn*, jak stoi walk*, jak stoi duel*, jak idzie pojedyn*, jak idzie walk*, jak idzie duel*,
    jak tam pojedyn*, jak tam walk*, jak tam duel*, co z pojedynkiem, co z walką, co z duelem, jak sytuacja,
    jaka sytuacja, jaka jest sytuacja, co się dzieje w pojedynku, co słychać w pojedynku, czyj ruch, czyja kolej, czyja kolejka, czyja tura, kto teraz,
    kto ma ruch, kto rzuca, kto teraz rzuca, kto atakuje, kto teraz atakuje, kto czaruje, czyja runda,
    na kogo czekamy, czyja jest kolej, czyj jest ruch, czyj teraz ruch, kto się rusza, kto rusza, kto następny, na kogo kolej, na czyj ruch, kto po kim, jaka kolejność,
    jaka jest kolejność, która tura, która runda, jaka kolejka, pokaż kolejkę, stan gry, stan rozgrywki, podsumowanie,
    podsumuj
intent-status-fill =
    jaki, jaka, jakie, jest, teraz, pojedynku, pojedynek, gry, walki, walka, walkę, nr, numer, a, ?, w, na, tym, tej,
    polu, pole, polu walki, arenie, arena, placu, sytuacja, sytuację, sytuacji, ogólnie,
    tu, tutaj, ma, ruch, kolej, tura, turę, sytuacja, rusza, ruszają, się, sie, czekamy, czekam, czekacie, kolejność,
    aktualny, aktualnie, obecnie, właściwie, ogóle, wogóle, wgl, przypomnij, powiedz, pokaż, daj, mi

## Pomoc: „jakie są komendy?”.
intent-help =
    /pomoc, /komendy,
    pomoc, pomocy, pomóż, co umiesz, co potrafisz, co możesz, jakie są komendy, jakie komendy, jakie polecenia,
    lista komend, list* komend, list* polece*, polecenia, komendy, instrukcja, instrukcję, instrukcji, jak to działa,
    jak działasz, jak grać, jak cię używać, jak tego używać, jak się tego używa, jak z tobą gadać,
    jak się z tobą gada, jak z tobą rozmawiać, jak się z tobą rozmawia, co mogę napisać, co można napisać,
    co mam wpisać, help, halp, jak się gra, jak się w to gra, jak zagrać, jak się tu gra, jak zacząć, co potrafi, co umie, co robi bot, co robisz, do czego służysz, do czego służy bot,
    jak działa bot, jak korzystać, jak się korzysta, jak z ciebie korzystać, jak z tego korzystać, jak używać,
    jak się używa, co mogę zrobić, co mogę robić, co można robić, co tu można, jakie masz komendy,
    jakie są polecenia, dostępne komendy, spis komend, poradnik, tutorial, manual, komendy bota,
    co można wpisywać, co można wpisać, co mogę wpisać, co mogę wpisywać, co się wpisuje, co mam pisać,
    jak działa, jak działają, jak działają zasady, jak się rzuca, jak się czaruje, jak się broni, jak się robi,
    jak się wpisuje, jak się pisze, wytłumacz, wytłumacz mi, wyjaśnij, wyjaśnij mi
intent-help-fill =
    są, sa, jakie, ty, tobą, toba, ciebie, potrafisz, umiesz, możesz, masz, ?, mi, nam, pokaż, daj, podaj, wypisz,
    wyświetl, napisz, bot, bota, robić, lista, listę, listy, liste, komend, komendy, poleceń, polecenia, dostępne,
    wszystkie, ogóle, wgl, wogóle, tak, właściwie, potrzebuję, o, co, jak, tu, tutaj, można, się, sie, ten, ta,
    tego, tym, z, ze, botem, botowi, nie wiem, nwm, nie rozumiem, nie ogarniam, ogarnąć, grać, gra, grę, w, mogę,
    powiedz, wytłumacz, wyjaśnij, objaśnij, naprawdę, serio, ludzie, pomóżcie, jestem nowy, jestem nowa,
    pierwszy raz, nowy, nowa, działa, działasz, robi, tobie, pomocy, pomoc, pomóż, pomóżcie, help, halp, sos,
    wpisywać, wpisać, pisać, rzuca, rzucać, rzucić, czaruje, czarować, używa, używać, broni, bronić,
    zaklęcia, zaklęcie, zaklęć, obrona, obronę, obrony, unik, uniki, tarcza, tarcze, tarczę, pojedynek, pojedynki,
    inicjatywa, inicjatywę, kolejność, kolejka, rzut, rzuty, rzutów, kości, odpoczynek, odpoczynku, pz, punkty,
    zasady, zasad, reguły, regułach, walka, walki, tura, tury, runda, rundy, kogoś, na kogoś, przeciwnika, innych

## Rzut kośćmi: „rzuć 2k6”.
intent-roll =
    /rzut, /kości, /kostka,
    rzucam, rzuca, rzucamy, rzucają, rzucaj, rzucajcie, rzucać, rzucę, rzuci, rzucimy, rzucą, rzuć, rzućcie, rzućmy,
    rzucić, rzut, rzuty, przerzut, przerzucam, przerzuć, turlaj, turlam, turlamy, turla, poturlaj, roll, rollnij,
    losuj, wylosuj, kostka, kostką, kostki, kośćmi, koscmi, kości, kość, turlnij, turlnę, turlnijmy, turlnijcie,
    zaturlaj, zaturlam, poturlam, poturlajmy, rollnę, rolluj, rolluję
intent-roll-fill =
    kością, koscia, kośćmi, kości, kostką, kostkami, kostki, mi, nam, sobie, na, dla, za, jeszcze raz, raz, ponownie,
    znowu, szczęście, testowo, próbę, sześcienną, sześcienna, sześcienne, sześciennymi, sześciennych,
    sześciościenną, sześciościenne, sześciościennymi, zwykłą, zwykłymi, zwykłe, normalną, normalnymi

## Ja sam: „ja i Ron kontra Draco” — postać mówiącego.
intent-me = ja, mnie, mi, mną, sam, sama
## Cała noc odpoczynku: osiem godzin.
intent-night =
    noc, nockę, rana, całą noc, na noc, przez noc, przez całą noc, na całą noc, całą nockę, do rana, do świtu
## Bez obrony: „nie bronię się”.
intent-nodefence =
    nie bronię się, nie bronie sie, nie broni się, się nie bronię, się nie broni, nie bronimy się,
    nie będę się bronić, rezygnuję z obrony, bez obrony, bez tarczy, bez uniku, brak obrony, żadnej obrony,
    zero obrony, nic nie robię, nie robię nic, nie robię uniku, nie unikam, przyjmuję, przyjmuje, biorę na klatę,
    olewam obronę, olewam unik, pomijam obronę, bez defa, bez bronienia, nie bronię, nie stawiam tarczy,
    nie zasłaniam się, obrywam, przyjmuję cios, przyjmuję zaklęcie, przyjmuję trafienie,
    na klatę, odpuszczam obronę, stoję w miejscu
intent-nodefence-fill =
    się, sie, to, ten, tę, tego, na, klatę, klate, cios, atak, zaklęcie, nic, po prostu, spokojnie, biorę, biore,
    bierze, przyjmuję, przyjmuje, robię, robie, ja, trudno, cóż, no cóż, ech, niech, i, nie bronię się,
    nie broni się, się nie bronię, się nie broni, nic nie robię, nie robię nic, bez obrony, brak obrony,
    żadnej obrony, na klatę, po prostu stoję, stoję, stoi, czekam, czeka, obrony, uniku, tarczy, żadnej,
    nie unikam, nie robię uniku, nie stawiam tarczy, olewam, nie chce mi się, nie chcę, nie, wcale, w ogóle,
    wogóle, wgl, nawet, tym razem, tej tury, w tej turze, w tej rundzie, trafienie, obrywam

## Punkty dopłacone do zaklęcia: „+3”, „2 punkty dodatkowo”.
intent-extra = dodatkowo, dodatkowe, dodatkowych, ekstra, extra, więcej, wiecej, w górę, bonusowo
intent-extra-lead = za, z, ze
## Godzina bez liczby: „odpoczywam godzinę”.
intent-hour = godzinę, godzinke, godzinkę, godzina, godziny, godzin, godz, h
## Końcówki czasu przeszłego: opowieść, nie komenda (rzucił, rzuciła, zrobili).
intent-past = ł, ła, ło, li, ły, łem, łam, łeś, łaś, liśmy, łyśmy, liście, łyście

## Słowa zaczynające komentarz po komendzie: „unik, bo nie mam tarczy”.
intent-comment = bo, ponieważ, poniewaz, bo to, że, ze, żeby, zeby, niech
## Przed atakiem, na który odpowiada obrona: „unik przed Drętwotą”.
intent-from = przed, od, na, przeciw, przeciwko, wobec
## Kostki mówione słowami: „rzuć kostką”, „dwie kostki”.
intent-die = kostka, kostką, kostke, kostkę, kostki, kostek, kostkami, kość, kości, kością, kośćmi, kostce
## Kostki nazwane po liczbie ścian: „rzuć dwudziestościanem”.
intent-die-4 = czworościan*, kost* czworościenn*, koś* czworościenn*
intent-die-6 = sześcian*, kost* sześcienn*, koś* sześcienn*
intent-die-8 = ośmiościan*, kost* ośmiościenn*, koś* ośmiościenn*
intent-die-10 = dziesięciościan*, kost* dziesięciościenn*, koś* dziesięciościenn*
intent-die-12 = dwunastościan*, kost* dwunastościenn*, koś* dwunastościenn*
intent-die-20 = dwudziestościan*, kost* dwudziestościenn*, koś* dwudziestościenn*
intent-die-100 = stuścian*, kost* stuścienn*, koś* stuścienn*
## Słowa czasu złożonego: brak w polskim (czas przeszły rozpoznają końcówki).
intent-aux = było
## „Za”: w czyim imieniu działa MG — „za Rona: Drętwota na Olę”.
intent-for = za, jako, od

## Komendy, które mają tylko nazwy po ukośniku: /postać Harry.
intent-start = /start, /zacznij
intent-char = /postać, /karta, /kuferek
intent-lang = /język
intent-rules = /zasady
intent-odds = /szanse, jakie mam szanse, jakie szanse, jaka szansa, jakie są szanse, ile mam szans, ile szans, szansa, szanse, szansę, szans, prawdopodobieństwo, jakie prawdopodobieństwo, ile procent, na ile procent
intent-macro = /makro, /makra
## Przerwanie starcia głosem (/bout stop): „stójcie!”; napisane na czacie to zwykła rozmowa.
intent-halt = stać, stójcie, stop

## Pytanie o szanse, nauka, przysługa, różdżki, starcia, perły, stany MG, ujemne poziomy, nowy dzień.
intent-odds-fill = mam, ma, są, jest, na, z, ze, że, przejdzie, wejdzie, trafi, trafię, się, uda, powiedz, policz, jakie, jaka, ile, moje, moja, mój, jego, jej, dla, przy, czy, w, to, żeby, zeby, rzucenie, rzucić, trafienie, trafienia, sukces, sukcesu, powodzenia, powodzenie
intent-teach = /naucz, uczy, uczę, uczymy, uczyć, naucz, nauczę, nauczy, nauczymy, nauczyć, szkoli, szkolę, szkolić
intent-teach-fill = zaklęcia, zaklęcie, zaklęciem, nowego, nowe, mnie, go, ją, teraz
intent-service = /przysługa, wyświadcza przysługę, wyświadczam przysługę, wyświadczę przysługę, wyświadczy przysługę, robi przysługę, robię przysługę, zrobię przysługę, przysługa, przysługę
intent-service-fill = dla, teraz, małą, jedną, swoją
intent-wand = /różdżka, jaka różdżka, jaką mam różdżkę, co z różdżką, stan różdżki
intent-wand-fill = mam, ma, moja, moją, jego, jej, teraz, z, u, pokaż, sprawdź
intent-wand-give = oddaję różdżkę, oddaje różdżkę, oddam różdżkę, oddaj różdżkę, przekazuję różdżkę, przekazuje różdżkę, przekażę różdżkę, daję różdżkę, daje różdżkę
intent-wand-give-fill = swoją, moją, jego, jej, teraz
intent-wand-new = nowa różdżka, nową różdżkę, dostaję różdżkę, dostaje różdżkę, dostanie różdżkę, kupuję różdżkę, kupuje różdżkę
intent-wand-new-fill = nową, nowa, sobie, teraz, ma, mam, dostaje, dostaję, dostanie, kupuję, kupuje
intent-bout = /runda, /starcie, start rundy, start starcia, zaczynamy rundę, zaczynamy starcie, zaczynamy walkę, początek rundy, początek starcia
intent-bout-fill = pierwszej, pierwszą, kolejną, następną, teraz
intent-pearl = /perła, perła mocy, perłę mocy, perłą mocy, perły mocy, perła, perłę, perłą
intent-pearl-fill = używam, użyję, używa, użyje, użyj, poziomu, stopnia, kręgu, swoją, moją, jedną, teraz, z, ze
intent-fatigue = /zmęczenie, jest zmęczony, jest zmęczona, zmęczenie, zmęczony, zmęczona, dostaje zmęczenie
intent-fatigue-fill = teraz, już, od teraz
intent-exhaust = jest wyczerpany, jest wyczerpana, wyczerpanie, wyczerpany, wyczerpana, dostaje wyczerpanie
intent-exhaust-fill = teraz, już, od teraz, całkiem
intent-drain = /wyssanie, ujemny poziom, ujemne poziomy, ujemnych poziomów, negatywny poziom, negatywne poziomy, traci poziom, wyssanie poziomu
intent-drain-fill = dostaje, otrzymuje, jeden, teraz
intent-day = /dzień, nowy dzień, kolejny dzień, następny dzień
intent-day-fill = zaczyna się, mamy, i
## Czasowniki, po których nazwany jest trafiony, nie rzucający: „Draco dostaje Drętwotę”.
intent-struck = dostaje, dostanie, obrywa, oberwie, zgarnia, zgarnie
## Po czym pytanie o pulę: „ile mam PZ po tej Drętwocie?”.
intent-after = po
intent-chart = /wykres
intent-claim = /zaproszenie
intent-config = /ustawienia
intent-defaults = /domyślne
intent-gm = /mg
intent-iam = /jestem
intent-metamagic = /metamagia
intent-order = /kolejność
intent-protocol = /protokół
intent-remind = /przypomnij
intent-restore = /przywróć
intent-topic = /wątek
## Słowa, z którymi linijka jest rozmową, nie poleceniem: pożegnanie („dobranoc, jutro dokończymy”)
## i inny czas niż teraz („następnym razem spróbuję Drętwoty”, „wczoraj rzuciłem Protego”).
intent-talk = dobranoc, dobrej nocy, do jutra, do zobaczenia, narka, nara, papa,
    następnym razem, zeszłym razem, poprzednim razem, wczoraj, przedwczoraj, jutro, pojutrze, kiedyś, onegdaj
