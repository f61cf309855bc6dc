"""The real drawing: matplotlib's Agg PNG decodes at its size; the SVG keeps the localized texts and numbers."""

from __future__ import annotations

import io
import re

from matplotlib.image import imread

from adapters.charts import NARROW, paint
from assistant.charts import Bar, OddsChart, Point, PoolSeries, Timeline
from assistant.i18n import Translator

TIMELINE = Timeline(
    "g",
    "ergs",
    "cs",
    1,
    30,
    (PoolSeries("harry", "Harry", "ergs", (Point(1, 12), Point(9, 7), Point(20, 3)), 12),),
    duel="2",
)
ODDS = OddsChart(
    "g",
    "feniks",
    "ru",
    (Bar("chart-bar-feniks-odds-hit-hit", {}, 81.0), Bar("chart-bar-feniks-odds-row-chance", {"value": 7}, 12.5)),
)


def test_the_png_decodes_at_800_by_450() -> None:
    data = paint(TIMELINE, Translator(), "png")
    pixels = imread(io.BytesIO(data), format="png")
    assert pixels.shape[:2] == (450, 800) and pixels.std() > 0  # something is drawn


def test_the_svg_keeps_the_titles_legend_and_numbers_of_the_locale() -> None:
    svg = paint(TIMELINE, Translator(), "svg").decode()
    assert "Ergy v souboji 2" in svg and "Příkaz" in svg and "Harry" in svg
    odds = paint(ODDS, Translator(), "svg").decode()
    assert "Точные шансы" in odds and "7 ОЗ" in odds and "12,5\u00a0%" in odds  # Babel's Russian percent


def test_the_same_chart_draws_the_same_bytes() -> None:
    assert paint(ODDS, Translator(), "png") == paint(ODDS, Translator(), "png")


def test_a_small_chance_is_written_to_its_decimals_not_as_a_float() -> None:
    small = OddsChart("g", "feniks", "pl", (Bar("chart-bar-feniks-odds-row-chance", {"value": 11}, 0.9),))
    texts = re.findall(r">([^<]+)</text>", paint(small, Translator(), "svg").decode())
    assert "0,9%" in texts and not any("0000" in t for t in texts)  # 0.9 / 100 as a float is 0.009000000000000001


def _texts(svg: bytes) -> list[str]:
    return re.findall(r">([^<]+)</text>", svg.decode())


EQUAL = Timeline(
    "g",
    "duel_club",
    "en",
    1,
    6,
    (
        PoolSeries("harry", "Harry", "pv", (Point(1, 5),), 5),
        PoolSeries("draco", "Draco", "pv", (Point(2, 5),), 5),
    ),
)


def test_whole_number_pools_get_whole_number_ticks_even_when_they_never_move() -> None:
    numbers = [t for t in _texts(paint(EQUAL, Translator(), "svg")) if re.fullmatch(r"[\d.,\s\u2212-]+", t)]
    assert "5" in numbers and "0" in numbers, numbers
    assert not [n for n in numbers if re.search(r"\d[.,]\d", n)], numbers


def test_two_equal_lines_both_show() -> None:
    pixels = imread(io.BytesIO(paint(EQUAL, Translator(), "png")), format="png")[..., :3]
    blue, orange = (31 / 255, 119 / 255, 180 / 255), (255 / 255, 127 / 255, 14 / 255)  # matplotlib's first two

    def count(colour: tuple[float, float, float]) -> int:
        return int((abs(pixels - colour).max(axis=-1) < 0.08).sum())

    assert count(blue) > 300 and count(orange) > 300, (count(blue), count(orange))


def test_the_ergs_legend_says_which_line_is_the_life_erg() -> None:
    both = Timeline(
        "g",
        "ergs",
        "ru",
        1,
        4,
        (
            PoolSeries("harry", "Harry", "ergs", (Point(1, 3), Point(3, 2)), 3),
            PoolSeries("harry", "Harry", "life", (Point(1, 1),), 1),
        ),
    )
    texts = _texts(paint(both, Translator(), "svg"))
    assert "Harry: Эрги" in texts and "Harry: Эрг жизни" in texts, texts


def test_a_narrow_picture_is_drawn_for_a_phone() -> None:
    pixels = imread(io.BytesIO(paint(EQUAL, Translator(), "png", NARROW)), format="png")
    assert pixels.shape[:2] == (450, 400)
