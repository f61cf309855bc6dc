"""Every message id exists in every locale with the same variables, and renders there without a fallback."""

from __future__ import annotations

from functools import cache

import pytest

from assistant.language import words
from assistant.language.translator import FALLBACK, LOCALES, Translator
from assistant.reading.intents import INTENTS
from assistant.reading.phrases import SHARED_LISTS
from assistant.rulesets import RULESET_IDS, get_ruleset
from tests.assistant.i18n_support import Message, all_messages, junk, needs

#: Spell name aliases are the forms one language uses; the others need not have them.
OPTIONAL_SUFFIX = "-aliases"
#: The commands DESIGN.md lists.
COMMANDS = [
    "start",
    "help",
    "lang",
    "rules",
    "char",
    "iam",
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
#: Every command of DESIGN.md's list and of every ruleset, each with a description for Telegram's menus.
MENU = sorted({*COMMANDS, *(c for r in RULESET_IDS for c in get_ruleset(r).commands())})
#: Telegram's limit on a command description.
DESCRIPTION_LIMIT = 256


@cache
def shipped() -> dict[str, dict[str, Message]]:
    return all_messages()


#: The word lists the readers read by name (each intent's, each command's with its names after a slash, the shared
#: ones); a locale's other intent-* lists are its own, for its @references.
READ_LISTS = (
    {f"intent-{n}" for n in SHARED_LISTS}
    | {f"intent-{i.name}{f}" for i in INTENTS for f in ("", "-fill")}
    | {f"{words.COMMANDS}{c}" for c in set(words.command_names().values())}
)


def required(locale: str) -> set[str]:
    return {m for m in shipped()[locale] if not m.endswith(OPTIONAL_SUFFIX) and (m in READ_LISTS or not _a_list(m))}


def _a_list(message: str) -> bool:
    return message.startswith("intent-")


@pytest.mark.parametrize("locale", LOCALES)
def test_every_file_parses(locale: str) -> None:
    assert junk(locale) == []


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != FALLBACK])
def test_every_message_exists_in_every_locale(locale: str) -> None:
    assert sorted(required(FALLBACK) - required(locale)) == []
    assert sorted(required(locale) - required(FALLBACK)) == []


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != FALLBACK])
def test_every_message_takes_the_same_variables(locale: str) -> None:
    """A message takes its own variables and those of the messages it refers to: a locale may say in one message
    what English says through another (ergs-value-name), as long as the event's arguments are the same."""
    english, here = shipped()[FALLBACK], shipped()[locale]
    takes = {key: (needs(key, english).variables, needs(key, here).variables) for key in english.keys() & here.keys()}
    differ = {key: (sorted(en), sorted(loc)) for key, (en, loc) in takes.items() if en != loc}
    assert differ == {}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_command_has_a_menu_description(locale: str) -> None:
    translator = Translator()
    for command in MENU:
        for ruleset in RULESET_IDS:  # a menu is the game's: /pool counts hit points in Feniks, ergs in the larp
            text = translator.format(f"cmd-{command}", locale, {"ruleset": ruleset})
            assert 3 <= len(text) <= DESCRIPTION_LIMIT, (command, text)
    assert translator.misses == []


def _sample_args(message: Message) -> dict[str, str | int]:
    return {name: (2 if name in message.counted else "Ab") for name in message.variables}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_message_renders_without_errors_fallback_or_raw_ids(locale: str) -> None:
    translator = Translator()
    bundle = translator.bundle(locale)
    for key in sorted(shipped()[locale]):
        args = _sample_args(needs(key, shipped()[locale]))
        text, errors = bundle.format_pattern(bundle.get_message(key).value, translator.arguments(args, locale))
        assert errors == [], (key, errors)
        assert "{" not in text and text.strip() != key, (key, text)
        assert translator.format(key, locale, args) == text
    assert translator.misses == []


@pytest.mark.parametrize("locale", LOCALES)
def test_no_locale_shows_english_where_it_has_its_own_words(locale: str) -> None:
    if locale == FALLBACK:
        return
    english, here = Translator().bundle(FALLBACK), Translator().bundle(locale)
    found = shipped()[locale]
    same = [
        key
        for key in found
        if key.startswith(("refusal-", "game-", "cmd-"))
        and here.format_pattern(here.get_message(key).value, _sample_args(needs(key, found)))[0]
        == english.format_pattern(english.get_message(key).value, _sample_args(needs(key, found)))[0]
    ]
    assert same == []
