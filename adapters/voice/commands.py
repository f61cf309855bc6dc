"""A matched utterance as the one command language: '/cast as=Harry avada-kedavra Draco', '/dodge Draco'.

The words' times become the command's ``at`` and ``end_at``, so the engine's three-second and
simultaneity rules judge when the incantation was really said.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from typing import Any

from adapters.voice.matcher import Match
from models import Command, GameState

Builder = Callable[[Match, Callable[[str | None], str | None]], tuple[str, list[str], dict[str, str]]]


def _cast(m: Match, name: Callable[[str | None], str | None]) -> tuple[str, list[str], dict[str, str]]:
    caster, target = name(m.caster), name(m.target)
    return "cast", [m.value, *([target] if target else [])], ({"as": caster} if caster else {})


def _dodge(m: Match, name: Callable[[str | None], str | None]) -> tuple[str, list[str], dict[str, str]]:
    who = name(m.caster) or name(m.target)
    return "dodge", [who] if who else [], {}


def _cycle(m: Match, name: Callable[[str | None], str | None]) -> tuple[str, list[str], dict[str, str]]:
    return "cycle", [], {}


def _halt(m: Match, name: Callable[[str | None], str | None]) -> tuple[str, list[str], dict[str, str]]:
    return "bout", ["stop"], {}


def _pool(m: Match, name: Callable[[str | None], str | None]) -> tuple[str, list[str], dict[str, str]]:
    who = name(m.target) or name(m.caster)
    return "pool", [who] if who else [], {}


#: Command word → how its command is built; a spell is cast.
BUILDERS: dict[str, Builder] = {"dodge": _dodge, "cycle": _cycle, "halt": _halt, "pool": _pool}


def command_of(m: Match, state: GameState[Any, Any] | None, origin: datetime, source: str = "voice") -> Command:
    """Return the command an utterance asks for; ``origin`` is the wall time of the stream's second zero."""
    names = {k: str(c.name) for k, c in state.characters.items()} if state is not None else {}
    return command_from(m, names, origin, source)


def command_from(m: Match, names: Mapping[str, str], origin: datetime, source: str = "voice") -> Command:
    """Return the command an utterance asks for, naming wizards from a roster (key → name)."""
    build = _cast if m.kind == "spell" else BUILDERS[m.value]
    command, args, options = build(m, lambda key: names.get(key) if key is not None else None)
    return Command(
        name=command,
        args=args,
        options=options,
        text=m.heard,
        at=origin + timedelta(seconds=m.start),
        end_at=origin + timedelta(seconds=m.end),
        source=source,
    )


def slash_text(command: Command) -> str:
    """Return a command as the slash line that means it (the Telegram door reads voice messages this way)."""
    who = [_quoted(f"as={command.options['as']}")] if "as" in command.options else []
    return " ".join([f"/{command.name}", *(_quoted(a) for a in command.args), *who])


def _quoted(word: str) -> str:
    return f'"{word}"' if " " in word else word
