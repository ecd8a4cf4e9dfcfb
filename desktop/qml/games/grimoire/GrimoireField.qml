import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gameshelf
import "../.."

// The middle of the table: the MP track, the field of quest cards (n+1
// slots, the first dealt face down) and the piles (quest deck, item deck,
// VP chip supply). A field card can be clicked, or dragged to your own area.
Rectangle {
    id: field

    required property var controller
    required property var table
    readonly property int mp: table.panel.mp || 0
    readonly property int mpMin: table.panel.mpMin || 6
    readonly property int mpMax: table.panel.mpMax || 15
    readonly property int slotCount: table.panel.slots || 1
    readonly property int deck: table.panel.deck || 0
    readonly property int items: table.panel.items || 0
    readonly property bool ending: table.panel.ending === true

    color: "#24473a"
    radius: Theme.radius
    border.color: "#1b3329"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(8)
        spacing: Theme.px(6)

        RowLayout {  // the MP track
            Layout.fillWidth: true
            spacing: Theme.px(3)
            Label {
                text: qsTr("MP")
                color: "#e7d3b4"
                font.pixelSize: Theme.fontBody
                font.bold: true
                Layout.rightMargin: Theme.px(4)
            }
            Repeater {
                model: field.mpMax - field.mpMin + 1
                delegate: Rectangle {
                    required property int index
                    readonly property int value: field.mpMin + index
                    readonly property bool current: value === field.mp
                    objectName: current ? "mpCurrent" : ""
                    Layout.preferredWidth: Theme.px(30)
                    Layout.preferredHeight: Theme.px(26)
                    radius: Theme.px(5)
                    color: current ? Theme.reach : value < field.mp ? "#6f8f7f" : "#3a5d4e"
                    border.color: current ? "#8a6d00" : "#1b3329"
                    Text {
                        anchors.centerIn: parent
                        text: parent.value
                        font.pixelSize: Theme.fontSmall
                        font.bold: parent.current
                        color: parent.current ? "#3a2a00" : "#e6efe9"
                    }
                }
            }
            ElidedLabel {  // what MP means, where it is shown: on two lines beside "Last round!" at 960x540 (cut
                           // only past those, whole a hover away)
                objectName: "mpMeaning"
                text: qsTr("Magic points: pages 1–%1 may be chosen").arg(field.mp)
                color: "#e7d3b4"
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.Wrap
                maximumLineCount: 2
                Layout.leftMargin: Theme.px(6)
                Layout.fillWidth: true
            }
            Label {
                objectName: "lastRound"
                visible: field.ending
                text: qsTr("Last round!")
                color: Theme.reach
                font.pixelSize: Theme.fontBody
                font.bold: true
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.px(10)

            Item {  // the field
                id: slots
                Layout.fillWidth: true
                Layout.fillHeight: true
                readonly property int count: Math.max(1, field.slotCount)
                readonly property real cardW: Math.min(Theme.px(128), (width - (count - 1) * Theme.px(8)) / count,
                                                       height / 1.45)
                readonly property real cardH: Math.min(height, cardW * 1.45)

                Row {
                    anchors.centerIn: parent
                    spacing: Theme.px(8)
                    Repeater {  // the slot zones only: the book's pages make no hidden cards here
                        model: SeatPieces { source: field.controller.zonesModel; everySeat: true; kinds: ["slot"] }
                        delegate: Item {
                            id: slot
                            required property string uid
                            required property var row
                            readonly property int pos: row.pos
                            readonly property bool reachable: row.reachable === true
                            readonly property bool cursor: row.cursor === true
                            readonly property var piece: row.piece || null
                            width: slots.cardW
                            height: slots.cardH
                            objectName: "zone_" + uid
                            Accessible.role: Accessible.Grouping
                            Accessible.name: row.a11y || ""
                            Component.onCompleted: field.table.register(uid, slot)

                            Rectangle {  // the empty place
                                anchors.fill: parent
                                radius: Theme.px(8)
                                color: "transparent"
                                border.color: "#5f8a76"
                                border.width: 1
                                visible: slot.piece === null
                            }
                            Text {
                                anchors { top: parent.bottom; horizontalCenter: parent.horizontalCenter }
                                visible: slot.piece !== null
                                text: slot.pos + 1
                                font.pixelSize: Theme.text(Theme.px(10))
                                color: "#a9c2b3"
                            }
                            GrimoireCard {
                                id: face
                                objectName: slot.piece ? "fieldCard_" + slot.piece.uid : ""
                                Accessible.role: slot.reachable ? Accessible.Button : Accessible.Graphic
                                Accessible.name: slot.piece ? slot.piece.a11y || "" : ""
                                Accessible.description: slot.piece ? slot.piece.text : ""
                                Accessible.focused: slot.cursor
                                Accessible.onPressAction: if (slot.piece !== null) field.controller.activate("card:" + slot.pos)
                                anchors.fill: parent
                                visible: slot.piece !== null && !field.table.dragging("card:" + slot.pos)
                                name: slot.piece ? slot.piece.label : ""
                                text: slot.piece ? slot.piece.text : ""
                                vp: slot.piece ? slot.piece.vp : 0
                                kindName: slot.piece ? slot.piece.kindName : ""
                                cardKey: slot.piece ? slot.piece.card : ""
                                faceDown: slot.piece ? slot.piece.card === "?" : false
                                backLabel: slot.piece ? slot.piece.label : ""
                                note: slot.piece && slot.piece.faceDown && slot.piece.card !== "?" ? (slot.piece.seenBy || "") : ""
                                selected: slot.piece ? slot.piece.highlighted || slot.piece.hinted === true : false  // hinted: a hint suggests it
                                cursor: slot.cursor
                                lit: slot.reachable
                                ToolTip.visible: hover.hovered && slot.piece !== null && field.table.dragKind === ""
                                ToolTip.delay: 500
                                ToolTip.text: slot.piece ? slot.piece.label + (slot.piece.card === "?" ? "" : " · " + slot.piece.vp + " VP") + "\n" + slot.piece.text
                                                          + (face.note !== "" ? "\n" + face.note : "") : ""  // the note, cut on a narrow card
                                HoverHandler { id: hover; cursorShape: slot.reachable ? Qt.PointingHandCursor : Qt.ArrowCursor }
                                TapHandler {
                                    enabled: slot.piece !== null
                                    onTapped: field.controller.activate("card:" + slot.pos)
                                }
                                DragHandler {
                                    enabled: slot.piece !== null && slot.piece.draggable
                                    target: null
                                    onActiveChanged: active ? field.table.beginDrag("card", "card:" + slot.pos, face, face.name, face.faceDown)
                                                            : field.table.endDrag()
                                    onCentroidChanged: if (active) field.table.moveDrag(centroid.scenePosition)
                                }
                            }
                        }
                    }
                }
            }

            ColumnLayout {  // the piles
                Layout.fillWidth: false
                Layout.preferredWidth: Theme.px(84)
                Layout.maximumWidth: Theme.px(84)
                Layout.fillHeight: true
                spacing: Theme.px(6)
                GrimoirePile {
                    objectName: "questDeck"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    table: field.table
                    uid: "deck"
                    title: qsTr("Quest deck")
                    count: field.deck
                    back: "#3d2a52"
                }
                GrimoirePile {
                    objectName: "itemDeck"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    table: field.table
                    uid: "items"
                    title: qsTr("Item deck")
                    count: field.items
                    back: "#4a3b22"
                }
                GrimoirePile {
                    objectName: "chipSupply"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    table: field.table
                    uid: "supply"
                    title: qsTr("VP chips")
                    count: -1
                    back: "#b8860b"
                    round: true
                }
            }
        }
    }
}
