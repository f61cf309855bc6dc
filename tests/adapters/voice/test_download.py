"""`assistant voice download`: against a local HTTP server that serves archives in the official layout
(model-list.json with sizes and MD5s, a zip with one model folder): a good download, and broken ones."""

from __future__ import annotations

import hashlib
import io
import json
import threading
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from adapters.voice import download as downloads
from adapters.voice.download import DownloadError, Progress, download, offer
from adapters.voice.model import is_model
from assistant.cli import main

NAME = "vosk-model-small-ru-0.22"

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


@dataclass
class Site:
    """What the local server serves: the model list and archives by path; ``cut`` truncates a file."""

    files: dict[str, bytes] = field(default_factory=dict)
    cut: dict[str, int] = field(default_factory=dict)
    requests: list[str] = field(default_factory=list)
    url: str = ""

    def publish(self, data: bytes, size: int | None = None, md5: str | None = None, name: str = NAME) -> None:
        """Serve an archive and list it with its size and MD5 (or the given, wrong, ones)."""
        self.files[f"/{name}.zip"] = data
        entry = {
            "lang": "ru",
            "lang_text": "Russian",
            "name": name,
            "type": "small",
            "obsolete": "false",
            "version": "0.22",
            "url": f"{self.url}{name}.zip",
            "size": size if size is not None else len(data),
            "size_text": "44.0MiB",
            "md5": md5 or hashlib.md5(data, usedforsecurity=False).hexdigest(),
        }
        self.files["/model-list.json"] = json.dumps([entry]).encode()


@pytest.fixture
def site() -> Iterator[Site]:
    """Serve a Site on a loopback port."""
    served = Site()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            served.requests.append(self.path)
            data = served.files.get(self.path)
            if data is None:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data[: served.cut.get(self.path, len(data))])

        def log_message(self, *args: object) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    served.url = f"http://127.0.0.1:{server.server_address[1]}/"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield served
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
        ("cut", "voice-download-bad-size"),
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
    if how == "cut":
        site.cut[f"/{NAME}.zip"] = len(data) // 2
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
