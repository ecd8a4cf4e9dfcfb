import QtQuick
import QtQuick.Controls
import "../.."
import "../../components"

// A team's peloton: its dice, as big as the box lets them be (every die in view, none cut). The one drawn
// `live` takes the gestures: its dice can be dragged or clicked, a hint rings them, flights start from them,
// and the grupetto can be dropped on it to roll. The acting human's peloton is drawn live in the strip
// (their tray); their team's panel then says so instead of drawing the same dice twice.
Rectangle {
    id: pel

    required property var controller
    required property var table
    required property var row
    property bool live: true
    property real most: Theme.px(30)  // the largest a die is drawn
    property color noteColour: "#8a7f72"  // "no dice", on the box's ground
    readonly property real pad: Theme.px(4)
    readonly property real gap: Theme.px(3)
    readonly property real dieSize: fit(row.peloton.length, width - 2 * pad, height - 2 * pad)

    // The largest die size (at most `most`, at least 12 px) at which n dice wrap into w x h.
    function fit(n, w, h) {
        const least = Math.max(12, Theme.px(14))
        for (let s = Math.round(most); s > least; --s) {
            const cols = Math.max(1, Math.floor((w + gap) / (s + gap)))
            if (Math.ceil(n / cols) * (s + gap) - gap <= h) return s
        }
        return least
    }

    objectName: live ? "peloton_" + row.seat : ""
    Accessible.role: Accessible.Grouping
    Accessible.name: row.a11yPeloton || ""
    clip: true
    radius: Theme.px(6)
    color: pelotonDrop.containsDrag ? "#33ffd54a" : "#1a2f5d46"
    border.color: pelotonDrop.containsDrag ? Theme.reach : "#332f5d46"

    Timer {  // where the dice lie once the flow has placed them (a die played from here flies from there)
        id: noteAll
        interval: 30
        onTriggered: { for (let i = 0; i < dice.count; ++i) if (dice.itemAt(i)) dice.itemAt(i).note() }
    }

    ElidedLabel {  // an empty peloton says so (at camp its dice are still being rolled; later all may be spent)
        anchors.centerIn: parent
        width: Math.min(implicitWidth, parent.width - 2 * pel.pad)
        visible: (!pel.live || pel.row.peloton.length === 0) && parent.height >= implicitHeight
        text: pel.live ? qsTr("Peloton: no dice") : qsTr("Peloton: in your tray below")
        font.pixelSize: Theme.fontSmall
        color: pel.noteColour
    }
    Flow {
        anchors.fill: parent
        anchors.margins: pel.pad
        spacing: pel.gap
        Repeater {
            id: dice
            model: pel.live ? pel.row.peloton : []
            delegate: Item {
                id: slot
                required property var modelData
                objectName: "pelDie_" + modelData.uid
                Accessible.role: modelData.draggable ? Accessible.Button : Accessible.Graphic
                Accessible.name: modelData.a11y || ""
                Accessible.onPressAction: if (modelData.draggable) pel.controller.activate(modelData.uid)
                width: pel.dieSize; height: pel.dieSize
                // where the first die of each kind lies: a die played from here flies from there
                function note() {
                    if (modelData.uid.endsWith(":0"))
                        pel.table.notePel(pel.row.seat + ":" + modelData.face + ":" + modelData.jersey, slot, pel)
                }
                onXChanged: note()
                onYChanged: note()
                Component.onCompleted: noteAll.restart()
                GtDie {
                    anchors.centerIn: parent
                    size: pel.dieSize * (slot.modelData.jersey !== "" ? 0.82 : 1)
                    face: slot.modelData.face
                    teamColour: pel.row.colour
                    jersey: slot.modelData.jersey
                    jerseyColour: slot.modelData.jerseyColour || "transparent"
                    selected: slot.modelData.selected
                    hinted: pel.table.hinted[slot.modelData.hintId] === true
                    table: pel.table
                    tumbleKey: slot.modelData.fresh || ""
                }
                MouseArea {
                    anchors.fill: parent
                    enabled: pel.row.mine
                    cursorShape: slot.modelData.draggable ? Qt.OpenHandCursor : Qt.PointingHandCursor
                    onClicked: pel.controller.activate(slot.modelData.uid)
                }
                DragHandler {
                    enabled: slot.modelData.draggable
                    target: null
                    onActiveChanged: active ? pel.table.beginDrag("die", slot.modelData.uid, slot, pel.row.colour,
                                                                  slot.modelData.face, slot.modelData.jersey)
                                            : pel.table.endDrag()
                    onCentroidChanged: if (active) pel.table.moveDrag(centroid.scenePosition)
                }
            }
        }
    }
    DropArea {
        id: pelotonDrop
        anchors.fill: parent
        enabled: pel.live
        keys: ["grupetto"]
        onDropped: drop => {
            drop.accept()
            pel.table.dropped(pel.controller.drop(drop.source.pieceId, "peloton:" + pel.row.seat))
        }
    }
}
