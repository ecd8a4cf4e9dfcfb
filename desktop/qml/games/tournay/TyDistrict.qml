import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"
import "../../components/InStep.js" as InStep
import "../../pieces"

// A player's district on the shared board: its owner under a caption, then the squares (cards with their
// occupants and damage, the empty squares a card may go to). Its owner's counters and plaza are in their
// panel in the players' column (TyPlayer.qml).
ColumnLayout {
    id: area

    required property var controller
    required property var table
    required property var player
    // The table's cursor where it lies on this district, else "" (issue 26): a cursor moving elsewhere runs
    // none of the squares' bindings on it.
    readonly property string cursorUid: table.cursorUid.startsWith("cell:" + player.seat + ":") ? table.cursorUid : ""

    objectName: "district_" + player.seat
    spacing: Theme.px(2)
    // The width its cards would take at their largest, with a thin lane either side while it may still grow a
    // column: the districts share the board's width in proportion to it, so a district of three columns is not
    // squeezed to the width of one of two. It changes only when a card opens a new column (issue 26): lanes lit
    // and put out at every placing, or a row more, would share the board again and resize every district's cards.
    readonly property real wantsNow: {
        const cards = districtBox.lanes.cols.filter(f => f === 1).length
        const lanes = area.player.widens ? 2 : 0  // the presenter says whether a card may still open a column
        return districtBox.largest * (cards + lanes * districtBox.thin) + (cards - 1 + lanes) * districtBox.gap
    }
    // While steps taken back may be played again (redo), a district keeps the widest share it had: an undo that
    // closes a column, and its redo, leave the other districts as they were instead of sharing the board twice.
    // The controller's canRedo is read as it is now: an undo changes the district before it signals canRedo.
    property real wants: 0
    function keepShare() { wants = area.controller.canRedo === true ? Math.max(wants, wantsNow) : wantsNow }
    onWantsNowChanged: keepShare()
    readonly property bool redoable: area.controller.canRedo === true
    onRedoableChanged: keepShare()
    Component.onCompleted: keepShare()

    RowLayout {  // whose district it is
        Layout.fillWidth: true
        spacing: Theme.px(4)
        SeatToken { minimumPixelSize: Theme.minText; seat: area.player.seat; colour: area.player.colour; Layout.preferredWidth: Theme.px(16); Layout.preferredHeight: Theme.px(16) }
        ElidedLabel {
            text: area.player.name
            font.pixelSize: Theme.fontSmall
            font.bold: true
            color: "#fdf3e1"
            Layout.fillWidth: true
        }
    }
    Item {  // the district
        id: districtBox
        Layout.fillWidth: true
        Layout.fillHeight: true
        readonly property int cols: Math.max(1, area.player.cols)
        readonly property int rows: Math.max(1, Math.ceil(area.player.cells.length / cols))
        readonly property bool single: area.player.cells.length === 1  // a district still empty
        // A row or column holding no card (only squares a card may go to) is shown only while one of its squares
        // takes a card now (lit, or a dragged card's target), and thin then, so the cards keep the room and an
        // idle district is its cards alone: a thin lane is THIN times a card's size.
        readonly property real thin: 0.34
        readonly property real gap: Theme.px(2)
        // The lanes as last drawn: a new object only when they differ (issue 26). Worked out again at each change
        // of the district (a square lit, an accessible name) or of a drag's targets, a new object every time would
        // place and size every square of the district again, and work out its share of the board's width.
        property var lanes: lanesNow
        property string lanesKey: ""
        onLanesNowChanged: {
            const key = JSON.stringify(lanesNow)
            if (key !== lanesKey) { lanesKey = key; lanes = lanesNow }
        }
        readonly property var lanesNow: {  // per column and row: 1 (cards), THIN (a lane a card may go to now), 0
            const c = [], r = []
            for (let i = 0; i < cols; i++) c.push(0)
            for (let j = 0; j < rows; j++) r.push(0)
            const cells = area.player.cells, targets = area.table.dragTargets
            let cards = false
            for (let k = 0; k < cells.length; k++) {
                const i = k % cols, j = Math.floor(k / cols)
                if (cells[k].card) { c[i] = 1; r[j] = 1; cards = true }
            }
            if (!cards) return { cols: c.map(() => 1), rows: r.map(() => 1) }
            for (let k = 0; k < cells.length; k++) {
                const i = k % cols, j = Math.floor(k / cols)
                if (cells[k].reachable || targets[cells[k].uid] !== undefined) {
                    c[i] = Math.max(c[i], thin); r[j] = Math.max(r[j], thin)
                }
            }
            return { cols: c, rows: r }
        }
        readonly property real colUnits: lanes.cols.reduce((sum, f) => sum + f, 0)
        readonly property real rowUnits: lanes.rows.reduce((sum, f) => sum + f, 0)
        readonly property int colGaps: lanes.cols.filter(f => f > 0).length - 1
        readonly property int rowGaps: lanes.rows.filter(f => f > 0).length - 1
        // A card takes all the height its district has (up to `largest`) and as much width, up to square:
        // where the width is short (four players side by side) a card stands narrow and tall rather than
        // small, so its name and effect keep the text floor whole.
        readonly property real largest: Theme.px(150)
        readonly property real cell: Math.min(largest, (height - rowGaps * gap) / rowUnits)
        readonly property real cellWidth: Math.min(cell, (width - colGaps * gap) / colUnits)
        function colWidth(i) { return cellWidth * lanes.cols[i] }
        function rowHeight(j) { return cell * lanes.rows[j] }
        function colX(i) { let x = 0; for (let k = 0; k < i; k++) x += colWidth(k) + (lanes.cols[k] > 0 ? gap : 0); return x }
        function rowY(j) { let y = 0; for (let k = 0; k < j; k++) y += rowHeight(k) + (lanes.rows[k] > 0 ? gap : 0); return y }
        // A square per place of the district, kept across decisions by its place (issue 26): a decision changes
        // the fields of the squares that changed, and a window grown by a row or column adds only that row's or
        // column's squares, instead of making every card of the district again. Its fields are plain values, set
        // only when they differ, so a square's bindings run again only for what changed in it.
        ListModel { id: squares }
        function sync() {
            const cells = area.player.cells || [], cols = Math.max(1, area.player.cols)
            // the squares kept are in reading order still (a district's places keep their order as it grows)
            InStep.keepInStep(squares, cells.map((c, k) => ({
                uid: c.uid, col: k % cols, line: Math.floor(k / cols),
                face: c.card ? JSON.stringify(c.card) : "", cardText: c.card ? c.card.text : "",
                depth: c.depth, open: c.open, occ: c.occupant, damaged: c.damaged,
                occHex: c.occHex, reachable: c.reachable, cost: c.cost, a11y: c.a11y || "" })), "uid")
        }
        Connections { target: area; function onPlayerChanged() { districtBox.sync() } }
        Component.onCompleted: sync()
        Item {
            anchors.centerIn: parent
            width: districtBox.cellWidth * districtBox.colUnits + districtBox.colGaps * districtBox.gap
            height: districtBox.cell * districtBox.rowUnits + districtBox.rowGaps * districtBox.gap
            Repeater {
                model: squares
                delegate: Item {
                    id: square
                    required property string uid
                    required property int col
                    required property int line
                    required property string face
                    required property string cardText
                    required property int depth
                    required property bool open
                    required property string occ  // who stands on it: a colour, grey, damage or ""
                    required property bool damaged
                    required property string occHex
                    required property bool reachable
                    required property string cost
                    required property string a11y
                    readonly property var card: face !== "" ? JSON.parse(face) : null
                    visible: width > 0 && height > 0  // a lane no card may go to now is not drawn
                    objectName: "zone_" + uid
                    x: districtBox.colX(col)
                    y: districtBox.rowY(line)
                    width: districtBox.colWidth(col)
                    // the place this square draws, for the flights
                    property string spot: ""
                    function claim() { area.table.unregister(spot, square); spot = uid; if (uid !== "") area.table.register(uid, square) }
                    onUidChanged: claim()
                    Component.onCompleted: claim()
                    Component.onDestruction: area.table.unregister(spot, square)
                    Accessible.role: reachable ? Accessible.Button : Accessible.Cell
                    Accessible.name: a11y
                    Accessible.description: cardText
                    Accessible.focused: area.cursorUid === uid
                    Accessible.onPressAction: area.controller.activate(uid)
                    height: districtBox.rowHeight(line)
                    // What a square shows only at times (the covered cards' count, damage, the frame lit while
                    // dragging) is made only while it shows (issue 26): laid out with every square whenever a
                    // district's lanes change, and made for each square of a window grown, they took much of a
                    // decision's time for what is rarely drawn.
                    Rectangle {  // an empty square a card may go to
                        anchors.fill: parent
                        visible: !square.card && square.open
                        radius: Theme.px(4)
                        color: square.reachable ? "#fff3b0" : "#00000012"
                        border.color: square.reachable ? Theme.reach : "#9c8a68"
                        border.width: square.reachable || area.cursorUid === square.uid ? Theme.px(2) : 1
                        Text {
                            anchors.centerIn: parent
                            visible: square.cost !== ""
                            text: qsTr("%1d").arg(square.cost)
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            color: "#7a5a00"
                        }
                    }
                    // the citizen's size: the card keeps its cost and effect clear of it
                    readonly property real meepleSize: Math.min(Theme.px(22), width * 0.4, height * 0.22)
                    readonly property bool standing: occ !== "" && !damaged
                    // A square's card is made at its first card and its citizen only while one stands (issue 26):
                    // most squares of a district are empty places a card may go to, and a window grown by a row made
                    // a hidden card (some forty items) for each of them. Once made, the card stays while the square
                    // does, hidden with its last face while the square has none: an undo that takes the card back
                    // and its redo hide it and show it again as it was, where ending a card and making it again
                    // took some 3 ms of the frame.
                    Loader {
                        anchors.fill: parent
                        active: false
                        Binding on active { when: !!square.card; value: true; restoreMode: Binding.RestoreNone }
                        visible: !!square.card
                        sourceComponent: TyCard {
                            Binding on face { when: !!square.card; value: square.card; restoreMode: Binding.RestoreNone }
                            compact: true
                            lit: square.reachable
                            cursor: area.cursorUid === square.uid
                            note: square.cost !== "" ? qsTr("%1d").arg(square.cost) : ""
                            noteBeside: square.standing ? square.meepleSize + Theme.px(1) : 0  // the cost beside the citizen, not under it
                            // the effect stays clear of a citizen standing on it (its whole height: the effect keeps
                            // 2 px above the footer, the footer 2 px above the citizen) and of the covered-cards count
                            footer: square.standing ? square.meepleSize + Theme.px(1)
                                  : square.depth > 1 ? Theme.px(11) : 0
                        }
                    }
                    Loader {  // covered cards beneath; damage (where no citizen stands)
                        anchors.fill: parent
                        active: square.depth > 1 || square.damaged
                        sourceComponent: Item {
                            Text {  // covered cards beneath
                                visible: square.depth > 1
                                anchors { left: parent.left; bottom: parent.bottom; margins: Theme.px(2) }
                                text: "▤" + (square.depth - 1)
                                font.pixelSize: Theme.text(Theme.px(10))
                                color: Theme.inkSoft
                            }
                            Text {  // damage
                                visible: square.damaged
                                anchors.centerIn: parent
                                text: "✖"
                                font.pixelSize: Theme.text(square.height * 0.5)
                                color: "#c0392b"
                                style: Text.Outline; styleColor: "#fff"
                            }
                        }
                    }
                    Loader {  // a citizen on the building
                        active: square.standing
                        anchors { right: parent.right; bottom: parent.bottom; margins: Theme.px(1) }
                        width: square.meepleSize; height: width  // leaves a small card room for its effect
                        sourceComponent: MeeplePiece {
                            seat: area.player.seat
                            colour: square.occHex || "#888"
                        }
                    }
                    TyHintPlace { on: area.table.hinted[square.uid] === true }
                    TapHandler { onTapped: area.controller.activate(square.uid) }
                    DropArea {
                        anchors.fill: parent
                        keys: ["card", "citizen"]
                        onDropped: d => { d.accept(); area.table.dropped(area.controller.drop(area.table.ghostId(), square.uid)) }
                    }
                    Loader {  // lit while a dragged card or citizen could go here
                        anchors.fill: parent
                        active: area.table.dragTargets[square.uid] !== undefined
                        sourceComponent: Rectangle {
                            radius: Theme.px(4)
                            color: "transparent"
                            border.color: Theme.reach
                            border.width: Theme.px(3)
                            Text {
                                anchors.centerIn: parent
                                text: area.table.dragTargets[square.uid] !== undefined && area.table.dragTargets[square.uid] !== ""
                                      ? qsTr("%1d").arg(area.table.dragTargets[square.uid]) : ""
                                font.pixelSize: Theme.fontBody; font.bold: true; color: "#7a5a00"
                                style: Text.Outline; styleColor: "#fff3b0"
                            }
                        }
                    }
                }
            }
            Text {  // a district still empty says so over its one square, rather than standing as a bare frame
                readonly property var only: districtBox.single ? area.player.cells[0] : null
                anchors.centerIn: parent
                width: parent.width - Theme.px(8)
                visible: !!only && !only.card && only.open && only.cost === ""
                text: qsTr("No buildings yet")
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontSmall
                font.italic: true
                color: "#e6dcc8"
            }
        }
    }
}
