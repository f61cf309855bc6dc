## La porte vocale : ce que le portable du maître de jeu de rôle grandeur nature affiche (et, pour les annonces,
## dit) en plus des messages des règles, et le lexique vocal : ce que le modèle entend pour chaque sort et mot de commande.

## Lexique. Phrases séparées par des virgules, en mots que le modèle connaît (vérifier : assistant voice check --model CHEMIN).
## voice-spell-<id> : un sort ; voice-to : mots avant une cible. Les mots de commande (esquive, nouveau cycle, stop,
## combien d'ergs) sont les phrases des listes intent-dodge, intent-cycle, intent-halt et intent-pool d'intents.ftl.
voice-spell-avada-kedavra = avada kedavra, avada que davra
voice-spell-crucio = endoloris, en doloris, endo loris
voice-spell-imperius = impero, imperium, un péro
voice-spell-patronus = spero patronum, patronus
voice-spell-exorcio = exorcio, exorcisme
voice-spell-furrore = furrore, fureur
voice-spell-expelliarmus = expelliarmus, expelli armus
voice-spell-stupefy = stupéfix, stupe fixe, stupéfixe
voice-spell-protego = protego, proté go
voice-spell-repulso = repulso, re pulse ô
voice-spell-protego-terra-mortalis = protego terra mortalis
voice-spell-amores = amores, amour est
voice-spell-mental-magic = magie mentale
voice-to = sur, à, contre, vers

## Ce qu'affiche l'écoute. $heard : la transcription.
voice-not-understood = (pas compris : « { $heard } » — rien n'a été fait)
voice-heard = 🎙 { $heard }
voice-listening = À l'écoute : partie { $game } ({ $rules }), modèle de parole « { $language } ». Ctrl+C pour arrêter.
voice-mode-ptt = Maintenez { $key } pendant que vous parlez ; la commande est prise quand vous relâchez.
voice-mode-keys = Chaque joueur maintient sa touche pendant qu'il parle : { $keys }.
voice-mode-vad = Mains libres : parlez, puis marquez une pause.
voice-mode-file = Lecture de { $source }.
voice-key-conflict = (pas pris : la touche est celle { DE($key) }, mais « { $heard } » nomme quelqu'un d'autre)
voice-unheard-name = Le nom { $name } ne peut pas être entendu : le modèle ne connaît pas « { $word } ». Donnez un mot qui sonne pareil : --alias "{ $name }=…".
voice-model-missing = Pas de modèle de parole pour « { $language } ». Donnez --model CHEMIN, ou téléchargez-en un : assistant voice download { $language }
voice-model-bad = { $path } n'est pas un dossier de modèle Vosk (il faut am/final.mdl et conf/model.conf).
voice-no-vosk = La voix demande l'extra voice : pip install "wizard-assistant[voice]".
voice-no-tool = { $tool } n'est pas installé ; installez-le (apt install { $tool }) puis relancez.
voice-no-microphone = Impossible d'ouvrir le micro : { $error }
voice-check-ok = Le modèle connaît tous les mots du lexique « { $language } » ({ $n ->
        [one] { $n } mot
        [many] { $n } de mots
       *[other] { $n } mots
    }).
voice-check-missing = Le modèle ne connaît pas { $n ->
        [one] { $n } mot
        [many] { $n } de mots
       *[other] { $n } mots
    } du lexique « { $language } » (les phrases qui les contiennent restent hors de la grammaire) :
voice-download-unknown = Il n'y a pas de petit modèle officiel pour « { $language } » ; il y a : { $languages }.
voice-download-offline = Impossible de joindre { $host } (pas de réseau ?). Téléchargez { $name }.zip sur un autre ordinateur, décompressez-le ici et donnez --model CHEMIN.
voice-download-start = Téléchargement de { $name } ({ $size } Mo) dans { $path }
voice-download-bad-size = Le téléchargement de { $name } est abîmé ({ $got } octets au lieu de { $want }) ; rien n'a été installé. Réessayez.
voice-download-bad-checksum = Le téléchargement de { $name } est abîmé (la somme de contrôle ne correspond pas) ; rien n'a été installé. Réessayez.
voice-download-bad-archive = L'archive de { $name } ne contient pas de modèle Vosk ; rien n'a été installé.
voice-download-done = { $name } est prêt dans { $path }. Pour écouter : assistant voice --language { $language }
voice-download-present = { $name } est déjà dans { $path }.

## Voice model download: failures told apart, unchecked models, resumes (issue 15).
voice-download-not-found = Rien n'a été trouvé à l'adresse { $url } (HTTP { $status }) : { $name } n'y est pas. Vérifiez --from ; rien n'a été installé.
voice-download-http-error = Le serveur a répondu HTTP { $status } pour { $url } ; rien n'a été installé. Réessayez plus tard.
voice-download-bad-list = { $url } n'est pas une liste de modèles (peut-être la page de connexion d'un réseau) ; rien n'a été installé.
voice-download-cut = Le téléchargement de { $name } s'est interrompu à { $got } { $got ->
        [one] octet
       *[other] octets
    } sur { $want } ; rien n'est encore installé. Relancez la même commande pour le reprendre.
voice-download-no-checksum = La liste des modèles ne donne pas de somme de contrôle pour { $name } : son téléchargement ne peut pas être vérifié, et rien n'a été installé. Pour l'installer quand même sans vérification, ajoutez --unchecked.
voice-download-unchecked = La liste des modèles ne donne pas de somme de contrôle pour { $name } : le modèle est installé sans vérification, comme le demande --unchecked.
voice-download-start-unsized = Téléchargement de { $name } (taille non indiquée) dans { $path }
voice-download-interrupted = Arrêté ; rien n'a été installé. La partie de { $name } déjà téléchargée ({ $got } { $got ->
        [one] octet
       *[other] octets
    }) est conservée : relancez la même commande pour reprendre le téléchargement.
voice-download-stopped = Arrêté ; rien n'a été téléchargé ni installé.

## Messages vocaux Telegram.
voice-tg-heard = 🎙 « { $heard } »
voice-tg-not-understood = 🎙 « { $heard } » — pas compris ; rien n'a été fait.
voice-tg-nothing = 🎙 Je n'ai rien entendu d'utilisable.

## Porte vocale : relecture à confirmer, refus dit à voix haute, mots courants en mains libres (issue 17).
## voice-yes / voice-no : réponses à la relecture ; voice-common-words : mots courants qu'en mains libres (--vad)
## on ne lit jamais comme un sort ni une commande, et dont les homophones sortent de la grammaire.
voice-yes = oui, ouais, d'accord, vas-y
voice-no = non, annule, laisse tomber
voice-common-words = empire, impair, un peu, imperium, patron, patrons, exorcisme, fureur, amour est, amour, amours, stupéfait, stupide, repousse, protège
voice-refused = Je n'ai pas compris.
voice-confirm = { $who } : { $what } ?
voice-confirm-nobody = { $what } ?
voice-confirm-at = { $spell } sur { $target }
voice-confirm-cancelled = (annulé — rien n'a été fait)

## Porte vocale : ce qu'entend un maître sans écran (issue 31).
## voice-cancelled-said : dit à voix haute quand une relecture est abandonnée ; voice-who : dit quand personne n'est nommé.
voice-cancelled-said = Annulé.
voice-who = { $command ->
        [cast] Qui lance le sort ?
        [dodge] Qui esquive ?
       *[other] Qui ?
    }

## `assistant voice heard FICHIER` : une ligne par enregistrement de --heard. $outcome : applied, refused, asked, nothing ;
## $decision : confirmed, declined, cancelled ; $by : voice-log-by de $reason (word, key, timeout, silence, other).
voice-log-utterance = { $at } « { $heard } » — { $outcome ->
        [applied] joué { $command } : { $said }
        [refused] refusé { $command } : { $said }
        [asked] relu pour confirmation : { $said }
        [nothing] aucune commande
       *[other] { $command }
    }
voice-log-answer = { $decision ->
        [confirmed] ↳ oui ({ $by }) : { $command } : { $said }
        [declined] ↳ non ({ $by }) ; question suivante : { $said }
       *[cancelled] ↳ annulé ({ $by }) : rien n'a été fait
    }
voice-log-by = { $reason ->
        [word] à voix haute
        [key] par une touche
        [timeout] pas de réponse à temps
        [silence] silence
       *[other] une autre phrase
    }
voice-heard-missing = Fichier introuvable : { $path }
voice-heard-bad = { $path }, ligne { $line } : ce n'est pas un enregistrement de --heard.

## Erreurs de réglage signalées au démarrage (issue 31).
voice-game-other-case = Il n'y a pas de partie { $game }, mais il y a { $stored } : relancez avec --game { $stored } (les identifiants de partie distinguent majuscules et minuscules).
voice-game-new = La partie { $game } n'existe pas encore : une nouvelle commence, sans personne dans sa liste (ajoutez les sorciers à la console avec --game { $game }).
voice-lexicon-unknown = Attention : le modèle ne connaît pas { $n } des { $total } mots du lexique « { $language } » ; les phrases qui les contiennent ne seront pas entendues. Est-ce bien le modèle de cette langue ? (assistant voice check les liste.)
voice-ptt-no-terminal = Pas de terminal où maintenir une touche : écoute en MAINS LIBRES à la place (chaque pause termine une phrase). Lancez-le dans un terminal, ou donnez --vad pour choisir les mains libres.
