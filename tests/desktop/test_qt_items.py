"""The tests' walk through the visual tree survives PySide's stale wrappers (see qt_items)."""
from __future__ import annotations

import gc
from pathlib import Path

import shiboken6
from PySide6.QtCore import QMetaObject
from PySide6.QtQml import QQmlComponent, QQmlEngine

from .qt_items import child_items

TESTS = Path(__file__).resolve().parents[1]


def test_a_child_at_a_stale_wrappers_address_comes_back_as_the_item_it_is(qapp):
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(b"import QtQuick\nItem { Item { objectName: 'first' } Item { objectName: 'second' } }", "")
    item = component.create()
    children = item.childItems()
    address = shiboken6.getCppPointer(children[0])[0]
    del children
    gc.collect()
    # what PySide keeps when a QML type's meta-object is freed and an item is later made at its address
    stale = shiboken6.wrapInstance(address, QMetaObject)
    assert type(item.childItems()[0]) is QMetaObject  # the failure this guards against
    assert [child.objectName() for child in child_items(item)] == ["first", "second"]
    assert not shiboken6.isValid(stale)
    item.deleteLater()


def test_every_test_walks_children_through_child_items():
    direct = [path.relative_to(TESTS).as_posix() for path in TESTS.rglob("*.py")
              if path.name not in ("qt_items.py", "test_qt_items.py") and ".childItems()" in path.read_text()]
    assert direct == []
