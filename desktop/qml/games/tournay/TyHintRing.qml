import QtQuick
import "../.."

// The ring a hint draws around what it suggests (a card, a citizen, a place), just outside the item, so it
// reads over the "legal here" light; it breathes gently unless animations are off. Takes no input.
Rectangle {
    id: ring

    property bool on: false

    objectName: on ? "hintRing" : ""
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
