"""Gating on synthetic sound: syllable-like bursts open the voice gate, hiss and hum do not pass as speech;
push-to-talk keys cut utterances in stream time; a terminal's auto-repeat becomes presses and releases."""

from __future__ import annotations

import pytest

from adapters.voice.audio import Chunk, chunks_of
from adapters.voice.gate import Audio, Closed, Envelope, GateEvent, GateSettings, Opened, PushToTalkGate, VoiceGate
from adapters.voice.keys import KeyHold, key_label, parse_bindings
from tests.adapters.voice.support import hum, pink_noise, silence, syllables, white_noise


def run(gate: VoiceGate | PushToTalkGate, pcm: bytes, keys: list[tuple[float, str, str | None]] = ()) -> list:
    """Feed a stream (and key presses/releases at their times); return the events, Audio as its seconds."""
    pending, out = list(keys), []
    for chunk in chunks_of(pcm):
        while pending and pending[0][0] <= chunk.start:
            at, what, who = pending.pop(0)
            assert isinstance(gate, PushToTalkGate)
            out += gate.press(at, who) if what == "press" else gate.release(at)
        out += gate.feed(chunk)
    return out


def summary(events: list[GateEvent]) -> list[tuple]:
    """Return the events with audio collapsed into (seconds of audio) between Opened and Closed."""
    found: list[tuple] = []
    for e in events:
        if isinstance(e, Opened):
            found.append(("open", round(e.at, 2), e.speaker))
        elif isinstance(e, Closed):
            found.append(("close", round(e.at, 2), e.speechlike))
    return found


def audio_seconds(events: list[GateEvent]) -> float:
    return round(sum(e.chunk.seconds for e in events if isinstance(e, Audio)), 2)


def test_syllables_open_and_a_pause_closes_the_voice_gate() -> None:
    events = run(VoiceGate(), silence(1) + syllables(1.5) + silence(1.5) + syllables(1) + silence(1))
    opened = [e for e in events if isinstance(e, Opened)]
    closed = [e for e in events if isinstance(e, Closed)]
    assert len(opened) == len(closed) == 2 and all(c.speechlike for c in closed)
    assert 0.6 <= opened[0].at <= 1.0 and 3.6 <= opened[1].at <= 4.0
    assert 2.2 <= closed[0].at <= 2.6


@pytest.mark.parametrize("noise", [white_noise(2), pink_noise(2), hum(2), white_noise(2, amplitude=0.02)])
def test_steady_noise_is_not_speech(noise: bytes) -> None:
    events = run(VoiceGate(), silence(1) + noise + silence(1))
    assert not [e for e in events if isinstance(e, Closed) and e.speechlike]


def test_silence_never_opens_the_voice_gate() -> None:
    assert run(VoiceGate(), silence(5)) == []


def test_long_noise_raises_the_floor_and_the_gate_stays_shut() -> None:
    events = run(VoiceGate(GateSettings(max_utterance=4.0)), white_noise(30, amplitude=0.05) + syllables(1.5))
    late = [e for e in events if isinstance(e, Opened) and e.at > 15]
    assert [e.at > 29.5 for e in late] == [True]
    closed = [e for e in events if isinstance(e, Closed)]
    assert not any(c.speechlike for c in closed)


def test_the_preroll_keeps_the_start_of_a_word() -> None:
    events = run(VoiceGate(), silence(1) + syllables(1) + silence(1))
    opened = next(e for e in events if isinstance(e, Opened))
    first_audio = next(e for e in events if isinstance(e, Audio))
    assert first_audio.chunk.start <= opened.at <= 1.0


def test_a_too_long_utterance_is_cut() -> None:
    events = run(VoiceGate(GateSettings(max_utterance=2.0)), silence(0.5) + syllables(5) + silence(1))
    assert len([e for e in events if isinstance(e, Closed)]) >= 2


def test_push_to_talk_takes_the_key_held_stretch_and_its_speaker() -> None:
    pcm = silence(1) + syllables(1.5) + silence(1) + syllables(1) + silence(1)
    keys = [(0.9, "press", "Harry"), (2.55, "release", None), (3.4, "press", "Draco"), (4.6, "release", None)]
    events = run(PushToTalkGate(), pcm, keys)
    assert summary(events) == [
        ("open", 0.6, "Harry"),
        ("close", 2.7, True),
        ("open", 3.1, "Draco"),
        ("close", 4.75, True),
    ]
    assert audio_seconds(events[: events.index(next(e for e in events if isinstance(e, Closed)))]) == 2.1


def test_another_players_key_closes_the_open_utterance_there() -> None:
    keys = [(0.5, "press", "Harry"), (1.5, "press", "Draco"), (2.5, "release", None)]
    assert summary(run(PushToTalkGate(), syllables(3), keys)) == [
        ("open", 0.2, "Harry"),
        ("close", 1.5, True),
        ("open", 1.5, "Draco"),
        ("close", 2.65, True),
    ]


def test_a_key_held_over_silence_or_hum_is_no_speech() -> None:
    keys = [(0.5, "press", None), (2.5, "release", None), (3.5, "press", None), (5.5, "release", None)]
    events = run(PushToTalkGate(), silence(3) + hum(3), keys)
    assert [c.speechlike for c in events if isinstance(c, Closed)] == [False, False]


def test_the_same_key_again_keeps_the_utterance_open() -> None:
    gate = PushToTalkGate()
    gate.feed(Chunk(silence(0.5), 0.0))
    assert [type(e) for e in gate.press(0.5, "Harry")][:1] == [Opened]
    assert gate.press(0.6, "Harry") == []


def test_the_envelope_measures_syllables_not_edges() -> None:
    assert Envelope([-90.0] * 20 + [-20.0] * 50 + [-90.0] * 20).modulation(5, 30.0) < 1.0
    assert Envelope([-20.0, -40.0] * 40).modulation(1, 30.0) == 20.0


# ---------------------------------------------------------------- terminal keys


def test_auto_repeat_holds_a_key_and_its_end_releases_it() -> None:
    hold = KeyHold({" ": None, "h": "Harry"})
    assert [(e.key, e.pressed, e.at) for e in hold.char(" ", 1.0)] == [(" ", True, 1.0)]
    assert hold.tick(1.5) == []
    for t in (1.6, 1.65, 1.7, 1.75):
        assert hold.char(" ", t) == []
    assert hold.tick(1.85) == []
    assert [(e.pressed, round(e.at, 2)) for e in hold.tick(1.95)] == [(False, 1.9)]


def test_a_tap_is_released_after_the_keyboard_repeat_delay() -> None:
    hold = KeyHold({" ": None})
    hold.char(" ", 1.0)
    assert hold.tick(1.6) == []
    assert [(e.pressed, e.at) for e in hold.tick(1.71)] == [(False, 1.7)]


def test_another_key_releases_the_first_and_names_its_player() -> None:
    hold = KeyHold({"h": "Harry", "d": "Draco"})
    hold.char("h", 1.0)
    events = hold.char("d", 1.2)
    assert [(e.key, e.pressed, e.speaker) for e in events] == [("h", False, "Harry"), ("d", True, "Draco")]
    assert hold.char("x", 1.3) == []


def test_toggle_mode_starts_and_stops_with_taps() -> None:
    hold = KeyHold({" ": None}, toggle=True)
    assert [e.pressed for e in hold.char(" ", 1.0)] == [True]
    assert hold.tick(5.0) == []
    assert [e.pressed for e in hold.char(" ", 6.0)] == [False]


def test_bindings_from_the_command_line() -> None:
    assert parse_bindings("space", None) == {" ": None}
    assert parse_bindings("k", None) == {"k": None}
    assert parse_bindings(None, "h=Гарри, d=Драко") == {"h": "Гарри", "d": "Драко"}
    assert key_label(" ") == "space" and key_label("h") == "h"
