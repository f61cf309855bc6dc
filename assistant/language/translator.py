"""Rendering through Fluent: every user-visible string comes from locales/<locale>/*.ftl.

Names and spells reach a message with their case forms and gender (assistant.language.fluent_functions): the characters
a reply names through its ``people``, spells through locales/<locale>/spell-cases.ftl, any other name
through the locale's rules.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import cache
from importlib import resources
from importlib.abc import Traversable
from typing import Any

import structlog
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, Pattern, ResolverEnvironment
from fluent.runtime.types import FluentNone
from fluent.runtime.utils import native_to_fluent

from assistant.language import words
from assistant.language.fluent_functions import MASK as MASK
from assistant.language.fluent_functions import UNKNOWN_COUNT as UNKNOWN_COUNT
from assistant.language.fluent_functions import Grammar, Named, People, Unknown, mentions, named
from assistant.language.locales import (
    FALLBACK as FALLBACK,  # re-exported: the locales are named in assistant.language.locales
)
from assistant.language.locales import LOCALES as LOCALES
from assistant.language.morph import CASES, Case
from assistant.reading import name_keys
from models import ArgValue, Event, Gender

log = structlog.get_logger(__name__)

#: The file of a locale's spell names in every case, as terms ``-spell-<id>`` with one attribute a case.
SPELL_CASES = "spell-cases.ftl"
#: The terms of SPELL_CASES: ``-spell-<id>``.
_SPELL_TERM = "spell-"


#: The spell-cases term that frames a spell of no catalogue in each case, and what stands for its typed name there.
UNCATALOGUED, TYPED = "uncatalogued", "…"


def _arg_kind(name: str) -> str:
    """Return what an argument names: a spell (by id), a spell as typed, or a name or other text."""
    if name == "spell" or name.endswith("_spell"):
        return "spell"
    if name == "spells":
        return "spells"
    return "spell_text" if name == "spell_text" else "text"


class SpellForms:
    """A spell's name in each case and its gender, as one locale's spell-cases.ftl gives them."""

    def __init__(self, attributes: Mapping[str, str]) -> None:
        self.forms: dict[Case, str] = {case: attributes[case] for case in CASES if case in attributes}
        gender = attributes.get("gender")
        self.gender: Gender | None = gender if gender in ("m", "f") else None  # type: ignore[assignment]
        self.plural = attributes.get("number") == "pl"


def read_spell_cases(root: Traversable, locale: str) -> dict[str, SpellForms]:
    """Return the spell case forms of a locale by spell id (the terms -spell-<id> of SPELL_CASES)."""
    return {spell: SpellForms(attrs) for spell, attrs in words.terms(locale, SPELL_CASES, _SPELL_TERM, root).items()}


#: The messages that quote names letter for letter (how a name is written, its aliases): never as a reader's script
#: writes them ('Harry', not 'Гарри', in «Hаrry» looks like «Harry»).
AS_WRITTEN = frozenset(
    {
        "refusal-name-hidden",
        "refusal-name-lookalike",
        "refusal-name-restricted",
        "refusal-name-scripts",
        "refusal-alias-taken",
        "refusal-name-which",
        "char-aliases",
    }
)
#: The largest number a message formats as a number (Babel's decimals fail beyond ~25 digits); larger ones as digits.
MAX_FORMATTED = 10**15
#: The longest text one placeable takes (Fluent refuses over 1000 characters); longer text is cut to '…'.
MAX_PLACEABLE = 1000


class _Bundle(FluentBundle):
    """Fluent's bundle, but an Unknown reaches a message as it is (Fluent makes a plain number of any int it is handed,
    which would write it as 5)."""

    def format_pattern(
        self, pattern: Pattern, args: dict[str, Any] | None = None
    ) -> tuple[str | FluentNone, list[Exception]]:
        values = {k: v if isinstance(v, Unknown) else native_to_fluent(v) for k, v in (args or {}).items()}
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=values), errors=errors)
        try:
            return pattern(env), errors
        except ValueError as e:  # as Fluent's own: a message too long to render
            return "{???}", [*errors, e]


def _fluent_value(value: ArgValue) -> str | int | float:
    """Return an argument as Fluent formats it; whatever it is, Fluent and Babel can format it (rendering is total).
    A masked number (MASK) is an Unknown: «?», agreeing as a count of many things."""
    if value is None:
        return ""
    if value == MASK:
        return Unknown()
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float) and not (math.isfinite(value) and abs(value) < MAX_FORMATTED):
        return str(value)
    if isinstance(value, str) and len(value) > MAX_PLACEABLE:
        return value[: MAX_PLACEABLE - 1] + "…"
    return value


class Translator:
    """Fluent bundles for every locale, loaded once; ``misses`` records each fallback or raw id."""

    def __init__(self, root: Traversable | None = None) -> None:
        self._root = root or resources.files("locales")
        self._bundles: dict[str, FluentBundle] = {}
        self._spell_cases: dict[str, dict[str, SpellForms]] = {}
        self.misses: list[tuple[str, str]] = []
        self._kinds: dict[str, Callable[[str, str, People], str | Named]] = {
            "spell": self._spell,
            "spell_text": self._spell_text,
            "spells": self._spells,
            "text": self._name,
        }

    def bundle(self, locale: str) -> FluentBundle:
        """Return the bundle of a locale, loading its files on first use."""
        if locale not in self._bundles:
            self._bundles[locale] = self._load(locale)
        return self._bundles[locale]

    def _load(self, locale: str) -> FluentBundle:
        def words(key: str) -> str | None:  # the bundle's own messages, for RULE()
            return self._plain(bundle, key) if bundle.has_message(key) else None

        bundle = _Bundle([locale], functions=Grammar(locale, words).functions(), use_isolating=False)
        folder = self._root.joinpath(locale)
        for item in sorted(folder.iterdir(), key=lambda t: t.name) if folder.is_dir() else []:
            if item.name.endswith(".ftl"):
                bundle.add_resource(FluentResource(item.read_text(encoding="utf-8")))
        return bundle

    def has(self, key: str, locale: str) -> bool:
        """Say whether a locale defines a message id."""
        return self.bundle(locale).has_message(key)

    @staticmethod
    def _plain(bundle: FluentBundle, key: str) -> str:
        pattern = bundle.get_message(key).value
        return str(bundle.format_pattern(pattern, {})[0]) if pattern is not None else key

    def format(
        self, key: str, locale: str, args: Mapping[str, ArgValue] | None = None, people: People | None = None
    ) -> str:
        """Format a message in a locale, falling back to English, then to the raw id; ``people``: the roster's forms."""
        for loc in (locale, FALLBACK):
            bundle = self.bundle(loc)
            if bundle.has_message(key):
                if loc != locale:
                    self._miss(key, locale)
                return self._pattern(bundle, key, locale, args or {}, people or {})
        self._miss(key, locale)
        return key

    def arguments(self, args: Mapping[str, ArgValue], locale: str, people: People | None = None) -> dict[str, Any]:
        """Return the values Fluent gets for an event's arguments: spells by name, names with their forms."""
        return {k: self._arg(k, v, locale, people or {}) for k, v in args.items()}

    def _pattern(
        self, bundle: FluentBundle, key: str, locale: str, args: Mapping[str, ArgValue], people: People
    ) -> str:
        values = self.arguments(args, locale, people)
        pattern = bundle.get_message(key).value
        if pattern is None:
            return key
        text, errors = bundle.format_pattern(pattern, values)
        if errors:
            self._miss(key, locale)
            log.warning("fluent.errors", key=key, locale=locale, errors=[str(e) for e in errors])
        return str(text)

    def _arg(self, name: str, value: ArgValue, locale: str, people: People) -> str | int | float:
        if isinstance(value, str) and value and value != MASK:
            return self._kinds[_arg_kind(name)](_fluent_value(value), locale, people)  # type: ignore[arg-type]
        return _fluent_value(value)

    def _name(self, text: str, locale: str, people: People) -> str | Named:
        """A name of the roster (or a list naming some) with its forms; any other text as it is."""
        return named(text, locale, people) if people and mentions(text, people) else text

    def _spell(self, spell_id: str, locale: str, people: People) -> str | Named:
        """A spell of a catalogue by its name in this locale, with its cases; a spell of none as typed, undeclined."""
        key = f"spell-{spell_id}"
        if not (self.has(key, locale) or self.has(key, FALLBACK)):
            # a spell of no catalogue: as typed where a message puts it bare, and in the locale's frame where CASE
            # asks for a case ('przed zaklęciem „Zamień w kielich”'), if the locale frames one
            frame = self.spell_cases(locale).get(UNCATALOGUED)
            forms = {c: frame.forms.get(c, TYPED).replace(TYPED, spell_id) if frame else spell_id for c in CASES}
            return Named(spell_id, forms, None, article=True)
        name = self.format(key, locale)
        found = self.spell_cases(locale).get(spell_id)
        forms = {case: found.forms.get(case, name) if found else name for case in CASES}
        return Named(name, forms, found.gender if found else None, article=True, plural=bool(found and found.plural))

    def _spells(self, text: str, locale: str, people: People) -> str:
        """Spells by id, comma-separated ("imperius, crucio"), each by its name in this locale: for LIST($spells)."""
        return ", ".join(str(self._spell(s.strip(), locale, people)) for s in text.split(",") if s.strip())

    def _spell_text(self, text: str, locale: str, people: People) -> str | Named:
        """A spell as a player wrote it; one a door already turned into its id is named as this locale names it."""
        spell_id = name_keys.key(text).replace(" ", "-")
        return self._spell(spell_id, locale, people) if self.has(f"spell-{spell_id}", locale) else text

    def spell_cases(self, locale: str) -> dict[str, SpellForms]:
        """Return a locale's spell names in every case, by spell id (loaded on first use)."""
        if locale not in self._spell_cases:
            self._spell_cases[locale] = read_spell_cases(self._root, locale)
        return self._spell_cases[locale]

    def spell_name(self, spell_id: str, locale: str) -> str:
        """Return a spell's name as the locale's tradition says it."""
        key = f"spell-{spell_id}"
        known = self.has(key, locale) or self.has(key, FALLBACK)
        return self.format(key, locale) if known else spell_id  # a spell outside every catalogue, as typed

    def render(self, event: Event, locale: str, people: People | None = None) -> str:
        """Render one event in a locale, naming the characters with ``people``'s forms and genders (not where it
        quotes names as written)."""
        return self.format(event.key, locale, event.args, people if event.key not in AS_WRITTEN else None)

    def _miss(self, key: str, locale: str) -> None:
        self.misses.append((key, locale))
        log.warning("i18n.missing", key=key, locale=locale)


@cache
def translator() -> Translator:
    """Return the one translator of a command that only prints (a door's app has its own, from bootstrap)."""
    return Translator()
