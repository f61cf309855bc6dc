"""Play a corpus of chat lines through the real reader, engine and ruleset, and judge what the game did.

Each line is sent into a fresh game set up as its scene says, by the player or the GM, exactly as a door sends
it (``assistant.reading.read``, then ``Engine.handle``). A line is *right* when the game did the expected action
with every field the line gives, *wrong* when the game did something else, *refused* when the game refused the
command the reader made, and *not understood* when the reader made none. A banter line *triggers* when the
reader makes any command of it, in any scene.
"""

from __future__ import annotations

import asyncio
import tomllib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import Any

from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.errors import NotUnderstood, Refusal
from assistant.reading import name_keys
from assistant.reading.reader import Typed, read
from assistant.reading.slash import parse
from assistant.rulesets import view_of
from assistant.state.engine import GameDefaults, seeded_rng
from assistant.state.memory_storage import InMemoryStorage
from models import Actor, GameState, Reply
from tests.corpus.outcomes import Outcome, matches, outcomes
from tests.corpus.scenes import GM, TABLES, Table
from tests.fakes import FakeClock, ScriptedRandom

#: Where the corpora live: <locale>.toml and dev/<locale>.toml (tuned on), spent/<locale>.toml (held-out sets of earlier
#: sessions, tuned on since) and blind/<locale>.toml (measured only: written by players who read only RULES and the
#: seeds, never the product).
HERE = Path(__file__).parent
#: The corpus sets: the main one, a second one written by other players (dev), the spent held-out ones, the blind one.
SETS = ("main", "dev", "spent", "blind")
LOCALES = ("pl", "ru", "fr", "cs")
#: Fields a player's line leaves out because they are the player's own character.
_OWN = {
    "pool": "who",
    "cast": "caster",
    "defend": "who",
    "dodge": "who",
    "rest": "who",
    "spend": "who",
    "recover": "who",
    "grab": "who",
    "odds": "who",
    "wand": "who",
    "wand-give": "who",
    "pearl": "name",
}
_META = {"text", "scene", "as", "expect", "refusal"}


@dataclass(frozen=True)
class Line:
    """One command line of a corpus."""

    text: str
    scene: str
    gm: bool
    action: str
    fields: dict[str, Any]
    refusal: str | None = None  #: the refusal the rules give what the line asks (a corpus line may say so)


#: Where a line asks for what its ruleset refuses by design, the refusal is the right answer (RULES.md stands):
#: ergs spends and grants always carry a reason, a player sees only their own pool, no pool goes above its maximum;
#: in the duel club only the duellist whose action it is may cast.
def ruled(line: Line, table: Table, state: GameState[Any, Any] | None) -> str | None:
    """Return the refusal the rules give a line (read correctly), or None where the rules allow it."""
    if table.ruleset == "duel_club":
        return _out_of_turn(line, state)
    if table.ruleset != "ergs":
        return None
    who = name_keys.key(str(line.fields.get("who", table.me)))
    if line.action == "pool" and not line.gm and who != name_keys.key(table.me):
        return "refusal-not-yours"
    if line.action in ("spend", "gain") and "reason" not in line.fields:
        return "ergs-refusal-reason"
    wizard = state.characters.get(who) if state is not None else None
    if line.action == "gain" and wizard is not None and line.fields["n"] > wizard.max_ergs - 1 - wizard.ergs:
        return "ergs-refusal-full"
    return None


def _out_of_turn(line: Line, state: GameState[Any, Any] | None) -> str | None:
    """Return the duel club's refusal of a cast by a duellist whose action it is not (the round decides)."""
    if line.action != "cast" or state is None:
        return None
    acting = {t.character for t in view_of(state, datetime.now(UTC), keys=()).turns}
    caster = name_keys.key(str(line.fields.get("caster", "")))
    return "duel_club-refusal-not-your-turn" if acting and caster and caster not in acting else None


@dataclass(frozen=True)
class Corpus:
    """A corpus file: its locale, ruleset, command lines and banter."""

    locale: str
    ruleset: str
    lines: tuple[Line, ...]
    banter: tuple[str, ...]


def load(locale: str, kind: str = "main") -> Corpus:
    """Read a locale's corpus of one set (main, dev, spent or blind)."""
    path = HERE / _folder(kind) / f"{locale}.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    table = TABLES[data["ruleset"]]
    lines = tuple(_line(raw, table) for raw in data["line"])
    return Corpus(data["locale"], data["ruleset"], lines, tuple(data.get("banter", ())))


def _line(raw: dict[str, Any], table: Table) -> Line:
    gm = raw.get("as", "player") == "gm"
    fields = {k: v for k, v in raw.items() if k not in _META}
    own = _OWN.get(raw["expect"])
    if own and not gm and own not in fields:
        fields[own] = table.me
    return Line(raw["text"], raw["scene"], gm, raw["expect"], fields, raw.get("refusal"))


# ---------------------------------------------------------------- one game


class _SceneDice:
    """Dice of a scene: each step's scripted faces, then seeded dice for the line."""

    def __init__(self) -> None:
        self.faces: list[int] = []

    def __call__(self, state: GameState[Any, Any]) -> Any:
        if self.faces:
            scripted = ScriptedRandom(())
            scripted.faces = self.faces  # shared: the step's draws consume them
            return scripted
        return seeded_rng(state)


@dataclass
class Game:
    """One fresh game of a corpus table, set up as a scene."""

    table: Table
    locale: str
    app: App
    dice: _SceneDice
    counter: int = 0
    game_id: str = "tg:-100"

    async def setup(self, scene: str) -> None:
        """Play the scene's steps as the GM; each must be applied and use up its faces."""
        for text, faces in self.table.scenes[scene]:
            self.dice.faces[:] = list(faces)
            reply = await self.send_command(text, GM)
            assert reply.ok, (scene, text, reply.refusal)
            assert not self.dice.faces, (scene, text, "dice left", self.dice.faces)

    async def send_command(self, text: str, actor: Actor) -> Reply:
        self.counter += 1
        return await self.app.engine.handle(parse(text), actor, self.game_id, f"c{self.counter}")

    async def say(self, text: str, actor: Actor) -> Reply | None:
        """Send a line as a chat door does (read in the engine's own state); None when the reader made no command.

        The reader is handed the state the engine keeps, not a copy: it must only read, which every line checks.
        """
        locale = self.locale

        def understood(state: GameState[Any, Any] | None) -> Any:
            nonlocal locale
            locale = state.locale if state else self.locale
            before = state.model_dump(mode="json") if state else None
            try:
                return read(Typed(text, source="telegram"), state, actor, locale)
            finally:
                after = state.model_dump(mode="json") if state else None
                assert after == before, f"reading {text!r} changed the game"

        try:
            command = await self.app.engine.read(self.game_id, understood)
        except NotUnderstood:
            return None
        except Refusal as refusal:
            return Reply(game_id=self.game_id, refusal=refusal.event(), locale=locale)
        self.counter += 1
        return await self.app.engine.handle(command, actor, self.game_id, f"c{self.counter}")


async def open_game(table: Table, locale: str) -> Game:
    dice = _SceneDice()
    defaults = GameDefaults(ruleset=table.ruleset, locale=locale, seed=7)
    app = await bootstrap(
        Settings(database_url="memory://"),
        storage=InMemoryStorage(),
        clock=FakeClock(),
        defaults=defaults,
        rng_factory=dice,
    )
    return Game(table, locale, app, dice)


# ---------------------------------------------------------------- judging


@dataclass(frozen=True)
class Verdict:
    """What became of one line."""

    text: str
    scene: str
    kind: str  # right | wrong | refused | not-understood | banter-ok | banter-triggered
    detail: str = ""


@dataclass
class Summary:
    """A corpus's verdicts, counted."""

    locale: str
    verdicts: list[Verdict] = field(default_factory=list)

    def count(self, kind: str) -> int:
        return sum(v.kind == kind for v in self.verdicts)

    @property
    def lines(self) -> int:
        return sum(not v.kind.startswith("banter") for v in self.verdicts)

    @property
    def banter(self) -> int:
        return sum(v.kind.startswith("banter") for v in self.verdicts)

    @property
    def right_share(self) -> float:
        return self.count("right") / self.lines if self.lines else 1.0

    def failures(self) -> list[Verdict]:
        return [v for v in self.verdicts if v.kind not in ("right", "banter-ok")]


def _describe(found: list[Outcome], reply: Reply) -> str:
    if reply.refusal is not None:
        return f"refused {reply.refusal.key} {reply.refusal.args}"
    return "; ".join(f"{o.action} {o.fields}" for o in found) or "no outcome"


async def judge_line(line: Line, table: Table, locale: str) -> Verdict:
    """Play one line in its scene and judge it."""
    game = await open_game(table, locale)
    try:
        await game.setup(line.scene)
        actor = GM if line.gm else table.player(locale)
        refusal = line.refusal or ruled(line, table, await game.app.engine.state(game.game_id))
        reply = await game.say(line.text, actor)
    finally:
        await game.app.aclose()
    if reply is None:
        return Verdict(line.text, line.scene, "not-understood")
    if refusal is not None and reply.refusal is not None and reply.refusal.key == refusal:
        return Verdict(line.text, line.scene, "right", f"refused as the rules say: {refusal}")
    found = outcomes(reply.events) if reply.ok else []
    if reply.ok and any(matches(o, line.action, line.fields) for o in found):
        return Verdict(line.text, line.scene, "right")
    kind = "refused" if not reply.ok else "wrong"
    return Verdict(line.text, line.scene, kind, f"want {line.action} {line.fields}, got {_describe(found, reply)}")


async def judge_banter(text: str, table: Table, locale: str) -> Verdict:
    """Send a banter line in every scene, as the player and the GM; it must never make a command."""
    for scene in table.scenes:
        for actor in (table.player(locale), GM):
            game = await open_game(table, locale)
            try:
                await game.setup(scene)
                state = await game.app.engine.state(game.game_id)
                try:
                    command = read(Typed(text, source="telegram"), state, actor, locale)
                except NotUnderstood:
                    continue
                except Refusal as refusal:
                    return Verdict(text, scene, "banter-triggered", f"refused {refusal.key}")
            finally:
                await game.app.aclose()
            return Verdict(text, scene, "banter-triggered", f"/{command.name} {command.args} {command.options}")
    return Verdict(text, "*", "banter-ok")


async def judge(corpus: Corpus) -> Summary:
    """Judge every line and banter line of a corpus."""
    table = TABLES[corpus.ruleset]
    summary = Summary(corpus.locale)
    for line in corpus.lines:
        summary.verdicts.append(await judge_line(line, table, corpus.locale))
    for text in corpus.banter:
        summary.verdicts.append(await judge_banter(text, table, corpus.locale))
    return summary


def judge_all(locales: Iterable[str] = LOCALES, kind: str = "main") -> list[Summary]:
    """Judge the corpora of several locales, of one set."""
    return [
        asyncio.run(judge(load(locale, kind)))
        for locale in locales
        if (HERE / _folder(kind) / f"{locale}.toml").is_file()
    ]


def _folder(kind: str) -> str:
    return "" if kind == "main" else kind


def table_text(summaries: list[Summary]) -> str:
    """Return the figures as the issue's table: per locale, lines, right, wrong, refused, not understood, banter."""
    head = "| locale (game) | lines | right | wrong | refused | not understood | banter that triggered |"
    rows = [head, "|---|---|---|---|---|---|---|"]
    for s in summaries:
        ruleset = load(s.locale).ruleset
        rows.append(
            f"| {s.locale} ({ruleset}) | {s.lines} | {s.count('right')} ({s.right_share:.0%}) | {s.count('wrong')} "
            f"| {s.count('refused')} | {s.count('not-understood')} | {s.count('banter-triggered')} of {s.banter} |"
        )
    return "\n".join(rows)


def kinds(summary: Summary) -> Counter[str]:
    return Counter(v.kind for v in summary.verdicts)


__all__ = ["LOCALES", "judge_all", "load", "resources", "table_text"]
