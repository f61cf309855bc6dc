"""Claim links: a GM prepares a sheet and sends its link; the player opens it (``/start claim-…`` in a private chat)
and the character is theirs, once. Only a digest of the token is ever stored."""

from __future__ import annotations

import hashlib
import json
import re

from tests.adapters.telegram.conftest import GROUP, BotFactory


async def test_a_player_claims_a_prepared_sheet_with_one_tap_and_the_link_works_once(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="feniks")
    await bot.say(bot.alice, "/lang en")
    await bot.say(bot.alice, "/char Harry age=15 reflex=7")
    before = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, "/claim Harry")
    ready, link = bot.fake.texts(GROUP, since=before)
    assert ready == "Sheet ready to be claimed: Harry."
    found = re.search(r"https://t\.me/DuelBot\?start=(claim-[\w-]+)$", link)
    assert found and link.startswith("Send this link to the player: one tap gives them the character")
    payload = found.group(1)
    token = payload.removeprefix(f"claim-{GROUP}-")
    state = await bot.state()
    assert state.characters["harry"].claim == hashlib.sha256(token.encode()).hexdigest()
    stored = json.dumps([e.model_dump(mode="json") for e in await bot.app.storage.read_log(f"tg:{GROUP}")])
    assert token not in stored and token not in json.dumps(await bot.app.storage.read_state(f"tg:{GROUP}"))

    before = bot.fake.last_id(GROUP)
    await bot.say(bot.bob, f"/start {payload}", chat=bot.bob["id"])  # the link opens the bot's private chat
    assert bot.fake.texts(bot.bob["id"])[-1] == "Harry is now played by Bob."  # in the game's language
    assert bot.fake.texts(GROUP, since=before) == ["Harry is now played by Bob."]
    harry = (await bot.state()).characters["harry"]
    assert harry.owner == "tg:102" and harry.claim is None

    await bot.say(bot.carol, f"/start {payload}", chat=bot.carol["id"])  # spent
    assert bot.fake.texts(bot.carol["id"])[-1] == (
        "This claim link is not valid or has already been used. Ask your GM for a new one."
    )
    await bot.say(bot.alice, "/claim Harry")  # bound already: no new link
    assert bot.fake.texts(GROUP)[-1] == "Harry already has a player."
    await bot.say(bot.alice, "/char Draco age=11")
    await bot.say(bot.bob, "/claim Draco")  # only a GM prepares a link
    assert bot.fake.texts(GROUP)[-1] == "Only a GM may use /claim."
    assert (await bot.state()).characters["harry"].owner == "tg:102"


async def test_a_claim_in_a_gms_macro_sends_its_link_as_the_command_does(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="feniks")
    await bot.say(bot.alice, "/lang en")
    await bot.say(bot.alice, "/macro prep /char Ron age=12; /claim Ron")
    before = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, "prep")
    said = bot.fake.texts(GROUP, since=before)
    found = re.search(r"https://t\.me/DuelBot\?start=(claim-[\w-]+)$", said[-1])
    assert found, said  # the macro's /claim is given its token as a typed /claim is
    token = found.group(1).removeprefix(f"claim-{GROUP}-")
    assert (await bot.state()).characters["ron"].claim == hashlib.sha256(token.encode()).hexdigest()
    await bot.say(bot.bob, f"/start {found.group(1)}", chat=bot.bob["id"])
    assert (await bot.state()).characters["ron"].owner == "tg:102"
