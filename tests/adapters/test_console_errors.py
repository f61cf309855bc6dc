"""A console script goes on past a line that an unexpected error stops (a bug, not a refusal): that line gets
a localized "internal error" answer that tells the truth about what it stored, the error is logged, every other
line runs, and the exit status says that something failed."""

from __future__ import annotations

import dataclasses
import io
import json
import random
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import structlog

from adapters.console import Console, run
from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.language.translator import LOCALES, Translator
from assistant.state.engine import GameDefaults
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Since
from models import Event, GameState

AppFactory = Callable[..., Awaitable[App]]

SCRIPT = """
/char Harry age=15 reflex=7 charms=14
/roll 1d6
/roll 2d6
/roll 1d6
/char Draco age=16 reflex=5 charms=18
"""
#: What the console says to the line the fault stops, by locale.
INTERNAL = {
    "en": "Internal error on this line; nothing was changed. "
    "The details are in the log, and the next line runs as usual.",
    "pl": "Błąd wewnętrzny w tym wierszu; nic nie zmieniono. "
    "Szczegóły są w logu, a następny wiersz wykona się normalnie.",
    "ru": "Внутренняя ошибка в этой строке; ничего не изменено. "
    "Подробности — в журнале; следующая строка выполнится как обычно.",
    "fr": "Erreur interne sur cette ligne\u00a0; rien n'a été modifié. "
    "Les détails sont dans le journal, et la ligne suivante s'exécute normalement.",
    "cs": "Vnitřní chyba na tomto řádku; nic se nezměnilo. "
    "Podrobnosti jsou v logu a další řádek se zpracuje jako obvykle.",
}


class FragileDice:
    """Seeded dice of which one draw (the n-th of the game) raises, as a bug inside the engine would."""

    def __init__(self, failing: int) -> None:
        self.failing, self.draws = failing, 0

    def __call__(self, state: GameState[Any, Any]) -> random.Random:
        return _Fragile(self, state.seq)


class _Fragile(random.Random):
    def __init__(self, dice: FragileDice, seed: int) -> None:
        super().__init__(seed)
        self.dice = dice

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        self.dice.draws += 1
        if self.dice.draws == self.dice.failing:
            raise RuntimeError("a die rolled off the table")
        return super().randrange(start, stop, step) if stop is not None else super().randrange(start)


class FailingTranslator(Translator):
    """A translator that cannot render one message: a bug in the rendering of a reply."""

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key

    def render(self, event: Event, locale: str, people: Any = None) -> str:
        if event.key == self.key:
            raise ValueError(f"cannot render {event.key}")
        return super().render(event, locale, people)


class UnreadableStorage(InMemoryStorage):
    """A storage whose game cannot be read back after ``reads`` reads: its reader broke."""

    def __init__(self, reads: int) -> None:
        super().__init__()
        self.reads = reads

    def _read(self) -> None:
        self.reads -= 1
        if self.reads < 0:
            raise OSError("the disk went away")

    async def read_state(self, game_id: str) -> dict[str, Any] | None:
        self._read()
        return await super().read_state(game_id)

    async def read_head(self, game_id: str) -> dict[str, Any] | None:
        self._read()
        return await super().read_head(game_id)

    async def read_head_since(self, game_id: str, after: int, limit: int) -> Since:
        self._read()
        return await super().read_head_since(game_id, after, limit)


async def play_script(console: Console, script: str) -> tuple[int, list[str]]:
    """Run a script through the console's own loop; return its exit status and output lines."""
    out = io.StringIO()
    status = await run(console, io.StringIO(script.strip() + "\n"), out)
    return status, out.getvalue().splitlines()


async def commands(app: App, game: str) -> list[str]:
    """Return the names of the commands a game's log holds."""
    return [entry.command.name for entry in await app.storage.read_log(game)]


@pytest.mark.parametrize("locale", LOCALES)
async def test_a_line_that_crashes_is_told_and_the_script_goes_on(make_app: AppFactory, locale: str) -> None:
    app = await make_app(locale=locale, rng=FragileDice(failing=2))  # the second die: /roll 2d6's first
    console = Console(app, game_id="t")
    with structlog.testing.capture_logs() as logs:
        status, lines = await play_script(console, SCRIPT)
    assert status == 1
    assert lines[2] == INTERNAL[locale] == app.translator.format("console-internal-error", locale)
    rolls = [entry for entry in await app.storage.read_log("t") if entry.command.name == "roll"]
    assert len(lines) == 5 and [lines[1], lines[3]] == [app.translator.render(r.events[0], locale) for r in rolls]
    state = await app.engine.state("t")
    assert state is not None and sorted(state.characters) == ["draco", "harry"] and state.seq == 4
    assert await commands(app, "t") == ["char", "roll", "roll", "char"]
    failed = [entry for entry in logs if entry["event"] == "console.line_failed"]
    assert [(e["log_level"], e["line"], e["exc_info"]) for e in failed] == [("error", "/roll 2d6", True)]


async def test_a_clean_script_ends_with_status_0(make_app: AppFactory) -> None:
    console = Console(await make_app(), game_id="t")
    status, lines = await play_script(console, SCRIPT)
    assert status == 0 and INTERNAL["en"] not in lines and len(lines) == 5


async def test_a_stored_move_whose_reply_cannot_be_shown_says_it_was_stored(make_app: AppFactory) -> None:
    app = await make_app(locale="pl")
    console = Console(dataclasses.replace(app, translator=FailingTranslator("roll-result")), game_id="t")
    status, lines = await play_script(console, SCRIPT)
    assert status == 1 and lines[1:4] == [
        "Ruch nr 2 został zapisany, ale przez błąd wewnętrzny nie udało się pokazać odpowiedzi. "
        "Szczegóły są w logu; MG może cofnąć ten ruch przez /cofnij.",
        "Ruch nr 3 został zapisany, ale przez błąd wewnętrzny nie udało się pokazać odpowiedzi. "
        "Szczegóły są w logu; MG może cofnąć ten ruch przez /cofnij.",
        "Ruch nr 4 został zapisany, ale przez błąd wewnętrzny nie udało się pokazać odpowiedzi. "
        "Szczegóły są w logu; MG może cofnąć ten ruch przez /cofnij.",
    ]
    assert await commands(app, "t") == ["char", "roll", "roll", "roll", "char"]
    console.json_mode = True
    told = json.loads((await console.line("/roll 1d6"))[0])
    assert (told["ok"], told["seq"], told["key"], told["args"]) == (True, 6, "console-reply-unshown", {"seq": 6})


async def test_a_refusal_that_cannot_be_shown_says_nothing_changed(make_app: AppFactory) -> None:
    app = await make_app(locale="fr")
    console = Console(dataclasses.replace(app, translator=FailingTranslator("refusal-unknown-field")), game_id="t")
    status, lines = await play_script(console, "/char Harry age=15\n/char Harry broom=1\n/roll 1d6")
    assert status == 1 and lines[1] == INTERNAL["fr"] and lines[2].startswith("Jet 1d6\u00a0:")
    assert await commands(app, "t") == ["char", "roll"]


async def test_a_game_that_cannot_be_read_back_is_not_said_unchanged() -> None:
    # the console and its reader read the game before each line: the reads run out after the second line's crash
    storage = UnreadableStorage(reads=4)
    settings = Settings(database_url="memory://", default_ruleset="feniks", default_locale="cs")
    defaults = GameDefaults(ruleset="feniks", locale="cs", seed=1)
    app = await bootstrap(settings, storage=storage, defaults=defaults, rng_factory=FragileDice(failing=1))
    status, lines = await play_script(Console(app, game_id="t"), "/char Harry age=15\n/roll 1d6\n/roll 1d6")
    assert status == 1
    assert lines[1] == (
        "Vnitřní chyba na tomto řádku a hru se nepodařilo znovu načíst, takže nelze ověřit, zda se něco změnilo. "
        "Podrobnosti jsou v logu a další řádek se zpracuje jako obvykle."
    )
    assert lines[2] == INTERNAL["cs"]  # the third line cannot even read the game: it never reached the engine
    assert await commands(app, "t") == ["char"]
