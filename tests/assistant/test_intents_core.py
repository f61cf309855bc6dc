"""The reading machinery behind natural phrasing: tokens, names, rulesets' command shapes, the entry points."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from assistant import names
from assistant.errors import ParseError
from assistant.i18n import LOCALES
from assistant.intents import (
    INTENTS,
    Game,
    dice_text,
    interpret,
    known_words,
    parse_text,
    read_vocabulary,
    require_command,
    tokenize,
    understand,
    vocabulary,
)
from assistant.parser import MAX_LINE
from assistant.rulesets import get_ruleset
from models.duel_club import DuelClubCharacter
from tests.assistant.intents_support import COMMANDS, game

AT = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def test_tokens_keep_words_dice_and_question_marks() -> None:
    tokens = tokenize("Harry: j'esquive, 2k6+1 l'attaque? Harry'ego")
    assert [t.key for t in tokens] == ["harry", "j", "esquive", "2k6+1", "l", "attaque", "?", "harryego"]
    assert [t.kind for t in tokens][3] == "dice"
    assert tokens[0].colon and not tokens[1].colon
    assert tokens[0].raw == "Harry"


@pytest.mark.parametrize(
    ("typed", "expected"),
    [("2k6", "2d6"), ("k20", "1d20"), ("3к6+2", "3d6+2"), ("1д100", "1d100"), ("d8", "1d8"), ("4d6kh3", "4d6kh3")],
)
def test_dice_are_written_in_d_notation(typed: str, expected: str) -> None:
    assert dice_text(typed) == expected


@pytest.mark.parametrize("locale", LOCALES)
def test_every_locale_phrases_every_intent(locale: str) -> None:
    vocab = vocabulary(locale)
    for intent in INTENTS:
        assert vocab.phrases(intent.name), (locale, intent.name)
    for shared in ("fill", "to", "versus", "and", "reason", "pool-nouns"):
        assert vocab.phrases(shared), (locale, shared)
    assert len(vocab.numbers) >= 11
    assert "" in vocab.endings


def test_a_vocabulary_reads_from_any_root(tmp_path: Path) -> None:
    (tmp_path / "xx").mkdir()
    (tmp_path / "xx" / "intents.ftl").write_text(
        "intent-endings = a, ov\nintent-numbers = nul, jed|jedna\nintent-undo = back up*, zpatky\n", encoding="utf-8"
    )
    vocab = read_vocabulary("xx", tmp_path)  # type: ignore[arg-type]
    assert vocab.phrases("undo") == (("back", "up*"), ("zpatky",))
    assert vocab.numbers == {"nul": 0, "jed": 1, "jedna": 1}
    assert vocab.endings == frozenset({"", "a", "ov"})
    assert read_vocabulary("none", tmp_path).lists == {}  # type: ignore[arg-type]


def test_known_words_feed_a_voice_grammar() -> None:
    words = set(known_words("ru"))
    assert {"уклонение", "сколько", "эрг"} <= words
    assert not any(w.startswith("@") or w.endswith("*") for w in words)


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("rzucam Drętwotę na Marka", "Marek"),
        ("rzucam Drętwotę na Markiem", "Marek"),
        ("rzucam Drętwotę na Pavla", "Pavel"),
        ("rzucam Drętwotę na Drako", "Draco"),
        ("rzucam Drętwotę na Harry'ego", "Harry"),
        ("rzucam Drętwotę na Marka Nowaka", "Marek Nowak"),
    ],
)
def test_names_are_found_through_cases_and_small_typos(text: str, target: str) -> None:
    described = game(["Marek", "Pavel", "Draco", "Harry", "Marek Nowak", "Nowak"])
    command = interpret(text, "pl", described)
    assert command is not None
    assert command.args == ["stupefy", target]


def test_a_name_that_could_be_two_characters_is_not_guessed() -> None:
    described = game(["Marek", "Marta"])
    assert interpret("rzucam Drętwotę na Mar", "pl", described) is None
    assert interpret("rzucam Drętwotę na Marty", "pl", described) is not None


def test_a_spell_with_typos_needs_a_key_word() -> None:
    described = game(["Draco"])
    assert interpret("rzucam Expeliarmus na Draco", "pl", described) is not None
    assert interpret("Expeliarmus na Draco", "pl", described) is None
    assert interpret("Expelliarmus na Draco", "pl", described) is not None


def test_an_unknown_target_makes_no_command() -> None:
    assert interpret("rzucam Drętwotę na Zbyszka", "pl", game(["Marek"])) is None


def test_the_games_locale_is_tried_first_then_every_other() -> None:
    described = game(["Гарри", "Драко"])
    command = interpret("Экспеллиармус в Драко", "pl", described)
    assert command is not None and command.args == ["expelliarmus", "Драко"]
    assert interpret("сколько у меня эргов?", "cs", described) is not None


def test_each_ruleset_gets_its_own_command_shape() -> None:
    feniks = game(["Marek", "Draco"], commands=["cast", "defend", "pool", "duel", "status"])
    dodge = interpret("Marek robi unik", "pl", feniks)
    assert dodge is not None and (dodge.name, dodge.args, dodge.options) == ("defend", ["dodge"], {"as": "Marek"})
    every = game(["Marek", "Draco"])
    duel = interpret("pojedynek między Markiem a Draco", "pl", every)
    assert duel is not None and duel.args == ["Marek", "vs", "Draco"]
    no_pool = game(["Marek"], commands=["status"])
    pool = interpret("ile mam PZ?", "pl", no_pool)
    assert pool is not None and pool.name == "status"


def test_a_shield_is_cast_where_the_ruleset_has_no_defence_command() -> None:
    duel_club = game(["Draco"], commands=["cast", "recover", "grab", "pool", "status"])
    shield = interpret("Draco: bronię się Protego", "pl", duel_club)
    assert shield is not None and (shield.name, shield.args, shield.options) == ("cast", ["protego"], {"as": "Draco"})
    bare = interpret("bronię się", "pl", duel_club)
    assert bare is not None and (bare.name, bare.args) == ("defend", ["shield"])


def test_a_command_the_ruleset_lacks_is_still_named_so_the_engine_can_refuse_it() -> None:
    command = interpret("nowy cykl", "pl", game([], commands=["cast"]))
    assert command is not None and command.name == "cycle"


def test_parse_text_takes_slash_commands_to_the_parser() -> None:
    command = parse_text("/cast@wizbot Harry: stupefy Draco", "pl", None, bot_username="wizbot", at=AT, source="tg")
    assert command is not None
    assert (command.name, command.args, command.options, command.at, command.source) == (
        "cast",
        ["stupefy", "Draco"],
        {"as": "Harry"},
        AT,
        "tg",
    )


def test_parse_text_reads_natural_words_against_a_real_game() -> None:
    state = get_ruleset("duel_club").new_state("g", "fr", 1, AT)
    state.characters[names.key("Drago")] = DuelClubCharacter(name="Drago", sortileges=60)
    command = parse_text("je lance Stupéfix sur Drago", "fr", state, at=AT, source="voice")
    assert command is not None
    assert (command.name, command.args, command.at, command.source) == ("cast", ["stupefy", "Drago"], AT, "voice")
    assert Game.of(state).commands == get_ruleset("duel_club").commands()


def test_parse_text_without_a_game_reads_against_no_roster() -> None:
    command = parse_text("ile mam PZ?", "pl", None)
    assert command is not None and command.name == "pool"
    assert understand("rzucam Drętwotę na Marka", "pl", None) is None


def test_text_that_is_not_a_command_gives_none_or_a_refusal() -> None:
    assert parse_text("dobranoc wszystkim", "pl", None) is None
    assert parse_text("x" * (MAX_LINE + 1), "pl", None) is None
    with pytest.raises(ParseError) as caught:
        require_command("dobranoc wszystkim", "pl", None)
    assert caught.value.key == "refusal-not-command"
    assert require_command("cofnij", "pl", None).name == "undo"


def test_every_command_named_by_an_intent_is_in_the_command_language() -> None:
    assert {c for intent in INTENTS for c in intent.commands} <= set(COMMANDS)
