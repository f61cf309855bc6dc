"""Pydantic models of the play assistant: commands, events, replies, game states and sheets."""

from models.core import Actor, ArgValue, Change, Command, Event, LogEntry, Reply, Roll
from models.game import CharacterBase, DuelBase, GameState, Macro, TurnWait
from models.person import Gender, Person

__all__ = [
    "Actor",
    "ArgValue",
    "Change",
    "CharacterBase",
    "Command",
    "DuelBase",
    "Event",
    "GameState",
    "Gender",
    "LogEntry",
    "Macro",
    "Person",
    "Reply",
    "Roll",
    "TurnWait",
]
