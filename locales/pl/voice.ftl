## Drzwi głosowe: co laptop mistrza gry terenowej wypisuje (a ogłoszenia także wypowiada) poza komunikatami
## samych zasad, oraz słownik głosowy: co model mowy słyszy dla każdego zaklęcia i słowa polecenia.

## Słownik. Frazy po przecinku, ze słów, które model zna (sprawdzenie: assistant voice check --model ŚCIEŻKA).
## voice-spell-<id> — zaklęcie; voice-to — słowa przed celem. Słowa poleceń (unik, nowy cykl, stop, ile ergów) to
## frazy list intent-dodge, intent-cycle, intent-halt i intent-pool w intents.ftl.
voice-spell-avada-kedavra = avada kedavra, awada kedawra, a wada ke dawra
voice-spell-crucio = crucio, kruczio, krucjo
voice-spell-imperius = imperius, imperio, imperium
voice-spell-patronus = expecto patronum, ekspekto patronum, patronus
voice-spell-exorcio = egzorcio, egzorcyzm
voice-spell-furrore = furrore, furore, furora
voice-spell-expelliarmus = expelliarmus, ekspeliarmus, eks peli armus
voice-spell-stupefy = drętwota, drętwo ta
voice-spell-protego = protego, pro tego
voice-spell-repulso = repulso, re pulso
voice-spell-protego-terra-mortalis = protego terra mortalis
voice-spell-amores = amores, a mores
voice-spell-mental-magic = magia umysłu
voice-to = na, w, we, ma

## Co wypisuje słuchacz. $heard — transkrypcja.
voice-not-understood = (nie rozumiem: „{ $heard }” — nic nie zrobiono)
voice-heard = 🎙 { $heard }
voice-listening = Słucham: gra { $game } ({ $rules }), model mowy „{ $language }”. Ctrl+C kończy.
voice-mode-ptt = Trzymaj { $key }, gdy mówisz; polecenie liczy się po puszczeniu klawisza.
voice-mode-keys = Każdy gracz trzyma swój klawisz, gdy mówi: { $keys }.
voice-mode-vad = Bez rąk: powiedz i zamilknij.
voice-mode-file = Czytam { $source }.
voice-key-conflict = (nie przyjęto: klawisz należy do { CASE($key, case: "gen") }, a „{ $heard }” wymienia kogoś innego)
voice-unheard-name = { GENDER($name) ->
        [f] { $name } nie zostanie usłyszana
        [m] { $name } nie zostanie usłyszany
       *[other] Imienia { $name } model nie usłyszy
    }: model nie zna słowa „{ $word }”. Podaj podobnie brzmiące: --alias "{ $name }=…".
voice-model-missing = Brak modelu mowy dla „{ $language }”. Podaj --model ŚCIEŻKA albo pobierz: assistant voice download { $language }
voice-model-bad = { $path } nie jest folderem modelu Vosk (potrzebne am/final.mdl i conf/model.conf).
voice-no-vosk = Głos wymaga dodatku voice: pip install "wizard-assistant[voice]".
voice-no-tool = Brak programu { $tool }; zainstaluj go (apt install { $tool }) i uruchom ponownie.
voice-no-microphone = Nie udało się otworzyć mikrofonu: { $error }
voice-check-ok = Model zna wszystkie słowa słownika „{ $language }” ({ $n } { $n ->
        [one] słowo
        [few] słowa
        [many] słów
       *[other] słowa
    }).
voice-check-missing = Model nie zna { $n } { $n ->
        [one] słowa
        [few] słów
        [many] słów
       *[other] słowa
    } słownika „{ $language }” (frazy z nimi nie wchodzą do gramatyki):
voice-download-unknown = Nie ma oficjalnego małego modelu dla „{ $language }”; są: { $languages }.
voice-download-offline = Brak połączenia z { $host } (brak sieci?). Pobierz { $name }.zip na innym komputerze, rozpakuj tutaj i podaj --model ŚCIEŻKA.
voice-download-start = Pobieram { $name } ({ $size } MB) do { $path }
voice-download-bad-size = Pobrany { $name } jest uszkodzony ({ $got } bajtów zamiast { $want }); nic nie zainstalowano. Spróbuj ponownie.
voice-download-bad-checksum = Pobrany { $name } jest uszkodzony (suma kontrolna się nie zgadza); nic nie zainstalowano. Spróbuj ponownie.
voice-download-bad-archive = Archiwum { $name } nie zawiera modelu Vosk; nic nie zainstalowano.
voice-download-done = { $name } gotowy w { $path }. Słuchanie: assistant voice --language { $language }
voice-download-present = { $name } już jest w { $path }.

## Voice model download: failures told apart, unchecked models, resumes (issue 15).
voice-download-not-found = Pod adresem { $url } nic nie ma (HTTP { $status }): nie ma tam { $name }. Sprawdź --from; nic nie zainstalowano.
voice-download-http-error = Serwer pod adresem { $url } odpowiedział kodem HTTP { $status }; nic nie zainstalowano. Spróbuj później.
voice-download-bad-list = { $url } nie jest listą modeli (może to strona logowania do sieci); nic nie zainstalowano.
voice-download-cut = Pobieranie { $name } przerwało się na { $got } z { $want } bajtów; na razie nic nie zainstalowano. Uruchom to samo polecenie ponownie, aby je wznowić.
voice-download-no-checksum = Lista modeli nie podaje sumy kontrolnej dla { $name }, więc pobranego pliku nie da się sprawdzić; nic nie zainstalowano. Aby mimo to zainstalować go bez sprawdzania, dodaj --unchecked.
voice-download-unchecked = Lista modeli nie podaje sumy kontrolnej dla { $name }: instaluję go bez sprawdzania, zgodnie z --unchecked.
voice-download-start-unsized = Pobieram { $name } (rozmiar nieznany) do { $path }
voice-download-interrupted = Zatrzymano; nic nie zainstalowano. Pobrana dotąd część { $name } ({ $got } { $got ->
        [one] bajt
        [few] bajty
        [many] bajtów
       *[other] bajta
    }) została zachowana: uruchom to samo polecenie ponownie, aby wznowić pobieranie.
voice-download-stopped = Zatrzymano; nic nie pobrano ani nie zainstalowano.

## Wiadomości głosowe w Telegramie.
voice-tg-heard = 🎙 „{ $heard }”
voice-tg-not-understood = 🎙 „{ $heard }” — nie rozumiem; nic nie zrobiono.
voice-tg-nothing = 🎙 Nie słychać niczego, co dałoby się wykonać.

## Drzwi głosowe: dopytanie, odmowa na głos, słowa zwykłe bez rąk (issue 17).
## voice-yes / voice-no — odpowiedzi na dopytanie; voice-common-words — zwykłe słowa, których bez rąk (--vad)
## nigdy nie czyta się jako zaklęcia ani polecenia, a podobnie brzmiące wpisy nie wchodzą do gramatyki.
voice-yes = tak, no tak, dobrze, jasne
voice-no = nie, anuluj, nie trzeba
voice-common-words = stopa, stopy, stopę, stopą, patron, patrona, patrony, imperium, egzorcyzm, furora, furorę, kruczek, amory, protest
voice-refused = Przepraszam, nie rozumiem.
voice-confirm = { $who }: { $what }?
voice-confirm-nobody = { $what }?
voice-confirm-at = { $spell } na { CASE($target, case: "acc") }
voice-confirm-cancelled = (anulowano — nic nie zrobiono)

## Drzwi głosowe: co słyszy mistrz bez ekranu (issue 31).
## voice-cancelled-said — mówione, gdy dopytanie przepada; voice-who — mówione, gdy nikt nie został wymieniony.
voice-cancelled-said = Anulowano.
voice-who = { $command ->
        [cast] Kto rzuca?
        [dodge] Kto robi unik?
       *[other] Kto?
    }

## `assistant voice heard PLIK`: jeden wiersz na zapis --heard. $outcome: applied, refused, asked, nothing;
## $decision: confirmed, declined, cancelled; $by: voice-log-by dla $reason (word, key, timeout, silence, other).
voice-log-utterance = { $at } „{ $heard }” — { $outcome ->
        [applied] wykonano { $command }: { $said }
        [refused] odmowa { $command }: { $said }
        [asked] dopytanie: { $said }
        [nothing] żadne polecenie
       *[other] { $command }
    }
voice-log-answer = { $decision ->
        [confirmed] ↳ tak ({ $by }): { $command }: { $said }
        [declined] ↳ nie ({ $by }); następne dopytanie: { $said }
       *[cancelled] ↳ anulowano ({ $by }): nic nie zrobiono
    }
voice-log-by = { $reason ->
        [word] głosem
        [key] klawiszem
        [timeout] brak odpowiedzi na czas
        [silence] cisza
       *[other] inna wypowiedź
    }
voice-heard-missing = Nie ma pliku { $path }.
voice-heard-bad = { $path }, wiersz { $line }: to nie jest zapis z --heard.

## Błędy ustawień zgłaszane na starcie (issue 31).
voice-game-other-case = Nie ma gry { $game }, ale jest { $stored }: uruchom ponownie z --game { $stored } (w identyfikatorach gier wielkość liter ma znaczenie).
voice-game-new = Gry { $game } jeszcze nie ma: zaczyna się nowa, bez nikogo na liście postaci (dodaj czarodziejów w konsoli z --game { $game }).
voice-lexicon-unknown = Uwaga: model nie zna { $n } z { $total } słów słownika „{ $language }”; fraz z nimi nie usłyszy. Czy to model tego języka? (assistant voice check je wypisze).
voice-ptt-no-terminal = Brak terminala, w którym można trzymać klawisz: słucham BEZ RĄK (każda pauza kończy wypowiedź). Uruchom w terminalu albo podaj --vad, by wybrać tryb bez rąk.
