"""Character sheets in bulk: a GM pastes a roster block or sends a CSV file; each line is a /char command, and one
summary says what was added and why each other line was refused, in the chat's language."""

from __future__ import annotations

from tests.adapters.telegram.conftest import GROUP, OTHER_GROUP, BotFactory

ROSTER = "Harry age=15 reflex=7\nDraco age=11 charms=3\nGoyle age=300\n/char Ron age=15"
CSV = b"name;age;reflex\nHermione;15;8\nNeville;;3\nLuna;14;6\n"


async def test_a_pasted_roster_adds_each_sheet_and_says_which_lines_were_refused(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="feniks")
    await bot.say(bot.alice, "/lang en")
    paste = bot.fake.update(message=bot.fake.incoming(bot.alice, GROUP, ROSTER))
    before = bot.fake.last_id(GROUP)
    for _ in range(2):  # a redelivery adds nobody twice and says nothing twice
        assert await bot.deliver(paste) == 200
    [summary] = bot.fake.texts(GROUP, since=before)
    lines = summary.split("\n")
    assert lines[:2] == ["Characters added: 3 of 4.", "Added: Harry, Draco, and Ron."]
    assert len(lines) == 3 and lines[2].startswith("Line 3 (Goyle): ") and "300" in lines[2]
    state = await bot.state()
    assert sorted(state.characters) == ["draco", "harry", "ron"]
    assert (state.characters["harry"].reflex, state.characters["draco"].charms) == (7, 3)

    before = bot.fake.last_id(GROUP)
    await bot.say(bot.bob, "Seamus age=15\nDean age=15")  # a player may not create characters
    assert bot.fake.texts(GROUP, since=before)[0].startswith("Characters added: 0 of 2.\nLine 1 (Seamus): ")
    assert sorted((await bot.state()).characters) == ["draco", "harry", "ron"]


async def test_a_csv_file_sent_as_a_document_creates_a_roster(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="feniks")
    await bot.say(bot.alice, "/lang pl", chat=OTHER_GROUP)
    bot.fake.files["files/roster1"] = CSV
    doc = {"file_id": "roster1", "file_unique_id": "r1", "file_name": "klasa.csv", "mime_type": "text/csv"}
    before = bot.fake.last_id(OTHER_GROUP)
    await bot.say(bot.alice, None, chat=OTHER_GROUP, document={**doc, "file_size": len(CSV)})
    [summary] = bot.fake.texts(OTHER_GROUP, since=before)
    lines = summary.split("\n")
    assert lines[:2] == ["Dodane postacie: 2 z 3.", "Dodano: Hermione i Luna."]
    assert lines[2].startswith("Wiersz 2 (Neville): ")
    state = await bot.state(OTHER_GROUP)
    assert sorted(state.characters) == ["hermione", "luna"] and state.characters["hermione"].reflex == 8

    bot.fake.files["files/bad"] = b"\xff\xfe\x00junk"
    before = bot.fake.last_id(OTHER_GROUP)
    await bot.say(bot.alice, None, chat=OTHER_GROUP, document={**doc, "file_id": "bad", "file_size": 6})
    assert bot.fake.texts(OTHER_GROUP, since=before) == [
        "Nie umiem odczytać tego pliku jako listy postaci: wyślij plik CSV (UTF-8) z kolumną „name” w wierszu"
        " nagłówka i jedną postacią w każdym kolejnym wierszu."
    ]
    assert sorted((await bot.state(OTHER_GROUP)).characters) == ["hermione", "luna"]
