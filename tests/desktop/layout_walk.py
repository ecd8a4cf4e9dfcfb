"""The layout walk: what a player sees of every text item in a window, and what is wrong with it.

`problems(window)` walks the window's item tree once and returns one line per fault:
- "small": a shown text drawn below the size floor (11 px from 1280x720 up, 10 px below), its font size
  times the scale its item is drawn at;
- "covered": a shown text whose painted box meets another shown text, or an item painted after it (on top of
  it: an image, a filled or bordered rectangle, another text) that is not its own descendant (a turned item, a car
  in a bend, by the turned rectangle it paints, not the upright box around it);
- "cut": a shown text elided or clipped without its full text at hand (a tooltip on it or on one of its
  three nearest ancestors whose text holds the full text), or drawn past the window's edge.
Text dimmed under a tint (a scrim behind a dialog or a deciding panel) is not checked: it is not for reading
while the panel asks. Text entirely under the opaque panel of a popup (the lesson's coach, a menu) is hidden, not
covered, as under a dialog: the popup floats above the table on purpose, and the walk checks the popup's own texts
(a text partly under it is still "covered"). Shapes and canvases are left out of "covered": their box is not what they paint (a track's path spans the
whole board). Text inside a scrolling view (Flickable: the log, a rulebook) is checked for size only, since
scrolling cuts lines at the view's edges on purpose.
"""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtGui import QPolygonF
from PySide6.QtQml import QJSValue, QQmlExpression, qmlEngine
from PySide6.QtQuick import QQuickItem

from .qt_items import child_items

TEXTS = ("QQuickText",)
PAINTERS = ("QQuickImage", "QQuickRectangle", "QQuickText", "QQuickAnimatedImage")
UNBOXED = ("QQuickShape", "QQuickCanvasItem")
SCROLLERS = ("QQuickFlickable",)
SLACK = 1.0  # px: anti-aliased edges that touch are not an overlap


def _js(item: QObject, expression: str):
    """A QML expression in the item's scope (enums and grouped properties have no Python converter)."""
    engine = qmlEngine(item)
    value, _undefined = QQmlExpression(engine.rootContext(), item, expression).evaluate()
    return value.toVariant() if isinstance(value, QJSValue) else value


def floor_px(window) -> int:
    return 11 if window.width() >= 1280 and window.height() >= 720 else 10


def _isa(obj: QObject, names) -> bool:
    return isinstance(obj, QObject) and shiboken6.isValid(obj) and any(obj.inherits(n) for n in names)


def _paints(item: QQuickItem) -> bool:
    """Whether the item puts pixels of its own on the screen (not a container)."""
    if _isa(item, ("QQuickRectangle",)):
        # a tint (a scrim behind a dialog, a glow) lets what is under it read through: it covers nothing
        return bool(_js(item, "color.a >= 0.6 || (border.width > 0 && border.color.a >= 0.6)"))
    if _isa(item, TEXTS):
        return bool(item.property("text"))
    return _isa(item, PAINTERS)


def _text_box(item: QQuickItem) -> QRectF:
    """The box the text's glyphs take inside its item (alignment honoured), in the item's coordinates."""
    w, h = item.width(), item.height()
    elide, halign, valign = _js(item, "[elide, effectiveHorizontalAlignment, verticalAlignment]")
    cw = item.property("contentWidth") or 0.0
    cw = min(cw, w) if elide else cw
    ch = item.property("contentHeight") or 0.0
    halign, valign = int(halign), int(valign)
    x = (w - cw) / 2 if halign & 4 else (w - cw if halign & 2 else 0.0)
    y = (h - ch) / 2 if valign & 128 else (h - ch if valign & 64 else 0.0)
    return QRectF(x, y, cw, ch)


def _scale(item: QQuickItem) -> float:
    a, b = item.mapToScene(QPointF(0, 0)), item.mapToScene(QPointF(0, 100))
    return ((a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2) ** 0.5 / 100


def _font_px(item: QQuickItem) -> float:
    size = _js(item, "fontInfo.pixelSize")  # what Qt drew with, after fontSizeMode fitting
    return size * _scale(item)


def _tooltip_texts(item: QQuickItem) -> list[str]:
    """Texts of the tooltips attached to the item and its three nearest ancestors."""
    texts, node = [], item
    for _ in range(4):
        if node is None:
            break
        for child in node.children():
            if _isa(child, ("QQuickToolTipAttached",)) and child.property("text"):
                texts.append(child.property("text"))
        node = node.parentItem()
    return texts


def _floats(item: QQuickItem) -> bool:
    """Whether the item is drawn by a popup (Qt puts a popup's content under a QQuickPopupItem)."""
    node = item
    while node is not None:
        if _isa(node, ("QQuickPopupItem",)):
            return True
        node = node.parentItem()
    return False


def _walk(root: QQuickItem):
    """Shown items in paint order: (item, opacity-visible, inside a scroller, clip rect in scene)."""
    out = []

    def visit(item, clip, scrolling):
        if not shiboken6.isValid(item) or not item.isVisible() or item.opacity() <= 0.01:
            return
        box = item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))
        if item.clip():
            clip = clip.intersected(box)
            if clip.isEmpty():
                return
        kids = sorted(child_items(item), key=lambda k: k.z())  # Qt's stacking: stable by z
        for kid in kids:
            if kid.z() < 0:
                visit(kid, clip, scrolling or _isa(item, SCROLLERS))
        out.append((item, clip, scrolling))
        for kid in kids:
            if kid.z() >= 0:
                visit(kid, clip, scrolling or _isa(item, SCROLLERS))

    visit(root, QRectF(-1e6, -1e6, 2e6, 2e6), False)
    return out


def _label(item: QQuickItem) -> str:
    text = (item.property("text") or "").replace("\n", " ")
    text = text if len(text) <= 40 else text[:39] + "…"
    return f"{text!r} ({item.objectName() or item.metaObject().className()})"


def _chain(item: QQuickItem) -> str:
    names, node = [], item.parentItem()
    while node is not None and len(names) < 4:
        if node.objectName():
            names.append(node.objectName())
        node = node.parentItem()
    return " < ".join(names)


def problems(window) -> list[str]:
    """One line per fault: '<kind>: <text> ... in <named ancestors>'."""
    root = window.contentItem()
    screen = QRectF(0, 0, window.width(), window.height())
    floor = floor_px(window)
    painted = _walk(root)
    boxes = []  # (order, item, scene box, hole, outline) of items that paint, for the overlap test
    scrims = []  # (order, box) of tints over the table while a dialog or panel asks: what is under them rests
    for order, (item, clip, _) in enumerate(painted):
        if _isa(item, ("QQuickRectangle",)) and _js(item, "color.a > 0.2 && color.a < 0.6"):
            scrims.append((order, item.mapRectToScene(QRectF(0, 0, item.width(), item.height())).intersected(clip)))

    popups = [(order, item.mapRectToScene(QRectF(0, 0, item.width(), item.height())).intersected(clip))
              for order, (item, clip, _) in enumerate(painted)
              if _isa(item, ("QQuickRectangle",)) and _js(item, "color.a >= 0.6") and _floats(item)]

    def dimmed(order, box):  # under a tint, or hidden under a popup's panel
        return (any(o > order and scrim.contains(box) for o, scrim in scrims)
                or any(o > order and panel.contains(box) for o, panel in popups))

    for order, (item, clip, _) in enumerate(painted):
        if _paints(item) and not _isa(item, UNBOXED):
            box = (item.mapRectToScene(_text_box(item)) if _isa(item, TEXTS)
                   else item.mapRectToScene(QRectF(0, 0, item.width(), item.height())))
            box = box.intersected(clip)
            hole = None  # a frame (a rectangle with only a border) paints nothing inside its border
            if _isa(item, ("QQuickRectangle",)) and not _js(item, "color.a >= 0.6"):
                edge = float(_js(item, "border.width")) * _scale(item)
                hole = box.adjusted(edge, edge, -edge, -edge)
            if not box.isEmpty() and box.width() > SLACK and box.height() > SLACK and not dimmed(order, box):
                boxes.append((order, item, box, hole, _outline(item)))
    found = []
    for order, (item, clip, scrolling) in enumerate(painted):
        if not _isa(item, TEXTS) or not (item.property("text") or "").strip():
            continue
        box = item.mapRectToScene(_text_box(item)).intersected(clip)
        if item.clip():  # a text clipped to its own box shows only what lies inside it
            box = box.intersected(item.mapRectToScene(QRectF(0, 0, item.width(), item.height())))
        if box.isEmpty():
            continue  # scrolled out of its view
        if dimmed(order, box):
            continue  # dimmed behind a dialog or a panel that asks: not for reading now
        size = _font_px(item)
        if size < floor - 0.01:
            found.append(f"small: {_label(item)} {size:.1f} px in {_chain(item)}")
        if scrolling:
            continue
        full = item.mapRectToScene(_text_box(item))
        cut = bool(item.property("truncated")) or (full.width() > box.width() + SLACK
                                                   or full.height() > box.height() + SLACK)
        if cut and not any(item.property("text") in t for t in _tooltip_texts(item)):
            found.append(f"cut: {_label(item)} without its full text at hand in {_chain(item)}")
        elif not screen.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(box):
            found.append(f"cut: {_label(item)} past the window's edge in {_chain(item)}")
        inner = box.adjusted(SLACK, SLACK, -SLACK, -SLACK)
        for other_order, other, other_box, hole, outline in boxes:
            if other_order == order or not other_box.intersects(inner) or (hole is not None and hole.contains(inner)):
                continue
            if outline is not None and not outline.intersects(QPolygonF(inner)):
                continue  # a turned piece paints its own turned rectangle, not the box around it
            if other_order < order and not _isa(other, TEXTS):
                continue  # beneath it: its background
            if _descends(other, item) or (_isa(other, TEXTS) and _descends(item, other)):
                continue
            what = _label(other) if _isa(other, TEXTS) else (
                f"{other.objectName() or other.metaObject().className()} of {_chain(other) or 'the window'}")
            found.append(f"covered: {_label(item)} by {what} in {_chain(item)}")
            break
    return found


def _outline(item: QQuickItem) -> QPolygonF | None:
    """The turned rectangle a turned item paints (a car in a bend), in the scene; None when it is not turned
    (its box is what it paints)."""
    corners = [item.mapToScene(QPointF(x, y)) for x, y in
               ((0, 0), (item.width(), 0), (item.width(), item.height()), (0, item.height()))]
    if all(abs(a.x() - b.x()) < 0.01 or abs(a.y() - b.y()) < 0.01 for a, b in zip(corners, corners[1:])):
        return None
    return QPolygonF(corners)


def _descends(item: QQuickItem, ancestor: QQuickItem) -> bool:
    node, target = item.parentItem(), shiboken6.getCppPointer(ancestor)[0]
    while node is not None:
        if shiboken6.getCppPointer(node)[0] == target:
            return True
        node = node.parentItem()
    return False
