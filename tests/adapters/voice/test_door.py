"""The voice door around the recognizer: command words, refusals, quiet lines, the grammar following the roster,
the scheduler's spoken 'stop' and 'resume', the microphone muted while the laptop speaks, speech and mirroring.

The recognizer is scripted here (what it "heard" is given); the real one is in test_korean_game.
"""

from __future__ import annotations

import asyncio
import json
import wave
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from structlog.testing import capture_logs

from adapters.voice.audio import Chunk, chunks_of
from adapters.voice.door import Live
from adapters.voice.keys import KeyEvent
from adapters.voice.mirror import TelegramMirror
from adapters.voice.speech import MIRROR_KEPT, Announcer, EspeakSpeaker, Mute
from assistant.reading import spoken
from assistant.reading.spoken import Heard, heard
from models import Command
from tests.adapters.telegram.fakebot import FakeBotApi
from tests.adapters.voice.conftest import DoorFactory, Larp, ScriptedWorker, Spoken, at, until
from tests.adapters.voice.support import need, silence, syllables
from tests.assistant.rulesets.ergs_kit import PERIODIC

RU_WIZARDS = ("/lang ru", "/char Гарри age=17", "/char Драко age=17 spells=crucio", "/char Гермиона age=18")


async def say(listener: object, *alternatives: str, speaker: str | None = None) -> None:
    """Hand the door one utterance heard as these alternatives."""
    await listener.door.utterance(heard(*alternatives), speaker)  # type: ignore[attr-defined]


async def test_spells_and_command_words_in_russian(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru")
    await say(listener, "драко круцио на гарри")
    await say(listener, "гарри уклонение")
    await say(listener, "сколько эргов у гермионы")
    assert listener.printed == [
        "Драко накладывает Круцио на Гарри (1 эрг, осталось 2).",
        "Гарри: «Уклонение!» (1 эрг, осталось 2).",
        "Гермиона (18, средняя группа): 3 из 3 эргов, эрг жизни на месте; палочка: привыкла.",
    ]
    await say(listener, "новый цикл")
    assert listener.printed[3].startswith("Начинается цикл 2") and len(listener.printed) == 7
    assert await larp.ergs() == {"Гарри": 3, "Драко": 3, "Гермиона": 3}
    await listener.door.announcer.drain()
    assert [loc for _, loc in listener.speaker.said] == ["ru"] * 4
    assert listener.speaker.said[3][0] == " ".join(listener.printed[3:])


async def test_an_utterance_is_matched_once_and_the_typed_words_list_is_heard(
    larp: Larp, make_door: DoorFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru")
    matched: list[Heard] = []

    def counted(said: Heard, *args: object, **kwargs: object) -> list[spoken.Reading]:
        matched.append(said)
        return real(said, *args, **kwargs)  # type: ignore[arg-type]

    real = spoken.readings
    monkeypatch.setattr(spoken, "readings", counted)
    await say(listener, "гарри пригибаюсь")  # intent-dodge's phrase, read in a chat as well
    assert listener.printed == ["Гарри: «Уклонение!» (1 эрг, осталось 2)."]
    assert len(matched) == 1  # the door's decision is the reader's: the matcher ran once


async def test_a_refusal_is_announced_and_changes_nothing(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru")
    before = await larp.app.engine.state(larp.game)
    await say(listener, "гарри круцио на драко")  # Harry never learnt Crucio
    await say(listener, "стойте")  # no duel runs
    assert listener.printed == [
        "Гарри не владеет Круцио.",
        "Ни одна дуэль не идёт. Начните её командой /duel.",
    ]
    await listener.door.announcer.drain()
    assert [text for text, _ in listener.speaker.said] == listener.printed
    assert await larp.app.engine.state(larp.game) == before


async def test_what_is_not_understood_is_a_quiet_line_and_silence_says_nothing(
    larp: Larp, make_door: DoorFactory
) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru")
    await say(listener, "привет как дела")
    await listener.door.utterance(Heard(()))
    await say(listener, "[unk] [unk]")  # the model's unknown-word tokens are no words a player said
    await say(listener, "абракадабра [unk]")
    assert listener.printed == [
        "(непонятно: «привет как дела» — ничего не сделано)",
        "(непонятно: «абракадабра» — ничего не сделано)",
    ]
    await listener.door.announcer.drain()
    refused = ("Непонятно, повторите.", "ru")
    assert listener.speaker.said == [refused, refused]  # silence says nothing


async def test_a_players_key_names_the_caster(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru")
    await say(listener, "круцио на гарри", speaker="Драко")
    await say(listener, "гарри круцио на драко", speaker="Драко")
    assert listener.printed == [
        "Драко накладывает Круцио на Гарри (1 эрг, осталось 2).",
        "(не принято: это клавиша Драко, а в «гарри круцио на драко» назван другой)",
    ]


async def test_the_grammar_follows_the_roster(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    worker = ScriptedWorker([heard("невилл уклонение")])
    listener = await make_door(worker, language="ru")
    first = json.loads(worker.grammars[-1])
    assert {"гарри", "драко", "гермиона", "авада кедавра", "уклонение", "[unk]"} <= set(first)
    await larp.gm("/char Невилл age=16")  # from another door: the voice door sees it at the next utterance
    await listener.door.feed(Chunk(silence(0.5), 0.0))
    await listener.door.key(KeyEvent(" ", True, 0.5))
    await listener.door.key(KeyEvent(" ", False, 2.0))
    for chunk in chunks_of(syllables(1.5) + silence(0.5), 0.5):
        await listener.door.feed(chunk)
    assert "невилл" in json.loads(worker.grammars[-1]) and "невилл" not in first
    assert worker.begun == [0.0]
    assert listener.printed == ["Невилл: «Уклонение!» (1 эрг, осталось 2)."]


async def test_names_the_model_cannot_hear_are_pointed_out(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    vocabulary = {"гарри", "драко", "уклонение", "[unk]"}
    listener = await make_door(
        ScriptedWorker(), language="ru", knows=vocabulary.__contains__, aliases={"Гермиона": ("герми",)}
    )
    assert listener.printed == []
    listener = await make_door(ScriptedWorker(), language="ru", knows=vocabulary.__contains__)
    assert listener.printed == [
        'Имя Гермиона не будет услышано: модель не знает слова «гермиона». Дайте созвучие: --alias "Гермиона=…".',
    ]


async def test_an_alias_is_heard_for_its_wizard(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru", aliases={"Гермиона": ("герми она",)})
    await say(listener, "герми она уклонение")
    assert listener.printed == ["Гермиона: «Уклонение!» (1 эрг, осталось 2)."]


async def test_a_latin_roster_is_heard_and_announced_in_russian(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm("/lang ru", "/char Harry age=17", "/char Draco age=17 spells=crucio", "/char Hermione age=18")
    vocabulary = {"гарри", "драко", "гермиона", "гермиону", "круцио", "на", "уклонение", "[unk]"}
    worker = ScriptedWorker()
    listener = await make_door(worker, language="ru", knows=vocabulary.__contains__)
    assert {"гарри", "драко", "гермиона", "гермиону"} <= set(json.loads(worker.grammars[-1]))
    await say(listener, "драко круцио на гермиону")
    await say(listener, "гарри уклонение")
    assert listener.printed == [  # a name the model hears in Cyrillic needs no sound-alike
        "Драко накладывает Круцио на Гермиону (1 эрг, осталось 2).",
        "Гарри: «Уклонение!» (1 эрг, осталось 2).",
    ]
    assert await larp.ergs() == {"Harry": 2, "Draco": 2, "Hermione": 3}


# ---------------------------------------------------------------- the bout timer, by the core's scheduler


async def test_the_scheduler_says_stop_and_resume_at_their_seconds(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*PERIODIC)
    listener = await make_door(ScriptedWorker(), language="en")
    larp.app.start_upkeep()  # as `assistant voice` does once the door listens
    scheduler = larp.app.scheduler
    await asyncio.wait_for(scheduler.ready.wait(), 5)
    await listener.door.send(Command(name="bout", args=["start"], at=at(0), source="voice"))
    t = larp.app.translator
    assert listener.printed == [
        t.format(
            "ergs-bout-begin", "en", {"duel": "1", "bout": 1, "seconds": 30, "clock": "12:00:00", "until": "12:00:30"}
        )
    ]
    assert [(t.due, t.duel) for t in await scheduler.upcoming()] == [(at(30), "1")]
    larp.timeline.to(at(29.9))
    await asyncio.sleep(0.05)
    assert len(listener.printed) == 1
    larp.timeline.to(at(30))
    await until(lambda: len(listener.printed) == 2)
    larp.timeline.to(at(89))
    larp.timeline.to(at(90.5))
    await until(lambda: len(listener.printed) == 3)
    assert listener.printed[1:] == [
        t.format("ergs-bout-stop", "en", {"duel": "1", "bout": 1, "clock": "12:00:30"}),
        t.format("ergs-bout-resume", "en", {"duel": "1", "bout": 2, "clock": "12:01:30", "until": "12:02:00"}),
    ]
    ticks = [c for c in await larp.commands_from("scheduler") if c.args == ["tick"]]
    assert [c.at for c in ticks] == [
        at(30),
        at(90.5),
    ]  # each sent as the clock got there: the resume half a second late
    await listener.door.announcer.drain()
    assert [text for text, _ in listener.speaker.said][1:] == listener.printed[1:]
    await listener.door.send(Command(name="bout", args=["stop"], source="voice"))
    assert await scheduler.upcoming() == []


async def test_the_microphone_is_muted_while_the_laptop_speaks(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    for muted in (True, False):
        worker = ScriptedWorker([heard("гарри уклонение")])
        listener = await make_door(worker, language="ru", vad=True)
        mute = Mute()
        if muted:
            mute.begin()
        await Live(listener.door, Recorded(silence(0.5) + syllables(1.5) + silence(1.0)), mute=mute).run()
        mute.end()
        assert bool(worker.begun) is not muted
        assert (listener.printed == []) is muted


class Recorded:
    """Audio already recorded, as a source."""

    def __init__(self, pcm: bytes) -> None:
        self.pcm = pcm

    async def chunks(self) -> AsyncIterator[Chunk]:
        for chunk in chunks_of(self.pcm):
            yield chunk


async def test_espeak_says_announcements_in_the_games_locale_and_mutes_meanwhile(
    larp: Larp, make_door: DoorFactory, tmp_path: Path
) -> None:
    need("espeak-ng")
    await larp.gm(*RU_WIZARDS)
    speaker = EspeakSpeaker(Mute(), out_dir=tmp_path)
    listener = await make_door(ScriptedWorker(), language="ru", speaker=speaker)
    await say(listener, "драко круцио на гарри")
    await listener.door.announcer.drain()
    files = sorted(tmp_path.glob("announcement-*.wav"))
    assert [f.name for f in files] == ["announcement-0001.wav"]
    with wave.open(str(files[0])) as w:
        seconds = w.getnframes() / w.getframerate()
    assert seconds > 1.5
    assert len(speaker.mute.spans) == 1 and speaker.mute.since is None
    start, end = speaker.mute.spans[0]
    assert speaker.mute.covers(start + 0.1, start + 0.2) and not speaker.mute.covers(end + 0.1, end + 1)


GROUP = -100777


async def test_announcements_are_mirrored_to_a_linked_chat(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    fake = FakeBotApi()
    await fake.start()
    try:
        mirror = TelegramMirror(fake.token, GROUP, fake.base_url)
        listener = await make_door(ScriptedWorker(), language="ru")
        listener.door.announcer.mirror = mirror
        await say(listener, "драко круцио на гарри")
        await listener.door.announcer.drain()
        assert fake.texts(GROUP) == ["Драко накладывает Круцио на Гарри (1 эрг, осталось 2)."]
        await mirror.close()
        offline = TelegramMirror(fake.token, GROUP, "http://127.0.0.1:9/bot")
        await offline.send(["nobody hears this"])
        assert offline.failed == 1
        await offline.close()
    finally:
        await fake.stop()


@dataclass
class Watched:
    """A speaker noting, as it says each announcement, how many copies the Bot API has been asked for so far."""

    fake: FakeBotApi
    said: list[tuple[str, int]] = field(default_factory=list)

    async def async_speak(self, text: str, locale: str) -> None:
        self.said.append((text, len(self.fake.called("sendMessage"))))


async def test_an_announcement_is_said_before_it_is_mirrored_and_a_hanging_bot_api_holds_no_speech(
    larp: Larp, make_door: DoorFactory
) -> None:
    await larp.gm(*RU_WIZARDS)
    fake = FakeBotApi()
    await fake.start()
    try:
        fake.hold("sendMessage")  # the Bot API takes each copy and answers nothing
        speaker = Watched(fake)
        listener = await make_door(ScriptedWorker(), language="ru", speaker=speaker)
        mirror = TelegramMirror(fake.token, GROUP, fake.base_url)
        listener.door.announcer.mirror = mirror
        await say(listener, "драко круцио на гарри")
        await say(listener, "гарри уклонение")
        await until(lambda: len(speaker.said) == 2)  # both said while the first copy hangs
        assert [text for text, _ in speaker.said] == listener.printed
        assert all(asked <= said for said, (_, asked) in enumerate(speaker.said))  # each said before it is mirrored
        assert fake.texts(GROUP) == []
        fake.let_go()
        await listener.door.announcer.drain()
        assert listener.printed == [
            "Драко накладывает Круцио на Гарри (1 эрг, осталось 2).",
            "Гарри: «Уклонение!» (1 эрг, осталось 2).",
        ]
        assert fake.texts(GROUP) == listener.printed  # each copied once the API answers again, in order
        assert mirror.failed == 0 and listener.door.announcer.dropped == 0
        await mirror.close()
    finally:
        await fake.stop()


@dataclass
class StalledMirror:
    """A mirror that hangs on its first copy until let go, and fails on the copies it is told to."""

    failing: set[str] = field(default_factory=set)
    copied: list[str] = field(default_factory=list)
    started: asyncio.Event = field(default_factory=asyncio.Event)
    go: asyncio.Event = field(default_factory=asyncio.Event)

    async def send(self, lines: list[str]) -> None:
        self.started.set()
        await self.go.wait()
        if lines[0] in self.failing:
            raise RuntimeError(f"a bug copying {lines[0]}")
        self.copied.append(lines[0])

    async def close(self) -> None:
        return None


async def test_copies_waiting_for_a_stalled_mirror_are_bounded_and_each_one_dropped_is_logged() -> None:
    mirror = StalledMirror(failing={"line 5"})
    announcer = Announcer(lambda line: None, Spoken(), mirror)
    announcer.announce(["line 0"], "en")
    await mirror.started.wait()  # the first copy hangs in the mirror
    count = 1 + MIRROR_KEPT + 3
    with capture_logs() as logs:
        for n in range(1, count):
            announcer.announce([f"line {n}"], "en")
        await until(lambda: announcer.queue.empty() and len(announcer.speaker.said) == count)
        said = [text for text, _ in announcer.speaker.said]
        mirror.go.set()
        await announcer.drain()
    assert said == [f"line {n}" for n in range(count)]  # speech never waited for the mirror
    dropped = [e["lines"] for e in logs if e["event"] == "voice.mirror_dropped"]
    assert dropped == [["line 1"], ["line 2"], ["line 3"]] and announcer.dropped == 3
    assert [e["lines"] for e in logs if e["event"] == "voice.mirror_crashed"] == [["line 5"]]
    assert mirror.copied == ["line 0", *(f"line {n}" for n in range(4, count) if n != 5)]


async def test_a_macro_is_heard_by_its_name_and_plays_its_lines(larp: Larp, make_door: DoorFactory) -> None:
    # Issue 30, item 6: a macro's name is a word the grammar hears (voice too).
    await larp.gm(*RU_WIZARDS)
    worker = ScriptedWorker()
    listener = await make_door(worker, language="ru")
    await larp.gm('/macro "коронный удар" /cast Драко: crucio Гарри; /dodge Гарри')
    await say(listener, "гермиона уклонение")  # any utterance: the door reads the game again after it
    assert "коронный удар" in json.loads(worker.grammars[-1])
    await say(listener, "коронный удар")
    assert listener.printed[-2:] == [
        "Драко накладывает Круцио на Гарри (1 эрг, осталось 2).",
        "Гарри: «Уклонение!» (1 эрг, осталось 2).",
    ]
    assert await larp.ergs() == {"Гарри": 2, "Драко": 2, "Гермиона": 2}
    commands = await larp.voice_commands()
    assert [(c.name, c.args) for c in commands][-2:] == [("cast", ["crucio", "Гарри"]), ("dodge", ["Гарри"])]
    await say(listener, "гарри коронный удар")  # a macro names its own casters: said after a name, it is not one
    assert len(listener.printed) == 4 and await larp.ergs() == {"Гарри": 2, "Драко": 2, "Гермиона": 2}
