"""Name keys, and the layering rule: the core imports no adapter or door library."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from assistant.reading import name_keys

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("adapters", "telegram", "vosk", "aiohttp", "sqlalchemy", "asyncpg", "aiosqlite", "sounddevice")


@pytest.mark.parametrize(
    ("a", "b"),
    [("Drętwota", "dretwota"), ("ŁUKASZ", "lukasz"), ("Stupéfix  renforcé", "stupefix renforce"), ("Ёжик", "ежик")],
)
def test_keys_fold_case_and_diacritics(a: str, b: str) -> None:
    assert name_keys.key(a) == name_keys.key(b)


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("package", ["assistant", "models"])
def test_core_imports_no_adapter(package: str) -> None:
    offenders = {str(p.relative_to(ROOT)): sorted(_imports(p) & set(FORBIDDEN)) for p in (ROOT / package).rglob("*.py")}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_models_import_only_pydantic() -> None:
    allowed = {
        "pydantic",
        "models",
        "__future__",
        "datetime",
        "typing",
        "enum",
        "collections",
        "fractions",
        "dataclasses",
    }
    extra = {str(p.name): _imports(p) - allowed for p in (ROOT / "models").rglob("*.py")}
    assert {k: v for k, v in extra.items() if v} == {}
