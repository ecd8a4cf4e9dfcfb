"""Tournay hints: every kind of move is lit as its drag or click would be (the piece, where it goes, the
button), with a short translated text; a hint is a legal move of the acting human, lit for that human only,
and it marks the game assisted."""
from __future__ import annotations

import random

import pytest

from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat, Session, dumps
from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay.actions import (Card, Cell, Citizen, Colour, Draw, DrawFrom, Earn, Fight, Gather,
                                                  Keep, Last, Place, Rampart, Recruit, Skip, Slot, Slots, Use)
from gameshelf.desktop.models import ai_worker
from gameshelf.desktop.presenters import HintMarks, View
from gameshelf.desktop.presenters.tournay import PRESENTER
from gameshelf.desktop.translations import tr

from .conftest import find
from .qt_items import child_items

PLUGIN = plugin_for(GAME)
SEATS = [Seat("Ann", "#d63031", "human"), Seat("Ben", "#0984e3", "human"), Seat("Cy", "#00b894", "human")]
SEATS_4 = SEATS + [Seat("Dee", "#e17055", "human")]


@pytest.fixture(autouse=True)
def quick_ai(monkeypatch):
    """Computer seats play the plug-in's greedy policy on their own view (the hint itself searches for real)."""
    def choose(game, state, seat, level, rng, cancel):
        return PLUGIN.policy(game, game.determinize(game.observe(state, seat), rng), seat, rng)
    monkeypatch.setattr(ai_worker, "choose", choose)


def positions(seed: int, players: int, options: dict, steps: int = 400):
    """Positions of a random legal game: (a copy of the state, a seat that decides in it)."""
    state = GAME.new_game(SEATS_4[:players], options, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if GAME.is_over(state):
            return
        for seat in GAME.to_act(state):
            yield state.clone(), seat
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))


def gesture(presenter, state, seat, action, marks: HintMarks):
    """What a person following the marks would do: drag the lit piece onto the lit place (first clicking each
    citizen to borrow, as many as the text says), click the lit button or the lit place; returns the candidate
    actions that input names."""
    view = View(viewer=seat, thinking=None, recent=())
    presenter.absorb([])
    if marks.pieces and marks.zones and marks.pieces[0].startswith(("hand:", "cit:")):
        lenders = list(getattr(action, "borrow", ()))
        dragged = marks.pieces[0]
        if dragged != f"cit:{seat}:" + dragged.split(":")[-1] and dragged.startswith("cit:"):
            lenders.remove(int(dragged.split(":")[1]))  # the dragged citizen is itself borrowed
        for lender in lenders:
            presenter.activate(state, view, f"cit:{lender}:" + dragged.split(":")[-1])
        return presenter.drop(state, view, dragged, marks.zones[0]).candidates
    if marks.buttons and marks.buttons[0] == "confirm":
        for zone in marks.zones:
            presenter.activate(state, view, zone)
        return presenter.activate(state, view, "confirm").candidates
    if marks.buttons:
        return presenter.activate(state, view, marks.buttons[0]).candidates
    target = (marks.pieces or marks.zones)[0]
    return presenter.activate(state, view, target).candidates


@pytest.mark.parametrize("players,options", [(2, {}), (3, {"rules": "advanced"}), (4, {"expansion": "random"})])
def test_every_legal_move_is_lit_on_the_table_and_named(players, options):
    """For every legal move of the deciding player in random games: the marks name rows of the table that
    player sees, the text reads in both languages, and following the marks gives that move."""
    seen_kinds = set()
    for seed in range(3):
        presenter = PRESENTER(GAME, SEATS_4[:players])
        for state, seat in positions(seed, players, options):
            view = View(viewer=seat, thinking=None, recent=())
            presenter.absorb([])
            scene = presenter.scene(state, view)
            rows = {r["uid"] for r in scene.zones + scene.pieces + scene.buttons}
            for action in GAME.legal_actions(state, seat):
                marks = presenter.hint_marks(state, seat, action)
                seen_kinds.add(type(action))
                text = tr(marks.text)
                assert text and "{" not in text, (action, text)
                named = {*marks.pieces, *marks.zones, *marks.buttons}
                assert named, action
                assert named <= rows, (action, named - rows)
                if type(action) is Earn and action.count != state.players[seat].standing["rwy".index(action.colour)]:
                    continue  # a drag earns with every standing citizen; fewer are clicked one by one
                if type(action) in (Place, Last) and action.card and D.CARDS[action.card].extra:
                    continue  # the table chooses a prestige building's "+1" itself
                candidates = gesture(presenter, state, seat, action, marks)
                assert (seat, action) in candidates, (action, marks, candidates)
    # the common kinds of move all came up
    assert {Place, Skip, Draw, Use, Fight, Earn, Gather, Keep} <= seen_kinds, seen_kinds
    if options.get("rules") == "advanced":
        assert Recruit in seen_kinds


RARE = (DrawFrom, Slot, Cell, Colour, Card, Rampart, Citizen, Slots, Last)


def test_the_rare_answers_and_the_secret_last_card_are_lit_as_their_buttons_and_places():
    """Decisions inside effects (a deck, an event, a building, a colour, a card to shed, a rampart, a citizen,
    the shield) and the secret last card each light their answer button, their card or their place, found by
    playing random games to their end."""
    presenter = PRESENTER(GAME, SEATS)
    found: dict = {}
    for seed in range(40):
        for state, seat in positions(100 + seed, 3, {"rules": "advanced"} if seed % 2 else {}, steps=3000):
            for action in GAME.legal_actions(state, seat):
                kind = type(action)
                key = (kind, type(action) is Last and not action.card)
                if kind not in RARE or key in found:
                    continue
                marks = found[key] = presenter.hint_marks(state, seat, action)
                presenter.absorb([])
                scene = presenter.scene(state, View(viewer=seat, thinking=None, recent=()))
                rows = {r["uid"] for r in scene.zones + scene.pieces + scene.buttons}
                named = {*marks.pieces, *marks.zones, *marks.buttons}
                assert named and named <= rows, (action, named - rows)
                assert tr(marks.text) and "{" not in tr(marks.text)
                if kind is Last and action.card and D.CARDS[action.card].extra:
                    del found[key]  # the table chooses a prestige building's "+1" itself: look for another
                    continue
                assert (seat, action) in gesture(presenter, state, seat, action, marks), (action, marks)
        if {k for k, _none in found} >= set(RARE) and (Last, True) in found and (Last, False) in found:
            break
    assert {k for k, _none in found} >= set(RARE), set(RARE) - {k for k, _none in found}
    assert found[(Slots, False)].buttons == ("confirm",)
    assert found[(Last, True)].buttons == ("nolast",)
    last = found[(Last, False)]
    assert last.pieces[0].startswith("hand:") and last.zones[0].startswith("cell:")


def shown(window, name: str) -> int:
    """Items of that name drawn on screen (visible themselves and through every parent)."""
    count, todo = 0, [window.contentItem()]
    while todo:
        item = todo.pop()
        if not item.isVisible():
            continue
        count += item.objectName() == name
        todo.extend(child_items(item))
    return count


def hinted_uids(table) -> list[str]:
    value = table.property("hintedUids")
    return list(value.toVariant()) if hasattr(value, "toVariant") else list(value)


def start(runtime, seats, seed=7):
    runtime.controller.start(Session.new(GAME, seats, {}, seed))
    return runtime.controller


def lit_rows(controller) -> set[str]:
    return {r["uid"] for model in (controller.zones, controller.pieces, controller.buttons) for r in model.rows()
            if r.get("hinted")}


def test_a_hint_is_a_legal_move_of_the_acting_human_lit_on_the_table_and_the_game_is_assisted(runtime, window, qtbot):
    seats = [Seat("Ann", "#d63031", "human"), Seat("Bot", "#0984e3", "ai:easy"), Seat("Cy", "#00b894", "ai:easy")]
    controller = start(runtime, seats)
    qtbot.waitUntil(lambda: controller.viewer() == 0, timeout=20000)
    assert controller.property("canHint") and not controller.session.record.assisted
    assert controller.hint()
    qtbot.waitUntil(lambda: len(controller.property("hintLines")) > 0, timeout=30000)
    seat, moves = controller._hint
    state = controller.session.state
    assert seat == 0 and all(GAME.check(state, 0, action) is None for action, _mean in moves)
    assert controller.session.record.assisted and '"assisted": true' in dumps(controller.session.record, GAME)
    marks = controller.presenter.hint_marks(state, 0, moves[0][0])
    assert lit_rows(controller) == {*marks.pieces, *marks.zones, *marks.buttons} and lit_rows(controller)
    assert tr(marks.text) in controller.property("hintLines")[0]
    # the table draws the marks: the scene reads them from the models
    table = find(window, "tournay")
    qtbot.waitUntil(lambda: sorted(hinted_uids(table)) == sorted(lit_rows(controller)))
    # the suggested piece itself wears the app's hint ring; where it goes is marked as a place
    qtbot.waitUntil(lambda: shown(window, "hintRing") == len(marks.pieces)
                    and shown(window, "hintPlace") == len(marks.zones))
    # whatever the hint: a move with a piece and a place (a card onto a square, citizens onto a deck) shows both
    for action in GAME.legal_actions(state, 0):
        marks = controller.presenter.hint_marks(state, 0, action)
        if marks.pieces and marks.zones:
            controller._hint = (0, [(action, 0.5)])
            controller._refresh()
            qtbot.waitUntil(lambda: shown(window, "hintRing") == len(marks.pieces)
                            and shown(window, "hintPlace") == len(marks.zones))
            break
    else:
        raise AssertionError("no move with a piece and a place")
    controller.dismissHint()
    assert lit_rows(controller) == set() and controller.session.record.assisted
    qtbot.waitUntil(lambda: hinted_uids(table) == [])
    assert shown(window, "hintRing") == 0 and shown(window, "hintPlace") == 0


def test_a_hint_is_never_lit_for_another_seat(runtime, window, qtbot):
    """Hot seat: the deciding human's hint lights that human's move; once the table belongs to the other human,
    nothing of it is lit (even a stale hint kept by mistake), and no hint is offered while a computer decides."""
    controller = start(runtime, SEATS[:2])

    def wait_for_someone():
        def ready():
            if controller.property("handOver"):
                controller.handOverDone()
            return controller.viewer() is not None
        qtbot.waitUntil(ready, timeout=20000)
        return controller.viewer()

    first = wait_for_someone()
    assert controller.hint()
    qtbot.waitUntil(lambda: len(controller.property("hintLines")) > 0, timeout=30000)
    assert lit_rows(controller)
    action = controller._hint[1][0][0]
    controller._submit(first, action)
    assert controller._hint is None and lit_rows(controller) == set()
    for _ in range(60):  # play on until the table belongs to the other player
        seat = wait_for_someone()
        if seat != first:
            break
        controller._submit(seat, GAME.legal_actions(controller.session.state, seat)[0])
    other = controller.viewer()
    assert other is not None and other != first and lit_rows(controller) == set()
    controller._hint = (first, [(action, 0.5)])  # a hint of the first player's is never lit for the other
    controller._refresh()
    assert lit_rows(controller) == set()
    table = find(window, "tournay")
    qtbot.waitUntil(lambda: hinted_uids(table) == [])
    bots = start(runtime, [Seat("Bot", "#0984e3", "ai:easy"), Seat("Cy", "#00b894", "ai:easy")])
    assert not bots.property("canHint") and not bots.hint()
