"""The words people use, read from locales/: one loader for every word list of every locale.

A word list is a Fluent message of plain text whose entries are separated by commas, e.g.
``intent-versus = kontra, vs, przeciw``. The files that hold word lists (``WORD_FILES``) are read once per
locales root; the reader (intents, spells, voice phrases) and the rulesets (option words, field names) take
their lists from here, so no command word lives in code or rule tables.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

from fluent.syntax import FluentParser, ast

from assistant import names
from assistant.langs import LOCALES

#: The files of a locale that hold words people type or say (the others hold replies).
WORD_FILES = ("intents.ftl", "spells.ftl", "voice.ftl", "words.ftl", "sheet.ftl")

Root = Traversable | Path


def _text_of(message: ast.Message) -> str:
    if message.value is None:
        return ""
    return "".join(el.value for el in message.value.elements if isinstance(el, ast.TextElement))


def _read(item: Traversable | Path) -> dict[str, str]:
    if not item.is_file():
        return {}
    body = FluentParser().parse(item.read_text(encoding="utf-8")).body
    return {e.id.name: _text_of(e) for e in body if isinstance(e, ast.Message)}


@cache
def _messages(root: str | None, locale: str, filename: str) -> Mapping[str, str]:
    base: Root = Path(root) if root is not None else resources.files("locales")
    return _read(base.joinpath(locale).joinpath(filename))


def messages(locale: str, filename: str, root: Root | None = None) -> Mapping[str, str]:
    """Return the plain text of every message of one word file of a locale (read once; empty if absent)."""
    return _messages(None if root is None else str(root), locale, filename)


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
    return frozenset(names.key(w) for w in words if names.key(w))


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
            found.setdefault(names.key(meaning), meaning)
            for key in keys(words):
                found.setdefault(key, meaning)
    return found
