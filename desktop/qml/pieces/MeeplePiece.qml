import QtQuick
import ".."

// A citizen: a meeple in the seat's colour with its number on the chest.
Item {
    id: piece

    property int seat: 0
    property color colour: "#888888"

    implicitWidth: Theme.px(32)
    implicitHeight: Theme.px(32)

    PieceArt { id: meeple; name: "meeple"; colour: piece.colour; anchors.fill: parent }
    Text {
        objectName: "seatNumber"
        anchors.horizontalCenter: parent.horizontalCenter
        y: meeple.height * 0.5 - height / 2
        text: String(piece.seat + 1)
        color: Theme.inkOn(piece.colour)
        font.pixelSize: Theme.text(Math.max(7, Math.round(meeple.height * 0.34)))
        font.bold: true
    }
}
