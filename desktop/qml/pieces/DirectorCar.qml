import QtQuick
import ".."

// The race director's car, with its name written under it.
Item {
    id: car

    implicitWidth: Theme.px(58)
    implicitHeight: art.height + caption.height

    PieceArt {
        id: art
        name: "director-car"
        width: parent.width
        height: width / 2
    }
    Text {
        id: caption
        anchors { top: art.bottom; horizontalCenter: parent.horizontalCenter }
        text: qsTr("Race director")
        font.pixelSize: Math.max(8, Theme.fontSmall - 2)
        font.bold: true
        color: "#fffaf1"
        style: Text.Outline
        styleColor: "#4a2f1c"
    }
}
