"""Russian names through pymorphy3 and its dictionaries: the forms and gender of the names it knows as names."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from assistant.language.morph.endings import Case
from models import Gender

if TYPE_CHECKING:
    from pymorphy3.analyzer import Parse

#: pymorphy3's grammemes of each case (the vocative is the nominative: Russian names have no other).
_GRAMMEME: dict[Case, str] = {"gen": "gent", "dat": "datv", "acc": "accs", "ins": "ablt", "loc": "loct"}
#: pymorphy3's genders of a name; common gender (Саша) says nothing.
_GENDER: dict[str, Gender] = {"masc": "m", "femn": "f"}
#: Tags of a word pymorphy3 knows as a person's name.
_NAMES = ("Name", "Surn")


@cache
def _analyzer() -> Any:
    import pymorphy3  # loaded on first use: `assistant --help` stays fast

    return pymorphy3.MorphAnalyzer(lang="ru")


def _as_name(word: str) -> list[Parse]:
    """Return the parses of a word as a name in the nominative singular, first names first."""
    found = [p for p in _analyzer().parse(word) if {"nomn", "sing"} <= p.tag.grammemes]
    named = [p for p in found if any(t in p.tag.grammemes for t in _NAMES)]
    return sorted(named, key=lambda p: "Name" not in p.tag.grammemes)


def _gender(parse: Parse) -> Gender | None:
    return next((g for tag, g in _GENDER.items() if tag in parse.tag.grammemes), None)


def gender(word: str) -> Gender | None:
    """Return the gender of a word pymorphy3 knows as a name."""
    parses = _as_name(word)
    return _gender(parses[0]) if parses else None


def forms(word: str, gender_: Gender | None) -> dict[Case, str] | None:
    """Return the case forms (lower-cased) of a name of this gender, or None where pymorphy3 does not know it."""
    fitting = [p for p in _as_name(word) if gender_ is None or _gender(p) in (gender_, None)]
    if not fitting:
        return None
    parse = fitting[0]
    found: dict[Case, str] = {"nom": word.lower(), "voc": word.lower()}
    for case, grammeme in _GRAMMEME.items():
        inflected = parse.inflect({grammeme})
        found[case] = inflected.word if inflected is not None else word.lower()
    return found


def lemma(word: str) -> str | None:
    """Return the dictionary form of a noun pymorphy3 knows ('тролля' → 'тролль'), or None; a word its dictionary
    lacks only where its likeliest reading is a noun ('Волдеморта', not 'протего', a likelier adjective's form)."""
    parses = _analyzer().parse(word)
    if not _analyzer().word_is_known(word) and parses and "NOUN" not in parses[0].tag.grammemes:
        return None
    nouns = [p for p in parses if "NOUN" in p.tag.grammemes]
    return str(nouns[0].normal_form) if nouns else None


#: pymorphy3's parts of speech of a verb said as one: a finite verb or an infinitive (no participle, no gerund).
_VERBS = frozenset({"VERB", "INFN"})


def verbs(word: str) -> frozenset[str]:
    """Return the infinitives of the verbs a word may be a form of in any tense but the past ('нашлю', 'насылает',
    'нашли' → наслать, насылать; 'кинул' → none): a past tense tells what happened, it asks for nothing."""
    return frozenset(
        str(p.normal_form) for p in _analyzer().parse(word) if p.tag.POS in _VERBS and "past" not in p.tag.grammemes
    )


def past(word: str) -> bool:
    """Say whether a word may be a verb in the past tense said of someone ('оказал', 'передала', 'отдали'; not the
    impersonal neuter: 'осталось')."""
    return any(
        p.tag.POS == "VERB" and "past" in p.tag.grammemes and "neut" not in p.tag.grammemes
        for p in _analyzer().parse(word)
    )
