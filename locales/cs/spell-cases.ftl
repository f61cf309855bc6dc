## Jména kouzel v pádech (pro zprávy; 1. pád je ve spells.ftl). Termín -spell-<id>: 1. pád, pak .gen .dat .acc
## .ins .loc a .gender (m, f; střední rod bez něj). Kouzla, která tu nejsou, se neskloňují.


-spell-avada-kedavra = Avada Kedavra
    .gen = Avady Kedavry
    .dat = Avadě Kedavře
    .acc = Avadu Kedavru
    .ins = Avadou Kedavrou
    .loc = Avadě Kedavře
    .gender = f

-spell-mental-magic = mentální magie
    .gen = mentální magie
    .dat = mentální magii
    .acc = mentální magii
    .ins = mentální magií
    .loc = mentální magii
    .gender = f

-spell-dodge = Úhyb
    .gen = Úhybu
    .dat = Úhybu
    .acc = Úhyb
    .ins = Úhybem
    .loc = Úhybu
    .gender = m

-spell-acid-splash = Kyselinová stříkanka
    .gen = Kyselinové stříkanky
    .dat = Kyselinové stříkance
    .acc = Kyselinovou stříkanku
    .ins = Kyselinovou stříkankou
    .loc = Kyselinové stříkance
    .gender = f

-spell-ray-of-frost = Mrazivý paprsek
    .gen = Mrazivého paprsku
    .dat = Mrazivému paprsku
    .acc = Mrazivý paprsek
    .ins = Mrazivým paprskem
    .loc = Mrazivém paprsku
    .gender = m

-spell-magic-missile = Magická střela
    .gen = Magické střely
    .dat = Magické střele
    .acc = Magickou střelu
    .ins = Magickou střelou
    .loc = Magické střele
    .gender = f

-spell-burning-hands = Hořící ruce
    .gen = Hořících rukou
    .dat = Hořícím rukám
    .acc = Hořící ruce
    .ins = Hořícíma rukama
    .loc = Hořících rukou
    .gender = f

-spell-shocking-grasp = Šokující dotek
    .gen = Šokujícího doteku
    .dat = Šokujícímu doteku
    .acc = Šokující dotek
    .ins = Šokujícím dotekem
    .loc = Šokujícím doteku
    .gender = m

-spell-bless = Požehnání
    .gen = Požehnání
    .dat = Požehnání
    .acc = Požehnání
    .ins = Požehnáním
    .loc = Požehnání

-spell-mage-armor = Mágova zbroj
    .gen = Mágovy zbroje
    .dat = Mágově zbroji
    .acc = Mágovu zbroj
    .ins = Mágovou zbrojí
    .loc = Mágově zbroji
    .gender = f

-spell-scorching-ray = Spalující paprsek
    .gen = Spalujícího paprsku
    .dat = Spalujícímu paprsku
    .acc = Spalující paprsek
    .ins = Spalujícím paprskem
    .loc = Spalujícím paprsku
    .gender = m

-spell-fireball = Ohnivá koule
    .gen = Ohnivé koule
    .dat = Ohnivé kouli
    .acc = Ohnivou kouli
    .ins = Ohnivou koulí
    .loc = Ohnivé kouli
    .gender = f

-spell-lightning-bolt = Blesk
    .gen = Blesku
    .dat = Blesku
    .acc = Blesk
    .ins = Bleskem
    .loc = Blesku
    .gender = m

-spell-searing-light = Spalující světlo
    .gen = Spalujícího světla
    .dat = Spalujícímu světlu
    .acc = Spalující světlo
    .ins = Spalujícím světlem
    .loc = Spalujícím světle

-spell-haste = Zrychlení
    .gen = Zrychlení
    .dat = Zrychlení
    .acc = Zrychlení
    .ins = Zrychlením
    .loc = Zrychlení

-spell-ice-storm = Ledová bouře
    .gen = Ledové bouře
    .dat = Ledové bouři
    .acc = Ledovou bouři
    .ins = Ledovou bouří
    .loc = Ledové bouři
    .gender = f

-spell-restoration = Navrácení
    .gen = Navrácení
    .dat = Navrácení
    .acc = Navrácení
    .ins = Navrácením
    .loc = Navrácení

-spell-cone-of-cold = Kužel chladu
    .gen = Kužele chladu
    .dat = Kuželi chladu
    .acc = Kužel chladu
    .ins = Kuželem chladu
    .loc = Kuželi chladu
    .gender = m

-spell-flame-strike = Plamenný úder
    .gen = Plamenného úderu
    .dat = Plamennému úderu
    .acc = Plamenný úder
    .ins = Plamenným úderem
    .loc = Plamenném úderu
    .gender = m

-spell-chain-lightning = Řetězový blesk
    .gen = Řetězového blesku
    .dat = Řetězovému blesku
    .acc = Řetězový blesk
    .ins = Řetězovým bleskem
    .loc = Řetězovém blesku
    .gender = m

-spell-delayed-blast-fireball = Opožděná ohnivá koule
    .gen = Opožděné ohnivé koule
    .dat = Opožděné ohnivé kouli
    .acc = Opožděnou ohnivou kouli
    .ins = Opožděnou ohnivou koulí
    .loc = Opožděné ohnivé kouli
    .gender = f

-spell-polar-ray = Polární paprsek
    .gen = Polárního paprsku
    .dat = Polárnímu paprsku
    .acc = Polární paprsek
    .ins = Polárním paprskem
    .loc = Polárním paprsku
    .gender = m

-spell-meteor-swarm = Roj meteoritů
    .gen = Roje meteoritů
    .dat = Roji meteoritů
    .acc = Roj meteoritů
    .ins = Rojem meteoritů
    .loc = Roji meteoritů
    .gender = m
