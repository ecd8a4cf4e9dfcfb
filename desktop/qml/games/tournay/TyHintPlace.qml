import QtQuick
import "../.."

// Where a hint's suggested move goes (a square, a deck, an event, the bank, the supply): a gold line in a
// dark frame just outside the place, so it reads over the "legal here" light; it breathes gently unless
// animations are off. The suggested piece itself wears the app's HintRing. Takes no input.
// Made only while it shows (issue 26): every square of a district has one, and a district grown by a row made
// its frames and animations for each new square, for a hint that is rarely asked for.
Loader {
    id: place

    property bool on: false

    active: on
    anchors.fill: parent
    anchors.margins: -Theme.px(4)
    z: 5
    sourceComponent: Rectangle {
        id: ring
        objectName: "hintPlace"
        radius: Theme.px(7)
        color: "transparent"
        border.color: "#3a2608"  // a dark frame, so that the gold ring stands out from the "legal here" light
        border.width: Theme.px(6)

        Rectangle {
            anchors.fill: parent
            anchors.margins: Theme.px(1)
            radius: ring.radius
            color: "transparent"
            border.color: Theme.accentSoft
            border.width: Theme.px(4)
        }

        SequentialAnimation on opacity {
            running: Theme.animationScale > 0
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.45; duration: 650; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.45; to: 1; duration: 650; easing.type: Easing.InOutSine }
            onStopped: ring.opacity = 1
        }
    }
}
