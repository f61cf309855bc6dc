## Ce que répond le lecteur quand les mots ne forment pas une commande.
refusal-not-understood = Je n'ai pas compris « { $words } ». Les commandes commencent par /, par ex. /aide.
refusal-unknown-person = Je ne connais pas encore { $who } : il faut d'abord que cette personne écrive un message ici.
