"""The game library: games kept through every way of starting another, the old autosave, export and import,
and each fault (damaged, in use, read-only, newer, full disk) with its message, nothing deleted."""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path

import pytest

from gameshelf.core.engine import Seat, Session, dumps
from gameshelf.core.games import playable
from gameshelf.desktop.models.library import LIBRARY_NAME, Library, LibraryFault, progress_json, progress_msgs
from gameshelf.desktop.models.storage import AUTOSAVE_NAME

from .conftest import TWO_HUMANS, find, make_args, settle

DRR = playable()["dice_road_race"]


def played(seed: int, decisions: int) -> Session:
    """A two-player single race after `decisions` decisions (the first legal one each time)."""
    session = Session.new(DRR, [Seat("Ann", "#d63031"), Seat("Ben", "#0984e3")], {"mode": "single_race"}, seed)
    for _ in range(decisions):
        seat = session.to_act()[0]
        session.submit(seat, DRR.legal_actions(session.state, seat)[0])
    return session


def decide(controller) -> None:
    """One decision at the table, as the player whose turn it is."""
    session = controller.session
    seat = session.to_act()[0]
    controller._submit(seat, DRR.legal_actions(session.state, seat)[0])


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- two games in progress never touch each other ----------------------------------------------------------
@pytest.mark.parametrize("first", ["new", "load", "resume"])
@pytest.mark.parametrize("second", ["new", "load", "resume"])
def test_two_games_in_progress_survive_each_other(runtime, tmp_path, first, second):
    controller = runtime.controller
    library = controller.library.store
    files = []
    for seed in (31, 32):  # two saves on disk, never seen by the library
        path = tmp_path / f"save{seed}.gameshelf.json"
        session = played(seed, 3)
        path.write_text(dumps(session.record, session.game), encoding="utf-8")
        files.append(path)
    kept = []
    for seed in (41, 42):  # two games already in the library
        controller.start(played(seed, 2))
        kept.append(controller._row)
    controller.close()

    def begin(how: str, n: int) -> None:
        if how == "new":
            assert controller.newGame("dice_road_race", TWO_HUMANS, {"mode": "single_race"}, False)
        elif how == "load":
            assert controller.loadFile(files[n].as_uri())
        else:
            assert controller.openGame(kept[n])

    begin(first, 0)
    decide(controller)
    a_row, a_record = controller._row, controller.session.record
    begin(second, 1)  # starting another game while the first is on the table
    decide(controller)
    decide(controller)
    b_row, b_record = controller._row, controller.session.record
    controller.close()
    assert a_row != b_row
    for row, record in ((a_row, a_record), (b_row, b_record)):
        assert library.load(row, playable())[0] == record
    assert controller.openGame(a_row) and controller.session.record == a_record  # and it plays on
    decide(controller)
    assert library.load(b_row, playable())[0] == b_record
    assert len(library.unfinished()) == 2 + (first != "resume") + (second != "resume")  # nothing lost, no copy


def test_the_same_file_opened_twice_is_one_game_and_export_equals_import(runtime, tmp_path):
    controller = runtime.controller
    path = tmp_path / "race.gameshelf.json"
    session = played(51, 5)
    path.write_text(dumps(session.record, session.game), encoding="utf-8")
    assert controller.loadFile(str(path))
    row = controller._row
    controller.close()
    assert controller.loadFile(str(path)) and controller._row == row  # recognised, not duplicated
    decide(controller)
    out = tmp_path / "exported.gameshelf.json"
    assert controller.saveFile(str(out))
    record = controller.session.record
    controller.close()
    assert controller.loadFile(str(out)) and controller._row == row and controller.session.record == record
    assert len(controller.library.store.unfinished()) == 1
    assert out.read_text(encoding="utf-8") == dumps(record, DRR)  # today's save format, exactly


def test_the_old_autosave_is_imported_once_and_kept(qapp, tmp_path):
    from gameshelf.desktop.runtime import Runtime
    from PySide6.QtCore import QSettings

    data = tmp_path / "data"
    data.mkdir()
    session = played(61, 4)
    old = data / AUTOSAVE_NAME
    old.write_text(dumps(session.record, session.game), encoding="utf-8")
    before = digest(old)
    for _ in range(2):  # the second start must not import it again
        rt = Runtime(make_args(), QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat), data)
        games = rt.controller.library.store.unfinished()
        rt.close()
        assert len(games) == 1 and games[0]["steps"] == 4
    assert digest(old) == before


# --- faults ------------------------------------------------------------------------------------------------------
def test_a_damaged_library_is_moved_aside_and_a_new_one_started(tmp_path):
    path = tmp_path / LIBRARY_NAME
    path.write_bytes(b"this is not a database" * 100)
    before = digest(path)
    library, reason = Library.open(path)
    assert library is not None and reason.key == "library.damaged"
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(LIBRARY_NAME + ".damaged-")]
    assert len(kept) == 1 and digest(kept[0]) == before and reason.param("file") == str(kept[0])
    assert library.integrity() == "ok"


def test_a_library_in_use_is_left_alone(tmp_path):
    path = tmp_path / LIBRARY_NAME
    first, _ = Library.open(path)
    row = first.add(played(71, 3).record)
    second, reason = Library.open(path)
    assert second is None and reason.key == "library.in_use"
    assert first.load(row, playable())[0].steps == played(71, 3).record.steps
    first.close()


def test_a_read_only_library_is_left_alone(tmp_path, monkeypatch):
    path = tmp_path / LIBRARY_NAME
    library, _ = Library.open(path)
    library.add(played(72, 2).record)
    library.close()
    before = digest(path)
    path.chmod(0o444)
    if os.geteuid() == 0:  # root's writes are never refused by a file's mode: the operating system's answer instead
        monkeypatch.setattr(os, "access", lambda p, mode: Path(p) != path)
    library, reason = Library.open(path)
    assert library is None and reason.key == "library.read_only" and str(path) in reason.english()
    assert digest(path) == before


def test_a_library_from_a_newer_version_is_not_touched(tmp_path):
    path = tmp_path / LIBRARY_NAME
    library, _ = Library.open(path)
    library.add(played(73, 2).record)
    library.close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version=99")
    db.close()
    before = digest(path)
    library, reason = Library.open(path)
    assert library is None and reason.key == "library.newer" and reason.param("version") == 99
    assert digest(path) == before


def test_a_full_disk_stops_keeping_without_losing_what_was_kept(tmp_path):
    library, _ = Library.open(tmp_path / LIBRARY_NAME)
    session = played(74, 1)
    row = library.add(session.record)
    pages = library._db.execute("PRAGMA page_count").fetchone()[0]
    library._db.execute(f"PRAGMA max_page_count={pages}")  # SQLite's own "database or disk is full"
    with pytest.raises(LibraryFault) as caught:
        for n in range(400):
            seat = session.to_act()[0]
            session.submit(seat, DRR.legal_actions(session.state, seat)[0])
            library.save(row, session.record)
            library.add(played(75 + n, 0).record, str(n) * 4000)  # other games fill the disk
    assert caught.value.reason.key == "library.full"
    stored = library.load(row, playable())[0]
    assert stored.steps == session.record.steps[:len(stored.steps)] and len(stored.steps) >= 1
    assert library.integrity() == "ok"


@pytest.mark.parametrize("fault,words_en,words_ja", [
    ("damaged", "moved aside", "へ移して保管"),
    ("in_use", "in use by another Gameshelf window", "別のGameshelfのウィンドウで使用中"),
    ("newer", "newer Gameshelf", "新しいバージョンのGameshelf"),
])
def test_each_fault_is_said_on_the_home_screen_and_the_app_plays_on(qapp, qtbot, tmp_path, fault, words_en, words_ja):
    from gameshelf.desktop.runtime import Runtime
    from PySide6.QtCore import QSettings

    data = tmp_path / "data"
    data.mkdir()
    path = data / LIBRARY_NAME
    holder = None
    if fault == "damaged":
        path.write_bytes(b"\x00garbage" * 512)
    else:
        holder, _ = Library.open(path)
        if fault == "newer":
            holder._db.execute("PRAGMA user_version=7")
            holder.close()
            holder = None
    rt = Runtime(make_args(), QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat), data)
    try:
        window = rt.load_qml()
        qtbot.waitExposed(window)
        banner = find(window, "libraryProblem")
        assert banner.property("visible")
        assert words_en in rt.controller.library.property("problem")
        rt.settings.language = "ja"
        qtbot.waitUntil(lambda: rt.translations.language == "ja")
        assert words_ja in rt.controller.library.property("problem")
        told = []
        rt.controller.notice.connect(told.append)
        assert rt.controller.newGame("dice_road_race", TWO_HUMANS, {"mode": "single_race"}, False)
        settle(window, qtbot)
        decide(rt.controller)  # plays on...
        kept = rt.controller.library.property("keeping")
        assert kept == (fault == "damaged")  # ...in a new library, or warned that the game is not kept
        assert told == ([] if kept else [rt.controller.library.property("problem")])
        assert rt.controller.session.steps
    finally:
        rt.close()
        if holder is not None:
            holder.close()
    assert rt.qml_warnings == []
    assert path.exists()  # nothing deleted


# --- what the library reads back is checked like a file -------------------------------------------------------------
def test_a_tampered_row_is_refused_like_a_tampered_save(runtime):
    controller = runtime.controller
    controller.start(played(81, 2))
    row = controller._row
    controller.close()
    text = controller.library.store.record_text(row).replace('"name":"Ann"', '"name":"' + "A" * 300 + '"')
    import zlib
    controller.library.store._db.execute("UPDATE records SET record = ? WHERE game_id = ?",
                                         (zlib.compress(text.encode()), row))
    controller.library.store._db.execute("UPDATE games SET progress = ? WHERE id = ?",
                                         (json.dumps([["k", "c", "{x.__class__}", [["x", 1]]]]), row))
    controller.library.refresh()  # the chapter text is dropped, not formatted
    assert controller.library.unfinished.rows()[0]["progress"] == ""
    assert not controller.openGame(row) and not controller.active


def test_chapters_round_trip_and_crafted_ones_are_dropped():
    from gameshelf.core.engine import QT_TRANSLATE_NOOP, message

    outer = message("t.outer", QT_TRANSLATE_NOOP("t", "Stage {number}: {kind}"))
    inner = message("t.inner", QT_TRANSLATE_NOOP("t", "flat"))
    name = (outer(number=3, kind=inner()), inner())
    assert progress_msgs(progress_json(name)) == name
    for crafted in ('[["k","c","{0}",[]]]', '[["k","c","{a[0]}",[["a","x"]]]]', '[["k","c","{a}",[]]]', "{", "[1]",
                    '[["k c","c","t",[]]]', "[" * 5000):
        assert progress_msgs(crafted) == ()


# --- killed at any moment ------------------------------------------------------------------------------------------
KILLS = 200  # players killed at least,
IN_FLIGHT = 50  # and at least this many of them while a write was in flight: the share that lands there depends on
MOST_KILLS = 1000  # the disk (a quarter to a third here), so the test kills on until it has them, up to this many


class _Lines:
    """The child's output, line by line, read without blocking past a deadline."""

    def __init__(self, proc):
        self.fd, self.buffer = proc.stdout.fileno(), b""

    def read(self, timeout: float) -> list[str]:
        import select

        ready, _, _ = select.select([self.fd], [], [], max(timeout, 0))
        if ready:
            chunk = os.read(self.fd, 65536)
            assert chunk, "the child stopped"
            self.buffer += chunk
        *lines, self.buffer = self.buffer.split(b"\n")
        return [line.decode() for line in lines]


def test_a_player_killed_at_random_moments_never_damages_the_library(tmp_path):
    import random
    import signal
    import subprocess
    import sys
    import time

    from gameshelf.core.engine import replay

    path = tmp_path / LIBRARY_NAME
    child = Path(__file__).with_name("library_child.py")
    proc = subprocess.Popen([sys.executable, str(child), str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    lines = _Lines(proc)
    kept: dict[int, int] = {}  # row -> decisions the library said it kept
    checked: dict[int, str] = {}  # row -> the digest whose record was replayed
    rng = random.Random(2026)
    in_the_middle = 0
    try:
        kill = 0
        while kill < KILLS or in_the_middle < IN_FLIGHT:
            assert kill < MOST_KILLS, f"only {in_the_middle} of {kill} kills landed with a write in flight"
            kill += 1
            proc.stdin.write(f"go {kill}\n".encode())
            proc.stdin.flush()
            will = None
            pid = None
            deadline = None
            dead = False
            while not dead:
                now = time.monotonic()
                for line in lines.read(0.005 if pid is None or deadline is None else deadline - now):
                    word, *rest = line.split()
                    if word == "pid":
                        pid, deadline = int(rest[0]), time.monotonic() + rng.uniform(0.001, 0.06)
                    elif word == "will":
                        will = (rest[0], int(rest[1]))
                    elif word == "kept":
                        kept[int(rest[0])], will = int(rest[1]), None
                    elif word == "reaped":
                        dead = True
                    else:
                        raise AssertionError(line)
                if pid is not None and deadline is not None and time.monotonic() >= deadline:
                    os.kill(pid, signal.SIGKILL)
                    deadline = None
            in_the_middle += will is not None
            library, reason = Library.open(path)
            assert reason is None, reason.english()
            try:
                assert library.integrity() == "ok"
                stored = dict((row, (steps, digest_)) for row, steps, digest_ in
                              library._db.execute("SELECT id, steps, digest FROM games JOIN records ON game_id = id"))
                assert set(kept) <= set(stored), "a kept game is gone"
                for row, (steps, digest_) in stored.items():
                    if row in kept:
                        allowed = {kept[row]} | ({will[1]} if will and will[0] == str(row) else set())
                    else:  # a game being added when the kill came
                        allowed = {will[1]} if will and will[0] == "new" else set()
                    assert steps in allowed, (row, steps, allowed)
                    kept[row] = steps
                    if checked.get(row) != digest_:
                        record, game = library.load(row, playable())
                        assert len(replay(record, game)[0]) - 1 == len(record.steps) == steps
                        checked[row] = digest_
            finally:
                library.close()
    finally:
        proc.stdin.close()
        proc.wait(timeout=10)
    assert len(kept) > 5


# --- history and statistics ------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def sample_pool():
    from gameshelf.desktop.models import library_sample

    return library_sample.pool(per_game=2, seed=3)


def test_statistics_equal_a_recount_from_the_records(tmp_path, sample_pool):
    from gameshelf.core.engine import replay
    from gameshelf.desktop.models import library_sample
    from gameshelf.desktop.models.library import LEVEL_RANK

    library, _ = Library.open(tmp_path / LIBRARY_NAME)
    library_sample.fill(library, 150, 5, sessions=sample_pool, seed=4)
    counts: dict = {}
    scores: dict = {}
    lengths: dict = {}
    for (row,) in library._db.execute("SELECT id FROM games WHERE status = 'finished'").fetchall():
        record, game = library.load(row, playable())
        state = replay(record, game)[0][-1]
        outcome = game.outcome(state)
        lengths.setdefault(record.game, []).append(len(record.steps))
        for seat, who in enumerate(record.seats):
            if who.is_ai:
                continue
            top = max((LEVEL_RANK.get(s.controller, 0) for i, s in enumerate(record.seats) if i != seat), default=0)
            key = (who.name, record.game, ("", "easy", "normal", "hard")[top])
            games, wins = counts.get(key, (0, 0))
            counts[key] = (games + 1, wins + (seat in outcome.winners))
            scores.setdefault(key, []).append((dict(outcome.scores)[seat], outcome))
    assert counts
    for name in {key[0] for key in counts}:
        got = {(name, r["game"], r["level"]): (r["games"], r["wins"]) for r in library.player_stats(name)}
        assert got == {k: v for k, v in counts.items() if k[0] == name}
        for r in library.player_stats(name):
            played_ = scores[(name, r["game"], r["level"])]
            values = [score for score, _outcome in played_]
            # a game's scores count up when its first place scored more than its last (points), else down (times)
            order = sum((first > last) - (first < last) for _s, o in played_
                        for first, last in [(dict(o.scores)[o.ranking[0]], dict(o.scores)[o.ranking[-1]])])
            assert r["best"] == (max(values) if order >= 0 else min(values))
    assert {r["game"]: (r["games"], r["median"], r["low"], r["high"]) for r in library.game_lengths()} == {
        game: (len(v), sorted(v)[(len(v) - 1) // 2], min(v), max(v)) for game, v in lengths.items()}


def test_history_lists_filters_and_replays_finished_games(runtime, qtbot, tmp_path, sample_pool):
    from gameshelf.desktop.models import library_sample

    library_sample.fill(runtime.controller.library.store, 60, 3, sessions=sample_pool, seed=5)
    window = runtime.load_qml()
    qtbot.waitExposed(window)
    runtime.controller.library.refresh()
    assert runtime.controller.library.unfinished.rowCount() == 3
    settle(window, qtbot)
    qtbot.wait(200)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .conftest import centre
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(find(window, "historyButton")).toPoint())
    qtbot.waitUntil(lambda: find(window, "stack").property("currentItem").objectName() == "historyPage")
    library = runtime.controller.library
    player = library.property("historyPlayer")
    assert player == library.store.players()[0]  # the one who played most
    rows = library.history.rows()
    assert 0 < len(rows) <= 50 and all(player in r["players"] for r in rows)
    assert library.stats.rowCount() > 0
    library.setHistoryFilter("tournay", "")
    assert {r["game"] for r in library.history.rows()} == {"tournay"}
    settle(window, qtbot)
    first = library.history.rows()[0]["id"]
    assert runtime.controller.watchGame(first)
    window.showReplay()
    settle(window, qtbot)
    assert runtime.controller.replay.finished and runtime.controller.replay.steps > 0
    assert not runtime.controller.active  # watching is not playing


# --- files and the command line; deleting from Continue --------------------------------------------------------------
def test_a_file_named_on_the_command_line_is_opened_and_kept(tmp_path):
    from gameshelf.desktop.cli import CommandLineError, parse_args

    path = tmp_path / "race.gameshelf.json"
    session = played(91, 3)
    path.write_text(dumps(session.record, session.game), encoding="utf-8")
    assert parse_args([str(path)]).load == str(path)  # `gameshelf FILE` (the desktop entry's %f) is --load FILE
    with pytest.raises(CommandLineError) as refused:
        parse_args([str(path), "--load", str(path)])
    assert refused.value.reason.key == "cli.together"


def test_deleting_a_game_asks_first_and_touches_no_other(runtime, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .conftest import centre

    controller = runtime.controller
    rows = []
    for seed in (93, 94):
        controller.start(played(seed, 2))
        rows.append(controller._row)
    controller.close()
    window = runtime.load_qml()
    qtbot.waitExposed(window)
    settle(window, qtbot)
    qtbot.wait(200)

    def click(name):
        QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(find(window, name)).toPoint())

    click(f"delete_{rows[0]}")
    qtbot.waitUntil(lambda: find(window, "deleteDialog").property("opened"))
    assert "The Dice Road Race" in find(window, "deleteText").property("text")
    click("deleteCancel")  # keep it
    qtbot.waitUntil(lambda: not find(window, "deleteDialog").property("visible"))
    assert [g["id"] for g in controller.library.store.unfinished()] == rows[::-1]
    click(f"delete_{rows[0]}")
    qtbot.waitUntil(lambda: find(window, "deleteDialog").property("opened"))
    click("deleteConfirm")
    qtbot.waitUntil(lambda: controller.library.unfinished.rowCount() == 1)
    assert [g["id"] for g in controller.library.store.unfinished()] == [rows[1]]
    assert controller.library.store.load(rows[1], playable())[0] == played(94, 2).record


# --- a decision's write waits for the frame, and is never lost ---------------------------------------------
def test_a_held_write_is_written_after_its_moment_and_before_any_read(runtime, qtbot):
    from gameshelf.desktop.models.library_model import WRITE_DELAY_MS

    controller = runtime.controller
    controller.start(played(51, 2))
    raw = controller.library._library  # the library as it is on disk, held writes not written
    decide(controller)
    decide(controller)
    assert raw.unfinished()[0]["steps"] == 2  # held: the decisions are drawn first
    qtbot.waitUntil(lambda: raw.unfinished()[0]["steps"] == 4, timeout=WRITE_DELAY_MS + 2000)
    decide(controller)
    assert controller.library.store.unfinished()[0]["steps"] == 5  # any read writes what is held first
    decide(controller)
    controller.start(played(52, 1))  # another game: the held one is written before it
    assert sorted(g["steps"] for g in raw.unfinished()) == [1, 6]


CHILD = """
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from pathlib import Path
from PySide6.QtCore import QSettings, QTimer
from tests.desktop.conftest import make_args
from tests.desktop.test_library import decide, played
from gameshelf.desktop.runtime import Runtime
tmp = Path(sys.argv[1])
store = QSettings(str(tmp / "settings.ini"), QSettings.IniFormat)
runtime = Runtime(make_args(), store, tmp / "data")
runtime.controller.start(played(61, 2))
for _ in range(int(sys.argv[2])):
    decide(runtime.controller)
assert runtime.controller.library._held is not None  # the last decision's write is still held...
QTimer.singleShot(0, runtime.app.quit)  # ...when the player quits
runtime.app.exec()
os._exit(0)  # the process ends at once: no close, no clean-up
"""


def test_the_app_quit_right_after_a_decision_keeps_it(tmp_path):
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path), "3"], cwd=root, capture_output=True,
                            text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(root)})
    assert result.returncode == 0, result.stderr
    library, problem = Library.open(tmp_path / "data" / LIBRARY_NAME)
    assert problem is None
    assert [g["steps"] for g in library.unfinished()] == [5]
    library.close()
