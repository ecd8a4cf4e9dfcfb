import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gameshelf
import "../.."
import "../../components"

// The roll tray, the acting rider's private area in the table's strip: wood rim, felt inside; dice are
// dragged into it (or sent with 1-3) and rolled there.
Rectangle {  // the roll tray: wood rim, felt inside
    id: tray

    required property var controller
    required property var table
    readonly property var panel: table.panel
    readonly property bool accepting: panel.accepting === true
    objectName: "rollTray"
    Accessible.role: tray.accepting ? Accessible.Button : Accessible.Grouping
    Accessible.name: tray.panel.a11yTray || ""
    radius: Theme.px(14)
    color: Theme.woodLight
    border.color: drop.containsDrag ? Theme.reach : "#2a1d13"
    border.width: drop.containsDrag ? Theme.px(4) : Theme.px(2)

    Rectangle {
        anchors.fill: parent
        anchors.margins: Theme.px(8)
        radius: Theme.px(9)
        color: Qt.darker(Theme.felt, 1.25)
        border.color: tray.accepting ? Theme.reach : "#1b2e24"
        border.width: tray.accepting ? Theme.px(2) : 1

        Label {
            anchors.centerIn: parent
            visible: (tray.panel.trayDice || 0) === 0
            width: parent.width - Theme.px(16)
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: tray.accepting ? qsTr("Drop dice here") : qsTr("Roll tray")
            color: "#a9c2b3"
            font.pixelSize: Theme.fontBody
        }

        Row {
            id: trayDice
            anchors.centerIn: parent
            spacing: Theme.px(10)
            Repeater {
                model: SeatPieces { source: tray.controller.piecesModel; everySeat: true; kinds: ["die"] }
                delegate: Item {
                    id: slot
                    required property string uid
                    required property string kind
                    required property string zone
                    required property string colour
                    required property int face
                    required property int rollId
                    required property bool highlighted
                    required property var row
                    readonly property bool here: kind === "die" && zone === "tray"
                    objectName: "trayDie_" + uid
                    Accessible.role: Accessible.Graphic
                    Accessible.name: row.a11y || ""
                    visible: here
                    width: Theme.px(54)
                    height: Theme.px(54)
                    // A new roll id, or its face arriving just after it, (re)starts the tumble.
                    readonly property string roll: rollId + ":" + face
                    onRollChanged: if (here && face > 0) die.tumble(face)
                    Die {
                        id: die
                        anchors.centerIn: parent
                        size: Theme.px(50)
                        face: slot.face > 0 ? slot.face : 6
                        dimmed: slot.face === 0
                        dieColor: "#fbf7ee"
                        highlighted: slot.highlighted
                        glowColor: "#ff6b5a"
                        animationScale: Theme.animationScale
                        Accessible.ignored: true  // the slot says whose die it is and where
                    }
                    Rectangle {  // owner's colour under the die
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.top: die.bottom
                        anchors.topMargin: Theme.px(2)
                        width: Theme.px(22); height: Theme.px(4); radius: 2
                        color: slot.colour
                    }
                }
            }
        }
    }
    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["die"]
        onDropped: drag => {
            drag.accept()
            tray.table.dropped(tray.controller.drop(drag.source.pieceId, "tray"))
        }
    }
}
