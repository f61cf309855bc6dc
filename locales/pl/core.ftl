## Komunikaty wspólne dla wszystkich zasad.


ruleset-name = { $ruleset ->
        [feniks] Feniks
        [duel_club] Klub Pojedynków
        [ergs] ergi (larp na różdżki)
        [spell_points] punkty magii
       *[other] { $ruleset }
    }
locale-name = { $locale ->
        [pl] polski
        [ru] rosyjski
        [fr] francuski
        [cs] czeski
        [en] angielski
       *[other] { $locale }
    }
game-start = Asystent pojedynków czarodziejskich gotowy. Zasady: { ruleset-name }, język: { locale-name }. Listę komend pokaże /pomoc.
game-help = Komendy zasad „{ ruleset-name }”:
game-locale = Ustawiono język: { locale-name }.
game-ruleset = Zmieniono zasady na { ruleset-name }. Lista postaci zaczyna się od nowa.
refusal-same-ruleset = Gra już toczy się według tych zasad: { ruleset-name }. Nic się nie zmieniło, lista postaci zostaje.
char-bound = { $player } prowadzi teraz postać { $name }.

char-bound-already = { $player } już prowadzi postać { $name }.
## Claim links (/zaproszenie): a sheet a player binds with one tap.
char-claim-ready = Karta postaci czeka na gracza: { $name }.
refusal-claim-unknown = Ten link jest nieważny albo został już użyty. Poproś MG o nowy.
refusal-claim-taken = { $name } ma już gracza.
refusal-iam-taken = { $name } ma już gracza: tylko MG może przekazać tę postać komuś innemu ({ CMD("iam") } { $name } @gracz).
refusal-claim-where = Linki do przejęcia postaci tworzy bot na Telegramie: wyślij /zaproszenie { $name } na czacie gry. Tutaj MG przypisuje postać graczowi przez /jestem { $name } @gracz.

## Turn reminders (/domyslne remind=10m, /przypomnij).
turn-reminder = ⏰ { $player }, w pojedynku { $duel } wciąż czekamy na ruch { CASE($name, case: "gen") }.
turn-reminder-gm = ⏰ MG, w pojedynku { $duel } wciąż czekamy na ruch { CASE($name, case: "gen") }.
refusal-remind-none = Teraz nie czekamy na niczyj ruch.
refusal-remind-duel-none = Pojedynek { $duel } nie czeka teraz na niczyj ruch.
refusal-remind-sent = Przypomnienie o pojedynku { $duel } zostało już wysłane dla tego ruchu; { CMD("remind") } bez numeru przypomina znowu o każdym pojedynku.
refusal-remind-range = „{ $value }” to { $too ->
        [long] więcej niż 7 dni
       *[short] mniej niż minuta
    }: przypomnienie ustawia się od 1 minuty do 7 dni, np. przypomnienie=10m, przypomnienie=2h albo przypomnienie=2d, albo przypomnienie=nie.
refusal-remind-delay = „{ $value }” nie określa czasu przypomnienia: podaj minuty albo godziny, np. przypomnienie=10m lub przypomnienie=2h (od 1 minuty do 7 dni), albo wyłącz przypomnienia: przypomnienie=nie.

char-removed = Postać { $name } usunięta z listy.
refusal-remove-who = Kogo usunąć z listy? Napisz { CMD("char") } { $word } IMIĘ.
roster-empty = Lista postaci jest pusta. Dodaj kogoś komendą /postac.
roster-line = { $name } ({ $bound ->
    [no] bez gracza
   *[yes] gracz: { $player }
})
gm-granted = { $who } jest teraz MG tej gry.
gm-revoked = { $who } nie jest już MG tej gry.
gm-granted-already = { $who } już jest MG tej gry.
gm-revoked-none = { $who } nie jest MG tej gry, nie ma czego odbierać.
refusal-gm-action = „{ $word }” to ani nadaj, ani odbierz: napisz { CMD("gm") } nadaj @gracz albo { CMD("gm") } odbierz @gracz.
roll-result = Rzut { DICE($expr, letter: "k") }: { DICE($detail, letter: "k") }
roll-secret-made = { $who } wykonuje tajny rzut.
undo-done = { $whose ->
       *[other] {""}
    }{ $duel ->
       *[other] {""}
    }Cofnięto { $command ->
        [cast] { $spell ->
            [none] rzucenie zaklęcia
           *[other] { CASE($spell, case: "acc") } { CASE($name, case: "gen") }
        }
        [defend] obronę
        [dodge] unik
        [char] { $change ->
            [created] utworzenie postaci { CASE($name, case: "gen") }
            [removed] usunięcie postaci { CASE($name, case: "gen") }
           *[changed] zmianę karty postaci { CASE($name, case: "gen") }
        }
        [duel] rozpoczęcie pojedynku { $duel }
        [init] rzut na inicjatywę
        [order] ustalenie kolejności ruchów
        [end] zakończenie pojedynku { $duel }
        [iam] przypisanie postaci
        [roll] rzut kośćmi
        [recover] podniesienie różdżki
        [grab] zabranie różdżki przeciwnika
        [spend] { $ruleset ->
            [ergs] wydanie ergów
           *[other] wydanie punktów magii
        }
        [gain] { $ruleset ->
            [ergs] dodanie ergów
           *[other] dodanie punktów magii
        }
        [rest] odpoczynek{ $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [cycle] nowy cykl
        [fatigue] zmęczenie
        [restore] zdjęcie zmęczenia
        [drain] utratę ergu życia albo poziomu
        [teach] naukę zaklęcia
        [service] przysługę dla nauczyciela
        [wand] zmianę różdżki
        [bout] zmianę zegara starć
        [protocol] wpis do protokołu
        [day] nowy dzień
        [pearl] użycie perły mocy
        [metamagic] zmianę zasad metamagii
        [config] zmianę ustawień gry
        [rules] zmianę zasad
       *[other] komendę { CMD($command) }
    }{ $rolls_after ->
        [0] {""}
        [one] {" "}(późniejszego rzutu kośćmi nie da się cofnąć)
       *[other] {" "}(późniejszych rzutów kośćmi nie da się cofnąć)
    }.
duel-none = Nie toczy się żaden pojedynek.
duel-line = Pojedynek { $duel }: { LIST($names) }

refusal-generic = Tego nie da się zrobić.
refusal-rule = Zasady na to nie pozwalają (zasada: { RULE($rule) }).
refusal-parse = Nie rozumiem tej komendy.
refusal-not-found = Nie znaleziono.
refusal-permission = Nie możesz tego zrobić.
refusal-dice = Tego rzutu nie da się wykonać.
refusal-dice-empty = Podaj rzut, np. /rzut 2k6+1.
refusal-dice-too-long = Zapis rzutu jest za długi: najwyżej { $limit } { $limit ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }.
refusal-dice-too-many = Za dużo kości: najwyżej { $limit } { $limit ->
        [one] kość
        [few] kości
        [many] kości
       *[other] kości
    } w jednym rzucie.
refusal-dice-too-many-sides = Kość może mieć najwyżej { $limit } { $limit ->
        [one] ściankę
        [few] ścianki
        [many] ścianek
       *[other] ścianki
    }.
refusal-dice-syntax = „{ $expr }” to nie jest zapis rzutu. Spróbuj np. /rzut 4k6kh3+2.
refusal-missing-arg = W poleceniu { CMD($command) } brakuje { $what ->
        [spell] zaklęcia
        [SPELL] zaklęcia
        [name] imienia postaci
        [locale] języka
        [ruleset] nazwy zasad
        [command] polecenia
        [id] gracza
        [N] numeru
        [level] poziomu
        [odds-question] pytania: trafienie, unik albo imię rzucającego
        [gm-action] słowa „nadaj” albo „odbierz”
        [effect] efektu: zmęczony albo wyczerpany
        [hours] czasu: 1h, 2h, 8h, początek albo koniec
        [defence] obrony: tarcza, unik albo brak
       *[other] jednego słowa
    }.
refusal-not-command = To nie jest komenda. Listę komend pokaże /pomoc.
refusal-too-long = Ta wiadomość jest za długa: najwyżej { $limit } { $limit ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }.
refusal-other-bot = Ta komenda jest dla innego bota.
refusal-unknown-command = { CMD($command) } nie jest komendą zasad „{ ruleset-name }”. Listę komend pokaże /pomoc.
refusal-unknown-locale = Nieznany język „{ $locale }”. Dostępne: { WORD($locales, of: "word-locale-") }.
refusal-unknown-ruleset = Nieznane zasady „{ $ruleset }”. Znane: { WORD($known, of: "word-ruleset-") }.
refusal-gm-only = Tylko MG może użyć { CMD($command) }.
refusal-not-yours = { $name } to nie twoja postać: każdy gracz prowadzi tylko własne postacie.
## Who may do a GM's work (roles): sheets, conditions, binding; the game's own settings (/domyslne NAME=yes).
refusal-gm-remove = Tylko MG może usuwać postacie.
refusal-char-no-name = Brakuje imienia postaci: { CMD("char") } IMIĘ { $options }.
refusal-gm-sheet = Tylko MG może tworzyć postacie, zmieniać liczby na karcie i nakładać stany ({ CMD($command) }). MG może pozwolić graczom samodzielnie prowadzić karty: /domyslne karty=tak.
refusal-gm-bind = Tylko MG może przypisać postać { $name } innemu graczowi.
refusal-unknown-setting = Nieznane ustawienie gry „{ $setting }”. Ustawienia: { WORD($settings) }.
refusal-unknown-option = Komenda { CMD($command) } nie ma parametru „{ $option }=”. Ma: { WORD($options) }.
remind-after = po { $remind_n } { $remind_unit ->
        [s] { $remind_n ->
            [one] sekundzie
           *[other] sekundach
        }
        [h] { $remind_n ->
            [one] godzinie
           *[other] godzinach
        }
        [d] { $remind_n ->
            [one] dniu
           *[other] dniach
        }
       *[m] { $remind_n ->
            [one] minucie
           *[other] minutach
        }
    }
defaults-game = Ustawienia gry — karty zmieniają sami gracze: { $players_edit_sheets ->
        [yes] tak
       *[no] nie
    }; { $remind ->
        [none] {""}
        [off] przypomnienie o ruchu: wyłączone;{" "}
       *[other] przypomnienie o ruchu: { remind-after };{" "}
    }własne makra graczy: { $players_macros ->
        [yes] tak
       *[no] nie
    }. Zmiana, np.: /domyslne karty={ $players_edit_sheets ->
        [yes] nie
       *[no] tak
    }, { $remind ->
        [none] {""}
        [off] /domyslne przypomnienie=5 min,{" "}
       *[other] /domyslne przypomnienie=nie,{" "}
    }/domyslne makra={ $players_macros ->
        [yes] nie
       *[no] tak
    }.
refusal-who = { $command ->
        [odds] Którą postacią? Podaj rzucającego, np. { $ruleset ->
            [feniks] { CMD("odds") } IMIĘ ZAKLĘCIE
            [spell_points] { CMD("odds") } IMIĘ: ZAKLĘCIE
           *[other] { CMD("odds") } IMIĘ
        }.
        [cast] Którą postacią? Przypisz sobie postać komendą /jestem IMIĘ albo podaj jej imię, np. { CMD("cast") } IMIĘ: ZAKLĘCIE …
       *[other] Którą postacią? Przypisz sobie postać komendą /jestem IMIĘ albo podaj jej imię, np. { CMD($command) } IMIĘ.
    }
refusal-which = { $command ->
        [odds] Prowadzisz kilka postaci: podaj, która z nich rzuca, np. { $ruleset ->
            [feniks] { CMD("odds") } IMIĘ ZAKLĘCIE
            [spell_points] { CMD("odds") } IMIĘ: ZAKLĘCIE
           *[other] { CMD("odds") } IMIĘ
        }.
        [cast] Prowadzisz kilka postaci: podaj, która z nich działa, np. { CMD("cast") } IMIĘ: …
       *[other] Prowadzisz kilka postaci: podaj, która z nich działa, np. { CMD($command) } IMIĘ.
    }
refusal-no-character = Nie ma postaci o imieniu „{ $name }”.
refusal-unknown-field = Nieznane pole karty postaci „{ $field }”. Pola: { WORD($fields, $words) }.
refusal-missing-value = { $field ->
        [condition] Podaj stan postaci: przytomny, nieprzytomny albo szpital.
        [severity] Podaj powagę obrażeń: chwila albo szpital.
        [age] Wiek: brakuje wartości, podaj liczbę całkowitą, np. { $word }={ $example }.
        [reflex] Refleks: brakuje wartości, podaj liczbę całkowitą, np. { $word }={ $example }.
        [charms] Zaklęcia: brakuje wartości, podaj liczbę całkowitą, np. { $word }={ $example }.
        [transfig] Transmutacja: brakuje wartości, podaj liczbę całkowitą, np. { $word }={ $example }.
        [dada] OPCM: brakuje wartości, podaj liczbę całkowitą, np. { $word }={ $example }.
        [hp] PZ: brakuje wartości, podaj liczbę całkowitą, np. { $word }={ $example }.
        [sortileges] Zaklęcia: brakuje wartości, podaj liczbę całkowitą, np. { $word }={ $example }.
        [max_ergs] Zapas ergów: brakuje wartości, podaj liczbę całkowitą, np. { $word }={ $example }.
        [level] Poziom: brakuje wartości, podaj liczbę całkowitą, np. { $word }={ $example }.
        [ability] Kluczowa cecha: brakuje wartości, podaj liczbę całkowitą, np. { $word }={ $example }.
       *[other] Pole „{ $word }” potrzebuje wartości, np. { $word }={ $example }.
    }
refusal-default-value = Niepoprawna wartość „{ $value }” w polu „{ $option }”: wpisz { $field ->
        [type] { WORD($known, of: "word-feniks-kind-", style: "or") }
        [category] { WORD($known, of: "word-feniks-category-", style: "or") }
        [severity] { WORD($known, of: "word-feniks-severity-", style: "or") }
        [condition] { WORD($known, of: "word-feniks-condition-", style: "or") }
        [cause] { WORD($known, of: "word-ergs-cause-", style: "or") }
        [group] { WORD($known, of: "word-ergs-group-", style: "or") }
        [weapon] { WORD($known, of: "word-ergs-weapon-", style: "or") }
        [form] { WORD($known, of: "word-ergs-form-", style: "or") }
        [mode] { WORD($known, of: "word-ergs-mode-", style: "or") }
        [meta] { WORD($known, of: "word-sp-feat-", style: "or") }
       *[other] { $known }
    }.
refusal-bad-field = { $field ->
        [age] Wiek: podaj liczbę całkowitą, a nie „{ $value }”.
        [reflex] Refleks: podaj liczbę całkowitą, a nie „{ $value }”.
        [charms] Zaklęcia: podaj liczbę całkowitą, a nie „{ $value }”.
        [transfig] Transmutacja: podaj liczbę całkowitą, a nie „{ $value }”.
        [dada] OPCM: podaj liczbę całkowitą, a nie „{ $value }”.
        [hp] PZ: podaj liczbę całkowitą, a nie „{ $value }”.
        [sortileges] Zaklęcia: podaj liczbę całkowitą, a nie „{ $value }”.
        [max_ergs] Zapas ergów (maks=): podaj liczbę całkowitą, a nie „{ $value }”.
        [level] Poziom: podaj liczbę całkowitą, a nie „{ $value }”.
        [ability] Cecha: podaj liczbę całkowitą, a nie „{ $value }”.
        [pearls] Perły: podaj liczbę całkowitą, a nie „{ $value }”.
       *[other] Niepoprawna wartość „{ $value }” w polu „{ $field ->
            [condition] stan
            [severity] powaga
            [group] grupa
            [known] zaklęcia
            [progression] klasa
            [base] baza
            [feats] atuty
            [gender] płeć
           *[other] { $field }
        }”{ $expects ->
            [yesno] : wpisz tak albo nie.
            [number] : potrzebna jest liczba całkowita.
           *[other] .
        }
    }
refusal-bad-gender = „{ $value }” to nie płeć: napisz { $field }=m albo { $field }=k, albo { $field }= bez niczego, a odgadnę ją z imienia.

## Numbers typed and large rolls
refusal-gain-minus = „{ $value }” nie pasuje: { CMD("gain") } dodaje { $ruleset ->
        [ergs] ergi
       *[other] punkty magii
    }; żeby je odjąć, napisz { CMD("spend") } { $name } { $n } powód=….
refusal-number = „{ $value }” nie jest liczbą całkowitą od { $low } do { $high }.
refusal-dice-total = Wynik rzutu musi się mieścić między { $low } a { $high }.
roll-result-many = Rzut { DICE($expr, letter: "k") }: { $total } ({ $faces }{ $more ->
        [0] {""}
       *[other] , … i jeszcze { $more } { $more ->
            [one] kość
           *[other] kości
        }
    })

refusal-in-duel = { $command ->
        [duel] Nie można zacząć nowego pojedynku: { $name } walczy już w trwającym pojedynku.
        [char] Nie można usunąć { CASE($name, case: "gen") }: bierze udział w trwającym pojedynku. Najpierw go zakończ ({ CMD("end") }).
       *[other] { $name } bierze udział w trwającym pojedynku.
    }
refusal-sheet-in-duel = Karty { CASE($name, case: "gen") } nie można zmieniać w trakcie pojedynku: najpierw go zakończ (/koniec).
refusal-not-in-duel = { $name } nie bierze udziału w żadnym trwającym pojedynku.
refusal-duel-number = { $given ->
        [no] Podaj numer pojedynku, np. { WORD("duel") }=1.
       *[yes] Numer pojedynku musi być liczbą, a nie „{ $value }”.
    }
refusal-no-duel = Nie ma pojedynku nr { $duel }.
refusal-which-duel = Trwa kilka pojedynków: podaj numer, np. { CMD($command) }{ $typed } pojedynek=2.
refusal-no-running-duel = Nie toczy się żaden pojedynek. Zacznij go komendą /pojedynek.
refusal-duel-running = Najpierw zakończcie trwające pojedynki.
refusal-nothing-to-undo = Nie ma czego cofać.
refusal-undo-setup = Nie ma czego cofać: nie było jeszcze żadnego ruchu. Komenda { CMD($command) } tylko ustawiła grę; żeby to zmienić, wydaj ją ponownie.
refusal-unknown-spell = Nie znam zaklęcia „{ $spell_text }”.

## Domyślne opcje komend (/domyslne).
refusal-default-option = { CMD($command) } nie ma opcji „{ $option }”.
defaults-set = Domyślne opcje { CMD($command) }: { OPTIONS($options) }.
defaults-line = { CMD($command) }: { OPTIONS($options) }
defaults-none = Brak domyślnych opcji komend. MG ustawia je komendą /domyslne KOMENDA klucz=wartość, np. /domyslne pojedynek rodzaj=klub.
defaults-cleared = Usunięto domyślne opcje { CMD($command) }.
game-locale-own = Będę ci tu odpowiadać po { $locale ->
        [pl] polsku
        [ru] rosyjsku
        [fr] francusku
        [cs] czesku
        [en] angielsku
       *[other] { $locale }
    } (chyba że język czatu ustawiono przez /jezyk).

## Forum topics (/watek): which game a topic of a chat plays, its own or the chat's (a game setting of the chat's game)
refusal-topic-none = /watek działa w wątku forum: tam ustala, czy wątek prowadzi własną grę, czy grę całego czatu.
topic-plays-own = Ten wątek prowadzi własną grę. MG może go podpiąć pod grę czatu komendą /watek { WORD("shared", of: "word-topic-") }.
topic-plays-shared = Ten wątek prowadzi grę całego czatu. MG może dać mu własną grę komendą /watek { WORD("own", of: "word-topic-") }.
topic-set-own = Gotowe: ten wątek prowadzi teraz własną grę.
topic-set-shared = Gotowe: ten wątek prowadzi teraz grę całego czatu.

## A private message its reader could not get (they never opened a private chat with the bot): told in the place; $who names them, $link opens the chat
unreached-secret-roll = { $who }, żeby dostawać tajne rzuty, najpierw napisz do mnie prywatnie: { $link }
unreached-hidden = { $who }, żeby widzieć ukryte pule, najpierw napisz do mnie prywatnie: { $link }
