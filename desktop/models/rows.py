"""A generic list model of plain dict rows with named roles.

Presenters produce rows as dicts; QML reads them by role name, or reads the
whole row as the `row` role (games whose rows carry fields the shared role
lists do not name). Rows are keyed
by `uid`: when the keys stay the same only changed rows signal dataChanged, so
QML delegates survive and their Behaviors animate (a rider slides instead of
being recreated on its new space).
"""
from __future__ import annotations

from typing import Any, Iterable

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QPersistentModelIndex, Qt, Property, Signal, Slot


class RowsModel(QAbstractListModel):
    countChanged = Signal()

    def __init__(self, roles: Iterable[str], parent=None):
        super().__init__(parent)
        self._names = ["uid", *[r for r in roles if r not in ("uid", "row")], "row"]
        self._roles = {Qt.UserRole + i: name for i, name in enumerate(self._names)}
        self._by_name = {name: role for role, name in self._roles.items()}
        self._rows: list[dict[str, Any]] = []

    # --- Qt model interface -------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def roleNames(self) -> dict[int, QByteArray]:
        return {role: QByteArray(name.encode()) for role, name in self._roles.items()}

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        name = self._roles.get(role)
        row = self._rows[index.row()]
        return row if name == "row" else None if name is None else row.get(name)

    def _count(self) -> int:
        return len(self._rows)

    count = Property(int, _count, notify=countChanged)

    @Slot(int, result="QVariantMap")
    def get(self, row: int) -> dict[str, Any]:
        return dict(self._rows[row]) if 0 <= row < len(self._rows) else {}

    # --- Python side -------------------------------------------------------
    def rows(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self._rows]

    def set_rows(self, rows: list[dict[str, Any]]) -> None:
        rows = [dict(r) for r in rows]
        if [r.get("uid") for r in rows] != [r.get("uid") for r in self._rows]:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            self.countChanged.emit()
            return
        for i, (old, new) in enumerate(zip(self._rows, rows)):
            changed = [self._by_name[k] for k in self._names if k != "row" and old.get(k) != new.get(k)]
            if old != new:
                changed.append(self._by_name["row"])
                self._rows[i] = new
                index = self.index(i)
                self.dataChanged.emit(index, index, changed)

    def append(self, row: dict[str, Any]) -> None:
        self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows))
        self._rows.append(dict(row))
        self.endInsertRows()
        self.countChanged.emit()
