"""Shared checks for the per-locale intent tests: a phrasing must give the command its slash form gives."""

from __future__ import annotations

from assistant import names
from assistant.intents import INTENTS, Game, interpret
from assistant.lexicon import default_lexicon
from assistant.parser import parse

#: Every command of the command language, so each intent maps to its first command.
COMMANDS = sorted(
    [
        "start",
        "help",
        "lang",
        "rules",
        "char",
        "iam",
        "gm",
        "duel",
        "init",
        "order",
        "cast",
        "defend",
        "recover",
        "grab",
        "status",
        "end",
        "pool",
        "spend",
        "gain",
        "dodge",
        "teach",
        "cycle",
        "rest",
        "fatigue",
        "restore",
        "roll",
        "odds",
        "protocol",
        "bout",
        "undo",
    ]
)
#: Intents every locale must phrase at least MIN_PHRASINGS ways.
INTENT_NAMES = frozenset(i.name for i in INTENTS)
MIN_PHRASINGS = 10

Case = tuple[str, str]


def game(roster: list[str], commands: list[str] | None = None) -> Game:
    """Describe a game with a roster, every command, and every known spell."""
    return Game(
        [(names.key(n), n) for n in roster],
        COMMANDS if commands is None else commands,
        sorted(default_lexicon().names),
    )


def check(text: str, slash: str, locale: str, described: Game) -> None:
    """Assert that natural text asks for exactly what the slash command asks for."""
    command = interpret(text, locale, described)
    expected = parse(slash)
    assert command is not None, f"{text!r} was not understood"
    assert (command.name, command.args, command.options) == (expected.name, expected.args, expected.options), text
    assert command.text == text.strip()


def flatten(cases: dict[str, list[Case]]) -> list[tuple[str, str, str]]:
    """Return (intent, text, slash) for every case."""
    return [(intent, text, slash) for intent, pairs in cases.items() for text, slash in pairs]


def check_coverage(cases: dict[str, list[Case]]) -> None:
    """Assert that every intent has its phrasings, each text once."""
    assert set(cases) == INTENT_NAMES
    short = {intent: len(pairs) for intent, pairs in cases.items() if len(pairs) < MIN_PHRASINGS}
    assert not short, short
    texts = [text for pairs in cases.values() for text, _ in pairs]
    assert len(texts) == len(set(texts))
