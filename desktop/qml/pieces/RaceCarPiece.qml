import QtQuick
import ".."

// A racing car from above, nose up, in the seat's colour with its number on the engine cover. The number sits
// in a white roundel with a dark rim and dark ink (a racing number plate): it reads on every seat colour, light
// or dark, and it stands upright however the car turns, so a player can tell whose car it is without colour.
Item {
    id: piece

    property int seat: 0
    property color colour: "#888888"
    // How far the items this piece sits in are turned (degrees); the number turns back by that and by the
    // piece's own rotation to stand upright.
    property real turnedBy: 0
    // a two-car player's a / b after the number ("1b"), where the car has no room for it at its nose (F1Car)
    property string letter: ""

    implicitWidth: Theme.px(20)
    implicitHeight: Theme.px(48)

    PieceArt { id: car; name: "race-car"; colour: piece.colour; anchors.fill: parent }
    Rectangle {
        id: badge
        objectName: "seatBadge"
        // on the engine cover, three quarters down the car, clear of the letter (a / b) near the nose
        x: (car.width - width) / 2
        y: car.height * 0.76 - height / 2
        height: number.font.pixelSize + Math.max(2, Theme.px(3))
        width: Math.max(height, number.implicitWidth + Math.max(3, Theme.px(4)))
        radius: height / 2
        rotation: number.rotation
        color: "#ffffff"
        border.color: "#1e2124"
        border.width: Math.max(1, Theme.px(1))
    }
    Text {
        id: number
        objectName: "seatNumber"
        anchors.centerIn: badge
        rotation: -(piece.rotation + piece.turnedBy)
        text: String(piece.seat + 1) + piece.letter
        color: "#1e2124"
        // never below the text floor (Theme.text), on a car at the pit lane's size too; larger on a larger car
        font.pixelSize: Theme.text(car.width * 0.46)
        font.bold: true
    }
}
