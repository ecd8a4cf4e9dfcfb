"""Walking the visual tree from Python without meeting another object's wrapper.

PySide keeps one Python wrapper per C++ address. A wrapper it made for something that has since been freed (seen:
a QML type's QMetaObject, once its engine is gone) can stay in that table, and an item made later at the same
address is then handed back as that stale wrapper, of the wrong class ("'QMetaObject' object has no attribute
'objectName'", one test in some thousand runs). Every test asks for an item's children here.
"""
from __future__ import annotations

import shiboken6
from PySide6.QtQuick import QQuickItem


def child_items(item: QQuickItem) -> list[QQuickItem]:
    """`item.childItems()`, each one wrapped as the item it is."""
    children = item.childItems()
    stale = [child for child in children if not isinstance(child, QQuickItem)]
    if not stale:
        return children
    for wrapper in stale:
        shiboken6.invalidate(wrapper)  # out of the table: the next ask wraps the item afresh
    return item.childItems()
