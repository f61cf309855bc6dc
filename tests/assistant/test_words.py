"""The one loader of word lists: entries, prefixes, every locale together, and meanings."""

from __future__ import annotations

from pathlib import Path

from assistant import words


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
