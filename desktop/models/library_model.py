"""GameLibrary: the game library (`library.py`) as QML sees it.

It keeps the controller's game after every decision, lists the games in progress for the home screen's
Continue row, the finished games and statistics for the history screen, and says in the player's language
when games are not being kept (a fault met at start or on a write). On the first start with a library, the
old single autosave (`autosave.gameshelf.json`) is imported once and left where it was.

A decision's write (about a millisecond) waits until the table has drawn it: it is held for WRITE_DELAY_MS and
then written with whatever came after it. Nothing held is lost: it is written before anything reads the library,
before another game is kept, when the library closes and when the application quits.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Property, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from gameshelf.core.engine import LoadError, Msg, QT_TRANSLATE_NOOP, Session, message
from gameshelf.core.games import listing, playable

from ..translations import tr
from . import QML_IMPORT_NAME, QML_IMPORT_MAJOR_VERSION  # noqa: F401 (read by @QmlElement)
from ..presenters.charts import seat_marker
from .library import LIBRARY_NAME, Library, LibraryFault, progress_json, progress_msgs
from .rows import RowsModel
from .storage import AUTOSAVE_NAME, read_session

AI_SEAT = message("library.ai_seat", QT_TRANSLATE_NOOP("library", "{name} (computer, {level})"))
LEVELS = {
    "easy": message("library.level.easy", QT_TRANSLATE_NOOP("library", "easy")),
    "normal": message("library.level.normal", QT_TRANSLATE_NOOP("library", "normal")),
    "hard": message("library.level.hard", QT_TRANSLATE_NOOP("library", "hard")),
}
HUMANS_ONLY = message("library.humans_only", QT_TRANSLATE_NOOP("library", "people only"))
AGAINST = message("library.against", QT_TRANSLATE_NOOP("library", "computer, {level}"))
PLACE = message("library.place", QT_TRANSLATE_NOOP("library", "{rank}. {name}"))
WON_BY = message("library.won_by", QT_TRANSLATE_NOOP("library", "Won by {names}"))
SEPARATOR = message("library.separator", QT_TRANSLATE_NOOP("library", ", "))  # between names in a list
NO_WINNER = message("library.no_winner", QT_TRANSLATE_NOOP("library", "Nobody won"))
DECISIONS = message("library.decisions", QT_TRANSLATE_NOOP("library", "{count} decisions"))
ASSISTED = message("library.assisted", QT_TRANSLATE_NOOP("library", "assisted"))
PRACTICE = message("library.practice", QT_TRANSLATE_NOOP("library", "practice"))
TYPICAL = message("library.typical", QT_TRANSLATE_NOOP(
    "library", "{median} decisions (from {low} to {high}, {games} games)"))
RATE = message("library.rate", QT_TRANSLATE_NOOP("library", "{percent}%"))
CHART_TITLE = message("library.chart_title", QT_TRANSLATE_NOOP("library", "{name}'s wins per game"))
CHART_Y = message("library.chart_y", QT_TRANSLATE_NOOP("library", "games won (%)"))
NOT_KEPT = message("library.not_kept", QT_TRANSLATE_NOOP("library", "Games are not being kept."))
PAGE = 50  # finished games listed at a time, the latest first
AUTOSAVE_MARK = "imported_autosave"  # meta key: the old autosave was imported (or could not be)
WRITE_DELAY_MS = 200  # a decision's write waits this long: past the frame that shows it (and a computer's reply)


def game_name(game_id: str) -> str:
    return tr(listing(game_id).name()) if game_id in playable() else game_id  # the rules need not be imported


def seat_text(seat: dict[str, Any]) -> str:
    controller = str(seat.get("controller", ""))
    level = LEVELS.get(controller.removeprefix("ai:"))
    name = str(seat.get("name", ""))
    return tr(AI_SEAT(name=name, level=level())) if controller.startswith("ai:") and level else name


def when_text(seconds: float) -> str:
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(seconds)), QLocale.ShortFormat)


def number_text(value: float | None) -> str:
    if value is None:
        return "–"
    return QLocale().toString(int(value)) if float(value).is_integer() else QLocale().toString(value, "f", 1)


def against_text(level: str) -> str:
    return tr(AGAINST(level=LEVELS[level]())) if level in LEVELS else tr(HUMANS_ONLY())


def history_row(game: dict[str, Any]) -> dict[str, Any]:
    """A finished game as the history list shows it: who placed where, who won, how long, how helped."""
    seats = sorted(game["seats"], key=lambda s: (s["rank"] is None, s["rank"] or 0))
    winners = [s["name"] for s in seats if s["winner"]]
    flags = [tr(f()) for flag, f in (("practice", PRACTICE), ("assisted", ASSISTED)) if game[flag]]
    if game["practice"]:
        flags = flags[:1]  # practice is one way of being assisted
    facts = [when_text(game["last_played"]), tr(DECISIONS(count=game["steps"])), *flags]
    return {"uid": str(game["id"]), "id": game["id"], "game": game["game"], "gameName": game_name(game["game"]),
            "facts": " · ".join(facts),
            "winners": tr(WON_BY(names=tr(SEPARATOR()).join(winners))) if winners else tr(NO_WINNER()),
            "players": " · ".join(tr(PLACE(rank=s["rank"] or "–", name=seat_text(s))) for s in seats)}


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
        self.history = RowsModel(["id", "game", "gameName", "facts", "winners", "players"], self)
        self.stats = RowsModel(["game", "gameName", "against", "games", "wins", "rate", "best"], self)
        self.lengths = RowsModel(["game", "gameName", "typical"], self)
        self._filter = ("", "")  # the history's game id and player name ("" = all)
        self._shown = PAGE  # finished games listed; "Show more" adds a page
        self._players: list[str] = []
        self._chart: dict[str, Any] = {}
        self._held: tuple[int, Session, Any] | None = None  # the game whose write waits: (row, session, presenter)
        self._writer = QTimer(self, singleShot=True, interval=WRITE_DELAY_MS)
        self._writer.timeout.connect(self.flush)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)
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
    historyModel = Property(QObject, lambda self: self.history, constant=True)
    statsModel = Property(QObject, lambda self: self.stats, constant=True)
    lengthsModel = Property(QObject, lambda self: self.lengths, constant=True)
    historyChanged = Signal()
    playerChoices = Property("QStringList", lambda self: self._players, notify=historyChanged)
    historyGame = Property(str, lambda self: self._filter[0], notify=historyChanged)
    historyPlayer = Property(str, lambda self: self._filter[1], notify=historyChanged)
    winChart = Property("QVariantMap", lambda self: self._chart, notify=historyChanged)
    moreHistory = Property(bool, lambda self: self.history.rowCount() >= self._shown, notify=historyChanged)

    def _game_choices(self) -> list[dict[str, str]]:
        return [{"id": game_id, "name": game_name(game_id)} for game_id in playable()]

    gameChoices = Property("QVariantList", _game_choices, notify=historyChanged)

    @property
    def store(self) -> Library | None:
        """The library itself, with every held write written."""
        self.flush()
        return self._library

    # --- keeping the controller's game --------------------------------------------------------------------
    def keep(self, row: int | None, session: Session, presenter: Any) -> int | None:
        """Stores `session` as game `row` (a new game if None, written at once: its row is the answer); returns
        its row. A game already kept is written a moment later (WRITE_DELAY_MS), after the frame that shows the
        decision. A failed write keeps the game playing and says why, once."""
        if self._library is None:
            return row
        if self._held is not None and self._held[0] != row:
            self.flush()
        if row is None:
            return self._write(None, session, presenter)
        self._held = (row, session, presenter)
        if not self._writer.isActive():
            self._writer.start()
        return row

    @Slot()
    def flush(self) -> None:
        """Writes the held decision, if any (on a timer, before every read, on close and on quit)."""
        self._writer.stop()
        if self._held is not None:
            held, self._held = self._held, None
            self._write(*held)

    def _write(self, row: int | None, session: Session, presenter: Any) -> int | None:
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

    def warn_if_not_kept(self) -> None:
        """At the start of each game while the library cannot be used: the player hears it is not kept."""
        if self._library is None and self._problem is not None:
            self.notice.emit(self._problem_text())

    def import_session(self, session: Session, presenter: Any) -> int | None:
        """A game opened from a file: the library's copy if it holds exactly this record, else a new game."""
        if self.store is None:
            return None
        found = self._library.find(session.record)
        return found if found is not None else self.keep(None, session, presenter)

    def session(self, row: int) -> Session:
        """A stored game, read strictly and replayed; LoadError if it cannot be."""
        if self.store is None:
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
        if self.store is not None:
            for game in self._library.unfinished():
                rows.append({"uid": str(game["id"]), "id": game["id"], "game": game["game"],
                             "gameName": game_name(game["game"]),
                             "players": tr(SEPARATOR()).join(seat_text(s) for s in game["seats"]),
                             "colours": [s["colour"] for s in game["seats"]],
                             "when": when_text(game["last_played"]), "progress": chapter_text(game["progress"])})
        self.unfinished.set_rows(rows)
        self.changed.emit()

    @Slot(int, result=bool)
    def deleteGame(self, row: int) -> bool:  # noqa: N802
        """Deletes a game for good (the home screen asks first)."""
        if self.store is None:
            return False
        try:
            self._library.delete(row)
        except LibraryFault as fault:
            self.notice.emit(tr(fault.reason))
            return False
        self.refresh()
        return True

    # --- history and statistics ------------------------------------------------------------------------------
    @Slot()
    def openHistory(self) -> None:  # noqa: N802
        """Reads the names for the filter (the most games first) and shows the history of the first of them."""
        self._players = self.store.players() if self.store is not None else []
        game, player = self._filter
        if player not in self._players:
            player = self._players[0] if self._players else ""
        self.setHistoryFilter(game, player)

    @Slot(str, str)
    def setHistoryFilter(self, game: str, player: str) -> None:  # noqa: N802
        """The finished games of one game and/or player ("" = every one), and that player's statistics."""
        if (game, player) != self._filter:
            self._shown = PAGE
        self._filter = (game if game in playable() else "", player)
        library = self.store
        games = library.finished(self._filter[0], player, self._shown) if library is not None else []
        self.history.set_rows([history_row(g) for g in games])
        stats = library.player_stats(player) if library is not None and player else []
        self.stats.set_rows([self._stats_row(r) for r in stats if not game or r["game"] == game])
        lengths = library.game_lengths() if library is not None else []
        self.lengths.set_rows([{"uid": r["game"], "game": r["game"], "gameName": game_name(r["game"]),
                                "typical": tr(TYPICAL(median=r["median"], low=r["low"], high=r["high"],
                                                      games=r["games"]))} for r in lengths])
        self._chart = self._win_chart(player, stats)
        self.historyChanged.emit()

    @Slot()
    def showMoreHistory(self) -> None:  # noqa: N802
        self._shown += PAGE
        games = self.store.finished(*self._filter, self._shown) if self.store is not None else []
        self.history.set_rows([history_row(g) for g in games])
        self.historyChanged.emit()

    @staticmethod
    def _stats_row(row: dict[str, Any]) -> dict[str, Any]:
        return {"uid": f"{row['game']}:{row['level']}", "game": row["game"], "gameName": game_name(row["game"]),
                "against": against_text(row["level"]), "games": row["games"], "wins": row["wins"],
                "rate": tr(RATE(percent=round(100 * row["wins"] / row["games"]))),
                "best": number_text(row["best"])}

    def _win_chart(self, player: str, stats: list[dict[str, Any]]) -> dict[str, Any]:
        """Win rate per game (categories), one bar series per opposition; empty with fewer than two bars."""
        if len(stats) < 2:
            return {}
        games = sorted({r["game"] for r in stats}, key=list(playable()).index)
        levels = [lvl for lvl in ("", "easy", "normal", "hard") if any(r["level"] == lvl for r in stats)]
        colours = {"": "#6f6458", "easy": "#2e8b57", "normal": "#1f6f8b", "hard": "#b23a2e"}
        series = []
        for i, level in enumerate(levels):
            by_game = {r["game"]: r for r in stats if r["level"] == level}
            values = [round(100 * by_game[g]["wins"] / by_game[g]["games"]) if g in by_game else None for g in games]
            series.append({"name": against_text(level), "color": colours[level], "marker": seat_marker(i),
                           "values": values, "texts": [tr(RATE(percent=v)) if v is not None else "" for v in values]})
        return {"title": tr(CHART_TITLE(name=player)), "yTitle": tr(CHART_Y()),
                "categories": [game_name(g) for g in games], "series": series}

    def retranslate(self) -> None:
        self.refresh()
        if self.history.rowCount() or self.stats.rowCount():
            self.setHistoryFilter(*self._filter)

    def close(self) -> None:
        self.flush()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.disconnect(self.flush)
        if self._library is not None:
            self._library.close()
            self._library = None
