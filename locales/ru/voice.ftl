## Голосовая дверь: что печатает (а объявления — и произносит) ноутбук мастера ролевой игры помимо сообщений
## самих правил, и голосовой словарь: что модель распознавания слышит для каждого заклинания и командного слова.

## Словарь. Фразы через запятую, из слов, которые модель знает (проверка: assistant voice check --model ПУТЬ).
## voice-spell-<id> — заклинание; voice-to — слова перед целью. Командные слова (уклонение, новый цикл, стоп,
## сколько эргов) — фразы списков intent-dodge, intent-cycle, intent-halt и intent-pool в intents.ftl.
voice-spell-avada-kedavra = авада кедавра, а вода кедавра, а вода ке давра
voice-spell-crucio = круцио, круцыо, крутио
voice-spell-imperius = империус, империо, империя ус
voice-spell-patronus = экспекто патронум, патронус, патроны с
voice-spell-exorcio = экзорцио, экзорцизм
voice-spell-furrore = фурроре, фуроре, фурор
voice-spell-expelliarmus = экспеллиармус, экспел и армус
voice-spell-stupefy = ступефай, ступе фай, остолбеней
voice-spell-protego = протего, про того
voice-spell-repulso = репульсо, ре пульс о
voice-spell-protego-terra-mortalis = протего терра морталис, про того терра мортал ис
voice-spell-amores = аморес, амурес, а море с
voice-spell-mental-magic = ментальная магия
voice-to = на, в, у

## Что печатает слушатель. $heard — расшифровка.
voice-not-understood = (непонятно: «{ $heard }» — ничего не сделано)
voice-heard = 🎙 { $heard }
voice-listening = Слушаю: игра { $game } ({ $rules }), модель речи «{ $language }». Ctrl+C — выход.
voice-mode-ptt = Держите { $key }, пока говорите; команда принимается, когда клавишу отпускают.
voice-mode-keys = Каждый игрок держит свою клавишу, пока говорит: { $keys }.
voice-mode-vad = Без рук: скажите и помолчите.
voice-mode-file = Читаю { $source }.
voice-key-conflict = (не принято: это клавиша { CASE($key, case: "gen") }, а в «{ $heard }» назван другой)
voice-unheard-name = Имя { $name } не будет услышано: модель не знает слова «{ $word }». Дайте созвучие: --alias "{ $name }=…".
voice-model-missing = Нет модели речи для «{ $language }». Укажите --model ПУТЬ или скачайте: assistant voice download { $language }
voice-model-bad = { $path } — не папка модели Vosk (нужны am/final.mdl и conf/model.conf).
voice-no-vosk = Для голоса нужен пакет voice: pip install "wizard-assistant[voice]".
voice-no-tool = { $tool } не установлен; установите (apt install { $tool }) и запустите снова.
voice-no-microphone = Не удалось открыть микрофон: { $error }
voice-check-ok = Модель знает все слова словаря «{ $language }» ({ $n } { $n ->
        [one] слово
        [few] слова
        [many] слов
       *[other] слова
    }).
voice-check-missing = Модель не знает { $n } { $n ->
        [one] слова
        [few] слов
        [many] слов
       *[other] слова
    } словаря «{ $language }» (фразы с ними не входят в грамматику):
voice-download-unknown = Официальной малой модели для «{ $language }» нет; есть: { $languages }.
voice-download-offline = Нет связи с { $host } (нет сети?). Скачайте { $name }.zip на другом компьютере, распакуйте здесь и укажите --model ПУТЬ.
voice-download-start = Скачиваю { $name } ({ $size } МБ) в { $path }
voice-download-bad-size = Загрузка { $name } испорчена ({ $got } байт вместо { $want }); ничего не установлено. Попробуйте ещё раз.
voice-download-bad-checksum = Загрузка { $name } испорчена (контрольная сумма не совпадает); ничего не установлено. Попробуйте ещё раз.
voice-download-bad-archive = В архиве { $name } нет модели Vosk; ничего не установлено.
voice-download-done = { $name } готова: { $path }. Слушать: assistant voice --language { $language }
voice-download-present = { $name } уже есть: { $path }.

## Voice model download: failures told apart, unchecked models, resumes (issue 15).
voice-download-not-found = По адресу { $url } ничего нет (HTTP { $status }): модели { $name } там нет. Проверьте --from; ничего не установлено.
voice-download-http-error = Сервер ответил HTTP { $status } на запрос { $url }; ничего не установлено. Попробуйте позже.
voice-download-bad-list = { $url } — не список моделей (возможно, это страница входа в сеть); ничего не установлено.
voice-download-cut = Загрузка { $name } оборвалась на { $got } из { $want } { $want ->
        [one] байта
       *[other] байт
    }; пока ничего не установлено. Запустите ту же команду ещё раз, чтобы продолжить загрузку.
voice-download-no-checksum = В списке моделей нет контрольной суммы для { $name }, поэтому загрузку нельзя проверить; ничего не установлено. Чтобы всё же установить модель без проверки, добавьте --unchecked.
voice-download-unchecked = В списке моделей нет контрольной суммы для { $name }: устанавливаю модель без проверки, раз указан --unchecked.
voice-download-start-unsized = Скачиваю { $name } (размер не указан) в { $path }
voice-download-interrupted = Остановлено; ничего не установлено. Уже скачанная часть { $name } ({ $got } { $got ->
        [one] байт
        [few] байта
        [many] байт
       *[other] байта
    }) сохранена: запустите ту же команду ещё раз, чтобы продолжить загрузку.
voice-download-stopped = Остановлено; ничего не скачано и не установлено.

## Голосовые сообщения Telegram.
voice-tg-heard = 🎙 «{ $heard }»
voice-tg-not-understood = 🎙 «{ $heard }» — непонятно; ничего не сделано.
voice-tg-nothing = 🎙 Ничего понятного не слышно.

## Голосовая дверь: переспрос, отказ вслух, стоп-слова без рук (issue 17).
## voice-yes / voice-no — ответы на переспрос; voice-common-words — обычные слова, которые без рук (--vad)
## никогда не читаются как заклинание или команда, а созвучия с ними не входят в грамматику.
voice-yes = да, ага, давай, конечно
voice-no = нет, не надо, отмена
voice-common-words = империя, империи, патроны, патрон, круто, крута, крутой, а море, море, амур, фурор, экзорцизм, про того, про то, пульс, стопа, стопу, а вода
voice-refused = Непонятно, повторите.
voice-confirm = { $who }: { $what }?
voice-confirm-nobody = { $what }?
voice-confirm-at = { $spell } в { CASE($target, case: "acc") }
voice-confirm-cancelled = (отменено — ничего не сделано)

## Голосовая дверь: что слышит мастер без экрана (issue 31).
## voice-cancelled-said — вслух, когда переспрос отменён; voice-who — вслух, когда никто не назван.
voice-cancelled-said = Отменено.
voice-who = { $command ->
        [cast] Кто колдует?
        [dodge] Кто уклоняется?
       *[other] Кто?
    }

## `assistant voice heard ФАЙЛ`: по строке на запись --heard. $outcome: applied, refused, asked, nothing;
## $decision: confirmed, declined, cancelled; $by: voice-log-by для $reason (word, key, timeout, silence, other).
voice-log-utterance = { $at } «{ $heard }» — { $outcome ->
        [applied] выполнено { $command }: { $said }
        [refused] отказ { $command }: { $said }
        [asked] переспрос: { $said }
        [nothing] не команда
       *[other] { $command }
    }
voice-log-answer = { $decision ->
        [confirmed] ↳ да ({ $by }): { $command }: { $said }
        [declined] ↳ нет ({ $by }); следующий переспрос: { $said }
       *[cancelled] ↳ отменено ({ $by }): ничего не сделано
    }
voice-log-by = { $reason ->
        [word] голосом
        [key] клавишей
        [timeout] нет ответа вовремя
        [silence] тишина
       *[other] другая фраза
    }
voice-heard-missing = Нет файла { $path }.
voice-heard-bad = { $path }, строка { $line }: это не запись --heard.

## Ошибки настройки, о которых говорится при запуске (issue 31).
voice-game-other-case = Игры { $game } нет, но есть { $stored }: запустите снова с --game { $stored } (в именах игр регистр букв важен).
voice-game-new = Игры { $game } ещё нет: начинается новая, в ней пока никого нет (добавьте волшебников в консоли с --game { $game }).
voice-lexicon-unknown = Внимание: модель не знает { $n } из { $total } слов словаря «{ $language }»; фразы с ними не будут услышаны. Это точно модель этого языка? (assistant voice check их перечислит.)
voice-ptt-no-terminal = Нет терминала, чтобы держать клавишу: слушаю БЕЗ РУК (каждая пауза завершает фразу). Запустите в терминале или укажите --vad, чтобы выбрать режим без рук.
