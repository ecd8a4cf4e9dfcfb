"""Shared helpers for the packaging tests."""
from __future__ import annotations

import shutil
import struct
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
ICONS = ROOT / "assets" / "icons"
LICENSES = ROOT / "assets" / "licenses"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def validate_desktop_file(path: Path) -> None:
    """Runs desktop-file-validate when it is installed (apt-get install desktop-file-utils)."""
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        return
    result = subprocess.run([tool, str(path)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def read_desktop_entry(path: Path) -> dict[str, str]:
    entry = {}
    group = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
        elif group == "Desktop Entry" and "=" in line and not line.startswith("#"):
            key, value = line.split("=", 1)
            entry[key.strip()] = value.strip()
    return entry
