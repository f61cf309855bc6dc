"""`assistant voice download`: against a local HTTP server that serves archives in the official layout
(model-list.json with sizes and MD5s, a zip with one model folder), with Range requests: a good download, broken
ones, a 404 told apart from no network, a list without checksums, a cut or Ctrl-C'd download resumed."""

from __future__ import annotations

import hashlib
import io
import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from adapters.voice import download as downloads
from adapters.voice.download import DownloadError, Progress, download, offer, partial
from adapters.voice.model import is_model
from assistant.cli import main
from assistant.language.translator import LOCALES, Translator

NAME = "vosk-model-small-ru-0.22"
ROOT = Path(__file__).resolve().parents[3]
#: The zip's address on the test site.
ZIP = f"/{NAME}.zip"

pytestmark = pytest.mark.usefixtures("cli_in_process")


def archive(name: str = NAME, files: dict[str, bytes] | None = None) -> bytes:
    """Return a zip laid out like an official model: one folder with am/, conf/, graph/, ivector/."""
    files = (
        files
        if files is not None
        else {
            "am/final.mdl": b"\0" * 5000,
            "conf/model.conf": b"--min-active=200\n",
            "conf/mfcc.conf": b"",
            "graph/Gr.fst": b"\1" * 20000,
            "graph/HCLr.fst": b"\2" * 70000,
            "ivector/final.ie": b"\3" * 3000,
            "README": b"Small Russian model\n",
        }
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files.items():
            z.writestr(f"{name}/{path}" if name else path, data)
    return out.getvalue()


def big_archive() -> bytes:
    """Return a model's zip of some 300 kB that does not compress: several blocks to cut, stall and resume."""
    noise = random.Random(15).randbytes(300_000)
    return archive(files={"am/final.mdl": noise, "conf/model.conf": b"--min-active=200\n", "README": b"big\n"})


@dataclass
class Site:
    """What the local server serves: the model list and archives by path, from a Range's start on.

    ``cut`` ends a file's body early at an offset; ``stall`` sends it up to an offset and then waits until
    ``released``; ``status`` answers a path with an HTTP error; ``ranges`` False ignores Range headers (200).
    """

    files: dict[str, bytes] = field(default_factory=dict)
    cut: dict[str, int] = field(default_factory=dict)
    stall: dict[str, int] = field(default_factory=dict)
    status: dict[str, int] = field(default_factory=dict)
    ranges: bool = True
    requests: list[str] = field(default_factory=list)
    asked: list[tuple[str, str | None]] = field(default_factory=list)  #: (path, its Range header)
    released: threading.Event = field(default_factory=threading.Event)
    url: str = ""

    def publish(
        self, data: bytes, size: int | None = None, md5: str | None = None, sized: bool = True, summed: bool = True
    ) -> None:
        """Serve an archive and list it with its size and MD5 (or the given, wrong, ones; or none of them)."""
        self.files[ZIP] = data
        entry: dict[str, str | int] = {
            "lang": "ru",
            "lang_text": "Russian",
            "name": NAME,
            "type": "small",
            "obsolete": "false",
            "version": "0.22",
            "url": f"{self.url}{NAME}.zip",
            "size_text": "44.0MiB",
        }
        if sized:
            entry["size"] = size if size is not None else len(data)
        if summed:
            entry["md5"] = md5 or hashlib.md5(data, usedforsecurity=False).hexdigest()
        self.files["/model-list.json"] = json.dumps([entry]).encode()


def _start(header: str | None) -> int:
    found = re.fullmatch(r"bytes=(\d+)-", header or "")
    return int(found[1]) if found else 0


@pytest.fixture
def site() -> Iterator[Site]:
    """Serve a Site on a loopback port."""
    served = Site()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            served.requests.append(self.path)
            served.asked.append((self.path, self.headers.get("Range")))
            data = served.files.get(self.path)
            if self.path in served.status or data is None:
                self.send_error(served.status.get(self.path, 404))
                return
            start = _start(self.headers.get("Range")) if served.ranges else 0
            if start and start >= len(data):
                self.send_response(416)
                self.send_header("Content-Range", f"bytes */{len(data)}")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self.send_response(206 if start else 200)
            if start:
                self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
            self.send_header("Content-Length", str(len(data) - start))
            self.end_headers()
            if self.path in served.stall:
                self.wfile.write(data[start : served.stall[self.path]])
                self.wfile.flush()
                served.released.wait(60)
                return
            self.wfile.write(data[start : served.cut.get(self.path, len(data))])

        def log_message(self, *args: object) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    served.url = f"http://127.0.0.1:{server.server_address[1]}/"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield served
    served.released.set()
    server.shutdown()
    server.server_close()


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def test_a_model_is_fetched_checked_and_unpacked_with_a_progress_bar(site: Site, tmp_path: Path) -> None:
    site.publish(archive())
    bar = io.StringIO()
    path = download("ru", tmp_path, site.url, Progress(bar))
    assert path == tmp_path / NAME and is_model(path)
    assert (path / "README").read_text() == "Small Russian model\n"
    assert leftovers(tmp_path) == [NAME]
    assert "100%" in bar.getvalue() and "[" + "#" * 30 + "]" in bar.getvalue()
    assert offer("ru", site.url).size == len(site.files[f"/{NAME}.zip"])
    before = len(site.requests)
    assert download("ru", tmp_path, site.url, Progress(io.StringIO())) == path
    assert site.requests[before:] == ["/model-list.json"]


@pytest.mark.parametrize(
    ("how", "key"),
    [
        ("size", "voice-download-bad-size"),
        ("md5", "voice-download-bad-checksum"),
        ("empty", "voice-download-bad-archive"),
        ("garbage", "voice-download-bad-archive"),
        ("escape", "voice-download-bad-archive"),
    ],
)
def test_a_broken_download_installs_nothing(site: Site, tmp_path: Path, how: str, key: str) -> None:
    data = {
        "empty": archive(files={"README": b"nothing here"}),
        "garbage": b"PK not a zip at all" * 100,
        "escape": archive(name="", files={"../../evil.txt": b"x", "am/final.mdl": b"", "conf/model.conf": b""}),
    }.get(how, archive())
    site.publish(data, size=len(data) + 1 if how == "size" else None, md5="0" * 32 if how == "md5" else None)
    with pytest.raises(DownloadError) as caught:
        download("ru", tmp_path / "models", site.url, Progress(io.StringIO()))
    assert caught.value.key == key
    assert leftovers(tmp_path / "models") == [] and not (tmp_path / "evil.txt").exists()


def test_no_network_says_so(tmp_path: Path) -> None:
    with pytest.raises(DownloadError) as caught:
        download("ru", tmp_path, "http://127.0.0.1:9/", Progress(io.StringIO()))
    assert caught.value.key == "voice-download-offline"
    assert caught.value.args_ == {"host": "127.0.0.1:9", "name": NAME}


def test_only_the_official_languages(tmp_path: Path) -> None:
    with pytest.raises(DownloadError) as caught:
        download("xx", tmp_path, "http://127.0.0.1:9/")
    assert caught.value.key == "voice-download-unknown" and set(downloads.OFFICIAL) == {"pl", "ru", "fr", "cs"}


def test_the_command_line(site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    site.publish(archive())
    assert main(["voice", "--locale", "en", "download", "ru", "--dir", str(tmp_path), "--from", site.url]) == 0
    err = capsys.readouterr().err
    assert f"Downloading {NAME}" in err and f"{NAME} is ready in {tmp_path / NAME}" in err
    assert main(["voice", "--locale", "ru", "download", "ru", "--dir", str(tmp_path), "--from", site.url]) == 0
    assert f"{NAME} уже есть" in capsys.readouterr().err
    assert (
        main(
            ["voice", "--locale", "en", "download", "ru", "--dir", str(tmp_path / "x"), "--from", "http://127.0.0.1:9/"]
        )
        == 1
    )
    assert "Cannot reach 127.0.0.1:9 (no network?)" in capsys.readouterr().err


def say(locale: str, key: str, **args: str | int) -> str:
    """Return a message as the user reads it."""
    return Translator().format(key, locale, args)


def cli(tmp_path: Path, site: Site, locale: str = "en", *more: str) -> int:
    """Run `assistant voice download ru` into tmp_path/models from the site."""
    where = ["--dir", str(tmp_path / "models"), "--from", site.url]
    return main(["voice", "--locale", locale, "download", "ru", *where, *more])


def test_a_cut_download_is_kept_and_resumed_with_a_range_request(site: Site, tmp_path: Path) -> None:
    data = big_archive()
    site.publish(data)
    site.cut[ZIP] = 100_000
    folder = tmp_path / "models"
    with pytest.raises(DownloadError) as caught:
        download("ru", folder, site.url, Progress(io.StringIO()))
    assert (caught.value.key, caught.value.args_) == (
        "voice-download-cut",
        {"name": NAME, "got": 100_000, "want": len(data)},
    )
    assert partial(folder, NAME).read_bytes() == data[:100_000] and not is_model(folder / NAME)
    del site.cut[ZIP]
    bar = io.StringIO()
    assert is_model(download("ru", folder, site.url, Progress(bar)))
    assert site.asked[-1] == (ZIP, "bytes=100000-") and "100%" in bar.getvalue()
    assert leftovers(folder) == [NAME]


def test_a_server_that_ignores_ranges_gives_the_whole_archive_again(site: Site, tmp_path: Path) -> None:
    data = big_archive()
    site.publish(data)
    site.cut[ZIP], site.ranges = 100_000, False
    folder = tmp_path / "models"
    with pytest.raises(DownloadError):
        download("ru", folder, site.url, Progress(io.StringIO()))
    del site.cut[ZIP]
    assert is_model(download("ru", folder, site.url, Progress(io.StringIO())))  # the MD5 of the whole: not doubled
    assert site.asked[-1] == (ZIP, "bytes=100000-") and leftovers(folder) == [NAME]


def test_kept_bytes_past_the_end_start_the_download_over(site: Site, tmp_path: Path) -> None:
    data = big_archive()
    site.publish(data, sized=False)  # no size listed: only the server's 416 says the kept bytes are too many
    folder = tmp_path / "models"
    folder.mkdir()
    partial(folder, NAME).write_bytes(data + b"junk")
    assert is_model(download("ru", folder, site.url, Progress(io.StringIO())))
    assert site.asked[-2:] == [(ZIP, f"bytes={len(data) + 4}-"), (ZIP, None)] and leftovers(folder) == [NAME]


def test_a_spoilt_partial_fails_the_checksum_and_is_dropped(site: Site, tmp_path: Path) -> None:
    data = big_archive()
    site.publish(data)
    folder = tmp_path / "models"
    folder.mkdir()
    partial(folder, NAME).write_bytes(b"\0" * 100_000)  # not the archive's first bytes
    with pytest.raises(DownloadError) as caught:
        download("ru", folder, site.url, Progress(io.StringIO()))
    assert caught.value.key == "voice-download-bad-checksum" and leftovers(folder) == []
    assert is_model(download("ru", folder, site.url, Progress(io.StringIO())))
    assert site.asked[-1] == (ZIP, None)


class CtrlC(Progress):
    """A progress bar whose user presses Ctrl-C once the first block has come."""

    def add(self, n: int) -> None:
        super().add(n)
        raise KeyboardInterrupt


def test_ctrl_c_keeps_what_came_for_the_next_run(site: Site, tmp_path: Path) -> None:
    data = big_archive()
    site.publish(data)
    folder = tmp_path / "models"
    bar = CtrlC(io.StringIO())
    with pytest.raises(KeyboardInterrupt):
        download("ru", folder, site.url, bar)
    kept = partial(folder, NAME).read_bytes()
    assert 0 < len(kept) == bar.done < len(data) and data.startswith(kept)
    assert leftovers(folder) == [partial(folder, NAME).name]
    assert is_model(download("ru", folder, site.url, Progress(io.StringIO())))
    assert site.asked[-1] == (ZIP, f"bytes={len(kept)}-")


def test_ctrl_c_stops_the_real_command_at_once_with_130(site: Site, tmp_path: Path) -> None:
    data = big_archive()
    site.publish(data)
    site.stall[ZIP] = 100_000  # the server sends a third and then hangs: only Ctrl-C ends the command
    folder = tmp_path / "models"
    part = partial(folder, NAME)
    command = [sys.executable, "-m", "assistant", "voice", "--locale", "pl", "download", "ru", "--dir", str(folder)]
    env = {**os.environ, "ASSISTANT_LOG_LEVEL": "WARNING"}
    with subprocess.Popen(
        [*command, "--from", site.url], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as proc:
        deadline = time.monotonic() + 60
        while not (part.is_file() and part.stat().st_size) and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)  # before the fix it waited for the stalled server's timeout
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert part.read_bytes() == data[:100_000]
    kept = say("pl", "voice-download-interrupted", name=NAME, got=100_000)
    assert kept.startswith("Zatrzymano; nic nie zainstalowano.") and kept in err
    del site.stall[ZIP]
    assert is_model(download("ru", folder, site.url, Progress(io.StringIO())))
    assert site.asked[-1] == (ZIP, "bytes=100000-") and leftovers(folder) == [NAME]


def test_ctrl_c_while_the_list_is_asked_for_says_nothing_was_downloaded(site: Site, tmp_path: Path) -> None:
    site.publish(archive())
    site.stall["/model-list.json"] = 0  # the list's headers come, its body never
    folder = tmp_path / "models"
    command = [sys.executable, "-m", "assistant", "voice", "--locale", "ru", "download", "ru", "--dir", str(folder)]
    env = {**os.environ, "ASSISTANT_LOG_LEVEL": "WARNING"}
    with subprocess.Popen(
        [*command, "--from", site.url], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as proc:
        deadline = time.monotonic() + 60
        while not site.requests and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert err.splitlines() == ["Остановлено; ничего не скачано и не установлено."]
    assert not folder.exists()


@pytest.mark.parametrize("locale", LOCALES)
def test_a_404_says_not_found_not_no_network(
    site: Site, tmp_path: Path, locale: str, capsys: pytest.CaptureFixture[str]
) -> None:
    site.publish(archive())
    del site.files[ZIP]
    assert cli(tmp_path, site, locale) == 1
    url = f"{site.url}{NAME}.zip"
    assert capsys.readouterr().err.splitlines()[-1] == say(
        locale, "voice-download-not-found", url=url, status=404, name=NAME
    )
    assert "404" in say(locale, "voice-download-not-found", url=url, status=404, name=NAME)
    assert leftovers(tmp_path / "models") == []


def test_http_failures_are_told_apart(site: Site, tmp_path: Path) -> None:
    with pytest.raises(DownloadError) as caught:
        offer("ru", site.url)  # no model list there
    assert (caught.value.key, caught.value.args_) == (
        "voice-download-not-found",
        {"url": f"{site.url}model-list.json", "status": 404, "name": NAME},
    )
    site.publish(archive())
    site.status[ZIP] = 503
    with pytest.raises(DownloadError) as caught:
        download("ru", tmp_path, site.url, Progress(io.StringIO()))
    assert (caught.value.key, caught.value.args_["status"]) == ("voice-download-http-error", 503)
    assert say("en", "voice-download-http-error", url="u", status=503, name=NAME) == (
        "The server answered HTTP 503 for u; nothing was installed. Try again later."
    )


def test_a_model_without_a_checksum_is_refused_unless_asked(
    site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    site.publish(archive(), summed=False, sized=False)
    assert cli(tmp_path, site, "en") == 1
    err = capsys.readouterr().err
    assert err.splitlines() == [say("en", "voice-download-no-checksum", name=NAME)]
    assert "--unchecked" in err and ZIP not in site.requests and leftovers(tmp_path / "models") == []
    with pytest.raises(DownloadError) as caught:
        download("ru", tmp_path / "models", site.url, Progress(io.StringIO()))
    assert caught.value.key == "voice-download-no-checksum"
    assert cli(tmp_path, site, "en", "--unchecked") == 0
    lines = [line.split("\r")[-1] for line in capsys.readouterr().err.splitlines() if line.split("\r")[-1]]
    assert lines[:2] == [
        f"The model list gives no checksum for {NAME}: it is installed unchecked, as --unchecked asks.",
        f"Downloading {NAME} (size not listed) into {tmp_path / 'models'}",
    ]
    assert not any("0.0 MB" in line for line in lines) and is_model(tmp_path / "models" / NAME)


def test_a_listed_size_is_shown_in_megabytes(site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = big_archive()
    site.publish(data)
    assert cli(tmp_path, site, "fr") == 0
    assert f"Téléchargement de {NAME} ({len(data) / 1e6:.1f} Mo)" in capsys.readouterr().err


@pytest.mark.parametrize("page", [b"<html>Log in to the hotel Wi-Fi</html>", b'{"name": "a dict"}', b"\xff\xfe"])
def test_a_page_that_is_no_model_list_is_told(site: Site, tmp_path: Path, page: bytes) -> None:
    site.files["/model-list.json"] = page
    with pytest.raises(DownloadError) as caught:
        download("ru", tmp_path, site.url, Progress(io.StringIO()))
    assert (caught.value.key, caught.value.args_["url"]) == ("voice-download-bad-list", f"{site.url}model-list.json")
    assert site.requests == ["/model-list.json"] and leftovers(tmp_path) == []
