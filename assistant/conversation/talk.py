"""The conversation's one step for every door: read what was said, play it, and say it to each reader.

``say`` takes an utterance at a place: a pasted roster is played line by line; anything else is read in the game's terms
(``assistant.reading``) and handed to the engine; words not understood are answered only where they were meant for the
bot. ``messages`` then decides who reads what (``assistant.conversation.secrecy``'s table) and in which language
(``assistant.language.choice``): the place reads the reply as anyone there may, and each person who may read more (a
secret roll's roller and the GMs, a hidden NPC's GMs) gets it whole, privately, in their own language.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from assistant.conversation import charts, macro_play, rosters, secrecy, topics
from assistant.conversation.charts import Chart
from assistant.conversation.outcome import NOBODY, PLACE, Audience, Known, Message, Outcome, Place, Step
from assistant.conversation.prompts import TurnPrompt, prompts
from assistant.errors import NotUnderstood, Refusal
from assistant.language.choice import for_actor, resolve
from assistant.language.replies import reply_lines
from assistant.language.translator import Translator
from assistant.reading.guesses import guesses, label
from assistant.reading.reader import Spoken, Typed, Utterance, read
from assistant.reading.slash import parse
from assistant.reading.spoken import MACRO
from assistant.rulesets import macros
from assistant.rulesets.base import is_gm
from assistant.state.bounded import Newest
from assistant.state.engine import Engine
from models import Actor, Command, Event, GameState, Macro, Reply

#: Commands whose success changes what a door's menus list (the ruleset's commands, their language).
MENU_COMMANDS = frozenset({"rules", "lang", "start", "gm"})
#: The events of a roll's result, signed with the roller's name where a group reads them.
ROLL_RESULT = "roll-result"
#: A refusal the reader makes of a command meant for another bot: nothing is said.
OTHER_BOT = "refusal-other-bot"
#: The refusals of a typed line answered with the closest readings of it: a command of no name the rules know, and
#: help of one.
GUESSED = frozenset({"refusal-unknown-command", "refusal-help-unknown"})
#: The least lines a shared place's message must have to be a pasted roster (a single sheet line may be chat).
SHARED_ROSTER_LINES = 2
#: How many (game, GM) pairs are remembered as told once how to read a hidden character's numbers in private.
TOLD_KEPT = 10_000
#: What the place is told of a reader a private message could not reach: of a secret roll, of a hidden character.
UNREACHED = {True: "unreached-secret-roll", False: "unreached-hidden"}

Token = Callable[[], str]


def new_token() -> str:
    """Return a fresh claim token: unguessable, fit for a link's payload."""
    return secrets.token_urlsafe(16)


def _macro_said(state: GameState[Any, Any] | None, said: Utterance) -> Macro | None:
    """Return the macro an utterance names alone: a typed line that is its name, or a name heard unrivalled."""
    if isinstance(said, Typed):
        return macros.played(state, said.text)
    found = said.decision.unrivalled if isinstance(said, Spoken) else None
    return state.macros.get(found.value) if state is not None and found is not None and found.kind == MACRO else None


class Conversation:
    """What every door asks of the core: an utterance in, an outcome out."""

    def __init__(self, engine: Engine, translator: Translator, token: Token = new_token) -> None:
        self.engine = engine
        self.translator = translator
        self._token = token
        #: The GMs told how to read a hidden character's numbers in private, by game (the newest TOLD_KEPT).
        self._told: Newest[tuple[str, str], None] = Newest(TOLD_KEPT)

    async def say(
        self,
        said: Utterance,
        place: Place,
        actor: Actor,
        known: Known = NOBODY,
        key: str | None = None,
        request: str = "",
        addressed: bool = True,
    ) -> Outcome:
        """Answer an utterance at a place: a roster pasted, a command played, or words not understood (answered
        only where ``addressed``: meant for the bot). ``key``: its dedup key (a redelivery is applied once)."""
        if isinstance(said, Typed):
            try:
                lines = rosters.block(said.text, SHARED_ROSTER_LINES if place.shared else 1)
            except Refusal as refusal:
                return await self.refused(refusal, place, actor, key, request)
            if lines is not None:
                return await self.roster(lines, place, actor, known, key)

        def understood(state: GameState[Any, Any] | None) -> Command | Macro:
            return _macro_said(state, said) or read(said, state, actor, self.locale(state, actor, place))

        try:
            command = await self.engine.read(place.game, understood)
        except NotUnderstood as refusal:
            if not addressed:
                return Outcome(None)
            return self.offer(await self.refused(refusal, place, actor, key, request), said, place, actor)
        except Refusal as refusal:
            return (
                Outcome(None) if refusal.key == OTHER_BOT else await self.refused(refusal, place, actor, key, request)
            )
        if isinstance(command, Macro):
            assert isinstance(said, Typed | Spoken)
            return await macro_play.play(self, command, said, place, actor, known, key, request)
        played = await self.play(command, place, actor, known, key, request)
        guessed = played.reply is not None and played.reply.refusal is not None and played.reply.refusal.key in GUESSED
        return self.offer(played, said, place, actor) if guessed else played

    def offer(self, outcome: Outcome, said: Utterance, place: Place, actor: Actor) -> Outcome:
        """Add to the answer of a typed line not played the closest readings of it ("did you mean"), with a heading
        over them in the place's message; a line with none is answered as it was."""
        here = outcome.here
        if not isinstance(said, Typed) or here is None:
            return outcome
        state = outcome.state
        ruleset = _ruleset(state) or self.engine.defaults.ruleset
        found = guesses(said.text, state, actor, self.locale(state, actor, place), ruleset)
        if not found:
            return outcome
        offered = tuple(replace(c, label=label(c.line, here.locale)) for c in found)  # in the words of who reads it
        heading = self._t("choices-heading", here.locale)
        messages = tuple(replace(m, lines=(*m.lines, heading)) if m is here else m for m in outcome.messages)
        return replace(outcome, messages=messages, choices=offered)

    async def play(
        self,
        command: Command,
        place: Place,
        actor: Actor,
        known: Known = NOBODY,
        key: str | None = None,
        request: str = "",
    ) -> Outcome:
        """Hand a command to the engine and say its reply to each reader (a GM's /claim gets its token)."""
        return await self.said(await self.step(command, place, actor, key, request), actor, known)

    async def step(
        self, command: Command, place: Place, actor: Actor, key: str | None = None, request: str = ""
    ) -> Step:
        """Apply a command, aimed where it belongs (a /topic at the chat's game) and with a /claim's token."""
        command, claim = self._claim(command)
        command, place = _aimed(command, place)
        played = await self.engine.run(command, actor, place.game, key, with_state=True, request=request)
        return Step(played.reply, played.whole or played.reply, played.state, place, (command.name,), claim)

    async def said(self, step: Step, actor: Actor, known: Known = NOBODY) -> Outcome:
        """Say what a step did to each reader: the messages, a chart, the turn prompts, whether menus change."""
        reply, place = step.reply, step.place
        state = step.state if step.state is not None else await self.engine.state(place.game)
        fresh = reply.ok and not reply.duplicate
        messages = self.messages(step.whole, state, place, actor, known)
        return Outcome(
            reply=reply,
            messages=tuple(messages),
            state=state,
            chart=await self.chart(step.whole, messages[0].reply, state, self.reader_at(place, state, actor)),
            prompts=self.prompts(place, state) if reply.seq is not None else None,
            menus=fresh and any(name in MENU_COMMANDS for name in step.names),
            claim=step.claim if fresh else None,
        )

    async def refused(
        self, refusal: Refusal, place: Place, actor: Actor, key: str | None = None, request: str = ""
    ) -> Outcome:
        """Say why a line was not played, in the speaker's language; under a dedup key the refusal is kept, so a
        retry gets it again."""
        try:
            state = await self.engine.state(place.game)
        except Refusal:  # no game can be under that id: the refusal says why
            state = None
        reply = Reply(
            game_id=place.game,
            refusal=refusal.event(),
            locale=self.locale(state, actor, place),
            ruleset=_ruleset(state) or self.engine.defaults.ruleset,
        )
        if key is not None:
            reply = await self.engine.refuse(reply, actor, place.game, key, request, place.door)
        return Outcome(reply, (self._message(PLACE, reply, reply.locale),), state)

    async def roster(
        self, lines: list[str], place: Place, actor: Actor, known: Known = NOBODY, key: str | None = None
    ) -> Outcome:
        """Play each line of a roster as its own /char command (under a dedup key, a redelivery applies none
        twice), and say one summary: how many were added, and each line refused with why."""
        state = await self.engine.state(place.game)
        locale = self.locale(state, actor, place)
        added: list[str] = []
        refused: list[Event] = []
        for number, line in enumerate(lines, start=1):
            reply = await self._roster_line(line, place, actor, f"{key}:{number}" if key else None, locale)
            if reply.ok:
                added.append(rosters.name_of(line))
                continue
            why = reply_lines(reply, self.translator, locale)[0]
            refused.append(Event("roster-import-line", {"line": number, "name": rosters.name_of(line), "why": why}))
        events = [Event("roster-import-done", {"added": len(added), "lines": len(lines)})]
        if added:
            events.append(Event("roster-import-added", {"names": ", ".join(added)}))
        after = await self.engine.state(place.game)
        reply = Reply(game_id=place.game, locale=locale, events=[*events, *refused], ruleset=_ruleset(after))
        return Outcome(reply, (self._message(PLACE, reply, locale),), after)

    async def _roster_line(self, line: str, place: Place, actor: Actor, key: str | None, locale: str) -> Reply:
        """Play one line of a roster; a line that is no command is refused as /char would be."""
        try:
            command = parse(line, source=place.door)
        except Refusal as refusal:
            return Reply(game_id=place.game, refusal=refusal.event(), locale=locale)
        return (await self.engine.run(command, actor, place.game, key)).reply

    def messages(
        self, whole: Reply, state: GameState[Any, Any] | None, place: Place, actor: Actor, known: Known = NOBODY
    ) -> list[Message]:
        """Return what each reader receives of a reply: the place reads what anyone there may; where its speaker
        reads more (a GM, a secret roll's roller), each person who may read more gets it as they may, privately,
        under a heading that says what it is and where it was."""
        shown = secrecy.reply_for(whole, state, self.reader_at(place, state, actor))
        kept = (
            place.shared
            and state is not None
            and secrecy.reply_for(whole, state, secrecy.reader_of(state, actor)) != shown
        )
        if place.shared:
            shown = self._signed(shown, actor, known)
        messages = [self._message(PLACE, shown, self.locale(state, actor, place), known)]
        if not kept or state is None:
            return messages  # the place's readers read what its speaker reads: nobody is told more
        if whole.secret is not None:
            readers = [whole.secret.id, *self.gms(state, known)]
            head, roll_of = "private-secret-roll", whole.secret.id
        else:
            readers, roll_of = self.gms(state, known), None
            head = "private-hidden"
        for person in dict.fromkeys(readers):
            if person in known.bots:
                continue
            locale = self.person_locale(state, person)
            heading = self._t(head, locale, who=known.name(roll_of or ""), chat=place.title)
            private = secrecy.reply_for(whole, state, secrecy.reader_of(state, Actor(id=person, admin=True)))
            message = self._message(Audience(person), private, locale, known)
            messages.append(replace(message, lines=(heading, *message.lines), roll_of=roll_of))
        return messages

    def unreached(self, outcome: Outcome, missed: Sequence[Message], known: Known, link: str) -> Message | None:
        """Return what the place is told of the private messages of an outcome its door could not deliver (their
        readers never opened a private chat with it; ``link`` opens one), in the place's language: under every secret
        roll, and once a GM for a hidden character's numbers. None: nothing is to be said."""
        here = outcome.here
        if here is None:
            return None
        game, told = here.reply.game_id, self._told
        kept = [m for m in missed if m.roll_of is not None or (game, m.audience.person or "") not in told]
        told.update(dict.fromkeys((game, m.audience.person or "") for m in kept if m.roll_of is None))
        events = [
            Event(UNREACHED[m.roll_of is not None], {"who": known.name(m.audience.person or ""), "link": link})
            for m in kept
        ]
        if not events:
            return None
        return self._message(PLACE, Reply(game_id=game, locale=here.locale, events=events), here.locale)

    async def chart(
        self, whole: Reply, shown: Reply, state: GameState[Any, Any] | None, reader: secrecy.Reader
    ) -> Chart | None:
        """Return the picture a reply comes with (/chart, /odds) as a reader may see it: a timeline without the
        pools kept from them, no odds whose numbers are."""
        chart = await charts.for_reply(self.engine.storage, whole)
        if chart is None or (isinstance(chart, charts.OddsChart) and shown.events != whole.events):
            return None
        return charts.seen_by(chart, state, reader)

    def reader_at(self, place: Place, state: GameState[Any, Any] | None, actor: Actor | None = None) -> secrecy.Reader:
        """Return who reads what is said at a place (``reader_at``)."""
        return reader_at(place, state, actor)

    def prompts(self, place: Place, state: GameState[Any, Any] | None) -> tuple[TurnPrompt, ...] | None:
        """Return the moves a place awaits now, as its readers read them, where its door offers them; None where it
        offers none, or where the game has had no duel (no move was ever awaited: no prompt can stand to take off)."""
        if not place.moves or state is None or not state.duels:
            return None
        return tuple(prompts(self.translator, state, self.engine.clock.now(), reader_at(place, state)))

    async def topic_game(self, home: str, topic: str) -> str:
        """Return the game a topic of a place plays: the place's where a GM shared it (its game setting), else the
        topic's own. One read of the place's game head, whichever replica asks."""
        head = await self.engine.storage.read_head(home)
        return home if topics.shares(head, topic) else topics.own_game(home, topic)

    async def is_gm(self, game: str, actor: Actor) -> bool:
        """Say whether an actor is a GM of a game: granted, or a chat admin not revoked (of a game not opened yet,
        an admin)."""
        state = await self.engine.state(game)
        return is_gm(state, actor) if state is not None else actor.admin

    def gms(self, state: GameState[Any, Any], known: Known) -> list[str]:
        """Return the GMs of a game who are people: granted, or known to the door as the place's admins, not
        revoked."""
        revoked = set(state.revoked)
        found = [*state.gms, *sorted(known.admins)]
        return [g for g in dict.fromkeys(found) if g not in revoked and g not in known.bots]

    def locale(self, state: GameState[Any, Any] | None, actor: Actor, place: Place | None = None) -> str:
        """Return the language a speaker is answered in: where others read it too, the game's chosen one, then
        their own (/lang me), then their client's; at a place they alone read (a web console, a private chat),
        their own first."""
        if state is None:
            return resolve(language_code=actor.language, default=self.engine.defaults.locale)
        if place is not None and not place.shared:
            chat = state.locale if state.locale_set else None
            return resolve(state.user_locales.get(actor.id), chat, actor.language, default=state.locale)
        return for_actor(state, actor)

    def person_locale(self, state: GameState[Any, Any], person: str) -> str:
        """Return the language a person reads privately in: their own choice (/lang me), else the game's."""
        return resolve(state.user_locales.get(person), default=state.locale)

    def _message(self, audience: Audience, reply: Reply, locale: str, known: Known = NOBODY) -> Message:
        named = _named(reply, known)
        return Message(audience, locale, named, tuple(reply_lines(named, self.translator, locale)))

    def _signed(self, reply: Reply, actor: Actor, known: Known) -> Reply:
        """Name the roller on a roll's result: where a group reads it, everyone reads whose dice they were."""
        if not any(e.key.startswith(ROLL_RESULT) for e in reply.events):
            return reply
        who = known.name_of(actor.id) or actor.name or actor.id
        events = [
            Event("roll-by", {"who": who, "roll": self.translator.render(e, reply.locale, reply.people)})
            if e.key.startswith(ROLL_RESULT)
            else e
            for e in reply.events
        ]
        return reply.model_copy(update={"events": events})

    def _claim(self, command: Command) -> tuple[Command, str | None]:
        """Give a GM's ``/claim NAME`` the digest of a fresh token; return the command and the token (None: no
        claim)."""
        if command.name != "claim" or not command.args or "digest" in command.options:
            return command, None
        token = self._token()
        digest = hashlib.sha256(token.encode()).hexdigest()
        return command.model_copy(update={"options": {**command.options, "digest": digest}}), token

    def _t(self, key: str, locale: str, **args: str | int | None) -> str:
        return self.translator.format(key, locale, args)


def _aimed(command: Command, place: Place) -> tuple[Command, Place]:
    """Aim a ``/topic`` at the game whose setting it is, the whole place's, naming the topic it was sent in; it
    offers none of that game's moves in the topic."""
    if command.name != topics.COMMAND:
        return command, place
    return topics.aimed(command, place.topic), replace(place, game=place.home or place.game, moves=False)


def _named(reply: Reply, known: Known) -> Reply:
    """Return a reply whose actor ids the door knows by name show the name (a player bound by mention)."""
    if known.name_of is NOBODY.name_of:
        return reply
    events = [_named_event(e, known) for e in reply.events]
    refusal = _named_event(reply.refusal, known) if reply.refusal else None
    if events == reply.events and refusal == reply.refusal:
        return reply
    return reply.model_copy(update={"events": events, "refusal": refusal})


def _named_event(event: Event, known: Known) -> Event:
    args = {k: (known.name_of(v) or v) if isinstance(v, str) and ":" in v else v for k, v in event.args.items()}
    return event if args == event.args else replace(event, args=args)


def reader_at(place: Place, state: GameState[Any, Any] | None, actor: Actor | None = None) -> secrecy.Reader:
    """Return who reads what is said at a place: anyone where it is shared; else the speaker (the GM of a place
    where none spoke: a private chat's own game, a terminal)."""
    if place.shared:
        return secrecy.PLAYERS
    return secrecy.reader_of(state, actor) if actor is not None else secrecy.GM


def _ruleset(state: GameState[Any, Any] | None) -> str:
    return state.ruleset if state is not None else ""
