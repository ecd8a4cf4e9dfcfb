"""`gameshelf --screen learn:GAME [--step N]`: a lesson drawn at a step, and the command line's refusals."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from gameshelf.desktop import cli
from gameshelf.desktop.tutorial.script import script_for

from .test_cli import run


def test_a_lesson_step_is_checked_against_the_script(monkeypatch):
    steps = len(script_for("dice_road_race").steps)
    assert cli.parse_args(["--screen", "learn:dice_road_race", "--step", str(steps)]).step == steps
    for wrong in ("0", str(steps + 1), "two"):
        with pytest.raises(cli.CommandLineError) as refused:
            cli.parse_args(["--screen", "learn:dice_road_race", "--step", wrong])
        assert refused.value.reason.key == "cli.lesson_step"
    with monkeypatch.context() as patch:  # every game has a lesson now: one without, as a new game would be
        patch.setattr("gameshelf.desktop.tutorial.script.SCRIPTED", ("dice_road_race",))
        with pytest.raises(cli.CommandLineError) as refused:
            cli.parse_args(["--screen", "learn:grimoire"])
    assert refused.value.reason.key == "cli.no_lesson"
    with pytest.raises(cli.CommandLineError) as refused:
        cli.parse_args(["--screen", "home", "--step", "3"])
    assert refused.value.reason.key == "cli.step_needs"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_lesson_step_on_demand(tmp_path, lang):
    out = tmp_path / "lesson.png"
    result = run(["--screen", "learn:dice_road_race", "--step", "12", "--lang", lang, "--screenshot", str(out),
                  "--size", "960x540"], tmp_path)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (960, 540)
