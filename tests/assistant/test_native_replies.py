"""The sentences a player reads, through the real engine and rulesets: cases, genders, numerals, elision, no ids.

Each test plays commands as a GM would type them and reads the rendered lines (the same for every door).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from assistant.bootstrap import App
from assistant.language.replies import reply_lines
from assistant.reading.slash import parse
from models import Reply
from tests.assistant.rulesets.kit import GM, open_app
from tests.fakes import FakeClock

#: Slash forms a native writer never uses next to a name whose gender is known.
SLASH_FORMS = re.compile(r"\((а|a|e|-a|ла|ая)\)|sam\(a\)|/a\b|/á\b|·e\b|\bsám/sama\b")
#: What must never reach a player: rule tags, internal ids.
INTERNAL = re.compile(r"\[[a-z_]+(\.[a-z_]+)+\]|\((w\d+|form=\w+)\)|\b(feniks|ergs|duel_club|spell_points)\.[a-z]")


@dataclass
class Play:
    """One game on the real engine: say command lines as the GM, read the lines every door renders."""

    app: App
    game: str = "native"
    counter: int = field(default=0)
    said: list[str] = field(default_factory=list)

    async def reply(self, text: str) -> Reply:
        self.counter += 1
        return await self.app.engine.handle(parse(text), GM, self.game, f"k{self.counter}")

    async def say(self, *texts: str) -> list[str]:
        """Send each line; return every rendered line of the replies."""
        lines: list[str] = []
        for text in texts:
            lines += reply_lines(await self.reply(text), self.app.translator)
        self.said += lines
        return lines


async def play(ruleset: str, locale: str) -> Play:
    return Play(await open_app(ruleset, locale, FakeClock()))


def clean(lines: list[str]) -> None:
    """Fail on a slash form or an internal id in any line."""
    assert [line for line in lines if SLASH_FORMS.search(line)] == []
    assert [line for line in lines if INTERNAL.search(line)] == []


# Russian: targets and objects in their cases.


async def test_russian_targets_take_their_cases() -> None:
    game = await play("ergs", "ru")
    lines = await game.say(
        '/char Гарри age=15 spells="stupefy"',
        "/char Гермиона age=15",
        "/char Марек age=15",
        "/cast Гарри: stupefy Гермиона",
        "/duel Гермиона vs Марек",
        "/teach Гарри Марек stupefy",
        "/spend Гермиона 3 reason=зелье",
    )
    assert "Гарри накладывает Ступефай на Гермиону (бесплатно, в запасе 3)." in lines
    assert any(line.startswith("Дуэль 1: Гермиона против Марека.") for line in lines)
    assert any("не может учить Марека" in line for line in lines)
    assert "У Гермионы кончились эрги: она обезмажена — ни заклинаний, ни уклонений до следующего цикла." in lines
    clean(game.said)


async def test_russian_duel_club_declines_by_and_for() -> None:
    game = await play("duel_club", "ru")
    lines = await game.say(
        "/char Гермиона sortileges=60", "/char Марек sortileges=40", "/duel Гермиона vs Марек", "/duel Марек vs Марек"
    )
    assert any(line.startswith("Дуэль 1: Гермиона против Марека, у каждого 5 очков здоровья.") for line in lines)
    assert "Марек не может сражаться сам с собой." in lines
    clean(game.said)


# Gender: the verb and adjective agree with a known gender; an unknown one reads neutral.


async def test_polish_agrees_with_the_gender_and_the_gm_can_set_it() -> None:
    game = await play("feniks", "pl")
    lines = await game.say(
        "/char Harry age=15",
        "/char Hermiona age=15 hp=0",
        "/duel Harry vs Hermiona",
        "/char Sasza age=14 płeć=k",
        "/char Sasza hp=0",
        "/duel Harry vs Sasza",
    )
    assert any(
        line.startswith("Hermiona nie może teraz walczyć (PZ: 0) albo jeszcze nie doszła do siebie") for line in lines
    )
    assert "Sasza: płeć żeńska." in lines
    assert any(
        line.startswith("Sasza nie może teraz walczyć (PZ: 0) albo jeszcze nie doszła do siebie") for line in lines
    )
    clean(game.said)


async def test_a_name_of_unknown_gender_takes_the_neutral_wording() -> None:
    game = await play("feniks", "pl")
    lines = await game.say("/char Harry age=15", "/char Mialee age=15 hp=0", "/duel Harry vs Mialee")
    assert any(line.startswith("Postać Mialee nie może teraz walczyć (PZ: 0)") for line in lines)
    cs = await play("spell_points", "cs")
    assert (await cs.say("/char Mialee level=7 ability=16"))[0].startswith("Nová postava Mialee:")


async def test_french_reflexive_agrees() -> None:
    game = await play("duel_club", "fr")
    lines = await game.say("/char Luna sortileges=50", "/duel Luna vs Luna", "/char Mialee sortileges=50")
    assert "Luna ne peut pas se battre contre elle-même." in lines
    lines = await game.say("/duel Mialee vs Mialee")
    assert lines == ["On ne peut pas se choisir soi-même pour adversaire (Mialee)."]
    clean(game.said)


async def test_czech_new_caster_agrees_and_counts() -> None:
    game = await play("spell_points", "cs")
    lines = await game.say(
        "/char Hermiona level=7 ability=16",
        "/char Leorik uroven=1 vlastnost=12 zaklad=2",
        "/cast Leorik: magickou střelu",
        "/drain Hermiona 1",
        "/odds magic missile cl=5",
    )
    assert lines[0].startswith("Nová sesilatelka Hermiona: kouzelnice 7. úrovně")
    assert "2 + 1 bonusový = 3 body kouzel" in lines[1] and lines[1].startswith("Nový sesilatel Leorik:")
    assert "Leorik sesílá Magickou střelu za 1 bod kouzel: zbývá 2/3." in lines
    drained = "Hermiona dostává 1 zápornou úroveň a přichází o 7 bodů kouzel (tolik stojí kouzlo 4. úrovně): 39/46."
    assert drained in lines
    assert any(line.startswith("ÚS 5: ") for line in lines) and not any("CL 5" in line for line in lines)
    (too_low,) = await game.say("/odds fireball cl=1")
    assert too_low == "Na ÚS 1 zatím nejdou sesílat kouzla 3. úrovně (nejvýš 1. úrovně)."
    clean(game.said)


# Numerals.


async def test_polish_years_agree_with_the_number() -> None:
    game = await play("feniks", "pl")
    (line,) = await game.say("/char Ola age=3")
    assert line.startswith("Tabela PZ zaczyna się od 11 lat; 3 lata to za mało na pojedynek")


# Polish and Czech cases.


async def test_polish_spells_and_names_decline() -> None:
    game = await play("feniks", "pl")
    lines = await game.say(
        "/char Harry age=15 charms=14", "/char Draco age=16", "/duel Harry vs Draco", "/order Harry Draco",
        "/cast stupefy Draco",
    )  # fmt: skip
    assert "Pojedynek 1: ruch Harry’ego. Rzuć zaklęcie: /czar ZAKLĘCIE CEL." in lines
    assert any(line.startswith("Harry rzuca Drętwotę na Dracona") for line in lines)
    assert any(line.startswith("Pojedynek 1: ruch Dracona. Najpierw obrona przed Drętwotą Harry’ego") for line in lines)
    clean(game.said)


async def test_a_gm_sets_a_case_form_the_declension_gets_wrong() -> None:
    game = await play("feniks", "pl")
    lines = await game.say(
        "/char Harry age=15", "/char Hermiona age=15 biernik=Hermionkę", "/duel Harry vs Hermiona",
        "/order Harry Hermiona", "/cast stupefy Hermiona",
    )  # fmt: skip
    assert "Hermiona — biernik: Hermionkę." in lines
    assert any(line.startswith("Harry rzuca Drętwotę na Hermionkę") for line in lines)
    reply = await game.reply("/char Hermiona biernik=")
    assert "Hermiona — biernik: Hermionę (odmiana automatyczna)." in reply_lines(reply, game.app.translator)
    assert reply.people["Hermiona"].forms == {}


async def test_czech_cases_after_prepositions() -> None:
    game = await play("duel_club", "cs")
    lines = await game.say(
        "/char Hermiona sortileges=60", "/char Draco sortileges=50", "/duel Hermiona vs Draco", "/init", "/grab"
    )
    assert any(line.startswith("Souboj 1: Hermiona proti Dracovi,") for line in lines)
    assert "Hermiona smí sebrat hůlku Draca jen hned po vlastním Expelliarmu, dokud leží na zemi." in lines
    clean(game.said)


# French elision and articles.


async def test_french_elides_and_takes_the_article() -> None:
    translator = (await play("duel_club", "fr")).app.translator
    first = {"shield_spell": "protego", "by": "Hermione", "spell": "stupefy", "name": "Harry"}
    second = {"shield_spell": "protego", "by": "Harry", "spell": "expelliarmus", "name": "Hermione"}
    assert translator.format("duel_club-blocked", "fr", first) == "Le Protego d'Hermione bloque le Stupéfix de Harry."
    assert (
        translator.format("duel_club-blocked", "fr", second) == "Le Protego de Harry bloque l'Expelliarmus d'Hermione."
    )


async def test_a_spell_a_door_turned_into_its_id_is_named_in_french() -> None:
    game = await play("duel_club", "fr")
    lines = await game.say(
        "/char Harry sortileges=60", "/char Draco sortileges=55", "/duel Harry vs Draco", "/order Harry Draco",
        "/init", "/cast Harry: crucio",
    )  # fmt: skip
    assert any(line.startswith("Harry lance «\u00a0Endoloris\u00a0», un sort interdit") for line in lines)
    assert "crucio" not in " ".join(lines)


# No internal id or rule tag.


@pytest.mark.parametrize("locale", ["pl", "ru", "fr", "cs", "en"])
async def test_refusals_say_why_in_words_and_keep_the_rule_id_in_the_event(locale: str) -> None:
    game = await play("feniks", locale)
    (line,) = await game.say("/char Ola age=3")
    reply = await game.reply("/char Ola age=3")
    assert reply.refusal is not None and reply.refusal.args["rule"] == "feniks.hp"  # the id stays in the event
    assert "11" in line and "3" in line  # why, in a sentence: the table starts at 11
    assert "feniks.hp" not in line and "[" not in line
    words = game.app.translator.format("rule-feniks-hp", locale)
    assert words in line or locale in ("fr", "cs")  # French and Czech reviewers asked for the sentence alone


async def test_wands_are_shown_by_number_and_no_tag_is_shown() -> None:
    game = await play("ergs", "en")
    lines = await game.say(
        "/char Harry age=15", "/wand Harry", "/wand Harry new", "/wand Harry hold 1", "/duel Harry vs Harry"
    )
    assert "Harry: wand no. 1, attuned." in lines
    assert "Harry now holds wand no. 1." in lines
    clean(game.said)


# People carried by the reply.


async def test_the_reply_names_its_people_with_their_gender() -> None:
    game = await play("duel_club", "pl")
    await game.say("/char Sasza sortileges=50 płeć=k", "/char Marek sortileges=50")
    reply = await game.reply("/duel Sasza vs Marek")
    assert set(reply.people) == {"Sasza", "Marek"}
    assert reply.people["Sasza"].gender == "f" and reply.people["Marek"].gender is None
    refusal = await game.reply("/duel Sasza vs Sasza")
    assert refusal.people["Sasza"].gender == "f"
    assert reply_lines(refusal, game.app.translator) == ["Sasza nie może walczyć sama ze sobą."]


async def test_a_bad_gender_word_is_refused() -> None:
    game = await play("duel_club", "en")
    await game.say("/char Sasza sortileges=50")
    reply = await game.reply("/char Sasza gender=x")
    assert reply.refusal is not None and reply.refusal.key == "refusal-bad-gender"
    (said,) = await game.say("/char Sasza gender=x")
    assert said == "“x” is not a gender: write gender=m or gender=f, or gender= with nothing to guess it from the name."
