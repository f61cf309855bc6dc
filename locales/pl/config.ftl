## Settings that do not validate (ASSISTANT_* variables and .env), said before anything starts.
config-weak-token = { $setting } jest za słaby: ustaw token z co najmniej { $min } drukowalnych znaków bez spacji albo zostaw puste, by przy każdym starcie dostać nowy.
config-invalid = { $setting } ma niepoprawną wartość: { $reason }.
