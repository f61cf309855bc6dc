"""The Engine: one entry point from every door to durable events."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Any, TypeVar

import structlog

from assistant.config import LIVE_GAMES
from assistant.conversation import reminders, secrecy, topics
from assistant.errors import KeyReused, NotFound, Refusal, RuleViolation
from assistant.language.choice import base_language, for_actor
from assistant.language.words import RULESETS, meaning
from assistant.logging import bind_command
from assistant.reading import name_keys
from assistant.rulesets import get_ruleset
from assistant.rulesets.base import GAME_SETTINGS, Context
from assistant.rulesets.dice import Dice
from assistant.state import catchup, grain, patch, timers
from assistant.state.bounded import Newest
from assistant.state.grain import Place
from assistant.state.locks import KeyedLocks
from assistant.state.ports import Clock, Storage, Timer, Transaction
from models import Actor, Change, Command, Event, GameState, LogEntry, Person, Reply

log = structlog.get_logger(__name__)

#: State fields an undo of a game's first command keeps: the game stays, empty.
_IDENTITY = ("id", "ruleset", "locale", "seed", "seq", "created")

#: How many log entries back /undo looks for the last one still in force.
UNDO_DEPTH = 200
#: How many it reads first (an /undo of the last command, or of the one before an undo, finds it there).
UNDO_FIRST = 8

#: Commands /undo passes over: a web token made or revoked stays so (revoking it is its own command).
UNDO_SKIPS = frozenset({"token"})
#: Commands that set a game up: /undo takes one back only where a move was played before it.
SETUP = frozenset({"rules", "lang"})

#: How many first speakers of a game choose its language by their clients' (until a GM sets one).
FIRST_SPEAKERS = 5

T = TypeVar("T")
RngFactory = Callable[[GameState[Any, Any]], random.Random]
#: A command's own handler, for a command the product makes itself (a web token made or revoked).
OwnHandler = Callable[[Context[Any]], None]
#: Told of every game whose timer a command this engine committed moved: the game's id and its timer now (None: none).
TimerListener = Callable[[str, Timer | None], None]

#: How a list of names is written in an event's argument ("Harry, Draco", "Harry → Draco").
_LISTS = (", ", " → ")


def seeded_rng(state: GameState[Any, Any]) -> random.Random:
    """Return the rng of a game's next command: fixed by its seed and position, so a game replays exactly."""
    return random.Random(f"{state.seed}:{state.seq}")


@dataclass(frozen=True)
class GameDefaults:
    """How a game that does not exist yet is opened."""

    ruleset: str = "feniks"
    locale: str = "en"
    seed: int | None = None


@dataclass
class _Applied:
    state: GameState[Any, Any]
    entry: LogEntry
    head: dict[str, Any]  # the new head as JSON, dumped once for the diff and the save
    rows: dict[Place, dict[str, Any]]  # every entity as JSON: the unchanged ones as they were
    written: dict[Place, dict[str, Any] | None] | None  # the entities to write (None: removed); None: all of them


@dataclass(frozen=True)
class Played:
    """A command's reply, with the game's state as the command left it."""

    reply: Reply  # the reply, durable, as its actor may read it
    state: GameState[Any, Any] | None  # the caller's own copy of the state committed; None where nothing was
    whole: Reply | None = None  # the reply before anything was kept from its actor (for the conversation)


@dataclass
class _Live:
    """A game as this engine last committed it: the stored JSON and the same state parsed, reused while equal."""

    head: dict[str, Any]  # the head exactly as saved; the next command's stored head must equal it
    rows: dict[Place, dict[str, Any]]  # the entities exactly as saved
    state: GameState[Any, Any]  # the same state parsed: the next command's handler changes it in place
    timer: Timer | None  # the game's timer as this state gives it (assistant.state.timers)

    @property
    def data(self) -> dict[str, Any]:
        """Return the whole state as JSON (a new dict; the entities' JSON is shared)."""
        return grain.assemble(self.head, self.rows)


class Engine:
    """Applies commands to games: one transaction and one lock per command, reply only after commit."""

    def __init__(
        self,
        storage: Storage,
        clock: Clock,
        defaults: GameDefaults | None = None,
        rng_factory: RngFactory = seeded_rng,
        seed_source: random.Random | None = None,
        live_games: int = LIVE_GAMES,
    ) -> None:
        self.storage = storage
        self.clock = clock
        self.defaults = defaults or GameDefaults()
        self.rng_factory = rng_factory
        self._seeds = seed_source or random.Random()
        self._locks = KeyedLocks()
        self.live_games = live_games
        self._live: Newest[str, _Live] = Newest(live_games)
        self._timer_listeners: list[TimerListener] = []
        self._special: dict[str, Callable[[Context[Any], Transaction], Any]] = {
            "undo": self._undo,
            "rules": self._switch_ruleset,
        }

    def on_timer(self, listener: TimerListener) -> Callable[[], None]:
        """Tell a listener of every game whose timer a command this engine committed moved, once durable; return what
        stops telling it."""
        self._timer_listeners.append(listener)
        return lambda: self._timer_listeners.remove(listener)

    async def handle(
        self, command: Command, actor: Actor, game_id: str, dedup_key: str | None = None, request: str = ""
    ) -> Reply:
        """Apply one command to a game and return the reply once it is durable.

        ``request``: a digest of the request the dedup key came with; the key is bound to it, and a reuse of the
        key with another request raises KeyReused (a reply under the key stays the first one).
        """
        return (await self.run(command, actor, game_id, dedup_key, request=request)).reply

    async def apply(self, command: Command, actor: Actor, game_id: str, handler: OwnHandler) -> Reply:
        """Apply a command the product makes itself with its own handler: logged and replayed like any other."""
        with bind_command(game_id, command.source, None):
            reply, _ = await self._handle_bound(command, actor, game_id, None, "", handler)
        return reply

    async def refuse(
        self, reply: Reply, actor: Actor, game_id: str, dedup_key: str, request: str = "", door: str = ""
    ) -> Reply:
        """Keep a refusal made before the engine (a line that does not parse) under its dedup key, once.

        A key seen before answers its first reply (or raises KeyReused for another request), as handle() does.
        """
        with bind_command(game_id, door, dedup_key):
            async with self._locks(game_id), self.storage.transaction(game_id) as tx:
                if seen := await self._seen(tx, dedup_key, request):
                    return seen
                if await tx.load() is not None:  # a game not stored holds no dedup rows
                    await tx.remember(dedup_key, reply.model_copy(update={"request": request}))
            key = reply.refusal.key if reply.refusal else None
            log.bind(actor=actor.id).info("command.done", ok=False, seq=None, key=key)
        return reply

    async def play(self, command: Command, actor: Actor, game_id: str, dedup_key: str | None = None) -> Played:
        """Apply one command like handle(); also return the state it committed, without reading it back.

        For a door that shows the game after each command (turn prompts, a voice grammar). The state is the
        caller's own copy; it is None for a refusal and for a duplicate, which committed nothing.
        """
        return await self.run(command, actor, game_id, dedup_key, with_state=True)

    async def run(
        self,
        command: Command,
        actor: Actor,
        game_id: str,
        dedup_key: str | None = None,
        with_state: bool = False,
        request: str = "",
    ) -> Played:
        """Apply one command: the one path of handle() and play(), for a subclass to wrap (metrics)."""
        with bind_command(game_id, command.source, dedup_key):
            reply, live = await self._handle_bound(command, actor, game_id, dedup_key, request)
        # the actor reads the reply as they may: a player no number of a hidden NPC, a duplicate's as the first
        state = live.state if live is not None else await self.state(game_id) if reply.duplicate else None
        whole = reply
        if state is not None:
            reply = secrecy.reply_for(reply, state, secrecy.reader_of(state, actor))
        return Played(reply, grain.snapshot(live.state) if with_state and live is not None else None, whole)

    async def _seen(self, tx: Transaction, dedup_key: str, request: str) -> Reply | None:
        """Return the reply kept under a dedup key, marked a duplicate; raise KeyReused if another request made it."""
        seen = await tx.dedup_reply(dedup_key)
        if seen is None:
            return None
        if request and seen.request and seen.request != request:
            log.info("command.key_reused")
            raise KeyReused(dedup_key)
        log.info("command.duplicate")
        return seen.model_copy(update={"duplicate": True, "request": ""})

    async def _handle_bound(
        self,
        command: Command,
        actor: Actor,
        game_id: str,
        dedup_key: str | None,
        request: str = "",
        handler: OwnHandler | None = None,
    ) -> tuple[Reply, _Live | None]:
        bound = log.bind(command=command.name, actor=actor.id)
        async with self._locks(game_id), self.storage.transaction(game_id) as tx:
            if dedup_key and (seen := await self._seen(tx, dedup_key, request)):
                return seen, None
            reply, live, stored, moved = await self._handle_in(tx, command, actor, game_id, handler)
            if dedup_key and stored:  # a refusal too, where its game is stored (a dedup row belongs to a game)
                await tx.remember(dedup_key, reply.model_copy(update={"request": request}))
        self._keep(game_id, live)  # committed: the next command may start from it
        if moved and live is not None:
            self._tell(game_id, live.timer)
        bound.info("command.done", ok=reply.ok, seq=reply.seq, key=reply.refusal.key if reply.refusal else None)
        return reply, live

    async def state(self, game_id: str) -> GameState[Any, Any] | None:
        """Return a game's committed state, or None: the caller's own copy.

        A door reads the game for every line it is sent (a larp's chat, hundreds of characters). Where this engine keeps
        the game parsed (brought up to the stored one first, where another replica played since), the copy is a
        snapshot of it, in time proportional to the head; otherwise the game is read and parsed.
        """
        live = await self._committed(game_id)
        if live is not None:
            kept: GameState[Any, Any] = grain.snapshot(live.state)
            return kept
        return await self._stored(game_id)

    async def read(self, game_id: str, reader: Callable[[GameState[Any, Any] | None], T]) -> T:
        """Return what a function reads of a game's committed state (None: not opened yet), without copying it.

        For a door that reads a line in the game's terms, once per line. The function is handed the state this
        engine keeps, found current as state() finds it, and runs at once, synchronously, before any command may
        change it: it must only read, and keep nothing it was handed. What it raises is raised.
        """
        live = await self._committed(game_id)
        return reader(live.state if live is not None else await self._stored(game_id))

    async def _committed(self, game_id: str) -> _Live | None:
        """Return the game kept parsed, as stored now: checked against the stored head in one small read, brought up
        to it where another process played since (from the log entries since, else read whole) and kept so; None
        where it is not kept, or a command took it meanwhile."""
        live = self._live.get(game_id)
        if live is None:
            return None
        head, entries = await self.storage.read_head_since(game_id, int(live.head.get("seq", 0)), catchup.CATCH_UP)
        if self._live.get(game_id) is not live:
            return None
        if head == live.head:
            return live
        if head is None:
            return None
        now = self.clock.now()
        caught = _caught(game_id, live, entries, head, now) if catchup.behind(live.head, head) else None
        if caught is None:  # changed beyond what the log catches up (an import, a long absence): read whole
            raw = await self.storage.read_state(game_id)
            if raw is None or self._live.get(game_id) is not live:
                return None
            state = _parsed_copy(raw)
            caught = _Live(*grain.split(raw), state, timers.next_timer(game_id, state, now))
        self._live[game_id] = caught  # another replica played since: kept as stored now
        return caught

    async def _stored(self, game_id: str) -> GameState[Any, Any] | None:
        """Return a game read from storage and parsed, or None."""
        raw = await self.storage.read_state(game_id)
        if raw is None:
            return None
        state: GameState[Any, Any] = get_ruleset(raw["ruleset"]).parse_state(raw)
        return state

    async def _handle_in(
        self, tx: Transaction, command: Command, actor: Actor, game_id: str, handler: OwnHandler | None = None
    ) -> tuple[Reply, _Live | None, bool, bool]:
        """Apply a command in a transaction: the reply, the game as committed (None: refused), whether it is stored,
        and whether its timer moved (written with the command: the row says what the stored game says)."""
        now = command.at or self.clock.now()
        before = await self._open(tx, game_id, now)
        state = before.state
        locale, ruleset_id = for_actor(state, actor), state.ruleset  # a refusal's, read before the handler runs
        kept_hidden = state.kept_hidden()  # as of the stored game: the command updates them, a refusal keeps them
        maps = grain.track(state)
        try:
            applied = await self._apply(tx, before, maps, kept_hidden, command, actor, now, handler)
        except Refusal as refusal:  # the handler may have changed the state before refusing: that is not kept
            event = refusal.event()
            people = people_named(state, [event], before.rows)
            refused = Reply(game_id=game_id, refusal=event, locale=locale, ruleset=ruleset_id, people=people)
            self._keep(game_id, _rolled_back(before, maps, kept_hidden))  # the stored game, guarded by its head
            return refused, None, bool(before.head), False
        await tx.append(applied.entry)
        if applied.written is None:
            await tx.save(grain.assemble(applied.head, applied.rows))
        else:
            await tx.save_changes(applied.head, applied.written)
        timer = timers.next_timer(game_id, applied.state, now)
        if timer != before.timer:
            await tx.set_timer(timer)
        reply = Reply.model_construct(  # built from the entry's typed values, as the entry is
            game_id=game_id,
            seq=applied.entry.seq,
            events=list(applied.entry.events),
            refusal=None,
            duplicate=False,
            request="",
            locale=for_actor(applied.state, actor),
            ruleset=applied.state.ruleset,
            people=people_named(applied.state, applied.entry.events, _removed(applied.entry.changes)),
            secret=actor if command.secret else None,
        )
        return reply, _Live(applied.head, applied.rows, applied.state, timer), True, timer != before.timer

    def _tell(self, game_id: str, timer: Timer | None) -> None:
        """Tell the listeners of a timer moved; one that fails is logged: the command is durable and answered anyway."""
        for listener in tuple(self._timer_listeners):
            try:
                listener(game_id, timer)
            except Exception:  # a listener's bug must not turn a committed command into a failed one
                log.exception("engine.listener_failed", game=game_id)

    def _keep(self, game_id: str, live: _Live | None) -> None:
        """Keep a committed game parsed for its next command, forgetting the least recently played beyond the limit."""
        if live is None:
            return
        self._live[game_id] = live

    async def _open(self, tx: Transaction, game_id: str, now: datetime) -> _Live:
        """Return the game a command starts from: the one kept from the last commit while the stored head equals it.

        Taken out of the cache either way: it comes back only with the next commit. Another process, an import or
        a restore that changed the stored game changes its head (its seq at least), and the game is read again.
        A game not yet opened starts empty: no head, no entities.
        """
        live = self._live.pop(game_id, None)
        if live is not None:
            head = await tx.load_head()
            if head == live.head:
                return live
            gap = catchup.behind(live.head, head)
            if head is not None and gap:  # another replica played since: caught up from its log entries
                caught = _caught(game_id, live, sorted(await tx.recent(gap), key=_seq), head, now)
                if caught is not None:
                    return caught
        raw = await tx.load()
        if raw is not None:  # parsed from a copy: the handler works on it, the JSON stays the diff's "before"
            head, rows = grain.split(raw)
            state = _parsed_copy(raw)
            return _Live(head, rows, state, timers.next_timer(game_id, state, now))
        seed = self.defaults.seed if self.defaults.seed is not None else self._seeds.randrange(2**31)
        ruleset = get_ruleset(self.defaults.ruleset)
        fresh: GameState[Any, Any] = ruleset.new_state(game_id, self.defaults.locale, seed, now)
        return _Live({}, {}, fresh, None)

    async def _apply(
        self,
        tx: Transaction,
        before: _Live,
        maps: Mapping[str, grain.Touched[Any, Any]] | None,
        kept_hidden: dict[str, str] | None,
        command: Command,
        actor: Actor,
        now: datetime,
        handler: OwnHandler | None = None,
    ) -> _Applied:
        state = before.state
        ruleset = get_ruleset(state.ruleset)
        seq = state.seq
        state.keep_hidden(None)  # the handler may hide or show a character: not known again until this commits
        _heard(state, actor)  # before the handler: a /start names the language the game now speaks
        ctx: Context[Any] = Context(state, command, actor, Dice(partial(self.rng_factory, state)), now, ruleset)
        ctx.archive = await _archived(tx, ruleset, state, command)
        undoes = None
        if handler is not None:
            handler(ctx)
        elif command.name in self._special:
            undoes = await self._special[command.name](ctx, tx)
        else:
            ruleset.handler(command.name, command.typed_name())(ctx)
        new_state = ctx.state
        new_state.seq = seq + 1
        reminders.stamp(new_state, ruleset, now)  # when each awaited move began, while reminders are on
        await _archive_ended(tx, new_state)
        marks = grain.touched(new_state, maps or {}) if new_state is state and before.head else None
        if marks is None:  # a new game, or a handler that made a new state or a new map: all of it is dumped
            data = new_state.model_dump(mode="json")
            changes = patch.diff(before.data if before.head else {}, data)
            head, rows = grain.split(data)
            written = None
        else:
            head, rows, written, changes = _dump_touched(new_state, before, marks)
        new_state.keep_hidden(secrecy.hidden_after(kept_hidden, new_state, marks["characters"] if marks else None))
        # Built, not validated: every field is already the engine's own typed value (measured: 10 µs a command).
        entry = LogEntry.model_construct(
            seq=new_state.seq, at=now, actor=actor, command=command, events=ctx.events, changes=changes, undoes=undoes
        )
        return _Applied(new_state, entry, head, rows, written)

    async def _undo(self, ctx: Context[Any], tx: Transaction) -> int:
        ctx.require_gm()
        target, rolls = await _undo_target_in(tx)
        current = ctx.state.model_dump(mode="json")
        identity = {k: current[k] for k in _IDENTITY}
        reverted = patch.apply(current, [c for c in target.changes if c.path != ["seq"]], reverse=True)
        ctx.state = get_ruleset(reverted.get("ruleset", identity["ruleset"])).parse_state({**identity, **reverted})
        ruleset, command = ctx.state.ruleset, target.command.name  # ergs are spent in ergs, spell points elsewhere
        ctx.emit(
            "undo-done", None, seq=target.seq, command=command, rolls_after=rolls, ruleset=ruleset, **_undone(target)
        )
        return target.seq

    async def _switch_ruleset(self, ctx: Context[Any], tx: Transaction) -> None:
        ctx.require_gm()
        typed = " ".join(ctx.command.args) or ctx.arg(0, "ruleset")  # a name of two words: /rules дуэльный клуб
        ruleset = get_ruleset(meaning(RULESETS, typed) or typed)
        if ruleset.id == ctx.state.ruleset:  # switching would only empty the roster, which nobody asked for
            raise RuleViolation("refusal-same-ruleset", rule="rulesets", ruleset=ruleset.id)
        if any(not d.ended for d in ctx.state.duels.values()):
            raise RuleViolation("refusal-duel-running", rule="rulesets")
        old = ctx.state
        fresh = ruleset.new_state(old.id, old.locale, old.seed, old.created or ctx.now)
        fresh.gms, fresh.revoked, fresh.access = list(old.gms), list(old.revoked), list(old.access)
        fresh.locale_set, fresh.user_locales, fresh.speakers = (
            old.locale_set,
            dict(old.user_locales),
            dict(old.speakers),
        )
        if kept := topics.settings(old.defaults):  # the topics that play this game still play it
            fresh.defaults = {GAME_SETTINGS: kept}
        ctx.state, ctx.ruleset = fresh, ruleset
        ctx.emit("game-ruleset", ruleset=ruleset.id)


def _heard(state: GameState[Any, Any], actor: Actor) -> None:
    """Count a first speaker's client language; until a GM sets one, the game speaks the commonest (earliest first)."""
    spoken = base_language(actor.language)
    if state.locale_set or spoken is None or actor.id in state.speakers or len(state.speakers) >= FIRST_SPEAKERS:
        return
    state.speakers = {**state.speakers, actor.id: spoken}
    votes = list(state.speakers.values())
    state.locale = max(dict.fromkeys(votes), key=votes.count)


def people_named(
    state: GameState[Any, Any], events: Iterable[Event], before: Mapping[Place, Any] | None = None
) -> dict[str, Person]:
    """Return the characters the events name (alone or in a list), by display name; ``before``: stored entities by
    place, for a character the command removed."""
    said = {v for event in events for v in event.args.values() if isinstance(v, str) and v}
    for text in list(said):
        said.update(part for sep in _LISTS if sep in text for part in text.split(sep))
    found = {}
    for text in said:
        person = _person(state, before, name_keys.key(text))
        if person is not None and person.name == text:
            found[text] = person
    return found


def _person(state: GameState[Any, Any], before: Mapping[Place, Any] | None, key: str) -> Person | None:
    character = dict.get(state.characters, key)  # a read after the command: it marks (and copies) nothing
    if character is not None:
        return character.person()  # type: ignore[no-any-return]
    stored = (before or {}).get(("characters", key))
    fields = ("name", "gender", "forms", "aliases")
    return Person.model_validate({k: stored[k] for k in fields if k in stored}) if stored else None


async def _archived(tx: Transaction, ruleset: Any, state: GameState[Any, Any], command: Command) -> dict[str, Any]:
    """Return the archived duel a command names (duel=N) where it has left the state, for the handler to read."""
    duel_id = command.options.get("duel")
    if not duel_id or duel_id in state.duels:
        return {}
    raw = await tx.archived(duel_id)
    return {duel_id: ruleset.parse_duel(raw)} if raw is not None else {}


async def _archive_ended(tx: Transaction, state: GameState[Any, Any]) -> None:
    """Move the ended duels beyond the newest few out of the state into the archive (a change the log records)."""
    old = grain.to_archive(state.duels)
    if old:
        await tx.archive({duel_id: state.duels.pop(duel_id).model_dump(mode="json") for duel_id in old})


def _dump_touched(
    state: GameState[Any, Any], before: _Live, marks: Mapping[str, set[str]]
) -> tuple[dict[str, Any], dict[Place, dict[str, Any]], dict[Place, dict[str, Any] | None], list[Change]]:
    """Dump the head and the entities a handler touched; return the head, every entity, the ones to write and the
    changes (by the paths a diff of the whole state gives)."""
    head = grain.head_of(state)
    changes = patch.diff(before.head, head)
    rows = before.rows  # the command's own: the game it was taken from is out of the cache until this commits
    written: dict[Place, dict[str, Any] | None] = {}
    for field, keys in marks.items():
        entities = getattr(state, field)
        for key in keys:
            place = (field, key)
            entity = dict.get(entities, key)
            after = entity.model_dump(mode="json") if entity is not None else None
            found = grain.entity_changes(place, before.rows.get(place), after)
            if not found:
                continue
            changes.extend(found)
            written[place] = after
            if after is None:
                rows.pop(place, None)
            else:
                rows[place] = after
    changes.sort(key=lambda c: c.path)
    return head, rows, written, changes


def _caught(game_id: str, live: _Live, entries: list[LogEntry], head: dict[str, Any], now: datetime) -> _Live | None:
    """Return a kept game with the log entries since applied, as the stored head says (and its timer, as the replica
    that played them wrote it); None where they do not lead there."""
    caught = catchup.caught_up(live.head, live.rows, live.state, entries, head)
    if caught is None:
        return None
    return _Live(caught.head, caught.rows, caught.state, timers.next_timer(game_id, caught.state, now))


def _seq(entry: LogEntry) -> int:
    return entry.seq


def _rolled_back(
    before: _Live, maps: Mapping[str, grain.Touched[Any, Any]] | None, kept_hidden: dict[str, str] | None
) -> _Live | None:
    """Return a game as it was before a refused command changed it in place, in time proportional to what the
    handler was handed: the head and those entities parsed again from their stored JSON, the others kept, and the
    hidden characters' names the engine kept with it (else the next command would read them from the whole roster).
    None where that cannot be told simply (a new game, a handler that replaced a whole map or removed an entity):
    the next command then reads the game again."""
    marks = grain.touched(before.state, maps) if before.head and maps is not None else None
    if marks is None or maps is None:
        return None
    if any((f, k) in before.rows and not dict.__contains__(maps[f], k) for f, keys in marks.items() for k in keys):
        return None  # an entity removed: putting it back at its place in the roster's order is not worth it
    taken = {f: {k: before.rows[(f, k)] for k in keys if (f, k) in before.rows} for f, keys in marks.items()}
    fresh: GameState[Any, Any] = _parsed_copy({**before.head, **taken})
    for field, keys in marks.items():
        parsed = getattr(fresh, field)
        for key in keys:
            maps[field].restore(key, parsed.get(key))
        setattr(fresh, field, maps[field])
    fresh.keep_hidden(kept_hidden)
    return _Live(before.head, before.rows, fresh, before.timer)


def _removed(changes: Iterable[Change]) -> dict[Place, Any]:
    """Return the characters a command removed, as they were stored (for the reply to name them)."""
    return {
        ("characters", c.path[1]): c.before
        for c in changes
        if len(c.path) == 2 and c.path[0] == "characters" and not c.exists
    }


def _parsed_copy(data: dict[str, Any]) -> GameState[Any, Any]:
    """Return a stored state parsed into a model of its own (the JSON given is left as it is)."""
    state: GameState[Any, Any] = get_ruleset(data["ruleset"]).parse_state(patch.copy_json(data))
    return state


#: What an undo says of a move with no character or spell: the word its messages select on.
NONE = "none"


def _undone(target: LogEntry) -> dict[str, str]:
    """Say what a move taken back did, for the reply to name it: whose it was (the first event's ``name``), its
    spell, its duel, and whether the character or macro it made was created, removed or changed (« la création de
    Harry »)."""
    first = target.events[0].args if target.events else {}
    return {
        "name": str(first.get("name") or NONE),
        "spell": str(first.get("spell") or NONE) if target.command.name == "cast" else NONE,
        "change": _made(target.changes),
        "duel": str(first.get("duel") or NONE),
        "whose": _whose(target.events),
    }


def _whose(events: list[Event]) -> str:
    """Return the one character every event of a move names (``name``), or NONE where they name several (a rest of
    all) or none: whose move was taken back («obnovení sil Jany»)."""
    names = {str(e.args["name"]) for e in events if e.args.get("name")}
    return names.pop() if len(names) == 1 else NONE


def _made(changes: list[Change]) -> str:
    """Say whether a move created, removed or changed a character or a macro (a key of ``characters`` or ``macros``
    that appeared or went, whether the change is stored under the key or as the whole collection)."""
    for c in changes:
        if c.path[:1] not in (["characters"], ["macros"]):
            continue
        if len(c.path) == 2 and (not c.existed or not c.exists):
            return "created" if not c.existed else "removed"
        if len(c.path) == 1:
            before, after = set(c.before or {}), set(c.after or {})
            if after - before or before - after:
                return "created" if after - before else "removed"
    return "changed"


async def _undo_target_in(tx: Transaction) -> tuple[LogEntry, int]:
    """Return the newest command still in force, among the last UNDO_FIRST entries, else the last UNDO_DEPTH, and
    how many dice rolls after it were passed over (a roll changes nothing, so it is not taken back).

    Mostly the newest entry or one just before it: the log is read a few entries first, not UNDO_DEPTH (each entry
    parsed; measured: 9.8 ms an /undo). The walk is newest first, so what the few give is what all would give.
    """
    for depth in (UNDO_FIRST, UNDO_DEPTH):
        recent = await tx.recent(depth)
        whole = len(recent) < depth
        target = _undo_target(recent)
        if target is not None and (target.command.name not in SETUP or whole or depth == UNDO_DEPTH):
            _refuse_setup(recent, target, whole)
            return target, sum(1 for e in recent if e.seq > target.seq and e.command.name == "roll")
        if whole:
            break
    raise NotFound("refusal-nothing-to-undo", rule="undo")


def _refuse_setup(recent: list[LogEntry], target: LogEntry, whole: bool) -> None:
    """Refuse to take back a /rules or /lang that set a new game up: the whole log has no move before it."""
    if target.command.name in SETUP and whole and not any(_is_move(e) for e in recent if e.seq < target.seq):
        raise RuleViolation("refusal-undo-setup", rule="undo", command=target.command.name)


def _is_move(entry: LogEntry) -> bool:
    """Say whether a log entry is a move of the game: it changed the game and is no undo, setup or token."""
    if entry.undoes is not None or entry.command.name in SETUP | UNDO_SKIPS:
        return False
    return any(c.path != ["seq"] for c in entry.changes)


def _undo_target(recent: list[LogEntry]) -> LogEntry | None:
    """Return the newest of entries (newest first) that changed the game and was not undone, or None."""
    undone: set[int] = set()
    for entry in recent:
        if entry.undoes is not None:
            undone.add(entry.undoes)
        elif entry.seq in undone or entry.command.name in UNDO_SKIPS:
            continue
        elif any(c.path != ["seq"] for c in entry.changes):
            return entry
    return None
    for change in entry.changes:
        if change.path[:1] != ["characters"] or change.existed or not isinstance(change.after, dict):
            continue
        if len(change.path) == 2:  # one more character in a roster
            return str(change.after.get("name", change.path[1]))
        if len(change.path) == 1 and len(change.after) == 1:  # the game's first command made its roster
            (sheet,) = change.after.values()
            return str(sheet.get("name")) if isinstance(sheet, dict) and sheet.get("name") else None
    return None
