"""How long a rulebook takes to open: `rules.open_s[GAME/LANG] MEDIAN s` lines (median of several runs).

    QT_QPA_PLATFORM=offscreen python tools/bench_rulebook.py [--runs 7] [GAME/LANG ...]

Each run opens the rules page in a running window (as the home screen's "Rules" does) and waits until the page
is drawn (a frame grabbed), then goes back home. `open_s` is a first opening: what the app kept from an earlier
opening is dropped before every run; `reopen_s` opens the same book again with it. Default books: the largest,
tournay in both languages. Run it niced on a shared machine; read the figures, never assert on them.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("books", nargs="*", default=["tournay/ja", "tournay/en"])
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from argparse import Namespace

    from PySide6.QtCore import QEventLoop, QMetaObject, QSettings, QTimer

    from gameshelf.desktop.runtime import Runtime
    from gameshelf.desktop.screens import open_screen

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    scratch = Path(tempfile.mkdtemp(prefix="gameshelf-bench-"))
    store = QSettings(str(scratch / "settings.ini"), QSettings.IniFormat)
    store.setValue("animationSpeed", "off")
    app_args = Namespace(load=None, demo=None, screen=None, moves=0, players=4, screenshot=None, lang="en", seed=1,
                         size=(1280, 720), quit_after_first_frame=False)
    runtime = Runtime(app_args, store, scratch / "data")
    window = runtime.load_qml()
    wait(300)

    def open_once(game: str) -> float:
        start = time.perf_counter()
        open_screen(window, f"rules:{game}")
        window.grabWindow()  # the page drawn
        elapsed = time.perf_counter() - start
        QMetaObject.invokeMethod(window, "showHome")
        wait(50)
        return elapsed

    cache = getattr(runtime.shelf, "_markdown", None)  # what the app keeps between openings (none before it had it)
    for book in args.books:
        game, _, lang = book.partition("/")
        runtime.settings.language = lang or "en"
        wait(50)
        first, again = [], []
        for _ in range(args.runs):
            if cache is not None:
                cache.clear()
            first.append(open_once(game))
            again.append(open_once(game))
        print(f"rules.open_s[{game}/{lang}] {statistics.median(first):.3f} s", flush=True)
        print(f"rules.reopen_s[{game}/{lang}] {statistics.median(again):.3f} s", flush=True)
    runtime.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
