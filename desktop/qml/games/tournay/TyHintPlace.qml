import QtQuick
import "../.."

// Where a hint's suggested move goes (a square, a deck, an event, the bank, the supply): a gold line in a
// dark frame just outside the place, so it reads over the "legal here" light; it breathes gently unless
// animations are off. The suggested piece itself wears the app's HintRing. Takes no input.
Rectangle {
    id: ring

    property bool on: false

    objectName: "hintPlace"
    visible: on
    anchors.fill: parent
    anchors.margins: -Theme.px(4)
    radius: Theme.px(7)
    color: "transparent"
    border.color: "#3a2608"  // a dark frame, so that the gold ring stands out from the "legal here" light
    border.width: Theme.px(6)
    z: 5

    Rectangle {
        anchors.fill: parent
        anchors.margins: Theme.px(1)
        radius: ring.radius
        color: "transparent"
        border.color: Theme.accentSoft
        border.width: Theme.px(4)
    }

    SequentialAnimation on opacity {
        running: ring.on && Theme.animationScale > 0
        loops: Animation.Infinite
        NumberAnimation { from: 1; to: 0.45; duration: 650; easing.type: Easing.InOutSine }
        NumberAnimation { from: 0.45; to: 1; duration: 650; easing.type: Easing.InOutSine }
        onStopped: ring.opacity = 1
    }
}
