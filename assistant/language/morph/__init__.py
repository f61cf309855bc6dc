"""The declined forms and the gender of a name, in each locale the product speaks.

Russian names come from pymorphy3's dictionaries and Polish ones from Morfeusz 2, where those know the
name as a person's name; every other name (and all of Czech) is declined by the locale's ending rules,
kept as data in locales/<locale>/names.toml. French and English names have one form for every case.
A name's gender is the one a GM set, else that of a listed given name, else the library's, else the one
its ending suggests, else unknown. Several words are declined each in the gender of the whole name
("Гермиону Грейнджер": a woman's surname ending in a consonant stays as it is). Answers are cached.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from assistant.language.morph import polish, russian, scripts
from assistant.language.morph.endings import CASES, Case, rules_of
from models import Gender, Person

__all__ = [
    "CASES",
    "Case",
    "Gender",
    "accusative_base",
    "decline",
    "forms_of",
    "gender_of",
    "nominative",
    "past",
    "verbs",
    "written",
]

#: Locales whose names a library declines: its forms of a word of a gender (None: it does not know the word).
_LIBRARY_FORMS: dict[str, Callable[[str, Gender | None], dict[Case, str] | None]] = {
    "ru": russian.forms,
    "pl": polish.forms,
}
#: Locales whose library knows the gender of the names it knows.
_LIBRARY_GENDER: dict[str, Callable[[str], Gender | None]] = {"ru": russian.gender, "pl": polish.gender}
#: Locales whose names have cases at all.
_DECLINING = frozenset({"pl", "ru", "cs"})
#: What splits a name into words: spaces and hyphens (Anna-Maria), kept in the forms.
_WORDS = re.compile(r"([\s\-]+)")
#: How many names' forms are remembered.
_CACHE = 8192
#: Locales whose library finds the dictionary form of any noun (a creature's: 'skřeta' is 'skřet').
_LIBRARY_LEMMA: dict[str, Callable[[str], str | None]] = {"ru": russian.lemma, "pl": polish.lemma}
#: Locales whose library finds the verbs a word is a form of, but in the past tense ('насылаю' is насылать).
_LIBRARY_VERBS: dict[str, Callable[[str], frozenset[str]]] = {"ru": russian.verbs}
#: Locales whose library knows a verb in the past tense said of someone ('передал').
_LIBRARY_PAST: dict[str, Callable[[str], bool]] = {"ru": russian.past}
#: Nominative endings a declined noun may have lost, tried after stripping its case ending (rules' locales).
_NOMINATIVE_ENDINGS = ("", "a", "o", "e")
#: The most letters a case ending adds to a noun's stem.
_MOST_ADDED = 4
#: Vowels, once folded: a stem ending in none is tried first.
_VOWELS = frozenset("aeiouyáéěíóúůýаеёиоуыэюя")


def forms_of(name: str, locale: str, person: Person | None = None) -> dict[Case, str]:
    """Return every case form of a (possibly multi-word) name in a locale; a GM's forms win over the declined ones.

    A character's name (``person`` given) is declined as the locale writes it (``written``: Harry as Гарри in
    Russian); any other text as it is.
    """
    gender = person.gender if person is not None else None
    shown = written(name, locale, person) if person is not None else name
    forms = dict(_forms(shown, locale, gender))
    if person is not None:
        forms.update({case: form for case, form in person.forms.get(locale, {}).items() if case in forms})
    return forms


def written(name: str, locale: str, person: Person | None = None) -> str:
    """Return a character's name as a locale writes it: in its script (Гарри for Harry in Russian), or as it is."""
    if scripts.in_script(name, locale) and not (person is not None and person.forms.get(locale, {}).get("nom")):
        return name
    return scripts.written(name, locale, person, gender_of(name, locale, person))


def gender_of(name: str, locale: str, person: Person | None = None) -> Gender | None:
    """Return the gender of a name: as a GM set it, else guessed from its words (or from how the locale writes
    them: Гермиона); None where unknown."""
    if person is not None and person.gender is not None:
        return person.gender
    found = _gender(name, locale)
    if found is None and not scripts.in_script(name, locale):
        shown = scripts.written(name, locale, person)  # as a man's: a woman's name is known by its other words
        return _gender(shown, locale) if shown != name else None
    return found


def decline(name: str, case: Case, locale: str, person: Person | None = None) -> str:
    """Return one case form of a name."""
    return forms_of(name, locale, person)[case]


@lru_cache(maxsize=_CACHE)
def _gender(name: str, locale: str) -> Gender | None:
    words = [w for w in _WORDS.split(name.strip()) if w and not _WORDS.fullmatch(w)]
    return next((g for g in (_word_gender(w, locale) for w in words) if g is not None), None)


def _word_gender(word: str, locale: str) -> Gender | None:
    rules = rules_of(locale)
    known = rules.known_gender(word)
    if known is not None:
        return known
    library = _LIBRARY_GENDER.get(locale)
    found = library(word) if library is not None else None
    if found is not None:
        return found
    rule = rules.rule_for(word, None)
    return rule.guess if rule is not None else None


@lru_cache(maxsize=_CACHE)
def _forms(name: str, locale: str, gender: Gender | None) -> dict[Case, str]:
    if locale not in _DECLINING or not name.strip():
        return dict.fromkeys(CASES, name)
    of_name = gender if gender is not None else _gender(name, locale)
    parts = [(p, _word_forms(p, locale, of_name) if p.strip(" -") else None) for p in _WORDS.split(name)]
    return {case: "".join(forms[case] if forms else part for part, forms in parts) for case in CASES}


def _word_forms(word: str, locale: str, gender: Gender | None) -> dict[Case, str]:
    """Return a word's forms in the name's gender: the library's, else the first fitting rule's, else the word."""
    library = _LIBRARY_FORMS.get(locale)
    found = library(word, gender) if library is not None and word.isalpha() else None
    if found is None:
        rule = rules_of(locale).rule_for(word, gender) if word.isalpha() else None
        found = rule.forms(word) if rule is not None else dict.fromkeys(CASES, word)
    return {case: _cased_like(word, form) for case, form in found.items()}


def _cased_like(word: str, form: str) -> str:
    """Return a form written like the word: capitalized, or all capitals."""
    if word.isupper() and len(word) > 1:
        return form.upper()
    return form[:1].upper() + form[1:] if word[:1].isupper() else form


def accusative_base(word: str, locale: str) -> str:
    """Return the nominative of a word typed in the accusative ('Волдеморта' → 'Волдеморт'), so that a reply
    declining it does not decline it twice; the word itself where no nominative declines into it, or where it is a
    known woman's name (listed or in the library's dictionary: 'Гермиона' stays)."""
    if _known_gender(word, locale) == "f":
        return word
    base = nominative(word, locale)
    return base if base != word and decline(base, "acc", locale).casefold() == word.casefold() else word


def _known_gender(word: str, locale: str) -> Gender | None:
    library = _LIBRARY_GENDER.get(locale)
    return rules_of(locale).known_gender(word) or (library(word) if library is not None else None)


@lru_cache(maxsize=_CACHE)
def nominative(word: str, locale: str) -> str:
    """Return the nominative of a declined noun ('skřeta' → 'skřet', 'тролля' → 'тролль'); the word where none fits.

    The library's dictionary form where it knows the word, else the shortest stem the locale's rules decline
    back into it.
    """
    if locale not in _DECLINING or not word.isalpha():
        return word
    library = _LIBRARY_LEMMA.get(locale)
    found = library(word) if library is not None else None
    if found is not None:
        return _cased_like(word, found)
    typed = word.casefold()
    stems = [
        word[:-cut] + ending for ending in _NOMINATIVE_ENDINGS for cut in range(1, min(_MOST_ADDED, len(word) - 2) + 1)
    ]
    plain = [s for s in stems if s[-1:].casefold() not in _VOWELS]  # a bare stem first: 'vrrkovi' is 'vrrk'
    fleeting = [s[:-1] + "e" + s[-1] for s in plain if len(s) > 2]  # its e back: 'kostlivce' is 'kostlivec'
    for candidate in [*plain, *fleeting, *(s for s in stems if s not in plain)]:
        declined = _word_forms(candidate, locale, None)
        if candidate.casefold() != typed and typed in {f.casefold() for c, f in declined.items() if c != "nom"}:
            return candidate
    return word


@lru_cache(maxsize=_CACHE)
def verbs(word: str, locale: str) -> frozenset[str]:
    """Return the dictionary forms of the verbs a word may be in a tense but the past, where the locale's library
    knows them (none elsewhere): 'нашлю', 'насылает' are наслать, насылать; 'кинул' is none."""
    library = _LIBRARY_VERBS.get(locale)
    return library(word.casefold()) if library is not None and word.isalpha() else frozenset()


@lru_cache(maxsize=_CACHE)
def past(word: str, locale: str) -> bool:
    """Say whether a word may be a verb in the past tense said of someone ('передал'; not the impersonal 'осталось'),
    where the locale's library knows (never elsewhere)."""
    library = _LIBRARY_PAST.get(locale)
    return library is not None and word.isalpha() and library(word.casefold())
