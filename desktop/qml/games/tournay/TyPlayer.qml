import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"
import "../../pieces"

// A player's panel in the players' column: name and running score; deniers, ramparts and an opponent's hand as
// chips (the acting human's hand, faces up, is in the table's strip: TyHand in Tournay.qml); the plaza (standing
// and laid-down citizens of each colour). Their district is on the shared board (TyDistrict.qml).
Rectangle {
    id: area

    required property var controller
    required property var table
    // the players model's roles: who it is, and the hand (its chips follow the hand, not the whole row)
    required property int seat
    required property string name
    required property string colour
    required property string hand  // the hand's own role, as JSON
    required property var player  // this seat's counters and plaza: the table's row of them (Tournay.qml's seatRows)
    // none until the table's panel is read (a moment, never drawn), or once the table is gone
    readonly property var counters: player || ({ a11y: "", me: false, active: false, toAct: false, start: false,
                                                 ramparts: 0, chosen: false, thinking: false, draggable: false,
                                                 borrowable: false, fee: 0, deniers: 0, score: 0,
                                                 standing: "[0,0,0]", down: "[0,0,0]", a11yCitizens: "[]" })
    // The row's fields as plain values (issue 26): what each field feeds runs again only when that field changed.
    readonly property string a11y: counters.a11y || area.name
    readonly property bool me: counters.me
    readonly property bool active: counters.active
    readonly property bool toAct: counters.toAct
    readonly property bool start: counters.start
    readonly property int ramparts: counters.ramparts
    readonly property bool chosen: counters.chosen
    readonly property bool thinking: counters.thinking
    readonly property bool draggable: counters.draggable
    readonly property bool borrowable: counters.borrowable
    readonly property int fee: counters.fee
    readonly property var hex: table.hex
    // the table's cursor where it lies on this player's plaza, else "" (issue 26)
    readonly property string cursorUid: table.cursorUid.startsWith("cit:" + seat + ":") ? table.cursorUid : ""
    readonly property var standing: JSON.parse(counters.standing)  // per colour of the plaza
    readonly property var down: JSON.parse(counters.down)
    readonly property var a11yCitizens: JSON.parse(counters.a11yCitizens)
    // deniers and points count to their new value (as fast as the speed setting says; at once when off), from the
    // first they were given: a new table's panel is made a moment before the table's panel is read
    property int deniersShown: counters.deniers
    property int scoreShown: counters.score
    property bool counting: false
    Component.onCompleted: Qt.callLater(() => { area.counting = true })
    Behavior on deniersShown { enabled: Theme.animationScale > 0 && area.counting; NumberAnimation { duration: Theme.ms(420); easing.type: Easing.OutCubic } }
    Behavior on scoreShown { enabled: Theme.animationScale > 0 && area.counting; NumberAnimation { duration: Theme.ms(520); easing.type: Easing.OutCubic } }

    objectName: "player_" + area.seat
    Accessible.role: Accessible.Grouping
    Accessible.name: area.a11y
    radius: Theme.radius
    color: area.me ? "#f1e6cf" : "#e6dcc8"
    border.color: "#5b4632"

    TurnFrame {
        anchors.fill: parent
        radius: Theme.radius
        acting: area.active
        answering: area.toAct && !area.active
    }

    implicitHeight: column.implicitHeight + Theme.px(12)

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.px(6)
        spacing: Theme.px(4)

        RowLayout {  // name, deniers, ramparts, score
            Layout.fillWidth: true
            spacing: Theme.px(5)
            SeatToken { minimumPixelSize: Theme.minText; seat: area.seat; colour: area.colour; Layout.preferredWidth: Theme.px(20); Layout.preferredHeight: Theme.px(20) }
            ElidedLabel {
                text: area.name + (area.start ? " ⚑" : "")
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.ink
                Layout.fillWidth: true
            }
            Rectangle {
                objectName: "score_" + area.seat
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
        RowLayout {  // deniers and ramparts; what they are doing; an opponent's hand as chips
            Layout.fillWidth: true
            spacing: Theme.px(6)
            Label {
                objectName: "deniers_" + area.seat
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
                readonly property string spot: "ramparts:" + area.seat
                Component.onCompleted: area.table.register(spot, rampartsLabel)
                Component.onDestruction: area.table.unregister(spot, rampartsLabel)
                text: qsTr("▥ %1").arg(area.ramparts)
                font.pixelSize: Theme.fontBody
                color: Theme.ink
                ToolTip.visible: ramHover.hovered
                ToolTip.text: qsTr("Ramparts built (1 point each)")
                HoverHandler { id: ramHover }
            }
            ElidedLabel {
                text: area.chosen ? qsTr("Last card chosen") : area.thinking ? qsTr("Thinking…") : ""
                font.pixelSize: Theme.fontSmall
                font.italic: true
                color: Theme.inkSoft
                Layout.fillWidth: true
            }
            TyHand {  // an opponent's hand: chips in its cards' colours (the acting human's is in the table's strip)
                strip: false
                player: JSON.parse(area.hand)
                controller: area.controller
                table: area.table
                cardHeight: Theme.px(20)
                Layout.preferredHeight: Theme.px(20)
            }
        }

        Rectangle {  // the plaza
            objectName: "plaza_" + area.seat
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.px(34)  // a citizen and its margins
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
                        readonly property int standing: area.standing[index]
                        readonly property int down: area.down[index]
                        readonly property string uid: "cit:" + area.seat + ":" + modelData
                        readonly property bool usable: standing > 0 && (area.draggable || area.borrowable)
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Row {
                            anchors.centerIn: parent
                            spacing: Theme.px(2)
                            MeeplePiece {
                                id: meeple
                                objectName: "cit_" + area.seat + "_" + slot.modelData
                                readonly property string spot: "plaza:" + area.seat + ":" + slot.modelData
                                Component.onCompleted: area.table.register(spot, meeple)
                                Component.onDestruction: area.table.unregister(spot, meeple)
                                Accessible.role: slot.usable ? Accessible.Button : Accessible.StaticText
                                Accessible.name: area.a11yCitizens[slot.index] || ""
                                Accessible.focused: area.cursorUid === slot.uid
                                Accessible.onPressAction: if (slot.usable) area.controller.activate(slot.uid)
                                seat: area.seat
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
                                    visible: area.cursorUid === slot.uid || (area.table.pickColour === slot.modelData && area.me)
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
                                ToolTip.text: area.borrowable && slot.standing > 0
                                              ? qsTr("Drag to borrow for %1 deniers").arg(area.fee)
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
    }
}
