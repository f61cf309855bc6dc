"""The chat corpora, played through the real reader, engine and rulesets (see play.py), against the targets.

Main and dev (the sets the vocabulary is tuned on): at least 95 % of the lines right, none wrong, no banter that
makes a command. Held-out (never tuned on): none wrong and no banter that makes a command; its share of right
lines is printed, not asserted, so that it stays a measurement.
"""

from __future__ import annotations

import pytest

from tests.corpus.play import HERE, LOCALES, Summary, judge, load, table_text

#: The least share of right lines on a tuned set.
RIGHT = 0.95


def _sets() -> list[tuple[str, str]]:
    return [(kind, loc) for kind in ("main", "dev", "heldout") for loc in LOCALES if _exists(kind, loc)]


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
    if kind != "heldout":
        assert summary.right_share >= RIGHT, _failures(summary)
