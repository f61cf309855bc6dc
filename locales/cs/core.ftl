## Zprávy společné všem pravidlům.

ruleset-name = { $ruleset ->
        [feniks] Fénix
        [duel_club] Soubojový klub
        [ergs] ergy (larp s hůlkami)
        [spell_points] body kouzel
       *[other] { $ruleset }
    }
locale-name = { $locale ->
        [pl] polština
        [ru] ruština
        [fr] francouzština
        [cs] čeština
        [en] angličtina
       *[other] { $locale }
    }
game-start = Pomocník pro kouzelnické { $ruleset ->
        [spell_points] hry
       *[other] souboje
    } je připraven. Pravidla: { ruleset-name }, jazyk: { locale-name }. Příkazy vypíše /pomoc.
game-help = Příkazy pravidel „{ ruleset-name }“:
game-locale = Jazyk nastaven: { locale-name }.
game-ruleset = Pravidla změněna: { ruleset-name }. Seznam postav je teď prázdný.
refusal-same-ruleset = Hra už se hraje podle těchto pravidel: { ruleset-name }. Nic se nezměnilo, seznam postav zůstává.
char-bound = { CASE($name, case: "acc", capital: "yes") } teď hraje { $player }.

char-bound-already = { CASE($name, case: "acc", capital: "yes") } už hraje { $player }.
## Claim links (/pozvanka): a sheet a player binds with one tap.
char-claim-ready = Postava { $name } je připravená a čeká, až si ji hráč vezme.
refusal-claim-unknown = Tento odkaz je neplatný nebo už byl použit. Požádej PJ o nový.
refusal-claim-taken = Postava { $name } už má hráče.
refusal-iam-taken = Postava { $name } už má hráče: předat ji někomu jinému může jen PJ ({ CMD("iam") } { $name } @hráč).
refusal-claim-where = Odkazy na postavy vytváří bot na Telegramu: pošli /pozvanka { $name } do chatu hry. Tady PJ přidělí postavu hráči příkazem /jsem { $name } @hráč.

## Turn reminders (/vychozi remind=10m, /pripomen).
turn-reminder = ⏰ { $player }, souboj { $duel } pořád čeká na tvůj tah: na tahu je { $name }.
turn-reminder-gm = ⏰ PJ, souboj { $duel } pořád čeká na tah { CASE($name, case: "gen") }.
refusal-remind-none = Teď se na žádný tah nečeká.
refusal-remind-duel-none = Souboj { $duel } teď na žádný tah nečeká.
refusal-remind-sent = Připomínka souboje { $duel } už byla pro tento tah odeslána; { CMD("remind") } bez čísla znovu připomene všechny souboje.
refusal-remind-range = „{ $value }“ je { $too ->
        [long] víc než 7 dní
       *[short] méně než minuta
    }: připomínka se nastavuje od 1 minuty do 7 dní, např. připomínka=10m, připomínka=2h nebo připomínka=2d, nebo připomínka=ne.
refusal-remind-delay = „{ $value }“ není doba připomínky: zadej minuty nebo hodiny, např. připomínka=10m nebo připomínka=2h (od 1 minuty do 7 dnů), nebo připomínka=ne.

char-removed = Postava { $name } je vyřazena ze seznamu.
refusal-remove-who = Koho mám vyřadit ze seznamu? Napiš { CMD("char") } { $word } JMÉNO.
roster-empty = Seznam postav je prázdný. Přidej někoho příkazem /postava.
roster-line = { $name } ({ $bound ->
    [no] bez hráče
   *[yes] hráč: { $player }
})
gm-granted = { $who } je teď PJ této hry.
gm-revoked = { $who } už není PJ této hry.
gm-granted-already = { $who } už je PJ této hry.
gm-revoked-none = { $who } není PJ této hry, není co odebírat.
refusal-gm-action = „{ $word }“ není udělit ani odebrat: napiš { CMD("gm") } udělit @hráč nebo { CMD("gm") } odebrat @hráč.
roll-result = Hod { DICE($expr, letter: "k") }: { DICE($detail, letter: "k") }
roll-secret-made = { $who } provádí tajný hod.
undo-done = Vráceno zpět: { $command ->
        [cast] { $spell ->
            [none] seslání kouzla
           *[other] kouzlo { $spell } od { CASE($name, case: "gen") }
        }
        [char] { $change ->
            [created] vytvoření postavy { $name }
            [removed] odebrání postavy { $name }
           *[changed] změna postavy { $name }
        }
        [rest] odpočinek
        [fatigue] únava či vyčerpání
        [restore] obnovení sil
        [drain] záporná úroveň
        [pearl] použití perly moci
        [day] nový den
        [metamagic] nastavení metamagie
        [spend] { $ruleset ->
            [ergs] utracení ergů
           *[other] utracení bodů kouzel
        }
        [gain] { $ruleset ->
            [ergs] přidání ergů
           *[other] přidání bodů kouzel
        }
        [iam] přidělení postavy
        [duel] zahájení souboje
        [init] hod na iniciativu
        [order] pořadí tahů
        [defend] obrana
        [dodge] úhyb
        [recover] zvednutí hůlky
        [grab] sebrání hůlky
        [end] konec souboje
        [cycle] nový cyklus
        [teach] učení kouzla
        [service] služba učiteli
        [wand] změna hůlky
        [protocol] protokol souboje
        [bout] kolo souboje
        [roll] hod kostkami
        [macro] změna maker
        [defaults] výchozí volby
        [lang] změna jazyka
        [gm] role PJ
        [claim] odkaz na postavu
        [topic] nastavení tématu
        [rules] změna pravidel
       *[other] tah
    }{ $command ->
        [duel] { " " }{ $duel }
        [end] { " " }{ $duel }
        [rest] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [fatigue] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [restore] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [drain] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [pearl] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [spend] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [gain] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [iam] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [defend] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [dodge] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [recover] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [grab] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [teach] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [service] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
        [wand] { $whose ->
            [none] {""}
           *[other] { " " }{ CASE($whose, case: "gen") }
        }
       *[other] {""}
    }{ $rolls_after ->
        [0] {""}
        [one] ; pozdější hod kostkou vrátit nelze
       *[other] ; pozdější hody kostkou vrátit nelze
    }.
duel-none = Neprobíhá žádný souboj.
duel-line = Souboj { $duel }: { LIST($names) }

refusal-generic = Tohle nejde.
refusal-rule = Pravidla hry to nedovolují{ $rule ->
       *[other] {""}
    }.
refusal-parse = Tomuhle příkazu nerozumím.
refusal-not-found = Nenalezeno.
refusal-permission = Tohle udělat nemůžeš.
refusal-dice = Tenhle hod nejde hodit.
refusal-dice-empty = Zadej hod, např. /hod 2k6+1.
refusal-dice-too-long = Zápis hodu je moc dlouhý: smí mít nejvýš { $limit } { $limit ->
        [one] znak
        [few] znaky
        [many] znaku
       *[other] znaků
    }.
refusal-dice-too-many = Příliš mnoho kostek: v jednom hodu smí být nejvýš { $limit } { $limit ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    }.
refusal-dice-too-many-sides = Kostka smí mít nejvýš { $limit } { $limit ->
        [one] stěnu
        [few] stěny
        [many] stěny
       *[other] stěn
    }.
refusal-dice-syntax = „{ $expr }“ není zápis hodu. Zkus třeba /hod 4k6kh3+2.
refusal-missing-arg = Příkazu { CMD($command) } chybí { $what ->
        [spell] kouzlo
        [SPELL] kouzlo
        [name] jméno postavy
        [locale] jazyk
        [ruleset] název pravidel
        [command] příkaz
        [id] hráč
        [N] číslo
        [level] úroveň
        [LEVEL] úroveň
        [odds-question] otázka: zásah, úhyb nebo jméno sesilatele
        [gm-action] slovo „udělit“ nebo „odebrat“
        [effect] stav: unavený, nebo vyčerpaný
        [hours] doba: 1h, 2h, 8h, začátek nebo konec
        [defence] obrana: štít, úhyb nebo žádná
       *[other] slovo
    }.
refusal-not-command = Tohle není příkaz. Seznam příkazů ukáže /pomoc.
refusal-too-long = Zpráva je moc dlouhá: smí mít nejvýš { $limit } { $limit ->
        [one] znak
        [few] znaky
        [many] znaku
       *[other] znaků
    }.
refusal-other-bot = Tenhle příkaz je pro jiného bota.
refusal-unknown-command = { CMD($command) } není příkaz pravidel „{ ruleset-name }“. Napiš /pomoc.
refusal-unknown-locale = Neznámý jazyk „{ $locale }“. K dispozici: { WORD($locales, of: "word-locale-") }.
refusal-unknown-ruleset = Neznámá pravidla „{ $ruleset }“. Známá pravidla: { WORD($known, of: "word-ruleset-") }.
refusal-gm-only = Příkaz { CMD($command) } smí použít jen PJ.
refusal-not-yours = { $name } není tvoje postava: hráč jedná jen za své postavy.
## Who may do a GM's work (roles): sheets, conditions, binding; the game's own settings (/vychozi NAME=yes).
refusal-gm-sheet = { $command ->
        [char] Příkazem { CMD($command) } smí jen PJ zakládat postavy, měnit čísla v deníku a nastavovat stavy.
       *[other] Příkaz { CMD($command) } smí použít jen PJ.
    } PJ může hráčům dovolit vést si vlastní deníky: /vychozi deníky=ano.
refusal-gm-remove = Mazat postavy může jen PJ.
refusal-char-no-name = Chybí jméno postavy: { CMD("char") } JMÉNO { $options }.
refusal-gm-bind = Jen PJ smí přidělit postavu { $name } jinému hráči.
refusal-unknown-setting = Neznámé nastavení hry „{ $setting }“. Nastavení: { WORD($settings) }.
refusal-unknown-option = Příkaz { CMD($command) } nemá parametr „{ $option }=“. Má: { WORD($options) }.
remind-after = po { $remind_n } { $remind_unit ->
        [s] { $remind_n ->
            [one] sekundě
           *[other] sekundách
        }
        [h] { $remind_n ->
            [one] hodině
           *[other] hodinách
        }
        [d] { $remind_n ->
            [one] dni
           *[other] dnech
        }
       *[m] { $remind_n ->
            [one] minutě
           *[other] minutách
        }
    }
defaults-game = Nastavení hry — hráči si sami upravují deníky: { $players_edit_sheets ->
        [yes] ano
       *[no] ne
    } (deníky=); { $remind ->
        [none] {""}
        [off] připomínka tahu: vypnutá (připomínka=);{" "}
       *[other] připomínka tahu: { remind-after } (připomínka=);{" "}
    }vlastní makra hráčů: { $players_macros ->
        [yes] ano
       *[no] ne
    } (makra=).
refusal-who = { $command ->
        [odds] Za kterou postavu? Uveď sesilatele, např. { $ruleset ->
            [feniks] { CMD("odds") } JMÉNO KOUZLO
            [spell_points] { CMD("odds") } JMÉNO: KOUZLO
           *[other] { CMD("odds") } JMÉNO
        }.
        [cast] Za kterou postavu? Vezmi si ji příkazem /jsem JMÉNO, nebo ji napiš za příkaz: { CMD("cast") } JMÉNO: …
       *[other] Za kterou postavu? Vezmi si ji příkazem /jsem JMÉNO, nebo ji napiš za příkaz: { CMD($command) } JMÉNO.
    }
refusal-which = { $command ->
        [odds] Hraješ víc postav: uveď, která sesílá, např. { $ruleset ->
            [feniks] { CMD("odds") } JMÉNO KOUZLO
            [spell_points] { CMD("odds") } JMÉNO: KOUZLO
           *[other] { CMD("odds") } JMÉNO
        }.
        [cast] Hraješ víc postav: uveď, která jedná, např. { CMD("cast") } JMÉNO: …
       *[other] Hraješ víc postav: uveď, která jedná, např. { CMD($command) } JMÉNO.
    }
refusal-no-character = Postava jménem „{ $name }“ neexistuje.
refusal-unknown-field = Neznámá položka deníku postavy „{ $field }“. Položky: { WORD($fields, $words) }.
refusal-missing-value = { $field ->
        [condition] Zadej stav postavy: { WORD("ok, unconscious, hospital", of: "word-feniks-condition-", style: "or") }.
        [severity] Zadej závažnost zranění: { WORD("moment, hospital", of: "word-feniks-severity-", style: "or") }.
       *[other] Chybí hodnota pole { $word }=: zadej celé číslo, např. { $word }={ $example }.
    }
refusal-default-value = Neplatná hodnota „{ $value }“ pro „{ $option }“: zadej { $field ->
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
refusal-bad-field = Neplatná hodnota „{ $value }“ pro { $field }{ $expects ->
        [yesno] : napiš ano, nebo ne.
        [number] : je potřeba celé číslo.
       *[other] .
    }
refusal-bad-gender = Neplatná hodnota „{ $value }“ pro pohlaví: napiš { $field }=m, { $field }=ž, nebo { $field }= bez hodnoty (odhadne se ze jména).

## Numbers typed and large rolls
refusal-gain-minus = „{ $value }“ nejde: { CMD("gain") } přidává { $ruleset ->
        [ergs] ergy
       *[other] body kouzel
    }; ubrat je můžeš příkazem { CMD("spend") } { $name } { $n } důvod=….
refusal-number = „{ $value }“ není celé číslo od { $low } do { $high }.
refusal-dice-total = Výsledek hodu musí být mezi { $low } a { $high }.
roll-result-many = Hod { DICE($expr, letter: "k") }: { $total } ({ $faces }{ $more ->
        [0] {""}
       *[other] , … a ještě { $more } { $more ->
            [one] kostka
            [few] kostky
            [many] kostky
           *[other] kostek
        }
    })

refusal-in-duel = { $command ->
        [duel] Nový souboj nejde začít: { $name } už bojuje v probíhajícím souboji.
        [char] { CASE($name, case: "acc", capital: "yes") } nejde smazat, dokud bojuje v souboji: nejdřív souboj ukonči ({ CMD("end") }).
       *[other] { $name } právě bojuje v souboji.
    }
refusal-sheet-in-duel = Deník { CASE($name, case: "gen") } nejde měnit během souboje: nejdřív souboj ukonči (/konec).
refusal-not-in-duel = { $name } není v žádném probíhajícím souboji.
refusal-duel-number = { $given ->
        [no] Zadej číslo souboje, např. { WORD("duel") }=1.
       *[yes] Souboj se zadává číslem, ne „{ $value }“.
    }
refusal-no-duel = Souboj { $duel } neexistuje.
refusal-which-duel = Probíhá víc soubojů: uveď číslo, např. { CMD($command) }{ $typed } souboj=2.
refusal-no-running-duel = Neprobíhá žádný souboj. Začni ho příkazem /souboj.
refusal-duel-running = Nejdřív dokončete probíhající souboje.
refusal-nothing-to-undo = Není co vracet zpět.
refusal-undo-setup = Není co vracet zpět: zatím se neodehrál žádný tah. Příkaz { CMD($command) } hru nastavil; chceš-li to změnit, použij znovu { CMD($command) }.
refusal-unknown-spell = „{ $spell_text }“ není kouzlo těchto pravidel.

## Výchozí volby příkazů (/vychozi).
refusal-default-option = Příkaz { CMD($command) } nemá volbu „{ $option }“.
defaults-set = Výchozí volby { CMD($command) }: { OPTIONS($options) }.
defaults-line = { CMD($command) }: { OPTIONS($options) }
defaults-none = Zatím nejsou nastavené žádné výchozí volby příkazů. PJ je nastaví příkazem /vychozi PŘÍKAZ volba=hodnota; nastavení celé hry se píše bez příkazu, např. /vychozi deníky=ano.
defaults-cleared = Výchozí volby { CMD($command) } jsou zrušené.
game-locale-own = Tady ti budu odpovídat { $locale ->
        [pl] polsky
        [ru] rusky
        [fr] francouzsky
        [cs] česky
        [en] anglicky
       *[other] { $locale }
    } (pokud PJ nenastaví jazyk celého chatu příkazem /jazyk).

## Forum topics (/vlakno): which game a topic of a chat plays, its own or the chat's (a game setting of the chat's game)
refusal-topic-none = /vlakno funguje jen uvnitř tématu fóra: tam nastaví, jestli téma hraje vlastní hru, nebo hru celého chatu.
topic-plays-own = Toto téma hraje vlastní hru. PJ ho může připojit ke hře celého chatu příkazem /vlakno { WORD("shared", of: "word-topic-") }.
topic-plays-shared = Toto téma hraje hru celého chatu. PJ mu může dát vlastní hru příkazem /vlakno { WORD("own", of: "word-topic-") }.
topic-set-own = Hotovo: toto téma teď hraje vlastní hru.
topic-set-shared = Hotovo: toto téma teď hraje hru celého chatu.

## A private message its reader could not get (they never opened a private chat with the bot): told in the place; $who names them, $link opens the chat
unreached-secret-roll = { $who }, tajné hody posílám jen soukromě. Nejdřív mi napiš do soukromého chatu: { $link }
unreached-hidden = { $who }, skryté zásoby posílám jen soukromě. Nejdřív mi napiš do soukromého chatu: { $link }
