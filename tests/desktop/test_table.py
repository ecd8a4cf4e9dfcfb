"""The Dice Road Race table: starting, rolling (keys, model, a real mouse drag), refusals, undo."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from gameshelf.core.engine import Seat, Session
from gameshelf.core.games.dice_road_race import GAME

from .conftest import HUMAN_VS_AI, TWO_HUMANS, centre, find, search, settle


def start(runtime, seats, seed=7, options=None):
    made = [Seat(s["name"], s["colour"], s["controller"]) for s in seats]
    runtime.controller.start(Session.new(GAME, made, options or {}, seed))
    return runtime.controller


def rolled(controller):
    return [e for batch in controller.session.events() for e in batch if e.kind == "roll"]


def test_new_game_through_the_controller_shows_the_table(window, qtbot, runtime):
    controller = runtime.controller
    assert controller.newGame("dice_road_race", HUMAN_VS_AI, {"mode": "single_race"})
    qtbot.waitUntil(lambda: search(window, "diceRoadRace") is not None)
    assert controller.session.state.phase == "declare"
    assert find(window, "zone_space:1").property("visible")
    assert "Ann" in find(window, "statusLine").property("text")
    # the log opens with the set-up's lines, before anyone has decided
    assert [row["kind"] for row in controller.log.rows()] == ["stage_start", "turn"]
    assert "Ann" in controller.log.rows()[-1]["text"]


def test_roll_through_the_model_layer(window, qtbot, runtime):
    controller = start(runtime, HUMAN_VS_AI)
    qtbot.waitUntil(lambda: search(window, "diceRoadRace") is not None)
    assert controller.press("2")
    qtbot.waitUntil(lambda: bool(rolled(controller)), timeout=10000)
    mine = next(e for e in rolled(controller) if e.get("seat") == 0)
    assert len(mine.get("faces")) == 2
    qtbot.waitUntil(lambda: find(window, "trayDie_die:0:0").property("visible"))
    shown = [find(window, f"trayDie_die:0:{i}").property("face") for i in range(2)]
    assert tuple(shown) == mine.get("faces")


def test_roll_through_a_simulated_drag(window, qtbot, runtime):
    controller = start(runtime, HUMAN_VS_AI)
    qtbot.waitUntil(lambda: search(window, "handDie_die:0:0") is not None)
    settle(window, qtbot)
    die, tray = find(window, "handDie_die:0:0"), find(window, "rollTray")
    qtbot.waitUntil(lambda: die.property("visible"))
    a, b = centre(die).toPoint(), centre(tray).toPoint()
    QTest.mousePress(window, Qt.LeftButton, Qt.NoModifier, a)
    for step in range(1, 21):
        QTest.mouseMove(window, a + (b - a) * step / 20)
        QTest.qWait(5)
    QTest.mouseRelease(window, Qt.LeftButton, Qt.NoModifier, b)
    assert controller.presenter.staged == 1
    qtbot.waitUntil(lambda: find(window, "trayDie_die:0:0").property("visible"))
    roll = find(window, "button_roll")
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(roll).toPoint())
    qtbot.waitUntil(lambda: bool(rolled(controller)), timeout=10000)
    mine = next(e for e in rolled(controller) if e.get("seat") == 0)
    assert len(mine.get("faces")) == 1
    qtbot.waitUntil(lambda: find(window, "trayDie_die:0:0").property("face") == mine.get("faces")[0])


def test_an_illegal_drop_is_refused_with_a_reason_and_changes_nothing(window, qtbot, runtime):
    controller = start(runtime, HUMAN_VS_AI)
    before = (controller.session.record, controller.presenter.staged)
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.drop("die:1:0", "tray")  # the computer's die
    assert refused.args == ["It is not your turn to decide."]
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.drop("die:0:0", "space:3")
    assert "roll tray" in refused.args[0]
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.drop("rider:0", "space:5")  # no roll yet
    assert refused.args == ["That move does not fit this moment of the turn."]
    assert (controller.session.record, controller.presenter.staged) == before
    runtime.settings.language = "ja"
    with qtbot.waitSignal(controller.refused) as refused:
        controller.drop("die:1:0", "tray")
    assert refused.args[0] != "It is not your turn to decide." and refused.args[0].strip()


def test_refused_rider_drop_past_the_roll(window, qtbot, runtime):
    controller = start(runtime, HUMAN_VS_AI, seed=3)
    controller.press("1")
    qtbot.waitUntil(lambda: controller.session.state.phase == "move" and controller.viewer() == 0, timeout=10000)
    state = controller.session.state
    far = len(state.stage.course.costs)
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.drop("rider:0", f"space:{far}")
    assert refused.args[0].startswith("Your roll of")
    assert controller.session.state.riders[0].pos == state.riders[0].pos


def test_undo_policy_at_the_controller(window, qtbot, runtime):
    controller = start(runtime, HUMAN_VS_AI, seed=5)
    assert not controller.property("canUndo")  # nothing decided yet
    controller.press("3")
    qtbot.waitUntil(lambda: controller.session.state.phase == "move" and controller.viewer() == 0, timeout=10000)
    assert not controller.property("canUndo")  # never across a roll
    pos = controller.session.state.riders[0].pos
    assert controller.activate("furthest")
    assert controller.property("canUndo")  # my own move, before the computer answers
    steps = len(controller.session.steps)
    assert controller.undo()
    assert len(controller.session.steps) == steps - 1
    assert controller.session.state.riders[0].pos == pos and controller.session.state.phase == "move"
    assert controller.property("canRedo")
    assert controller.redo()
    assert len(controller.session.steps) == steps


def test_an_undo_keeps_the_log_s_earlier_lines_and_drops_those_it_took_back(window, qtbot, runtime):
    """The log after an undo is what a fresh one would be, its earlier lines left as they were (issue 26: the
    whole log was rendered again at every undo)."""
    import random

    from gameshelf.bench_ui import played
    from gameshelf.core.ai.plugins import plugin_for

    controller = runtime.controller
    session, _rng = played(GAME, 2, {"mode": "stage_race"}, 7, 40)  # a practice game: its undo is never bounded
    controller.start(session)
    plugin, rng = plugin_for(GAME), random.Random(7)
    while not controller.property("canUndo"):
        if controller.property("handOver"):
            controller.handOverDone()
        seat = controller.session.to_act()[0]
        controller._submit(seat, plugin.policy(GAME, controller.session.state, seat, rng))
    before = controller.log.rows()
    changed: list[int] = []
    controller.log.dataChanged.connect(lambda first, _last, _roles: changed.append(first.row()))
    rendered: list[int] = []
    render = controller._log_row
    controller._log_row = lambda number, ev: rendered.append(number) or render(number, ev)
    assert controller.undo()
    controller._log_row = render
    after = controller.log.rows()
    assert changed == [] and rendered == []  # no line rendered again, none changed
    assert len(after) < len(before) and after == before[:len(after)]
    fresh = [controller._log_row(i, e) for i, e in enumerate(controller.session.log())]
    assert after == fresh


def test_hot_seat_hands_over_between_humans_and_never_undoes_the_other(window, qtbot, runtime):
    controller = start(runtime, TWO_HUMANS)
    assert not controller.property("handOver")
    controller.press("1")  # Ann declares; Ben, on the same space, answers the join
    assert controller.property("handOver") and controller.property("handOverName") == "Ben"
    assert find(window, "handOver").property("visible")
    assert not controller.property("canUndo")
    assert not controller.press("Y")  # nobody may act behind the privacy screen
    controller.handOverDone()
    assert not controller.property("canUndo")  # Ann's decision is not Ben's to take back
    assert controller.press("N")
    assert rolled(controller)


def test_keyboard_chooses_the_stop(window, qtbot, runtime):
    controller = start(runtime, HUMAN_VS_AI, seed=5)
    controller.press("3")
    qtbot.waitUntil(lambda: controller.session.state.phase == "move" and controller.viewer() == 0, timeout=10000)
    stops = GAME.stops(controller.session.state, 0)
    assert controller.presenter.cursor == stops[-1]
    assert controller.press("Left")
    assert find(window, f"zone_space:{stops[-2]}").property("cursor")
    assert controller.press("Return")
    assert controller.session.steps[-1].action.to == stops[-2]


def play_humans_to_the_end(controller, qtbot):
    for _ in range(2000):
        if controller.over:
            return
        if controller.property("handOver"):
            controller.handOverDone()
        state = controller.session.state
        if state.phase == "declare":
            controller.press(str(state.riders[state.active].dice))
        elif state.phase == "move":
            controller.activate("furthest")
        else:
            controller.press("N")
    raise AssertionError("the race did not end")


def test_the_end_of_a_race_shows_the_result_and_winner(window, qtbot, runtime):
    controller = start(runtime, TWO_HUMANS, seed=9, options={"mode": "single_race"})
    play_humans_to_the_end(controller, qtbot)
    dialog = controller.property("dialog")
    winner = controller.session.seats[GAME.outcome(controller.session.state).winners[0]].name
    assert dialog["final"] and dialog["title"] == "Race result" and winner in dialog["winner"]
    assert [row["name"] for row in dialog["stageRows"]][0] == winner
    qtbot.waitUntil(lambda: find(window, "resultsDialog").property("visible"))
    library = controller.library
    assert library.unfinished.rows() == []  # a finished game is not offered for continuing...
    assert [g["steps"] for g in library.store.finished()] == [len(controller.session.steps)]  # ...it is history


def test_a_new_stage_keeps_the_roads_tiles_and_a_roll_leaves_the_dice_out_of_it_alone(window, qtbot, runtime):
    """A new stage's course is drawn on the tiles already standing, only the spaces it adds or drops come or go
    (issue 26: making every tile again took most of the decision that ends a stage), and a die showing no roll
    keeps roll id 0, so that a roll it is not in changes nothing on it."""
    import random

    from shiboken6 import Shiboken

    from gameshelf.core.ai.plugins import plugin_for

    controller = start(runtime, TWO_HUMANS, seed=11, options={"mode": "stage_race"})
    settle(window, qtbot)
    plugin, rng = plugin_for(GAME), random.Random(11)

    def tiles() -> dict[int, int]:  # space -> its tile's item
        state = controller.session.state
        return {p: Shiboken.getCppPointer(find(window, f"zone_space:{p}"))[0]
                for p in range(len(state.stage.course.costs) + 1)}

    first, before = controller.session.state.stage.number, tiles()
    for _ in range(400):
        if controller.session.state.stage.number != first:
            break
        if controller.property("dialog"):
            controller.dismissDialog()
        if controller.property("handOver"):
            controller.handOverDone()
        seat = controller.session.to_act()[0]
        controller._submit(seat, plugin.policy(GAME, controller.session.state, seat, rng))
        for die in (r for r in controller.pieces.rows() if r["kind"] == "die"):
            assert die["face"] or not die["rollId"], die["uid"]
    else:
        raise AssertionError("the first stage did not end")
    settle(window, qtbot)
    costs = controller.session.state.stage.course.costs
    after = tiles()
    assert all(after[p] == before[p] for p in before.keys() & after.keys())  # the same tiles, on the new course
    assert [find(window, f"zone_space:{p}").property("cost") for p in range(1, len(costs) + 1)] == list(costs)
    assert search(window, f"zone_space:{len(costs) + 1}") is None and search(window, "zone_tray") is None
    # a tile follows its zone row's every change, the hint the controller lights on it and its accessible name too
    rows = controller.zones.rows()
    rows[3] = {**rows[3], "hinted": True, "a11y": "a test name"}
    controller.zones.set_rows(rows)
    tile = find(window, "zone_space:3")
    assert tile.property("hinted") and tile.property("a11y") == "a test name"


def test_eight_players_hand_over_each_in_a_wash_of_their_own_colour(window, qtbot, runtime):
    """The hand-over screen lays seven rings of the next player's colour behind its card, each a little deeper
    (one radial gradient since issue 26: circles drawn apart cost the software renderer a layer per colour): at
    eight players every hand-over's second ring holds its player's colour at two rings' depth over the screen's
    own background, and no other colour."""
    import random

    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor

    from gameshelf.core.ai.plugins import plugin_for
    from gameshelf.core.games.grandprix_f1 import GAME as F1

    from .conftest import greedy_session

    colours = ["#d63031", "#0984e3", "#00a86b", "#e1a100", "#8e44ad", "#e67e22", "#2d3436", "#e84393"]
    seats = [Seat(f"P{i}", colour, "human") for i, colour in enumerate(colours)]
    controller = runtime.controller
    controller.start(greedy_session(F1, seats, 0, seed=2))
    settle(window, qtbot)
    plugin, rng = plugin_for(F1), random.Random(2)
    seen = set()
    for _ in range(40):
        if controller.property("handOver"):
            colour = controller.property("handOverColour")
            settle(window, qtbot)
            wash = find(window, "wash")
            # a point left of the centre, 0.85 of the way out: in the second ring, beside the card's lines
            radius = wash.width() / 2
            inside = wash.mapToScene(QPointF(radius - 0.85 * radius, radius))
            outside = QPointF(2, inside.y())  # the same row of the screen's vertical gradient, past every ring
            image = window.grabWindow()
            ring, bare = image.pixelColor(inside.toPoint()), image.pixelColor(outside.toPoint())
            depth = 1 - (1 - 0.035) ** 2
            want = QColor(colour)
            for got, base, tint in ((ring.red(), bare.red(), want.red()), (ring.green(), bare.green(), want.green()),
                                    (ring.blue(), bare.blue(), want.blue())):
                assert abs(got - (base + (tint - base) * depth)) <= 3, (colour, ring.name(), bare.name())
            seen.add(colour)
            controller.handOverDone()
        seat = controller.session.to_act()[0]
        controller._submit(seat, plugin.policy(F1, controller.session.state, seat, rng))
    assert seen == set(colours)


def hand_over_to_ben(window, qtbot, runtime, drawn: list):
    """Ann's decision that hands the computer to Ben, each frame noted in `drawn` as (the screen shown, the
    table shown, the buttons' rows); returns Ben's buttons' rows once the table turned to his view."""
    controller = start(runtime, TWO_HUMANS)
    qtbot.waitUntil(lambda: search(window, "diceRoadRace") is not None)
    settle(window, qtbot)
    scene = find(window, "sceneLoader")
    anns = controller.buttons.rows()
    assert anns
    window.frameSwapped.connect(lambda: drawn.append(
        (find(window, "handOver").isVisible(), scene.isVisible(), controller.buttons.rows())))
    assert controller.press("1")  # Ann declares; Ben, on the same space, answers the join
    assert controller.property("handOver") and controller.covering
    assert not controller.property("canUndo") and controller.viewer() is None  # nobody acts meanwhile
    qtbot.waitUntil(lambda: not controller.covering)
    assert drawn[0] == (True, True, anns)  # the screen's frame came first, over the table as it was
    bens = controller.buttons.rows()
    assert bens != anns and {b["uid"] for b in bens} >= {"join"}  # then Ben's view: his answer to the join
    return bens


def test_the_hand_over_screen_answers_first_and_the_table_under_it_turns_to_the_next_player_s_view(
        window, qtbot, runtime):
    """A decision that hands the computer over is answered by the hand-over screen in the next frame. Only after
    that frame, while the computer is passed on, the table under the (opaque) screen turns to the next player's
    view, drawn there so that their "continue" only takes the screen away (issue 26), and deaf to input: a
    pointer over it lights nothing, a click on it does nothing."""
    controller = runtime.controller
    drawn: list = []
    refused: list = []
    bens = hand_over_to_ben(window, qtbot, runtime, drawn)
    controller.refused.connect(refused.append)
    scene, screen = find(window, "sceneLoader"), find(window, "handOver")
    assert controller.property("handOverDrawn") and not controller.property("handOverHidden") and scene.isVisible()
    qtbot.waitUntil(lambda: len(drawn) > 1 and drawn[-1] == (True, True, bens))  # drawn so, under the screen
    assert screen.parentItem() == scene.parentItem() and screen.z() > scene.z()  # over the table, all of it
    assert (screen.x(), screen.y(), screen.width(), screen.height()) == (scene.x(), scene.y(), scene.width(),
                                                                         scene.height())
    rows = controller.logModel.rows()
    mark = find(window, f"logRule_{len(rows) - 1}")  # the last log line's "§", lit under a pointer
    join = find(window, "button_join")
    for item in (mark, join):
        QTest.mouseMove(window, centre(item).toPoint() + QPointF(-40, 0).toPoint())
        QTest.mouseMove(window, centre(item).toPoint())
        QTest.qWait(50)
        assert mark.property("color").alpha() == 0  # nothing lit through the screen
        QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(item).toPoint())
    assert not refused and controller.buttons.rows() == bens and controller.logModel.rows() == rows
    assert find(window, "stack").property("currentItem").objectName() != "rulesPage"  # the "§" opened nothing
    assert not controller.press("Y") and controller.buttons.rows() == bens  # nobody acts under the screen
    controller.handOverDone()
    assert controller.viewer() == 1 and controller.buttons.rows() == bens
    assert not controller.property("handOverDrawn") and scene.isVisible() and not screen.isVisible()
    QTest.mouseMove(window, centre(mark).toPoint() + QPointF(-40, 0).toPoint())
    QTest.mouseMove(window, centre(mark).toPoint())
    qtbot.waitUntil(lambda: mark.property("color").alpha() == 255)  # the pointer reaches the table again


def test_under_the_hand_over_screen_the_table_is_hidden_from_a_screen_reader(window, qtbot, runtime):
    """The screen covers the table from eyes, not from a screen reader: while one may read the window, the table
    turned to the next player's view under the screen is hidden, and shown again by their "continue"."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    try:
        controller = runtime.controller
        drawn: list = []
        bens = hand_over_to_ben(window, qtbot, runtime, drawn)
        scene = find(window, "sceneLoader")
        assert controller.property("handOverHidden") and not scene.isVisible()
        faces = [(item, QAccessible.queryAccessibleInterface(item)) for item in scene.findChildren(QQuickItem)]
        named = [(item, face) for item, face in faces if face is not None and face.text(QAccessible.Name)]
        assert named and all(face.state().invisible for _item, face in named)
        qtbot.waitUntil(lambda: len(drawn) > 1 and drawn[-1] == (True, False, bens))
        controller.handOverDone()
        assert not controller.property("handOverHidden") and scene.isVisible()
        shown = [face for item, face in named if item.isVisible()]
        assert shown and not any(face.state().invisible for face in shown)
    finally:
        QAccessible.setActive(was)


def test_the_accessible_names_follow_a_language_switch(window, qtbot, runtime):
    """The road's accessible names are rendered once while the translations stay (issue 26): a language switch
    names them anew, and a switch back names them as before."""
    controller = start(runtime, TWO_HUMANS)

    def start_name():
        return next(z for z in controller.zones.rows() if z["uid"] == "space:0")["a11y"]

    english = start_name()
    runtime.settings.language = "ja"
    japanese = start_name()
    assert japanese != english and not any(c.isascii() and c.isalpha() for c in japanese.replace("Ann", "").replace("Ben", ""))
    runtime.settings.language = "en"
    assert start_name() == english
