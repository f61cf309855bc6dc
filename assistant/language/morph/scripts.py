"""Names across scripts: a name written in Latin letters read and shown in Cyrillic, and the other way round.

A locale writes one script (ICU's likely script of the language: Cyrillic for Russian, Latin for the others). A name
in another script is written in it, for a reply and for the reader, by the first of: the form a GM set for the
locale's nominative (``/char Harry им=Гарри``), the character's first alias in that script (``прозвище=Гарри``), the
locale's transliteration of the name. A given name the locale's readers know in a form of their own (the
``conventional`` table of names.toml: George → Джордж, Fleur → Флёр) is written so; transliteration runs ICU's
transforms with each locale's own rules (the ``written`` table of locales/<locale>/names.toml, by source script):
ICU's built-in Latin-Cyrillic writes Harry as «Харры» and Draco as «Драцо», so the rules follow each language's
conventions (Гарри, Драко, Снейп in Russian; Sniejp, Julija in Polish; Snejp in Czech; Ioulia in French; BGN/PCGN in
English).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache

import icu

from assistant.errors import ConfigError
from assistant.language.morph.endings import rules_of
from models import Gender, Person

#: The scripts names are written across (ISO 15924 short names); a name in any other is shown as it is.
LATIN, CYRILLIC = "Latn", "Cyrl"
#: What splits a name into the words transliterated one by one (each keeps its own capitals).
_WORDS = re.compile(r"([\s\-]+)")
#: What a woman's name's silent final e becomes, where a locale's rules say (``$woman``); a man's loses it.
_WOMAN = "$woman = a;\n"
_MAN = "$woman = ;\n"
_CACHE = 8192


@cache
def script(locale: str) -> str:
    """Return the script a locale writes (ISO 15924: 'Cyrl' for ru, 'Latn' for pl, cs, fr, en)."""
    found = icu.Locale(locale)
    found.addLikelySubtags()
    return str(found.getScript())


@lru_cache(maxsize=_CACHE)
def script_of(text: str) -> str | None:
    """Return the script of a text's first letter (ISO 15924), or None for a text without one."""
    letter = next((c for c in text if c.isalpha()), None)
    return str(icu.Script.getScript(letter).getShortName()) if letter is not None else None


@cache
def _transform(locale: str, source: str, woman: bool) -> icu.Transliterator | None:
    """Return the transform writing a name of a script in a locale's, or None where the locale has no rules for it."""
    rules = rules_of(locale).written.get(source)
    if not rules:
        return None
    try:
        return icu.Transliterator.createFromRules(
            f"{source}-{locale}", (_WOMAN if woman else _MAN) + rules, icu.UTransDirection.FORWARD
        )
    except icu.ICUError as exc:
        raise ConfigError(f"locales/{locale}/names.toml [written] {source}: {exc}") from exc


@lru_cache(maxsize=_CACHE)
def transliterate(name: str, locale: str, gender: Gender | None = None) -> str:
    """Return a name written in a locale's script by the locale's rules, each word capitalized as it was; a name
    already in that script, or in one the locale has no rules for, as it is."""
    source = script_of(name)
    change = _transform(locale, source, gender == "f") if source and source != script(locale) else None
    if change is None:
        return name
    known = rules_of(locale).conventional
    return "".join(_word(part, change, known) if part.strip(" -") else part for part in _WORDS.split(name))


def _word(word: str, change: icu.Transliterator, known: Mapping[str, str]) -> str:
    """Write one word: as the locale's readers know the name (``conventional``), else by the rules."""
    written = known.get(word.lower()) or str(change.transliterate(word))
    if word.isupper() and len(word) > 1:
        return written.upper()
    return written[:1].upper() + written[1:] if word[:1].isupper() else written


def in_script(name: str, locale: str) -> bool:
    """Say whether a name is written as a locale writes (or in no script a locale could change)."""
    return script_of(name) in (None, script(locale))


def written(name: str, locale: str, person: Person | None = None, gender: Gender | None = None) -> str:
    """Return a name as a locale writes it: the nominative a GM set, else the name in the locale's script, else the
    first alias in it, else the name transliterated (``gender``: the name's, for a woman's silent final e)."""
    own = person.forms.get(locale, {}).get("nom") if person is not None else None
    if own:
        return own
    if in_script(name, locale):
        return name
    alias = _alias(person.aliases if person is not None else (), locale)
    return alias if alias is not None else transliterate(name, locale, gender)


def _alias(aliases: Sequence[str], locale: str) -> str | None:
    return next((a for a in aliases if script_of(a) == script(locale)), None)
