"""Escaping, splitting and button data, checked against what the fake Bot API validates."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from adapters.telegram import buttons
from adapters.telegram.commands import str_offset
from adapters.telegram.text import MAX_MESSAGE, cut, escape, mention, pack, plain_lines, units
from tests.adapters.telegram.fakebot import parse_html, utf16_len


@given(st.text(max_size=300))
def test_escaped_text_parses_back_to_itself(text: str) -> None:
    assert parse_html(escape(text)) == text


def test_a_mention_is_valid_html_that_links_the_user() -> None:
    html = mention(42, "<Ann & Bob>")
    assert parse_html(html) == "<Ann & Bob>" and 'href="tg://user?id=42"' in html


@given(st.text(alphabet=st.sampled_from("ab \U0001f600ż"), min_size=1, max_size=400), st.integers(5, 60))
def test_cut_pieces_fit_and_keep_every_character_but_cut_spaces(text: str, limit: int) -> None:
    pieces = cut(text, limit)
    assert all(units(p) <= limit for p in pieces)
    assert "".join(pieces).replace(" ", "") == text.replace(" ", "")


def test_messages_are_packed_whole_lines_under_the_limit() -> None:
    lines = list(plain_lines(["a" * 3000, "<b>" * 500, "c" * 9000]))
    messages = pack(lines)
    assert all(utf16_len(parse_html(m)) <= MAX_MESSAGE for m in messages)
    assert "".join(parse_html(m).replace("\n", "") for m in messages) == "a" * 3000 + "<b>" * 500 + "c" * 9000


def test_button_data_round_trips_and_fits_telegram() -> None:
    press = buttons.Press("0123abcd", 9_999_999_999_999, 3, (12, 0, 7))
    assert buttons.decode(press.encode()) == press and len(press.encode().encode()) <= 64
    root = buttons.Press("0123abcd", 0, None, ())
    assert buttons.decode(root.encode()) == root
    assert buttons.decode("m|nothex!|1|-|") is None and buttons.decode(None) is None


def test_utf16_offsets_become_str_offsets() -> None:
    text = "/cast 😀 stupefy @ann"
    offset = utf16_len("/cast 😀 stupefy ")
    assert text[str_offset(text, offset) : str_offset(text, offset + 4)] == "@ann"
    assert str_offset(text, utf16_len(text) + 5) == len(text)
