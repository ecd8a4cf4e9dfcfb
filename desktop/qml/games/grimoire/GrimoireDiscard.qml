import QtQuick
import QtQuick.Controls
import Gameshelf
import "../.."

// The discard pile is public: its cards by kind, with how many of each.
// With a nun, click cards here to choose which ones to take.
Rectangle {
    id: pile

    required property var controller
    required property var table
    readonly property int count: table.panel.discard || 0
    readonly property int pick: table.panel.nunPick || 0
    readonly property int chosen: table.panel.nunChosen || 0

    color: "#f1e9db"
    radius: Theme.radius
    border.color: pick > 0 ? Theme.reach : Theme.line
    border.width: pick > 0 ? Theme.px(3) : 1
    Component.onCompleted: table.register("discard", pile)

    Label {
        id: heading
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(8) }
        text: pile.pick > 0 ? qsTr("Discard pile (%1) · your nun takes %2: %3 chosen").arg(pile.count).arg(pile.pick).arg(pile.chosen)
                            : qsTr("Discard pile (%1)").arg(pile.count)
        font.pixelSize: Theme.fontBody
        font.bold: true
        color: Theme.ink
        wrapMode: Text.Wrap
    }

    Label {  // an empty pile says what it is for rather than stand blank
        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(16) }
        visible: pile.count === 0
        text: qsTr("Empty for now. Discarded cards land here face up, for everyone to see.")
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontSmall
        font.italic: Theme.italic
        color: "#8c7a63"
    }

    Flickable {
        anchors { left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom; margins: Theme.px(8) }
        contentHeight: flow.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        Flow {
            id: flow
            width: parent.width
            spacing: Theme.px(3)
            Repeater {  // the discard's own rows: the table's other pieces never signal here
                model: SeatPieces { source: pile.controller.piecesModel; seat: -1; kinds: ["discard"] }
                delegate: Rectangle {
                    id: tag
                    required property string uid
                    required property string label
                    required property bool highlighted
                    required property var row
                    objectName: "discard_" + uid
                    Accessible.role: row.clickable ? Accessible.Button : Accessible.StaticText
                    Accessible.name: row.a11y || ""
                    Accessible.description: row.text || ""
                    Accessible.onPressAction: if (row.clickable === true) pile.controller.activate(uid)
                    width: tagText.implicitWidth + Theme.px(10)
                    height: Theme.px(20)
                    radius: Theme.px(4)
                    color: highlighted ? "#ffe08a" : row.kindName === "treasure" ? "#f3dc9a" : "#cfe0f2"
                    border.color: highlighted ? Theme.accent : row.clickable ? "#8a6d00" : "#8c7a63"
                    border.width: highlighted ? Theme.px(2) : 1
                    Text {
                        id: tagText
                        anchors.centerIn: parent
                        text: (tag.row.selected > 0 ? "✔" + tag.row.selected + " " : "") + tag.label + " ×" + tag.row.count
                        font.pixelSize: Theme.text(Theme.px(11))
                        color: Theme.ink
                    }
                    ToolTip.visible: hover.hovered
                    ToolTip.delay: 400
                    ToolTip.text: tag.label + " · " + tag.row.vp + " VP\n" + tag.row.text
                    HoverHandler { id: hover; cursorShape: tag.row.clickable ? Qt.PointingHandCursor : Qt.ArrowCursor }
                    TapHandler {
                        enabled: tag.row.clickable === true
                        onTapped: pile.controller.activate(tag.uid)
                    }
                }
            }
        }
    }
}
