"""Name keys and their matching: how characters and spells are found whatever the case, diacritics and typos."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import icu
from confusable_homoglyphs import confusables

#: Typos forgiven by the length of the typed name: (longest length, typos); longer names get MAX_TYPOS.
TYPOS = ((4, 0), (7, 1), (12, 2))
MAX_TYPOS = 3
#: Letters an inflected ending is made of, once keys have lost their diacritics (Latin and Cyrillic vowels).
_ENDING_LETTERS = frozenset("aeiouyаеиоуыэюяь")
#: The shortest stem a word keeps when its ending is dropped.
MIN_STEM = 3

#: The Unicode categories no name may hold: controls (NUL, escapes) and format characters (zero-width, bidi overrides).
HIDDEN = frozenset({"Cc", "Cf"})
#: What a renderer draws as nothing (Unicode's Default_Ignorable_Code_Point: U+034F, variation selectors, U+3164).
_IGNORABLE = icu.UnicodeSet("[:Default_Ignorable_Code_Point:]")
#: The UTS #39 identifier profile (its Recommended and Inclusion characters), with ASCII's visible characters and
#: the space: what a name may be written with (no small capitals, braille blanks, private use or symbols).
_ALLOWED = icu.UnicodeSet(r"[\u0020-\u007E]")
_ALLOWED.addAll(icu.SpoofChecker().getRecommendedUnicodeSet()).addAll(icu.SpoofChecker().getInclusionUnicodeSet())
_ALLOWED.freeze()

_FOLD = str.maketrans({"ł": "l", "đ": "d", "ø": "o", "ß": "ss", "æ": "ae", "œ": "oe", "ё": "е", "’": "'"})


@lru_cache(maxsize=8192)
def key(text: str) -> str:
    """Return the lookup key of a name: case-folded, without diacritics, single-spaced (remembered: names recur)."""
    folded = unicodedata.normalize("NFKD", text.casefold().translate(_FOLD))
    bare = "".join(c for c in folded if not unicodedata.combining(c))
    return " ".join(bare.replace("-", " ").replace("_", " ").split())


def hidden(text: str) -> str | None:
    """Return the first control, format or ignorable character of a text (invisible, or reordering what follows)."""
    return next((c for c in text if _hides(c)), None)


def _hides(char: str) -> bool:
    return unicodedata.category(char) in HIDDEN or _IGNORABLE.contains(char)


def visible(text: str) -> str:
    """Return a text without its control, format and ignorable characters: what a reply may quote of it."""
    return "".join(c for c in text if not _hides(c))


def spelled(text: str) -> bool:
    """Say whether a text holds a letter or a digit: what a name needs to be read and said."""
    return any(unicodedata.category(c)[0] in "LN" for c in text)


def restricted(text: str) -> str | None:
    """Return the first character of a text that names may not use (outside UTS #39's identifier profile), if any."""
    return next((c for c in text if not _ALLOWED.contains(c)), None)


def stacked(text: str) -> str | None:
    """Return the first mark a text repeats on one letter (drawn over itself, so unseen: UTS #39), if any."""
    marks: set[str] = set()
    for char in unicodedata.normalize("NFD", text):
        if unicodedata.category(char) != "Mn":
            marks.clear()
        elif char in marks:
            return char
        else:
            marks.add(char)
    return None


def foreign(text: str) -> str | None:
    """Return the first letter of a text from another script than the one before it, when UTS #39 finds the mix
    unsafe (Latin with Cyrillic or Greek; Latin with Han and the Japanese or Korean scripts is safe), else None."""
    if not _MIXES.check(text.replace(" ", "")):
        return None
    written = [(c, icu.Script.getScript(c).getScriptCode()) for c in text]
    codes = [code for _, code in written if code not in _SHARED]
    return next((c for c, code in written if code not in _SHARED and code != codes[0]), None)


def _mixes() -> icu.SpoofChecker:
    """Return a checker of UTS #39's highly restrictive level (section 5.2): one script, or Latin with Han and the
    Japanese or Korean ones."""
    checker = icu.SpoofChecker()
    checker.setChecks(icu.USpoofChecks.RESTRICTION_LEVEL)
    checker.setRestrictionLevel(icu.URestrictionLevel.HIGHLY_RESTRICTIVE)
    return checker


#: The one checker of script mixes (configured once, it only reads).
_MIXES = _mixes()
#: Script codes of the characters every script uses (Common: digits, punctuation; Inherited: marks).
_SHARED = frozenset({icu.UScriptCode.COMMON, icu.UScriptCode.INHERITED})


@lru_cache(maxsize=8192)
def skeleton(text: str) -> str:
    """Return what a name looks like: two names one cannot tell apart on screen have one skeleton.

    NFKC, each letter replaced by the one it is confused with (Unicode's confusables, as the maintained
    confusable_homoglyphs package ships them: Cyrillic 'а' and Greek 'α' as Latin 'a', 'І' and '1' as 'l'), then
    the name's key (case-folded, without diacritics); control and format characters are left out.
    """
    plain = visible(unicodedata.normalize("NFKC", text))
    return key("".join(_prototype(c) for c in plain))


@lru_cache(maxsize=4096)
def _prototype(char: str) -> str:
    """Return the character a character is mistaken for: the one the table maps it to, else itself."""
    mapped = _homoglyphs(char)
    if len(mapped) != 1:  # none, or the prototype others are mapped to
        return char
    target = mapped[0]
    return min(char, target) if _homoglyphs(target) == [char] else target  # a pair of two: either one, both ways


def _homoglyphs(char: str) -> list[str]:
    found = confusables.is_confusable(char, greedy=True) if len(char) == 1 else False
    return [str(glyph["c"]) for glyph in found[0]["homoglyphs"]] if isinstance(found, list) and found else []


def typos_allowed(length: int) -> int:
    """Return how many typos a name of this length may carry and still be found."""
    return next((typos for longest, typos in TYPOS if length <= longest), MAX_TYPOS)


def distance(a: str, b: str, limit: int) -> int:
    """Return the edit distance of two keys (adjacent swaps count one), or ``limit + 1`` once past limit."""
    over = limit + 1
    if abs(len(a) - len(b)) > limit:
        return over
    before: list[int] = []
    row = [j if j <= limit else over for j in range(len(b) + 1)]
    for i in range(1, len(a) + 1):
        current = [i if i <= limit else over] + [over] * len(b)
        low, high = max(1, i - limit), min(len(b), i + limit)
        for j in range(low, high + 1):
            current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], before[j - 2] + 1)
        if min(current[low - 1 : high + 1]) > limit:
            return over
        before, row = row, current
    return min(row[-1], over)


def same_start(a: str, b: str) -> bool:
    """Say whether two keys may be typos of each other by their start: a first letter kept, or swapped."""
    return a[:1] == b[:1] or (a[:1] == b[1:2] and a[1:2] == b[:1])


def _stem_word(word: str) -> str:
    bare = word[:-1] if word[-1:] in _ENDING_LETTERS else word
    return bare if len(bare) >= MIN_STEM else word


def stem(key: str) -> str:
    """Return a key with each word's final vowel dropped: what the word's case forms begin with."""
    return " ".join(_stem_word(word) for word in key.split())


def inflects(typed: str, name: str, endings: frozenset[str]) -> bool:
    """Say whether a typed key is a name key with its words' endings changed to some of ``endings``."""
    said, known = typed.split(), name.split()
    return len(said) == len(known) and all(inflects_word(t, n, endings) for t, n in zip(said, known, strict=True))


def inflects_word(typed: str, name: str, endings: frozenset[str]) -> bool:
    """Say whether a typed word is the word ``name``, or its stem, followed by one of ``endings``."""
    return any(typed.startswith(base) and typed[len(base) :] in endings for base in (name, _stem_word(name)))
