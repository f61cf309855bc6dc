"""A hidden NPC played through a door: what each reader of the door received, checked against the secrecy table.

The table itself is tested in the core (``tests/assistant/test_secrecy_table.py``, every locale and reader); a door
test plays the same lines and reads what the door delivered: for each logged event whose text a GM reads otherwise
than a player, the GM's text must reach no player and the player's text must reach them intact.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from assistant.conversation import secrecy
from assistant.language.translator import Translator
from assistant.state.engine import people_named
from assistant.state.ports import Storage, aiter_log
from models import GameState, Reply

#: The home locale of each ruleset: the language its tables play it in.
HOME = {"feniks": "pl", "duel_club": "fr", "ergs": "ru", "spell_points": "cs"}


@dataclass(frozen=True)
class Differs:
    """One event a GM and a player read differently: the two texts."""

    key: str
    gm: str
    player: str


async def differing(
    storage: Storage, game_id: str, state: GameState[Any, Any], reader: secrecy.Reader, locale: str
) -> list[Differs]:
    """Return the logged events of a game, from the command that hid a character on, that a GM reads otherwise than
    this reader, both texts rendered."""
    translator, found, hiding = Translator(), [], False
    async for entry in aiter_log(storage, game_id):
        hiding = hiding or any(c.path[-1:] == ["hidden"] and c.after is True for c in entry.changes)
        for event in entry.events if hiding else ():
            whole = Reply(game_id=game_id, events=[event], people=people_named(state, [event]))
            shown = secrecy.reply_for(whole, state, reader)
            gm, player = (translator.render(r.events[0], locale, r.people) for r in (whole, shown))
            if gm != player:
                found.append(Differs(event.key, gm, player))
    return found


def assert_read_as_the_table_says(differs: list[Differs], received: Iterable[str]) -> None:
    """No GM text of a hidden number reaches the reader; each masked text reaches them whole, digits and all."""
    read = "\n".join(received)
    assert len(differs) >= 3, differs  # the lines made the hidden NPC show up in several message types
    for differ in differs:
        assert differ.gm not in read, (differ.key, differ.gm)
        worded = sum(c.isdigit() for c in differ.player) < sum(c.isdigit() for c in differ.gm)
        assert secrecy.MASK in differ.player or worded, differ  # masked («?») or said in words («plus élevés»)
        assert differ.player in read, (differ.key, differ.player, read)
