// A six-sided die: its face drawn as one image (desktop/dice_art.py), its glow and its motions here.
//
// API
//   face: int (1-6)            the face shown when not tumbling
//   dieColor: color            body colour
//   pipColor: color            pip colour (defaults to a colour contrasting with dieColor)
//   size: real                 edge length in px (implicit size of the item)
//   animationScale: real       0 = no animation, 0.5 = fast, 1 = normal
//   highlighted: bool          glowing ring around the die
//   lost: bool                 true plays a "leaves the game" animation ending invisible;
//                              false brings the die back at once
//   dimmed: bool               faded, e.g. a die that cannot be used
//   glowColor: color           colour of the highlight ring
//   readonly tumbling: bool    a tumble animation is running
//   readonly shownFace: int    face currently drawn (random faces while tumbling)
//   tumble(finalFace)          short roll ending on finalFace; sets face = finalFace
//                              (only if different, so an equal external binding survives)
//   signal tumbleFinished()    emitted when the roll has ended (synchronously if animationScale is 0)
pragma ComponentBehavior: Bound

import QtQuick

Item {
    id: root

    property int face: 1
    property color dieColor: "#f7f1e3"
    property color pipColor: _luminance(dieColor) > 0.45 ? "#231a14" : "#fbf7ee"
    property real size: 48
    property real animationScale: 1
    property bool highlighted: false
    property bool lost: false
    property bool dimmed: false
    property color glowColor: "#ffc83d"

    readonly property bool tumbling: _tumbling
    readonly property int shownFace: _shownFace

    signal tumbleFinished()

    implicitWidth: size
    implicitHeight: size
    visible: !_gone

    Accessible.role: Accessible.Graphic
    Accessible.name: lost ? qsTr("Die out of the game") : qsTr("Die showing %1").arg(_clampFace(face))

    // ---- internals -------------------------------------------------------
    property int _shownFace: _clampFace(face)
    property bool _tumbling: false
    property bool _gone: false
    property int _finalFace: 1
    readonly property real _radius: size * 0.19
    readonly property bool _animate: animationScale > 0

    function _ms(base) { return Math.max(1, Math.round(base * Math.max(0, animationScale))) }

    function _clampFace(f) {
        var n = Math.round(Number(f))
        if (isNaN(n)) return 1
        return Math.min(6, Math.max(1, n))
    }

    function _luminance(c) {
        function lin(v) { return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
    }

    function _randomOtherFace(current) {
        var f = current
        while (f === current) f = 1 + Math.floor(Math.random() * 6)
        return f
    }

    function tumble(finalFace) {
        var target = _clampFace(finalFace)
        tumbleAnim.stop()
        flipTimer.stop()
        _finalFace = target
        if (!_animate || lost) {
            _finishTumble()
            return
        }
        _tumbling = true
        spinTo.to = (Math.random() < 0.5 ? -1 : 1) * (360 + Math.floor(Math.random() * 3) * 90)
        _shownFace = _randomOtherFace(_shownFace)
        flipTimer.restart()
        tumbleAnim.restart()
    }

    function _finishTumble() {
        flipTimer.stop()
        body.rotation = 0
        body.scale = 1
        hop.y = 0
        if (face !== _finalFace) face = _finalFace
        _shownFace = Qt.binding(function() { return root._clampFace(root.face) })
        _tumbling = false
        tumbleFinished()
    }

    onLostChanged: {
        leaveAnim.stop()
        if (lost) {
            if (_tumbling) { tumbleAnim.stop(); _finishTumble() }
            if (_animate) {
                fall.to = (Math.random() < 0.5 ? -1 : 1) * (25 + Math.random() * 20)
                leaveAnim.restart()
            } else {
                _leave()
            }
        } else {
            _gone = false
            body.opacity = 1
            body.scale = 1
            body.rotation = 0
            hop.y = 0
        }
    }

    function _leave() {
        body.opacity = 0
        _gone = true
    }

    Component.onCompleted: if (lost) _leave()

    Timer {
        id: flipTimer
        interval: root._ms(75)
        repeat: true
        onTriggered: root._shownFace = root._randomOtherFace(root._shownFace)
    }

    SequentialAnimation {
        id: tumbleAnim
        ParallelAnimation {
            NumberAnimation {
                id: spinTo
                target: body; property: "rotation"; from: 0
                duration: root._ms(560); easing.type: Easing.OutCubic
            }
            SequentialAnimation {
                NumberAnimation {
                    target: hop; property: "y"; from: 0; to: -root.size * 0.28
                    duration: root._ms(170); easing.type: Easing.OutQuad
                }
                NumberAnimation {
                    target: hop; property: "y"; to: 0
                    duration: root._ms(390); easing.type: Easing.OutBounce
                }
            }
            SequentialAnimation {
                NumberAnimation {
                    target: body; property: "scale"; from: 1; to: 1.12
                    duration: root._ms(170); easing.type: Easing.OutQuad
                }
                NumberAnimation {
                    target: body; property: "scale"; to: 1
                    duration: root._ms(390); easing.type: Easing.OutBack
                }
            }
            SequentialAnimation {
                PauseAnimation { duration: root._ms(420) }
                ScriptAction { script: { flipTimer.stop(); root._shownFace = root._finalFace } }
            }
        }
        ScriptAction { script: root._finishTumble() }
    }

    SequentialAnimation {
        id: leaveAnim
        ParallelAnimation {
            NumberAnimation {
                target: body; property: "scale"; to: 0.35
                duration: root._ms(620); easing.type: Easing.InCubic
            }
            NumberAnimation {
                target: body; property: "opacity"; to: 0
                duration: root._ms(620); easing.type: Easing.InQuad
            }
            NumberAnimation {
                id: fall
                target: body; property: "rotation"
                duration: root._ms(620); easing.type: Easing.InQuad
            }
            SequentialAnimation {
                NumberAnimation {
                    target: hop; property: "y"; to: -root.size * 0.12
                    duration: root._ms(160); easing.type: Easing.OutQuad
                }
                NumberAnimation {
                    target: hop; property: "y"; to: root.size * 0.9
                    duration: root._ms(460); easing.type: Easing.InQuad
                }
            }
        }
        ScriptAction { script: root._leave() }
    }

    // ---- drawing ---------------------------------------------------------
    Item {
        id: body
        width: root.size
        height: root.size
        anchors.centerIn: parent
        transform: Translate { id: hop }

        // highlight ring
        Item {
            id: glow
            anchors.fill: parent
            visible: opacity > 0
            opacity: root.highlighted ? 1 : 0
            Behavior on opacity {
                enabled: root._animate
                NumberAnimation { duration: root._ms(180) }
            }
            Rectangle {
                anchors.centerIn: parent
                width: root.size * 1.34
                height: width
                radius: root._radius * 1.7
                color: "transparent"
                border.color: root.glowColor
                border.width: Math.max(2, root.size * 0.07)
                opacity: 0.28 * glowPulse.value
            }
            Rectangle {
                anchors.centerIn: parent
                width: root.size * 1.19
                height: width
                radius: root._radius * 1.35
                color: Qt.rgba(root.glowColor.r, root.glowColor.g, root.glowColor.b, 0.22)
                border.color: root.glowColor
                border.width: Math.max(2, root.size * 0.055)
                opacity: 0.55 + 0.45 * glowPulse.value
            }
        }
        QtObject {
            id: glowPulse
            property real value: 1
            SequentialAnimation on value {
                running: root.highlighted && root._animate && root.visible
                loops: Animation.Infinite
                alwaysRunToEnd: false
                NumberAnimation { from: 1; to: 0.55; duration: root._ms(900); easing.type: Easing.InOutSine }
                NumberAnimation { from: 0.55; to: 1; duration: root._ms(900); easing.type: Easing.InOutSine }
                onRunningChanged: if (!running) glowPulse.value = 1
            }
        }

        // the die and its shadow, drawn whole (desktop/dice_art.py): one node where a dozen rectangles were
        Image {
            id: dieArt
            objectName: "dieFace"
            // its side in device pixels: the die's edge and room for its shadow (dice_art.CANVAS: 1.1 edges)
            readonly property int side: Math.max(1, Math.ceil(root.size * 1.1 * Screen.devicePixelRatio))
            width: side / Screen.devicePixelRatio
            height: width
            source: "image://dice/" + root._shownFace + "/" + String(root.dieColor).slice(1) + "/"
                    + String(root.pipColor).slice(1)
            sourceSize: Qt.size(side, side)
            opacity: root.dimmed ? 0.6 : 1  // the drawing dimmed at once looks as its rectangles did, each at 0.38
            Behavior on opacity {
                enabled: root._animate
                NumberAnimation { duration: root._ms(200) }
            }
        }
    }
}
