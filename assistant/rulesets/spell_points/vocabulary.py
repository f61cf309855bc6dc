"""The words spell-point commands take for options and values, from locales/<loc>/words.ftl, every locale at once.

Each kind has its lists ``word-sp-<kind>-<meaning>`` (``word-sp-feat-empower = zesílení, wzmocnienie``); a
meaning's id is a word for itself. The shared lists (to, hour, everyone, remove) are assistant.language.words'.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Literal, TypeVar, get_args

from assistant.language import words
from assistant.reading import name_keys
from models.spell_points import MetamagicMode, ProgressionId

K = TypeVar("K", bound=str)
#: What tires a caster.
Effect = Literal["fatigued", "exhausted"]
#: What a rest does: begin or end.
RestWord = Literal["begin", "end"]

#: The prefixes of the lists of each kind of word, by what it names.
FIELD_WORDS = "word-sp-field-"  # a sheet option: level=, ability=, class=, base=, feats=
OPTION_WORDS = "word-sp-option-"  # an option of /cast and /odds: extra=, meta=...
CLASS_WORDS = "word-sp-class-"  # a class, by the progression it follows: class=cleric
BORROWED_WORDS = "word-sp-borrowed-"  # the classes that follow another class's progression: cleric, druid, bard
FEAT_WORDS = "word-sp-feat-"  # a metamagic feat: meta=empower
EFFECT_WORDS = "word-sp-effect-"  # /fatigue NAME fatigued|exhausted
REST_WORDS = "word-sp-rest-"  # /rest NAME begin|end
MODE_WORDS = "word-sp-mode-"  # /metamagic points|free|both
#: The words that clear a base override or the feats (base=table, feats=none).
CLEAR_WORDS = "word-sp-clear"


def look_up(index: Mapping[str, K], text: str) -> K | None:
    """Return what a typed word means in one of the word indexes, or None."""
    return index.get(name_keys.key(text))


@cache
def option_index(allowed: tuple[str, ...]) -> Mapping[str, str]:
    """Return the keys of the names of a command's options → the option (built once per command's options): the
    spell-point words (extra=, dodatkowe=) and the words every ruleset shares (reason=, powód=)."""
    return {**words.among(words.OPTIONS, allowed), **words.among(OPTION_WORDS, allowed)}


@cache
def class_words() -> Mapping[str, ProgressionId]:
    """Return the class words by key → the progression."""
    return words.among(CLASS_WORDS, get_args(ProgressionId))


def borrowed(text: str) -> str | None:
    """Return the class a class word names where it only follows another's progression (cleric, druid, bard)."""
    return words.meaning(BORROWED_WORDS, text)


def feat_words() -> Mapping[str, str]:
    """Return the metamagic feats' names by key → the feat (the tables say which feats there are)."""
    return words.meanings(FEAT_WORDS)


@cache
def effect_words() -> Mapping[str, Effect]:
    """Return the fatiguing effects' names by key → the effect."""
    return words.among(EFFECT_WORDS, get_args(Effect))


@cache
def rest_words() -> Mapping[str, RestWord]:
    """Return the rest actions' names by key → the action."""
    return words.among(REST_WORDS, get_args(RestWord))


@cache
def mode_words() -> Mapping[str, MetamagicMode]:
    """Return the metamagic modes' names by key → the mode."""
    return words.among(MODE_WORDS, get_args(MetamagicMode))


@cache
def clear_keys() -> frozenset[str]:
    """Return the keys of the words that clear a base override or the feats ("-" has the empty key)."""
    return words.any_locale(CLEAR_WORDS) | {""}


@cache
def hour_keys() -> frozenset[str]:
    """Return the keys of the units accepted after a number of hours, none included."""
    return words.any_locale(words.HOUR) | {""}
