## Settings that do not validate (ASSISTANT_* variables and .env), said before anything starts.
config-weak-token = { $setting } je příliš slabý: nastavte token aspoň o { $min } tisknutelných znacích bez mezer, nebo ho nechte prázdný a při každém spuštění dostanete nový.
config-invalid = { $setting } nemá platnou hodnotu: { $reason }.
