import QtQuick
import QtQuick.Controls
import "../.."
import "../../components"
import "../../pieces"

// A car on the circuit: the shared race-car drawing in its seat colour with
// its number. It drives its last route space by space, stays ringed after
// moving, and is dragged onto a lit space (or receives a dropped card).
Item {
    id: car

    required property var circuit
    required property var table
    required property var controller
    required property string uid
    required property var row

    readonly property bool isCar: row.kind === "car"
    readonly property var home: isCar && row.onBoard ? circuit.spaces[row.zone.slice(6)] : undefined
    property int batchSeen: -1
    property real along: 0  // where the drive animation has the car (board coordinates)
    property real posX: 0
    property real posY: 0
    property real heading: 0

    objectName: uid
    visible: isCar && row.onBoard && home !== undefined
    Accessible.role: row.draggable ? Accessible.Button : Accessible.Graphic
    Accessible.name: row.a11y || ""
    Accessible.focused: row.highlighted === true
    Accessible.onPressAction: controller.activate(uid)
    // In the pit lane and its boxes a car is drawn smaller, so that a queue there stays apart (the lane's spaces
    // lie 3.62 apart along its path, see the presenter's PIT_STEP). The size follows the space the car is on,
    // during its drive too, so it shrinks as it turns into the lane and grows back as it rejoins the track.
    property string standsOn: ""  // the kind of the space the car is drawn on
    property string drawnAt: ""  // and its name
    property real shrink: standsOn === "pit" || standsOn === "box" ? 0.76 : 1.0
    Behavior on shrink { enabled: driveTimer.running; NumberAnimation { duration: driveTimer.interval } }
    width: circuit.unit * 2.2 * shrink
    height: circuit.unit * 4.6 * shrink
    x: circuit.px(posX) - width / 2
    y: circuit.py(posY) - height / 2
    rotation: heading + 90
    z: row.lastMoved ? 6 : 5

    function place(space, slot, slots) {
        // Two cars on a space sit side by side across the track.
        const across = slots > 1 ? (slot === 0 ? -1.3 : 1.3) : 0
        const a = space.heading * Math.PI / 180
        return { x: space.x - Math.sin(a) * across, y: space.y + Math.cos(a) * across,
                 heading: space.kind === "box" ? -90 : space.heading }
    }
    function settle() {
        if (!home) return
        const p = place(home, row.slot, row.slots)
        posX = p.x; posY = p.y; heading = p.heading; standsOn = home.kind; drawnAt = home.name
    }
    function drive() {
        const route = (row.route || []).map(n => circuit.spaces[n]).filter(s => s !== undefined)
        if (route.length === 0 || Theme.animationScale <= 0 || circuit.panel.still) { settle(); return }
        // A delegate made anew for this batch was placed where the car stops: the drive starts where it set off.
        const from = circuit.spaces[row.routeFrom]
        if (from !== undefined) {
            if (drawnAt !== row.routeFrom) {
                const p = place(from, 0, 1)
                posX = p.x; posY = p.y; heading = p.heading
            }
            standsOn = from.kind
        }
        driveAnim.stops = route
        driveAnim.index = 0
        driveTimer.restart()
    }
    // A car that just moved waits on its old space for the drive (it starts when the new batch shows).
    onHomeChanged: if (!driveTimer.running && !(row.lastMoved && (row.route || []).length > 0 && Theme.animationScale > 0)) settle()
    Connections {
        target: car.circuit
        function onUnitChanged() { if (!driveTimer.running) car.settle() }
        function onPanelChanged() {
            const b = car.circuit.panel.batch || 0
            if (b !== car.batchSeen) {
                car.batchSeen = b
                if (car.row.lastMoved && (car.row.route || []).length > 0) car.drive()
                else if (!driveTimer.running) car.settle()
            }
        }
    }
    Component.onCompleted: { batchSeen = circuit.panel.batch || 0; settle() }

    QtObject { id: driveAnim; property var stops: []; property int index: 0 }
    Timer {
        id: driveTimer
        interval: Theme.ms(car.circuit.panel.moveMs || 140)
        repeat: true
        triggeredOnStart: true
        onTriggered: {
            if (driveAnim.index >= driveAnim.stops.length) { stop(); car.settle(); return }
            const s = driveAnim.stops[driveAnim.index++]
            car.posX = s.x; car.posY = s.y; car.heading = s.kind === "box" ? -90 : s.heading; car.standsOn = s.kind
            car.drawnAt = s.name
        }
    }
    Behavior on posX { enabled: driveTimer.running; NumberAnimation { duration: driveTimer.interval } }
    Behavior on posY { enabled: driveTimer.running; NumberAnimation { duration: driveTimer.interval } }

    Rectangle {  // the ring of the car that moved last
        anchors.centerIn: parent
        width: parent.width * 1.9
        height: parent.height * 1.25
        radius: width / 2
        color: "transparent"
        border.color: car.row.active ? Theme.acting : "#ffffff"
        border.width: Math.max(2, car.circuit.unit * 0.35)
        visible: car.row.lastMoved || car.row.active || car.row.highlighted
        opacity: car.row.active ? 1 : 0.75
    }
    HintRing {  // the hint: the car the suggested move drives
        anchors.fill: parent
        unit: Theme.scale
        ringColor: Theme.accentSoft
        round: width / 2
        shown: car.isCar && car.row.hinted === true
    }
    RaceCarPiece {
        anchors.fill: parent
        seat: car.row.seat
        colour: car.row.colour
        turnedBy: car.rotation
        letter: car.row.label.length > 1 && noseLetter.room < 0 ? car.row.label.slice(-1) : ""
    }
    Text {  // two-car players: which of the two (a / b)
        id: noseLetter
        objectName: "carLetter"
        visible: car.row.label.length > 1 && room >= 0
        anchors.horizontalCenter: parent.horizontalCenter
        // near the nose, and at least its own half height plus the seat badge's clear of the badge's middle (three
        // quarters down the car, RaceCarPiece), so the two never meet. Where that leaves no room (a car in the pit
        // lane at 960x540, where the text floor makes both larger than the car) the letter would stand out past the
        // nose, on the car ahead in the lane's queue: it joins the number on its plate instead ("1b").
        readonly property real badgeHalf: (Theme.text(parent.width * 0.46) + Math.max(2, Theme.px(3))) / 2
        readonly property real room: parent.height * 0.76 - badgeHalf - height - Math.max(1, Theme.px(2))
        y: Math.min(parent.height * 0.18, room)
        rotation: -car.rotation
        text: car.row.label.slice(-1)
        color: Theme.inkOn(car.row.colour)
        font.pixelSize: Theme.text(car.circuit.unit * 1.1)
        font.bold: true
    }
    TapHandler { onTapped: car.controller.activate(car.uid) }
    DragHandler {
        enabled: car.row.draggable === true
        target: null
        onActiveChanged: active ? car.table.beginDrag("car", car.uid, car, car.row.label, car.row.colour)
                                : car.table.endDrag()
        onCentroidChanged: if (active) car.table.moveDrag(centroid.scenePosition)
    }
    DropArea {
        id: drop
        anchors.fill: parent
        anchors.margins: -car.circuit.unit
        keys: ["card"]
        onDropped: d => {
            d.accept()
            car.table.dropped(car.controller.drop(car.table.dragPiece, car.uid))
        }
    }
    Rectangle {
        anchors.fill: drop
        visible: drop.containsDrag
        radius: width / 2
        color: "transparent"
        border.color: Theme.reach
        border.width: Math.max(2, car.circuit.unit * 0.4)
    }
}
