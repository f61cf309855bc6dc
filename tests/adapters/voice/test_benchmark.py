"""The voice benchmark's delay measurement runs on the real model and accounts for every second it reports."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.adapters.voice.benchmark import PHRASES, announcement_delays
from tests.adapters.voice.support import need, speak


@pytest.fixture(autouse=True)
def tools() -> None:
    need("espeak-ng")


async def test_each_utterance_is_announced_and_its_vosk_time_lies_within_its_delay(
    ko_model: Any, tmp_path: Path
) -> None:
    clips = [speak(p) for p in PHRASES[:2]]
    delays, missed = await announcement_delays(ko_model, clips, tmp_path)
    assert missed == 0 and len(delays) == 2
    for delay in delays:
        assert 0 < delay.final <= delay.vosk < delay.total
        assert delay.beyond_vosk == pytest.approx(delay.total - delay.vosk)
