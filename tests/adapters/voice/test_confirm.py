"""What the master gets from the door's decisions: doubtful commands read back and confirmed, refusals said
aloud, the hands-free grammar that never casts from everyday words, and the record of what was heard.

The recognizer is scripted (what it "heard" is given as transcripts); the game is real, on SQLite.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.reading.spoken import Alternative, Heard, Word, heard, transcript
from tests.adapters.voice.conftest import DoorFactory, Larp, Listener, ScriptedWorker

RU_WIZARDS = ("/lang ru", "/char Гарри age=17", "/char Драко age=17", "/char Гермиона age=18")
#: Two readings within the margin: the model's best and second guesses mean different spells.
TORN = ("драко экспеллиармус на гарри", "драко ступефай на гарри")


async def say(listener: Listener, *alternatives: str, speaker: str | None = None) -> None:
    """Hand the door one utterance heard as these alternatives."""
    await listener.door.utterance(heard(*alternatives), speaker)


async def cast_spells(larp: Larp) -> list[tuple[str, list[str], dict[str, str]]]:
    """Return the casts the voice door applied: (command, args, options)."""
    return [(c.name, c.args, c.options) for c in await larp.voice_commands()]


async def said(listener: Listener) -> list[str]:
    """Return what the laptop said aloud, once everything queued is said."""
    await listener.door.announcer.drain()
    return [text for text, _ in listener.speaker.said]


# ---------------------------------------------------------------- read back, confirmed or cancelled


async def test_a_doubtful_match_is_read_back_and_played_only_after_yes(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    worker = ScriptedWorker()
    listener = await make_door(worker, language="ru")
    assert "да" not in json.loads(worker.grammars[-1])
    await say(listener, *TORN)
    assert listener.printed == ["Драко: Экспеллиармус в Гарри?"]
    assert await cast_spells(larp) == []
    assert {"да", "нет"} <= set(json.loads(worker.grammars[-1]))  # the recognizer hears the answers meanwhile
    await say(listener, "да")
    assert "да" not in json.loads(worker.grammars[-1])
    assert listener.printed[1].startswith("Драко накладывает Экспеллиармус на Гарри")
    assert await cast_spells(larp) == [("cast", ["expelliarmus", "Гарри"], {"as": "Драко"})]
    assert (await said(listener))[0] == "Драко: Экспеллиармус в Гарри?"


async def test_no_offers_the_second_reading_and_a_second_no_cancels(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru")
    await say(listener, *TORN)
    await say(listener, "нет")
    assert listener.printed == ["Драко: Экспеллиармус в Гарри?", "Драко: Ступефай в Гарри?"]
    await say(listener, "нет")
    assert listener.printed[2] == "(отменено — ничего не сделано)"
    assert await cast_spells(larp) == []
    await say(listener, "да")  # nothing waits for an answer any more: a yes is no command
    assert await cast_spells(larp) == []


async def test_the_second_reading_is_played_when_it_is_the_one_confirmed(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru")
    await say(listener, *TORN)
    await say(listener, "нет")
    await say(listener, "ага")
    assert await cast_spells(larp) == [("cast", ["stupefy", "Гарри"], {"as": "Драко"})]


async def test_a_key_confirms_and_a_key_cancels(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru")
    await say(listener, *TORN)
    reply = await listener.door.answer_key(True)
    assert reply is not None and reply.ok
    await say(listener, *TORN)
    await listener.door.answer_key(False)
    await listener.door.answer_key(False)
    assert listener.printed[-1] == "(отменено — ничего не сделано)"
    assert await cast_spells(larp) == [("cast", ["expelliarmus", "Гарри"], {"as": "Драко"})]


async def test_silence_another_utterance_or_the_timeout_cancels(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru", confirm_wait=5.0)
    await say(listener, *TORN)
    await listener.door.utterance(Heard((Alternative((Word("[unk]", 0.0, 0.4),)),)))
    assert listener.printed[-1] == "(отменено — ничего не сделано)"
    await say(listener, *TORN)
    await say(listener, "гарри уклонение")  # a new command instead of an answer: the question is dropped
    assert listener.printed[-2:] == ["(отменено — ничего не сделано)", "Гарри: «Уклонение!» (1 эрг, осталось 2)."]
    await say(listener, *TORN)
    larp.timeline.advance(seconds=6)
    await say(listener, "да")
    assert "(отменено — ничего не сделано)" in listener.printed[-2:]
    assert await listener.door.answer_key(True) is None
    await say(listener, *TORN)
    larp.timeline.advance(seconds=6)
    await listener.door.expire()  # the live loop checks at each chunk: an overdue question is dropped unasked
    assert listener.printed[-1] == "(отменено — ничего не сделано)"
    assert await listener.door.answer_key(True) is None
    assert [c[0] for c in await cast_spells(larp)] == ["dodge"]


async def test_of_two_readings_that_tie_the_spell_the_caster_knows_is_offered_first(
    larp: Larp, make_door: DoorFactory
) -> None:
    await larp.gm("/lang ru", "/char Гарри age=17", "/char Драко age=17 spells=furrore")
    listener = await make_door(ScriptedWorker(), language="ru")
    tied = Heard(tuple(transcript(t, c) for t, c in [("драко круцио на гарри", 9.0), ("драко фурроре на гарри", 9.0)]))
    await listener.door.utterance(Heard((*tied.alternatives, transcript("драко", 5.0))))
    assert listener.printed == ["Драко: Фурроре в Гарри?"]  # Драко never learnt Crucio: Furrore is asked first
    await say(listener, "да")
    assert await cast_spells(larp) == [("cast", ["furrore", "Гарри"], {"as": "Драко"})]


async def test_every_cancellation_is_said_aloud(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru", confirm_wait=5.0)
    await say(listener, *TORN)
    await say(listener, "нет")
    await say(listener, "нет")  # no, and no again: nothing is left to offer
    await say(listener, *TORN)
    await say(listener, "гарри уклонение")  # a new utterance instead of an answer
    await say(listener, *TORN)
    larp.timeline.advance(seconds=6)
    await listener.door.expire()  # nobody answered in time
    question, second = "Драко: Экспеллиармус в Гарри?", "Драко: Ступефай в Гарри?"
    dodged = "Гарри: «Уклонение!» (1 эрг, осталось 2)."
    assert await said(listener) == [
        question,
        second,
        "Отменено.",
        question,
        "Отменено.",
        dodged,
        question,
        "Отменено.",
    ]
    assert [c.name for c in await larp.voice_commands()] == ["dodge"]


@pytest.mark.parametrize(
    ("locale", "roster", "spoken", "asked"),
    [
        ("pl", "/char Harry age=17", "expelliarmus na harry", "Kto rzuca?"),
        ("ru", "/char Гарри age=17", "экспеллиармус на гарри", "Кто колдует?"),
        ("ru", "/char Гарри age=17", "уклонение", "Кто уклоняется?"),
    ],
)
async def test_a_command_nobody_was_named_for_asks_who_in_a_few_spoken_words(
    larp: Larp, make_door: DoorFactory, locale: str, roster: str, spoken: str, asked: str
) -> None:
    await larp.gm(f"/lang {locale}", roster)
    listener = await make_door(ScriptedWorker(), language=locale)
    await say(listener, spoken)
    assert listener.printed == [asked]
    assert await said(listener) == [asked]
    assert await larp.voice_commands() == []


async def test_one_reading_dearer_than_the_sure_cost_is_read_back(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru")
    await say(listener, "драко эспеляр на гарри")  # half the spell heard: a dear reading
    assert listener.printed == ["Драко: Экспеллиармус в Гарри?"]
    await say(listener, "драко экспеллиармус на гарри")  # said clearly: played at once
    assert listener.printed[-1].startswith("Драко накладывает Экспеллиармус на Гарри")
    assert await cast_spells(larp) == [("cast", ["expelliarmus", "Гарри"], {"as": "Драко"})]


async def test_a_target_another_alternative_heard_as_an_unknown_word_is_read_back(
    larp: Larp, make_door: DoorFactory
) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru")
    await say(listener, "драко экспеллиармус гарри", "драко экспеллиармус [unk]")  # «…Рон»: forced into a name
    assert listener.printed == ["Драко: Экспеллиармус в Гарри?"]
    assert await cast_spells(larp) == []
    await say(listener, "драко экспеллиармус гарри", "драко экспеллиармус гарри [unk]")  # the noise came after
    assert listener.printed[-1].startswith("Драко накладывает Экспеллиармус на Гарри")


#: Table talk near a spell or command word: (locale, what was said, the question, whether it is a common word).
CHATTER = [
    ("pl", "krucjata", "Harry: Crucio?", False),
    ("ru", "империал", "Гарри: Империус?", False),
    ("cs", "stát", "Harry: Stát?", True),
    ("fr", "fureur", "Harry\u00a0: Furrore\u00a0?", True),
    ("fr", "amour", "Harry\u00a0: Amores\u00a0?", True),
    ("pl", "krucjata draco", "Harry: Crucio na Dracona?", False),
]


@pytest.mark.parametrize("hands_free", [False, True])
@pytest.mark.parametrize(("locale", "chatter", "asked", "common"), CHATTER)
async def test_one_or_two_words_of_chatter_near_a_spell_are_read_back_not_played(
    larp: Larp, make_door: DoorFactory, locale: str, chatter: str, asked: str, common: bool, hands_free: bool
) -> None:
    await larp.gm(f"/lang {locale}", "/char Harry age=17", "/char Draco age=17")
    listener = await make_door(ScriptedWorker(), language=locale, vad=hands_free, hands_free=hands_free, caster="Harry")
    await say(listener, chatter)
    if hands_free and common:  # hands-free, a common word is not even asked about
        assert len(listener.printed) == 1 and chatter in listener.printed[0] and listener.printed[0] != asked
    else:
        assert listener.printed == [asked]
    assert await larp.voice_commands() == []


# ---------------------------------------------------------------- refusals, heard


@pytest.mark.parametrize(
    ("locale", "nonsense", "spoken"),
    [
        ("ru", "привет как дела", "Непонятно, повторите."),
        ("pl", "dzień dobry wszystkim", "Przepraszam, nie rozumiem."),
        ("fr", "bonjour tout le monde", "Je n'ai pas compris."),
        ("cs", "dobrý den všem", "Promiň, nerozumím."),
    ],
)
async def test_a_refusal_is_said_aloud_in_the_games_language(
    larp: Larp, make_door: DoorFactory, locale: str, nonsense: str, spoken: str
) -> None:
    await larp.gm(f"/lang {locale}", "/char Harry age=17")
    listener = await make_door(ScriptedWorker(), language=locale)
    await say(listener, nonsense)
    assert len(listener.printed) == 1 and nonsense in listener.printed[0]
    assert await said(listener) == [spoken]
    assert await larp.voice_commands() == []


async def test_a_key_conflict_is_said_aloud_too(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru")
    await say(listener, "гарри уклонение", speaker="Драко")
    assert await said(listener) == ["Непонятно, повторите."]
    assert await larp.voice_commands() == []


# ---------------------------------------------------------------- hands-free: everyday words cast nothing


@pytest.mark.parametrize("chatter", ["империя", "патроны", "круто", "а море", "стопа"])
async def test_hands_free_everyday_russian_words_cast_nothing(larp: Larp, make_door: DoorFactory, chatter: str) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru", vad=True, hands_free=True, caster="Гарри")
    await say(listener, chatter)
    assert listener.printed == [f"(непонятно: «{chatter}» — ничего не сделано)"]
    assert await said(listener) == []  # hands-free, chatter is no one's command: the laptop keeps quiet
    assert await larp.voice_commands() == []


async def test_hands_free_the_polish_stopa_is_no_halt(larp: Larp, make_door: DoorFactory) -> None:
    await larp.gm("/lang pl", "/char Harry age=17")
    listener = await make_door(ScriptedWorker(), language="pl", vad=True, hands_free=True)
    await say(listener, "stopa")
    assert listener.printed == ["(nie rozumiem: „stopa” — nic nie zrobiono)"]
    await say(listener, "stop")  # the command word itself still is one: no duel runs, and the door says so
    assert listener.printed[1] != listener.printed[0] and "stop" not in listener.printed[1]


async def test_hands_free_the_recognizer_gets_no_sound_alike_of_a_common_word(
    larp: Larp, make_door: DoorFactory
) -> None:
    await larp.gm(*RU_WIZARDS)
    worker = ScriptedWorker()
    await make_door(worker, language="ru", vad=True, hands_free=True)
    phrases = set(json.loads(worker.grammars[-1]))
    assert {"империус", "патронус", "круцио", "аморес"} <= phrases
    assert not {"империя ус", "патроны с", "а море с", "а вода кедавра"} & phrases
    pushed = ScriptedWorker()
    await make_door(pushed, language="ru")
    assert {"империя ус", "патроны с"} <= set(json.loads(pushed.grammars[-1]))


async def test_a_name_not_on_the_roster_never_falls_back_to_the_default_caster(
    larp: Larp, make_door: DoorFactory
) -> None:
    await larp.gm(*RU_WIZARDS)
    listener = await make_door(ScriptedWorker(), language="ru", caster="Гарри")
    await say(listener, "рон экспеллиармус драко")
    assert listener.printed == ["(непонятно: «рон экспеллиармус драко» — ничего не сделано)"]
    await say(listener, "экспеллиармус драко")  # nobody named: the default caster casts
    assert await cast_spells(larp) == [("cast", ["expelliarmus", "Драко"], {"as": "Гарри"})]


# ---------------------------------------------------------------- --heard FILE


async def test_what_was_heard_is_recorded_with_its_alternatives_costs_times_and_decision(
    larp: Larp, make_door: DoorFactory, tmp_path: Path
) -> None:
    await larp.gm(*RU_WIZARDS)
    record = tmp_path / "heard.jsonl"
    listener = await make_door(ScriptedWorker(), language="ru", heard=record)
    await say(listener, "гарри уклонение")
    await say(listener, "привет как дела")
    await say(listener, *TORN)
    await say(listener, "да")
    await say(listener, "уклонение")  # accepted, but nobody named: the engine refuses it
    lines = [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]
    assert [(line["event"], line["decision"], line["outcome"]) for line in lines] == [
        ("utterance", "accepted", "applied"),
        ("utterance", "refused", "nothing"),
        ("utterance", "doubtful", "asked"),
        ("answer", "confirmed", "applied"),
        ("utterance", "accepted", "refused"),
    ]
    accepted, refused, doubtful, confirmed, nobody = lines
    assert accepted["said"] == ["Гарри: «Уклонение!» (1 эрг, осталось 2)."] and accepted["why"] is None
    assert refused["said"] == ["(непонятно: «привет как дела» — ничего не сделано)"]
    assert doubtful["said"] == ["Драко: Экспеллиармус в Гарри?"]
    assert (nobody["command"], nobody["why"], nobody["said"]) == ("/dodge", "refusal-who", ["Кто уклоняется?"])
    assert accepted["command"] == "/dodge Гарри"
    assert accepted["alternatives"][0]["words"][1] == {
        "word": "уклонение",
        "start": 0.4,
        "end": 0.8,
        "at": "2026-01-01T12:00:00.400000+00:00",
    }
    assert accepted["readings"][0] == {
        "cost": 0.0,
        "meaning": {"kind": "command", "value": "dodge", "caster": "гарри", "target": None},
    }
    assert refused["reason"] == "nothing" and refused["command"] is None
    assert doubtful["reason"] == "close-rival"
    assert [a["text"] for a in doubtful["alternatives"]] == list(TORN)
    assert [r["meaning"]["value"] for r in doubtful["readings"][:2]] == ["expelliarmus", "stupefy"]
    assert doubtful["readings"][0]["cost"] < doubtful["readings"][1]["cost"]
    assert confirmed == {
        "event": "answer",
        "decision": "confirmed",
        "reason": "word",
        "command": "/cast expelliarmus Гарри --as Драко",
        "outcome": "applied",
        "why": None,
        "said": [listener.printed[-2]],
    }
    assert listener.printed[-2].startswith("Драко накладывает Экспеллиармус на Гарри")
