"""RowsModel updates a view in place: rows that come and go are inserted and removed, the others keep their
delegates, and the view ends up as a reset would have left it (same rows, same order, same stacking)."""
from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Q_RETURN_ARG, QMetaObject, Qt, QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtTest import QAbstractItemModelTester

from gameshelf.desktop.models.rows import RowsModel


def rows(*uids: str, value: int = 0) -> list[dict]:
    return [{"uid": uid, "value": value} for uid in uids]


def watched(model: RowsModel) -> list[str]:
    seen: list[str] = []
    model.modelReset.connect(lambda: seen.append("reset"))
    model.rowsInserted.connect(lambda _p, first, last: seen.append(f"insert {first}-{last}"))
    model.rowsRemoved.connect(lambda _p, first, last: seen.append(f"remove {first}-{last}"))
    model.rowsMoved.connect(lambda *_: seen.append("move"))
    return seen


def test_rows_that_come_and_go_are_inserted_and_removed_without_a_reset(qapp):
    model = RowsModel(["value"], in_place=True)
    model.set_rows(rows("a", "b", "c", "d"))
    seen = watched(model)
    model.set_rows(rows("a", "c", "e", "d", "f"))
    assert seen == ["remove 1-1", "insert 2-2", "insert 4-4"]
    assert model.rows() == rows("a", "c", "e", "d", "f")


def test_a_row_out_of_order_is_taken_out_and_put_back_where_it_now_belongs(qapp):
    model = RowsModel(["value"], in_place=True)
    model.set_rows(rows("a", "b", "c"))
    seen = watched(model)
    model.set_rows(rows("c", "a", "b", value=1))
    assert "reset" not in seen and "move" not in seen
    assert model.rows() == rows("c", "a", "b", value=1)


def test_nothing_in_common_or_repeated_uids_reset_the_model(qapp):
    model = RowsModel(["value"], in_place=True)
    model.set_rows(rows("a", "b"))
    seen = watched(model)
    model.set_rows(rows("x", "y"))
    model.set_rows(rows("x", "x"))
    assert seen == ["reset", "reset"]


def test_a_model_not_in_place_resets_when_rows_come_or_go_as_before(qapp):
    model = RowsModel(["value"])
    model.set_rows(rows("a", "b"))
    seen = watched(model)
    model.set_rows(rows("a", "b", value=1))
    model.set_rows(rows("a", "b", "c"))
    assert seen == ["reset"]


def test_kept_rows_show_their_new_values_before_new_rows_arrive_and_the_count_comes_last(qapp):
    model = RowsModel(["value"], in_place=True)
    model.set_rows(rows("a", "b"))
    seen: list[object] = []
    model.rowsInserted.connect(lambda *_: seen.append([r["value"] for r in model.rows()]))
    model.countChanged.connect(lambda: seen.append(model.rowCount()))
    model.set_rows(rows("a", "c", "b", value=1))
    assert seen == [[1, 1, 1], 3]


@pytest.mark.parametrize("kind", [{"in_place": True}, {"by_place": True}, {}])
def test_a_change_of_rows_is_told_once_after_its_own_signals_and_no_change_not_at_all(qapp, kind):
    model = RowsModel(["value"], **kind)
    model.set_rows(rows("a", "b"))
    seen = watched(model)
    model.dataChanged.connect(lambda *_: seen.append("data"))
    model.countChanged.connect(lambda: seen.append("count"))
    model.rowsSet.connect(lambda: seen.append(f"set {len(model.rows())}"))
    model.set_rows(rows("a", "b"))
    assert seen == []
    model.set_rows(rows("a", "c", "b", value=1))
    assert seen[-1] == "set 3" and seen.count("set 3") == 1 and len(seen) > 1
    seen.clear()
    model.set_rows([])
    assert seen[-1] == "set 0" and len(seen) > 1


def test_keeping_the_first_rows_removes_only_the_others(qapp):
    model = RowsModel(["value"], in_place=True)
    model.set_rows(rows("a", "b", "c", "d"))
    seen = watched(model)
    changed: list[int] = []
    model.dataChanged.connect(lambda first, _last, _roles: changed.append(first.row()))
    model.keep_first(2)
    model.keep_first(5)  # more than there are: nothing to drop
    assert seen == ["remove 2-3"] and changed == []
    assert model.rows() == rows("a", "b")


def test_random_changes_keep_the_model_consistent(qapp):
    model = RowsModel(["value"], in_place=True)
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)  # noqa: F841
    rng = random.Random(7)
    for _ in range(400):
        wanted = [{"uid": str(u), "value": rng.randint(0, 2)} for u in rng.sample(range(16), rng.randint(0, 10))]
        model.set_rows(wanted)
        assert model.rows() == wanted
        role = model.roleNames()
        value_role = next(r for r, name in role.items() if bytes(name) == b"value")
        assert [model.data(model.index(i), value_role) for i in range(model.rowCount())] == [
            r["value"] for r in wanted]


QML = b"""
import QtQuick
Item {
    id: root
    property var rows
    property int made: 0  // delegates created so far: each delegate keeps its number
    function byIndex() {
        const out = []
        for (let i = 0; i < repeater.count; ++i) out.push(repeater.itemAt(i).objectName)
        return out
    }
    function stacked() { return root.children.filter(c => c.objectName !== "").map(c => c.objectName) }
    Repeater {
        id: repeater
        model: root.rows
        Item {
            required property string uid
            property int serial: -1
            Component.onCompleted: serial = root.made++
            objectName: uid + "#" + serial
        }
    }
}
"""


def viewed(model: RowsModel, engine: QQmlEngine):
    """A Repeater over `model` whose delegates number themselves as they are made."""
    component = QQmlComponent(engine, engine)  # lives as long as the engine, as what it made must
    component.setData(QML, QUrl())
    root = component.create()
    assert root is not None, component.errors()
    root.setProperty("rows", model)
    return root


def test_a_view_keeps_the_delegates_of_kept_rows_and_stacks_them_as_a_new_view_would(qapp):
    engine = QQmlEngine()
    model = RowsModel(["value"], in_place=True)
    root = viewed(model, engine)
    model.set_rows(rows("a", "b", "c", "d"))

    assert _call(root, "byIndex") == ["a#0", "b#1", "c#2", "d#3"]
    model.set_rows(rows("d", "a", "e", "c"))
    # a and c kept their delegates; d (out of order) and e are new; all drawn in model order, later rows on top,
    # as after a reset
    assert _call(root, "byIndex") == ["d#4", "a#0", "e#5", "c#2"]
    assert _call(root, "stacked") == _call(root, "byIndex")
    root.deleteLater()


def test_a_model_by_place_keeps_its_places_and_signals_only_what_changed_there(qapp):
    model = RowsModel(["value"], by_place=True)
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)  # noqa: F841
    model.set_rows(rows("a", "b", "c"))
    seen = watched(model)
    changed: list[tuple[int, list[str]]] = []
    names = {r: bytes(n).decode() for r, n in model.roleNames().items()}
    model.dataChanged.connect(lambda first, _last, roles: changed.append((first.row(), [names[r] for r in roles])))
    counts: list[int] = []
    model.countChanged.connect(lambda: counts.append(model.rowCount()))
    model.set_rows(rows("a", "x", "y", "z"))  # place 0 the same, 1 and 2 take new rows, one place comes
    assert seen == ["insert 3-3"] and changed == [(1, ["uid", "row"]), (2, ["uid", "row"])] and counts == [4]
    seen.clear()
    changed.clear()
    model.set_rows(rows("q", value=1))  # three places go, the first takes its new row
    assert seen == ["remove 1-3"] and changed == [(0, ["uid", "value", "row"])] and counts == [4, 1]
    assert model.rows() == rows("q", value=1)


def test_a_model_may_signal_its_whole_row_only_when_a_field_no_role_names_changed(qapp):
    model = RowsModel(["lit"], row_for_unnamed=True)
    model.set_rows([{"uid": "a", "lit": False, "x": 1}])
    changed: list[list[str]] = []
    names = {r: bytes(n).decode() for r, n in model.roleNames().items()}
    model.dataChanged.connect(lambda _first, _last, roles: changed.append([names[r] for r in roles]))
    model.set_rows([{"uid": "a", "lit": True, "x": 1}])  # a named field alone: its role, not the row
    model.set_rows([{"uid": "a", "lit": True, "x": 2}])  # a field only `row` carries
    model.set_rows([{"uid": "a", "lit": False, "x": 2, "y": 0}])  # a named one and a new one
    assert changed == [["lit"], ["row"], ["lit", "row"]]
    row_role = next(r for r, n in names.items() if n == "row")
    assert model.data(model.index(0), row_role) == {"uid": "a", "lit": False, "x": 2, "y": 0}


def test_a_view_over_a_model_by_place_keeps_a_delegate_per_place(qapp):
    engine = QQmlEngine()
    model = RowsModel(["value"], by_place=True)
    root = viewed(model, engine)
    model.set_rows(rows("a", "b"))
    model.set_rows(rows("c", "d", "e"))  # the two delegates made take the new rows; one is made for the third
    assert _call(root, "byIndex") == ["c#0", "d#1", "e#2"]
    model.set_rows(rows("f"))
    assert _call(root, "byIndex") == ["f#0"]
    root.deleteLater()


def _call(root, name: str) -> list[str]:
    value = QMetaObject.invokeMethod(root, name, Qt.DirectConnection, Q_RETURN_ARG("QVariant"))
    return [str(v) for v in value.toVariant()]


def test_seat_pieces_follow_their_seat_and_kinds_and_signal_only_their_own_changes(qapp):
    from gameshelf.desktop.models.seat_pieces import SeatPieces

    def piece(uid: str, seat: int, kind: str = "die", zone: str = "hand") -> dict:
        return {"uid": uid, "seat": seat, "kind": kind, "zone": zone}

    pieces = RowsModel(["seat", "kind", "zone"], in_place=True)
    pieces.set_rows([piece("a", 0), piece("b", 1), piece("c", 0, "rider"), piece("d", 0)])
    mine = SeatPieces()
    mine.kinds = ["die"]
    mine.seat = 0
    mine.source = pieces
    tester = QAbstractItemModelTester(mine, QAbstractItemModelTester.FailureReportingMode.Fatal)  # noqa: F841
    assert [r["uid"] for r in mine.rows()] == ["a", "d"]
    changed: list[int] = []
    mine.dataChanged.connect(lambda top, _bottom, _roles: changed.append(top.row()))
    seen = watched(mine)
    pieces.set_rows([piece("a", 0), piece("b", 1, zone="tray"), piece("c", 0, "rider"), piece("d", 0, zone="tray")])
    assert changed == [1] and seen == []  # another seat's die moved: nothing here; our second die: its row only
    assert mine.rows()[1]["zone"] == "tray"
    pieces.set_rows([piece("e", 0), piece("a", 0), piece("b", 1), piece("d", 0)])  # one comes, one of others goes
    assert [r["uid"] for r in mine.rows()] == ["e", "a", "d"] and "reset" not in seen
    pieces.set_rows([piece("a", 1), piece("d", 0)])  # a die changes hands
    assert [r["uid"] for r in mine.rows()] == ["d"]
    mine.seat = 1
    assert [r["uid"] for r in mine.rows()] == ["a"]
    mine.everySeat = True
    assert [r["uid"] for r in mine.rows()] == ["a", "d"]


def test_seat_pieces_stay_a_fresh_filter_of_their_source_and_a_view_following_their_signals_sees_the_same(qapp):
    """Pieces change in place, come, go, change hands and kinds, and change order; after each decision every
    filtered model holds what a fresh filter of the source holds, and a mirror kept only from the signals it
    emitted (inserts, removes, resets, and the roles each dataChanged names) holds the same."""
    from gameshelf.desktop.models.seat_pieces import SeatPieces

    pieces = RowsModel(["seat", "kind", "zone", "face"], in_place=True)
    views = []
    for seat, every, kinds in ((0, False, ["die"]), (1, False, ["die", "rider"]), (-1, False, []),
                               (0, True, ["rider"]), (0, True, [])):
        mine = SeatPieces()
        mine.seat, mine.everySeat, mine.kinds = seat, every, kinds
        mine.source = pieces
        views.append((mine, _mirror(mine), QAbstractItemModelTester(mine, QAbstractItemModelTester.FailureReportingMode.Fatal)))
    rng = random.Random(26)
    table = [_piece(rng, uid) for uid in range(12)]
    for _ in range(500):
        for _ in range(rng.randint(1, 4)):
            what = rng.random()
            if what < 0.5 and table:  # a piece changes in place: zone, face, owner or kind
                i = rng.randrange(len(table))
                table[i] = {**table[i], **{k: v for k, v in _piece(rng, 0).items() if k != "uid" and rng.random() < 0.5}}
            elif what < 0.65:
                table.insert(rng.randint(0, len(table)), _piece(rng, rng.randrange(1000)))
            elif what < 0.8 and table:
                del table[rng.randrange(len(table))]
            elif table:  # a piece moves in the table's order
                table.insert(rng.randint(0, len(table) - 1), table.pop(rng.randrange(len(table))))
        table = list({p["uid"]: p for p in table}.values())  # uids stay unique
        pieces.set_rows(table)
        for mine, mirror, _ in views:
            fresh = [p for p in table if (mine.everySeat or p["seat"] == mine.seat) and (not mine.kinds or p["kind"] in mine.kinds)]
            assert mine.rows() == fresh
            assert mirror == [{k: p[k] for k in ("uid", "seat", "kind", "zone", "face")} for p in fresh]


def _piece(rng: random.Random, uid: int) -> dict:
    return {"uid": f"p{uid}", "seat": rng.choice([-1, 0, 1]), "kind": rng.choice(["die", "rider", "card"]),
            "zone": rng.choice(["hand", "tray", "road"]), "face": rng.randint(0, 3)}


def _mirror(model) -> list[dict]:
    """What a view reading `model` only through its signals holds: re-read rows on inserts and resets, and only
    the roles a dataChanged names (a role left out would leave the view stale)."""
    role_of = {bytes(name).decode(): role for role, name in model.roleNames().items()}
    names = ("uid", "seat", "kind", "zone", "face")
    mirror: list[dict] = []

    def read(i: int, which=names) -> dict:
        return {k: model.data(model.index(i), role_of[k]) for k in which}

    def reset():
        mirror[:] = [read(i) for i in range(model.rowCount())]

    def changed(top, bottom, roles):
        for i in range(top.row(), bottom.row() + 1):
            mirror[i].update(read(i, [k for k in names if role_of[k] in roles]))

    model.modelReset.connect(reset)
    model.rowsInserted.connect(lambda _p, first, last: mirror.__setitem__(slice(first, first), [read(i) for i in range(first, last + 1)]))
    model.rowsRemoved.connect(lambda _p, first, last: mirror.__delitem__(slice(first, last + 1)))
    model.dataChanged.connect(changed)
    reset()
    return mirror


def test_a_json_role_reads_as_the_json_text_of_its_value_and_the_others_as_values(qapp):
    model = RowsModel(["cells", "name"], json_roles=["cells"])
    cells = [{"uid": "cell:0:0:0", "card": {"name": "Marché", "cost": 1}}, {"uid": "cell:0:1:0", "card": None}]
    model.set_rows([{"uid": "a", "cells": cells, "name": "Ann"}])
    roles = {bytes(name).decode(): role for role, name in model.roleNames().items()}
    index = model.index(0)
    assert json.loads(model.data(index, roles["cells"])) == cells
    assert "Marché" in model.data(index, roles["cells"])  # the text as written, not escaped
    assert model.data(index, roles["name"]) == "Ann"
    assert model.rows()[0]["cells"] == cells  # Python reads the value itself
