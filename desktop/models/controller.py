"""GameController: one game in progress, as QML sees it.

It owns the core Session (record, undo/redo), the presenter that turns the
state into zones/pieces/buttons, the AI worker, autosave, the hot-seat
hand-over and the end-of-stage dialogs. Input from QML (drop, activate, press)
goes to the presenter for candidate actions; each is checked with the game's
own `check` before it is submitted, so no rule lives here.
"""
from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Property, Signal, Slot
from PySide6.QtGui import QAccessible
from PySide6.QtQml import QmlElement, QmlUncreatable

from gameshelf.core.engine import Event, LoadError, Msg, QT_TRANSLATE_NOOP, Seat, Session, dumps, message, prepare_writing
from gameshelf.core.engine.messages import NOT_YOUR_TURN
from gameshelf.core.engine.record import NAME_LIMIT, writable
from gameshelf.core.games import playable
from gameshelf.core.games.rulelinks import rule_section

from ..presenters import Intent, View, presenter_for
from ..translations import tr
from . import QML_IMPORT_NAME, QML_IMPORT_MAJOR_VERSION  # noqa: F401 (read by @QmlElement)
from .ai_worker import AiWorker, hint
from .replay import ReplayViewer
from .scene_rows import PanelVersions, log_row, scene_models
from .seat_pieces import SeatPieces  # noqa: F401 (registers the type the players' panels repeat over)
from .settings import Settings
from .library_model import GameLibrary
from .storage import OPEN_FAILED, local_path, os_reason, read_session, write_atomic
from .tutorial import Tutorial

THINKING = message("controller.thinking", QT_TRANSLATE_NOOP("controller", "{name} is thinking…"))
SAVE_FAILED = message("controller.save_failed", QT_TRANSLATE_NOOP("controller", "Could not save {file}: {reason}"))
SAVED = message("controller.saved", QT_TRANSLATE_NOOP("controller", "Saved to {file}."))
NO_NAME = message("controller.no_name", QT_TRANSLATE_NOOP("controller", "Every player needs a name."))
HINT_LINE = message("controller.hint_line", QT_TRANSLATE_NOOP("controller", "{text} — about {chances} in 10 (estimated chances)"))
NO_HINT = message("controller.no_hint", QT_TRANSLATE_NOOP("controller", "A hint is for the player whose turn it is."))
ASSISTED = message("controller.assisted", QT_TRANSLATE_NOOP(
    "controller", "Hint used: this game is now marked as assisted, in its save too, like a practice game."))
AI_FAILED = message("controller.ai_failed", QT_TRANSLATE_NOOP("controller", "The computer player failed ({error}); it plays a safe move instead."))




# Each notify signal of the controller and the properties it stands for, compared after every refresh.
WATCHED = {"gameNameChanged": ("gameName",), "statusChanged": ("status",), "panelChanged": ("panel",),
           "stageLabelChanged": ("stageLabel",),
           "dialogChanged": ("dialog",), "thinkingChanged": ("thinking", "thinkingText"), "overChanged": ("over",),
           "humanToActChanged": ("humanToAct",), "lastLineChanged": ("lastLine",),
           "handOverChanged": ("handOver", "handOverName", "handOverColour", "handOverDrawn", "handOverHidden"),
           "canUndoChanged": ("canUndo",),
           "canRedoChanged": ("canRedo",), "canHintChanged": ("canHint",), "hintingChanged": ("hinting",),
           "hintLinesChanged": ("hintLines",)}


def seat_name(typed: Any) -> str:
    """A typed name as a save can hold it: characters a save cannot keep dropped, cut to the limit, trimmed."""
    kept = "".join(c for c in str(typed) if writable(c, 1))
    return kept[:NAME_LIMIT].strip()


@QmlElement
@QmlUncreatable("GameController is created by the application")
class GameController(QObject):
    changed = Signal()  # the table was drawn anew (after a decision, an undo, a hint...), whatever changed
    activeChanged = Signal()
    # Each property's own notify, emitted only when its value really changed (`_notify`): a decision
    # re-evaluates only the bindings on what it touched, not every binding on the controller.
    gameNameChanged = Signal()
    statusChanged = Signal()
    panelChanged = Signal()
    stageLabelChanged = Signal()  # the panel's stage, on its own: the header reads it without the whole panel
    dialogChanged = Signal()
    thinkingChanged = Signal()  # thinking and thinkingText
    overChanged = Signal()
    humanToActChanged = Signal()
    lastLineChanged = Signal()
    handOverChanged = Signal()  # handOver, handOverName and handOverColour: one signal, one re-evaluation
    canUndoChanged = Signal()
    canRedoChanged = Signal()
    canHintChanged = Signal()
    hintingChanged = Signal()
    hintLinesChanged = Signal()
    refused = Signal(str)  # an input was refused; the text says why (in the current language)
    # and `refusalRule` (set before `refused`) names the rulebook section the reason comes from ("" if none)
    notice = Signal(str)  # a message for the player (saved, could not load...)
    decisionMade = Signal(int)  # decisions applied so far in this session
    decisionEvents = Signal(str, "QStringList")  # game id, kinds of the events a decision made (for sounds)

    def __init__(self, settings: Settings, data_dir: Path | None, parent: QObject | None = None):
        super().__init__(parent)
        self._settings = settings
        self.library = GameLibrary(data_dir, self)  # data_dir None: no games kept (demo, some tests)
        self.library.notice.connect(self.notice)
        self._row: int | None = None  # the game's id in the library
        self.zones, self.pieces, self.buttons, self.players, self.log = scene_models(self)
        self._ai = AiWorker(self)
        self._ai.decided.connect(self._on_ai_decided)
        self._ai.failed.connect(self._on_ai_failed)
        self._hinter = AiWorker(self, task=hint)  # hints run like computer decisions, on their own worker
        self._hinter.decided.connect(self._on_hint)
        self._hint: tuple[int, list[tuple[Any, float]]] | None = None  # seat, (action, mean reward) best first
        self._hint_seat: int | None = None  # the seat a hint is being computed for
        self._told_assisted = False  # the first hint of a session says what "assisted" means
        self._session: Session | None = None
        self._presenter: Any = None
        self._recent: tuple[Event, ...] = ()
        self._thinking: int | None = None
        self._hand_over: int | None = None
        # whose eyes the table is drawn from: None for nobody's, and under the hand-over screen until it turns
        self._drawn_seat: int | None = None
        # runs a function once the window has drawn its next frame (the runtime sets it; without a window, soon)
        self.after_frame: Callable[[Callable[[], None]], None] = lambda fn: QTimer.singleShot(0, self, fn)
        self._last_human: int | None = None
        self._dialog: dict[str, Any] = {}
        self._refusal_rule = ""
        self._dialog_final = False
        self._panel: dict[str, Any] = {}
        self._panel_versions = PanelVersions()
        self._status = ""
        self._changed_at = 0.0
        self._shown: dict[str, Any] = {}  # each watched property's value as last signalled (`_notify`)
        self._pace_ms = 0
        self._ai_budget: int | None = None  # demo: stop after this many more decisions
        self.show_results = True  # stage-result dialogs between stages (a demo's screenshot turns them off)
        self.replay = ReplayViewer(self)  # the replay viewer ("Watch the replay", a save from the home screen)
        self.guide: Any = None  # a tutorial walking the player through this game (models/tutorial.py), or None
        self.tutorial = Tutorial(self, settings, self)  # "Learn to play"

    # --- properties ------------------------------------------------------------
    def _is_active(self) -> bool:
        return self._session is not None

    active = Property(bool, _is_active, notify=activeChanged)

    def _game_id(self) -> str:
        return self._session.game.spec.id if self._session else ""

    gameId = Property(str, _game_id, notify=activeChanged)

    def _game_name(self) -> str:
        return tr(self._session.game.spec.name()) if self._session else ""

    gameName = Property(str, _game_name, notify=gameNameChanged)
    sceneSource = Property(str, lambda self: self._presenter.qml if self._presenter else "", notify=activeChanged)

    zonesModel = Property(QObject, lambda self: self.zones, constant=True)
    piecesModel = Property(QObject, lambda self: self.pieces, constant=True)
    buttonsModel = Property(QObject, lambda self: self.buttons, constant=True)
    playersModel = Property(QObject, lambda self: self.players, constant=True)
    logModel = Property(QObject, lambda self: self.log, constant=True)
    replayViewer = Property(QObject, lambda self: self.replay, constant=True)
    tutorialModel = Property(QObject, lambda self: self.tutorial, constant=True)
    status = Property(str, lambda self: self._status, notify=statusChanged)
    panel = Property("QVariantMap", lambda self: self._panel, notify=panelChanged)
    panelVersions = Property("QVariantMap", lambda self: self._panel_versions.read(self._panel), notify=panelChanged)
    stageLabel = Property(str, lambda self: self._panel.get("stageLabel") or "", notify=stageLabelChanged)
    dialog = Property("QVariantMap", lambda self: self._dialog, notify=dialogChanged)
    thinking = Property(bool, lambda self: self._thinking is not None, notify=thinkingChanged)
    over = Property(bool, lambda self: bool(self._session and self._session.game.is_over(self._session.state)),
                    notify=overChanged)

    def _thinking_text(self) -> str:
        if self._thinking is None or self._session is None:
            return ""
        return tr(THINKING(name=self._session.seats[self._thinking].name))

    thinkingText = Property(str, _thinking_text, notify=thinkingChanged)

    def _human_to_act(self) -> bool:
        session = self._session
        return bool(session) and not session.game.is_over(session.state) and any(
            not session.seats[s].is_ai for s in session.to_act())

    def _last_line(self) -> str:
        """The log's last line that tells a deed (not a turn or round heading): what was just done."""
        for i in range(self.log.rowCount() - 1, -1, -1):  # from the end: a row or two, not the whole log
            row = self.log.get(i)
            if row.get("text") and row.get("kind") != "turn":
                return row["text"]
        return ""

    # the table's strip: while no human at the screen acts, it says what was just done (TableStatus.qml)
    humanToAct = Property(bool, _human_to_act, notify=humanToActChanged)
    lastLine = Property(str, _last_line, notify=lastLineChanged)
    handOver = Property(bool, lambda self: self._hand_over is not None, notify=handOverChanged)
    handOverName = Property(str, lambda self: self._seat_field(self._hand_over, "name"), notify=handOverChanged)
    handOverColour = Property(str, lambda self: self._seat_field(self._hand_over, "colour"),
                              notify=handOverChanged)

    def _hand_over_drawn(self) -> bool:
        return self._hand_over is not None and self._drawn_seat == self._hand_over

    # the table under the (opaque) hand-over screen is drawn from the next player's eyes, so that their "continue"
    # only takes the screen away; hidden as well while a screen reader may read it, which the screen does not stop
    handOverDrawn = Property(bool, _hand_over_drawn, notify=handOverChanged)
    handOverHidden = Property(bool, lambda self: self._hand_over_drawn() and QAccessible.isActive(),
                              notify=handOverChanged)
    canUndo = Property(bool, lambda self: self._can_undo(), notify=canUndoChanged)
    canRedo = Property(bool, lambda self: bool(self._session and self._session.can_redo()), notify=canRedoChanged)
    nameLimit = Property(int, lambda self: NAME_LIMIT, constant=True)  # what a save may hold
    libraryModel = Property(QObject, lambda self: self.library, constant=True)

    def _seat_field(self, seat: int | None, field: str) -> str:
        return getattr(self._session.seats[seat], field) if seat is not None and self._session else ""

    def _can_hint(self) -> bool:
        """A human decides now and the game's presenter can show a suggestion (`hint_marks`)."""
        return self.viewer() is not None and hasattr(self._presenter, "hint_marks") and self.guide is None

    canHint = Property(bool, _can_hint, notify=canHintChanged)
    hinting = Property(bool, lambda self: self._hint_seat is not None, notify=hintingChanged)

    def _hint_lines(self) -> list[str]:
        if self._hint is None or self._session is None:
            return []
        seat, moves = self._hint
        state = self._session.state
        return [tr(HINT_LINE(text=self._presenter.hint_marks(state, seat, action).text, chances=round(mean * 10)))
                for action, mean in moves]

    hintLines = Property("QStringList", _hint_lines, notify=hintLinesChanged)

    # --- Python API -------------------------------------------------------------
    @property
    def session(self) -> Session | None:
        return self._session

    @property
    def presenter(self) -> Any:
        return self._presenter

    def viewer(self) -> int | None:
        """The human deciding now; None while an AI decides or the hand-over screen is up."""
        if self._session is None or self._hand_over is not None or self._dialog_blocks():
            return None
        for seat in self._session.to_act():
            if not self._session.seats[seat].is_ai:
                return seat
        return None

    def start(self, session: Session, row: int | None = None) -> None:
        """Plays `session`, kept in the library as game `row` (None: a new game there)."""
        self._stop_ai()
        another_game = session.game.spec.id != self._game_id()
        self._session, self._row = session, row
        self.library.warn_if_not_kept()
        self._presenter = presenter_for(session.game.spec.id, session.game, session.seats)
        self._dialog, self._recent, self._hand_over, self._drawn_seat = {}, (), None, None
        all_events = [e for batch in session.events() for e in batch]
        self._presenter.absorb(all_events)
        humans = [s for s in session.to_act() if not session.seats[s].is_ai]
        self._last_human = humans[0] if humans else None
        self._rebuild_log()
        # The table's scene is made anew on activeChanged, from the rows the models hold: never another game's
        # (its delegates would read fields those rows do not have), so those are emptied first. The same game's
        # rows are kept: the refresh below then changes only what differs.
        if another_game:
            for model in (self.zones, self.pieces, self.buttons, self.players):
                model.set_rows([])
        self.activeChanged.emit()
        prepare_writing()  # with the table (once per process), not 0.2 s after its first decision, mid-play
        self._autosave()
        self._advance()

    def limit_ai(self, decisions: int | None) -> None:
        self._ai_budget = decisions

    # --- a lesson's hooks (models/tutorial.py) ----------------------------------------------
    def set_guide(self, guide: Any) -> None:
        """Hands the table to a lesson (its script plays the computer seats: no search runs) or back."""
        self.guide = guide
        self._stop_ai()
        self.limit_ai(0 if guide is not None else None)
        if guide is None and self._session is not None:
            self._advance()

    def play_scripted(self, seat: int, action: Any) -> Msg | None:
        """A lesson's scripted decision, checked by the rules like any other; the reason if they refuse it."""
        problem = self._session.game.check(self._session.state, seat, action)
        if problem is None:
            self._submit(seat, action)
        return problem

    def pace_ms(self) -> int:
        """How long the table needs to show the last decision."""
        return self._pace_ms

    def refresh(self) -> None:
        self._refresh()

    # --- starting, loading, saving ------------------------------------------------
    @Slot(str, "QVariantList", "QVariantMap", bool, result=bool)
    def newGame(self, game_id: str, seats: list, options: dict, practice: bool = False) -> bool:  # noqa: N802
        """Starts a game; `practice` lifts the undo bound and marks the game as assisted."""
        game = playable()[game_id]
        made = tuple(Seat(seat_name(s["name"]), str(s["colour"]), str(s["controller"])) for s in seats)
        problem = NO_NAME() if not all(s.name for s in made) else game.check_options(len(made), dict(options))
        if problem is not None:
            self._refuse(problem, game_id)
            return False
        seed = random.SystemRandom().randrange(2**31)
        self.start(Session.new(game, made, dict(options), seed, practice=bool(practice)))
        return True

    @Slot(str, result=bool)
    def loadFile(self, url: str) -> bool:  # noqa: N802
        """Opens a save file: imported into the library (the same game twice is one game) and played."""
        path = local_path(url)
        try:
            session = read_session(path)
        except LoadError as exc:
            self.notice.emit(tr(OPEN_FAILED(file=path.name, reason=exc.reason)))
            return False
        self.open_session(session)
        return True

    def open_session(self, session: Session) -> None:
        """Plays a game read from a file, as the library's copy of it."""
        presenter = presenter_for(session.game.spec.id, session.game, session.seats)
        self.start(session, self.library.import_session(session, presenter))

    @Slot(int, result=bool)
    def openGame(self, row: int) -> bool:  # noqa: N802
        """Continues a game from the library."""
        try:
            session = self.library.session(row)
        except LoadError as exc:
            self.notice.emit(tr(exc.reason))
            return False
        self.start(session, row)
        return True

    @Slot(str, result=bool)
    def saveFile(self, url: str) -> bool:  # noqa: N802
        if self._session is None:
            return False
        path = local_path(url)
        try:
            write_atomic(path, dumps(self._session.record, self._session.game))
        except OSError as exc:
            self.notice.emit(tr(SAVE_FAILED(file=path.name, reason=os_reason(exc))))
            return False
        self.notice.emit(tr(SAVED(file=path.name)))
        return True

    @Slot(int, result=bool)
    def watchGame(self, row: int) -> bool:  # noqa: N802
        """Opens a game of the library (the history screen) in the replay viewer."""
        try:
            session = self.library.session(row)
        except LoadError as exc:
            self.notice.emit(tr(exc.reason))
            return False
        self.replay.open(session)
        return True

    @Slot(result=bool)
    def watchReplay(self) -> bool:  # noqa: N802
        """Opens this game in the replay viewer, from its set-up (the game itself stays as it is; its result
        dialog closes, as "Look at the table" does, so it does not cover the replay)."""
        if self._session is None:
            return False
        self.dismissDialog()
        self.replay.open(self._session)
        return True

    @Slot()
    def close(self) -> None:
        self._stop_ai()
        self._session, self._presenter, self._row = None, None, None
        self._dialog, self._hand_over, self._drawn_seat = {}, None, None
        self.library.refresh()
        for model in (self.zones, self.pieces, self.buttons, self.players, self.log):
            model.set_rows([])
        self.activeChanged.emit()
        self._notify()
        self.changed.emit()

    def _autosave(self) -> None:
        """Keeps the game in the library after every change (a decision, an undo, a hint); a lesson is not a game
        to keep."""
        if self._session is not None and self.guide is None:
            self._row = self.library.keep(self._row, self._session, self._presenter)

    # --- input from QML -----------------------------------------------------------
    def _view(self) -> View:
        return View(self.viewer(), self._thinking, self._recent)

    def _drawn_view(self) -> View:
        """The view the table draws: the deciding human's; under the hand-over screen, after its first frame,
        the next human's (the screen is opaque and the table under it hidden, `handOverDrawn`), so that their
        "continue" only uncovers it. Input still goes by `viewer()`: nobody's while the screen is up."""
        seat = self.viewer()
        return View(self._hand_over if seat is None else seat, self._thinking, self._recent)

    @Slot(str, str, result=bool)
    def drop(self, piece: str, zone: str) -> bool:
        return self._handle(lambda p, s, v: p.drop(s, v, piece, zone))

    @Slot(str, result=bool)
    def activate(self, target: str) -> bool:
        return self._handle(lambda p, s, v: p.activate(s, v, target))

    @Slot(str, result=bool)
    def press(self, key: str) -> bool:
        return self._handle(lambda p, s, v: p.press(s, v, key))

    def _handle(self, ask) -> bool:
        if self._session is None:
            return False
        view = self._view()
        if view.viewer is None:
            self._refuse(NOT_YOUR_TURN())
            return False
        state = self._session.state
        intent: Intent = ask(self._presenter, state, view)
        if intent.refusal is not None:
            self._refuse(intent.refusal)
            return False
        if intent.changed:
            self._refresh()
            return True
        if self.guide is not None and (problem := self.guide.vet(state, intent.candidates)) is not None:
            self._refuse(problem)  # another legal move than the lesson's step asks for
            return False
        problem: Msg | None = None
        for seat, action in intent.candidates:
            if seat != view.viewer:
                problem = problem or NOT_YOUR_TURN()
                continue
            problem = self._session.game.check(state, seat, action)
            if problem is None:
                self._submit(seat, action)
                return True
        if problem is not None:
            self._refuse(problem)
        return False

    def _refuse(self, reason: Msg, game_id: str | None = None) -> None:
        """Says why an input was refused, with the rulebook section the reason comes from."""
        self._refusal_rule = rule_section(game_id or self._game_id(), reason.key)
        self.refused.emit(tr(reason))

    refusalRule = Property(str, lambda self: self._refusal_rule, notify=refused)

    def _submit(self, seat: int, action: Any) -> None:
        self._stop_ai()
        events = self._session.submit(seat, action)
        if not self._session.seats[seat].is_ai:
            self._last_human = seat
        self._after(events)

    @Slot()
    def handOverDone(self) -> None:  # noqa: N802
        if self._hand_over is not None:
            seat, self._hand_over = self._hand_over, None
            self._last_human = seat
            if self._drawn_seat == seat:  # already drawn from their eyes under the screen
                self._notify()
            else:
                self._refresh()

    @Slot()
    def dismissDialog(self) -> None:  # noqa: N802
        if self._dialog:
            self._dialog = {}
            self._advance()

    # --- hints ----------------------------------------------------------------------
    @Slot(result=bool)
    def hint(self) -> bool:
        """Computes the normal level's top three moves for the human deciding now, off the UI thread."""
        seat = self.viewer()
        if not self._can_hint():
            self._refuse(NO_HINT())
            return False
        session = self._session
        session.mark_assisted()
        self._autosave()
        if not self._told_assisted:
            self._told_assisted = True
            self.notice.emit(tr(ASSISTED()))
        self._hint, self._hint_seat = None, seat
        seed = hash((session.record.seed, len(session.steps), -1)) & 0x7FFFFFFF  # ints only: the same every run
        self._hinter.start(session.game, session.state, seat, "normal", seed)  # cancels an earlier request
        self._refresh()
        return True

    @Slot()
    def dismissHint(self) -> None:  # noqa: N802
        """Hides the hint (the game stays assisted); a new one can be asked for."""
        self._stop_hint()
        self._refresh()

    def _on_hint(self, token: int, seat: int, moves: Any) -> None:
        if not self._hinter.is_current(token) or self._session is None or seat != self.viewer():
            return
        self._hint_seat = None
        self._hint = (seat, [(m.action, m.mean) for m in moves]) if moves else None
        self._refresh()

    def busy(self) -> bool:
        """A computer player's or a hint's thread still runs Python, or the table is still showing the last
        decision (its pieces sliding: `pace_ms`)."""
        showing = (time.monotonic() - self._changed_at) * 1000 < self._pace_ms
        return showing or self._ai.running or self._hinter.running

    def _stop_hint(self) -> None:
        self._hinter.cancel()
        self._hint, self._hint_seat = None, None

    def _light_hint(self, scene: Any) -> list[str]:
        """Lights the suggested move (or what a lesson's step points at) as a drag or a click would: the
        piece, where it goes, the button. Returns the uids it lit."""
        if self.guide is not None:
            marks = self.guide.marks()
        elif self._hint is None or self._hint[0] != self.viewer():
            return []
        else:
            seat, moves = self._hint
            marks = self._presenter.hint_marks(self._session.state, seat, moves[0][0])
        if marks is None:
            return []
        lit = []
        for rows, uids in ((scene.zones, marks.zones), (scene.pieces, marks.pieces), (scene.buttons, marks.buttons)):
            for row in rows:
                if row.get("uid") in uids:
                    row["hinted"] = True  # the scenes ring it (row.hinted); a button also shows as the main one
                    lit.append(row["uid"])
                    if rows is scene.buttons:
                        row["main"] = True
        return lit

    # --- undo / redo ----------------------------------------------------------------
    def _requester(self) -> int | None:
        """Who asks for undo: the human deciding now, else the last human who decided."""
        viewer = self.viewer()
        if viewer is not None or self._session is None:
            return viewer
        for step in reversed(self._session.steps):
            if not self._session.seats[step.player].is_ai:
                return step.player
        return None

    def _can_undo(self) -> bool:
        if self.guide is not None:  # a lesson goes back a step instead
            return False
        requester = self._requester()
        return requester is not None and self._hand_over is None and self._session.can_undo(requester)

    @Slot(result=bool)
    def undo(self) -> bool:
        if not self._can_undo():
            return False
        self._stop_ai()
        self._session.undo(self._requester())
        self._dialog = {}
        self._rebuild_after_jump()
        return True

    @Slot(result=bool)
    def redo(self) -> bool:
        if self._session is None or not self._session.can_redo():
            return False
        self._stop_ai()
        events = self._session.redo()
        self._after(events)
        return True

    def _rebuild_after_jump(self) -> None:
        self._presenter.rebuild([e for batch in self._session.events() for e in batch])
        self._recent = tuple(self._session.events()[-1]) if self._session.events() else ()
        # an undo takes the last steps back: the log keeps its lines before them as they are (a late game's
        # whole log rendered again cost ~3 ms of every undo)
        lines = len(self._session.log())
        if lines <= self.log.rowCount():
            self.log.keep_first(lines)
        else:
            self._rebuild_log()
        self._autosave()
        self._advance()

    # --- the flow of play ---------------------------------------------------------------
    def _after(self, events: list[Event]) -> None:
        self._presenter.absorb(events)
        self._recent = tuple(events)
        for ev in events:
            self.log.append(self._log_row(self.log.rowCount(), ev))
        self._autosave()
        self._pace_ms = self._pace_for(events)
        self._changed_at = time.monotonic()
        over = self._session.game.is_over(self._session.state)
        # the final results always (a finished demo's screenshot shows them over the table); the dialogs
        # between stages or rounds unless turned off
        if over or (self.show_results and any(e.kind in self._presenter.dialog_events for e in events)):
            self._dialog_final = over
            self._dialog = self._result_dialog()
        self.decisionEvents.emit(self._game_id(), [e.kind for e in events])
        self.decisionMade.emit(len(self._session.steps))
        self._advance()

    def _pace_for(self, events: list[Event]) -> int:
        """How long the table needs to show a decision before the next computer move lands."""
        return int(self._presenter.pace_ms(events) * self._settings.animationScale)

    def _result_dialog(self) -> dict[str, Any]:
        return self._presenter.result_dialog(self._session.state, self._dialog_final, self._session.states())

    def _dialog_blocks(self) -> bool:
        return bool(self._dialog) and any(not s.is_ai for s in self._session.seats)

    def _advance(self) -> None:
        """Decides who acts next: start the AI, or show the hand-over screen to the next human."""
        session = self._session
        if session is None:
            return
        acting = session.to_act()
        handing_over = False
        if acting and not self._dialog_blocks():
            seat = acting[0]
            humans = [s for s in acting if not session.seats[s].is_ai]
            if humans:
                seat = humans[0]
                several = sum(not s.is_ai for s in session.seats) > 1
                if several and self._last_human is not None and seat != self._last_human:
                    handing_over = self._hand_over is None
                    self._hand_over = seat
                elif self._last_human is None:
                    self._last_human = seat
            elif self._ai_budget is None or self._ai_budget > 0:
                self._start_ai(seat)
        if handing_over:
            self._cover()
        else:
            self._refresh()

    def _cover(self) -> None:
        """The hand-over screen answers the decision in the next frame; the table under it (opaque, and seen by
        the player who just decided) turns to the next player's view after that frame, hidden, while the
        computer is passed on."""
        self._drawn_seat = None  # the table under the screen is the last player's view of the state before
        self._notify()
        self.after_frame(self._covered)

    @property
    def covering(self) -> bool:
        """The hand-over screen is up and the table under it is yet to turn to the next player's view."""
        return self._hand_over is not None and self._drawn_seat is None

    def _covered(self) -> None:
        if self.covering:  # not already refreshed (the hand-over done, an undo, another game)
            self._refresh()

    def _start_ai(self, seat: int) -> None:
        session = self._session
        level = session.seats[seat].ai_level or "normal"
        seed = hash((session.record.seed, len(session.steps))) & 0x7FFFFFFF
        self._thinking = seat
        self._ai.start(session.game, session.state, seat, level, seed)

    def _on_ai_decided(self, token: int, seat: int, action: Any) -> None:
        if not self._ai.is_current(token) or self._session is None:
            return
        wait = self._pace_ms - int((time.monotonic() - self._changed_at) * 1000)
        if wait > 0:  # let the table show the last move before the next one lands
            QTimer.singleShot(wait, self, lambda: self._apply_ai(token, seat, action))
        else:
            self._apply_ai(token, seat, action)

    def _apply_ai(self, token: int, seat: int, action: Any) -> None:
        if not self._ai.is_current(token) or self._session is None:
            return
        self._thinking = None
        if self._ai_budget is not None:
            self._ai_budget -= 1
        self._submit(seat, action)

    def _on_ai_failed(self, token: int, error: str) -> None:
        if not self._ai.is_current(token) or self._session is None:
            return
        seat = self._thinking
        self.notice.emit(tr(AI_FAILED(error=error)))
        self._apply_ai(token, seat, self._session.game.legal_actions(self._session.state, seat)[0])

    def _stop_ai(self) -> None:
        """Before the state changes (a move, undo, redo, a new or closed game): no decision or hint survives it."""
        self._ai.cancel()
        self._thinking = None
        self._stop_hint()

    # --- rendering ------------------------------------------------------------------------
    def _refresh(self) -> None:
        if self._session is None:
            return
        view = self._drawn_view()
        self._drawn_seat = view.viewer
        scene = self._presenter.scene(self._session.state, view)
        lit = self._light_hint(scene)
        self.zones.set_rows(scene.zones)
        self.pieces.set_rows(scene.pieces)
        self.buttons.set_rows(scene.buttons)
        self.players.set_rows(scene.players)
        # the panel is signalled only when it changed; a hint coming or going changes it too (`hinted`, the uids
        # it lit), for the scenes that look for lit rows when the panel changes
        self._panel = {**scene.panel, "hinted": lit} if lit else scene.panel
        self._status = scene.status
        self._notify()
        self.changed.emit()

    def _notify(self) -> None:
        """Emits the notify of each property whose value differs from the one last signalled (a presenter makes
        a new panel for every scene, so the last one is still as it was signalled)."""
        for signal, names in WATCHED.items():
            values = tuple(getattr(self, name) for name in names)
            if signal not in self._shown or self._shown[signal] != values:
                self._shown[signal] = values
                getattr(self, signal).emit()

    def _log_row(self, number: int, ev: Event) -> dict[str, Any]:
        return log_row(self._game_id(), self._session.seats, number, ev)

    def _rebuild_log(self) -> None:
        self.log.set_rows([self._log_row(i, e) for i, e in enumerate(self._session.log())])

    @Slot()
    def retranslate(self) -> None:
        """Re-renders every Python-made text after a language switch."""
        self.replay.retranslate()
        self.library.retranslate()
        if self._session is None:
            return
        self._rebuild_log()
        if self._dialog:
            self._dialog = self._result_dialog()
        self._refresh()
