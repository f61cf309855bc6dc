## Slova, kterými hráči zadávají příkazy běžnou řečí. Seznamy odděluje čárka.
## Fráze sedí, když její slova jdou v tomto pořadí (mezi nimi mohou stát jiná slova);
## slovo s * sedí s jakoukoli koncovkou; @seznam je kterákoli položka seznamu intent-seznam.

## Pádové koncovky jmen a názvů kouzel (Marek → Marka, Markovi; magická střela → magickou střelu).
intent-endings = a, e, ě, i, í, o, u, ů, y, ý, ou, em, ovi, ech, ích, ým, ím, ého, ému, ům, ách, ami, ové, é
## Číslovky od nuly do deseti; tvary jednoho čísla odděluje |.
intent-numbers = nula, jeden|jedna|jedno|jednu|jednoho, dva|dvě|dvou, tři|tří, čtyři|čtyř, pět|pěti, šest|šesti, sedm|sedmi, osm|osmi, devět|devíti, deset|deseti

## Společné seznamy.
intent-fill = prosím, pls, no, tak, ok, okej, dobře, teď, ještě, už, hej, bote, bot, takže, díky, pj, jo
intent-to = na, do, proti, směrem na, po
intent-versus = proti, vs, versus, kontra
intent-and = a, i, s, se
intent-reason = za, protože, kvůli, důvod, jelikož
intent-pool-nouns = bod* kouzel, bod* magie, body, bodů, bod, bodu, erg*, život*, magenergi*, many, mana, hp, pz, pv

## Otázka na zásobu: „kolik mám bodů kouzel?“.
intent-pool = kolik @pool-nouns, kolik mi zbývá, kolik zbývá, kolik mám, moje @pool-nouns, @pool-nouns ?, stav @pool-nouns, ukaž @pool-nouns, zásoba @pool-nouns, moje zásoba
intent-pool-fill = mám, má, máš, mi, ti, mu, jí, zbývá, zbylo, zůstává, zůstalo, ještě, teď, mých, moje, můj, jeho, její, v, zásobě, kolik, ukaž, stav, ještě, aktuálně, @pool-nouns

## Seslání kouzla: „sesílám magickou střelu na skřeta“.
intent-cast = sesíl*, sešlu, seslat, kouzlím, kouzlí, čaruju, čaruje, čaruji, metám, metá, vrhám, vrhá, používám, použiju, použije, útočím, útočí
intent-cast-fill = kouzlo, kouzlem, hůlkou, znovu, zase, ještě jednou, jednou, já, své, svou, rychle

## Obrana: „bráním se štítem“.
intent-defend = bráním se, brání se, bráním, brání, štít, stavím štít, staví štít, blokuju, blokuji, blokuje, kryju se, kryji se, kryje se
intent-defend-fill = se, proti, tomu, kouzlu, útoku, štítem, kouzlem, rychle, já, stavím, staví

## Úhyb: „uhýbám!“.
intent-dodge = uhýb*, uhnu, uhne, uhnout, úhyb, uskakuju, uskakuji, uskočím, uskočí, odskakuju, odskočím, odskočí
intent-dodge-fill = se, před, kouzlem, kouzlu, útokem, stranou, do, strany, k, zemi, rychle, já, padám, padá

## Vlastní hůlka: „zvedám hůlku“.
intent-recover = zvedá* hůlk*, zvednu hůlk*, zvedne hůlk*, beru hůlk*, bere hůlk*, sbírám hůlk*, sbírá hůlk*, seberu hůlk*, sebere hůlk*, získávám hůlk*
intent-recover-fill = svou, moji, mou, svoji, ze, země, zpátky, zpět, rychle, já

## Hůlka soupeře: „beru hůlku soupeře“.
intent-foe = soupeř*, nepřítel*, nepřítele, protivník*
intent-grab = beru hůlk* @foe, bere hůlk* @foe, seberu hůlk* @foe, sebere hůlk* @foe, zvedám hůlk* @foe, zvedá hůlk* @foe, kradu hůlk*, krade hůlk*, ukradnu hůlk*, ukradne hůlk*, beru jeho hůlk*, beru její hůlk*, seberu jeho hůlk*
intent-grab-fill = jeho, její, @foe, ze, země, a, vyhrávám, vyhrává, vyhraju, rychle

## Začátek souboje: „souboj: Marek proti Dracovi“.
intent-duel = souboj*, duel*, @versus
intent-duel-fill = začínáme, začíná, začni, nový, nová, mezi, start, zahájit, zahajuji, zahajujeme, do, boj

## Iniciativa: „hod na iniciativu“.
intent-init = iniciativ*, kdo začíná souboj
intent-init-fill = hod, hoďte, hodíme, házíme, hoď, na, v, souboj, souboji, číslo, pro, teď

## Konec souboje: „konec souboje“.
intent-end = konec souboje, konec duelu, ukonči souboj, ukončit souboj, ukončujeme souboj, ukončuji souboj, končíme souboj, souboj skončil, stop souboj, přerušit souboj, přerušujeme souboj, konec boje
intent-end-fill = tento, tenhle, číslo, č, teď, na, dnes, už, a

## Vrácení zpět: „vrať to“.
intent-undo = zpět, vrať, vrátit, zruš, zrušit, zrušte, odvolej, odvolat, undo
intent-undo-fill = to, tamto, poslední, tah, akci, hod, příkaz, prosím, zpátky, zpět

## Nový cyklus: „nový cyklus“.
intent-cycle = cykl*, nový cyklus, další cyklus, začíná cyklus, nový den
intent-cycle-fill = začíná, začínáme, nový, nového, další, dalšího, start

## Přidání bodů (PJ): „dej Markovi 2 body za lektvar“.
intent-gain = dej, přidej, přidat, připiš, vrať, získává, dostává, dostane, plus
intent-gain-fill = mu, jí, pro, @pool-nouns, ještě, navíc

## Útrata bodů: „utrácím 1 bod“.
intent-spend = utrácím, utrácí, utrať, utratit, strhni, strhnout, odečti, odeber, ztrácím, ztrácí, platím, platí, minus, spotřebuju, spotřebuji, spotřebuje
intent-spend-fill = mu, jí, z, od, @pool-nouns, na

## Odpočinek: „odpočíváme 8 hodin“.
intent-rest = odpočinek, odpočív*, odpočineme, odpočinu, spím, spí, spíme, spát, spánek, táboříme
intent-rest-fill = hodin*, hod, h, přes, celou, noc, se, si, na, jdu, jdeme, spát, teď

## Stav souboje: „kdo je na tahu?“.
intent-status = stav, stav souboje, kdo je na tahu, kdo hraje, čí je tah, čí tah, jak to vypadá se soubojem, jak je na tom souboj, jak stojí souboj
intent-status-fill = souboje, boje, teď, je, na, tahu, v, číslo, to

## Nápověda: „jaké jsou příkazy?“.
intent-help = pomoc, nápověda, co umíš, jaké jsou příkazy, příkazy, seznam příkazů, jak hrát, help
intent-help-fill = jsou, jaké, ty, umíš, mi, ukaž, bote

## Hod kostkou: „hoď 2k6“.
intent-roll = hoď, hodit, házím, hodím, hod, kostky, kostka, kostkou
intent-roll-fill = kostkou, kostky, mi, na

## Já sám: „já a Ron proti Dracovi“ — postava toho, kdo píše.
intent-me = já, mě, mně, mi, mnou, sám, sama
## Celá noc odpočinku: osm hodin.
intent-night = noc, celou noc, přes noc, do rána
## Bez obrany: „nebráním se“.
intent-nodefence = nebráním se, nebrani se, bez obrany, bez štítu, nic nedělám, beru to, schytám to
intent-nodefence-fill = se, to, na, zásah, ránu, nic, prostě
