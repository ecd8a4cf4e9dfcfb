"""A generic list model of plain dict rows with named roles.

Presenters produce rows as dicts; QML reads them by role name, or reads the
whole row as the `row` role (games whose rows carry fields the shared role
lists do not name). Rows are keyed
by `uid`: only changed rows signal dataChanged, so QML delegates survive and
their Behaviors animate (a rider slides instead of being recreated on its new
space). When uids come and go, a model made `in_place` removes and inserts only
those rows (the rows kept are the longest run of old rows still in the same
order), so a decision does not recreate every delegate of the table: a view
stacks the inserted delegates by their index, as a full reset would. A model
made `by_place` keeps rows by their place instead: row i's delegate stays and
takes the new row i's fields, uid included (the strip's buttons: a reveal or a
decision changes what they say far more often than how many there are, and a
Controls button is costly to make). Other models are reset then, for views that
re-read themselves on a reset.
"""
from __future__ import annotations

import json
from bisect import bisect_left
from typing import Any, Iterable

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QPersistentModelIndex, Property, Signal, Slot

# Qt.DisplayRole and Qt.UserRole, as the ints they are: the first read of PySide's `Qt` namespace builds its
# hundred enums (~17 ms), and the home screen's first frame needs none of them.
DISPLAY_ROLE, USER_ROLE = 0, 0x0100


class RowsModel(QAbstractListModel):
    countChanged = Signal()
    # after a set_rows that changed anything, once all its own signals are out: a view keeping its own copy of
    # the rows (the strip's buttons) follows once, not at each removal, insertion or changed row
    rowsSet = Signal()

    def __init__(self, roles: Iterable[str], parent=None, in_place: bool = False, by_place: bool = False,
                 json_roles: Iterable[str] = (), row_for_unnamed: bool = False):
        """`in_place`: rows that come and go are inserted and removed; `by_place`: rows are kept by their place,
        only the places past the shorter of old and new come or go; else the model is reset then, for views
        that re-read or re-position themselves on a reset (a board indexing its spaces, a log's scroll).
        `json_roles`: roles QML reads as JSON text, for values nested deep (a Tournay district's cells and their
        cards): QML parses such a text several times faster than PySide converts the value (issue 26).
        `row_for_unnamed`: the `row` role is signalled only when a field no other role names changed, for views
        that read the named fields as their own roles and only the others through `row`: a row changing a named
        field alone (a space lit or on a car's trail) then runs none of the `row.` bindings (issue 26)."""
        super().__init__(parent)
        self._in_place = in_place
        self._by_place = by_place
        self._json = frozenset(json_roles)
        self._row_for_unnamed = row_for_unnamed
        self._names = ["uid", *[r for r in roles if r not in ("uid", "row")], "row"]
        self._roles = {USER_ROLE + i: name for i, name in enumerate(self._names)}
        self._by_name = {name: role for role, name in self._roles.items()}
        self._named = frozenset(self._names) - {"row"}
        self._rows: list[dict[str, Any]] = []

    # --- Qt model interface -------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def roleNames(self) -> dict[int, QByteArray]:
        return {role: QByteArray(name.encode()) for role, name in self._roles.items()}

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        name = self._roles.get(role)
        row = self._rows[index.row()]
        if name in self._json:
            return json.dumps(row.get(name), ensure_ascii=False)
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
        if rows == self._rows:
            return
        self._replace(rows)
        self.rowsSet.emit()

    def _replace(self, rows: list[dict[str, Any]]) -> None:
        old_uids = [r.get("uid") for r in self._rows]
        new_uids = [r.get("uid") for r in rows]
        if old_uids == new_uids or self._by_place:
            self._keep_places(rows)
            return
        kept = _kept(old_uids, new_uids) if self._in_place else set()
        if not kept:  # nothing survives (a new game, a closed one): one reset is cheaper than many steps
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            self.countChanged.emit()
            return
        # the kept rows change first, so every delegate created next already sees the table as it now is
        by_uid = {r["uid"]: r for r in rows}
        self._update([by_uid[r["uid"]] if r["uid"] in kept else r for r in self._rows])
        self._remove_unkept(kept)
        self._insert_new(rows, kept)
        self.countChanged.emit()  # last: a binding that reads every row on a new count reads the new rows

    def _update(self, rows: list[dict[str, Any]]) -> None:
        """The first rows become `rows`, place by place: only those that differ signal, with the roles that
        changed (a `by_place` model's uid among them)."""
        for i, new in enumerate(rows):
            self._update_row(i, new)

    def _keep_places(self, rows: list[dict[str, Any]]) -> None:
        """Places past the new count go, the places kept take their new rows, then new places come: every
        delegate made already sees the table as it now is."""
        before = len(self._rows)
        if before > len(rows):
            self.beginRemoveRows(QModelIndex(), len(rows), before - 1)
            del self._rows[len(rows):]
            self.endRemoveRows()
        self._update(rows[:len(self._rows)])
        if len(rows) > len(self._rows):
            self.beginInsertRows(QModelIndex(), len(self._rows), len(rows) - 1)
            self._rows.extend(rows[len(self._rows):])
            self.endInsertRows()
        if len(rows) != before:
            self.countChanged.emit()  # last, as in set_rows

    def _update_row(self, i: int, new: dict[str, Any]) -> None:
        """Row `i` becomes `new`, signalling the roles that changed, if any."""
        old = self._rows[i]
        if old != new:
            changed = [self._by_name[k] for k in self._names if k != "row" and old.get(k) != new.get(k)]
            if not self._row_for_unnamed or self._unnamed_changed(old, new):
                changed.append(self._by_name["row"])
            self._rows[i] = new
            index = self.index(i)
            self.dataChanged.emit(index, index, changed)

    def _unnamed_changed(self, old: dict[str, Any], new: dict[str, Any]) -> bool:
        """Whether a field only `row` carries (no other role names it) differs between `old` and `new`."""
        return any(old.get(k) != new.get(k) for k in (old.keys() | new.keys()) - self._named)

    def _remove_unkept(self, kept: set) -> None:
        """Removes the rows whose uid is not kept, one contiguous run at a time, from the end."""
        i = len(self._rows) - 1
        while i >= 0:
            if self._rows[i].get("uid") in kept:
                i -= 1
                continue
            last = i
            while i >= 0 and self._rows[i].get("uid") not in kept:
                i -= 1
            self.beginRemoveRows(QModelIndex(), i + 1, last)
            del self._rows[i + 1:last + 1]
            self.endRemoveRows()

    def _insert_new(self, rows: list[dict[str, Any]], kept: set) -> None:
        """Inserts the rows whose uid was not kept at their places (the kept rows are already in order)."""
        j = 0
        while j < len(rows):
            if rows[j].get("uid") in kept:
                j += 1
                continue
            first = j
            while j < len(rows) and rows[j].get("uid") not in kept:
                j += 1
            self.beginInsertRows(QModelIndex(), first, j - 1)
            self._rows[first:first] = rows[first:j]
            self.endInsertRows()

    def keep_first(self, count: int) -> None:
        """Drops every row after the first `count` (a log whose last lines were taken back), the others untouched."""
        if 0 <= count < len(self._rows):
            self.beginRemoveRows(QModelIndex(), count, len(self._rows) - 1)
            del self._rows[count:]
            self.endRemoveRows()
            self.countChanged.emit()

    def append(self, row: dict[str, Any]) -> None:
        self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows))
        self._rows.append(dict(row))
        self.endInsertRows()
        self.countChanged.emit()


def _kept(old: list[Any], new: list[Any]) -> set:
    """The uids of the longest sequence of old rows that stays in the same order in `new` (empty when uids are
    missing or repeated: then the model is reset)."""
    if None in old or None in new or len(set(old)) != len(old) or len(set(new)) != len(new):
        return set()
    where = {uid: i for i, uid in enumerate(old)}
    seq = [uid for uid in new if uid in where]  # the survivors in their new order
    # longest increasing subsequence of their old positions (patience sorting)
    tails: list[int] = []  # tails[k]: index in seq of the smallest tail of a run of length k + 1
    ends: list[int] = []  # ends[k]: that tail's old position
    back: list[int] = [-1] * len(seq)
    for i, uid in enumerate(seq):
        k = bisect_left(ends, where[uid])
        back[i] = tails[k - 1] if k else -1
        if k == len(tails):
            tails.append(i)
            ends.append(where[uid])
        else:
            tails[k], ends[k] = i, where[uid]
    kept, i = set(), tails[-1] if tails else -1
    while i >= 0:
        kept.add(seq[i])
        i = back[i]
    return kept
