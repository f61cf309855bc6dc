"""What a /cast names: one of the authorized spells, a slip to refuse, or a forbidden spell.

Decision (duel_club.forbidden): words that name one of the authorized spells (any locale, optionally
followed by the opponent's name in any case form, with or without a word of word-to: "Stupéfix sur Drago",
"Drętwota na Dracona") cast it. Words
that look like a slip are refused and change nothing: a misspelling (similarity >= SIMILAR) or an
unfinished start of an authorized spell's name, an authorized spell followed by words that name no known
spell ("Stupéfix Zorro": a target no character answers to), or words that begin with a character's name
("/cast Harry stupefy", the colon forgotten). Anything else disqualifies the caster: a spell of another
ruleset ("Avada Kedavra"), one the assistant does not know ("Incendio"), or words naming no spell.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from difflib import SequenceMatcher
from typing import NamedTuple

from assistant.errors import NotFound, ParseError, RuleViolation
from assistant.language.words import TO, means
from assistant.reading import name_keys
from assistant.reading.spells import Lexicon, default_lexicon
from assistant.rulesets.base import Context
from assistant.rulesets.duel_club.tables import Table
from models.duel_club import DuelClubState

#: How similar (difflib ratio) typed words must be to a spell's name to count as a misspelling of it.
SIMILAR = 0.8
#: The shortest unfinished start of a spell's name that counts as a slip.
MIN_PREFIX = 4
#: Punctuation people add to an incantation: "Expelliarmus!".
_TRIM = "!?.,;:¡¿…"


class Choice(NamedTuple):
    """A recognized cast: an authorized spell id, or the forbidden words that disqualify (a named tuple: one a cast)."""

    spell: str | None = None
    forbidden: str | None = None


def choose(ctx: Context[DuelClubState], words: Sequence[str], rules: Table, opponent: str) -> Choice:
    """Return what the words of a /cast name, or refuse a slip."""
    spell_words = _drop_target(ctx, list(words), opponent)
    text = " ".join(spell_words).strip(_TRIM + " ")
    authorized = rules.spell_names.get(name_keys.key(text))
    if authorized is not None:
        return Choice(spell=authorized)
    allowed = list(rules.spells)
    lexicon = default_lexicon()
    named = identify(lexicon, text, allowed)
    if named is not None:
        return named
    _refuse_slips(ctx, lexicon, text, allowed)
    return Choice(forbidden=text)


def identify(lexicon: Lexicon, text: str, allowed: Sequence[str]) -> Choice | None:
    """Return the spell the text names exactly: an authorized one first, else any other known one (forbidden)."""
    if (spell := lexicon.lookup(text, allowed)) is not None:
        return Choice(spell=spell)
    return Choice(forbidden=text) if lexicon.lookup(text, lexicon.names) is not None else None


def _drop_target(ctx: Context[DuelClubState], words: list[str], opponent: str) -> list[str]:
    for n in range(1, len(words)):
        key = ctx.find_character(" ".join(words[n:]))
        if key is not None:
            _check_target(ctx, key, opponent)
            return _without_to(words[:n])
    return words


def _without_to(words: list[str]) -> list[str]:
    """Return a spell's words without the word that leads to its target ("Stupéfix sur" → "Stupéfix")."""
    return words[:-1] if len(words) > 1 and means(TO, words[-1]) else words


def _check_target(ctx: Context[DuelClubState], key: str, opponent: str) -> None:
    if key != opponent:
        raise RuleViolation(
            "duel_club-refusal-target", rule="duel_club.target", name=ctx.name(key), opponent=ctx.name(opponent)
        )


def _refuse_slips(ctx: Context[DuelClubState], lexicon: Lexicon, text: str, allowed: list[str]) -> None:
    _refuse_names(ctx, text.split())
    near = nearest(lexicon, text, allowed)
    if near is not None:
        raise NotFound("duel_club-refusal-slip", rule="duel_club.forbidden", spell_text=text, spell=near)
    words = text.split()
    for n in range(len(words) - 1, 0, -1):
        rest, spell = " ".join(words[n:]), _without_to(words[:n])
        aimed = len(spell) < n or _like_a_character(ctx, rest)
        if aimed and lexicon.lookup(" ".join(spell), allowed):
            raise NotFound("refusal-no-character", rule="duel_club.target", name=rest)
    for n in range(len(words) - 1, 0, -1):
        rest, spell = " ".join(words[n:]), _without_to(words[:n])
        if lexicon.lookup(" ".join(spell), allowed) and lexicon.lookup(rest, lexicon.names) is None:
            raise NotFound("refusal-no-character", rule="duel_club.target", name=rest)


def _refuse_names(ctx: Context[DuelClubState], words: list[str]) -> None:
    for n in range(len(words), 0, -1):
        key = name_keys.key(" ".join(words[:n]).lstrip("@"))
        if key in ctx.state.characters:
            raise ParseError("duel_club-refusal-who-casts", rule="duel_club.cast", name=ctx.name(key))


def nearest(lexicon: Lexicon, text: str, allowed: Iterable[str]) -> str | None:
    """Return the authorized spell whose name the text misspells or begins, if any."""
    typed = name_keys.key(text)
    scored = [
        (_likeness(typed, name, ratio), ratio, spell)
        for spell in allowed
        for name in lexicon.names.get(spell, ())
        for ratio in (SequenceMatcher(None, typed, name).ratio(),)
    ]
    best = max(scored, default=(0.0, 0.0, ""))  # a tie goes to the closer name: "Stupéfixx" is Stupéfix
    return best[2] if best[0] >= SIMILAR else None


def _likeness(typed: str, name: str, ratio: float) -> float:
    """Return how much a typed name looks like a spell's name (``ratio``: difflib's likeness of the two)."""
    if len(typed) >= MIN_PREFIX and name.startswith(typed):
        return 1.0
    # a keyboard slip ("Стуфепай" for "Ступефай": two letters swapped) scores low in difflib, yet is a slip, not a
    # spell: within a quarter of the name's letters it is refused, not judged forbidden
    slips = max(1, len(name) // 4)
    if len(typed) >= MIN_PREFIX and name_keys.distance(typed, name, slips) <= slips:
        return max(ratio, SIMILAR)
    return ratio


def _like_a_character(ctx: Context[DuelClubState], text: str) -> bool:
    typed = name_keys.key(text.lstrip("@"))
    return any(SequenceMatcher(None, typed, key).ratio() >= SIMILAR for key in ctx.state.characters)
