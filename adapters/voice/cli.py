"""`assistant voice`: listen (microphone, WAV, any audio file, raw PCM on stdin), `check` a model, `download` one."""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
import threading
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from adapters.voice import download as downloads
from adapters.voice import model as models
from adapters.voice.audio import (
    AudioError,
    MicrophoneError,
    MicrophoneSource,
    PcmSource,
    StreamSource,
    read_audio,
    require_tool,
)
from adapters.voice.door import Live, Session, Source, VoiceDoor
from adapters.voice.gate import PushToTalkGate, VoiceGate
from adapters.voice.heard import UnreadableRecord, readable
from adapters.voice.keys import KeyHold, TerminalKeys, key_label, parse_bindings, terminal_available
from adapters.voice.speech import Announcer, EspeakSpeaker, Mirror, Mute, Quiet, Speaker
from adapters.voice.worker import Options, RecognizerWorker
from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.language.translator import translator
from assistant.reading.speech_grammar import missing_words
from assistant.reading.spoken import Limits
from assistant.reading.voice_lexicon import VoiceLexicon, read_lexicon, shipped_lexicon
from assistant.state.engine import GameDefaults

#: The exit status of a command stopped by Ctrl-C (128 + SIGINT), as shells report it.
INTERRUPTED = 130


class Told(Exception):
    """A failure already worded for the user: a message id and its values."""

    def __init__(self, key: str, **args: str | int) -> None:
        super().__init__(key)
        self.key, self.args_ = key, args


def _say(locale: str, key: str, **args: str | int) -> None:
    print(translator().format(key, locale, dict(args)), file=sys.stderr)


def _locale(args: argparse.Namespace) -> str:
    return str(args.locale or Settings().default_locale)


def _lexicon(args: argparse.Namespace, language: str) -> VoiceLexicon:
    return read_lexicon(language, Path(args.lexicon)) if args.lexicon else shipped_lexicon(language)


def _model_path(args: argparse.Namespace, language: str) -> Path:
    if args.model:
        return models.check(Path(args.model))
    found = models.find(language)
    if found is None:
        raise Told("voice-model-missing", language=language)
    return found


# ---------------------------------------------------------------- check and download


def check_main(args: argparse.Namespace) -> int:
    """List the lexicon words the model does not know; 0 when it knows them all."""
    locale = _locale(args)
    language = args.language or locale
    vocabulary = models.Vocabulary(models.load(_model_path(args, language)))
    lexicon = _lexicon(args, language)
    missing = missing_words(lexicon, vocabulary)
    words = translator()
    if not missing:
        print(words.format("voice-check-ok", locale, {"language": language, "n": len(lexicon.words())}))
        return 0
    print(words.format("voice-check-missing", locale, {"language": language, "n": len(missing)}))
    for word in missing:
        print(f"  {word}")
    return 1


def heard_main(args: argparse.Namespace) -> int:
    """Print a --heard file as one readable line per utterance and per answer."""
    locale, path = _locale(args), Path(args.file)
    if not path.is_file():
        raise Told("voice-heard-missing", path=str(path))
    words = translator()
    try:
        for line in readable(path, words, locale):
            print(line)
    except UnreadableRecord as err:
        raise Told("voice-heard-bad", path=str(path), line=err.number) from err
    return 0


def download_main(args: argparse.Namespace) -> int:
    """Download an official small model into the data directory (or --dir); Ctrl-C stops it, resumable, with 130."""
    locale = _locale(args)
    folder = Path(args.dir) if args.dir else models.VoiceSettings().folder()
    item: downloads.Offer | None = None
    with _ctrl_c_interrupts():
        try:
            item = downloads.offer(args.lang, args.source)
            return _download(item, folder, locale, args.unchecked, args.lang)
        except KeyboardInterrupt:
            _stopped(item, folder, locale)
            return INTERRUPTED


def _download(item: downloads.Offer, folder: Path, locale: str, unchecked: bool, language: str) -> int:
    target = folder / item.name
    if models.is_model(target):
        _say(locale, "voice-download-present", name=item.name, path=str(target))
        return 0
    downloads.vet(item, unchecked)
    if item.md5 is None:
        _say(locale, "voice-download-unchecked", name=item.name)
    if item.size is None:
        _say(locale, "voice-download-start-unsized", name=item.name, path=str(folder))
    else:
        _say(locale, "voice-download-start", name=item.name, size=f"{item.size / 1e6:.1f}", path=str(folder))
    path = downloads.install(item, folder, unchecked=unchecked)
    _say(locale, "voice-download-done", name=item.name, path=str(path), language=language)
    return 0


def _stopped(item: downloads.Offer | None, folder: Path, locale: str) -> None:
    """Tell what a Ctrl-C left: the partial archive the next run resumes, or nothing."""
    part = downloads.partial(folder, item.name) if item else None
    kept = part.stat().st_size if part is not None and part.is_file() else 0
    if item is None or not kept:
        _say(locale, "voice-download-stopped")
    else:
        _say(locale, "voice-download-interrupted", name=item.name, got=kept)


@contextmanager
def _ctrl_c_interrupts() -> Iterator[None]:
    """Let Ctrl-C interrupt blocking work at once: asyncio's own handler only cancels at the next await."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


# ---------------------------------------------------------------- listening


def _source(args: argparse.Namespace) -> Source:
    if args.wav or args.file:
        return PcmSource(read_audio(Path(args.wav or args.file)), realtime=args.realtime)
    if args.pcm:
        stream = sys.stdin.buffer if args.pcm == "-" else Path(args.pcm).open("rb")  # noqa: SIM115 - read to its end
        return StreamSource(stream, args.rate, args.channels)
    device = int(args.device) if args.device and args.device.isdigit() else args.device
    return MicrophoneSource(device=device)


def _live(args: argparse.Namespace) -> bool:
    """Say whether the audio comes as it is spoken: a microphone, or raw PCM piped in ('--pcm -', from arecord)."""
    return not (args.wav or args.file or (args.pcm and args.pcm != "-"))


def _runner(args: argparse.Namespace, door: VoiceDoor, hold: KeyHold | None, mute: Mute, tty: str = "/dev/tty") -> Live:
    """Return the stream a door listens to: a live one gets the terminal's keys and the mute, a file neither.

    The terminal's keys hold push-to-talk, and answer a command read back (y or Enter: yes; n or Esc: no).
    """
    live = _live(args)
    keys = TerminalKeys(tty) if live and (hold is not None or terminal_available(tty)) else None
    return Live(door, _source(args), hold, keys, mute if live else None)


def _aliases(pairs: list[str] | None) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for pair in pairs or []:
        name, _, phrase = pair.partition("=")
        if phrase.strip():
            found.setdefault(name.strip(), []).extend(p.strip().lower() for p in phrase.split("|") if p.strip())
    return {k: tuple(v) for k, v in found.items()}


def _speaker(args: argparse.Namespace, mute: Mute) -> Speaker:
    if args.no_speak:
        return Quiet()
    require_tool("espeak-ng")
    return EspeakSpeaker(mute, Path(args.speak_to) if args.speak_to else None)


def _mirror(args: argparse.Namespace, settings: Settings) -> Mirror | None:
    if args.telegram_chat is None or settings.telegram_token is None:
        return None
    from adapters.voice.mirror import TelegramMirror
    from assistant.logging import hide

    token = settings.telegram_token.get_secret_value()
    hide(token)  # a Bot API URL holds it
    return TelegramMirror(token, args.telegram_chat, settings.telegram_base_url)


def _mode(
    args: argparse.Namespace, live: bool, tty: str = "/dev/tty"
) -> tuple[PushToTalkGate | VoiceGate, KeyHold | None]:
    if args.vad or not live or not terminal_available(tty):
        return VoiceGate(), None
    bindings = parse_bindings(args.ptt, args.keys)
    return PushToTalkGate(), KeyHold(bindings, toggle=args.toggle)


def _announce_mode(door: VoiceDoor, args: argparse.Namespace, hold: KeyHold | None) -> None:
    if not _live(args):
        door.note("voice-mode-file", source=args.wav or args.file or args.pcm)
    if hold is None:
        door.note("voice-mode-vad")
    elif args.keys:
        door.note("voice-mode-keys", keys=", ".join(f"{key_label(k)} = {v}" for k, v in hold.bindings.items()))
    else:
        door.note("voice-mode-ptt", key=key_label(next(iter(hold.bindings))))


async def _app(args: argparse.Namespace) -> tuple[App, Settings]:
    settings = Settings.from_args(args)
    defaults = GameDefaults(ruleset=args.rules, locale=settings.default_locale, seed=args.seed)
    return await bootstrap(settings, defaults=defaults), settings


def _warn_unknown_words(lexicon: VoiceLexicon, vocabulary: models.Vocabulary, locale: str) -> None:
    """Warn at start where the model does not know some of the lexicon's words (a model of another language)."""
    missing = missing_words(lexicon, vocabulary)
    if missing:
        total = len(lexicon.words())
        _say(locale, "voice-lexicon-unknown", n=len(missing), total=total, language=lexicon.language)


async def _check_game(app: App, game: str, locale: str) -> None:
    """Refuse a game id that differs from a stored one only in its capitals; say so when a new game starts."""
    if await app.engine.state(game) is not None:
        return
    stored = [g for g in await app.storage.game_ids() if g.casefold() == game.casefold()]
    if stored:
        raise Told("voice-game-other-case", game=game, stored=stored[0])
    _say(locale, "voice-game-new", game=game)


async def listen_main(args: argparse.Namespace) -> int:
    """Listen and play until the input ends or Ctrl+C."""
    locale = _locale(args)
    language = args.language or locale
    path = _model_path(args, language)
    if args.file:
        require_tool("ffmpeg")
    vosk_model = models.load(path)
    lexicon, vocabulary = _lexicon(args, language), models.Vocabulary(vosk_model)
    _warn_unknown_words(lexicon, vocabulary, locale)
    app, settings = await _app(args)
    try:
        await _check_game(app, args.game, locale)
    except Told:
        await app.aclose()
        raise
    live = _live(args)
    mute, mirror = Mute(), _mirror(args, settings)
    gate, hold = _mode(args, live)
    if not args.vad and live and hold is None:  # push-to-talk was meant, but there is no terminal for its key
        _say(locale, "voice-ptt-no-terminal")
    session = Session(
        game_id=args.game,
        language=language,
        ruleset=args.rules,
        caster=args.as_,
        aliases=_aliases(args.alias),
        limits=Limits(),
        verbose=args.verbose,
        hands_free=isinstance(gate, VoiceGate),
        heard=Path(args.heard) if args.heard else None,
    )
    worker = RecognizerWorker(vosk_model, None, Options(models.VoiceSettings().alternatives))
    announcer = Announcer(lambda line: print(line, flush=True), _speaker(args, mute), mirror)
    door = VoiceDoor(app, session, lexicon, worker, announcer, gate, vocabulary)
    door.note("voice-listening", game=args.game, rules=args.rules, language=language)
    _announce_mode(door, args, hold)
    runner = _runner(args, door, hold, mute)
    try:
        await door.start()  # subscribed to the scheduler before it starts: a boundary due at once is announced
        app.start_upkeep()
        await runner.run()
    finally:
        await door.close()
        await app.aclose()
        if mirror is not None:
            await mirror.close()
    return 0


#: The `voice` subcommands; no subcommand is `listen`.
ACTIONS: dict[str | None, Callable[[argparse.Namespace], int | Coroutine[Any, Any, int]]] = {
    None: listen_main,
    "listen": listen_main,
    "check": check_main,
    "heard": heard_main,
    "download": download_main,
}


async def main(args: argparse.Namespace) -> int:
    """Run `assistant voice` and its subcommands, turning known failures into one localized line."""
    locale = _locale(args)
    try:
        result = ACTIONS[getattr(args, "action", None)](args)
        return await result if asyncio.iscoroutine(result) else int(result)
    except (Told, models.ModelError, downloads.DownloadError) as err:
        _say(locale, err.key, **err.args_)
    except MicrophoneError as err:
        _say(locale, "voice-no-microphone", error=str(err))
    except AudioError as err:
        tool = str(err).split()[0] if "not installed" in str(err) else ""
        _say(locale, "voice-no-tool", tool=tool) if tool else print(err, file=sys.stderr)
    except (KeyboardInterrupt, asyncio.CancelledError):
        return 0
    return 1 if getattr(args, "action", None) == "download" else 2
