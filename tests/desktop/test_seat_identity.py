"""Colour is never the only cue: seat colours survive colour-vision deficiencies, and every seat has a
number and a shape; whose turn it is shows as one acting frame, answering seats get a quieter one."""
from __future__ import annotations

import itertools
import math

import pytest

from gameshelf.core.engine import Seat, Session
from gameshelf.core.games import playable
from gameshelf.desktop.seat_colours import PALETTE

from .conftest import TWO_HUMANS, find, search, settle
from .qt_items import child_items

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB.
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
    "typical": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
}
LEADER_YELLOW = "#f5c518"
PREVIOUS_PALETTE = ("#d63031", "#0984e3", "#00a86b", "#2d3436", "#f5f6fa", "#8e44ad", "#e67e22", "#e84393")


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def seen_as(colour: str, vision: str) -> tuple[float, float, float]:
    """CIELAB (D65) of `colour` as a viewer with `vision` sees it."""
    rgb = [_linear(int(colour[i:i + 2], 16)) for i in (1, 3, 5)]
    r, g, b = (min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb)))) for row in MACHADO[vision])
    x, y, z = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, \
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def closest_pair(colours, vision: str) -> float:
    """The smallest CIE76 colour difference between two of `colours`, as `vision` sees them."""
    return min(math.dist(seen_as(a, vision), seen_as(b, vision)) for a, b in itertools.combinations(colours, 2))


@pytest.mark.parametrize("vision", MACHADO)
def test_seat_colours_stay_apart_for_every_colour_vision(vision):
    assert closest_pair(PALETTE, vision) >= 25  # all eight seats
    assert closest_pair(PALETTE[:4], vision) >= 40  # the four a new game starts with
    assert min(math.dist(seen_as(c, vision), seen_as(LEADER_YELLOW, vision)) for c in PALETTE) >= 20


def test_the_check_tells_a_palette_that_fails():
    """The palette before this check: its blue and purple merge for protanopes, green and pink for deuteranopes."""
    assert closest_pair(PREVIOUS_PALETTE, "protanopia") < 25
    assert closest_pair(PREVIOUS_PALETTE, "deuteranopia") < 25


def visible_named(window, name):
    todo, out = [window.contentItem()], []
    while todo:
        item = todo.pop()
        if item.objectName() == name and item.isVisible():
            out.append(item)
        todo.extend(child_items(item))
    return out


def token(item) -> tuple[str, str, str]:
    return item.property("shape"), item.property("number"), item.property("colour").name()


ROOTS = {"dice_road_race": "diceRoadRace", "grands_tours": "grandsTours", "grimoire": "grimoire"}
SIMILAR = [(game, names) for game in ROOTS for names in (
    [f"Player {n}" for n in range(1, 5)],
    [f"Bot{n}" for n in range(1, 4 if game != "grands_tours" else 5)])]


@pytest.mark.parametrize("game_id,names", SIMILAR, ids=[f"{g}-{n[0]}" for g, n in SIMILAR])
def test_seats_with_similar_names_get_distinct_tokens(window, qtbot, runtime, game_id, names):
    game = playable()[game_id]
    seats = [Seat(name, PALETTE[i], "human") for i, name in enumerate(names)]
    runtime.controller.start(Session.new(game, seats, game.spec.defaults(), 3))
    qtbot.waitUntil(lambda: search(window, ROOTS[game_id]) is not None)
    settle(window, qtbot)
    tokens = [token(t) for t in visible_named(window, "seatToken")]
    assert len(tokens) >= len(names)
    per_seat = set(tokens)
    assert len(per_seat) == len(names)  # one token per seat, wherever it shows
    for part in range(3):  # number, shape and colour each tell the seats apart on their own
        assert len({t[part] for t in per_seat}) == len(names)
    assert sorted(t[1] for t in per_seat) == [str(n) for n in range(1, len(names) + 1)]


def test_riders_wear_their_seat_number_not_an_initial(window, qtbot, runtime):
    game = playable()["dice_road_race"]
    seats = [Seat(f"Player {n}", PALETTE[n - 1], "human") for n in range(1, 5)]
    runtime.controller.start(Session.new(game, seats, game.spec.defaults(), 3))
    qtbot.waitUntil(lambda: search(window, "diceRoadRace") is not None)
    settle(window, qtbot)
    riders = [find(window, f"piece_rider:{s}") for s in range(4)]
    numbers = [next(c for c in child_items(child_items(r)[0]) if c.objectName() == "seatNumber").property("text")
               for r in riders]
    assert numbers == ["1", "2", "3", "4"]


def frames(window):
    return len(visible_named(window, "actingHighlight")), len(visible_named(window, "answeringHighlight"))


def test_one_acting_frame_and_quiet_frames_for_a_join(window, qtbot, runtime):
    from .test_table import start

    controller = start(runtime, TWO_HUMANS + [{"name": "Cy", "colour": PALETTE[2], "controller": "human"}])
    qtbot.waitUntil(lambda: search(window, "diceRoadRace") is not None)
    settle(window, qtbot)
    assert frames(window) == (1, 0)
    acting = visible_named(window, "actingHighlight")[0]
    assert acting.parentItem().parentItem().objectName() == "player_0"
    controller.press("1")  # Ann rolls; the others on her space may join
    qtbot.waitUntil(lambda: controller.property("handOverDrawn"))
    assert find(window, "handOverToken").property("number") == "2"  # the privacy screen names Ben's seat
    controller.handOverDone()
    qtbot.waitUntil(lambda: frames(window)[1] > 0)
    assert frames(window)[0] == 1
    assert visible_named(window, "actingHighlight")[0].parentItem().parentItem().objectName() == "player_0"


def test_one_acting_frame_in_grands_tours(window, qtbot, runtime):
    from .test_grands_tours_table import start

    start(runtime, [("Ann", PALETTE[0], "human"), ("Ben", PALETTE[1], "human"), ("Cy", PALETTE[2], "human"),
                    ("Di", PALETTE[3], "human")], past_camp=True)
    qtbot.waitUntil(lambda: search(window, "grandsTours") is not None)
    settle(window, qtbot)
    assert frames(window)[0] == 1


def test_a_simultaneous_choice_shows_only_answering_frames(window, qtbot, runtime):
    from .test_grimoire_table import start

    start(runtime, [("Ann", PALETTE[0], "human"), ("Ben", PALETTE[1], "human"), ("Cy", PALETTE[2], "human")])
    qtbot.waitUntil(lambda: search(window, "grimoire") is not None)
    settle(window, qtbot)
    assert frames(window) == (0, 3)  # everyone marks a page at once: nobody's turn, everyone answers
