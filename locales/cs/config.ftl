## Settings that do not validate (ASSISTANT_* variables and .env), said before anything starts.
config-weak-token = Token v { $setting } je příliš slabý: nastavte aspoň { $min } tisknutelných znaků bez mezer, nebo hodnotu nechte prázdnou a při každém spuštění dostanete nový token.
config-invalid = { $setting } nemá platnou hodnotu: { $reason }.
