"""GameLibrary: the game library (`library.py`) as QML sees it.

It keeps the controller's game after every decision, lists the games in progress for the home screen's
Continue row, the finished games and statistics for the history screen, and says in the player's language
when games are not being kept (a fault met at start or on a write). On the first start with a library, the
old single autosave (`autosave.gameshelf.json`) is imported once and left where it was.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, QObject, Property, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from gameshelf.core.engine import LoadError, Msg, QT_TRANSLATE_NOOP, Session, message
from gameshelf.core.games import playable

from ..translations import tr
from . import QML_IMPORT_NAME, QML_IMPORT_MAJOR_VERSION  # noqa: F401 (read by @QmlElement)
from .library import LIBRARY_NAME, Library, LibraryFault, progress_json, progress_msgs
from .rows import RowsModel
from .storage import AUTOSAVE_NAME, read_session

AI_SEAT = message("library.ai_seat", QT_TRANSLATE_NOOP("library", "{name} (computer, {level})"))
LEVELS = {
    "easy": message("library.level.easy", QT_TRANSLATE_NOOP("library", "easy")),
    "normal": message("library.level.normal", QT_TRANSLATE_NOOP("library", "normal")),
    "hard": message("library.level.hard", QT_TRANSLATE_NOOP("library", "hard")),
}
NOT_KEPT = message("library.not_kept", QT_TRANSLATE_NOOP("library", "Games are not being kept."))
AUTOSAVE_MARK = "imported_autosave"  # meta key: the old autosave was imported (or could not be)


def game_name(game_id: str) -> str:
    game = playable().get(game_id)
    return tr(game.spec.name()) if game is not None else game_id


def seat_text(seat: dict[str, Any]) -> str:
    controller = str(seat.get("controller", ""))
    level = LEVELS.get(controller.removeprefix("ai:"))
    name = str(seat.get("name", ""))
    return tr(AI_SEAT(name=name, level=level())) if controller.startswith("ai:") and level else name


def when_text(seconds: float) -> str:
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(seconds)), QLocale.ShortFormat)


def chapter_text(progress: str) -> str:
    return " · ".join(tr(m) for m in progress_msgs(progress))


@QmlElement
@QmlUncreatable("GameLibrary is created by the application")
class GameLibrary(QObject):
    changed = Signal()  # the lists or the problem
    notice = Signal(str)  # a write failed: why, once per kind of failure

    def __init__(self, data_dir: Path | None, parent: QObject | None = None):
        super().__init__(parent)
        self._problem: Msg | None = None
        self._library: Library | None = None
        self.unfinished = RowsModel(["id", "game", "gameName", "players", "when", "progress", "colours"], self)
        if data_dir is not None:
            self._library, self._problem = Library.open(data_dir / LIBRARY_NAME)
            if self._library is not None:
                self._import_autosave(data_dir / AUTOSAVE_NAME)
        self.refresh()

    # --- properties -------------------------------------------------------------------------------------
    def _problem_text(self) -> str:
        return "" if self._problem is None else tr(self._problem)

    problem = Property(str, _problem_text, notify=changed)  # why games are not kept, or what happened at start
    keeping = Property(bool, lambda self: self._library is not None, notify=changed)
    unfinishedModel = Property(QObject, lambda self: self.unfinished, constant=True)

    @property
    def store(self) -> Library | None:
        return self._library

    # --- keeping the controller's game --------------------------------------------------------------------
    def keep(self, row: int | None, session: Session, presenter: Any) -> int | None:
        """Stores `session` as game `row` (a new game if None); returns its row. A failed write keeps the game
        playing and says why, once."""
        if self._library is None:
            return row
        state = session.state
        over = session.game.is_over(state)
        progress = progress_json(presenter.chapter(state)[1]) if hasattr(presenter, "chapter") else ""
        try:
            if row is None:
                row = self._library.add(session.record, progress)
            self._library.save(row, session.record, progress, session.game.outcome(state) if over else None)
        except LibraryFault as fault:
            if self._problem != fault.reason:
                self._problem = fault.reason
                self.notice.emit(self._problem_text())
                self.changed.emit()
            return row
        if self._problem is not None and self._library is not None and self._problem.key == "library.full":
            self._problem = None  # room again
            self.changed.emit()
        return row

    def import_session(self, session: Session, presenter: Any) -> int | None:
        """A game opened from a file: the library's copy if it holds exactly this record, else a new game."""
        if self._library is None:
            return None
        found = self._library.find(session.record)
        return found if found is not None else self.keep(None, session, presenter)

    def session(self, row: int) -> Session:
        """A stored game, read strictly and replayed; LoadError if it cannot be."""
        if self._library is None:
            raise LoadError(NOT_KEPT())
        record, game = self._library.load(row, playable())
        try:
            return Session(game, record)
        except LoadError:
            raise
        except Exception:  # noqa: BLE001 - a rules bug on a stored move: still no crash
            from .storage import UNPLAYABLE
            raise LoadError(UNPLAYABLE()) from None

    def _import_autosave(self, path: Path) -> None:
        library = self._library
        if library.meta(AUTOSAVE_MARK) is not None or not path.exists():
            return
        try:
            session = read_session(path)
        except LoadError:
            session = None  # an unreadable autosave stays where it is, untouched, as every file does
        try:
            if session is not None and library.find(session.record) is None:
                from ..presenters import presenter_for
                self.keep(None, session, presenter_for(session.game.spec.id, session.game, session.seats))
            library.set_meta(AUTOSAVE_MARK, path.name)
        except LibraryFault as fault:
            self._problem = fault.reason

    # --- the Continue row -----------------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        rows = []
        if self._library is not None:
            for game in self._library.unfinished():
                rows.append({"uid": str(game["id"]), "id": game["id"], "game": game["game"],
                             "gameName": game_name(game["game"]),
                             "players": ", ".join(seat_text(s) for s in game["seats"]),
                             "colours": [s["colour"] for s in game["seats"]],
                             "when": when_text(game["last_played"]), "progress": chapter_text(game["progress"])})
        self.unfinished.set_rows(rows)
        self.changed.emit()

    @Slot(int, result=bool)
    def deleteGame(self, row: int) -> bool:  # noqa: N802
        """Deletes a game for good (the home screen asks first)."""
        if self._library is None:
            return False
        try:
            self._library.delete(row)
        except LibraryFault as fault:
            self.notice.emit(tr(fault.reason))
            return False
        self.refresh()
        return True

    def retranslate(self) -> None:
        self.refresh()

    def close(self) -> None:
        if self._library is not None:
            self._library.close()
            self._library = None
