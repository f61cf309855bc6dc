"""`assistant voice download LANG`: the official small Vosk models (pl, ru, fr, cs) into the user's data directory.

The official site lists every model in ``model-list.json`` with its size and MD5; the archive is fetched
with a progress bar, checked against both, unpacked into a scratch folder, checked to hold a model, and
only then moved into place. A model the list gives no checksum for is refused unless the user accepts it
unchecked. A download that stops (Ctrl-C, a cut connection) keeps its partial file, and the next run resumes
it with an HTTP Range request; a download proven bad (its size, its checksum, its archive) leaves nothing.
"""

from __future__ import annotations

import asyncio
import hashlib
import http.client
import json
import re
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
from assistant.errors import AssistantError

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
#: The failures that prove the downloaded bytes bad: their partial file is removed, not resumed.
SPOILT = frozenset({"voice-download-bad-size", "voice-download-bad-checksum", "voice-download-bad-archive"})
#: A 206 answer's ``Content-Range: bytes START-END/TOTAL``.
CONTENT_RANGE = re.compile(r"bytes (\d+)-\d+/(\d+|\*)")


class DownloadError(AssistantError):
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


def partial(folder: Path, name: str) -> Path:
    """Return the file a model's archive is downloaded into, kept between runs until it is complete."""
    return folder / f".{name}.zip.part"


def _failure(err: OSError | http.client.HTTPException, url: str, name: str) -> DownloadError:
    """Translate a transport failure: not found (404), another HTTP status, or no connection."""
    if isinstance(err, urllib.error.HTTPError):
        err.close()
        key = "voice-download-not-found" if err.code == 404 else "voice-download-http-error"
        return DownloadError(key, url=url, status=err.code, name=name)
    return DownloadError("voice-download-offline", host=urlsplit(url).netloc or url, name=name)


def _request(url: str, start: int = 0) -> Any:
    """Open an address, from byte ``start`` on where it is over 0."""
    headers = {"Range": f"bytes={start}-"} if start else {}
    return urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=TIMEOUT)


def offer(language: str, base_url: str = BASE_URL) -> Offer:
    """Return the official offer for a language, with the size and MD5 the official list gives."""
    name = model_name(language)
    if name is None:
        raise DownloadError("voice-download-unknown", language=language, languages=", ".join(OFFICIAL))
    base = base_url if base_url.endswith("/") else base_url + "/"
    url = urljoin(base, LIST_FILE)
    try:
        with _request(url) as response:
            listed = json.loads(response.read().decode("utf-8"))
    except (OSError, http.client.HTTPException) as err:
        raise _failure(err, url, name) from err
    except ValueError as err:  # not JSON, not UTF-8: a network's login page, say
        raise DownloadError("voice-download-bad-list", url=url, name=name) from err
    if not isinstance(listed, list):
        raise DownloadError("voice-download-bad-list", url=url, name=name)
    entry = next((m for m in listed if isinstance(m, dict) and m.get("name") == name), {})
    archive = str(entry.get("url") or urljoin(base, f"{name}.zip"))
    return Offer(name, archive, _count(entry.get("size")), str(entry["md5"]).lower() if entry.get("md5") else None)


def _count(value: object) -> int | None:
    """Return a count of bytes written in ASCII digits, or None."""
    text = "" if value is None else str(value).strip()
    return int(text) if text.isascii() and text.isdigit() else None


def vet(item: Offer, unchecked: bool = False) -> None:
    """Refuse a model the list gives no checksum for, unless the user accepts it unchecked."""
    if item.md5 is None and not unchecked:
        raise DownloadError("voice-download-no-checksum", name=item.name)


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
        if percent != self.shown or not self.total:
            self.shown = percent
            self._draw(percent)

    def _draw(self, percent: int) -> None:
        if percent < 0:
            self.out.write(f"\r{_amount(self.done):>9}")
        else:
            filled = self.width * min(percent, 100) // 100
            self.out.write(f"\r[{'#' * filled}{'-' * (self.width - filled)}] {percent:3d}% {_amount(self.done):>9}")
        self.out.flush()

    def finish(self) -> None:
        """End the bar's line."""
        self.out.write("\n")
        self.out.flush()


def _amount(count: int) -> str:
    """Return a count of bytes as a terminal shows it: kB below a megabyte, so a small count never reads 0.0 MB."""
    return f"{count / 1e3:.1f} kB" if count < 1e6 else f"{count / 1e6:.1f} MB"


def _kept(item: Offer, part: Path) -> int:
    """Return how many bytes of an earlier download may be resumed (0: none, or more than the archive holds)."""
    have = part.stat().st_size if part.is_file() else 0
    return 0 if item.size is not None and have > item.size else have


def _digest(part: Path, length: int) -> Any:
    """Return an MD5 fed with a file's first ``length`` bytes."""
    digest = hashlib.md5(usedforsecurity=False)
    if length:
        with part.open("rb") as kept:
            while length > 0 and (block := kept.read(min(BLOCK, length))):
                digest.update(block)
                length -= len(block)
    return digest


def _resume(url: str, have: int) -> tuple[Any, int]:
    """Open an archive from byte ``have`` on; return the response and where it starts (0: the server restarts)."""
    if not have:
        return _request(url), 0
    try:
        response = _request(url, have)
    except urllib.error.HTTPError as err:
        if err.code != 416:  # 416: the range is past the archive's end; the kept bytes are not a part of it
            raise
        err.close()
        return _request(url), 0
    if response.status != 206:  # a server that ignores ranges answers 200 with the whole archive: start again
        return response, 0
    found = CONTENT_RANGE.fullmatch(response.headers.get("Content-Range", "").strip())
    if found and int(found[1]) == have:
        return response, have
    response.close()  # a part the kept bytes do not end at
    return _request(url), 0


def _total(response: Any, start: int) -> int | None:
    """Return the whole archive's size as the server states it, or None."""
    found = CONTENT_RANGE.fullmatch(response.headers.get("Content-Range", "").strip())
    if start and found and found[2].isdigit():
        return int(found[2])
    length = _count(response.headers.get("Content-Length"))
    return None if length is None else start + length


def _receive(response: Any, out: Any, digest: Any, progress: Progress, name: str) -> None:
    """Copy a response's body into a file and a digest, counting it on the progress bar."""
    while block := response.read1(BLOCK):
        if progress.done + len(block) > MAX_BYTES:
            raise DownloadError("voice-download-bad-size", name=name, got=progress.done + len(block), want=MAX_BYTES)
        out.write(block)
        digest.update(block)
        progress.add(len(block))


def _fetch(item: Offer, part: Path, progress: Progress) -> str:
    """Download an archive into a file, resuming what an earlier run kept where the server allows; return its MD5."""
    have = _kept(item, part)
    if item.size is not None and have == item.size:  # complete already: stopped while it was being unpacked
        return str(_digest(part, have).hexdigest())
    try:
        response, have = _resume(item.url, have)
        with response, part.open("r+b" if have else "wb") as out:
            out.truncate(have)
            out.seek(have)
            digest = _digest(part, have)
            total = _total(response, have)
            progress.total, progress.done = item.size or total, have
            _receive(response, out, digest, progress, item.name)
    except (OSError, http.client.HTTPException) as err:
        raise _failure(err, item.url, item.name) from err
    finally:
        progress.finish()
    if total is not None and progress.done < total:  # the connection closed early: the next run resumes
        raise DownloadError("voice-download-cut", name=item.name, got=progress.done, want=total)
    expected = item.size or total
    if expected is not None and progress.done != expected:
        raise DownloadError("voice-download-bad-size", name=item.name, got=progress.done, want=expected)
    return str(digest.hexdigest())


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


def _place(item: Offer, part: Path, target: Path) -> None:
    """Unpack a complete archive in a scratch folder and move its model into place."""
    scratch = target.parent / f".{item.name}.unpacking"
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir()
    try:
        shutil.move(str(_unpack(part, scratch, item.name)), str(target))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def install(item: Offer, folder: Path, progress: Progress | None = None, unchecked: bool = False) -> Path:
    """Download, check and unpack an offered model into a folder; return the model's path."""
    target = folder / item.name
    if is_model(target):
        return target
    vet(item, unchecked)
    folder.mkdir(parents=True, exist_ok=True)
    part = partial(folder, item.name)
    try:
        digest = _fetch(item, part, progress or Progress())
        if item.md5 is not None and digest != item.md5:
            raise DownloadError("voice-download-bad-checksum", name=item.name)
        _place(item, part, target)
    except DownloadError as err:
        if err.key in SPOILT:
            part.unlink(missing_ok=True)
        raise
    part.unlink()
    return target


def download(
    language: str,
    folder: Path,
    base_url: str = BASE_URL,
    progress: Progress | None = None,
    unchecked: bool = False,
) -> Path:
    """Download, check and unpack a language's official small model into a folder; return the model's path."""
    return install(offer(language, base_url), folder, progress, unchecked)


async def async_download(
    language: str, folder: Path, base_url: str = BASE_URL, progress: Progress | None = None, unchecked: bool = False
) -> Path:
    """Download a model like ``download``, on a thread, without blocking the event loop."""
    return await asyncio.to_thread(download, language, folder, base_url, progress, unchecked)
