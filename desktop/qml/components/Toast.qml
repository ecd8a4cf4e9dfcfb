// Transient warning bar (e.g. "That move is not allowed").
//
// API
//   show(text)                  show the message (replaces a visible one and restarts the timer)
//   showWithRule(text, rule)    the same, with the rulebook section id the message comes from, offered
//                               as a "Rule" button that emits ruleActivated(rule) ("" = no button)
//   hide()                      fade out now
//   readonly shown: bool        a message is showing (or fading in)
//   readonly message: string    the last message passed to show()
//   readonly rule: string       the rule of the message showing ("" when it has none)
//   timeout: int                ms before it fades by itself (default 3500; NOT scaled by
//                               animationScale: it is reading time, not animation)
//   animationScale: real        0 = appear / disappear instantly
//   fontPixelSize: int
//   maximumWidth: real          the bar wraps its text beyond this width
//   signal dismissed()          emitted when the bar starts hiding (timeout or click)
//   signal ruleActivated(string rule)  the "Rule" button was pressed (the bar hides too)
//
// A message with a rule stays half as long again, and while the pointer is on "Rule".
//
// It does not position itself: anchor it, e.g. bottom centre of the window:
//   Toast { id: toast; anchors.horizontalCenter: parent.horizontalCenter
//           anchors.bottom: parent.bottom; anchors.bottomMargin: 32 }
// Clicking it dismisses it. It is invisible (and takes no input) when hidden.
pragma ComponentBehavior: Bound

import QtQuick

Item {
    id: root

    property int timeout: 3500
    property real animationScale: 1
    property int fontPixelSize: 15
    property real maximumWidth: fontPixelSize * 36

    readonly property bool shown: _shown
    readonly property string message: _message
    readonly property string rule: _rule

    signal dismissed()
    signal ruleActivated(string rule)

    function show(text) { showWithRule(text, "") }

    function showWithRule(text, rule) {
        _message = String(text)
        _rule = rule ? String(rule) : ""
        _shown = true
        hideTimer.restart()
        if (_animate) {
            if (opacity > 0.5) nudge.restart()
        }
    }

    function hide() {
        hideTimer.stop()
        if (!_shown) return
        _shown = false
        dismissed()
    }

    implicitWidth: Math.min(maximumWidth, content.implicitWidth + fontPixelSize * 2.4
                            + (_rule !== "" ? ruleButton.width + fontPixelSize * 0.7 : 0))
    implicitHeight: label.implicitHeight + fontPixelSize * 1.6
    opacity: _shown ? 1 : 0
    visible: _shown || opacity > 0
    z: 900

    Accessible.role: Accessible.AlertMessage
    Accessible.name: _message

    // ---- internals -------------------------------------------------------
    property bool _shown: false
    property string _message: ""
    property string _rule: ""
    readonly property bool _animate: animationScale > 0

    function _ms(base) { return Math.max(1, Math.round(base * Math.max(0, animationScale))) }

    Behavior on opacity {
        enabled: root._animate
        NumberAnimation { duration: root._ms(220); easing.type: Easing.OutQuad }
    }

    transform: Translate {
        id: slide
        y: root._shown ? 0 : root.fontPixelSize * 0.8
        Behavior on y {
            enabled: root._animate
            NumberAnimation { duration: root._ms(260); easing.type: Easing.OutCubic }
        }
    }

    Timer {
        id: hideTimer
        interval: root._rule !== "" ? root.timeout * 1.5 : root.timeout   // time to reach "Rule" too
        onTriggered: root.hide()
    }

    SequentialAnimation {
        id: nudge
        NumberAnimation { target: bar; property: "scale"; to: 1.04; duration: root._ms(90); easing.type: Easing.OutQuad }
        NumberAnimation { target: bar; property: "scale"; to: 1.0; duration: root._ms(160); easing.type: Easing.OutBack }
    }

    Rectangle {   // shadow
        anchors.fill: bar
        anchors.topMargin: root.fontPixelSize * 0.25
        anchors.bottomMargin: -root.fontPixelSize * 0.25
        radius: bar.radius
        color: "#000000"
        opacity: 0.22
        scale: bar.scale
    }

    Rectangle {
        id: bar
        anchors.fill: parent
        radius: root.fontPixelSize * 0.6
        color: "#fff1cf"
        border.color: "#d9982a"
        border.width: Math.max(1, root.fontPixelSize * 0.08)

        Rectangle {   // accent stripe
            width: root.fontPixelSize * 0.35
            height: parent.height - 2 * parent.border.width
            x: parent.border.width
            y: parent.border.width
            radius: parent.radius
            color: "#e8a22c"
        }

        Row {
            id: content
            anchors.verticalCenter: parent.verticalCenter
            x: root.fontPixelSize * 1.1
            spacing: root.fontPixelSize * 0.7

            // warning sign: rounded triangle with "!"
            Canvas {
                id: icon
                width: root.fontPixelSize * 1.5
                height: width
                anchors.verticalCenter: parent.verticalCenter
                onWidthChanged: requestPaint()
                onPaint: {
                    var ctx = getContext("2d")
                    ctx.reset()
                    var w = width, h = height
                    ctx.lineJoin = "round"
                    ctx.lineWidth = w * 0.12
                    ctx.strokeStyle = "#d98a12"
                    ctx.fillStyle = "#f0a81c"
                    ctx.beginPath()
                    ctx.moveTo(w / 2, h * 0.1)
                    ctx.lineTo(w * 0.93, h * 0.87)
                    ctx.lineTo(w * 0.07, h * 0.87)
                    ctx.closePath()
                    ctx.stroke()
                    ctx.fill()
                    ctx.fillStyle = "#3b2410"
                    ctx.fillRect(w * 0.455, h * 0.34, w * 0.09, h * 0.29)
                    ctx.beginPath()
                    ctx.arc(w / 2, h * 0.73, w * 0.055, 0, Math.PI * 2)
                    ctx.fill()
                }
            }

            Text {
                id: label
                objectName: "toastText"
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(implicitWidth, root.maximumWidth - icon.width - root.fontPixelSize * 3.2
                                - (ruleButton.visible ? ruleButton.width + parent.spacing : 0))
                text: root._message
                wrapMode: Text.Wrap
                color: "#3b2410"
                font.pixelSize: root.fontPixelSize
            }
        }

        MouseArea {
            anchors.fill: parent
            cursorShape: Qt.PointingHandCursor
            onClicked: root.hide()
        }

        // "Rule": opens the rulebook at the section the message comes from (above the dismissing area)
        Rectangle {
            id: ruleButton
            objectName: "toastRule"
            visible: root._rule !== ""
            anchors.verticalCenter: parent.verticalCenter
            anchors.right: parent.right
            anchors.rightMargin: root.fontPixelSize * 0.7
            width: ruleText.implicitWidth + root.fontPixelSize * 1.4
            height: ruleText.implicitHeight + root.fontPixelSize * 0.6
            radius: height / 2
            color: ruleArea.pressed ? "#f3cf8a" : ruleArea.containsMouse || activeFocus ? "#f8dea6" : "#fde9bd"
            border.color: "#c98a1e"
            border.width: activeFocus ? 2 : 1
            activeFocusOnTab: true
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Rule: open the rulebook at this rule")
            Keys.onReturnPressed: ruleArea.activate()
            Keys.onSpacePressed: ruleArea.activate()

            Text {
                id: ruleText
                anchors.centerIn: parent
                text: qsTr("Rule")
                color: "#6b3d08"
                font.pixelSize: root.fontPixelSize * 0.9
                font.bold: true
            }
            MouseArea {
                id: ruleArea
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                function activate() {
                    var rule = root._rule
                    root.hide()
                    root.ruleActivated(rule)
                }
                onClicked: activate()
                // the bar waits while the pointer is on "Rule"
                onContainsMouseChanged: if (containsMouse) hideTimer.stop(); else if (root._shown) hideTimer.restart()
            }
        }
    }
}
