// Full-cover privacy screen for hot-seat play: "Pass the computer to <name>".
//
// API
//   playerName: string
//   playerColor: color
//   animationScale: real         0 = appear instantly; scales the card's entrance
//   signal ready()               the player clicked "I am <name> — continue" (or pressed
//                                Enter / Space on it). The owner hides the screen.
//
// Fills its parent (anchors.fill: parent), is fully opaque and swallows every mouse,
// wheel, hover and key event while visible, so nothing below can be seen or used.
// Takes keyboard focus on the continue button when shown.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Shapes

FocusScope {
    id: root

    property string playerName: ""
    property color playerColor: "#c0392b"
    property int playerSeat: -1  // when known, the seat's token (number and shape) instead of an initial
    property real animationScale: 1

    signal ready()

    anchors.fill: parent
    implicitWidth: 800
    implicitHeight: 600
    z: 1000
    focus: visible

    Accessible.role: Accessible.Dialog
    Accessible.name: headline.plainText

    // ---- internals -------------------------------------------------------
    readonly property bool _animate: animationScale > 0
    readonly property real _unit: Math.max(12, Math.min(width / 50, height / 32))

    function _ms(base) { return Math.max(1, Math.round(base * Math.max(0, animationScale))) }

    function _luminance(c) {
        function lin(v) { return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
    }
    function _mix(a, b, t) {
        return Qt.rgba(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, 1)
    }
    function _escape(s) {
        return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
                        .replace(/"/g, "&quot;")
    }
    // the player's colour, lifted towards white if it would vanish on the dark background
    readonly property color _nameColor: {
        var l = _luminance(playerColor)
        return l >= 0.2 ? playerColor : _mix(playerColor, Qt.color("#ffffff"), 0.62 - l * 2)
    }
    readonly property color _buttonTextColor: _luminance(playerColor) > 0.4 ? "#1e1611" : "#fffaf0"

    function _enter() {
        enterAnim.stop()
        if (_animate) {
            card.opacity = 0
            cardShift.y = _unit * 1.5
            enterAnim.start()
        } else {
            card.opacity = 1
            cardShift.y = 0
        }
        continueButton.forceActiveFocus()
    }

    onVisibleChanged: if (visible) _enter()
    Component.onCompleted: if (visible) _enter()

    ParallelAnimation {
        id: enterAnim
        NumberAnimation { target: card; property: "opacity"; to: 1; duration: root._ms(320); easing.type: Easing.OutQuad }
        NumberAnimation { target: cardShift; property: "y"; to: 0; duration: root._ms(420); easing.type: Easing.OutCubic }
    }

    // opaque background
    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#35271d" }
            GradientStop { position: 1.0; color: "#1d1510" }
        }
    }
    // soft radial wash of the player's colour behind the card: seven concentric rings, each 3.5% of the colour
    // deeper than the ring around it. One radial gradient with a hard step at each ring's edge draws them in one
    // pass: as seven translucent circles the software renderer took 5 ms to draw them again, and 13 ms into a
    // layer to keep them (the first hand-over to each player).
    Shape {
        id: wash
        objectName: "wash"
        readonly property real size: Math.min(root.width, root.height) * 1.25  // the outer ring's diameter
        // the colour where `rings` of the circles lie over each other
        function tint(rings) { return Qt.rgba(root.playerColor.r, root.playerColor.g, root.playerColor.b,
                                              1 - Math.pow(1 - 0.035, rings)) }
        anchors.centerIn: parent
        width: size
        height: size
        ShapePath {
            strokeWidth: -1
            startX: wash.size
            startY: wash.size / 2
            PathAngleArc {
                centerX: wash.size / 2; centerY: wash.size / 2
                radiusX: wash.size / 2; radiusY: wash.size / 2
                startAngle: 0; sweepAngle: 360
            }
            fillGradient: RadialGradient {
                centerX: wash.size / 2; centerY: wash.size / 2
                focalX: centerX; focalY: centerY
                centerRadius: wash.size / 2
                // ring k (0 outermost) ends at radius (1.25 - 0.12 k) / 1.25 of the outer one
                GradientStop { position: 0.000; color: wash.tint(7) }
                GradientStop { position: 0.424; color: wash.tint(7) }
                GradientStop { position: 0.425; color: wash.tint(6) }
                GradientStop { position: 0.520; color: wash.tint(6) }
                GradientStop { position: 0.521; color: wash.tint(5) }
                GradientStop { position: 0.616; color: wash.tint(5) }
                GradientStop { position: 0.617; color: wash.tint(4) }
                GradientStop { position: 0.712; color: wash.tint(4) }
                GradientStop { position: 0.713; color: wash.tint(3) }
                GradientStop { position: 0.808; color: wash.tint(3) }
                GradientStop { position: 0.809; color: wash.tint(2) }
                GradientStop { position: 0.904; color: wash.tint(2) }
                GradientStop { position: 0.905; color: wash.tint(1) }
                GradientStop { position: 1.000; color: wash.tint(1) }
            }
        }
    }
    // colour band along the top edge
    Rectangle {
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Math.max(4, root._unit * 0.4)
        color: root.playerColor
    }

    // swallow all pointer input
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        preventStealing: true
        onWheel: (wheel) => wheel.accepted = true
    }
    // swallow keys that the button does not use
    Keys.onPressed: (event) => { event.accepted = true }
    Keys.onReleased: (event) => { event.accepted = true }

    Column {
        id: card
        anchors.centerIn: parent
        width: Math.min(parent.width - root._unit * 4, root._unit * 40)
        spacing: root._unit * 1.3
        transform: Translate { id: cardShift }

        // player token
        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            width: root._unit * 6.4
            height: width
            radius: width / 2
            color: "transparent"
            border.color: root._nameColor
            border.width: Math.max(2, root._unit * 0.22)
            opacity: 0.9
            SeatToken {
                objectName: "handOverToken"
                visible: root.playerSeat >= 0
                anchors.centerIn: parent
                width: parent.width - root._unit * 1.6
                height: width
                seat: Math.max(0, root.playerSeat)
                colour: root.playerColor
            }
            Rectangle {
                visible: root.playerSeat < 0
                anchors.centerIn: parent
                width: parent.width - root._unit * 1.1
                height: width
                radius: width / 2
                color: root.playerColor
                border.color: Qt.darker(root.playerColor, 1.3)
                border.width: 1
                Text {
                    anchors.centerIn: parent
                    text: root.playerName.length > 0 ? root.playerName.charAt(0).toUpperCase() : ""
                    color: root._buttonTextColor
                    font.pixelSize: root._unit * 2.4
                    font.bold: true
                }
            }
        }

        Text {
            id: headline
            readonly property string plainText: qsTr("Pass the computer to %1").arg(root.playerName)
            objectName: "handOverHeadline"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            textFormat: Text.StyledText
            text: qsTr("Pass the computer to %1").arg("<b><font color=\"" + root._nameColor + "\">"
                                                       + root._escape(root.playerName) + "</font></b>")
            color: "#f6ecd9"
            font.pixelSize: root._unit * 2.1
        }

        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: qsTr("Everyone else, please look away.")
            color: "#bfae96"
            font.pixelSize: root._unit * 1.15
        }

        Item { width: 1; height: root._unit * 0.4 }

        Button {
            id: continueButton
            objectName: "handOverContinue"
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(card.width, implicitWidth)
            text: qsTr("I am %1 — continue").arg(root.playerName)
            font.pixelSize: root._unit * 1.3
            font.bold: true
            leftPadding: root._unit * 2.2
            rightPadding: root._unit * 2.2
            topPadding: root._unit * 0.9
            bottomPadding: root._unit * 0.9
            focus: true
            onClicked: root.ready()
            Keys.onReturnPressed: root.ready()
            Keys.onEnterPressed: root.ready()
            contentItem: Text {
                text: continueButton.text
                font: continueButton.font
                color: root._buttonTextColor
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
            }
            background: Rectangle {
                radius: height / 2
                color: continueButton.down ? Qt.darker(root.playerColor, 1.2)
                     : continueButton.hovered ? Qt.lighter(root.playerColor, 1.12) : root.playerColor
                border.color: continueButton.visualFocus ? "#fff3d6"
                            : root._luminance(root.playerColor) < 0.2 ? root._nameColor
                            : Qt.darker(root.playerColor, 1.35)
                border.width: continueButton.visualFocus ? 3 : 1
                Rectangle {   // shadow
                    z: -1
                    anchors.fill: parent
                    anchors.topMargin: root._unit * 0.3
                    anchors.bottomMargin: -root._unit * 0.3
                    radius: parent.radius
                    color: "#000000"
                    opacity: 0.3
                }
            }
        }
    }
}
