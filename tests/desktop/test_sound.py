"""Sound effects: the files, their synthesis, the cue table, playing at the player's volume, and silence."""
from __future__ import annotations

import os
import subprocess
import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, qWarning
from PySide6.QtTest import QTest

from gameshelf.core.engine import Seat, Session
from gameshelf.core.games import playable
from gameshelf.desktop.models.settings import DEFAULT_VOLUME, Settings
from gameshelf.desktop.models.sound import (CUES, FILES, PRIORITY, Sounds, cue_for, gain, quiet_audio_backend,
                                            sound_server_reachable)

from .conftest import HUMAN_VS_AI, centre, find, settle
from .qt_items import child_items

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "assets" / "sounds"


# --- the files ------------------------------------------------------------------------------------
def test_every_cue_has_a_short_valid_mono_wav():
    total = 0
    for cue in FILES:
        path = SOUNDS / f"{cue}.wav"
        with wave.open(str(path), "rb") as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) in ((1, 2, 22050), (1, 2, 44100))
            seconds = wav.getnframes() / wav.getframerate()
            frames = wav.readframes(wav.getnframes())
        assert 0.05 < seconds <= 1.5, (cue, seconds)
        peak = max(abs(int.from_bytes(frames[i:i + 2], "little", signed=True)) for i in range(0, len(frames), 2))
        assert peak > 8000, f"{cue} is nearly silent"
        total += path.stat().st_size
    assert total < 300_000
    assert sorted(p.stem for p in SOUNDS.glob("*.wav")) == sorted(FILES)  # no stray file ships


def test_the_synth_script_makes_the_same_bytes(tmp_path):
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "synth_sounds.py"), "--out-dir", str(tmp_path)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(p.name for p in SOUNDS.glob("*.wav"))
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUNDS / name).read_bytes(), name


# --- which cue a decision sounds -------------------------------------------------------------------
def test_cue_table():
    assert cue_for("dice_road_race", ["roll"]) == "dice"
    assert cue_for("dice_road_race", ["move", "finish", "stage_end", "stage_start"]) == "fanfare"
    assert cue_for("grands_tours", ["place", "win", "car", "deal", "round"]) == "fanfare"
    assert cue_for("grands_tours", ["car", "round"]) == "car"
    assert cue_for("grands_tours", ["replace"]) == "place"  # a die replaced on a card...
    assert cue_for("grimoire", ["replace"]) == "deal"  # ...but a card turned up in Grimoire
    assert cue_for("grimoire", ["turn"]) is None
    assert cue_for("a_new_game", ["roll"]) == "dice"  # shared kinds work for a game without its own row
    for game_id, table in CUES.items():
        assert game_id == "*" or game_id in playable(), game_id
        assert set(table.values()) <= set(PRIORITY), game_id


def test_every_kind_in_the_cue_table_is_one_the_rules_emit():
    """A misspelt kind would silently never sound."""
    rules = {game_id: "".join(path.read_text(encoding="utf-8")
                              for path in sorted((ROOT / "core" / "games" / game_id).glob("*.py")))
             for game_id in playable()}
    for game_id, table in CUES.items():
        sources = list(rules.values()) if game_id == "*" else [rules[game_id]]
        for kind in table:  # events are made by `event(kind, ...)`, or Tournay's `say(ev, kind, ...)`
            assert any(f'event("{kind}"' in source or f'say(ev, "{kind}"' in source for source in sources), (game_id, kind)


def test_volume_curve():
    assert gain(0) == 0 and gain(100) == 1
    assert gain(25) < gain(50) < gain(75) < 1
    assert gain(50) == pytest.approx(0.25)


# --- playing ----------------------------------------------------------------------------------------
def start(runtime, seats=HUMAN_VS_AI, seed=7):
    game = playable()["dice_road_race"]
    runtime.controller.start(Session.new(game, [Seat(s["name"], s["colour"], s["controller"]) for s in seats],
                                         {}, seed))
    return runtime.controller


def rolled(controller):
    return any(e.kind == "roll" for batch in controller.session.events() for e in batch)


def record(sounds):
    """(cue, the effect's volume, or None where QtMultimedia is missing) for every cue played."""
    heard = []
    sounds.played.connect(lambda cue: heard.append(
        (cue, None if sounds.effect(cue) is None else sounds.effect(cue).volume())))
    return heard


def test_a_roll_plays_the_dice_at_the_players_volume(window, qtbot, runtime):
    sounds = runtime.sounds
    qtbot.waitUntil(lambda: sounds.loaded)  # loaded once the first frame is on screen
    heard = record(sounds)
    runtime.settings.volume = 40
    qtbot.waitUntil(lambda: heard != [])  # a changed volume plays a short preview at the new level
    assert heard[0][0] == "place"
    heard.clear()
    controller = start(runtime)
    assert controller.press("2")  # Ann declares two dice; the dice are rolled once the computer has declared
    qtbot.waitUntil(lambda: rolled(controller), timeout=10000)
    qtbot.waitUntil(lambda: any(cue == "dice" for cue, _ in heard))
    volume = next(v for cue, v in heard if cue == "dice")
    if sounds.effect("dice") is not None:  # QtMultimedia present: the effect itself is set to the player's level
        assert volume == pytest.approx(gain(40), abs=1e-3)


def test_the_effects_follow_the_volume_where_qtmultimedia_loads(runtime):
    # needs PySide6-Addons and, on Linux, the system's libpulse.so.0
    pytest.importorskip("PySide6.QtMultimedia", exc_type=ImportError)
    sounds = runtime.sounds
    sounds.load()
    if sounds.effect("dice") is None:
        pytest.skip("no audio output device here: effects are made only when one exists")
    for volume in (100, 55, 10):
        runtime.settings.volume = volume
        sounds.play("dice")
        assert sounds.last_cue == "dice"
        assert sounds.effect("dice").volume() == pytest.approx(gain(volume), abs=1e-3)


def test_mute_plays_nothing(window, qtbot, runtime):
    sounds = runtime.sounds
    qtbot.waitUntil(lambda: sounds.loaded)
    runtime.settings.muted = True
    heard = record(sounds)
    controller = start(runtime)
    controller.press("2")
    qtbot.waitUntil(lambda: rolled(controller), timeout=10000)
    controller.drop("die:1:0", "tray")  # refused: not Ann's die
    qtbot.wait(400)  # past the preview delay too
    assert heard == [] and sounds.last_cue is None
    runtime.settings.muted = False
    with qtbot.waitSignal(sounds.played) as played:
        controller.drop("die:1:0", "tray")
    assert played.args == ["refuse"]


def test_volume_zero_is_silent_too(runtime):
    runtime.settings.volume = 0
    runtime.sounds.play("dice")
    assert runtime.sounds.last_cue is None


def test_quiet_scope_drops_only_the_audio_backends_complaints(qtlog):
    with quiet_audio_backend():
        qWarning("PulseAudioService: pa_context_connect() failed")
        qWarning("QSoundEffect: playback of this format is not supported on the selected audio device")
        qWarning("something else went wrong")
    qWarning("PulseAudioService: outside the scope")
    assert [r.message for r in qtlog.records] == ["something else went wrong", "PulseAudioService: outside the scope"]


def test_loading_with_no_audio_device_logs_nothing(runtime, qtlog):
    before = len(qtlog.records)
    runtime.sounds.load()
    runtime.sounds.play("dice")
    assert runtime.sounds.last_cue == "dice"
    assert [r.message for r in qtlog.records[before:]] == []


def test_the_app_plays_on_silently_without_an_audio_device(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    out = tmp_path / "x.png"
    result = subprocess.run([sys.executable, "-m", "gameshelf.desktop.app", "--demo", "dice_road_race", "--moves", "5",
                             "--screenshot", str(out)], capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert out.exists()


# --- settings -----------------------------------------------------------------------------------------
def test_volume_and_mute_are_remembered(tmp_path):
    path = str(tmp_path / "settings.ini")
    first = Settings(QSettings(path, QSettings.IniFormat))
    assert (first.volume, first.muted) == (DEFAULT_VOLUME, False)
    first.volume = 35
    first.muted = True
    again = Settings(QSettings(path, QSettings.IniFormat))
    assert (again.volume, again.muted) == (35, True)


def test_a_hand_edited_volume_is_clamped_or_ignored(tmp_path):
    path = str(tmp_path / "settings.ini")
    store = QSettings(path, QSettings.IniFormat)
    store.setValue("volume", "250")
    store.setValue("muted", "maybe")
    store.sync()
    read = Settings(QSettings(path, QSettings.IniFormat))
    assert (read.volume, read.muted) == (100, False)
    store.setValue("volume", "loud")
    store.sync()
    assert Settings(QSettings(path, QSettings.IniFormat)).volume == DEFAULT_VOLUME


def test_settings_page_has_volume_and_mute(window, qtbot, runtime):
    settle(window, qtbot)
    items, button = [window.contentItem()], None
    while button is None:
        item = items.pop()
        items.extend(child_items(item))
        button = item if item.property("text") == "Settings" and item.property("visible") else None
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(button).toPoint())
    settle(window, qtbot)
    slider, switch = find(window, "volumeSlider"), find(window, "muteSwitch")
    assert slider.property("value") == DEFAULT_VOLUME
    slider.forceActiveFocus()
    QTest.keyClick(window, Qt.Key_Right)
    assert runtime.settings.volume == DEFAULT_VOLUME + 5
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(switch).toPoint())
    assert runtime.settings.muted
    qtbot.waitUntil(lambda: not slider.property("enabled"))


# --- no sound server ----------------------------------------------------------------------------------
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the sound-server check is Linux's")
def test_a_sound_server_is_found_by_its_socket_or_address(tmp_path):
    runtime_dir = tmp_path / "run"
    (runtime_dir / "pulse").mkdir(parents=True)
    env = {"XDG_RUNTIME_DIR": str(runtime_dir)}
    assert not sound_server_reachable(env)  # the folder alone is not a server
    (runtime_dir / "pulse" / "native").touch()
    assert sound_server_reachable(env)
    (runtime_dir / "pulse" / "native").unlink()
    (runtime_dir / "pipewire-0").touch()
    assert sound_server_reachable(env)
    assert sound_server_reachable({"XDG_RUNTIME_DIR": str(tmp_path / "none"), "PULSE_SERVER": "tcp:host:4713"})


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the sound-server check is Linux's")
def test_without_a_sound_server_qtmultimedia_is_never_started(runtime, monkeypatch, tmp_path):
    # libpulse with no server behind it: QtMultimedia could never sound, and its teardown there can crash
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    sounds = Sounds(runtime.settings)
    sounds.load()
    assert sounds.loaded and sounds._devices is None and sounds.effect("dice") is None
    sounds.play("dice")  # still reported to the table (and tests), just not sounded
    assert sounds.last_cue == "dice"
