"""The `gameshelf` command line: demo screenshots and the first-frame probe (subprocesses)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

CLI = [sys.executable, "-m", "gameshelf.desktop.app"]


def run(args, tmp_path, timeout=120):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    return subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=timeout, env=env)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_demo_writes_a_screenshot(tmp_path, lang):
    out = tmp_path / f"drr_{lang}.png"
    result = run(["--demo", "dice_road_race", "--moves", "12", "--screenshot", str(out), "--lang", lang], tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""  # no QML warnings either
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 720)


@pytest.mark.parametrize("game", ["dice_road_race", "grands_tours", "grimoire"])
def test_the_same_seed_draws_the_same_demo(tmp_path, game):
    """Computer decisions depend on the seed only (iteration budgets), so two runs give byte-identical PNGs."""
    shots = [tmp_path / f"{game}_{i}.png" for i in (1, 2)]
    for shot in shots:
        result = run(["--demo", game, "--moves", "16", "--seed", "3", "--screenshot", str(shot)], tmp_path)
        assert result.returncode == 0, result.stderr
    assert shots[0].read_bytes() == shots[1].read_bytes()


def test_first_frame_probe(tmp_path):
    result = run(["--quit-after-first-frame"], tmp_path)
    assert result.returncode == 0, result.stderr
    line = result.stdout.strip().splitlines()[-1]
    assert line.startswith("first-frame ") and 0 < float(line.split()[1]) < 60


def test_unknown_demo_game_is_a_clear_error(tmp_path):
    result = run(["--demo", "chess", "--screenshot", str(tmp_path / "x.png")], tmp_path)
    assert result.returncode == 2 and "no playable game" in result.stderr and "Traceback" not in result.stderr
