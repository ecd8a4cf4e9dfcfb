import QtQuick
import ".."

// A racing car from above, nose up, in the seat's colour with its number on the engine cover.
Item {
    id: piece

    property int seat: 0
    property color colour: "#888888"

    implicitWidth: Theme.px(20)
    implicitHeight: Theme.px(48)

    PieceArt { id: car; name: "race-car"; colour: piece.colour; anchors.fill: parent }
    Text {
        objectName: "seatNumber"
        anchors.horizontalCenter: parent.horizontalCenter
        y: car.height * 0.66 - height / 2
        text: String(piece.seat + 1)
        color: Theme.inkOn(piece.colour)
        font.pixelSize: Math.max(7, Math.round(car.width * 0.42))
        font.bold: true
    }
}
