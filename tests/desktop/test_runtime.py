"""Work kept off the moments a player waits for (issue 26): after the first frame, and as a table opens."""
from __future__ import annotations

import subprocess
import sys

from gameshelf.desktop import runtime as runtime_module

FREEZE_TWICE = """
import gc
from gameshelf.desktop.runtime import freeze_startup_objects
assert gc.get_freeze_count() == 0
freeze_startup_objects()
frozen = gc.get_freeze_count()
made_since = [[] for _ in range(1000)]
freeze_startup_objects()
print(frozen, gc.get_freeze_count())
"""


def test_the_objects_made_to_start_are_frozen_after_the_first_frame(runtime, qtbot, monkeypatch):
    """After the first frame the objects made to start leave the cycle collector's walks: a full collection late
    in a game took 11-14 ms, ~3 with them frozen."""
    calls = []
    monkeypatch.setattr(runtime_module, "freeze_startup_objects", lambda: calls.append(True))
    assert runtime.load_qml() is not None
    qtbot.waitUntil(lambda: calls != [])  # once the window's first frame is drawn
    assert runtime.sounds.loaded and len(calls) == 1  # after what the first frame does without


def test_the_freeze_is_once_per_process():
    """What play makes later stays the collector's: a second runtime in the same process freezes nothing more."""
    out = subprocess.run([sys.executable, "-c", FREEZE_TWICE], capture_output=True, text=True, timeout=60, check=True)
    first, second = map(int, out.stdout.split())
    assert first > 1000 and second == first


def test_a_table_opening_makes_the_records_writer_before_any_decision(runtime):
    """The library keeps a game's first decision a moment after it, while play goes on: the converter that write
    needs (cattrs, ~16 ms to import and build) is made as the table opens, not then."""
    from gameshelf.core.engine import Seat, Session, record
    from gameshelf.core.games.dice_road_race import GAME

    record._converter.cache_clear()
    seats = [Seat("Ann", "#d63031", "human"), Seat("Ben", "#0984e3", "human")]
    runtime.controller.start(Session.new(GAME, seats, {}, 7))
    assert record._converter.cache_info().currsize == 1
