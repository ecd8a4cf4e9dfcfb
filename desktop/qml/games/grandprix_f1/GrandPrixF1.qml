import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gameshelf
import "../.."
import "../../components"

// The GrandPrix-F1 table, in the tables' one layout (TableLayout): every
// player's cars, cards, tyres and damage on the left; the circuit in the
// middle with its cars; on the right a choice's question (pit lane, tyres, box
// stays, bonus exchange, penalty), the race counters (lap, weather, the "1"
// pile and the bank piles) and the log; along the bottom what is happening,
// the acting player's hand (only its owner sees it) and the buttons. Dragging: a ghost follows the pointer and is dropped with
// Drag.drop(); the controller decides, and a refused drop flies home.
Item {
    id: scene

    required property var controller
    property string dragKind: ""
    property string dragPiece: ""
    property var spots: ({})
    readonly property var panel: controller.panel
    // the choice panel's fields through typed steps: the panel changes at every decision, these seldom
    readonly property bool hasChoices: panel.hasChoices === true
    readonly property string choiceTitle: panel.choiceTitle || ""

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

    TableLayout {  // players left, the circuit in the middle, the counters and the log right, the hand in the strip
        id: layout
        anchors.fill: parent
        controller: scene.controller
        playersWidth: Theme.px(236)
        logWidth: Theme.px(236)
        // never lower than two rows of buttons (issue 26): where the buttons wrap into a second row and back as
        // the decisions go, the whole circuit was scaled and drawn again, a few pixels higher or lower, each time
        stripHeight: Math.max(Theme.px(92), layout.stripFor(2))
        privateWidth: hand.implicitWidth
        players: Repeater {
            model: scene.controller.playersModel
            delegate: F1Player {
                Layout.fillWidth: true
                controller: scene.controller
            }
        }
        side: [
            Rectangle {  // the short panel of a choice (pit lane, tyres, box stays, exchange, penalty): its question;
                         // its options are the strip's buttons
                objectName: "choicePanel"
                visible: scene.hasChoices
                Layout.fillWidth: true
                implicitHeight: choiceTitle.implicitHeight + Theme.px(16)
                radius: Theme.radius
                color: "#fffaf1"
                border.color: Theme.reach
                border.width: Theme.px(3)
                Label {
                    id: choiceTitle
                    objectName: "choiceTitle"
                    anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(10) }
                    text: scene.choiceTitle
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: Theme.ink
                }
            },
            F1Counters {
                Layout.fillWidth: true
                panel: scene.panel
            }
        ]
        privateArea: Row {
            id: hand
            objectName: "hand"
            anchors.verticalCenter: parent ? parent.verticalCenter : undefined
            spacing: Theme.px(6)
            // The hand's cards are kept by place: a value once held keeps its delegate, hidden while no card of it
            // is held, so a hand-over (the hand emptied under the screen, then the next player's) changes counts
            // and shows or hides places instead of making every card again. `rows`: uid -> the hand's row.
            property var rows: ({})
            SeatPieces {  // the hand's own rows (only the player at the screen has cards here): a car never signals
                id: handRows
                source: scene.controller.piecesModel
                everySeat: true
                kinds: ["card"]
                onDataChanged: (top, bottom) => hand.update(top.row, bottom.row)
                onRowsInserted: hand.sync()
                onRowsRemoved: hand.sync()
                onModelReset: hand.sync()
            }
            ListModel { id: places }  // the values held so far, smallest first: {uid, face}
            Component.onCompleted: sync()
            function sync() {
                const out = {}
                for (let i = 0; i < handRows.count; i++) {
                    const r = handRows.get(i)
                    out[r.uid] = r
                    let at = 0, known = false
                    for (; at < places.count; at++) {
                        const p = places.get(at)
                        if (p.uid === r.uid) { known = true; break }
                        if (p.face > r.face) break
                    }
                    if (!known) places.insert(at, { uid: r.uid, face: r.face })
                }
                rows = out
            }
            function update(first, last) {  // rows that changed in place: only they are read again
                const out = Object.assign({}, rows)
                for (let i = first; i <= last; i++) {
                    const r = handRows.get(i)
                    out[r.uid] = r
                }
                rows = out
            }
            Repeater {
                model: places
                delegate: F1HandCard {
                    id: place
                    table: scene
                    controller: scene.controller
                    row: hand.rows[place.uid] || null
                }
            }
        }

        F1Circuit {
            id: circuit
            objectName: "circuit"
            anchors.fill: parent
            controller: scene.controller
            table: scene
            panel: scene.panel
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
