"""RulebookView.qml: table of contents, scrolling to headings, search."""
from __future__ import annotations

import json

import pytest

from PySide6.QtCore import QMetaObject, QPoint, QPointF, Qt, Q_ARG, Q_RETURN_ARG
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtTest import QTest

from component_harness import REPO, Scene

from gameshelf.core.games.rulelinks import heading_ids

FILLER = " ".join(["The riders roll their dice and move along the road."] * 12)
MARKDOWN = f"""# Sample rules

Intro text. {FILLER}

## Setting up the *race*

{FILLER}

```
## not a heading (inside a code block)
```

### Dice and `cards`

{FILLER}

{FILLER}

## Winning

{FILLER}

Last words about dice.
"""


def load(scene, animation_scale=0):
    body = (f'RulebookView {{ objectName: "rules"; anchors.fill: parent; '
            f'animationScale: {animation_scale}; markdown: {json.dumps(MARKDOWN)} }}')
    s = scene(body, 1000, 600)
    return s, s.obj("rules")


def headings(view):
    return view.property("headings").toVariant()


def test_toc_is_built_from_level_2_and_3_headings(scene, qtbot):
    s, view = load(scene)
    hs = headings(view)
    assert [(h["level"], h["text"]) for h in hs] == [
        (2, "Setting up the race"), (3, "Dice and cards"), (2, "Winning")]
    entries = s.named("tocEntry")
    assert sorted(e.property("text") for e in entries) == sorted(h["text"] for h in hs)
    # ### entries are indented more than ## entries
    by_text = {e.property("text"): e for e in entries}
    assert by_text["Dice and cards"].property("leftPadding") > by_text["Winning"].property("leftPadding")


def test_heading_positions_point_at_the_rendered_headings(scene):
    s, view = load(scene)
    doc = s.obj("rulebookText")
    for h in headings(view):
        assert h["position"] >= 0
        got = Scene.plain_text(doc, h["position"], h["position"] + len(h["text"]))
        assert got.replace("\u00a0", " ") == h["text"]  # no-break spaces keep a heading's last words together


def test_clicking_toc_entry_scrolls_to_heading(scene, qtbot):
    s, view = load(scene)
    flick = s.obj("textFlickable")
    assert view.property("contentY") == 0
    entry = next(e for e in s.named("tocEntry") if e.property("text") == "Dice and cards")
    QTest.mouseClick(s.window, Qt.LeftButton, Qt.NoModifier, Scene.center_in_window(entry))
    y = Scene.call(view, "headingY", 1)
    max_y = flick.property("contentHeight") - flick.height()
    assert y > 200
    expected = min(y - 15 * 0.6, max_y)
    qtbot.waitUntil(lambda: abs(view.property("contentY") - expected) < 1, timeout=2000)
    # the heading is now at the top of the view
    assert 0 <= y - view.property("contentY") < 40
    assert view.property("currentHeading") == 1


def test_scroll_to_heading_animates_when_enabled(scene, qtbot):
    s, view = load(scene, animation_scale=0.3)
    Scene.call(view, "scrollToHeading", 2)
    qtbot.waitUntil(lambda: view.property("contentY") > 100, timeout=2000)
    qtbot.waitUntil(lambda: view.property("currentHeading") == 2, timeout=2000)


def test_search_finds_matches_and_cycles(scene, qtbot):
    s, view = load(scene)
    field = s.obj("searchField")
    doc = s.obj("rulebookText")
    plain = Scene.plain_text(doc).lower()
    expected = plain.count("dice")
    assert expected > 10

    field.forceActiveFocus()
    for ch in "DICE":
        QTest.keyClick(s.window, ch)
    assert view.property("searchText") == "DICE"
    assert view.property("matchCount") == expected
    assert view.property("currentMatch") == 0
    label = s.obj("matchCountLabel")
    assert label.property("text") == f"1 of {expected}"

    QTest.keyClick(s.window, Qt.Key_Return)
    assert view.property("currentMatch") == 1
    QTest.keyClick(s.window, Qt.Key_Down)
    assert view.property("currentMatch") == 2
    QTest.keyClick(s.window, Qt.Key_Up)
    QTest.keyClick(s.window, Qt.Key_Return, Qt.ShiftModifier)
    assert view.property("currentMatch") == 0
    QTest.keyClick(s.window, Qt.Key_Up)            # wraps to the last match
    assert view.property("currentMatch") == expected - 1
    assert label.property("text") == f"{expected} of {expected}"
    # the last match is near the end, so the view scrolled down to it
    qtbot.waitUntil(lambda: view.property("contentY") > 300, timeout=2000)
    assert len(s.named("currentMatchHighlight", visible_only=True)) >= 1
    assert len(s.named("matchHighlight")) >= expected - 1


def test_search_without_matches(scene):
    s, view = load(scene)
    view.setProperty("searchText", "zeppelin")
    assert view.property("matchCount") == 0
    assert view.property("currentMatch") == -1
    assert s.obj("matchCountLabel").property("text") == "No matches"
    view.setProperty("searchText", "")
    assert s.obj("matchCountLabel").property("text") == ""


def test_new_markdown_rebuilds_toc_and_search(scene, qtbot):
    s, view = load(scene)
    view.setProperty("searchText", "dice")
    view.setProperty("markdown", "## Only\n\nOne dice here.\n")
    assert [h["text"] for h in headings(view)] == ["Only"]
    assert view.property("matchCount") == 1


def test_wheel_scrolling_updates_current_heading(scene, qtbot):
    s, view = load(scene)
    Scene.call(view, "scrollToHeading", 2)
    assert view.property("currentHeading") == 2      # pinned although the text end stops the scroll
    start = view.property("contentY")
    flick = s.obj("textFlickable")
    pos = QPointF(Scene.center_in_window(flick))
    for _ in range(4):
        event = QWheelEvent(pos, QPointF(s.window.mapToGlobal(pos.toPoint())), QPoint(0, 0), QPoint(0, 120),
                            Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
        QGuiApplication.sendEvent(s.window, event)
        s.wait(30)
    qtbot.waitUntil(lambda: not flick.property("moving"), timeout=3000)
    y = view.property("contentY")
    assert y < start - 50
    top = y + 15 * 1.5
    expected = max([i for i in range(3) if Scene.call(view, "headingY", i) <= top], default=0)
    assert expected < 2
    assert view.property("currentHeading") == expected


def test_many_matches_only_highlight_near_the_view(scene, qtbot):
    long_md = "\n\n".join(f"## Part {i}\n\n{FILLER}" for i in range(30))
    s = scene(f'RulebookView {{ objectName: "rules"; anchors.fill: parent; animationScale: 0; '
              f'markdown: {json.dumps(long_md)} }}', 1000, 600)
    view = s.obj("rules")
    assert len(headings(view)) == 30
    view.setProperty("searchText", "e")
    total = view.property("matchCount")
    assert total > 1000
    shown = len(s.named("matchHighlight")) + len(s.named("currentMatchHighlight"))
    assert 0 < shown < total / 4
    Scene.call(view, "findPrevious")          # wraps to the very last match, far below
    assert view.property("currentMatch") == total - 1
    qtbot.waitUntil(lambda: len(s.named("currentMatchHighlight", visible_only=True)) >= 1, timeout=2000)


# ---- section ids, spacing, headings that wrap well ---------------------------------------------------------------
ID_MARKDOWN = f"""# Sample rules of the game (a subtitle) {{#intro}}

Intro text. {FILLER}

Second paragraph. {FILLER}

## Setting up {{#setup}}

{FILLER}

### Dice and `cards` {{#dice}}

{FILLER}

#### Fine points {{#fine}}

{FILLER}

## Winning {{#winning}}

{FILLER}
"""


def load_ids(scene, section="", width=1000, height=600):
    body = (f'RulebookView {{ objectName: "rules"; anchors.fill: parent; animationScale: 0; '
            f'section: {json.dumps(section)}; markdown: {json.dumps(ID_MARKDOWN)} }}')
    s = scene(body, width, height)
    return s, s.obj("rules")


def test_heading_ids_never_show_and_name_the_sections(scene):
    s, view = load_ids(scene)
    plain = Scene.plain_text(s.obj("rulebookText"))
    assert "{#" not in plain and "#intro" not in plain
    assert "Setting up\u2029" in plain or "Setting up\n" in plain
    hs = headings(view)
    assert [(h["level"], h["text"], h["id"]) for h in hs] == [
        (2, "Setting up", "setup"), (3, "Dice and cards", "dice"), (2, "Winning", "winning")]
    assert sorted(view.property("sections").toVariant()) == ["dice", "fine", "intro", "setup", "winning"]
    assert all("{#" not in e.property("text") for e in s.named("tocEntry"))


def test_opening_at_a_section_puts_its_heading_at_the_top(scene, qtbot):
    s, view = load_ids(scene, section="dice")
    flick = s.obj("textFlickable")
    y = Scene.call(view, "headingY", 1)
    assert y > 300
    qtbot.waitUntil(lambda: view.property("currentHeading") == 1)
    expected = min(y - 15 * 0.6, flick.property("contentHeight") - flick.height())
    qtbot.waitUntil(lambda: abs(view.property("contentY") - expected) < 1)
    view.setProperty("section", "")
    view.setProperty("section", "winning")  # the last: as far as the text goes, and it is the current heading
    qtbot.waitUntil(lambda: view.property("currentHeading") == 2)
    # a level-4 heading is a section too: the contents show its level-3 parent as current
    view.setProperty("section", "")
    assert Scene.call(view, "scrollToSection", "fine") is True
    qtbot.waitUntil(lambda: view.property("currentHeading") == 1)
    assert Scene.call(view, "scrollToSection", "no-such-section") is False
    # switching the section scrolls again
    view.setProperty("section", "setup")
    qtbot.waitUntil(lambda: view.property("currentHeading") == 0)


def test_paragraphs_are_visibly_spaced(scene):
    s, view = load_ids(scene)
    doc = s.obj("rulebookText")
    plain = Scene.plain_text(doc)
    second = plain.index("Second paragraph.")
    end_of_first = QMetaObject.invokeMethod(doc, "positionToRectangle", Q_RETURN_ARG("QRectF"), Q_ARG("int", second - 1))
    start_of_second = QMetaObject.invokeMethod(doc, "positionToRectangle", Q_RETURN_ARG("QRectF"), Q_ARG("int", second))
    line = end_of_first.height()
    # a blank of at least half a line between the last line of one paragraph and the next paragraph
    assert start_of_second.y() - end_of_first.y() >= line * 1.5


def test_a_trailing_parenthesis_of_a_heading_wraps_as_a_unit(scene):
    s, view = load_ids(scene, width=520, height=500)
    doc = s.obj("rulebookText")
    plain = Scene.plain_text(doc).replace("\u00a0", " ")
    start, end = plain.index("(a subtitle)"), plain.index("(a subtitle)") + len("(a subtitle)") - 1
    ys = [QMetaObject.invokeMethod(doc, "positionToRectangle", Q_RETURN_ARG("QRectF"), Q_ARG("int", i)).y()
          for i in (start, end)]
    assert ys[0] == ys[1] > 0  # wrapped, and the parenthesis whole on the second line
    view.setProperty("searchText", "(a subtitle")  # search still finds it
    assert view.property("matchCount") == 1


BOOKS = sorted((REPO / "i18n" / "rules").glob("*/*.md"))


def _rect(doc, pos):
    return QMetaObject.invokeMethod(doc, "positionToRectangle", Q_RETURN_ARG("QRectF"), Q_ARG("int", pos))


@pytest.mark.parametrize("size", [(1256, 640), (936, 520)], ids=["1280x720", "960x600"])
@pytest.mark.parametrize("book", BOOKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_rulebook_reads_well_at_the_window_sizes(scene, qtbot, book, size):
    """No id or Markdown mark shows, every section opens, the title holds one line, no heading's closing
    parenthesis is split (sizes: the rules page inside the default window and a smaller one)."""
    text = book.read_text(encoding="utf-8")
    body = (f'RulebookView {{ objectName: "rules"; anchors.fill: parent; animationScale: 0; '
            f'markdown: {json.dumps(text)} }}')
    s = scene(body, *size)
    view, doc = s.obj("rules"), s.obj("rulebookText")
    plain = Scene.plain_text(doc).replace("\u00a0", " ")
    assert "{#" not in plain
    assert not [line for line in plain.splitlines() if "**" in line or "__" in line or "`" in line]
    assert all(h["position"] >= 0 and "{#" not in h["text"] for h in headings(view))
    ids = heading_ids(text)
    assert sorted(view.property("sections").toVariant()) == sorted(ids)
    for section in ids:
        assert Scene.call(view, "scrollToSection", section) is True, section
    title = next(iter(ids.values()))  # the book's title, "# ... {#intro}"
    start = plain.index(title)
    assert _rect(doc, start).y() == _rect(doc, start + len(title) - 1).y(), f"the title wraps: {title}"
    for heading in ids.values():
        if heading.endswith((")", "）")):
            at = plain.index(heading)
            opening = max(heading.rfind("("), heading.rfind("（"))
            assert _rect(doc, at + opening).y() == _rect(doc, at + len(heading) - 1).y(), heading


def test_markdown_is_read_once_and_a_new_font_size_only_restyles_it(scene, qtbot):
    """Without a reader the view reads through its hidden TextEdit; a new font size re-uses what it read."""
    s, view = load(scene)
    text = s.plain_text(s.obj("rulebookText"))
    assert view.property("markdownReads") == 1
    view.setProperty("fontPixelSize", 19)
    qtbot.waitUntil(lambda: s.plain_text(s.obj("rulebookText")) == text)
    assert view.property("markdownReads") == 1
    view.setProperty("markdown", MARKDOWN + "\nOne more line.\n")
    qtbot.waitUntil(lambda: "One more line." in s.plain_text(s.obj("rulebookText")))
    assert view.property("markdownReads") == 2


def test_a_markdown_reader_gets_the_text_without_heading_ids(scene, qtbot):
    """markdownReader (the app's shelf.markdownHtml) reads instead of the hidden TextEdit, once; ids never reach it."""
    source = json.dumps("# Title {#intro}\n\nBody.\n")
    body = ('property var asked: []\n'
            'RulebookView { objectName: "rules"; anchors.fill: parent; animationScale: 0\n'
            '    markdownReader: function(text) { asked.push(text); return "<p>From the reader: " + text.length + "</p>" }\n'
            f'    markdown: {source} }}')
    s = scene(body, 1000, 600)
    view = s.obj("rules")
    asked = s.window.property("asked").toVariant()
    assert asked == ["# Title\n\nBody.\n"]
    assert view.property("markdownReads") == 1
    assert s.plain_text(s.obj("rulebookText")).startswith("From the reader: ")
