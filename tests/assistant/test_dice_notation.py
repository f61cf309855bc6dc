"""Dice as each community writes them: «1k20», «5k6» in Polish and Czech replies; «1d20» in English, Russian and
French ones. A player types either; only the replies change."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from adapters.console import Console
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from tests.fakes import FakeClock

ConsoleFactory = Callable[..., Awaitable[Console]]


@pytest.fixture
def storage(clock: FakeClock) -> Storage:
    """Play on the in-memory storage alone: how a reply writes dice is decided before any storage."""
    return InMemoryStorage(clock)


@pytest.mark.parametrize(
    ("locale", "said"), [("pl", "Rzut 1k20: 1k20 ("), ("cs", "Hod 1k20: 1k20 ("), ("en", "Roll 1d20: 1d20 (")]
)
async def test_a_roll_is_written_in_the_locales_notation(make_console: ConsoleFactory, locale: str, said: str) -> None:
    console = await make_console(rules="feniks", locale=locale)
    await console.line(f"/lang {locale}")
    for typed in ("/roll 1d20", "/roll 1k20"):
        [reply] = await console.line(typed)
        assert reply.startswith(said), reply


async def test_a_spells_damage_dice_are_written_in_czech_notation(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="spell_points", locale="cs")
    await console.line("/lang cs")
    await console.line("/char Mialee level=7 ability=16")
    damage = (await console.line("/cast Mialee: fireball at goblins"))[-1]
    assert damage.startswith("Ohnivá koule (ÚS 5): 5k6 = "), damage
