import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"

// The GrandPrix-F1 table: the circuit in the middle with its cars; on the
// right the race counters (lap, weather, the "1" pile and the bank piles),
// every player's cars, cards, tyres and damage, and the log; along the bottom
// the acting player's hand (only its owner sees it), what to do now, and the
// short panels (pit lane, tyres, box stays, bonus exchange, penalty) over the
// circuit. Dragging: a ghost follows the pointer and is dropped with
// Drag.drop(); the controller decides, and a refused drop flies home.
Item {
    id: scene

    required property var controller
    property string dragKind: ""
    property string dragPiece: ""
    property var spots: ({})
    readonly property var panel: controller.panel

    objectName: "grandprix_f1"

    function register(uid, item) { spots[uid] = item }

    function beginDrag(kind, pieceId, source, label, colour) {
        const p = source.mapToItem(scene, 0, 0)
        ghost.origin = Qt.point(p.x, p.y)
        ghost.x = p.x; ghost.y = p.y
        ghost.width = Math.max(source.width, Theme.px(30)); ghost.height = Math.max(source.height, Theme.px(40))
        ghost.label = label
        ghost.colour = colour || ""
        ghost.Drag.keys = [kind]
        dragPiece = pieceId
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
        else snapBack.start()
    }
    function dropped(accepted) { ghost.accepted = accepted }

    Rectangle {  // grass
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0; color: "#4f7d46" }
            GradientStop { position: 1; color: "#3c6236" }
        }
    }

    RowLayout {
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: bottomBar.top }
        anchors.margins: Theme.px(6)
        spacing: Theme.px(6)

        F1Circuit {
            id: circuit
            objectName: "circuit"
            Layout.fillWidth: true
            Layout.fillHeight: true
            controller: scene.controller
            table: scene

            Rectangle {  // the short panels: pit lane, tyres, box stays, exchange, penalty
                objectName: "choicePanel"
                visible: scene.panel.hasChoices === true && !scene.controller.handOver
                anchors.centerIn: parent
                width: Math.min(parent.width * 0.62, Theme.px(460))
                height: choiceColumn.implicitHeight + Theme.px(24)
                radius: Theme.radius
                color: "#f0fffaf1"
                border.color: Theme.reach
                border.width: Theme.px(3)
                z: 20
                ColumnLayout {
                    id: choiceColumn
                    anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(12) }
                    spacing: Theme.px(8)
                    Label {
                        objectName: "choiceTitle"
                        text: scene.panel.choiceTitle || ""
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        color: Theme.ink
                        Layout.fillWidth: true
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.px(8)
                        Repeater {
                            model: scene.controller.buttonsModel
                            delegate: Item {
                                id: choice
                                required property string uid
                                required property string label
                                required property bool available
                                required property bool main
                                required property string shortcut
                                required property var row
                                objectName: "button_" + uid  // tests click it: the button fills it
                                implicitWidth: choiceButton.implicitWidth
                                implicitHeight: choiceButton.implicitHeight
                                width: implicitWidth
                                height: implicitHeight
                                HintRing {  // the hint: the option the suggestion takes
                                    anchors.fill: parent
                                    unit: Theme.scale
                                    ringColor: Theme.accentSoft
                                    round: Theme.radius
                                    shown: choice.row.hinted === true
                                }
                                TableButton {
                                    id: choiceButton
                                    anchors.fill: parent
                                    text: choice.label
                                    hint: choice.shortcut
                                    enabled: choice.available
                                    primary: choice.main
                                    focusPolicy: Qt.NoFocus
                                    onClicked: scene.controller.activate(choice.uid)
                                }
                            }
                        }
                    }
                }
            }
        }

        ColumnLayout {  // the race counters, the players and the log
            Layout.preferredWidth: Theme.px(300)
            Layout.maximumWidth: Theme.px(300)
            Layout.fillHeight: true
            spacing: Theme.px(6)
            F1Counters {
                Layout.fillWidth: true
                panel: scene.panel
            }
            Repeater {
                model: scene.controller.playersModel
                delegate: F1Player {
                    Layout.fillWidth: true
                    controller: scene.controller
                }
            }
            GameLog {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: Theme.px(60)
                model: scene.controller.logModel
            }
        }
    }

    Rectangle {  // the hand, what to do now
        id: bottomBar
        objectName: "bottomBar"  // where the table's buttons are: toasts stay above it
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: Theme.px(96)
        color: "#2a2d33"
        border.color: "#17191c"

        RowLayout {
            anchors.fill: parent
            anchors.margins: Theme.px(8)
            spacing: Theme.px(12)
            Row {
                objectName: "hand"
                spacing: Theme.px(6)
                Layout.alignment: Qt.AlignVCenter
                Repeater {
                    model: scene.controller.piecesModel
                    delegate: F1HandCard {
                        table: scene
                        controller: scene.controller
                    }
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.px(4)
                Label {
                    objectName: "statusLine"
                    text: scene.controller.status
                    color: "#f4f4f4"
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    wrapMode: Text.Wrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                ThinkingIndicator {
                    running: scene.controller.thinking
                    text: scene.controller.thinkingText
                    animationScale: Theme.animationScale
                    fontPixelSize: Theme.fontSmall
                }
                Item { Layout.fillHeight: true }
            }
        }
    }

    Item {  // the card or car under the pointer while dragging
        id: ghost
        property string label
        property string colour
        property point origin
        property bool accepted: false
        visible: scene.dragKind !== ""
        z: 100
        Drag.hotSpot.x: width / 2
        Drag.hotSpot.y: height / 2
        Rectangle {
            anchors.fill: parent
            radius: Theme.px(6)
            color: ghost.colour !== "" ? ghost.colour : Theme.card
            border.color: Theme.reach
            border.width: Theme.px(3)
            opacity: 0.9
            Text {
                anchors.centerIn: parent
                text: ghost.label
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: ghost.colour !== "" ? Theme.inkOn(ghost.colour) : Theme.ink
            }
        }
        ParallelAnimation {
            id: snapBack
            NumberAnimation { target: ghost; property: "x"; to: ghost.origin.x; duration: Theme.ms(220); easing.type: Easing.OutBack }
            NumberAnimation { target: ghost; property: "y"; to: ghost.origin.y; duration: Theme.ms(220); easing.type: Easing.OutBack }
            onFinished: scene.dragKind = ""
        }
    }

    F1Results {
        controller: scene.controller
        onHome: scene.Window.window.showHome()
    }
}
