"""One error hierarchy for the product; every refusal names its message id and rule."""

from __future__ import annotations

from models import ArgValue, Event


class AssistantError(Exception):
    """Base of every error the product raises on purpose."""


class Refusal(AssistantError):
    """A command that changes nothing, with a localized reason.

    ``key`` is the message id in locales/; ``rule`` names the rule it cites
    (a ruleset section like 'feniks.turn'); ``args`` fill the message.
    """

    default_key = "refusal-generic"

    def __init__(self, key: str | None = None, rule: str = "", **args: ArgValue) -> None:
        self.key = key or self.default_key
        self.rule = rule
        self.fields = args
        super().__init__(f"{self.key} ({rule}) {args}")

    def event(self) -> Event:
        """Return the refusal as an event to render."""
        return Event(key=self.key, args={**self.fields, "rule": self.rule})


class RuleViolation(Refusal):
    """The rules forbid this move."""

    default_key = "refusal-rule"


class ParseError(Refusal):
    """The command's words could not be understood."""

    default_key = "refusal-parse"


class NotUnderstood(ParseError):
    """Words that are no command: ``words`` are the ones the reader could not place (a chat door may stay silent)."""

    default_key = "refusal-not-understood"


class NotFound(Refusal):
    """A character, spell, duel or game named in the command does not exist."""

    default_key = "refusal-not-found"


class PermissionDenied(Refusal):
    """The actor may not do this: a player acting for another's character, a GM command."""

    default_key = "refusal-permission"


class DiceError(Refusal):
    """A dice expression that is malformed or over the limits."""

    default_key = "refusal-dice"


class KeyReused(AssistantError):
    """A dedup key sent again with another request: nothing is applied, the key keeps its first reply."""


class ConfigError(AssistantError):
    """A rule table or setting that does not validate."""


class StorageError(AssistantError):
    """The storage failed; the command was not applied."""


class ConflictError(StorageError):
    """A concurrent writer won; the command may be retried."""
