"""The one loader of word lists: entries, prefixes, every locale together, meanings, each command's one list."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest

from assistant.language import words
from assistant.language.locales import FALLBACK, LOCALES
from assistant.reading.intents import INTENTS
from assistant.rulesets import RULESET_IDS, get_ruleset
from assistant.rulesets.base import ENGINE_COMMANDS


def _root(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_a_word_list_is_split_at_commas_and_single_spaced(tmp_path: Path) -> None:
    root = _root(tmp_path, {"pl/words.ftl": "word-versus = kontra,  vs ,przeciw   komu,\n"})
    assert words.word_list("pl", "word-versus", root) == ["kontra", "vs", "przeciw komu"]


def test_a_missing_list_or_file_is_empty(tmp_path: Path) -> None:
    root = _root(tmp_path, {"pl/words.ftl": "word-a = x\n"})
    assert words.word_list("pl", "word-b", root) == []
    assert words.word_list("ru", "word-a", root) == []


def test_prefixed_lists_come_from_every_word_file(tmp_path: Path) -> None:
    root = _root(
        tmp_path,
        {"pl/spells.ftl": "spell-stupefy = Drętwota\n", "pl/intents.ftl": "spell-stupefy = Drętwotę\nother = y\n"},
    )
    assert words.prefixed("pl", "spell-", root) == {"stupefy": ["Drętwotę", "Drętwota"]}


def test_reply_files_are_not_word_files(tmp_path: Path) -> None:
    root = _root(tmp_path, {"pl/core.ftl": "word-a = x\n"})
    assert words.word_list("pl", "word-a", root) == []


def test_shipped_spell_names_are_word_lists() -> None:
    assert "Drętwota" in words.word_list("pl", "spell-stupefy")
    assert "drętwota" not in words.keys(["Drętwota"])
    assert "dretwota" in words.keys(["Drętwota"])


def _word_lists(locale: str) -> dict[str, list[str]]:
    return {m: words.entries(t) for m, t in words.messages(locale, "words.ftl").items() if m.startswith("word-")}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_word_list_is_in_every_locale_and_none_is_empty(locale: str) -> None:
    english, here = _word_lists(FALLBACK), _word_lists(locale)
    assert sorted(english.keys() ^ here.keys()) == []
    assert [m for m, listed in here.items() if not words.keys(listed)] == []
    assert set(words.messages(locale, "words.ftl")) == set(here)  # words.ftl holds word lists only


def _prefixes() -> set[str]:
    """Return the prefixes of lists by meaning (word-gm-grant's word-gm-), not those holding other prefixes."""
    found = {m.rsplit("-", 1)[0] + "-" for m in _word_lists(FALLBACK)}
    return {p for p in found if not any(q != p and q.startswith(p) for q in found)}


def test_no_word_means_two_things_under_one_prefix() -> None:
    for prefix in sorted(_prefixes()):
        found: dict[str, set[str]] = {}
        for locale in LOCALES:
            for meaning, listed in words.prefixed(locale, prefix).items():
                for key in words.keys([meaning, *listed]):
                    found.setdefault(key, set()).add(meaning)
        assert {k: m for k, m in found.items() if len(m) > 1} == {}, prefix
    assert {"word-gm-", "word-feniks-defence-", "word-sp-feat-"} <= _prefixes()


def test_a_typed_word_is_read_in_any_locale() -> None:
    assert all(words.means(words.VERSUS, w) for w in ("Kontra", "против", "contre", "proti", "vs"))
    assert not words.means(words.VERSUS, "Draco")
    assert words.meaning("word-feniks-defence-", "Tarcza") == "shield"
    assert words.meaning("word-feniks-defence-", "úhyb") == "dodge"
    assert words.meaning("word-feniks-defence-", "none") == "none"  # each meaning is a word for itself
    assert words.meaning("word-feniks-defence-", "sideways") is None


def test_among_keeps_the_ids_asked_for_with_their_words() -> None:
    index = words.among("word-sp-class-", ("wizard",))
    assert index["wizard"] == index["kleryk"] == index["волшебник"] == "wizard"
    assert "bard" not in index and "sorcerer" not in index
    assert words.among("word-nothing-", ("alone",)) == {"alone": "alone"}


#: A message listing one command's words: its list ``intent-<command>``, or any other named after the command
#: (the former ``word-command-dodge`` of words.ftl and ``voice-command-dodge`` of voice.ftl).
_LISTS_A_COMMAND = re.compile(r"^(?:[a-z]+-)*?(?:command|intent)-(?P<name>[a-z]+)$")


def _commands() -> set[str]:
    """Return every command and intent there is: the intents', the rulesets' and the engine's."""
    rulesets = {c for r in RULESET_IDS for c in get_ruleset(r).commands()}
    return {*(i.name for i in INTENTS), *words.command_names().values(), *rulesets, *ENGINE_COMMANDS}


@pytest.mark.parametrize("locale", LOCALES)
def test_a_commands_words_are_one_list_every_reader_draws_from(locale: str) -> None:
    commands, found = _commands(), dict[str, list[str]]()
    for item in sorted(resources.files("locales").joinpath(locale).iterdir(), key=lambda i: i.name):
        for message in words.messages(locale, item.name) if item.name.endswith(".ftl") else ():
            named = _LISTS_A_COMMAND.match(message)
            if named and named["name"] in commands:
                found.setdefault(named["name"], []).append(f"{item.name}:{message}")
    assert {c: lists for c, lists in found.items() if lists != [f"intents.ftl:intent-{c}"]} == {}
    assert set(found) >= {"defend", "odds", "halt"}  # typed and said, after a slash only, said only


@pytest.mark.parametrize("locale", LOCALES)
def test_no_command_lists_a_word_twice_nor_shares_a_name_after_a_slash(locale: str) -> None:
    named: dict[str, set[str]] = {}
    for command, entries in words.prefixed(locale, words.COMMANDS).items():
        if command in _commands():
            listed = [" ".join(e.casefold().split()) for e in entries]
            assert sorted(e for e in set(listed) if listed.count(e) > 1) == [], command
            for key in words.keys(words.slash_names(entries)):
                named.setdefault(key, set()).add(command)
    assert {k: c for k, c in named.items() if len(c) > 1} == {}


def test_a_name_after_a_slash_is_read_in_any_locale_and_is_no_phrasing(tmp_path: Path) -> None:
    assert [words.command_named(w) for w in ("Inicjatywa", "инициатива", "szanse", "zasoba", "odds")] == [
        "init",
        "init",
        "odds",
        "pool",
        "odds",
    ]
    assert words.command_named("koniec") == "end" and words.command_named("Draco") is None
    root = _root(tmp_path, {"pl/intents.ftl": "intent-end = /koniec, koniec pojedyn*\n"})
    entries = words.word_list("pl", "intent-end", root)
    assert (words.slash_names(entries), words.phrasing(entries)) == (["koniec"], ["koniec pojedyn*"])
