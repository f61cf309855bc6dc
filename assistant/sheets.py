"""Character sheets in bulk: a pasted block of lines, or a CSV file, read as one /char command per character."""

from __future__ import annotations

import csv
import io
import re

from assistant.errors import ParseError

#: The most characters one block or file creates.
MAX_SHEETS = 100
#: The largest CSV file read, in bytes.
MAX_CSV_BYTES = 64 * 1024
#: The column of a CSV file that names the character.
NAME_COLUMN = "name"
_SHEET_LINE = re.compile(r"^(?!/)[^\s=][^=]*?(\s+[\w-]+=\S+)+$")
_CHAR_LINE = re.compile(r"^/char(@\w+)?\s+\S", re.IGNORECASE)


def block(text: str, least: int = 2) -> list[str] | None:
    """Return the /char commands of a pasted roster (``least`` lines or more, each a sheet: a /char command, or a
    name and its key=value fields); None for any other text."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if len(lines) < least or (len(lines) == 1 and lines[0].startswith("/")):
        return None
    if not all(_CHAR_LINE.match(line) or _SHEET_LINE.match(line) for line in lines):
        return None
    if len(lines) > MAX_SHEETS:
        raise ParseError("refusal-sheets-too-many", rule="sheets", limit=MAX_SHEETS)
    return [line if line.startswith("/") else f"/char {line}" for line in lines]


def from_csv(data: bytes) -> list[str]:
    """Return the /char commands of a CSV file: a header row with a name column, then one character a row."""
    if len(data) > MAX_CSV_BYTES:
        raise too_big()
    try:
        text = data.decode("utf-8-sig")
        rows = list(csv.DictReader(io.StringIO(text), dialect=_dialect(text)))
    except (UnicodeDecodeError, csv.Error) as err:
        raise ParseError("refusal-sheets-csv", rule="sheets", column=NAME_COLUMN) from err
    fields = {str(f).strip().lower() for f in (rows[0].keys() if rows else ())}
    if NAME_COLUMN not in fields:
        raise ParseError("refusal-sheets-csv", rule="sheets", column=NAME_COLUMN)
    if len(rows) > MAX_SHEETS:
        raise ParseError("refusal-sheets-too-many", rule="sheets", limit=MAX_SHEETS)
    return [line for row in rows if (line := _row(row))]


def name_of(line: str) -> str:
    """Return the character a roster line names: the words before its first key=value."""
    words = line.split()[1:]
    return " ".join(w for w in words[: next((i for i, w in enumerate(words) if "=" in w), len(words))]) or line


def too_big() -> ParseError:
    """Return the refusal of a CSV file too big to read."""
    return ParseError("refusal-sheets-csv-big", rule="sheets", limit=MAX_CSV_BYTES // 1024)


def _dialect(text: str) -> type[csv.Dialect]:
    """Return the CSV dialect of a file: commas, or the semicolons spreadsheets of many locales write."""
    header = text.split("\n", 1)[0]
    return _Semicolons if header.count(";") > header.count(",") else csv.excel


class _Semicolons(csv.excel):
    delimiter = ";"


def _row(row: dict[str | None, str | list[str] | None]) -> str | None:
    """Return the /char command of one CSV row: its name, then key=value for each other filled column."""
    cells = {str(k).strip().lower(): str(v).strip() for k, v in row.items() if k is not None and isinstance(v, str)}
    name = cells.pop(NAME_COLUMN, "")
    if not name:
        return None
    values = " ".join(f"{k}={v}" for k, v in cells.items() if k and v)
    return f"/char {name} {values}".strip()
