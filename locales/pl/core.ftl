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
game-ruleset = Zmieniono zasady na: { ruleset-name }. Lista postaci zaczyna się od nowa.
refusal-same-ruleset = Gra już toczy się według tych zasad: { ruleset-name }. Nic się nie zmieniło, lista postaci zostaje.
char-bound = { CASE($name, case: "acc") } prowadzi teraz { $player }.

## Claim links (/claim): a sheet a player binds with one tap.
char-claim-ready = Karta postaci czeka na gracza: { $name }.
refusal-claim-unknown = Ten link jest nieważny albo został już użyty. Poproś MG o nowy.
refusal-claim-taken = { $name } ma już gracza.
refusal-claim-where = Linki do przejęcia postaci tworzy bot na Telegramie: wyślij /claim { $name } na czacie gry. Tutaj MG przypisuje postać graczowi przez /iam { $name } @gracz.

## Turn reminders (/defaults remind=10m, /remind).
turn-reminder = ⏰ { $player }, w pojedynku { $duel } wciąż czekamy na ruch { CASE($name, case: "gen") }.
turn-reminder-gm = ⏰ MG, w pojedynku { $duel } wciąż czekamy na ruch { CASE($name, case: "gen") }.
refusal-remind-none = Teraz nie czekamy na niczyj ruch.
refusal-remind-duel-none = Pojedynek { $duel } nie czeka teraz na niczyj ruch.
refusal-remind-sent = Przypomnienie o pojedynku { $duel } zostało już wysłane dla tego ruchu; /remind bez numeru przypomina znowu o każdym pojedynku.
refusal-remind-delay = „{ $value }” nie określa czasu przypomnienia: podaj minuty albo godziny, np. przypomnienie=10m lub przypomnienie=2h (od 1 minuty do 7 dni), albo wyłącz przypomnienia: przypomnienie=nie.

char-removed = Postać { $name } usunięta z listy.
roster-empty = Lista postaci jest pusta. Dodaj kogoś komendą /postac.
roster-line = { $name } ({ $bound ->
    [no] bez gracza
   *[yes] gracz: { $player }
})
gm-granted = { $who } jest teraz MG tej gry.
gm-revoked = { $who } nie jest już MG tej gry.
refusal-gm-action = „{ $word }” to ani nadaj, ani odbierz: napisz /gm nadaj @gracz albo /gm odbierz @gracz.
roll-result = Rzut { DICE($expr, letter: "k") }: { DICE($detail, letter: "k") }
roll-secret-made = { $who } wykonuje tajny rzut.
undo-done = Cofnięto { $command ->
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
        [duel] rozpoczęcie pojedynku
        [init] rzut na inicjatywę
        [order] ustalenie kolejności ruchów
        [end] zakończenie pojedynku
        [iam] przypisanie postaci
        [roll] rzut kośćmi
        [recover] podniesienie różdżki
        [grab] zabranie różdżki przeciwnika
        [spend] wydanie punktów
        [gain] dodanie punktów
        [rest] odpoczynek
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
       *[other] komendę { CMD($command) }
    } (ruch nr { $seq }{ $rolls_after ->
        [0] {""}
        [one] ; późniejszego rzutu kośćmi nie da się cofnąć
       *[other] ; późniejszych rzutów kośćmi nie da się cofnąć
    }).
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
refusal-unknown-locale = Nieznany język „{ $locale }”. Dostępne: { $locales }.
refusal-unknown-ruleset = Nieznane zasady „{ $ruleset }”. Znane: { $known }.
refusal-gm-only = Tylko MG może użyć { CMD($command) }.
refusal-not-yours = { $name } to nie twoja postać: każdy gracz prowadzi tylko własne postacie.
## Who may do a GM's work (roles): sheets, conditions, binding; the game's own settings (/defaults NAME=yes).
refusal-gm-sheet = Tylko MG może tworzyć postacie, zmieniać liczby na karcie i nakładać stany ({ CMD($command) }). MG może pozwolić graczom samodzielnie prowadzić karty: /defaults karty=tak.
refusal-gm-bind = Tylko MG może przypisać postać { $name } innemu graczowi.
refusal-unknown-setting = Nieznane ustawienie gry „{ $setting }”. Ustawienia: { WORD($settings) }.
defaults-game = Ustawienia gry: gracze sami zmieniają swoje karty: { $players_edit_sheets ->
        [yes] tak
       *[no] nie
    } (karty=); przypomnienie o ruchu: { $remind ->
        [off] wyłączone
       *[other] po { $remind }
    } (przypomnienie=); własne makra graczy: { $players_macros ->
        [yes] tak
       *[no] nie
    } (makra=).
refusal-who = Którą postacią? Przypisz sobie swoją komendą /iam IMIĘ albo podaj imię przed komendą, np. /czar IMIĘ: ZAKLĘCIE …
refusal-which = Prowadzisz kilka postaci: podaj, która z nich działa, np. /czar IMIĘ: ZAKLĘCIE …
refusal-no-character = Nie ma postaci o imieniu „{ $name }”.
refusal-unknown-field = Nieznane pole karty postaci „{ $field }”. Pola: { WORD($fields, $words) }.
refusal-bad-field = Niepoprawna wartość „{ $value }” w polu „{ $field ->
        [age] wiek
        [reflex] refleks
        [charms] zaklęcia
        [transfig] transmutacja
        [dada] opcm
        [hp] pz
        [condition] stan
        [severity] powaga
        [gender] płeć
        [sortileges] zaklęcia
        [max_ergs] maks
        [group] grupa
        [known] zaklęcia
        [level] poziom
        [ability] cecha
        [progression] klasa
        [base] baza
        [feats] atuty
        [pearls] perły
       *[other] { $field }
    }”{ $expects ->
        [yesno] : wpisz tak albo nie.
        [gender] : wpisz m, k albo nic po znaku =, by nie ustalać płci.
        [number] : potrzebna jest liczba całkowita.
       *[other] .
    }

## Numbers typed and large rolls
refusal-number = „{ $value }” nie jest liczbą całkowitą od { $low } do { $high }.
refusal-dice-total = Wynik rzutu musi się mieścić między { $low } a { $high }.
roll-result-many = Rzut { DICE($expr, letter: "k") }: { $total } ({ $faces }{ $more ->
        [0] {""}
       *[other] , … i jeszcze { $more } { $more ->
            [one] kość
           *[other] kości
        }
    })

refusal-in-duel = { $name } bierze udział w trwającym pojedynku.
refusal-sheet-in-duel = Karty { CASE($name, case: "gen") } nie można zmieniać w trakcie pojedynku: najpierw go zakończ (/koniec).
refusal-not-in-duel = { $name } nie bierze udziału w żadnym trwającym pojedynku.
refusal-no-duel = Nie ma pojedynku nr { $duel }.
refusal-which-duel = Trwa kilka pojedynków: podaj numer, np. pojedynek=2.
refusal-no-running-duel = Nie toczy się żaden pojedynek. Zacznij go komendą /pojedynek.
refusal-duel-running = Najpierw zakończcie trwające pojedynki.
refusal-nothing-to-undo = Nie ma czego cofać.
refusal-undo-setup = Nie ma czego cofać: nie było jeszcze żadnego ruchu. Komenda { CMD($command) } tylko ustawiła grę; żeby to zmienić, wydaj ją ponownie.
refusal-unknown-spell = „{ $spell_text }” to nie jest zaklęcie tych zasad.

## Domyślne opcje komend (/defaults).
defaults-set = Domyślne opcje { CMD($command) }: { $options }.
defaults-line = { CMD($command) }: { $options }
defaults-none = Brak domyślnych opcji komend. MG ustawia je komendą /defaults KOMENDA klucz=wartość, np. /defaults duel rodzaj=klub.
defaults-cleared = Usunięto domyślne opcje { CMD($command) }.
game-locale-own = Będę ci tu odpowiadać po { $locale ->
        [pl] polsku
        [ru] rosyjsku
        [fr] francusku
        [cs] czesku
        [en] angielsku
       *[other] { $locale }
    } (chyba że język czatu ustawiono przez /jezyk).

## Forum topics (/topic): which game a topic of a chat plays, its own or the chat's (a game setting of the chat's game)
refusal-topic-none = /topic działa w wątku forum: tam ustala, czy wątek prowadzi własną grę, czy grę całego czatu.
topic-plays-own = Ten wątek prowadzi własną grę. MG może go podpiąć pod grę czatu komendą /topic shared.
topic-plays-shared = Ten wątek prowadzi grę całego czatu. MG może dać mu własną grę komendą /topic own.
topic-set-own = Gotowe: ten wątek prowadzi teraz własną grę.
topic-set-shared = Gotowe: ten wątek prowadzi teraz grę całego czatu.

## A private message its reader could not get (they never opened a private chat with the bot): told in the place; $who names them, $link opens the chat
unreached-secret-roll = { $who }, żeby dostawać tajne rzuty, najpierw napisz do mnie prywatnie: { $link }
unreached-hidden = { $who }, żeby widzieć ukryte pule, najpierw napisz do mnie prywatnie: { $link }
