"""`assistant voice download LANG`: the official small Vosk models (pl, ru, fr, cs) into the user's data directory.

The official site lists every model in ``model-list.json`` with its size and MD5; the archive is fetched
with a progress bar, checked against both, unpacked into a scratch folder, checked to hold a model, and
only then moved into place. A broken download leaves nothing behind; no network gets a clear message.
"""

from __future__ import annotations

import asyncio
import hashlib
import http.client
import json
import shutil
import sys
import urllib.error
import urllib.request
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO
from urllib.parse import urljoin, urlsplit

from adapters.voice.model import check, is_model

#: The official models' home.
BASE_URL = "https://alphacephei.com/vosk/models/"
#: The official list of models, under BASE_URL.
LIST_FILE = "model-list.json"
#: The official small model of each language the product speaks.
OFFICIAL = {
    "pl": "vosk-model-small-pl-0.22",
    "ru": "vosk-model-small-ru-0.22",
    "fr": "vosk-model-small-fr-0.22",
    "cs": "vosk-model-small-cs-0.4-rhasspy",
}
#: Bytes read at a time.
BLOCK = 1 << 16
#: Seconds a connection may stall.
TIMEOUT = 30.0
#: The largest archive accepted (a typo guard: the small models are under 100 MB).
MAX_BYTES = 2 << 30


class DownloadError(Exception):
    """A download that did not give a model; ``key`` names the localized message, ``args_`` its values."""

    def __init__(self, key: str, **args: str | int) -> None:
        super().__init__(key)
        self.key, self.args_ = key, args


@dataclass(frozen=True)
class Offer:
    """One model on offer: where it is and what it must be."""

    name: str  #: the model's name, also its folder's
    url: str  #: the archive's address
    size: int | None  #: its size in bytes, where the list gives it
    md5: str | None  #: its MD5, where the list gives it


def model_name(language: str) -> str | None:
    """Return the name of a language's official small model, or None."""
    return OFFICIAL.get(language)


def _open(url: str) -> Any:
    try:
        return urllib.request.urlopen(url, timeout=TIMEOUT)
    except (urllib.error.URLError, OSError) as err:
        raise DownloadError("voice-download-offline", host=urlsplit(url).netloc or url, name="?") from err


def offer(language: str, base_url: str = BASE_URL) -> Offer:
    """Return the official offer for a language, with the size and MD5 the official list gives."""
    name = model_name(language)
    if name is None:
        raise DownloadError("voice-download-unknown", language=language, languages=", ".join(OFFICIAL))
    base = base_url if base_url.endswith("/") else base_url + "/"
    try:
        with _open(urljoin(base, LIST_FILE)) as response:
            listed = json.loads(response.read().decode("utf-8"))
    except DownloadError as err:
        raise DownloadError(err.key, **{**err.args_, "name": name}) from err
    entry = next((m for m in listed if isinstance(m, dict) and m.get("name") == name), {})
    url = str(entry.get("url") or urljoin(base, f"{name}.zip"))
    size = int(entry["size"]) if str(entry.get("size", "")).isdigit() else None
    return Offer(name, url, size, str(entry["md5"]).lower() if entry.get("md5") else None)


@dataclass
class Progress:
    """A text progress bar on a terminal stream."""

    out: TextIO = field(default_factory=lambda: sys.stderr)  #: where it is drawn
    width: int = 30  #: the bar's length in characters
    total: int | None = None  #: the expected bytes, where known
    done: int = 0  #: bytes so far
    shown: int = -1  #: the last percentage drawn

    def add(self, n: int) -> None:
        """Count bytes and redraw when the percentage moved."""
        self.done += n
        percent = int(100 * self.done / self.total) if self.total else -1
        if percent != self.shown:
            self.shown = percent
            self._draw(percent)

    def _draw(self, percent: int) -> None:
        megabytes = self.done / 1e6
        if percent < 0:
            self.out.write(f"\r{megabytes:8.1f} MB")
        else:
            filled = self.width * min(percent, 100) // 100
            self.out.write(f"\r[{'#' * filled}{'-' * (self.width - filled)}] {percent:3d}% {megabytes:6.1f} MB")
        self.out.flush()

    def finish(self) -> None:
        """End the bar's line."""
        self.out.write("\n")
        self.out.flush()


def _fetch(item: Offer, part: Path, progress: Progress) -> str:
    """Download an archive into a file; return its MD5."""
    digest = hashlib.md5(usedforsecurity=False)
    try:
        with _open(item.url) as response, part.open("wb") as out:
            length = response.headers.get("Content-Length")
            progress.total = item.size or (int(length) if length and length.isdigit() else None)
            while block := response.read(BLOCK):
                if progress.done + len(block) > MAX_BYTES:
                    raise DownloadError("voice-download-bad-size", name=item.name, got=progress.done, want=MAX_BYTES)
                out.write(block)
                digest.update(block)
                progress.add(len(block))
    except DownloadError as err:
        raise DownloadError(err.key, **{**err.args_, "name": item.name}) from err
    except http.client.IncompleteRead as err:
        got = progress.done + len(err.partial)
        raise DownloadError("voice-download-bad-size", name=item.name, got=got, want=progress.total or 0) from err
    except (urllib.error.URLError, OSError) as err:
        raise DownloadError("voice-download-offline", host=urlsplit(item.url).netloc, name=item.name) from err
    finally:
        progress.finish()
    expected = item.size or progress.total
    if expected is not None and progress.done != expected:
        raise DownloadError("voice-download-bad-size", name=item.name, got=progress.done, want=expected)
    return digest.hexdigest()


def _unpack(archive: Path, scratch: Path, name: str) -> Path:
    """Unpack an archive into a scratch folder (refusing paths that leave it); return the model inside."""
    try:
        with zipfile.ZipFile(archive) as z:
            for member in z.namelist():
                if not (scratch / member).resolve().is_relative_to(scratch.resolve()):
                    raise DownloadError("voice-download-bad-archive", name=name)
            z.extractall(scratch)
    except zipfile.BadZipFile as err:
        raise DownloadError("voice-download-bad-archive", name=name) from err
    try:
        return check(scratch)
    except Exception as err:
        raise DownloadError("voice-download-bad-archive", name=name) from err


def download(language: str, folder: Path, base_url: str = BASE_URL, progress: Progress | None = None) -> Path:
    """Download, check and unpack a language's official small model into a folder; return the model's path."""
    item = offer(language, base_url)
    target = folder / item.name
    if is_model(target):
        return target
    folder.mkdir(parents=True, exist_ok=True)
    part, scratch = folder / f".{item.name}.zip.part", folder / f".{item.name}.unpacking"
    try:
        digest = _fetch(item, part, progress or Progress())
        if item.md5 is not None and digest != item.md5:
            raise DownloadError("voice-download-bad-checksum", name=item.name)
        shutil.rmtree(scratch, ignore_errors=True)
        scratch.mkdir()
        shutil.move(str(_unpack(part, scratch, item.name)), str(target))
    finally:
        part.unlink(missing_ok=True)
        shutil.rmtree(scratch, ignore_errors=True)
    return target


async def async_download(
    language: str, folder: Path, base_url: str = BASE_URL, progress: Progress | None = None
) -> Path:
    """Download a model like ``download``, on a thread, without blocking the event loop."""
    return await asyncio.to_thread(download, language, folder, base_url, progress)
