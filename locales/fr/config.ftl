## Settings that do not validate (ASSISTANT_* variables and .env), said before anything starts.
config-weak-token = { $setting } est trop faible : choisissez un jeton d'au moins { $min } caractères imprimables sans espace, ou laissez-le vide pour en obtenir un nouveau à chaque démarrage.
config-invalid = { $setting } n'est pas valide : { $reason }.
