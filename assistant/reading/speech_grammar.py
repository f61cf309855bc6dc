"""The grammar of one game: its spells, its roster's names and the locale's command words, as a speech model hears them.

Vosk decodes only the phrases of the grammar (plus the model's unknown-word token), which makes a small
model fast and hard to fool; a phrase with a word the model does not know is left out (and `voice check`
lists such words). The same entries, as phonetic keys, are what the matcher compares transcripts with.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from assistant.reading import phonetic
from assistant.reading.voice_lexicon import COMMAND_WORDS, VoiceLexicon

#: Tokens models use for a word outside the grammar, in the order they are tried.
UNKNOWN_TOKENS = ("[unk]", "<UNK>", "<unk>", "<SPOKEN_NOISE>")

Knows = Callable[[str], bool]


@dataclass(frozen=True)
class Entry:
    """One thing a player may say: a spell, a command word, a name, or a word before a target."""

    kind: str  #: 'spell', 'command', 'macro', 'name' or 'to'
    value: str  #: the spell id, command word, macro key, roster key, or the word itself
    phrase: str  #: the words, as the model spells them
    key: str  #: the phrase's phonetic key


@dataclass(frozen=True)
class Grammar:
    """Everything one game's players may say, for the recognizer and for the matcher."""

    language: str  #: the model's language
    cores: tuple[Entry, ...]  #: spells, command words and the group's macros: what an utterance must contain
    names: tuple[Entry, ...]  #: the roster's names (and their sound-alikes)
    to_words: tuple[Entry, ...]  #: words allowed between a spell and its target
    unknown: frozenset[str] = field(default_factory=lambda: frozenset({"[unk]"}))  #: the model's unknown tokens
    answers: tuple[Entry, ...] = ()  #: 'yes' and 'no' words, which confirm or cancel a command read back
    common: frozenset[str] = frozenset()  #: phonetic keys of the language's common words (never cast unasked)
    hands_free: bool = False  #: built for a voice-activity gate: a common word is never read as a command

    def phrases(self, answers: bool = False) -> list[str]:
        """Return the recognizer's grammar: every phrase once (the answers too, while a question waits), then [unk]."""
        spoken = [e.phrase for e in (*self.cores, *self.names, *self.to_words, *(self.answers if answers else ()))]
        return [*dict.fromkeys(spoken), *sorted(self.unknown)]

    def json(self, answers: bool = False) -> str:
        """Return the grammar as Vosk's SetGrammar takes it (with the yes and no words, while a question waits)."""
        return json.dumps(self.phrases(answers), ensure_ascii=False)

    def answer(self, words: Sequence[str]) -> str | None:
        """Return 'yes' or 'no' where the words are one of the answers, else None."""
        said = phonetic.key(" ".join(words), self.language)
        return next((e.value for e in self.answers if e.key == said), None)

    def name_of(self, key: str) -> str:
        """Return the roster name a name entry stands for (its first phrase)."""
        return next(e.phrase for e in self.names if e.value == key)


def _entry(kind: str, value: str, phrase: str, language: str) -> Entry:
    return Entry(kind, value, phrase, phonetic.key(phrase, language))


def _usable(phrase: str, knows: Knows | None) -> bool:
    return bool(phrase.split()) and (knows is None or all(knows(w) for w in phrase.split()))


def _entries(kind: str, table: Mapping[str, Sequence[str]], language: str, knows: Knows | None) -> list[Entry]:
    return [_entry(kind, v, p, language) for v, phrases in table.items() for p in phrases if _usable(p, knows)]


def build_grammar(
    lexicon: VoiceLexicon,
    spells: Iterable[str],
    roster: Mapping[str, str],
    commands: Iterable[str] = COMMAND_WORDS,
    aliases: Mapping[str, Sequence[str]] | None = None,
    knows: Knows | None = None,
    hands_free: bool = False,
    macros: Mapping[str, str] | None = None,
) -> Grammar:
    """Build a game's grammar: its spells' phrases, its command words, its roster (key → name) and aliases, and
    its macros (key → name: the group's own words, heard as a command word is).

    Hands-free, the sound-alikes that are common words of the language (the lexicon's stoplist) are left out,
    and a transcript that is one of those words is never read as a spell or command; with a key held, it is
    read back first.
    """
    lang, wanted = lexicon.language, set(commands)
    common = lexicon.common if hands_free else ()
    spell_table = {s: _plain(lexicon.spell_phrases(s), common) for s in spells if lexicon.spell_phrases(s)}
    command_table = {c: _plain(p, common) for c, p in lexicon.commands.items() if c in wanted}
    name_table = {k: [n.lower(), *(aliases or {}).get(k, ())] for k, n in roster.items()}
    macro_table = {k: _plain((n.lower(),), common) for k, n in (macros or {}).items()}
    return Grammar(
        language=lang,
        cores=tuple(
            [
                *_entries("spell", spell_table, lang, knows),
                *_entries("command", command_table, lang, knows),
                *_entries("macro", macro_table, lang, knows),
            ]
        ),
        names=tuple(_entries("name", name_table, lang, knows)),
        to_words=tuple(_entry("to", w, w, lang) for w in lexicon.to_words if _usable(w, knows)),
        unknown=unknown_tokens(knows),
        answers=tuple(_entries("answer", lexicon.answers, lang, knows)),
        common=frozenset(phonetic.key(w, lang) for w in lexicon.common),
        hands_free=hands_free,
    )


def _plain(phrases: Sequence[str], common: Sequence[str]) -> tuple[str, ...]:
    """Return the phrases that contain none of the common words (as whole words)."""
    return tuple(p for p in phrases if not any(f" {w} " in f" {p} " for w in common))


def unknown_tokens(knows: Knows | None) -> frozenset[str]:
    """Return the unknown-word tokens a model knows ('[unk]' where there is no model to ask)."""
    if knows is None:
        return frozenset({UNKNOWN_TOKENS[0]})
    return frozenset(t for t in UNKNOWN_TOKENS if knows(t))


def missing_words(lexicon: VoiceLexicon, knows: Knows) -> list[str]:
    """Return the words of a lexicon's phrases that a model does not know, in order."""
    return [w for w in lexicon.words() if not knows(w)]


def unheard_names(roster: Mapping[str, str], knows: Knows) -> list[str]:
    """Return the roster names with a word the model does not know (they need an alias to be heard)."""
    return [n for n in roster.values() if not _usable(n.lower(), knows)]
