"""Did you mean: the closest readings of a line not played, read back by the same reader and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from assistant.reading.guesses import LONGEST, guesses, label, line_of
from assistant.reading.reader import Typed, read
from assistant.reading.slash import parse
from models import Command
from tests.assistant.test_reader_phrases import GM, _game


def _shape(command: Command) -> tuple[str, list[str], dict[str, str]]:
    return command.name, command.args, command.options


GAMES = {
    "feniks": ("pl", ("/char Harry age=15", "/char Draco age=15", "/duel Harry vs Draco")),
    "ergs": ("ru", ("/char Harry age=15",)),
    "duel_club": ("fr", ("/char Harry sortileges=60", "/char Draco sortileges=50")),
    "spell_points": ("cs", ("/char Mia level=3 ability=12",)),
}
#: A line per game the reader cannot play as written, and the first line offered for it.
TYPOED = [
    ("feniks", "/cats Harry: stupefy Draco", "/cast Harry: stupefy Draco"),
    ("feniks", "rzucam Drętwotę na Draco natychmiastowo", "/cast stupefy Draco"),
    ("ergs", "/spnd Harry 1 зелье", "/spend Harry 1 зелье"),
    ("ergs", "сколько эргов у Harry осталось то вообще", "/pool Harry"),
    ("duel_club", "/chra Ron sortileges=40", "/char Ron sortileges=40"),
    ("duel_club", "combien de pv a Drago en ce moment precis", "/pool Draco"),
    ("spell_points", "/rst Mia 8", "/rest Mia 8"),
    ("spell_points", "Mia si dává odpočinek na 8 hodin", "/rest Mia 8h"),
]


@pytest.mark.parametrize(("ruleset", "typed", "first"), TYPOED)
async def test_a_line_not_played_is_offered_its_closest_reading_and_its_label_reads_the_same(
    ruleset: str, typed: str, first: str
) -> None:
    locale, setup = GAMES[ruleset]
    _, state = await _game(ruleset, locale, *setup)
    offered = guesses(typed, state, GM, locale, ruleset)
    assert 1 <= len(offered) <= 3 and offered[0].line == first
    for choice in offered:
        assert choice.label == label(choice.line, locale)
        as_line = await _played(ruleset, choice.line)
        assert as_line == await _played(ruleset, choice.label)  # the label is the line in the reader's words
    assert "refusal-unknown-command" not in await _played(ruleset, offered[0].line)


async def _played(ruleset: str, line: str) -> list[Any]:
    """Return what a line does in a fresh copy of a game (the same dice): its events, or its refusal."""
    locale, setup = GAMES[ruleset]
    app, state = await _game(ruleset, locale, *setup)
    reply = await app.engine.handle(read(Typed(line), state, GM, locale), GM, "g")
    return [reply.refusal.key] if reply.refusal else [(e.key, e.args) for e in reply.events]


async def test_the_label_names_the_command_and_the_spell_in_the_readers_words() -> None:
    assert label("/cast Harry: stupefy Draco", "pl") == "/czar Harry: Drętwota Draco"
    assert label("/cast Harry: stupefy-reinforced Draco", "fr") == '/sort Harry: "Stupéfix renforcé" Draco'
    assert label("/spend Harry 1 зелье", "ru") == "/потратить Harry 1 зелье"
    assert label("/help", "en") == "/help"  # the commands' own language keeps their names


def test_a_command_is_written_back_as_the_line_that_makes_it() -> None:
    command = Command(name="cast", args=["Petrificus Totalus", "Draco"], options={"as": "Harry Potter", "extra": "2"})
    line = line_of(command)
    assert line == '/cast "Harry Potter": "Petrificus Totalus" Draco extra=2'
    assert _shape(parse(line)) == _shape(command)


@pytest.mark.parametrize(
    ("ruleset", "typed"),
    [
        ("feniks", "dobranoc wszystkim, do jutra"),
        ("ergs", "ну и погодка сегодня"),
        ("duel_club", "bonjour tout le monde"),
        ("spell_points", "/xyzzy"),
    ],
)
async def test_talk_far_from_every_command_is_offered_nothing(ruleset: str, typed: str) -> None:
    locale, setup = GAMES[ruleset]
    _, state = await _game(ruleset, locale, *setup)
    assert guesses(typed, state, GM, locale, ruleset) == ()


def test_a_long_line_is_not_guessed_at() -> None:
    words = " ".join(["rzucam"] * (LONGEST + 1))
    assert guesses(words, None, GM, "pl", "feniks") == ()
