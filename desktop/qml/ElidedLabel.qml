import QtQuick
import QtQuick.Controls

// A label that may be cut with "…" where its box is too narrow: its full text is then one hover away (a
// tooltip) and is its accessible name, so nothing is lost. Every text a table may elide uses it
// (tests/desktop/test_layout_walk.py fails on cut text without its full text at hand).
Label {
    id: label
    elide: Text.ElideRight
    ToolTip.text: text
    ToolTip.visible: truncated && hover.hovered
    ToolTip.delay: 400
    Accessible.name: text
    HoverHandler { id: hover }
}
