"""Polish names through Morfeusz 2 (SGJP): the forms and gender of the names it lists as given names or surnames."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from assistant.language.morph.endings import Case
from models import Gender

#: Morfeusz's case tags of each case.
_TAG: dict[str, Case] = {
    "nom": "nom", "gen": "gen", "dat": "dat", "acc": "acc", "inst": "ins", "loc": "loc", "voc": "voc",
}  # fmt: skip
#: Morfeusz's genders of a person's name: men (m1) and women (f).
_GENDER: dict[str, Gender] = {"m1": "m", "f": "f"}
#: The qualifiers of a proper name of a person.
_PERSONAL = ("imię", "nazwisko")


@dataclass(frozen=True)
class _Lemma:
    lemma: str
    gender: Gender
    given: bool  # a given name (imię), not only a surname


@cache
def _morfeusz() -> Any:
    import morfeusz2  # loaded on first use: `assistant --help` stays fast

    return morfeusz2.Morfeusz()


def _fields(tag: str) -> list[str]:
    return tag.split(":")


def _lemmas(word: str) -> list[_Lemma]:
    """Return the names a word is the nominative singular of, given names first."""
    found = [
        _Lemma(lemma, _GENDER[_fields(tag)[3]], "imię" in kinds)
        for _start, _end, (_form, lemma, tag, kinds, _marks) in _morfeusz().analyse(word)
        if _names_a_person(_fields(tag), kinds, lemma)
    ]
    return sorted(found, key=lambda lem: not lem.given)


def _names_a_person(parts: list[str], kinds: list[str], lemma: str) -> bool:
    """Say whether an analysis is the nominative singular of a man's or a woman's given name or surname."""
    if parts[0] != "subst" or parts[1] != "sg" or "nom" not in parts[2].split("."):
        return False
    return parts[3] in _GENDER and lemma[:1].isupper() and any(k in kinds for k in _PERSONAL)


def gender(word: str) -> Gender | None:
    """Return the gender of a word Morfeusz knows as a person's name."""
    lemmas = _lemmas(word)
    return lemmas[0].gender if lemmas else None


def forms(word: str, gender_: Gender | None) -> dict[Case, str] | None:
    """Return the case forms of a name of this gender, or None where Morfeusz does not know it.

    A name that is an adjective (Nieznajoma, Zakapturzony) declines as one: Nieznajomej, Zakapturzonego; a woman's
    such name does so even where a surname of that shape is listed (Ruda → Rudej), a man's where no name is.
    """
    fitting = [lem for lem in _lemmas(word) if gender_ is None or lem.gender == gender_]
    adjectival = _adjectival(word, gender_)
    if adjectival is not None and (not fitting or fitting[0].gender == "f"):
        return adjectival
    if not fitting:
        return None
    return _generated(word, fitting[0])


#: Morfeusz's parts of speech that decline as adjectives: adjectives and passive participles (zakapturzony).
_ADJECTIVAL = ("adj", "ppas")


def _adjectival(word: str, gender_: Gender | None) -> dict[Case, str] | None:
    """Return the singular forms of a word that is the nominative of an adjective or participle, or None."""
    tags = {"m": "m1", "f": "f"}
    for _s, _e, (_form, lemma, tag, _kinds, _marks) in _morfeusz().analyse(word):
        parts = _fields(tag)
        if parts[0] not in _ADJECTIVAL or parts[1] != "sg" or "nom" not in parts[2].split("."):
            continue
        genders = parts[3].split(".")
        wanted = [g for g in ("m1", "f") if g in genders and (gender_ is None or tags[gender_] == g)]
        if not wanted:
            continue
        found: dict[Case, str] = {}
        for form, _l, gtag, _k, marks in _morfeusz().generate(lemma):
            gparts = _fields(gtag)
            if gparts[0] != parts[0] or gparts[1] != "sg" or wanted[0] not in gparts[3].split(".") or marks:
                continue
            if gparts[4:] != parts[4:]:
                continue
            for case in (_TAG[c] for c in gparts[2].split(".") if c in _TAG):
                found.setdefault(case, word[:1] + form[1:])
        if "gen" in found:
            found["nom"] = word
            return found
    return None


def _generated(word: str, lemma: _Lemma) -> dict[Case, str]:
    """Return the singular forms of a lemma: the standard ones first, those keeping the whole name first among them."""
    ranked: dict[Case, tuple[int, str]] = {}
    for form, _lemma, tag, _kinds, marks in _morfeusz().generate(lemma.lemma):
        parts = _fields(tag)
        if parts[0] != "subst" or parts[1] != "sg" or _GENDER.get(parts[3]) != lemma.gender:
            continue
        rank = 2 * bool(marks) + (not form.startswith(word))
        for case in (_TAG[c] for c in parts[2].split(".") if c in _TAG):
            if case not in ranked or rank < ranked[case][0]:
                ranked[case] = (rank, form)
    found: dict[Case, str] = {case: form for case, (_rank, form) in ranked.items()}
    found["nom"] = word
    return found


def lemma(word: str) -> str | None:
    """Return the dictionary form of a noun Morfeusz knows ('trolla' → 'troll'), or None."""
    nouns = [lemma for _s, _e, (_f, lemma, tag, _k, _m) in _morfeusz().analyse(word) if tag.startswith("subst:")]
    return str(nouns[0]).split(":")[0] if nouns else None
