"""Spell names in every locale: how a typed or spoken name is found in a ruleset's catalogue.

Display names are the messages ``spell-<id>`` of locales/<loc>/spells.ftl; the other
forms people type (cases, old translations, English) are ``spell-<id>-aliases``,
comma-separated. Any name in any locale finds the spell.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from importlib import resources
from importlib.abc import Traversable

from fluent.syntax import FluentParser, ast

from assistant import names
from assistant.errors import NotFound
from assistant.i18n import LOCALES

_PREFIX = "spell-"
_ALIASES = "-aliases"


def _text_of(message: ast.Message) -> str:
    if message.value is None:
        return ""
    return "".join(el.value for el in message.value.elements if isinstance(el, ast.TextElement))


class Lexicon:
    """Every spell's names, by spell id, as lookup keys."""

    def __init__(self, root: Traversable | None = None) -> None:
        self._root = root or resources.files("locales")
        self.names: dict[str, set[str]] = {}
        for locale in LOCALES:
            self._read(locale)

    def _read(self, locale: str) -> None:
        item = self._root.joinpath(locale).joinpath("spells.ftl")
        if not item.is_file():
            return
        for entry in FluentParser().parse(item.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.id.name.startswith(_PREFIX):
                self._add(entry.id.name[len(_PREFIX) :], _text_of(entry))

    def _add(self, ident: str, text: str) -> None:
        spell_id = ident.removesuffix(_ALIASES)
        found = self.names.setdefault(spell_id, {names.key(spell_id)})
        found.update(names.key(part) for part in text.split(",") if part.strip())

    def lookup(self, text: str, among: Iterable[str]) -> str | None:
        """Return the id of the spell among ``among`` that ``text`` names exactly, else None."""
        wanted = names.key(text)
        return next((sid for sid in among if wanted in self.names.get(sid, {names.key(sid)})), None)

    def find(self, text: str, among: Iterable[str]) -> str:
        """Return the spell id ``text`` names, or refuse naming the unknown spell."""
        found = self.lookup(text, among)
        if found is None:
            raise NotFound("refusal-unknown-spell", rule="spells", spell_text=text)
        return found

    def split(self, words: Sequence[str], among: Iterable[str]) -> tuple[str | None, list[str]]:
        """Find the longest run of leading words naming a spell; return its id and the words left."""
        candidates = list(among)
        for n in range(len(words), 0, -1):
            found = self.lookup(" ".join(words[:n]), candidates)
            if found:
                return found, list(words[n:])
        return None, list(words)


@cache
def default_lexicon() -> Lexicon:
    """Return the lexicon of the shipped locales, loaded once."""
    return Lexicon()
