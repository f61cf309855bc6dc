"""The `assistant` command: one subcommand per door or tool, each door imported only when used."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any

from assistant.language.locales import (
    LOCALES,  # importing no pydantic, Fluent or structlog: `assistant --help` stays fast
)
from assistant.rulesets import RULESET_IDS

#: Subcommand → the module:function that runs it, imported only when chosen.
DOORS: dict[str, str] = {
    "console": "adapters.console:main",
    "telegram": "adapters.telegram.bot:main",
    "serve": "adapters.http.server:main",
    "export": "adapters.storage.transfer:export_main",
    "import": "adapters.storage.transfer:import_main",
    "voice": "adapters.voice.cli:main",
    "token": "adapters.http.admin:token_main",
}


def _serve_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--host", default=None, help="address to listen on; default: ASSISTANT_HTTP_HOST or 127.0.0.1")
    p.add_argument("--port", type=int, default=None, help="port; default: ASSISTANT_HTTP_PORT or 8080 (0: any free)")
    p.add_argument("--db", default=None, help="database URL; default: the settings' (SQLite in the data directory)")
    p.add_argument("--rules", default=None, choices=RULESET_IDS, help="ruleset of new games")
    p.add_argument("--locale", default=None, choices=LOCALES, help="language of new games")


def _telegram_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", default=None, help="database URL; default: the settings' (SQLite in the data directory)")
    p.add_argument("--rules", default=None, choices=RULESET_IDS, help="ruleset of new chats' games")
    p.add_argument("--locale", default=None, choices=LOCALES, help="language of new chats' games")


def _console_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--rules", default="feniks", choices=RULESET_IDS, help="ruleset of the game")
    p.add_argument("--locale", default="en", choices=LOCALES, help="language of the replies")
    p.add_argument("--seed", type=int, default=None, help="fix the dice: the same input gives the same output")
    p.add_argument("--json", action="store_true", help="print one JSON object per event, one a line")
    p.add_argument("--game", default="console", help="game id (to resume a stored game)")
    p.add_argument("--db", default="memory://", help="database URL; default: in memory, nothing kept")


def _db_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", default="", help="database URL; default: the settings' (SQLite in the data directory)")
    p.add_argument("--locale", default=None, choices=LOCALES, help="language of the status lines")


def _export_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", help="id of the game to export")
    p.add_argument("--out", default="-", help="file to write; default: stdout")
    _db_args(p)


def _import_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="an export file ('-': stdin)")
    p.add_argument("--check", action="store_true", help="only replay the log against the state; store nothing")
    p.add_argument("--replace", action="store_true", help="overwrite a stored game with the same id")
    _db_args(p)


def _voice_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--model", default=None, help="Vosk model folder; default: the one downloaded for --language")
    p.add_argument("--language", default=None, help="the model's and lexicon's language; default: --locale")
    p.add_argument("--lexicon", default=None, help="lexicons to use instead: <language>/voice.ftl, intents.ftl")
    p.add_argument("--rules", default="ergs", choices=RULESET_IDS, help="ruleset of a new game")
    p.add_argument("--locale", default=None, choices=LOCALES, help="language of a new game's announcements")
    p.add_argument("--game", default="voice", help="game id (the same --db and --game resume a game)")
    p.add_argument("--db", default=None, help="database URL; default: the settings' (SQLite in the data directory)")
    p.add_argument("--seed", type=int, default=None, help="fix the dice of a new game")
    p.add_argument("--wav", default=None, help="read a WAV file instead of the microphone")
    p.add_argument("--file", default=None, help="read any audio file ffmpeg decodes")
    p.add_argument("--pcm", default=None, help="read raw 16-bit PCM from a file ('-': stdin)")
    p.add_argument("--rate", type=int, default=16000, help="sample rate of --pcm")
    p.add_argument("--channels", type=int, default=1, help="channel count of --pcm")
    p.add_argument("--device", default=None, help="microphone (a sounddevice name or number)")
    p.add_argument("--realtime", action="store_true", help="play a file at the speed of speech")
    p.add_argument("--ptt", default="space", help="push-to-talk key (hold it while speaking)")
    p.add_argument("--keys", default=None, help="one key per player: 'h=Harry,d=Draco'")
    p.add_argument("--toggle", action="store_true", help="tap the key to start and again to stop")
    p.add_argument("--vad", action="store_true", help="hands-free: a voice-activity gate instead of a key")
    p.add_argument("--as", dest="as_", default=None, help="the wizard who casts when no key or word names one")
    p.add_argument("--alias", action="append", help="a sound-alike the model knows: 'Draco=drako|draka'")
    p.add_argument("--no-speak", action="store_true", help="print announcements without saying them")
    p.add_argument("--speak-to", default=None, help="write spoken announcements as WAV files into a folder")
    p.add_argument("--telegram-chat", type=int, default=None, help="mirror announcements to this Telegram chat")
    p.add_argument("--verbose", action="store_true", help="print every transcript")
    p.add_argument("--heard", default=None, help="write each utterance's n-best, costs, times, decision (JSON lines)")
    sub = p.add_subparsers(dest="action")
    check = sub.add_parser("check", help="list the lexicon words the model does not know")
    check.add_argument("--model", default=argparse.SUPPRESS, help="Vosk model folder")
    check.add_argument("--language", default=argparse.SUPPRESS, help="the lexicon's language")
    check.add_argument("--lexicon", default=argparse.SUPPRESS, help="a folder of <language>/voice.ftl, intents.ftl")
    viewer = sub.add_parser("heard", help="print a --heard file as one readable line per utterance")
    viewer.add_argument("file", help="a file --heard wrote")
    fetch = sub.add_parser("download", help="download an official small model (pl, ru, fr, cs)")
    fetch.add_argument("lang", help="pl, ru, fr or cs")
    fetch.add_argument("--dir", default=None, help="where to unpack it; default: the data directory")
    fetch.add_argument(
        "--from",
        dest="source",
        default="https://alphacephei.com/vosk/models/",
        help="where the official models are listed",
    )
    fetch.add_argument("--unchecked", action="store_true", help="install a model the list gives no checksum for")
    for action in (check, fetch, viewer):  # `voice check --locale pl` as well as `voice --locale pl check`
        action.add_argument("--locale", default=argparse.SUPPRESS, choices=LOCALES, help="language of the lines")


def _token_args(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="action", required=True)
    rotate = sub.add_parser("rotate", help="replace the web admin token kept in the data directory")
    rotate.add_argument("--locale", default=None, choices=LOCALES, help="language of the printed line")


_ARGS: dict[str, Callable[[argparse.ArgumentParser], None]] = {
    "console": _console_args,
    "telegram": _telegram_args,
    "serve": _serve_args,
    "export": _export_args,
    "import": _import_args,
    "voice": _voice_args,
    "token": _token_args,
}
_HELP = {
    "console": "play from the terminal: commands on stdin, replies on stdout",
    "telegram": "run the Telegram bot by long polling (ASSISTANT_TELEGRAM_TOKEN from BotFather)",
    "serve": "run the web server (API, live dashboard, web console) and Telegram when a token is set",
    "export": "write a game and its whole log as JSON, and check that the log replays to its state",
    "import": "replay-check an exported game and store it",
    "voice": "listen for spoken spells (microphone or file), or check/download a speech model",
    "token": "rotate the web admin token that `assistant serve` keeps in the data directory",
}


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of every subcommand."""
    parser = argparse.ArgumentParser(prog="assistant", description="Play assistant for wizard duels and magic pools.")
    sub = parser.add_subparsers(dest="door", required=True)
    for name, add in _ARGS.items():
        add(sub.add_parser(name, help=_HELP[name]))
    return parser


def _entry(door: str) -> Callable[[argparse.Namespace], Any]:
    module, func = DOORS[door].split(":")
    entry: Callable[[argparse.Namespace], Any] = getattr(import_module(module), func)
    return entry


def configure_logging(fmt: str, level: str) -> None:
    """Configure logging; structlog is imported only once a subcommand runs."""
    from assistant.logging import configure

    configure(fmt, level)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the chosen subcommand and return its exit status."""
    args = build_parser().parse_args(argv)
    import asyncio  # imported once a subcommand runs, not for --help

    from pydantic import ValidationError

    from assistant.config import Settings

    try:
        settings = Settings()
    except ValidationError as exc:
        return _bad_settings(exc)
    quiet = args.door in ("console", "voice") and "ASSISTANT_LOG_LEVEL" not in os.environ
    configure_logging(settings.log_format, "WARNING" if quiet else settings.log_level)
    result = _entry(args.door)(args)
    if asyncio.iscoroutine(result):
        result = asyncio.run(result)
    return int(result or 0)


def _bad_settings(exc: Any) -> int:
    """Say, in the configured language, which settings do not validate; return exit status 2."""
    from assistant.language.choice import base_language
    from assistant.language.translator import FALLBACK
    from assistant.language.translator import translator as shared_translator

    locale = base_language(os.environ.get("ASSISTANT_DEFAULT_LOCALE")) or FALLBACK
    translator = shared_translator()
    for error in exc.errors(include_url=False):
        setting = "ASSISTANT_" + "_".join(str(p) for p in error["loc"]).upper()
        if error["type"] == "weak_token":
            line = translator.format("config-weak-token", locale, {"setting": setting, **error.get("ctx", {})})
        else:
            line = translator.format("config-invalid", locale, {"setting": setting, "reason": error["msg"]})
        print(line, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
