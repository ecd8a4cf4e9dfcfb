"""Saving, loading, autosave/resume and bad files, in the app and on the command line."""
from __future__ import annotations

import subprocess
import sys

from gameshelf.core.engine import dumps

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


def test_autosave_after_each_decision_and_resume(window, qtbot, runtime):
    controller = start(runtime, HUMAN_VS_AI, seed=12)
    play_a_turn(controller, qtbot)
    assert controller.property("hasAutosave")
    steps = controller.session.steps
    controller.close()
    assert controller.resume()
    assert controller.session.steps == steps


def test_corrupt_saves_give_a_message_not_a_crash(window, qtbot, runtime, tmp_path):
    controller = start(runtime, HUMAN_VS_AI, seed=13)
    good = dumps(controller.session.record, controller.session.game)
    cases = {
        "garbage.json": "\x00\x01 not json",
        "truncated.json": good[: len(good) // 2],
        "foreign.json": '{"hello": "world"}',
        "newer.json": good.replace('"version": 1', '"version": 99'),
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
