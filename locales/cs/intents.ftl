## Slova, kterými hráči zadávají příkazy běžnou řečí. Seznamy odděluje čárka.
## Fráze sedí, když její slova jdou v tomto pořadí (mezi nimi mohou stát jiná slova);
## slovo s * sedí s jakoukoli koncovkou; @seznam je kterákoli položka seznamu intent-seznam.
## Každý příkaz má jeden seznam pro všechny čtenáře: položka s lomítkem („/štít“) je název příkazu za lomítkem
## (/štít Protego), ostatní jsou fráze běžné řeči. Hlasové dveře slyší fráze bez * a @ ze seznamů intent-dodge,
## intent-cycle, intent-halt a intent-pool (první z nich přečtou, když se doptávají).
## Diakritika a velká písmena se neporovnávají (kolik mám = kolik mam); delší klíčové slovo snese jeden překlep.
## Minulý čas je vyprávění, ne příkaz: mezi klíčová slova nepatří (seslal, odpočíval, dostal).

## Pádové koncovky jmen a názvů kouzel (Marek → Marka, Markovi; magická střela → magickou střelu),
## i hovorové (mrazivej paprsek, hořícíma rukama, s bodama), i přivlastňovací (Dracovy body, Hermioniny body).
intent-endings = a, e, ě, i, í, o, u, ů, y, ý, ou, em, ovi, ech, ích, ým, ím, ého, ému, ům, ách, ami, ové, é,
    ej, ejm, ejch, ejma, ýma, íma, ama,
    ův, ova, ovo, ovy, ovu, ových, ovým, ovejch, in, ina, ino, iny, inu, iných, inejch
## Číslovky od nuly do deseti; tvary jednoho čísla odděluje |.
## „Hodinu“ je jedna hodina, „dvouhodinový“ dvě a „bod“ jeden bod: délka a počet bývají řečeny bez číslovky;
## řadová číslovka říká úroveň perly („perla první úrovně“).
intent-numbers = nula|nulu|nuly,
    jeden|jedna|jedno|jednu|jednoho|jednomu|jednom|jedním|bod|bodík|hodinu|hodinku|hoďku|hodinový|hodinovej|hodinovou|hodinové|první|prvního,
    dva|dvě|dvou|dvěma|dvouma|dvouhodinový|dvouhodinovej|dvouhodinovou|dvouhodinové|druhé|druhého,
    tři|tří|třem|třemi|třema|tříhodinový|tříhodinovej|tříhodinovou|tříhodinové|třetí|třetího,
    čtyři|čtyř|čtyřem|čtyřmi|čtyřma|čtyřhodinový|čtyřhodinovej|čtyřhodinovou|čtyřhodinové|čtvrté|čtvrtého,
    pět|pěti|pětihodinový|pětihodinovej|pětihodinovou|pětihodinové|páté|pátého,
    šest|šesti|šestihodinový|šestihodinovej|šestihodinovou|šestihodinové|šesté|šestého,
    sedm|sedmi|sedum|sedmihodinový|sedmihodinovej|sedmihodinovou|sedmihodinové|sedmé|sedmého,
    osm|osmi|osum|osmihodinový|osmihodinovej|osmihodinovou|osmihodinové|osmé|osmého,
    devět|devíti|devítihodinový|devítihodinovej|devítihodinovou|devítihodinové|deváté|devátého,
    deset|deseti|desetihodinový|desetihodinovej|desetihodinovou|desetihodinové

## Společné seznamy.
## Výplň: částice, zdvořilosti, „teď“, citoslovce a smajlíky psané slovy; nic, co by nesl příběh.
intent-fill = prosím, prosíím, prosííím, prosimtě, prosímvás, pls, plz, plis, pliz, prosbička,
    no, nu, tak, takže, teda, tedy, tak jo, jo, joo, jj, jojo, jop, ok, okej, oki, okay, oukej, dobře, dobrá,
    teď, teďka, teďkon, nyní, hned, honem, ještě, eště, ešte, už, prostě,
    hej, hele, heleď, ahoj, čau, čus, bote, bot, pj, gm, díky, dík, děkuju, děkuji, dekuju, thx, díkes,
    sorry, sorka, sry, pardon, xd, xdd, xddd, lol, lul, haha, hah, hehe, heh, hm, hmm, d, p,
    šak, přece, jako, jasně, nojo, no jo, vole, voe, kámo, brácho, bro, ogaři, kluci, lidi,
    a ještě, a eště, a teď, a teďka, a pak, a taky, a tak, šup, šupky, frr, bum, bam, prásk
## Před cílem (a k tomu word-to ze words.ftl: i ukazovací slova „na toho skřeta“ a „cíl: skřet“).
intent-to = na, do, proti, směrem na, směrem k, po, pro
intent-versus = proti, vs, versus, kontra
intent-and = a, i, s, se
intent-reason = za, na, z, ze, od, po, díky, diky, protože, protoze, ptž, pže, páč, poněvadž, kvůli, důvod, jelikož
intent-pool-nouns = bod* kouzel, bod* magie, bod* many, bod* na kouzlení, bod* na kouzla, bodík*,
    body, bodů, bod, bodu, bodem, bodama, bodami, bodech, bodům, bk, mp, sp,
    erg*, život*, magenergi*, many, mana, manu, hp, pz, pv

## Otázka na zásobu: „kolik mám bodů kouzel?“, „kolik mi eště zbejvá?“, „jak sem na tom s bodama?“.
intent-pool = /body, /zásoba,
    kolik ergů, kolik mám ergů, kolik mám energie,
    kolik @pool-nouns, kolik mi zbývá, kolik mi zbejvá, kolik zbývá, kolik zbejvá, kolik mi zbylo,
    kolik mi zůstává, kolik mi zůstalo, kolik mám, kolik máš, kolik máme, kolik ještě mám, kolik eště mám,
    @pool-nouns, moje @pool-nouns, mé @pool-nouns, mý @pool-nouns, @pool-nouns ?, nějak* @pool-nouns,
    stav @pool-nouns, ukaž @pool-nouns, ukaž mi @pool-nouns, ukažte @pool-nouns, zbývá mi, zbejvá mi,
    zobraz @pool-nouns, zkontroluj @pool-nouns,
    kontrola @pool-nouns, zásoba @pool-nouns, moje zásoba, zbytek @pool-nouns, zbývající @pool-nouns,
    zbejvající @pool-nouns, kolik má, kolik mají, kolik máte, kolik zbylo, kolik zůstalo, kolik zůstává,
    jak jsem na tom @pool-nouns, jak sem na tom @pool-nouns, jak na tom jsem @pool-nouns, jak na tom sem @pool-nouns,
    jak je na tom @pool-nouns, jak na tom je @pool-nouns, jak jsi na tom @pool-nouns, jak na tom jsi @pool-nouns,
    jak jsou na tom @pool-nouns, jak na tom jsou @pool-nouns, jak jste na tom @pool-nouns, jak jsme na tom @pool-nouns
intent-pool-fill = všichni, všech, každý, mají, mám, mam, má, máš, máme, mi, ti, mu, jí, ji, jim, nějaká, nějakou, zbývá, zbejvá, zbývaj, zbejvaj, zbývají,
    zbylo, zbyly, zbyl, zůstává, zůstalo, zůstaly, ještě, eště, teď, mých, mejch, moje, mé, mý, můj, jeho, její,
    v, zásobě, kolik, ukaž, stav, aktuálně, momentálně, teďka, jaký, jakej, jaké, jakou, jak, ty, ten, těch, tech, tejch,
    zbývající, zbejvající, zbylé, zbylý, zbylých, na, kouzla, kouzlení, svých, svejch, nějaký, nějaké, nějakej, nějakých, vůbec, celkem, s, se, něco,
    @pool-nouns

## Seslání kouzla: „sesílám magickou střelu na skřeta“, „pošlu na něj blesk“, „Lenka dává požehnání“.
## Klíčem nejsou slovesa, která se od názvu kouzla liší jen písmenem (překlep by spolkl kouzlo: kouzlí ~ kouli,
## uzdraví ~ uzdrav): čtenář odpouští delšímu klíči jeden překlep, ale nikdy ne do slova z názvu kouzla
## a nikdy ne do minulého času (seslat není seslal, zmrazím není zmrazil).
## Přání hráče v podmiňovacím způsobu je příkaz, ne vyprávění: „rád bych seslal zrychlení na Lenku“
## (samotné „já bych seslal…“ bývá rada druhému: „já bych na tvém místě seslal blesk“).
## Hráčský slang: „castnu fireball“, „kastím magic missile“, „nahodím si mágovu zbroj“.
intent-cast = /sešli, /kouzlo, /kouzli, sesíl*, seslat, sešlu, sešleš, sešle, sešleme, sešlete, sešlou, sešli, dostává, dostane, schytá, schytává, chytá, slízne, trefím, trefí, trefíme,
    kouzlím, kouzlíme, kouzlit, kouzlo, vykouzlím, vykouzlí, vykouzlíme, zakouzlím, vyčaruju, vyčaruje,
    čaruju, čaruji, čaruješ, čaruje, čarujeme, čaruj, čarovat,
    zaklínám, zaklíná, zaklínáme, zaklínej,
    pouštím, pouští, pouštíme, pustí, pustíme, pošlu, pošleš, pošle, pošleme, pošlete, pošlou, pošli, poslat,
    posílám, posíláš, posílá, posíláme, posílej,
    hodím, hodíš, hodí, hodíme, hodíte, hoď, hoďte, hodit, házím, hážu, házíš, hází, házíme, házej,
    nahodím, nahodí, nahodíme, nahoď, nahodit,
    metám, metáš, metá, metáme, metej, vrhám, vrhá, vrhnu, vrhne, vrhneme, vrhni,
    mrštím, mrštíš, mrští, mrštíme, mršti, mrsknu, mrskne, mrskneme, mrskni, šlehnu, šlehne, šlehneme, šlehni,
    poleju, poleje, polejeme, polij, polívám, polívá, sejmu, sejme, sejmeme, sejmi, napálím, napálí, napal,
    pálím, pálíš, pálí, pálíme, pal, vypálím, vypálí, vypálíme, vypal, odpálím, odpálí,
    střílím, střílí, střílíme, střílej,
    zasáhnu, zasáhne, zasáhneme, zmrazím, zmrazí, zmrazíme, usmažím, usmaží, popálím, popálí, spálím, spálí,
    dotknu, dotkne, dotkneme,
    používám, použiju, použiji, použije, použijeme, použij, útočím, útočí, útočíme, zaútočíme, zaútoč,
    zkusím, zkusíš, zkusí, zkusíme, zkus, zkouším, zkouší, zkoušíme,
    chytnu, chytne, dávám, dává, dáváme, dám, dá, dáme, dej, léčím, léčí, léčíme, vyléčím, vyléčí, vyléčíme,
    castím, castim, castnu, castuju, castujem, kastím, kastnu, kastuju,
    rád bych seslal, ráda bych seslala, rád bych sesílal, ráda bych sesílala, rádi bychom seslali,
    rád bych poslal, ráda bych poslala, rád bych hodil, ráda bych hodila, rád bych použil, ráda bych použila
intent-cast-fill = @cast, do ní, do něj, kouzlem, hůlkou, znovu, znova, zase, zas, ještě jednou, eště jednou, jednou, já,
    své, svou, svoje, svoji, svý, moje, mou, moji, rychle, si, se,
    ho, ji, jí, mu, jim, něj, ni, něho,
    chci, chceme, chtěl bych, chtěla bych, chtěli bychom, rád, ráda, rádi,
    dám, dá, pošlu, pošle, hodím, hodí

## Obrana: „bráním se štítem“.
intent-defend = /obrana, /štít,
    bráním se, brání se, bráníme se, braň se, bránit se, bráním, brání, štít, stavím štít, staví štít,
    blokuju, blokuji, blokuje, blokujeme, blokuj, zablokuju, zablokuji, zablokuje, kryju se, kryji se, kryje se,
    kryj se
intent-defend-fill = se, proti, tomu, kouzlu, útoku, štítem, kouzlem, rychle, já, stavím, staví, to, ho

## Úhyb: „uhýbám!“.
intent-dodge = /úhyb, úhyb, uhýbám, uhýbáš, uhýbá, uhýbáme, uhýbej, uhýbat, uhnu, uhne, uhneme, uhni, uhnout, uskakuju,
    uskakuji, uskakuje, uskočím, uskočí, uskoč, odskakuju, odskočím, odskočí, odskoč, vyhnu se, vyhne se, vyhni se
intent-dodge-fill = se, před, kouzlem, kouzlu, útokem, stranou, do, strany, k, zemi, rychle, já, padám, padá, tomu

## Bez obrany: „nebráním se“ (samotné „beru to“ v chatu znamená „souhlasím“).
intent-nodefence = nebráním se, nebrání se, nebráníme se, nebrani se, bez obrany, bez štítu, žádná obrana,
    nic nedělám, beru zásah, beru ránu, schytám to, neuhýbám, neuhýbá, nekryju se, nekryje se, nechám se trefit
intent-nodefence-fill = se, to, na, zásah, ránu, nic, prostě

## Vlastní hůlka: „zvedám hůlku“ (slovesa zvednutí sdílí i hůlka soupeře).
intent-recover-verbs = zvedám, zvedá, zvedáme, zvedni, zvednu, zvedne, zvedneme, beru, bere, vezmu, vezme, vem, vezmi,
    sbírám, sbírá, seberu, sebere, seber, získávám
intent-recover = /zvednout, @recover-verbs hůlk*
intent-recover-fill = svou, moji, mou, svoji, svoje, ze, země, zpátky, zpět, rychle, já, si

## Hůlka soupeře: „beru hůlku soupeře“.
intent-foe = soupeř*, nepřítel*, nepřítele, protivník*
intent-grab = /sebrat, @recover-verbs hůlk* @foe, kradu hůlk*, krade hůlk*, ukradnu hůlk*, ukradne hůlk*,
    @recover-verbs jeho hůlk*, @recover-verbs její hůlk*, @recover-verbs mu hůlk*, @recover-verbs jí hůlk*
intent-grab-fill = jeho, její, mu, jí, @foe, ze, země, a, vyhrávám, vyhrává, vyhraju, rychle

## Začátek souboje: „souboj: Marek proti Dracovi“, „vyzývám Draca na souboj“.
intent-duel = /souboj, souboj*, duel*, @versus
intent-duel-fill = začínáme, začíná, začni, začněme, nový, nová, mezi, start, zahájit, zahajuji, zahajujeme,
    zahajuju, do, na, boj, vyzývám, vyzývá, vyzýváme, vyzvu, vyzve

## Iniciativa: „hod na iniciativu“.
intent-init = /iniciativa, iniciativ*, kdo začíná souboj, pořadí tahů
intent-init-fill = hod, hoďte, hodíme, házíme, hoď, hoďme, házím, hodím, roll, rollni, na, v, souboj, souboji,
    číslo, pro, teď

## Konec souboje: „konec souboje“.
intent-end = /konec, konec souboj*, konec duel*, konec boje, ukonči souboj*, ukončit souboj*, ukončujeme souboj*,
    ukončuji souboj*, ukončuju souboj*, ukončete souboj*, končíme souboj*, stop souboj*, přerušit souboj*,
    přeruš souboj*, přerušujeme souboj*, ukonči duel*
intent-end-fill = tento, tenhle, ten, číslo, č, teď, na, dnes, dneska, už, a

## Vrácení zpět: „vrať to“, „vezmi zpět poslední příkaz“.
intent-undo = /zpět, /vrátit,
    zpět, vrať, vraťte, vrátit, vrať zpátky, zruš, zrušit, zrušte, odvolej, odvolat, odvolávám, undo,
    storno, stornuj, vezmi zpět, vem zpět, beru zpět, vzít zpět, vezmi zpátky, vem zpátky, krok zpět,
    smaž, smažte, smazat, anuluj, anulovat
intent-undo-fill = to, tamto, ten, tu, poslední, posledního, tah, akci, akce, hod, příkaz, příkazu, prosím, zpátky,
    zpět, o, mi, krok, kouzlo, kouzla, seslání, útok, zaklínadlo, moje, můj, mou

## Nový cyklus: „nový cyklus“.
intent-cycle = /cyklus, cykl*, nový cyklus, další cyklus, začíná cyklus, nový den
intent-cycle-fill = začíná, začínáme, nový, nového, další, dalšího, start

## Přidání bodů (PJ): „dej Markovi 2 body za lektvar“, „přidávám Gandalfovi 10 bodů“.
intent-gain = /přidej, /dej,
    dej, dejte, dám, dávám, dáváme, přidej, přidejte, přidávám, přidáme, přidat, připiš, připíšu, připisuju,
    připíše, připíšeš, připište, připisuje, připsat, přidám, přidá, přidáváme, přičti, přičtěte, přičtu, přičte,
    přičítám, přičíst, dobij, dobiju, dobíjím, doplň, doplním, doplňuju, doplňuji, doplníme,
    získává, získáváš, získávají, získá, získáš, dostává, dostáváš, dostáváte, dostávají, dostane, dostaneš,
    dostanete, dostanou, plus, vrať, vracím, vracíme, vrátím, daruju, daruji,
    dostal, dostala, dostali, získal, získala, získali, dobil, dobila, doplnil, doplnila, vrátil, vrátila,
    přibylo, přibyly, přibyl, přibude, přibudou, přibývá, přibývají
intent-gain-fill = mu, jí, ji, jim, pro, @pool-nouns, zpátky, nazpátek, si, se, ještě, eště, navíc, zpátky, zpět, nazpět, si,
    bonus, bonusem, bonusové, bonusových, extra, kouzel, magie, many

## Útrata bodů: „utrácím 1 bod“, „odepiš 4 body“, „beru si dolů 1 bod“.
intent-spend = /utrať, /odečti,
    utrácím, utrácí, utrácíme, utrať, utratí, utratíme, utratit, strhni, strhněte, strhne, strhnout,
    odečti, odečtěte, odečtu, odečte, odečíst, odeber, odeberu, odebere, odebrat, uber, uberu, ubere, ubírám, ubrat,
    ber, berte, ber mi, strhni mi, odepiš, odepište, odepíšu, odepisuju, odepsat, beru dolů, ber dolů, vezmi dolů, dej dolů, dej mi dolů, stáhni,
    ztrácím, ztrácí, platím, platí, platíme, zaplatím, zaplatí, zaplať, minus, mínus, mínusni, pryč, stojí mě,
    spotřebuju, spotřebuji, spotřebuje, spotřebovat, utratím, utratíš, odečítám, odečítáš, odečítá, odečítáme,
    odečítej, odečteme, odeberte, spálím, spálí, spálíme, spálit, škrtni, škrtnu, škrtám, odškrtni, odškrtnu,
    sundej, sundám, sundávám, obětuju, obětuji,
    utratil, utratila, utratili, spotřeboval, spotřebovala, spotřebovali, ztratil, ztratila, ztratili,
    zaplatil, zaplatila, zaplatili, minul, minula, minuli, vypotřeboval, vypotřebovala,
    ubylo, ubyly, ubyl, ubude, ubudou, ubývá, ubývají
intent-spend-fill = mu, jí, z, ze, od, @pool-nouns, na, si, dolů, dej, to, svých, mých, mi, kouzel, magie, many, jsem, jsme

## Odpočinek: „odpočíváme 8 hodin“, „jdu si odpočinout“ (začátek), „dám si dvouhodinovej odpočinek“.
## „Jdu spát“ je noc spánku; s rozloučením („jdu spát, dobrou“) je to odchod z chatu (intent-talk).
intent-rest = /odpočinek, /spánek,
    budím se, vzbudím se, probouzím se, probudím se, vstávám, vstáváme, vstává, probudí se, vzbudí se,
    se probouzí, se probudí, se vzbudí, se budí,
    jdu spát, jdeme spát, půjdu spát, půjdeme spát, jde spát, jdou spát, jdu si lehnout, jdeme si lehnout,
    si lehnu, si lehne, si lehneme, si lehnou, si lehnout, si lehnem, si lehnout jde, si lehnout jdu, si sednu a odpočinu, si zdřímnu, si zdřímne, si zdřímneme,
    spát @hour, spánku, spánek na, na kutě, do hajan, hajat, hajám,
    odpočinek, odpočinku, odpočívám, odpočíváš, odpočívá, odpočíváme, odpočíváte, odpočívají, odpočívaj,
    odpočívej, odpočívejte, odpočívat, odpočinu, odpočineš, odpočine, odpočineme, odpočinete, odpočinou, odpočiň,
    odpočiňte, odpočinout, spím, spí, spíme, spánek, vyspí, vyspíme, spát na, spát přes, spát do, táboříme, utáboříme,
    tábořit, dáchnu, dáchne, dáchneme, zdřímne, zdřímneme, šlofík*, rest, regeneruju, regeneruji, regeneruje,
    regenerujeme, odpočinem, oddechnu, oddechne, oddechneme, medit*, lehnu si, lehne si, lehneme si, lehni si,
    restnu, restne, restneme, restnem, restuju, restujem, restujeme, restnout,
    hodiny pauz*, hodin pauz*, pauz* hodin, vyspím, vyspat, přespím, přespíme, přespat, nocuju, nocujeme
## Začátek odpočinku, řečený výslovně: „jdu spát, začínám odpočívat“ odpočinek začíná (ne hlášení celé noci).
intent-rest-begin = začínám, začínáme, začíná, začínají, začne, začneme, začnu, začni, začněte, začínat, začít,
    zahajuju, zahajuji, zahajujeme, zahajuje, start, startuju, začátek, jdu na to
## Konec odpočinku: „konec odpočinku“, „přerušuju odpočinek“, „vstávám“.
intent-rest-end = konec, končím, končíme, končí, přerušuju, přerušuji, přerušujeme, přerušuje, přeruš, přerušit,
    přerušen, přerušený, přerušená, přerušenej, ukončuju, ukončuji, ukonči, ukončit, budím se, vzbudím se,
    probouzím se, probudím se, probudí se, vzbudí se, vstávám, vstáváme, vstává, se probouzí, se probudí, se vzbudí,
    se budí
intent-rest-fill = dá, dají, dej, dejte, začínám, začínáme, začneme, spí, spěte, spinkají, odpočívají, odpočíváme, odpočiňte, hodin*, hod, h, hodk*, hoďk*, přes, celou, celá, noc, se, si, na, jdu, jdeme, půjdu, půjdeme,
    pojďme, spát, teď, dám, dáme, dávám, dáváme, krátký, krátkej, krátce, krátkou, až, v, tábor*, táboř*,
    jde, jdou, jdi, běž, půjde, budu, budeme, bude, budou, chci, chceme, potřebuju, potřebujeme,
    chvíli, chvilku, chvilu, trochu, trošku, pauz*, tady, zde, meditac*, jdem, pudu, půjdem, pojď, pojďte,
    sednu, sedne, sedneme, a, odpočinek, odpočinku, odpočinout, odpočívat, start, začátek, začíná, začínají, začne,
    začni, začněte, hodinku, hoďku

## Stav souboje: „kdo je na tahu?“.
intent-status = /stav, stav, stav souboje, kdo je na tahu, kdo je na řadě, kdo hraje, kdo teď hraje, kdo je další,
    čí je tah, čí tah, čí je řada, jak to vypadá se soubojem, jak je na tom souboj, jak stojí souboj
intent-status-fill = souboje, boje, teď, je, na, tahu, v, číslo, to

## Nápověda: „jaké jsou příkazy?“, „co umíš?“.
intent-help = /pomoc, /nápověda, /příkazy,
    pomoc, pomóc, nápověda, návod, co umíš, co všechno umíš, co znáš, co dokážeš, co umíte,
    co všechno umíte, co dokážete, jaké jsou příkazy, jak funguje, jak fungujou, jak fungují, jak se tu hraje,
    jak se hraje, jak se sesílá, jak se kouzlí, jak se dělá, jak se píše, jak se zadává, jak se odpočívá,
    vysvětli, vysvětli mi, vysvětlete,
    jaký jsou příkazy, příkazy, seznam příkazů, jak hrát, jak tě ovládat, jak tě používat, jak tě použít,
    jak s tebou, jak se s tebou, help, commands
intent-help-fill = jsou, jaké, jaký, ty, umíš, znáš, máš, mi, ukaž, bote, všechny, všechno, tvoje, tvý,
    mám, můžu, se, s, tebou, tě, tebe, to, vlastně, nevím, jak, zadat, zadávat, napsat, psát, používat, ovládat,
    kouzlo, kouzla, příkaz, mluvit, komunikovat, povídat, psát, tu, tady, vlastně, prosím,
    odpočinek, odpočinku, odpočívání, spánek, kouzlení, sesílání, souboj, souboje, body, bodů, metamagie,
    iniciativa, obrana, hod, hody, kostky, perly, perla, únava, vyčerpání, pravidla, pravidel

## Hod kostkou: „hoď 2k6“, „házím k20 na záchranu“.
## Co hod zkouší: záchrany, vlastnosti a dovednosti d20.
intent-roll-checks = záchran*, záchranný hod, vnímání, postřeh, naslouchání, hledání, útok, zásah, poškození, dmg,
    damage, sílu, obratnost, odolnost, inteligenci, moudrost, charisma, reflex*, vůli, výdrž,
    iniciativu, skrývání, plížení, šplh, plavání, koncentraci, diplomacii, zastrašování
intent-roll = /hod, /kostka, /kostky,
    hoď, hodit, házím, hážu, hodím, hoďme, hodíme, házíme, hod, kostky, kostka, kostkou, roll, rollni,
    rolluju, rollnu, rolnu, rollneme, hoďte, házejte, hodíš, na @roll-checks, dej mi, dejte mi, hoď mi
intent-roll-fill = kostkou, kostky, mi, si, na, hoď, hodím, házím, hážu, hod

## Já sám: „já a Ron proti Dracovi“ — postava toho, kdo píše.
intent-me = já, mě, mně, mi, mnou, sám, sama, sebe, sobě
## Celá noc odpočinku: osm hodin.
intent-night = noc, celou noc, celá noc, přes noc, na noc, do rána, rána, celonoční, dlouhý, dlouhej, dlouhou, long,
    jdu spát, jdeme spát, půjdu spát, půjdeme spát, jde spát, jdou spát,
    vyspím, vyspíme, vyspat, přespím, přespíme, přespat, nocuju, nocujeme

## Body navíc do kouzla: „+3“, „2 body navíc“.
intent-extra = navíc, navic, extra, bonus, bonusem, víc, vic
intent-extra-lead = se, za, s, přidávám, přidám, přihodím, přihazuju, dávám, dám,
    přidávám do toho, přidám do toho, přihodím do toho, dávám do toho, dám do toho, dám do ní, dám do něj,
    přidám k tomu, přihodím k tomu, cpu do toho, nacpu do toho, a přidám, a dám
## Před cenou kouzla: „magická střela za 5 bodů“ je cena, ne body navíc (ty říká „navíc“: „za 2 body navíc“).
intent-price = za
## Hodina bez číslovky: „odpočívám hodinu“.
intent-hour = hodinu, hodinku, hoďku, hodka, hodina, hodiny, hodin, hod, h
## Koncovky minulého času: vyprávění, ne příkaz (seslal, seslala, odpočívali).
intent-past = l, la, lo, li, ly, lo se, la se

## Slova, kterými začíná komentář za příkazem: „uhýbám, protože nemám štít“.
intent-comment = protože, protoze, páč, pač, ptž, pže, poněvadž, aby, ať
## Před útokem, na který obrana odpovídá: „uhýbám před blesk“.
intent-from = před, pred, proti, od
## Kostky slovy: „hoď kostkou“, „dvě kostky“.
intent-die = kostka, kostkou, kostku, kostky, kostek, kostkami
## Kostky podle počtu stěn: „hoď dvacetistěnkou“.
intent-die-4 = čtyřstěn*, ctyrsten*
intent-die-6 = šestistěn*, sestisten*
intent-die-8 = osmistěn*, osmisten*
intent-die-10 = desetistěn*, desetisten*
intent-die-12 = dvanáctistěn*, dvanactisten*
intent-die-20 = dvacetistěn*, dvacetisten*, dvacítk*, dvacitk*
intent-die-100 = stostěn*, stosten*
## Pomocná slova minulého času: „jsem seslala“.
intent-aux = jsem, jsi, jsme, jste, byl, byla, bylo
## „Za“: za koho PJ jedná — „za Gandalfa blesk na trolla“.
intent-for = za, jako

## Příkazy, které mají jen názvy za lomítkem: /postava Harry.
intent-start = /start, /začít
intent-char = /postava, /deník
intent-lang = /jazyk
intent-rules = /pravidla
intent-odds = /šance, jaké mám šance, jaké šance, jaká je šance, šance, šanci, pravděpodobnost, jaká pravděpodobnost, kolik procent, na kolik procent
intent-macro = /makro, /makra
## Zastavení kola hlasem (/bout stop): „stůjte!“; napsané v chatu je jen řeč.
intent-halt = stát, stůjte, stop

## Šance, učení, služba, hůlky, kola, perly, stavy od PJ, záporné úrovně, nový den.
intent-odds-fill = jakou, jakej, jaký, mám, má, je, jsou, na, s, se, že, projde, vyjde, zasáhnu, úspěch, úspěchu, jaké, jaká, kolik, moje, moji, mý, jeho, její, pro, při, když, seslání, seslat, kouzla, kouzlo, kouzlem
intent-teach = /nauč, učí, učím, učíme, učit, naučím, naučí, naučíme, nauč, naučit
intent-teach-fill = kouzlo, kouzlu, nové, novému, mě, ho, ji, teď
intent-service = /služba, prokazuje službu, prokazuju službu, prokážu službu, prokáže službu, dělá službu, udělám službu, udělá službu
intent-service-fill = pro, teď, malou, jednu, svou
intent-wand = /hůlka, jakou mám hůlku, jaká hůlka, stav hůlky
intent-wand-fill = mám, má, moje, jeho, její, teď, s, ukaž
intent-wand-give = dávám hůlku, dává hůlku, dám hůlku, předávám hůlku, předává hůlku, předám hůlku
intent-wand-give-fill = svou, moji, jeho, její, teď
intent-wand-new = nová hůlka, novou hůlku, dostává hůlku, dostávám hůlku, dostane hůlku, kupuju hůlku, kupuje hůlku
intent-wand-new-fill = novou, nová, si, teď, má, mám, dostává, dostávám, dostane, kupuju, kupuje
intent-bout = /kolo, start kola, začínáme kolo, začátek kola, začínáme souboj
intent-bout-fill = první, další, teď
intent-pearl = /perla, perla moci, perlu moci, perlou moci, perly moci, perla, perlu, perlou
intent-pearl-fill = rozbíjím, rozbíjíme, rozbij, rozbije, lámu, lámeme, lámu si, zlomím, zlomí, mačkám, mačká,
    aktivuji, aktivujeme, aktivovat, aktivuj, vytahuju si, vytahuje, vytáhnu si, použil, použila, spotřebovat, používám, používá, používáme, použiju, použiji, použije, použijeme, použít, vytahuju, vytáhnu, vytáhne, spotřebuju, spotřebuje, láme, lámu, rozbíjí, rozbiju, aktivuju, aktivuje, beru, bere, úrovně, úroveň, stupně, stupeň, levelu, level, lvl, moji, mou, svou, svoji, jednu, si, teď
intent-fatigue = /únava, dostává únavu, dostane únavu, je unavený, je unavená, je unavenej, unavený, unavená, unavenej, únava, únavu,
    unaven, unavena, unaveni, unavení, unavený je, unavená je, únavou
intent-fatigue-fill = teď, ted, už, uz, je, se, dostal, dostala, dostali, dostává, dostane, chytil, chytila, chytá, má, mají, jsou
intent-exhaust = dostává vyčerpání, dostane vyčerpání, je vyčerpaný, je vyčerpaná, je vyčerpanej, vyčerpaný, vyčerpaná, vyčerpanej,
    vyčerpán, vyčerpána, vyčerpaní, vyčerpání, vyčerpáním
intent-exhaust-fill = teď, ted, už, uz, je, úplně, totálně, dočista, dostal, dostala, dostali, dostává, dostane, má, mají, jsou
intent-drain = /vysátí, záporná úroveň, zápornou úroveň, záporné úrovně, záporných úrovní, negativní úroveň, negativní úrovně, negativní level, ztrácí úroveň, ztratí úroveň, přichází o úroveň, přijde o úroveň, přišel o úroveň, přišla o úroveň,
    přichází o level, přijde o level, přišel o level, přišla o level,
    ztratil úroveň, ztratila úroveň, ztratili úroveň, ztratil level, ztratila level
intent-drain-fill = dostává, dostane, dostávám, teď, jednu, si, dostal, dostala, dostali, dal, dala, dává, dá, dá mu,
    vysál, vysála, vysává, vysaje, sebral, sebrala, bere, vzal, vzala,
    upír*, upir*, přízrak*, prizrak*, stín*, stin*, duch*, nemrtv*, wight*, mumi*, lich*
intent-day = /den, nový den, novej den, další den, začíná nový den
intent-day-fill = začíná, začínáme, je, tu, máme, a
## Slovesa, po kterých je jmenovaný zasažený, ne sesílatel: „Draco dostává magickou střelu“.
intent-struck = dostává, dostane, schytá, schytává, chytá, chytne, slízne
## Po čem se ptá na body: „kolik mi zbylo po té magické střele?“.
intent-after = po
intent-chart = /graf
intent-claim = /pozvánka
intent-config = /nastavení
intent-defaults = /výchozí
intent-gm = /pj
intent-iam = /jsem
intent-metamagic = /metamagie
intent-order = /pořadí
intent-protocol = /protokol
intent-remind = /připomeň
intent-restore = /obnovit
intent-topic = /vlákno
## Slova hodnotícího komentáře: vedle nich je kouzlo v jiné části věty jen zmíněné, ne seslané
## („zesílená magická střela za 5 bodů, to je fakt drahý kus“).
intent-story = to je, to byl, to byla, to bylo, to byly, je to, byl to, byla to, bylo to, to teda, to stálo, stálo to
## Slova, se kterými je řádek řečí, ne příkazem: rozloučení („tak jo, já jdu spát, dobrou“)
## a jiný čas než teď („příště zkusím zesílenou střelu“, „minule jsem hodila blesk“).
intent-talk = dobrou, dobrou noc, dobrou všem, dobrý noci, dobré noci, mějte se, měj se,
    bye, bb, gn, papa, sladké sny,
    příště, minule, posledně, včera, předevčírem, zítra, pozítří, kdysi, onehdy, tenkrát
