import QtQuick
import QtQuick.Controls
import "../.."
import "../../components"

// A team's grupetto: how many dice wait there. Drawn `live` it takes the gestures: drag it onto the peloton
// to roll, drop dice on it to pass, a hint rings it (see GtPeloton for where the live one is drawn).
Rectangle {
    id: grupetto

    required property var controller
    required property var table
    required property int seat
    required property color colour
    required property int count  // dice waiting there
    required property bool draggable  // onto the peloton, to roll
    required property string hintId
    required property string a11y
    property bool live: true
    property real padding: Theme.px(6)  // above and below its label, together

    objectName: live ? "grupetto_" + seat : ""
    Accessible.role: draggable && live ? Accessible.Button : Accessible.Grouping
    Accessible.name: a11y
    implicitWidth: grupettoLabel.implicitWidth + Theme.px(12)
    implicitHeight: grupettoLabel.implicitHeight + padding
    radius: Theme.px(5)
    color: grupettoDrop.containsDrag ? Theme.reach : "#5b5b5e"

    Label {
        id: grupettoLabel
        anchors.centerIn: parent
        text: qsTr("Grupetto %1").arg(grupetto.count)
        color: "#ffffff"
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }
    HintRing {  // a hint rolls it, or passes dice to it
        anchors.fill: parent
        unit: Theme.scale
        ringColor: Theme.accentSoft
        round: parent.radius
        shown: grupetto.live && grupetto.table.hinted[grupetto.hintId] === true
    }
    DragHandler {
        enabled: grupetto.live && grupetto.draggable
        target: null
        onActiveChanged: active ? grupetto.table.beginDrag("grupetto", "grupetto:" + grupetto.seat, grupetto,
                                                           grupetto.colour, 0, "")
                                : grupetto.table.endDrag()
        onCentroidChanged: if (active) grupetto.table.moveDrag(centroid.scenePosition)
    }
    DropArea {
        id: grupettoDrop
        anchors.fill: parent
        enabled: grupetto.live
        keys: ["die"]
        onDropped: drop => {
            drop.accept()
            grupetto.table.dropped(grupetto.controller.drop(drop.source.pieceId, "grupetto:" + grupetto.seat))
        }
    }
}
