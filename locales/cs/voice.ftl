## Hlasové dveře: co notebook vypravěče larpu vypisuje (a oznámení také říká) kromě zpráv samotných pravidel,
## a hlasový slovník: co model řeči slyší pro každé kouzlo a slovo příkazu.

## Slovník. Fráze oddělené čárkou, ze slov, která model zná (kontrola: assistant voice check --model CESTA).
## voice-spell-<id> — kouzlo; voice-to — slova před cílem. Slova příkazů (úhyb, nový cyklus, stop, kolik ergů) jsou
## fráze seznamů intent-dodge, intent-cycle, intent-halt a intent-pool v intents.ftl.
voice-spell-avada-kedavra = avada kedavra, a vada ke davra
voice-spell-crucio = crucio, krucio, kruci o
voice-spell-imperius = imperius, imperio
voice-spell-patronus = expecto patronum, patronus, patron
voice-spell-exorcio = exorcio, exorcismus
voice-spell-furrore = furrore, furore
voice-spell-expelliarmus = expelliarmus, ex peli armus
voice-spell-stupefy = mdloby na tebe, mdloby
voice-spell-protego = protego, pro tego
voice-spell-repulso = repulso
voice-spell-protego-terra-mortalis = protego terra mortalis
voice-spell-amores = amores
voice-spell-mental-magic = mentální magie
voice-to = na, do, proti

## Co vypisuje posluchač. $heard — přepis.
voice-not-understood = (nerozumím: „{ $heard }“ — nic se nestalo)
voice-heard = 🎙 { $heard }
voice-listening = Poslouchám: hra { $game } ({ $rules }), model řeči „{ $language }“. Ctrl+C končí.
voice-mode-ptt = Držte { $key }, dokud mluvíte; příkaz platí po puštění klávesy.
voice-mode-keys = Každý hráč drží svou klávesu, dokud mluví: { $keys }.
voice-mode-vad = Bez rukou: řekněte a odmlčte se.
voice-mode-file = Čtu { $source }.
voice-key-conflict = (nepřijato: klávesa patří { CASE($key, case: "dat") }, ale „{ $heard }“ jmenuje někoho jiného)
voice-unheard-name = Jméno { $name } model neuslyší: model nezná slovo „{ $word }“. Dejte podobně znějící: --alias "{ $name }=…".
voice-model-missing = Chybí model řeči pro „{ $language }“. Zadejte --model CESTA, nebo stáhněte: assistant voice download { $language }
voice-model-bad = { $path } není složka modelu Vosk (potřebuje am/final.mdl a conf/model.conf).
voice-no-vosk = Hlas potřebuje doplněk voice: pip install "wizard-assistant[voice]".
voice-no-tool = { $tool } není nainstalován; nainstalujte ho (apt install { $tool }) a spusťte znovu.
voice-no-microphone = Mikrofon nejde otevřít: { $error }
voice-check-ok = Model zná všechna slova slovníku „{ $language }“ ({ $n } { $n ->
        [one] slovo
        [few] slova
        [many] slova
       *[other] slov
    }).
voice-check-missing = Model nezná { $n } { $n ->
        [one] slovo
        [few] slova
        [many] slova
       *[other] slov
    } slovníku „{ $language }“ (fráze s nimi nejsou v gramatice):
voice-download-unknown = Pro „{ $language }“ není oficiální malý model; jsou: { $languages }.
voice-download-offline = Nelze se spojit s { $host } (chybí síť?). Stáhněte { $name }.zip na jiném počítači, rozbalte ho sem a zadejte --model CESTA.
voice-download-start = Stahuji { $name } ({ $size } MB) do { $path }
voice-download-bad-size = Stažený { $name } je poškozený ({ $got } bajtů místo { $want }); nic nebylo nainstalováno. Zkuste to znovu.
voice-download-bad-checksum = Stažený { $name } je poškozený (kontrolní součet nesedí); nic nebylo nainstalováno. Zkuste to znovu.
voice-download-bad-archive = Archiv { $name } neobsahuje model Vosk; nic nebylo nainstalováno.
voice-download-done = { $name } je připraven v { $path }. Poslech: assistant voice --language { $language }
voice-download-present = { $name } už je v { $path }.

## Voice model download: failures told apart, unchecked models, resumes (issue 15).
voice-download-not-found = Na adrese { $url } nic není (HTTP { $status }): { $name } tam nebyl nalezen. Zkontrolujte --from; nic nebylo nainstalováno.
voice-download-http-error = Server na { $url } odpověděl HTTP { $status }; nic nebylo nainstalováno. Zkuste to později.
voice-download-bad-list = { $url } není seznam modelů (možná přihlašovací stránka sítě); nic nebylo nainstalováno.
voice-download-cut = Stahování { $name } se přerušilo na { $got } z { $want } bajtů; zatím nic nebylo nainstalováno. Spusťte stejný příkaz znovu a stahování bude pokračovat.
voice-download-no-checksum = Seznam modelů neuvádí kontrolní součet pro { $name }, takže stažený soubor nelze ověřit; nic nebylo nainstalováno. Chcete-li ho přesto nainstalovat bez ověření, přidejte --unchecked.
voice-download-unchecked = Seznam modelů neuvádí kontrolní součet pro { $name }: instaluji ho bez ověření, jak žádá --unchecked.
voice-download-start-unsized = Stahuji { $name } (velikost neuvedena) do { $path }
voice-download-interrupted = Zastaveno; nic nebylo nainstalováno. Dosud stažená část { $name } ({ $got } { $got ->
        [one] bajt
        [few] bajty
        [many] bajtu
       *[other] bajtů
    }) zůstává uložena: spusťte stejný příkaz znovu a stahování bude pokračovat.
voice-download-stopped = Zastaveno; nic nebylo staženo ani nainstalováno.

## Hlasové zprávy v Telegramu.
voice-tg-heard = 🎙 „{ $heard }“
voice-tg-not-understood = 🎙 „{ $heard }“ — nerozumím; nic se nestalo.
voice-tg-nothing = 🎙 Nic použitelného nebylo slyšet.

## Hlasové dveře: ověřovací dotaz, odmítnutí nahlas, běžná slova bez rukou (issue 17).
## voice-yes / voice-no — odpovědi na dotaz; voice-common-words — běžná slova, která se bez rukou (--vad)
## nikdy nečtou jako kouzlo ani příkaz, a podobně znějící položky nejsou v gramatice.
voice-yes = ano, jo, jasně, dobře
voice-no = ne, zrušit, nech to
voice-common-words = kruci, krucinál, stát, státu, státy, patron, patrona, patroni, stopa, stopu, stopy, imperium, exorcismus, furore, amor, protest
voice-refused = Promiň, nerozumím.
voice-confirm = { $who }: { $what }?
voice-confirm-nobody = { $what }?
voice-confirm-at = { $spell } na { CASE($target, case: "acc") }
voice-confirm-cancelled = (zrušeno — nic se nestalo)

## Hlasové dveře: co slyší vypravěč bez obrazovky (issue 31).
## voice-cancelled-said — řečeno nahlas, když dotaz propadne; voice-who — řečeno, když nikdo nebyl jmenován.
voice-cancelled-said = Zrušeno.
voice-who = { $command ->
        [cast] Kdo kouzlí?
        [dodge] Kdo uhýbá?
       *[other] Kdo?
    }

## `assistant voice heard SOUBOR`: jeden řádek na záznam --heard. $outcome: applied, refused, asked, nothing;
## $decision: confirmed, declined, cancelled; $by: voice-log-by pro $reason (word, key, timeout, silence, other).
voice-log-utterance = { $at } „{ $heard }“ — { $outcome ->
        [applied] provedeno { $command }: { $said }
        [refused] odmítnuto { $command }: { $said }
        [asked] ověřovací dotaz: { $said }
        [nothing] žádný příkaz
       *[other] { $command }
    }
voice-log-answer = { $decision ->
        [confirmed] ↳ ano ({ $by }): { $command }: { $said }
        [declined] ↳ ne ({ $by }); další dotaz: { $said }
       *[cancelled] ↳ zrušeno ({ $by }): nic se nestalo
    }
voice-log-by = { $reason ->
        [word] hlasem
        [key] klávesou
        [timeout] bez odpovědi včas
        [silence] ticho
       *[other] jiná věta
    }
voice-heard-missing = Soubor { $path } neexistuje.
voice-heard-bad = { $path }, řádek { $line }: to není záznam z --heard.

## Chyby nastavení hlášené při startu (issue 31).
voice-game-other-case = Hra { $game } neexistuje, ale je tu { $stored }: spusťte znovu s --game { $stored } (v identifikátorech her záleží na velikosti písmen).
voice-game-new = Hra { $game } zatím neexistuje: začíná nová, zatím v ní nikdo není (přidejte kouzelníky v konzoli s --game { $game }).
voice-lexicon-unknown = Pozor: model nezná { $n } z { $total } slov slovníku „{ $language }“; fráze s nimi neuslyší. Je to opravdu model tohoto jazyka? (assistant voice check je vypíše.)
voice-ptt-no-terminal = Není terminál, ve kterém by šlo držet klávesu: poslouchám BEZ RUKOU (každá pauza ukončí větu). Spusťte v terminálu, nebo zadejte --vad a zvolte režim bez rukou.
