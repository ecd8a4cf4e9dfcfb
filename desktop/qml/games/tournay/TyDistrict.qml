import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"
import "../../pieces"

// A player's district on the shared board: its owner under a caption, then the squares (cards with their
// occupants and damage, the empty squares a card may go to). Its owner's counters and plaza are in their
// panel in the players' column (TyPlayer.qml).
ColumnLayout {
    id: area

    required property var controller
    required property var table
    required property var player
    readonly property var panel: table.panel  // the table's reading of the controller's panel: read once a decision
    readonly property string cursorUid: panel.cursor || ""

    objectName: "district_" + player.seat
    spacing: Theme.px(2)
    // the width its cards would take standing square at the height they have: the districts share the board's
    // width in proportion to it, so a district of three columns is not squeezed to the width of one of two
    readonly property real wants: districtBox.cell * districtBox.colUnits + districtBox.colGaps * districtBox.gap

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
        // A row or column holding no card (only squares a card may go to) is shown only while one of its squares
        // takes a card now (lit, or a dragged card's target), and thin then, so the cards keep the room and an
        // idle district is its cards alone: a thin lane is THIN times a card's size.
        readonly property real thin: 0.34
        readonly property real gap: Theme.px(2)
        readonly property var lanes: {  // per column and row: 1 (cards), THIN (a lane a card may go to now), 0
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
        // A card takes all the height its district has (up to Theme.px(150)) and as much width, up to square:
        // where the width is short (four players side by side) a card stands narrow and tall rather than
        // small, so its name and effect keep the text floor whole.
        readonly property real cell: Math.min(Theme.px(150), (height - rowGaps * gap) / rowUnits)
        readonly property real cellWidth: Math.min(cell, (width - colGaps * gap) / colUnits)
        function colWidth(i) { return cellWidth * lanes.cols[i] }
        function rowHeight(j) { return cell * lanes.rows[j] }
        function colX(i) { let x = 0; for (let k = 0; k < i; k++) x += colWidth(k) + (lanes.cols[k] > 0 ? gap : 0); return x }
        function rowY(j) { let y = 0; for (let k = 0; k < j; k++) y += rowHeight(k) + (lanes.rows[k] > 0 ? gap : 0); return y }
        Item {
            anchors.centerIn: parent
            width: districtBox.cellWidth * districtBox.colUnits + districtBox.colGaps * districtBox.gap
            height: districtBox.cell * districtBox.rowUnits + districtBox.rowGaps * districtBox.gap
            Repeater {
                // a square per place in the drawn window, kept across decisions (issue 26): a decision redraws
                // the squares that changed instead of making every card of the district again
                model: area.player.cells.length
                delegate: Item {
                    id: square
                    required property int index
                    readonly property var modelData: area.player.cells[index] || ({})
                    visible: width > 0 && height > 0  // a lane no card may go to now is not drawn
                    objectName: "zone_" + modelData.uid
                    x: districtBox.colX(index % districtBox.cols)
                    y: districtBox.rowY(Math.floor(index / districtBox.cols))
                    width: districtBox.colWidth(index % districtBox.cols)
                    // the place this square draws, for the flights: it follows the window as it grows
                    readonly property string uid: modelData.uid || ""
                    property string spot: ""
                    function claim() { area.table.unregister(spot, square); spot = uid; if (uid !== "") area.table.register(uid, square) }
                    onUidChanged: claim()
                    Component.onCompleted: claim()
                    Component.onDestruction: area.table.unregister(spot, square)
                    Accessible.role: modelData.reachable ? Accessible.Button : Accessible.Cell
                    Accessible.name: modelData.a11y || ""
                    Accessible.description: modelData.card ? modelData.card.text : ""
                    Accessible.focused: area.cursorUid === modelData.uid
                    Accessible.onPressAction: area.controller.activate(modelData.uid)
                    height: districtBox.rowHeight(Math.floor(index / districtBox.cols))
                    Rectangle {  // an empty square a card may go to
                        anchors.fill: parent
                        visible: !square.modelData.card && square.modelData.open
                        radius: Theme.px(4)
                        color: square.modelData.reachable ? "#fff3b0" : "#00000012"
                        border.color: square.modelData.reachable ? Theme.reach : "#9c8a68"
                        border.width: square.modelData.reachable || area.cursorUid === square.modelData.uid ? Theme.px(2) : 1
                        Text {
                            anchors.centerIn: parent
                            visible: square.modelData.cost !== ""
                            text: qsTr("%1d").arg(square.modelData.cost)
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            color: "#7a5a00"
                        }
                        Text {  // a district still empty says so, rather than standing as a bare frame
                            anchors.centerIn: parent
                            width: parent.width - Theme.px(8)
                            visible: square.modelData.cost === "" && area.player.cells.length === 1
                            text: qsTr("No buildings yet")
                            horizontalAlignment: Text.AlignHCenter
                            wrapMode: Text.WordWrap
                            font.pixelSize: Theme.fontSmall
                            font.italic: true
                            color: "#e6dcc8"
                        }
                    }
                    TyCard {
                        anchors.fill: parent
                        visible: !!square.modelData.card
                        face: square.modelData.card
                        compact: true
                        lit: square.modelData.reachable
                        cursor: area.cursorUid === square.modelData.uid
                        note: square.modelData.cost !== "" ? qsTr("%1d").arg(square.modelData.cost) : ""
                        noteBeside: occupant.visible ? occupant.width + Theme.px(1) : 0  // the cost beside the citizen, not under it
                        // the effect stays clear of a citizen standing on it (its whole height: the effect keeps
                        // 2 px above the footer, the footer 2 px above the citizen) and of the covered-cards count
                        footer: square.modelData.occupant !== "" && !square.modelData.damaged ? occupant.height + Theme.px(1)
                              : square.modelData.depth > 1 ? Theme.px(11) : 0
                    }
                    Text {  // covered cards beneath
                        visible: square.modelData.depth > 1
                        anchors { left: parent.left; bottom: parent.bottom; margins: Theme.px(2) }
                        text: "▤" + (square.modelData.depth - 1)
                        font.pixelSize: Theme.text(Theme.px(10))
                        color: Theme.inkSoft
                    }
                    MeeplePiece {  // a citizen on the building
                        id: occupant
                        visible: square.modelData.occupant !== "" && !square.modelData.damaged
                        anchors { right: parent.right; bottom: parent.bottom; margins: Theme.px(1) }
                        width: Math.min(Theme.px(22), parent.width * 0.4, parent.height * 0.22); height: width  // leaves a small card room for its effect
                        seat: area.player.seat
                        colour: square.modelData.occHex || "#888"
                    }
                    Text {  // damage
                        visible: square.modelData.damaged
                        anchors.centerIn: parent
                        text: "✖"
                        font.pixelSize: Theme.text(parent.height * 0.5)
                        color: "#c0392b"
                        style: Text.Outline; styleColor: "#fff"
                    }
                    TyHintPlace { on: area.table.hinted[square.modelData.uid] === true }
                    TapHandler { onTapped: area.controller.activate(square.modelData.uid) }
                    DropArea {
                        anchors.fill: parent
                        keys: ["card", "citizen"]
                        onDropped: d => { d.accept(); area.table.dropped(area.controller.drop(area.table.ghostId(), square.modelData.uid)) }
                    }
                    Rectangle {  // lit while a dragged card or citizen could go here
                        anchors.fill: parent
                        radius: Theme.px(4)
                        color: "transparent"
                        border.color: Theme.reach
                        border.width: Theme.px(3)
                        visible: area.table.dragTargets[square.modelData.uid] !== undefined
                        Text {
                            anchors.centerIn: parent
                            text: area.table.dragTargets[square.modelData.uid] !== undefined && area.table.dragTargets[square.modelData.uid] !== ""
                                  ? qsTr("%1d").arg(area.table.dragTargets[square.modelData.uid]) : ""
                            font.pixelSize: Theme.fontBody; font.bold: true; color: "#7a5a00"
                            style: Text.Outline; styleColor: "#fff3b0"
                        }
                    }
                }
            }
        }
    }
}
