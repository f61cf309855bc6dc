"""Natural phrasing through the real engine and rulesets, in every locale: each line makes the game do what it
says (judged by the events, as the corpora are), and every reply is rendered in that locale with no fallback and
no raw message id."""

from __future__ import annotations

from typing import Any

import pytest

from assistant.bootstrap import App
from assistant.language.replies import reply_lines
from assistant.reading.reader import Typed, read
from models import Actor, Reply
from tests.corpus.outcomes import outcomes

GM = Actor(id="t:gm", name="GM", admin=True)
#: Refusals that would mean the natural phrasing made a command the ruleset cannot read.
MISREAD = {
    "refusal-not-command",
    "refusal-unknown-command",
    "refusal-missing-arg",
    "refusal-no-character",
    "refusal-parse",
}

#: One ergs session per locale: (what the GM types, the command it must make).
ERGS: dict[str, tuple[tuple[str, str], list[tuple[str, str]]]] = {
    "pl": (
        ("Marek", "Draco"),
        [
            ("ile ergów ma Marek?", "pool"),
            ("Marek wydaje 1 erg na eliksir", "spend"),
            ("daj Markowi 1 erg za artefakt", "gain"),
            ("pojedynek: Marek kontra Draco", "duel"),
            ("Marek: rzucam Expelliarmusa na Draco", "cast"),
            ("Draco robi unik", "dodge"),
            ("koniec pojedynku", "end"),
            ("nowy cykl", "cycle"),
            ("cofnij", "undo"),
            ("rzuć 2k6", "roll"),
            ("jakie są komendy?", "help"),
        ],
    ),
    "ru": (
        ("Гарри", "Драко"),
        [
            ("сколько эргов у Гарри?", "pool"),
            ("Гарри тратит 1 эрг на зелье", "spend"),
            ("дай Гарри 1 эрг за артефакт", "gain"),
            ("дуэль Гарри против Драко", "duel"),
            ("Гарри: Экспеллиармус в Драко", "cast"),
            ("Драко уклоняется", "dodge"),
            ("конец дуэли", "end"),
            ("новый цикл", "cycle"),
            ("отмени", "undo"),
            ("брось 2d6", "roll"),
            ("какие команды?", "help"),
        ],
    ),
    "fr": (
        ("Harry", "Drago"),
        [
            ("combien d'ergs a Harry ?", "pool"),
            ("Harry dépense 1 erg pour une potion", "spend"),
            ("donne 1 erg à Harry pour l'artefact", "gain"),
            ("duel : Harry contre Drago", "duel"),
            ("Harry : je lance Expelliarmus sur Drago", "cast"),
            ("Drago esquive", "dodge"),
            ("fin du duel", "end"),
            ("nouveau cycle", "cycle"),
            ("annule", "undo"),
            ("lance 2d6", "roll"),
            ("quelles sont les commandes ?", "help"),
        ],
    ),
    "cs": (
        ("Marek", "Draco"),
        [
            ("kolik ergů má Marek?", "pool"),
            ("Marek utrácí 1 erg za lektvar", "spend"),
            ("dej Markovi 1 erg za artefakt", "gain"),
            ("souboj: Marek proti Dracovi", "duel"),
            ("Marek: sesílám Expelliarmus na Draca", "cast"),
            ("Draco uhýbá", "dodge"),
            ("konec souboje", "end"),
            ("nový cyklus", "cycle"),
            ("vrať to", "undo"),
            ("hoď 2k6", "roll"),
            ("jaké jsou příkazy?", "help"),
        ],
    ),
    "en": (
        ("Harry", "Draco"),
        [
            ("how many ergs does Harry have?", "pool"),
            ("Harry spends 1 erg for a potion", "spend"),
            ("give Harry 1 erg for the artifact", "gain"),
            ("duel: Harry vs Draco", "duel"),
            ("Harry: I cast Expelliarmus at Draco", "cast"),
            ("Draco dodges", "dodge"),
            ("end the duel", "end"),
            ("new cycle", "cycle"),
            ("undo", "undo"),
            ("roll 2d6", "roll"),
            ("what are the commands?", "help"),
        ],
    ),
}

#: One duel club bout per locale: the wand race in words.
DUEL_CLUB: dict[str, tuple[tuple[str, str], list[tuple[str, str]]]] = {
    "pl": (("Marek", "Draco"), [("pojedynek Marek kontra Draco", "duel"), ("rzut na inicjatywę", "init"),
                                ("Marek: rzucam Drętwotę na Draco", "cast"), ("Draco: bronię się Protego", "cast"),
                                ("czyj ruch?", "status"), ("ile PZ ma Draco?", "pool")]),
    "ru": (("Гарри", "Драко"), [("дуэль Гарри против Драко", "duel"), ("инициатива", "init"),
                                ("Гарри: Ступефай в Драко", "cast"), ("Драко: Протего", "cast"),
                                ("чей ход?", "status"), ("сколько хитов у Драко?", "pool")]),
    "fr": (("Harry", "Drago"), [("duel : Harry contre Drago", "duel"), ("jet d'initiative", "init"),
                                ("Harry : je lance Stupéfix sur Drago", "cast"), ("Drago : je lance Protego", "cast"),
                                ("c'est à qui ?", "status"), ("combien de PV a Drago ?", "pool")]),
    "cs": (("Marek", "Draco"), [("souboj Marek proti Dracovi", "duel"), ("hod na iniciativu", "init"),
                                ("Marek: sesílám Mdloby na tebe na Draca", "cast"), ("Draco: kouzlím Protego", "cast"),
                                ("kdo je na tahu?", "status"), ("kolik životů má Draco?", "pool")]),
    "en": (("Harry", "Draco"), [("duel: Harry vs Draco", "duel"), ("roll initiative", "init"),
                                ("Harry: I cast Stupefy at Draco", "cast"), ("Draco: I cast Protego", "cast"),
                                ("whose turn is it?", "status"), ("how many HP does Draco have?", "pool")]),
}  # fmt: skip


async def _say(app: App, locale: str, text: str) -> Reply:
    state = await app.engine.state("g")
    command = read(Typed(text, source="test"), state, GM, locale)
    return await app.engine.handle(command, GM, "g")


def _check_rendered(app: App, reply: Reply, text: str) -> None:
    events = [reply.refusal] if reply.refusal else reply.events
    lines = reply_lines(reply, app.translator)
    assert lines and len(lines) == len(events), text
    for event, line in zip(events, lines, strict=True):
        assert event is not None and line.strip() and line != event.key and "{" not in line, (text, line)
    assert reply.refusal is None or reply.refusal.key not in MISREAD, (text, reply.refusal)
    assert app.translator.misses == [], (text, app.translator.misses)


async def _play(app: App, locale: str, setup: list[str], script: list[tuple[str, str]]) -> None:
    for line in setup:
        assert (await _say(app, locale, line)).ok, line
    for text, expected in script:
        reply = await _say(app, locale, text)
        assert reply.ok, (text, reply.refusal)
        assert expected in {o.action for o in outcomes(reply.events)}, (text, reply.events)
        _check_rendered(app, reply, text)


@pytest.mark.parametrize("locale", sorted(ERGS))
async def test_an_ergs_session_in_words(make_app: Any, locale: str) -> None:
    (first, second), script = ERGS[locale]
    app = await make_app(rules="ergs", locale=locale)
    await _play(app, locale, [f"/char {first} age=17", f"/char {second} age=17"], script)


@pytest.mark.parametrize("locale", sorted(DUEL_CLUB))
async def test_a_duel_club_bout_in_words(make_app: Any, locale: str) -> None:
    (first, second), script = DUEL_CLUB[locale]
    app = await make_app(rules="duel_club", locale=locale)
    await _play(app, locale, [f"/char {first} sortileges=60", f"/char {second} sortileges=50"], script)


#: Dice named by their faces, in every locale: the roll is of that die.
NAMED_DICE = {
    "pl": ("rzuć dwudziestościanem", "rzuć dwiema kośćmi dwudziestościennymi"),
    "ru": ("брось двадцатигранник", "брось два двадцатигранника"),
    "fr": ("lance un dé à vingt faces", "lance deux dés à 20 faces"),
    "cs": ("hoď dvacetistěnkou", "hoď dvěma dvacetistěnkami"),
    "en": ("roll a twenty-sided die", "roll two 20-sided dice"),
}


@pytest.mark.parametrize("locale", sorted(NAMED_DICE))
async def test_a_die_named_by_its_faces_is_rolled(make_app: Any, locale: str) -> None:
    app = await make_app(rules="feniks", locale=locale)
    one, two = NAMED_DICE[locale]
    for text, expr in ((one, "1d20"), (two, "2d20")):
        reply = await _say(app, locale, text)
        assert reply.ok, (text, reply.refusal)
        assert [o.fields for o in outcomes(reply.events) if o.action == "roll"] == [{"dice": expr}], text
        _check_rendered(app, reply, text)
