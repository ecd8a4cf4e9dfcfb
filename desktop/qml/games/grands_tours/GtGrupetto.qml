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
    required property var row
    property bool live: true
    property real padding: Theme.px(6)  // above and below its label, together

    objectName: live ? "grupetto_" + row.seat : ""
    Accessible.role: row.grupettoDraggable && live ? Accessible.Button : Accessible.Grouping
    Accessible.name: row.a11yGrupetto || ""
    implicitWidth: grupettoLabel.implicitWidth + Theme.px(12)
    implicitHeight: grupettoLabel.implicitHeight + padding
    radius: Theme.px(5)
    color: grupettoDrop.containsDrag ? Theme.reach : "#5b5b5e"

    Label {
        id: grupettoLabel
        anchors.centerIn: parent
        text: qsTr("Grupetto %1").arg(grupetto.row.grupetto)
        color: "#ffffff"
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }
    HintRing {  // a hint rolls it, or passes dice to it
        anchors.fill: parent
        unit: Theme.scale
        ringColor: Theme.accentSoft
        round: parent.radius
        shown: grupetto.live && grupetto.table.hinted[grupetto.row.grupettoHint] === true
    }
    DragHandler {
        enabled: grupetto.live && grupetto.row.grupettoDraggable
        target: null
        onActiveChanged: active ? grupetto.table.beginDrag("grupetto", "grupetto:" + grupetto.row.seat, grupetto,
                                                           grupetto.row.colour, 0, "")
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
            grupetto.table.dropped(grupetto.controller.drop(drop.source.pieceId, "grupetto:" + grupetto.row.seat))
        }
    }
}
