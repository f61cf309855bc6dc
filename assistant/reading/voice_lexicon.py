"""The voice lexicon: what a speech model hears for each spell and command word, per language.

Each language's ``locales/<lang>/voice.ftl`` lists comma-separated phrases, spelled with words the model
knows (sound-alikes where the real name is not in its vocabulary): ``voice-spell-<id>`` per spell, and
``voice-to``, the words said between a spell and its target. The command words (dodge, cycle, halt, pool: the
intents said) are the plain phrases of each one's list in ``intents.ftl``, the list typed words are read from too
(no wildcard, no @list, no name after a slash), the first of them read back. The spell names of ``spells.ftl`` in
the same language are read too: they help the matcher on free transcripts, and join the grammar where the model
knows their words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib.abc import Traversable
from pathlib import Path

from assistant.language import words
from assistant.reading.intents import SAID

SPELL_PREFIX = "voice-spell-"
TO_MESSAGE = "voice-to"
#: The words that confirm or cancel a command read back, and the common words hands-free never reads as one.
YES_MESSAGE, NO_MESSAGE, COMMON_MESSAGE = "voice-yes", "voice-no", "voice-common-words"
_WRITTEN_PREFIX = "spell-"
_ALIASES = "-aliases"
#: The command words a lexicon may define (the intents said), in the order the grammar lists them.
COMMAND_WORDS = tuple(i.name for i in SAID)
#: What makes a phrase of an intent's list no phrase a speech grammar hears: a wildcard, a @list, a verb in any
#: form (~насылать), a slash.
_UNSAID = ("*", "@", "~", words.SLASH)

Phrases = tuple[str, ...]


@dataclass(frozen=True)
class VoiceLexicon:
    """One language's spoken forms of spells and command words."""

    language: str  #: the language of the model these phrases are spelled for
    spells: Mapping[str, Phrases]  #: spell id → phrases from voice.ftl, as the model spells them
    commands: Mapping[str, Phrases]  #: command word (dodge, cycle, halt, pool) → phrases
    to_words: Phrases  #: words said between a spell and its target ('на', 'sur')
    written: Mapping[str, Phrases]  #: spell id → names and aliases from the language's spells.ftl
    answers: Mapping[str, Phrases] = field(default_factory=dict)  #: 'yes' / 'no' → the words that say it
    common: Phrases = ()  #: common words (the stoplist) no hands-free utterance is read as a command from

    def words(self) -> list[str]:
        """Return every word of voice.ftl's phrases, once each, in order (what `voice check` looks up)."""
        phrases = [*_flat(self.spells), *_flat(self.commands), *self.to_words, *_flat(self.answers)]
        return list(dict.fromkeys(w for p in phrases for w in p.split()))

    def spell_phrases(self, spell: str) -> Phrases:
        """Return a spell's spoken phrases, then its written names."""
        return tuple(dict.fromkeys([*self.spells.get(spell, ()), *self.written.get(spell, ())]))


def _flat(table: Mapping[str, Phrases]) -> list[str]:
    return [p for phrases in table.values() for p in phrases]


def _phrases(text: str) -> Phrases:
    return tuple(dict.fromkeys(" ".join(p.lower().split()) for p in text.split(",") if p.strip()))


def _prefixed(messages: Mapping[str, str], prefix: str) -> dict[str, Phrases]:
    return {k.removeprefix(prefix): _phrases(v) for k, v in messages.items() if k.startswith(prefix)}


def _said(intents: Mapping[str, str]) -> dict[str, Phrases]:
    """Return each intent said's phrases a speech grammar may hold: its list's plain ones, in order."""
    return {
        name: said
        for name in COMMAND_WORDS
        if (said := tuple(p for p in _phrases(intents.get(words.COMMANDS + name, "")) if not _marked(p)))
    }


def _marked(phrase: str) -> bool:
    return any(mark in phrase for mark in _UNSAID)


def _written(messages: Mapping[str, str]) -> dict[str, Phrases]:
    found: dict[str, list[str]] = {}
    for name, text in messages.items():
        if name.startswith(_WRITTEN_PREFIX):
            found.setdefault(name.removeprefix(_WRITTEN_PREFIX).removesuffix(_ALIASES), []).extend(_phrases(text))
    return {k: tuple(dict.fromkeys(v)) for k, v in found.items()}


def read_lexicon(language: str, root: Traversable | Path | None = None) -> VoiceLexicon:
    """Read a language's voice.ftl (and intents.ftl, spells.ftl) under a locales root (the shipped one by default)."""
    voice = words.messages(language, "voice.ftl", root)
    return VoiceLexicon(
        language=language,
        spells=_prefixed(voice, SPELL_PREFIX),
        commands=_said(words.messages(language, "intents.ftl", root)),
        to_words=_phrases(voice.get(TO_MESSAGE, "")),
        written=_written(words.messages(language, "spells.ftl", root)),
        answers={"yes": _phrases(voice.get(YES_MESSAGE, "")), "no": _phrases(voice.get(NO_MESSAGE, ""))},
        common=_phrases(voice.get(COMMON_MESSAGE, "")),
    )


@cache
def shipped_lexicon(language: str) -> VoiceLexicon:
    """Return a shipped language's lexicon, read once."""
    return read_lexicon(language)
