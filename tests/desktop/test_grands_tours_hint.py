"""Hints at the Grands Tours table: every kind of decision is named in words and lights every die it uses
wherever the table draws it (a team's peloton, the dice on a card, the camp, rest-day and seven panels), the
grupetto it rolls or passes to, and its button or panel choice; on screen each lit die wears the shared hint
ring."""
from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

import pytest

from gameshelf.core.ai.ismcts import MoveStat
from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat, Session
from gameshelf.core.games.grands_tours import GAME
from gameshelf.core.games.grands_tours.actions import (KEEP, Pass, Place, Readjust, Remove, Replace, RestRoll, Roll,
                                                       SevenFace, Swap, TakeJersey, Train)
from gameshelf.core.games.grands_tours.data import GRUPETTO, JERSEYS, PELOTON
from gameshelf.desktop.models import ai_worker
from gameshelf.desktop.presenters import View, presenter_for
from gameshelf.desktop.translations import tr

from .conftest import settle
from .qt_items import child_items

PLUGIN = plugin_for(GAME)
ANN_AND_BOTS = [Seat("Ann", "#e03308", "human")] + [Seat(n, c, "ai:easy") for n, c in
                                                    (("Bo", "#006cfe"), ("Cy", "#8fbf83"), ("Di", "#bc2e89"))]


@pytest.fixture(autouse=True)
def quick_ai(monkeypatch):
    """Computer seats play the plug-in's greedy policy on their own view."""
    def choose(game, state, seat, level, rng, cancel):
        return PLUGIN.policy(game, game.determinize(game.observe(state, seat), rng), seat, rng)
    monkeypatch.setattr(ai_worker, "choose", choose)


def drawn(scene) -> dict[str, tuple]:
    """What each hint id of the scene stands for, read from the nested rows the table draws: a die as
    (where, owner, face, jersey), a grupetto as ("grupetto", seat), a panel choice as ("take", index)."""
    out: dict[str, tuple] = {}

    def put(hint_id: str, what: tuple) -> None:
        assert out.get(hint_id, what) == what, (hint_id, out[hint_id], what)  # one id, one thing
        out[hint_id] = what

    viewer = scene.panel["viewer"]
    for p in scene.players:
        for d in p["peloton"]:
            put(d["hintId"], ("peloton", p["seat"], d["face"], d["jersey"]))
        put(p["grupettoHint"], ("grupetto", p["seat"]))
    for z in scene.zones:
        for t in z["teams"]:
            for d in t["dice"]:
                put(d["hintId"], (z["uid"], t["seat"], d["face"], d["jersey"]))
    if "camp" in scene.panel:
        for d in scene.panel["camp"]["dice"]:
            put(d["hintId"], ("camp", viewer, d["face"], d["jersey"]))
    if "rest" in scene.panel:
        for d in scene.panel["rest"]["dice"]:
            put(d["hintId"], ("peloton", viewer, d["face"], d["jersey"]))
        for d in scene.panel["rest"]["grupettoDice"]:
            put(d["hintId"], ("grupetto die", viewer, 0, d["jersey"]))
    for d in scene.panel.get("seven", []):
        put(d["hintId"], ("seven", viewer, d["face"], ""))
    if "take" in scene.panel:
        for i, d in enumerate(scene.panel["take"]["options"]):
            put(d["hintId"], ("take", i))
    return out


def used(state, seat: int, action, legal: list) -> Counter:
    """The dice (and grupetto, and panel choice) a move uses, from the rules' own words (core/.../actions.py)."""
    def pel(face, jersey=""):
        return ("peloton", seat, face, jersey)

    kind = type(action)
    if kind is Place:
        return Counter([pel(action.face, action.jersey)])
    if kind is Train:
        by_face = {state.jerseys[JERSEYS.index(j)].face: j for j in action.jerseys}
        return Counter(pel(f, by_face.get(f, "")) for f in range(action.low, action.low + 3))
    if kind is Replace:
        return Counter([pel(action.face, action.keep), pel(action.face, action.spend),
                        (f"card:{action.card}", action.owner, action.face, action.target)])
    if kind is Remove:
        return Counter([pel(action.face, action.spend), (f"card:{action.card}", action.owner, action.face, action.target)])
    if kind is Swap:
        return Counter([(f"card:{action.frm}", action.owner, action.face, action.target),
                        (f"card:{action.to}", seat, action.face, action.mine)])
    if kind is Pass:
        if action.count == 0:
            return Counter()
        riders = action.count - len(action.jerseys)
        return Counter([pel(action.face, j) for j in action.jerseys] + [pel(action.face)] * riders
                       + [("grupetto", seat)])
    if kind is Roll:
        return Counter([("grupetto", seat)])
    if kind is Readjust:
        return Counter([("camp", seat, action.face, action.jersey)])
    if kind is SevenFace:
        return Counter([("seven", seat, action.face, "")])
    if kind is TakeJersey:
        die = (("grupetto", seat) if action.card == GRUPETTO else pel(action.face) if action.card == PELOTON
               else (f"card:{action.card}", seat, action.face, ""))
        return Counter([("take", legal.index(action)), die])
    if kind is RestRoll:
        team = state.teams[seat]
        out = [pel(f) for f in action.faces]
        out += [pel(state.jerseys[JERSEYS.index(j)].face, j) for j in action.jerseys]
        out += [("grupetto die", seat, 0, "")] * (team.grupetto - action.stay)
        out += [("grupetto die", seat, 0, JERSEYS[i]) for i, j in enumerate(state.jerseys)
                if j.holder == seat and j.zone == "grupetto" and JERSEYS[i] not in action.stay_jerseys]
        return Counter(out)
    assert action == KEEP, action
    return Counter()


def scene_ids(scene) -> set[str]:
    return {r["uid"] for rows in (scene.zones, scene.pieces, scene.buttons) for r in rows}


# --- the presenter: every legal action of whole games ----------------------------------------------------------
def check_game(n: int, seed: int) -> Counter:
    """A whole game, every seat human: for every legal action of the seat to act, the marks name the move in
    words, every lit id exists on that seat's table, and the dice lit are exactly the dice the move uses (two
    rider dice of one face are two different dice), plus the card it goes to and its button. Returns the kinds
    of action met."""
    seats = [Seat(f"P{i}", "#336699", "human") for i in range(n)]
    presenter = presenter_for("grands_tours", GAME, seats)
    state = GAME.new_game(seats, {}, seed)
    rng = random.Random(seed)
    kinds: Counter = Counter()
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        scene = presenter.scene(state, View(seat, None, ()))
        ids, what = scene_ids(scene), drawn(scene)
        assert {r["uid"] for r in scene.pieces} == set(what)  # a piece row for each die drawn, and only those
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            marks = presenter.hint_marks(state, seat, action)
            text = tr(marks.text)
            kinds[type(action).__name__] += 1
            assert text and not re.search(r"[{}]", text), (action, text)
            assert set(marks.pieces + marks.zones + marks.buttons) <= ids, (action, marks)
            assert len(set(marks.pieces)) == len(marks.pieces), (action, marks)
            assert Counter(what[p] for p in marks.pieces) == used(state, seat, action, legal), (action, marks)
            if type(action) in (Place, Train, Replace, Remove, Swap):
                cards = {getattr(action, k) for k in ("card", "frm", "to") if hasattr(action, k)}
                assert set(marks.zones) == {f"card:{c}" for c in cards}, (action, marks)
        action = PLUGIN.policy(GAME, state, seat, rng) if rng.random() < 0.7 else rng.choice(legal)
        GAME.apply(state, seat, action)
    return kinds


@pytest.mark.parametrize("n,seed", [(4, 1), (5, 2), (6, 3)])
def test_every_legal_action_of_whole_games_lights_every_die_it_uses(qapp, n, seed):
    kinds = check_game(n, seed)
    assert {"Place", "Train", "Replace", "Roll", "Pass", "Readjust", "Keep", "RestRoll", "TakeJersey"} <= set(kinds)


def test_the_assists_and_the_sevens_are_met_too(qapp):
    """Removal, Swap and the lost overall die's 7 come up in some games only: more games until each is met."""
    kinds: Counter = Counter()
    for seed in range(4, 14):
        kinds += check_game(5, seed)
        if {"Remove", "Swap", "SevenFace"} <= set(kinds):
            break
    assert {"Remove", "Swap", "SevenFace"} <= set(kinds), kinds


# --- the table: the rings on screen ----------------------------------------------------------------------------
def ringed(window) -> list[str]:
    """What wears a shown hint ring: the object name of each ring's nearest named ancestor (a die's slot in a
    peloton "pelDie_<id>", a die on a card "bidFace_<uid>", a grupetto "grupetto_<seat>"...)."""
    out, todo = [], [window.contentItem()]
    while todo:
        item = todo.pop()
        if not item.isVisible():
            continue
        if item.objectName() == "hintRing":
            owner = item.parentItem()
            while owner is not None and not owner.objectName():
                owner = owner.parentItem()
            out.append(owner.objectName() if owner is not None else "")
        todo.extend(child_items(item))
    return sorted(out)


def start(runtime, qtbot):
    runtime.controller.start(Session.new(GAME, ANN_AND_BOTS, {}, 7))
    qtbot.waitUntil(lambda: runtime.controller.viewer() == 0, timeout=30000)
    return runtime.controller


def hint_with(controller, monkeypatch, qtbot, action):
    """Asks for a hint whose best move is `action` (the search is replaced; the table's part is the real one)."""
    def task(game, state, seat, level, rng, cancel):
        return (MoveStat(action, 10, 0.6),)

    monkeypatch.setattr(controller._hinter, "_task", task)
    assert controller.hint()
    qtbot.waitUntil(lambda: len(controller.property("hintLines")) > 0, timeout=20000)
    assert controller._hint[1][0][0] == action
    return controller.presenter.hint_marks(controller.session.state, 0, action)


def play_until(controller, qtbot, wanted) -> Any:
    """Ann plays greedily until `wanted(legal)` returns a move of hers; returns that move."""
    rng = random.Random(3)
    for _ in range(300):
        qtbot.waitUntil(lambda: controller.viewer() == 0, timeout=30000)
        state = controller.session.state
        action = wanted(GAME.legal_actions(state, 0))
        if action is not None:
            return action
        controller._submit(0, PLUGIN.policy(GAME, state, 0, rng))
    pytest.fail("the move never came up")


def test_a_real_hint_rings_every_die_it_uses(runtime, window, qtbot):
    """The normal level's own suggestion for Ann's first stage: what it uses is lit and ringed, once each."""
    controller = start(runtime, qtbot)
    play_until(controller, qtbot, lambda legal: next((a for a in legal if type(a) is Place), None))
    settle(window, qtbot)
    assert ringed(window) == []
    assert controller.hint()
    qtbot.waitUntil(lambda: len(controller.property("hintLines")) > 0, timeout=60000)
    marks = controller.presenter.hint_marks(controller.session.state, 0, controller._hint[1][0][0])
    assert marks.pieces  # every move of the action phase but an empty pass uses a die or the grupetto
    lit = sorted(r["uid"] for r in controller.pieces.rows() if r.get("hinted"))
    assert lit == sorted(marks.pieces)
    qtbot.waitUntil(lambda: len(ringed(window)) == len(marks.pieces))  # no panel is open: each drawn once
    controller.dismissHint()
    qtbot.waitUntil(lambda: ringed(window) == [])


def test_two_peloton_dice_and_the_grupetto_wear_the_ring(runtime, window, qtbot, monkeypatch):
    """Passing two dice of a face: both dice in Ann's peloton and her grupetto are ringed (in her tray, not in
    her team's panel too), the Pass button as well, and nothing else."""
    controller = start(runtime, qtbot)
    action = play_until(controller, qtbot, lambda legal: next(
        (a for a in legal if type(a) is Pass and a.count == 2 and not a.jerseys), None))
    settle(window, qtbot)
    marks = hint_with(controller, monkeypatch, qtbot, action)
    first, second, pile = marks.pieces
    assert first != second and pile == "grupetto:0"
    # the dice and the grupetto in Ann's tray, and the strip's Pass button (TableLayout rings a hinted button)
    assert marks.buttons == ("pass",)
    qtbot.waitUntil(lambda: ringed(window) == sorted([f"pelDie_{first}", f"pelDie_{second}", "grupetto_0", "button_pass"]))
    controller.dismissHint()
    qtbot.waitUntil(lambda: ringed(window) == [])


def test_a_rival_die_on_a_card_wears_the_ring(runtime, window, qtbot, monkeypatch):
    """A replace: the rival's die on the card and Ann's two dice of that face are ringed."""
    controller = start(runtime, qtbot)
    action = play_until(controller, qtbot, lambda legal: next(
        (a for a in legal if type(a) is Replace and not a.keep and not a.spend), None))
    settle(window, qtbot)
    marks = hint_with(controller, monkeypatch, qtbot, action)
    mine = [f"die:0:{action.face}::0", f"die:0:{action.face}::1"]
    target = f"bid:{action.card}:{action.owner}:{action.face}:{action.target}"
    assert sorted(marks.pieces) == sorted(mine + [target + ":0"])
    qtbot.waitUntil(lambda: ringed(window) == sorted([f"pelDie_{d}" for d in mine] + [f"bidFace_{target}"]))


def test_a_rest_day_choice_rings_its_dice_in_the_panel(runtime, window, qtbot, monkeypatch):
    """The rest-day panel draws the peloton's dice again: a hinted roll rings them there and in the team."""
    controller = start(runtime, qtbot)
    action = play_until(controller, qtbot, lambda legal: next(
        (a for a in legal if type(a) is RestRoll and len(a.faces) == 1 and not a.jerseys and not a.stay_jerseys), None))
    settle(window, qtbot)
    marks = hint_with(controller, monkeypatch, qtbot, action)
    die = f"die:0:{action.faces[0]}::0"
    grupetto = [p for p in marks.pieces if p.startswith("grup:")]
    assert die in marks.pieces and len(marks.pieces) == 1 + len(grupetto)
    assert marks.buttons == ("rest_go",)  # the panel's Roll button rings too (the strip leaves it to the panel)
    qtbot.waitUntil(lambda: ringed(window) == sorted([f"pelDie_{die}", f"restDie_{die}", "rest_rest_go"]
                                                     + [f"restDie_{g}" for g in grupetto]))
