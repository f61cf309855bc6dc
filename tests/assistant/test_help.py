"""/help: a line with an example for each command of the rules, in every locale; /help COMMAND explains one."""

from __future__ import annotations

import pytest

from assistant.i18n import LOCALES, Translator
from assistant.reader.slash import parse
from assistant.rulesets import RULESET_IDS, get_ruleset


@pytest.fixture(scope="module")
def translator() -> Translator:
    return Translator()


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_each_command_has_a_line_with_an_example_of_it(translator: Translator, ruleset: str, locale: str) -> None:
    word = translator.format("help-example", locale)
    colon = " : " if locale == "fr" else ": "  # French sets a space before the colon
    for name in get_ruleset(ruleset).commands():
        for key in (f"help-{name}", f"usage-{name}"):
            assert translator.has(key, locale), f"{key} missing in {locale}"
        line = translator.format(f"help-{name}", locale, {"ruleset": ruleset})
        description = translator.format(f"cmd-{name}", locale)
        assert line.startswith(f"/{name} — {description}. {word}{colon}"), line
        example = line.split(f"{word}{colon}", 1)[1]
        assert parse(example).name == name, f"{ruleset}/{locale}: {example!r} is no /{name}"
        usage = translator.format(f"usage-{name}", locale, {"ruleset": ruleset})
        assert f"/{name}" in usage and "{" not in usage
