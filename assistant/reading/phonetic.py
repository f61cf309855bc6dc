"""Phonetic-ish keys and a weighted edit distance: how far what the model heard is from what a player meant.

The sound rules are data (phonetic.toml, per language). A key keeps only letters and single spaces; the
distance ignores spaces, so a spell the model split into two words ('авада ке давра') costs nothing more.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections import Counter
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

from assistant.reading import name_keys

#: The data file of sound rules and distance costs, shipped next to this module.
RULES_FILE = "phonetic.toml"
#: Korean vowel letters (conjoining jungseong), what Hangul syllables fall apart into.
HANGUL_VOWELS = frozenset(chr(c) for c in range(0x1161, 0x1176))
_DOUBLED = re.compile(r"(\w)\1+")
_NOT_LETTER = re.compile(r"[^\w ]|[\d_]")


@dataclass(frozen=True)
class Costs:
    """The weighted edit distance's prices, in letters."""

    vowels: frozenset[str]  #: letters that count as vowels
    similar: frozenset[frozenset[str]]  #: pairs of letters that sound alike
    weak: frozenset[str]  #: consonants that are easily lost (h, j, w)
    vowel_sub: float  #: one vowel for another
    similar_sub: float  #: one letter for its sound-alike
    other_sub: float  #: any other substitution
    vowel_indel: float  #: a vowel inserted or lost
    weak_indel: float  #: a weak consonant inserted or lost
    consonant_indel: float  #: any other letter inserted or lost

    @property
    def cheapest(self) -> float:
        """Return the price of the cheapest edit of one letter."""
        subs = (self.vowel_sub, self.similar_sub, self.other_sub)
        return min(*subs, self.vowel_indel, self.weak_indel, self.consonant_indel)

    def sub(self, a: str, b: str) -> float:
        """Return the price of hearing b for a."""
        if a == b:
            return 0.0
        if a in self.vowels and b in self.vowels:
            return self.vowel_sub
        return self.similar_sub if frozenset((a, b)) in self.similar else self.other_sub

    def indel(self, a: str) -> float:
        """Return the price of a letter heard that was not said, or said and not heard."""
        if a in self.vowels:
            return self.vowel_indel
        return self.weak_indel if a in self.weak else self.consonant_indel


@dataclass(frozen=True)
class Language:
    """One language's sound rules."""

    rules: tuple[tuple[re.Pattern[str], str], ...]  #: rewrites applied in order to lower-cased text
    letters: dict[str, str]  #: single letters mapped after the rules (a transliteration)


@cache
def _data() -> dict[str, object]:
    text = resources.files("assistant.reading").joinpath(RULES_FILE).read_text(encoding="utf-8")
    return tomllib.loads(text)


@cache
def costs() -> Costs:
    """Return the distance's prices from the data file."""
    d = _data()["distance"]
    assert isinstance(d, dict)
    return Costs(
        vowels=frozenset(d["vowels"]) | HANGUL_VOWELS,
        similar=frozenset(frozenset(p) for p in d["similar"]),
        weak=frozenset(d["weak"]),
        vowel_sub=d["vowel_sub"],
        similar_sub=d["similar_sub"],
        other_sub=d["other_sub"],
        vowel_indel=d["vowel_indel"],
        weak_indel=d["weak_indel"],
        consonant_indel=d["consonant_indel"],
    )


@cache
def language(code: str) -> Language:
    """Return a language's sound rules (none for a language the data file does not list)."""
    entry = _data().get(code, {})
    assert isinstance(entry, dict)
    rules = tuple((re.compile(pattern), repl) for pattern, repl in entry.get("rules", []))
    return Language(rules, dict(entry.get("letters", {})))


def key(text: str, lang: str) -> str:
    """Return the phonetic key of a text in a language: its sounds as plain letters, words single-spaced."""
    rules = language(lang)
    spoken = unicodedata.normalize("NFC", text.casefold())
    for pattern, repl in rules.rules:
        spoken = pattern.sub(repl, spoken)
    spoken = "".join(rules.letters.get(c, c) for c in spoken)
    bare = name_keys.key(_NOT_LETTER.sub(" ", spoken))
    return _DOUBLED.sub(r"\1", bare)


def distance(said: str, meant: str, limit: float = float("inf")) -> float:
    """Return the weighted edit distance from a heard key to a meant key (spaces ignored), or past ``limit``."""
    a, b, c = said.replace(" ", ""), meant.replace(" ", ""), costs()
    floor = _floor(a, b)
    if floor > limit:
        return floor  # the letters alone cost more: no alignment of them can be cheaper
    row = [0.0]
    for ch in b:
        row.append(row[-1] + c.indel(ch))
    for ca in a:
        current = [row[0] + c.indel(ca)]
        for j, cb in enumerate(b, 1):
            current.append(min(row[j] + c.indel(ca), current[j - 1] + c.indel(cb), row[j - 1] + c.sub(ca, cb)))
        if min(current) > limit:
            return min(current)
        row = current
    return row[-1]


def _floor(a: str, b: str) -> float:
    """Return the least any edit from a to b costs: each letter of one with no like letter in the other takes an
    edit (one substitution mends a letter on each side), and none costs less than the cheapest."""
    have, want = _letters(a), _letters(b)
    extra = sum((have - want).values())
    missing = sum((want - have).values())
    return max(extra, missing) * costs().cheapest


@lru_cache(maxsize=8192)
def _letters(text: str) -> Counter[str]:
    return Counter(text)


def closeness(said: str, meant: str, limit: float = float("inf")) -> float:
    """Return the distance per letter of what was meant: 0 is the same sound, 1 a different word."""
    size = max(len(meant.replace(" ", "")), 1)
    return distance(said, meant, limit * size) / size
