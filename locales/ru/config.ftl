## Settings that do not validate (ASSISTANT_* variables and .env), said before anything starts.
config-weak-token = { $setting }: слишком слабый токен. Задайте токен не короче { $min } { $min ->
    [one] печатного символа
   *[other] печатных символов
} без пробелов или оставьте значение пустым, чтобы при каждом запуске создавался новый.
config-invalid = Недопустимое значение { $setting }: { $reason }.
