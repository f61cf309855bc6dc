"""The web door with a player's token: a GM's work is refused, look-alike names too (issue 15, items 6 and 12)."""

from __future__ import annotations

from tests.adapters.http.conftest import Site


async def test_a_player_token_cannot_do_the_gms_work_on_its_own_caster(site: Site) -> None:
    await site.open_game("g", ruleset="spell_points")
    made = await site.json("POST", "/api/games/g/tokens", 201, json={"role": "player", "label": "Mia's player"})
    player = str(made["token"])
    await site.command("g", "/char Mia level=3 ability=14")
    await site.command("g", f"/iam Mia to=web:{made['id']}")
    for text in ("/char Mia level=20 ability=99", "/drain Mia", "/restore Mia", "/fatigue Mia exhausted"):
        reply = await site.command("g", text, token=player)
        assert not reply["ok"] and reply["refusal"]["key"] == "refusal-gm-sheet", (text, reply)
        assert reply["lines"][0].startswith(f"Only a GM may do that with {text.split()[0]}:")
    reply = await site.command("g", "/char Zed level=1", token=player)
    assert reply["refusal"]["key"] == "refusal-gm-sheet"
    reply = await site.command("g", "/pool", token=player)
    assert reply["ok"] and "14 points" not in reply["lines"][0] and "Mia" in reply["lines"][0]
    reply = await site.command("g", "/rest 1h", token=player)
    assert reply["ok"]


async def test_a_lookalike_name_is_refused_at_the_web_door(site: Site) -> None:
    await site.open_game("g", ruleset="duel_club")
    await site.command("g", "/char Harry sortileges=60")
    reply = await site.command("g", "/char Hаrry sortileges=60")  # a Cyrillic а
    assert reply["refusal"]["key"] == "refusal-name-lookalike"
    reply = await site.command("g", "/char Ha\u200brry sortileges=60")
    assert reply["refusal"]["key"] == "refusal-name-hidden" and "\u200b" not in reply["lines"][0]
    view = await site.json("GET", "/api/games/g/characters")
    assert [c["name"] for c in view["characters"]] == ["Harry"]
