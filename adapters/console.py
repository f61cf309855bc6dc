"""The terminal door: commands on stdin, replies (or JSON lines) on stdout."""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
from dataclasses import asdict, dataclass, field, replace
from typing import Any, TextIO

import structlog

from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.conversation.outcome import Place
from assistant.errors import Refusal
from assistant.language.replies import reply_lines, shown
from assistant.reading.guesses import Choice
from assistant.reading.reader import Mention, Typed
from assistant.rulesets import get_ruleset
from assistant.state.engine import GameDefaults
from models import Actor, Event, Reply

log = structlog.get_logger(__name__)

#: The door name every console command carries.
DOOR = "console"
#: The GM at the keyboard: the console's default actor.
CONSOLE_GM = Actor(id="console:gm", name="GM", admin=True)
#: A person named in a line: '@' and a handle, at the line's start or after a space.
_MENTION = re.compile(r"(?<!\S)@(\S+)")


@dataclass
class Console:
    """One terminal session on one game; ``:as NAME`` switches to a player, ``:gm`` back."""

    app: App
    game_id: str = "console"
    json_mode: bool = False
    actor: Actor = CONSOLE_GM
    locale: str = ""  #: the game's language as the last line read it
    seen: int | None = None  #: the game's last move before the current line's command, once read
    failures: int = 0  #: lines an unexpected error stopped; the console's exit status is 1 when there were any
    heard: dict[str, str] = field(default_factory=dict)  #: the players who have spoken: handle (lower case) → id
    choices: tuple[Choice, ...] = ()  #: the readings offered for the last line not played: a number typed plays one

    async def line(self, text: str) -> list[str]:
        """Handle one input line and return the output lines; an unexpected error is logged and told, not raised."""
        text = text.strip()
        if not text or text.startswith("#"):
            return []
        if text.startswith(":"):
            return self._meta(text[1:].split())
        text, self.choices = self._chosen(text), ()
        try:
            reply = await self._reply(text)
        except Exception:  # a bug, not a refusal: told as such, and the next line runs
            log.exception("console.line_failed", game=self.game_id, line=text)
            return await self._failed()
        try:
            return [*self.render(reply), *self._offered()]
        except Exception:
            log.exception("console.render_failed", game=self.game_id, line=text, seq=reply.seq)
            return await self._failed()

    async def _reply(self, text: str) -> Reply:
        """Say a line in the game: a command applied, a roster pasted, or a refusal; return what the console
        shows (typed: never redelivered)."""
        self.seen = None
        state = await self.app.engine.state(self.game_id)
        place = Place(self.game_id, DOOR)
        self.locale = self.app.conversation.locale(state, self.actor, place)
        self.seen = state.seq if state else 0
        typed = Typed(text, self._mentions(text), source=DOOR)
        outcome = await self.app.conversation.say(typed, place, self._speaker())
        here = outcome.here
        assert here is not None  # the terminal is addressed: every line is answered
        self.choices = outcome.choices
        return here.reply.model_copy(update={"locale": here.locale})

    def _chosen(self, text: str) -> str:
        """Return the line a number typed after the choices plays (the choice it numbers), else the text."""
        number = int(text) if text.isdecimal() else 0
        return self.choices[number - 1].line if 0 < number <= len(self.choices) else text

    def _offered(self) -> list[str]:
        """Return the choices of the last line, numbered, and how to play one (JSON: one object holding them)."""
        if not self.choices:
            return []
        if self.json_mode:
            return [json.dumps({"choices": [asdict(c) for c in self.choices]}, ensure_ascii=False)]
        numbered = [f"{number}. {c.label}" for number, c in enumerate(self.choices, start=1)]
        said = [self.app.translator.format(key, self.locale, {}) for key in ("choices-heading", "console-choices-hint")]
        return [said[0], *numbered, said[1]]

    def _speaker(self) -> Actor:
        """Return who says the line: the GM at the keyboard named as the game's language names a GM (MG, PJ)."""
        if self.actor is not CONSOLE_GM:
            return self.actor
        return self.actor.model_copy(update={"name": self.app.translator.format("console-gm", self.locale)})

    def _mentions(self, text: str) -> tuple[Mention, ...]:
        """Hear the actor, then return the people a line names ('@alice'): those who have spoken, by their id."""
        if self.actor is not CONSOLE_GM:
            self.heard[self.actor.id.lower()] = self.actor.id
        found = _MENTION.finditer(text)
        return tuple(Mention(m.start(), m.end(), m.group(), self.heard.get(m.group(1).lower())) for m in found)

    async def _failed(self) -> list[str]:
        """Count a line an unexpected error stopped, and tell what it left: nothing, or a move whose reply is lost."""
        self.failures += 1
        locale = self.locale or self.app.engine.defaults.locale
        seq = self.seen if self.seen is None else await self._last_move()  # not read: it never reached the engine
        if seq is not None and self.seen is not None and seq > self.seen:
            told = Event(key="console-reply-unshown", args={"seq": seq})
            return self.render(Reply(game_id=self.game_id, seq=seq, events=[told], locale=locale))
        key = "console-internal-error" if self.seen is None or seq is not None else "console-internal-error-unknown"
        return self.render(Reply(game_id=self.game_id, refusal=Event(key=key), locale=locale))

    async def _last_move(self) -> int | None:
        """Return the number of the game's last move, or None where its state cannot be read."""
        try:
            state = await self.app.engine.state(self.game_id)
        except Exception:
            log.exception("console.state_unreadable", game=self.game_id)
            return None
        return state.seq if state else 0

    def _meta(self, words: list[str]) -> list[str]:
        if words[:1] == ["as"] and len(words) > 1:
            self.actor = Actor(id=words[1], name=words[1])
        elif words[:1] == ["gm"]:
            self.actor = CONSOLE_GM
        return []

    def render(self, reply: Reply) -> list[str]:
        """Render a reply as text lines, or as one JSON object per event."""
        reply = self._gm_named(reply)
        if not self.json_mode:
            return reply_lines(reply, self.app.translator)
        events = shown(reply, self.app.translator, reply.locale)
        return [json.dumps(self._json(reply, e), ensure_ascii=False) for e in events]

    def _gm_named(self, reply: Reply) -> Reply:
        """Return a reply whose events name the GM at the keyboard as a GM (PJ), never by the id "console:gm"."""
        word = self.app.translator.format("console-gm", reply.locale or self.app.engine.defaults.locale)

        def named(event: Event) -> Event:
            if CONSOLE_GM.id not in event.args.values():
                return event
            args = {k: word if v == CONSOLE_GM.id else v for k, v in event.args.items()}
            return replace(event, args=args)

        refusal = named(reply.refusal) if reply.refusal is not None else None
        return reply.model_copy(update={"events": [named(e) for e in reply.events], "refusal": refusal})

    def _json(self, reply: Reply, event: Event) -> dict[str, Any]:
        return {
            "game": reply.game_id,
            "seq": reply.seq,
            "ok": reply.ok,
            "key": event.key,
            "args": event.args,
            "rolls": [asdict(r) for r in event.rolls],
            "text": self.app.translator.render(event, reply.locale, reply.people),
        }


async def run(console: Console, stdin: TextIO, stdout: TextIO) -> int:
    """Read lines until end of input, printing each reply; return the exit status (1: a line failed)."""
    loop = asyncio.get_running_loop()
    interactive = stdin.isatty()
    while True:
        text = await loop.run_in_executor(None, _read, stdin, interactive)
        if text is None:
            return 1 if console.failures else 0
        for out in await console.line(text):
            print(out, file=stdout, flush=True)


def _read(stdin: TextIO, interactive: bool) -> str | None:
    if interactive:
        try:
            return input("> ")
        except EOFError:
            return None
    text = stdin.readline()
    return text if text else None


async def main(args: argparse.Namespace) -> int:
    """Run the console with the command line's options."""
    settings = Settings.from_args(args)
    try:
        get_ruleset(args.rules)
    except Refusal as refusal:
        app = await bootstrap(settings.model_copy(update={"database_url": "memory://"}))
        print(app.translator.render(refusal.event(), args.locale), file=sys.stderr)
        return 2
    defaults = GameDefaults(ruleset=args.rules, locale=args.locale, seed=args.seed)
    app = await bootstrap(settings, defaults=defaults)
    if sys.stdin.isatty():
        import readline  # noqa: F401  (line editing for input())
    try:
        return await run(Console(app, game_id=args.game, json_mode=args.json), sys.stdin, sys.stdout)
    finally:
        await app.aclose()
