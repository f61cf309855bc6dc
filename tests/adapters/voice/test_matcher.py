"""The matcher on transcripts, in Polish, Russian, French and Czech: the shipped lexicons, a small model's slips.

A small model splits long spell names into words it knows, hears one vowel or voicing for another and
drops doubled letters; those readings must still find the command. Chatter, half-heard words and
n-best lists that disagree must find nothing.
"""

from __future__ import annotations

import pytest

from assistant.reading import name_keys
from assistant.reading.speech_grammar import Grammar, build_grammar
from assistant.reading.spoken import Alternative, Heard, Limits, Match, Word, decide, heard, readings, transcript
from assistant.reading.voice_lexicon import COMMAND_WORDS, shipped_lexicon
from assistant.rulesets.ergs.tables import base_tables

ROSTERS = {
    "ru": ("Гарри", "Драко", "Гермиона"),
    "pl": ("Harry", "Draco", "Hermiona"),
    "fr": ("Harry", "Drago", "Hermione"),
    "cs": ("Harry", "Draco", "Hermiona"),
}


def grammar(language: str) -> Grammar:
    """Return the ergs grammar of a language's shipped lexicon with its roster (no model: every word known)."""
    roster = {name_keys.key(n): n for n in ROSTERS[language]}
    return build_grammar(shipped_lexicon(language), list(base_tables().spells), roster, COMMAND_WORDS)


def match(said: Heard, g: Grammar, limits: Limits | None = None, caster: str | None = None) -> Match | None:
    """Return what a door that reads nothing back plays of an utterance (the decision's unrivalled reading)."""
    return decide(said, g, limits, caster).unrivalled


def read(language: str, *texts: str, caster: str | None = None) -> tuple[str, str, str | None, str | None] | None:
    """Match an n-best list of transcripts; return (kind, value, caster, target) or None."""
    found = match(heard(*texts), grammar(language), caster=name_keys.key(caster) if caster else None)
    return (found.kind, found.value, found.caster, found.target) if found else None


SPELLS = [
    # Russian: the caster named first, 'на' before the target; split words and akanye.
    ("ru", "гарри авада кедавра на драко", ("spell", "avada-kedavra", "гарри", "драко")),
    ("ru", "гари а вода ке давра драка", ("spell", "avada-kedavra", "гарри", "драко")),
    ("ru", "драка экспел и армус гари", ("spell", "expelliarmus", "драко", "гарри")),
    ("ru", "гермиона ступефай на драко", ("spell", "stupefy", "гермиона", "драко")),
    ("ru", "драко круцыо в гермиону", ("spell", "crucio", "драко", "гермиона")),
    ("ru", "про того терра мортал ис", ("spell", "protego-terra-mortalis", None, None)),
    ("ru", "протего", ("spell", "protego", None, None)),
    # Polish: w/v, split Latin, final devoicing.
    ("pl", "harry avada kedavra na draco", ("spell", "avada-kedavra", "harry", "draco")),
    ("pl", "hari a wada ke dawra drako", ("spell", "avada-kedavra", "harry", "draco")),
    ("pl", "draco drętwo ta harry", ("spell", "stupefy", "draco", "harry")),
    ("pl", "hermiona eks peli armus na draco", ("spell", "expelliarmus", "hermiona", "draco")),
    ("pl", "ekspekto patronum", ("spell", "patronus", None, None)),
    # French: silent endings, split words, accents lost.
    ("fr", "harry avada kedavra sur drago", ("spell", "avada-kedavra", "harry", "drago")),
    ("fr", "drago stupe fixe harry", ("spell", "stupefy", "drago", "harry")),
    ("fr", "hermione en doloris sur drago", ("spell", "crucio", "hermione", "drago")),
    ("fr", "spéro patronum", ("spell", "patronus", None, None)),
    ("fr", "protego terra mortalis", ("spell", "protego-terra-mortalis", None, None)),
    # Czech: the target in another case, y for i, split words.
    ("cs", "harry avada kedavra na draca", ("spell", "avada-kedavra", "harry", "draco")),
    ("cs", "draco mdlo by na tebe harry", ("spell", "stupefy", "draco", "harry")),
    ("cs", "hermiona expeliarmus draco", ("spell", "expelliarmus", "hermiona", "draco")),
    ("cs", "kruci o proti harry", ("spell", "crucio", None, "harry")),
]


@pytest.mark.parametrize(("language", "said", "expected"), SPELLS)
def test_spells_are_found_through_a_small_models_slips(language: str, said: str, expected: tuple[str, ...]) -> None:
    kind, value, caster, target = expected
    want = (kind, value, name_keys.key(caster) if caster else None, name_keys.key(target) if target else None)
    assert read(language, said) == want


COMMANDS = [
    ("ru", "уклонение", ("command", "dodge", None, None)),
    ("ru", "гермиона уклоняюсь", ("command", "dodge", "гермиона", None)),
    ("ru", "новый цикл", ("command", "cycle", None, None)),
    ("ru", "стойте", ("command", "halt", None, None)),
    ("ru", "сколько эргов у гермионы", ("command", "pool", None, "гермиона")),
    ("pl", "robię unik", ("command", "dodge", None, None)),
    ("pl", "nowy cykl", ("command", "cycle", None, None)),
    ("pl", "stójcie", ("command", "halt", None, None)),
    ("pl", "ile mam ergów", ("command", "pool", None, None)),
    ("fr", "j'esquive", ("command", "dodge", None, None)),
    ("fr", "harry esquive", ("command", "dodge", "harry", None)),
    ("fr", "nouveau cycle", ("command", "cycle", None, None)),
    ("fr", "arrêtez", ("command", "halt", None, None)),
    ("fr", "combien d'ergs", ("command", "pool", None, None)),
    ("cs", "uhýbám", ("command", "dodge", None, None)),
    ("cs", "nový cyklus", ("command", "cycle", None, None)),
    ("cs", "stůjte", ("command", "halt", None, None)),
    ("cs", "kolik mám ergů", ("command", "pool", None, None)),
]


@pytest.mark.parametrize(("language", "said", "expected"), COMMANDS)
def test_command_words_in_each_language(language: str, said: str, expected: tuple[str, ...]) -> None:
    kind, value, caster, target = expected
    want = (kind, value, name_keys.key(caster) if caster else None, name_keys.key(target) if target else None)
    assert read(language, said) == want


NOTHING = [
    ("ru", "привет как дела"),
    ("ru", "гарри"),
    ("ru", "на драко"),
    ("ru", "кедавра"),  # half a spell is no spell
    ("ru", "гарри драко гермиона"),
    ("pl", "dzień dobry wszystkim"),
    ("pl", "draco"),
    ("fr", "bonjour tout le monde"),
    ("fr", "le dragon"),
    ("cs", "dobrý den"),
    ("cs", "harry a draco"),
    ("ru", ""),
]


@pytest.mark.parametrize(("language", "said"), NOTHING)
def test_chatter_and_fragments_mean_nothing(language: str, said: str) -> None:
    assert read(language, said) is None


def test_the_default_caster_is_taken_unless_a_name_is_said() -> None:
    assert read("ru", "авада кедавра на драко", caster="Гермиона") == ("spell", "avada-kedavra", "гермиона", "драко")
    assert read("ru", "гарри авада кедавра на драко", caster="Гермиона") == (
        "spell",
        "avada-kedavra",
        "гарри",
        "драко",
    )


def test_alternatives_that_disagree_mean_nothing() -> None:
    assert read("ru", "круцио на драко", "империо на драко") is None
    assert read("ru", "гарри протего", "драко протего") is None
    assert read("pl", "unik", "nowy cykl") is None


def test_alternatives_that_agree_confirm_each_other() -> None:
    assert read("ru", "круцио на драко", "круцио драко", "круцыо на драко") == ("spell", "crucio", None, "драко")


def test_an_alternative_that_means_nothing_outvotes_a_close_one() -> None:
    assert read("ru", "протего", "[unk]") is None
    assert read("ru", "[unk]", "протего") is None
    assert read("ru", "протего", "протего", "[unk]") == ("spell", "protego", None, None)


def test_a_far_lower_alternative_does_not_count() -> None:
    said = Heard((transcript("круцио на драко", 120.0), transcript("империо на драко", 110.0)))
    found = match(said, grammar("ru"))
    assert found is not None and found.value == "crucio"


def test_unknown_words_cost_and_two_sink_a_reading() -> None:
    g = grammar("ru")
    assert match(heard("[unk] протего"), g) is not None
    assert match(heard("[unk] протего [unk]"), g) is None


def test_the_times_are_the_spells_and_the_utterance_ends_with_the_target() -> None:
    words = (
        Word("гарри", 0.1, 0.5),
        Word("авада", 0.7, 1.0),
        Word("кедавра", 1.0, 1.5),
        Word("на", 1.6, 1.7),
        Word("драко", 1.7, 2.2),
    )
    found = match(Heard((Alternative(words),)), grammar("ru"))
    assert found is not None and (found.start, found.end) == (0.7, 2.2)
    assert found.heard == "гарри авада кедавра на драко"


def test_the_cutoff_and_margin_are_settings() -> None:
    g = grammar("ru")
    assert match(heard("крушио"), g) is not None
    assert match(heard("крушио"), g, Limits(cutoff=0.0)) is None
    assert match(heard("протего", "[unk]"), g, Limits(margin=0.01)) is not None


def test_readings_are_ranked_cheapest_first() -> None:
    ranked = readings(heard("гари а вода ке давра драка"), grammar("ru"))
    assert ranked[0].cost == 0.0 and ranked[0].signature == ("spell", "avada-kedavra", "гарри", "драко")
    assert [r.cost for r in ranked] == sorted(r.cost for r in ranked)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("ru", "рон экспеллиармус драко"),
        ("pl", "ron expelliarmus draco"),
        ("fr", "ron expelliarmus drago"),
        ("cs", "ron expelliarmus draco"),
    ],
)
def test_a_name_not_on_the_roster_is_never_cast_for_the_default_caster(language: str, text: str) -> None:
    assert read(language, text, caster=ROSTERS[language][0]) is None
    assert read(language, text.split(maxsplit=1)[1], caster=ROSTERS[language][0]) is not None
