"""State diffs: applied forwards they rebuild, backwards they undo."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from assistant.state import patch

json_leaf = st.one_of(st.none(), st.integers(), st.text(max_size=3), st.lists(st.integers(), max_size=3))
json_tree = st.recursive(
    json_leaf, lambda inner: st.dictionaries(st.text(max_size=2), inner, max_size=4), max_leaves=12
)
json_obj = st.dictionaries(st.text(max_size=2), json_tree, max_size=5)


@given(json_obj, json_obj)
def test_diff_applies_forwards_and_backwards(a: dict[str, Any], b: dict[str, Any]) -> None:
    changes = patch.diff(a, b)
    assert patch.apply(copy.deepcopy(a), changes) == b
    assert patch.apply(copy.deepcopy(b), changes, reverse=True) == a


def test_diff_is_minimal_for_nested_change() -> None:
    changes = patch.diff({"c": {"h": {"hp": 5, "n": "H"}}}, {"c": {"h": {"hp": 3, "n": "H"}}})
    assert [(c.path, c.before, c.after) for c in changes] == [(["c", "h", "hp"], 5, 3)]
