import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gameshelf
import "../.."
import "../../components"

// The viewer's book, open as a spread of 15 pages. Pages 1..MP may be chosen
// this round, the others are dimmed. Choose by dragging the bookmark onto a
// page, by clicking a page, or with the arrows and Enter.
Rectangle {
    id: book

    required property var controller
    required property var table
    readonly property bool choosing: table.panel.choosing === true
    readonly property string bookmarkName: table.panel.a11yBookmark || ""

    color: "#6b4a2f"
    radius: Theme.radius
    border.color: "#3b2a1c"

    RowLayout {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(6) }
        height: Theme.px(26)
        spacing: Theme.px(8)
        ElidedLabel {
            text: qsTr("Grimoire: the 15 pages (every book is the same)")
            color: "#fdf3e1"
            font.pixelSize: Theme.fontBody
            font.bold: true
            Layout.fillWidth: true
        }
        Item {  // the bookmark, waiting to be placed
            id: bookmark
            objectName: "bookmark"
            Accessible.role: Accessible.Button
            Accessible.name: book.bookmarkName
            Layout.preferredWidth: Theme.px(96)
            Layout.preferredHeight: Theme.px(26)
            opacity: book.choosing ? 1 : 0  // stays in the layout: only shown while a page is to be chosen
            Rectangle {
                id: ribbon
                anchors.fill: parent
                radius: Theme.px(4)
                color: book.table.dragKind === "bookmark" ? "#80b23a2e" : Theme.accent
                border.color: Theme.reach
                border.width: Theme.px(2)
                Text {
                    objectName: "bookmarkLabel"
                    anchors.centerIn: parent
                    text: qsTr("Bookmark")
                    color: "#fffaf1"
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
            }
            Repeater {  // the hint ring, read from the bookmark's own piece row (the only row of its model)
                model: SeatPieces { source: book.controller.piecesModel; everySeat: true; kinds: ["bookmark"] }
                delegate: HintRing {
                    required property var row
                    anchors.fill: ribbon
                    unit: Theme.scale
                    ringColor: Theme.accentSoft
                    shown: row.hinted === true
                }
            }
            HoverHandler { cursorShape: Qt.OpenHandCursor }
            DragHandler {
                enabled: book.choosing
                target: null
                onActiveChanged: active ? book.table.beginDrag("bookmark", "bookmark", ribbon, qsTr("Bookmark"), false)
                                        : book.table.endDrag()
                onCentroidChanged: if (active) book.table.moveDrag(centroid.scenePosition)
            }
        }
    }

    Grid {
        id: pages
        anchors { left: parent.left; right: parent.right; top: header.bottom; bottom: parent.bottom; margins: Theme.px(6) }
        columns: 5
        spacing: Theme.px(4)
        readonly property real cellW: (width - 4 * spacing) / 5
        readonly property real cellH: (height - 2 * spacing) / 3
        Repeater {  // the page zones only: a decision that changes a page re-evaluates that page alone
            model: SeatPieces { source: book.controller.zonesModel; everySeat: true; kinds: ["page"] }
            delegate: Rectangle {
                id: page
                required property string uid
                required property var row
                readonly property int pos: row.pos
                readonly property bool reachable: row.reachable === true
                readonly property bool cursor: row.cursor === true
                readonly property bool open: row.open === true
                readonly property bool marked: row.marked === true
                objectName: "zone_" + uid
                Accessible.role: reachable ? Accessible.Button : Accessible.StaticText
                Accessible.name: row.a11y || ""
                Accessible.description: row.text || ""
                Accessible.focusable: reachable
                Accessible.focused: cursor
                Accessible.onPressAction: if (book.choosing) book.controller.activate(uid)
                width: pages.cellW
                height: pages.cellH
                radius: Theme.px(4)
                // a locked page stays readable: darker paper and softer ink, not a see-through page on brown
                color: drop.containsDrag && reachable ? "#fff3c4" : open ? "#f7eedd" : "#d8ccb8"
                readonly property bool hinted: row.hinted === true
                border.color: hinted ? Theme.accentSoft : cursor ? "#ffffff" : marked ? Theme.accent
                            : reachable && hover.hovered ? Theme.reach : "#8c6640"
                border.width: hinted ? Theme.px(4) : cursor || marked || (reachable && hover.hovered) ? Theme.px(3) : 1

                Text {
                    id: number
                    anchors { left: parent.left; top: parent.top; leftMargin: Theme.px(5); topMargin: Theme.px(2) }
                    text: page.pos
                    font.pixelSize: Theme.text(Theme.px(15))
                    font.bold: true
                    color: page.open ? Theme.accent : "#5e5247"
                }
                Text {  // the page's name, at the size of every other name: never squeezed to fit
                    id: title
                    objectName: "pageName_" + page.uid
                    // beside the number where it fits whole, else on a line of its own below it
                    readonly property bool beside: number.width + Theme.px(5 + 3 + 3) + implicitWidth <= page.width
                    x: beside ? number.x + number.width + Theme.px(3) : Theme.px(5)
                    y: beside ? number.y + (number.height - height) / 2 : number.y + number.height
                    width: page.width - x - Theme.px(3)
                    text: page.row.name || ""
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: page.open ? Theme.ink : "#5e5247"
                    elide: Text.ElideRight  // only where even the page's width is too narrow: its tooltip holds it
                }
                Text {  // why it cannot be chosen, in the corner the description leaves free
                    id: lock
                    objectName: page.open ? "" : "locked_" + page.uid
                    visible: !page.open
                    anchors { right: parent.right; bottom: parent.bottom; rightMargin: Theme.px(4); bottomMargin: Theme.px(2) }
                    text: qsTr("over MP")
                    font.pixelSize: Theme.text(Theme.px(10))
                    font.bold: true
                    color: "#5e5247"
                }
                Text {
                    anchors { left: parent.left; right: parent.right; top: title.beside ? number.bottom : title.bottom; margins: Theme.px(4); topMargin: 0 }
                    anchors.bottom: lock.visible ? lock.top : parent.bottom
                    anchors.rightMargin: page.marked ? Theme.px(20) : Theme.px(4)  // clear of the bookmark
                    text: page.row.short || ""
                    wrapMode: Text.Wrap
                    elide: Text.ElideRight  // the page's tooltip holds it whole
                    // whole lines only; none where not even one fits (a locked page in a small window): the
                    // page's tooltip still has it
                    visible: height >= shortMetrics.height
                    maximumLineCount: Math.max(1, Math.floor(height / shortMetrics.height))
                    font.pixelSize: Theme.text(Theme.px(11))
                    color: page.open ? Theme.inkSoft : "#6a5e52"
                    FontMetrics { id: shortMetrics; font.pixelSize: Theme.text(Theme.px(11)) }
                }
                Rectangle {  // the bookmark on the marked page, up to the page's name (on its own line in a small window)
                    visible: page.marked
                    anchors { right: parent.right; bottom: parent.bottom; rightMargin: Theme.px(6) }
                    width: Theme.px(10); height: Math.min(parent.height * 0.6, parent.height - title.y - title.height - Theme.px(2))
                    color: Theme.accent
                    border.color: "#6b1d16"
                }
                ToolTip.visible: hover.hovered && book.table.dragKind === ""
                ToolTip.delay: 500
                ToolTip.text: page.pos + " " + (page.row.name || "") + "\n" + (page.row.short || "") + "\n" + (page.row.text || "")
                HoverHandler { id: hover; cursorShape: page.reachable ? Qt.PointingHandCursor : Qt.ArrowCursor }
                TapHandler { enabled: book.choosing; onTapped: book.controller.activate(page.uid) }
                DropArea {
                    id: drop
                    anchors.fill: parent
                    keys: ["bookmark"]
                    onDropped: d => {
                        d.accept()
                        book.table.dropped(book.controller.drop("bookmark", page.uid))
                    }
                }
            }
        }
    }
}
