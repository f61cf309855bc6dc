"""The GM's settings for one game over the shipped tables: /config KEY=VALUE, /config cost SPELL N."""

from __future__ import annotations

from assistant.errors import ConfigError, ParseError
from assistant.language.words import NO, YES, meaning, means, option_id
from assistant.reading.numbers import is_number, quoted, read_decimal, whole
from assistant.rulesets.base import Context, with_overrides
from assistant.rulesets.ergs.tables import base_tables, split_spell, tables
from assistant.rulesets.ergs.vocabulary import CONFIG_WORDS
from models.ergs import ErgsState, SettingValue

Ctx = Context[ErgsState]

#: The settings a GM may change, in the order /config lists them.
SETTINGS = (
    "refill", "max_ergs", "teaching_cost", "three_seconds", "window",
    "max_distance", "attunement_hours", "fight_window",
)  # fmt: skip
#: The highest erg cost a GM may give a spell.
MAX_COST = 99


def config(ctx: Ctx) -> None:
    """Show the settings, or change them (GM): /config [KEY=VALUE ...] | /config cost SPELL N."""
    changes = {k: v for k, v in ctx.command.options.items() if k != "as"}
    if ctx.command.args and meaning(CONFIG_WORDS, ctx.command.args[0]) == "cost":
        ctx.require_gm()
        _cost(ctx, ctx.command.args[1:])
    elif changes:
        ctx.require_gm()
        for key, value in changes.items():
            _set(ctx, key, value)
    else:
        _show(ctx)


def _show(ctx: Ctx) -> None:
    current = tables(ctx.state)
    for key in SETTINGS:
        ctx.emit("ergs-config-line", setting=key, value=_text(getattr(current, key)))
    for spell, cost in sorted(ctx.state.costs.items()):
        ctx.emit("ergs-config-cost", spell=spell, n=cost)


def _text(value: object) -> str | int | float:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value if isinstance(value, int | float) else str(value)


def _set(ctx: Ctx, typed: str, text: str) -> None:
    key = option_id(typed, SETTINGS)
    if key is None:
        raise ParseError("ergs-refusal-setting-key", rule="ergs.config", setting=typed, settings=", ".join(SETTINGS))
    value = _value(key, text)
    try:
        with_overrides(base_tables(), {**ctx.state.overrides, key: value})
    except ConfigError:
        raise ParseError("ergs-refusal-setting", rule="ergs.config", setting=key, value=text) from None
    ctx.state.overrides[key] = value
    ctx.emit("ergs-config-set", setting=key, value=_text(value))


def _value(key: str, text: str) -> SettingValue:
    if key == "refill" and (means(YES, text) or means(NO, text)):
        return means(YES, text)
    number = read_decimal(text)
    if number is None:
        raise ParseError("ergs-refusal-setting", rule="ergs.config", setting=key, value=quoted(text))
    return int(number) if number.is_integer() else number


def _cost(ctx: Ctx, words: list[str]) -> None:
    if len(words) < 2:
        raise ParseError("refusal-missing-arg", rule="syntax", what="cost SPELL N", command="config")
    if not is_number(words[-1]):
        raise ParseError("ergs-refusal-cost-number", rule="ergs.config", value=quoted(words[-1]))
    cost = whole(words[-1], 0, MAX_COST, rule="ergs.config")
    spell, rest = split_spell(ctx.state, words[:-1])
    if rest:
        raise ParseError("refusal-unknown-spell", rule="ergs.spellbook", spell_text=" ".join(words[:-1]))
    ctx.state.costs[spell] = cost
    ctx.emit("ergs-config-cost", spell=spell, n=cost)
