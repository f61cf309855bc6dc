# Storage: export, import and the replay check (assistant export / assistant import).
storage-exported = Partie { $game } exportée vers { $file } avec { $entries ->
    [one] { $entries } entrée de journal
    [many] { $entries } d'entrées de journal
   *[other] { $entries } entrées de journal
}.
storage-imported = Partie { $game } importée dans { $db } avec { $entries ->
    [one] { $entries } entrée de journal
    [many] { $entries } d'entrées de journal
   *[other] { $entries } entrées de journal
}.
storage-replay-ok = Rejeu de la partie { $game } : { $entries ->
    [one] { $entries } entrée de journal reconstruit
    [many] { $entries } d'entrées de journal reconstruisent
   *[other] { $entries } entrées de journal reconstruisent
} exactement l'état enregistré.
storage-replay-mismatch = Le rejeu de la partie { $game } diffère de l'état enregistré en { $count ->
    [one] { $count } endroit
    [many] { $count } d'endroits
   *[other] { $count } endroits
} ; le premier, { $path } : le journal donne { $rebuilt }, l'état contient { $stored }.
storage-replay-bad-seq = Le journal de la partie { $game } est rompu à l'entrée { $seq } : les entrées doivent se suivre 1, 2, 3, …
storage-replay-rerun = Le journal de la partie { $game } ne se rejoue pas à l'identique : l'entrée { $seq } n'est pas ce que donne sa commande (ses événements, ses dés ou ses changements ont été modifiés).
storage-replay-archive = L'archive de la partie { $game } ne correspond pas à ce que son journal archive : le duel { $duel } manque, a été ajouté ou modifié.
storage-bad-version = La partie { $game } a été exportée par un programme au schéma { $version }, que celui-ci ne connaît pas (son plus récent est { $head }) : importez-la avec le programme qui l'a exportée, ou un plus récent.
storage-no-game = Il n'y a pas de partie { $game } dans { $db }.
storage-game-exists = La partie { $game } est déjà enregistrée ; ajoutez --replace pour l'écraser.
storage-bad-file = { $file } n'est pas un export de partie ({ $error }).
## Import: dedup replies whose key another game of the database already holds.
storage-replies-left = { $count ->
    [one] { $count } réponse de la partie { $game } a été laissée de côté : sa clé de livraison appartient à une autre partie de cette base.
   *[other] { $count } réponses de la partie { $game } ont été laissées de côté : leurs clés de livraison appartiennent à d'autres parties de cette base.
}
