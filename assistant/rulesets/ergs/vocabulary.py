"""The words erg commands take for options, values and sub-commands, from locales/<loc>/words.ftl, every locale at once.

Each kind has its lists ``word-ergs-<kind>-<meaning>`` (``word-ergs-cause-dementor = дементор, mozkomor``); a
sub-command's or a value's Latin id is a word for itself. The shared lists (versus, to, yes, no, remove) are
assistant.language.words'.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import TypeVar

from assistant.language import words
from assistant.reading import name_keys

V = TypeVar("V")

#: The prefixes of the lists of each kind of word, by what it names.
FIELD_WORDS = "word-ergs-field-"  # a sheet option: age=, max=, group=, spells=
GROUP_WORDS = "word-ergs-group-"  # an age group: group=master
CAUSE_WORDS = "word-ergs-cause-"  # what takes the life erg: cause=dementor
WAND_WORDS = "word-ergs-wand-"  # /wand new|damage|repair|give|hold
BOUT_WORDS = "word-ergs-bout-"  # /bout start|tick|stop|status
PROTOCOL_WORDS = "word-ergs-protocol-"  # /protocol sign|dress|second
CONFIG_WORDS = "word-ergs-config-"  # /config cost


def choice_words(choice: str) -> str:
    """Return the prefix of the lists of a dueling code choice's values (weapon, form, mode)."""
    return f"word-ergs-{choice}-"


def action(prefix: str, text: str, actions: Mapping[str, V]) -> V | None:
    """Return what a typed sub-command does: the action its word or its Latin id names, or None."""
    return actions.get(words.meaning(prefix, text) or name_keys.key(text))


@cache
def among(prefix: str, ids: tuple[str, ...]) -> Mapping[str, str]:
    """Return word key → id for ids of the tables (causes, age groups) and the words of their lists (built once)."""
    return words.among(prefix, ids)
