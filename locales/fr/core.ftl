## Messages communs à toutes les règles.

ruleset-name = { $ruleset ->
        [feniks] Phénix
        [duel_club] Club de duel
        [ergs] ergs (GN à baguettes)
        [spell_points] points de sort
       *[other] { $ruleset }
    }
locale-name = { $locale ->
        [pl] polonais
        [ru] russe
        [fr] français
        [cs] tchèque
        [en] anglais
       *[other] { $locale }
    }
game-start = Assistant de duels de sorciers prêt. Règles : { ruleset-name }, langue : { locale-name }. Tapez /aide pour voir les commandes.
game-help = Commandes des règles « { ruleset-name } » :
game-locale = Langue des réponses : { locale-name }.
game-ruleset = Nouvelles règles : { ruleset-name }. La liste des personnages repart de zéro.
refusal-same-ruleset = La partie joue déjà avec les règles « { ruleset-name } » : rien n'a changé, la liste des personnages reste.
## « MJ » (le MJ de la console, console-gm) est un nom commun : il prend l'article.
char-bound = { $player ->
        [MJ] Le MJ
       *[other] { $player }
    } joue désormais { $name }.

char-bound-already = { $player ->
        [MJ] Le MJ
       *[other] { $player }
    } joue déjà { $name }.
## Claim links (/invitation): a sheet a player binds with one tap.
char-claim-ready = Fiche prête à être réclamée : { $name }.
refusal-claim-unknown = Ce lien n'est pas valide ou a déjà servi. Demandez-en un nouveau à votre MJ.
refusal-claim-taken = { $name } a déjà un joueur.
refusal-iam-taken = { $name } a déjà un joueur : seul un MJ peut confier ce personnage à quelqu'un d'autre ({ CMD("iam") } { $name } @joueur).
refusal-claim-where = Les liens de fiche sont créés par le bot Telegram : envoyez /invitation { $name } dans le groupe de la partie. Ici, le MJ confie le personnage à un joueur avec /jesuis { $name } @joueur.

## Turn reminders (/defauts remind=10m, /rappel).
turn-reminder = ⏰ { $player }, le duel { $duel } attend toujours votre coup : c'est à { $name } de jouer.
turn-reminder-gm = ⏰ MJ, le duel { $duel } attend toujours le coup { DE($name) }.
refusal-remind-none = Aucun coup n'est attendu pour l'instant.
refusal-remind-duel-none = Le duel { $duel } n'attend aucun coup pour l'instant.
refusal-remind-sent = Le rappel du duel { $duel } a déjà été envoyé pour ce coup ; { CMD("remind") } sans numéro relance tous les duels.
refusal-remind-range = « { $value } » { $too ->
        [long] dépasse 7 jours
       *[short] fait moins d'une minute
    } : le rappel se règle de 1 minute à 7 jours, par ex. rappel=10m, rappel=2h ou rappel=2j, ou rappel=non.
refusal-remind-delay = « { $value } » n'est pas un délai de rappel : indiquez des minutes, des heures ou des jours, par ex. rappel=10m, rappel=2h ou rappel=2j (de 1 minute à 7 jours), ou rappel=non.

char-removed = { $name } quitte la liste des personnages.
refusal-remove-who = Qui retirer de la liste ? Écrivez { CMD("char") } { $word } NOM.
roster-empty = La liste des personnages est vide. Ajoutez quelqu'un avec /perso.
roster-line = { $name } ({ $bound ->
    [no] sans joueur
   *[yes] joueur : { $player }
})
gm-granted = { $who } est désormais MJ de cette partie.
gm-revoked = { $who } n'est plus MJ de cette partie.
gm-granted-already = { $who } est déjà MJ de cette partie.
gm-revoked-none = { $who } n'est pas MJ de cette partie : il n'y a rien à retirer.
refusal-gm-action = « { $word } » n'est ni nommer ni révoquer : écrivez { CMD("gm") } nommer @joueur ou { CMD("gm") } révoquer @joueur.
roll-result = Jet { $expr } : { $detail }
roll-secret-made = { $who } a fait un jet secret.
undo-done = Action annulée : { $command ->
        [char] { $change ->
            [created] la création de la fiche { DE($name) }
            [removed] le retrait { DE($name) } de la liste des personnages
           *[changed] un changement de la fiche { DE($name) }
        }
        [macro] { $change ->
            [created] la création de la macro « { $name } »
            [removed] la suppression de la macro « { $name } »
           *[changed] un changement de la macro « { $name } »
        }
        [cast] { $spell ->
            [none] un sort lancé
           *[other] { LE($spell) } { DE($name) }
        }
        [duel] l'ouverture du duel { $duel }
        [init] le tirage de l'initiative
        [recover] une baguette ramassée
        [grab] la prise de la baguette adverse
        [end] l'arrêt du duel { $duel }
        [iam] l'attribution d'un personnage
        [roll] un jet de dés
        [defend] une défense
        [dodge] une esquive
        [rest] { $whose ->
            [none] un repos
           *[other] le repos { DE($whose) }
        }
        [gain] { $ruleset ->
            [ergs] des ergs rendus
           *[other] des points de sort rendus
        }
        [spend] { $ruleset ->
            [ergs] des ergs dépensés
           *[other] des points de sort dépensés
        }
        [defaults] un changement des réglages ({ CMD("defaults") })
        [rules] le changement de règles
       *[other] la commande { CMD($command) }
    }{ $rolls_after ->
        [0] {""}
        [one] {" "}(le dé lancé depuis n'est pas annulé)
       *[other] {" "}(les dés lancés depuis ne sont pas annulés)
    }.
duel-none = Aucun duel en cours.
duel-line = Duel { $duel } : { LIST($names) }

refusal-generic = Impossible de faire cela.
refusal-rule = Les règles ne le permettent pas (règle : { RULE($rule) }).
refusal-parse = Je n'ai pas compris cette commande.
refusal-not-found = Introuvable.
refusal-permission = Vous n'avez pas le droit de faire cela.
refusal-dice = Ce jet de dés est impossible.
refusal-dice-empty = Indiquez un jet de dés, par ex. /jet 2d6+1.
refusal-dice-too-long = Cette expression de dés est trop longue : { $limit } { $limit ->
        [one] caractère
        [many] de caractères
       *[other] caractères
    } au plus.
refusal-dice-too-many = Trop de dés : { $limit } { $limit ->
        [one] dé
        [many] de dés
       *[other] dés
    } au plus par jet.
refusal-dice-too-many-sides = Un dé a au plus { $limit } { $limit ->
        [one] face
        [many] de faces
       *[other] faces
    }.
refusal-dice-syntax = « { $expr } » n'est pas une expression de dés. Essayez par ex. /jet 4d6kh3+2.
refusal-missing-arg = Il manque { $what ->
        [spell] le sort
        [SPELL] le sort
        [name] le nom du personnage
        [locale] la langue
        [ruleset] le nom des règles
        [command] la commande
        [id] le joueur
        [N] le numéro
        [level] le niveau
        [odds-question] la question (toucher, esquive ou le nom du lanceur)
        [gm-action] le mot « nommer » ou « révoquer »
        [effect] l'effet (fatigué ou épuisé)
        [hours] la durée (1h, 2h, 8h, début ou fin)
        [defence] la défense (bouclier, esquive ou rien)
        [option] une option (par ex. sort clé=valeur)
       *[other] un mot
    } dans { CMD($command) }.
refusal-not-command = Ce n'est pas une commande. /aide en donne la liste.
refusal-too-long = Ce message est trop long : { $limit } { $limit ->
        [one] caractère
        [many] de caractères
       *[other] caractères
    } au plus.
refusal-other-bot = Cette commande s'adresse à un autre bot.
refusal-unknown-command = { CMD($command) } n'est pas une commande des règles « { ruleset-name } ». Tapez /aide.
refusal-unknown-locale = Langue inconnue : « { $locale } ». Langues disponibles : { WORD($locales, of: "word-locale-") }.
refusal-unknown-ruleset = Règles inconnues : « { $ruleset } ». Règles connues : { WORD($known, of: "word-ruleset-") }.
refusal-gm-only = Seul le MJ peut utiliser { CMD($command) }.
refusal-not-yours = { $name } n'est pas votre personnage : un joueur n'agit que pour ses propres personnages.
## Who may do a GM's work (roles): sheets, conditions, binding; the game's own settings (/defauts NAME=yes).
refusal-gm-remove = Seul le MJ peut supprimer un personnage.
refusal-char-no-name = Il manque le nom du personnage : { CMD("char") } NOM { $options }.
refusal-gm-sheet = Seul le MJ peut faire cela avec { CMD($command) } : créer un personnage, modifier les valeurs d'une fiche ou imposer un état. Le MJ peut laisser les joueurs tenir leur propre fiche avec /defauts fiches=oui.
refusal-gm-bind = Seul le MJ peut confier { $name } à un autre joueur.
refusal-unknown-setting = Réglage de partie inconnu : « { $setting } ». Réglages : { WORD($settings) }.
refusal-unknown-option = La commande { CMD($command) } n'a pas d'option « { $option }= ». Elle a : { WORD($options) }.
remind-after = après { $remind_n } { $remind_unit ->
        [s] { $remind_n ->
            [one] seconde
           *[other] secondes
        }
        [h] { $remind_n ->
            [one] heure
           *[other] heures
        }
        [d] { $remind_n ->
            [one] jour
           *[other] jours
        }
       *[m] { $remind_n ->
            [one] minute
           *[other] minutes
        }
    }
defaults-game = Réglages de la partie : les joueurs modifient eux-mêmes leurs fiches : { $players_edit_sheets ->
        [yes] oui
       *[no] non
    } (fiches=…) ; { $remind ->
        [none] {""}
        [off] rappel du tour : désactivé (rappel=…) ;{" "}
       *[other] rappel du tour : { remind-after } (rappel=…) ;{" "}
    }macros des joueurs : { $players_macros ->
        [yes] oui
       *[no] non
    } (macros=…).
refusal-who = { $command ->
        [odds] { $ruleset ->
            [duel_club] Quel personnage ou quel sort ? Par ex. { CMD("odds") } Harry ou { CMD("odds") } Stupéfix sortilèges=60.
           *[other] Quel personnage ? Nommez le lanceur, par ex. { $ruleset ->
                [feniks] { CMD("odds") } NOM SORT
                [spell_points] { CMD("odds") } NOM: SORT
               *[other] { CMD("odds") } NOM
            }.
        }
        [cast] Quel personnage ? Liez le vôtre avec /jesuis NOM, ou nommez-le dans la commande, par ex. { CMD("cast") } Harry: Stupéfix.
       *[other] Quel personnage ? Liez le vôtre avec /jesuis NOM, ou nommez-le dans la commande, par ex. { CMD($command) } Harry.
    }
refusal-which = { $command ->
        [odds] Vous jouez plusieurs personnages : nommez le lanceur, par ex. { $ruleset ->
            [feniks] { CMD("odds") } NOM SORT
            [spell_points] { CMD("odds") } NOM: SORT
           *[other] { CMD("odds") } NOM
        }.
        [cast] Vous jouez plusieurs personnages : indiquez lequel, par ex. { CMD("cast") } NOM: …
       *[other] Vous jouez plusieurs personnages : indiquez lequel, par ex. { CMD($command) } NOM.
    }
refusal-no-character = Aucun personnage ne s'appelle « { $name } ».
refusal-unknown-field = Champ de fiche inconnu : « { $field } ». Champs : { WORD($fields, $words) }.
refusal-missing-value = { $field ->
        [condition] Indiquez l'état du personnage : { WORD("ok, unconscious, hospital", of: "word-feniks-condition-", style: "or") }.
        [severity] Indiquez la gravité : { WORD("moment, hospital", of: "word-feniks-severity-", style: "or") }.
       *[other] Il manque la valeur de { $word }= : indiquez un nombre entier, par ex. { $word }={ $example }.
    }
refusal-default-value = Valeur « { $value } » invalide pour « { $option } » : indiquez { $field ->
        [type] { WORD($known, of: "word-feniks-kind-", style: "or") }
        [category] { WORD($known, of: "word-feniks-category-", style: "or") }
        [severity] { WORD($known, of: "word-feniks-severity-", style: "or") }
        [condition] { WORD($known, of: "word-feniks-condition-", style: "or") }
        [cause] { WORD($known, of: "word-ergs-cause-", style: "or") }
        [group] { WORD($known, of: "word-ergs-group-", style: "or") }
        [weapon] { WORD($known, of: "word-ergs-weapon-", style: "or") }
        [form] { WORD($known, of: "word-ergs-form-", style: "or") }
        [mode] { WORD($known, of: "word-ergs-mode-", style: "or") }
        [meta] { WORD($known, of: "word-sp-feat-", style: "or") }
       *[other] { $known }
    }.
refusal-bad-field = « { $value } » ne convient pas pour { $field }={ $expects ->
        [yesno]  : écrivez oui ou non.
        [number]  : il faut un nombre entier.
       *[other] .
    }
refusal-bad-gender = « { $value } » n'est pas un genre : écrivez { $field }=m ou { $field }=f, ou { $field }= sans rien pour ne pas le fixer.

## Numbers typed and large rolls
refusal-gain-minus = « { $value } » ne convient pas : { CMD("gain") } ajoute des { $ruleset ->
        [ergs] ergs
       *[other] points de sort
    } ; pour en retirer, { CMD("spend") } { $name } { $n } raison=….
refusal-number = « { $value } » n'est pas un nombre entier de { $low } à { $high }.
refusal-dice-total = Le résultat d'un jet doit rester entre { $low } et { $high }.
roll-result-many = Jet { $expr } : { $total } ({ $faces }{ $more ->
        [0] {""}
       *[other] , … et { $more } { $more ->
            [one] autre dé
           *[other] autres dés
        }
    })

refusal-in-duel = { $command ->
        [duel] Impossible de commencer un nouveau duel : { $name } est déjà dans un duel en cours.
        [char] Impossible de retirer { $name } pendant un duel en cours : terminez-le d'abord ({ CMD("end") }).
       *[other] { $name } est dans un duel en cours.
    }
refusal-sheet-in-duel = On ne modifie pas la fiche { DE($name) } pendant un duel en cours : terminez-le d'abord (/fin).
refusal-not-in-duel = { $name } n'est dans aucun duel en cours.
refusal-duel-number = { $given ->
        [no] Indiquez le numéro du duel, par ex. { WORD("duel") }=1.
       *[yes] Le numéro du duel doit être un nombre, pas « { $value } ».
    }
refusal-no-duel = Le duel { $duel } n'existe pas.
refusal-which-duel = Plusieurs duels sont en cours : donnez le numéro du duel, par ex. { CMD($command) }{ $typed } duel=2.
refusal-no-running-duel = Aucun duel en cours. Lancez-en un avec /duel.
refusal-duel-running = Terminez d'abord les duels en cours.
refusal-nothing-to-undo = Il n'y a rien à annuler.
refusal-undo-setup = Il n'y a rien à annuler : aucun coup n'a encore été joué. { CMD($command) } a réglé la partie ; pour changer cela, relancez { CMD($command) }.
refusal-unknown-spell = « { $spell_text } » n'est pas un sort de ces règles.

## Options par défaut des commandes (/defauts).
refusal-default-option = { CMD($command) } n'a pas d'option « { $option } ».
defaults-set = Options par défaut de { CMD($command) } : { OPTIONS($options) }.
defaults-line = { CMD($command) } : { OPTIONS($options) }
defaults-none = Aucune option par défaut. Un MJ en fixe avec /defauts COMMANDE clé=valeur.
defaults-cleared = Options par défaut de { CMD($command) } supprimées.
game-locale-own = Je vous répondrai ici en { $locale ->
        [pl] polonais
        [ru] russe
        [fr] français
        [cs] tchèque
        [en] anglais
       *[other] { $locale }
    } (sauf si la langue de la discussion a été fixée avec /langue).

## Forum topics (/sujet): which game a topic of a chat plays, its own or the chat's (a game setting of the chat's game)
refusal-topic-none = /sujet ne s'utilise que dans un sujet de forum, pour choisir si ce sujet a sa propre partie ou joue celle du groupe.
topic-plays-own = Ce sujet a sa propre partie. Un MJ peut le rattacher à la partie du groupe avec /sujet { WORD("shared", of: "word-topic-") }.
topic-plays-shared = Ce sujet joue la partie du groupe. Un MJ peut lui donner sa propre partie avec /sujet { WORD("own", of: "word-topic-") }.
topic-set-own = C'est fait : ce sujet a désormais sa propre partie.
topic-set-shared = C'est fait : ce sujet joue désormais la partie du groupe.

## A private message its reader could not get (they never opened a private chat with the bot): told in the place; $who names them, $link opens the chat
unreached-secret-roll = { $who }, pour recevoir les jets secrets, ouvrez d'abord une conversation privée avec moi : { $link }
unreached-hidden = { $who }, pour voir les réserves cachées, ouvrez d'abord une conversation privée avec moi : { $link }
