import QtQuick
import ".."

// The ring a hint puts around the piece it suggests moving, the same on every table: a wide gold
// double line (not a colour alone: no other highlight of the tables is doubled). Fill the piece with it.
Rectangle {
    id: ring
    property bool shown: false
    property real round: Theme.px(6)  // corner radius; a round piece passes width / 2

    objectName: "hintRing"
    visible: shown
    anchors.margins: -Theme.px(5)
    radius: round + Theme.px(5)
    color: "transparent"
    border.color: Theme.accentSoft
    border.width: Theme.px(2)
    Rectangle {
        anchors.fill: parent
        anchors.margins: Theme.px(4)
        radius: Math.max(0, ring.radius - Theme.px(4))
        color: "transparent"
        border.color: Theme.accentSoft
        border.width: Theme.px(2)
    }
}
