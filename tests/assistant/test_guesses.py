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
    ("ergs", "/poool Harry", "/pool Harry"),
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
    assert label("/spend Harry 1 зелье", "ru") == "/spend Harry 1 зелье"  # Telegram makes no command of Cyrillic
    assert label("/help", "en") == "/help"  # the commands' own language keeps their names


def test_the_label_says_options_and_values_in_the_readers_words_and_help_names_the_command_as_replies_do() -> None:
    assert label("/rest Mialee end", "cs") == "/odpocinek Mialee konec"
    assert label("/rest Mialee begin", "cs") == "/odpocinek Mialee začátek"
    assert label("/fatigue Mialee fatigued", "cs") == "/unava Mialee unavený"
    assert label("/cast magic-missile Draco extra=2", "cs") == '/sesli "Magická střela" Draco navíc=2'
    assert label("/help rest", "pl") == "/pomoc odpoczynek"
    assert label("/help dodge", "fr") == "/aide esquive"


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


# ---------------------------------------------------------------- the native reviewers' lines (issue 30 item 5)

#: The reviewers' tables: the GM plays a character of their own (Mialee, Harry).
REVIEWED = {
    "spell_points": ("cs", ("/char Mialee level=3 ability=14", "/char Tordek level=5 ability=14", "/iam Mialee")),
    "feniks": ("pl", ("/char Harry age=15", "/char Draco age=15", "/iam Harry")),
    "ergs": ("ru", ("/char Гарри age=15", "/iam Гарри")),
    "duel_club": ("fr", ("/char Harry sortileges=60", "/char Drago sortileges=50")),
}
#: The commands that only read the game: all a question may be offered.
READ_ONLY = {"/pool", "/help", "/odds", "/status"}


async def _offered(ruleset: str, typed: str, *before: str) -> list[str]:
    """Return the labels offered for a line typed at a reviewer's table (after some lines played there)."""
    locale, setup = REVIEWED[ruleset]
    _, state = await _game(ruleset, locale, *setup, *before)
    return [c.label for c in guesses(typed, state, GM, locale, ruleset)]


async def _chosen(ruleset: str, label_: str, *before: str) -> list[Any]:
    """Return what a label chosen at a reviewer's table does: its events, or its refusal."""
    locale, setup = REVIEWED[ruleset]
    app, state = await _game(ruleset, locale, *setup, *before)
    reply = await app.engine.handle(read(Typed(label_), state, GM, locale), GM, "g")
    return [reply.refusal.key] if reply.refusal else [(e.key, e.args.get("name")) for e in reply.events]


@pytest.mark.parametrize(
    ("ruleset", "asked", "offered"),
    [
        ("spell_points", "jsem unavená?", ["/pomoc unava", "/zasoba"]),  # cs #4: never /fatigue fatigued
        ("spell_points", "co je únava?", ["/pomoc unava", "/zasoba"]),
        ("spell_points", "kolik mám perel?", ["/zasoba"]),  # cs #7: as help writes it, not /body
        ("ergs", "сколько стоит уклонение?", ["/help dodge", "/pool"]),  # ru F20: never a dodge that spends an erg
        ("duel_club", "combien de pv a mon adversaire ?", ["/reserve"]),  # fr F7: not /réserve
    ],
)
async def test_a_question_is_offered_only_what_reads_the_game(ruleset: str, asked: str, offered: list[str]) -> None:
    assert await _offered(ruleset, asked) == offered
    locale, setup = REVIEWED[ruleset]
    _, state = await _game(ruleset, locale, *setup)
    assert {c.line.split()[0] for c in guesses(asked, state, GM, locale, ruleset)} <= READ_ONLY


async def test_choosing_the_help_offered_for_a_question_explains_the_command_and_spends_nothing() -> None:
    assert await _chosen("ergs", "/help dodge") == [("help-dodge", None), ("usage-dodge", None)]
    assert await _chosen("spell_points", "/pomoc unava") == [("help-fatigue", None), ("usage-fatigue", None)]


@pytest.mark.parametrize(
    ("typed", "offered", "played"),
    [
        ("Tordek už není unavený", ["/obnovit Tordek"], ("sp-restored", "Tordek")),  # cs #4: the opposite of fatigue
        ("přestávám odpočívat", ["/odpocinek konec"], ("sp-rest-end", "Mialee")),  # cs #4b: never «begin»
        ("končím s odpočinkem", ["/odpocinek konec"], ("sp-rest-end", "Mialee")),
        ("přerušuju odpočinek", ["/odpocinek konec"], ("sp-rest-end", "Mialee")),
        ("Mialee přestává odpočívat", ["/odpocinek Mialee konec"], ("sp-rest-end", "Mialee")),
    ],
)
async def test_a_line_that_denies_or_ends_is_offered_the_command_turned_about_and_choosing_it_plays_that(
    typed: str, offered: list[str], played: tuple[str, str]
) -> None:
    resting = ("/fatigue Tordek fatigued", "/rest Mialee begin")
    assert await _offered("spell_points", typed, *resting) == offered
    assert (await _chosen("spell_points", offered[0], *resting))[0] == played


async def test_a_denial_the_rules_cannot_turn_about_is_offered_nothing() -> None:
    assert await _offered("ergs", "я больше не уклоняюсь от заклинаний вообще") == []


async def test_a_comment_in_the_past_tense_is_offered_nothing() -> None:
    assert await _offered("duel_club", "le Protego de Drago a tout bloqué") == []  # fr F7: not «/sort Drago: Protego»


async def test_two_targets_are_never_glued_into_one_name() -> None:
    offered = await _offered("spell_points", "sesílám magickou střelu na Draca a Goylea")
    # cs #36: not «na "Draca Goylea"»; a target off the roster stays as written after its preposition (cs #5)
    assert offered == ['/sesli "Magická střela" na Draca']


@pytest.mark.parametrize(
    ("ruleset", "typed"),
    [
        ("feniks", "/pomoc foo"),  # pl F12: not /pomoc foo again
        ("spell_points", "/pomoc nic"),  # cs #19
        ("duel_club", "/aide truc"),  # fr F6
        ("feniks", "/config"),  # pl F11: never /cofnij (undo) for an unrelated command
        ("spell_points", "/config"),  # cs #7: never /zpet
        ("spell_points", "/den"),  # cs #6: no dice roll, no /pridej for «day»
    ],
)
async def test_a_slash_line_is_never_offered_back_nor_something_unrelated(ruleset: str, typed: str) -> None:
    assert await _offered(ruleset, typed) == []


@pytest.mark.parametrize(
    ("ruleset", "typed", "offered"),
    [
        ("feniks", "/czarr Drętwota Draco", ["/czar Drętwota Draco"]),  # pl F13: the help's /czar, not /rzuć
        ("feniks", "/pomoc czarr", ["/pomoc czar"]),  # help of a typo: help of the command meant
        ("spell_points", "/spnd Mialee 2", ["/utrat Mialee 2"]),  # cs #7: no diacritics, so Telegram can tap it
        ("spell_points", "/rst Mialee 8", ["/odpocinek Mialee 8"]),
        ("duel_club", "/sortt Stupéfix", ["/sort Stupéfix"]),  # fr F7: not /lancer
        ("duel_club", "/jett 1d6", ["/jet 1d6"]),  # fr F7: not /dé
        ("ergs", "/spnd Гарри 1 зелье", ["/spend Гарри 1 зелье"]),
    ],
)
async def test_a_slash_typo_is_offered_in_the_commands_the_help_teaches(
    ruleset: str, typed: str, offered: list[str]
) -> None:
    assert await _offered(ruleset, typed) == offered
    assert all(label_.split()[0].isascii() for label_ in offered)


async def test_a_slash_typo_chosen_plays_what_was_meant() -> None:
    assert await _chosen("spell_points", "/utrat Mialee 2") == [("sp-spent", "Mialee")]
    assert await _chosen("feniks", "/pomoc czar") == [("help-cast", None), ("usage-cast", None)]
