import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Gameshelf
import "../.."
import "../../pieces"
import "../../components"

// The course: one board per row, snaking like a mountain road, each space a
// tile with its cost; the riders stand on their spaces and ride space by space.
Item {
    id: road

    required property var controller
    required property var table  // DiceRoadRace.qml: drag helpers
    readonly property var zones: controller.zonesModel
    readonly property var pieces: controller.piecesModel
    // the boards as text: a decision makes a new panel but keeps the course, which is then not laid out again
    readonly property string course: JSON.stringify(table.panel.boards || [])
    readonly property var boards: JSON.parse(course)

    // Layout, recomputed when the course or the size changes.
    property var centres: []      // [{x, y}] per space index (0 = start)
    property var boardRects: []   // [{x, y, w, h, label, dark}]
    property real tile: 40
    // A tile is taller than wide where its row leaves room: its riders stand above its cost, which keeps the
    // bottom (the cost's line box, FontMetrics' height, plus its margin), so no rider or ring reaches the digits.
    property real tileH: 40
    readonly property real costSize: Theme.text(Math.round(tile * 0.3))
    readonly property real riderBand: tileH * 0.97 - costMetrics.height - Theme.px(1) - Theme.px(2)
    property int lastIndex: 0
    FontMetrics { id: costMetrics; font.pixelSize: road.costSize; font.bold: true }

    function spaceCount() {
        let n = 0
        for (let i = 0; i < zones.count; ++i)
            if (zones.get(i).kind !== "tray") n++
        return n
    }

    function relayout() {
        const n = spaceCount()
        if (n === 0 || boards.length === 0 || width <= 0 || height <= 0) return
        let lengths = boards.map(() => 0)
        for (let i = 0; i < zones.count; ++i) {
            const z = zones.get(i)
            if (z.kind !== "tray" && z.pos > 0) lengths[z.board]++
        }
        if (lengths.some(isNaN)) return  // zones and board list from different courses: wait for both
        const rows = Math.max(1, lengths.length)
        const cols = Math.max(...lengths) + 1
        const cellW = width / (cols + 0.5)
        const rowH = height / rows
        tile = Math.min(cellW * 0.86, rowH * 0.58)
        tileH = Math.min(tile * 1.25, rowH * 0.58)
        const left = (width - cols * cellW) / 2 + cellW / 2
        let pts = [{ x: left, y: rowH / 2 }]
        let rects = []
        let col = 0
        for (let r = 0; r < rows; ++r) {
            const dir = r % 2 === 0 ? 1 : -1
            const y = rowH * r + rowH / 2
            let minX = 1e9, maxX = -1e9
            for (let k = 0; k < lengths[r]; ++k) {
                if (k > 0 || r === 0) col += dir
                const x = left + col * cellW
                pts.push({ x: x, y: y })
                minX = Math.min(minX, x); maxX = Math.max(maxX, x)
            }
            const pad = cellW * 0.5
            const label = boards[r] || ""
            // The name goes on the side away from the road coming in from the row above.
            rects.push({ x: minX - pad + 2, y: y - rowH * 0.46, w: maxX - minX + 2 * pad - 4, h: rowH * 0.92,
                         label: label, dark: label.endsWith("B"), labelRight: r > 0 && r % 2 === 0 })
        }
        centres = pts
        boardRects = rects
        lastIndex = n - 1
    }

    // Position along the course for a fractional space index, so riders glide space by space.
    function along(shown) {
        if (centres.length === 0) return { x: 0, y: 0 }
        const a = Math.max(0, Math.min(centres.length - 1, Math.floor(shown)))
        const b = Math.min(centres.length - 1, a + 1)
        const t = shown - a
        return { x: centres[a].x + (centres[b].x - centres[a].x) * t, y: centres[a].y + (centres[b].y - centres[a].y) * t }
    }

    // The spaces kept per place, in step with the zones (the tray, their last row, is drawn by the strip): a new
    // stage's course resets the zones, and the tiles already standing then take its spaces instead of being made
    // again (only the spaces it adds or drops come or go); a decision changes only the roles of a tile that changed,
    // its accessible name and hint ring among them (no delegate reads the whole row).
    ListModel { id: spaces }
    function spaceRow(z) {
        return { uid: z.uid, kind: z.kind, pos: z.pos, cost: z.cost, reachable: z.reachable, cursor: z.cursor,
                 trail: z.trail, a11y: z.a11y || "", hinted: z.hinted === true }
    }
    function syncSpaces(first, last) {
        for (let i = first; i <= last && i < zones.count; ++i) {
            const z = zones.get(i)
            if (z.kind === "tray") continue
            if (i < spaces.count) spaces.set(i, spaceRow(z))
            else spaces.append(spaceRow(z))
        }
    }
    function syncAllSpaces() {
        const n = spaceCount()
        if (spaces.count > n) spaces.remove(n, spaces.count - n)
        syncSpaces(0, zones.count - 1)
    }

    onWidthChanged: relayout()
    onHeightChanged: relayout()
    onBoardsChanged: relayout()
    Connections {
        target: road.zones
        function onModelReset() { road.syncAllSpaces(); road.relayout() }
        function onRowsInserted() { road.syncAllSpaces() }
        function onRowsRemoved() { road.syncAllSpaces() }
        function onDataChanged(topLeft, bottomRight) { road.syncSpaces(topLeft.row, bottomRight.row) }
    }
    Component.onCompleted: { syncAllSpaces(); relayout() }

    // Board pieces: white sides light, black sides dark, with their names.
    Repeater {
        model: road.boardRects
        delegate: Rectangle {
            required property var modelData
            x: modelData.x; y: modelData.y; width: modelData.w; height: modelData.h
            radius: Theme.px(14)
            color: modelData.dark ? "#33302c" : "#ebe4d6"
            border.color: modelData.dark ? "#1c1a18" : "#bfb29b"
            border.width: Theme.px(2)
            Label {
                x: parent.modelData.labelRight ? parent.width - width - Theme.px(10) : Theme.px(10)
                y: Theme.px(4)
                text: parent.modelData.dark ? qsTr("Board %1 · black side").arg(parent.modelData.label.charAt(0))
                                            : qsTr("Board %1 · white side").arg(parent.modelData.label.charAt(0))
                color: parent.modelData.dark ? "#bdb4a6" : "#7d705d"
                font.pixelSize: Theme.fontSmall
            }
        }
    }

    // The tarmac under the tiles.
    Shape {
        anchors.fill: parent
        preferredRendererType: Shape.CurveRenderer
        ShapePath {
            strokeColor: "#5b5b5e"
            strokeWidth: road.tile * 0.62
            fillColor: "transparent"
            joinStyle: ShapePath.RoundJoin
            capStyle: ShapePath.RoundCap
            PathPolyline { path: road.centres.map(p => Qt.point(p.x, p.y)) }
        }
        ShapePath {
            strokeColor: "#e8e2d0"
            strokeWidth: Math.max(1, road.tile * 0.03)
            strokeStyle: ShapePath.DashLine
            dashPattern: [4, 4]
            fillColor: "transparent"
            joinStyle: ShapePath.RoundJoin
            PathPolyline { path: road.centres.map(p => Qt.point(p.x, p.y)) }
        }
    }

    // Spaces.
    Repeater {
        model: spaces
        delegate: Item {
            id: space
            required property string uid
            required property string kind
            required property int pos
            required property int cost
            required property bool reachable
            required property bool cursor
            required property bool trail
            required property string a11y
            required property bool hinted
            readonly property var centre: road.centres[pos] || { x: 0, y: 0 }
            readonly property color base: kind === "start" ? "#f3ece0" : kind === "flat" ? Theme.flat
                                        : kind === "climb" ? Theme.climb : kind === "steep" ? Theme.steep
                                        : cost >= 4 ? Theme.steep : cost >= 2 ? Theme.climb : Theme.flat

            objectName: "zone_" + uid
            Accessible.role: reachable ? Accessible.Button : Accessible.StaticText
            Accessible.name: a11y
            Accessible.focusable: reachable
            Accessible.focused: cursor
            Accessible.onPressAction: if (reachable) road.controller.activate(uid)
            width: road.tile
            height: road.tileH
            x: centre.x - width / 2
            y: centre.y - height / 2
            z: 1

            Rectangle {  // the hint: where the suggested move goes
                anchors.centerIn: parent
                width: parent.width + Theme.px(18); height: parent.height + Theme.px(18)
                radius: Theme.px(14)
                color: "transparent"
                border.color: Theme.accentSoft
                border.width: Theme.px(5)
                visible: space.hinted
            }
            Rectangle {  // the reachable glow
                anchors.centerIn: parent
                width: parent.width + Theme.px(10); height: parent.height + Theme.px(10)
                radius: Theme.px(12)
                color: "transparent"
                border.color: Theme.reach
                border.width: Theme.px(4)
                visible: space.reachable
                SequentialAnimation on opacity {
                    running: space.reachable && Theme.animationScale > 0
                    loops: Animation.Infinite
                    NumberAnimation { from: 1; to: 0.45; duration: 700 }
                    NumberAnimation { from: 0.45; to: 1; duration: 700 }
                }
            }
            Rectangle {
                id: tileRect
                anchors.fill: parent
                radius: Theme.px(8)
                color: space.base
                border.color: space.cursor ? "#ffffff" : space.trail ? "#fff4c2" : Qt.darker(space.base, 1.35)
                border.width: space.cursor ? Theme.px(4) : space.trail ? Theme.px(3) : Theme.px(1.5)
                Label {
                    anchors { right: parent.right; bottom: parent.bottom; rightMargin: Theme.px(5); bottomMargin: Theme.px(1) }
                    visible: space.kind !== "start"
                    text: space.cost
                    color: space.cost >= 4 ? "#fff4ec" : "#2b2420"
                    font.pixelSize: road.costSize
                    font.bold: true
                }
                Label {  // above the tile, as "Finish" is below its own: the riders waiting there fill the tile
                    anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.top; bottomMargin: Theme.px(2) }
                    visible: space.kind === "start"
                    text: qsTr("Start")
                    color: "#fdf3e1"
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    style: Text.Outline
                    styleColor: "#222222"
                }
                Row {  // climb chevrons: one per point of cost above flat
                    anchors { left: parent.left; bottom: parent.bottom; leftMargin: Theme.px(5); bottomMargin: Theme.px(5) }
                    spacing: 1
                    visible: space.kind !== "start"
                    Repeater {
                        model: Math.max(0, space.cost - 1)
                        Label { text: "▲"; color: Qt.darker(space.base, 1.8); font.pixelSize: Theme.text(Math.round(road.tile * 0.13)) }
                    }
                }
            }
            Grid {  // the finish line: a chequered strip on the far edge
                visible: space.kind === "finish"
                anchors.left: parent.right
                anchors.leftMargin: Theme.px(3)
                anchors.verticalCenter: parent.verticalCenter
                rows: 6; columns: 2
                Repeater {
                    model: 12
                    Rectangle {
                        required property int index
                        width: road.tile / 8; height: road.tileH / 6
                        color: (index + Math.floor(index / 2)) % 2 === 0 ? "#111111" : "#ffffff"
                    }
                }
            }
            Label {
                visible: space.kind === "finish"
                anchors.top: parent.bottom
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.topMargin: Theme.px(2)
                text: qsTr("Finish")
                color: "#fdf3e1"
                font.pixelSize: Theme.fontSmall
                font.bold: true
                style: Text.Outline
                styleColor: "#222222"
            }
            MouseArea {
                anchors.fill: parent
                enabled: space.reachable
                cursorShape: space.reachable ? Qt.PointingHandCursor : Qt.ArrowCursor
                onClicked: road.controller.activate(space.uid)
            }
            DropArea {
                anchors.fill: parent
                keys: ["rider"]
                onDropped: drop => {
                    drop.accept()
                    road.table.dropped(road.controller.drop(drop.source.pieceId, space.uid))
                }
            }
        }
    }

    // Riders (their own rows: the dice, which change at every roll, never signal here).
    Repeater {
        model: SeatPieces { source: road.pieces; everySeat: true; kinds: ["rider"] }
        delegate: Item {
            id: rider
            required property string uid
            required property string kind
            required property string colour
            required property int seat
            required property string zone
            required property int slot
            required property int slots
            required property bool onBoard
            required property bool leader
            required property bool draggable
            required property bool highlighted
            required property var row
            readonly property int target: kind === "rider" ? parseInt(zone.split(":")[1]) : 0
            property real shown: target
            readonly property var at: road.along(shown)
            // Riders stand in the top of their tile, above its cost and chevrons along the bottom (the start tile
            // has none: they use all of it), in the rows and columns that make them largest. Each keeps `pad`
            // around it for what it draws beyond its jersey (the hint's ring, the ring of whose decision it is,
            // the leader's disc), so that no ring reaches a neighbour, the cost's digits or "Start" above the tile.
            readonly property bool open: target === 0
            readonly property real pad: Theme.px(5)
            readonly property real band: open ? road.tileH * 0.94 : road.riderBand
            readonly property real across: road.tile * 0.94
            function fit(n) {  // the largest size with n riders a row
                return Math.min((band - pad) / Math.ceil(Math.max(1, slots) / n), (across - pad) / n) - pad
            }
            readonly property int perRow: {
                let best = 1, bestSize = 0
                for (let n = 1; n <= Math.max(1, slots); n++) {
                    if (fit(n) > bestSize + 0.01) { best = n; bestSize = fit(n) }
                }
                return best
            }
            readonly property real size: Math.max(1, Math.min(road.tile * 0.56, fit(perRow)))
            property real dx: ((slot % perRow) - (Math.min(slots, perRow) - 1) / 2) * (size + pad)
            property real dy: (Math.floor(slot / perRow) - (Math.ceil(slots / perRow) - 1) / 2) * (size + pad)
                              - road.tileH / 2 + road.tileH * 0.03 + band / 2

            objectName: "piece_" + uid
            visible: kind === "rider" && onBoard
            Accessible.role: draggable ? Accessible.Button : Accessible.Graphic
            Accessible.name: row.a11y || ""
            width: size
            height: size
            x: at.x + dx - size / 2
            y: at.y + dy - size / 2
            z: highlighted ? 4 : 3

            // Ride space by space: the shown index slides from the old space to the new one.
            Behavior on shown {
                NumberAnimation {
                    duration: Theme.ms(Math.abs(rider.target - rider.shown) * 170)
                    easing.type: Easing.InOutSine
                }
            }
            Behavior on dx { NumberAnimation { duration: Theme.ms(150) } }
            Behavior on dy { NumberAnimation { duration: Theme.ms(150) } }

            RiderPiece {
                anchors.fill: parent
                seat: rider.seat
                colour: rider.colour
                leader: rider.leader
            }
            Rectangle {  // whose decision it is
                anchors.centerIn: parent
                width: parent.width + Theme.px(8); height: width; radius: width / 2
                color: "transparent"
                border.color: "#ffffff"
                border.width: Theme.px(2)
                visible: rider.highlighted
                opacity: 0.9
            }
            HintRing { anchors.fill: parent; unit: Theme.scale; ringColor: Theme.accentSoft; round: width / 2; shown: rider.row.hinted === true }
            DragHandler {
                enabled: rider.draggable
                target: null
                onActiveChanged: active ? road.table.beginDrag("rider", rider.uid, rider, rider.colour, 0)
                                        : road.table.endDrag()
                onCentroidChanged: if (active) road.table.moveDrag(centroid.scenePosition)
            }
        }
    }
}
