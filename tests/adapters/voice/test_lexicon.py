"""The voice lexicons of the five locales, the grammar a game gets from them, phonetic keys, commands built."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from adapters.voice.grammar import command_words, game_grammar, spellbook
from assistant.language.translator import LOCALES, Translator
from assistant.reading import phonetic
from assistant.reading.speech_grammar import build_grammar, missing_words, unheard_names, unknown_tokens
from assistant.reading.spoken import Match, command_from, command_of
from assistant.reading.voice_lexicon import COMMAND_WORDS, read_lexicon, shipped_lexicon
from assistant.rulesets import get_ruleset
from assistant.rulesets.ergs.tables import base_tables
from tests.adapters.voice.support import LEXICONS

ERGS_SPELLS = set(base_tables().spells)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_locale_says_every_ergs_spell_and_command_word(locale: str) -> None:
    lexicon = shipped_lexicon(locale)
    assert set(lexicon.spells) == ERGS_SPELLS
    assert set(lexicon.commands) == set(COMMAND_WORDS)
    assert lexicon.to_words and all(p == p.lower() for p in lexicon.words())
    assert lexicon.written["avada-kedavra"]


@pytest.mark.parametrize("locale", LOCALES)
def test_every_locale_has_the_doors_messages(locale: str) -> None:
    translator = Translator()
    for key in (
        "voice-not-understood",
        "voice-listening",
        "voice-model-missing",
        "voice-download-offline",
        "voice-check-missing",
        "voice-tg-heard",
        "voice-key-conflict",
        "voice-unheard-name",
    ):
        assert translator.has(key, locale), (key, locale)
    text = translator.format("voice-check-missing", locale, {"n": 5, "language": locale})
    assert "5" in text and translator.misses == []


def test_a_lexicon_outside_the_package() -> None:
    korean = read_lexicon("ko", LEXICONS)
    assert korean.spells == {"protego": ("안녕하세요",), "furrore": ("감사합니다",)}
    assert korean.commands == {"dodge": ("죄송합니다",)} and korean.written == {}


def test_the_grammar_has_the_games_spells_names_and_command_words_plus_unk() -> None:
    grammar = build_grammar(shipped_lexicon("ru"), ["protego", "crucio"], {"гарри": "Гарри"}, ["dodge"])
    phrases = grammar.phrases()
    assert {"протего", "круцио", "уклонение", "гарри", "на", "[unk]"} <= set(phrases)
    assert "авада кедавра" not in phrases and "новый цикл" not in phrases
    assert phrases[-1] == "[unk]" and json.loads(grammar.json()) == phrases


def test_phrases_with_a_word_the_model_does_not_know_are_left_out() -> None:
    known = {"протего", "гарри", "уклонение", "<UNK>"}.__contains__
    grammar = build_grammar(
        shipped_lexicon("ru"),
        ["protego", "avada-kedavra"],
        {"гарри": "Гарри", "x": "Ксенофилиус"},
        ["dodge"],
        knows=known,
    )
    assert grammar.phrases() == ["протего", "уклонение", "гарри", "<UNK>"]
    assert unheard_names({"гарри": "Гарри", "x": "Ксенофилиус"}, known) == ["Ксенофилиус"]
    assert unknown_tokens(known) == {"<UNK>"} and unknown_tokens(None) == {"[unk]"}


def test_missing_words_are_listed_once_in_order() -> None:
    known = {"протего", "авада"}.__contains__
    missing = missing_words(shipped_lexicon("ru"), known)
    assert missing[0] == "кедавра" and "протего" not in missing and len(missing) == len(set(missing))


def test_a_game_offers_its_rulesets_spells_and_commands() -> None:
    state = get_ruleset("ergs").new_state("g", "ru", 1, datetime(2026, 1, 1, tzinfo=UTC))
    assert set(spellbook(state, "ergs", shipped_lexicon("ru"))) == ERGS_SPELLS
    assert set(spellbook(None, "ergs", shipped_lexicon("ru"))) == ERGS_SPELLS
    assert command_words(state, "ergs") == list(COMMAND_WORDS)
    assert "cycle" not in command_words(None, "duel_club") and "halt" not in command_words(None, "duel_club")
    assert "dodge" not in spellbook(None, "duel_club", shipped_lexicon("ru"))
    assert game_grammar(state, "ergs", shipped_lexicon("ru")).names == ()


@pytest.mark.parametrize(
    ("a", "b", "language"),
    [
        ("Гарри", "гари", "ru"),
        ("Драко", "драка", "ru"),
        ("Авада Кедавра", "а вада ке давра", "ru"),
        ("Drętwota", "drętwo ta", "pl"),
        ("Endoloris", "en doloris", "fr"),
        ("Mdloby na tebe", "mdlo by na tebe", "cs"),
    ],
)
def test_sound_alikes_share_a_key(a: str, b: str, language: str) -> None:
    assert phonetic.distance(phonetic.key(b, language), phonetic.key(a, language)) == 0


def test_the_distance_weighs_slips_by_how_they_sound() -> None:
    vowel = phonetic.distance("kot", "kat")
    voicing = phonetic.distance("dom", "tom")
    other = phonetic.distance("dom", "rom")
    missing = phonetic.distance("dom", "do")
    assert vowel < other and voicing < other and missing > vowel
    assert phonetic.closeness("", "abc") > 0.5 and phonetic.closeness("abc", "abc") == 0


def test_a_match_becomes_the_command_with_the_words_times() -> None:
    state = get_ruleset("ergs").new_state("g", "ru", 1, datetime(2026, 1, 1, tzinfo=UTC))
    state.characters.update(
        get_ruleset("ergs")
        .parse_state(
            {
                "id": "g",
                "ruleset": "ergs",
                "characters": {"гарри": {"name": "Гарри", "age": 17}, "драко": {"name": "Драко Малфой", "age": 17}},
            }
        )
        .characters
    )
    origin = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
    cast = Match("spell", "avada-kedavra", "гарри", "драко", 1.5, 3.0, 0.0, "гарри авада кедавра на драко")
    command = command_of(cast, state, origin)
    assert (command.name, command.args, command.options, command.source) == (
        "cast",
        ["avada-kedavra", "Драко Малфой"],
        {"as": "Гарри"},
        "voice",
    )
    assert (command.at, command.end_at) == (origin + timedelta(seconds=1.5), origin + timedelta(seconds=3))
    builds = {w: command_of(Match("command", w, "драко", None, 0, 1, 0, w), state, origin) for w in COMMAND_WORDS}
    assert {w: (c.name, c.args) for w, c in builds.items()} == {
        "dodge": ("dodge", ["Драко Малфой"]),
        "cycle": ("cycle", []),
        "halt": ("bout", ["stop"]),
        "pool": ("pool", ["Драко Малфой"]),
    }


def test_a_match_names_wizards_from_a_roster_and_leaves_out_one_not_on_it() -> None:
    origin = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
    cast = Match("spell", "furrore", "гарри", "драко", 0.5, 1.0, 0.0, "гарри фуроре на драко")
    command = command_from(cast, {"гарри": "Гарри"}, origin)
    assert (command.name, command.args, command.options) == ("cast", ["furrore"], {"as": "Гарри"})
