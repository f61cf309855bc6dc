"""Write deploy/constraints.txt: every package the image installs, at the version pip resolves today.

Run by `make constraints`: pip resolves the image's extras without installing them, and each package it would
install is written `name==version`, sorted, so the image builds the same tomorrow.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

#: The extras the image installs (deploy/Dockerfile).
EXTRAS = "storage,telegram,http,voice"
ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "deploy" / "constraints.txt"


def resolve() -> dict[str, str]:
    """Return each package pip would install for the image, by name, with its version."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        command = [sys.executable, "-m", "pip", "install", "-q", "--dry-run", "--ignore-installed"]
        subprocess.run([*command, "--report", str(report), f".[{EXTRAS}]"], cwd=ROOT, check=True)
        installs = json.loads(report.read_text())["install"]
    own = "wizard-assistant"
    return {i["metadata"]["name"]: i["metadata"]["version"] for i in installs if i["metadata"]["name"] != own}


def main() -> None:
    """Write the constraints file."""
    pins = resolve()
    lines = [f"{name}=={pins[name]}" for name in sorted(pins, key=str.lower)]
    header = "# The image's packages, pinned (make constraints writes this file; do not edit by hand).\n"
    OUT.write_text(header + "\n".join(lines) + "\n")
    print(f"{OUT.relative_to(ROOT)}: {len(lines)} packages")


if __name__ == "__main__":
    main()
