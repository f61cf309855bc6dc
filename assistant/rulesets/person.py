"""The fields every ruleset's /char shares: gender, the case forms the declension gets wrong, other names.

``/char Hermiona gender=f`` (pl ``płeć=k``, ru ``пол=ж``, fr ``genre=f``, cs ``pohlaví=ž``) sets the gender,
``/char Hermiona acc=Hermionę gen=Hermiony`` (or the case's name in any language: ``biernik=``) stores forms
under the game's locale; an empty value (``płeć=``, ``acc=``) goes back to the guess; ``/char Drago
alias=Malefoy`` (comma-separated for several, empty for none) gives the names players also call him by. The words
are the ``sheet-*`` messages of locales/<loc>/sheet.ftl, every language's accepted in every game. One wrapper,
``person_fields``, takes these options out of a ruleset's /char, runs it on the rest, then sets them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, wraps
from typing import Any

from assistant.errors import NotFound, ParseError, PermissionDenied
from assistant.language import words
from assistant.language.locales import LOCALES
from assistant.language.morph import CASES, Case, decline
from assistant.reading import name_keys
from assistant.reading.roster_names import admit, clean
from assistant.rulesets.base import GENDER_FIELD, Context, Handler
from assistant.state import grain
from models import CharacterBase, Gender

#: The messages of sheet.ftl naming the gender option and each of its values.
GENDER_OPTION = GENDER_FIELD
GENDER_VALUES: dict[str, Gender] = {"sheet-female": "f", "sheet-male": "m"}
#: The message of sheet.ftl naming each case, as an option: sheet-case-<case>.
CASE_OPTION = "sheet-case-"
#: The message of sheet.ftl naming the option of a character's other names.
ALIAS_OPTION = "sheet-alias"
#: The message of sheet.ftl naming the option that hides a character's pools from the players (GM).
HIDDEN_OPTION = "sheet-hidden"
#: The most other names one character may have, and the longest.
MAX_ALIASES, MAX_ALIAS = 5, 40


@cache
def sheet_words() -> dict[str, list[str]]:
    """Return the words of each sheet-* message, every locale's together."""
    found: dict[str, list[str]] = {}
    for locale in LOCALES:
        for option, written in words.prefixed(locale, "sheet-").items():
            found.setdefault(f"sheet-{option}", []).extend(name_keys.key(w) for w in written)
    return found


@cache
def _gender_options() -> frozenset[str]:
    return frozenset(sheet_words().get(GENDER_OPTION, []))


@cache
def _gender_values() -> dict[str, Gender]:
    return {word: gender for key, gender in GENDER_VALUES.items() for word in sheet_words().get(key, [])}


@cache
def _case_options() -> dict[str, Case]:
    return {word: case for case in CASES for word in sheet_words().get(f"{CASE_OPTION}{case}", [])}


@cache
def _alias_options() -> frozenset[str]:
    return frozenset(sheet_words().get(ALIAS_OPTION, []))


@cache
def _hidden_options() -> frozenset[str]:
    return frozenset(sheet_words().get(HIDDEN_OPTION, []))


def is_person_option(option: str) -> bool:
    """Say whether an option of /char sets the gender, a case form, the other names or whether it is hidden."""
    key = name_keys.key(option)
    return any(key in found for found in (_gender_options(), _case_options(), _alias_options(), _hidden_options()))


def person_fields(handler: Handler) -> Handler:
    """Wrap a ruleset's /char so that gender and case forms are set on the character it creates or updates; a /char
    that only sets them on a character already on the roster changes nothing else, and says only what it set."""

    @wraps(handler)
    def char(ctx: Context[Any]) -> None:
        _name_or_refuse(ctx)
        _by_alias(ctx)
        options = ctx.command.options
        wanted = {k: v for k, v in options.items() if is_person_option(k)}
        if not wanted:
            handler(ctx)
            return
        rest = {k: v for k, v in options.items() if k not in wanted}
        if rest or _existing(ctx) is None:  # a sheet to create or change besides: the ruleset's /char does it first
            original = ctx.command
            ctx.command = original.model_copy(update={"options": rest})
            try:
                handler(ctx)
            finally:
                ctx.command = original
        _set(ctx, _named(ctx), wanted)

    return char


def _name_or_refuse(ctx: Context[Any]) -> None:
    """Refuse a /char with a sheet's fields and no name (``/char age=15``): it is a character to create or change
    whose name was forgotten, not a question for the roster."""
    fields = {k: v for k, v in ctx.command.options.items() if k != "as"}
    if not ctx.command.args and fields:
        typed = " ".join(f"{k}={v}" for k, v in fields.items())
        raise ParseError("refusal-char-no-name", rule="sheet", options=typed)


def _by_alias(ctx: Context[Any]) -> None:
    """Read a /char that names a character by one of their other names (``/char Potter`` for Harry) as naming that
    character: it shows or changes Harry's sheet rather than creating a Potter who would look the same."""
    typed = " ".join(ctx.command.args)
    key = name_keys.key(typed)
    if not key or key in ctx.state.characters:
        return
    found = next(
        (c for _, c in grain.peek(ctx.state.characters) if any(name_keys.key(a) == key for a in c.aliases)), None
    )
    if found is not None:
        ctx.command = ctx.command.model_copy(update={"args": [found.name]})


def _named(ctx: Context[Any]) -> str:
    """Return the key of the character a /char names: all its words, or its first (spell points)."""
    key = _existing(ctx)
    if key is None:
        raise NotFound("refusal-no-character", rule="roster", name=" ".join(ctx.command.args))
    return key


def _existing(ctx: Context[Any]) -> str | None:
    """Return the key of the character a /char names if it is on the roster: all its words, or its first."""
    words = ctx.command.args
    for text in (" ".join(words), *words[:1]):
        key = ctx.find_character(text) if text else None
        if key is not None:
            return key
    return None


def _set(ctx: Context[Any], key: str, wanted: Mapping[str, str]) -> None:
    ctx.require_control(key)
    character: CharacterBase = ctx.state.characters[key]
    for option, value in wanted.items():
        if name_keys.key(option) in _hidden_options():
            _set_hidden(ctx, character, option, value)
        elif name_keys.key(option) in _gender_options():
            _set_gender(ctx, character, option, value)
        elif name_keys.key(option) in _alias_options():
            _set_aliases(ctx, character, value)
        else:
            _set_form(ctx, character, _case_options()[name_keys.key(option)], value.strip())


def _set_hidden(ctx: Context[Any], character: CharacterBase, option: str, value: str) -> None:
    """Hide a character's pools from the players, or show them again (GM only): an NPC the GM keeps secret."""
    if not ctx.is_gm:
        raise PermissionDenied("refusal-gm-hidden", rule="roles.gm", command=ctx.command.name)
    if not (words.means(words.YES, value) or words.means(words.NO, value)):
        raise ParseError("refusal-bad-field", rule="sheet", field=option, value=value, expects="yesno")
    character.hidden = words.means(words.YES, value)
    ctx.emit("char-hidden" if character.hidden else "char-shown", name=character.name, ruleset=ctx.state.ruleset)


def _set_gender(ctx: Context[Any], character: CharacterBase, option: str, value: str) -> None:
    if name_keys.key(value) and name_keys.key(value) not in _gender_values():
        raise ParseError("refusal-bad-gender", rule="sheet", field=option, value=value)
    character.gender = _gender_values().get(name_keys.key(value))
    ctx.emit("char-gender", name=character.name, gender=character.gender or "")


def _set_form(ctx: Context[Any], character: CharacterBase, case: Case, form: str) -> None:
    locale, form = ctx.state.locale, clean(form)
    mine = {c: f for c, f in character.forms.get(locale, {}).items() if c != case}
    mine |= {case: form} if form else {}
    character.forms = {**{k: v for k, v in character.forms.items() if k != locale}, **({locale: mine} if mine else {})}
    shown = form or decline(character.name, case, locale, character.person())
    ctx.emit("char-form", name=character.name, case=case, form=shown, auto=not form)


def _set_aliases(ctx: Context[Any], character: CharacterBase, value: str) -> None:
    aliases = list(dict.fromkeys(a.strip() for a in value.split(",") if a.strip()))
    if len(aliases) > MAX_ALIASES or any(len(a) > MAX_ALIAS for a in aliases):
        raise ParseError("refusal-bad-field", rule="sheet", field="alias", value=value, expects="other")
    taken = {k for k, c in grain.peek(ctx.state.characters) if c is not character}
    clash = next((a for a in aliases if name_keys.key(a) in taken), None)
    if clash is not None:
        raise ParseError("refusal-alias-taken", rule="sheet", name=clash)
    itself = next(k for k, c in grain.peek(ctx.state.characters) if c is character)
    aliases = [admit(ctx.state.characters, a, itself) for a in aliases]
    character.aliases = aliases
    ctx.emit(
        "char-aliases" if aliases else "char-aliases-none",
        name=character.name,
        aliases=", ".join(aliases),
        n=len(aliases),
    )
