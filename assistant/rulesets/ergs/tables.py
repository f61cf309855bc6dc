"""The erg rules' tables, with a game's overrides: costs, dodge brackets, age groups, the spellbook."""

from __future__ import annotations

from assistant.errors import NotFound
from assistant.lexicon import default_lexicon
from assistant.rulesets.base import load_table, with_overrides
from models.ergs import ErgsCharacter, ErgsState, ErgsTables, SpellRule

#: The package the tables ship in.
PACKAGE = "assistant.rulesets.ergs"
#: The word for a dodge, said aloud ("Уклонение"): a pseudo-spell /cast understands.
DODGE = "dodge"


def base_tables() -> ErgsTables:
    """Return the shipped tables."""
    return load_table(PACKAGE, "tables.toml", ErgsTables)


def tables(state: ErgsState) -> ErgsTables:
    """Return the tables with the game's settings merged in."""
    return with_overrides(base_tables(), state.overrides)


def spell_rule(state: ErgsState, spell: str) -> SpellRule:
    """Return a spell's rule with the game's cost for it."""
    rule = tables(state).spells[spell]
    return rule.model_copy(update={"cost": state.costs[spell]}) if spell in state.costs else rule


def catalogue(state: ErgsState) -> list[str]:
    """Return the spell ids of the game's spellbook."""
    return list(tables(state).spells)


def find_spell(state: ErgsState, text: str) -> str:
    """Return the id of a spell named in any language, or refuse."""
    return default_lexicon().find(text, catalogue(state))


def split_spell(state: ErgsState, words: list[str], extra: tuple[str, ...] = ()) -> tuple[str, list[str]]:
    """Return the spell the leading words name and the words after it, or refuse."""
    found, rest = default_lexicon().split(words, [*catalogue(state), *extra])
    if found is None:
        raise NotFound("refusal-unknown-spell", rule="ergs.spellbook", spell_text=" ".join(words))
    return found, rest


def has_tag(state: ErgsState, spell: str, tag: str) -> bool:
    """Say whether a spell carries a spellbook tag."""
    return tag in spell_rule(state, spell).tags


def knows(state: ErgsState, wizard: ErgsCharacter, spell: str) -> bool:
    """Say whether a wizard may cast a spell: basic ones everyone knows, others are learnt."""
    return has_tag(state, spell, "basic") or spell in wizard.known


def dodge_cost(state: ErgsState, wizard: ErgsCharacter) -> int:
    """Return what a dodge costs a wizard of their age."""
    brackets = tables(state).dodge
    return next((b.cost for b in brackets if b.under_age is None or wizard.age < b.under_age), brackets[-1].cost)


def group_of(state: ErgsState, wizard: ErgsCharacter) -> str:
    """Return a wizard's age group: the GM's word, else the last group their age reaches."""
    if wizard.group:
        return wizard.group
    aged = [g for g in tables(state).age_groups if g.from_age is not None and wizard.age >= g.from_age]
    return aged[-1].id if aged else tables(state).age_groups[0].id


def rank(state: ErgsState, group: str) -> int:
    """Return an age group's place from the youngest."""
    ids = [g.id for g in tables(state).age_groups]
    return ids.index(group) if group in ids else 0
