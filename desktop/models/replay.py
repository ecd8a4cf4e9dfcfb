"""ReplayViewer: a finished game or a save, stepped through decision by decision, read-only.

It holds the state after every step (the record's replay, as a `Session` keeps it), draws the state of the
chosen step with the game's own presenter, as one seat saw it or as nobody did (hidden information stays
hidden), and the log up to that step. It exposes the models the game's scene QML reads from a
`GameController` (zones, pieces, buttons, players, log, panel, status, dialog...), so the same scene draws
it; gestures do nothing, no computer plays and nothing is saved. Chapters (a stage, a round, a lap) come
from the presenter's `chapter(state) -> (number, name)`: a chapter starts where its number changes.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Property, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from gameshelf.core.engine import Event, LoadError, Msg, QT_TRANSLATE_NOOP, Session, message
from gameshelf.core.engine.contract import opening

from ..presenters import View, perspective, presenter_for
from ..translations import tr
from . import QML_IMPORT_NAME, QML_IMPORT_MAJOR_VERSION  # noqa: F401 (read by @QmlElement)
from .scene_rows import PanelVersions, log_row, scene_models
from .seat_pieces import SeatPieces  # noqa: F401 (registers the type the players' panels repeat over)
from .storage import OPEN_FAILED, local_path, read_session

NOBODY = -1  # `eyes` for a table seen by no seat (every hand hidden)
STEP = message("replay.step", QT_TRANSLATE_NOOP("replay", "Decision {step} of {steps}"))
START = message("replay.start", QT_TRANSLATE_NOOP("replay", "The set-up ({steps} decisions)"))


class OpenTable:
    """A game whose every observation is the whole state ("show everything", offered for finished games only):
    the presenter draws every hand and hidden card face up. Everything else is the game's own."""

    def __init__(self, game: Any):
        self._game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def observe(self, state: Any, player: int) -> Any:
        seen = state.clone()
        seen.rng = None  # the future stays unknown even here
        if hasattr(seen, "viewer"):
            seen.viewer = player
        return seen


def chapter_starts(presenter: Any, states: list[Any]) -> list[tuple[int, Msg | tuple[Msg, ...]]]:
    """(first step, name) of each chapter: a new chapter starts where the presenter's chapter number changes."""
    starts: list[tuple[int, Any]] = []
    last = None
    for step, state in enumerate(states):
        number, name = presenter.chapter(state)
        if number != last:
            starts.append((step, name))
            last = number
    return starts


def chapter_text(name: Msg | tuple[Msg, ...]) -> str:
    return tr(name) if isinstance(name, Msg) else " · ".join(tr(m) for m in name)  # a Msg is a tuple too


@QmlElement
@QmlUncreatable("ReplayViewer is created by the application")
class ReplayViewer(QObject):
    changed = Signal()  # the step, the eyes or what the table shows
    activeChanged = Signal()  # a record opened or closed (the scene to load)
    notice = Signal(str)  # a message for the player (a file that could not be opened)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.zones, self.pieces, self.buttons, self.players, self.log = scene_models(self)
        self._session: Session | None = None
        self._states: list[Any] = []
        self._events: list[list[Event]] = []
        self._opening: list[Event] = []
        self._presenter: Any = None
        self._drawn_history = -1  # the step whose history the presenter holds (-1: none)
        self._chapters: list[tuple[int, Any]] = []
        self._step = 0
        self._eyes: int | None = None
        self._show_all = False
        self._panel: dict[str, Any] = {}
        self._panel_versions = PanelVersions()
        self._status = ""

    # --- what the scene QML reads (as from a GameController) ---------------------------------------
    active = Property(bool, lambda self: self._session is not None, notify=activeChanged)
    gameId = Property(str, lambda self: self._session.game.spec.id if self._session else "", notify=activeChanged)
    gameName = Property(str, lambda self: tr(self._session.game.spec.name()) if self._session else "", notify=changed)
    sceneSource = Property(str, lambda self: self._presenter.qml if self._session else "", notify=activeChanged)
    zonesModel = Property(QObject, lambda self: self.zones, constant=True)
    piecesModel = Property(QObject, lambda self: self.pieces, constant=True)
    buttonsModel = Property(QObject, lambda self: self.buttons, constant=True)
    playersModel = Property(QObject, lambda self: self.players, constant=True)
    logModel = Property(QObject, lambda self: self.log, constant=True)
    status = Property(str, lambda self: self._status, notify=changed)
    panel = Property("QVariantMap", lambda self: self._panel, notify=changed)
    panelVersions = Property("QVariantMap", lambda self: self._panel_versions.read(self._panel), notify=changed)
    dialog = Property("QVariantMap", lambda self: {}, notify=changed)  # no result dialogs while watching
    thinking = Property(bool, lambda self: False, constant=True)
    thinkingText = Property(str, lambda self: "", constant=True)
    handOver = Property(bool, lambda self: False, constant=True)
    over = Property(bool, lambda self: bool(self._session) and self._session.game.is_over(self.state), notify=changed)
    canUndo = Property(bool, lambda self: False, constant=True)
    canRedo = Property(bool, lambda self: False, constant=True)
    canHint = Property(bool, lambda self: False, constant=True)

    # --- the replay bar ------------------------------------------------------------------------------
    step = Property(int, lambda self: self._step, notify=changed)
    steps = Property(int, lambda self: len(self._states) - 1 if self._states else 0, notify=activeChanged)
    stepText = Property(str, lambda self: self._step_text(), notify=changed)
    chapterIndex = Property(int, lambda self: self.chapter_index(), notify=changed)
    chapterNames = Property("QStringList", lambda self: [chapter_text(n) for _s, n in self._chapters], notify=changed)
    chapterSteps = Property("QVariantList", lambda self: [s for s, _n in self._chapters], notify=activeChanged)
    seatNames = Property("QStringList", lambda self: [s.name for s in self._session.seats] if self._session else [],
                         notify=activeChanged)
    seatColours = Property("QStringList",
                           lambda self: [s.colour for s in self._session.seats] if self._session else [],
                           notify=activeChanged)
    eyes = Property(int, lambda self: NOBODY if self._eyes is None else self._eyes, notify=changed)
    finished = Property(bool, lambda self: self.is_finished(), notify=activeChanged)
    showAll = Property(bool, lambda self: self._show_all, notify=changed)

    def _step_text(self) -> str:
        if self._session is None:
            return ""
        steps = len(self._states) - 1
        return tr(START(steps=steps)) if self._step == 0 else tr(STEP(step=self._step, steps=steps))

    # --- Python API ---------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The true state after the current step (never drawn as such: the presenter observes it)."""
        return self._states[self._step]

    @property
    def presenter(self) -> Any:
        return self._presenter

    @property
    def chapters(self) -> list[tuple[int, Any]]:
        """(first step, name) of each chapter, in order."""
        return list(self._chapters)

    def is_finished(self) -> bool:
        return self._session is not None and self._session.game.is_over(self._states[-1])

    def chapter_index(self) -> int:
        index = 0
        for i, (start, _name) in enumerate(self._chapters):
            if start <= self._step:
                index = i
        return index

    def open(self, session: Session, step: int | None = None) -> None:
        """Watches `session`'s game from `step` (default: the set-up), as the only human saw it, else nobody."""
        self._session = session
        self._states = list(session.states())
        self._events = [list(batch) for batch in session.events()]
        self._opening = list(opening(self._states[0]))
        self._eyes = perspective(session.seats, View(None, None, ()))
        self._show_all = False
        self._make_presenter()
        self._chapters = chapter_starts(self._presenter, self._states)
        self._step = 0 if step is None else max(0, min(step, len(self._states) - 1))
        self.activeChanged.emit()
        self._draw()

    def _make_presenter(self) -> None:
        game = self._session.game
        self._presenter = presenter_for(game.spec.id, OpenTable(game) if self._show_all else game,
                                        self._session.seats)
        self._drawn_history = -1

    # --- slots ---------------------------------------------------------------------------------------
    @Slot(str, result=bool)
    def openFile(self, url: str) -> bool:  # noqa: N802
        path = local_path(url)
        try:
            session = read_session(path)
        except LoadError as exc:
            self.notice.emit(tr(OPEN_FAILED(file=path.name, reason=exc.reason)))
            return False
        self.open(session)
        return True

    @Slot()
    def close(self) -> None:
        self._session, self._presenter = None, None
        self._states, self._events, self._opening, self._chapters = [], [], [], []
        self._step, self._drawn_history = 0, -1
        for model in (self.zones, self.pieces, self.buttons, self.players, self.log):
            model.set_rows([])
        self._panel, self._status = {}, ""
        self.activeChanged.emit()
        self.changed.emit()

    @Slot(int)
    def goTo(self, step: int) -> None:  # noqa: N802
        if self._session is None:
            return
        step = max(0, min(int(step), len(self._states) - 1))
        if step != self._step:
            self._step = step
            self._draw()

    @Slot()
    def forward(self) -> None:
        self.goTo(self._step + 1)

    @Slot()
    def back(self) -> None:
        self.goTo(self._step - 1)

    @Slot()
    def nextChapter(self) -> None:  # noqa: N802
        later = [start for start, _name in self._chapters if start > self._step]
        self.goTo(later[0] if later else len(self._states) - 1)

    @Slot()
    def previousChapter(self) -> None:  # noqa: N802
        """To the start of this chapter, or of the one before when already at its start."""
        earlier = [start for start, _name in self._chapters if start < self._step]
        self.goTo(earlier[-1] if earlier else 0)

    @Slot(int)
    def goToChapter(self, index: int) -> None:  # noqa: N802
        if 0 <= index < len(self._chapters):
            self.goTo(self._chapters[index][0])

    @Slot(int)
    def setEyes(self, seat: int) -> None:  # noqa: N802
        """Whose eyes draw the table: a seat, or NOBODY (-1)."""
        if self._session is None:
            return
        eyes = seat if 0 <= seat < len(self._session.seats) else None
        if eyes != self._eyes:
            self._eyes = eyes
            self._draw()

    @Slot(bool)
    def setShowAll(self, show: bool) -> None:  # noqa: N802
        """Every hand face up: only for a finished game (a game in progress keeps its secrets)."""
        show = bool(show) and self.is_finished()
        if self._session is not None and show != self._show_all:
            self._show_all = show
            self._make_presenter()
            self._draw()

    # Gestures from the scene do nothing: a replay is read-only.
    @Slot(str, str, result=bool)
    def drop(self, piece: str, zone: str) -> bool:
        return False

    @Slot(str, result=bool)
    def activate(self, target: str) -> bool:
        return False

    @Slot(str, result=bool)
    def press(self, key: str) -> bool:
        return False

    @Slot()
    def dismissDialog(self) -> None:  # noqa: N802
        pass

    @Slot()
    def retranslate(self) -> None:
        if self._session is not None:
            self._drawn_history = -1  # presenters keep translated texts from their history
            self._draw()

    # --- drawing ---------------------------------------------------------------------------------------
    def view(self) -> View:
        recent = tuple(self._events[self._step - 1]) if self._step else ()
        return View(None, None, recent, eyes=self._eyes)

    def _draw(self) -> None:
        step = self._step
        if self._drawn_history == step - 1 and step > 0:
            self._presenter.absorb(self._events[step - 1])  # one step on: the table animates it as in play
        elif self._drawn_history != step:
            self._presenter.rebuild([e for batch in self._events[:step] for e in batch])
        self._drawn_history = step
        scene = self._presenter.scene(self.state, self.view())
        self.zones.set_rows(scene.zones)
        self.pieces.set_rows(scene.pieces)
        self.buttons.set_rows(scene.buttons)
        self.players.set_rows(scene.players)
        self._panel, self._status = scene.panel, scene.status
        self.log.set_rows(self._log_rows())
        self.changed.emit()

    def _log_rows(self) -> list[dict[str, Any]]:
        said = [*self._opening, *(e for batch in self._events[:self._step] for e in batch)]
        return [log_row(self._session.game.spec.id, self._session.seats, number, ev) for number, ev in enumerate(said)]

