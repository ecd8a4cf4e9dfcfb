"""GrandPrix-F1: a car takes its pit-lane size where the lane begins, not when its drive ends. Cars in the lane
and the boxes are drawn smaller so that a queue there stays apart; a car driving in shrinks as it turns off the
track, and one leaving the lane grows back as it rejoins the track, while the drive is still under way. A car
drives from where it set off, even when its delegate was made anew for the move (the pieces model resets when
a hand's rows change)."""
from __future__ import annotations

import math
import random

from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Session
from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.core.games.grandprix_f1 import routing as R
from gameshelf.core.games.grandprix_f1.actions import Play

from .conftest import search
from .test_grandprix_f1_space_numbers import race_after

LANE_SIZE = 0.76


def first_move(seed: int, wanted) -> tuple[Session, object]:
    """The first position of a greedy race where the acting seat's greedy move is `wanted`, and that move."""
    session = race_after(0, seed)
    plugin, rng = plugin_for(GAME), random.Random(seed)
    for _ in range(400):
        seat = session.to_act()[0]
        action = plugin.policy(GAME, session.state, seat, rng)
        if wanted(session.state, action):
            return session, action
        session.submit(seat, action)
    raise AssertionError("no such move in 400 decisions")


def into_lane(state, action) -> bool:
    """A move that drives on the track first and then at least three spaces down the lane."""
    if type(action) is not Play or not action.pit or action.tyres:
        return False
    route = GAME.preview(state, state.cars[action.car].id, action.card, action.pit, action.tyres).route
    return bool(route) and not R.IN_PITS[route[0]] and sum(1 for s in route if R.NAMES[s].startswith("B")) >= 3


def out_of_lane(state, action) -> bool:
    """A move from a lane space that rejoins the track and drives at least three spaces on it."""
    if type(action) is not Play or action.tyres or not R.IN_PITS[state.cars[action.car].pos]:
        return False
    route = GAME.preview(state, state.cars[action.car].id, action.card, action.pit, action.tyres).route
    return sum(1 for s in route if not R.IN_PITS[s]) >= 3


def drive(runtime, window, qtbot, session: Session, action) -> list[tuple[float, float, float]]:
    """Plays `action` in `session` with animations on; returns, every 15 ms until the car
    has stood still for a while, the moving car's size (share of a track car's length) and where it is drawn
    (board coordinates, which its size does not move)."""
    runtime.settings.animationSpeed = "normal"
    controller = runtime.controller
    controller.start(session)
    qtbot.waitUntil(lambda: controller.property("active"), timeout=10000)
    qtbot.wait(300)
    uid = f"car:{session.state.cars[action.car].id}"
    controller._submit(session.to_act()[0], action)
    samples = []
    for _ in range(400):
        qtbot.wait(15)
        car = search(window, uid)
        full = car.property("circuit").property("unit") * 4.6
        samples.append((round(car.height() / full, 3), car.property("posX"), car.property("posY")))
        if len(samples) > 30 and all(s == samples[-1] for s in samples[-30:]):
            break
    return samples


def moving(samples) -> tuple[int, int]:
    """The first and the last sample at which the car is drawn somewhere new."""
    changed = [i for i in range(1, len(samples)) if samples[i][1:] != samples[i - 1][1:]]
    return changed[0], changed[-1]


def test_a_car_shrinks_as_it_turns_into_the_lane_not_when_it_stops(runtime, window, qtbot):
    session, action = first_move(3, into_lane)
    route = GAME.preview(session.state, action.car, action.card, action.pit, action.tyres).route
    set_off = R.NAMES[session.state.cars[action.car].pos]
    samples = drive(runtime, window, qtbot, session, action)
    first, last = moving(samples)
    where = {z.get("name"): (z["x"], z["y"]) for z in runtime.controller.zones.rows()}
    start, step = where[set_off], where[R.NAMES[route[0]]]
    # it sets off from its old space towards its first step (not from where it stops)
    assert math.dist(samples[0][1:], start) <= math.dist(start, step) + 0.5, (samples[0], start, step)
    assert samples[first][0] > 0.99, samples[:first + 2]  # it sets off full size on the track
    assert abs(samples[-1][0] - LANE_SIZE) < 0.01, samples[-3:]  # and stands in the lane or its box small
    small = next(i for i, s in enumerate(samples) if s[0] < LANE_SIZE + 0.01)
    assert small < last - 10, (small, last)  # small while it still drives down the lane


def test_a_car_leaving_the_lane_grows_back_as_it_rejoins_the_track(runtime, window, qtbot):
    session, action = first_move(3, out_of_lane)
    samples = drive(runtime, window, qtbot, session, action)
    first, last = moving(samples)
    assert samples[0][0] < LANE_SIZE + 0.01 and samples[first][0] < 0.9, samples[:first + 2]  # small in the lane
    assert samples[-1][0] > 0.99, samples[-3:]
    grown = next(i for i, s in enumerate(samples) if s[0] > 0.99)
    assert grown <= last, (grown, last)  # full size once on the track, before the drive ends
