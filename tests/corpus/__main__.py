"""`python -m tests.corpus [--set main|dev|spent|blind] [--failures] [LOCALE...]`: the phrasing figures per locale."""

from __future__ import annotations

import argparse
import sys

from tests.corpus.play import LOCALES, SETS, judge_all, table_text


def main(argv: list[str] | None = None) -> int:
    """Print the figures table (and the lines that failed, with --failures)."""
    parser = argparse.ArgumentParser(prog="python -m tests.corpus", description=__doc__)
    parser.add_argument("locales", nargs="*", default=list(LOCALES))
    parser.add_argument(
        "--set",
        choices=SETS,
        default="main",
        help="blind: measured only, never tuned on; spent: held-out sets of earlier sessions, tuned on since",
    )
    parser.add_argument("--failures", action="store_true", help="list every line that was not right")
    args = parser.parse_args(argv)
    summaries = judge_all(args.locales, args.set)
    print(table_text(summaries))
    if args.failures:
        for summary in summaries:
            for verdict in summary.failures():
                print(f"{summary.locale} {verdict.kind:15} [{verdict.scene}] {verdict.text!r}  {verdict.detail}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
