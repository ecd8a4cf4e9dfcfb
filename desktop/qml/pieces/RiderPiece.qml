import QtQuick
import ".."

// A rider: a jersey in the team's colour with the seat's number on its back (never a letter of
// the name: "Player 1".."Player 4" would all be "P"). The leader's jersey stands on a gold disc.
Item {
    id: piece

    property int seat: 0
    property color colour: "#888888"
    property bool leader: false

    Rectangle {
        visible: piece.leader
        anchors.centerIn: parent
        width: parent.width * 1.12; height: width; radius: width / 2
        color: Theme.leader
        border.color: "#8a6d00"
        border.width: Math.max(1, piece.width * 0.05)
    }
    PieceArt {
        id: jersey
        name: "jersey"
        colour: piece.colour
        anchors.fill: parent
        anchors.margins: piece.leader ? piece.width * 0.08 : 0
    }
    Text {
        objectName: "seatNumber"
        anchors.horizontalCenter: parent.horizontalCenter
        y: jersey.y + jersey.height * 0.58 - height / 2
        text: String(piece.seat + 1)
        color: Theme.inkOn(piece.colour)
        font.pixelSize: Theme.text(Math.max(7, Math.round(jersey.height * 0.42)))
        font.bold: true
    }
}
