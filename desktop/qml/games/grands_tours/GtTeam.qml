import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"

// One team: name and jerseys, its peloton (dice by face; the acting
// player's dice can be dragged or clicked), its grupetto (drag it onto the
// peloton to roll), and its team area (lead time, points, cards, assists).
Rectangle {
    id: team

    required property var controller
    required property var table
    required property var row
    // five dice a row; a big peloton (jersey dice too) packs six or seven so that it stays inside the panel
    readonly property real dieSize: Math.max(14, Math.min(Theme.px(26), (width - Theme.px(16))
                                                          / (row.peloton.length > 12 ? 7.8 : row.peloton.length > 10 ? 6.8 : 5.6)))

    objectName: "team_" + row.seat
    Accessible.role: Accessible.Grouping
    Accessible.name: row.name
    Component.onCompleted: table.noteTeam(row.seat, team, grupetto, peloton)
    radius: Theme.radius
    color: row.active || row.toAct ? "#fffaf1" : "#efe6d6"
    border.color: Qt.darker(row.colour, 1.2)
    border.width: Theme.px(1)

    Rectangle {  // team colour along the top
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Theme.px(5)
        radius: Theme.radius
        color: team.row.colour
    }

    implicitHeight: content.implicitHeight + Theme.px(14)  // the teams' row grows to the tallest (a score wrapped)

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: Theme.px(6)
        anchors.topMargin: Theme.px(8)
        spacing: Theme.px(3)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(4)
            SeatToken {
                minimumPixelSize: Theme.minText
                objectName: "seatToken"
                seat: team.row.seat
                colour: team.row.colour
                Layout.preferredWidth: Theme.px(18)
                Layout.preferredHeight: Theme.px(18)
            }
            ElidedLabel {
                Layout.fillWidth: true
                text: team.row.name
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.ink
            }
            Repeater {
                model: team.row.jerseys
                delegate: Rectangle {  // a jersey held
                    required property var modelData
                    width: Theme.px(14); height: Theme.px(14); radius: Theme.px(3)
                    color: modelData.colour
                    border.color: "#55000000"
                }
            }
        }
        ElidedLabel {
            Layout.fillWidth: true
            text: team.row.thinking ? qsTr("thinking…") : team.row.role
            font.pixelSize: Theme.text(Math.max(9, Theme.fontSmall - 1))
            color: team.row.thinking ? Theme.accent : Theme.inkSoft
        }

        Rectangle {  // the peloton: a drop target for the grupetto (Roll)
            id: peloton
            objectName: "peloton_" + team.row.seat
            Accessible.role: Accessible.Grouping
            Accessible.name: team.row.a11yPeloton || ""
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: team.dieSize + Theme.px(8)
            clip: true
            radius: Theme.px(6)
            color: pelotonDrop.containsDrag ? "#33ffd54a" : "#1a2f5d46"
            border.color: pelotonDrop.containsDrag ? Theme.reach : "#332f5d46"
            Flow {
                anchors.fill: parent
                anchors.margins: Theme.px(4)
                spacing: Theme.px(3)
                Repeater {
                    model: team.row.peloton
                    delegate: Item {
                        id: slot
                        required property var modelData
                        objectName: "pelDie_" + modelData.uid
                        Accessible.role: modelData.draggable ? Accessible.Button : Accessible.Graphic
                        Accessible.name: modelData.a11y || ""
                        Accessible.onPressAction: if (modelData.draggable) team.controller.activate(modelData.uid)
                        width: team.dieSize; height: team.dieSize
                        // where the first die of each kind lies: a die played from here flies from there
                        function note() { if (modelData.uid.endsWith(":0")) team.table.notePel(team.row.seat + ":" + modelData.face + ":" + modelData.jersey, slot, team) }
                        onXChanged: note()
                        onYChanged: note()
                        Component.onCompleted: noteLater.start()
                        Timer { id: noteLater; interval: 30; onTriggered: slot.note() }
                        GtDie {
                            anchors.centerIn: parent
                            size: team.dieSize * (slot.modelData.jersey !== "" ? 0.82 : 1)
                            face: slot.modelData.face
                            teamColour: team.row.colour
                            jersey: slot.modelData.jersey
                            jerseyColour: slot.modelData.jerseyColour || "transparent"
                            selected: slot.modelData.selected
                            hinted: team.table.hinted[slot.modelData.hintId] === true
                            table: team.table
                            tumbleKey: slot.modelData.fresh || ""
                        }
                        MouseArea {
                            anchors.fill: parent
                            enabled: team.row.mine
                            cursorShape: slot.modelData.draggable ? Qt.OpenHandCursor : Qt.PointingHandCursor
                            onClicked: team.controller.activate(slot.modelData.uid)
                        }
                        DragHandler {
                            enabled: slot.modelData.draggable
                            target: null
                            onActiveChanged: active ? team.table.beginDrag("die", slot.modelData.uid, slot, team.row.colour,
                                                                           slot.modelData.face, slot.modelData.jersey)
                                                    : team.table.endDrag()
                            onCentroidChanged: if (active) team.table.moveDrag(centroid.scenePosition)
                        }
                    }
                }
            }
            DropArea {
                id: pelotonDrop
                anchors.fill: parent
                keys: ["grupetto"]
                onDropped: drop => {
                    drop.accept()
                    team.table.dropped(team.controller.drop(drop.source.pieceId, "peloton:" + team.row.seat))
                }
            }
        }

        Flow {  // the grupetto, then the scores: beside it where the panel is wide enough, else under it
            Layout.fillWidth: true
            spacing: Theme.px(6)
            Rectangle {  // the grupetto: drag it onto the peloton to roll; drop dice here to pass
                id: grupetto
                objectName: "grupetto_" + team.row.seat
                Accessible.role: team.row.grupettoDraggable ? Accessible.Button : Accessible.Grouping
                Accessible.name: team.row.a11yGrupetto || ""
                width: grupettoLabel.implicitWidth + Theme.px(12)
                height: grupettoLabel.implicitHeight + Theme.px(6)
                radius: Theme.px(5)
                color: grupettoDrop.containsDrag ? Theme.reach : "#5b5b5e"
                Label {
                    id: grupettoLabel
                    anchors.centerIn: parent
                    text: qsTr("Grupetto %1").arg(team.row.grupetto)
                    color: "#ffffff"
                    font.pixelSize: Theme.text(Math.max(9, Theme.fontSmall - 1))
                    font.bold: true
                }
                HintRing {  // a hint rolls it, or passes dice to it
                    anchors.fill: parent
                    unit: Theme.scale
                    ringColor: Theme.accentSoft
                    round: parent.radius
                    shown: team.table.hinted[team.row.grupettoHint] === true
                }
                DragHandler {
                    enabled: team.row.grupettoDraggable
                    target: null
                    onActiveChanged: active ? team.table.beginDrag("grupetto", "grupetto:" + team.row.seat, grupetto,
                                                                   team.row.colour, 0, "")
                                            : team.table.endDrag()
                    onCentroidChanged: if (active) team.table.moveDrag(centroid.scenePosition)
                }
                DropArea {
                    id: grupettoDrop
                    anchors.fill: parent
                    keys: ["die"]
                    onDropped: drop => {
                        drop.accept()
                        team.table.dropped(team.controller.drop(drop.source.pieceId, "grupetto:" + team.row.seat))
                    }
                }
            }
            Row {  // lead time, sprint points, mountain points (the standings' colours), each named
                objectName: "teamScore_" + team.row.seat
                height: grupetto.height
                spacing: Theme.px(6)
                Label { anchors.verticalCenter: parent.verticalCenter; text: qsTr("Lead %1").arg(team.row.lead); font.pixelSize: Theme.fontSmall; font.bold: true; color: Theme.ink }
                Label { anchors.verticalCenter: parent.verticalCenter; text: qsTr("Spr. %1").arg(team.row.sprint); font.pixelSize: Theme.fontSmall; font.bold: true; color: "#2e9e4f" }
                Label { anchors.verticalCenter: parent.verticalCenter; text: qsTr("Mtn. %1").arg(team.row.mountain); font.pixelSize: Theme.fontSmall; font.bold: true; color: "#d8342c" }
            }
        }

        Flow {  // cards won (each: its lead time on the colour of its point; hover for the card) and assists owned
            objectName: "won_" + team.row.seat
            Layout.fillWidth: true
            spacing: Theme.px(2)
            Label {
                objectName: "wonCaption"
                visible: team.row.won.length > 0
                height: Theme.px(17)
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Won:")
                font.pixelSize: Theme.text(Math.max(8, Theme.fontSmall - 2))
                color: Theme.inkSoft
                rightPadding: Theme.px(2)
            }
            Repeater {
                model: team.row.won
                delegate: Rectangle {
                    id: wonCard
                    required property var modelData
                    readonly property bool assist: modelData.point === "assist"
                    objectName: "wonCard"
                    width: assist ? Theme.px(13) : Math.max(Theme.px(15), wonText.implicitWidth + Theme.px(5))
                    height: Theme.px(17); radius: Theme.px(2)
                    color: modelData.point === "sprint" ? "#2e9e4f" : modelData.point === "mountain" ? "#d8342c"
                         : assist ? "#8a4fb8" : "#8a7f72"
                    Label {  // the lead time this card gave (a dash: none); an assist card is named in the assists after
                        id: wonText
                        anchors.centerIn: parent
                        text: wonCard.assist ? "" : wonCard.modelData.lead
                        color: "#ffffff"
                        font.pixelSize: Theme.text(Math.max(8, Theme.fontSmall - 3))
                        font.bold: true
                    }
                    ToolTip.visible: wonHover.hovered
                    ToolTip.delay: 300
                    ToolTip.text: modelData.title
                    HoverHandler { id: wonHover }
                    Accessible.role: Accessible.StaticText
                    Accessible.name: modelData.title
                }
            }
            Repeater {
                model: team.row.assists
                delegate: Rectangle {
                    required property var modelData
                    width: assistLabel.implicitWidth + Theme.px(6); height: Theme.px(17); radius: Theme.px(3)
                    color: "#efe6f7"; border.color: "#8a4fb8"
                    Label {
                        id: assistLabel
                        anchors.centerIn: parent
                        text: parent.modelData
                        font.pixelSize: Theme.text(Math.max(8, Theme.fontSmall - 3))
                        color: "#4b2a66"
                    }
                }
            }
        }
    }

    TurnFrame {
        anchors.fill: parent
        acting: team.row.active
        answering: team.row.toAct
        radius: team.radius
        weight: Theme.px(3)
        actingColour: Theme.acting
        answeringColour: Theme.answering
    }
}
