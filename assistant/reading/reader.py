"""The reader: one way from what people say to a command, for every door.

A door hands ``read`` an utterance — typed text with its mentions (``Typed``), a speech n-best with word times
(``Spoken``) or a button's move (``Pressed``) — and the game as it stands; it gets back the Command, or a
refusal: ``NotUnderstood`` (with the words it could not place) for text that is no command, another Refusal for
a command that cannot be written (an unknown person mentioned). Slash commands (``slash``), natural phrasing in
any locale (``phrases``) and speech (``spoken``) resolve names and spells the same way (``roster``, ``spells``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from assistant.errors import NotUnderstood, ParseError
from assistant.language import words
from assistant.reading import phrases, slash
from assistant.reading.scene import owners
from assistant.reading.spoken import command_from
from assistant.reading.utterance import Mention, Pressed, Spoken, Typed
from assistant.rulesets import get_ruleset
from models import Actor, Command, GameState

Utterance = Typed | Spoken | Pressed
#: What may stand around a word of natural phrasing ('tajnie,').
_PUNCTUATION = ".,;:!?…«»„“”\"'()"
#: The commands a secret word makes secret (/roll secret 1d20, /roll tajnie 1d20).
SECRET_COMMANDS = frozenset({"roll"})

__all__ = ["Mention", "Pressed", "Spoken", "Typed", "Utterance", "read"]


def read(utterance: Utterance, state: GameState[Any, Any] | None, actor: Actor, locale: str) -> Command:
    """Return the command an utterance asks for in a game (None: not opened yet), or refuse it."""
    reader: Callable[[Any, GameState[Any, Any] | None, Actor, str], Command] = _READERS[type(utterance)]
    return reader(utterance, state, actor, locale)


def _typed(said: Typed, state: GameState[Any, Any] | None, actor: Actor, locale: str) -> Command:
    text = said.text.strip()
    if text.startswith("/"):
        return _secret(_named_in(slash.parse(_with_actors(said), said.bot, said.at, said.source), state))
    natural = _with_names(said, state)
    command = phrases.understand(natural, locale, state, said.at, said.source, actor)
    if command is None:  # 'rzuć tajnie k20': a roll said with a secret word among its words
        hushed = _without_secret(natural)
        found = phrases.understand(hushed, locale, state, said.at, said.source, actor) if hushed else None
        command = found.model_copy(update={"secret": True}) if found and found.name in SECRET_COMMANDS else None
    if command is None:
        raise NotUnderstood(words=text)
    return command.model_copy(update={"text": text})


def _without_secret(text: str) -> str | None:
    """Return natural words without their secret words (any locale's, 'en secret' too), or None if they have none."""
    tokens = text.split()
    kept = _unsecret(tokens, _PUNCTUATION)
    return " ".join(kept) if len(kept) < len(tokens) else None


def _unsecret(said: list[str], around: str = "") -> list[str]:
    """Return words without the secret words among them, one word or two ('en secret'), ``around`` stripped off."""
    kept, i = [], 0
    while i < len(said):
        pair = f"{said[i]} {said[i + 1]}".strip(around) if i + 1 < len(said) else ""
        if pair and words.means(words.SECRET, pair):
            i += 2
        elif words.means(words.SECRET, said[i].strip(around)):
            i += 1
        else:
            kept.append(said[i])
            i += 1
    return kept


def _named_in(command: Command, state: GameState[Any, Any] | None) -> Command:
    """Return a slash command named in a language ('/inicjatywa', '/pomoc') as the command it names ('/init')."""
    known = set(get_ruleset(state.ruleset).commands()) if state is not None else set()
    meant = words.command_named(command.name)
    if command.name in known or meant is None:
        return command
    return command.model_copy(update={"name": meant})


def _secret(command: Command) -> Command:
    """Return a roll with a secret word among its words (any locale's: 'secret', 'tajnie', 'en secret') as secret."""
    if command.name not in SECRET_COMMANDS:
        return command
    kept = _unsecret(command.args)
    if len(kept) == len(command.args):
        return command
    return command.model_copy(update={"args": kept, "secret": True})


def _with_actors(said: Typed) -> str:
    """Return a slash line with each mentioned person written as their actor id; refuse one the door does not know."""
    unknown = next((m for m in said.mentions if m.actor is None), None)
    if unknown is not None:
        raise ParseError("refusal-unknown-person", rule="roles.player", who=unknown.text)
    return _substitute(said.text, [(m, str(m.actor)) for m in said.mentions]).strip()


def _with_names(said: Typed, state: GameState[Any, Any] | None) -> str:
    """Return natural words with each mentioned player written as the one character they play, where they play one."""
    played = owners(state).sole if state is not None and said.mentions else {}
    return _substitute(said.text, [(m, played[m.actor]) for m in said.mentions if m.actor in played]).strip()


def _substitute(text: str, spans: list[tuple[Mention, str]]) -> str:
    out, pos = [], 0
    for mention, written in sorted(spans, key=lambda s: s[0].start):
        out += [text[pos : mention.start], written]
        pos = mention.end
    return "".join([*out, text[pos:]])


def _spoken(said: Spoken, state: GameState[Any, Any] | None, actor: Actor, locale: str) -> Command:
    found = said.decision.unrivalled
    if found is None:
        raise NotUnderstood(words=said.heard.shown(said.grammar.unknown))
    if said.locked and found.caster != said.caster:
        conflict = ParseError("voice-key-conflict", rule="voice.keys", heard=said.heard.shown(said.grammar.unknown))
        conflict.fields["key"] = said.roster.get(said.caster or "", said.caster or "")  # the message's $key
        raise conflict
    return command_from(found, said.roster, said.origin, said.source)


def _name_in(state: GameState[Any, Any] | None, key: str) -> str:
    """Return the name of a roster key (a button's target, its mover), or the key where the roster lacks it."""
    character = dict.get(state.characters, key) if state is not None else None
    return str(character.name) if character is not None else key


def _pressed(said: Pressed, state: GameState[Any, Any] | None, actor: Actor, locale: str) -> Command:
    mover = _name_in(state, said.turn.character)
    args = [_name_in(state, value) if step.slot == "target" else value for step, value in said.picked]
    text = f"/{said.turn.command} {mover}: {' '.join(args)}".strip()
    return Command(name=said.turn.command, args=args, options={"as": mover}, text=text, source=said.source)


_READERS: dict[type, Callable[[Any, GameState[Any, Any] | None, Actor, str], Command]] = {
    Typed: _typed,
    Spoken: _spoken,
    Pressed: _pressed,
}
