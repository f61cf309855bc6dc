"""The hostile-input fuzz: seeded lines of every ruleset's commands with hostile arguments, played through the engine
(as the console reads them) and through the web API; what it counts is what the issue asks of the product.

A crash is any exception but a refusal (assistant.errors.Refusal) escaping the reader, the engine or the rendering,
a reply that renders with a Fluent error, or an HTTP status of 500 or more. A refused command must change nothing:
the stored state and the log stay as they were.
"""

from __future__ import annotations

import json
import random
import time
import traceback
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from aiohttp import ClientSession
from aiohttp.test_utils import TestServer

from adapters.http.server import build, server_for, wire
from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.errors import Refusal
from assistant.language.replies import reply_lines
from assistant.language.translator import LOCALES, Translator
from assistant.reading.reader import Typed, read
from assistant.rulesets import RULESET_IDS, get_ruleset
from assistant.state.engine import GameDefaults, Played
from assistant.state.memory_storage import InMemoryStorage
from models import Actor, GameState, Reply
from tests.fakes import FakeClock

GM = Actor(id="gm", name="GM", admin=True)
#: The admin token of the fuzzed web door.
ADMIN = "fuzz-admin-token-of-enough-length"
PLAYER = Actor(id="p1", name="Pia")
STRANGER = Actor(id="p2", name="Zed")

#: Each ruleset's roster and a duel, so that hostile lines reach the rules and not only "no such character".
SETUP: dict[str, tuple[str, ...]] = {
    "feniks": (
        "/char Harry age=15 reflex=7 charms=14 transfig=8 dada=12",
        "/char Draco age=16 reflex=5 charms=18 dada=10",
        "/iam Harry p1",
        "/duel Harry vs Draco",
        "/init",
    ),
    "duel_club": ("/char Harry sortileges=60", "/char Draco sortileges=55", "/iam Harry p1", "/duel Harry vs Draco"),
    "ergs": ("/char Harry age=15", '/char Draco age=17 spells="crucio, avada kedavra"', "/iam Harry p1"),
    "spell_points": (
        "/char Mialee level=7 ability=16 feats=empower",
        "/char Mia class=wizard level=5 ability=18",
        "/iam Mia p1",
    ),
}

NAMES = ("Harry", "Draco", "Mia", "Mialee", "harry", "HARRY", "Hárry", "Nobody", "@p1", "Ha\u200brry", "\u202eyrraH")
SPELLS = ("stupefy", "protego", "expelliarmus", "crucio", "avada kedavra", "magic missile", "Drętwota", "Ступефай")
WORDS = (
    "vs",
    "at",
    "to",
    "all",
    "me",
    "shield",
    "dodge",
    "none",
    "begin",
    "end",
    "grant",
    "revoke",
    "cost",
    "1h",
    "8h",
)
OPTIONS = (
    "as", "age", "reflex", "charms", "transfig", "dada", "hp", "sortileges", "skill", "vs", "vs_skill", "level",
    "ability", "class", "extra", "meta", "cl", "ge", "casts", "distance", "at", "end", "reason", "type", "spells",
    "alias", "gender", "to", "field", "circle", "bout", "break", "degree", "base", "refill", "wiek", "пол", "x",
)  # fmt: skip
HUGE = ("99999999999999999999999999", "9" * 30, "1" * 5000, "-99999999999999999999", "1e309", "inf", "nan", "-0")
UNICODE_DIGITS = ("²", "³", "①", "١٢", "１２", "٣", "९", "𝟙", "½", "⁵", "٢٫٥")
SMALL = ("0", "1", "2", "5", "7", "12", "20", "30", "60", "99", "100", "101", "1000", "10000", "-1", "+3", "2.5", "2,5")
DICE = (
    "1000d6", "1001d6", "1d10000", "1d10001", "999999999*999999999", "1d6*" * 40 + "1", "4d6kh3+2", "2k6", "1d0",
    "0d6", "1d1e1", "1000d6kh3", "(" * 60 + "1" + ")" * 60, "1/0", "d", "1d6mi7", "1000d1000", "10d6ro<7", "-1d6",
)  # fmt: skip
STRANGE = (
    "",
    " ",
    "\x00",
    "\x07",
    "\t",
    "\u0000name",
    "\ufeff",
    "\u200d",
    "🙂",
    "{$x}",
    "{ -hp }",
    "'",
    '"',
    "\\",
    "=",
)


def hostile(rng: random.Random) -> str:
    """Return one hostile argument: a number too big or in another script, a dice expression, a strange string."""
    kind = rng.random()
    if kind < 0.2:
        return rng.choice(HUGE)
    if kind < 0.35:
        return rng.choice(UNICODE_DIGITS)
    if kind < 0.5:
        return rng.choice(SMALL)
    if kind < 0.6:
        return rng.choice(DICE)
    if kind < 0.7:
        return rng.choice(STRANGE)
    if kind < 0.78:
        return "".join(rng.choice("aZ9ł\u0301ж-_.:,x") for _ in range(rng.randint(1, 30)))
    if kind < 0.8:
        return rng.choice("xžж") * rng.randint(200, 900)
    if kind < 0.9:
        return rng.choice(NAMES)
    return rng.choice(SPELLS + WORDS)


def line(rng: random.Random, commands: list[str]) -> str:
    """Return one generated line: a command of the ruleset (or none) with a few arguments and options."""
    name = rng.choice(commands) if rng.random() < 0.95 else hostile(rng)
    parts = [f"/{name}"]
    if rng.random() < 0.15:
        parts.append(f"{rng.choice(NAMES)}:")
    for _ in range(rng.choice((0, 1, 1, 2, 2, 3, 4))):
        if rng.random() < 0.35:
            parts.append(f"{rng.choice(OPTIONS)}={hostile(rng)}")
        else:
            parts.append(hostile(rng))
    text = " ".join(parts) if rng.random() < 0.97 else " ".join(parts)[1:]  # now and then natural phrasing
    return text[: rng.choice((1000, 1000, 1001, 5000))] if rng.random() < 0.98 else text * 20


def lines(ruleset: str, seed: int, count: int) -> Iterator[str]:
    """Yield a ruleset's generated lines, the same for the same seed."""
    rng = random.Random(f"{ruleset}:{seed}")
    commands = [*get_ruleset(ruleset).commands(), "undo", "rules", "lang"]
    for _ in range(count):
        yield line(rng, commands)


@dataclass
class Figures:
    """What one run found, per ruleset."""

    lines: Counter[str] = field(default_factory=Counter)
    refusals: Counter[str] = field(default_factory=Counter)
    crashes: list[str] = field(default_factory=list)  # the line, and what escaped
    changed: list[str] = field(default_factory=list)  # refused lines that changed the state or the log
    seconds: float = 0.0

    def report(self) -> str:
        """Return the figures as lines of text."""
        rows = [f"{r}: {self.lines[r]} lines, {self.refusals[r]} refused" for r in sorted(self.lines)]
        rows.append(f"crashes: {len(self.crashes)}; refusals that changed state: {len(self.changed)}")
        rows.append(f"{sum(self.lines.values())} lines in {self.seconds:.1f} s")
        return "\n".join(rows + self.crashes[:20] + self.changed[:20])


@cache
def translator() -> Translator:
    """Return the one translator of every run: its bundles are loaded once."""
    return Translator()


async def open_game(ruleset: str) -> App:
    """Bootstrap the app on in-memory storage with one game of a ruleset, its roster made."""
    settings = Settings(database_url="memory://", default_ruleset=ruleset, default_locale="en")
    defaults = GameDefaults(ruleset=ruleset, locale="en", seed=1)
    app = await bootstrap(settings, storage=InMemoryStorage(), clock=FakeClock(), defaults=defaults)
    app.translator = translator()
    for text in SETUP[ruleset]:
        assert (await play(app, text, GM, await app.engine.state("fuzz"))).reply.ok, text
    return app


async def play(app: App, text: str, actor: Actor, state: GameState[Any, Any] | None = None) -> Played:
    """Read a line as the console does (in the game as last committed) and apply it; a line refused by the reader
    is a refusal reply."""
    engine, game = app.engine, "fuzz"
    locale = state.locale if state else engine.defaults.locale
    try:
        command = read(Typed(text, source="fuzz"), state, actor, locale)
    except Refusal as refusal:
        return Played(Reply(game_id=game, refusal=refusal.event(), locale=locale), None)
    return await engine.play(command, actor, game)


async def stored(app: App, game: str = "fuzz") -> tuple[Any, int]:
    """Return the stored state and the log's last position."""
    state = await app.storage.read_state(game)
    tail = await app.storage.read_log(game, after=max(0, (state or {}).get("seq", 0) - 1), limit=10)
    return state, tail[-1].seq if tail else 0


def rendered(app: App, reply: Reply, locale: str) -> str | None:
    """Render a reply in a locale; return what went wrong, or None."""
    misses = len(app.translator.misses)
    text = "\n".join(reply_lines(reply, app.translator, locale))
    if "{???}" in text or len(app.translator.misses) > misses:
        return f"unrenderable in {locale}: {app.translator.misses[misses:]} {text[:200]!r}"
    return None


def actor_for(rng: random.Random) -> Actor:
    """Return who sends a line: mostly the GM, sometimes a player or a stranger."""
    return rng.choices((GM, PLAYER, STRANGER), (6, 3, 1))[0]


async def fuzz_engine(rulesets: tuple[str, ...], count: int, seed: int, figures: Figures, seconds: float) -> Figures:
    """Play ``count`` lines of each ruleset through the reader, the engine and the rendering (at most ``seconds``
    a ruleset)."""
    started = time.perf_counter()
    for ruleset in rulesets:
        app, rng, door = await open_game(ruleset), random.Random(seed), "engine"
        deadline = time.perf_counter() + seconds
        state, before = await app.engine.state("fuzz"), await stored(app)
        for text in lines(ruleset, seed, count):
            if time.perf_counter() > deadline:
                break
            figures.lines[f"{ruleset} {door}"] += 1
            try:
                played = await play(app, text, actor_for(rng), state)
                problem = rendered(app, played.reply, rng.choice((played.reply.locale, *LOCALES)))
            except Exception as exc:  # what the fuzz looks for: anything but a refusal
                figures.crashes.append(f"{ruleset} {text[:160]!r}: {_escaped(exc)}")
                state, before = await app.engine.state("fuzz"), await stored(app)
                continue
            if problem:
                figures.crashes.append(f"{ruleset} {text[:160]!r}: {problem}")
            after, state = await stored(app), played.state or state
            if played.reply.refusal is not None:
                figures.refusals[f"{ruleset} {door}"] += 1
                if after != before:
                    figures.changed.append(f"{ruleset} {text[:160]!r}: {played.reply.refusal.key}")
            before = after
        await app.aclose()
    figures.seconds += time.perf_counter() - started
    return figures


async def fuzz_http(rulesets: tuple[str, ...], count: int, seed: int, figures: Figures, seconds: float) -> Figures:
    """Post ``count`` lines of each ruleset to the web API as the admin and as a player, reading the log now and
    then (at most ``seconds`` a ruleset)."""
    started = time.perf_counter()
    for ruleset in rulesets:
        site = await Site.open(ruleset)
        deadline = time.perf_counter() + seconds
        try:
            await site.fuzz(ruleset, lines(ruleset, seed + 1, count), random.Random(seed), figures, deadline)
        finally:
            await site.close()
    figures.seconds += time.perf_counter() - started
    return figures


@dataclass
class Site:
    """The web door on a loopback socket around an app of one ruleset, with a client, an admin and a player token."""

    app: App
    server: TestServer
    session: ClientSession
    tokens: tuple[str, ...] = (ADMIN,)

    @classmethod
    async def open(cls, ruleset: str) -> Site:
        """Start the web door with a game of a ruleset (made through the API) and a player's token."""
        settings = Settings(database_url="memory://", default_ruleset=ruleset, default_locale="en")
        app = await wire(settings, storage=InMemoryStorage(), clock=FakeClock(), defaults=GameDefaults(ruleset, seed=1))
        app.translator = translator()
        server = TestServer(build(server_for(app, ADMIN)), host="127.0.0.1")
        await server.start_server()
        site = cls(app, server, ClientSession(str(server.make_url("")).rstrip("/")))
        await site.call("POST", "/api/games", ADMIN, {"id": "fuzz", "ruleset": ruleset})
        for text in SETUP[ruleset]:
            await site.call("POST", "/api/games/fuzz/commands", ADMIN, {"text": text})
        made = await site.call("POST", "/api/games/fuzz/tokens", ADMIN, {"role": "player"})
        site.tokens = (ADMIN, ADMIN, str(made[1]["token"]))
        return site

    async def call(self, method: str, path: str, token: str, body: Any = None) -> tuple[int, Any]:
        """Send a request; return its status and JSON body."""
        auth = {"Authorization": f"Bearer {token}"}
        async with self.session.request(method, path, json=body, headers=auth) as response:
            text = await response.text()
            return response.status, json.loads(text) if response.content_type == "application/json" else text

    async def fuzz(
        self, ruleset: str, texts: Iterator[str], rng: random.Random, figures: Figures, deadline: float
    ) -> None:
        """Post each line; a status of 500 or more is a crash, a refusal that changed what is stored another."""
        door, before = f"{ruleset} http", await stored(self.app, "fuzz")
        for n, text in enumerate(texts):
            if time.perf_counter() > deadline:
                break
            figures.lines[door] += 1
            status, out = await self.call("POST", "/api/games/fuzz/commands", rng.choice(self.tokens), {"text": text})
            if n % 50 == 0:
                status = max(status, (await self.call("GET", "/api/games/fuzz/events?limit=50", ADMIN))[0])
            after = await stored(self.app, "fuzz")
            if status >= 500:
                figures.crashes.append(f"{door} {text[:160]!r}: HTTP {status} {str(out)[:120]}")
            elif status == 200 and isinstance(out, dict) and out["ok"] is False:
                figures.refusals[door] += 1
                if after != before:
                    figures.changed.append(f"{door} {text[:160]!r}: {out['refusal']['key']}")
            before = after

    async def close(self) -> None:
        """Stop the client, the server and the app."""
        await self.session.close()
        await self.server.close()
        await self.app.aclose()


def _escaped(exc: BaseException) -> str:
    where = traceback.extract_tb(exc.__traceback__)[-1]
    return f"{type(exc).__name__}: {str(exc)[:120]} at {where.filename.split('/')[-1]}:{where.lineno}"


#: Every ruleset, fuzzed in turn.
ALL = tuple(RULESET_IDS)
