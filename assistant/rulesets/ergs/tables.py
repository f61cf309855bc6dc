"""The erg rules' tables, with a game's overrides: costs, dodge brackets, age groups, the spellbook."""

from __future__ import annotations

from functools import cache, cached_property

from assistant.errors import NotFound
from assistant.language.words import TO, means
from assistant.reading import name_keys, roster_names
from assistant.reading.spells import default_lexicon
from assistant.rulesets.base import load_table, with_overrides
from assistant.rulesets.ergs.vocabulary import among, choice_words
from models.ergs import ErgsCharacter, ErgsState, ErgsTables, SpellRule

#: The package the tables ship in.
PACKAGE = "assistant.rulesets.ergs"
#: The oldest age a sheet takes (ErgsCharacter.age).
MAX_AGE = 1000
#: The word for a dodge, said aloud ("Уклонение"): a pseudo-spell /cast understands.
DODGE = "dodge"


class Tables(ErgsTables):
    """The tables with the look-ups the rules make in them, each built at its first use.

    Tables are never changed once loaded (nor copied with changes: a copy would keep these look-ups).
    """

    @cached_property
    def spell_ids(self) -> tuple[str, ...]:
        """Return the spellbook's spell ids, in order."""
        return tuple(self.spells)

    @cached_property
    def group_ids(self) -> tuple[str, ...]:
        """Return the age groups' ids, from the youngest."""
        return tuple(g.id for g in self.age_groups)

    @cached_property
    def group_by_age(self) -> tuple[str, ...]:
        """Return the age group of each age from 0 to MAX_AGE: the last group the age reaches, else the first."""
        return tuple(self.group_at(age) for age in range(MAX_AGE + 1))

    def group_at(self, age: int) -> str:
        """Return the age group of an age: the last group it reaches, else the first."""
        aged = [g.id for g in self.age_groups if g.from_age is not None and age >= g.from_age]
        return aged[-1] if aged else self.age_groups[0].id

    @cached_property
    def degrees(self) -> list[int]:
        """Return the insult degrees of the dueling code, in order."""
        return sorted(self.code.insults)

    @cached_property
    def lawful(self) -> dict[str, dict[str, str]]:
        """Return each choice's lawful values by key, the words of every locale too (weapon, form, mode → key → value).

        A value's own id wins over another value's word; of two ids with one key, the first listed.
        """
        lists = {"weapon": self.code.weapons, "form": self.code.forms, "mode": self.code.modes}
        return {choice: _lawful(choice, values) for choice, values in lists.items()}


def _lawful(choice: str, values: list[str]) -> dict[str, str]:
    return {**among(choice_words(choice), tuple(values)), **{name_keys.key(v): v for v in reversed(values)}}


@cache
def base_tables() -> Tables:
    """Return the shipped tables."""
    return load_table(PACKAGE, "tables.toml", Tables)


def tables(state: ErgsState) -> Tables:
    """Return the tables with the game's settings merged in."""
    return with_overrides(base_tables(), state.overrides)


def spell_rule(state: ErgsState, spell: str) -> SpellRule:
    """Return a spell's rule with the game's cost for it."""
    rule = tables(state).spells[spell]
    return rule.model_copy(update={"cost": state.costs[spell]}) if spell in state.costs else rule


def catalogue(state: ErgsState) -> list[str]:
    """Return the spell ids of the game's spellbook."""
    return list(tables(state).spell_ids)


def find_spell(state: ErgsState, text: str) -> str:
    """Return the id of a spell named in any language, or refuse."""
    return default_lexicon().find(text, catalogue(state))


def split_spell(state: ErgsState, words: list[str], extra: tuple[str, ...] = ()) -> tuple[str, list[str]]:
    """Return the spell the leading words name and the words after it, or refuse."""
    found, rest = default_lexicon().split(words, tables(state).spell_ids + extra)
    if found is None:
        raise NotFound("refusal-unknown-spell", rule="ergs.spellbook", spell_text=" ".join(_spell_words(state, words)))
    for n in range(
        len(words), len(words) - len(rest), -1
    ):  # «Протего Тоталум»: a longer spell, not Protego at «Тоталум»
        if default_lexicon().named_exactly(" ".join(words[:n])):
            raise NotFound("refusal-unknown-spell", rule="ergs.spellbook", spell_text=" ".join(words[:n]))
    return found, rest


def _spell_words(state: ErgsState, words: list[str]) -> list[str]:
    """Return the words of an unknown spell: those before its target ("Сектумсемпра в Джинни", "… Джинни")."""
    for n in range(1, len(words)):
        if means(TO, words[n]) or roster_names.find(state.characters, " ".join(words[n:]), state.locale):
            return words[:n]
    return words


def has_tag(state: ErgsState, spell: str, tag: str) -> bool:
    """Say whether a spell carries a spellbook tag."""
    return tag in tables(state).spells[spell].tags


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
    t = tables(state)
    return t.group_by_age[wizard.age] if 0 <= wizard.age <= MAX_AGE else t.group_at(wizard.age)


def rank(state: ErgsState, group: str) -> int:
    """Return an age group's place from the youngest."""
    ids = tables(state).group_ids
    return ids.index(group) if group in ids else 0
