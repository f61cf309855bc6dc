"""What the place is told when a door could not deliver a private message (its reader never opened a private chat
with the bot): the conversation decides it, in the place's language: under every secret roll, once a GM for a
hidden character's numbers."""

from __future__ import annotations

from assistant.bootstrap import bootstrap
from assistant.config import Settings
from assistant.conversation.outcome import Known, Place
from assistant.reading.reader import Typed
from assistant.state.engine import GameDefaults
from models import Actor

GM, PLAYER, OTHER_GM = Actor(id="tg:1", admin=True), Actor(id="tg:2"), "tg:3"
GROUP = Place("tg:-7", "telegram", shared=True, title="Hogwarts")
KNOWN = Known(admins=frozenset({GM.id, OTHER_GM}), name_of={GM.id: "Alice", PLAYER.id: "Bob", OTHER_GM: "Carol"}.get)
LINK = "https://t.me/DuelBot?start=secret"


async def test_a_reader_no_private_message_reached_is_told_in_the_groups_language_under_every_secret_roll() -> None:
    app = await bootstrap(Settings(database_url="memory://"), defaults=GameDefaults(ruleset="duel_club", seed=1))
    talk = app.conversation
    await talk.say(Typed("/lang fr"), GROUP, GM, KNOWN)
    for _ in range(2):
        outcome = await talk.say(Typed("/roll secret 1d20"), GROUP, PLAYER, KNOWN)
        private = {m.audience.person: m for m in outcome.messages[1:]}
        assert set(private) == {PLAYER.id, GM.id, OTHER_GM}  # the roller and the GMs, each privately
        note = talk.unreached(outcome, [private[OTHER_GM]], KNOWN, LINK)
        assert note is not None and note.locale == "fr" and not note.audience.private
        assert note.lines == (
            f"Carol, pour recevoir les jets secrets, ouvrez d'abord une conversation privée avec moi\u00a0: {LINK}",
        )
    assert talk.unreached(outcome, [], KNOWN, LINK) is None  # everyone reached: nothing to say


async def test_a_gm_who_misses_a_hidden_characters_numbers_is_told_once_a_game() -> None:
    app = await bootstrap(Settings(database_url="memory://"), defaults=GameDefaults(ruleset="duel_club", seed=1))
    talk = app.conversation
    for line in ("/lang pl", "/char Goyle skill=40", "/char Goyle hidden=yes"):
        await talk.say(Typed(line), GROUP, GM, KNOWN)
    told = []
    for _ in range(2):
        outcome = await talk.say(Typed("/pool Goyle"), GROUP, GM, KNOWN)
        [carols] = [m for m in outcome.messages[1:] if m.audience.person == OTHER_GM]
        note = talk.unreached(outcome, [carols], KNOWN, LINK)
        told.append(note.lines if note is not None else ())
    assert told == [(f"Carol, żeby widzieć ukryte pule, najpierw napisz do mnie prywatnie: {LINK}",), ()]
    elsewhere = Place("tg:-8", "telegram", shared=True, title="Durmstrang")
    for line in ("/lang pl", "/char Goyle skill=40", "/char Goyle hidden=yes"):
        await talk.say(Typed(line), elsewhere, GM, KNOWN)
    outcome = await talk.say(Typed("/pool Goyle"), elsewhere, GM, KNOWN)
    [carols] = [m for m in outcome.messages[1:] if m.audience.person == OTHER_GM]
    assert talk.unreached(outcome, [carols], KNOWN, LINK) is not None  # another game: told there too
