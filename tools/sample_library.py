"""Fills a game library with many real games, to look at Continue and History (screenshots) or to measure them.

    .venv/bin/python tools/sample_library.py DATA_DIR [--finished 400] [--unfinished 12] [--lang ja]
    XDG_DATA_HOME=... gameshelf --screen history --screenshot history.png   (Linux: DATA_DIR is
    $XDG_DATA_HOME/Gameshelf/Gameshelf)
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from gameshelf.desktop.models import library_sample
from gameshelf.desktop.models.library import LIBRARY_NAME, Library


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", type=Path, help="the app's data folder (the library is created there)")
    parser.add_argument("--finished", type=int, default=400)
    parser.add_argument("--unfinished", type=int, default=12)
    parser.add_argument("--lang", choices=sorted(library_sample.NAMES), default="en", help="the players' names")
    args = parser.parse_args(argv)
    library, problem = Library.open(args.data_dir / LIBRARY_NAME)
    if library is None:
        print(problem.english(), file=sys.stderr)
        return 1
    library_sample.fill(library, args.finished, args.unfinished, args.lang, now=time.time())
    library.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
