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

    // The row's fields through typed steps: a changed row (another car's turn, a new accessible name) re-runs only
    // these reads, and a binding below runs again only when the field it reads has changed. What runs on a change
    // (settle, drive) reads the row itself, which is whole by then.
    readonly property bool isCar: row.kind === "car"
    readonly property bool onBoard: row.onBoard === true
    readonly property string zone: row.zone || ""
    readonly property int slot: row.slot || 0
    readonly property int slots: row.slots || 1
    readonly property int seat: row.seat || 0
    readonly property string colour: row.colour || ""
    readonly property string label: row.label || ""
    readonly property bool draggable: row.draggable === true
    readonly property bool highlighted: row.highlighted === true
    readonly property bool lastMoved: row.lastMoved === true
    readonly property bool acting: row.active === true  // the car whose turn it is
    readonly property bool hinted: row.hinted === true
    readonly property string a11y: row.a11y || ""
    readonly property var home: isCar && onBoard ? circuit.spaces[zone.slice(6)] : undefined
    property int batchSeen: -1
    property real along: 0  // where the drive animation has the car (board coordinates)
    property real posX: 0
    property real posY: 0
    property real heading: 0

    objectName: uid
    visible: isCar && onBoard && home !== undefined
    Accessible.role: draggable ? Accessible.Button : Accessible.Graphic
    Accessible.name: a11y
    Accessible.focused: highlighted
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
    x: circuit.planeX(posX) - width / 2  // in the circuit's plane
    y: circuit.planeY(posY) - height / 2
    rotation: heading + 90
    z: lastMoved ? 6 : 5

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
    function follow() {
        if (!driveTimer.running && !(row.lastMoved && (row.route || []).length > 0 && Theme.animationScale > 0)) settle()
    }
    onHomeChanged: follow()
    onSlotChanged: follow()
    onSlotsChanged: follow()
    Connections {
        target: car.circuit
        function onUnitChanged() { if (!driveTimer.running) car.settle() }
        function onBatchChanged() {
            const b = car.circuit.batch
            if (b !== car.batchSeen) {
                car.batchSeen = b
                if (car.row.lastMoved && (car.row.route || []).length > 0) car.drive()
                else if (!driveTimer.running) car.settle()
            }
        }
    }
    Component.onCompleted: { batchSeen = circuit.batch; settle() }

    QtObject { id: driveAnim; property var stops: []; property int index: 0 }
    Timer {
        id: driveTimer
        interval: Theme.ms(car.circuit.moveMs)
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
        border.color: car.acting ? Theme.acting : "#ffffff"
        border.width: Math.max(2, car.circuit.unit * 0.35)
        visible: car.lastMoved || car.acting || car.highlighted
        opacity: car.acting ? 1 : 0.75
    }
    HintRing {  // the hint: the car the suggested move drives
        anchors.fill: parent
        unit: Theme.scale
        ringColor: Theme.accentSoft
        round: width / 2
        shown: car.isCar && car.hinted
    }
    RaceCarPiece {
        anchors.fill: parent
        seat: car.seat
        colour: car.colour
        turnedBy: car.rotation
        letter: car.label.length > 1 && noseLetter.room < 0 ? car.label.slice(-1) : ""
    }
    Text {  // two-car players: which of the two (a / b)
        id: noseLetter
        objectName: "carLetter"
        visible: car.label.length > 1 && room >= 0
        anchors.horizontalCenter: parent.horizontalCenter
        // near the nose, and at least its own half height plus the seat badge's clear of the badge's middle (three
        // quarters down the car, RaceCarPiece), so the two never meet. Where that leaves no room (a car in the pit
        // lane at 960x540, where the text floor makes both larger than the car) the letter would stand out past the
        // nose, on the car ahead in the lane's queue: it joins the number on its plate instead ("1b").
        readonly property real badgeHalf: (Theme.text(parent.width * 0.46) + Math.max(2, Theme.px(3))) / 2
        readonly property real room: parent.height * 0.76 - badgeHalf - height - Math.max(1, Theme.px(2))
        y: Math.min(parent.height * 0.18, room)
        rotation: -car.rotation
        text: car.label.slice(-1)
        color: Theme.inkOn(car.colour)
        font.pixelSize: Theme.text(car.circuit.unit * 1.1)
        font.bold: true
    }
    TapHandler { onTapped: car.controller.activate(car.uid) }
    DragHandler {
        enabled: car.draggable
        target: null
        onActiveChanged: active ? car.table.beginDrag("car", car.uid, car, car.label, car.colour)
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
