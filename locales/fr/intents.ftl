## Les mots que les joueurs emploient pour donner des ordres en langage courant. Listes séparées par des virgules.
## Une phrase convient quand ses mots viennent dans cet ordre (d'autres mots peuvent s'intercaler) ;
## un mot suivi de * accepte toute terminaison ; @liste désigne n'importe quel élément de intent-liste.
## Chaque commande a une seule liste pour tous les lecteurs : une entrée avec une barre oblique (« /bouclier ») est
## un nom de la commande après la barre oblique (/bouclier Protego), les autres sont des phrases en langage courant.
## La porte vocale entend les phrases sans * ni @ des listes intent-dodge, intent-cycle, intent-halt et intent-pool
## (elle relit la première quand elle demande confirmation).

## Terminaisons que prennent les noms et les sorts (Stupéfixe, renforcée).
intent-endings = e, s, es, x
## Les nombres de zéro à dix ; les formes d'un même nombre sont séparées par |.
intent-numbers = zéro, un|une, deux, trois, quatre, cinq, six, sept, huit, neuf, dix

## Listes communes. Les mots de remplissage n'ajoutent rien à un ordre (politesse, « mdr », « tkt », « vite »,
## « je ») : jamais un mot qui parle de l'histoire. Les formes de tchat sans apostrophe (jlance, jai, chui, cb)
## y sont écrites telles quelles ; les accents ne comptent pas (réponds = reponds).
intent-fill =
    s, te, plaît, sil, stp, stpp, stpl, svp, svpp, vous, please, pls, plz, merci, mrc, ok, okay, oki, okk, dac,
    d'accord, ouais, ouai, oui, yes, bon, bah, ben, bref, euh, heu, hmm, ah, oh, hé, eh, hey, yo, allez, allé,
    aller, alé, go, vas-y, vazy, vasy, hop, et hop, tiens, alors, donc, maintenant, mtn, now, encore,
    encore une fois, à nouveau, de nouveau, vite, vite fait, rapidement, direct, directement, tout de suite,
    tt de suite, de suite, immédiatement, bot, le bot, mj, gm, bien, le, la, les, l, un, une, du, des, de, d, on,
    lui, mdr*, ptdr*, xptdr, lol*, xd, haha*, hihi*, héhé, lmao, dans la tronche, dans sa tronche, dans ta tronche,
    dans la gueule, dans sa gueule, dans ta gueule, dans la face, dans sa face, dans ta face, dans la tête,
    en pleine tête, en pleine face, en pleine tronche, en pleine gueule, en plein visage, petit, petite, gros, tkt,
    tqt, bim, bam, paf, pan, boum, pouf, et bim, et paf, prends ça, prend ça, et toc, je, j, mais, toi,
    s'il te plaît, s'il vous plaît, sil te plait, sil vous plait, s'il te plait, s'il vous plait, gars, mecs, potes,
    réponse, action, déjà, deja, dja, du coup, au fait, dailleurs, d'ailleurs, sinon
intent-to = sur, contre, à, vers, en direction de, dans la direction de, droit sur, cible, cibles, en visant, visant,
    vise, vises, visez, viser, jvise, je vise, cibler, ciblez, jcible, je cible
intent-versus = contre, vs, versus, face à
intent-and = et, avec, ainsi que
intent-reason = pour, pr, car, parce que, parce qu, paske, pcq, psk, raison, à cause de, à cause d, à cause du
intent-pool-nouns =
    pv, pdv, points de vie, point de vie, pts de vie, pt de vie, erg*, points de sort, point de sort, pts de sort,
    points de magie, point de magie, pm, mana, points, point, pts, hp, pz, vie, vies

## Question sur la réserve : « combien de PV il me reste ? », « cb de pv jai », « pv stp ». Un nom de réserve
## seul suffit (PV, PdV, ergs, mana), mais pas « point », « pts », « pm », « hp » ni « vie », mots de tous les jours.
intent-pool =
    /réserve, /pv, /points, combien d'ergs, combien de points,
    combien @pool-nouns, cb @pool-nouns, cmb @pool-nouns, cbn @pool-nouns, combien il me reste, cb il me reste,
    combien me reste, combien j'ai, combien jai, jai combien, g combien, jai cb, g cb, combien en reste,
    il me reste combien, il me reste cb, est à combien, est à cb, suis à combien, suis à cb, a combien, a cb,
    mes @pool-nouns, @pool-nouns ?, état @pool-nouns, réserve @pool-nouns, ma réserve, mes réserves, pv, pdv,
    points de vie, point de vie, pts de vie, pt de vie, erg*, points de sort, points de magie, mana, reste combien,
    combien reste, reste cb, cb reste
intent-pool-fill =
    tout le monde, chacun, tous,
    de, d, il, elle, on, me, m, te, t, lui, leur, nous, vous, reste, restent, rest, pour, pr, j, jai, g, ai, as, a,
    avons, avez, ont, en, jen, suis, jsuis, jsui, chui, chuis, es, est, sommes, êtes, qu, ce, encore, toujours, mes,
    mon, ma, tes, ton, ta, ses, son, sa, nos, notre, leurs, actuellement, maintenant, là, combien, cb, cmb, cbn,
    état, sur, réserve, total, nombre, nb, moi, toi, montre, montre-moi, affiche, dis, dis-moi, donne, donne-moi,
    check, vérifie, @pool-nouns, où, quoi, comme, niveau, restant, restants, restante, restantes,
    compteur, actuel, actuels, actuelle, actuelles, fiche, ya, y, il y a, ça, ca, donne quoi, ça donne quoi,
    quel, quelle,
    c

## Lancer un sort : « je lance Stupéfix sur Drago ».
intent-cast =
    reçoit, se prend, se mange, encaisse, prend,
    /lancer, /sort,
    lance, lances, lancez, lançons, lancent, lancer, lancerai, jlance, jlances, envoie, envoies, envoyez, envoyons,
    envoient, envoyer, jenvoie, balance, balances, balancez, balancer, jbalance, jette, jettes, jetez, jetons,
    jettent, jeter, jete, jjette, jjete, utilise, utilises, utilisez, utiliser, jutilise, incante, incantes,
    incantez, incanter, jincante, tente, tentes, tentez, tenter, jtente, attaque, attaques, attaquez, attaquer,
    jattaque, fais, fait, faites, jfais, cast, caste, castes, caster, jcast, jcaste, tire, tires, tirez, tirer,
    jtire, sors, sortez, jsors, colle, colles, jcolle, mets, met, jmets, vise, vises, visez, viser, jvise, désarme,
    désarmes, désarmez, désarmer, jdésarme, riposte, ripostes, ripostez, riposter, jriposte, réponds, répond,
    répondez, répondre, jréponds, jrépond, contre, contres, contrez, contrer, jcontre, sort, en retour, en réponse,
    en riposte, réplique, répliques, répliquez, répliquer, jréplique, crie, cries, criez, crier, jcrie, hurle,
    hurles, hurler, jhurle, relance, relances, relancez, relancer, jrelance, renvoie, renvoies, renvoyer, jrenvoie,
    enchaîne, enchaînes, enchaîner, jenchaîne, enchaine, jenchaine, balance-lui, envoie-lui,
    préfère, préfères, préférez, jpréfère, préférerais, préférerait, jpréférerais, aimerais mieux, jaimerais mieux, choisis, choisit, choisissez, jchoisis, opte pour, optes pour, jopte pour,
    plutôt, finalement, à la place,
    lève sa baguette, lève ma baguette, lève la baguette, jlève ma baguette, brandit sa baguette, brandis ma baguette, pointe sa baguette, pointe ma baguette, dégaine sa baguette, dégaine ma baguette
intent-cast-fill =
    je, j, me, m, jme, jlui, jle, jla, lui, leur, le, la, vais, jvais, va, vas, veux, jveux, sort, sortilège,
    sortilege, maléfice, charme, encore, vite, nouveau, baguette, avec, ma, mon, aussitôt, à, par, en, retour,
    réponse, riposte, pointe, brandis, lève, dégaine, puissant, gros, bon, petit, lance, lances, lancez, lançons,
    lancent, lancer, lancerai, jlance, jlances, envoie, envoies, envoyez, envoyons, envoient, envoyer, jenvoie,
    balance, balances, balancez, balancer, jbalance, jette, jettes, jetez, jetons, jettent, jeter, jete, jjette,
    jjete, utilise, utilises, utilisez, utiliser, jutilise, incante, incantes, incantez, incanter, jincante, tente,
    tentes, tentez, tenter, jtente, attaque, attaques, attaquez, attaquer, jattaque, fais, fait, faites, jfais,
    cast, caste, castes, caster, jcast, jcaste, tire, tires, tirez, tirer, jtire, sors, sortez, jsors, colle,
    colles, jcolle, mets, met, jmets, vise, vises, visez, viser, jvise, désarme, désarmes, désarmez, désarmer,
    jdésarme, ripostes, ripostez, riposter, jriposte, réponds, répond, répondez, répondre, jréponds, jrépond,
    contre, contres, contrez, contrer, jcontre, réplique, répliques, répliquez, répliquer, jréplique,
    dans la tronche, dans sa tronche, dans ta tronche, dans la gueule, dans sa gueule, dans ta gueule, dans la face,
    dans sa face, dans ta face, dans la tête, en pleine tête, en pleine face, en pleine tronche, en pleine gueule,
    en plein visage, encore une fois, une fois de plus, de nouveau, crie, cries, criez, crier, jcrie, hurle, hurles,
    hurler, jhurle, relance, relances, relancez, relancer, jrelance, renvoie, renvoies, renvoyer, jrenvoie, jte, te,
    sa, son, enchaîne, jenchaîne, enchaine, jenchaine, non, nan, plutôt, finalement, à la place, préfère, jpréfère,
    choisis, jchoisis, opte, jopte, pour

## Se défendre : « je me protège avec Protego ».
intent-defend =
    /défense, /bouclier,
    je me protège, jme protège, me protège, protège, protège-moi, je pare, jpare, pare, parade, je bloque, jbloque,
    bloque, bouclier, défense, je me défends, jme défends, me défends, se défend, se protège, je me couvre,
    jme couvre, me couvre, se couvre
intent-defend-fill =
    me, m, je, j, jme, se, avec, sort, sortilège, charme, contre, ça, cela, attaque, attaques, coup, ce, un, une,
    son, sa, ses, mon, ma, le, la, lève, lever, dresse, dresser, bouclier, magique, vite, derrière, tout, protège,
    pare, bloque, défends, défend, couvre, fais, fait, jfais, faire, jlève, jdresse, sors, jsors

## Esquive : « j'esquive ! ».
intent-dodge =
    /esquive, /esquiver, esquive, j'esquive,
    esquives, esquivez, esquiver, jesquive, je me baisse, jme baisse, me baisse, je me jette au sol,
    jme jette au sol, je me jette sur le côté, roulade, je plonge, jplonge, plonge, j'évite, jévite, évite, évites,
    éviter, je me décale, jme décale, me décale, pas de côté, je saute sur le côté, je roule sur le côté
intent-dodge-fill =
    je, j, jme, me, m, se, sort, attaque, coup, ce, sur, le, côté, au, sol, vite, fais, fait, jfais, une, un, ça,
    cela, par, terre, à, gauche, droite, en, arrière, esquive, esquiver, évite, plonge, baisse

## Récupérer sa baguette : « je récupère ma baguette ».
intent-recover =
    /ramasser, /récupérer,
    récup* baguette, jrécup* baguette, ramass* baguette, jramass* baguette, reprend* baguette, jreprend* baguette,
    rattrap* baguette, jrattrap* baguette, cherch* baguette, jcherch* baguette, prend* ma baguette,
    jprend* ma baguette, chope* ma baguette, jchope* ma baguette, attrap* ma baguette, jattrap* ma baguette,
    prend* sa baguette, prend* baguette en main, jette* sur ma baguette, plonge* sur ma baguette,
    jette* sur sa baguette, plonge* sur sa baguette, baguette récup*, baguette reprend*, baguette ramass*, baguette rattrap*, récup* sa baguette,
    rue* sur ma baguette, jrue* sur ma baguette, précipite* sur ma baguette, fonce* sur ma baguette, jfonce* sur ma baguette
intent-recover-fill =
    je, j, jme, me, m, se, ma, sa, mon, son, la mienne, sienne, par, terre, au, sol, vite, fait, baisse, penche,
    plonge, pour, vais, jvais, va, cours, jcours, court, file, à, main, mains, la, de, d, du, et, puis, récup*,
    jrécup*, ramass*, jramass*, reprend*, jreprend*, rattrap*, jrattrap*, cherch*, jcherch*, prend*, jprend*,
    chope*, jchope*, attrap*, jattrap*, jette, jjette, jplonge, en,
    jla, action, sur, récupérer,
    fonce, jfonce, rue, précipite

## Ramasser la baguette de l'adversaire : « je ramasse la baguette de Drago ». « je prends sa baguette » est celle
## de l'autre ; « Harry prend sa baguette », dit d'un personnage, est la sienne (récupérer, plus haut).
intent-foe = adversaire*, adverse*, ennemi*, opposant*, rival*, rivale*
intent-grab =
    /prendre,
    ramass* baguette de, jramass* baguette de, récup* baguette de, jrécup* baguette de, prend* baguette de,
    jprend* baguette de, chope* baguette de, jchope* baguette de, attrap* baguette de, jattrap* baguette de,
    pique* baguette de, jpique* baguette de, chipe* baguette de, jchipe* baguette de, rafle* baguette de,
    jrafle* baguette de, vole baguette de, voles baguette de, volez baguette de, voler baguette de,
    jvole baguette de, ramass* baguette @foe, jramass* baguette @foe, récup* baguette @foe, jrécup* baguette @foe,
    prend* baguette @foe, jprend* baguette @foe, chope* baguette @foe, jchope* baguette @foe, attrap* baguette @foe,
    jattrap* baguette @foe, pique* baguette @foe, jpique* baguette @foe, chipe* baguette @foe,
    jchipe* baguette @foe, rafle* baguette @foe, jrafle* baguette @foe, vole baguette @foe, voles baguette @foe,
    volez baguette @foe, voler baguette @foe, jvole baguette @foe, ramass* ta baguette, jramass* ta baguette,
    récup* ta baguette, jrécup* ta baguette, prend* ta baguette, jprend* ta baguette, chope* ta baguette,
    jchope* ta baguette, attrap* ta baguette, jattrap* ta baguette, pique* ta baguette, jpique* ta baguette,
    chipe* ta baguette, jchipe* ta baguette, rafle* ta baguette, jrafle* ta baguette, vole ta baguette,
    voles ta baguette, volez ta baguette, voler ta baguette, jvole ta baguette, je ramass* sa baguette,
    jramass* sa baguette, je récup* sa baguette, jrécup* sa baguette, je prend* sa baguette, jprend* sa baguette,
    je chope* sa baguette, jchope* sa baguette, j attrap* sa baguette, jattrap* sa baguette, confisque* baguette,
    subtilise* baguette, empare baguette, empare de baguette, vole sa baguette, jvole sa baguette,
    pique* sa baguette, jpique* sa baguette, chipe* sa baguette, jchipe* sa baguette, je ramass* la sienne,
    jramass* la sienne, je prend* la sienne, jprend* la sienne, je récup* la sienne, jrécup* la sienne,
    je chope* la sienne, jchope* la sienne, ramass* celle de, jramass* celle de, prend* celle de, jprend* celle de,
    récup* celle de, jrécup* celle de, chope* celle de, jchope* celle de,
    plonge* baguette de, jplonge* baguette de, jette* baguette de, fonce* baguette de, jfonce* baguette de,
    précipite* baguette de, rue* baguette de, bondi* baguette de, saute* baguette de, se jette baguette de,
    pique* baguette à, prend* baguette à, chope* baguette à, vole baguette à, chipe* baguette à, arrache* baguette, jarrache* baguette, arrache* baguette à
intent-grab-fill =
    je, j, la, sa, son, ta, ton, @foe, de, d, du, et, gagne, gagnes, gagner, jgagne, victoire, vite, sol, par,
    terre, au, m, s, sienne, tienne, lui, à, lieu, plutôt, que, lancer, sort, sortilège, attaquer, ramass*,
    jramass*, récup*, jrécup*, prend*, jprend*, chope*, jchope*, attrap*, jattrap*, pique*, jpique*, chipe*,
    jchipe*, rafle*, jrafle*, vole, voles, volez, voler, jvole, confisque*, subtilise*, empare, duel, le duel,
    match, celle, la sienne,
    gagné, c, est, cest, avant, elle, jlui, a,
    mon, vers, sur, se, me, jme, moi, mienne, à moi, est à moi, cest à moi, ma, maintenant,
    cours, court, jcours, file, fonce, jfonce, vais, jvais, va, pour, aller

## Commencer un duel : « duel : Harry contre Drago ».
intent-duel =
    /duel,
    duel, duels, affronte, affrontes, affrontent, affronter, jaffronte, combat, combattre, défie, défies, défier,
    jdéfie, défi, provoque, provoques, provoquer, jprovoque, @versus, en garde, viens te battre,
    jette son gant, jette mon gant, jette le gant, jette un gant, jjette mon gant, lance son gant, lance mon gant,
    lance le gant, gifle, gifle avec son gant, gifle avec mon gant
intent-duel-fill =
    nouveau, nouvelle, commence, commencez, commençons, début, entre, et, lance, lancer, lancez, lançons, jlance,
    place, au, en, un, une, je, j, veux, jveux, voudrais, jvoudrais, propose, proposes, jpropose, organise,
    organiser, organisez, démarre, démarrer, démarrez, start, faire, fais, jfais, fait, se, à, duel, duels,
    affronte, affrontes, affrontent, affronter, jaffronte, combat, combattre, défie, défies, défier, jdéfie, défi,
    provoque, provoques, provoquer, jprovoque, t, es, tu, te, chaud, chaude, partant, partante, dispo, pour, viens,
    battre, me, m, ça te dit, ça vous dit, dit,
    ouvre, ouvrir, ouvrez, ouvrons, jouvre, crée, créer, créons,
    aux pieds de, au pied de, aux pieds, pieds, visage, figure, la figure, gant, maintenant, tout de suite, ici

## Initiative : « jet d'initiative ».
intent-init = /initiative, initiative, init*, qui commence le duel, ordre de jeu, ordre du duel, tirage au sort, tir* au sort, qui commence, qui joue en premier, qui a l'init, qui a l'initiative, qui ouvre, qui attaque en premier
intent-init-fill =
    jet, jets, jette, jeter, tirez, tire, tirer, tirons, jtire, lancez, lance, lancer, lançons, jlance, pour, duel,
    du, de, les, des, détermine, déterminer, déterminez, calcule, calculer, calculez, fais, faites, jfais, fait,
    qui, commence, roll, c, est, parti, partie, premier, ordre, jeu, au, sort, tirage, donne, donner, dés, dé,
    joue, en, première, le, l, détermine-le, dis-moi, dis, a, on, voit,
    init*, initiative

## Fin du duel : « fin du duel ».
intent-end =
    /fin,
    fin duel, fin de duel, fin combat, fini duel, finir duel, terminer duel, termine duel, terminez duel,
    terminons duel, termine combat, arrête duel, arrêtez duel, arrêtons duel, arrêter duel, arrêt duel,
    arrête combat, stop duel, stoppe duel, stopper duel, stop combat, duel terminé, duel fini, combat terminé,
    combat fini, clore duel, clos duel, clôture duel, clôturer duel, ferme duel, fermer duel
intent-end-fill =
    du, de, d, le, la, l, ce, cet, cette, numéro, n°, no, num, maintenant, pour, aujourd'hui, ajd, auj, là, ici, c,
    est, on, mets, met, au, ça, suffit, en cours, actuel

## Annuler : « annule ».
intent-undo =
    /annuler, /annule,
    annule, annules, annulez, annulons, annuler, annulation, anule, anulle, annul, défais, défaire, défaites,
    efface, effaces, effacez, effacer, supprime, supprimez, supprimer, retour arrière, reviens en arrière,
    revenir en arrière, revenons en arrière, undo, ctrl z, cancel
intent-undo-fill =
    ça, cela, dernier, dernière, précédent, précédente, coup, action, jet, commande, message, truc, machin, en,
    arrière, oups, oops, oupsi, mince, zut, reviens, retour, ce, que, j, jai, ai, fait, je, me, jme, suis, trompé,
    trompée, gouré, planté, erreur, de, ma, part, mon, dsl, désolé, désolée, pardon, mauvaise, manip, boulette,
    annule, annules, annulez, annulons, annuler, annulation, anule, anulle, annul, défais, défaire, défaites,
    efface, effaces, effacez, effacer, supprime, supprimez, supprimer, non, attends, attend, sort, sorts, cible,
    nan, non non, c, était, c'était, cétait, une, un

## Nouveau cycle : « nouveau cycle ».
intent-cycle =
    /cycle,
    nouveau cycle, cycle suivant, cycle, prochain cycle, nouvelle journée, journée suivante, prochaine journée,
    nouveau jour, jour suivant
intent-cycle-fill =
    nouveau, nouvelle, suivant, suivante, prochain, prochaine, passe, passons, passer, on, au, à, la, le, commence,
    commencer, commençons, début, un, une, lance, démarre, journée, jour

## Donner des points (MJ) : « donne 2 ergs à Harry pour la potion ».
intent-gain =
    /donner,
    donne, donnes, donnez, donner, ajoute, ajoutes, ajoutez, ajouter, rends, rend, rendez, rendre, accorde,
    accordez, accorder, gagne, gagnes, regagne, regagnes, récupère, récupères, plus, file, octroie, crédite, soigne,
    soignez, bonus
intent-gain-fill = à, au, aux, pour, @pool-nouns, lui, leur, en, plus, de, d, moi, me, m, les, ses, son, sa, bonus

## Dépenser des points : « je dépense 1 erg ».
intent-spend =
    /dépenser,
    dépense, dépenses, dépensez, dépenser, jdépense, retire, retires, retirez, retirer, enlève, enlèves, enlevez,
    enlever, perd, perds, perdez, perdre, paie, paies, payez, payer, paye, jpaie, jpaye, moins, consomme, consommes,
    consommer, utilise, utilises, jutilise
intent-spend-fill = à, au, @pool-nouns, je, j, lui, leur, en, pour, de, d, me, m, moi, mes, ses, son, sa

## Repos : « on se repose 8 heures ».
intent-rest =
    /repos,
    repos, repose, reposes, reposez, reposer, reposons, jme repose, dors, dort, dormez, dormir, dormons, jdors,
    sieste, dodo
intent-rest-fill =
    heure*, h, pendant, durant, me, m, jme, se, je, j, nous, toute, nuit, une, un, petite, petit, courte, longue,
    la, de, d, on, pour

## État du duel : « c'est à qui ? ».
intent-status =
    /statut, /état,
    état du duel, état duel, état de la partie, statut, status, où en est le duel, où en est, en est où,
    où on en est, où en sommes, en sommes où, situation, résumé, récap, recap, récapitulatif, bilan, score,
    fais le point, le point sur le duel, qui joue, qui doit jouer, à qui le tour, à qui de jouer, à qui,
    c'est à qui, c à qui, cest à qui, c'est au tour de qui, tour de qui, donne quoi, se passe comment, peux jouer,
    jpeux jouer, attend qui, attendons qui, c'est à moi, c à moi, cest à moi, à moi de jouer, mon tour ?,
    c'est mon tour, cest mon tour, c mon tour, est-ce mon tour, c à ki, c'est à ki, cest à ki, à ki le tour,
    à ki de jouer, ki joue, ces à qui, cé à qui, cé à moi, cé mon tour,
    point sur le duel, point sur le combat, on en est où, point duel,
    quelle manche, quel round, quelle reprise, quel tour, combientième manche, combientième round,
    manche combien, manche numéro, round combien, numéro de manche, numéro de la manche
intent-status-fill =
    du, de, d, le, la, l, en, est, es, où, c, cest, à, qui, tour, duel, partie, combat, maintenant, là, alors, on,
    nous, sommes, mon, jouer, joue, doit, ça, donne, quoi, se, passe, comment, actuel, actuelle, sur, point, fais,
    dis, dis-moi, montre, quel, quelle, score, situation, y, je, j, jpeux, peux, attend, attendons, manche, round,
    tu, ou, ki, cé, ces, numéro, combien, cb, ça, ca, est-ce, qu, que, dans

## Aide : « quelles sont les commandes ? ».
intent-help =
    /aide, /commandes,
    aide, aider, aidez, à l'aide, help, commandes, quelles commandes, liste des commandes, comment jouer,
    comment on joue, comment ça marche, comment ça fonctionne, comment tu marches, comment tu fonctionnes,
    comment utiliser, comment on utilise, comment t'utiliser, comment se servir, comment on se sert,
    comment se sert, mode d'emploi, tuto, tutoriel, que sais-tu faire, sers à quoi, sert à quoi, bot fait quoi,
    bot fais quoi, fais quoi bot, fait quoi bot, à quoi tu sers, à quoi sert, à quoi ça sert, explique-moi,
    explique moi comment ça marche, comment on fait, tu sais faire, sais faire quoi, tu peux faire, peux faire quoi,
    tu marches comment, ça marche comment,
    explique, expliquez, comment on lance, comment lancer, comment je lance
intent-help-fill =
    les, la, le, l, des, de, d, du, quelles, quels, quel, sont, est, tu, te, t, sais, faire, fais, fait, que, qu,
    ce, moi, me, m, montre, montre-moi, ça, marche, marches, fonctionne, fonctionnes, à, peux, pourrais, on, se,
    sert, sers, servir, utilise, utiliser, jouer, joue, bot, il, quoi, comment, jcomprends, jcomprend, comprends,
    comprend, rien, pas, je, j, y, liste, dispo, disponibles, possibles, tes, toutes, tous, besoin, jai, ai, un,
    peu, c, explique, expliquer, règles, avec, toi, cet,
    fonctions, fonctionnalités, commande, sort, sorts, lance, lancer, duel, duels, combat, règle, ici, ta, ton

## Lancer les dés : « lance 2d6 ».
intent-roll =
    /dé, /dés, /jet,
    lance, lances, lancez, lancer, jlance, jette, jettes, jetez, jeter, jete, jjette, jet, jets, roule, roules,
    roulez, rouler, jroule, tire, tires, tirez, tirer, jtire, fais, faites, jfais, balance, jbalance, roll, jroll,
    dés, dé
intent-roll-fill =
    les, des, dés, dé, pour, moi, me, m, un, une, de, d, jet, petit, nouveau, autre, lance, lances, lancez, lancer,
    jlance, jette, jettes, jetez, jeter, jete, jjette, jets, roule, roules, roulez, rouler, jroule, tire, tires,
    tirez, tirer, jtire, fais, faites, jfais, balance, jbalance, roll, jroll

## Moi-même : « moi et Ron contre Drago » — le personnage de qui parle. « je », « j », « me » n'y sont pas :
## dans « je me baisse et je ramasse ma baguette », chacun compterait pour un personnage de plus ; ce sont des
## mots de remplissage, et qui parle agit de toute façon pour son propre personnage.
intent-me = moi
## Une nuit de repos : huit heures.
intent-night =
    nuit, la nuit, toute la nuit, une nuit, toute une nuit, nuit complète, nuit entière, jusqu au matin,
    jusqu'au matin, jusqu'à demain matin
## Sans défense : « je ne me défends pas ».
intent-nodefence =
    je ne me défends pas, je me défends pas, jme défends pas, je ne me protège pas, je me protège pas,
    jme protège pas, pas de défense, pas de bouclier, pas de parade, aucune défense, sans défense, sans bouclier,
    sans parade, je prends le coup, jprends le coup, j'encaisse, jencaisse, encaisse, je fais rien, jfais rien,
    je ne fais rien, je laisse passer, jlaisse passer, je subis
intent-nodefence-fill =
    le, la, coup, sort, je, j, jme, me, ne, pas, rien, juste, ça, ce, cette, fois, tant pis, tanpis, tampis

## Points payés en plus dans un sort : « +3 », « 2 points en plus ».
intent-extra = en plus, en supplément, supplémentaires, supplementaires, de plus, bonus, extra
intent-extra-lead = avec, pour
## Une heure sans nombre : « je me repose une heure ».
intent-hour = heure, heures, h
## Terminaisons de l'imparfait : un récit, pas une commande (lançait, esquivaient).
intent-past = ais, ait, aient, âmes

## Les mots qui ouvrent un commentaire après une commande : « j'esquive parce que j'ai peur ».
intent-comment = parce que, parce qu, paske, pcq, psk, car, pour que, comme ça
## Avant l'attaque à laquelle répond une défense : « j'esquive le stupéfix ».
intent-from = contre, de, face à
## Des dés dits en mots : « lance un dé », « deux dés ».
intent-die = dé, dés, de, des
## Des dés nommés par leurs faces : « lance un dé à vingt faces ».
intent-die-4 = dé à quatre faces, dés à quatre faces, dé à 4 faces, dés à 4 faces, dé 4, dés 4
intent-die-6 = dé à six faces, dés à six faces, dé à 6 faces, dés à 6 faces, dé 6, dés 6
intent-die-8 = dé à huit faces, dés à huit faces, dé à 8 faces, dés à 8 faces, dé 8, dés 8
intent-die-10 = dé à dix faces, dés à dix faces, dé à 10 faces, dés à 10 faces, dé 10, dés 10
intent-die-12 = dé à douze faces, dés à douze faces, dé à 12 faces, dés à 12 faces, dé 12, dés 12
intent-die-20 = dé à vingt faces, dés à vingt faces, dé à 20 faces, dés à 20 faces, icosaèdre, dé 20, dés 20, d 20
intent-die-100 = dé à cent faces, dés à cent faces, dé à 100 faces, dés à 100 faces, dé 100, dés 100, d 100
## Les auxiliaires du passé composé : avant un verbe de commande, un récit (« Drago a lancé »).
intent-aux = a, ai, as, avons, avez, ont, avait, avais, avaient, g, suis, es, est, sommes, êtes, sont, étais, était
## Les mots avec lesquels une ligne est de la conversation, pas un ordre : un au revoir (« bon, je vais dormir,
## bonne nuit à tous ») et un autre moment que maintenant (« hier j'ai lancé Stupéfix », « la prochaine fois »).
intent-talk = bonne nuit, bonne soirée, à demain, a+, à plus, bisous, ciao, au revoir, hier, avant-hier, la dernière fois, la prochaine fois, une autre fois, à chaque fois, chaque fois, toujours, d'habitude, merci pour le duel, merci pour ce duel, merci pour le combat, bien joué
## Les mots d'un récit : à côté d'eux, une action dans une autre partie de la phrase est racontée (« Stupéfix sur
## Drago, c'était énorme »).
intent-story = c'était, cétait, c était, était, étais, avait, avais
## « Pour » : au nom de qui le MJ agit — « pour Ron : Stupéfix sur Drago ».
intent-for = pour, au nom de, de la part de

## Les commandes qui n'ont que des noms après la barre oblique : /perso Harry.
intent-start = /démarrer
intent-char = /perso, /personnage, /fiche
intent-lang = /langue
intent-rules = /règles
intent-odds = /chances, combien de %, quel %, quelle %, %, combien de pourcent, quel pourcentage de réussite,
    passe à combien, passe a combien, passe à cb, passe a cb, à combien passe, a combien passe, à combien ça passe,
    il faut faire combien, faut faire combien, faut combien, seuil, quel seuil, taux de réussite,
    quelles sont mes chances, quelles chances, chances, chance, proba, probas, probabilité, probabilités, combien de chances, quel pourcentage, pourcentage, ai quelle chance, ai quelles chances, jai quelle chance, jai quelles chances, ai combien de chances, jai combien de chances
intent-macro = /macros
## Arrêter la reprise à la voix (/bout stop) : « arrêtez ! » ; écrit dans le chat, c'est de la conversation.
intent-halt = arrêtez, halte, stop

## Chances, enseignement, service, baguettes, reprises, perles, états, niveaux négatifs, nouveau jour.
intent-odds-fill = quelles, quelle, quels, sont, est, c, quoi, moi, pourcent, pourcents, %, je, le, la, l, il, faut, faire, moins, sous, au dé, dé, la, le, les, de, d, mes, ma, mon, ses, sa, son, avec, pour, sur, un, une, j, ai, combien, passer, réussir, réussite, lancer, toucher, que, ça, ca, passe, il, elle, a, avoir, en, lançant, au, y
intent-teach = /enseigner, apprend, apprends, enseigne, enseignons, enseigner, apprendre
intent-teach-fill = à, au, le, la, l, sort, nouveau, maintenant, je, j, lui, m
intent-service = /service, rend service, rends service, rendre service, rend un service, rends un service
intent-service-fill = à, au, un, petit, maintenant, je
intent-wand = /baguette, quelle baguette, état de ma baguette, état de la baguette
intent-wand-fill = j, ai, est, c, quoi, où, en, est, sa, son, de
intent-wand-give = donne baguette, donne ma baguette, donne sa baguette, passe ma baguette, passe sa baguette, cède ma baguette, cède sa baguette
intent-wand-give-fill = je, à, au, maintenant
intent-wand-new = nouvelle baguette, reçoit une baguette, reçois une baguette, achète une baguette
intent-wand-new-fill = une, sa, ma, nouvelle, je, j, a, reçoit, reçois, achète
intent-bout = /reprise, début de la reprise, début de reprise, on commence la reprise, top départ, début du round
intent-bout-fill = première, prochaine, nouvelle
intent-pearl = /perle, perle de pouvoir, perle de puissance, perle
intent-pearl-fill = j, utilise, utiliser, sa, ma, une, de, niveau, du, cercle, je
intent-fatigue = /fatigue, est fatigué, est fatiguée, fatigué, fatiguée
intent-fatigue-fill = maintenant, désormais, il, elle, devient
intent-exhaust = est épuisé, est épuisée, épuisé, épuisée
intent-exhaust-fill = maintenant, désormais, il, elle, devient, complètement
intent-drain = /absorption, niveau négatif, niveaux négatifs, perd un niveau, perte de niveau
intent-drain-fill = un, reçoit, prend, subit, maintenant
intent-day = /jour, nouveau jour, nouvelle journée, jour suivant
intent-day-fill = c, est, un, une, on, passe, au
## Les verbes qui font du nommé la cible, pas le lanceur : « Drago se prend un Stupéfix ».
intent-struck = reçoit, se prend, se mange, encaisse, prend
## Après quoi on demande ses points : « combien de pv après ce Stupéfix ? ».
intent-after = après, apres
intent-chart = /graphique
intent-claim = /invitation
intent-config = /réglages
intent-defaults = /défauts
intent-gm = /mj
intent-iam = /jesuis
intent-metamagic = /métamagie
intent-order = /ordre
intent-protocol = /protocole
intent-remind = /rappel
intent-restore = /restaurer
intent-topic = /sujet
