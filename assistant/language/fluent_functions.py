"""Fluent functions that let a message choose a name's case, its gender's wording and French articles.

Arguments stay plain strings in events; the Translator hands Fluent a ``Named`` (a ``str`` that carries
its case forms and gender) for the characters a reply names and for spells, and any other string is
declined by the locale's rules when a message asks for a form of it. In a message:

- ``{ CASE($target, case: "acc") }``: the accusative of a name (or of "Harry, Hermiona", each declined);
  ``capital: "yes"`` where it starts a sentence;
- ``{ GENDER($name) -> [f] doszła [m] doszedł *[other] … }``: the default variant words an unknown gender;
- ``{ LE($spell) }``, ``{ DE($name) }``, ``{ A($spell) }``: French le/la/l', de/d'/du/de la, à/au/à la;
- ``{ RULE($rule) }``: the rule a refusal cites, in words (``rule-<id>`` messages; never the id itself);
- ``{ LIST($names, case: "acc", style: "or") }``: a list joined as the locale joins one (Babel's CLDR patterns: «Ola i
  Harry», «Kasia, Marek lub Ola»), each name in a case;
- ``{ CMD($command) }``: a command as the reader's replies write it (``cast`` → «/czar» in Polish; ``/cast`` where
  the locale has no word Telegram can make a command of);
- ``{ OPTIONS($options) }``: options a game keeps (``type=club reason=miotła``) in the reader's words: each key by
  its word, each value by its list's word, a yes or a no as the reader writes it («rodzaj=klub powód=miotła»);
- ``{ ZE($n) } { $n }``: Czech "z" or "ze" before a number, as it is read («ze 3», «ze 30», «z 5»);
- ``{ WORD($ids, of: "word-option-") }``: an id, or a list of ids, said in the reader's words: the first word of the
  list ``<of><id>`` the reader types (``reason`` → «powód»); an id with no such list as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from babel import Locale
from babel.lists import format_list
from fluent.runtime.types import FluentInt

from assistant.language.morph import CASES, Case, forms_of, gender_of
from assistant.language.morph.endings import rules_of
from assistant.language.words import NO, OPTION_VALUES, OPTIONS, SPELL_POINT_OPTIONS, YES
from models import Gender, Person

#: What separates the names of a list ("Harry, Hermiona", "Harry → Draco"), kept as it is.
_LIST = re.compile(r"(\s*(?:,|;|→|\+)\s*)")
#: Letters a French word elides its article or "de" before (and an h the locale lists as mute).
_VOWELS = frozenset("aeiouyàâäéèêëîïôöûùüÿœæAEIOUYÀÂÄÉÈÊËÎÏÔÖÛÙÜŸŒÆ")
#: What GENDER gives a name of unknown gender: the message's default variant.
UNKNOWN = "other"

People = Mapping[str, Person]


class Named(str):
    """A string argument with its case forms and gender; it passes through Fluent as the string it is."""

    forms: Mapping[Case, str]
    gender: Gender | None
    article: bool  # a thing that takes an article in French (a spell), not a person's name
    plural: bool  # a plural name (French: les Soins légers)

    def __new__(
        cls, text: str, forms: Mapping[Case, str], gender: Gender | None, article: bool = False, plural: bool = False
    ) -> Named:
        named = super().__new__(cls, text)
        named.forms, named.gender, named.article, named.plural = forms, gender, article, plural
        return named


def name_forms(text: str, locale: str, people: People) -> dict[Case, str]:
    """Return the forms of a name, or of a list of names each declined as itself, the roster's forms first."""
    parts = _LIST.split(text)
    if len(parts) == 1:
        return forms_of(text, locale, people.get(text.strip()))
    pieces = [(part, _list_item(part, i, locale, people)) for i, part in enumerate(parts)]
    return {case: "".join(forms[case] if forms else part for part, forms in pieces) for case in CASES}


def _list_item(part: str, index: int, locale: str, people: People) -> dict[Case, str] | None:
    """Return the forms of a name of a list; None for a separator (the odd parts) or nothing."""
    return forms_of(part, locale, people.get(part)) if index % 2 == 0 and part else None


def name_gender(text: str, locale: str, people: People) -> Gender | None:
    """Return the gender of one name (a list of names has none)."""
    if len(_LIST.split(text)) > 1:
        return None
    return gender_of(text, locale, people.get(text.strip()))


def mentions(text: str, people: People) -> bool:
    """Say whether a text is a roster name, or a list with one (a dict look-up per name, whatever the roster's size)."""
    return text in people or any(part.strip() in people for part in _LIST.split(text)[::2])


def named(text: str, locale: str, people: People) -> Named:
    """Return a name as Fluent gets it: with its forms and gender; a character's as the locale writes it (Гарри)."""
    forms = name_forms(text, locale, people)
    shown = forms["nom"] if mentions(text, people) else text
    return Named(shown, forms, name_gender(text, locale, people))


def _capital(text: str, capital: str) -> str:
    return text[:1].upper() + text[1:] if capital == "yes" else text


#: What a reader who may not read a number reads instead (a hidden NPC's numbers: assistant.conversation.secrecy).
MASK = "?"
#: How many an unknown number agrees as: five, which every locale's plural rules put with the counts of many things
#: («? punktów życia», «? очков здоровья», «? životů», «? points de vie»), not with fractions («? punktu»).
UNKNOWN_COUNT = 5


class Unknown(FluentInt):
    """A number the reader may not read: written ``?``, agreeing as UNKNOWN_COUNT does, and equal to no number (a
    message's ``[0]`` or ``[1]`` variant is never chosen for it)."""

    def __new__(cls) -> Unknown:
        return super().__new__(cls, UNKNOWN_COUNT)  # type: ignore[return-value]

    def format(self, locale: Locale) -> str:
        return MASK

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Unknown)

    def __hash__(self) -> int:
        return hash(MASK)


#: What separates the items of a list argument ("Ola, Harry"): a list's items are joined by the locale's pattern.
ITEMS = ", "
#: How a macro's lines are joined in its events ("/roll 1d20; /cast stupefy"); a locale writes its own joint.
LINES = "; "
#: The CLDR list styles a message may ask for: "and" (Ola i Harry), "or" (Kasia lub Marek), "unit" (5 h, 3 min).
_STYLES: dict[str, Literal["standard", "or", "unit"]] = {"and": "standard", "or": "or", "unit": "unit"}


def _items(text: str) -> list[str]:
    return [item for item in text.split(ITEMS) if item]


def _joined(items: list[str], style: str, locale: str) -> str:
    """Return items joined by the locale's CLDR list pattern of a style ("and" when the style is unknown)."""
    return format_list(items, _STYLES.get(style, "standard"), locale)


#: One kept option: its id, "=", and its value (quoted where it has a space).
_OPTION = re.compile(r'([^\s=]+)=("[^"]*"|\S*)')

#: The minus sign a dice expression is written with (not the hyphen: «1k6−10 = −6»).
MINUS = "\u2212"
#: A die in a dice expression: its count (may be empty) and its faces, as the dice library writes them (``2d6``).
_DIE = re.compile(r"(?<![A-Za-z])(\d*)d(\d+|%)")


@dataclass(frozen=True)
class Grammar:
    """The Fluent functions of one locale; ``words`` says a rule in words (None: no words for that id)."""

    locale: str
    words: Callable[[str], str | None]

    def functions(self) -> dict[str, Callable[..., Any]]:
        """Return the functions by the name messages call them."""
        return {
            "CASE": self.case,
            "GENDER": self.gender,
            "LE": self.le,
            "DE": self.de,
            "A": self.a,
            "RULE": self.rule,
            "DICE": self.dice,
            "LIST": self.list,
            "WORD": self.word,
            "OPTIONS": self.options,
            "CMD": self.command,
            "LINES": self.lines,
            "ORD": self.ordinal,
            "KNOWN": self.known,
            "ZE": ze,
        }

    def command(self, value: object) -> object:
        """Return a command as the locale writes it in replies (``written-<id>``: /czar, /sort), else /cast; one given
        with its slash is a word as the player typed it (/status), kept as it is."""
        if not isinstance(value, str) or not value or value.startswith("/"):
            return value
        return self.words(f"written-{value}") or f"/{value}"

    def list(self, value: object, case: str = "nom", style: str = "and") -> object:
        """Return a list of names ("Ola, Harry") joined as the locale joins a list, each name in a case."""
        declined = self.case(value, case)
        if not isinstance(declined, str):
            return declined
        items = _items(declined)
        return _joined(items, style, self.locale) if len(items) > 1 else declined

    def lines(self, value: object) -> object:
        """Return a macro's lines joined as the locale writes a semicolon between them (French: a no-break space
        before it, ``macro-joint``)."""
        if not isinstance(value, str):
            return value
        return value.replace(LINES, self.words("macro-joint") or LINES)

    def known(self, value: object) -> str:
        """Say whether the reader may read a number: "no" for a hidden character's (written ``?``), else "yes"; a
        message words what it may say of a hidden number instead («Sortilèges plus élevés», «PV cachés»)."""
        return "no" if isinstance(value, Unknown) else "yes"

    def ordinal(self, value: object, suffix: str = ".", unknown: str = MASK, style: str = "and") -> object:
        """Return a number as the locale writes an ordinal before its noun («3.», «3-го»), or the words for an unknown
        one where the reader may not read it («nieznanego» poziomu, not «?.»); a list of numbers ("1, 2, 3") as a list
        of ordinals joined as the locale joins a list («1., 2. a 3.» úrovně)."""
        if isinstance(value, Unknown):
            return unknown
        if isinstance(value, str) and ITEMS in value:
            return _joined([f"{item}{suffix}" for item in _items(value)], style, self.locale)
        return f"{value}{suffix}"

    def word(self, value: object, of: str = "word-option-", style: str = "and") -> object:
        """Return an id, or a list of ids, in the reader's words (the first word of ``<of><id>``), joined as a list."""
        if not isinstance(value, str) or not value:
            return value
        said = [self._word(of, item) for item in _items(value)]
        return _joined(said, style, self.locale) if len(said) > 1 else "".join(said)

    def options(self, value: object) -> object:
        """Return kept options (``type=club reason=miotła``) in the reader's words («rodzaj=klub powód=miotła»)."""
        if not isinstance(value, str) or not value:
            return value
        said = ((self._word(SPELL_POINT_OPTIONS, key), self._value(key, kept)) for key, kept in _OPTION.findall(value))
        return " ".join(f"{key}={kept}" for key, kept in said)

    def _value(self, option: str, value: str) -> str:
        """Return a kept value in the reader's words: its list's first word, the reader's yes or no, else as kept."""
        prefix = OPTION_VALUES.get(option)
        listed = {"yes": YES, "no": NO}.get(value) or (f"{prefix}{value}" if prefix else "")
        found = self.words(listed) if listed else None
        return found.split(",")[0].strip() if found else value

    def _word(self, prefix: str, item: str) -> str:
        """Return the first word of an id's list: ``<prefix><id>``, else the option's, else a message the id names
        itself (``sheet-gender``: a field every ruleset's /char has)."""
        found = self.words(f"{prefix}{item}") or self.words(f"{OPTIONS}{item}")
        found = found or (self.words(item) if "-" in item else None)
        first = found.split(",")[0].strip() if found else ""
        return first or item

    def dice(self, value: object, letter: str = "d") -> object:
        """Return a dice expression written with the letter the locale's players write for a die (``1k20``, ``5k6``
        in Polish and Czech) and a minus sign for its minus (``1k6−10``, ``= −6``); anything else as it is."""
        if not isinstance(value, str):
            return value
        signed = value.replace("-", MINUS)  # a dice expression has no hyphen: each is a minus
        return _DIE.sub(rf"\g<1>{letter}\g<2>", signed) if letter != "d" else signed

    def _named(self, value: object) -> Named | None:
        if isinstance(value, Named):
            return value
        return named(value, self.locale, {}) if isinstance(value, str) and value else None

    def case(self, value: object, case: str = "nom", capital: str = "no") -> object:
        """Return a name in a case (anything else as it is); ``capital: "yes"`` starts a sentence (Ментальная магия)."""
        found = self._named(value)
        if found is None:
            return value
        return _capital(found.forms.get(case, str(found)), capital)  # type: ignore[call-overload]

    def gender(self, value: object) -> str:
        """Return 'm' or 'f', or 'other' where the gender is not known."""
        found = self._named(value)
        return (found.gender if found is not None else None) or UNKNOWN

    def _elides(self, word: str) -> bool:
        """Say whether French elides before a word: a vowel, or an h the locale lists as mute (Hermione)."""
        text = word.lstrip("«“\"' ")
        if text[:1] in _VOWELS:
            return True
        return text[:1] in "hH" and text.split(" ")[0] in rules_of(self.locale).mute_h

    def le(self, value: object, capital: str = "no") -> object:
        """French: the article of a spell (le Protego, l'Expelliarmus, la Boule de feu); a name takes none.

        ``capital: "yes"`` starts a sentence (Le Protego...).
        """
        found = self._named(value)
        if found is None or not found.article:
            return value
        return _capital(self._article(found), capital)

    def _article(self, found: Named) -> str:
        if found.plural:
            return f"les {found}"
        if self._elides(found):
            return f"l'{found}"
        return f"{'la' if found.gender == 'f' else 'le'} {found}"

    def de(self, value: object, capital: str = "no") -> object:
        """French: "de" before a name (de Harry, d'Hermione) or with a spell's article (du, de la, de l')."""
        found = self._named(value)
        if found is None:
            return value
        return _capital(self._de(found), capital)

    def _de(self, found: Named) -> str:
        if found.article and found.plural:
            return f"des {found}"
        if found.article and not self._elides(found):
            return f"de la {found}" if found.gender == "f" else f"du {found}"
        if found.article:
            return f"de l'{found}"
        return f"d'{found}" if self._elides(found) else f"de {found}"

    def a(self, value: object) -> object:
        """French: "à" before a name (à Hermione) or with a spell's article (au, à la, à l')."""
        found = self._named(value)
        if found is None or not found.article:
            return f"à {value}" if isinstance(value, str) else value
        if found.plural:
            return f"aux {found}"
        if self._elides(found):
            return f"à l'{found}"
        return f"à la {found}" if found.gender == "f" else f"au {found}"

    def rule(self, value: object) -> str:
        """Return the rule a refusal cites in words: its own, else its ruleset's, else the rules in general."""
        rule_id = str(value) if isinstance(value, str) else ""
        for key in (rule_id, rule_id.split(".")[0], "any"):
            found = self.words(f"rule-{key.replace('.', '-').replace('_', '-')}") if key else None
            if found is not None:
                return found
        return ""


#: The numbers below 20 whose Czech word starts with a sound "z" becomes "ze" before (dva, tři, čtyři, šest, sedm …).
_ZE_SMALL = frozenset({2, 3, 4, 6, 7, 12, 13, 14, 16, 17})
#: The leading digits of tens and hundreds read so (dvacet, třicet …; dvě stě, tři sta …).
_ZE_LEAD = frozenset({2, 3, 4, 6, 7})


def ze(value: object) -> str:
    """Return Czech "ze" where the number after it is read starting with s, z, š, ž, tř, čtyř or dv, else "z"."""
    n = int(getattr(value, "real", value)) if isinstance(value, (int, float, FluentInt)) else None
    if n is None:
        try:
            n = int(str(value))
        except ValueError:
            return "z"
    return "ze" if _ze(abs(n)) else "z"


def _ze(n: int) -> bool:
    if n < 20:
        return n in _ZE_SMALL
    if n < 100:
        return n // 10 in _ZE_LEAD
    if n < 1000:
        return n // 100 == 1 or n // 100 in _ZE_LEAD  # sto: ze sta
    if n < 1_000_000:
        return n // 1000 != 1 and _ze(n // 1000)  # tisíc: z tisíce; tři tisíce: ze tří tisíc
    return False
