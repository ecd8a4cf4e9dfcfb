import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"
import "../../pieces"

// A player's area: name, deniers, ramparts and running score; the plaza (standing and laid-down citizens
// of each colour); the 3x3 district with occupants and damage; an opponent's hand as chips (the acting human's hand, faces up,
// is in the table's strip: TyHand in Tournay.qml).
Rectangle {
    id: area

    required property var controller
    required property var table
    required property var player
    readonly property var panel: controller.panel
    readonly property var hex: panel.hex || ({})
    readonly property string cursorUid: panel.cursor || ""
    // deniers and points count to their new value (as fast as the speed setting says; at once when off)
    property int deniersShown: player.deniers
    property int scoreShown: player.score
    Behavior on deniersShown { enabled: Theme.animationScale > 0; NumberAnimation { duration: Theme.ms(420); easing.type: Easing.OutCubic } }
    Behavior on scoreShown { enabled: Theme.animationScale > 0; NumberAnimation { duration: Theme.ms(520); easing.type: Easing.OutCubic } }

    objectName: "player_" + player.seat
    Accessible.role: Accessible.Grouping
    Accessible.name: player.a11y || player.name
    radius: Theme.radius
    color: player.me ? "#f1e6cf" : "#e6dcc8"
    border.color: "#5b4632"

    TurnFrame {
        anchors.fill: parent
        radius: Theme.radius
        acting: area.player.active
        answering: area.player.toAct && !area.player.active
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(6)
        spacing: Theme.px(4)

        RowLayout {  // name, deniers, ramparts, score
            Layout.fillWidth: true
            spacing: Theme.px(5)
            SeatToken { minimumPixelSize: Theme.minText; seat: area.player.seat; colour: area.player.colour; Layout.preferredWidth: Theme.px(20); Layout.preferredHeight: Theme.px(20) }
            ElidedLabel {
                text: area.player.name + (area.player.start ? " ⚑" : "")
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.ink
                Layout.fillWidth: true
            }
            Label {
                objectName: "deniers_" + area.player.seat
                text: qsTr("%1 d").arg(area.deniersShown)
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: "#7a5a00"
                ToolTip.visible: denHover.hovered
                ToolTip.text: qsTr("Deniers")
                HoverHandler { id: denHover }
            }
            Label {
                id: rampartsLabel
                readonly property string spot: "ramparts:" + area.player.seat
                Component.onCompleted: area.table.register(spot, rampartsLabel)
                Component.onDestruction: area.table.unregister(spot, rampartsLabel)
                text: qsTr("▥ %1").arg(area.player.ramparts)
                font.pixelSize: Theme.fontBody
                color: Theme.ink
                ToolTip.visible: ramHover.hovered
                ToolTip.text: qsTr("Ramparts built (1 point each)")
                HoverHandler { id: ramHover }
            }
            Rectangle {
                objectName: "score_" + area.player.seat
                Layout.preferredWidth: scoreText.implicitWidth + Theme.px(10)
                Layout.preferredHeight: scoreText.implicitHeight + Theme.px(4)
                radius: height / 2
                color: Theme.wood
                Label { id: scoreText; anchors.centerIn: parent; text: qsTr("%1 pts").arg(area.scoreShown); color: Theme.woodText; font.pixelSize: Theme.fontSmall; font.bold: true }
                ToolTip.visible: scHover.hovered
                ToolTip.text: qsTr("Score if the game ended now")
                HoverHandler { id: scHover }
            }
        }
        Label {
            visible: area.player.chosen || area.player.thinking
            text: area.player.chosen ? qsTr("Last card chosen") : qsTr("Thinking…")
            font.pixelSize: Theme.fontSmall
            font.italic: true
            color: Theme.inkSoft
        }

        Rectangle {  // the plaza
            objectName: "plaza_" + area.player.seat
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.px(34)  // a citizen and its margins: the district takes the rest
            radius: Theme.px(6)
            color: "#d2c3a3"
            border.color: "#a88f66"
            RowLayout {
                anchors.fill: parent
                anchors.margins: Theme.px(3)
                spacing: Theme.px(4)
                Repeater {
                    model: ["r", "w", "y"]
                    delegate: Item {
                        id: slot
                        required property string modelData
                        required property int index
                        readonly property int standing: area.player.standing[index]
                        readonly property int down: area.player.down[index]
                        readonly property string uid: "cit:" + area.player.seat + ":" + modelData
                        readonly property bool usable: standing > 0 && (area.player.draggable || area.player.borrowable)
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Row {
                            anchors.centerIn: parent
                            spacing: Theme.px(2)
                            MeeplePiece {
                                id: meeple
                                objectName: "cit_" + area.player.seat + "_" + slot.modelData
                                readonly property string spot: "plaza:" + area.player.seat + ":" + slot.modelData
                                Component.onCompleted: area.table.register(spot, meeple)
                                Component.onDestruction: area.table.unregister(spot, meeple)
                                Accessible.role: slot.usable ? Accessible.Button : Accessible.StaticText
                                Accessible.name: (area.player.a11yCitizens || [])[slot.index] || ""
                                Accessible.focused: area.cursorUid === slot.uid
                                Accessible.onPressAction: if (slot.usable) area.controller.activate(slot.uid)
                                seat: area.player.seat
                                colour: area.hex[slot.modelData] || "#888"
                                width: Theme.px(28); height: Theme.px(28)
                                opacity: slot.standing > 0 ? 1 : 0.3
                                Rectangle {
                                    anchors.fill: parent
                                    anchors.margins: -Theme.px(2)
                                    radius: Theme.px(4)
                                    color: "transparent"
                                    border.width: Theme.px(2)
                                    border.color: Theme.reach
                                    visible: area.cursorUid === slot.uid || (area.panel.pickColour === slot.modelData && area.player.me)
                                }
                                HintRing { anchors.fill: parent; unit: Theme.scale; ringColor: Theme.accentSoft; round: width / 2; shown: area.table.hinted[slot.uid] === true }
                                TapHandler {
                                    enabled: slot.usable
                                    onTapped: area.controller.activate(slot.uid)
                                }
                                DragHandler {
                                    enabled: slot.usable
                                    target: null
                                    onActiveChanged: active ? area.table.beginDrag("citizen", slot.uid, meeple, "", area.hex[slot.modelData])
                                                            : area.table.endDrag()
                                    onCentroidChanged: if (active) area.table.moveDrag(centroid.scenePosition)
                                }
                                HoverHandler { id: citHover; cursorShape: slot.usable ? Qt.OpenHandCursor : Qt.ArrowCursor }
                                ToolTip.visible: citHover.hovered
                                ToolTip.text: area.player.borrowable && slot.standing > 0
                                              ? qsTr("Drag to borrow for %1 deniers").arg(area.player.fee)
                                              : qsTr("%1 standing, %2 laid down").arg(slot.standing).arg(slot.down)
                            }
                            Column {
                                anchors.verticalCenter: parent.verticalCenter
                                Text { text: "×" + slot.standing; font.pixelSize: Theme.fontSmall; font.bold: true; color: Theme.ink }
                                Text { text: "↓" + slot.down; font.pixelSize: Theme.text(Theme.px(10)); color: Theme.inkSoft; visible: slot.down > 0 }
                            }
                        }
                    }
                }
            }
        }

        Item {  // the district
            id: districtBox
            Layout.fillWidth: true
            Layout.fillHeight: true
            readonly property int cols: Math.max(1, area.player.cols)
            readonly property int rows: Math.max(1, Math.ceil(area.player.cells.length / cols))
            // A row or column holding no card (only squares a card may go to) is drawn thin, so the cards get
            // the room: a thin lane is THIN times a card's size.
            readonly property real thin: 0.34
            readonly property real gap: Theme.px(2)
            readonly property var full: {
                const c = [], r = []
                for (let i = 0; i < cols; i++) c.push(false)
                for (let j = 0; j < rows; j++) r.push(false)
                const cells = area.player.cells
                for (let k = 0; k < cells.length; k++) {
                    if (cells[k].card) { c[k % cols] = true; r[Math.floor(k / cols)] = true }
                }
                if (c.indexOf(true) < 0) return { cols: c.map(() => true), rows: r.map(() => true) }
                return { cols: c, rows: r }
            }
            readonly property real colUnits: full.cols.reduce((sum, f) => sum + (f ? 1 : thin), 0)
            readonly property real rowUnits: full.rows.reduce((sum, f) => sum + (f ? 1 : thin), 0)
            // A card takes all the height its district has (up to Theme.px(150)) and as much width, up to square:
            // where the width is short (four players side by side) a card stands narrow and tall rather than
            // small, so its name and effect keep the text floor whole.
            readonly property real cell: Math.min(Theme.px(150), (height - (rows - 1) * gap) / rowUnits)
            readonly property real cellWidth: Math.min(cell, (width - (cols - 1) * gap) / colUnits)
            function colWidth(i) { return cellWidth * (full.cols[i] ? 1 : thin) }
            function rowHeight(j) { return cell * (full.rows[j] ? 1 : thin) }
            function colX(i) { let x = 0; for (let k = 0; k < i; k++) x += colWidth(k) + gap; return x }
            function rowY(j) { let y = 0; for (let k = 0; k < j; k++) y += rowHeight(k) + gap; return y }
            Item {
                anchors.centerIn: parent
                width: districtBox.colX(districtBox.cols - 1) + districtBox.colWidth(districtBox.cols - 1)
                height: districtBox.rowY(districtBox.rows - 1) + districtBox.rowHeight(districtBox.rows - 1)
                Repeater {
                    model: area.player.cells
                    delegate: Item {
                        id: square
                        required property var modelData
                        required property int index
                        objectName: "zone_" + modelData.uid
                        x: districtBox.colX(index % districtBox.cols)
                        y: districtBox.rowY(Math.floor(index / districtBox.cols))
                        width: districtBox.colWidth(index % districtBox.cols)
                        Component.onCompleted: area.table.register(modelData.uid, square)
                        Component.onDestruction: area.table.unregister(modelData.uid, square)
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
                        }
                        TyCard {
                            anchors.fill: parent
                            visible: !!square.modelData.card
                            face: square.modelData.card
                            compact: true
                            lit: square.modelData.reachable
                            cursor: area.cursorUid === square.modelData.uid
                            note: square.modelData.cost !== "" ? qsTr("%1d").arg(square.modelData.cost) : ""
                            // the effect stays clear of a citizen standing on it (its whole height: the effect keeps
                            // 2 px above the footer, the citizen stands 1 px in) and of the covered-cards count
                            footer: square.modelData.occupant !== "" && !square.modelData.damaged ? occupant.height - Theme.px(1)
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

        TyHand {  // an opponent's hand: chips in its cards' colours (the acting human's is in the table's strip)
            owner: !area.player.me
            player: area.player
            controller: area.controller
            table: area.table
            Layout.fillWidth: true
            Layout.preferredHeight: visible ? Theme.px(26) : 0
        }
    }
}
