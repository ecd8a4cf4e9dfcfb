// Small "someone is thinking" indicator: a ring of spinning dots plus a text.
//
// API
//   running: bool               shown and animated while true; invisible otherwise
//   text: string                e.g. qsTr("%1 is thinking…").arg(name) (translate at the call site)
//   animationScale: real        0 = static dots (reduced motion); 0.5 = spins twice as fast
//   color: color                dot and text colour
//   backgroundColor: color      pill behind the indicator ("transparent" for none)
//   fontPixelSize: int          text size; the spinner scales with it
//   readonly animating: bool    the spinner is turning (false when stopped or animationScale is 0)
pragma ComponentBehavior: Bound

import QtQuick

Item {
    id: root

    property bool running: false
    property string text: ""
    property real animationScale: 1
    property color color: "#3a2a1f"
    property color backgroundColor: Qt.rgba(0.99, 0.97, 0.93, 0.92)
    property int fontPixelSize: 14

    readonly property bool animating: spin.running

    visible: running
    implicitWidth: row.implicitWidth + fontPixelSize * 1.4
    implicitHeight: Math.max(row.implicitHeight, fontPixelSize * 2) + fontPixelSize * 0.5

    Accessible.role: Accessible.Indicator
    Accessible.name: text

    // ---- internals -------------------------------------------------------
    function _ms(base) { return Math.max(1, Math.round(base * Math.max(0, animationScale))) }

    Rectangle {
        anchors.fill: parent
        radius: height / 2
        color: root.backgroundColor
        border.color: root.backgroundColor.a > 0 ? Qt.darker(root.backgroundColor, 1.12) : "transparent"
    }

    Row {
        id: row
        anchors.centerIn: parent
        spacing: root.fontPixelSize * 0.6

        Item {
            id: spinner
            objectName: "thinkingSpinner"
            width: root.fontPixelSize * 1.45
            height: width
            anchors.verticalCenter: parent.verticalCenter

            Repeater {
                model: 8
                delegate: Rectangle {
                    required property int index
                    readonly property real angle: index * Math.PI / 4
                    readonly property real d: spinner.width * 0.24
                    width: d
                    height: d
                    radius: d / 2
                    x: spinner.width / 2 + (spinner.width / 2 - d / 2) * Math.sin(angle) - d / 2
                    y: spinner.height / 2 - (spinner.height / 2 - d / 2) * Math.cos(angle) - d / 2
                    color: root.color
                    opacity: 0.18 + 0.82 * (index / 7)
                    scale: 0.6 + 0.4 * (index / 7)
                }
            }

            RotationAnimator on rotation {
                id: spin
                from: 0
                to: 360
                duration: root._ms(1100)
                loops: Animation.Infinite
                running: root.running && root.visible && root.animationScale > 0
            }
        }

        Text {
            anchors.verticalCenter: parent.verticalCenter
            visible: text.length > 0
            text: root.text
            color: root.color
            font.pixelSize: root.fontPixelSize
        }
    }
}
