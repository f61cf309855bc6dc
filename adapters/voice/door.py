"""The voice door: utterances in, one command each to the engine, announcements out.

Audio chunks (and push-to-talk keys) go through a gate; each utterance is recognized by the worker
against the game's grammar, matched to one command (or to nothing, said quietly), stamped with its words'
times and handled by the engine as the laptop's GM; the reply is printed, spoken and mirrored. When the
roster changes the grammar is rebuilt. What the core's scheduler does in the game at its seconds (a periodic
duel's «Стойте!» and resume) is announced like any other reply.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

import structlog

from adapters.voice.audio import Chunk, silence
from adapters.voice.gate import Audio, Closed, GateEvent, Opened, PushToTalkGate, VoiceGate
from adapters.voice.grammar import game_grammar, heard_names, known_spells, roster
from adapters.voice.heard import HeardLog, Outcome
from adapters.voice.keys import KeyEvent, KeyHold, TerminalKeys
from adapters.voice.speech import Announcer, Mute
from assistant.bootstrap import App
from assistant.conversation.outcome import Message as Said
from assistant.conversation.outcome import Outcome as Played
from assistant.conversation.outcome import Place
from assistant.errors import NotUnderstood, Refusal
from assistant.reading import name_keys
from assistant.reading.reader import Spoken, read
from assistant.reading.speech_grammar import Grammar, Knows, unheard_names
from assistant.reading.spoken import DOUBTFUL, MACRO, Decision, Heard, Limits, Match, command_from
from assistant.reading.voice_lexicon import VoiceLexicon
from assistant.state import grain
from assistant.state.bounded import Newest
from models import Actor, Command, GameState, Person, Reply

log = structlog.get_logger(__name__)

#: The laptop's actor: the larp master, a GM of the game.
VOICE_GM = Actor(id="voice:laptop", name="GM", admin=True)
#: Seconds between checks for a released push-to-talk key.
KEY_TICK = 0.05
#: How many of the scheduler's keys a door remembers as announced.
ANNOUNCED_KEPT = 1_000
#: The keys that answer a command read back: yes (y, Enter) or no (n, Esc).
ANSWER_KEYS = {"y": True, "\n": True, "n": False, "\x1b": False}
#: The refusals of a command that names no wizard, which a voice asks «Кто?» for instead of the typed hint.
NOBODY_NAMED = frozenset({"refusal-who"})


@dataclass
class Session:
    """What one listening laptop plays, and how."""

    game_id: str = "voice"  #: the game the utterances go to
    language: str = "ru"  #: the speech model's language, whose lexicon is used
    ruleset: str = "ergs"  #: the ruleset of a game not opened yet
    caster: str | None = None  #: the wizard who acts when neither a key nor a word names one
    aliases: dict[str, tuple[str, ...]] = field(default_factory=dict)  #: roster name → sound-alikes the model knows
    limits: Limits = field(default_factory=Limits)  #: how sure the matcher must be
    actor: Actor = VOICE_GM  #: who the commands come from
    verbose: bool = False  #: print every transcript, understood or not
    hands_free: bool = False  #: a voice-activity gate listens: common words are never read as commands
    heard: Path | None = None  #: where each utterance's n-best, costs, word times and decision are written
    confirm_wait: float = 10.0  #: seconds a command read back waits for its yes before it is cancelled


@dataclass
class Pending:
    """A doubtful utterance read back: the readings still to offer (the one asked first), and until when."""

    offers: list[tuple[Match, Command]]  #: each reading with its command, the one asked now first
    deadline: datetime  #: when an unanswered question is cancelled


class Source(Protocol):
    """Where chunks come from."""

    def chunks(self) -> AsyncIterator[Chunk]:
        """Yield the stream's chunks in order."""


class Worker(Protocol):
    """What the door needs of a recognizer worker (RecognizerWorker is the real one)."""

    async def begin(self, offset: float = 0.0) -> None:
        """Start an utterance at a stream time."""

    def feed(self, pcm: bytes) -> Any:
        """Queue audio of the open utterance."""

    async def finish(self) -> Heard:
        """End the utterance and return what was heard."""

    async def set_grammar(self, grammar: str | None) -> None:
        """Use another grammar from the next utterance on."""

    async def close(self) -> None:
        """Stop and free the recognizer."""


class VoiceDoor:
    """One listening session on one game."""

    def __init__(
        self,
        app: App,
        session: Session,
        lexicon: VoiceLexicon,
        worker: Worker,
        announcer: Announcer,
        gate: PushToTalkGate | VoiceGate | None = None,
        knows: Knows | None = None,
        origin: datetime | None = None,
    ) -> None:
        self.app, self.session, self.lexicon, self.worker = app, session, lexicon, worker
        self.announcer, self.knows = announcer, knows
        self.gate = gate or PushToTalkGate()
        self.origin = origin or app.engine.clock.now()
        self._unsubscribe: Callable[[], None] | None = None
        #: The scheduler's keys announced: a reply handed on again (its timer taken twice) is said once.
        self._announced: Newest[str, None] = Newest(ANNOUNCED_KEPT)
        self.grammar: Grammar | None = None
        self.roster: dict[str, str] = {}  #: the game's roster (key → name) as of the last refresh
        self.people: dict[str, Person] = {}  #: how the roster's names are said (Гарри for Harry in Russian)
        self.known: dict[str, frozenset[str]] = {}  #: the spells each wizard may cast, as of the last refresh
        self.stream = uuid.uuid4().hex[:8]
        self.count = 0
        self.speaker: str | None = None
        self.lock = asyncio.Lock()
        self.warned: set[str] = set()
        self.game_locale = app.engine.defaults.locale
        self.pending: Pending | None = None
        self.last_reply: Reply | None = None  #: the reply to a confirmed command
        self.announced: list[str] = []  #: the lines the last command played was announced with
        self.heard_log = HeardLog(session.heard) if session.heard else None

    # --- setting up -------------------------------------------------------------------------------------------

    async def state(self) -> GameState[Any, Any] | None:
        """Return the game's committed state."""
        return await self.app.engine.state(self.session.game_id)

    def _aliases(self) -> dict[str, tuple[str, ...]]:
        return {name_keys.key(k): v for k, v in self.session.aliases.items()}

    async def refresh(self, force: bool = False, state: GameState[Any, Any] | None = None) -> None:
        """Rebuild the grammar when the roster changed (SetGrammar on the worker); load the game's locale.

        The game's state is read, unless the caller has it (the state a command has just committed).
        """
        state = state if state is not None else await self.state()
        self.game_locale = state.locale if state else self.game_locale
        self.app.translator.bundle(self.game_locale)  # loaded now, not when the first announcement is due
        self.roster, self.known = roster(state), known_spells(state)
        self.people = {str(c.name): c.person() for _, c in grain.peek(state.characters)} if state else {}
        fresh = game_grammar(
            state, self.session.ruleset, self.lexicon, self._aliases(), self.knows, self.session.hands_free
        )
        if force or self.grammar is None or (fresh.names, fresh.cores) != (self.grammar.names, self.grammar.cores):
            self.grammar = fresh
            await self.worker.set_grammar(fresh.json(answers=self.pending is not None))
            await self._warn_unheard(state)

    async def _warn_unheard(self, state: GameState[Any, Any] | None) -> None:
        if self.knows is None:
            return
        written = heard_names(state, self.lexicon.language)  # Harry heard as «гарри»: where the model knows it
        aliased = {*self._aliases(), *(k for k, said in written.items() if any(map(self._hears, said)))}
        for name in unheard_names({k: v for k, v in roster(state).items() if k not in aliased}, self.knows):
            word = next(w for w in name.lower().split() if not self.knows(w))
            if name not in self.warned:
                self.warned.add(name)
                self.note("voice-unheard-name", name=name, word=word)

    def _hears(self, phrase: str) -> bool:
        """Say whether the model knows every word of a phrase."""
        return self.knows is None or all(self.knows(w) for w in phrase.split())

    async def start(self) -> None:
        """Build the grammar; hear what the scheduler does in the game from now on."""
        await self.refresh(force=True)
        if self._unsubscribe is None:
            self._unsubscribe = self.app.scheduler.subscribe(self.on_scheduled)

    # --- the stream -------------------------------------------------------------------------------------------

    async def feed(self, chunk: Chunk) -> None:
        """Take the next chunk of the stream."""
        async with self.lock:
            await self._handle(self.gate.feed(chunk))

    async def key(self, event: KeyEvent) -> None:
        """Take a push-to-talk key's press or release."""
        if not isinstance(self.gate, PushToTalkGate):
            return
        async with self.lock:
            gate = self.gate
            await self._handle(gate.press(event.at, event.speaker) if event.pressed else gate.release(event.at))

    async def end_of_stream(self, at: float) -> None:
        """Close whatever utterance is open when the stream ends."""
        if isinstance(self.gate, PushToTalkGate):
            async with self.lock:
                await self._handle(self.gate.release(at))
            await self.feed(Chunk(silence(self.gate.settings.tail + 0.1), at))
        else:
            await self.feed(Chunk(silence(self.gate.settings.hangover + 0.2), at))

    async def _handle(self, events: list[GateEvent]) -> None:
        steps: dict[type, Callable[[Any], Awaitable[None]]] = {
            Opened: self._opened,
            Audio: self._audio,
            Closed: self._closed,
        }
        for event in events:
            await steps[type(event)](event)

    async def _opened(self, event: Opened) -> None:
        self.speaker = event.speaker
        await self.refresh()
        await self.worker.begin(event.at)

    async def _audio(self, event: Audio) -> None:
        self.worker.feed(event.chunk.pcm)

    async def _closed(self, event: Closed) -> None:
        heard = await self.worker.finish()
        if not event.speechlike:
            log.debug("voice.not_speech", at=event.at, modulation=event.modulation, heard=heard.text)
            return
        await self.utterance(heard, self.speaker)

    # --- one utterance ----------------------------------------------------------------------------------------

    async def utterance(self, heard: Heard, speaker: str | None = None) -> Reply | None:
        """Read what was heard as one command and play it, read it back first where doubtful, or refuse it.

        The wizards are named from the roster read when the utterance opened, which the grammar it was matched
        against was built from (the engine refuses one who has left since). While a command read back waits,
        a yes plays it, a no offers the next reading or cancels, and anything else cancels it.
        """
        if self.grammar is None:
            await self.refresh(force=True)
        assert self.grammar is not None
        shown = heard.shown(self.grammar.unknown)
        if self.session.verbose and shown:
            self.note("voice-heard", heard=shown)
        if self.pending is not None and await self._answered(heard):
            return self.last_reply
        own = name_keys.key(speaker) if speaker else None
        default = own or (name_keys.key(self.session.caster) if self.session.caster else None)
        said = Spoken(heard, self.grammar, self.origin, self.roster, default, own is not None, self.session.limits)
        decision = said.decision
        offers = self._offers(decision, said)
        if offers:
            asked = await self._ask(offers)
            self._record(heard, decision, offers[0][1], Outcome("asked", said=(asked,)))
            return None
        if decision.unrivalled is not None and decision.unrivalled.kind == MACRO:
            return await self._macro(said, heard, decision)
        try:
            command = read(said, None, self.session.actor, self.game_locale)
        except NotUnderstood:
            self._record(heard, decision, None, Outcome("nothing", said=self._not_understood(shown, decision)))
            return None
        except Refusal as refusal:
            line = self.note(refusal.key, **{k: v for k, v in refusal.fields.items() if isinstance(v, str | int)})
            self._say_refused()
            self._record(heard, decision, None, Outcome("refused", refusal.key, (line,)))
            return None
        reply = await self.send(command)
        self._record(heard, decision, command, self._played(reply, command))
        return reply

    def _not_understood(self, shown: str, decision: Decision) -> tuple[str, ...]:
        """Print what was heard as no command (saying so aloud, unless it was hands-free chatter); return the line."""
        if not shown:
            return ()
        line = self.note("voice-not-understood", heard=shown)
        if not self.session.hands_free or decision.reason != "nothing":  # chatter is no one's command
            self._say_refused()
        return (line,)

    # --- doubtful utterances, read back -----------------------------------------------------------------------

    def _offers(self, decision: Decision, said: Spoken) -> list[tuple[Match, Command]]:
        """Return the doubtful readings to offer, each with its command (none a held key's player did not say).

        Of readings that cost the same, a spell the caster knows is offered before one they do not.
        """
        if decision.verdict != DOUBTFUL:
            return []
        fitting = [
            m for m in decision.candidates if m.kind != MACRO and (not said.locked or m.caster == said.caster)
        ]  # a macro is played only when heard unrivalled: it names its own casters and targets
        fitting.sort(key=lambda m: (m.cost, not self._knows(m)))
        return [(m, command_from(m, self.roster, self.origin)) for m in fitting]

    def _knows(self, m: Match) -> bool:
        """Say whether a reading's caster may cast its spell (a command, or nobody named: yes)."""
        return m.kind != "spell" or m.caster not in self.known or m.value in self.known[m.caster]

    async def _ask(self, offers: list[tuple[Match, Command]]) -> str:
        """Read the first offer back and wait for its answer (the recognizer now hears the yes and no words).

        Returns the question asked.
        """
        deadline = self.app.engine.clock.now() + timedelta(seconds=self.session.confirm_wait)
        waiting, self.pending = self.pending, Pending(offers, deadline)
        if waiting is None:
            await self._answers_heard()
        question = self._read_back(offers[0][0])
        self.announcer.say(question, self.game_locale)
        return question

    async def _answers_heard(self) -> None:
        """Give the recognizer the grammar with the answers while a question waits, and without them after."""
        if self.grammar is not None:
            await self.worker.set_grammar(self.grammar.json(answers=self.pending is not None))

    def _read_back(self, m: Match) -> str:
        """Return the question a reading is read back as: «Драко: Авада Кедавра в Гарри?»."""
        loc, people = self.game_locale, self.people

        def fmt(key: str, locale: str, args: dict[str, Any]) -> str:
            return self.app.translator.format(key, locale, args, people)

        who = self.roster.get(m.caster or "")
        if m.kind == "spell":
            spell, target = fmt(f"spell-{m.value}", loc, {}), self.roster.get(m.target or "")
            what = fmt("voice-confirm-at", loc, {"spell": spell, "target": target}) if target else spell
        else:
            who = who or self.roster.get(m.target or "")
            what = self.lexicon.commands[m.value][0].capitalize()
        return (
            fmt("voice-confirm", loc, {"who": who, "what": what})
            if who
            else fmt("voice-confirm-nobody", loc, {"what": what})
        )

    async def _answered(self, heard: Heard) -> bool:
        """Take an utterance as the answer to the question read back; say whether it was one (else it is new)."""
        assert self.pending is not None and self.grammar is not None
        self.last_reply = None
        if self.app.engine.clock.now() > self.pending.deadline:
            await self._cancel("timeout")
            return False
        said = heard.shown(self.grammar.unknown).split()
        if not said:
            await self._cancel("silence")
            return True
        answer = self.grammar.answer(said)
        if answer is None:
            await self._cancel("other")
            return False
        await self._answer(answer == "yes", "word")
        return True

    async def expire(self) -> None:
        """Cancel a command read back whose answer is overdue."""
        async with self.lock:
            if self.pending is not None and self.app.engine.clock.now() > self.pending.deadline:
                await self._cancel("timeout")

    async def answer_key(self, yes: bool) -> Reply | None:
        """Take a confirming (yes) or cancelling key for the question read back."""
        async with self.lock:
            if self.pending is None:
                return None
            if self.app.engine.clock.now() > self.pending.deadline:
                await self._cancel("timeout")
                return None
            await self._answer(yes, "key")
            return self.last_reply

    async def _answer(self, yes: bool, by: str) -> None:
        """Play the command asked for (yes), or offer the next reading (no), or cancel where none is left."""
        assert self.pending is not None
        offers = self.pending.offers
        if yes:
            self.pending = None
            await self._answers_heard()
            self.last_reply = await self.send(offers[0][1])
            self._outcome("confirmed", by, offers[0][1], self._played(self.last_reply, offers[0][1]))
        elif len(offers) > 1:
            asked = await self._ask(offers[1:])
            self._outcome("declined", by, offers[0][1], Outcome("asked", said=(asked,)))
        else:
            await self._cancel(by)

    async def _cancel(self, why: str) -> None:
        """Drop the command read back: nothing is done."""
        assert self.pending is not None
        dropped = self.pending.offers[0][1]
        self.pending = None
        await self._answers_heard()
        line = self.note("voice-confirm-cancelled")
        self._say("voice-cancelled-said")
        self._outcome("cancelled", why, dropped, Outcome("nothing", said=(line,)))

    # --- what was heard, recorded -----------------------------------------------------------------------------

    def _record(self, heard: Heard, decision: Decision, command: Command | None, outcome: Outcome) -> None:
        if self.heard_log is not None and heard.alternatives:
            self.heard_log.utterance(heard, decision, self.origin, _written(command), outcome)

    def _outcome(self, decision: str, why: str, command: Command, outcome: Outcome) -> None:
        if self.heard_log is not None:
            self.heard_log.outcome(decision, why, _written(command), outcome)

    def _played(self, reply: Reply, command: Command) -> Outcome:
        """Return what the engine did with a command: applied, or refused and why, with the lines announced."""
        why = reply.refusal.key if reply.refusal is not None else None
        return Outcome("applied" if reply.ok else "refused", why, tuple(self.announced))

    def _say_refused(self) -> None:
        """Say the short «не понял» aloud, so a refusal is heard without a screen."""
        self._say("voice-refused")

    def _say(self, message: str) -> None:
        """Say one of the door's own short lines aloud in the game's locale, without printing it."""
        self.announcer.say(self.app.translator.format(message, self.game_locale, {}), self.game_locale, False)

    async def send(self, command: Command) -> Reply:
        """Hand one command to the engine as the laptop's GM; announce the reply; refresh what it changed."""
        outcome = await self.app.conversation.play(command, self.place, self.session.actor, key=self._key())
        return await self._announce(outcome, command)

    async def _macro(self, said: Spoken, heard: Heard, decision: Decision) -> Reply:
        """Play the macro whose name was heard, its lines in order, as the laptop's GM; announce its reply."""
        outcome = await self.app.conversation.say(said, self.place, self.session.actor, key=self._key())
        reply = await self._announce(outcome, None)
        self._record(heard, decision, None, Outcome("applied" if reply.ok else "refused", said=tuple(self.announced)))
        return reply

    def _key(self) -> str:
        self.count += 1
        return f"voice:{self.stream}:{self.count}"

    async def _announce(self, outcome: Played, command: Command | None) -> Reply:
        here, reply = outcome.here, outcome.reply
        assert here is not None and reply is not None  # a command played is always answered
        self.game_locale = here.locale
        self.announced = self._lines(here, command) if command is not None else list(here.lines)
        self.announcer.announce(self.announced, here.locale)
        if reply.ok:
            await self.refresh(state=outcome.state)
        return reply

    @property
    def place(self) -> Place:
        """Return where this door's words are said: its game, read by the larp master alone."""
        return Place(self.session.game_id, "voice")

    def _lines(self, said: Said, command: Command) -> list[str]:
        """Return a message's lines: a command nobody was named for asks «Кто колдует?», not the typed /iam hint."""
        refusal = said.reply.refusal
        if refusal is not None and refusal.key in NOBODY_NAMED:
            return [self.app.translator.format("voice-who", said.locale, {"command": command.name})]
        return list(said.lines)

    async def on_scheduled(self, game_id: str, reply: Reply, key: str) -> None:
        """Announce what the scheduler did in this door's game (a bout's «Стойте!», its resume), once per key."""
        if game_id != self.session.game_id or key in self._announced:
            return
        self._announced[key] = None
        async with self.lock:
            state = await self.state()
            said = self.app.conversation.messages(reply, state, self.place, self.session.actor)[0]
            self.game_locale = said.locale
            self.announcer.announce(list(said.lines), said.locale)
            await self.refresh(state=state)

    def note(self, message: str, **args: str | int | None) -> str:
        """Print a quiet line in the game's locale; return it."""
        line = self.app.translator.format(message, self.game_locale, args)
        self.announcer.note(line)
        return line

    async def close(self) -> None:
        """Stop hearing the scheduler; stop the worker; wait for the last announcement to be said."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        await self.worker.close()
        await self.announcer.drain()


def _written(command: Command | None) -> str | None:
    """Return a command as a line a master reads in the record: '/cast crucio Гарри --as Драко'."""
    if command is None:
        return None
    options = [f"--{k} {v}" for k, v in command.options.items()]
    return " ".join([f"/{command.name}", *command.args, *options])


# ---------------------------------------------------------------- the live loop


@dataclass
class Live:
    """A running stream: the door, where it listens, and (for push-to-talk) the keyboard."""

    door: VoiceDoor  #: the door the stream feeds
    source: Source  #: where the audio comes from
    hold: KeyHold | None = None  #: the push-to-talk keys, when a terminal gives them
    terminal: TerminalKeys | None = None  #: the terminal the keys are read from
    mute: Mute | None = None  #: blanks audio captured while the laptop speaks (microphones only)
    t0: float | None = None  #: the monotonic time of the stream's second zero
    end: float = 0.0  #: the stream time reached so far

    def stream_time(self, monotonic: float) -> float:
        """Return the stream time of a monotonic time."""
        return monotonic - (self.t0 if self.t0 is not None else monotonic)

    async def run(self) -> None:
        """Listen until the source ends (a file) or the task is cancelled (Ctrl+C)."""
        helpers = [asyncio.create_task(self._keys())] if self.terminal is not None else []
        helpers += [asyncio.create_task(self._ticks())] if self.hold is not None else []
        if self.terminal is not None:
            self.terminal.start(asyncio.get_running_loop())
        try:
            async for chunk in self.source.chunks():
                await self._chunk(chunk)
            await self.door.end_of_stream(self.end)
        finally:
            for task in helpers:
                task.cancel()
            if self.terminal is not None:
                self.terminal.stop()

    async def _chunk(self, chunk: Chunk) -> None:
        if self.t0 is None:
            self.t0 = time.monotonic() - chunk.end
            if self.mute is not None:  # a microphone: its second zero was just now
                self.door.origin = self.door.app.engine.clock.now() - timedelta(seconds=chunk.end)
        self.end = chunk.end
        if self.mute is not None and self.mute.covers(self.t0 + chunk.start, self.t0 + chunk.end):
            chunk = Chunk(bytes(len(chunk.pcm)), chunk.start)
        await self.door.feed(chunk)
        await self.door.expire()

    async def _keys(self) -> None:
        """Take the terminal's keys: a push-to-talk key's presses, or an answer to a command read back."""
        while self.terminal is not None:
            char, monotonic = await self.terminal.queue.get()
            if char in ANSWER_KEYS and (self.hold is None or char not in self.hold.bindings):
                await self.door.answer_key(ANSWER_KEYS[char])
            elif self.hold is not None:
                for event in self.hold.char(char, self.stream_time(monotonic)):
                    await self.door.key(event)

    async def _ticks(self) -> None:
        assert self.hold is not None
        while True:
            await asyncio.sleep(KEY_TICK)
            for event in self.hold.tick(self.stream_time(time.monotonic())):
                await self.door.key(event)
