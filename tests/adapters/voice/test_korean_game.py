"""The whole voice pipeline with the real Vosk and a real model (Korean, the one that installs from PyPI).

A larp game whose lexicon maps spells to Korean phrases is played from speech synthesized by espeak-ng:
through push-to-talk keys (one per player) or the voice-activity gate, recognition against the game's
grammar, matching, the engine and SQLite, to the printed announcement and the pool change. The words'
real times feed the three-second and simultaneity rules. Silence and noise change nothing.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from adapters.voice.audio import chunks_of
from adapters.voice.keys import KeyEvent
from assistant.reading.spoken import Limits
from tests.adapters.voice.conftest import DoorFactory, Larp, Listener, at, real_worker
from tests.adapters.voice.support import need, pink_noise, seconds_of, silence, speak, white_noise

WIZARDS = ("/char 이순신 age=30 spells=furrore", "/char 유관순 age=15 spells=furrore")
SOUNDS: dict[str, Callable[[], bytes]] = {
    "SILENCE": lambda: silence(1.5),
    "WHITE": lambda: white_noise(1.5),
    "PINK": lambda: pink_noise(1.5),
}

Step = tuple[float, str | None, str]


@pytest.fixture(autouse=True)
def tools() -> None:
    need("espeak-ng")


def script(plan: list[Step]) -> tuple[bytes, list[KeyEvent], list[tuple[float, float]]]:
    """Build a stream from (silence before, player, what) steps: Korean speech, or a sound of SOUNDS.

    Returns the audio, the push-to-talk keys (pressed as the clip starts, released just after it) and each
    clip's (start, end) in stream seconds.
    """
    stream, keys, spans = b"", [], []
    for gap, player, what in plan:
        stream += silence(gap)
        clip = SOUNDS[what]() if what in SOUNDS else speak(what)
        start = seconds_of(stream)
        stream += clip
        spans.append((start, seconds_of(stream)))
        key = player or " "
        keys += [KeyEvent(key, True, start, player), KeyEvent(key, False, seconds_of(stream) + 0.05, player)]
    return stream + silence(1.0), keys, spans


async def play(
    listener: Listener,
    stream: bytes,
    keys: list[KeyEvent] | None = None,
    meanwhile: dict[float, Callable[[], Awaitable[Any]]] | None = None,
) -> None:
    """Feed a stream chunk by chunk, pressing and releasing keys at their times; run ``meanwhile`` at its second."""
    pending = sorted(keys or [], key=lambda k: (k.at, k.pressed))
    actions = sorted((meanwhile or {}).items())
    for chunk in chunks_of(stream):
        while actions and actions[0][0] <= chunk.start:
            await actions.pop(0)[1]()
        while pending and pending[0].at <= chunk.start:
            await listener.door.key(pending.pop(0))
        await listener.door.feed(chunk)
    await listener.door.end_of_stream(seconds_of(stream))


def near(moment: Any, seconds: float, slack: float = 0.3) -> bool:
    """Say whether a command's time is within ``slack`` of a stream time."""
    return abs((moment - at(seconds)).total_seconds()) <= slack


async def test_a_duel_by_push_to_talk_keys_one_per_player(larp: Larp, make_door: DoorFactory, ko_model: Any) -> None:
    await larp.gm(*WIZARDS)
    listener = await make_door(real_worker(ko_model))
    stream, keys, spans = script(
        [
            (0.5, "이순신", "감사합니다 유관순"),
            (0.05, "유관순", "감사합니다 이순신"),  # said at once: the two attacks are simultaneous
            (3.0, "세종대왕", "감사합니다 이순신"),  # a wizard the console adds while the stream runs
            (1.0, "세종대왕", "감사합니다 유관순"),  # a second after his own attack: too soon
            (1.0, "유관순", "죄송합니다"),  # a dodge: 1 erg under twenty
            (1.0, "이순신", "SILENCE"),
            (1.0, "유관순", "WHITE"),
            (1.0, "이순신", "PINK"),
            (3.5, "이순신", "안녕하세요"),  # a shield, long after his attack
        ]
    )
    joins = spans[1][1] + 1.0
    await play(listener, stream, keys, {joins: lambda: larp.gm("/char 세종대왕 age=40 spells=furrore")})

    printed = listener.printed
    assert printed[:5] == [
        "이순신 casts Furrore at 유관순 (1 erg, 2 left).",
        "유관순 casts Furrore at 이순신 (1 erg, 2 left).",
        "2 casts at the same moment: none of them works.",
        "✗ Furrore by 이순신 (12:00:00.4) fails.",
        "✗ Furrore by 유관순 (12:00:02.3) fails.",
    ]
    assert printed[5:7] == [
        "세종대왕 casts Furrore at 이순신 (1 erg, 2 left).",
        "세종대왕 casts Furrore at 유관순 (1 erg, 1 left).",
    ]
    assert printed[7].startswith("…but Furrore fails: 세종대왕 cast it only ")
    assert printed[8:] == ["유관순: “Dodge!” (1 erg, 1 left).", "이순신 casts Protego (free, 2 left)."]
    assert await larp.ergs() == {"이순신": 2, "유관순": 1, "세종대왕": 1}

    commands = await larp.voice_commands()
    assert [(c.name, c.args, c.options) for c in commands] == [
        ("cast", ["furrore", "유관순"], {"as": "이순신"}),
        ("cast", ["furrore", "이순신"], {"as": "유관순"}),
        ("cast", ["furrore", "이순신"], {"as": "세종대왕"}),
        ("cast", ["furrore", "유관순"], {"as": "세종대왕"}),
        ("dodge", ["유관순"], {}),
        ("cast", ["protego"], {"as": "이순신"}),
    ]
    spoken = [spans[i] for i in (0, 1, 2, 3, 4, 8)]
    assert all(near(c.at, a) and near(c.end_at, b) for c, (a, b) in zip(commands, spoken, strict=True))
    await listener.door.announcer.drain()
    assert listener.speaker.said == [
        (printed[0], "en"),
        (" ".join(printed[1:5]), "en"),
        (printed[5], "en"),
        (f"{printed[6]} {printed[7]}", "en"),
        (printed[8], "en"),
        (printed[9], "en"),
    ]


async def test_hands_free_with_a_default_caster_and_names_said_first(
    larp: Larp, make_door: DoorFactory, ko_model: Any
) -> None:
    await larp.gm(*WIZARDS, "/char 세종대왕 age=40 spells=furrore")
    listener = await make_door(real_worker(ko_model), vad=True, caster="이순신")
    stream, _, spans = script(
        [
            (1.0, None, "감사합니다 유관순"),  # nobody named: the default caster
            (1.0, None, "WHITE"),
            (1.0, None, "PINK"),
            (1.5, None, "세종대왕, 안녕하세요"),  # a name said first casts
            (1.5, None, "이순신, 감사합니다, 세종대왕"),
        ]
    )
    await play(listener, stream)
    assert listener.printed == [
        "이순신 casts Furrore at 유관순 (1 erg, 2 left).",
        "세종대왕 casts Protego (free, 3 left).",
        "이순신 casts Furrore at 세종대왕 (1 erg, 1 left).",
    ]
    assert await larp.ergs() == {"이순신": 1, "유관순": 3, "세종대왕": 3}
    commands = await larp.voice_commands()
    clips = [spans[0], spans[3], spans[4]]
    # the incantation begins after the name said first; the utterance ends with the last word
    assert all(at(a - 0.3) <= c.at < at(b) and near(c.end_at, b) for c, (a, b) in zip(commands, clips, strict=True))
    assert (commands[1].at - at(spans[3][0])).total_seconds() > 0.5


@pytest.mark.parametrize("vad", [False, True])
async def test_silence_and_noise_change_nothing(larp: Larp, make_door: DoorFactory, ko_model: Any, vad: bool) -> None:
    await larp.gm(*WIZARDS)
    before = await larp.app.engine.state(larp.game)
    listener = await make_door(real_worker(ko_model), vad=vad, caster="이순신")
    stream, keys, _ = script(
        [
            (0.5, "이순신", "SILENCE"),
            (0.5, "유관순", "WHITE"),
            (0.5, "이순신", "PINK"),
            (0.5, None, "SILENCE"),
        ]
    )
    await play(listener, stream + silence(2.0) + white_noise(6.0, amplitude=0.05), keys)
    await listener.door.announcer.drain()
    assert listener.printed == [] and listener.speaker.said == []
    assert await larp.app.engine.state(larp.game) == before


async def test_the_recognizer_is_reset_after_each_utterance(larp: Larp, make_door: DoorFactory, ko_model: Any) -> None:
    await larp.gm(*WIZARDS)
    worker = real_worker(ko_model)
    listener = await make_door(worker)
    stream, keys, _ = script([(0.5, "이순신", "안녕하세요")] * 3)
    await play(listener, stream, keys)
    assert worker.utterances == 3
    assert listener.printed == ["이순신 casts Protego (free, 3 left)."] * 3


async def test_a_command_read_back_is_played_after_a_spoken_yes_and_dropped_after_a_no(
    larp: Larp, make_door: DoorFactory, ko_model: Any
) -> None:
    await larp.gm(*WIZARDS)
    listener = await make_door(real_worker(ko_model), limits=Limits(sure=-1.0))  # each reading read back
    stream, keys, _ = script(
        [
            (0.5, "이순신", "감사합니다 유관순"),
            (1.0, "이순신", "좋아요"),
            (1.0, "유관순", "감사합니다 이순신"),
            (1.0, "유관순", "아니요"),
        ]
    )
    await play(listener, stream, keys)
    assert listener.printed == [
        "이순신: Furrore at 유관순?",
        "이순신 casts Furrore at 유관순 (1 erg, 2 left).",
        "유관순: Furrore at 이순신?",
        "(cancelled — nothing done)",
    ]
    commands = await larp.voice_commands()
    assert [(c.name, c.args, c.options) for c in commands] == [("cast", ["furrore", "유관순"], {"as": "이순신"})]
    assert await larp.ergs() == {"이순신": 2, "유관순": 3}
