"""Tournay animations: after each decision the cards and citizens that moved fly from where they were to where
they went (worked out from the decision's events, face down when nobody may see the card), the flights take
no input, end by themselves, scale with the speed setting and do not fly at all when animations are off."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat, Session
from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay.actions import SKIP, Place
from gameshelf.desktop.models import ai_worker
from gameshelf.desktop.presenters import View
from gameshelf.desktop.presenters.tournay import PRESENTER, cell_uid
from gameshelf.desktop.runtime import Runtime

from .conftest import centre, find, make_args
from .qt_items import child_items

PLUGIN = plugin_for(GAME)
SEATS = [Seat("Ann", "#d63031", "human"), Seat("Ben", "#0984e3", "human"), Seat("Cy", "#00b894", "human"),
         Seat("Dee", "#e17055", "human")]
PLACES = ("deck:", "event:", "cell:", "plaza:", "hand:", "ramparts:")


@pytest.fixture(autouse=True)
def quick_ai(monkeypatch):
    def choose(game, state, seat, level, rng, cancel):
        return PLUGIN.policy(game, game.determinize(game.observe(state, seat), rng), seat, rng)
    monkeypatch.setattr(ai_worker, "choose", choose)


def flights_of_random_games(players: int, options: dict, seeds=range(4)):
    """(state before, events, flights, the seat whose eyes drew it) for every decision of random games."""
    for seed in seeds:
        presenter = PRESENTER(GAME, SEATS[:players])
        state = GAME.new_game(SEATS[:players], options, seed)
        rng = random.Random(seed)
        eyes = seed % players
        presenter.scene(state, View(viewer=eyes, thinking=None, recent=()))
        while not GAME.is_over(state):
            before = state.clone()
            seat = GAME.to_act(state)[0]
            events = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            presenter.absorb(events)
            view = View(viewer=None, thinking=None, recent=tuple(events))
            scene = presenter.scene(state, View(viewer=eyes if eyes in GAME.to_act(state) else None, thinking=None,
                                                recent=tuple(events)))
            again = presenter.scene(state, view)  # a redraw of the same decision flies the same, once
            assert again.panel["flights"] == scene.panel["flights"]
            yield before, events, scene.panel["flights"], eyes, state


@pytest.mark.parametrize("players,options", [(2, {}), (4, {"rules": "advanced"})])
def test_what_moved_flies_from_where_it_was_to_where_it_went(players, options):
    kinds = set()
    for before, events, flights, eyes, after in flights_of_random_games(players, options):
        for f in flights:
            assert f["from"] != f["to"] and (f["from"].startswith(PLACES) or f["from"] in ("bank", "supply", "eventDeck"))
            assert f["to"].startswith(PLACES) or f["to"] in ("bank", "supply", "eventDeck")
        cards = [f for f in flights if f["kind"] == "card"]
        walks = [f for f in flights if f["kind"] == "citizen"]
        for ev in events:
            k, seat = ev.kind, ev.get("seat")
            kinds.add(k)
            if k == "place":
                f = next(f for f in cards if f["to"] == cell_uid(seat, ev.get("cell")))
                assert f["from"] == f"hand:{seat}" and f["face"]["key"] == ev.get("card")
            elif k == "draw":
                deck = ev.get("deck")
                assert sum(f["to"] == f"deck:{deck}" for f in walks) == int(deck[1])
                assert all(f["hex"] in ("#b3362b", "#efe8d8", "#e2b52c") for f in walks)
            elif k == "keep":  # the kept card is nobody else's business: it flies face down
                f = next(f for f in cards if f["to"] == f"hand:{seat}" and f["from"] == f"deck:{ev.get('deck')}")
                assert f["face"]["hidden"] and f["face"]["name"] == ""
            elif k == "use":
                assert any(f["to"] == cell_uid(seat, ev.get("cell")) for f in walks)
            elif k == "fight":
                e = D.EVENTS[ev.get("event")]
                assert sum(f["to"] == f"event:{ev.get('slot')}" for f in walks) == e.citizens
                assert any(f["from"] == f"event:{ev.get('slot')}" and f["face"]["key"] == ev.get("event") for f in cards)
            elif k == "earn":
                assert sum(f["to"] == "bank" for f in walks) == ev.get("count")
            elif k == "gather":  # every citizen that stood on a building walks home
                home = [cell for cell, piece in before.players[seat].occ.items() if piece in D.COLOURS]
                back = [f for f in walks if f["to"].startswith(f"plaza:{seat}:")]
                assert sorted(f["from"] for f in back) == sorted(cell_uid(seat, c) for c in home)
                assert all(f["to"] == f"plaza:{seat}:{before.players[seat].occ[tuple(map(int, f['from'].split(':')[2:]))]}"
                           for f in back)
            elif k in ("discard", "rampart") and not ev.get("card"):
                assert all(f["face"]["hidden"] for f in cards
                           if f["from"] == f"hand:{seat}" and f["to"].startswith(("deck:", "ramparts:")))
        for f in cards:  # a flying face is always one the table may show (no hidden card leaks through a flight)
            face = f["face"]
            if not face["hidden"]:
                assert face["key"] in D.EVENTS or any(
                    face["key"] in (e.get("card"), e.get("event")) for e in events)
    assert {"place", "draw", "use", "gather", "earn"} <= kinds


def test_a_rebuilt_table_flies_nothing():
    presenter = PRESENTER(GAME, SEATS[:2])
    state = GAME.new_game(SEATS[:2], {}, 3)
    seat = GAME.to_act(state)[0]
    events = GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])
    presenter.rebuild(events)
    assert presenter.scene(state, View(viewer=None, thinking=None, recent=tuple(events))).panel["flights"] == []


def runtime_with(speed: str, qapp, tmp_path) -> Runtime:
    store = QSettings(str(tmp_path / f"settings-{speed}.ini"), QSettings.IniFormat)
    store.setValue("animationSpeed", speed)
    return Runtime(make_args(), store, tmp_path / "data")


def close(rt: Runtime) -> None:
    warnings = list(rt.qml_warnings)
    rt.close()
    assert warnings == [], "QML warnings:\n" + "\n".join(warnings)


def flyers(window):
    layer = find(window, "flightLayer")
    return [c for c in child_items(layer) if c.objectName() == "flight"]


def begin(rt, qtbot, seats):
    window = rt.load_qml()
    qtbot.waitExposed(window)
    rt.controller.start(Session.new(GAME, seats, {}, 5))
    return window


def test_flights_fly_over_the_table_without_taking_input_and_end_by_themselves(qapp, qtbot, tmp_path):
    """Ann places a card (it flies from her hand to the square); while it flies, a real click on her citizen
    still chooses it; the flights are gone soon after, though Ann has not moved again."""
    rt = runtime_with("normal", qapp, tmp_path)
    try:
        seats = [Seat("Ann", "#d63031", "human"), Seat("Bot", "#0984e3", "ai:easy")]
        window = begin(rt, qtbot, seats)
        controller = rt.controller
        rng = random.Random(2)

        def placeable():
            state = controller.session.state
            return [a for a in GAME.legal_actions(state, 0) if type(a) is Place and not D.CARDS[a.card].extra]

        for _ in range(40):  # Ann draws (greedy) until she may place a card
            qtbot.waitUntil(lambda: controller.viewer() == 0, timeout=20000)
            if controller.session.state.phase == "place" and placeable():
                break
            state = controller.session.state
            controller._submit(0, PLUGIN.policy(GAME, state, 0, rng))
        qtbot.waitUntil(lambda: flyers(window) == [], timeout=3000)  # the earlier flights are over
        state = controller.session.state
        place = placeable()[0]
        assert controller.activate(f"hand:0:{state.players[0].hand.index(place.card)}")
        assert controller.activate(f"cell:0:{place.x}:{place.y}")
        assert controller.session.state.phase == "act" and controller.viewer() == 0
        qtbot.waitUntil(lambda: any(f.property("opacity") > 0 for f in flyers(window)), timeout=2000)
        flying = flyers(window)
        assert [f.property("flight").toVariant()["to"] if hasattr(f.property("flight"), "toVariant")
                else f.property("flight")["to"] for f in flying] == [f"cell:0:{place.x}:{place.y}"]
        for item in flying + [find(window, "flightLayer")]:  # nothing in a flight takes a click or a drag
            assert item.acceptedMouseButtons() == Qt.NoButton
        colour = next(c for i, c in enumerate(D.COLOURS) if controller.session.state.players[0].standing[i])
        meeple = find(window, f"cit_0_{colour}")
        QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(meeple).toPoint())
        assert flyers(window), "the click landed while the card was still flying"
        assert controller.panel["pickColour"] == colour
        qtbot.waitUntil(lambda: flyers(window) == [], timeout=2000)  # about half a second at normal speed
        assert controller.viewer() == 0 and controller.session.state.phase == "act"
    finally:
        close(rt)


def test_no_flight_when_animations_are_off(qapp, qtbot, tmp_path):
    rt = runtime_with("off", qapp, tmp_path)
    try:
        bots = [Seat("Bot", "#0984e3", "ai:easy"), Seat("Cy", "#00b894", "ai:easy"), Seat("Dee", "#e17055", "ai:easy")]
        window = begin(rt, qtbot, bots)
        controller = rt.controller
        counts = []
        qtbot.waitUntil(lambda: counts.append(len(flyers(window))) or len(controller.session.steps) > 25, timeout=30000)
        assert max(counts) == 0
    finally:
        close(rt)


def test_player_areas_survive_updates_and_their_counters_count_to_the_new_value(qapp, qtbot, tmp_path):
    """The player areas are rows keyed by seat: the same items before and after a decision, so the deniers and
    points count up or down to their new values (with animations on) and end on the state's numbers."""
    rt = runtime_with("normal", qapp, tmp_path)
    try:
        seats = [Seat("Ann", "#d63031", "human"), Seat("Bot", "#0984e3", "ai:easy")]
        window = begin(rt, qtbot, seats)
        controller = rt.controller
        qtbot.waitUntil(lambda: controller.viewer() == 0, timeout=20000)
        area = find(window, "player_0")
        state = controller.session.state
        if state.phase == "place":
            controller._submit(0, SKIP)
            state = controller.session.state
        earn = next(a for a in GAME.legal_actions(state, 0) if type(a).__name__ == "Earn")
        before = state.players[0].deniers
        label = find(window, "deniers_0")
        assert label.property("text").startswith(str(before))
        controller._submit(0, earn)
        after = controller.session.state.players[0].deniers
        assert after > before
        seen = set()
        qtbot.waitUntil(lambda: seen.add(label.property("text")) or label.property("text").startswith(f"{after} "),
                        timeout=3000)
        assert find(window, "player_0") is area  # the same area, updated in place
        assert len(seen) >= 2  # it counted (at least one value between, or the old one first)
    finally:
        close(rt)
