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
    word, uptime, cpu = line.split()
    assert word == "first-frame" and 0 < float(uptime) < 60 and 0 < float(cpu) < 60


def test_the_first_frame_imports_no_game_rules(tmp_path):
    """The home screen lists the games from the shelf's listings: no game's rules, nor the record converter
    (cattrs), are imported to draw it (they are most of what a start would otherwise spend in Python)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    result = subprocess.run([sys.executable, "-X", "importtime", "-m", "gameshelf.desktop.app",
                             "--quit-after-first-frame"], capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0 and "first-frame" in result.stdout, result.stderr
    imported = {line.rsplit("|", 1)[1].strip() for line in result.stderr.splitlines()
                if line.startswith("import time:")}
    assert "gameshelf.desktop.runtime" in imported  # the probe saw the app's own imports
    games = sorted(m for m in imported if m.startswith("gameshelf.core.games.") and m.count(".") == 3
                   and m != "gameshelf.core.games.rulelinks")
    assert games == [] and "cattrs" not in imported


MISTAKES = {
    "unknown game": (["--demo", "chess"], "There is no game “chess”", "「chess」というゲームはありません"),
    "players": (["--demo", "grands_tours", "--players", "2"], "is played by 4 to 6 players", "4〜6人"),
    "players not a number": (["--demo", "grimoire", "--players", "three"], "--players needs a whole number",
                             "--playersには"),
    "size": (["--demo", "grimoire", "--size", "big"], "--size is WIDTHxHEIGHT", "--size は"),
    "tiny size": (["--demo", "grimoire", "--size", "10x10"], "--size is WIDTHxHEIGHT", "--size は"),
    "moves": (["--demo", "grimoire", "--moves", "-3"], "--moves needs a whole number", "--movesには"),
    "missing folder": (["--demo", "grimoire", "--screenshot", "/nonexistent/dir/x.png"], "there is no folder",
                       "フォルダー「/nonexistent/dir」がありません"),
    "extension": (["--demo", "grimoire", "--screenshot", "shot.txt"], "must be a .png, .jpg or .bmp",
                  ".png、.jpg、.bmp"),
    "screenshot alone": (["--screenshot", "x.png"], "--screenshot needs --demo GAME or --screen", "--screenshot には"),
    "screen": (["--screen", "kitchen"], "There is no screen “kitchen”", "「kitchen」という画面はありません"),
    "lang": (["--lang", "fr"], "--lang is ja or en", "--lang は ja か en"),
    "two things": (["--demo", "grimoire", "--screen", "home"], "cannot be used together", "同時には使えません"),
    "argparse": (["--demo"], "The command line is not understood", "コマンドラインを解釈できません"),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("mistake", MISTAKES)
def test_every_command_line_mistake_is_a_translated_message_and_exit_2(tmp_path, mistake, lang):
    args, english, japanese = MISTAKES[mistake]
    lang_args = [] if "--lang" in args else ["--lang", lang]
    result = run([*args, *lang_args], tmp_path, timeout=60)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and result.stderr.startswith("gameshelf: ")
    expected = english if lang == "en" or "--lang" in args else japanese
    assert expected in result.stderr, result.stderr


def test_a_game_whose_table_is_coming_says_so(monkeypatch):
    from gameshelf.desktop import cli
    games = {k: v for k, v in cli.playable().items() if k != "grimoire"}
    monkeypatch.setattr(cli, "playable", lambda: games)
    with pytest.raises(cli.CommandLineError) as refused:
        cli.parse_args(["--demo", "grimoire"])
    assert refused.value.reason.key == "cli.coming"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("screen", ["home", "history", "settings", "about", "new:grimoire", "rules:grands_tours"])
def test_every_screen_on_demand(tmp_path, screen, lang):
    out = tmp_path / f"{screen.replace(':', '-')}.png"
    result = run(["--screen", screen, "--lang", lang, "--screenshot", str(out), "--size", "1024x700"], tmp_path)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)


@pytest.mark.parametrize("lang, usage, options, line", [
    ("en", "usage: gameshelf", "options:", "open a saved game"),
    ("ja", "使い方: gameshelf", "オプション:", "保存したゲームを開く"),
])
def test_help_is_in_the_language_asked_for(tmp_path, lang, usage, options, line):
    for args in (["--help", "--lang", lang], [f"--lang={lang}", "-h"]):
        result = run(args, tmp_path)
        assert result.returncode == 0, result.stderr
        out = result.stdout
        assert out.startswith(usage) and f"\n{options}\n" in out and line in out
        assert "--screenshot FILE" in out and "--quit-after-first-frame" in out  # option names stay
        if lang == "ja":
            assert "show this help" not in out and "Five tabletop games" not in out
            assert "1台のコンピューターで遊べる5つのボードゲーム。" in out


def test_help_without_lang_follows_the_saved_language(tmp_path):
    settings = tmp_path / "config" / "Gameshelf"
    settings.mkdir(parents=True)
    (settings / "Gameshelf.conf").write_text("[General]\nlanguage=ja\n", encoding="utf-8")
    result = run(["--help"], tmp_path)
    assert result.returncode == 0 and result.stdout.startswith("使い方: gameshelf"), result.stdout + result.stderr
