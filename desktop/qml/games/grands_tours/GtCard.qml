import QtQuick
import QtQuick.Controls
import "../.."
import "../../pieces"
import "../../components"

// One card on the course: week band, lead time and point icon (or the event
// or assist it is), the director car when it stands here, a held-over
// ribbon, and the dice on it grouped by team with each team's sum.
Item {
    id: card

    required property var controller
    required property var table  // GrandsTours.qml: drag helpers
    required property var row
    readonly property string uid: row.uid
    readonly property bool event: row.kind === "camp" || row.kind === "rest"
    // a train of three fits on one line beside the team's sum (its swatch, the margins and gaps take 42 units),
    // with a little to spare: about 20 px on the narrow cards of 960x540
    readonly property real dieSize: Math.max(14, Math.min(Theme.px(28), (width - Theme.px(44)) / 3.2))

    objectName: "zone_" + uid
    Accessible.role: row.accepting ? Accessible.Button : Accessible.Grouping
    Accessible.name: row.a11y || ""
    Accessible.description: row.text || ""
    Accessible.focused: row.cursor === true
    Accessible.onPressAction: controller.activate(uid)

    // Remember where this card lies in the course grid: when it is won, it flies from there to its winner.
    function noteSpot() { table.noteCard(uid, x, y, width, height, row) }
    onXChanged: noteSpot()
    onYChanged: noteSpot()
    onWidthChanged: noteSpot()
    onRowChanged: noteSpot()
    Component.onCompleted: noteSpot()

    Rectangle {  // the drop highlight, the selection's fit, the hint and the keyboard cursor
        id: glowRing
        anchors.fill: parent
        anchors.margins: -Theme.px(4)
        radius: Theme.radius + Theme.px(3)
        color: "transparent"
        border.width: Theme.px(3)
        border.color: cardDrop.containsDrag || card.row.fits ? Theme.reach : card.row.hinted ? Theme.accentSoft
                      : card.row.cursor ? "#ffffff" : "transparent"
        SequentialAnimation on opacity {  // the selected dice fit here
            running: card.row.fits === true && Theme.animationScale > 0
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.45; duration: 700 }
            NumberAnimation { from: 0.45; to: 1; duration: 700 }
            onRunningChanged: if (!running) glowRing.opacity = 1
        }
    }

    Rectangle {
        id: face
        anchors.fill: parent
        radius: Theme.radius
        color: card.row.kind === "assist" ? "#efe6f7" : card.event ? "#e9efe6" : Theme.card
        border.color: card.row.recent ? Theme.reach : Qt.darker(color, 1.35)
        border.width: card.row.recent ? Theme.px(3) : Theme.px(1)
        opacity: card.row.biddable || card.event ? 1 : 0.75

        Rectangle {  // week band
            id: band
            anchors { left: parent.left; right: parent.right; top: parent.top }
            height: Theme.px(20)
            radius: Theme.radius
            color: card.row.weekColour
            Rectangle { anchors { left: parent.left; right: parent.right; bottom: parent.bottom } height: parent.radius; color: parent.color }
            ElidedLabel {
                anchors { left: parent.left; leftMargin: Theme.px(6); verticalCenter: parent.verticalCenter }
                width: parent.width - Theme.px(12) - (held.visible ? held.width + Theme.px(4) : 0)
                text: card.row.weekLabel
                color: "#ffffff"
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
            Loader {  // held over after a tie: in the band, clear of the lead time and the point (made only then)
                id: held
                active: card.row.held === true
                visible: active
                anchors { right: parent.right; verticalCenter: parent.verticalCenter; rightMargin: Theme.px(3) }
                sourceComponent: Rectangle {  // the loader takes its size
                    objectName: "heldRibbon"
                    width: Math.min(heldLabel.implicitWidth + Theme.px(10), band.width - Theme.px(6))
                    height: band.height - Theme.px(4)
                    radius: Theme.px(4)
                    color: Theme.accent
                    border.color: "#ffffff"
                    ElidedLabel {
                        id: heldLabel
                        anchors.centerIn: parent
                        width: Math.min(implicitWidth, parent.width - Theme.px(6))
                        text: qsTr("Held over")
                        color: "#ffffff"
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                    }
                }
            }
        }

        Row {  // lead time and the point icon
            id: head
            anchors { left: parent.left; top: band.bottom; leftMargin: Theme.px(6); topMargin: Theme.px(2) }
            spacing: Theme.px(6)
            visible: card.row.kind === "stage"
            Label {  // a stage without lead time says so, instead of a dash where its number would be
                objectName: "lead"
                readonly property bool none: card.row.lead === "–"
                anchors.verticalCenter: parent.verticalCenter
                width: none ? Math.min(implicitWidth, Theme.px(66)) : implicitWidth  // "No lead / time"; タイムなし whole
                text: none ? qsTr("No lead time") : card.row.lead
                wrapMode: none ? Text.WordWrap : Text.NoWrap
                font.pixelSize: none ? Theme.fontSmall : Theme.text(Theme.px(26))
                font.bold: true
                color: none ? Theme.inkSoft : Theme.ink
            }
            Column {
                anchors.verticalCenter: parent.verticalCenter
                spacing: Theme.px(2)
                Rectangle {  // sprint: green band; mountain: red peaks on white
                    width: Theme.px(34); height: Theme.px(14); radius: Theme.px(3)
                    color: card.row.point === "sprint" ? "#2e9e4f" : card.row.point === "mountain" ? "#ffffff" : "#b7ad9f"
                    border.color: card.row.point === "mountain" ? "#d8342c" : "transparent"
                    Row {
                        anchors.centerIn: parent
                        spacing: 1
                        visible: card.row.point === "mountain"
                        Repeater {
                            model: 3
                            Rectangle { width: Theme.px(6); height: width; radius: width / 2; color: "#d8342c" }
                        }
                    }
                    Rectangle {
                        visible: card.row.point === "sprint"
                        anchors.centerIn: parent
                        width: parent.width * 0.6; height: Theme.px(3); color: "#ffffff"
                    }
                }
                Label {
                    text: card.row.pointLabel
                    font.pixelSize: Theme.text(Math.max(9, Theme.fontSmall - 2))
                    color: Theme.inkSoft
                }
            }
        }

        Label {  // camp, rest day or assist
            id: title
            anchors { left: parent.left; right: parent.right; top: band.bottom; margins: Theme.px(6) }
            visible: card.row.kind !== "stage"
            text: card.row.kind === "assist" ? card.row.assist : card.row.pointLabel
            wrapMode: Text.Wrap
            maximumLineCount: 2
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.ink
        }

        Column {  // camp, rest day or an assist: a drawn icon and what the card does
            id: about
            objectName: "cardText"
            visible: card.row.kind !== "stage"
            anchors { left: parent.left; right: parent.right; top: title.bottom; margins: Theme.px(6) }
            spacing: Theme.px(6)
            readonly property bool crowded: card.row.teams.length > 0  // dice on an assist card come first
            GtIcon {
                id: cardIcon
                anchors.horizontalCenter: parent.horizontalCenter
                kind: card.row.icon || ""
                height: Math.min(Theme.px(58), card.height * (about.crowded ? 0.12 : 0.2))
                width: height * 1.25
            }
            Label {  // shrinks to the room left on a short card
                width: parent.width
                height: Math.max(0, card.height - about.y - cardIcon.height - about.spacing - Theme.px(8))
                visible: !about.crowded && height > Theme.px(20)
                text: card.row.text || ""
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Theme.text(Math.max(10, Theme.fontSmall - 1))
                fontSizeMode: Text.Fit
                minimumPixelSize: Theme.minText
                elide: Text.ElideRight
                color: Theme.inkSoft
            }
        }

        Column {  // the dice on the card, team by team
            id: teams
            anchors { left: parent.left; right: parent.right; top: card.row.kind === "stage" ? head.bottom : about.bottom }
            anchors { leftMargin: Theme.px(4); rightMargin: Theme.px(4); topMargin: Theme.px(3) }
            spacing: Theme.px(3)
            // Repeated over counts, not over the row's arrays: a card's row changes at every hand-over (who may
            // drop here, its accessible text), and a new array would make every team and die on it again.
            Repeater {
                model: card.row.teams.length
                delegate: Rectangle {
                    id: teamRow
                    required property int index
                    readonly property var modelData: card.row.teams[index] || ({ dice: [], colour: "transparent" })
                    width: teams.width
                    height: diceFlow.height + Theme.px(4)
                    radius: Theme.px(4)
                    color: modelData.best ? Qt.rgba(1, 0.84, 0.29, 0.35) : "#14000000"
                    onYChanged: { for (let i = 0; i < diceRepeater.count; i++) if (diceRepeater.itemAt(i)) diceRepeater.itemAt(i).note() }
                    Rectangle {
                        id: swatch
                        x: Theme.px(2); y: Theme.px(2)
                        width: Theme.px(22); height: card.dieSize
                        radius: Theme.px(3)
                        color: teamRow.modelData.colour
                        Label {
                            anchors.centerIn: parent
                            text: teamRow.modelData.sum
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            color: card.table.inkOn(teamRow.modelData.colour)
                        }
                    }
                    Flow {
                        id: diceFlow
                        anchors { left: swatch.right; right: parent.right; leftMargin: Theme.px(4); top: parent.top; topMargin: Theme.px(2) }
                        spacing: Theme.px(3)
                        Repeater {
                            id: diceRepeater
                            model: teamRow.modelData.dice.length
                            delegate: Item {
                                id: bid
                                required property int index
                                readonly property var modelData: teamRow.modelData.dice[index] || ({})
                                readonly property string uid: modelData.uid || ""
                                objectName: "bidDie_" + uid
                                Accessible.role: modelData.draggable ? Accessible.Button : Accessible.Graphic
                                Accessible.name: modelData.a11y || ""
                                Accessible.focused: modelData.cursor === true
                                width: card.dieSize; height: card.dieSize
                                // where it lies on the card, for the flights (see GrandsTours.pointOf)
                                function note() { if (uid !== "") card.table.noteDie(uid, bid, card) }
                                onXChanged: note()
                                onYChanged: note()
                                onUidChanged: note()  // another die now stands in this place
                                Component.onCompleted: noteLater.start()
                                Timer { id: noteLater; interval: 30; onTriggered: bid.note() }
                                Rectangle {  // the keyboard's marked die
                                    objectName: "dieCursor"
                                    visible: bid.modelData.cursor === true
                                    anchors.centerIn: parent
                                    width: parent.width + Theme.px(6); height: width
                                    radius: Theme.px(5)
                                    color: "transparent"
                                    border.color: Theme.accent
                                    border.width: Theme.px(3)
                                }
                                GtDie {
                                    objectName: "bidFace_" + bid.modelData.uid
                                    anchors.centerIn: parent
                                    size: card.dieSize * (bid.modelData.jersey !== "" ? 0.82 : 1)
                                    face: bid.modelData.face
                                    teamColour: teamRow.modelData.colour
                                    jersey: bid.modelData.jersey
                                    jerseyColour: bid.modelData.jerseyColour || "transparent"
                                    selected: bid.modelData.picked
                                    hinted: card.table.hinted[bid.modelData.hintId] === true
                                    // a die arriving by this decision shows when its flight lands
                                    opacity: card.table.shown(bid.modelData.arrive || "", card.table.landTick) ? 1 : 0
                                }
                                MouseArea {
                                    anchors.fill: parent
                                    cursorShape: Qt.PointingHandCursor
                                    onClicked: card.controller.activate(bid.modelData.uid)
                                }
                                DragHandler {
                                    enabled: bid.modelData.draggable
                                    target: null
                                    onActiveChanged: active ? card.table.beginDrag("bid", bid.modelData.uid, bid, teamRow.modelData.colour,
                                                                                   bid.modelData.face, bid.modelData.jersey)
                                                            : card.table.endDrag()
                                    onCentroidChanged: if (active) card.table.moveDrag(centroid.scenePosition)
                                }
                                DropArea {
                                    anchors.fill: parent
                                    keys: ["die", "bid"]
                                    onDropped: drop => {
                                        drop.accept()
                                        card.table.dropped(card.controller.drop(drop.source.pieceId, bid.modelData.uid))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    DirectorCar {  // parked below the card it judges
        objectName: "directorCar"
        visible: card.row.car
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.bottom; topMargin: Theme.px(1) }
    }

    MouseArea {
        anchors.fill: parent
        z: -1
        onClicked: card.controller.activate(card.uid)
    }
    DropArea {
        id: cardDrop
        anchors.fill: parent
        z: -1
        keys: ["die", "bid"]
        onDropped: drop => {
            drop.accept()
            card.table.dropped(card.controller.drop(drop.source.pieceId, card.uid))
        }
    }
}
