"""The Grimoire table: choosing a page (a real drag, a click, keys), refusals, the reveal, hidden cards, the end."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from shiboken6 import Shiboken

from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat, Session, dumps, parse
from gameshelf.core.games.grimoire import GAME
from gameshelf.core.games.grimoire import data as D
from gameshelf.core.games.grimoire.actions import (ChoosePage, Fireball, Give, Luck, NunPick, Seize, SpyLook, Sword,
                                                   Take, Target)
from gameshelf.desktop.models import ai_worker
from gameshelf.desktop.paths import assets_dir
from gameshelf.desktop.presenters import View

from .conftest import assert_chart_drawn_after_its_place, centre, find, search, settle, watch_results_chart
from .qt_items import child_items
from .test_new_game_layout import visual_items

PLUGIN = plugin_for(GAME)
ANN_AND_BOTS = [("Ann", "#d63031", "human"), ("Bot", "#0984e3", "ai:easy"), ("Cy", "#00b894", "ai:easy")]
FOUR = ANN_AND_BOTS + [("Dee", "#e17055", "ai:easy")]
BOTS = [("Bot", "#0984e3", "ai:easy"), ("Cy", "#00b894", "ai:easy"), ("Dee", "#e17055", "ai:easy")]


@pytest.fixture(autouse=True)
def quick_ai(monkeypatch):
    """Computer seats play the plug-in's greedy policy on their own view, so that a whole game takes seconds."""
    def choose(game, state, seat, level, rng, cancel):
        world = game.determinize(game.observe(state, seat), rng)
        return PLUGIN.policy(game, world, seat, rng)
    monkeypatch.setattr(ai_worker, "choose", choose)


def start(runtime, seats, seed=7):
    made = [Seat(*s) for s in seats]
    runtime.controller.start(Session.new(GAME, made, {}, seed))
    return runtime.controller


def drag(window, source, target, steps=20):
    a, b = centre(source).toPoint(), centre(target).toPoint()
    QTest.mousePress(window, Qt.LeftButton, Qt.NoModifier, a)
    for step in range(1, steps + 1):
        QTest.mouseMove(window, a + (b - a) * step / steps)
        QTest.qWait(5)
    QTest.mouseRelease(window, Qt.LeftButton, Qt.NoModifier, b)


def ready(window, qtbot) -> None:
    """Waits until the table is laid out (positioners place the pages at the next frame)."""
    qtbot.waitUntil(lambda: search(window, "zone_page:3") is not None)
    settle(window, qtbot)
    qtbot.waitUntil(lambda: find(window, "zone_page:3").x() > 0 and find(window, "bookmark").width() > 0)


def past_choosing(controller) -> bool:
    return controller.session.state.phase != "choose" or controller.session.state.round > 1


def test_new_game_through_the_controller_shows_the_table(window, qtbot, runtime):
    controller = runtime.controller
    seats = [{"name": n, "colour": c, "controller": k} for n, c, k in ANN_AND_BOTS]
    assert controller.newGame("grimoire", seats, {})
    qtbot.waitUntil(lambda: search(window, "grimoire") is not None)
    assert "Ann" in find(window, "statusLine").property("text")
    assert find(window, "zone_page:6").property("visible")
    assert find(window, "mpCurrent") is not None
    zones = {z["uid"]: z for z in controller.zones.rows()}
    assert [zones[f"page:{n}"]["open"] for n in range(1, 16)] == [True] * 6 + [False] * 9
    assert len([z for z in zones.values() if z["kind"] == "slot"]) == 4  # n + 1 field cards
    face_down = zones["slot:0"]["piece"]
    assert face_down["card"] == "?" and face_down["faceDown"]
    assert all(zones[f"slot:{s}"]["piece"]["card"] in D.CARDS for s in (1, 2, 3))


def test_choose_a_page_by_dragging_the_bookmark_then_the_reveal_shows_order_tokens(window, qtbot, runtime):
    controller = start(runtime, ANN_AND_BOTS)
    ready(window, qtbot)
    assert not find(window, "token_0").property("visible")  # no order yet
    drag(window, find(window, "bookmark"), find(window, "zone_page:3"))
    state = controller.session.state
    assert state.players[0].chosen and state.players[0].page == 3
    assert controller.session.steps[0].action == ChoosePage(3)
    qtbot.waitUntil(lambda: past_choosing(controller), timeout=10000)
    qtbot.waitUntil(lambda: all(find(window, f"token_{s}").property("visible") for s in range(3)), timeout=5000)
    tokens = sorted(row["token"] for row in controller.players.rows())
    assert tokens == [1, 2, 3]
    revealed = {row["seat"]: row["page"] for row in controller.players.rows()}
    assert revealed[0] == 3 and all(1 <= revealed[s] <= 6 for s in (1, 2))


def test_choose_a_page_by_clicking_it_and_by_keys(window, qtbot, runtime):
    controller = start(runtime, ANN_AND_BOTS)
    ready(window, qtbot)
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(find(window, "zone_page:5")).toPoint())
    assert controller.session.state.players[0].page == 5
    controller = start(runtime, ANN_AND_BOTS, seed=8)
    assert controller.press("Right") and controller.press("Right")
    qtbot.waitUntil(lambda: find(window, "zone_page:3").property("cursor") is True)
    assert [z["uid"] for z in controller.zones.rows() if z["cursor"]] == ["page:3"]
    assert controller.press("Return")
    assert controller.session.state.players[0].page == 3


def test_a_page_above_mp_is_refused_with_the_reason(window, qtbot, runtime):
    controller = start(runtime, ANN_AND_BOTS)
    ready(window, qtbot)
    with qtbot.waitSignal(controller.refused) as refused:
        drag(window, find(window, "bookmark"), find(window, "zone_page:9"))
    assert refused.args == ["You may choose a page from 1 to 6 (the MP track)."]
    assert not controller.session.state.players[0].chosen and not controller.session.steps
    with qtbot.waitSignal(controller.refused) as refused:
        QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(find(window, "zone_page:12")).toPoint())
    assert "1 to 6" in refused.args[0]
    qtbot.waitUntil(lambda: find(window, "refusal").property("visible"))
    with qtbot.waitSignal(controller.refused):
        assert not controller.drop("card:1", "seat:1")  # a field card into someone else's area
    assert not controller.session.steps
    runtime.settings.language = "ja"
    with qtbot.waitSignal(controller.refused) as refused:
        controller.drop("bookmark", "page:9")
    assert refused.args[0] != "You may choose a page from 1 to 6 (the MP track)." and "6" in refused.args[0]


def ui_input(controller, action) -> None:
    """The table input a person would give for `action` (clicks, keys), never the action itself."""
    seat = controller.viewer()
    if isinstance(action, ChoosePage):
        assert controller.activate(f"page:{action.page}")
    elif isinstance(action, (Take, Luck)):
        assert controller.activate(f"card:{action.slot}")
    elif isinstance(action, Fireball):
        for slot in action.slots:
            controller.activate(f"card:{slot}")
        assert sorted(controller.presenter.burn) == list(action.slots)
        assert controller.activate("burn")
    elif isinstance(action, Target):
        assert controller.activate(f"seat:{action.seat}")
    elif isinstance(action, (SpyLook, Sword)):
        assert controller.press("Y" if (action.look if isinstance(action, SpyLook) else action.use) else "N")
    elif isinstance(action, Give):
        assert controller.activate(f"hand:{seat}:companion:{action.card}")
    elif isinstance(action, Seize):
        assert controller.activate(f"hand:{controller.session.state.target}:companion:{action.card}")
    elif isinstance(action, NunPick):
        for card in action.cards:
            controller.activate(f"discard:{card}")
        assert controller.activate("nun")
    else:
        raise AssertionError(action)


def leaks(controller, viewer: int) -> list[str]:
    """Anything on screen that `viewer` may not see: another seat's treasure or item face, an unseen
    face-down card, another seat's page before the reveal."""
    state = controller.session.state
    if state.phase == "over":
        return []
    problems = []
    for row in controller.pieces.rows():
        if row["seat"] not in (-1, viewer) and row["kind"] in ("treasure", "item"):
            if row["card"] not in (D.HIDDEN, *D.PUBLIC_ITEMS):
                problems.append(f"{row['uid']} shows {row['card']}")
    seen = GAME.observe(state, viewer)
    for zone in controller.zones.rows():
        if zone["kind"] == "slot" and zone["piece"] is not None:
            if zone["piece"]["card"] != seen.field[zone["pos"]]:
                problems.append(f"{zone['uid']} shows {zone['piece']['card']}")
    for row in controller.players.rows():
        if state.phase == "choose" and row["seat"] != viewer and (row["page"] or "chosen: " in row["status"]):
            problems.append(f"seat {row['seat']}'s page shows")
    return problems


def play_to_the_end(controller, qtbot, humans=(0,), check=None) -> int:
    steps = 0
    rng = random.Random(5)
    for _ in range(4000):
        if controller.over:
            return steps
        if controller.property("handOver"):
            controller.handOverDone()
        seat = controller.viewer()
        if seat is not None and seat in humans:
            state = controller.session.state
            world = GAME.determinize(GAME.observe(state, seat), rng)
            ui_input(controller, PLUGIN.policy(GAME, world, seat, rng))
            steps += 1
        else:
            qtbot.wait(2)
    raise AssertionError("the game did not end")


def test_hidden_cards_never_reach_the_screen_of_the_human(window, qtbot, runtime):
    controller = start(runtime, FOUR, seed=3)
    seen: list[str] = []
    checks = []

    def look() -> None:
        checks.append(1)
        seen.extend(leaks(controller, 0))

    controller.changed.connect(look)
    steps = play_to_the_end(controller, qtbot)
    controller.changed.disconnect(look)
    assert steps > 20 and len(checks) > 100
    assert seen == []
    mine = [r for r in controller.pieces.rows() if r["seat"] == 0 and r["kind"] == "treasure"]
    assert all(r["card"] in D.TREASURES for r in mine)  # the viewer's own hand is face up


def test_a_game_between_computers_ends_with_the_score_breakdown(window, qtbot, runtime):
    controller = start(runtime, BOTS, seed=4)
    qtbot.waitUntil(lambda: controller.over, timeout=60000)
    qtbot.waitUntil(lambda: find(window, "resultsDialog").property("visible"), timeout=5000)
    dialog = controller.property("dialog")
    outcome = GAME.outcome(controller.session.state)
    assert [row["seat"] for row in dialog["rows"]] == list(outcome.ranking)
    for row in dialog["rows"]:
        assert row["total"] == row["cards"] + row["items"] + row["chips"] + row["junk"]
        assert row["total"] == dict(outcome.scores)[row["seat"]]
    if outcome.winners:
        assert controller.session.seats[outcome.winners[0]].name in dialog["winner"]
    else:
        assert dialog["nobody"] and not dialog["winner"]
    rounds = controller.session.state.round
    chart = dialog["chart"]
    assert len(chart["categories"]) == rounds and all(len(s["values"]) == rounds for s in chart["series"])
    assert [s["values"][-1] for s in chart["series"]] == [dict(outcome.scores)[s] for s in range(3)]
    assert find(window, "chart_vp").property("visible") and find(window, "scoreTable").property("visible")


def test_a_tie_for_first_means_nobody_wins(qapp):
    session = Session.new(GAME, [Seat(*s) for s in BOTS], {}, 2)
    rng = random.Random(1)
    while not GAME.is_over(session.state):
        seat = session.to_act()[0]
        session.submit(seat, PLUGIN.policy(GAME, session.state, seat, rng))
    history = session.states()
    state = history[-1].clone()
    for p in state.players[1:]:  # everyone holds what seat 0 holds: a three-way tie
        first = state.players[0]
        p.treasures, p.companions, p.items, p.chips = list(first.treasures), list(first.companions), list(first.items), first.chips
    dialog = presenter().result_dialog(state, True, history)
    assert dialog["winner"] == "" and "nobody" in dialog["nobody"]


def test_the_vp_chart_of_a_loaded_game_covers_every_round(qapp):
    session = Session.new(GAME, [Seat(*s) for s in BOTS], {}, 5)
    rng = random.Random(5)
    while not GAME.is_over(session.state):
        seat = session.to_act()[0]
        session.submit(seat, PLUGIN.policy(GAME, session.state, seat, rng))
    live = presenter().result_dialog(session.state, True, session.states())
    loaded = Session(GAME, parse(dumps(session.record, GAME), {"grimoire": GAME})[0])
    again = presenter().result_dialog(loaded.state, True, loaded.states())
    assert len(live["chart"]["categories"]) == session.state.round
    assert again["chart"] == live["chart"]


def quest_state(phase: str, **changes):
    """A fresh 3-player game moved to a quest-phase decision of seat 0 (for the presenter's input mapping)."""
    state = GAME.new_game([Seat(*s) for s in ANN_AND_BOTS], {}, 1)
    state.phase, state.decider, state.order, state.turn = phase, 0, [0, 1, 2], 0
    for seat, page in enumerate((D.FIREBALL, D.LUCK, D.HASTE)):
        state.players[seat].page, state.players[seat].chosen = page, True
    for name, value in changes.items():
        setattr(state, name, value)
    return state


def presenter():
    from gameshelf.desktop.presenters.grimoire import PRESENTER
    return PRESENTER(GAME, tuple(Seat(*s) for s in ANN_AND_BOTS))


def test_fireball_selection_is_checked_and_capped(qapp):
    p, state, view = presenter(), quest_state("fireball"), View(0, None, ())
    assert p.activate(state, view, "card:1").changed and p.activate(state, view, "card:3").changed
    refusal = p.activate(state, view, "card:2").refusal
    assert refusal is not None and refusal.key == "grimoire_table.fireball_full"
    assert p.activate(state, view, "card:1").changed  # clicking again unselects
    assert p.activate(state, view, "burn").candidates == ((0, Fireball((3,))),)
    buttons = {b["uid"]: b for b in p.scene(state, view).buttons}
    assert buttons["burn"]["main"] and buttons["clear"]["available"]
    assert p.press(state, view, "Escape").changed and p.burn == []
    assert p.activate(state, view, "burn").candidates == ((0, Fireball(())),)


def test_nun_give_seize_target_map_to_their_actions(qapp):
    p, view = presenter(), View(0, None, ())
    state = quest_state("nun", discard=["gold_coin", "spy", "gold_coin"], pick=2)
    assert p.activate(state, view, "discard:gold_coin").changed
    assert p.activate(state, view, "discard:gold_coin").changed
    assert p.activate(state, view, "discard:spy").refusal.key == "grimoire_table.nun_full"
    assert p.activate(state, view, "nun").candidates == ((0, NunPick(("gold_coin", "gold_coin"))),)
    assert GAME.check(state, 0, NunPick(("gold_coin", "gold_coin"))) is None
    state = quest_state("give", target=0)
    state.players[0].companions = ["spy", "thief"]
    assert p.activate(state, view, "hand:0:companion:thief").candidates == ((0, Give("thief")),)
    state = quest_state("seize", target=2)
    assert p.activate(state, view, "hand:2:companion:king").candidates == ((0, Seize("king")),)
    state = quest_state("target", candidates=(1, 2))
    assert p.activate(state, view, "seat:2").candidates == ((0, Target(2)),)
    assert [b["uid"] for b in p.scene(state, view).buttons] == ["target:1", "target:2"]
    state = quest_state("take")
    assert p.press(state, view, "2").candidates == ((0, Take(1)),)
    assert p.drop(state, view, "card:2", "seat:0").candidates == ((0, Take(2)),)
    assert p.drop(state, view, "card:2", "seat:1").refusal.key == "grimoire_table.not_here"


def sword_question(asked: int, item: str):
    """Seat 1 (Bot) casts Transformation on `asked`, who holds one item (a copper sword or not)."""
    state = quest_state("sword", decider=asked, target=asked, turn=1)
    state.players[1].page = D.TRANSFORMATION
    state.players[asked].items = [item]
    return state


def test_the_asked_human_sees_the_sword_button_only_with_a_sword(qapp):
    p, view = presenter(), View(0, None, ())
    scene = p.scene(sword_question(0, "copper_sword"), view)
    assert [(b["uid"], b["shortcut"], b["main"]) for b in scene.buttons] == [("sword", "Y", True),
                                                                             ("no_sword", "N", False)]
    assert "Discard a copper sword" in scene.status
    state = sword_question(0, "junk")
    scene = p.scene(state, view)
    assert [(b["uid"], b["label"], b["main"]) for b in scene.buttons] == [("no_sword", "Don't use a sword", True)]
    assert scene.status == "Ann: Bot's Transformation targets you. You hold no copper sword to cancel it: go on (N)."
    assert p.press(state, view, "N").candidates == ((0, Sword(False)),)
    assert p.activate(state, view, "no_sword").candidates == ((0, Sword(False)),)
    assert GAME.check(state, 0, Sword(True)).key == "grimoire.no_sword"  # Y is refused by the rules


def test_the_others_cannot_tell_from_the_table_whether_the_asked_player_holds_a_sword(qapp):
    p, view = presenter(), View(None, None, ())  # Ann (the only human) watches Cy being asked
    scenes = [p.scene(sword_question(2, item), view) for item in ("copper_sword", "junk")]
    assert scenes[0].status == scenes[1].status == "Cy decides whether to use a copper sword…"
    assert scenes[0] == scenes[1] and scenes[0].buttons == []


def test_take_a_field_card_by_dragging_it_to_your_area(window, qtbot, runtime):
    controller = start(runtime, ANN_AND_BOTS, seed=6)
    ready(window, qtbot)
    rng = random.Random(3)
    for _ in range(400):  # play Ann's other decisions through the table until she takes a card
        state = controller.session.state
        if controller.viewer() == 0 and state.phase == "take":
            break
        if controller.viewer() == 0:
            ui_input(controller, PLUGIN.policy(GAME, GAME.determinize(GAME.observe(state, 0), rng), 0, rng))
        else:
            qtbot.wait(2)
    else:
        raise AssertionError("Ann never had a card to take")
    slot = next(s for s, c in enumerate(controller.session.state.field) if c is not None)
    card = find(window, f"fieldCard_card:{slot}")
    qtbot.waitUntil(lambda: card.property("visible") and card.width() > 0)
    held = len(controller.session.state.players[0].treasures) + len(controller.session.state.players[0].companions)
    steps = len(controller.session.steps)
    drag(window, card, find(window, "player_0"))
    assert controller.session.steps[steps].action == Take(slot)
    after = controller.session.state.players[0]
    assert len(after.treasures) + len(after.companions) == held + 1


def test_hot_seat_shows_nobody_s_secrets_to_the_next_player(window, qtbot, runtime):
    seats = [("Ann", "#d63031", "human"), ("Ben", "#0984e3", "human"), ("Cy", "#00b894", "ai:easy")]
    controller = start(runtime, seats, seed=2)
    assert controller.activate("page:4")
    assert controller.property("handOver") and controller.property("handOverName") == "Ben"
    qtbot.waitUntil(lambda: not controller.covering)  # the screen's frame first, then the table under it
    rows = {r["seat"]: r for r in controller.players.rows()}
    assert rows[0]["status"] == "chosen" and rows[0]["page"] == 0  # behind the privacy screen: Ben's view
    assert not any(z.get("marked") for z in controller.zones.rows())
    controller.handOverDone()
    rows = {r["seat"]: r for r in controller.players.rows()}
    assert controller.viewer() == 1 and rows[0]["status"] == "chosen" and rows[0]["page"] == 0
    assert not any(z.get("marked") for z in controller.zones.rows())
    assert controller.activate("page:2")
    assert controller.viewer() is None and not any(z.get("marked") for z in controller.zones.rows())  # two humans: no perspective while the computer decides


def test_hot_seat_a_target_without_a_sword_declines_after_the_hand_over(window, qtbot, runtime):
    """Ann silences Ben, who holds no sword: Ben is still asked, behind the hand-over screen, and says no."""
    seats = [("Ann", "#d63031", "human"), ("Ben", "#0984e3", "human"), ("Cy", "#00b894", "human")]
    controller = start(runtime, seats, seed=2)
    for seat, page in enumerate((2, 4, 3)):  # Silence first, then Cy and Ben
        if seat:
            assert controller.property("handOverName") == seats[seat][0]
            controller.handOverDone()
        assert controller.activate(f"page:{page}")
    state = controller.session.state
    assert state.phase == "target" and state.candidates == (1, 2) and state.players[1].items == []
    assert controller.property("handOver") and controller.property("handOverName") == "Ann"
    controller.handOverDone()
    assert controller.viewer() == 0 and controller.activate("seat:1")
    state = controller.session.state
    assert state.phase == "sword" and GAME.to_act(state) == (1,) and state.target == 1
    assert controller.property("handOver") and controller.property("handOverName") == "Ben"  # not applied for him
    controller.handOverDone()
    assert controller.viewer() == 1
    assert [b["uid"] for b in controller.buttons.rows()] == ["no_sword"]
    steps = len(controller.session.steps)
    assert controller.press("N")
    step = controller.session.steps[steps]
    assert (step.player, step.action) == (1, Sword(False)) and 1 in controller.session.state.silenced
    assert any(row["text"] == "Ben does not use a copper sword." for row in controller.log.rows())


def test_the_table_and_its_log_switch_to_japanese(window, qtbot, runtime):
    controller = start(runtime, ANN_AND_BOTS, seed=5)
    assert controller.activate("page:2")
    qtbot.waitUntil(lambda: past_choosing(controller), timeout=10000)
    english = [row["text"] for row in controller.log.rows()]
    runtime.settings.language = "ja"
    zones = {z["uid"]: z for z in controller.zones.rows()}
    assert zones["page:1"]["name"] == "幸運の魔法" and zones["page:15"]["name"] == "奇跡の魔法"
    japanese = [row["text"] for row in controller.log.rows()]
    assert len(japanese) == len(english) and all(j != e for j, e in zip(japanese, english))
    assert "ブックマーカー" in find(window, "bookmarkLabel").property("text")


def test_after_an_undo_the_last_decisions_cards_do_not_fly_again():
    p = presenter()
    state = GAME.new_game([Seat(*s) for s in ANN_AND_BOTS], {}, 1)
    deal = list(state.intro)  # the first deal: cards fly from the deck to the field
    view = View(0, None, tuple(deal))
    p.absorb(deal)
    assert len(p.scene(state, view).panel["flights"]) == 4  # a fresh decision flies
    p.rebuild(deal)
    assert p.scene(state, view).panel["flights"] == []  # the same table after an undo stands still
    p.absorb(deal)
    assert len(p.scene(state, view).panel["flights"]) == 4  # the next decision (a redo too) flies again


def late_session(seats, steps=150) -> Session:
    """A game well on its way: many cards in every player's area."""
    session = Session.new(GAME, [Seat(*s) for s in seats], {}, 7)
    rng = random.Random(3)
    while len(session.steps) < steps and not GAME.is_over(session.state):
        seat = session.to_act()[0]
        world = GAME.determinize(GAME.observe(session.state, seat), rng)
        session.submit(seat, PLUGIN.policy(GAME, world, seat, rng))
    return session


@pytest.mark.parametrize("seats", [ANN_AND_BOTS[:2], FOUR])
def test_player_areas_are_as_tall_as_their_content(window, qtbot, runtime, seats):
    """No large empty space: an area fits its content, the discard pile takes the rest of the column."""
    start(runtime, seats)
    ready(window, qtbot)
    areas = [find(window, f"player_{seat}") for seat in range(len(seats))]
    column = find(window, "playerAreas").parentItem()
    qtbot.waitUntil(lambda: all(a.height() > 0 for a in areas))
    for area in areas:
        need = area.property("need")
        assert 40 < need < 200
        assert area.height() == pytest.approx(need)
    assert sum(a.height() for a in areas) < column.height() * 0.9  # the start of a game: room to spare
    discard = find(window, "discardPile")
    last = max(a.mapToItem(column, 0, a.height()).y() for a in areas)
    assert discard.mapToItem(column, 0, 0).y() == pytest.approx(last + column.property("gap"), abs=1)
    assert discard.mapToItem(column, 0, discard.height()).y() == pytest.approx(column.height(), abs=1)


@pytest.mark.parametrize("seats", [ANN_AND_BOTS[:2], FOUR])
def test_late_in_a_game_the_player_areas_share_the_column(window, qtbot, runtime, seats):
    """Many tags: the areas stay above the discard pile's minimum; one is cut below what it asks for only
    when the column is full, and then no more than the others."""
    runtime.controller.start(late_session(seats))
    ready(window, qtbot)
    areas = [find(window, f"player_{seat}") for seat in range(len(seats))]
    column = find(window, "playerAreas").parentItem()
    qtbot.waitUntil(lambda: max(a.property("need") for a in areas) > 100)
    qtbot.waitUntil(lambda: all(a.height() == pytest.approx(min(a.property("need"), column.property("cap")))
                                for a in areas))
    bottom = max(a.mapToItem(column, 0, a.height()).y() for a in areas)
    discard = find(window, "discardPile")  # under the players, in the room they leave
    assert bottom <= discard.mapToItem(column, 0, 0).y() <= column.height() - column.property("discardMinimum") + 1
    assert discard.height() >= column.property("discardMinimum") - 1


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_page_name_is_whole_and_at_one_size(window, qtbot, runtime, lang, size):
    """A name too long to stand beside its number ("12 Transformation") takes a line of its own: never cut,
    never set smaller than the other pages' names."""
    runtime.settings.language = lang
    window.resize(*size)
    start(runtime, FOUR)
    ready(window, qtbot)
    qtbot.wait(60)
    names = [find(window, f"pageName_page:{n}") for n in range(1, 16)]
    assert not [n.property("text") for n in names if n.property("truncated")], (lang, size)
    assert len({n.property("font").pixelSize() for n in names}) == 1
    for name in names:  # inside its page
        page = name.parentItem()
        assert name.x() >= 0 and name.x() + name.property("contentWidth") <= page.width() + 0.5, name.property("text")


def field_art(window) -> dict[str, tuple[str, float, float]]:
    """Each face-up field card's key: its picture's drawing, the picture's height and the card's."""
    out = {}
    for slot in range(5):
        card = search(window, f"fieldCard_card:{slot}")
        piece = card and card.property("cardKey")
        if not piece or piece == "?" or not card.isVisible():
            continue
        art = next(i for i in visual_items(card) if i.objectName() == "cardArt")
        out[f"{slot}:{piece}"] = (art.property("name"), art.height(), card.height())
    return out


def test_each_treasure_card_shows_its_own_coins():
    """Copper, silver and gold each have a drawing of their own (as many coins as VP, each with its mark)."""
    drawings = {}
    for card in D.QUEST_CARDS:
        if card.kind == D.TREASURE:
            path = assets_dir() / "pieces" / (card.key.replace("_", "-") + ".svg")
            drawings[card.key] = path.read_text(encoding="utf-8")
    assert len(drawings) == 3 and len(set(drawings.values())) == 3


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_field_pictures_keep_a_readable_size_and_treasures_their_coins(window, qtbot, runtime, lang):
    """The picture keeps about a third of the card even under the longest text (the Spy's, in Japanese), at
    960x540 and 1280x720; a treasure's picture is its own coins."""
    runtime.settings.language = lang
    seen_treasure = seen_spy = False
    for seed in range(1, 30):
        start(runtime, FOUR, seed=seed)
        ready(window, qtbot)
        if not any(k.split(":")[1] in ("spy", "gold_coin", "silver_coin", "copper_coin") for k in field_art(window)):
            continue
        for size in ((960, 540), (1280, 720)):
            window.resize(*size)
            qtbot.wait(60)
            for key, (drawing, art, card) in field_art(window).items():
                piece = key.split(":")[1]
                assert art >= card * 0.22, (lang, size, key, art, card)
                if D.CARDS[piece].kind == D.TREASURE:
                    assert drawing == piece.replace("_", "-"), key
                    seen_treasure = True
                seen_spy |= piece == "spy"
        window.resize(1280, 720)
        if seen_treasure and seen_spy:
            break
    assert seen_treasure and seen_spy


def test_the_field_and_the_book_make_only_their_own_places_and_keep_them(window, qtbot, runtime):
    """The field draws the slot zones and the book the page zones, nothing else (a hidden card per page in the
    field made every decision re-evaluate fifteen hidden cards); a decision keeps every place's item."""
    seats = [Seat("Ann", "#d63031", "human"), Seat("Ben", "#0984e3", "human"), Seat("Cy", "#00b894", "human")]
    controller = runtime.controller
    controller.start(late_session([(s.name, s.colour, s.controller) for s in seats], steps=20))
    ready(window, qtbot)
    slots = len(controller.session.state.field)
    names = [f"zone_slot:{s}" for s in range(slots)] + [f"zone_page:{n}" for n in range(1, 16)]
    for holder, kind, count in ((find(window, "zone_slot:0").parentItem(), "zone_slot:", slots),
                                (find(window, "zone_page:1").parentItem(), "zone_page:", 15)):
        made = [i for i in child_items(holder) if i.metaObject().className() != "QQuickRepeater"]
        assert len(made) == count and all(i.objectName().startswith(kind) for i in made), kind

    def places() -> dict[str, int]:
        return {name: Shiboken.getCppPointer(find(window, name))[0] for name in names}

    rng = random.Random(5)
    for _ in range(12):
        if controller.property("handOver"):
            controller.handOverDone()
        before = places()
        seat = controller.session.to_act()[0]
        controller._submit(seat, PLUGIN.policy(GAME, controller.session.state, seat, rng))
        assert places() == before


def test_the_results_are_drawn_first_with_the_charts_place_kept_then_the_chart(window, qtbot, runtime):
    """The chart is the results' costly part (issue 26): the frame that first shows the dialog has the chart's
    place laid out but the chart not drawn; a later frame draws it in that place, nothing moved."""
    seats = [Seat("Ann", "#d63031", "human"), Seat("Ben", "#0984e3", "human"), Seat("Cy", "#00b894", "human")]
    session = Session.new(GAME, seats, {}, 11, practice=True)
    rng = random.Random(11)
    while not GAME.is_over(session.state):
        seat = session.to_act()[0]
        session.submit(seat, PLUGIN.policy(GAME, session.state, seat, rng))
    last = session.steps[-1]
    session.undo(last.player)
    controller = runtime.controller
    controller.start(session)
    settle(window, qtbot)
    if controller.property("handOver"):
        controller.handOverDone()
    frames, stop = watch_results_chart(window, "chart_vp")
    controller._submit(last.player, last.action)
    qtbot.waitUntil(lambda: bool(frames) and frames[-1][0] > 0, timeout=10000)
    stop()
    assert_chart_drawn_after_its_place(frames)
