"""Duel club casting words: the six spells in any locale, slips refused, anything else disqualifies."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.reading.spells import Lexicon, default_lexicon
from assistant.rulesets.duel_club.spells import Choice, identify, nearest
from assistant.rulesets.duel_club.tables import base_table
from tests.assistant.rulesets.duel_club_kit import HARRY_PLAYER, duelling, event, keys

SIX = ["stupefy", "stupefy-reinforced", "expelliarmus", "petrificus-totalus", "levicorpus", "protego"]


@pytest.mark.parametrize(
    ("words", "spell"),
    [
        ("Stupéfix", "stupefy"),
        ("stupefix renforce", "stupefy-reinforced"),
        ("Drętwotę", "stupefy"),
        ("wzmocnioną Drętwotę", "stupefy-reinforced"),
        ("Ступефай", "stupefy"),
        ("Mdloby na tebe", "stupefy"),
        ("Экспеллиармус", "expelliarmus"),
        ("Expelliarmus!", "expelliarmus"),
        ("petrificus totalus", "petrificus-totalus"),
        ("Petrificus", "petrificus-totalus"),
        ("Левикорпус", "levicorpus"),
        ("Протего", "protego"),
        ("protego Draco", "protego"),
        ("stupefy @draco", "stupefy"),
        ("Drętwota na Dracona", "stupefy"),
        ("Stupéfix sur Draco", "stupefy"),
        ("Mdloby na tebe na Draca", "stupefy"),
        ("stupefy Drako", "stupefy"),
    ],
)
async def test_the_six_in_every_locale(words: str, spell: str) -> None:
    table = await duelling()
    reply = await table.ok(f"/cast {words}", 99, actor=HARRY_PLAYER)
    assert event(reply, "duel_club-cast").args["spell"] == spell


@pytest.mark.parametrize(
    ("words", "suggested"),
    [
        ("Stupefyy", "stupefy"),
        ("Exppeliarmus", "expelliarmus"),
        ("Levicorpsu", "levicorpus"),
        ("Petrificu", "petrificus-totalus"),
        ("Protgo", "protego"),
        ("Stupefyy Draco", "stupefy"),
    ],
)
async def test_a_slip_is_refused_not_disqualified(words: str, suggested: str) -> None:
    table = await duelling()
    reply = await table.refused(f"/cast {words}", "duel_club-refusal-slip", actor=HARRY_PLAYER)
    assert reply.refusal is not None and reply.refusal.args["spell"] == suggested
    assert table.app.translator.spell_name(suggested, "en") in table.lines(reply)[0]


async def test_other_slips_are_refused() -> None:
    table = await duelling()
    await table.ok("/char Ron sortileges=40")
    await table.refused("/cast stupefy Ron", "duel_club-refusal-target", actor=HARRY_PLAYER)
    await table.refused("/cast stupefy Harry", "duel_club-refusal-target", actor=HARRY_PLAYER)
    await table.refused("/cast stupefy Ronn", "refusal-no-character", actor=HARRY_PLAYER)
    await table.refused("/cast Harry stupefy", "duel_club-refusal-who-casts")
    await table.refused("/cast Draco", "duel_club-refusal-who-casts", actor=HARRY_PLAYER)


@pytest.mark.parametrize(
    "words", ["Avada Kedavra", "Incendio", "Wingardium Leviosa", "Protego Maxima", "Crucio", "zzz"]
)
async def test_anything_else_disqualifies(words: str) -> None:
    table = await duelling()
    reply = await table.ok(f"/cast {words}", actor=HARRY_PLAYER)  # no die is rolled
    assert keys(reply) == ["duel_club-forbidden", "duel_club-won"]
    assert event(reply, "duel_club-forbidden").args == {"name": "Harry", "spell_text": words}
    duel = await table.duel()
    assert duel.ended and duel.disqualified == "harry" and duel.winner == "draco"


async def test_a_spell_known_to_another_ruleset_disqualifies() -> None:
    lexicon = default_lexicon()
    others = sorted(set(lexicon.names) - set(SIX))
    if not others:
        pytest.skip("no other ruleset's spells in the lexicon yet")
    table = await duelling()
    name = sorted(lexicon.names[others[0]])[0]
    reply = await table.ok(f"/cast {name}", actor=HARRY_PLAYER)
    assert keys(reply) == ["duel_club-forbidden", "duel_club-won"]


def test_nearest_only_for_close_words() -> None:
    lexicon = default_lexicon()
    assert nearest(lexicon, "stupify", SIX) == "stupefy"
    assert nearest(lexicon, "levi", SIX) == "levicorpus"
    assert nearest(lexicon, "incendio", SIX) is None
    assert nearest(lexicon, "protego maxima", SIX) is None


def test_an_authorized_spell_wins_a_name_shared_with_another(tmp_path: Path) -> None:
    folder = tmp_path / "en"
    folder.mkdir()
    (folder / "spells.ftl").write_text(
        "spell-petrificus-partialus = Petrificus Partialus\n"
        "spell-petrificus-partialus-aliases = Petrificus\n"
        "spell-petrificus-totalus = Petrificus Totalus\n"
        "spell-petrificus-totalus-aliases = Petrificus\n",
        encoding="utf-8",
    )
    lexicon = Lexicon(tmp_path)
    assert identify(lexicon, "Petrificus", SIX) == Choice(spell="petrificus-totalus")
    assert identify(lexicon, "Petrificus Partialus", SIX) == Choice(forbidden="Petrificus Partialus")
    assert identify(lexicon, "Petrificus Maximus", SIX) is None


def test_the_authorized_spells_by_name_agree_with_the_lexicon() -> None:
    lexicon, rules = default_lexicon(), base_table()
    allowed = list(rules.spells)
    typed = {name for names in lexicon.names.values() for name in names} | {"nothing", "stupefy reinforced"}
    assert {k: rules.spell_names.get(k) for k in typed} == {k: lexicon.lookup(k, allowed) for k in typed}
