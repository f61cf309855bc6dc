"""Drawing the core's charts with matplotlib (Agg, no window): PNG or SVG bytes, in the game's language.

Every text comes from locales/*/charts.ftl through the translator, every number is written by Babel in the
game's locale, and the fonts are matplotlib's own DejaVu (Latin, Polish, Czech and Cyrillic letters alike).
Figures are built without pyplot; one lock keeps matplotlib's settings to one drawing at a time, so a door
may draw in a worker thread.
"""

from __future__ import annotations

import io
import textwrap
import threading
from collections.abc import Callable
from decimal import Decimal
from typing import Any, Literal

from babel.numbers import format_decimal, format_percent
from matplotlib import rc_context
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter, MaxNLocator

from assistant.charts import Chart, OddsChart, Timeline
from assistant.i18n import Translator
from models import ArgValue

Format = Literal["png", "svg"]
#: The media type of each format.
MEDIA: dict[Format, str] = {"png": "image/png", "svg": "image/svg+xml"}
#: The size of a picture in inches, and its resolution: 800 × 450 pixels for a timeline.
WIDTH, HEIGHT, DPI = 8.0, 4.5, 100
#: The height of an odds chart: a margin, a row per bar, and the most a phone's screen shows well.
BAR_MARGIN, BAR_ROW, MAX_HEIGHT = 1.3, 0.34, 12.0
#: The longest line of a bar's label, in characters, and the share of the width one character takes.
LABEL_WIDTH, CHAR_WIDTH = 30, 0.0125
#: A picture for a phone's screen: this many inches wide, so that its type reads at the phone's width.
NARROW = 4.0
#: The widest and the thinnest line of a timeline, in points, and the dashes the lines take in turn.
WIDEST, THINNEST = 5.0, 1.5
LINES = ("-", "--", "-.", ":")
#: Where a title sits, above the axes: set, matplotlib does not look for ticks in its way (a third of the drawing).
TITLE_Y = 1.0
#: Settings of every drawing: texts kept as text in an SVG (searchable, and the title can be read), no dates.
_SETTINGS: dict[str, Any] = {
    "svg.fonttype": "none",
    "svg.hashsalt": "charts",
    "font.family": "DejaVu Sans",
    "font.size": 10,
}
_METADATA: dict[Format, dict[str, str | None]] = {"png": {"Software": None}, "svg": {"Date": None}}
#: PNG's quickest zlib level: a picture some 13 % larger (35 KB against 31 for a game's pools), drawn 13–23 ms faster
#: (of some 100; the encoding was a sixth of a drawing at the default level 6).
_ENCODING: dict[Format, dict[str, Any]] = {"png": {"pil_kwargs": {"compress_level": 1}}, "svg": {}}
_LOCK = threading.Lock()

Say = Callable[..., str]


def paint(chart: Chart, translator: Translator, fmt: Format = "png", width: float = WIDTH) -> bytes:
    """Return a chart drawn as PNG or SVG bytes, its texts in the chart's locale, ``width`` inches wide."""
    say = _sayer(translator, chart.locale)
    with _LOCK, rc_context(_SETTINGS):  # type: ignore[arg-type]
        figure = _timeline(chart, say, width) if isinstance(chart, Timeline) else _odds(chart, say, width)
        out = io.BytesIO()
        figure.savefig(out, format=fmt, metadata=_METADATA[fmt], **_ENCODING[fmt])
    return out.getvalue()


def _sayer(translator: Translator, locale: str) -> Say:
    def say(key: str, **args: ArgValue) -> str:
        return translator.format(key, locale, args)

    return say


def _timeline(chart: Timeline, say: Say, width: float = WIDTH) -> Figure:
    """Draw each character's pool as steps over the log's positions, one line a character and pool.

    Lines that run together stay apart: each is drawn thinner than the one before, in its own dash, so an equal
    value shows both. Where the characters have several pools (ergs and the life erg), the legend names the pool.
    """
    narrow = width < WIDTH
    figure = Figure(figsize=(width, HEIGHT), dpi=DPI, layout="constrained" if narrow else None)
    if not narrow:
        figure.subplots_adjust(left=0.09, right=0.97, top=0.92, bottom=0.12)
    axes = figure.add_subplot()
    pool = say("chart-pool", pool=chart.pool or "points")
    axes.set_title(_title(chart, pool, say), y=TITLE_Y)
    pools = {series.pool for series in chart.series}
    for n, series in enumerate(chart.series):
        seqs = [p.seq for p in series.points] + [chart.last]
        values = [p.value for p in series.points] + [series.points[-1].value]
        label = series.name if len(pools) == 1 else f"{series.name}: {say('chart-pool', pool=series.pool)}"
        style = LINES[n % len(LINES)]
        axes.step(seqs, values, where="post", linewidth=_line_width(n, len(chart.series)), linestyle=style, label=label)
    axes.set_xlabel(say("chart-axis-command"))
    axes.set_ylabel(pool)
    axes.grid(True, alpha=0.3)
    _whole_ranges(axes, chart)
    _numbers(axes, chart.locale)
    if chart.series:
        axes.legend(loc="best", fontsize="small")
    else:
        axes.text(0.5, 0.5, say("chart-empty"), ha="center", va="center", transform=axes.transAxes)
    return figure


def _line_width(n: int, count: int) -> float:
    """Return the width of the n-th of count lines: the first the widest, each next one thinner."""
    return WIDEST - (WIDEST - THINNEST) * n / max(1, count - 1)


def _whole_ranges(axes: Axes, chart: Timeline) -> None:
    """Span at least one whole number on each axis from 0 up, so that every tick is a whole number."""
    top = max((p.value for s in chart.series for p in s.points), default=0)
    low = min((p.value for s in chart.series for p in s.points), default=0)
    axes.set_ylim(min(0, low), max(1, top) * 1.08)
    if chart.first >= chart.last:
        axes.set_xlim(chart.first - 1, chart.last + 1)


def _title(chart: Timeline, pool: str, say: Say) -> str:
    if chart.duel is not None:
        return say("chart-title-duel", pool=pool, duel=chart.duel)
    if chart.name is not None:
        return say("chart-title-character", pool=pool, name=chart.name)
    return say("chart-title-game", pool=pool)


def _numbers(axes: Axes, locale: str) -> None:
    """Write both axes' whole numbers as the locale writes them."""
    for axis in (axes.xaxis, axes.yaxis):
        axis.set_major_locator(MaxNLocator(integer=True))
        axis.set_major_formatter(FuncFormatter(lambda value, _: format_decimal(value, locale=locale)))


def _odds(chart: OddsChart, say: Say, width: float = WIDTH) -> Figure:
    """Draw each chance as a horizontal bar from 0 to 100 %, labelled, in the answer's order."""
    rows = len(chart.bars)
    wrap = round(LABEL_WIDTH * min(1.0, width / WIDTH * 1.5))
    labels = [textwrap.fill(say(bar.label, **bar.args), wrap) for bar in chart.bars]
    height = min(MAX_HEIGHT, BAR_MARGIN + BAR_ROW * rows * (2 if width < WIDTH else 1))
    figure = Figure(figsize=(width, height), dpi=DPI)
    widest = max((len(line) for label in labels for line in label.splitlines()), default=0)
    figure.subplots_adjust(
        left=min(0.5, 0.04 + widest * CHAR_WIDTH * WIDTH / width),
        right=0.93,
        top=1 - 0.45 / height,
        bottom=0.7 / height,
    )
    axes = figure.add_subplot()
    axes.set_title(say("chart-title-odds"), y=TITLE_Y)
    places = list(range(rows))
    shares = [bar.percent for bar in chart.bars]
    axes.barh(places, shares, color="#6a4fb3")
    axes.set_yticks([])  # each label a plain text left of its bar: a tick apiece cost a third of the drawing
    for place, label in zip(places, labels, strict=True):
        axes.text(-0.01, place, label, transform=axes.get_yaxis_transform(), ha="right", va="center")
    axes.invert_yaxis()
    axes.set_xlim(0, 100)
    axes.set_xlabel(say("chart-axis-chance"))
    axes.xaxis.set_major_formatter(FuncFormatter(lambda value, _: _percent(value, chart.locale)))
    for place, share in zip(places, shares, strict=True):
        inside = share > 85
        axes.text(
            share - 1 if inside else share + 1,
            place,
            _percent(share, chart.locale),
            va="center",
            ha="right" if inside else "left",
            color="white" if inside else "black",
            fontsize="small",
        )
    axes.grid(True, axis="x", alpha=0.3)
    return figure


def _percent(share: float, locale: str) -> str:
    """Write a percentage as the locale does ('45.5%', '45,5 %'), to two decimals at most."""
    # A decimal, so that 0.9 % is written so and not as the float 0.9 / 100 is (0,9000000000000001 %).
    return str(format_percent(Decimal(str(round(share, 2))) / 100, locale=locale, decimal_quantization=False))
