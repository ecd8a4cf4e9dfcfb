import QtQuick
import "../.."
import "../../pieces"

// One card or citizen on the move after a decision (see Tournay.qml, onBatchChanged): after `delay` it reads
// where its two places are drawn now (`table.pointOf`), shows at the first, flies to the second and fades
// away there. It takes no input and lasts well under a second at normal speed (Theme.ms scales it).
Item {
    id: flyer

    required property var table
    required property var flight  // {kind: "card" | "citizen", from, to, face, hex, seat}
    property int delay: 0
    property int duration: 480
    property real fromX
    property real fromY
    property real toX
    property real toY
    property real progress: 0

    objectName: "flight"
    readonly property bool isCard: flight.kind === "card"
    width: isCard ? Theme.px(50) : Theme.px(24)
    height: isCard ? Theme.px(66) : Theme.px(24)
    x: fromX + (toX - fromX) * progress - width / 2
    y: fromY + (toY - fromY) * progress - height / 2
    opacity: 0

    function aim() {
        const a = table.pointOf(flight.from), b = table.pointOf(flight.to)
        if (!a || !b) return false
        fromX = a.x; fromY = a.y; toX = b.x; toY = b.y
        return true
    }

    TyCard {
        anchors.fill: parent
        visible: flyer.isCard
        face: flyer.flight.face || null
        lit: true
    }
    MeeplePiece {
        anchors.fill: parent
        visible: !flyer.isCard
        colour: flyer.flight.hex || "#888"
        seat: Math.max(0, flyer.flight.seat)
    }

    SequentialAnimation {
        running: true
        PauseAnimation { duration: Theme.ms(flyer.delay) + 40 }  // the new layout is in place by then
        ScriptAction { script: if (!flyer.aim()) flyer.destroy() }
        PropertyAction { target: flyer; property: "opacity"; value: 1 }
        ParallelAnimation {
            NumberAnimation { target: flyer; property: "progress"; from: 0; to: 1; duration: Theme.ms(flyer.duration); easing.type: Easing.InOutCubic }
            SequentialAnimation {  // a small lift on the way
                NumberAnimation { target: flyer; property: "scale"; to: 1.2; duration: Theme.ms(flyer.duration / 2); easing.type: Easing.OutQuad }
                NumberAnimation { target: flyer; property: "scale"; to: 1; duration: Theme.ms(flyer.duration / 2); easing.type: Easing.InQuad }
            }
        }
        NumberAnimation { target: flyer; property: "opacity"; to: 0; duration: Theme.ms(160) }
        ScriptAction { script: flyer.destroy() }
    }
}
