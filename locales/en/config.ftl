## Settings that do not validate (ASSISTANT_* variables and .env), said before anything starts.
config-weak-token = { $setting } is too weak: set a token of at least { $min } printable characters without spaces, or leave it empty to get a new one at each start.
config-invalid = { $setting } is not valid: { $reason }.
