"""Works around a PySide6 6.12 reference-count bug on Python < 3.12.

`Signal.emit()` and `Signal.connect()` return `True` without taking a
reference to it, so every call steals one reference from the interpreter's
`True`; after a few thousand signals (a long game) Python aborts with
"Fatal Python error: bool_dealloc". Python 3.12+ makes True/False immortal,
which hides the bug. Here we give both a practically endless reserve of
references instead, which is exactly what immortality amounts to.
"""
from __future__ import annotations

import ctypes
import sys

_RESERVE = 1 << 40  # far more signals than any session emits


def make_bools_immortal() -> None:
    if sys.version_info >= (3, 12) or getattr(make_bools_immortal, "done", False):
        return
    for value in (True, False):
        ctypes.c_ssize_t.from_address(id(value)).value += _RESERVE  # ob_refcnt is the first field
    make_bools_immortal.done = True
