"""Game time for the larp rules: when a command was said, from its timestamps or an at=/end= option."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from typing import Any

from assistant.errors import ParseError
from assistant.reading.numbers import quoted, read_decimal
from assistant.rulesets.base import Context


def aware(moment: datetime) -> datetime:
    """Return a datetime with a time zone (UTC where none was given)."""
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def parse_time(text: str, now: datetime) -> datetime:
    """Read '+2.5' (seconds after now), '12:00:03.5' (today) or an ISO date-time."""
    try:
        return _parse(text.strip(), aware(now))
    except (ValueError, OverflowError):  # no time, or one past the calendar's end
        raise ParseError("ergs-refusal-bad-time", rule="ergs.timing", value=quoted(text)) from None


def _parse(text: str, now: datetime) -> datetime:
    if text[:1] in "+-":
        seconds = read_decimal(text)
        if seconds is None:
            raise ValueError(text)
        return now + timedelta(seconds=seconds)
    if "T" in text or len(text) > 15:
        return aware(datetime.fromisoformat(text))
    return datetime.combine(now.date(), time.fromisoformat(text), tzinfo=now.tzinfo)


def moment(ctx: Context[Any]) -> datetime:
    """Return when the command was said: at= option, the door's timestamp, else now."""
    given = ctx.option("at")
    if given is not None:
        return parse_time(given, ctx.now)
    return aware(ctx.command.at or ctx.now)


def span(ctx: Context[Any]) -> tuple[datetime, datetime]:
    """Return when an utterance began and ended (end= option or the door's end, else its start)."""
    return span_from(ctx, moment(ctx))


def span_from(ctx: Context[Any], start: datetime) -> tuple[datetime, datetime]:
    """Return when an utterance began and ended, its beginning already read."""
    given = ctx.option("end")
    end = parse_time(given, ctx.now) if given is not None else aware(ctx.command.end_at or start)
    if end < start:
        raise ParseError("ergs-refusal-end-before-start", rule="ergs.timing")
    return start, end


def seconds(delta: timedelta) -> float:
    """Return a duration in seconds rounded to a tenth."""
    return round(delta.total_seconds(), 1)


def clock_text(moment: datetime) -> str:
    """Return a time of day as HH:MM:SS."""
    return moment.strftime("%H:%M:%S")
