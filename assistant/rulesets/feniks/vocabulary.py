"""The words Feniks commands take for options and values, from locales/<loc>/words.ftl, every locale at once.

Each kind of value has its lists ``word-feniks-<kind>-<meaning>`` (``word-feniks-defence-shield = tarcza, щит``);
the rulesets' shared lists (versus, to, yes, no, remove) are assistant.language.words'.
"""

from __future__ import annotations

from assistant.errors import NotFound
from assistant.language import words

#: The prefixes of the lists of each kind of value, by what the value names.
FIELD_WORDS = "word-feniks-field-"  # a sheet option: age=, reflex=...
KIND_WORDS = "word-feniks-kind-"  # a duel's type=
DEFENCE_WORDS = "word-feniks-defence-"  # /defend shield|dodge|none
CATEGORY_WORDS = "word-feniks-category-"  # a spell's category=
SEVERITY_WORDS = "word-feniks-severity-"  # a knock-out's severity=
CONDITION_WORDS = "word-feniks-condition-"  # a sheet's condition=
#: The words of /odds asking the chance to hit.
HIT_WORDS = "word-feniks-hit"


def word(prefix: str, text: str, what: str) -> str:
    """Return what a typed word means among the lists of one kind of value, or refuse naming the meanings."""
    meaning = words.meaning(prefix, text)
    if meaning is None:
        known = ", ".join(sorted(set(words.meanings(prefix).values())))
        raise NotFound("feniks-refusal-word", rule="feniks.words", what=what, word=text, known=known)
    return meaning


def flag(text: str) -> bool:
    """Return whether a typed word means yes or no, or refuse."""
    if words.means(words.YES, text) or words.means(words.NO, text):
        return words.means(words.YES, text)
    raise NotFound("feniks-refusal-word", rule="feniks.words", what="yes|no", word=text, known="yes, no")
