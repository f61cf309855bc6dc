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
        "Cho walczy po tej samej stronie; możliwe cele: Kasia.",
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
    rolled = await play(await feniks(make_console), "/pojedynek Harry kontra Kasia\n/inicjatywa")
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
