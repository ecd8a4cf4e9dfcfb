import QtQuick
import QtQuick.Controls
import "../.."
import "../../components"

// A face-down pile with its count (or the VP chip supply: a stack of chips).
Rectangle {
    id: pile

    required property var table
    property string uid: ""
    property string title: ""
    property int count: 0  // -1: not counted (the chip supply makes change freely)
    property color back: "#3d2a52"
    property bool round: false

    radius: Theme.px(8)
    color: "#1c392e"
    border.color: "#5f8a76"
    Component.onCompleted: table.register(uid, pile)

    Rectangle {
        id: stack
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; bottom: caption.top; margins: Theme.px(5) }
        width: pile.round ? height : height * 0.72
        radius: pile.round ? width / 2 : Theme.px(5)
        color: pile.count === 0 ? "transparent" : pile.back
        border.color: pile.round ? "#f5d76e" : "#b79ad6"
        border.width: Theme.px(2)
        Text {
            anchors.centerIn: parent
            text: pile.round ? "VP" : pile.count
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: pile.round ? "#3a2a00" : "#f3ecf9"
        }
    }
    ElidedLabel {
        id: caption
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: Theme.px(3) }
        horizontalAlignment: Text.AlignHCenter
        text: pile.title
        font.pixelSize: Theme.text(Theme.px(11))
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: Theme.minText
        color: "#e6efe9"
    }
}
