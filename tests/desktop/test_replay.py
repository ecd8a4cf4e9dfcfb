"""The replay viewer: stepping a record both ways, chapter jumps, hidden information, the page and its entry points."""
from __future__ import annotations

import json
import random

import attrs
import pytest
from PySide6.QtCore import Qt

from gameshelf.core.ai.baselines import greedy_action
from gameshelf.core.engine import Seat, Session, dumps
from gameshelf.core.engine.record import Step, replay
from gameshelf.core.games import playable
from gameshelf.desktop.models.replay import NOBODY, ReplayViewer
from gameshelf.desktop.models.shelf import PALETTE

from .conftest import find, search, settle

GAMES = sorted(playable())
NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eve")


def finished(game_id: str, seed: int = 7, humans: int = 1, stop: int | None = None) -> Session:
    """A game played by greedy seats to its end (or to `stop` decisions); the first `humans` seats are human."""
    game = playable()[game_id]
    n = max(game.spec.min_players, min(4, game.spec.max_players))
    seats = [Seat(NAMES[i], PALETTE[i], "human" if i < humans else "ai:easy") for i in range(n)]
    session = Session.new(game, seats, game.spec.defaults(), seed)
    rng = random.Random(seed)
    while not game.is_over(session.state) and (stop is None or len(session.steps) < stop):
        seat = game.to_act(session.state)[0]
        session.submit(seat, greedy_action(game, session.state, seat, rng))
    return session


def one_from_the_end(game_id: str) -> tuple[Session, Session, Step]:
    """A whole game, the same game one decision short with the last decision's seat as its only human (so no
    computer plays it first), and that decision."""
    session = finished(game_id)
    last = session.steps[-1]
    seats = tuple(attrs.evolve(seat, controller="human" if i == last.player else "ai:easy")
                  for i, seat in enumerate(session.seats))
    record = attrs.evolve(session.record, seats=seats, steps=session.steps[:-1])
    return session, Session(session.game, record), last


def canonical(value):
    """A state as comparable data: every field, the generator by its internal state."""
    if isinstance(value, random.Random):
        return ("rng", value.getstate())
    if attrs.has(type(value)):
        return (type(value).__name__, [(f.name, canonical(getattr(value, f.name))) for f in attrs.fields(type(value))])
    if isinstance(value, dict):
        return ("dict", sorted((repr(k), canonical(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [canonical(v) for v in value]
        return (type(value).__name__, sorted(items, key=repr) if isinstance(value, (set, frozenset)) else items)
    return value


def scene_rows(viewer: ReplayViewer) -> str:
    """What the table shows (rows and panel), as one text; animation counters aside."""
    keep = {"zones": viewer.zones.rows(), "pieces": viewer.pieces.rows(), "players": viewer.players.rows(),
            "buttons": viewer.buttons.rows(), "status": viewer.status,
            "panel": {k: v for k, v in viewer.panel.items() if k not in ("batch", "flights", "moveMs", "still")}}
    return json.dumps(keep, sort_keys=True, default=str, ensure_ascii=False)


@pytest.fixture(scope="module")
def sessions():
    return {game_id: finished(game_id) for game_id in GAMES}


@pytest.mark.parametrize("game_id", ["dice_road_race", "grands_tours", "grandprix_f1", "tournay", "grimoire"])
def test_forwards_then_backwards_gives_the_records_states_at_every_step(qapp, sessions, game_id):
    session = sessions[game_id]
    expected, events = replay(session.record, session.game)
    viewer = ReplayViewer()
    viewer.open(session)
    assert viewer.step == 0 and viewer.steps == len(expected) - 1
    logs = {}
    for step in range(len(expected)):
        assert viewer.step == step
        assert canonical(viewer.state) == canonical(expected[step])
        logs[step] = [row["text"] for row in viewer.log.rows()]
        viewer.forward()
    assert viewer.step == viewer.steps  # forward stops at the end
    for step in range(len(expected) - 1, -1, -1):
        assert viewer.step == step
        assert canonical(viewer.state) == canonical(expected[step])
        assert [row["text"] for row in viewer.log.rows()] == logs[step]  # the log in step with the table
        viewer.back()
    assert viewer.step == 0
    opening = len(logs[0])
    assert len(logs[len(expected) - 1]) == opening + sum(len(batch) for batch in events)


@pytest.mark.parametrize("game_id", ["dice_road_race", "grands_tours", "grandprix_f1", "tournay", "grimoire"])
def test_chapters_start_where_the_stage_or_round_changes_and_jumps_land_there(qapp, sessions, game_id):
    session = sessions[game_id]
    viewer = ReplayViewer()
    viewer.open(session)
    presenter, states = viewer.presenter, session.states()
    numbers = [presenter.chapter(state)[0] for state in states]
    starts = [step for step in range(len(states)) if step == 0 or numbers[step] != numbers[step - 1]]
    assert [start for start, _name in viewer.chapters] == starts
    assert len(starts) >= 2, "a whole game has more than one stage, round or lap"
    assert len(viewer.chapterNames) == len(starts) and all(viewer.chapterNames)
    for index, start in enumerate(starts):
        viewer.goToChapter(index)
        assert viewer.step == start and viewer.chapterIndex == index
    viewer.goTo(0)
    for index, start in enumerate(starts[1:], start=1):  # next chapter walks every start in order
        viewer.nextChapter()
        assert viewer.step == start and viewer.chapterIndex == index
    viewer.nextChapter()
    assert viewer.step == viewer.steps  # past the last chapter: the end
    viewer.goTo(starts[1] + 1)
    viewer.previousChapter()
    assert viewer.step == starts[1]  # to the start of this chapter...
    viewer.previousChapter()
    assert viewer.step == starts[0]  # ...then of the one before


@pytest.mark.parametrize("game_id", ["dice_road_race", "grands_tours", "grandprix_f1", "tournay", "grimoire"])
def test_a_seats_view_shows_only_what_that_seat_saw(qapp, game_id):
    """Drawn from one seat's eyes (or nobody's), the table is the same whatever the hidden cards and dice are:
    another full state consistent with what that seat saw draws exactly the same rows."""
    session = finished(game_id, seed=11, stop=90)
    game = session.game
    viewer, other = ReplayViewer(), ReplayViewer()
    viewer.open(session)
    rng = random.Random(5)
    for step in (10, 35, 60, len(session.steps)):
        for eyes in [*range(len(session.seats)), NOBODY]:
            viewer.goTo(step)
            viewer.setEyes(eyes)
            seen = game.observe(session.states()[step], eyes)
            world = game.determinize(seen, rng)  # another truth, the same to these eyes
            states = list(session.states()[:step]) + [world]
            other.open(_with_states(session, states))
            other.goTo(step)
            other.setEyes(eyes)
            assert scene_rows(viewer) == scene_rows(other), (game_id, step, eyes)


def _with_states(session: Session, states: list) -> Session:
    twin = Session.__new__(Session)
    twin.__dict__.update(session.__dict__)
    twin._states = states
    twin._events = session.events()[:len(states) - 1]
    return twin


# (GrandPrix-F1's table draws one hand, the eyes' own: every hand is seen by choosing its seat's eyes.)
@pytest.mark.parametrize("game_id", ["grimoire", "tournay"])
def test_hands_stay_hidden_unless_show_everything_on_a_finished_game(qapp, sessions, game_id):
    session = sessions[game_id]
    viewer = ReplayViewer()
    viewer.open(session, step=len(session.steps) // 2)
    assert viewer.eyes == 0  # the only human's eyes, as at the table
    seat_view = scene_rows(viewer)
    viewer.setEyes(NOBODY)
    nobody = scene_rows(viewer)
    assert viewer.finished
    viewer.setShowAll(True)
    assert viewer.showAll
    everything = scene_rows(viewer)
    assert everything != nobody and everything != seat_view  # something was hidden from both
    viewer.setShowAll(False)
    assert scene_rows(viewer) == nobody

    unfinished = finished(game_id, stop=len(session.steps) // 2)
    viewer.open(unfinished, step=10)
    assert not viewer.finished
    before = scene_rows(viewer)
    viewer.setShowAll(True)  # a game in progress keeps its secrets
    assert not viewer.showAll and scene_rows(viewer) == before


def test_grimoire_rows_never_name_another_seats_treasures(qapp, sessions):
    session = sessions["grimoire"]
    viewer = ReplayViewer()
    viewer.open(session)
    for step in range(0, len(session.steps), 3):
        viewer.goTo(step)
        for eyes in (0, 1, NOBODY):
            viewer.setEyes(eyes)
            hands = [row["uid"].split(":") for row in viewer.pieces.rows() if row["uid"].startswith("hand:")]
            named = {(int(seat), kind) for _h, seat, kind, name in hands if name != "?"}
            assert not {(seat, kind) for seat, kind in named if seat != eyes and kind == "treasure"}, (step, eyes)
    viewer.goTo(viewer.steps - 1)
    viewer.setShowAll(True)
    shown = [row["uid"] for row in viewer.pieces.rows() if row["uid"].startswith("hand:1:treasure:")]
    assert shown and all(not uid.endswith(":?") for uid in shown)


def test_gestures_do_nothing(qapp, sessions):
    viewer = ReplayViewer()
    session = sessions["dice_road_race"]
    viewer.open(session, step=3)
    before = canonical(viewer.state)
    assert not viewer.drop("die:0:0", "tray") and not viewer.activate("roll") and not viewer.press("Return")
    assert canonical(viewer.state) == before and viewer.step == 3
    assert viewer.buttons.rows() == []  # nobody decides in a replay: no buttons to press


@pytest.mark.parametrize("game_id", ["grimoire", "tournay"])
def test_the_last_decision_is_drawn_first_and_its_results_in_the_next_frame(window, qtbot, runtime, game_id):
    """The table answers the game's last decision in the next frame; the results dialog and the replay offer
    (10-40 ms of their own) come together in the frame after it (issue 26)."""
    controller = runtime.controller
    session, almost, last = one_from_the_end(game_id)
    controller.start(almost)
    settle(window, qtbot)
    drawn: list[tuple[int, bool, bool]] = []
    window.frameSwapped.connect(lambda: drawn.append((
        controller.log.rowCount(), find(window, "resultsDialog").property("visible"),
        find(window, "replayOffer").property("visible"))))
    lines = controller.log.rowCount()
    controller._submit(last.player, last.action)
    assert controller.over and controller.log.rowCount() > lines
    qtbot.waitUntil(lambda: len(drawn) >= 2)
    assert drawn[0] == (controller.log.rowCount(), False, False)  # the move and its log lines, no dialog yet
    assert drawn[1][1:] == (True, True)  # then the results, with the offer


@pytest.mark.parametrize("game_id", ["grimoire", "dice_road_race"])
def test_the_end_screen_offers_the_replay_and_the_page_steps(window, qtbot, runtime, game_id):
    """The last decision of a one-human game shows the final dialog; "Watch the replay" opens the viewer."""
    controller = runtime.controller
    session, almost, last = one_from_the_end(game_id)
    controller.start(almost)
    settle(window, qtbot)
    controller._submit(last.player, last.action)  # as the table would submit it
    assert controller.over and controller.dialog.get("final") is True
    offer = find(window, "watchReplayButton")
    qtbot.waitUntil(lambda: offer.isVisible())
    qtbot.mouseClick(window, Qt.LeftButton, pos=offer.mapToScene(offer.boundingRect().center()).toPoint())
    qtbot.waitUntil(lambda: _on_replay(window))
    settle(window, qtbot)
    replay_viewer = controller.replay
    assert replay_viewer.active and replay_viewer.step == 0 and replay_viewer.steps == len(session.steps)
    forward = find(window, "replayForward")
    at = lambda: forward.mapToScene(forward.boundingRect().center()).toPoint()  # noqa: E731
    qtbot.waitUntil(lambda: 0 < at().y() < window.height())  # the bar laid out
    qtbot.mouseClick(window, Qt.LeftButton, pos=at())
    assert replay_viewer.step == 1
    page = find(window, "replayPage")
    page.forceActiveFocus()
    qtbot.keyClick(window, Qt.Key_PageDown)
    assert replay_viewer.step == replay_viewer.chapters[1][0]
    qtbot.keyClick(window, Qt.Key_Left)
    assert replay_viewer.step == replay_viewer.chapters[1][0] - 1
    assert controller.over and len(controller.session.steps) == len(session.steps)  # the game is untouched
    find(window, "replayCloseButton").clicked.emit()
    settle(window, qtbot)
    assert not replay_viewer.active and find(window, "stack").property("currentItem").objectName() == "tablePage"


def _on_replay(window) -> bool:
    current = find(window, "stack").property("currentItem")
    return current is not None and current.objectName() == "replayPage"


def test_a_save_opens_in_the_viewer_from_the_home_screen(window, qtbot, runtime, tmp_path):
    session = finished("tournay", stop=40)
    path = tmp_path / "mid.gameshelf.json"
    path.write_text(dumps(session.record, session.game), encoding="utf-8")
    assert find(window, "replayFileButton").property("visible")
    assert runtime.controller.replay.openFile(path.as_uri())
    window.showReplay()
    settle(window, qtbot)
    assert _on_replay(window)
    viewer = runtime.controller.replay
    assert viewer.steps == 40 and not viewer.finished and not find(window, "replayShowAll").property("visible")
    assert not runtime.controller.active  # watching is not playing: no game, nothing kept
    assert runtime.controller.library.store.unfinished() == [] and runtime.controller.library.store.finished() == []
    viewer.goTo(20)
    assert find(window, "replayStep").property("text") == "Decision 20 of 40"
    bad = tmp_path / "bad.gameshelf.json"
    bad.write_text("{", encoding="utf-8")
    notices = []
    viewer.notice.connect(notices.append)
    assert not viewer.openFile(bad.as_uri())
    assert notices and "bad.gameshelf.json" in notices[0]
    assert viewer.step == 20  # the replay on screen stays


# --- the command line: gameshelf --load FILE --step N --screenshot out.png -----------------------------------
@pytest.fixture(scope="module")
def save_file(tmp_path_factory, sessions):
    path = tmp_path_factory.mktemp("saves") / "grimoire.gameshelf.json"
    session = sessions["grimoire"]
    path.write_text(dumps(session.record, session.game), encoding="utf-8")
    return path


def test_the_cli_draws_the_table_after_a_step_the_same_for_the_same_inputs(tmp_path, save_file):
    from PySide6.QtGui import QImage

    from .test_cli import run

    shots = [tmp_path / name for name in ("a.png", "b.png", "c.png")]
    for shot, step in zip(shots, (30, 30, 31)):
        result = run(["--load", str(save_file), "--step", str(step), "--screenshot", str(shot), "--lang", "en"],
                     tmp_path)
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""  # no QML warnings either
    assert QImage(str(shots[0])).size().toTuple() == (1280, 720)
    assert shots[0].read_bytes() == shots[1].read_bytes()
    assert shots[0].read_bytes() != shots[2].read_bytes()  # one decision later, another table


REPLAY_MISTAKES = {
    "step past the end": (["--step", "9999"], "has {n} decisions: --step is a whole number from 0 to {n}",
                          "は全 {n} 手です"),
    "step not a number": (["--step", "three"], "--step is a whole number", "--step には 0〜{n}"),
    "negative step": (["--step", "-1"], "--step is a whole number", "--step には 0〜{n}"),
    "step without load": (["--step", "3"], "--step needs --load FILE", "--step には --load"),
    "missing file": (["--step", "3", "--load", "/nonexistent/x.gameshelf.json"], "the file or folder does not exist",
                     "ファイルまたはフォルダーが存在しません"),
    "a folder": (["--step", "3", "--load", "/tmp"], "it is a folder, not a file", "フォルダー"),
    "not a save": (["--step", "3", "--load", "BROKEN"], "Could not open", "開けませんでした"),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("mistake", REPLAY_MISTAKES)
def test_bad_replay_arguments_exit_2_with_a_translated_message(tmp_path, sessions, save_file, mistake, lang):
    from .test_cli import run

    args, english, japanese = REPLAY_MISTAKES[mistake]
    n = len(sessions["grimoire"].steps)
    english, japanese = english.format(n=n), japanese.format(n=n)
    if "--load" not in args and mistake != "step without load":
        args = ["--load", str(save_file), *args]
    if "BROKEN" in args:
        broken = tmp_path / "broken.gameshelf.json"
        broken.write_text('{"format": "gameshelf-save", "version": 1', encoding="utf-8")
        args = [str(broken) if a == "BROKEN" else a for a in args]
    result = run([*args, "--screenshot", str(tmp_path / "x.png"), "--lang", lang], tmp_path, timeout=60)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and result.stderr.startswith("gameshelf: ")
    assert (english if lang == "en" else japanese) in result.stderr, result.stderr
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("game_id", ["dice_road_race", "grands_tours", "grandprix_f1", "tournay", "grimoire"])
def test_every_games_table_draws_in_the_viewer_without_qml_warnings(window, qtbot, runtime, sessions, game_id):
    """The game's own scene draws the replay (the runtime fixture fails on any QML warning), in both languages."""
    viewer = runtime.controller.replay
    session = sessions[game_id]
    viewer.open(session, step=len(session.steps) // 2)
    window.showReplay()
    settle(window, qtbot)
    scene = find(window, "replayScene")
    qtbot.waitUntil(lambda: scene.property("item") is not None)  # the game's scene is loaded
    for _ in range(3):
        viewer.forward()
    viewer.setEyes(NOBODY)
    viewer.setShowAll(True)
    viewer.nextChapter()
    viewer.back()
    qtbot.wait(50)
    english = viewer.stepText
    runtime.settings.language = "ja"
    assert viewer.stepText != english and "手" in viewer.stepText  # retranslated with the rest of the app
    assert find(window, "replayStep").property("text") == viewer.stepText
    runtime.settings.language = "en"
    window.closeReplay()
    settle(window, qtbot)
    # the replay page is made when shown and goes when closed: no game's scene is left behind
    left = search(window, "replayScene")
    assert not viewer.active and (left is None or left.property("item") is None)


@pytest.mark.parametrize("game_id", ["dice_road_race", "grands_tours", "grandprix_f1", "tournay", "grimoire"])
def test_the_replay_offer_stands_clear_of_the_results_dialog(window, qtbot, runtime, game_id):
    """At the smallest window every game's results dialog leaves room under it for the offer (Theme.underResults):
    the button covers none of the dialog's frame."""
    window.resize(960, 540)
    controller = runtime.controller
    _session, almost, last = one_from_the_end(game_id)
    controller.start(almost)
    settle(window, qtbot)
    controller._submit(last.player, last.action)
    offer, dialog = find(window, "watchReplayButton"), find(window, "resultsDialog")
    qtbot.waitUntil(lambda: offer.isVisible() and dialog.property("opened") is True)
    settle(window, qtbot)
    box = dialog.property("contentItem").parentItem()  # the popup's item: the frame as drawn
    frame = box.mapRectToScene(box.boundingRect())
    button = offer.mapRectToScene(offer.boundingRect())
    assert button.top() >= frame.bottom(), (game_id, frame, button)


def test_the_viewer_counts_each_change_of_a_part_of_the_panel(qapp, sessions):
    """As the controller does (`panelVersions`): a scene that keeps the panel's parts sets only those counted."""
    viewer = ReplayViewer()
    viewer.open(sessions["tournay"])
    counted = 0
    for _ in range(12):
        panel, versions = dict(viewer.panel), dict(viewer.panelVersions)
        viewer.forward()
        for key in set(panel) | set(viewer.panel):
            changed = panel.get(key) != viewer.panel.get(key)
            assert viewer.panelVersions.get(key, 0) - versions.get(key, 0) == changed, key
            counted += changed
    assert counted > 12
