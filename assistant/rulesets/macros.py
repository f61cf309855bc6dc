"""/macro: a group's own words for one command line or several, per game (what typing one plays:
``assistant.conversation.macro_play``).

``/macro`` lists them; ``/macro atak /roll 1d20+5`` makes or changes one (lines separated by ';'), and
``/macro "idę spać" /rest 8h`` one named by a phrase; ``/macro atak`` shows one; ``/macro remove atak`` removes
one. A GM makes any; a player makes their own where the GM allows it (``/defaults players_macros=yes``): what a
macro plays is checked when it is played, as its player typed it, so a player's macro acts for their own characters
alone. A macro is a move of the log: /undo takes it back.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.errors import NotFound, ParseError, PermissionDenied
from assistant.language.fluent_functions import LINES
from assistant.language.words import REMOVE, YES, command_named, means
from assistant.reading import name_keys, slash
from assistant.rulesets.base import ENGINE_COMMANDS, Context, setting
from models import GameState, Macro

#: A macro's name: one to four words of letters, digits, dashes and apostrophes, in quotes where more than one
#: ('atak', "idę spać"). A command's name in a language may be one: typed alone, the game's macro wins, as its GM
#: chose; with words after it, it is the command.
_NAME = re.compile(r"^[^\W_][\w'’-]*(?: [^\W_][\w'’-]*){0,3}$")
#: The longest name, in characters.
NAME_LENGTH = 40
#: A /macro line: its command word, the macro's name (quoted where it has spaces), and the lines after it.
_DEFINED = re.compile(r"^\S+\s+(?:\"[^\"]*\"|'[^']*'|\S+)\s*(.*)$", re.DOTALL)
#: What may end a macro's name typed alone ('idę spać!').
_CLOSING = ".!?…"
#: What separates a macro's lines.
SEPARATOR = ";"
#: The most lines one macro plays.
MAX_LINES = 10
#: The most macros one game keeps.
MAX_MACROS = 100
#: This command's name: a macro never plays another.
MACRO = "macro"


def macro(ctx: Context[Any]) -> None:
    """List the game's macros, show one, make or change one, or remove one."""
    args = ctx.command.args
    if not args:
        _list(ctx)
    elif means(REMOVE, args[0]) and len(args) >= 2 and not any(a.startswith("/") for a in args[1:]):
        _remove(ctx, " ".join(args[1:]))  # a name of several words needs no quotes to be removed (review fr F14)
    elif len(args) == 1 and means(REMOVE, args[0]) and name_keys.key(args[0]) not in ctx.state.macros:
        raise ParseError("refusal-macro-remove-which", rule="macros", word=args[0])  # the name was forgotten
    elif len(args) == 1:
        _show(ctx, args[0])
    else:
        _set(ctx, args[0], _lines(ctx.command.text, {*ctx.ruleset.commands(), *ENGINE_COMMANDS}, args[0]))


def _list(ctx: Context[Any]) -> None:
    if not ctx.state.macros:
        ctx.emit("macro-none")
        return
    ctx.emit("macro-list", count=len(ctx.state.macros))
    for kept in sorted(ctx.state.macros.values(), key=lambda m: name_keys.key(m.name)):
        _line(ctx, kept)


def _line(ctx: Context[Any], kept: Macro) -> None:
    ctx.emit("macro-line", name=kept.name, lines=LINES.join(kept.lines))


def _show(ctx: Context[Any], name: str) -> None:
    _line(ctx, _found(ctx, name))


def _found(ctx: Context[Any], name: str) -> Macro:
    kept: Macro | None = ctx.state.macros.get(name_keys.key(name))
    if kept is None:
        raise NotFound("refusal-macro-unknown", rule="macros", name=name)
    return kept


def _remove(ctx: Context[Any], name: str) -> None:
    kept = _found(ctx, name)
    _require_maker(ctx, kept)
    ctx.state.macros = {k: m for k, m in ctx.state.macros.items() if k != name_keys.key(name)}
    ctx.emit("macro-removed", name=kept.name)


def _set(ctx: Context[Any], name: str, lines: list[str]) -> None:
    key = name_keys.key(name)
    commands = {*ctx.ruleset.commands(), *ENGINE_COMMANDS}
    if not _NAME.match(name) or len(name) > NAME_LENGTH or key in commands or means(REMOVE, key):
        raise ParseError("refusal-macro-name", rule="macros", name=name)
    kept = ctx.state.macros.get(key)
    if kept is not None:
        _require_maker(ctx, kept)
    elif not ctx.is_gm and not means(YES, setting(ctx.state, "players_macros")):
        raise PermissionDenied("refusal-macro-players", rule="roles.gm")
    if kept is None and len(ctx.state.macros) >= MAX_MACROS:
        raise ParseError("refusal-macro-too-many", rule="macros", limit=MAX_MACROS)
    owner = kept.owner if kept is not None else (None if ctx.is_gm else ctx.actor.id)
    made = Macro(name=name, lines=lines, owner=owner)
    ctx.state.macros = {**ctx.state.macros, key: made}
    ctx.emit("macro-set", name=name, lines=LINES.join(lines), count=len(lines))


def _require_maker(ctx: Context[Any], kept: Macro) -> None:
    """Refuse a player another's macro, or the game's own (a GM's): a GM changes any."""
    if not ctx.is_gm and kept.owner != ctx.actor.id:
        raise PermissionDenied("refusal-macro-not-yours", rule="roles.player", name=kept.name)


def _lines(text: str, known: set[str], name: str = "") -> list[str]:
    """Return the command lines of a /macro line after its name: each a command of the game's rules, none a /macro."""
    defined = _DEFINED.match(text.strip())
    body = defined.group(1) if defined else ""
    lines = [line.strip() for line in body.split(SEPARATOR) if line.strip()]
    if not lines or len(lines) > MAX_LINES:
        raise ParseError("refusal-macro-lines", rule="macros", limit=MAX_LINES)
    for at, line in enumerate(lines):
        if not line.startswith("/") and at == 0:  # the words of a name of several words, written without quotes
            raise ParseError("refusal-macro-words", rule="macros", line=line)
        if not line.startswith("/"):  # a later line that is no command: the name was read right
            raise ParseError("refusal-macro-not-command", rule="macros", line=line, name=name, first=lines[0])
        try:
            command = slash.parse(line)
        except ParseError:
            raise ParseError("refusal-macro-line", rule="macros", line=line) from None
        named = command_named(command.name) or command.name
        if named not in known:
            raise ParseError("refusal-macro-unknown-command", rule="macros", line=line, command=f"/{command.name}")
        if named == MACRO:
            raise ParseError("refusal-macro-line", rule="macros", line=line)
    return lines


def played(state: GameState[Any, Any] | None, text: str) -> Macro | None:
    """Return the macro a typed line names, alone ('atak', '/atak', 'idę spać!'), or None."""
    if state is None or not state.macros or len(text) > NAME_LENGTH + 2:
        return None
    said = text.strip().rstrip(_CLOSING).removeprefix("/")
    head, _, rest = said.partition(" ")
    return state.macros.get(name_keys.key(f"{head.split('@')[0]} {rest}"))
