import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gameshelf
import "../.."
import "../../components"

// One player's area: name, order token, Defense / Silence, VP chips, this
// round's page (secret until the reveal: only "chosen" shows), companions
// face up, treasures and items face up for their holder and as counts for
// everyone else. Drop a field card here to take it; click it to target.
Rectangle {
    id: area

    required property var controller
    required property var table
    required property string uid
    required property int seat
    required property string name
    required property string colour
    required property string role
    required property string status
    required property bool active
    required property bool toAct
    required property bool thinking
    required property var row

    readonly property bool lit: row.target === true || drop.containsDrag
    // the height the content asks for: the table gives each area this, or less when all do not fit
    readonly property real need: Math.ceil(content.implicitHeight + content.anchors.topMargin + Theme.px(9))

    objectName: "player_" + seat
    Accessible.role: row.target === true || drop.containsDrag ? Accessible.Button : Accessible.Grouping
    Accessible.name: row.a11y || name
    Accessible.onPressAction: if (row.target === true) controller.activate(uid)
    radius: Theme.radius
    color: active || toAct ? "#fffaf1" : "#f1e9db"
    border.color: lit ? Theme.reach : "#00000000"  // a target to pick or drop on
    border.width: lit ? Theme.px(4) : Theme.px(2)
    clip: true
    Component.onCompleted: table.register(uid, area)

    Rectangle {  // the seat colour stripe
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; margins: Theme.px(3) }
        width: Theme.px(7)
        radius: width / 2
        color: area.colour
        border.color: Qt.darker(area.colour, 1.6)
    }

    ColumnLayout {
        id: content
        anchors { left: parent.left; right: parent.right; top: parent.top }
        anchors.leftMargin: Theme.px(16)
        anchors.rightMargin: Theme.px(6)
        anchors.topMargin: Theme.px(5)
        spacing: Theme.px(3)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(5)
            SeatToken {
                minimumPixelSize: Theme.minText
                objectName: "seatToken"
                seat: area.seat
                colour: area.colour
                Layout.preferredWidth: Theme.px(20)
                Layout.preferredHeight: Theme.px(20)
            }
            ElidedLabel {
                text: area.row.me ? qsTr("%1 (you)").arg(area.name) : area.name
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.ink
                Layout.fillWidth: true
            }
            Rectangle {  // the order token: this round's place in the quest order
                objectName: "token_" + area.seat
                visible: area.row.token > 0
                Layout.preferredWidth: orderText.implicitWidth + Theme.px(12)
                Layout.preferredHeight: Theme.px(20)
                radius: height / 2
                color: "#2b2420"
                border.color: Theme.reach
                Text {
                    id: orderText
                    anchors.centerIn: parent
                    text: qsTr("Order %1").arg(area.row.token)
                    color: "#fffaf1"
                    font.pixelSize: Theme.text(Math.max(9, Theme.fontSmall - 1))
                    font.bold: true
                }
            }
            Marker {
                objectName: "defense_" + area.seat
                visible: area.row.defense === true
                label: qsTr("Defense")
                fill: "#3b7dd8"
                tip: area.table.defenseText
            }
            Marker {
                objectName: "silenced_" + area.seat
                visible: area.row.silenced === true
                label: qsTr("Silenced")
                fill: "#7a7a7a"
                tip: qsTr("This player's page has no effect this round.")
            }
            Rectangle {  // VP chips
                objectName: "chips_" + area.seat
                Layout.preferredWidth: chipText.implicitWidth + Theme.px(28)
                Layout.preferredHeight: Theme.px(22)
                radius: height / 2
                color: "#f5d76e"
                border.color: "#8a6d00"
                Rectangle {
                    x: Theme.px(3); anchors.verticalCenter: parent.verticalCenter
                    width: Theme.px(16); height: width; radius: width / 2
                    color: "#e0a800"; border.color: "#8a6d00"
                }
                Text {
                    id: chipText
                    anchors { right: parent.right; rightMargin: Theme.px(7); verticalCenter: parent.verticalCenter }
                    text: area.row.chips
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: "#3a2a00"
                }
                Behavior on scale { NumberAnimation { duration: Theme.ms(200) } }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(6)
            Label {
                text: area.role
                font.pixelSize: Theme.text(Theme.px(11))
                color: Theme.inkSoft
            }
            Item {  // this round's page: "chosen" until the reveal, then the page itself (it flips open)
                id: pageBadge
                objectName: "page_" + area.seat
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.px(20)
                readonly property bool revealed: area.row.revealed === true
                onRevealedChanged: if (revealed && Theme.animationScale > 0) flip.restart()
                Rectangle {
                    id: badge
                    visible: badgeText.text !== ""
                    height: parent.height
                    width: Math.min(parent.width, badgeText.implicitWidth + Theme.px(14))
                    radius: Theme.px(4)
                    color: pageBadge.revealed ? "#f7eedd" : area.row.chosen ? "#3d2a52" : "transparent"
                    border.color: pageBadge.revealed ? Theme.accent : area.row.chosen ? "#b79ad6" : "#c9b99f"
                    transform: Rotation {
                        id: turn
                        origin.x: badge.width / 2
                        axis { x: 0; y: 1; z: 0 }
                    }
                    Text {
                        id: badgeText
                        anchors.centerIn: parent
                        width: Math.min(implicitWidth, pageBadge.width - Theme.px(12))
                        elide: Text.ElideRight
                        text: pageBadge.revealed ? area.row.page + " " + area.row.pageName : area.status
                        font.pixelSize: Theme.text(Theme.px(11))
                        font.bold: pageBadge.revealed
                        color: pageBadge.revealed ? Theme.ink : area.row.chosen ? "#efe3fb" : Theme.inkSoft
                    }
                    // the page read whole, or the status the badge may have to cut in a narrow panel
                    ToolTip.visible: badgeHover.hovered && (pageBadge.revealed || badgeText.truncated)
                    ToolTip.text: pageBadge.revealed ? badgeText.text + "\n" + (area.row.pageText || "") : badgeText.text
                    HoverHandler { id: badgeHover }
                }
                SequentialAnimation {
                    id: flip
                    NumberAnimation { target: turn; property: "angle"; from: 90; to: 0; duration: Theme.ms(450); easing.type: Easing.OutCubic }
                }
            }
        }

        Flow {  // companions: face up for everyone; treasures and items: faces for the holder only
            Layout.fillWidth: true
            spacing: Theme.px(3)
            Repeater {  // this player's own rows: the table's other pieces never signal here
                model: SeatPieces { source: area.controller.piecesModel; seat: area.seat; kinds: ["companion", "treasure", "item"] }
                delegate: Rectangle {
                    id: tag
                    required property string uid
                    required property string kind
                    required property string label
                    required property bool highlighted
                    required property var row
                    readonly property bool hidden: row.card === "?"
                    objectName: "tag_" + uid
                    Accessible.role: row.clickable ? Accessible.Button : Accessible.StaticText
                    Accessible.name: row.a11y || ""
                    Accessible.description: hidden ? "" : row.text || ""
                    Accessible.onPressAction: if (row.clickable === true) area.controller.activate(uid)
                    width: tagText.implicitWidth + Theme.px(10)
                    height: Theme.px(19)
                    radius: Theme.px(4)
                    color: hidden ? "#3d2a52" : kind === "treasure" ? "#f3dc9a" : kind === "companion" ? "#cfe0f2" : "#e2d5ee"
                    border.color: highlighted ? Theme.accent : hidden ? "#b79ad6" : "#8c7a63"
                    border.width: highlighted ? Theme.px(2) : 1
                    Text {
                        id: tagText
                        anchors.centerIn: parent
                        text: tag.label + (tag.row.count > 1 ? " ×" + tag.row.count : "")
                        font.pixelSize: Theme.text(Theme.px(11))
                        color: tag.hidden ? "#efe3fb" : Theme.ink
                    }
                    ToolTip.visible: tagHover.hovered && !tag.hidden
                    ToolTip.delay: 400
                    ToolTip.text: tag.label + " · " + tag.row.vp + " VP\n" + tag.row.text
                    HoverHandler { id: tagHover; cursorShape: tag.row.clickable ? Qt.PointingHandCursor : Qt.ArrowCursor }
                    TapHandler {
                        enabled: tag.row.clickable === true
                        onTapped: area.controller.activate(tag.uid)
                    }
                }
            }
        }
    }

    TapHandler {  // click a player to target them
        enabled: area.row.target === true
        onTapped: area.controller.activate(area.uid)
    }
    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["card"]
        onDropped: d => {
            d.accept()
            area.table.dropped(area.controller.drop(d.source.pieceId, area.uid))
        }
    }

    component Marker: Rectangle {
        property string label
        property color fill
        property string tip
        Layout.preferredWidth: markerText.implicitWidth + Theme.px(10)
        Layout.preferredHeight: Theme.px(20)
        radius: Theme.px(4)
        color: fill
        Text {
            id: markerText
            anchors.centerIn: parent
            text: parent.label
            color: "white"
            font.pixelSize: Theme.text(Theme.px(11))
            font.bold: true
        }
        ToolTip.visible: markerHover.hovered
        ToolTip.text: tip
        HoverHandler { id: markerHover }
    }

    TurnFrame {
        anchors.fill: parent
        acting: area.active
        answering: area.toAct
        radius: area.radius
        weight: Theme.px(3)
        actingColour: Theme.acting
        answeringColour: Theme.answering
    }
}
