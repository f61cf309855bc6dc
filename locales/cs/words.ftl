## Slova, která hráči píší v příkazech s lomítkem: volby a jejich hodnoty. Seznamy odděluje čárka.
## Příkaz přijme slova každého jazyka; word-<předpona>-<význam> jsou slova jednoho významu.

## Společné seznamy: ano a ne pro přepínač (restore=ne), odebrání postavy (/char smazat JMÉNO).
word-yes = ano
word-no = ne
word-remove = smazat, odstranit
## Mezi stranami souboje (/duel Harry proti Dracovi), mezi kouzlem a cílem (/cast mrákotný na Draca);
## ukazovací slovo před cílem patří k předložce (na toho skřeta, na tu čarodějnici), „cíl“ jmenuje cíl (cíl: skřet).
word-versus = proti
word-to = na, do, proti, po, k, ke, ku, cíl, cílem, ->, →,
    toho, tu, ten, tamtoho, tamtu, tamten, tohohle, tuhle, tenhle, tohoto, tuto, tohodle, teho, tého,
    ty, tamty, tyhle, tyto, tydle, těch, těm, tamtěch,
    druhého, druhýho, druhou, dalšího, další
## Všichni najednou (/rest všichni 8h), já sám (/lang já pl), dvě jména na jedné straně (Harry a Ron).
word-everyone = všichni, všechny
word-me = já, mně
## Ten, kdo jedná, jako svůj cíl (/sesli Draco: Mdloby na sebe).
word-self = sebe, sebou, sám sebe, sama sebe
word-and = a
## Jednotky za počtem hodin (/rest 8 hod).
word-hour = h, hod, hodina, hodiny, hodin
## Jednotky času připomínky (/vychozi připomínka=2 min).
word-delay-s = s, sek, sekunda, sekundy, sekund
word-delay-m = m, min, minuta, minuty, minut
word-delay-h = h, hod, hodina, hodiny, hodin
word-delay-d = d, den, dny, dní, dnů
## Udělení a odebrání role PJ (/pj udělit ID).
word-gm-grant = udělit, přidat
word-gm-revoke = odebrat, odvolat
## Hod, který vidí jen házející a PJ (/roll tajně 1d20).
word-secret = tajně, skrytě, tajný, potají

## Co čtečka nabídne řádku, kterému nerozumí („Zkus jeden z těchto řádků“): otázka (tato slova nebo otazník) dostane jen
## příkazy, které hru nemění; slovo záporu nebo konce se nikdy nevynechá (neudělá se z něj opak toho, co zaznělo).
word-asking = co, kolik, jak, jaký, jaká, jaké, jakou, proč, kdo, kdy, kde, který, která, které, copak, cože
word-negation = ne, není, nejsem, nejsi, nejsme, nejste, nejsou, nebude, nebudu, nechci, nechce, nikdy
word-ending = přestávám, přestává, přestáváme, přestaň, přestat, přestanu, přestane, končím, končí, končíme,
    skončit, skončím, skončí, přerušuju, přerušuji, přeruším, přerušuje, přerušujeme, dost

## Názvy voleb a nastavení před „=“ (/gain Harry 3 důvod=lektvar); v odpovědích se ukazuje první.
word-option-reason = důvod
word-option-cause = příčina
word-option-category = obor, kategorie
word-option-type = druh, typ
word-option-surprise = překvapení
word-option-duel = souboj
word-option-winner = vítěz
word-option-out = výstup, venku
word-option-distance = vzdálenost
word-option-at = čas, v
word-option-end = konec, do
word-option-vs = proti
word-option-skill = kouzla
word-option-vs_skill = soupeř
word-option-bandages = obvazy
word-option-restore = léčení, uzdravení
## Nastavení hry (/vychozi deníky=ano připomínka=10m) a larpu s hůlkami (/nastaveni doplnění=ne).
word-option-players_edit_sheets = deníky
word-option-remind = připomínka
word-option-players_macros = makra
word-option-refill = doplnění
word-option-max_ergs = zásoba
word-option-teaching_cost = výuka
word-option-three_seconds = pauza
word-option-window = současnost
word-option-max_distance = dosah
word-option-attunement_hours = sžití
word-option-fight_window = boj
## Ergy: položky protokolu sekundantů (/protocol uražený=Hermiona stupeň=3 pole=40x12 kolo=45 přestávka=3).
word-option-offended = uražený, uražená
word-option-degree = stupeň
word-option-weapon = zbraň
word-option-form = forma
word-option-mode = pohyb
word-option-field = pole
word-option-place = místo
word-option-circle = kruh
word-option-bout = kolo
word-option-break = přestávka
## Ergy: kolikrát za sebou (/odds Harry crucio krát=3).
word-option-n = krát

## Feniks: dotaz na šanci zasáhnout (/odds zásah).
word-feniks-hit = zásah
## Feniks: pole karty postavy (/char Harry věk=15 reflexy=7).
word-feniks-field-age = věk
word-feniks-field-reflex = reflexy
word-feniks-field-charms = kouzla
word-feniks-field-transfig = přeměňování
word-feniks-field-dada = obrana
word-feniks-field-hp = životy
word-feniks-field-condition = stav
word-feniks-field-severity = závažnost
## Feniks: druh souboje (type=klub).
word-feniks-kind-spontaneous = spontánní
word-feniks-kind-club = klub
## Feniks: obrany (/defend štít).
word-feniks-defence-shield = štít
word-feniks-defence-dodge = úhyb
word-feniks-defence-none = žádná, nic
## Feniks: obor kouzla (category=kouzla).
word-feniks-category-charms = kouzla
word-feniks-category-transfig = přeměňování
word-feniks-category-dada = obrana
## Feniks: jak vážné je vyřazení (závažnost=chvilka).
word-feniks-severity-moment = chvilka
word-feniks-severity-hospital = ošetřovna
## Feniks: stav postavy (stav=bezvědomí).
word-feniks-condition-ok = v pořádku
word-feniks-condition-unconscious = bezvědomí, v bezvědomí
word-feniks-condition-hospital = ošetřovna

## Soubojový klub: dovednost Kouzla na kartě (/char Harry kouzla=60).
word-duel_club-field-sortileges = kouzla

## Larp s hůlkami (ergy): pole karty (/char Harry věk=15 max=4 skupina=starší kouzla="crucio").
word-ergs-field-age = věk
word-ergs-field-max_ergs = max, maximum, zásoba
word-ergs-field-group = skupina
word-ergs-field-known = kouzla
## Larp s hůlkami: věkové skupiny (skupina=mistr).
word-ergs-group-student = student
word-ergs-group-middle = střední
word-ergs-group-senior = starší
word-ergs-group-master = mistr
## Larp s hůlkami: co vezme erg života (/vysati Harry cause=mozkomor).
word-ergs-cause-ritual = rituál
word-ergs-cause-dementor = mozkomor
word-ergs-cause-vampire = upír
## Larp s hůlkami: volby soubojového kodexu (/protokol weapon=hůlka form=periodický mode=nehybný).
word-ergs-weapon-wand = hůlka, hůlky
word-ergs-weapon-nerf = blaster, blastery
word-ergs-form-continuous = nepřetržitý
word-ergs-form-periodic = periodický
word-ergs-mode-mobile = pohyblivý
word-ergs-mode-stationary = nehybný, stacionární
## Larp s hůlkami: co dělá /hulka (/hulka Harry předat Draco).
word-ergs-wand-new = nová
word-ergs-wand-damage = poškodit, zlomit
word-ergs-wand-repair = opravit
word-ergs-wand-give = předat, dát
word-ergs-wand-hold = vzít
## Larp s hůlkami: časovač kol (/kolo začít).
word-ergs-bout-start = začít, start
word-ergs-bout-tick = tik
word-ergs-bout-stop = zastavit, stop
word-ergs-bout-status = stav
## Larp s hůlkami: protokol sekundantů (/protokol podepsat JMÉNO, oděv JMÉNO, sekundant DUELANT JMÉNO).
word-ergs-protocol-sign = podepsat
word-ergs-protocol-dress = oděv, oblečení
word-ergs-protocol-second = sekundant
## Larp s hůlkami: cena kouzla v nastavení PJ (/nastaveni cena crucio 2).
word-ergs-config-cost = cena

## Body kouzel: pole karty (/char Mialee úroveň=7 vlastnost=16 povolání=kouzelník základ=30 odbornosti=zesílení).
word-sp-field-level = úroveň, úroveň povolání
word-sp-field-ability = vlastnost
word-sp-field-progression = povolání
word-sp-field-base = základ
word-sp-field-feats = odbornosti, metamagie
word-sp-field-pearls = perly
## Body kouzel: zrušení základu nebo odborností (základ=tabulka, odbornosti=žádné).
word-sp-clear = tabulka, žádné
## Body kouzel: volby /cast a /odds (navíc=2 metamagie=zesílení stupeň=3 sesilatel=9 povolání=čaroděj krát=5 aspoň=20).
word-sp-option-extra = navíc, body navíc
word-sp-option-meta = metamagie
word-sp-option-level = úroveň, stupeň
word-sp-option-cl = sesilatel, úroveň sesilatele, nls
word-sp-option-progression = povolání
word-sp-option-casts = krát, seslání
word-sp-option-ge = aspoň, alespoň
## Body kouzel: povolání podle postupu, kterým jdou (povolání=klerik).
word-sp-class-wizard = kouzelník, klerik, druid
word-sp-class-sorcerer = čaroděj, bard
## Body kouzel: povolání, která jen jdou postupem jiného (klerik postupem kouzelníka).
word-sp-borrowed-cleric = klerik
word-sp-borrowed-druid = druid
word-sp-borrowed-bard = bard
## Body kouzel: metamagické odbornosti (metamagie=zesílení,nehybné).
word-sp-feat-empower = zesílení, zesílené, zesílený, zesílit, zesílím, empower, empowered, empowernutý, empowernuté, empowernutou,
    empowerovaný, empowerované, empowerovanou, empowerovaná, empowerovanej, empowernutej, zesílenej, zesílenou, zesílená
word-sp-feat-maximize = maximalizace, maximalizované
word-sp-feat-still = nehybné, nehybné kouzlo, klidné, klidné kouzlo
word-sp-feat-silent = tiché
word-sp-feat-extend = prodloužení, prodloužené, prodloužit, umocněné, umocnit
word-sp-feat-enlarge = zvětšení, zvětšené
word-sp-feat-widen = rozšíření, rozšířené
word-sp-feat-quicken = urychlení, urychlené, urychlit
word-sp-feat-heighten = zvýšení, zvýšené, zvýšit
## Body kouzel: co unaví sesilatele (/unava Mialee vyčerpaný).
word-sp-effect-fatigued = unavený, unavená, unavené, únava
word-sp-effect-exhausted = vyčerpaný, vyčerpaná, vyčerpané, vyčerpání
## Body kouzel: začátek a konec odpočinku (/rest Mialee začátek).
word-sp-rest-begin = začátek, začít
word-sp-rest-end = konec, přerušit
## Body kouzel: jak se platí metamagie (/metamagie zdarma).
word-sp-mode-points = body
word-sp-mode-free = zdarma
word-sp-mode-both = obojí, kombinace

## Inline dotazy: první slovo vybírá pravidla (@bot ergy odds …); fungují i identifikátory pravidel.
word-ruleset-feniks = Fénix
word-ruleset-duel_club = Soubojový klub, klub, soubojovýklub
word-ruleset-ergs = ergy
word-ruleset-spell_points = body kouzel, body, bodykouzel

## Téma fóra: hra celého chatu, nebo vlastní (/topic společná).
word-topic-shared = společná, společný, společnou
word-topic-own = vlastní
