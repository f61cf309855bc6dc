"""The reading machinery behind natural phrasing: tokens, vocabularies, names, roles, clauses, the ruleset's shapes.

These read against a described game (a Scene) to pin the machinery down; what the words make a game *do* is
tested through the real engine in test_reader_play.py and in the corpora (tests/corpus).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from assistant.errors import NotUnderstood, ParseError
from assistant.language.translator import LOCALES
from assistant.reading import name_keys
from assistant.reading.intents import INTENTS, TYPED
from assistant.reading.phrases import dice_text, interpret, known_words, read_vocabulary, tokenize, vocabulary
from assistant.reading.reader import Mention, Typed, read
from assistant.reading.roster_names import person
from assistant.reading.scene import Scene
from assistant.reading.slash import MAX_LINE
from assistant.reading.spells import default_lexicon
from assistant.rulesets import get_ruleset
from models import Actor, Command
from models.duel_club import DuelClubCharacter

AT = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
FENIKS = ("cast", "defend", "pool", "duel", "status", "init", "end", "roll", "help")
EVERYTHING = frozenset({*FENIKS, "dodge", "recover", "grab", "undo", "cycle", "gain", "spend", "rest"})


def scene(
    roster: list[str],
    commands: frozenset[str] | tuple[str, ...] = EVERYTHING,
    me: str | None = None,
    gm: bool = True,
    awaiting: tuple[str, ...] = (),
    locale: str = "pl",
) -> Scene:
    """Describe a game: a roster (the speaker plays ``me``), its commands, every known spell, protego shielding."""
    people = tuple(person(name_keys.key(n), n, locale) for n in roster)
    return Scene(
        people=people,
        me=name_keys.key(me) if me else None,
        mine=frozenset({name_keys.key(me)}) if me else frozenset(),
        gm=gm,
        commands=frozenset(commands),
        spells=tuple(sorted(default_lexicon().names)),
        shields=frozenset({"protego", "protego-maxima"}),
        awaiting=frozenset(name_keys.key(a) for a in awaiting),
    )


def shape(command: Command | None) -> tuple[str, list[str], dict[str, str]] | None:
    return None if command is None else (command.name, command.args, command.options)


def test_tokens_keep_words_numbers_dice_marks_and_breaks() -> None:
    tokens = tokenize("Harry: j'esquive, 2k6+1 l'attaque? Harry'ego 8h 😀")
    assert [t.key for t in tokens] == ["harry", "j", "esquive", ",", "2k6+1", "l", "attaque", "?", "harryego", "8", "h"]
    assert [t.kind for t in tokens] == [
        "word", "word", "word", "break", "dice", "word", "word", "mark", "word", "num", "word",
    ]  # fmt: skip
    assert tokens[0].colon and not tokens[1].colon
    assert tokens[0].raw == "Harry"


@pytest.mark.parametrize(
    ("typed", "expected"),
    [("2k6", "2d6"), ("k20", "1d20"), ("3к6+2", "3d6+2"), ("1д100", "1d100"), ("d8", "1d8"), ("4d6kh3", "4d6kh3")],
)
def test_dice_are_written_in_d_notation(typed: str, expected: str) -> None:
    assert dice_text(typed) == expected


@pytest.mark.parametrize("locale", LOCALES)
def test_every_locale_phrases_every_intent(locale: str) -> None:
    vocab = vocabulary(locale)
    for intent in TYPED:
        assert vocab.phrases(intent.name), (locale, intent.name)
    assert not any(vocab.has(i.name) for i in INTENTS if not i.typed)  # 'stop' typed in a chat is talk
    for shared in ("fill", "to", "versus", "and", "reason", "pool-nouns", "me", "night"):
        assert vocab.phrases(shared), (locale, shared)
    assert len(vocab.numbers) >= 11
    assert "" in vocab.endings


def test_a_vocabulary_reads_from_any_root(tmp_path: Path) -> None:
    (tmp_path / "xx").mkdir()
    (tmp_path / "xx" / "intents.ftl").write_text(
        "intent-endings = a, ov\nintent-numbers = nul, jed|jedna\nintent-undo = /zpet, back up*, zpatky\n",
        encoding="utf-8",
    )
    vocab = read_vocabulary("xx", tmp_path)
    assert vocab.phrases("undo") == (("back", "up*"), ("zpatky",))  # not /zpet: a name after a slash only
    assert vocab.numbers == {"nul": 0, "jed": 1, "jedna": 1}
    assert vocab.endings == frozenset({"", "a", "ov"})
    assert not any(read_vocabulary("none", tmp_path).lists.values())


def test_known_words_feed_a_voice_grammar() -> None:
    words = set(known_words("ru"))
    assert {"уклонение", "сколько", "эрг"} <= words
    assert not any(w.startswith("@") or w.endswith("*") for w in words)


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("rzucam Drętwotę na Marka", "Marek"),
        ("rzucam Drętwotę na Markiem", "Marek"),
        ("rzucam Drętwotę na Pavla", "Pavel"),
        ("rzucam Drętwotę na Drako", "Draco"),
        ("rzucam Drętwotę na Harry'ego", "Harry"),
        ("rzucam Drętwotę na Marka Nowaka", "Marek Nowak"),
    ],
)
def test_names_are_found_through_cases_and_small_typos(text: str, target: str) -> None:
    described = scene(["Marek", "Pavel", "Draco", "Harry", "Marek Nowak", "Nowak"])
    assert shape(interpret(text, "pl", described)) == ("cast", ["stupefy", target], {})


def test_a_name_that_could_be_two_characters_is_not_guessed() -> None:
    described = scene(["Marek", "Marta"])
    assert interpret("rzucam Drętwotę na Mar", "pl", described) is None
    assert interpret("rzucam Drętwotę na Marty", "pl", described) is not None


def test_a_spell_with_typos_needs_a_key_word() -> None:
    described = scene(["Draco"])
    assert interpret("rzucam Expelliarmis na Draco", "pl", described) is not None
    assert interpret("Expelliarmis na Draco", "pl", described) is None
    assert interpret("Expelliarmus na Draco", "pl", described) is not None


def test_an_unknown_target_makes_no_command() -> None:
    assert interpret("rzucam Drętwotę na Zbyszka", "pl", scene(["Marek"])) is None


def test_a_name_kept_without_a_letter_leaves_the_reader_whole() -> None:
    # Issue 31, item 20: a name of combining marks alone (kept before they were refused) has an empty key.
    described = scene(["\u0301\u0301", "Marek"])
    assert shape(interpret("rzucam Drętwotę na Marka", "pl", described)) == ("cast", ["stupefy", "Marek"], {})


def test_the_games_locale_is_tried_first_then_every_other() -> None:
    described = scene(["Гарри", "Драко"])
    assert shape(interpret("Экспеллиармус в Драко", "pl", described)) == ("cast", ["expelliarmus", "Драко"], {})
    assert interpret("сколько у меня эргов?", "cs", described) is not None


def test_each_ruleset_gets_its_own_command_shape() -> None:
    feniks = scene(["Marek", "Draco"], commands=FENIKS)
    assert shape(interpret("Marek robi unik", "pl", feniks)) == ("defend", ["dodge"], {"as": "Marek"})
    assert shape(interpret("pojedynek między Markiem a Draco", "pl", scene(["Marek", "Draco"]))) == (
        "duel",
        ["Marek", "vs", "Draco"],
        {},
    )


def test_a_shield_is_cast_where_the_ruleset_has_no_defence_command() -> None:
    duel_club = scene(["Draco"], commands=("cast", "recover", "grab", "pool", "status"))
    assert shape(interpret("Draco: bronię się Protego", "pl", duel_club)) == ("cast", ["protego"], {"as": "Draco"})
    assert shape(interpret("bronię się", "pl", duel_club)) == ("cast", ["protego"], {})


def test_a_shield_spell_defends_the_one_an_attack_awaits() -> None:
    waiting = scene(["Harry", "Draco"], commands=FENIKS, me="Harry", gm=False, awaiting=("Harry",))
    assert shape(interpret("Protego!", "pl", waiting)) == ("defend", ["shield", "protego"], {})
    free = scene(["Harry", "Draco"], commands=FENIKS, me="Harry", gm=False)
    assert shape(interpret("Protego!", "pl", free)) == ("cast", ["protego"], {})


def test_a_name_the_speaker_may_not_act_for_is_a_target_not_the_caster() -> None:
    player = scene(["Harry", "Draco"], me="Harry", gm=False)
    assert shape(interpret("Draco, Expelliarmus!", "pl", player)) == ("cast", ["expelliarmus", "Draco"], {})
    gm = scene(["Harry", "Draco"])
    assert shape(interpret("Draco: Expelliarmus na Harry'ego", "pl", gm)) == (
        "cast",
        ["expelliarmus", "Harry"],
        {"as": "Draco"},
    )


def test_the_speaker_may_name_themselves_as_i() -> None:
    player = scene(["Harry", "Ron", "Draco", "Ola"], me="Harry", gm=False)
    assert shape(interpret("ja i Ron kontra Draco i Ola", "pl", player)) == (
        "duel",
        ["Harry", "Ron", "vs", "Draco", "Ola"],
        {},
    )


def test_a_comment_in_a_clause_of_its_own_is_left_aside() -> None:
    described = scene(["Hermiona", "Draco"])
    assert shape(interpret("Drętwota na Hermionę, niech zwolni", "pl", described)) == (
        "cast",
        ["stupefy", "Hermiona"],
        {},
    )
    assert interpret("Drętwota na Hermionę, Draco niech zwolni", "pl", described) is None


def test_a_command_the_ruleset_lacks_is_still_named_so_the_engine_can_refuse_it() -> None:
    command = interpret("nowy cykl", "pl", scene([], commands=("cast",)))
    assert command is not None and command.name == "cycle"


def test_banter_and_overlong_text_make_no_command() -> None:
    described = scene(["Draco", "Ola"])
    assert interpret("wczoraj Draco rzucił na mnie Drętwotę i leżałem pół sesji", "pl", described) is None
    assert interpret("dobranoc wszystkim", "pl", described) is None
    assert interpret("x" * (MAX_LINE + 1), "pl", described) is None


def test_a_match_up_before_a_question_is_talk_about_it() -> None:
    described = scene(["Draco", "Ola"])
    assert interpret("Draco kontra Ola, kto stawia?", "pl", described) is None
    assert shape(interpret("Draco kontra Ola", "pl", described)) == ("duel", ["Draco", "vs", "Ola"], {})


# ---------------------------------------------------------------- through read(), as a door calls it

GM = Actor(id="t:gm", name="GM", admin=True)


def test_read_takes_slash_commands_to_the_slash_reader() -> None:
    said = Typed("/cast@wizbot Harry: stupefy Draco", at=AT, source="tg", bot="wizbot")
    command = read(said, None, GM, "pl")
    assert (command.name, command.args, command.options, command.at, command.source) == (
        "cast",
        ["stupefy", "Draco"],
        {"as": "Harry"},
        AT,
        "tg",
    )


def test_read_writes_mentions_as_actors_and_refuses_a_person_it_does_not_know() -> None:
    said = Typed("/iam Иван @ivan_p", (Mention(10, 17, "@ivan_p", "tg:77"),))
    assert read(said, None, GM, "ru").args == ["Иван", "tg:77"]
    with pytest.raises(ParseError) as caught:
        read(Typed("/iam Иван @ivan_p", (Mention(10, 17, "@ivan_p", None),)), None, GM, "ru")
    assert caught.value.key == "refusal-unknown-person"


def test_read_finds_natural_words_in_a_real_game() -> None:
    state = get_ruleset("duel_club").new_state("g", "fr", 1, AT)
    state.characters[name_keys.key("Drago")] = DuelClubCharacter(name="Drago", sortileges=60)
    command = read(Typed("je lance Stupéfix sur Drago", at=AT, source="voice"), state, GM, "fr")
    assert (command.name, command.args, command.at, command.source) == ("cast", ["stupefy", "Drago"], AT, "voice")


def test_read_refuses_what_is_no_command_saying_which_words() -> None:
    with pytest.raises(NotUnderstood) as caught:
        read(Typed("dobranoc wszystkim"), None, GM, "pl")
    assert caught.value.key == "refusal-not-understood" and caught.value.fields["words"] == "dobranoc wszystkim"
    assert read(Typed("cofnij"), None, GM, "pl").name == "undo"


# ---------------------------------------------------------------- what chat lines carry


def test_a_past_tense_is_a_story_not_a_command() -> None:
    described = scene(["Marek", "Draco"], me="Marek", gm=False)
    assert interpret("Marek rzucił Drętwotę na Draco", "pl", described) is None
    assert interpret("Марек кинул Ступефай в Драко", "ru", scene(["Марек", "Драко"])) is None
    assert interpret("Drago a lancé Stupéfix sur Harry", "fr", scene(["Drago", "Harry"])) is None
    assert interpret("rzucam Drętwotę na Draco", "pl", described) is not None


def test_a_verb_term_takes_every_form_of_the_verb_but_the_past() -> None:
    described = scene(["Гарри", "Драко"], me="Гарри", gm=False, locale="ru")
    for typed in ("насылаю круцио на Драко", "нашлю круцио на Драко", "насылай круцио на Драко"):
        assert shape(interpret(typed, "ru", described)) == ("cast", ["crucio", "Драко"], {}), typed
    assert interpret("наслал круцио на Драко", "ru", described) is None
    assert not any(w.startswith("~") for w in known_words("ru"))


def test_a_pronoun_names_the_one_another_clause_names() -> None:
    described = scene(["Гермиона", "Рон"], locale="ru")
    found = shape(interpret("Гермиона выпила зелье, верни ей 1 эрг", "ru", described))
    assert found == ("gain", ["Гермиона", "1"], {"reason": "Гермиона выпила зелье"})


def test_a_command_that_names_nobody_may_be_followed_by_why() -> None:
    described = scene(["Драко"], locale="ru")
    assert shape(interpret("отмена последнего действия, Драко не успел", "ru", described)) == ("undo", [], {})
    assert interpret("новый цикл, а Драко опять без эргов", "ru", described) is None


def test_a_past_act_of_another_with_a_comment_is_a_story() -> None:
    described = scene(["Рон", "Гермиона"], locale="ru")
    assert shape(interpret("Рон отдал палочку Гермионе", "ru", described)) == ("wand", ["Рон", "give", "Гермиона"], {})
    assert interpret("Рон отдал палочку Гермионе, а сам остался без палочки", "ru", described) is None


def test_a_bare_spell_asked_about_is_a_question_not_a_cast() -> None:
    described = scene(["Draco"])
    assert interpret("Expelliarmus?", "pl", described) is None
    assert interpret("Expelliarmus!", "pl", described) is not None


def test_a_comment_may_begin_with_because() -> None:
    described = scene(["Harry", "Draco"], commands=FENIKS, me="Harry", gm=False, awaiting=("Harry",))
    assert shape(interpret("robię unik bo nie mam tarczy", "pl", described)) == ("defend", ["dodge"], {})


def test_a_defence_may_name_the_attack_it_answers() -> None:
    described = scene(["Harry", "Draco"], commands=FENIKS, me="Harry", gm=False, awaiting=("Harry",))
    assert shape(interpret("robię unik przed tą Drętwotą", "pl", described)) == ("defend", ["dodge"], {})


def test_signed_numbers_grant_and_spend() -> None:
    described = scene(["Hermiona"])
    assert shape(interpret("Hermiona +3 punkty", "pl", described)) == ("gain", ["Hermiona", "3"], {})
    assert shape(interpret("-2 punkty", "pl", described)) == ("spend", ["2"], {})


def test_an_hour_and_a_night_are_lengths_of_rest() -> None:
    described = scene([], me=None)
    assert shape(interpret("odpočívám hodinu", "cs", described)) == ("rest", ["1h"], {})
    assert shape(interpret("spím celou noc", "cs", described)) == ("rest", ["8h"], {})
    assert shape(interpret("odpočívám 2 hodiny", "cs", described)) == ("rest", ["2h"], {})


def test_dice_said_in_words_are_six_sided() -> None:
    described = scene([])
    assert shape(interpret("lance deux dés", "fr", described)) == ("roll", ["2d6"], {})


def test_letters_held_for_emphasis_are_one() -> None:
    described = scene(["Draco"])
    assert shape(interpret("Expelliarmuuuus na Draco", "pl", described)) == ("cast", ["expelliarmus", "Draco"], {})


# ---------------------------------------------------------------- through the real engine and rulesets


async def _game(ruleset: str, locale: str, *lines: str) -> tuple[Any, Any]:
    from assistant.bootstrap import bootstrap
    from assistant.config import Settings
    from assistant.reading.slash import parse
    from assistant.state.engine import GameDefaults
    from assistant.state.memory_storage import InMemoryStorage

    app = await bootstrap(
        Settings(database_url="memory://"), storage=InMemoryStorage(), defaults=GameDefaults(ruleset, locale, seed=3)
    )
    for line in lines:
        assert (await app.engine.handle(parse(line), GM, "g")).ok, line
    return app, await app.engine.state("g")


async def test_spell_points_reads_targets_off_the_roster_extra_points_and_metamagic() -> None:
    app, state = await _game("spell_points", "cs", "/char Mialee level=7 ability=16 feats=empower")
    command = read(Typed("Mialee: zesílenou magickou střelu na skřeta, 2 body navíc"), state, GM, "cs")
    assert (command.name, command.args, command.options) == (
        "cast",
        ["magic-missile", "na", "skřeta"],
        {"as": "Mialee", "extra": "2", "meta": "empower"},
    )
    reply = await app.engine.handle(command, GM, "g")
    cast = next(e for e in reply.events if e.key == "sp-cast")
    assert (cast.args["extra"], cast.args["meta"], cast.args["target"]) == (2, "empower", "skřeta")
    damage = next(e for e in reply.events if e.key == "sp-damage")
    assert (damage.args["aim"], damage.args["to"], damage.args["target"]) == ("written", "na", "skřeta")


async def test_an_alias_and_a_short_name_find_a_character() -> None:
    app, state = await _game(
        "duel_club", "fr", "/char Drago sortileges=50 alias=Malefoy", "/char Hermione Granger sortileges=70"
    )
    assert read(Typed("duel : Malefoy contre Hermione"), state, GM, "fr").args == ["Drago", "vs", "Hermione Granger"]
    reply = await app.engine.handle(read(Typed("/pool malefoy"), state, GM, "fr"), GM, "g")
    assert reply.ok and reply.events[0].args["name"] == "Drago"


async def test_a_slash_command_may_be_named_in_the_players_language() -> None:
    _, state = await _game("feniks", "pl", "/char Harry age=15", "/char Draco age=15", "/duel Harry vs Draco")
    command = read(Typed("/inicjatywa"), state, GM, "pl")
    assert command.name == "init"
    assert read(Typed("/инициатива"), state, GM, "ru").name == "init"
    assert read(Typed("/cast stupefy Draco"), state, GM, "pl").name == "cast"


def test_a_player_telling_what_another_does_makes_no_command() -> None:
    player = scene(["Гарри", "Драко"], me="Гарри", gm=False, locale="ru")
    assert interpret("Драко ставит протего", "ru", player) is None
    assert interpret("драко кастует экспеллиармус в меня", "ru", player) is None
    assert interpret("Драко: ступефай в Гарри", "ru", player) is None
    assert shape(interpret("Драко, получай ступефай", "ru", player)) == ("cast", ["stupefy", "Драко"], {})
    assert shape(interpret("Драко получает ступефай", "ru", player)) == ("cast", ["stupefy", "Драко"], {})
    gm = scene(["Гарри", "Драко"], locale="ru")
    assert shape(interpret("Драко ставит протего", "ru", gm)) == ("cast", ["protego"], {"as": "Драко"})
    club = scene(["Harry", "Drago"], me="Harry", gm=False, locale="fr")
    assert interpret("Drago lance Stupéfix sur Harry", "fr", club) is None


def test_talk_beside_a_command_keeps_the_line_chat() -> None:
    described = scene(["Гарри", "Гермиона"], me="Гарри", gm=False, locale="ru")
    assert interpret("аморес на Гермиону — это был не я, честно!", "ru", described) is None
    assert interpret("короче, я спать, всем спокойной ночи", "ru", described) is None
    assert interpret("Stupéfix sur Drago, c'était magnifique", "fr", scene(["Drago"], locale="fr")) is None
    assert shape(interpret("аморес на Гермиону, пусть влюбится", "ru", described)) == (
        "cast",
        ["amores", "Гермиона"],
        {},
    )


def test_a_grant_may_say_only_whom_to_in_the_dative_where_the_game_grants() -> None:
    described = scene(["Марек", "Драко"], locale="ru")
    assert shape(interpret("Мареку один эрг за квест", "ru", described)) == (
        "gain",
        ["Марек", "1"],
        {"reason": "квест"},
    )
    assert interpret("Драко 3 эрга?", "ru", described) is None
    assert interpret("у меня 2 эрга", "ru", described) is None
    assert interpret("Drago 10 pv", "fr", scene(["Drago"], commands=("cast", "pool"), locale="fr")) is None


def test_a_signed_amount_counted_in_its_noun_is_spent_beside_a_comment() -> None:
    described = scene([], locale="ru")
    assert shape(interpret("-2 эрга, артефакт", "ru", described)) == ("spend", ["2"], {"reason": "артефакт"})
    assert shape(interpret("плачу эрг за протего", "ru", described)) == ("spend", ["1"], {"reason": "протего"})


def test_a_key_word_said_again_and_a_shouted_one_are_read() -> None:
    described = scene(["Гарри"], locale="ru")
    assert shape(interpret("как там дуэль, какой расклад?", "ru", described)) == ("status", [], {})
    assert [t.kind for t in tokenize("ПРОТЕГО!!!1")] == ["word", "break"]
    assert shape(interpret("гермионины эрги сколько щас", "ru", scene(["Гермиона"], locale="ru"))) == (
        "pool",
        ["Гермиона"],
        {},
    )


def test_a_name_is_found_in_either_script() -> None:
    russian = scene(["Гарри", "Драко", "Гермиона"], me="Гарри", gm=False, locale="ru")
    assert shape(interpret("crucio в Draco", "ru", russian)) == ("cast", ["crucio", "Драко"], {})
    assert shape(interpret("экспеллиармус на Hermione", "ru", russian)) == ("cast", ["expelliarmus", "Гермиона"], {})
    french = scene(["Harry", "Drago"], me="Harry", gm=False, locale="fr")
    assert shape(interpret("Stupéfix sur Драко", "fr", french)) == ("cast", ["stupefy", "Drago"], {})


def test_teaching_said_by_the_learner_names_the_teacher_first() -> None:
    described = scene(["Марек", "Невилл", "Гарри"], me="Гарри", gm=False, commands=("teach",), locale="ru")
    assert shape(interpret("Невилл учится у Марека патронусу", "ru", described)) == (
        "teach",
        ["Марек", "Невилл", "patronus"],
        {},
    )
    assert shape(interpret("учусь у Марека патронусу", "ru", described)) == (
        "teach",
        ["Марек", "Гарри", "patronus"],
        {},
    )
    assert shape(interpret("Марек учит Невилла патронусу", "ru", described)) == (
        "teach",
        ["Марек", "Невилл", "patronus"],
        {},
    )
