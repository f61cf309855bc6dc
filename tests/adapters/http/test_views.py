"""What the dashboard shows per ruleset: pools out of their maximum, states at a glance, duel lines and timers."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from adapters.http import views
from assistant.conversation.secrecy import GM
from assistant.language.translator import Translator
from assistant.rulesets import get_ruleset, view_of
from models import Actor, Command, Event, LogEntry
from models.duel_club import DuelClubCharacter, DuelClubDuel, Fighter
from models.ergs import BoutTimer, ErgsDuel, Protocol
from models.feniks import FeniksCharacter, FeniksDuel
from tests.adapters.http.conftest import Site
from tests.fakes import FakeClock

NOON = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def badges(character: dict[str, Any]) -> dict[str, Any]:
    return {b["id"]: b for b in character["badges"]}


def pool(character: dict[str, Any]) -> tuple[int, int | None]:
    return character["pools"][0]["current"], character["pools"][0]["max"]


async def test_ergs_demagicked_and_a_wand_attuning_until(site: Site, clock: FakeClock) -> None:
    await site.open_game("larp", "ergs", "en")
    for line in ("/char Anna age=17", "/char Boris age=22", "/wand Boris new", "/spend 3 as=Anna reason=potion"):
        assert (await site.command("larp", line))["ok"], line
    clock.advance(hours=2)
    roster = {c["name"]: c for c in (await site.json("GET", "/api/games/larp/characters"))["characters"]}
    anna, boris = roster["Anna"], roster["Boris"]
    assert pool(anna) == (0, 3) and badges(anna)["demagicked"]["text"] == "demagicked"
    attuning = badges(boris)["attuning"]
    assert attuning["until"] == (clock.current - timedelta(hours=2) + timedelta(hours=12)).isoformat().replace(
        "+00:00", "Z"
    )
    assert "attuning" not in badges(anna) and pool(boris) == (3, 3)


async def test_spell_points_fatigued_and_resting(site: Site) -> None:
    await site.open_game("d20", "spell_points", "cs")
    for line in ("/char Mia level=5 ability=16", "/fatigue Mia fatigued", "/rest Mia begin"):
        assert (await site.command("d20", line))["ok"], line
    mia = await site.json("GET", "/api/games/d20/characters/mia")
    assert pool(mia) == (14, 28)
    assert set(badges(mia)) == {"fatigued", "resting"}
    assert badges(mia)["fatigued"]["text"] == site.app.translator.format("web-badge-fatigued", "cs")


def _describe(state: Any, key: str) -> dict[str, Any]:
    found = view_of(state, NOON).character(key)
    assert found is not None
    return views.character(state, found, views.Text(Translator(), "pl"), GM).model_dump(mode="json")


def _duel(state: Any, duel_id: str, locale: str) -> Any:
    game_view = view_of(state, NOON)
    found = game_view.duel(duel_id)
    assert found is not None
    return views.duel(state, game_view, found, views.Text(Translator(), locale), GM)


def test_duel_club_disarmed_and_petrified_in_a_running_duel() -> None:
    ruleset = get_ruleset("duel_club")
    state: Any = ruleset.new_state("g", "pl", 1, NOON)
    state.characters = {
        "harry": DuelClubCharacter(name="Harry", sortileges=50, pv=3),
        "draco": DuelClubCharacter(name="Draco", sortileges=50, pv=0),
    }
    fighters = {"harry": Fighter(wand="dropped", petrified=True), "draco": Fighter()}
    state.duels = {"1": DuelClubDuel(id="1", participants=["harry", "draco"], sides=[1, 2], fighters=fighters, round=2)}
    harry, draco = _describe(state, "harry"), _describe(state, "draco")
    assert pool(harry) == (3, 5) and set(badges(harry)) == {"disarmed", "petrified"}
    assert set(badges(draco)) == {"out"} and harry["duel"] == "1"
    lines = _duel(state, "1", "pl").lines
    assert lines[0] == "Runda 2"


def test_feniks_knock_out_and_hospital_wing() -> None:
    ruleset = get_ruleset("feniks")
    state: Any = ruleset.new_state("g", "en", 1, NOON)
    state.characters = {
        "harry": FeniksCharacter(name="Harry", age=15, hp=0, max_hp=22),
        "draco": FeniksCharacter(name="Draco", age=15, hp=5, max_hp=22, condition="hospital"),
    }
    state.duels = {"1": FeniksDuel(id="1", participants=["harry", "draco"], sides=[1, 2], out=["harry"])}
    harry, draco = _describe(state, "harry"), _describe(state, "draco")
    assert pool(harry) == (0, 22) and badges(harry)["ko"]["level"] == "bad"
    assert set(badges(draco)) == {"hospital"} and badges(draco)["hospital"]["text"] == "w Skrzydle Szpitalnym"


def test_ergs_bout_timer_comes_from_the_protocol() -> None:
    ruleset = get_ruleset("ergs")
    state: Any = ruleset.new_state("g", "en", 1, NOON)
    timer = BoutTimer(started=NOON, ticked=NOON)
    duel = ErgsDuel(id="1", participants=[], sides=[], protocol=Protocol(bout=45, pause=60), timer=timer)
    untimed = ErgsDuel(id="2", participants=[], sides=[])
    state.duels = {"1": duel, "2": untimed}
    out = _duel(state, "1", "en")
    assert out.timer is not None and (out.timer.bout, out.timer.pause, out.timer.running) == (45, 60, True)
    assert _duel(state, "2", "en").timer is None


def test_every_locale_has_every_web_message_and_plural_forms() -> None:
    translator = Translator()
    english = set(_ids(translator, "en"))
    for locale in ("pl", "ru", "fr", "cs"):
        assert set(_ids(translator, locale)) == english, locale
        for n in (0, 1, 2, 5, 21, 22, 25, 101):
            text = translator.format("web-summary", locale, {"characters": n, "duels": n})
            assert str(n) in text
    assert translator.misses == []


def _ids(translator: Translator, locale: str) -> list[str]:
    from importlib import resources

    source = resources.files("locales").joinpath(locale, "web.ftl").read_text(encoding="utf-8")
    return [line.split("=")[0].strip() for line in source.splitlines() if line.startswith("web-")]


def test_the_dashboard_renders_the_log_with_the_rosters_genders() -> None:
    ruleset = get_ruleset("duel_club")
    state: Any = ruleset.new_state("g", "pl", 1, NOON)
    state.characters["sasza"] = DuelClubCharacter(name="Sasza", sortileges=50, pv=5, gender="f")
    won = Event(key="duel_club-won", args={"reason": "disqualified", "loser": "Sasza", "name": "Marek", "duel": "1"})
    entry = LogEntry(seq=1, at=NOON, actor=Actor(id="gm"), command=Command(name="cast"), events=[won])
    board = views.dashboard(state, [entry], NOON, Translator(), GM)
    assert board.recent[0].events[0].text == "Sasza zostaje zdyskwalifikowana. Pojedynek 1 wygrywa Marek!"
