"""The `gameshelf` entry point: the application, its command line, the demo and the first-frame probe."""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

_STARTED = time.monotonic()  # fallback origin where the OS cannot tell the process start


def process_uptime() -> float:
    """Seconds since the process started (Linux: from /proc, so interpreter start-up counts too)."""
    try:
        ticks = int(Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()[19])
        boot_uptime = float(Path("/proc/uptime").read_text().split()[0])
        return boot_uptime - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return time.monotonic() - _STARTED


def parse_args(argv: list[str]) -> argparse.Namespace:
    from gameshelf import __version__

    parser = argparse.ArgumentParser(prog="gameshelf", description="Five tabletop games at one computer.")
    parser.add_argument("--version", action="version", version=f"gameshelf {__version__}")
    parser.add_argument("--load", metavar="FILE", help="open a saved game")
    parser.add_argument("--demo", metavar="GAME", help="play GAME with computer players only")
    parser.add_argument("--moves", type=int, default=40, help="demo: decisions to play before the screenshot")
    parser.add_argument("--players", type=int, default=4, help="demo: number of computer riders")
    parser.add_argument("--screenshot", metavar="PNG", help="demo: write the table to this PNG and exit")
    parser.add_argument("--lang", choices=("ja", "en"), help="language for this run")
    parser.add_argument("--seed", type=int, default=1, help="demo: the game's seed")
    parser.add_argument("--size", default="1280x720", help="demo: window size WIDTHxHEIGHT")
    parser.add_argument("--quit-after-first-frame", action="store_true",
                        help="print 'first-frame <seconds>' when the home screen is drawn, then exit")
    args, _qt_args = parser.parse_known_args(argv)  # Qt keeps its own options (-platform, ...)
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    headless = args.demo and args.screenshot
    if headless and sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .runtime import Runtime

    return Runtime(args).run()


if __name__ == "__main__":
    sys.exit(main())
