import QtQuick
import ".."

// The director car (it judges the card it stands under), with its name written beside it.
Row {
    id: car

    property real carHeight: Theme.px(20)
    spacing: Theme.px(3)

    PieceArt {
        name: "director-car"
        height: car.carHeight
        width: height * 2
    }
    Text {
        anchors.verticalCenter: parent.verticalCenter
        text: qsTr("Director car")
        font.pixelSize: Theme.text(Math.max(9, Theme.fontSmall - 1))
        font.bold: true
        color: "#fffaf1"
        style: Text.Outline
        styleColor: "#3d2a1a"
    }
}
