"""The pieces of one seat, of some kinds: a player's panel repeats over these, not over the whole table.

A delegate per piece of the table in every player's panel (hidden unless it was that player's) made every
changed piece re-evaluate one delegate per panel; this model holds only the seat's own rows, in the scene's
order, and follows the scene's pieces model as it changes: a changed piece signals here only when it is one of
these, and pieces that come and go come and go here in place, so the delegates of the others survive.

A board may follow the zones the same way (Grimoire's field and book: the zones of one kind, `everySeat`); a
delegate then reads what the piece roles do not name from `row`.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QModelIndex, QObject, Signal
from PySide6.QtQml import QmlElement

from . import QML_IMPORT_NAME, QML_IMPORT_MAJOR_VERSION  # noqa: F401 (read by @QmlElement)
from .rows import RowsModel
from .scene_rows import PIECE_ROLES

QML_IMPORT_MINOR_VERSION = 0


@QmlElement
class SeatPieces(RowsModel):
    """`source`: the scene's pieces (or zones: a RowsModel); `seat`: whose pieces (-1: the table's), or `everySeat`;
    `kinds`: which kinds (all when empty)."""

    sourceChanged = Signal()
    seatChanged = Signal()
    everySeatChanged = Signal()
    kindsChanged = Signal()

    def __init__(self, parent=None):
        super().__init__(PIECE_ROLES, parent, in_place=True)
        self._source: RowsModel | None = None
        self._seat = -1
        self._every_seat = False
        self._kinds: frozenset[str] = frozenset()
        self._at: dict[Any, int] = {}  # uid -> index here

    def _get_source(self) -> QObject | None:
        return self._source

    def _set_source(self, source: QObject | None) -> None:
        if source is self._source:
            return
        if self._source is not None:
            for signal in self._signals(self._source):
                signal.disconnect(self._refilter)
            self._source.dataChanged.disconnect(self._on_data)
        self._source = source if isinstance(source, RowsModel) else None
        if self._source is not None:
            for signal in self._signals(self._source):
                signal.connect(self._refilter)
            self._source.dataChanged.connect(self._on_data)
        self._refilter()
        self.sourceChanged.emit()

    @staticmethod
    def _signals(source: RowsModel) -> tuple:
        return source.rowsInserted, source.rowsRemoved, source.rowsMoved, source.modelReset

    def _get_seat(self) -> int:
        return self._seat

    def _set_seat(self, seat: int) -> None:
        if seat != self._seat:
            self._seat = seat
            self._refilter()
            self.seatChanged.emit()

    def _get_every_seat(self) -> bool:
        return self._every_seat

    def _set_every_seat(self, every: bool) -> None:
        if every != self._every_seat:
            self._every_seat = every
            self._refilter()
            self.everySeatChanged.emit()

    def _get_kinds(self) -> list[str]:
        return sorted(self._kinds)

    def _set_kinds(self, kinds: list[str]) -> None:
        kinds = frozenset(str(k) for k in kinds or ())
        if kinds != self._kinds:
            self._kinds = kinds
            self._refilter()
            self.kindsChanged.emit()

    source = Property(QObject, _get_source, _set_source, notify=sourceChanged)
    seat = Property(int, _get_seat, _set_seat, notify=seatChanged)
    everySeat = Property(bool, _get_every_seat, _set_every_seat, notify=everySeatChanged)
    kinds = Property("QVariantList", _get_kinds, _set_kinds, notify=kindsChanged)

    def _mine(self, row: dict[str, Any]) -> bool:
        return (self._every_seat or row.get("seat") == self._seat) and (not self._kinds or row.get("kind") in self._kinds)

    def _refilter(self, *_args) -> None:
        rows = [r for r in self._source._rows if self._mine(r)] if self._source is not None else []
        self.set_rows(rows)
        self._at = {r.get("uid"): i for i, r in enumerate(self._rows)}

    def _on_data(self, top: QModelIndex, bottom: QModelIndex, _roles=None) -> None:
        """Changed pieces: those that are and stay this seat's change here; one that joins or leaves refilters."""
        rows = self._source._rows
        for i in range(top.row(), bottom.row() + 1):
            row = rows[i]
            at = self._at.get(row.get("uid"))
            if (at is not None) != self._mine(row):
                self._refilter()
                return
            if at is not None:
                self._update_row(at, dict(row))
