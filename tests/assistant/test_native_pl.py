"""Issue 29 in Polish: the Feniks replies a Polish player reads, played through the console, sentence by sentence.

Each test plays the issue's example and asserts the whole line a player reads (the old line was wrong: an English
command, a rule tag, a verb that contradicts its numbers, a word no Polish player uses).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from adapters.console import Console
from assistant.conversation import prompts, secrecy
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from tests.conftest import play
from tests.fakes import FakeClock

MakeConsole = Callable[..., Awaitable[Console]]

ROSTER = """
/postac Harry wiek=15 refleks=6 zaklęcia=14 transmutacja=8 opcm=10
/postac Kasia wiek=14 refleks=5 zaklęcia=10 transmutacja=10 opcm=12 płeć=k
"""


@pytest.fixture
def storage(clock: FakeClock) -> Storage:
    """Play on the in-memory storage alone: the sentences do not depend on where the game is kept."""
    return InMemoryStorage(clock)


async def feniks(make_console: MakeConsole, seed: int = 3) -> Console:
    console = await make_console(rules="feniks", locale="pl", seed=seed)
    await play(console, ROSTER)
    return console


async def test_the_defence_hint_names_the_polish_command_and_it_is_accepted(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(console, "/pojedynek Harry kontra Kasia\n/order Kasia Harry\n/atak Petrificus Totalus Harry")
    assert lines[-1] == (
        "Pojedynek 1: ruch Harry’ego. Najpierw obrona przed Petrificus Totalus Kasi (atak 9): "
        "/obrona tarcza, /obrona unik albo /obrona brak."
    )
    assert "/defend" not in "\n".join(lines)
    shield = await play(console, "/obrona tarcza Protego")
    assert shield[0].startswith("Harry zasłania się zaklęciem Protego")


async def test_a_shield_that_lets_damage_through_does_not_repel(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(
        console,
        "/pojedynek Harry kontra Kasia\n/order Kasia Harry\n/atak Petrificus Totalus Harry\n/obrona tarcza Protego",
    )
    assert (
        "Harry zasłania się zaklęciem Protego (obrona 4), ale Petrificus Totalus Kasi (atak 9) się przebija: "
        "obrażenia 5. PZ: 17/22."
    ) in lines
    assert not any("odpiera" in line for line in lines)


async def test_a_sheet_at_zero_hp_is_not_at_full_strength(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(console, "/postac Harry pz=0\n/postac Harry")
    assert lines == [
        "Kuferek Harry’ego zmieniony: wiek 15, Refleks 6, Zaklęcia 14 (+1), Transmutacja 8 (−1), OPCM 10 (0); PZ 0/22.",
        "Harry: wiek 15, Refleks 6, Zaklęcia 14 (+1), Transmutacja 8 (−1), OPCM 10 (0); PZ 0/22.",
    ]


async def test_a_bad_value_names_the_field_in_polish(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    assert await play(console, "/postac Harry wiek=abc") == ["Wiek: podaj liczbę całkowitą, a nie „abc”."]


async def test_a_woman_is_no_przeciwnik_and_no_rule_tag_is_shown(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(console, "/pojedynek Harry kontra Kasia\n/order Kasia Harry\n/atak Drętwota Kasia")
    assert lines[-1] == "Kasia nie może zaatakować samej siebie; możliwe cele: Harry."
    lines = await play(console, "/obrona unik")
    assert lines == [
        "Żaden atak nie czeka na obronę Kasi, więc nie ma przed czym się bronić; "
        "zaklęcie rzuca się przez /czar ZAKLĘCIE CEL."
    ]


async def test_a_duel_starts_and_orders_its_moves_in_polish_words(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(console, "/pojedynek Harry kontra Kasia\n/inicjatywa")
    assert lines[0] == "Zaczyna się pojedynek 1 (spontaniczny), 2 uczestników."
    assert (
        "Pojedynek 1: rzućcie na inicjatywę (/inicjatywa) albo niech MG ustali kolejność ruchów (/kolejnosc)." in lines
    )
    assert "Pojedynek 1, kolejność ruchów: Harry → Kasia." in lines
    assert not any("kolejka" in line for line in lines)


async def test_a_club_bout_loser_leaves_the_duel_not_the_board(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(
        console,
        "/postac Kasia pz=1\n/pojedynek Harry kontra Kasia type=klub\n/order Harry Kasia\n/atak Drętwota Kasia\n"
        "/obrona brak\n/koniec",
    )
    assert "Zaczyna się pojedynek 1 (klubowy), 2 uczestników." in lines
    assert "Kasia przegrywa i odpada z pojedynku." in lines
    assert "Obrażenia z walki nie zostają: Kasia ma znowu PZ 1/20." in lines


async def test_undo_says_what_it_took_back(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(console, "/postac Harry pz=5\n/cofnij")
    assert lines[-1] == "Cofnięto zmianę karty postaci Harry’ego."


async def test_the_telegram_defence_prompt_reads_in_polish(make_console: MakeConsole, clock: FakeClock) -> None:
    console = await feniks(make_console)
    await play(console, "/pojedynek Harry kontra Kasia\n/order Harry Kasia\n/atak Drętwota Kasia")
    state = await console.app.engine.state(console.game_id)
    assert state is not None
    (prompt,) = prompts.prompts(console.app.translator, state, clock.now(), secrecy.GM)
    assert prompt.lines[1:] == ("Na Kasię leci Drętwota Harry’ego (atak 10): czas na obronę.",)


async def test_help_and_hints_name_polish_words(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(console, "/pomoc obrona\n/pomoc\n/blabla")
    assert lines[:2] == [
        "/obrona — Obroń się przed nadlatującym zaklęciem. Przykład: /obrona tarcza",
        "Składnia: /obrona tarcza [ZAKLĘCIE], /obrona unik albo /obrona brak",
    ]
    assert (
        "/postac — Utwórz, pokaż, zmień albo usuń postać. Przykład: /postac Harry wiek=15 refleks=6 zaklęcia=14 opcm=10"
        in lines
    )
    assert lines[-1] == "/blabla nie jest komendą zasad „Feniks”. Listę komend pokaże /pomoc."


async def test_a_missing_target_is_asked_for_and_a_bad_word_is_answered_in_polish(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(
        console,
        "/postac Marek wiek=15\n/postac Harry stan=xx\n/pojedynek Harry Marek kontra Kasia\n/order Kasia Harry Marek\n"
        "/atak Drętwota",
    )
    assert "„xx” nie określa stanu postaci; możliwe: przytomny, nieprzytomny albo szpital." in lines
    assert lines[-1] == "Kogo atakujesz? Możliwe cele: Harry lub Marek."


async def test_an_initiative_tie_lists_who_tied_without_a_broken_sentence(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(
        console,
        "/postac Ola wiek=15 refleks=5 płeć=k\n/postac Marek wiek=15 refleks=5\n"
        "/pojedynek Harry Marek kontra Kasia Ola\n/inicjatywa",
    )
    assert "Remis: Marek i Kasia mają po 10,5; pierwszeństwo ma wyższy Refleks." in lines
    assert "Nadal remis, rzucają jeszcze raz: Marek i Kasia." in lines


async def game(make_console: MakeConsole, rules: str, script: str) -> list[str]:
    console = await make_console(rules=rules, locale="pl", seed=7)
    return await play(console, script)


async def test_a_club_cast_at_the_opponent_in_the_accusative_casts_and_disqualifies_no_one(
    make_console: MakeConsole,
) -> None:
    lines = await game(
        make_console,
        "duel_club",
        "/char Harry zaklęcia=60\n/char Draco zaklęcia=60\n/duel Harry kontra Draco\n/init\n"
        "/cast Draco: Drętwota na Harry’ego\n/cast Harry: Drętwta na Dracona\n"
        "/cast Harry: wzmocniona Drętwota na Dracona",
    )
    assert lines[6:] == [
        "Draco rzuca Drętwotę: 56 ≤ 60, sukces.",
        "Odpowiada Harry: /czar zaklęcie.",
        "„Drętwta” to nie jest zaklęcie klubu pojedynków w tej pisowni; czy chodziło o Drętwotę?"
        " Nic nie zostało rzucone.",
        "Harry rzuca wzmocnioną Drętwotę: 82 > 50, porażka.",
        "Rozstrzygnięcie rundy 1:",
        "Drętwota Dracona trafia Harry’ego: traci 1 punkt zdrowia, PZ 4/5.",
        "— Pojedynek 1, runda 2 —",
        "Zaczyna Harry: /czar zaklęcie.",
    ]
    assert not any("dyskwalifik" in line for line in lines)


async def test_club_odds_open_with_a_capital_and_a_shield_succeeds_rather_than_hits(make_console: MakeConsole) -> None:
    lines = await game(
        make_console,
        "duel_club",
        "/odds stupefy-reinforced skill=60\n/odds expelliarmus skill=60 vs=protego vs_skill=55",
    )
    assert lines[0] == "Wzmocniona Drętwota przy Zaklęciach 60: udaje się przy 1k100 ≤ 50, 50%."
    assert lines[3:5] == [
        "38,5%: Expelliarmus — nieudane, Protego — udane.",
        "31,5%: Expelliarmus — nieudane, Protego — nieudane.",
    ]
    assert "16,5%: Expelliarmus — zablokowane, Protego — udane." in lines


async def test_the_dress_check_states_the_loose_clothing_rule(make_console: MakeConsole) -> None:
    lines = await game(
        make_console,
        "ergs",
        "/char Harry wiek=17\n/char Draco wiek=17\n/duel Harry kontra Draco\n/protocol dress Harry",
    )
    assert lines[-1] == "Strój Harry’ego sprawdzony: ubranie luźne; bez medalionów, medali, sakiewek i pasów."


async def test_spell_point_refusals_and_lines_read_as_polish(make_console: MakeConsole) -> None:
    lines = await game(
        make_console,
        "spell_points",
        "/postac Mialee poziom=1 cecha=16 płeć=k perły=1\n/postac Kuba poziom=5 cecha=14\n"
        "/czar Mialee: magiczny pocisk dodatkowe=1\n/szanse kula ognia dodatkowe=3\n"
        "/szanse Kuba: kula ognia conajmniej=20\n"
        "/fatigue Mialee xyz\n/pearl Mialee 2\n/drain Kuba 1\n/drain Kuba 2",
    )
    assert lines[4:] == [
        "Mialee: w Magiczny pocisk nie da się włożyć żadnych dodatkowych punktów magii"
        " (własny poziom rzucającego i maksimum czaru).",
        "Na 5. poziomie rzucającego nie da się włożyć w Kulę ognia żadnych dodatkowych punktów magii"
        " (poziom rzucającego i maksimum czaru).",
        "Kula ognia (poziom rzucającego 5): 5k6, obrażenia 5–30, średnio 17,5.",
        "Szansa na co najmniej 20: 30,5%.",
        "Kuba (23/23) może rzucić Kulę ognia jeszcze 4 razy (pierwsze rzucenie: 5 punktów magii).",
        "Podaj efekt: zmęczony albo wyczerpany (nie „xyz”).",
        "Na karcie Mialee nie ma perły mocy 2. poziomu; MG zapisuje perły tak: /postac Mialee perły=1,3.",
        "Kuba otrzymuje 1 ujemny poziom: −5 punktów magii (tyle, ile kosztuje czar 3. poziomu: 5 punktów), 18/23.",
        "Kuba otrzymuje 2 ujemne poziomy: −10 punktów magii (za każdy tyle, ile kosztuje czar 3. poziomu: 5 punktów), "
        "8/23.",
        "Kuba – nowy stan: zmęczenie.",
    ]


async def test_no_cantrip_left_takes_the_genitive(make_console: MakeConsole) -> None:
    lines = await game(
        make_console, "spell_points", "/postac Mialee poziom=1 cecha=16 płeć=k\n" + "/czar Mialee: promień mrozu\n" * 7
    )
    assert (
        lines[-1]
        == "Mialee nie zostało już na dziś żadnych czarów poziomu 0 (dzienny limit: 6; /dzien zaczyna nowy dzień)."
    )


async def test_self_ally_and_a_kick_are_refused_for_what_they_are(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(
        console,
        "/postac Cho wiek=15 refleks=5 płeć=k\n/pojedynek Harry Cho kontra Kasia\n/order Harry Cho Kasia\n"
        "/atak Drętwota Harry\n/atak Drętwota Cho\n/obrona Harry: kopniak\n/unik",
    )
    assert "Pojedynek 1: ruch Harry’ego. Rzuć zaklęcie: /czar ZAKLĘCIE CEL." in lines
    assert lines[-4:] == [
        "Harry nie może zaatakować samego siebie; możliwe cele: Kasia.",
        "Cho walczy po tej samej stronie co Harry; możliwe cele: Kasia.",
        "„kopniak” to nie obrona; możliwe: tarcza, unik albo brak.",
        "/unik nie jest komendą zasad „Feniks”. Listę komend pokaże /pomoc.",
    ]


async def test_women_s_names_are_not_declined_as_men_s_and_petunia_takes_ii(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(
        console,
        "/postac Daphne wiek=15\n/postac Petunia wiek=40\n/iam Daphne\n/pojedynek Petunia kontra Daphne\n"
        "/order Petunia Daphne",
    )
    assert "MG prowadzi teraz postać Daphne." in lines
    assert lines[-1] == "Pojedynek 1: ruch Petunii. Rzuć zaklęcie: /czar ZAKLĘCIE CEL."


async def test_cleared_defaults_say_so(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    lines = await play(console, "/defaults duel type=klub\n/defaults duel type=")
    assert lines == ["Domyślne opcje /pojedynek: rodzaj=klub.", "Usunięto domyślne opcje /pojedynek."]


async def test_a_feniks_chart_speaks_of_state_step_by_step(make_console: MakeConsole) -> None:
    console = await feniks(make_console)
    assert (await play(console, "/chart"))[0] == "Stan wszystkich postaci (2), ruch po ruchu."


async def test_kolejnosc_sets_the_order_and_inicjatywa_rolls_it(make_console: MakeConsole) -> None:
    # Review pl F5: «/kolejnosc Harry Draco» rolled the initiative instead of setting the order by hand.
    console = await feniks(make_console)
    lines = await play(console, "/pojedynek Harry kontra Kasia\n/kolejność Kasia Harry")
    assert "Pojedynek 1, kolejność ruchów: Kasia → Harry." in lines
    assert not any("inicjatywę:" in line for line in lines), lines
    other = await make_console(rules="feniks", locale="pl", seed=3, game_id="another")  # no order set there yet
    rolled = await play(other, ROSTER + "/pojedynek Harry kontra Kasia\n/inicjatywa")
    assert any(line.startswith("Harry rzuca na inicjatywę") for line in rolled), rolled


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("/pomoc wyssanie", "/wyssanie — "),
        ("/pomoc kolejnosc", "/kolejnosc — "),
        ("/pomoc ustawienia", "/ustawienia — "),
        ("/pomoc wykres", "/wykres — "),
        ("/pomoc przywróć", "/przywroc — "),
    ],
)
async def test_every_command_has_a_polish_word_help_writes_and_the_reader_takes(
    make_console: MakeConsole, typed: str, said: str
) -> None:
    rules = "ergs" if "przyw" in typed or "wyss" in typed or "ustaw" in typed else "feniks"
    console = await make_console(rules=rules, locale="pl")
    (line, *_) = await play(console, typed)
    assert line.startswith(said), line


async def test_a_surprise_in_a_one_on_one_sets_the_order_at_once(make_console: MakeConsole) -> None:
    # Review pl F6: «Harry … ma pierwszeństwo» was followed by «rzućcie na inicjatywę», and Harry could not attack.
    console = await feniks(make_console)
    lines = await play(console, "/pojedynek Harry kontra Kasia zaskoczenie=Harry")
    assert lines[-3:] == [
        "Harry atakuje z zaskoczenia i ma pierwszeństwo.",
        "Pojedynek 1, kolejność ruchów: Harry → Kasia.",
        "Pojedynek 1: ruch Harry’ego. Rzuć zaklęcie: /czar ZAKLĘCIE CEL.",
    ]


async def test_a_spell_na_siebie_is_refused_as_one_at_oneself(make_console: MakeConsole) -> None:
    # Review pl F24: «na siebie» was read as a character named „siebie”.
    console = await feniks(make_console)
    lines = await play(
        console, "/pojedynek Harry kontra Kasia\n/kolejnosc Kasia Harry\n/czar Kasia: Drętwota na siebie"
    )
    assert lines[-1] == "Kasia nie może zaatakować samej siebie; możliwe cele: Harry."


# Review round 3 (pl): /work/review/r3-pl.md, findings 1–40, each read as the player reads it.


async def help_lines(make_console: MakeConsole, rules: str) -> dict[str, str]:
    """Return /pomoc's lines of a ruleset by the command they explain."""
    lines = await game(make_console, rules, "/pomoc")
    return {line.split(" — ")[0]: line for line in lines if " — " in line}


@pytest.mark.parametrize(
    ("rules", "line"),
    [
        (
            "feniks",
            "/makro — Pokaż, utwórz albo usuń makra grupy: słowo lub zwrot, który uruchamia komendy."
            " Przykład: /makro atak /rzut 1k20+5",
        ),  # R3 F1
        ("feniks", "/pula — Pokaż, ile PZ zostało postaci. Przykład: /pula Harry"),  # R3 F2
        ("spell_points", "/przywroc — Zdejmij zmęczenie albo wyczerpanie (MG). Przykład: /przywroc Mira"),  # R3 F17
        ("spell_points", "/wyssanie — Odbierz poziom zaklęć (MG). Przykład: /wyssanie Mira 1"),
        ("ergs", "/przywroc — Oddaj erg życia (MG). Przykład: /przywroc Harry"),
        ("ergs", "/wyssanie — Odbierz erg życia (MG). Przykład: /wyssanie Harry przyczyna=rytuał"),
        ("ergs", "/rozdzka — Różdżki: nowa, uszkodź, napraw, oddaj, weź. Przykład: /rozdzka Harry nowa"),  # R3 F18
        (
            "duel_club",
            "/zasady — Zmień zasady (MG): feniks, klub pojedynków, ergi albo punkty magii."
            " Przykład: /zasady klub pojedynków",
        ),  # R3 F31
        ("feniks", "/kolejnosc — Ustal kolejność ruchów ręcznie (MG). Przykład: /kolejnosc Harry Draco"),  # R3 F34
        ("feniks", "/koniec — Zakończ pojedynek (MG). Przykład: /koniec pojedynek=1"),
        ("ergs", "/koniec — Zakończ pojedynek. Przykład: /koniec pojedynek=1"),  # a player may end an ergs duel
    ],
)
async def test_r3_help_names_only_this_rulesets_notions_and_marks_the_gms_commands(
    make_console: MakeConsole, rules: str, line: str
) -> None:
    assert (await help_lines(make_console, rules))[line.split(" — ")[0]] == line


async def test_r3_help_examples_play_as_written(make_console: MakeConsole) -> None:
    # R3 F18, F31: the words the help lists are the ones the commands take.
    wand = await game(make_console, "ergs", "/postac Harry wiek=17\n/rozdzka Harry uszkodź\n/rozdzka Harry napraw")
    assert not any("nie ma takiej czynności" in line for line in wand), wand
    rules = await game(make_console, "feniks", "/zasady klub pojedynków")
    assert rules == ["Zmieniono zasady na Klub Pojedynków. Lista postaci zaczyna się od nowa."]  # R3 F30


@pytest.mark.parametrize(
    ("rules", "script", "said"),
    [
        ("feniks", "/postac Kasia wiek=", "Wiek: brakuje wartości, podaj liczbę całkowitą, np. wiek=15."),  # R3 F3
        ("feniks", "/postac wiek=15", "Brakuje imienia postaci: /postac IMIĘ wiek=15."),  # R3 F4
        ("feniks", "/koniec pojedynek=x", "Numer pojedynku musi być liczbą, a nie „x”."),  # R3 F5
        ("feniks", "/szanse", "W poleceniu /szanse brakuje pytania: trafienie, unik albo imię rzucającego."),  # R3 F6
        ("feniks", "/mg", "W poleceniu /mg brakuje słowa „nadaj” albo „odbierz”."),
        (
            "spell_points",
            "/postac Mira poziom=7 cecha=16\n/zmeczenie Mira",
            "W poleceniu /zmeczenie brakuje efektu: zmęczony albo wyczerpany.",
        ),
        (
            "spell_points",
            "/postac Mira poziom=7 cecha=16\n/odpoczynek Mira",
            "W poleceniu /odpoczynek brakuje czasu: 1h, 2h, 8h, początek albo koniec.",
        ),
        ("feniks", "/szanse Drętwota", "Którą postacią? Podaj rzucającego, np. /szanse IMIĘ ZAKLĘCIE."),  # R3 F7
        (
            "feniks",
            "/domyslne pojedynek rodzaj=xyz",
            "Niepoprawna wartość „xyz” w polu „rodzaj”: wpisz klub lub spontaniczny.",
        ),  # R3 F8
        (
            "feniks",
            "/pojedynek Harry kontra Kasia rodzaj=xyz",
            "„xyz” to nie rodzaj pojedynku; możliwe: klub albo spontaniczny.",
        ),  # R3 F12
        (
            "feniks",
            "/postac Harry stan=xyz",
            "„xyz” nie określa stanu postaci; możliwe: przytomny, nieprzytomny albo szpital.",
        ),  # R3 F37
        ("feniks", "/postac Harry stan=", "Podaj stan postaci: przytomny, nieprzytomny albo szpital."),
        ("feniks", "/postac Harry ukryta=tak", "Harry: PZ i liczby z kuferka są teraz ukryte, widzi je tylko MG."),
        ("duel_club", "/postac Ola", "Podaj umiejętność Zaklęcia Oli (0–100): /postac Ola zaklęcia=60."),  # R3 F15
        (
            "duel_club",
            "/szanse Avada Kedavra",
            "Zaklęcie „Avada Kedavra” jest w klubie pojedynków zakazane: rzucenie go oznacza natychmiastową"
            " dyskwalifikację.",
        ),  # R3 F16
        ("spell_points", "/postac Mira poziom=7 cecha=16\n/czar Mira: leczenie", "Nie znam zaklęcia „leczenie”."),
        (
            "duel_club",
            "/postac Kasia\n/szanse Drętwota",
            "Podaj umiejętność Zaklęcia od 0 do 100, np. /szanse Drętwota zaklęcia=60.",
        ),  # R3 F28
        (
            "spell_points",
            "/postac Ania poziom=1 cecha=12 klasa=czarownica",
            "Nieznana klasa „czarownica”. Klasy: czarodziej lub zaklinacz.",
        ),  # R3 F21
        (
            "spell_points",
            "/postac Mira poziom=7 cecha=16\n/odpoczynek Mira -2h",
            "„-2h” to nie odpoczynek: podaj godziny (1h, 2h, 8h) albo początek / koniec.",
        ),  # R3 F23
        ("spell_points", "/postac Zosia poziom=25", "Poziom: dozwolone wartości od 1 do 20, a nie 25."),  # R3 F24
        (
            "spell_points",
            "/postac Mira poziom=7 cecha=16\n/czar Mira: błyskawica dodatkowe=-1",
            "Dodatkowe punkty: dozwolone wartości od 0 do 100, a nie -1.",
        ),
        (
            "ergs",
            "/postac Harry wiek=17\n/dodaj Harry 3 powód=eliksir",
            "Zapas Harry’ego jest pełny: nie może przekroczyć maksimum.",
        ),  # R3 F19
        (
            "ergs",
            "/postac Luna wiek=25 płeć=k\n/wydaj Luna 2 powód=x\n/unik Luna",
            "Luna ma tylko 1 erg, a potrzeba 2; ergu życia nie można wydać.",
        ),  # R3 F20
        (
            "ergs",
            "/postac Snape wiek=40\n/wydaj Snape 3 powód=x\n/wydaj Snape 1 powód=miotła",
            "Snape nie ma już ergów, a potrzeba 1; ergu życia nie można wydać.",
        ),
        (
            "ergs",
            "/postac Harry wiek=17\n/postac Snape wiek=40\n/czar Harry: Expelliarmus Snape odległość=15",
            "Cel jest w odległości 15 kroków, a zasięg zaklęć to najwyżej 10 kroków.",
        ),  # R3 F39
    ],
)
async def test_r3_a_refusal_says_what_is_missing_or_wrong_in_polish(
    make_console: MakeConsole, rules: str, script: str, said: str
) -> None:
    roster = "/postac Harry wiek=15\n/postac Kasia wiek=14 płeć=k\n" if rules == "feniks" else ""
    lines = await game(make_console, rules, roster + script)
    assert said in lines, lines


async def test_r3_a_player_with_two_characters_is_shown_the_odds_syntax(make_console: MakeConsole) -> None:
    # R3 F7: the hint named /czar, which would cast.
    console = await feniks(make_console)
    lines = await play(console, ":as ala\n/jestem Harry\n/jestem Kasia\n/szanse coś")
    assert lines[-1] == "Prowadzisz kilka postaci: podaj, która z nich rzuca, np. /szanse IMIĘ ZAKLĘCIE."


async def test_r3_a_default_the_command_refuses_is_not_kept(make_console: MakeConsole) -> None:
    # R3 F8: «/domyslne pojedynek rodzaj=xyz» was confirmed, then every /pojedynek would fail.
    console = await feniks(make_console)
    await play(console, "/domyslne pojedynek rodzaj=xyz")
    assert await play(console, "/domyslne") == [
        "Brak domyślnych opcji komend. MG ustawia je komendą /domyslne KOMENDA klucz=wartość,"
        " np. /domyslne pojedynek rodzaj=klub."
    ]


async def test_r3_a_second_initiative_does_not_reroll_an_order_already_set(make_console: MakeConsole) -> None:
    # R3 F9: a second player's /inicjatywa rerolled for everyone and reversed the order.
    console = await feniks(make_console)
    await play(console, "/postac Harry gracz=ala\n/pojedynek Harry kontra Kasia\n/kolejnosc Kasia Harry")
    lines = await play(console, "/inicjatywa")
    assert lines == ["Pojedynek 1: kolejność ruchów jest już ustalona: Kasia → Harry."]
    assert (await play(console, "/stan"))[-1].startswith("Pojedynek 1: ruch Kasi.")


async def test_r3_a_catalogue_spell_ending_in_a_consonant_is_declined(make_console: MakeConsole) -> None:
    # R3 F10
    console = await feniks(make_console)
    lines = await play(console, "/pojedynek Harry kontra Kasia\n/kolejnosc Harry Kasia\n/czar Baubillious Kasia")
    assert lines[-1].startswith("Pojedynek 1: ruch Kasi. Najpierw obrona przed Baubilliousem Harry’ego (atak ")
    assert (await play(console, "/obrona brak"))[0].startswith("Kasia nie broni się przed Baubilliousem Harry’ego")


async def test_r3_an_unknown_category_and_an_unknown_shield_are_named_as_the_help_names_them(
    make_console: MakeConsole,
) -> None:
    # R3 F11, F13: «dziedzina» came from nowhere; a shield was offered categories a defence refuses.
    console = await feniks(make_console)
    lines = await play(
        console,
        "/pojedynek Harry kontra Kasia\n/kolejnosc Kasia Harry\n/czar Xyzzy Harry kategoria=czary\n"
        "/czar Drętwota Harry\n/obrona cośtam\n/obrona tarcza Fooshield",
    )
    assert "„czary” to nie kategoria zaklęcia; możliwe: zaklęcia, transmutacja albo opcm." in lines
    assert "„cośtam” to nie obrona; możliwe: tarcza, unik albo brak." in lines
    assert lines[-1] == (
        "Zaklęcia „Fooshield” nie ma w spisie; zaklęcie obronne podaj z kategorią:"
        " /obrona tarcza Fooshield kategoria=opcm."
    )
    taken = await play(console, "/obrona tarcza Fooshield kategoria=opcm")
    assert "Fooshield" in taken[0] and "nie jest zaklęciem obronnym" not in taken[0], taken


async def test_r3_a_sorcerer_is_a_zaklinacz_on_the_sheet_and_in_the_refusal(make_console: MakeConsole) -> None:
    lines = await game(make_console, "spell_points", "/postac Ania poziom=1 cecha=12 klasa=zaklinacz")
    assert lines[0].startswith("Nowa postać Ania: postęp zaklinacza")


async def test_r3_the_helps_cast_example_casts_at_a_target_off_the_roster(make_console: MakeConsole) -> None:
    # R3 F22: «/czar magiczny pocisk Goblin», the help's own example, was «Nie rozumiem: „Goblin”».
    lines = await game(
        make_console, "spell_points", "/postac Mira poziom=7 cecha=16\n/czar Mira: magiczny pocisk Goblin"
    )
    assert lines[1:] == [
        "Mira rzuca Magiczny pocisk za 1 punkt magii: zostaje 45/46.",
        "Magiczny pocisk (poziom rzucającego 1): 1k4+1 = 2 obrażenia (cel: Goblin; kości: 1).",
    ]
    stray = await game(make_console, "spell_points", "/postac Mira poziom=7 cecha=16\n/czar Mira: magiczny pocisk xyz")
    assert stray[-1] == "Nie rozumiem: „xyz”."


async def test_r3_a_woman_may_be_exhausted_in_the_feminine(make_console: MakeConsole) -> None:
    # R3 F25
    lines = await game(
        make_console, "spell_points", "/postac Ania poziom=1 cecha=12 płeć=k\n/zmeczenie Ania wyczerpana"
    )
    assert lines[-2:] == ["Ania ulega efektowi wyczerpującemu: −3 punkty magii, 1/4.", "Ania – nowy stan: wyczerpanie."]


async def test_r3_restoring_an_exhausted_caster_says_exhaustion_passed(make_console: MakeConsole) -> None:
    # R3 F26: «zmęczenie minęło» after exhaustion.
    lines = await game(
        make_console,
        "spell_points",
        "/postac Mira poziom=7 cecha=16\n/zmeczenie Mira wyczerpany\n/wyssanie Mira 1\n/przywroc Mira",
    )
    assert "Mira odzyskuje siły: +26 punktów magii, 30/46, wyczerpanie minęło." in lines


async def test_r3_the_protocol_hint_names_the_polish_subcommand(make_console: MakeConsole) -> None:
    # R3 F27
    from assistant.language.translator import Translator

    text = Translator().format("ergs-protocol-ready", "pl", {"duel": 3})
    assert text == "Protokół pojedynku 3 jest kompletny: sekundanci mogą podpisywać (/protokol podpisz IMIĘ)."


async def test_r3_macro_replies_quote_the_name_and_execute_commands(make_console: MakeConsole) -> None:
    # R3 F29, F32, F33
    console = await feniks(make_console)
    lines = await play(
        console,
        "/makro rzut20 /rzut 1k20\n/makro zly /makro x /rzut 1k6\n/makro zly /cykl\n/domyslne makra=nie\n"
        ":as ala\n/makro usuń rzut20\n/makro drugi /rzut 1k6",
    )
    assert lines[-2:] == [
        "Makro „rzut20” nie jest twoje: zmienić je może tylko jego autor albo MG.",
        "W tej grze makra tworzy tylko MG; własne makra graczy MG włącza komendą /domyslne makra=tak.",
    ]
    assert any(line.startswith("„/makro x /rzut 1k6” to nie linijka, którą makro może wykonać:") for line in lines)
    assert "Makro nie wykona „/cykl”: /cykl to nie komenda tych zasad." in lines
    from assistant.language.translator import Translator

    assert Translator().format("tg-choice-taken", "pl") == "Już wybrane: jedną z tych propozycji już wykonano."


async def test_r3_a_player_may_view_a_sheet_and_is_told_only_removal_is_the_gms(make_console: MakeConsole) -> None:
    # R3 F35
    console = await feniks(make_console)
    lines = await play(console, ":as ala\n/jestem Kasia\n/postac Kasia\n/postac usuń Kasia")
    assert lines[-2].startswith("Kasia: wiek 14")
    assert lines[-1] == "Tylko MG może usuwać postacie."


async def test_r3_a_character_is_shown_by_another_name(make_console: MakeConsole) -> None:
    # R3 F36: «/postac Potter» tried to create a second Potter.
    console = await feniks(make_console)
    lines = await play(console, "/postac Harry alias=Potter\n/postac Potter")
    assert lines[-1] == ("Harry: wiek 15, Refleks 6, Zaklęcia 14 (+1), Transmutacja 8 (−1), OPCM 10 (0); PZ 22/22.")


async def test_r3_the_bare_word_stan_shows_the_duels(make_console: MakeConsole) -> None:
    # R3 F40
    console = await feniks(make_console)
    lines = await play(console, "/pojedynek Harry kontra Kasia\nstan")
    assert (
        lines[-1]
        == "Pojedynek 1: rzućcie na inicjatywę (/inicjatywa) albo niech MG ustali kolejność ruchów (/kolejnosc)."
    )
    assert not any(line.startswith("Nie rozumiem") for line in lines)


async def test_r3_odds_of_a_hit_asked_in_words_are_answered(make_console: MakeConsole) -> None:
    # R3 F14: «jakie są szanse na trafienie?» dropped «trafienie» and blamed a /szanse nobody typed.
    console = await feniks(make_console)
    assert await play(console, "jakie są szanse na trafienie?") == [
        "Szansa na trafienie: 81% (81/100); krytyczne: 9% (9/100)."
    ]


async def test_r4_an_ally_is_on_the_casters_side_and_a_hidden_sheet_is_seen_by_the_gm(
    make_console: MakeConsole,
) -> None:
    # R4 F1, F2, F20
    console = await feniks(make_console)
    lines = await play(
        console,
        "/postac Draco wiek=15\n/postac Pansy wiek=15 płeć=k\n/pojedynek Harry Kasia kontra Draco Pansy\n"
        "/kolejnosc Draco Harry Kasia Pansy\n/czar Drętwota Pansy\n"
        "/postac Zakapturzony wiek=30 ukryta=tak zaklęcia=20\n/jezyk en\n:as bob\n/jezyk ja pl",
    )
    assert "Pansy walczy po tej samej stronie co Draco; możliwe cele: Harry lub Kasia." in lines
    assert "Zakapturzony: PZ i liczby z kuferka są teraz ukryte, widzi je tylko MG." in lines
    assert lines[-1] == "Będę ci tu odpowiadać po polsku; wiadomości dla całego czatu zostają w języku czatu (/jezyk)."


async def test_r4_plain_polish_in_refusals_and_settings() -> None:
    # R4 F7, F16, F17, F19, F21
    from assistant.language.translator import Translator

    t = Translator()
    assert t.format("refusal-remind-delay", "pl", {"value": "abc"}) == (
        "„abc” nie określa czasu przypomnienia: podaj minuty albo godziny, np. przypomnienie=10 min lub "
        "przypomnienie=2 godziny (od 1 minuty do 7 dni), albo wyłącz przypomnienia: przypomnienie=nie."
    )
    assert t.format("refusal-remind-range", "pl", {"value": "8d", "too": "long"}) == (
        "„8d” to więcej niż 7 dni: przypomnienie ustawia się od 1 minuty do 7 dni, np. przypomnienie=10 min, "
        "przypomnienie=2 godziny albo przypomnienie=2 dni, albo przypomnienie=nie."
    )
    assert t.format("sp-refusal-mode", "pl", {"value": "xyz"}) == (
        "Za metamagię płaci się: punkty, darmo albo oba, a nie „xyz”."
    )
    assert t.format("ergs-refusal-bad-time", "pl", {"value": "abc"}) == (
        "„abc” to nie czas: podaj godzinę, np. 12:00:03,5, liczbę sekund od teraz, np. +2,5, "
        "albo datę i godzinę w zapisie ISO."
    )


async def test_r4_ergs_wands_settings_and_causes(make_console: MakeConsole) -> None:
    # R4 F11, F12, F16, F17
    console = await make_console(rules="ergs", locale="pl", seed=3)
    lines = await play(
        console,
        "/ustawienia\n/postac Ginny wiek=15 płeć=k\n/postac Harry wiek=15\n/postac Draco wiek=15\n"
        "/rozdzka Ginny nowa\n/rozdzka Harry oddaj Draco\n/wyssanie Harry przyczyna=katar",
    )
    assert "Zaklęcia są jednoczesne, gdy dzieli je najwyżej 0,25 s (jednoczesność=…)" in lines
    assert "Nowa różdżka zestraja się z właścicielem przez 12 h (zżycie=…)" in lines
    assert "Po ataku czarodzieje walczą jeszcze przez 60 s (walka=…)" in lines
    assert any(line.startswith("Ginny dostaje nową różdżkę (nr ") for line in lines)
    assert any(
        line.endswith(
            "; różdżka zestraja się z Ginny przez 12 h, do tego czasu działają z nią tylko zaklęcia "
            "podstawowe i czarnomagiczne."
        )
        for line in lines
    )
    assert (
        "Różdżka Harry’ego przechodzi do Dracona: zestraja się z Draconem przez 12 h, do tego czasu działają z nią "
        "tylko zaklęcia podstawowe i czarnomagiczne." in lines
    )
    assert lines[-1] == (
        "Erg życia odbiera tylko rytuał, dementor lub wampir. "
        "Podaj jedną z tych przyczyn, np. /wyssanie Harry dementor."
    )
    from assistant.language.translator import Translator

    head = Translator().format("ergs-odds-head", "pl", {"name": "Draco", "ergs": 0, "demagicked": "yes"})
    assert head.startswith("Draco: 0 ergów do wydania, więc jest bez magii")


async def test_r4_help_for_undo_and_protocol_say_what_the_bot_does(make_console: MakeConsole) -> None:
    # R4 F4, F15: the protocol example is one the bot accepts.
    console = await make_console(rules="ergs", locale="pl", seed=3)
    lines = await play(
        console,
        "/pomoc cofnij\n/pomoc protokol\n/postac Harry wiek=15\n/postac Draco wiek=15\n/postac Ron wiek=15\n"
        "/pojedynek Harry kontra Draco\n/protokol sekundant Harry Ron",
    )
    assert any(
        line.startswith("/cofnij — Cofnij ostatnią czynność: ruch, komendę albo ustawienie (MG).") for line in lines
    )
    assert any(line.endswith("Przykład: /protokol sekundant Harry Ron") for line in lines)
    assert lines[-1] == "Ron zostaje sekundantem Harry’ego."


async def test_r4_duel_club_odds_of_an_impossible_spell_and_a_skill_that_is_no_number(
    make_console: MakeConsole,
) -> None:
    # R4 F9, F10
    console = await make_console(rules="duel_club", locale="pl", seed=3)
    lines = await play(console, "/szanse Expelliarmus zaklęcia=20\n/postac Ginny zaklęcia=abc")
    assert lines == [
        "Expelliarmus przy Zaklęciach 20: nie może się udać, nie wystarczy nawet 1 na 1k100 (0%).",
        "Zaklęcia: podaj liczbę całkowitą od 0 do 100, a nie „abc”.",
    ]


@pytest.mark.parametrize(
    ("sheet", "name", "acc", "gen"),
    [
        ("/postac Zakapturzony wiek=30 zaklęcia=20", "Zakapturzony", "Zakapturzonego", "Zakapturzonego"),
        ("/postac Nieznajoma wiek=15 płeć=k", "Nieznajoma", "Nieznajomą", "Nieznajomej"),
    ],
)
async def test_r4_a_name_that_is_an_adjective_declines_as_one(
    make_console: MakeConsole, sheet: str, name: str, acc: str, gen: str
) -> None:
    # R4 F3, F22: «Zakapturzony’ego», «Nieznajomę», «ruch Nieznajomy».
    console = await feniks(make_console, seed=7)
    lines = await play(
        console, f"{sheet}\n/pojedynek Harry kontra {name}\n/kolejnosc Harry {name}\n/czar Drętwota {name}"
    )
    assert any(line.startswith(f"Harry rzuca Drętwotę na {acc}") for line in lines), lines
    assert any(line.startswith(f"Pojedynek 1: ruch {gen}.") for line in lines), lines


async def test_r4_club_odds_of_one_spell_against_another_in_the_duel_shape(make_console: MakeConsole) -> None:
    # R4 F13: «/szanse Harry Drętwota kontra Draco Protego» warned that a spell «Drętwota kontra Protego» disqualifies.
    console = await make_console(rules="duel_club", locale="pl", seed=3)
    lines = await play(
        console,
        "/postac Harry zaklęcia=60\n/postac Draco zaklęcia=50\n/szanse Harry Drętwota kontra Draco Protego\n"
        "/szanse Drętwota kontra Protego zaklęcia=60 przeciwnik=50",
    )
    expected = [
        "Drętwota przy Zaklęciach 60: udaje się przy 1k100 ≤ 60, 60%.",
        "Runda, w której najpierw pada Drętwota (Zaklęcia 60), a odpowiedzią jest Protego (Zaklęcia 50):",
        "30%: Drętwota — zablokowane, Protego — udane.",
        "30%: Drętwota — udane, Protego — nieudane.",
        "20%: Drętwota — nieudane, Protego — udane.",
        "20%: Drętwota — nieudane, Protego — nieudane.",
    ]
    assert lines[2:] == expected + expected
    assert not any("zakazane" in line for line in lines)


async def test_r4_a_feat_of_two_words_is_quoted_in_the_help_and_the_refusal_says_so(make_console: MakeConsole) -> None:
    # R4 F18: the help offered «metamagia=wzmocnienie,bez gestów», which the bot splits at the space.
    console = await make_console(rules="spell_points", locale="pl", seed=3)
    lines = await play(
        console,
        '/pomoc czar\n/postac Mira klasa=czarodziej poziom=9 cecha=18 atuty="wzmocnienie,bez gestów"\n'
        "/czar Mira: magiczny pocisk na goblina metamagia=wzmocnienie,bez gestów\n"
        '/czar Mira: magiczny pocisk na goblina metamagia=wzmocnienie,"bez gestów"',
    )
    assert (
        'Składnia: /czar [POSTAĆ:] ZAKLĘCIE [[na] CEL] [dodatkowe=N] [metamagia=wzmocnienie,"bez gestów"] [poziom=N]'
        in lines
    )
    refusal = next(line for line in lines if line.startswith("Nieznany atut"))
    assert refusal.startswith(
        'Nieznany atut metamagiczny „bez”. Atut z kilku słów ujmij w cudzysłów, np. metamagia="bez gestów". Atuty: '
    )
    assert not lines[-1].startswith("Nieznany")


async def test_r4_a_reminder_in_abbreviated_hours_is_set(make_console: MakeConsole) -> None:
    # R4 F8: «przypomnienie=2 godz.» was answered «/godz. nie jest komendą».
    console = await feniks(make_console)
    lines = await play(console, "/domyslne przypomnienie=2 godz.")
    assert lines == [
        "Ustawienia gry — karty zmieniają sami gracze: nie; przypomnienie o ruchu: po 2 godzinach; własne makra "
        "graczy: nie. Zmiana, np.: /domyslne karty=tak, /domyslne przypomnienie=nie, /domyslne makra=tak."
    ]


async def test_r4_bandages_of_several_words_are_kept_whole(make_console: MakeConsole) -> None:
    # R4 F14: «bandaże=lewa ręka» was answered «Nie ma postaci o imieniu „Harry ręka”».
    console = await make_console(rules="ergs", locale="pl", seed=3)
    lines = await play(
        console,
        "/postac Harry wiek=15\n/postac Draco wiek=15\n/pojedynek Harry kontra Draco\n"
        "/protokol strój Harry bandaże=lewa ręka",
    )
    assert lines[-1] == "Strój Harry’ego sprawdzony; opatrunki zgłoszone sekundantom: lewa ręka."


async def test_r4_an_uncatalogued_spell_keeps_every_word_typed(make_console: MakeConsole) -> None:
    # R4 F5: «Zamień w kielich» lost its «w», taken for «na» before the target.
    console = await feniks(make_console)
    lines = await play(
        console,
        "/postac Luna wiek=15 płeć=k\n/postac Neville wiek=15\n/pojedynek Luna kontra Neville\n"
        "/kolejnosc Luna Neville\n/czar Zamień w kielich Neville\n"
        "/czar Zamień w kielich na Neville kategoria=transmutacja",
    )
    assert (
        "„Zamień w kielich” nie ma w spisie zaklęć; podaj jego kategorię: kategoria=zaklęcia, "
        "kategoria=transmutacja albo kategoria=opcm." in lines
    )
    assert any(line.startswith("Luna rzuca zaklęcie „Zamień w kielich” na Neville’a:") for line in lines), lines


async def test_r4_an_uncatalogued_spell_is_framed_as_a_spell_where_it_is_declined(make_console: MakeConsole) -> None:
    # R4 F6: «obrona przed Zamień kielich Luny».
    console = await feniks(make_console)
    lines = await play(
        console,
        "/postac Luna wiek=15 płeć=k\n/postac Neville wiek=15\n/pojedynek Luna kontra Neville\n"
        "/kolejnosc Luna Neville\n/czar Zamień w kielich na Neville kategoria=transmutacja\n/stan",
    )
    assert any(line.startswith("Luna rzuca zaklęcie „Zamień w kielich” na Neville’a:") for line in lines), lines
    assert any(
        line.startswith("Pojedynek 1: ruch Neville’a. Najpierw obrona przed zaklęciem „Zamień w kielich” Luny (atak ")
        for line in lines
    ), lines
    assert any(line.startswith("Zaklęcie „Zamień w kielich” Luny (atak ") for line in lines), lines
