"""Characters as people name them: every case form of a name, matched whatever the case, diacritics and small typos.

The forms come from the morphology of the reading locale (``forms``: 'Draco' → 'Dracona', 'Draconowi' in
Polish, 'Гермиона' → 'Гермиону' in Russian); a word that is none of them may still be the name with a case
ending of the locale added to it or to its stem, or with one typo in a long name. Slash commands, natural
phrasing and the rulesets' own look-ups all find characters here.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from assistant.errors import ParseError
from assistant.language import morph, words
from assistant.language.locales import FALLBACK, LOCALES
from assistant.language.morph import scripts
from assistant.reading import name_keys, phonetic
from assistant.reading.name_keys import MIN_STEM, distance, inflects_word
from assistant.state import grain
from models import CharacterBase, GameState, Gender
from models import Person as Sheet

#: A name word this long or longer may carry one typo and still be recognized.
TYPO_FROM = 5
#: The shortest word of a several-word name that names its character alone ('Drago' of Drago Malefoy).
MIN_SHORT = 3
#: Grades of a match, best first: a form of the name, the name with a case ending, one typo.
EXACT, INFLECTED, TYPO = 0, 1, 2
#: The most distance per letter between a word and a transliterated name that sounds like it (phonetic keys).
SOUND_CUTOFF = 0.25
#: The fewest consonants a transliterated name needs to be found by its sound (a short one is found exactly).
MIN_BONES = 4
NOMINATIVE = "nom"


@dataclass(frozen=True)
class Person:
    """One character, as the reader finds them."""

    key: str  #: roster key
    name: str  #: display name
    forms: Mapping[tuple[str, ...], frozenset[str]]  #: each form's word keys → the cases it may be
    spelled: tuple[str, ...] = ()  #: the name's key as the locale writes it, where that differs ('гарри' for Harry)

    @property
    def spellings(self) -> tuple[tuple[str, ...], ...]:
        """Return the words of the name as written and as the locale writes it: what endings and typos change."""
        return (tuple(self.key.split()), *(tuple(s.split()) for s in self.spelled))

    @property
    def size(self) -> int:
        """Return how many words the name has."""
        return len(self.key.split())

    @property
    def sizes(self) -> frozenset[int]:
        """Return how many words each of the name's forms (its aliases' too) has."""
        return frozenset({self.size, *(len(form) for form in self.forms)})


@dataclass(frozen=True)
class Hit:
    """A name found in words: how well, and the cases the form may be (empty: not a known form)."""

    grade: int
    cases: frozenset[str]

    @property
    def nominative(self) -> bool:
        """Say whether the name stands as it is named: in the nominative, or in a form that may be any case."""
        return not self.cases or NOMINATIVE in self.cases


def forms(
    name: str, locale: str, sheet: Sheet | None = None, aliases: Sequence[str] = ()
) -> dict[tuple[str, ...], frozenset[str]]:
    """Return the forms of a name and its aliases in a locale (declined, or as a GM set them): word keys → cases."""
    found = dict(_forms(name, locale, sheet) if sheet is not None and sheet.forms else _declined(name, locale))
    for alias in aliases:
        found.update({form: cases for form, cases in _declined(alias, locale).items() if form not in found})
    return found


def _spelled(name: str, locale: str, sheet: Sheet | None) -> tuple[str, ...]:
    """Return a name as the locale writes it and as it transliterates it, where those are other spellings (Гарри for
    Harry in Russian; 'Луна' for Luna whose GM wrote her alias in Cyrillic)."""
    if sheet is None:
        return _spellings(name, locale, None, (), None)
    return _spellings(name, locale, sheet.forms.get(locale, {}).get(NOMINATIVE), sheet.aliases, sheet.gender)


@lru_cache(maxsize=4096)
def _spellings(
    name: str, locale: str, own: str | None, aliases: tuple[str, ...], gender: Gender | None
) -> tuple[str, ...]:
    """Return ``_spelled`` of a sheet with this nominative, these aliases and this gender (remembered: every line
    that names someone grades the whole roster)."""
    plain = morph.written(name, locale, Sheet(name=name, gender=gender))
    forms = {locale: {NOMINATIVE: own}} if own else {}
    shown = morph.written(name, locale, Sheet(name=name, gender=gender, aliases=aliases, forms=forms))
    return tuple(s for s in dict.fromkeys((shown, plain)) if s != name)


@lru_cache(maxsize=4096)
def _declined(name: str, locale: str) -> dict[tuple[str, ...], frozenset[str]]:
    return _forms(name, locale, None)


def _forms(name: str, locale: str, sheet: Sheet | None) -> dict[tuple[str, ...], frozenset[str]]:
    found: dict[tuple[str, ...], set[str]] = {tuple(name_keys.key(name).split()): {NOMINATIVE}}
    for case, form in morph.forms_of(name, locale, sheet).items():
        found.setdefault(tuple(name_keys.key(form).split()), set()).add(case)
    return {form: frozenset(cases) for form, cases in found.items()}


def person(
    key: str, name: str, locale: str, character: CharacterBase | None = None, short: Sequence[str] = ()
) -> Person:
    """Return a character as the reader finds them in a locale: by the forms of their name, aliases, short names.

    A name of another script is found by its forms as the locale writes it too (Harry's 'Гарри', 'Гарри' in
    Russian; Гермиона's 'Giermiony' in Polish).
    """
    sheet = character.person() if character is not None else None
    spelled = _spelled(name, locale, sheet)
    found = forms(name, locale, sheet, [*spelled, *(character.aliases if character is not None else ()), *short])
    return Person(key, name, found, _keys(spelled) if spelled else ())


def _keys(names: Sequence[str]) -> tuple[str, ...]:
    return tuple(name_keys.key(n) for n in names)


def people(state: GameState[Any, Any], locale: str) -> tuple[Person, ...]:
    """Return a game's roster as the reader finds it."""
    parts = short_names(state.characters)
    return tuple(person(k, str(c.name), locale, c, parts.get(k, ())) for k, c in grain.peek(state.characters))


def written_names(state: GameState[Any, Any] | None, locale: str) -> dict[str, tuple[str, ...]]:
    """Return, by roster key, the case forms of each name a locale writes in another script (lower-cased: what a
    speech model of that language hears for Harry is «гарри», for Hermione «гермиону»)."""
    found: dict[str, tuple[str, ...]] = {}
    for key, character in grain.peek(state.characters) if state is not None else ():
        sheet = character.person()
        if morph.written(str(character.name), locale, sheet) != character.name:
            forms = morph.forms_of(str(character.name), locale, sheet).values()
            found[key] = tuple(dict.fromkeys(f.lower() for f in forms))
    return found


def short_names(characters: Mapping[str, CharacterBase]) -> dict[str, tuple[str, ...]]:
    """Return, per character of a several-word name, the words of it no other name has ('Drago' of Drago Malefoy)."""
    roster = [(k, _words(c)) for k, c in grain.peek(characters)]
    count = Counter(w for _, said in roster for w in said)
    return {k: tuple(w for w in said if count[w] == 1 and len(w) >= MIN_SHORT) for k, said in roster if len(said) > 1}


class Index:
    """The people whose name a word may begin, found without grading every one (a larp's roster has hundreds).

    A word may begin a form of a name (any of its words, an alias's too), be a name's first word or its stem with
    a case ending, or be one typo away from a long one: each kind has its map, the typos by their one-letter
    deletions (two words one edit apart share one: SymSpell's trick). What it returns is graded as before.
    """

    def __init__(self, people: Sequence[Person]) -> None:
        self._forms: dict[str, set[int]] = {}
        self._bases: dict[str, set[int]] = {}
        self._typos: dict[str, set[int]] = {}
        self._sounds: dict[str, set[int]] = {}
        for i, who in enumerate(people):
            for form in filter(None, who.forms):
                self._forms.setdefault(form[0], set()).add(i)
                if len(form) == 1:  # a case form's stem may take an ending too ('Lence' → 'lenčiny')
                    self._bases.setdefault(name_keys.stem(form[0]), set()).add(i)
            for first in (w[0] for w in who.spellings if w):  # none for a name without a letter (kept from before)
                self._add_first(i, first)
            for spelled in who.spelled:
                self._add_sound(i, spelled.split()[0])
        said = {w for who in people for form in (*who.forms, *who.spellings) for w in form}
        #: How the roster's words begin (their first two letters, either way round): what a word naming one may be.
        self.starts = starts_of(said)

    def _add_first(self, i: int, first: str) -> None:
        """Index the person at ``i`` by their name's first word: its stems, and its one-typo deletions if long."""
        for base in {first, name_keys.stem(first), fleeting(first), name_keys.stem(fleeting(first))}:
            self._bases.setdefault(base, set()).add(i)
        if len(first) >= TYPO_FROM:
            for near in _deletions(first):
                self._typos.setdefault(near, set()).add(i)

    def _add_sound(self, i: int, first: str) -> None:
        """Index the person at ``i`` by the sounds of their name's first word as the locale writes it (a long one)."""
        sounds = bones(first)
        if len(first) >= TYPO_FROM and len(sounds) >= MIN_BONES:
            self._sounds.setdefault(sounds, set()).add(i)

    def starting(self, key: str, endings: frozenset[str]) -> list[int]:
        """Return the positions of the people whose name ``key`` may begin, in roster order."""
        found = self._forms.get(key, set()) | self._bases.get(key, set())
        for cut in range(1, len(key) + 1):
            if key[cut:] in endings:
                found |= self._bases.get(key[:cut], set())
                found |= self._sounds.get(bones(key[:cut]), set()) if self._sounds and cut >= MIN_STEM else set()
        for near in _deletions(key):
            found |= self._typos.get(near, set())
        return sorted(found)


def starts_of(said: set[str] | frozenset[str]) -> frozenset[str]:
    """Return how words begin: their first two letters, and those two swapped (a typo's commonest slip)."""
    return frozenset(w[:2] for w in said) | frozenset(w[1::-1] for w in said)


def _deletions(word: str) -> set[str]:
    """Return a word and every word one letter shorter made from it."""
    return {word, *(word[:i] + word[i + 1 :] for i in range(len(word)))}


def _words(character: CharacterBase) -> list[str]:
    return name_keys.key(str(character.name)).split()


def grade(said: Sequence[str], who: Person, endings: frozenset[str]) -> Hit | None:
    """Return how well words (keys) name a person, or None."""
    cases = who.forms.get(tuple(said))
    if cases is not None:
        return Hit(EXACT, cases)
    own = tuple(who.key.split())
    graded = [
        _words_grade(said, words, endings, sounds=words != own) for words in who.spellings if len(words) == len(said)
    ]
    best = min((g for g in graded if g is not None), default=None)
    if best is None and len(said) == 1 and any(_from_form(said[0], form, endings) for form in who.forms):
        best = INFLECTED  # 'lenčiny' (Lenka's): an ending on a case form's stem ('Lence'), its consonant changed
    return Hit(best, frozenset()) if best is not None else None


def _from_form(said: str, form: tuple[str, ...], endings: frozenset[str]) -> bool:
    return len(form) == 1 and said != form[0] and inflects_word(said, form[0], endings)


def _words_grade(said: Sequence[str], words: Sequence[str], endings: frozenset[str], sounds: bool) -> int | None:
    """Return the worst grade of the words said against a spelling's words, or None where one does not match."""
    grades = [_word_grade(s, w, endings, sounds) for s, w in zip(said, words, strict=True)]
    return None if None in grades else max(g for g in grades if g is not None)


def _word_grade(said: str, word: str, endings: frozenset[str], sounds: bool = False) -> int | None:
    if said == word:
        return EXACT
    if inflects_word(said, word, endings) or inflects_word(said, fleeting(word), endings):
        return INFLECTED
    if len(word) >= TYPO_FROM and (distance(said, word, 1) <= 1 or (sounds and sounds_like(said, word, endings))):
        return TYPO
    return None


def sounds_like(said: str, word: str, endings: frozenset[str]) -> bool:
    """Say whether a word, less one of the locale's endings, sounds as a transliterated name does (transliteration
    is lossy: Дамблдора is Думбледор's, Лавгуду is Ловегуд's): the same consonants, enough of them, and vowels
    close enough."""
    meant = bones(word)
    if len(meant) < MIN_BONES:
        return False
    stems = (said[: len(said) - len(e)] for e in endings if said.endswith(e) and len(said) - len(e) >= MIN_STEM)
    sound = _sound(word)
    return any(bones(stem) == meant and phonetic.closeness(_sound(stem), sound) <= SOUND_CUTOFF for stem in stems)


def bones(word: str) -> str:
    """Return the consonants of a word's sounds (its phonetic key without vowels): Дамблдор and Думбледор share them."""
    return "".join(c for c in _sound(word) if c not in phonetic.costs().vowels)


def _sound(word: str) -> str:
    """Return a word's phonetic key, by the sound rules of its script's language (Russian for Cyrillic)."""
    return phonetic.key(word, "ru" if scripts.script_of(word) == scripts.CYRILLIC else FALLBACK)


def fleeting(word: str) -> str:
    """Return a name without its fleeting e: Marek → Mark(a), Pavel → Pavl(a), Павел → Павл(а)."""
    if len(word) >= 4 and word[-2] in "eе" and word[-1] not in "aeiouyаеиоуыэюя":
        return word[:-2] + word[-1]
    return word


@lru_cache(maxsize=16)
def endings(locale: str) -> frozenset[str]:
    """Return the case endings of a locale's words (its intents.ftl ``intent-endings``), the empty one included."""
    return frozenset({"", *(name_keys.key(e) for e in words.word_list(locale, "intent-endings"))})


def clean(text: str) -> str:
    """Return a name as it is kept (NFC), or refuse one holding a control or format character (NUL, zero-width,
    bidi override): a name must show what it is. Every name a character gets passes here, from every door."""
    name = unicodedata.normalize("NFC", text)
    bad = name_keys.hidden(name)
    if bad is not None:
        raise ParseError("refusal-name-hidden", rule="roster", name=name_keys.visible(name), char=_code(bad))
    return name


def _code(char: str) -> str:
    """Return how a refusal names a character: its code point."""
    return f"U+{ord(char):04X}"


def admit(characters: Mapping[str, CharacterBase], text: str, itself: str | None = None) -> str:
    """Return a new name (a character's or an alias) as kept, or refuse it: hidden characters, no letter, characters
    UTS #39 keeps out of identifiers, a look-alike of a name or alias already on the roster ('Hаrry' with a Cyrillic
    'а' beside Harry), letters of two scripts. ``itself``: the character it is for, whose own names it may resemble."""
    name = clean(text)
    _readable(name)
    looks = name_keys.skeleton(name)
    for key, character in grain.peek(characters):  # read only: marks (and so rewrites) none of the roster
        other = next((n for n in (character.name, *character.aliases) if name_keys.skeleton(n) == looks), None)
        if key != itself and other is not None:
            raise ParseError("refusal-name-lookalike", rule="roster", name=name_keys.visible(name), other=other)
    foreign = name_keys.foreign(name)
    if foreign is not None:
        raise ParseError("refusal-name-scripts", rule="roster", name=name, letter=foreign, char=_code(foreign))
    return name


def _readable(name: str) -> None:
    """Refuse a name without a letter or digit, with a character names may not use, or with a mark drawn twice."""
    if not name_keys.spelled(name):
        raise ParseError("refusal-name-empty", rule="roster")
    bad = name_keys.restricted(name)
    if bad is not None:
        raise ParseError("refusal-name-restricted", rule="roster", name=name, char=_code(bad))
    mark = name_keys.stacked(name)
    if mark is not None:
        raise ParseError("refusal-name-hidden", rule="roster", name=name, char=_code(mark))


def find(characters: Mapping[str, CharacterBase], text: str, locale: str) -> str | None:
    """Return the roster key of the one character a typed name means, in any case form or with a typo, or None.

    The game's locale is tried first, then every other; a name two characters could be is nobody (``rivals``).
    """
    said = name_keys.key(text).split()
    if " ".join(said) in characters:
        return " ".join(said)
    best = next(filter(None, (_best(characters, said, loc) for loc in _locales(locale))), [])
    return best[0] if len(best) == 1 else None


def rivals(characters: Mapping[str, CharacterBase], text: str, locale: str) -> list[str]:
    """Return the names of the characters a typed name fits equally well, where there are several (else none):
    Harry and Harri are both 'Гарри' in Russian."""
    said = name_keys.key(text).split()
    best = next(filter(None, (_best(characters, said, loc) for loc in _locales(locale))), [])
    return [str(characters[k].name) for k in best] if len(best) > 1 else []


def _locales(locale: str) -> list[str]:
    return [locale, *(other for other in LOCALES if other != locale)]


def _best(characters: Mapping[str, CharacterBase], said: list[str], locale: str) -> list[str]:
    """Return the keys of the characters that words name best in a locale (several: a tie), in roster order."""
    graded: list[tuple[int, str]] = []
    parts = short_names(characters)
    for key, character in grain.peek(characters):
        who = person(key, str(character.name), locale, character, parts.get(key, ()))
        hit = grade(said, who, endings(locale)) if len(said) in who.sizes else None
        if hit is not None:
            graded.append((hit.grade, key))
    top = min((g for g, _ in graded), default=None)
    return [k for g, k in graded if g == top]
