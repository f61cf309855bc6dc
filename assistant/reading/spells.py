"""Spell names in every locale: how a typed or spoken name is found in a ruleset's catalogue.

Display names are the messages ``spell-<id>`` of locales/<loc>/spells.ftl; the other
forms people type (cases, old translations, English) are ``spell-<id>-aliases``,
comma-separated. Any name in any locale finds the spell: exactly (case and diacritics
aside), then with its words' endings inflected ('Drętwotę', 'magickou střelu': the
endings are each locale's ``intent-endings`` in intents.ftl), then with a few typos
(never in the first letter, bar a swap of the first two), and only when the best
spell beats every other by a margin.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from importlib import resources
from importlib.abc import Traversable

from assistant.errors import NotFound
from assistant.language import words
from assistant.language.translator import LOCALES
from assistant.reading import name_keys
from assistant.reading.name_keys import distance, inflects, same_start, typos_allowed
from assistant.state.bounded import Memo

_PREFIX = "spell-"
_ALIASES = "-aliases"
#: The message of locales/<loc>/intents.ftl listing the case endings words of that language take.
ENDINGS_MESSAGE = "intent-endings"
#: The file of each locale whose terms give spell names in their cases (-spell-<id> with .acc, .gen, …).
CASES_FILE = "spell-cases.ftl"
#: Attributes of those terms that are no form of the name.
_NOT_FORMS = frozenset({"gender", "number"})
#: How many first letters index the names an inflected form may come from.
_START = 2
#: How many answers of closest() are remembered.
_CACHE = 4096


class Lexicon:
    """Every spell's names, by spell id, as lookup keys."""

    def __init__(self, root: Traversable | None = None) -> None:
        self._root = root or resources.files("locales")
        self.names: dict[str, set[str]] = {}
        self.endings: frozenset[str] = frozenset({""})
        for locale in LOCALES:
            self._read(locale)
            self.endings |= self._endings(locale)
        self._by_length: dict[int, list[tuple[str, str]]] = {}
        self._by_start: dict[str, list[tuple[str, str]]] = {}
        self._owners: dict[str, set[str]] = {}
        for spell_id, keys in self.names.items():
            for k in keys:
                self._owners.setdefault(k, set()).add(spell_id)
                self._by_length.setdefault(len(k), []).append((k, spell_id))
                self._by_start.setdefault(k[:_START], []).append((k, spell_id))
        self._closest: Memo[tuple[str, tuple[str, ...]], tuple[int, str] | None] = Memo(_CACHE)
        self._splits: Memo[tuple[tuple[str, ...], tuple[str, ...], bool], tuple[str | None, list[str]]] = Memo(_CACHE)

    def _endings(self, locale: str) -> frozenset[str]:
        return frozenset(name_keys.key(e) for e in words.word_list(locale, ENDINGS_MESSAGE, self._root))

    def _read(self, locale: str) -> None:
        for ident, written in words.prefixed(locale, _PREFIX, self._root).items():
            self._add(ident, written)
        for spell_id, forms in words.terms(locale, CASES_FILE, _PREFIX, self._root).items():
            self._add(spell_id, [form for case, form in forms.items() if case not in _NOT_FORMS])  # typed too

    def _add(self, ident: str, written: Iterable[str]) -> None:
        spell_id = ident.removesuffix(_ALIASES)
        found = self.names.setdefault(spell_id, {name_keys.key(spell_id)})
        found.update(name_keys.key(w) for w in written if name_keys.key(w))

    def keys_of(self, spell_id: str) -> set[str]:
        """Return every lookup key of a spell (its id alone when no locale names it)."""
        found = self.names.get(spell_id)
        return found if found is not None else {name_keys.key(spell_id)}

    def lookup(self, text: str, among: Iterable[str]) -> str | None:
        """Return the id of the spell among ``among`` that ``text`` names exactly, else None."""
        wanted = name_keys.key(text)
        owners: set[str] | frozenset[str] = self._owners.get(wanted, frozenset())
        return next((sid for sid in among if sid in owners or self._unnamed_is(sid, wanted)), None)

    def _unnamed_is(self, spell_id: str, wanted: str) -> bool:
        return spell_id not in self.names and wanted in self.keys_of(spell_id)

    def named_exactly(self, text: str) -> bool:
        """Say whether ``text`` is exactly a name of some known spell, in any catalogue."""
        return name_keys.key(text) in self._owners

    def match(self, text: str, among: Iterable[str]) -> str | None:
        """Return the spell among ``among`` that ``text`` names: exactly, inflected, or with a few typos."""
        found = self.closest(text, list(among))
        return found[1] if found else None

    def closest(self, text: str, among: list[str]) -> tuple[int, str] | None:
        """Return (typos, spell id) of the spell ``text`` names best, or None when none wins by a margin."""
        return self._closest.get((name_keys.key(text), tuple(among)), lambda: self._find_closest(text, among))

    def _find_closest(self, text: str, among: list[str]) -> tuple[int, str] | None:
        exact = self.lookup(text, among)
        if exact is not None or self.named_exactly(text):
            return (0, exact) if exact else None
        wanted = name_keys.key(text)
        inflected = self._inflected(wanted, among)
        return (0, inflected) if inflected else self._typo(wanted, among)

    def _inflected(self, wanted: str, among: list[str]) -> str | None:
        owners = {sid for k, sid in self._by_start.get(wanted[:_START], []) if inflects(wanted, k, self.endings)}
        owners |= {sid for sid in self._unnamed(among) if self.inflected_from(wanted, sid)}
        return owners.pop() if len(owners) == 1 and owners <= set(among) else None

    def _unnamed(self, among: list[str]) -> list[str]:
        return [sid for sid in among if sid not in self.names]

    def inflected_from(self, wanted: str, spell_id: str) -> bool:
        """Say whether a typed key is one of a spell's names with its words' endings changed."""
        return any(inflects(wanted, k, self.endings) for k in self.keys_of(spell_id))

    def _typo(self, wanted: str, among: list[str]) -> tuple[int, str] | None:
        limit = typos_allowed(len(wanted))
        near: dict[str, int] = {}
        for k, sid in self._near_in_length(wanted, limit, among):
            near[sid] = min(near.get(sid, limit + 1), distance(wanted, k, limit))
        scores = sorted((d, sid) for sid, d in near.items() if d <= limit)
        if not scores:
            return None
        (best, found), runner_up = scores[0], scores[1][0] if len(scores) > 1 else limit + 1
        return (best, found) if best < runner_up and found in among else None

    def _near_in_length(self, wanted: str, limit: int, among: list[str]) -> list[tuple[str, str]]:
        lengths = range(len(wanted) - limit, len(wanted) + limit + 1) if limit else ()
        near = [pair for n in lengths for pair in self._by_length.get(n, []) if same_start(wanted, pair[0])]
        return near + [(name_keys.key(sid), sid) for sid in self._unnamed(among)]

    def find(self, text: str, among: Iterable[str], fuzzy: bool = True) -> str:
        """Return the spell id ``text`` names, or refuse naming the unknown spell."""
        found = self.match(text, among) if fuzzy else self.lookup(text, among)
        if found is None:
            raise NotFound("refusal-unknown-spell", rule="spells", spell_text=text)
        return found

    def split(self, words: Sequence[str], among: Iterable[str], fuzzy: bool = True) -> tuple[str | None, list[str]]:
        """Find the longest leading run naming a spell exactly, else the closest; return its id and the rest."""
        told, candidates = tuple(words), tuple(among)
        spell_id, rest = self._splits.get((told, candidates, fuzzy), lambda: self._split(told, list(candidates), fuzzy))
        return spell_id, list(rest)

    def _split(self, words: Sequence[str], candidates: list[str], fuzzy: bool) -> tuple[str | None, list[str]]:
        for n in range(len(words), 0, -1):
            found = self.lookup(" ".join(words[:n]), candidates)
            if found:
                return found, list(words[n:])
        close = [(*hit, -n) for n in range(1, len(words) + 1) if fuzzy and (hit := self._near(words[:n], candidates))]
        if not close:
            return None, list(words)
        _, spell_id, longest_first = min(close, key=lambda c: (c[0], c[2]))
        return spell_id, list(words[-longest_first:])

    def _near(self, words: Sequence[str], among: list[str]) -> tuple[int, str] | None:
        return self.closest(" ".join(words), among)


@cache
def default_lexicon() -> Lexicon:
    """Return the lexicon of the shipped locales, loaded once."""
    return Lexicon()
