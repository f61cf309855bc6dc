"""The ending rules of a locale's names, kept as data in locales/<locale>/names.toml and validated here.

A rule says: a name ending in ``ending`` (after one of the letters of ``after``, where given) takes, in
each case, ``ending`` replaced by that case's text; a case a rule leaves out keeps the nominative. A rule
with no case at all marks the names it matches indeclinable. The first rule of the file that matches
(and fits the name's gender) wins, so a file lists the particular endings before the general ones.
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from assistant.errors import ConfigError
from assistant.language.locales import FALLBACK
from assistant.reading import name_keys
from models import Gender

#: A grammatical case: nominative, genitive, dative, accusative, instrumental, locative, vocative.
Case = Literal["nom", "gen", "dat", "acc", "ins", "loc", "voc"]
#: Every case, in the order grammars list them.
CASES: tuple[Case, ...] = ("nom", "gen", "dat", "acc", "ins", "loc", "voc")
#: The cases a rule may change (the nominative is the name itself).
OBLIQUE: tuple[Case, ...] = CASES[1:]


class Ending(BaseModel):
    """One ending and what it becomes in each case."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    ending: str = Field(description="The end of the name this rule matches; empty: any end (with ``after``).")
    after: str = Field(default="", description="Letters one of which must come just before the ending; empty: any.")
    genders: tuple[Gender, ...] = Field(default=("m", "f"), description="The genders of names the rule declines.")
    guess: Gender | None = Field(default=None, description="The gender a name of unknown gender with this end has.")
    known: bool = Field(
        default=False, description="Only for a name whose gender is known (a man's Misha: Mishovi; Natasha: Natashe)."
    )
    gen: str | None = None
    dat: str | None = None
    acc: str | None = None
    ins: str | None = None
    loc: str | None = None
    voc: str | None = None

    def matches(self, word: str) -> bool:
        """Say whether a word (lower-cased) ends as this rule says."""
        if not word.endswith(self.ending) or len(word) <= len(self.ending):
            return False
        return not self.after or word[len(word) - len(self.ending) - 1] in self.after

    def forms(self, word: str) -> dict[Case, str]:
        """Return every case form of a word this rule matches."""
        stem = word[: len(word) - len(self.ending)]
        found: dict[Case, str] = {"nom": word}
        for case in OBLIQUE:
            replacement = getattr(self, case)
            found[case] = word if replacement is None else stem + replacement
        return found


class NameRules(BaseModel):
    """A locale's names: the given names whose gender is known, the ending rules, the words elision treats."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    male: tuple[str, ...] = Field(default=(), description="Given names of men (and boys) this community uses.")
    female: tuple[str, ...] = Field(default=(), description="Given names of women (and girls) this community uses.")
    mute_h: tuple[str, ...] = Field(default=(), description="French: names whose h is mute, elided (d'Hermione).")
    rules: tuple[Ending, ...] = Field(default=(), description="Ending rules, the first that matches wins.")
    written: dict[str, str] = Field(
        default_factory=dict,
        description="ICU transform rules that write a name of another script (by its ISO 15924 code: Latn, Cyrl) in "
        "this locale's script; ``$woman`` is what a woman's name's silent final e becomes (Hermione → Гермиона).",
    )

    conventional: dict[str, str] = Field(
        default_factory=dict,
        description="Given names of another script written as this locale's readers know them, where the rules of "
        "``written`` would miss (George → Джордж, Fleur → Флёр): the name in lower case → its form here.",
    )

    def known_gender(self, word: str) -> Gender | None:
        """Return the gender of a listed given name."""
        key = name_keys.key(word)
        return "m" if key in _keys(self.male) else "f" if key in _keys(self.female) else None

    def rule_for(self, word: str, gender: Gender | None) -> Ending | None:
        """Return the first rule that matches a word of this gender (of any, where unknown)."""
        low = word.lower()
        fits = [r for r in self.rules if r.matches(low) and (gender in r.genders if gender or r.known else True)]
        return fits[0] if fits else None


@cache
def _keys(words: tuple[str, ...]) -> frozenset[str]:
    return frozenset(name_keys.key(w) for w in words)


@cache
def rules_of(locale: str) -> NameRules:
    """Return a locale's name rules; the given names' genders of English are known in every Latin-script locale."""
    own = _read(locale)
    if locale == FALLBACK:
        return own
    english = _read(FALLBACK)
    return own.model_copy(update={"male": own.male + english.male, "female": own.female + english.female})


def _read(locale: str) -> NameRules:
    item = resources.files("locales").joinpath(locale).joinpath("names.toml")
    if not item.is_file():
        return NameRules()
    try:
        return NameRules.model_validate(tomllib.loads(item.read_text(encoding="utf-8")))
    except (ValidationError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"locales/{locale}/names.toml: {exc}") from exc
