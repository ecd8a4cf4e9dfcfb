import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gameshelf
import "../.."
import "../../components"

// One rider's card: name, role, GC place and time, dice held, this turn's roll.
Rectangle {
    id: card

    required property var controller
    required property var table
    required property int seat
    required property string name
    required property string colour
    required property string role
    required property int dice
    required property string gcTime
    required property string gcGap
    required property int gcPlace
    required property bool inGc
    required property string status
    required property int stagePlace
    required property bool active
    required property bool toAct
    required property bool thinking
    required property bool leader
    required property real progress
    required property int total

    objectName: "player_" + seat
    radius: Theme.radius
    color: active || toAct ? "#fffaf1" : "#f1e9db"
    implicitHeight: content.implicitHeight + Theme.px(14)

    Rectangle {  // the seat colour stripe
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; margins: Theme.px(3) }
        width: Theme.px(7)
        radius: width / 2
        color: card.colour
        border.color: Qt.darker(card.colour, 1.6)
        border.width: 1
    }

    ColumnLayout {
        id: content
        anchors { left: parent.left; right: parent.right; top: parent.top }
        anchors.leftMargin: Theme.px(16)
        anchors.rightMargin: Theme.px(8)
        anchors.topMargin: Theme.px(6)
        spacing: Theme.px(3)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(6)
            SeatToken {
                minimumPixelSize: Theme.minText
                objectName: "seatToken"
                seat: card.seat
                colour: card.colour
                Layout.preferredWidth: Theme.px(20)
                Layout.preferredHeight: Theme.px(20)
            }
            ElidedLabel {
                text: card.name
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.ink
                Layout.fillWidth: true
            }
            Rectangle {  // leader's jersey
                visible: card.leader
                width: Theme.px(16); height: width; radius: Theme.px(3)
                color: Theme.leader
                border.color: "#8a6d00"
                Accessible.role: Accessible.Graphic
                Accessible.name: qsTr("Leader's colour")
                ToolTip.visible: jerseyArea.containsMouse
                ToolTip.text: qsTr("Leader's colour")
                MouseArea { id: jerseyArea; anchors.fill: parent; hoverEnabled: true }
            }
            Label {
                visible: card.inGc
                text: qsTr("GC %1 · %2").arg(card.gcPlace).arg(card.gcTime) + (card.gcGap ? " (" + card.gcGap + ")" : "")
                color: card.gcPlace === 1 ? "#8a6d00" : Theme.ink
                font.pixelSize: Theme.fontSmall
                font.bold: card.gcPlace === 1
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: Theme.px(2)  // a movable die's glow reaches 4 units past its slot: off the name
            spacing: Theme.px(5)
            Repeater {  // this rider's dice that are not in the tray (their own rows: the table's others never signal here)
                model: SeatPieces { source: card.controller.piecesModel; seat: card.seat; kinds: ["die"] }
                delegate: Item {
                    id: slot
                    required property string uid
                    required property string zone
                    required property int face
                    required property int rollId
                    required property bool lost
                    required property bool draggable
                    required property bool highlighted
                    required property int die
                    required property var row
                    Accessible.role: draggable ? Accessible.Button : Accessible.Graphic
                    Accessible.name: row.a11y || ""
                    Accessible.onPressAction: if (draggable) card.controller.activate(uid)

                    visible: zone === "hand:" + card.seat
                    implicitWidth: Theme.px(30)  // implicit: the row's layout sizes itself (and the card) from it
                    implicitHeight: Theme.px(30)
                    objectName: "handDie_" + uid

                    // A new roll id, or its face arriving just after it, (re)starts the tumble.
                    readonly property string roll: rollId + ":" + face
                    onRollChanged: if (face > 0 && zone !== "tray") dieItem.tumble(face)

                    Rectangle {  // an empty socket where a lost die was
                        anchors.fill: parent
                        radius: Theme.px(6)
                        color: "transparent"
                        border.color: "#b8a78e"
                        border.width: 1
                        visible: slot.lost
                    }
                    Die {
                        id: dieItem
                        anchors.centerIn: parent
                        size: Theme.px(28)
                        face: slot.face > 0 ? slot.face : [5, 3, 1][slot.die]
                        dieColor: "#fbf7ee"
                        animationScale: Theme.animationScale
                        lost: slot.lost
                        highlighted: slot.draggable
                        glowColor: Theme.reach
                        Accessible.ignored: true  // the slot says whose die it is and where
                    }
                    HintRing { anchors.fill: dieItem; unit: Theme.scale; ringColor: Theme.accentSoft; shown: slot.row.hinted === true }
                    TapHandler {  // click equivalent of dragging into the tray
                        enabled: slot.draggable
                        onTapped: card.controller.activate(slot.uid)
                    }
                    HoverHandler { cursorShape: slot.draggable ? Qt.OpenHandCursor : Qt.ArrowCursor }
                    DragHandler {
                        enabled: slot.draggable
                        target: null
                        onActiveChanged: active ? card.table.beginDrag("die", slot.uid, dieItem, card.colour, dieItem.face)
                                                : card.table.endDrag()
                        onCentroidChanged: if (active) card.table.moveDrag(centroid.scenePosition)
                    }
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.px(4)
                spacing: 0
                ElidedLabel {
                    text: card.role
                    color: Theme.inkSoft
                    font.pixelSize: Theme.fontSmall
                    Layout.fillWidth: true
                }
                Label {  // under the role, not beside the name: a finished rider's name stays whole
                    visible: card.stagePlace > 0
                    text: qsTr("Finished #%1").arg(card.stagePlace)
                    color: "#2f7a55"
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
                ElidedLabel {
                    visible: card.status !== ""
                    text: card.status
                    color: Theme.accent
                    font.pixelSize: Theme.fontSmall
                    Layout.fillWidth: true
                }
            }
            ThinkingIndicator {
                visible: card.thinking
                running: card.thinking
                text: ""
                animationScale: Theme.animationScale
                fontPixelSize: Theme.fontSmall
                Layout.preferredHeight: Theme.px(24)
            }
            Rectangle {  // this turn's rolled total
                visible: card.total >= 0
                width: Theme.px(34); height: Theme.px(26); radius: Theme.px(6)
                color: Theme.wood
                Label {
                    anchors.centerIn: parent
                    text: card.total
                    color: "#fdf3e1"
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                }
            }
        }

        Rectangle {  // progress along the stage
            Layout.fillWidth: true
            Layout.bottomMargin: Theme.px(1)
            height: Theme.px(3)
            radius: height / 2
            color: "#d9ccb6"
            Rectangle {
                width: parent.width * card.progress
                height: parent.height
                radius: height / 2
                color: card.colour
                border.color: Qt.darker(card.colour, 1.5)
                border.width: 1
                Behavior on width { NumberAnimation { duration: Theme.ms(400) } }
            }
        }
    }

    TurnFrame {
        anchors.fill: parent
        acting: card.active
        answering: card.toAct
        radius: card.radius
        weight: Theme.px(3)
        actingColour: Theme.acting
        answeringColour: Theme.answering
    }
}
