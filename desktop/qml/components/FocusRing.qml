import QtQuick

// The keyboard focus mark: a two-tone ring (dark outside, light inside) around `target` while it has the
// active focus, visible on paper, felt and wood alike. Put it inside the item it marks.
Item {
    id: ring

    property Item target: parent  // the item it marks (by default the one it sits in)
    property real gap: 3
    property real radius: 6

    anchors.fill: parent
    anchors.margins: -gap - 2
    visible: target !== null && target.activeFocus
    z: 1000
    Accessible.ignored: true

    Rectangle {
        anchors.fill: parent
        radius: ring.radius + 2
        color: "transparent"
        border.color: "#1d1712"
        border.width: 2
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: 2
        radius: ring.radius
        color: "transparent"
        border.color: "#ffd54a"
        border.width: 2
    }
}
