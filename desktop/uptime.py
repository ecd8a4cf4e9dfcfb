"""How long the process has run: the first-frame probe (`--quit-after-first-frame`) prints it."""
from __future__ import annotations

import os
import time
from pathlib import Path

_STARTED = time.monotonic()  # fallback origin where the OS cannot tell the process start (imported first by app)


def process_uptime() -> float:
    """Seconds since the process started (Linux: from /proc, so interpreter start-up counts too)."""
    try:
        ticks = int(Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()[19])
        boot_uptime = float(Path("/proc/uptime").read_text().split()[0])
        return boot_uptime - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return time.monotonic() - _STARTED
