"""Saving, loading, autosave/resume and bad files, in the app and on the command line."""
from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.core.engine import LoadError, dumps
from gameshelf.core.engine.record import VERSION
from gameshelf.desktop.models.storage import read_session

from .conftest import centre, find, items_under, settle
from .test_table import HUMAN_VS_AI, rolled, start

CLI = [sys.executable, "-m", "gameshelf.desktop.app"]


def play_a_turn(controller, qtbot):
    controller.press("2")
    qtbot.waitUntil(lambda: bool(rolled(controller)), timeout=10000)
    qtbot.waitUntil(lambda: controller.viewer() == 0 or controller.over, timeout=10000)


def test_save_then_load_round_trip(window, qtbot, runtime, tmp_path):
    controller = start(runtime, HUMAN_VS_AI, seed=11)
    play_a_turn(controller, qtbot)
    path = tmp_path / "race.json"
    with qtbot.waitSignal(controller.notice):
        assert controller.saveFile(path.as_uri())
    record, state = controller.session.record, controller.session.state
    controller.close()
    assert controller.loadFile(str(path))
    assert controller.session.record == record
    assert [r.pos for r in controller.session.state.riders] == [r.pos for r in state.riders]
    assert controller.session.state.phase == state.phase


def test_a_save_of_another_game_opened_at_a_table_draws_it_without_a_warning(window, qtbot, runtime, tmp_path):
    """The header's "Open" at a Dice Road Race table, on a Grands Tours save: the new table's scene starts from
    empty rows, not the last game's (its delegates read fields those rows do not have: hundreds of QML TypeErrors,
    which the runtime fixture counts)."""
    from gameshelf.core.engine import Seat, Session
    from gameshelf.core.games.grands_tours import GAME

    seats = [Seat(name, colour, "human") for name, colour in
             (("Ann", "#d63031"), ("Ben", "#0984e3"), ("Cy", "#00a86b"), ("Di", "#e1a100"))]
    path = tmp_path / "tour.json"
    path.write_text(dumps(Session.new(GAME, seats, {}, 3).record, GAME), encoding="utf-8")
    controller = start(runtime, HUMAN_VS_AI, seed=11)
    settle(window, qtbot)
    assert controller.loadFile(path.as_uri())
    qtbot.waitUntil(lambda: find(window, "sceneLoader").property("item").objectName() != "diceRoadRace")
    settle(window, qtbot)
    assert controller.gameId == "grands_tours" and runtime.qml_warnings == []


def test_kept_after_each_decision_and_continued_from_the_home_screen(window, qtbot, runtime):
    controller = start(runtime, HUMAN_VS_AI, seed=12)
    play_a_turn(controller, qtbot)
    steps = controller.session.steps
    assert controller.library.store.unfinished()[0]["steps"] == len(steps)
    window.showHome()  # closes the game
    settle(window, qtbot)
    row = controller.library.unfinished.rows()[0]
    assert row["gameName"] == "The Dice Road Race" and row["players"] == "Ann, Bot (computer, easy)"
    assert row["progress"]  # the stage or race it has reached
    qtbot.wait(200)  # the Continue row laid out
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(find(window, f"open_{row['id']}")).toPoint())
    qtbot.waitUntil(lambda: controller.active)
    assert controller.session.steps == steps
    assert len(controller.library.store.unfinished()) == 1  # the same game, not a copy
    runtime.settings.language = "ja"
    assert controller.library.unfinished.rows()[0]["gameName"] == "ダイス・ロードレース"


def test_the_home_screen_leaves_the_window_under_a_table_and_comes_back_whole(window, qtbot, runtime):
    """Qt walks every item of the window, hidden or not, at each frame that shows or hides one: the shelf is out
    of the window while a table covers it (issue 26), and back, as it was kept, when the table closes."""
    def shelf_in_window() -> bool:
        return any(item.objectName() == "gameCard_grimoire" for item in items_under(window.contentItem()))

    assert shelf_in_window()
    start(runtime, HUMAN_VS_AI, seed=12)
    settle(window, qtbot)
    assert not shelf_in_window()
    window.showHome()
    settle(window, qtbot)
    assert shelf_in_window() and find(window, "gameCard_grimoire").isVisible()
    assert find(window, "gameCard_grimoire").width() > 0  # laid out again in its place


def test_corrupt_saves_give_a_message_not_a_crash(window, qtbot, runtime, tmp_path):
    controller = start(runtime, HUMAN_VS_AI, seed=13)
    good = dumps(controller.session.record, controller.session.game)
    cases = {
        "garbage.json": "\x00\x01 not json",
        "truncated.json": good[: len(good) // 2],
        "foreign.json": '{"hello": "world"}',
        "newer.json": good.replace(f'"version": {VERSION}', '"version": 99'),
        "tampered.json": good.replace('"steps": []', '"steps": [{"player": 0, "action": {"kind": "declare", "dice": 9}}]'),
    }
    for name, text in cases.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        with qtbot.waitSignal(controller.notice) as notice:
            assert not controller.loadFile(str(path))
        assert notice.args[0].startswith(f"Could not open {name}:"), notice.args
        assert path.read_text(encoding="utf-8") == text  # never touched
        assert controller.session.record.seed == 13  # the game in progress stays


def test_cli_reports_a_bad_save_without_a_traceback(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "gameshelf-save", "version": 1, "game": "chess"}', encoding="utf-8")
    result = subprocess.run([*CLI, "--load", str(path), "--lang", "en"], capture_output=True, text=True, timeout=60,
                            env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode != 0
    assert "for a game this version does not have (chess)" in result.stderr
    assert "Traceback" not in result.stderr
    assert path.read_text(encoding="utf-8").endswith('"chess"}')


def cli_load(path, lang="en"):
    return subprocess.run([*CLI, "--load", str(path), "--lang", lang], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


@pytest.mark.parametrize("name,text", [
    ("deep.json", "[" * 5000 + "]" * 5000),
    ("game_id.json", '{"format": "gameshelf-save", "version": 1, "game": ["dice_road_race"]}'),
])
def test_cli_refuses_crafted_saves_with_exit_2_not_a_traceback(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = cli_load(path)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and f"{name}: The " in result.stderr
    assert path.read_text(encoding="utf-8") == text


def test_cli_refuses_a_pipe_instead_of_waiting_on_it(tmp_path):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    result = cli_load(path)  # a read would wait for a writer for ever
    assert result.returncode == 2 and "not an ordinary file" in result.stderr


def test_a_name_that_cannot_be_written_back_is_refused_before_any_autosave(window, qtbot, runtime, tmp_path):
    controller = start(runtime, HUMAN_VS_AI, seed=14)
    data = json.loads(dumps(controller.session.record, controller.session.game))
    data["seats"][0]["name"] = "Ann\udc80"
    path = tmp_path / "surrogate.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # ASCII: the lone surrogate is an escape
    with qtbot.waitSignal(controller.notice) as notice:
        assert not controller.loadFile(str(path))
    assert "seats[0].name" in notice.args[0]
    assert controller.session.record.seed == 14


def test_a_huge_file_is_refused_without_reading_it(runtime, tmp_path):
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:  # sparse: costs no disk
        handle.truncate(200 * 2**20)
    started = time.perf_counter()
    with pytest.raises(LoadError) as caught:
        read_session(path)
    assert caught.value.reason.key == "save.too_large" and time.perf_counter() - started < 0.5


def japanese(runtime, qtbot, window):
    runtime.settings.language = "ja"
    qtbot.waitUntil(lambda: runtime.translations.language == "ja")


def test_operating_system_reasons_are_translated(window, qtbot, runtime, tmp_path, monkeypatch):
    japanese(runtime, qtbot, window)
    controller = runtime.controller
    folder = tmp_path / "folder.json"
    folder.mkdir()
    cases = {tmp_path / "missing.json": "存在しません", folder: "フォルダー"}
    for path, reason in cases.items():
        with qtbot.waitSignal(controller.notice) as notice:
            assert not controller.loadFile(str(path))
        assert reason in notice.args[0] and "No such" not in notice.args[0], notice.args
    locked = tmp_path / "locked.json"
    locked.write_text("{}", encoding="utf-8")

    def refuse(self, *args, **kwargs):  # the tests run as root, where chmod cannot deny a read
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "open", refuse)
    with qtbot.waitSignal(controller.notice) as notice:
        assert not controller.loadFile(str(locked))
    assert "権限がありません" in notice.args[0] and "Permission" not in notice.args[0], notice.args


def test_damage_is_reported_in_japanese_with_its_place(window, qtbot, runtime, tmp_path):
    controller = start(runtime, HUMAN_VS_AI, seed=15)
    japanese(runtime, qtbot, window)
    data = json.loads(dumps(controller.session.record, controller.session.game))
    data["seed"] = True
    path = tmp_path / "seed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with qtbot.waitSignal(controller.notice) as notice:
        assert not controller.loadFile(str(path))
    assert notice.args[0] == "seed.jsonを開けませんでした：保存ファイルの seedが壊れています：整数でなければなりません。"


def test_a_failed_save_gives_a_translated_reason(window, qtbot, runtime, tmp_path):
    controller = start(runtime, HUMAN_VS_AI, seed=16)
    japanese(runtime, qtbot, window)
    folder = tmp_path / "taken.json"
    folder.mkdir()
    with qtbot.waitSignal(controller.notice) as notice:
        assert not controller.saveFile(str(folder))
    assert notice.args[0] == "taken.jsonを保存できませんでした：ファイルではなくフォルダーです。"


def test_a_save_that_cannot_be_read_is_explained_in_a_window(window, qtbot, runtime):
    """What `gameshelf --load FILE` shows on a screen (a double-click in a file manager): a dialog, not only stderr."""
    from .conftest import find
    runtime.show_problem(window, "Could not open bad.json: The file is not a Gameshelf save.")
    dialog = find(window, "problemDialog")
    qtbot.waitUntil(lambda: dialog.property("opened"))
    assert find(window, "problemText").property("text").endswith("not a Gameshelf save.")
