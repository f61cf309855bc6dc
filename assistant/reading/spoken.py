"""From what the model heard to one command, or to nothing: never a guess.

Each of the model's n-best alternatives is read as ``[CASTER] SPELL-OR-COMMAND [TO-WORD] [TARGET]``: every
split of its words is compared, by weighted edit distance over phonetic keys, with the grammar's entries.
A reading costs its worst part's distance per letter, plus a price for each word the model did not know
and for its alternative's distance from the best one. The cheapest reading wins only when it is under the
cutoff and beats every reading that means something else (nothing at all included) by the margin; ``decide``
tells the door, too, which readings are doubtful (a rival within the margin, or a cost above ``sure``) and may
be read back for a yes; it is made once per utterance (``Decision.unrivalled`` is what a door that reads
nothing back plays). A spell never swallows a word before it (a name not on the roster), and a grammar built
hands-free never reads one of the language's common words as a command. A reading becomes its command as
typed words do: through its intent's ``build`` (``assistant.reading.intents``).
Pure: it takes transcripts and a grammar, and can be tested on text alone.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any

from assistant.reading import intents, phonetic, roster_names
from assistant.reading.intents import Found, Intent, NameHit
from assistant.reading.roster_names import Hit, Person
from assistant.reading.scene import Scene
from assistant.reading.speech_grammar import Entry, Grammar
from models import Command, GameState

#: The kind of a grammar entry that is one of the group's macros.
MACRO = "macro"
#: The most words of one alternative that are read (a longer one is cut: nobody casts in a speech).
MAX_WORDS = 12

Signature = tuple[str, str, str | None, str | None] | None


@dataclass(frozen=True)
class Word:
    """One recognized word with its time."""

    text: str  #: the word as the model wrote it
    start: float  #: seconds from the utterance's start
    end: float  #: seconds from the utterance's start


@dataclass(frozen=True)
class Alternative:
    """One of the model's guesses at an utterance."""

    words: tuple[Word, ...]  #: the words, in order
    confidence: float = 0.0  #: the model's score; only its distance from the best alternative's counts

    @property
    def text(self) -> str:
        """Return the words as one line."""
        return " ".join(w.text for w in self.words)


@dataclass(frozen=True)
class Heard:
    """What the model heard in one utterance: its n-best alternatives, best first."""

    alternatives: tuple[Alternative, ...]  #: the n-best list; may be empty (nothing heard)

    @property
    def text(self) -> str:
        """Return the best transcript ('' for nothing)."""
        return self.alternatives[0].text if self.alternatives else ""

    def shown(self, unknown: frozenset[str]) -> str:
        """Return the best transcript as a person reads it: without the model's unknown-word tokens ('<UNK>')."""
        best = self.alternatives[0].words if self.alternatives else ()
        return " ".join(w.text for w in best if w.text not in unknown)


@dataclass(frozen=True)
class Limits:
    """How sure the matcher must be."""

    cutoff: float = 0.25  #: the most distance per letter a reading may have
    margin: float = 0.1  #: how much cheaper the best reading must be than any reading meaning something else
    unknown: float = 0.2  #: the price of each word the model did not know ([unk])
    rank: float = 0.05  #: the price per point of confidence (or per place, without scores) below the best
    sure: float = 0.15  #: the most a reading may cost to be accepted at once; a dearer one is read back first
    chatter: float = 0.05  #: the most a spell or command heard in one or two words may cost to be played unasked


@dataclass(frozen=True)
class Match:
    """The one command an utterance was read as."""

    kind: str  #: 'spell', 'command' or 'macro' (the group's own words, said alone)
    value: str  #: the spell id, the command word or the macro's key
    caster: str | None  #: roster key of the wizard named before it (or the default caster)
    target: str | None  #: roster key of the wizard named after it
    start: float  #: when the spell or command word began, seconds into the utterance
    end: float  #: when the utterance's last matched word (the target's name, if said) ended
    cost: float  #: the reading's price, penalties included
    heard: str  #: the transcript it was read from
    target_start: float | None = None  #: when the target's name began, if one was said
    chatter: bool = False  #: the spell or command was one or two words near it or a common word: read back first


@dataclass(frozen=True)
class Reading:
    """One way to read one alternative, or (match None) an alternative that means nothing."""

    cost: float  #: the reading's price
    match: Match | None  #: what it means; None: nothing

    @property
    def signature(self) -> Signature:
        """Return what the reading means, whatever the words' times."""
        m = self.match
        return None if m is None else (m.kind, m.value, m.caster, m.target)


def transcript(text: str, confidence: float = 0.0, step: float = 0.4) -> Alternative:
    """Return a transcript as an alternative whose words are ``step`` seconds each (for typed or test text)."""
    words = text.split()
    return Alternative(tuple(Word(w, i * step, (i + 1) * step) for i, w in enumerate(words)), confidence)


def heard(*texts: str) -> Heard:
    """Return an n-best list of transcripts, best first."""
    return Heard(tuple(transcript(t) for t in texts))


# ---------------------------------------------------------------- one alternative


@dataclass(frozen=True)
class _Part:
    entry: Entry | None  #: what a run of words was read as; None: nothing said there
    cost: float  #: its distance per letter
    first: int  #: index of its first word
    last: int  #: index after its last word


class _Spans:
    """The closest entries to each run of an alternative's words, computed once."""

    def __init__(self, keys: Sequence[str], grammar: Grammar, limits: Limits) -> None:
        self.keys, self.grammar, self.limits = keys, grammar, limits

    def close(self, entries: tuple[Entry, ...], first: int, last: int) -> list[_Part]:
        """Return the entries within the cutoff of words first..last-1, closest first."""
        return _close(tuple(self.keys[first:last]), entries, self.limits.cutoff, first, last)

    def common(self, part: _Part) -> bool:
        """Say whether a run of words is a common word of the language (hands-free, never a spell or command)."""
        return " ".join(self.keys[part.first : part.last]) in self.grammar.common

    def unheard(self, core: _Part) -> bool:
        """Say whether a spell or command is never read from these words: a common word, hands-free."""
        return self.grammar.hands_free and self.common(core)

    def chatter(self, core: _Part) -> bool:
        """Say whether a spell or command heard in one or two words may be table talk: near it, or a common word."""
        return core.last - core.first <= 2 and (core.cost > self.limits.chatter or self.common(core))

    def is_to(self, index: int) -> bool:
        """Say whether a word is a word before a target."""
        return index < len(self.keys) and any(e.key == self.keys[index] for e in self.grammar.to_words)


@lru_cache(maxsize=4096)
def _close(keys: tuple[str, ...], entries: tuple[Entry, ...], cutoff: float, first: int, last: int) -> list[_Part]:
    said = " ".join(keys)
    found = [_Part(e, phonetic.closeness(said, e.key, cutoff), first, last) for e in entries if _near(said, e.key)]
    return sorted((p for p in found if p.cost <= cutoff), key=lambda p: p.cost)


def _near(said: str, meant: str) -> bool:
    a, b = len(said.replace(" ", "")), len(meant.replace(" ", ""))
    return abs(a - b) <= max(2, b // 2)


def _names(spans: _Spans, first: int, last: int) -> list[_Part]:
    """Return the names words first..last-1 may be; nothing said is one choice when the run is empty."""
    if first == last:
        return [_Part(None, 0.0, first, last)]
    return spans.close(spans.grammar.names, first, last)


def _swallows_name(spans: _Spans, core: _Part) -> bool:
    """Say whether a spell's first word is extra, the entry matching better without it: a name not on the roster."""
    meant = core.entry
    assert meant is not None
    if core.last - core.first < 2:
        return False
    same = tuple(e for e in spans.grammar.cores if (e.kind, e.value) == (meant.kind, meant.value))
    return any(p.cost < core.cost for p in spans.close(same, core.first + 1, core.last))


def _targets(spans: _Spans, after: int, end: int) -> Iterator[_Part]:
    yield from _names(spans, after, end)
    if after < end and spans.is_to(after):
        yield from (p for p in _names(spans, after + 1, end) if p.entry is not None)


def _read(alt: Alternative, grammar: Grammar, limits: Limits, penalty: float, caster: str | None) -> list[Reading]:
    words = [w for w in alt.words[:MAX_WORDS] if w.text not in grammar.unknown]
    unknown = limits.unknown * (len(alt.words[:MAX_WORDS]) - len(words))
    spans = _Spans([phonetic.key(w.text, grammar.language) for w in words], grammar, limits)
    found: list[Reading] = []
    for start in range(len(words)):
        for who in _names(spans, 0, start):
            for end in range(start + 1, len(words) + 1):
                for core in spans.close(grammar.cores, start, end):
                    if spans.unheard(core) or (who.entry is None and _swallows_name(spans, core)):
                        continue
                    if core.entry is not None and core.entry.kind == MACRO and who.entry is not None:
                        continue  # a macro names its own casters and targets: it is said alone
                    for whom in _targets(spans, end, len(words)):
                        if core.entry is not None and core.entry.kind == MACRO and whom.entry is not None:
                            continue
                        cost = max(who.cost, core.cost, whom.cost) + unknown + penalty
                        meant = _match(core, who, whom, words, cost, alt.text, caster)
                        found.append(Reading(cost, replace(meant, chatter=spans.chatter(core))))
    return found


def _match(
    core: _Part, who: _Part, whom: _Part, words: list[Word], cost: float, text: str, caster: str | None
) -> Match:
    assert core.entry is not None
    return Match(
        kind=core.entry.kind,
        value=core.entry.value,
        caster=who.entry.value if who.entry else caster,
        target=whom.entry.value if whom.entry else None,
        start=words[core.first].start,
        end=words[(whom.last if whom.entry else core.last) - 1].end,
        cost=round(cost, 4),
        heard=text,
        target_start=words[whom.first].start if whom.entry else None,
    )


# ---------------------------------------------------------------- the decision

#: What the door does with an utterance: plays it, reads it back first, or refuses it.
ACCEPTED, DOUBTFUL, REFUSED = "accepted", "doubtful", "refused"
#: Why a reading no rival comes near is doubtful all the same.
_UNRIVALLED = frozenset({"costly", "chatter", "unsure-target"})


@dataclass(frozen=True)
class Decision:
    """What an utterance was decided to mean: its verdict, why, the candidates to read back, every reading."""

    verdict: str  #: ACCEPTED, DOUBTFUL or REFUSED
    reason: str  #: 'clear', 'close-rival', 'costly', 'chatter', 'unsure-target', 'nothing' or 'too-far'
    candidates: tuple[Match, ...]  #: the command (accepted) or the commands to offer in turn (doubtful)
    ranked: tuple[Reading, ...]  #: every reading, cheapest first

    @property
    def match(self) -> Match | None:
        """Return the command accepted at once, if any."""
        return self.candidates[0] if self.verdict == ACCEPTED else None

    @property
    def unrivalled(self) -> Match | None:
        """Return the best reading where no reading meaning something else comes within the margin, doubtful or
        not: what a door that reads nothing back plays (None: nothing, too far, or a close rival)."""
        return self.candidates[0] if self.verdict == ACCEPTED or self.reason in _UNRIVALLED else None


def _penalties(alternatives: Sequence[Alternative], limits: Limits) -> list[float]:
    scores = [a.confidence for a in alternatives]
    if len(set(scores)) <= 1:
        return [limits.rank * i for i in range(len(alternatives))]
    return [limits.rank * max(0.0, scores[0] - s) for s in scores]


def readings(said: Heard, grammar: Grammar, limits: Limits | None = None, caster: str | None = None) -> list[Reading]:
    """Return every reading of every alternative, cheapest first; an alternative that means nothing gives one."""
    limits = limits or Limits()
    found: list[Reading] = []
    for alt, penalty in zip(said.alternatives, _penalties(said.alternatives, limits), strict=True):
        read = [r for r in _read(alt, grammar, limits, penalty, caster) if r.cost <= limits.cutoff + limits.margin]
        found.extend(read or [Reading(penalty, None)])
    return sorted(found, key=lambda r: r.cost) or [Reading(0.0, None)]


def decide(said: Heard, grammar: Grammar, limits: Limits | None = None, caster: str | None = None) -> Decision:
    """Decide what an utterance means: one clear cheap reading is accepted, a close or dear one is doubtful."""
    limits = limits or Limits()
    ranked = tuple(readings(said, grammar, limits, caster))
    best = ranked[0]
    if best.match is None:
        return Decision(REFUSED, "nothing", (), ranked)
    if best.cost > limits.cutoff:
        return Decision(REFUSED, "too-far", (), ranked)
    rival = next((r for r in ranked if r.signature != best.signature), None)
    if rival is not None and rival.cost < best.cost + limits.margin:
        if rival.match is None:
            return Decision(REFUSED, "close-rival", (), ranked)
        offered = (best.match, rival.match) if rival.cost <= limits.cutoff else (best.match,)
        return Decision(DOUBTFUL, "close-rival", offered, ranked)
    if best.cost > limits.sure:
        return Decision(DOUBTFUL, "costly", (best.match,), ranked)
    if best.match.chatter:
        return Decision(DOUBTFUL, "chatter", (best.match,), ranked)
    if _unsure_target(best.match, said, grammar):
        return Decision(DOUBTFUL, "unsure-target", (best.match,), ranked)
    return Decision(ACCEPTED, "clear", (best.match,), ranked)


def _unsure_target(m: Match, said: Heard, grammar: Grammar) -> bool:
    """Say whether another alternative heard an unknown word where the target's name was: it may be forced."""
    if m.target_start is None:
        return False
    return any(
        w.text in grammar.unknown and w.start < m.end and m.target_start < w.end
        for alt in said.alternatives
        for w in alt.words
    )


# ---------------------------------------------------------------- the command

#: How sure a name the matcher heard is: as said, one of the grammar's own phrases.
_HEARD = Hit(roster_names.EXACT, frozenset())


def _found(m: Match, intent: Intent, names: Mapping[str, str]) -> Found:
    """Return a reading as what its intent found: the caster named before the spell or command word (the one
    acting, as a colon marks them in typed words), the target after it."""
    caster = [NameHit(0, 1, m.caster, _HEARD, colon=True)] if m.caster is not None and m.caster in names else []
    target = [NameHit(2, 1, m.target, _HEARD, colon=False)] if m.target is not None and m.target in names else []
    spell = m.value if m.kind == "spell" else None
    return Found(
        intent, key_length=1, spell=spell, spell_at=1, names=[*caster, *target], targets={2} if target else set()
    )


def _heard_scene(names: Mapping[str, str]) -> Scene:
    """Return what a voice door knows of its game: the roster it heard names from; it names whom it heard."""
    people = tuple(Person(key, name, {}) for key, name in names.items())
    return Scene(people, None, True, frozenset(), (), frozenset(), frozenset())


def command_of(m: Match, state: GameState[Any, Any] | None, origin: datetime, source: str = "voice") -> Command:
    """Return the command an utterance asks for; ``origin`` is the wall time of the stream's second zero."""
    names = {k: str(c.name) for k, c in state.characters.items()} if state is not None else {}
    return command_from(m, names, origin, source)


def command_from(m: Match, names: Mapping[str, str], origin: datetime, source: str = "voice") -> Command:
    """Return the command an utterance asks for, naming wizards from a roster (key → name)."""
    intent = intents.named("cast" if m.kind == "spell" else m.value)
    command, args, options = intent.build(_found(m, intent, names), _heard_scene(names))
    return Command(
        name=command,
        args=args,
        options=options,
        text=m.heard,
        at=origin + timedelta(seconds=m.start),
        end_at=origin + timedelta(seconds=m.end),
        source=source,
    )
