"""Speech models: where they are, checked before Vosk sees them, each loaded once per process.

A model is a folder: an explicit path, or one that `assistant voice download` unpacked into the data
directory. Never ``vosk.Model(lang=...)``: it reaches for the network and exits the process when it cannot.
"""

from __future__ import annotations

import threading
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from assistant.config import default_data_dir

#: Files every Vosk model folder has.
REQUIRED = ("am/final.mdl", "conf/model.conf")
#: The folder under the data directory that downloaded models are unpacked into.
MODELS_FOLDER = "voice-models"
_LOCK = threading.Lock()


class ModelError(Exception):
    """No usable model: missing, not a Vosk model, or the voice extra is not installed."""

    def __init__(self, key: str, **args: str) -> None:
        super().__init__(key)
        self.key, self.args_ = key, args


class VoiceSettings(BaseSettings):
    """The voice door's settings, from ASSISTANT_VOICE_* variables."""

    model_config = SettingsConfigDict(env_prefix="ASSISTANT_VOICE_", env_file=".env", extra="ignore")

    models: dict[str, Path] = Field(default_factory=dict, description="Language → model folder (JSON).")
    languages: dict[str, str] = Field(
        default_factory=dict, description="A game locale → the language of its model and lexicon (JSON)."
    )
    lexicons: Path | None = Field(default=None, description="A folder of <language>/voice.ftl, intents.ftl to use.")
    models_dir: Path | None = Field(default=None, description="Where downloaded models live; default: data dir.")
    alternatives: int = Field(default=5, ge=1, le=20, description="How many n-best alternatives Vosk returns.")

    def folder(self) -> Path:
        """Return the folder downloaded models are kept in."""
        return self.models_dir or default_data_dir() / MODELS_FOLDER


def is_model(path: Path) -> bool:
    """Say whether a folder looks like a Vosk model."""
    return path.is_dir() and all((path / f).is_file() for f in REQUIRED)


def check(path: Path) -> Path:
    """Return a model folder (or the one model folder inside it), or refuse a folder that is none."""
    path = path.expanduser()
    if is_model(path):
        return path
    inner = [p for p in path.iterdir() if is_model(p)] if path.is_dir() else []
    if len(inner) == 1:
        return inner[0]
    raise ModelError("voice-model-bad", path=str(path))


def find(language: str, settings: VoiceSettings | None = None) -> Path | None:
    """Return the model for a language: configured, else downloaded; None where there is none."""
    settings = settings or VoiceSettings()
    if language in settings.models:
        return check(settings.models[language])
    folder = settings.folder()
    from adapters.voice.download import model_name

    name = model_name(language)
    found = sorted(p for p in folder.glob(f"vosk-model*-{language}-*") if is_model(p)) if folder.is_dir() else []
    exact = folder / name if name else None
    return exact if exact is not None and is_model(exact) else (found[-1] if found else None)


def languages(settings: VoiceSettings | None = None) -> list[str]:
    """Return the languages that have a model (configured or downloaded)."""
    from adapters.voice.download import OFFICIAL

    return [lang for lang in sorted({*OFFICIAL, *(settings or VoiceSettings()).models}) if find(lang, settings)]


def vosk() -> Any:
    """Return the vosk module, quiet, or refuse when the voice extra is missing."""
    try:
        import vosk as module
    except ImportError as err:
        raise ModelError("voice-no-vosk") from err
    module.SetLogLevel(-2)
    return module


@cache
def _load(path: str) -> Any:
    return vosk().Model(path)


def load(path: Path) -> Any:
    """Return the Vosk model of a folder, loaded once per process."""
    folder = check(path)
    with _LOCK:
        return _load(str(folder.resolve()))


def loaded() -> int:
    """Return how many models this process has loaded so far."""
    return _load.cache_info().currsize


class Vocabulary:
    """What words a model knows, asked once each."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self._known: dict[str, bool] = {}

    def __call__(self, word: str) -> bool:
        """Say whether the model knows a word."""
        if word not in self._known:
            self._known[word] = self.model.vosk_model_find_word(word) >= 0
        return self._known[word]
