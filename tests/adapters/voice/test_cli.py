"""`assistant voice` as a larp master runs it: a game set up at the console in SQLite, a recording (WAV, or raw
PCM at another rate) heard with the real model, the announcement printed, the pool changed for the console
too; `voice check` lists the lexicon words a model does not know; clear words for a missing model."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from adapters.voice.audio import Resampler, samples, to_bytes
from assistant.cli import main
from assistant.reading.name_keys import key
from assistant.reading.spoken import heard
from assistant.reading.voice_lexicon import shipped_lexicon
from tests.adapters.voice.conftest import DoorFactory, Larp, ScriptedWorker
from tests.adapters.voice.support import LEXICONS, korean_model_path, need, silence, speak

pytestmark = pytest.mark.usefixtures("cli_in_process")


def console(db: str, text: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Run console lines on the voice game; return what it printed."""
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    assert main(["console", "--rules", "ergs", "--locale", "en", "--db", db, "--game", "voice"]) == 0
    return capsys.readouterr().out.splitlines()


def voice(db: str, *more: str) -> int:
    """Run `assistant voice` on the voice game with the Korean model and lexicon."""
    return main(
        [
            "voice",
            "--model",
            str(korean_model_path()),
            "--language",
            "ko",
            "--lexicon",
            str(LEXICONS),
            "--db",
            db,
            "--game",
            "voice",
            "--locale",
            "en",
            "--no-speak",
            *more,
        ]
    )


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite+aiosqlite:///{tmp_path / 'larp.sqlite3'}"


def test_a_recording_is_played_into_the_stored_game(
    db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    need("espeak-ng")
    console(db, "/char 이순신 age=30 spells=furrore\n/char 유관순 age=15 spells=furrore\n", capsys, monkeypatch)
    recording = tmp_path / "cast.wav"
    with wave.open(str(recording), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(silence(1.0) + speak("감사합니다 유관순") + silence(1.5))
    assert voice(db, "--wav", str(recording), "--as", "이순신") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Listening: game voice (ergs), ko speech model.")
    assert out[-1] == "이순신 casts Furrore at 유관순 (1 erg, 2 left)."

    # Raw PCM at 44.1 kHz, as `arecord -f cd` would give it, resampled on the way in.
    pcm = silence(1.0) + speak("죄송합니다") + silence(1.5)
    raw = tmp_path / "dodge.raw"
    upsample = Resampler(16000, 44100)
    raw.write_bytes(to_bytes(upsample.feed(samples(pcm)) + upsample.flush()))
    assert voice(db, "--pcm", str(raw), "--rate", "44100", "--as", "유관순") == 0
    assert capsys.readouterr().out.splitlines()[-1] == "유관순: “Dodge!” (1 erg, 2 left)."
    pools = console(db, "/pool\n", capsys, monkeypatch)
    assert any(line.startswith("이순신") and "2 of 3" in line for line in pools), pools
    assert any(line.startswith("유관순") and "2 of 3" in line for line in pools), pools


def test_check_lists_the_words_the_model_does_not_know(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = str(korean_model_path())
    assert (
        main(["voice", "--locale", "en", "check", "--model", model, "--language", "ko", "--lexicon", str(LEXICONS)])
        == 0
    )
    assert capsys.readouterr().out == "The model knows every word of the ko lexicon (5 words).\n"
    (tmp_path / "ko").mkdir()
    (tmp_path / "ko" / "voice.ftl").write_text("voice-spell-protego = 안녕하세요, 뷁쀍\n", encoding="utf-8")
    assert (
        main(["voice", "--locale", "en", "check", "--model", model, "--language", "ko", "--lexicon", str(tmp_path)])
        == 1
    )
    assert capsys.readouterr().out.splitlines() == [
        "The model does not know 1 word of the ko lexicon (phrases with them are left out of the grammar):",
        "  뷁쀍",
    ]


def test_a_missing_or_wrong_model_is_said_plainly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ASSISTANT_VOICE_MODELS_DIR", str(tmp_path))
    monkeypatch.delenv("ASSISTANT_VOICE_MODELS", raising=False)
    assert main(["voice", "--locale", "ru", "--wav", "x.wav"]) == 2
    assert capsys.readouterr().err.strip() == (
        "Нет модели речи для «ru». Укажите --model ПУТЬ или скачайте: assistant voice download ru"
    )
    assert main(["voice", "--locale", "en", "--model", str(tmp_path), "--wav", "x.wav"]) == 2
    assert "is not a Vosk model folder" in capsys.readouterr().err


def test_a_microphone_that_cannot_be_opened_is_said_plainly(capsys: pytest.CaptureFixture[str]) -> None:
    assert voice("memory://", "--vad", "--device", "no such device 12345") == 2
    new, failed = capsys.readouterr().err.splitlines()  # a game in memory is always a new one
    assert new.startswith("Game voice does not exist yet") and failed.startswith("No microphone could be opened: ")


def test_heard_records_what_the_real_model_heard_and_what_was_decided(
    db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    need("espeak-ng")
    console(db, "/char 이순신 age=30 spells=furrore\n/char 유관순 age=15 spells=furrore\n", capsys, monkeypatch)
    recording = tmp_path / "cast.wav"
    with wave.open(str(recording), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(silence(1.0) + speak("감사합니다 유관순") + silence(1.5))
    record = tmp_path / "heard.jsonl"
    assert voice(db, "--wav", str(recording), "--as", "이순신", "--heard", str(record)) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "이순신 casts Furrore at 유관순 (1 erg, 2 left)."
    (line,) = [json.loads(text) for text in record.read_text(encoding="utf-8").splitlines()]
    assert (line["decision"], line["command"]) == ("accepted", "/cast furrore 유관순 --as 이순신")
    best = line["alternatives"][0]
    assert [w["word"] for w in best["words"]] == ["감사합니다", "유관순"]
    assert 0.8 <= best["words"][0]["start"] < best["words"][0]["end"] <= best["words"][1]["start"]
    meaning = line["readings"][0]["meaning"]
    assert meaning == {"kind": "spell", "value": "furrore", "caster": key("이순신"), "target": key("유관순")}


async def test_heard_prints_one_readable_line_per_utterance_and_answer(
    larp: Larp, make_door: DoorFactory, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    await larp.gm("/lang ru", "/char Гарри age=17", "/char Драко age=17")
    record = tmp_path / "heard.jsonl"
    listener = await make_door(ScriptedWorker(), language="ru", heard=record)
    for said in (
        ("гарри уклонение",),
        ("привет как дела",),
        ("драко экспеллиармус на гарри", "драко ступефай на гарри"),
        ("да",),
        ("уклонение",),
        ("драко экспеллиармус на гарри", "драко ступефай на гарри"),
        ("нет",),
        ("нет",),
    ):
        await listener.door.utterance(heard(*said))
    capsys.readouterr()
    assert await asyncio.to_thread(main, ["voice", "heard", str(record), "--locale", "ru"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "12:00:00 «гарри уклонение» — выполнено /dodge Гарри: Гарри: «Уклонение!» (1 эрг, осталось 2).",
        "12:00:00 «привет как дела» — не команда",
        "12:00:00 «драко экспеллиармус на гарри» — переспрос: Драко: Экспеллиармус в Гарри?",
        "↳ да (голосом): /cast expelliarmus Гарри --as Драко: "
        "Драко накладывает Экспеллиармус на Гарри (бесплатно, в запасе 3).",
        "12:00:00 «уклонение» — отказ /dodge: Кто уклоняется?",
        "12:00:00 «драко экспеллиармус на гарри» — переспрос: Драко: Экспеллиармус в Гарри?",
        "↳ нет (голосом); следующий переспрос: Драко: Ступефай в Гарри?",
        "↳ отменено (голосом): ничего не сделано",
    ]


def test_heard_says_plainly_what_is_wrong_with_its_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "none.jsonl"
    assert main(["voice", "heard", str(missing), "--locale", "pl"]) == 2
    assert capsys.readouterr().err == f"Nie ma pliku {missing}.\n"
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"event": "answer", "decision": "cancelled"}\nnot json\n', encoding="utf-8")
    assert main(["voice", "heard", str(broken), "--locale", "en"]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"{broken}, line 2: not a record written by --heard.\n"
    assert captured.out == "↳ cancelled (another utterance): nothing done\n"


def test_the_locale_is_taken_after_the_subcommand_too(capsys: pytest.CaptureFixture[str]) -> None:
    model = str(korean_model_path())
    args = ["check", "--model", model, "--language", "ko", "--lexicon", str(LEXICONS)]
    assert main(["voice", *args, "--locale", "pl"]) == 0
    assert capsys.readouterr().out == "Model zna wszystkie słowa słownika „ko” (5 słów).\n"
    assert main(["voice", "--locale", "ru", *args]) == 0
    assert capsys.readouterr().out.startswith("Модель знает все слова")


def quiet_wav(path: Path) -> str:
    """Write a WAV file of silence; return its path."""
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(silence(0.5))
    return str(path)


def test_a_game_id_in_other_capitals_is_refused_and_a_new_game_is_announced(
    db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    console(db, "/char 이순신 age=30\n", capsys, monkeypatch)  # the game `voice`
    wav = quiet_wav(tmp_path / "quiet.wav")
    assert voice(db, "--wav", wav, "--game", "Voice") == 2
    assert capsys.readouterr().err == (
        "There is no game Voice, but there is voice: run again with --game voice (game ids tell capitals apart).\n"
    )
    assert voice(db, "--wav", wav, "--game", "arena") == 0
    assert capsys.readouterr().err.splitlines() == [
        "Game arena does not exist yet: a new one starts, with nobody on its roster "
        "(add the wizards at the console with --game arena)."
    ]
    assert voice(db, "--wav", wav) == 0  # the stored game: nothing to say
    assert capsys.readouterr().err == ""


def test_a_model_that_does_not_know_the_lexicons_words_is_warned_about_at_start(
    db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    console(db, "/char Harry age=30\n", capsys, monkeypatch)
    model, wav = str(korean_model_path()), quiet_wav(tmp_path / "quiet.wav")
    args = ["--model", model, "--db", db, "--game", "voice", "--no-speak", "--wav", wav]
    assert main(["voice", "--language", "pl", "--locale", "en", *args]) == 0  # the Korean model, the Polish lexicon
    (warning,) = capsys.readouterr().err.splitlines()
    total = len(shipped_lexicon("pl").words())
    assert warning == (
        f"Warning: the model does not know {total} of the {total} words of the pl lexicon; phrases with them cannot "
        "be heard. Is it the model of that language? (assistant voice check lists them.)"
    )


def test_push_to_talk_without_a_terminal_says_loudly_it_listens_hands_free(db: str) -> None:
    command = [sys.executable, "-m", "assistant.cli", "voice", "--model", str(korean_model_path()), "--language"]
    command += ["ko", "--lexicon", str(LEXICONS), "--db", db, "--locale", "en", "--no-speak", "--pcm", "-"]
    env = {**os.environ, "ASSISTANT_LOG_LEVEL": "WARNING"}
    # a new session has no controlling terminal, as under systemd: /dev/tty cannot be opened
    done = subprocess.run(command, input=silence(0.5), capture_output=True, start_new_session=True, env=env)
    assert done.returncode == 0, done.stderr
    assert "No terminal to hold a push-to-talk key in: listening HANDS-FREE instead" in done.stderr.decode()
    quiet = subprocess.run([*command, "--vad"], input=silence(0.5), capture_output=True, start_new_session=True)
    assert quiet.returncode == 0 and "HANDS-FREE" not in quiet.stderr.decode()
