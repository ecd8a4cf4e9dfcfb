"""The `gameshelf` entry point: parses the command line, then hands the run to `runtime.Runtime`."""
from __future__ import annotations

import os
import sys

from . import uptime  # noqa: F401  first, so its fallback clock starts with the process

from .reasons import explain, language_asked


def main(argv: list[str] | None = None) -> int:
    from .cli import CommandLineError, parse_args

    argv = sys.argv[1:] if argv is None else argv
    try:
        args = parse_args(argv)
    except CommandLineError as exc:
        print(explain(exc.reason, language_asked(argv)), file=sys.stderr)
        return 2
    headless = (args.demo or args.screen or args.replay is not None) and args.screenshot
    if headless and sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .runtime import Runtime

    return Runtime(args).run()


if __name__ == "__main__":
    sys.exit(main())
