"""Turn prompts: the moves one character may make now in one duel, worded for the place that reads them.

The view (``assistant.rulesets.game_view``) lists the awaited moves; a prompt groups them by duel and character, as the
place's readers may read them (a hidden NPC's attack masked: ``assistant.conversation.secrecy``), in the language of the
player it is for, with the words of its buttons (``Labels``). A door draws a prompt as it can: a message with a
keyboard, and the player named where the text holds ``WHO``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from assistant.conversation import secrecy
from assistant.language.choice import for_actor
from assistant.language.translator import Translator
from assistant.rulesets import view_of
from assistant.rulesets.game_view import GameView, Step, Turn
from models import Actor, GameState

#: Where a prompt's first line names the player whose move it is; a door writes its own mention there.
WHO = "\u2063who\u2063"


class Labels:
    """The words of a prompt's buttons and questions in one language."""

    def __init__(self, translator: Translator, state: GameState[Any, Any], locale: str) -> None:
        self.translator, self.state, self.locale = translator, state, locale

    def value(self, step: Step, value: str) -> str:
        """Return the label of a value of a step: a character's name, a spell's, a choice's word."""
        if step.slot == "target" and value in self.state.characters:
            return str(self.state.characters[value].name)
        if step.slot == "spell":
            return self.translator.spell_name(value, self.locale)
        return self._word(f"prompt-choice-{value}", value)

    def command(self, turn: Turn) -> str:
        """Return the label of a move that needs no choice: its command's word."""
        return self._word(f"prompt-choice-{turn.command}", f"/{turn.command}")

    def ask(self, step: Step) -> str:
        """Return the question of a step ('Which spell?')."""
        return self._t(
            f"prompt-ask-{step.slot}" if self.translator.has(f"prompt-ask-{step.slot}", "en") else "prompt-ask-other"
        )

    def ask_first(self, moves: Sequence[Turn], forced: tuple[int, ...], complete: bool) -> str:
        """Return the question of a prompt's first keyboard: which move, or the one move's first choice."""
        if len(moves) > 1 or complete:
            return self._t("prompt-ask-action")
        return self.ask(moves[0].steps[len(forced)])

    def picked(self, choices: str) -> str:
        """Return the line that says what was picked so far."""
        return self._t("prompt-picked", choices=choices)

    @property
    def back(self) -> str:
        """Return the label of the button back."""
        return self._t("prompt-button-back")

    @property
    def more(self) -> str:
        """Return the label of the button to the next page."""
        return self._t("prompt-button-more")

    def _word(self, key: str, otherwise: str) -> str:
        return self.translator.format(key, self.locale) if self.translator.has(key, "en") else otherwise

    def _t(self, key: str, **args: str | int | None) -> str:
        return self.translator.format(key, self.locale, args)


@dataclass(frozen=True)
class TurnPrompt:
    """The moves one character may make now in one duel, worded for the place."""

    duel: str
    character: str  #: the character's roster key
    name: str  #: the character's name
    owner: str | None  #: their player's actor id; None where a GM plays them
    moves: tuple[Turn, ...]  #: in the rules' order
    locale: str  #: the language of the player it is for
    lines: tuple[str, ...]  #: the turn line (``WHO`` where the player is named) and each defence awaited first
    token: str  #: a digest of everything its moves depend on: a button of an older prompt is stale
    labels: Labels  #: the words of its buttons and questions, in its language


def shown(state: GameState[Any, Any], now: datetime, reader: secrecy.Reader) -> GameView:
    """Return what a game shows its readers now of its duels and moves (prompts name no one else of the roster)."""
    return secrecy.view_for(view_of(state, now, keys=()), state, reader)


def prompts(
    translator: Translator, state: GameState[Any, Any], now: datetime, reader: secrecy.Reader
) -> list[TurnPrompt]:
    """Return the prompts a game awaits now, as a reader reads them: one per duel and character."""
    game_view = shown(state, now, reader)
    return [_prompt(translator, state, game_view, group) for group in groups(game_view.turns)]


def groups(turns: Sequence[Turn]) -> list[list[Turn]]:
    """Group awaited moves by duel and character, in the rules' order."""
    grouped: dict[tuple[str, str], list[Turn]] = {}
    for turn in turns:
        grouped.setdefault((turn.duel, turn.character), []).append(turn)
    return list(grouped.values())


def owner_of(state: GameState[Any, Any], character: str) -> str | None:
    """Return the actor id of a character's player, or None where a GM plays them."""
    return state.characters[character].owner or None


def _prompt(translator: Translator, state: GameState[Any, Any], game_view: GameView, moves: list[Turn]) -> TurnPrompt:
    first = moves[0]
    owner = owner_of(state, first.character)
    locale = for_actor(state, Actor(id=owner)) if owner else state.locale
    name = str(state.characters[first.character].name)
    turn = translator.format(
        "prompt-turn", locale, {"who": WHO, "name": name, "duel": first.duel, "command": first.command}
    )
    awaited = [
        translator.format(
            "prompt-awaited-defence",
            locale,
            {
                "name": str(state.characters[a.defender].name),
                "attacker": str(state.characters[a.attacker].name) if a.attacker in state.characters else a.attacker,
                "spell": translator.spell_name(a.spell, locale),
                "value": a.value,
            },
        )
        for a in game_view.awaited_of(first.duel, first.character)
    ]
    lines = (turn, *awaited)
    labels = Labels(translator, state, locale)
    return TurnPrompt(
        first.duel, first.character, name, owner, tuple(moves), locale, lines, token(state, moves), labels
    )


def token(state: GameState[Any, Any], moves: Sequence[Turn]) -> str:
    """Return a short digest of everything a prompt's moves depend on: its moves, their duel, its duellists."""
    duel = state.duels[moves[0].duel]
    fingerprint = [
        [[t.duel, t.character, t.command, [[s.slot, list(s.values)] for s in t.steps]] for t in moves],
        duel.model_dump(mode="json"),
        [state.characters[k].model_dump(mode="json") for k in duel.participants if k in state.characters],
    ]
    raw = json.dumps(fingerprint, sort_keys=True, ensure_ascii=False).encode()
    return hashlib.blake2b(raw, digest_size=4).hexdigest()
