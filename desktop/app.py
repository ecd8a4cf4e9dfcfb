"""The `gameshelf` entry point: the application, its command line, the demo and the first-frame probe."""
from __future__ import annotations

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


def _language_asked(argv: list[str]) -> str | None:
    """The --lang of a command line that could not be parsed, if it names one."""
    for i, arg in enumerate(argv):
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
    return None


def explain(reason, language: str | None) -> str:
    """A command-line reason in the player's language (--lang, else the saved setting, else the system's)."""
    from PySide6.QtCore import QCoreApplication, QSettings

    from .cli import LANGUAGES
    from .models.settings import system_language
    from .translations import Translations, tr

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    if language not in LANGUAGES:
        language = str(QSettings("Gameshelf", "Gameshelf").value("language", system_language()))
    Translations(app).apply(language if language in LANGUAGES else "en")
    return f"gameshelf: {tr(reason)}"


def main(argv: list[str] | None = None) -> int:
    from .cli import CommandLineError, parse_args

    argv = sys.argv[1:] if argv is None else argv
    try:
        args = parse_args(argv)
    except CommandLineError as exc:
        print(explain(exc.reason, _language_asked(argv)), file=sys.stderr)
        return 2
    headless = (args.demo or args.screen or args.replay is not None) and args.screenshot
    if headless and sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .runtime import Runtime

    return Runtime(args).run()


if __name__ == "__main__":
    sys.exit(main())
