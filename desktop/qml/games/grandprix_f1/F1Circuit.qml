import QtQuick
import QtQuick.Controls
import Gameshelf
import "../.."
import "../../components"
import "../../pieces"

// The circuit drawn from circuit.py (the presenter sends each space's board
// coordinates in a 100 x 60 box and the steps between them): two-lane and
// single-lane spaces, U lanes, gravel beds, the pit lane and its six boxes,
// framed bonus spaces (gold, +n) and penalty spaces (red, −n), the finish
// line. Spaces a card reaches are lit with the card that gets there; the last
// move's spaces stay tinted; a hint rings the space its move ends on. Cars
// drive along their route space by space. Each box wears its players' colours;
// at the start of a race the boxes the chooser may take are lit (the keyboard
// cursor rings one).
Item {
    id: board

    required property var controller
    required property var table
    required property var panel  // the scene's: the panel is converted for QML once per change, not per reader
    // The part of the 100 x 60 box the circuit takes (from x 11: nothing lies left of the track), so that the
    // spaces, their numbers and the cars are drawn as large as the middle of the table allows.
    readonly property real viewLeft: 11
    readonly property real viewWidth: 89
    readonly property real unit: Math.min(width / viewWidth, height / 60)
    readonly property real ox: (width - unit * viewWidth) / 2 - viewLeft * unit
    readonly property real oy: (height - unit * 60) / 2
    property var spaces: ({})  // board name -> zone row (cars read their coordinates here)

    function at(name) { return spaces[name] }
    function px(x) { return ox + x * unit }
    function py(y) { return oy + y * unit }
    // where a board coordinate lies in `plane`, which stands at (ox, oy)
    function planeX(x) { return x * unit }
    function planeY(y) { return y * unit }

    // the hand's colour, which a free box shows under the pointer: read from the panel once, not per space
    readonly property string handColour: panel.handColour || ""
    // what the cars read of the panel, once for all of them: a new batch of moves (a decision, an undo) and the
    // pace of a drive; a panel changed by a selection or a hint leaves them be
    readonly property int batch: panel.batch || 0
    readonly property int moveMs: panel.moveMs || 140

    Connections {
        target: board.controller.zonesModel
        function onModelReset() { board.reindex() }
    }
    Component.onCompleted: reindex()
    function reindex() {
        const m = controller.zonesModel, out = {}
        for (let i = 0; i < m.count; i++) {
            const z = m.get(i)
            out[z.name] = z
        }
        spaces = out
    }

    Item {  // the board's edges clip the roads' drawing, as they did when it filled the board
        anchors.fill: parent
        clip: true
        Canvas {  // the steps between spaces: asphalt, U lanes, gravel and the pit lane
            id: roads
            // The circuit's view (with room for half the widest road around it) at whole pixels of the board, drawn
            // at the fraction of a pixel the view has over them: when the circuit moves by whole pixels (the strip
            // grows by a row of buttons and the circuit is centred again) the drawing moves instead of being
            // painted again.
            readonly property real margin: Math.ceil(board.unit * 3)
            readonly property real viewX: board.ox + board.viewLeft * board.unit
            readonly property real fractionX: viewX - Math.floor(viewX)
            readonly property real fractionY: board.oy - Math.floor(board.oy)
            x: Math.floor(viewX) - margin
            y: Math.floor(board.oy) - margin
            width: Math.ceil(board.unit * board.viewWidth) + 2 * margin + 1
            height: Math.ceil(board.unit * 60) + 2 * margin + 1
            // the steps from each space's zone row: read again only when the zones are reset (a new game)
            readonly property var edges: {
                const out = []
                for (const name in board.spaces) {
                    const z = board.spaces[name]
                    for (const s of (z.steps || []))
                        out.push({ x1: z.x, y1: z.y, x2: s.x2, y2: s.y2, kind: s.kind })
                }
                return out
            }
            onEdgesChanged: requestPaint()
            onWidthChanged: requestPaint()
            onHeightChanged: requestPaint()
            onFractionXChanged: requestPaint()
            onFractionYChanged: requestPaint()
            onPaint: {
                const ctx = getContext("2d")
                ctx.reset()
                ctx.lineCap = "round"
                const styles = { main: ["#3d3f44", 5.2], lane: ["#5b5e66", 3.0], gravel: ["#c9ad72", 3.2],
                                 pit: ["#4d5a6a", 3.0], box: ["#4d5a6a", 2.0] }
                for (const pass of ["gravel", "lane", "pit", "box", "main"]) {
                    for (const e of edges) {
                        if (e.kind !== pass) continue
                        const s = styles[pass] || styles.main
                        ctx.strokeStyle = s[0]
                        ctx.lineWidth = s[1] * board.unit
                        ctx.beginPath()
                        ctx.moveTo(board.px(e.x1) - x, board.py(e.y1) - y)
                        ctx.lineTo(board.px(e.x2) - x, board.py(e.y2) - y)
                        ctx.stroke()
                    }
                }
            }
        }
    }

    Item {  // the circuit's box: its spaces and cars stand in it, so that when the box moves in the board (the strip
            // grows by a row of buttons and the circuit is centred again) it moves as one, none of them placed again
        id: plane
        x: board.ox
        y: board.oy

        Item {  // the finish line: a chequered strip across the track
            objectName: "finishLine"
            readonly property var f: board.spaces["finish"] || ({ x: 0, y: 0, heading: 0 })
            x: board.planeX(f.x) - width / 2
            y: board.planeY(f.y) - height / 2
            width: board.unit * 1.2
            height: board.unit * 6.4
            rotation: f.heading
            Grid {
                anchors.fill: parent
                columns: 2
                Repeater {
                    model: 16
                    delegate: Rectangle {
                        required property int index
                        width: parent.width / 2
                        height: parent.height / 8
                        color: (index + Math.floor(index / 2)) % 2 === 0 ? "#f7f7f7" : "#1d1d1d"
                    }
                }
            }
        }

        Repeater {  // the spaces, each with its tabs (a layer over the cars, see `spot`)
            model: board.controller.zonesModel
            delegate: Item {
                id: space
                required property string uid
                required property var row
                // The row's fields through typed steps: a changed row (a space lit, tinted, its cars' names) re-runs only
                // these reads, and a binding below runs again only when the field it reads has changed. The fields the
                // zone roles name come as their own roles, signalled only when they change.
                required property string kind
                required property bool reachable
                required property bool cursor
                required property bool trail
                readonly property real bx: row.x
                readonly property real by: row.y
                readonly property real heading: row.heading
                readonly property int capacity: row.capacity
                readonly property int bonus: row.bonus
                readonly property int penalty: row.penalty
                readonly property int boxNumber: row.box
                readonly property string label: row.label
                readonly property bool tabsOutside: row.tabsOutside === true
                readonly property bool choosable: row.choosable === true  // a box the chooser may take
                readonly property bool hinted: row.hinted === true
                readonly property string a11y: row.a11y || ""
                readonly property int reachCard: row.reachCard || 0
                readonly property string reachText: row.reachText || ""
                // a box's players and the seats of the cars standing here, as text: read again only when they change,
                // so the box's colours (a delegate per player, over their count) are not made again at every change
                readonly property string ownersText: JSON.stringify(row.owners || [])
                readonly property var owners: JSON.parse(ownersText)
                readonly property string carSeatsText: (row.carSeats || []).join(" ")
                readonly property var carSeats: carSeatsText === "" ? [] : carSeatsText.split(" ").map(Number)
                readonly property bool box: kind === "box"
                readonly property bool main: kind === "main"
                readonly property bool lit: reachable
                // A car covers the middle of its space: the number then shows on a tab at the space's edge
                // (a box's name already stands above the box).
                readonly property bool covered: !box && carSeatsText !== ""
                objectName: "zone_" + uid
                visible: kind !== "finish" || lit || hinted
                Accessible.role: lit || choosable ? Accessible.Button : Accessible.StaticText
                Accessible.name: a11y
                Accessible.focusable: lit || choosable
                Accessible.focused: choosable && cursor
                Accessible.onPressAction: board.controller.activate(uid)
                x: board.planeX(bx) - width / 2
                y: board.planeY(by) - height / 2
                width: board.unit * (box ? 5.2 : main ? 3.9 : kind === "gravel" ? 2.6 : 3.0)
                height: board.unit * (box ? 4.0 : kind === "finish" ? 7.5 : capacity === 2 ? 5.6 : 3.0)
                rotation: box ? 0 : heading
                z: lit ? 1 : 0  // the card that reaches it stands over the neighbouring spaces (the pit lane's lie close)
                Component.onCompleted: board.table.register(uid, space)

                Rectangle {
                    anchors.fill: parent
                    radius: space.main ? board.unit * 0.6 : width / 3
                    color: space.kind === "finish" ? "#30ffd54a"
                         : space.trail ? "#7c8fb0"
                         : space.kind === "gravel" ? "#e3cc95"
                         : space.kind === "lane" ? "#80838a"
                         : space.kind === "pit" ? "#65758a"
                         : space.box ? "#2f3946" : "#5a5d64"
                    border.width: space.lit || space.choosable || drop.containsDrag ? board.unit * 0.55
                                : space.bonus > 0 || space.penalty > 0 ? board.unit * 0.45 : board.unit * 0.12
                    border.color: drop.containsDrag ? "#ffffff" : space.lit || space.choosable ? Theme.reach
                                : space.bonus > 0 ? "#f2c230" : space.penalty > 0 ? "#e0452b" : "#25272b"
                    Row {  // a box in its players' colours (two share a box only with seven or eight players)
                        objectName: "owners_" + space.uid
                        anchors.fill: parent
                        anchors.margins: parent.border.width
                        visible: space.owners.length > 0
                        Repeater {
                            model: space.owners.length
                            delegate: Rectangle {
                                required property int index
                                readonly property var owner: space.owners[index] || ({ seat: 0, colour: "#888888" })
                                objectName: "owner_" + space.uid + "_" + index
                                width: parent.width / Math.max(1, space.owners.length)
                                height: parent.height
                                radius: board.unit * 0.4
                                color: owner.colour
                                opacity: 0.75
                                // the seat's badge, in the box's outer corner on its side, clear of a car parked in
                                // the middle; hidden while the seat's own car stands in the box (its number says whose)
                                SeatToken {
                                    visible: space.carSeats.indexOf(parent.owner.seat) < 0
                                    x: index === 0 && space.owners.length > 1 ? board.unit * 0.2 : parent.width - width - board.unit * 0.2
                                    anchors { bottom: parent.bottom; bottomMargin: board.unit * 0.2 }
                                    width: Math.max(10, board.unit * 1.7)
                                    height: width
                                    minimumPixelSize: Theme.minText
                                    seat: parent.owner.seat
                                    colour: parent.owner.colour
                                    edgeColour: "#ffffff"
                                }
                            }
                        }
                    }
                    Rectangle {  // a free box the chooser may take: their colour shows in it under the pointer
                        objectName: "takeColour_" + space.uid
                        visible: space.choosable && hover.hovered
                        anchors.fill: parent
                        anchors.margins: parent.border.width
                        radius: board.unit * 0.4
                        // read only where it can show: the hand's colour changes at every hand-over, and a binding
                        // on it in each of the 95 spaces ran again each time
                        color: space.choosable ? board.handColour || Theme.reach : "transparent"
                        opacity: 0.6
                    }
                    Rectangle {  // ... and its key
                        visible: space.choosable
                        anchors.centerIn: parent
                        width: keyText.implicitWidth + board.unit * 1.2
                        height: keyText.implicitHeight + board.unit * 0.3
                        radius: board.unit * 0.4
                        color: "#1d2229"
                        border.color: Theme.reach
                        border.width: Math.max(1, board.unit * 0.15)
                        Text {
                            id: keyText
                            anchors.centerIn: parent
                            text: space.boxNumber
                            color: Theme.reach
                            font.pixelSize: Theme.text(board.unit * 1.5)
                            font.bold: true
                        }
                    }
                    Repeater {  // the lane divider of a two-lane space: a dash at each end, clear of the number
                        model: space.capacity === 2 && !space.box ? 2 : 0
                        delegate: Rectangle {
                            required property int index
                            x: index === 0 ? 0 : parent.width * 0.88
                            anchors.verticalCenter: parent.verticalCenter
                            width: parent.width * 0.12
                            height: Math.max(1, board.unit * 0.15)
                            color: "#c9c9c9"
                            opacity: 0.6
                        }
                    }
                }
                Rectangle {  // the keyboard cursor over the boxes (←→, Enter takes it)
                    objectName: "cursor_" + space.uid
                    visible: space.choosable && space.cursor
                    anchors.fill: parent
                    anchors.margins: -board.unit * 0.45
                    radius: board.unit * 0.9
                    color: "transparent"
                    border.color: "#ffffff"
                    border.width: Math.max(2, board.unit * 0.3)
                    z: 3
                }
                HintRing {  // the hint: where the suggested move ends, or the box it takes
                    anchors.fill: parent
                    unit: Theme.scale
                    ringColor: Theme.accentSoft
                    round: space.main ? board.unit * 0.6 : Math.min(width, height) / 3
                    shown: space.hinted
                    z: 4
                }
                Rectangle {  // the card that reaches this space
                    objectName: "reach_" + space.uid
                    visible: space.lit
                    rotation: -space.rotation
                    anchors.centerIn: parent
                    // in the pit lane no larger than its space: the next spaces and their cars lie close
                    readonly property bool small: space.kind === "pit"
                    width: Math.max(board.unit * (small ? 2.4 : 3.4), reachCardText.implicitWidth + 2 * border.width + 2)
                    height: board.unit * (small ? 2.8 : 4.2)
                    radius: board.unit * 0.5
                    color: Theme.card
                    border.color: Theme.reach
                    border.width: Math.max(2, board.unit * (small ? 0.25 : 0.35))
                    z: 3
                    Text {
                        id: reachCardText
                        anchors.centerIn: parent
                        text: space.reachCard
                        font.pixelSize: Theme.text(board.unit * (parent.small ? 1.4 : 2.1))
                        font.bold: true
                        color: Theme.ink
                    }
                }
                ToolTip.visible: hover.hovered && (space.lit || space.choosable || space.bonus > 0 || space.penalty > 0)
                ToolTip.text: space.choosable ? qsTr("Take box %1 (key %1)").arg(space.boxNumber)
                            : space.reachText || (space.bonus > 0 ? qsTr("Bonus space: draw %1 ones").arg(space.bonus)
                                                                  : qsTr("Penalty space: pay %1").arg(space.penalty))
                HoverHandler { id: hover }
                TapHandler { onTapped: board.controller.activate(space.uid) }
                DropArea {
                    id: drop
                    anchors.fill: parent
                    keys: ["car"]
                    onDropped: d => {
                        d.accept()
                        board.table.dropped(board.controller.drop(board.table.dragPiece, space.uid))
                    }
                }

                Item {  // the space's tabs, a layer over the cars: drawn by the plane (its parent), over every space and car
                    id: spot
                    parent: plane
                    visible: space.kind !== "finish"
                    x: space.x
                    y: space.y
                    width: space.width
                    height: space.height
                    rotation: space.rotation
                    z: 7
                    Text {  // the space's number (upright whatever the heading); a box's name above it, clear of its car.
                         // Drawn in this layer, over every space and car, so a neighbouring tile, a car's ring or the box
                         // cursor never hides part of it
                        visible: !space.lit && !space.covered
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.verticalCenter: space.box ? undefined : parent.verticalCenter
                        anchors.bottom: space.box ? parent.top : undefined
                        anchors.bottomMargin: space.box ? board.unit * 0.5 : 0  // clear of the box cursor's ring
                        // a box's name may take two lines (ボックス / 1) rather than run into its neighbour's: the boxes
                        // stand 7.24 apart
                        width: space.box ? board.unit * 6.4 : parent.width - board.unit * 0.4
                        wrapMode: space.box ? Text.Wrap : Text.NoWrap
                        horizontalAlignment: Text.AlignHCenter
                        rotation: -spot.rotation
                        text: space.label
                        color: space.kind === "gravel" ? "#6b5526" : "#e8e8e8"
                        opacity: space.main || space.box ? 0.9 : 0.7
                        // a box's name at 1.2 units, so the six names (ボックス1 …) stay apart at 960x540 too
                        font.pixelSize: Theme.text(board.unit * (space.box ? 1.2 : space.main ? 1.6 : 1.1))
                        font.bold: space.main
                    }
                    // Beside the space (on the side the presenter names: a track space's infield side, the outer side
                    // of a U lane or a gravel bed, where nothing else is drawn): a covered space's number and a framed
                    // space's bonus or penalty, upright, over the cars.
                    Item {
                        id: tabs
                        objectName: "tabs_" + space.uid
                        readonly property bool outward: space.tabsOutside
                        readonly property bool framed: space.bonus > 0 || space.penalty > 0
                        visible: framed || (space.covered && !space.lit)
                        width: tabRow.implicitWidth
                        height: tabRow.implicitHeight
                        // upright, the row reaches out across the track by its height on a level stretch and by its
                        // width where the track runs up or down the screen; it just overlaps the space's edge
                        readonly property real turn: spot.rotation * Math.PI / 180
                        readonly property real reach: (Math.abs(Math.cos(turn)) * height + Math.abs(Math.sin(turn)) * width) / 2
                                                      - board.unit * 0.3
                        // Where the pit lane climbs back to the track its spaces follow each other up the screen: the
                        // tab then stands straight above its space (beside it, the tabs of the turn would meet).
                        readonly property bool above: space.kind === "pit" && space.heading < -5
                        readonly property real lift: (Math.abs(Math.sin(turn)) * parent.width
                                                      + Math.abs(Math.cos(turn)) * parent.height + height) / 2 - board.unit * 0.3
                        x: (parent.width - width) / 2 - (above ? lift * Math.sin(turn) : 0)
                        y: above ? (parent.height - height) / 2 - lift * Math.cos(turn)
                                 : (outward ? parent.height + reach : -reach) - height / 2
                        rotation: -spot.rotation
                        z: 8
                        Row {
                            id: tabRow
                            anchors.centerIn: parent
                            spacing: board.unit * 0.2
                            Rectangle {  // the number of the space a car stands on
                                objectName: "number_" + space.uid
                                visible: space.covered && !space.lit
                                width: numberTab.implicitWidth + board.unit * 0.6
                                height: Math.max(numberTab.implicitHeight, bonusTag.implicitHeight)
                                radius: height / 3
                                color: space.kind === "gravel" ? "#e3cc95" : space.kind === "lane" ? "#80838a"
                                     : space.kind === "pit" ? "#65758a" : "#5a5d64"
                                border.color: space.kind === "gravel" ? "#6b5526" : "#e8e8e8"
                                border.width: Math.max(1, board.unit * 0.12)
                                Text {
                                    id: numberTab
                                    anchors.centerIn: parent
                                    text: space.label
                                    color: space.kind === "gravel" ? "#4a3a18" : "#ffffff"
                                    font.pixelSize: Theme.text(board.unit * 1.35)
                                    font.bold: true
                                }
                            }
                            Rectangle {  // a framed space's bonus or penalty
                                visible: tabs.framed
                                width: bonusTag.implicitWidth + board.unit * 0.6
                                height: bonusTag.implicitHeight
                                radius: height / 3
                                color: space.bonus > 0 ? "#f2c230" : "#e0452b"
                                Text {
                                    id: bonusTag
                                    anchors.centerIn: parent
                                    text: space.bonus > 0 ? "+" + space.bonus : "−" + space.penalty
                                    color: space.bonus > 0 ? "#3a2a00" : "#ffffff"
                                    font.pixelSize: Theme.text(board.unit * 1.35)
                                    font.bold: true
                                }
                            }
                        }
                    }
                }
            }
        }

        Repeater {  // the cars (their own rows: a card coming into a hand makes no car here)
            model: SeatPieces { source: board.controller.piecesModel; everySeat: true; kinds: ["car"] }
            delegate: F1Car {
                circuit: board
                table: board.table
                controller: board.controller
            }
        }
    }
}
