import QtQuick

// The ring a hint puts around the piece it suggests moving, the same on every table: a gold double line
// (not a colour alone: no other highlight of the tables is doubled). Fill the piece with it.
//
// API
//   shown: bool          draw it
//   round: real          the piece's corner radius (a round piece passes width / 2)
//   unit: real           pixels per design pixel (the table's scale)
//   ringColor: color
Rectangle {
    id: ring
    property bool shown: false
    property real unit: 1
    property real round: 6 * unit
    property color ringColor: "#e9c46a"

    objectName: "hintRing"
    visible: shown
    anchors.margins: -5 * unit
    radius: round + 5 * unit
    color: "transparent"
    border.color: ringColor
    border.width: Math.max(1, 2 * unit)
    Rectangle {
        anchors.fill: parent
        anchors.margins: 4 * ring.unit
        radius: Math.max(0, ring.radius - 4 * ring.unit)
        color: "transparent"
        border.color: ring.ringColor
        border.width: ring.border.width
    }
}
