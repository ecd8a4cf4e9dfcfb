import QtQuick
import "../.."

// One die on the move (see GrandsTours.qml, onBatchChanged): it shows at
// `showAt` where it was, leaves at `delay`, and lands where `table.pointOf(to)`
// is at that moment (the new layout), then tells the table it has landed.
Item {
    id: flyer

    required property var table
    property real fromX
    property real fromY
    property string to: ""
    property real toX: fromX
    property real toY: fromY
    property string land: ""
    property int showAt: 0
    property int delay: 0
    property int duration: 500
    property real size: 22
    property int face: 1
    property string jersey: ""
    property color teamColour: "white"
    property color jerseyColour: "transparent"

    // 0 -> 1 along the way (eased by its animation); the end is read when the die leaves, so x and y
    // follow a binding rather than an animation's fixed `to`
    property real progress: 0

    objectName: "flight"
    x: fromX + (toX - fromX) * progress - size / 2
    y: fromY + (toY - fromY) * progress - size / 2
    width: size
    height: size
    opacity: 0

    function aim() {
        const p = table.pointOf(to, true)
        if (p) { toX = p.x; toY = p.y }
    }

    GtDie {
        anchors.centerIn: parent
        size: flyer.size * (flyer.jersey !== "" ? 0.82 : 1)
        face: flyer.face
        jersey: flyer.jersey
        teamColour: flyer.teamColour
        jerseyColour: flyer.jerseyColour
    }

    SequentialAnimation {
        running: true
        PauseAnimation { duration: Theme.ms(flyer.showAt) + 40 }
        PropertyAction { target: flyer; property: "opacity"; value: 1 }
        PauseAnimation { duration: Theme.ms(flyer.delay - flyer.showAt) + 1 }
        ScriptAction { script: flyer.aim() }
        ParallelAnimation {
            NumberAnimation { target: flyer; property: "progress"; from: 0; to: 1; duration: Theme.ms(flyer.duration); easing.type: Easing.InOutCubic }
            SequentialAnimation {  // a small hop, so that a die crossing others reads as lifted
                NumberAnimation { target: flyer; property: "scale"; to: 1.25; duration: Theme.ms(flyer.duration / 2); easing.type: Easing.OutQuad }
                NumberAnimation { target: flyer; property: "scale"; to: 1; duration: Theme.ms(flyer.duration / 2); easing.type: Easing.InQuad }
            }
        }
        ScriptAction { script: flyer.table.landed(flyer.land) }
        NumberAnimation { target: flyer; property: "opacity"; to: 0; duration: Theme.ms(flyer.land !== "" ? 60 : 220) }
        ScriptAction { script: flyer.destroy() }
    }
}
