## Settings that do not validate (ASSISTANT_* variables and .env), said before anything starts.
config-weak-token = { $setting } слишком слабый: задайте токен не короче { $min } печатных символов без пробелов или оставьте пустым, чтобы получать новый при каждом запуске.
config-invalid = Недопустимое значение { $setting }: { $reason }.
