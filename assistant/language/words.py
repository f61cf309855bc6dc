"""The words people use, read from locales/: one loader for every word list of every locale.

A word list is a Fluent message of plain text whose entries are separated by commas, e.g.
``intent-versus = kontra, vs, przeciw``. The files that hold word lists (``WORD_FILES``) are read once per
locales root; the reader (intents, spells, voice phrases) and the rulesets (option words, field names) take
their lists from here, so no command word lives in code or rule tables.

The rulesets read ``locales/<loc>/words.ftl``: a list per word (``word-versus``), or a list per meaning under
one prefix (``word-feniks-defence-shield``, ``word-feniks-defence-dodge``). Slash commands are typed in any
locale, so the rulesets ask the every-locale views: ``means`` and ``any_locale`` for a list, ``meaning``,
``meanings`` and ``among`` for a prefix; each index is built once.

Each command has one list per locale, ``intent-<command>`` of intents.ftl, for every reader: its entries written
``/obrona`` are the command's names after a slash (``command_named``), the others its natural phrasing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path
from typing import TypeVar

from fluent.syntax import FluentParser, ast

from assistant.language.locales import LOCALES
from assistant.reading import name_keys

#: The files of a locale that hold words people type or say (the others hold replies).
WORD_FILES = ("intents.ftl", "spells.ftl", "voice.ftl", "words.ftl", "sheet.ftl")

#: The word lists of words.ftl that every ruleset shares.
VERSUS = "word-versus"  # between the sides of a duel
TO = "word-to"  # between a spell and its target
YES, NO = "word-yes", "word-no"  # a flag's two values
REMOVE = "word-remove"  # /char ... removes a character
EVERYONE = "word-everyone"  # every character at once
ME = "word-me"  # the one who types (/lang me)
SELF = "word-self"  # the one who acts, as its own target (/cast Draco: stupefy at himself)
AND = "word-and"  # joins two names on one side
HOUR = "word-hour"  # the units after a number of hours
#: The message of core.ftl that names each locale: a person may type those names too (/jazyk čeština).
LOCALE_NAMES = "locale-name"
SECRET = "word-secret"  # a roll only its roller and the GMs read (/roll secret 1d20)
#: The prefix of each command's one word list in a language (intent-odds = /szanse, …).
COMMANDS = "intent-"
#: What begins an entry of a command's list that is one of its names after a slash (/szanse).
SLASH = "/"
#: The prefix of the lists of spell points' own options (navíc= is extra=), beside the ones every ruleset shares.
SPELL_POINT_OPTIONS = "word-sp-option-"
#: The prefix of the lists of words that name a ruleset (word-ruleset-ergs = эрги).
RULESETS = "word-ruleset-"
#: The prefix of the lists of each option's and setting's names in a language (word-option-reason = powód, причина).
OPTIONS = "word-option-"
#: The lists of an option's values, by the option's id: a kept value is its meaning (``klub`` → ``club``), and a reply
#: shows it in the reader's words (``type=club`` → «rodzaj=klub», «type=club» → «тип=клуб»).
OPTION_VALUES = {
    "type": "word-feniks-kind-",
    "category": "word-feniks-category-",
    "severity": "word-feniks-severity-",
    "condition": "word-feniks-condition-",
    "cause": "word-ergs-cause-",
    "group": "word-ergs-group-",
    "weapon": "word-ergs-weapon-",
    "form": "word-ergs-form-",
    "mode": "word-ergs-mode-",
    "meta": "word-sp-feat-",
}

Root = Traversable | Path
K = TypeVar("K", bound=str)


def _text_of(message: ast.Message | ast.Term | ast.Attribute) -> str:
    if message.value is None:
        return ""
    return "".join(el.value for el in message.value.elements if isinstance(el, ast.TextElement)).strip()


def _read(item: Traversable | Path) -> dict[str, str]:
    if not item.is_file():
        return {}
    body = FluentParser().parse(item.read_text(encoding="utf-8")).body
    return {e.id.name: _text_of(e) for e in body if isinstance(e, ast.Message)}


@cache
def _messages(root: str | None, locale: str, filename: str) -> Mapping[str, str]:
    base: Root = Path(root) if root is not None else resources.files("locales")
    return _read(base.joinpath(locale).joinpath(filename))


@cache
def _terms(root: str | None, locale: str, filename: str, prefix: str) -> Mapping[str, Mapping[str, str]]:
    base: Root = Path(root) if root is not None else resources.files("locales")
    item = base.joinpath(locale).joinpath(filename)
    if not item.is_file():
        return {}
    body = FluentParser().parse(item.read_text(encoding="utf-8")).body
    return {
        term.id.name.removeprefix(prefix): {"": _text_of(term), **{a.id.name: _text_of(a) for a in term.attributes}}
        for term in body
        if isinstance(term, ast.Term) and term.id.name.startswith(prefix)
    }


def terms(locale: str, filename: str, prefix: str, root: Root | None = None) -> Mapping[str, Mapping[str, str]]:
    """Return each Fluent term of a file whose id (less its dash) starts with a prefix, by the rest: its value (under
    '') and its attributes (``-spell-stupefy = Drętwota`` with ``.acc = Drętwotę``, ``.gender = f``)."""
    return _terms(None if root is None else str(root), locale, filename, prefix)


def messages(locale: str, filename: str, root: Root | None = None) -> Mapping[str, str]:
    """Return the plain text of every message of one word file of a locale (read once; empty if absent)."""
    return _messages(None if root is None else str(root), locale, filename)


def written(command: str, locale: str) -> str:
    """Return a command as a locale's replies write it (``written-<id>`` of commands.ftl: /czar, /odpocinek), else
    /<id>."""
    return messages(locale, "commands.ftl").get(f"written-{command}") or f"/{command}"


def entries(text: str) -> list[str]:
    """Split a word list into its entries, single-spaced, empty ones dropped."""
    return [" ".join(part.split()) for part in text.split(",") if part.strip()]


def word_list(locale: str, message: str, root: Root | None = None) -> list[str]:
    """Return the entries of one word-list message of a locale, whichever word file holds it."""
    for filename in WORD_FILES:
        text = messages(locale, filename, root).get(message)
        if text is not None:
            return entries(text)
    return []


def prefixed(locale: str, prefix: str, root: Root | None = None) -> dict[str, list[str]]:
    """Return every word list of a locale whose message id starts with a prefix, by the rest of the id."""
    found: dict[str, list[str]] = {}
    for filename in WORD_FILES:
        for ident, text in messages(locale, filename, root).items():
            if ident.startswith(prefix):
                found.setdefault(ident.removeprefix(prefix), []).extend(entries(text))
    return found


def keys(words: Iterable[str]) -> frozenset[str]:
    """Return the lookup keys of words (case and diacritics aside)."""
    return frozenset(name_keys.key(w) for w in words if name_keys.key(w))


@cache
def any_locale(message: str) -> frozenset[str]:
    """Return the keys of a word list in every shipped locale together (for slash options, typed in any)."""
    return keys(w for locale in LOCALES for w in word_list(locale, message))


@cache
def meanings(prefix: str) -> Mapping[str, str]:
    """Return word key → meaning for the lists ``<prefix><meaning>`` of every shipped locale, and each meaning itself.

    E.g. ``word-defence-shield = tarcza, щит`` gives ``{"tarcza": "shield", "щит": "shield", "shield": "shield"}``.
    """
    found: dict[str, str] = {}
    for locale in LOCALES:
        for meaning, words in prefixed(locale, prefix).items():
            found.setdefault(name_keys.key(meaning), meaning)
            for key in keys(words):
                found.setdefault(key, meaning)
    return found


def means(message: str, text: str) -> bool:
    """Say whether a typed word is on a word list in any shipped locale."""
    return name_keys.key(text) in any_locale(message)


def slash_names(entries: Iterable[str]) -> list[str]:
    """Return the names after a slash among a command's entries ('/obrona' → 'obrona')."""
    return [e.removeprefix(SLASH) for e in entries if e.startswith(SLASH)]


def phrasing(entries: Iterable[str]) -> list[str]:
    """Return the entries of a command's list that are no names after a slash: what is said or typed in words."""
    return [e for e in entries if not e.startswith(SLASH)]


@cache
def command_names() -> Mapping[str, str]:
    """Return name key → command for every command's names after a slash in every shipped locale (``intent-defend
    = /obrona`` gives ``obrona``), and each such command's own name."""
    found: dict[str, str] = {}
    for locale in LOCALES:
        for command, entries in prefixed(locale, COMMANDS).items():
            names = slash_names(entries)
            for key in keys([command, *names] if names else []):
                found.setdefault(key, command)
    return found


def command_named(text: str) -> str | None:
    """Return the command a name typed after a slash names in any shipped locale ('inicjatywa' → 'init'), or None."""
    return command_names().get(name_keys.key(text))


def meaning(prefix: str, text: str) -> str | None:
    """Return what a typed word means among the lists ``<prefix><meaning>`` of every shipped locale, or None."""
    return meanings(prefix).get(name_keys.key(text))


def option(options: Mapping[str, str], name: str) -> str | None:
    """Return the value of an option typed under its id or under any locale's word for it (``powód=``, ``причина=``)."""
    if name in options:
        return options[name]
    return next((value for key, value in options.items() if means(f"{OPTIONS}{name}", key)), None)


def kept_option(key: str, value: str) -> tuple[str, str]:
    """Return an option as a game keeps it: its id (``powód`` → ``reason``), and its value's meaning where the
    option has a list of values (``klub`` → ``club``) or the value is a yes or a no; anything else as typed."""
    option = meaning(OPTIONS, key) or meaning(SPELL_POINT_OPTIONS, key) or key
    prefix = OPTION_VALUES.get(option)
    found = meaning(prefix, value) if prefix else None
    if found is None and (means(YES, value) or means(NO, value)):
        found = "yes" if means(YES, value) else "no"
    return option, found or value


def option_id(text: str, ids: Iterable[K]) -> K | None:
    """Return which of some options a typed key names, by its id or any locale's word for it; None for none."""
    key = name_keys.key(text)
    return next((i for i in ids if key == name_keys.key(i) or key in any_locale(f"{OPTIONS}{i}")), None)


def among(prefix: str, ids: Iterable[K]) -> dict[str, K]:
    """Return word key → id for the given ids and the words of their lists ``<prefix><id>`` in every locale.

    Each id is a word for itself; a list whose meaning is not among the ids is left out. Callers keep the
    result (it is built anew on each call), e.g. in a cached function of their own.
    """
    by_id: dict[str, K] = {i: i for i in ids}
    index = {name_keys.key(i): i for i in by_id.values()}
    index.update({key: by_id[m] for key, m in meanings(prefix).items() if m in by_id})
    return index


@cache
def named(message: str) -> Mapping[str, str]:
    """Return the id each locale's name of it means, by key, from a selector message of core.ftl and each id itself.

    E.g. ``locale-name`` gives ``{"cestina": "cs", "polski": "pl", "русскии": "ru", ...}``: a variant's text, and
    its words before a parenthesis.
    """
    found: dict[str, str] = {}
    for locale in LOCALES:
        for variant in _variants(locale, message):
            text = "".join(el.value for el in variant.value.elements if isinstance(el, ast.TextElement))
            for said in (text, text.split("(")[0]):
                found.setdefault(name_keys.key(said), _key_of(variant))
    return {**found, **{key: key for key in set(found.values())}}


def _key_of(variant: ast.Variant) -> str:
    return variant.key.name if isinstance(variant.key, ast.Identifier) else str(variant.key.value)


def _variants(locale: str, message: str) -> list[ast.Variant]:
    item = resources.files("locales").joinpath(locale).joinpath("core.ftl")
    body = FluentParser().parse(item.read_text(encoding="utf-8")).body if item.is_file() else []
    found = next((e for e in body if isinstance(e, ast.Message) and e.id.name == message), None)
    selects = [] if found is None or found.value is None else found.value.elements
    return [
        v
        for el in selects
        if isinstance(el, ast.Placeable) and isinstance(el.expression, ast.SelectExpression)
        for v in el.expression.variants
        if isinstance(v.key, ast.Identifier) and not v.default
    ]
