"""Numbers a user types: bounded at the parser, refused in the user's language naming the bounds, never a crash;
replies that hold big numbers or many dice render in every locale."""

from __future__ import annotations

from typing import Any

import pytest
from babel.numbers import format_decimal

from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.language.replies import reply_lines
from assistant.language.translator import LOCALES, Translator
from assistant.reading.numbers import MAX_DIGITS, read_decimal, read_whole, whole
from assistant.reading.slash import parse
from assistant.state.engine import GameDefaults
from assistant.state.memory_storage import InMemoryStorage
from models import Actor, Event, Reply
from tests.fakes import FakeClock

GM = Actor(id="gm", name="GM", admin=True)
HUGE = "99999999999999999999999999"  # 26 digits: past Babel's decimal precision

SETUP = {
    "feniks": "/char Harry age=15 reflex=7 charms=14 transfig=8 dada=12",
    "duel_club": "/char Harry sortileges=60",
    "ergs": "/char Harry age=15",
    "spell_points": "/char Mia class=wizard level=5 ability=18",
}


class Game:
    """A game of one ruleset and locale on a real engine, with its roster made."""

    def __init__(self, app: App) -> None:
        self.app = app

    async def send(self, line: str) -> Reply:
        return await self.app.engine.handle(parse(line), GM, "g")

    async def stored(self) -> tuple[Any, int]:
        """Return the stored state and the length of the log."""
        return await self.app.storage.read_state("g"), len(await self.app.storage.read_log("g", limit=1000))

    async def refused(self, line: str) -> str:
        """Send a line that must be refused and change nothing; return the refusal as the player reads it (with the
        command's usage line where the refusal brings one)."""
        before = await self.stored()
        reply = await self.send(line)
        assert reply.refusal is not None, (line, reply.events)
        assert await self.stored() == before
        return "\n".join(reply_lines(reply, self.app.translator))


async def game(ruleset: str, locale: str = "en") -> Game:
    settings = Settings(database_url="memory://", default_ruleset=ruleset, default_locale=locale)
    defaults = GameDefaults(ruleset=ruleset, locale=locale, seed=1)
    app = await bootstrap(settings, storage=InMemoryStorage(), clock=FakeClock(), defaults=defaults)
    played = Game(app)
    await played.send(f"/lang {locale}")
    assert (await played.send(SETUP[ruleset])).ok
    return played


@pytest.mark.parametrize(
    ("text", "value"),
    [("12", 12), ("+3", 3), ("-0", 0), (" 7 ", 7), ("١٢", 12), ("１２", 12), ("९", 9), ("9" * MAX_DIGITS, 10**9 - 1)],
)
def test_whole_numbers_in_any_script_are_read(text: str, value: int) -> None:
    assert read_whole(text) == value


@pytest.mark.parametrize("text", ["²", "1²", "①", "½", "1e3", "1.0", "", "+", "--1", "1 2", "9" * (MAX_DIGITS + 1)])
def test_anything_else_is_no_whole_number(text: str) -> None:
    assert read_whole(text) is None


def test_decimals_are_read_within_the_digits_bound() -> None:
    assert [read_decimal(t) for t in ("2.5", "2,5", ".5", "-1", "٢٫٥")] == [2.5, 2.5, 0.5, -1.0, None]
    assert read_decimal("1" * 400) is None and read_decimal("inf") is None and read_decimal("nan") is None


def test_a_refusal_quotes_a_long_number_shortened_and_names_the_bounds() -> None:
    with pytest.raises(Exception) as refused:
        whole("9" * 5000, 1, 99)
    assert refused.value.fields == {"value": "99999999999999999999999…", "low": 1, "high": 99}  # type: ignore[attr-defined]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(
    ("ruleset", "line", "high"),
    [
        ("feniks", f"/odds dodge {HUGE}", 30),
        ("spell_points", f"/spend Mia {HUGE}", 10_000),
        ("spell_points", f"/gain Mia {HUGE}", 10_000),
        ("spell_points", f"/rest Mia {HUGE}h", 24),
        ("spell_points", f"/char Mia level={HUGE}", 20),
        ("ergs", f"/gain Harry {HUGE} reason=potion", 99),
        ("duel_club", f"/odds stupefy skill={HUGE}", 100),
        ("duel_club", f"/char Harry sortileges={HUGE}", 100),
        ("duel_club", f"/char Luna sortileges={HUGE}", 100),
    ],
)
async def test_a_huge_number_is_refused_naming_the_bound(ruleset: str, line: str, high: int, locale: str) -> None:
    text = await (await game(ruleset, locale)).refused(line)
    assert format_decimal(high, locale=locale) in text
    assert HUGE not in text and "{???}" not in text


@pytest.mark.parametrize(
    ("ruleset", "line"),
    [
        ("ergs", "/spend Harry ² reason=x"),
        ("ergs", "/gain Harry ² reason=x"),
        ("feniks", "/odds dodge ²"),
        ("duel_club", "/odds stupefy skill=²"),
        ("spell_points", "/spend Mia ²"),
        ("feniks", "/char Harry reflex=²"),
    ],
)
async def test_a_superscript_digit_is_refused_and_changes_nothing(ruleset: str, line: str) -> None:
    assert "{???}" not in await (await game(ruleset)).refused(line)


@pytest.mark.parametrize(
    ("typed", "shown"),
    [("1_0", "1_0"), ("1.0", "1.0"), ("0" * 50 + "1", "00000000000000000000000…"), ("101", "101"), ("-1", "-1")],
)
@pytest.mark.parametrize("name", ["Harry", "Luna"])  # an update and a new character
async def test_a_duel_club_skill_is_read_as_every_number_is(typed: str, shown: str, name: str) -> None:
    # Issue 31, item 24: the skill went to the sheet's model as typed, which took '1_0' as 10 and '1.0' as 1.
    text = await (await game("duel_club")).refused(f"/char {name} sortileges={typed}")
    assert text == f"The Charms skill must be between 0 and 100, not {shown} (rule: the duellist's sheet)."


async def test_digits_of_another_script_are_read_as_their_values() -> None:
    club = await game("duel_club")
    assert (await club.send("/char Harry sortileges=٤٠")).ok
    state = await club.app.engine.state("g")
    assert state is not None and state.characters["harry"].sortileges == 40
    larp = await game("ergs")
    assert (await larp.send("/spend Harry ١ reason=potion")).ok
    state = await larp.app.engine.state("g")
    assert state is not None and state.characters["harry"].ergs == 2


@pytest.mark.parametrize("locale", LOCALES)
async def test_a_roll_of_many_dice_shows_its_total_and_first_faces(locale: str) -> None:
    played = await game("feniks", locale)
    reply = await played.send("/roll 1000d6")
    assert reply.ok
    (text,) = reply_lines(reply, played.app.translator)
    (roll,) = reply.events[0].rolls
    assert len(roll.dice) == 1000
    assert format_decimal(roll.total, locale=locale) in text
    assert ", ".join(map(str, roll.dice[:20])) in text and "980" in text
    assert "{???}" not in text and len(text) < 200


async def test_a_roll_of_few_dice_shows_each_die() -> None:
    played = await game("feniks")
    reply = await played.send("/roll 20d6")
    (roll,) = reply.events[0].rolls
    (text,) = reply_lines(reply, played.app.translator)
    assert text == f"Roll 20d6: 20d6 ({', '.join(map(str, roll.dice))}) = {roll.total}"


async def test_a_roll_whose_total_no_one_could_type_is_refused() -> None:
    played = await game("feniks")
    text = await played.refused("/roll 999999999*999999999*99")
    assert text == "The result of a roll must stay between -999,999,999 and 999,999,999."


@pytest.mark.parametrize("locale", LOCALES)
def test_rendering_is_total_for_any_number_and_any_length(locale: str) -> None:
    translator = Translator()
    dodge = Event("feniks-odds-dodge", {"reflex": 10**30, "needs": 6, "chance": float("inf"), "chance_exact": "1/2"})
    assert str(10**30) in translator.render(dodge, locale)
    bad = {"field": "age", "value": "x" * 3000, "expects": "number"}
    long = translator.render(Event("refusal-bad-field", bad), locale)
    assert "{???}" not in long and "x" * 900 in long and len(long) < 1200
