## Les mots que les joueurs tapent dans les commandes à barre oblique : options et valeurs. Listes séparées par des virgules.
## Une commande accepte les mots de toutes les langues ; word-<préfixe>-<sens> donne les mots d'un même sens.

## Listes communes : oui et non pour une bascule (restore=non), retirer un personnage (/char suppr NOM).
word-yes = oui
word-no = non
word-remove = suppr, supprimer, retirer
## Entre les camps d'un duel (/duel Harry contre Drago), entre un sort et sa cible (/cast stupéfix sur Drago).
word-versus = contre
word-to = sur, contre, vers, à, ->, →
## Tout le monde à la fois (/rest tous 8h), soi-même (/lang moi pl), deux noms d'un même camp (Harry et Ron).
word-everyone = tous, toutes
word-me = moi
## Celui qui agit, comme sa propre cible (/sort Drago : Stupéfix sur lui-même).
word-self = soi, soi-même, lui-même, elle-même, moi-même
word-and = et
## Unités après un nombre d'heures (/rest 8h).
word-hour = h, heure, heures
## Unités du délai de rappel (/defauts rappel=2 min).
word-delay-s = s, sec, seconde, secondes
word-delay-m = m, min, minute, minutes
word-delay-h = h, heure, heures
word-delay-d = j, jour, jours
## Donner et retirer le rôle de MJ (/mj nommer ID).
word-gm-grant = nommer, accorder
word-gm-revoke = révoquer, destituer
## Un jet que seuls le lanceur et les MJ voient (/roll secret 1d20).
word-secret = secret, en secret, secrètement, caché

## Ce que le lecteur propose pour une ligne qu'il ne comprend pas (« Vouliez-vous dire… ») : une question (ces mots
## ou un point d'interrogation) ne reçoit que des commandes qui ne changent pas la partie ; un mot de négation ou de fin
## n'est jamais omis (la ligne n'est pas retournée en son contraire).
word-asking = quoi, combien, comment, quel, quelle, quels, quelles, qui, quand, où, pourquoi
word-negation = ne, n, pas, plus, jamais
word-ending = arrête, arrêtes, arrêtons, arrêter, termine, terminer, finis, finir, interromps, interrompre

## Les noms des options et des réglages avant « = » (/gain Harry 3 raison=potion) ; le premier est celui qu'on affiche.
word-option-reason = raison
word-option-cause = cause
word-option-category = matière, catégorie
word-option-type = type, genre
word-option-surprise = surprise
word-option-duel = duel
word-option-winner = vainqueur, gagnant
word-option-out = sortie, dehors
word-option-distance = distance
word-option-at = heure, à
word-option-end = fin
word-option-vs = contre
word-option-skill = sortilèges
word-option-vs_skill = adversaire
word-option-bandages = bandages, pansements
word-option-restore = soins, guérison
## Les réglages de la partie (/defauts fiches=oui rappel=10m) et du GN à baguettes (/reglages recharge=non).
word-option-players_edit_sheets = fiches
word-option-remind = rappel
word-option-players_macros = macros
word-option-refill = recharge
word-option-max_ergs = réserve
word-option-teaching_cost = leçon
word-option-three_seconds = trois_secondes, troissecondes
word-option-window = simultanéité
word-option-max_distance = portée
word-option-attunement_hours = apprivoisement
word-option-fight_window = combat
## Ergs : rubriques du procès-verbal (/protocol offensé=Hermione degré=3 terrain=40x12 reprise=45 pause=3).
word-option-offended = offensé, offensée
word-option-degree = degré
word-option-weapon = arme
word-option-form = forme
word-option-mode = mobilité
word-option-field = terrain
word-option-place = lieu
word-option-circle = cercle
word-option-bout = reprise
word-option-break = pause
## Ergs : combien de fois de suite (/odds Harry crucio fois=3).
word-option-n = fois

## Feniks : demander la chance de toucher (/odds toucher).
word-feniks-hit = touche, toucher
## Feniks : les champs de la fiche (/char Harry âge=15 réflexe=7).
word-feniks-field-age = âge
word-feniks-field-reflex = réflexe
word-feniks-field-charms = sortilèges
word-feniks-field-transfig = métamorphose
word-feniks-field-dada = dcfm
word-feniks-field-hp = pv
word-feniks-field-condition = état
word-feniks-field-severity = gravité
## Feniks : le genre de duel (type=club).
word-feniks-kind-spontaneous = spontané, improvisé
word-feniks-kind-club = club
## Feniks : les défenses (/defend bouclier).
word-feniks-defence-shield = bouclier
word-feniks-defence-dodge = esquive
word-feniks-defence-none = rien, aucune
## Feniks : la matière d'un sort (category=sortilèges).
word-feniks-category-charms = sortilèges
word-feniks-category-transfig = métamorphose
word-feniks-category-dada = dcfm
## Feniks : la gravité d'un K.-O. (gravité=instant).
word-feniks-severity-moment = instant
word-feniks-severity-hospital = infirmerie
## Feniks : l'état d'un personnage (état=valide).
word-feniks-condition-ok = valide
word-feniks-condition-unconscious = inconscient, inconsciente
word-feniks-condition-hospital = infirmerie

## Club de duel : la compétence Sortilèges sur la fiche (/char Harry sortilèges=60).
word-duel_club-field-sortileges = sortilèges, sortilège

## GN aux baguettes (ergs) : les champs de la fiche (/char Harry âge=15 max=4 groupe=aîné sorts="crucio").
word-ergs-field-age = âge
word-ergs-field-max_ergs = max, maximum, réserve
word-ergs-field-group = groupe
word-ergs-field-known = sorts
## GN aux baguettes : les groupes d'âge (groupe=maître).
word-ergs-group-student = élève
word-ergs-group-middle = intermédiaire
word-ergs-group-senior = aîné
word-ergs-group-master = maître
## GN aux baguettes : ce qui prend l'erg de vie (/absorption Harry cause=détraqueur).
word-ergs-cause-ritual = rituel
word-ergs-cause-dementor = détraqueur
word-ergs-cause-vampire = vampire
## GN aux baguettes : les choix du code du duel (/protocole weapon=baguette form=périodique mode=immobile).
word-ergs-weapon-wand = baguette, baguettes
word-ergs-weapon-nerf = blaster, blasters
word-ergs-form-continuous = continu
word-ergs-form-periodic = périodique
word-ergs-mode-mobile = mobile
word-ergs-mode-stationary = immobile, stationnaire
## GN aux baguettes : ce que fait /baguette (/baguette Harry donner Drago).
word-ergs-wand-new = nouvelle
word-ergs-wand-damage = abîmer, casser
word-ergs-wand-repair = réparer
word-ergs-wand-give = donner
word-ergs-wand-hold = prendre
## GN aux baguettes : le minuteur des reprises (/reprise début).
word-ergs-bout-start = début, commencer
word-ergs-bout-tick = tic
word-ergs-bout-stop = arrêt, arrêter
word-ergs-bout-status = état
## GN aux baguettes : le procès-verbal des témoins (/protocole signer NOM, tenue NOM, témoin DUELLISTE NOM).
word-ergs-protocol-sign = signer
word-ergs-protocol-dress = tenue
word-ergs-protocol-second = témoin
## GN aux baguettes : le coût d'un sort dans les réglages du MJ (/reglages coût crucio 2).
word-ergs-config-cost = coût

## Points de sort : les champs de la fiche (/char Mialee niveau=7 carac=16 classe=magicien base=30 dons=renforcement).
word-sp-field-level = niveau
word-sp-field-ability = caractéristique, carac
word-sp-field-progression = classe
word-sp-field-base = base
word-sp-field-feats = dons
word-sp-field-pearls = perles
## Points de sort : effacer la base ou les dons (base=table, dons=aucun).
word-sp-clear = table, aucun
## Points de sort : les options de /cast et /odds (surplus=2 métamagie=renforcement niveau=3 lanceur=9 classe=ensorceleur fois=5 aumoins=20).
word-sp-option-extra = supplément, surplus
word-sp-option-meta = métamagie
word-sp-option-level = niveau
word-sp-option-cl = lanceur
word-sp-option-progression = classe
word-sp-option-casts = fois
word-sp-option-ge = aumoins
## Points de sort : les classes, selon la progression qu'elles suivent (classe=clerc).
word-sp-class-wizard = magicien, clerc, druide
word-sp-class-sorcerer = ensorceleur, barde
## Points de sort : les classes qui suivent seulement la progression d'une autre (le clerc celle du magicien).
word-sp-borrowed-cleric = clerc
word-sp-borrowed-druid = druide
word-sp-borrowed-bard = barde
## Points de sort : les dons de métamagie (métamagie=renforcement,statique).
word-sp-feat-empower = extension d'effet, effet, renforcement
word-sp-feat-maximize = quintessence, quintessence des sorts
word-sp-feat-still = statique, incantation statique
word-sp-feat-silent = silencieuse, incantation silencieuse
word-sp-feat-extend = durée, extension de durée
word-sp-feat-enlarge = portée, extension de portée
word-sp-feat-widen = zone, extension de zone
word-sp-feat-quicken = rapide, incantation rapide
word-sp-feat-heighten = intensifié, intensification
## Points de sort : ce qui fatigue un lanceur (/fatigue Mialee épuisé).
word-sp-effect-fatigued = fatigué, fatiguée, fatigue
word-sp-effect-exhausted = épuisé, épuisée, épuisement
## Points de sort : commencer et finir un repos (/rest Mialee début).
word-sp-rest-begin = début, commencer
word-sp-rest-end = fin, interrompre
## Points de sort : comment se paie la métamagie (/metamagie gratuit).
word-sp-mode-points = points
word-sp-mode-free = gratuit
word-sp-mode-both = les deux, mixte

## Requêtes inline : un premier mot choisit les règles (@bot club odds …) ; l'identifiant des règles marche aussi.
word-ruleset-feniks = phénix
word-ruleset-duel_club = club de duel, club, clubdeduel
word-ruleset-ergs = ergs
word-ruleset-spell_points = points de sort, points, pointsdesort

## Sujet du forum : la partie du groupe ou la sienne (/topic commune).
word-topic-shared = commune, partagée
word-topic-own = propre, sienne
