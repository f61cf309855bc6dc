"""The slash-command language."""

from __future__ import annotations

import pytest

from assistant.errors import ParseError
from assistant.reading.slash import MAX_LINE, parse


def test_name_args_and_options() -> None:
    command = parse("/char Harry age=15 reflex=7")
    assert (command.name, command.args, command.options) == ("char", ["Harry"], {"age": "15", "reflex": "7"})


def test_actor_prefix_becomes_as_option() -> None:
    command = parse("/cast Harry: stupefy Draco")
    assert command.options["as"] == "Harry" and command.args == ["stupefy", "Draco"]


def test_quoted_names_and_unicode_options() -> None:
    command = parse('/char "Hermione Granger" sortilèges=60')
    assert command.args == ["Hermione Granger"] and command.options == {"sortilèges": "60"}


def test_bot_suffix_accepted_for_this_bot_only() -> None:
    assert parse("/pool@WizardBot", bot_username="wizardbot").name == "pool"
    with pytest.raises(ParseError) as info:
        parse("/pool@OtherBot", bot_username="wizardbot")
    assert info.value.key == "refusal-other-bot"


@pytest.mark.parametrize("text", ["hello", "", "/", "/123", "ile mam PZ?"])
def test_non_commands_refused(text: str) -> None:
    with pytest.raises(ParseError) as info:
        parse(text)
    assert info.value.key == "refusal-not-command"


def test_overlong_line_refused() -> None:
    with pytest.raises(ParseError):
        parse("/roll " + "1" * MAX_LINE)


def test_unbalanced_quote_still_parses() -> None:
    assert parse("/char O'Brien").args == ["O'Brien"]
