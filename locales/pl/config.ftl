## Settings that do not validate (ASSISTANT_* variables and .env), said before anything starts.
config-weak-token = { $setting } zawiera za słaby token: potrzeba co najmniej { $min } drukowalnych znaków bez spacji. Możesz też zostawić to ustawienie puste — wtedy przy każdym starcie powstanie nowy token.
config-invalid = { $setting } ma niepoprawną wartość: { $reason }.
