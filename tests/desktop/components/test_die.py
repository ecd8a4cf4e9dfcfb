"""Die.qml: pips, tumble, lost, dimmed/highlighted."""
from __future__ import annotations

import math

import pytest

from component_harness import Scene
from gameshelf.desktop.dice_art import CANVAS


def drawn_face(s: Scene, die) -> int:
    """The face the die's image draws (image://dice/FACE/BODY/PIPS: desktop/dice_art.py draws its pips)."""
    art = s.named("dieFace", die)[0]
    return int(art.property("source").toString().split("/")[3])


def test_the_face_is_drawn_whole_with_room_for_its_shadow(scene):
    s = scene('Die { objectName: "die"; face: 5; size: 40; dieColor: "#1f5fa8"; pipColor: "#fbf7ee" }', 200, 200)
    art = s.named("dieFace", s.obj("die"))[0]
    side = math.ceil(40 * CANVAS * s.window.devicePixelRatio())
    assert art.property("paintedWidth") == side / s.window.devicePixelRatio()  # drawn: the provider answered
    assert art.property("source").toString() == "image://dice/5/1f5fa8/fbf7ee"
    assert (art.property("sourceSize").width(), art.property("sourceSize").height()) == (side, side)
    assert art.width() == pytest.approx(side / s.window.devicePixelRatio())


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_face_shows_that_many_pips(scene, face):
    s = scene(f'Die {{ objectName: "die"; face: {face}; size: 64 }}', 200, 200)
    die = s.obj("die")
    assert drawn_face(s, die) == face
    assert die.property("shownFace") == face


def test_changing_face_updates_pips(scene):
    s = scene('Die { objectName: "die"; face: 1 }', 200, 200)
    die = s.obj("die")
    for face in (6, 3, 5, 2, 4, 1):
        die.setProperty("face", face)
        assert drawn_face(s, die) == face


def test_out_of_range_face_is_clamped(scene):
    s = scene('Die { objectName: "die"; face: 9 }', 200, 200)
    assert drawn_face(s, s.obj("die")) == 6


def test_tumble_with_animation_scale_zero_finishes_immediately(scene, qtbot):
    s = scene('Die { objectName: "die"; face: 1; animationScale: 0 }', 200, 200)
    die = s.obj("die")
    finished = []
    die.tumbleFinished.connect(lambda: finished.append(True))
    Scene.call(die, "tumble", 4)
    assert finished == [True]          # synchronously, no event loop needed
    assert die.property("face") == 4
    assert die.property("tumbling") is False
    assert drawn_face(s, die) == 4


def test_tumble_animates_and_ends_on_requested_face(scene, qtbot):
    s = scene('Die { objectName: "die"; face: 6; animationScale: 0.3 }', 200, 200)
    die = s.obj("die")
    with qtbot.waitSignal(die.tumbleFinished, timeout=3000):
        Scene.call(die, "tumble", 2)
        assert die.property("tumbling") is True
    assert die.property("face") == 2
    assert die.property("shownFace") == 2
    assert die.property("tumbling") is False
    assert drawn_face(s, die) == 2
    assert die.property("rotation") == 0


def test_second_tumble_restarts_and_signals_once(scene, qtbot):
    s = scene('Die { objectName: "die"; face: 1; animationScale: 0.3 }', 200, 200)
    die = s.obj("die")
    finished = []
    die.tumbleFinished.connect(lambda: finished.append(die.property("face")))
    Scene.call(die, "tumble", 3)
    Scene.call(die, "tumble", 5)
    qtbot.waitUntil(lambda: bool(finished), timeout=3000)
    s.wait(50)
    assert finished == [5]


def test_lost_plays_out_and_ends_invisible(scene, qtbot):
    s = scene('Die { objectName: "die"; face: 3; animationScale: 0.3 }', 200, 200)
    die = s.obj("die")
    die.setProperty("lost", True)
    assert die.isVisible()             # still animating away
    qtbot.waitUntil(lambda: not die.isVisible(), timeout=3000)
    die.setProperty("lost", False)     # comes back at once
    assert die.isVisible()


def test_lost_without_animation_is_immediate(scene):
    s = scene('Die { objectName: "die"; face: 3; animationScale: 0 }', 200, 200)
    die = s.obj("die")
    die.setProperty("lost", True)
    assert not die.isVisible()


def test_die_created_lost_is_invisible(scene):
    s = scene('Die { objectName: "die"; lost: true }', 200, 200)
    assert not s.obj("die").isVisible()


def test_auto_contrast_pip_colour(scene):
    s = scene('Row { Die { objectName: "light"; dieColor: "#fafafa" } '
              'Die { objectName: "dark"; dieColor: "#1a1a1a" } }', 200, 200)
    light = s.obj("light").property("pipColor")
    dark = s.obj("dark").property("pipColor")
    assert light.lightnessF() < 0.3
    assert dark.lightnessF() > 0.7


def test_highlight_and_dim_do_not_warn(scene):
    s = scene('Die { objectName: "die"; face: 5; highlighted: true; dimmed: true }', 200, 200)
    s.wait(60)
    die = s.obj("die")
    die.setProperty("highlighted", False)
    die.setProperty("dimmed", False)
    s.wait(30)
