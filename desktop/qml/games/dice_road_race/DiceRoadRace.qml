import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"

// The Dice Road Race table, in the tables' one layout (TableLayout): riders' cards on the left, the road in
// the middle, the log on the right, the roll tray and buttons along the bottom.
// Dragging: a piece never moves itself; a ghost follows the pointer and is
// dropped with Drag.drop() (internal drags need it), then the controller decides.
Item {
    id: scene

    required property var controller
    // the panel, made in JS once per change: the tray, the road and the vote read it here, not each anew
    readonly property var panel: controller.panel
    property string dragKind: ""

    objectName: "diceRoadRace"

    // --- drag helpers used by the road, the cards and the tray -----------------
    function beginDrag(kind, pieceId, source, colour, face) {
        const p = source.mapToItem(scene, 0, 0)
        ghost.origin = Qt.point(p.x, p.y)
        ghost.x = p.x; ghost.y = p.y
        ghost.width = source.width; ghost.height = source.height
        ghost.pieceId = pieceId
        ghost.colour = colour
        ghost.face = face
        ghost.Drag.keys = [kind]
        dragKind = kind
        ghost.Drag.active = true
    }
    function moveDrag(scenePos) {
        const p = scene.mapFromItem(null, scenePos.x, scenePos.y)
        ghost.x = p.x - ghost.width / 2
        ghost.y = p.y - ghost.height / 2
    }
    function endDrag() {
        if (dragKind === "") return
        ghost.accepted = false
        ghost.Drag.drop()
        ghost.Drag.active = false
        if (ghost.accepted) dragKind = ""
        else snapBack.start()  // refused or dropped nowhere: fly home
    }
    function dropped(accepted) { ghost.accepted = accepted }
    function confirm(text, action) {
        confirmDialog.text = text
        confirmDialog.action = action
        confirmDialog.open()
    }

    Rectangle {  // felt with a soft vignette
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0; color: Qt.lighter(Theme.felt, 1.12) }
            GradientStop { position: 1; color: Qt.darker(Theme.felt, 1.15) }
        }
    }

    TableLayout {  // players left, the road in the middle, the log right, the roll tray in the strip
        anchors.fill: parent
        controller: scene.controller
        stripHeight: Theme.px(130)
        privateWidth: Theme.px(250)
        onConfirmAsked: (text, uid) => scene.confirm(text, uid)
        players: Repeater {
            model: scene.controller.playersModel
            delegate: DiceRoadRacePlayer {
                controller: scene.controller
                table: scene
                Layout.fillWidth: true
            }
        }
        privateArea: DiceRoadRaceTray {
            anchors.fill: parent
            controller: scene.controller
            table: scene
        }
        DiceRoadRaceRoad {
            objectName: "road"
            anchors.fill: parent
            controller: scene.controller
            table: scene
        }
    }

    Item {  // the piece under the pointer while dragging
        id: ghost
        property string pieceId
        property color colour: "white"
        property int face: 1
        property point origin
        property bool accepted: false
        visible: scene.dragKind !== ""
        z: 100
        Drag.hotSpot.x: width / 2
        Drag.hotSpot.y: height / 2
        Die {
            anchors.fill: parent
            visible: scene.dragKind === "die"
            size: parent.width
            face: ghost.face
            animationScale: 0
            highlighted: true
            glowColor: Theme.reach
        }
        Rectangle {
            anchors.fill: parent
            visible: scene.dragKind === "rider"
            radius: width / 2
            color: ghost.colour
            border.color: Theme.reach
            border.width: Theme.px(3)
        }
        ParallelAnimation {
            id: snapBack
            NumberAnimation { target: ghost; property: "x"; to: ghost.origin.x; duration: Theme.ms(220); easing.type: Easing.OutBack }
            NumberAnimation { target: ghost; property: "y"; to: ghost.origin.y; duration: Theme.ms(220); easing.type: Easing.OutBack }
            onFinished: scene.dragKind = ""
        }
    }

    DiceRoadRaceResults {
        controller: scene.controller
        onHome: scene.Window.window.showHome()
    }

    Dialog {
        id: confirmDialog
        property string text
        property string action
        objectName: "confirmDialog"
        anchors.centerIn: Overlay.overlay
        width: Math.min(scene.width * 0.6, Theme.px(560))
        modal: true
        title: qsTr("Are you sure?")
        standardButtons: Dialog.Yes | Dialog.No
        Label {
            width: parent.width
            text: confirmDialog.text
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontBody
        }
        onAccepted: scene.controller.activate(action)
    }

    Dialog {  // end by agreement: the same buttons as in the bar, asked explicitly
        objectName: "voteDialog"
        anchors.centerIn: Overlay.overlay
        width: Math.min(scene.width * 0.6, Theme.px(560))
        modal: true
        closePolicy: Popup.NoAutoClose
        visible: scene.panel.vote === true && !scene.controller.handOver
        title: qsTr("End the race by agreement?")
        ColumnLayout {
            width: parent.width
            spacing: Theme.px(12)
            Label {
                Layout.fillWidth: true
                text: scene.controller.status
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontBody
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                Repeater {
                    model: scene.controller.buttonsModel
                    delegate: TableButton {
                        required property string uid
                        required property string label
                        required property bool main
                        visible: uid.startsWith("agree_")
                        text: label
                        primary: main
                        onClicked: scene.controller.activate(uid)
                    }
                }
            }
        }
    }
}
