"""`--pcm -` as a live source: raw PCM piped in as arecord gives it, with push-to-talk keys on a real
pseudo-terminal, the microphone muted while the laptop speaks, and a key answering a command read back.

The audio goes through a real pipe at the speed of speech and the keys through a real terminal (a pty), as
the listener gets them; only the recognizer is scripted.
"""

from __future__ import annotations

import io
import os
import pty
import threading
import time
from collections.abc import Iterator

import pytest

from adapters.voice.audio import RATE, WIDTH
from adapters.voice.cli import _live, _mode, _runner
from adapters.voice.gate import PushToTalkGate
from adapters.voice.speech import Mute
from assistant.cli import build_parser
from assistant.reading.spoken import heard
from tests.adapters.voice.conftest import DoorFactory, Larp, ScriptedWorker
from tests.adapters.voice.support import silence, syllables

RU_WIZARDS = ("/lang ru", "/char Гарри age=17", "/char Драко age=17", "/char Гермиона age=18")
#: Seconds of audio written to the pipe at a time.
STEP = 0.05


@pytest.fixture
def terminal() -> Iterator[tuple[int, str]]:
    """Return a pseudo-terminal: the fd keys are typed into, and the path the listener reads them from."""
    master, slave = pty.openpty()
    yield master, os.ttyname(slave)
    os.close(master)
    os.close(slave)


def play(pipe: int, keys: int, pcm: bytes, typed: dict[float, str]) -> threading.Thread:
    """Write audio into a pipe at the speed of speech, typing characters into a terminal at their seconds."""

    def run() -> None:
        begin, step, at = time.monotonic(), int(STEP * RATE) * WIDTH, 0
        pending = sorted(typed.items())
        while at < len(pcm):
            os.write(pipe, pcm[at : at + step])
            at += step
            now = at / (RATE * WIDTH)
            while pending and pending[0][0] <= now:
                os.write(keys, pending.pop(0)[1].encode())
            time.sleep(max(0.0, begin + now - time.monotonic()))
        os.close(pipe)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def held(start: float, end: float) -> dict[float, str]:
    """Return a space bar held from start to end: the press, then the keyboard's auto-repeat."""
    return {start: " ", **{round(start + 0.5 + i * 0.05, 2): " " for i in range(int((end - start - 0.5) / 0.05))}}


@pytest.mark.parametrize("speaking", [False, True])
async def test_a_piped_stream_takes_push_to_talk_and_is_muted_while_the_laptop_speaks(
    larp: Larp,
    make_door: DoorFactory,
    terminal: tuple[int, str],
    monkeypatch: pytest.MonkeyPatch,
    speaking: bool,
) -> None:
    await larp.gm(*RU_WIZARDS)
    keys, tty = terminal
    args = build_parser().parse_args(["voice", "--pcm", "-", "--ptt", "space"])
    gate, hold = _mode(args, _live(args), tty)
    assert isinstance(gate, PushToTalkGate) and hold is not None
    worker = ScriptedWorker([heard("гарри уклонение")])
    listener = await make_door(worker, language="ru", gate=gate)
    read, write = os.pipe()
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(os.fdopen(read, "rb")))
    mute = Mute()
    if speaking:
        mute.begin()  # the laptop is saying something all along: what the microphone hears meanwhile is blanked
    runner = _runner(args, listener.door, hold, mute, tty)
    writer = play(write, keys, silence(0.5) + syllables(1.5) + silence(1.2), held(0.4, 2.1))
    await runner.run()
    writer.join()
    assert len(worker.begun) == 1 and 0.0 <= worker.begun[0] <= 0.25  # opened at the press (0.4 s), less the preroll
    if speaking:
        assert listener.printed == [] and await larp.voice_commands() == []
    else:
        assert listener.printed == ["Гарри: «Уклонение!» (1 эрг, осталось 2)."]


async def test_a_key_on_the_terminal_confirms_a_command_read_back(
    larp: Larp, make_door: DoorFactory, terminal: tuple[int, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    await larp.gm(*RU_WIZARDS)
    keys, tty = terminal
    args = build_parser().parse_args(["voice", "--pcm", "-"])
    gate, hold = _mode(args, _live(args), tty)
    worker = ScriptedWorker([heard("драко экспеллиармус на гарри", "драко ступефай на гарри")])
    listener = await make_door(worker, language="ru", gate=gate)
    read, write = os.pipe()
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(os.fdopen(read, "rb")))
    runner = _runner(args, listener.door, hold, Mute(), tty)
    writer = play(write, keys, silence(0.5) + syllables(1.5) + silence(2.0), {**held(0.4, 2.1), 3.0: "y"})
    await runner.run()
    writer.join()
    assert listener.printed[0] == "Драко: Экспеллиармус в Гарри?"
    assert [(c.name, c.args) for c in await larp.voice_commands()] == [("cast", ["expelliarmus", "Гарри"])]
