"""The chat corpora, played through the real reader, engine and rulesets (see play.py), against the targets.

Main and dev (the sets the vocabulary is tuned on): at least 95 % of the lines right, none wrong, no banter that
makes a command. Spent (earlier sessions' held-out sets, read for families since): none wrong and no banter that
makes a command; its share of right lines is printed, not asserted. The blind set is measured by `make phrasing`
only, never asserted here: a test would make it a target to tune on. The tuned sets say every command of a locale's
ruleset, and the commands all rulesets share, at least six ways, beside at least forty banter lines.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.corpus.play import HERE, LOCALES, Summary, judge, load, table_text

#: The least share of right lines on a tuned set.
RIGHT = 0.95
#: The least number of lines per command per locale on the tuned sets, each a different way of saying it, and of
#: banter lines per locale.
PER_COMMAND = 6
BANTER = 40
#: The commands every ruleset's players say in words, and those of each ruleset (as the corpus names its actions).
SHARED = ("pool", "cast", "roll", "help", "undo", "odds")
OWN = {
    "feniks": ("defend", "duel", "init", "status", "end"),
    "ergs": (
        *("spend", "gain", "cycle", "dodge", "duel", "status", "end"),
        *("teach", "service", "wand", "wand-give", "wand-new", "bout"),
    ),
    "duel_club": ("duel", "init", "recover", "grab", "status", "end"),
    "spell_points": ("spend", "gain", "rest", "pearl", "fatigue", "drain", "day"),
}


def _sets() -> list[tuple[str, str]]:
    return [(kind, loc) for kind in ("main", "dev", "spent") for loc in LOCALES if _exists(kind, loc)]


def _exists(kind: str, locale: str) -> bool:
    return (HERE / ("" if kind == "main" else kind) / f"{locale}.toml").is_file()


def _failures(summary: Summary) -> str:
    return "\n".join(f"{v.kind} [{v.scene}] {v.text!r} {v.detail}" for v in summary.failures())


@pytest.mark.parametrize(("kind", "locale"), _sets())
async def test_a_corpus_meets_its_targets(kind: str, locale: str) -> None:
    summary = await judge(load(locale, kind))
    print(f"\n{kind}\n{table_text([summary])}")
    assert summary.count("wrong") == 0, _failures(summary)
    assert summary.count("banter-triggered") == 0, _failures(summary)
    if kind != "spent":
        assert summary.right_share >= RIGHT, _failures(summary)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_command_of_a_locale_is_said_six_ways_and_banter_is_plenty(locale: str) -> None:
    tuned = [load(locale, kind) for kind in ("main", "dev") if _exists(kind, locale)]
    ways = {(line.action, line.text) for corpus in tuned for line in corpus.lines}  # a text in two scenes: one way
    said = Counter(action for action, _ in ways)
    short = {c: said[c] for c in (*SHARED, *OWN[tuned[0].ruleset]) if said[c] < PER_COMMAND}
    assert not short, f"{locale}: fewer than {PER_COMMAND} ways of saying: {short}"
    assert len({b for corpus in tuned for b in corpus.banter}) >= BANTER
