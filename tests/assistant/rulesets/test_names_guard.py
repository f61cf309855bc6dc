"""Names show what they are: NFC, no control or format characters, no look-alike of a name on the roster.

Issue 15, item 6: names kept zero-width, bidi-override and NUL characters, which allowed invisible names and look-alikes
("Ha\u200brry" beside "Harry"). Every ruleset's /char, its aliases and case forms, and /iam's player pass through the
core's one check (assistant.reading.roster_names.clean and admit), whatever door the command came through.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from assistant.bootstrap import App
from assistant.language.translator import LOCALES
from tests.assistant.rulesets.kit import DiceGame, open_app
from tests.fakes import FakeClock, ScriptedDice

#: Each ruleset's /char line for a new character, by name.
CREATE = {
    "feniks": "/char {} age=15 reflex=5",
    "duel_club": "/char {} sortileges=60",
    "ergs": "/char {} age=15",
    "spell_points": "/char {} level=3",
}
RULESETS = sorted(CREATE)
ZERO_WIDTH, BIDI, NUL = "\u200b", "\u202e", "\x00"
#: Harry with a Cyrillic а, a Cyrillic Н, a Greek Η ('Ｈａｒｒｙ', full width, is Harry's own key: Harry himself).
LOOKALIKES = ["Hаrry", "Нarry", "Ηarry", "Hαrry"]


@dataclass
class Table(DiceGame):
    """A game of any ruleset on a real engine, with scripted dice."""

    app: App
    dice: ScriptedDice
    game: str = "names"
    counter: int = field(default=0)

    async def names(self) -> list[str]:
        """Return the roster's display names."""
        state = await self.app.engine.state(self.game)
        assert state is not None
        return [str(c.name) for c in state.characters.values()]


async def open_table(ruleset: str, *names: str, locale: str = "en") -> Table:
    """Open a game of a ruleset with characters of the names given."""
    dice = ScriptedDice()
    table = Table(await open_app(ruleset, locale, FakeClock(), dice), dice)
    for name in names:
        await table.ok(CREATE[ruleset].format(name))
    return table


#: Characters a name may not hide: format and control ones, and (issue 31, item 21) those Unicode says draw as
#: nothing (Default_Ignorable_Code_Point: a grapheme joiner, variation selectors, the Hangul filler).
HIDDEN = [
    (ZERO_WIDTH, "U+200B"),
    (BIDI, "U+202E"),
    (NUL, "U+0000"),
    ("\u034f", "U+034F"),
    ("\ufe0f", "U+FE0F"),
    ("\u3164", "U+3164"),
    ("\U000e0100", "U+E0100"),
]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("hidden", "code"), HIDDEN)
async def test_a_name_with_a_hidden_character_is_refused(ruleset: str, hidden: str, code: str) -> None:
    table = await open_table(ruleset, "Harry")
    reply = await table.refused(CREATE[ruleset].format(f"Ha{hidden}rry"), "refusal-name-hidden")
    assert table.lines(reply) == [
        f"The name “Harry” holds an invisible or control character ({code}): a name may hold only characters that show."
    ]
    await table.refused(CREATE[ruleset].format(f"Ron{hidden}"), "refusal-name-hidden")
    assert await table.names() == ["Harry"]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("lookalike", LOOKALIKES)
async def test_a_lookalike_of_a_name_on_the_roster_is_refused(ruleset: str, lookalike: str) -> None:
    table = await open_table(ruleset, "Harry")
    reply = await table.refused(CREATE[ruleset].format(lookalike), "refusal-name-lookalike")
    assert reply.refusal is not None and reply.refusal.args["other"] == "Harry"
    assert table.lines(reply) == [
        f"“{lookalike}” looks just like “Harry”, a name another character has already: pick a name that reads "
        "differently."
    ]
    assert await table.names() == ["Harry"]


@pytest.mark.parametrize("ruleset", RULESETS)
async def test_names_that_only_look_different_in_one_script_stay_apart(ruleset: str) -> None:
    table = await open_table(ruleset, "Iris", "Гермиона", "Hermiona", "Маша", "Саша")
    await table.refused(CREATE[ruleset].format("lris"), "refusal-name-lookalike")  # a small L for the capital I
    await table.refused(CREATE[ruleset].format("Ιris"), "refusal-name-lookalike")  # a Greek capital iota
    assert await table.names() == ["Iris", "Гермиона", "Hermiona", "Маша", "Саша"]


@pytest.mark.parametrize("ruleset", RULESETS)
async def test_a_name_is_kept_composed_and_found_either_way(ruleset: str) -> None:
    table = await open_table(ruleset, "Zoe\u0301")  # e + combining acute, as some keyboards send it
    assert await table.names() == ["Zoé"]
    await table.ok("/char Zoé")  # the same character, not a look-alike of it
    assert await table.names() == ["Zoé"]


async def test_aliases_and_case_forms_are_names_too() -> None:
    table = await open_table("feniks", "Harry", "Draco")
    await table.refused("/char Draco alias=Hаrry", "refusal-name-lookalike")  # Harry's look-alike
    await table.refused(f"/char Draco alias=Mal{ZERO_WIDTH}foy", "refusal-name-hidden")
    await table.refused(f"/char Draco acc=Drac{BIDI}ona", "refusal-name-hidden")
    await table.ok("/char Draco alias=Malfoy,Dráco")  # his own name's look-alike is still his
    await table.refused("/char Мalfoy age=16", "refusal-name-lookalike")  # Draco's alias, Cyrillic М
    assert await table.names() == ["Harry", "Draco"]


async def test_a_player_id_with_a_hidden_character_is_refused() -> None:
    table = await open_table("duel_club", "Harry")
    await table.refused(f"/iam Harry to=tg:1{NUL}2", "refusal-name-hidden")


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_refusals_are_said_in_every_language(locale: str) -> None:
    table = await open_table("duel_club", "Harry", locale=locale)
    hidden = table.lines(await table.do(f"/char Ha{ZERO_WIDTH}rry sortileges=50"), locale)
    lookalike = table.lines(await table.do("/char Hаrry sortileges=50"), locale)
    assert len(hidden) == 1 and "Harry" in hidden[0] and "U+200B" in hidden[0] and ZERO_WIDTH not in hidden[0]
    assert len(lookalike) == 1 and "Hаrry" in lookalike[0] and "Harry" in lookalike[0]
    assert not [m for m in table.app.translator.misses if m[1] == locale]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("name", ["\u0301\u0301", "\u0301", "-", "'"])
async def test_a_name_without_a_letter_or_digit_is_refused(ruleset: str, name: str) -> None:
    table = await open_table(ruleset, "Harry")
    reply = await table.refused(CREATE[ruleset].format(name), "refusal-name-empty")
    assert table.lines(reply) == ["A name needs at least one letter or digit."]
    assert await table.names() == ["Harry"]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("name", "code"), [("Ha\u2800rry", "U+2800"), ("Ha\ue000rry", "U+E000"), ("ʜarry", "U+029C")])
async def test_a_character_outside_the_identifier_profile_is_refused(ruleset: str, name: str, code: str) -> None:
    table = await open_table(ruleset, "Harry")
    reply = await table.refused(CREATE[ruleset].format(name), "refusal-name-restricted")
    assert table.lines(reply) == [
        f"The name “{name}” holds a character names may not use ({code}): write it with letters, digits and ordinary "
        "punctuation."
    ]
    assert await table.names() == ["Harry"]


@pytest.mark.parametrize("ruleset", RULESETS)
async def test_a_mark_drawn_twice_on_one_letter_is_hidden(ruleset: str) -> None:
    table = await open_table(ruleset, "Harry")
    reply = await table.refused(CREATE[ruleset].format("Zoe\u0301\u0301"), "refusal-name-hidden")
    assert reply.refusal is not None and reply.refusal.args["char"] == "U+0301"
    await table.ok(CREATE[ruleset].format("Zoe\u0301\u0308"))  # two different marks both show
    assert await table.names() == ["Harry", "Zoé\u0308"]


@pytest.mark.parametrize("ruleset", RULESETS)
async def test_a_name_mixing_scripts_is_refused_and_names_its_stray_letter(ruleset: str) -> None:
    table = await open_table(ruleset, "Harry")
    reply = await table.refused(CREATE[ruleset].format("Rоn"), "refusal-name-scripts")  # a Cyrillic о
    assert table.lines(reply) == [
        "The name “Rоn” mixes alphabets: “о” (U+043E) is not from the same alphabet as the letters before it. Write "
        "the name in one alphabet."
    ]
    await table.ok(CREATE[ruleset].format('"Jean-Luc O\'Neil"'))
    await table.ok(CREATE[ruleset].format('"Bruce 李小龍"'))  # Latin with Han is a mix UTS #39 finds safe
    await table.refused(CREATE[ruleset].format('"Брюс 李小龍"'), "refusal-name-scripts")  # Cyrillic with Han is not
    assert await table.names() == ["Harry", "Jean-Luc O'Neil", "Bruce 李小龍"]


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_new_name_refusals_are_said_in_every_language(locale: str) -> None:
    table = await open_table("duel_club", "Harry", locale=locale)
    empty = table.lines(await table.do("/char \u0301\u0301 sortileges=50"), locale)
    restricted = table.lines(await table.do("/char ʜarry sortileges=50"), locale)
    mixed = table.lines(await table.do("/char Rоn sortileges=50"), locale)
    assert len(empty) == 1 and "\u0301" not in empty[0]
    assert len(restricted) == 1 and "ʜarry" in restricted[0] and "U+029C" in restricted[0]
    assert len(mixed) == 1 and "Rоn" in mixed[0] and "U+043E" in mixed[0]
    assert not [m for m in table.app.translator.misses if m[1] == locale]
