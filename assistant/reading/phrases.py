"""Natural phrasing to commands: 'ile mam PZ?', 'je lance Stupéfix sur Drago' → the Command a slash would make.

The words are data: each locale's ``locales/<loc>/intents.ftl`` lists, per intent, the key phrases that
ask for it (``intent-<name>``, the one list the slash and voice readers draw from too: its names after a slash,
written ``/obrona``, are not read here), the other words it may carry (``intent-<name>-fill``), and shared lists:
fillers, prepositions before a target, words between duel sides, reason markers, pool nouns, the speaker's own
pronouns, numerals and case endings. A phrase's words must come in order (other words may sit between);
``word*`` matches any ending; ``~verb`` any form of that verb but the past (by the locale's morphology: ``~насылать``
is 'насылаю', 'насылает', 'насылайте'); ``@list`` matches any entry of ``intent-list``. A message is a command only when
every word in it is accounted for (a key word, a spell, a character, a number, a filler): banter never triggers an
action. A chat line may add a comment to a command in a clause of its own ('Silencio na Olę, bo za dużo gada'):
when the whole line is no command, one clause that is, beside clauses naming nobody and nothing, is read alone.

Reading is done for one speaker in one game (``Scene``): names are found in every case form of the reading
locale, a name the speaker may not act for is never taken as the one acting, and an intent becomes the command
the game's ruleset has for it ('Protego!' defends where an attack awaits the speaker and /defend exists). The
intents, and how each builds its command, are ``assistant.reading.intents``'s, shared with the voice reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cache, cached_property, lru_cache
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

from assistant.language import morph, words
from assistant.language.translator import LOCALES
from assistant.reading import name_keys, roster_names
from assistant.reading.intents import INTENTS, TYPED, Found, Intent, NameHit
from assistant.reading.name_keys import distance
from assistant.reading.numbers import read_whole
from assistant.reading.roster_names import Hit, Person
from assistant.reading.scene import Scene, scene_of, shield_words
from assistant.reading.slash import MAX_LINE
from assistant.reading.spells import default_lexicon
from models import Actor, Command, GameState

_PREFIX = "intent-"
#: The intents natural phrasing never reads ('stop' typed in a chat is talk): their lists stay out of a vocabulary.
_UNTYPED = frozenset(i.name for i in INTENTS if not i.typed)
_FILL = "-fill"
#: The reader's list of the words for a hit, as /odds takes them (word-feniks-hit): 'szanse na trafienie'.
_HIT = "hit"
#: Lists shared with the slash commands, read from words.ftl too: before a target, between sides, 'and', 'I',
#: everyone at once.
_SHARED = ("to", "versus", "and", "me", "everyone")
#: The shared lists the reader reads by name (every locale has them; a locale may add lists of its own for @).
SHARED_LISTS = (
    *_SHARED,
    "fill",
    "reason",
    "pool-nouns",
    "night",
    "hour",
    "extra",
    "extra-lead",
    "past",
    "endings",
    "numbers",
    "struck",
    "after",
)
#: Dice as people type them: 2d6, k20, 3к6+1, 4d6kh3.
_DICE = r"(?<!\w)\d*[dkкд]\d+(?:k[hl]\d+)?(?:[+\-]\d+)*(?!\w)"
#: A number, signed or glued to its unit: 8h, 2hod, 3ч, +3, -2, a plus typed apart ('MM na vrrka + 2 body').
_NUMBER = r"(?<![\w+\-])(?:\+ |[+\-])?\d+(?=[^\W\d]+\b|[^\w]|$)"
_TOKEN = re.compile(
    rf"(?P<dice>{_DICE})|(?P<num>{_NUMBER})|(?P<word>\w+(?:['’]\w+)*\+?|→|->)|(?P<mark>[?:%])"
    r"|(?P<brk>!+1[!1]*(?!\w)|[,.;!…—–]+|(?<=\s)-(?=\s))",
    re.IGNORECASE,
)
#: A role-play aside: words between asterisks or in parentheses.
_ASIDE = re.compile(r"\*[^*]+\*|\([^()]*\)")
_DIE_LETTER = re.compile(r"(?:^|(?<=[\d+\-]))[kкд](?=\d)", re.IGNORECASE)
#: An elided article or pronoun before an apostrophe ("j'esquive", "l'initiative") is a word of its own.
_ELISION = 2
#: Letters held for emphasis ('protegooo', 'unikkk'): three or more of one letter are one.
_STRETCHED = re.compile(r"(\w)\1{2,}")
#: What a line with no key word may hold besides its slots: common fillers; a cast, the opponent said as such
#: ('ступефай в противника': the ruleset aims it); a grant, the points' name ('Hermioně 3 body').
_KEYLESS_FILL = {"cast": ("fill", "foe"), "gain": ("fill", "gain-fill")}
#: The faces of a die said in words ('un dé', 'kostka').
_DIE_SIDES = 6
#: The dice a locale may name by their faces ('dvacetistěnka', 'двадцатигранник'): the lists intent-die-N.
_NAMED_DICE = (4, 6, 8, 10, 12, 20, 100)
#: The most words a spell name spans.
_SPELL_WORDS = 5
#: A key word this long or longer may carry one typo.
_KEY_TYPO_FROM = 6
#: How many typed keys a vocabulary keeps the phrases they may begin (a chat's words; emptied when full).
_HEADS_KEPT = 4096
#: The most words a target off the roster spans ('na skřeta', 'do velkého trolla').
_TARGET_WORDS = 3
#: The word a target off the roster said with no word before it is given to the ruleset with.
_TO_AS_SAID = "at"
#: What marks a term as a verb in any form but the past (its dictionary form follows: ~насылать).
_VERB = "~"

Phrase = tuple[str, ...]


@dataclass(frozen=True)
class Token:
    """One word, number, dice expression, question mark or clause break of a message, with where it stands."""

    raw: str
    key: str
    kind: str  #: 'word', 'num', 'dice', 'mark' or 'break'
    start: int
    end: int
    colon: bool = False


@dataclass(frozen=True)
class Vocabulary:
    """One locale's words for commands, read from its intents.ftl."""

    locale: str
    lists: Mapping[str, tuple[Phrase, ...]]
    numbers: Mapping[str, int]
    endings: frozenset[str]
    past: tuple[str, ...] = ()  #: endings of the past tense: a story, never a command word by wildcard or typo
    #: For a typed key (as written, or with a typo forgiven): the phrases of each list whose plain first term it may
    #: be; made once per key, as the same words come back line after line (bounded: emptied when full).
    _heads: dict[tuple[str, bool], Mapping[str, tuple[Phrase, ...]]] = field(
        default_factory=dict, compare=False, repr=False
    )

    def phrases(self, name: str) -> tuple[Phrase, ...]:
        """Return the phrases of a list (an intent's key phrases, its fill, or a shared list)."""
        return self.lists.get(name, ())

    def has(self, name: str) -> bool:
        """Say whether the locale defines a list."""
        return name in self.lists

    @cached_property
    def _starts(self) -> dict[str, _Starts]:
        return {name: _Starts.of(phrases) for name, phrases in self.lists.items()}

    @cached_property
    def _terms(self) -> tuple[frozenset[str], tuple[str, ...], frozenset[tuple[str, int]]]:
        terms = {t for phrases in self.lists.values() for p in phrases for t in p if not t.startswith(("@", _VERB))}
        plain = frozenset(t for t in terms if not t.endswith("*"))
        stems = tuple(sorted({t[:-1] for t in terms if t.endswith("*")}))
        typo = frozenset((t[:1], len(t)) for t in plain if len(t) >= _KEY_TYPO_FROM)
        return plain, stems, typo

    @cached_property
    def verbs(self) -> frozenset[str]:
        """Return the verbs the lists name by their dictionary form (~насылать), any form of which is a term."""
        return frozenset(t[1:] for phrases in self.lists.values() for p in phrases for t in p if t.startswith(_VERB))

    def is_verb(self, term: str, raw: str) -> bool:
        """Say whether a typed word is a form, but the past, of a verb term (~насылать: 'насылаю', 'нашлёт')."""
        return term[1:] in self.verbs_of(raw)

    def verbs_of(self, raw: str) -> frozenset[str]:
        """Return the verbs of the lists a typed word is a form of (not in the past tense)."""
        if not self.verbs:
            return frozenset()
        said = morph.verbs(_STRETCHED.sub(r"\1", raw), self.locale)
        return frozenset(name_keys.key(v) for v in said) & self.verbs

    def may_say(self, key: str, raw: str = "") -> bool:
        """Say whether a word may be one of the locale's words: a term, a wildcard's stem's, a typo of a term, or
        (typed as ``raw``) a form of a verb term."""
        plain, stems, typo = self._terms
        if key in plain or key in self.numbers or any(key.startswith(stem) for stem in stems):
            return True
        if any((key[:1], n) in typo for n in (len(key) - 1, len(key), len(key) + 1)):
            return True
        return bool(raw) and bool(self.verbs_of(raw))

    def candidates(self, name: str, keys: frozenset[str]) -> tuple[Phrase, ...]:
        """Return the phrases of a list whose first word may be among typed keys, the longest first."""
        starts = self._starts.get(name)
        if starts is None:
            return ()
        found = {p for k in keys for p in self._headed(k, True).get(name, ())}
        return tuple(sorted(found.union(starts.others), key=starts.rank.__getitem__))

    def opening(self, name: str, key: str, typos: bool = False) -> tuple[Phrase, ...]:
        """Return the phrases of a list whose first term may be a typed key (as written, or with a typo)."""
        starts = self._starts.get(name)
        if starts is None:
            return ()
        return self._headed(key, typos).get(name, ()) + starts.others

    def _headed(self, key: str, typos: bool) -> Mapping[str, tuple[Phrase, ...]]:
        heads = self._heads.get((key, typos))
        if heads is None:
            if len(self._heads) >= _HEADS_KEPT:
                self._heads.clear()
            heads = {name: found for name, starts in self._starts.items() if (found := starts.heads(key, typos))}
            self._heads[key, typos] = heads
        return heads


@dataclass(frozen=True)
class _Starts:
    """A list's phrases indexed by how their first term matches: as a word, a wildcard's stem, or neither."""

    ordered: tuple[Phrase, ...]  #: every phrase, the longest first (as key phrases are tried)
    words: Mapping[str, tuple[Phrase, ...]]  #: a plain first word (also one a typo may miss: len ≥ _KEY_TYPO_FROM)
    stems: Mapping[str, tuple[Phrase, ...]]  #: a wildcard's stem
    typo: Mapping[tuple[str, int], tuple[Phrase, ...]]  #: plain first words long enough for a typo, by letter, length
    others: tuple[Phrase, ...]  #: a first term that is a @list or a verb (~насылать)
    stem_lengths: tuple[int, ...]  #: the lengths of the wildcards' stems, the shortest first
    rank: Mapping[Phrase, int]  #: where a phrase stands in ``ordered``

    @classmethod
    def of(cls, phrases: tuple[Phrase, ...]) -> _Starts:
        words: dict[str, list[Phrase]] = {}
        stems: dict[str, list[Phrase]] = {}
        typo: dict[tuple[str, int], list[Phrase]] = {}
        for phrase in phrases:
            head = phrase[0]
            if head.startswith(_VERB):
                continue  # tried at every word, as a @list is: any form of the verb may open it
            if not head.startswith("@"):
                (stems if head.endswith("*") else words).setdefault(head.removesuffix("*"), []).append(phrase)
            if not head.startswith("@") and not head.endswith("*") and len(head) >= _KEY_TYPO_FROM:
                typo.setdefault((head[:1], len(head)), []).append(phrase)
        ordered = tuple(sorted(phrases, key=len, reverse=True))
        return cls(
            ordered=ordered,
            words=_tuples(words),
            stems=_tuples(stems),
            typo=_tuples(typo),
            others=tuple(p for p in phrases if p[0].startswith(("@", _VERB))),
            stem_lengths=tuple(sorted({len(k) for k in stems})),
            rank={p: i for i, p in reversed(list(enumerate(ordered)))},
        )

    def heads(self, key: str, typos: bool) -> tuple[Phrase, ...]:
        """Return the phrases whose plain first term may be the key: the word or a wildcard's stem, or with
        ``typos`` a word the key may miss by a typo (not those that begin with a @list)."""
        found = self.words.get(key, ())
        found += tuple(p for n in self.stem_lengths if n <= len(key) for p in self.stems.get(key[:n], ()))
        if typos:
            found += tuple(p for n in (len(key) - 1, len(key), len(key) + 1) for p in self.typo.get((key[:1], n), ()))
        return found


def _tuples(lists: dict[Any, list[Phrase]]) -> dict[Any, tuple[Phrase, ...]]:
    return {k: tuple(v) for k, v in lists.items()}


# ---------------------------------------------------------------- vocabulary


def _terms(word: str) -> list[str]:
    """Return the terms a written word stands for, split as the tokenizer splits ('c'est' → c, est)."""
    if word.startswith("@"):
        return [word]
    if word.startswith(_VERB):
        return [_VERB + name_keys.key(word.removeprefix(_VERB))]
    star = "*" if word.endswith("*") else ""
    parts = [t.key for t in tokenize(word.removesuffix("*")) if t.kind != "break"]
    return [*parts[:-1], parts[-1] + star] if parts else []


def _phrases(entries: Iterable[str]) -> tuple[Phrase, ...]:
    found = (tuple(t for w in entry.split() for t in _terms(w)) for entry in entries)
    return tuple(p for p in found if p)


def _numbers(entries: Iterable[str]) -> dict[str, int]:
    return {name_keys.key(form): value for value, entry in enumerate(entries) for form in entry.split("|")}


def read_vocabulary(locale: str, root: Traversable | Path | None = None) -> Vocabulary:
    """Read a locale's intents.ftl into a vocabulary (empty when the locale has none): the phrasing of its lists, not
    a command's names after a slash, nor the words of an intent said only."""
    lists = {k: words.phrasing(v) for k, v in words.prefixed(locale, _PREFIX, root).items() if k not in _UNTYPED}
    for shared in _SHARED:  # the words.ftl lists every ruleset's slash commands read too
        lists[shared] = [*lists.get(shared, []), *words.word_list(locale, f"word-{shared}", root)]
    lists[_HIT] = words.word_list(locale, "word-feniks-hit", root)  # /odds hit, asked in words: 'szanse na trafienie'
    endings = frozenset({"", *(name_keys.key(e) for e in lists.pop("endings", []))})
    numbers = _numbers(lists.pop("numbers", []))
    past = tuple(sorted({name_keys.key(e) for e in lists.pop("past", [])}, key=len, reverse=True))
    return Vocabulary(locale, {k: _phrases(v) for k, v in lists.items()}, numbers, endings, past)


@cache
def vocabulary(locale: str) -> Vocabulary:
    """Return a shipped locale's vocabulary, read once."""
    return read_vocabulary(locale)


# ---------------------------------------------------------------- tokens


def tokenize(text: str) -> list[Token]:
    """Split a message into words, numbers, dice, question marks and clause breaks; a colon marks the word before it.

    Emoji and other symbols are dropped: they say nothing a command needs.
    """
    tokens: list[Token] = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup or "word"
        if kind == "mark" and match.group() == ":":
            if tokens:
                tokens[-1] = replace(tokens[-1], colon=True)
            continue
        kind = "break" if kind == "brk" else kind
        tokens.extend(_split_elision(match.group(), kind, match.start()))
    return tokens


@lru_cache(maxsize=1024)
def _tokens(text: str) -> tuple[Token, ...]:
    return tuple(tokenize(text))


def _split_elision(raw: str, kind: str, start: int) -> list[Token]:
    parts = re.split(r"['’]", raw, maxsplit=1)
    if kind == "word" and len(parts) == 2 and len(parts[0]) <= _ELISION:
        head, tail = parts
        return [_token(head, kind, start), _token(tail, kind, start + len(head) + 1)]
    if kind == "word" and raw.isdigit():
        kind = "num"
    return [_token(raw, kind, start)]


def _token(raw: str, kind: str, start: int) -> Token:
    written = "".join(raw.split()) if kind == "num" else raw  # '+ 2' is +2
    key = raw if kind in ("mark", "break") else _STRETCHED.sub(r"\1", name_keys.key(written).replace("'", ""))
    return Token(raw=raw, key=key, kind=kind, start=start, end=start + len(raw))


def dice_text(raw: str) -> str:
    """Return a typed dice expression in d notation: 'k20' → '1d20', '2к6+1' → '2d6+1'."""
    text = _DIE_LETTER.sub("d", raw.lower())
    return "1" + text if text.startswith("d") else text


# ---------------------------------------------------------------- reading one message


@dataclass
class Reading:
    """One message being read against one locale's vocabulary; ``used`` marks the accounted tokens."""

    text: str
    tokens: list[Token]
    vocab: Vocabulary
    scene: Scene
    used: set[int] = field(default_factory=set)
    intent: str = ""  #: the intent being read

    @cached_property
    def keys(self) -> frozenset[str]:
        """Return the keys of the words (what a phrase's first term may match)."""
        return frozenset(t.key for t in self.tokens if t.kind == "word")

    def free(self, i: int) -> bool:
        """Say whether token i is not yet accounted for."""
        return 0 <= i < len(self.tokens) and i not in self.used

    def term_length(self, term: str, i: int, anywhere: bool = False, typos: bool = False) -> int:
        """Return how many tokens from i a phrase term covers (0: none); ``anywhere`` looks at used tokens too,
        ``typos`` forgives a typo (in a key phrase only: fillers are matched as written)."""
        if term.startswith("@"):
            phrases = self.opening(term[1:], i, typos)
            return max((self.phrase_length(p, i, anywhere, typos) for p in phrases), default=0)
        usable = self.free(i) or (anywhere and 0 <= i < len(self.tokens))
        if term.startswith(_VERB):
            return 1 if usable and self.tokens[i].kind == "word" and self.vocab.is_verb(term, self.tokens[i].raw) else 0
        return 1 if usable and self.tokens[i].kind != "break" and self.matches(term, self.tokens[i].key, typos) else 0

    def opening(self, name: str, i: int, typos: bool = False) -> tuple[Phrase, ...]:
        """Return the phrases of a list that may start at token i (every one where a typo is forgiven)."""
        if not 0 <= i < len(self.tokens):
            return ()
        return self.vocab.opening(name, self.tokens[i].key, typos)

    def matches(self, term: str, key: str, typos: bool = False) -> bool:
        """Say whether a typed key is a phrase's term: a wildcard's stem with any ending, or the word, or its typo.

        A wildcard or a typo never makes a past tense a command word ('rzucił' for 'rzuc*'), and a typo never
        takes a word of a spell's name ('vyléčí' is no 'vyléč' key word where Vyléč lehká zranění is a spell).
        """
        how = _term_match(term, key, self.vocab.past)
        return how == _EXACT or (typos and how == _TYPO and key not in self.scene.spell_words)

    def phrase_length(self, phrase: Phrase, i: int, anywhere: bool = False, typos: bool = False) -> int:
        """Return how many tokens from i a phrase covers word after word, or 0."""
        n = 0
        for term in phrase:
            k = self.term_length(term, i + n, anywhere, typos)
            if not k:
                return 0
            n += k
        return n

    def find(self, phrase: Phrase, start: int = 0) -> list[int] | None:
        """Find a key phrase's terms in order (other words may sit between, a long word may carry a typo);
        return the tokens it covers."""
        if not phrase:
            return []
        for i in range(start, len(self.tokens)):
            k = self.term_length(phrase[0], i, typos=True)
            rest = self.find(phrase[1:], i + k) if k else None
            if rest is not None:
                return [*range(i, i + k), *rest]
        return None

    def take_list(self, name: str, anywhere: bool = False) -> list[int]:
        """Mark every run of tokens (free ones, or any) that is an entry of a list; return where they start."""
        return self.take_lists((name,), anywhere)

    def take_lists(self, lists: tuple[str, ...], anywhere: bool = False) -> list[int]:
        """Mark every run of tokens that is an entry of one of several lists, the longest entry first at each token."""
        starts: list[int] = []
        for i in range(len(self.tokens)):
            phrases = [p for name in lists for p in self.opening(name, i)]
            k = max((self.phrase_length(p, i, anywhere) for p in phrases), default=0)
            if k:
                self.used.update(range(i, i + k))
                starts.append(i)
        return starts

    def is_in(self, name: str, i: int) -> bool:
        """Say whether token i starts an entry of a list (used or not)."""
        return self.length_at(name, i, anywhere=True) > 0

    def length_at(self, name: str, i: int, anywhere: bool = False) -> int:
        """Return how many free tokens (``anywhere``: used or not) the longest entry of a list starting at token i
        spans (0: none)."""
        return max((self.phrase_length(p, i, anywhere) for p in self.opening(name, i)), default=0)


#: How a typed key matches a term: not at all, as the word or a wildcard's stem, or with a typo.
_NO, _EXACT, _TYPO = 0, 1, 2


@lru_cache(maxsize=1 << 17)
def _term_match(term: str, key: str, past: tuple[str, ...]) -> int:
    if key == term:
        return _EXACT
    if term.endswith("*"):
        return _EXACT if key.startswith(term[:-1]) and not _past(key, term, past) else _NO
    if len(term) < _KEY_TYPO_FROM or key[:1] != term[:1] or abs(len(key) - len(term)) > 1:
        return _NO
    if key.startswith(term) or term.startswith(key):
        return _NO  # a letter more or less at the end is another form of the word ('барьеру'), not a typo
    return _TYPO if distance(key, term, 1) <= 1 and not _past(key, term, past) else _NO


def _past(key: str, term: str, past: tuple[str, ...]) -> bool:
    """Say whether what a typed word adds to a term is a past-tense ending ('rzuc*' + 'ił')."""
    stem = term.removesuffix("*")
    same = next((i for i, (a, b) in enumerate(zip(key, stem, strict=False)) if a != b), min(len(key), len(stem)))
    added = key[same:]
    return any(added.endswith(e) and not stem.endswith(e) for e in past)


# ---------------------------------------------------------------- slots


def _take_key(reading: Reading, intent: Intent) -> tuple[int, ...] | None:
    """Take an intent's key phrase; return the tokens it covers (a past tense's auxiliary before it: none)."""
    for phrase in reading.vocab.candidates(intent.name, reading.keys):
        covered = reading.find(phrase)
        if covered is not None and (intent.query or not _after_aux(reading, covered[0])):
            reading.used.update(covered)
            return tuple(covered)
    signed = [i for i, t in enumerate(reading.tokens) if intent.sign and t.kind == "num" and t.raw[:1] == intent.sign]
    if signed:
        return (signed[0],)  # '+2': the number is the key and the amount both
    return () if intent.keyless else None


def _after_aux(reading: Reading, i: int) -> bool:
    """Say whether a key word follows a past tense's auxiliary, right before it or one word before ('a tout bloqué')."""
    between = i >= 2 and reading.tokens[i - 1].kind == "word"
    return reading.is_in("aux", i - 1) or (between and reading.is_in("aux", i - 2))


def _take_names(reading: Reading, found: Found, worst: int = roster_names.TYPO) -> None:
    i = 0
    while i < len(reading.tokens):
        hit = _name_at(reading, i, worst) or _pronoun_at(reading, i)
        if hit is None:
            i += 1
            continue
        reading.used.update(range(hit.index, hit.index + hit.length))
        if not (hit.pronoun and any(h.pronoun for h in found.names)):  # 'je me repose': the speaker, once
            found.names.append(hit)
            found.names.sort(key=lambda h: h.index)
        i += hit.length


def _take_sure_names(reading: Reading, found: Found) -> None:
    _take_names(reading, found, worst=roster_names.INFLECTED)


def _name_at(reading: Reading, i: int, worst: int) -> NameHit | None:
    """Return the character named from token i (written in the game's script, or in another: 'Draco' is Драко)."""
    if reading.tokens[i].kind != "word":
        return None
    found: dict[tuple[str, int], NameHit] = {}
    for key_of in (_key, _scripted(reading.vocab.locale)):
        for hit in _hits(reading, i, worst, key_of):
            kept = found.get((hit.key, hit.length))
            if kept is None or hit.hit.grade < kept.hit.grade:
                found[hit.key, hit.length] = hit
    best = sorted(found.values(), key=lambda h: (h.hit.grade, -h.length))
    if not best or (len(best) > 1 and (best[1].hit.grade, best[1].length) == (best[0].hit.grade, best[0].length)):
        return None
    return best[0]


def _hits(reading: Reading, i: int, worst: int, key_of: Callable[[Token], str]) -> list[NameHit]:
    """Return every character a name from token i may be, each word keyed as ``key_of`` writes it."""
    hits = []
    for who in reading.scene.starting(key_of(reading.tokens[i]), reading.vocab.endings):
        for size in who.sizes:
            span = reading.tokens[i : i + size]
            if len(span) < size or not all(reading.free(i + j) and t.kind == "word" for j, t in enumerate(span)):
                continue
            hit = roster_names.grade([key_of(t) for t in span], who, reading.vocab.endings)
            if hit is not None and hit.grade <= worst:
                hits.append(NameHit(i, size, who.key, hit, span[-1].colon))
    return hits


def _key(token: Token) -> str:
    return token.key


@cache
def _scripted(locale: str) -> Callable[[Token], str]:
    """Return how a word is keyed once written in a locale's script ('Draco' → 'драко' in Russian)."""
    return lambda token: _in_script(token.key, locale)


@lru_cache(maxsize=4096)
def _in_script(key: str, locale: str) -> str:
    return name_keys.key(morph.scripts.transliterate(key, locale))


def _pronoun_at(reading: Reading, i: int) -> NameHit | None:
    """Return the speaker's own character named as 'I', 'me' (only where the speaker plays one)."""
    me = reading.scene.me
    if me is None or not reading.free(i) or not reading.is_in("me", i):
        return None
    return NameHit(i, 1, me, Hit(roster_names.EXACT, frozenset()), reading.tokens[i].colon, pronoun=True)


def _take_spell(reading: Reading, found: Found) -> None:
    lexicon = default_lexicon()
    best: tuple[int, int, int, str] | None = None
    for i in range(len(reading.tokens)):
        run = _free_words(reading, i)
        for n in range(len(run), 0, -1):
            hit = lexicon.closest(" ".join(t.key for t in run[:n]), list(reading.scene.spells))
            if hit and (best is None or (hit[0], -n) < (best[0], -best[2])):
                best = (hit[0], i, n, hit[1])
        if best and best[0] == 0:
            break
    if best is None:
        best = _foreign_spell(reading)
        found.foreign = best is not None
    if best is None or (best[0] and not found.key_length):
        return
    _, i, n, spell = best
    reading.used.update(range(i, i + n))
    found.spell, found.spell_at = spell, i
    _take_again(reading, spell)


def _take_again(reading: Reading, spell: str) -> None:
    """Take the spell said a second time, its name beside the verb that means it ('rozbrajam Dracona,
    expeliarmus', 'Serpensortia! wąż leci na Olę'): one cast, named twice."""
    lexicon = default_lexicon()
    for i in range(len(reading.tokens)):
        run = _free_words(reading, i)
        n = next((n for n in range(len(run), 0, -1) if _names(lexicon, run[:n], spell)), 0)
        reading.used.update(range(i, i + n))


def _names(lexicon: Any, run: list[Token], spell: str) -> bool:
    hit = lexicon.closest(" ".join(t.key for t in run), [spell])
    return hit is not None and hit[1] == spell


def _foreign_spell(reading: Reading) -> tuple[int, int, int, str] | None:
    """Return a spell said exactly that the game's players may not cast ('Endoloris' where it is forbidden): the
    rules refuse it, as they refuse it after a slash, rather than the words being ignored."""
    lexicon = default_lexicon()
    every = sorted(lexicon.names)
    for i in range(len(reading.tokens)):
        run = _free_words(reading, i)
        for n in range(len(run), 0, -1):
            hit = lexicon.closest(" ".join(t.key for t in run[:n]), every)
            if hit is not None and hit[0] == 0 and hit[1] != "dodge":
                return 0, i, n, hit[1]
    return None


def _free_words(reading: Reading, i: int) -> list[Token]:
    run: list[Token] = []
    while reading.free(i) and reading.tokens[i].kind == "word" and len(run) < _SPELL_WORDS:
        run.append(reading.tokens[i])
        i += 1
    return run


def _take_numbers(reading: Reading, found: Found) -> None:
    """Take the numbers said; with none but a key word that is one, that one ('плачу эрг': a key word and 'one')."""
    for i, token in enumerate(reading.tokens):
        value = _number(token, reading.vocab)
        if reading.free(i) and value is not None:
            reading.used.add(i)
            found.numbers.append(value)
    said = [n for i in found.key_at if (n := _number(reading.tokens[i], reading.vocab)) is not None]
    if not found.numbers and said and reading.tokens[found.key_at[0]].kind == "word":
        found.numbers.append(said[0])


def _number(token: Token, vocab: Vocabulary) -> int | None:
    if token.kind == "num" and token.key.isascii():
        return read_whole(token.key)
    return vocab.numbers.get(token.key) if token.kind == "word" else None


def _take_unit(reading: Reading, found: Found) -> None:
    """Mark the points an amount counts, named ('3 body', '2 PZ'; 'один эрг', whose noun counts one too)."""
    found.unit = bool(reading.take_list("pool-nouns", anywhere=True))


def _take_dice(reading: Reading, found: Found) -> None:
    for i, token in enumerate(reading.tokens):
        if reading.free(i) and token.kind == "dice" and found.dice is None:
            reading.used.add(i)
            found.dice = dice_text(token.raw)
            before = i - 2 if i > 1 and reading.free(i - 1) and reading.is_in("die", i - 1) else i - 1
            count = _number(reading.tokens[before], reading.vocab) if before >= 0 and reading.free(before) else None
            if count is not None and found.dice.startswith("1d") and not token.raw[:1].isdigit():
                reading.used.update(range(before, i))  # 'dvě k10', '2 кубика d6': the number of dice said before
                found.dice = f"{count}{found.dice[1:]}"
            after = reading.tokens[i + 1] if reading.free(i + 1) else None
            if after is not None and after.kind == "num" and after.raw[:1] in "+-":
                reading.used.add(i + 1)  # 'k20 -1': its modifier typed apart
                found.dice += after.raw
    if found.dice is None:
        _take_die_words(reading, found)


def _take_die_words(reading: Reading, found: Found) -> None:
    """Read dice said in words: 'un dé', 'dwie kostki', 'кубик' six-sided, 'dvacetistěnkou' by its faces;
    as many as the number before them."""
    for i in range(len(reading.tokens)):
        sides, k = _die_at(reading, i)
        if not k:
            continue
        count = _number(reading.tokens[i - 1], reading.vocab) if i > 0 and reading.free(i - 1) else None
        reading.used.update(range(i - 1 if count else i, i + k))
        found.dice = f"{count or 1}d{sides}"
        return


def _die_at(reading: Reading, i: int) -> tuple[int, int]:
    """Return the faces of the die named at token i and how many tokens name it (0: none)."""
    lists = [(n, f"die-{n}") for n in _NAMED_DICE] + [(_DIE_SIDES, "die")]
    return max(((n, reading.length_at(name, i, anywhere=True)) for n, name in lists), key=lambda span: span[1])


def _take_reason(reading: Reading, found: Found) -> None:
    """Take everything after a reason marker ('za', 'pour', 'because') as the reason, unless a name follows it."""
    for i in range(1, len(reading.tokens)):
        k = reading.length_at("reason", i)
        if k and i + k < len(reading.tokens) and _name_at(reading, i + k, roster_names.INFLECTED) is None:
            end = next((j for j in range(i + k, len(reading.tokens)) if reading.tokens[j].kind == "dice"), None)
            if end == i + k:
                continue
            stop = reading.tokens[end - 1].end if end is not None else len(reading.text)
            found.reason = reading.text[reading.tokens[i + k].start : stop].strip(" .!?\"'«»„”“")
            reading.used.update(range(i, end if end is not None else len(reading.tokens)))  # 'za skřeta k20+2'
            return


def _take_hit(reading: Reading, found: Found) -> None:
    """Take the word for a hit in a question of odds ('jakie są szanse na trafienie?'), as typed, where the game's rules
    roll to hit before a defence (Feniks: /odds hit); elsewhere it stays a filler."""
    if "defend" not in reading.scene.commands:
        return
    at = next((i for i in range(len(reading.tokens)) if reading.free(i) and reading.is_in(_HIT, i)), None)
    if at is not None:
        reading.used.add(at)
        found.hit = reading.tokens[at].raw


def _take_night(reading: Reading, found: Found) -> None:
    """Mark a night's rest ('całą noc', 'всю ночь', 'toute la nuit'): eight hours."""
    found.night = bool(reading.take_list("night", anywhere=True))  # 'vyspím se': the rest word itself


def _take_everyone(reading: Reading, found: Found) -> None:
    """Take the word for everyone at once ('všichni spí 8 hodin', 'wszyscy odpoczywają'), as typed."""
    at = next((i for i in range(len(reading.tokens)) if reading.free(i) and reading.is_in("everyone", i)), None)
    if at is not None:
        reading.used.add(at)
        found.everyone = reading.tokens[at].raw


def _take_waking(reading: Reading, found: Found) -> None:
    """Mark a rest ended ('konec odpočinku', 'vstávám': a locale's ``intent-rest-end``)."""
    found.waking = bool(reading.take_list("rest-end", anywhere=True))


def _take_beginning(reading: Reading, found: Found) -> None:
    """Mark a rest begun, said so ('začínám odpočívat': a locale's ``intent-rest-begin``), whatever else says how
    long it will be ('jdu spát, začínám odpočívat' begins a rest, it does not report a night done)."""
    found.beginning = bool(reading.take_list("rest-begin", anywhere=True))


def _take_hour(reading: Reading, found: Found) -> None:
    """Mark the word for an hour ('godzinę', 'час', 'hodinu'): one hour, or the unit of a number said with it."""
    found.hour = bool(reading.take_list("hour"))


def _take_extra(reading: Reading, found: Found) -> None:
    """Read extra points paid into a cast: '+3', '2 body navíc', 'se 4 body navíc', 'přidávám dva body'
    (where /cast takes extra=): a number signed, or followed by an 'extra' word, or led by an 'extra' lead."""
    if "extra" not in reading.scene.cast_options:
        return
    for i, token in enumerate(reading.tokens):
        value = _number(token, reading.vocab) if reading.free(i) else None
        if value is None:
            continue
        end = i + 1
        while reading.free(end) and reading.is_in("pool-nouns", end):
            end += 1
        extra = reading.free(end) and reading.is_in("extra", end)
        first = _lead_before(reading, i)
        led = first < i
        priced = led and reading.length_at("price", first) == i - first  # 'za 5 bodů': the price, no extra paid
        if token.raw.startswith("+") or extra or (led and end > i + 1 and not priced):
            stop = end + (reading.length_at("extra", end) if extra else 0)
            first = _lead_before(reading, first) if led else i
            reading.used.update(range(first, stop))
            found.options["extra"] = str(abs(value))
            return


def _lead_before(reading: Reading, end: int) -> int:
    """Return where free words leading extra points end right before token ``end`` begin ('se', 'navíc',
    'přidám do toho' 2 body), or ``end`` where none do."""
    for start in range(max(0, end - _TARGET_WORDS), end):
        if all(reading.free(j) for j in range(start, end)) and any(
            reading.length_at(name, start) == end - start for name in ("extra-lead", "extra")
        ):
            return start
    return end


def _take_meta(reading: Reading, found: Found) -> None:
    """Read a metamagic feat named in words ('zesílenou', 'wzmocnioną'), where /cast takes meta=."""
    prefix = reading.scene.cast_options.get("meta")
    if not prefix:
        return
    for feat, written in words.prefixed(reading.vocab.locale, prefix).items():
        forms = [name_keys.key(w) for w in written]
        for i, token in enumerate(reading.tokens):
            if reading.free(i) and any(_inflected(token.key, form, reading.vocab.endings) for form in forms):
                led = reading.free(i - 1) and reading.is_in("extra-lead", i - 1)  # 'se zesílením'
                reading.used.update(range(i - 1 if led else i, i + 1))
                found.options["meta"] = feat
                return


def _inflected(typed: str, word: str, endings: frozenset[str]) -> bool:
    return " " not in word and (typed == word or name_keys.inflects_word(typed, word, endings))


def _take_attack(reading: Reading, found: Found) -> None:
    """Take the attack a defence answers: named after 'before/from' ('unik przed tą Drętwotą', 'от круцио'), or,
    in a line a defence's key word opens, a spell that shields nothing ('blokuję Drętwotę tarczą')."""
    befores = [i for i in range(len(reading.tokens)) if reading.free(i) and reading.is_in("from", i)]
    if reading.intent == "cast" and not (befores and _shield_said(reading)):
        return  # a cast answers an attack with a shield only ('Protego przeciw Drętwocie')
    if any(_attack_after(reading, found, i) for i in befores):
        return
    if found.key_length and reading.intent != "cast":
        _attack_named(reading, found)


def _shield_said(reading: Reading) -> bool:
    """Say whether a word of a shield spell's name is among the free words (the spell itself is matched after)."""
    said = shield_words(reading.scene.shields)
    return any(reading.free(i) and t.key in said for i, t in enumerate(reading.tokens))


def _attack_after(reading: Reading, found: Found, i: int) -> bool:
    """Take a spell one or two words after a 'from' word at token i, with its caster after it; say whether taken."""
    lexicon = default_lexicon()
    for gap in (1, 2):
        if gap == 2 and reading.intent == "cast" and not _fill(reading, i + 1):
            return False  # 'на гермиону экспеллиармус', 'je contre-attaque stupefix': the cast's own spell
        run = _free_words(reading, i + gap)
        for n in range(len(run), 0, -1):
            hit = lexicon.closest(" ".join(t.key for t in run[:n]), list(reading.scene.spells))
            if hit is not None and hit[0] == 0 and (reading.intent != "cast" or hit[1] not in reading.scene.shields):
                end = i + gap + n
                by = _name_at(reading, end, roster_names.INFLECTED) if reading.free(end) else None  # its caster
                reading.used.update(range(i, end + (by.length if by else 0)))
                found.attack = hit[1]
                return True
    return False


def _take_foe(reading: Reading, found: Found) -> None:
    """Take 'my opponent' ('mon adversaire', 'мой противник') as the one opponent the speaker faces, where one is."""
    foe = reading.scene.foe
    at = next((i for i in range(len(reading.tokens)) if reading.free(i) and reading.is_in("foe", i)), None)
    if foe is None or at is None or found.names:
        return
    reading.used.add(at)
    found.names.append(NameHit(at, 1, foe, Hit(roster_names.EXACT, frozenset()), colon=False))


def _take_aftermath(reading: Reading, found: Found) -> None:
    """Take the spell a pool is asked about after ('ile mam PZ po tej Drętwocie?', 'после круцио'): a comment."""
    for i in range(len(reading.tokens)):
        if reading.free(i) and reading.is_in("after", i) and _attack_after(reading, found, i):
            return


def _attack_named(reading: Reading, found: Found) -> None:
    """Take the first spell said that shields nothing as the attack a defence answers."""
    lexicon, attacks = default_lexicon(), [s for s in reading.scene.spells if s not in reading.scene.shields]
    for i in range(len(reading.tokens)):
        run = _free_words(reading, i)
        for n in range(len(run), 0, -1):
            hit = lexicon.closest(" ".join(t.key for t in run[:n]), attacks)
            if hit is not None and hit[0] == 0:
                reading.used.update(range(i, i + n))
                found.attack = hit[1]
                return


def _take_free_target(reading: Reading, found: Found) -> None:
    """Take the words after a word before a target as one off the roster, as written with that word ('na skřety':
    the rules keep its case and number), where the rules allow it."""
    if not reading.scene.open_targets or any(h.index in found.targets or h.index > found.spell_at for h in found.names):
        return
    for i in range(len(reading.tokens) - 1):
        if not (reading.free(i) and reading.is_in("to", i)):
            continue
        run: list[Token] = []
        j = i + 1
        while len(run) < _TARGET_WORDS and _target_word(reading, j):
            run.append(reading.tokens[j])
            j += 1
        if run:
            reading.used.update(range(i, j))
            said = " ".join(t.raw for t in run)
            found.free_target = (reading.tokens[i].raw, said)
            return
    _take_object(reading, found)


def _take_object(reading: Reading, found: Found) -> None:
    """Take one word right after the spell, or right after a cast verb before it, or right before that verb, as the
    target off the roster ('usmažím trolla ohnivou koulí', 'blesk trolla', 'vrrka poleju kyselinou'), where a cast
    verb was said; with no verb, a word in the dative right after the spell ('lehká zranění skřetovi')."""
    if found.spell is None:
        return
    spell_end = found.spell_at + 1
    while spell_end < len(reading.tokens) and not reading.free(spell_end) and reading.tokens[spell_end].kind == "word":
        spell_end += 1
    places = (spell_end, found.spell_at - 1, found.key_at[0] - 1) if found.key_length else (spell_end,)
    for i in places:
        if not (found.key_length or (0 <= i < len(reading.tokens) and _dative(reading.tokens[i].raw, reading))):
            continue
        if 0 <= i < len(reading.tokens) and _target_word(reading, i) and _lone(reading, i):
            reading.used.add(i)
            found.free_target = (_TO_AS_SAID, morph.nominative(reading.tokens[i].raw, reading.vocab.locale))
            return


def _dative(word: str, reading: Reading) -> bool:
    """Say whether a word is a noun in the dative, by the locale's morphology ('skřetovi' of 'skřet')."""
    base = morph.nominative(word, reading.vocab.locale)
    return base != word and morph.decline(base, "dat", reading.vocab.locale).casefold() == word.casefold()


def _lone(reading: Reading, i: int) -> bool:
    """Say whether a word stands alone: no free word beside it (two unknown words are no creature's name)."""
    return not (_target_word(reading, i - 1) or _target_word(reading, i + 1))


def _target_word(reading: Reading, i: int) -> bool:
    """Say whether a word may name a target off the roster: free, no filler, no word of a story ('на тренировке был
    огонь': the target is 'тренировке', and 'был' is left over, so the line stays talk)."""
    word = reading.free(i) and reading.tokens[i].kind == "word"
    return word and not _fill(reading, i) and not reading.is_in("story", i)


def _fill(reading: Reading, i: int) -> bool:
    lists = (f"{reading.intent}{_FILL}", "fill", "and", "to", "extra", "pool-nouns")
    return any(reading.is_in(name, i) for name in lists)


def _take_headcount(reading: Reading, found: Found) -> None:
    """Take the two numbers that count a duel's sides ('walka 2 na 2: …'), where they add up to the names said."""
    counts = [i for i, t in enumerate(reading.tokens) if reading.free(i) and t.kind == "num" and t.key.isdigit()]
    if len(counts) == 2 and sum(int(reading.tokens[i].key) for i in counts) == len(found.names):
        reading.used.update(counts)


def _take_unknown_spell(reading: Reading, found: Found) -> None:
    """Take one capitalised word right after a cast's key word as a spell no book has ('rzucam Lumos na Marka'),
    where it names someone: the rules refuse it, as they refuse it after a slash, rather than it being ignored."""
    if found.spell is not None or not found.key_length or not found.names:
        return
    i = found.key_at[-1] + 1
    token = reading.tokens[i] if reading.free(i) else None
    if token is None or token.kind != "word" or not token.raw[:1].isupper() or _target_word(reading, i + 1):
        return
    reading.used.add(i)
    found.spell, found.spell_at, found.foreign = token.raw, i, True


_SLOTS: tuple[tuple[str, Callable[[Reading, Found], None]], ...] = (
    ("reason", _take_reason),
    ("attack", _take_attack),
    ("after", _take_aftermath),
    ("names", _take_sure_names),
    ("spell", _take_spell),
    ("names", _take_names),
    ("foe", _take_foe),
    ("everyone", _take_everyone),
    ("hour", _take_hour),
    ("extra", _take_extra),
    ("meta", _take_meta),
    ("target", _take_free_target),
    ("dice", _take_dice),
    ("number", _take_numbers),
    ("unit", _take_unit),
    ("night", _take_night),
    ("hit", _take_hit),
    ("waking", _take_waking),
    ("beginning", _take_beginning),
    ("unknown", _take_unknown_spell),
    ("headcount", _take_headcount),
)


# ---------------------------------------------------------------- roles of the names


def _roles(reading: Reading, found: Found) -> None:
    """Mark which names are targets (after a preposition, in a case other than the nominative, or after the spell);
    a name after 'for' opening the line ('за Рона империус…') is the one acting, as if followed by a colon."""
    first = next((i for i, t in enumerate(reading.tokens) if t.kind == "word"), 0)
    if found.names and found.names[0].index == first + 1 and reading.is_in("for", first):
        reading.used.add(first)
        found.names[0] = replace(found.names[0], colon=True)
    if found.key_at and reading.is_in("struck", found.key_at[0]):
        by = [h for h in found.names if not h.pronoun and reading.is_in("by", h.index - 1)]
        found.targets.update(
            h.index for h in found.names if not h.pronoun and h not in by
        )  # 'Драко получает Ступефай', 'dostaje ode mnie'
        if len(by) == 1:  # 'Гарри получает от Драко ступефай': the one it comes from casts it
            found.names.remove(by[0])
            found.names.insert(0, replace(by[0], colon=True))
    to_words = set(reading.take_list("to", anywhere=True))
    found.sides = reading.take_list("versus", anywhere=True)
    for hit in found.names:
        after_to = hit.index - 1 in to_words
        after_spell = found.spell is not None and hit.index > found.spell_at
        declined = not hit.hit.nominative and not hit.pronoun and not hit.colon
        if after_to or declined or (after_spell and not hit.colon):
            found.targets.add(hit.index)


def _leftovers_are_fill(reading: Reading, found: Found) -> bool:
    """Say whether every word is accounted for (a key word said again, 'как там дуэль, какой расклад?', is);
    a message with no key phrase may hold only common fillers.

    Also notes where the words begin past leading fillers (the one acting may be named there: 'dobra, Harry …').
    """
    lists = (
        (f"{found.intent.name}{_FILL}", "fill", "and", found.intent.name)
        if found.key_length
        else _KEYLESS_FILL.get(found.intent.name, ("fill",))
    )
    before = set(reading.used)
    reading.take_lists(lists)
    filled = reading.used - before
    found.lead = next((i for i, t in enumerate(reading.tokens) if i not in filled and t.kind == "word"), 0)
    return all(i in reading.used or t.kind in ("mark", "break") for i, t in enumerate(reading.tokens))


# ---------------------------------------------------------------- the entry points


def read(tokens: list[Token], text: str, vocab: Vocabulary, scene: Scene, intent: Intent) -> Found | None:
    """Read tokens as one intent in one locale; None unless every word is accounted for."""
    reading = Reading(text, tokens, vocab, scene, intent=intent.name)
    if not any(t.kind != "break" for t in tokens) or not vocab.has(intent.name):
        return None
    key = _take_key(reading, intent)
    if key is None or (not key and (_asked(tokens) or _asked(list(_tokens(text))))):
        return None
    found = Found(intent, len(key), key_at=key, learning=bool(key) and reading.is_in("learn", key[0]))
    for slot, take in _SLOTS:
        if slot in intent.slots:
            take(reading, found)
    _roles(reading, found)
    if not _leftovers_are_fill(reading, found) or not intent.requires(found):
        return None
    return None if _told_of(reading, found) else found


def _told_of(reading: Reading, found: Found) -> bool:
    """Say whether a player tells what another does ('Драко ставит протего', 'Drago lance Stupéfix'), or would act
    for them ('Драко: ступефай'): the one named first, as the subject of a key word, is a character the speaker may
    not act for (not one addressed, 'Драко, получай ступефай', nor one struck, 'Драко получает ступефай')."""
    first = found.names[0] if found.names else None
    if first is None or first.pronoun or not found.intent.acting or reading.scene.may_act_for(first.key):
        return False
    if first.index in found.targets:
        return False  # 'целюсь в гермиону: ступефай'
    if first.colon:
        return True
    after = reading.tokens[first.index + first.length : first.index + first.length + 1]
    return (
        bool(found.key_at)
        and first.index <= found.lead
        and first.index not in found.targets
        and first.index < found.key_at[0]
        and not (after and after[0].kind == "break")
    )


def _asks(clause: list[Token], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a clause is a question of its own words, not fillers alone ('видели?', not 'ладно?')."""
    reading = Reading("", clause, vocab, scene)
    reading.take_list("fill")
    return _asked(clause) and any(t.kind == "word" and i not in reading.used for i, t in enumerate(clause))


def _asked(tokens: list[Token]) -> bool:
    """Say whether words end in a question mark: with no key word ('Expelliarmus?'), a question, not a command."""
    return bool(tokens) and tokens[-1].kind == "mark" and tokens[-1].raw == "?"


def understand(
    text: str,
    locale: str,
    state: GameState[Any, Any] | None,
    at: datetime | None = None,
    source: str = "",
    actor: Actor | None = None,
) -> Command | None:
    """Return the command natural words ask for, in the game's locale first, then any other; None for chat."""
    speaker = actor or Actor(id="", admin=True)
    return interpret(text, locale, scene_of(state, speaker, locale), at, source)


def interpret(text: str, locale: str, scene: Scene, at: datetime | None = None, source: str = "") -> Command | None:
    """Return the command natural words ask for in a described game, trying the game's locale first; a line with
    role-play asides ('*lève sa baguette* Stupéfix !', 'Ohnivá koule (3. úroveň)') is read again without them, an
    aside being the reason of a grant or a spend that has none ('получает два эрга (артефакт)'), then with each aside
    a clause of its own: what the speaker's character does ('*протягивает палочку Гермионе* держи')."""
    if len(text) > MAX_LINE:
        return None
    found = _found(text, locale, scene)
    asides = [m.group()[1:-1].strip() for m in _ASIDE.finditer(text)]
    bare = _ASIDE.sub(" ", text).strip()
    if found is None and asides and bare:
        found = _found(bare, locale, scene)
        if found is not None and "reason" in found.intent.slots and found.reason is None:
            found.reason = "; ".join(asides)
    if found is None and asides:  # the aside is the act ('*plonge vers la baguette de Drago* elle est à moi')
        found = _found(_ASIDE.sub(lambda m: f" {m.group()[1:-1].strip()} , ", text).strip(" ,"), locale, scene)
    if found is None:
        return None
    name, args, options = found.intent.build(found, scene)
    return Command(name=name, args=args, options=options, text=text.strip(), at=at, source=source)


def _found(text: str, locale: str, scene: Scene) -> Found | None:
    """Return what natural words were read as, in the game's locale first, then any other."""
    tokens = list(_tokens(text))
    if _talk(tokens, vocabulary(locale), scene):
        return None
    for loc in _locales(locale):
        vocab = vocabulary(loc)
        found = _best(tokens, text, vocab, scene) or _one_clause(tokens, text, vocab, scene, vocabulary(locale))
        if found is not None:
            return found
    return None


def _talk(tokens: list[Token], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a line holds a word that makes it talk (a locale's ``intent-talk``): a goodbye ('jdu spát,
    dobrou' is a player leaving the chat, not a character resting), another time ('příště zkusím střelu')."""
    reading = Reading("", tokens, vocab, scene)
    return any(reading.is_in("talk", i) for i in range(len(tokens)))


def _best(tokens: list[Token], text: str, vocab: Vocabulary, scene: Scene) -> Found | None:
    if _stranger(tokens, vocab, scene):
        return None
    found = [f for i in TYPED if (f := read(tokens, text, vocab, scene, i)) and not _unoffered_sign(f, tokens, scene)]
    if not found:
        return None
    ranked = sorted(found, key=lambda f: (*_rank(f), not f.intent.offered(scene.commands)))
    if len(ranked) > 1 and _rank(ranked[1]) == _rank(ranked[0]) and not _only_offered(ranked[0], ranked[1], scene):
        return None
    return ranked[0]


def _only_offered(first: Found, second: Found, scene: Scene) -> bool:
    """Say whether of two readings alike only the first is of a command the game has ('nový den' in spell points)."""
    return first.intent.offered(scene.commands) and not second.intent.offered(scene.commands)


def _stranger(tokens: list[Token], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a word is none a command of this locale could account for: no word of its lists, no name's or
    spell's start, nothing a target off the roster or a reason may say; then no intent need be read."""
    reading = Reading("", tokens, vocab, scene)
    open_after = {
        i for i in range(len(tokens)) if reading.is_in("reason", i) or (scene.open_targets and reading.is_in("to", i))
    }
    for i, token in enumerate(tokens):
        if token.kind != "word" or any(0 <= i - d in open_after for d in range(1, _TARGET_WORDS + 1)):
            continue
        if any(j < i for j in open_after if reading.is_in("reason", j)):
            continue
        if not (
            vocab.may_say(token.key, token.raw)
            or scene.may_name(token.key)
            or scene.may_name(_in_script(token.key, vocab.locale))
        ):
            return True
    return False


def _rank(found: Found) -> tuple[int, int]:
    """Rank readings: the longest key phrase first; at a tie, one read from key words beats one needing a spell."""
    return -found.key_length, 0 if found.spell is None else 1


def _split(tokens: list[Token], cut: Callable[[int], bool]) -> list[list[Token]]:
    """Return runs of tokens between the tokens where ``cut`` says to cut."""
    runs: list[list[Token]] = [[]]
    for i, token in enumerate(tokens):
        if cut(i):
            runs.append([])
        else:
            runs[-1].append(token)
    return runs


def _clauses(tokens: list[Token], vocab: Vocabulary, scene: Scene) -> list[list[Token]]:
    """Split words into clauses at breaks, at the words that begin a comment ('bo', 'parce que') and after a
    question mark ('как тут кастовать? помогите': the question keeps its mark)."""
    reading = Reading("", tokens, vocab, scene)
    clauses: list[list[Token]] = [[]]
    i = 0
    while i < len(tokens):
        comment = reading.length_at("comment", i) if i else 0
        if tokens[i].kind == "break" or comment:
            clauses.append([])
            i += comment or 1
            continue
        clauses[-1].append(tokens[i])
        if tokens[i].kind == "mark" and tokens[i].raw == "?":
            clauses.append([])
        i += 1
    return [c for c in clauses if c]


def _one_clause(
    tokens: list[Token], text: str, vocab: Vocabulary, scene: Scene, home: Vocabulary | None = None
) -> Found | None:
    """Return the command of the one clause that is one, where every other clause names nobody and nothing.

    A story in another clause (by the words of the locale read in, or of the game's own, ``home``: 'magická
    střela na skřeta, to byla pecka' is no Polish cast) makes an act one told.

    The other clauses are a comment; for a grant or a spend without a reason, they are its reason
    ('дай Луне один эрг, она выпила зелье').
    """
    clauses = _clauses(tokens, vocab, scene)
    if len(clauses) < 2:
        return None
    read_ = [_best(c, text, vocab, scene) for c in clauses]
    commands = [i for i, f in enumerate(read_) if f is not None]
    if len(commands) != 1:
        return _joined(tokens, text, vocab, scene)
    lone_first = len(clauses[commands[0]]) == 1 and commands[0] != len(clauses) - 1
    if lone_first and _asked(tokens):
        return None  # a lone word before a question ('хелп, кто подвезёт?') is how a chat line begins
    if (
        _asked(tokens)
        and not _asked(clauses[commands[0]])
        and _only_between(read_[commands[0]], clauses[commands[0]], vocab, scene)
    ):
        return None  # a match-up before a question ('Draco kontra Ola, kto stawia?') is talk about it
    others = [c for i, c in enumerate(clauses) if i != commands[0]]
    found = read_[commands[0]]
    assert found is not None
    if not found.intent.query and _asked(clauses[commands[0]]):
        return None  # 'перерыв окончен? я ещё не доел': what would change the game, asked beside talk, is a question
    if not found.intent.query and any(_asks(c, vocab, scene) for c in clauses[commands[0] + 1 :]):
        return None  # 'у Драко новая палочка, видели?': a question after a statement asks the chat about it
    if not all(_says_nothing(c, vocab, scene) or _explains(found, c, vocab, scene) for c in others):
        if _told_after(found, clauses, commands[0], vocab, scene) or _referred(
            found, clauses[commands[0]], others, vocab, scene
        ):
            return _commented(found, clauses[commands[0]], others, text, vocab, scene)
        return _joined(tokens, text, vocab, scene)
    if found.intent.acting and any(_story(c, v, scene) for c in others for v in (vocab, home or vocab)):
        return None  # 'аморес на Гермиону — это был не я': an act beside a story is one told
    return _commented(found, clauses[commands[0]], others, text, vocab, scene)


def _told_after(found: Found, clauses: list[list[Token]], at: int, vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether the other clauses of a command that takes no names, and asks nothing, tell in the past why it is
    given ('конец дуэли, Драко вышел из круга', 'Драко вышел из круга, дуэль окончена'): they may name someone,
    never a spell or a number; none is a name alone ('Луна, отмена', 'vrať to, Draco!' speak to them), none goes
    on with the story ('новый цикл, а Рон опять проспал')."""
    if "names" in found.intent.slots or found.intent.query:
        return False
    others = clauses[:at] + clauses[at + 1 :]
    if any(_turns(c, vocab, scene) for c in clauses[at + 1 :]) or any(_called(c, vocab, scene) for c in others):
        return False
    named = [c for c in others if _names_in(c, vocab, scene)]
    return all(_told_in_past(c, vocab, scene) for c in named) and not any(
        _spell_or_number(c, vocab, scene) for c in others
    )


def _referred(found: Found, said: list[Token], others: list[list[Token]], vocab: Vocabulary, scene: Scene) -> bool:
    """Name, in a command that names nobody, the one character the other clauses name, where a pronoun of the
    command's clause (a locale's ``intent-they``: 'ей', 'у него') stands for them ('Гермиона выпила зелье, верни ей
    1 эрг'; not in a cast, whose one named acts); never beside a spell or a number in another clause. Say whether
    the command now names them."""
    if "names" not in found.intent.slots or found.intent.acting or found.names:
        return False
    if any(_spell_or_number(c, vocab, scene) for c in others):
        return False
    reading = Reading("", said, vocab, scene)
    pronoun = next((i for i in range(len(said)) if reading.is_in("they", i)), None)
    named = {
        h.key: h for c in others if not _called(c, vocab, scene) for h in _names_in(c, vocab, scene) if not h.pronoun
    }
    if pronoun is None or len(named) != 1:
        return False
    (hit,) = named.values()
    found.names.append(NameHit(pronoun, 1, hit.key, Hit(roster_names.EXACT, frozenset()), colon=False))
    if found.intent.requires(found):
        return True
    found.names.pop()
    return False


def _called(clause: list[Token], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a clause is a name alone: one spoken to ('Гермиона, дай ему эрг'), not one spoken of."""
    names = _names_in(clause, vocab, scene)
    return bool(names) and sum(h.length for h in names) == sum(t.kind == "word" for t in clause)


def _names_in(clause: list[Token], vocab: Vocabulary, scene: Scene) -> list[NameHit]:
    reading = Reading("", clause, vocab, scene)
    probe = Found(INTENTS[0], key_length=1)
    _take_names(reading, probe)
    return probe.names


def _spell_or_number(clause: list[Token], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a clause says a spell, a number or dice."""
    if any(t.kind in ("num", "dice") for t in clause):
        return True
    reading = Reading("", clause, vocab, scene)
    probe = Found(INTENTS[0], key_length=1)
    _take_names(reading, probe)
    _take_spell(reading, probe)
    return probe.spell is not None


def _joined(tokens: list[Token], text: str, vocab: Vocabulary, scene: Scene) -> Found | None:
    """Return the command of the clauses that name someone or something, read as one ('Draco, Silencio! cisza tam'),
    where the other clauses, a comment, name nobody and nothing (clauses split at breaks only: a name in a clause
    a comment word leads is the comment's, 'Drętwota na Hermionę, Draco niech zwolni')."""
    clauses = [c for c in _split(tokens, lambda i: tokens[i].kind == "break") if c]
    kept = [c for c in clauses if not _says_nothing(c, vocab, scene)]
    if not 1 < len(kept) < len(clauses):
        return None
    words = [t for c in kept for t in c]
    found = _best(words, text, vocab, scene)
    return _commented(found, words, [c for c in clauses if c not in kept], text, vocab, scene) if found else None


def _commented(
    found: Found, said: list[Token], others: list[list[Token]], text: str, vocab: Vocabulary, scene: Scene
) -> Found | None:
    """Return a command said with comment clauses: their words its reason where it takes one and has none."""
    if _signed_only(found, said) and not _counted(said, found, vocab, scene):
        return None  # 'vyčerpání je nepříjemný, -6 na sílu': a signed number in a comment is a rule, not a spend
    if _told_done(found, said, others, vocab, scene):
        return None  # 'Рон отдал палочку Гермионе, а сам остался без палочки': a story of what another did
    if "reason" in found.intent.slots and found.reason is None:
        found.reason = "; ".join(text[c[0].start : c[-1].end] for c in others)
    return found


def _told_done(found: Found, said: list[Token], others: list[list[Token]], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a command said with comments tells what was done: a verb in the past tense said of a character
    named before it ('Рон купил новую палочку, а она оказалась сломанной'; where it is the whole line, a record),
    or of the speaker with a comment that turns it ('я оказал Мареку услугу, а он меня так и не научил'; 'я оказал
    услугу Мареку, принёс ему корень' reports it)."""
    past = [i for i, t in enumerate(said) if t.kind == "word" and morph.past(t.raw, vocab.locale)]
    if not past:
        return False
    first = found.names[0] if found.names else None
    if first is not None and not first.pronoun and first.hit.nominative and first.index < past[0]:
        return True
    return any(_turns(c, vocab, scene) for c in others)


def _turns(clause: list[Token], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a comment clause begins with a word that turns what was said (a locale's ``intent-but``: 'а',
    'но'): a story goes on ('новый цикл, а Рон опять без эргов')."""
    return bool(clause) and Reading("", clause, vocab, scene).is_in("but", 0)


def _explains(found: Found, clause: list[Token], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a clause tells, in the past, why a command of nothing but its words is given ('zruš to poslední,
    Lenka to nakonec neseslala', 'annuler, Drago n'avait pas encore parlé'): it has no slot a name could fill, so a
    name in the comment is the comment's (not a question's, 'pomoc, Draco mě zabije', nor a present-tense call)."""
    if found.intent.slots or found.intent.query:
        return False
    return _told_in_past(clause, vocab, scene)


def _told_in_past(clause: list[Token], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a clause tells in the past: an auxiliary, a word of a story or a past tense's ending."""
    reading = Reading("", clause, vocab, scene)
    return any(
        t.kind == "word"
        and (
            reading.is_in("aux", i)
            or reading.is_in("story", i)
            or any(t.key.endswith(e) and len(t.key) > len(e) + 2 for e in vocab.past)
        )
        for i, t in enumerate(clause)
    )


def _story(clause: list[Token], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a clause tells a story (a locale's ``intent-story``: 'это было эпично', 'c'était énorme')."""
    reading = Reading("", clause, vocab, scene)
    return any(reading.is_in("story", i) for i in range(len(clause)))


def _unoffered_sign(found: Found, tokens: list[Token], scene: Scene) -> bool:
    """Say whether a reading rests on a signed number alone or on no key word, for a command the game lacks
    ('-10 pv', 'Drago 10 pv' in a duel club)."""
    bare = _signed_only(found, tokens) or not found.key_at
    return bare and not found.intent.offered(scene.commands)


def _signed_only(found: Found, clause: list[Token]) -> bool:
    """Say whether a command was asked for by nothing but a signed number ('+2', '-6'), no word of its own."""
    return len(found.key_at) == 1 and clause[found.key_at[0]].kind == "num" and found.intent.sign != ""


def _counted(clause: list[Token], found: Found, vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a signed number is followed by what it counts, a pool's noun ('-2 эрга, артефакт')."""
    reading = Reading("", clause, vocab, scene)
    return reading.is_in("pool-nouns", found.key_at[0] + 1)


def _only_between(found: Found | None, clause: list[Token], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a command's key is no more than the word between two sides ('kontra', 'vs')."""
    reading = Reading("", clause, vocab, scene)
    return found is not None and bool(found.key_at) and all(reading.is_in("versus", i) for i in found.key_at)


def _says_nothing(clause: list[Token], vocab: Vocabulary, scene: Scene) -> bool:
    """Say whether a clause is a comment: no other character, no spell, number or dice in it ('une erreur' is one;
    'и теперь у неё две' is not)."""
    if any(t.kind in ("num", "dice") or (t.kind == "word" and t.key in vocab.numbers) for t in clause):
        return False
    reading = Reading("", clause, vocab, scene)
    probe = Found(INTENTS[0], key_length=1)
    _take_names(reading, probe)
    _take_spell(reading, probe)
    return not any(not h.pronoun for h in probe.names) and probe.spell is None


def _locales(first: str) -> list[str]:
    return [first, *(loc for loc in LOCALES if loc != first)] if first in LOCALES else list(LOCALES)


def known_words(locale: str) -> Iterable[str]:
    """Yield every word of a locale's command vocabulary (for a voice grammar)."""
    for phrases in vocabulary(locale).lists.values():
        for phrase in phrases:
            yield from (t.removesuffix("*").removeprefix(_VERB) for t in phrase if not t.startswith("@"))


__all__ = ["Person", "dice_text", "interpret", "known_words", "tokenize", "understand", "vocabulary"]
