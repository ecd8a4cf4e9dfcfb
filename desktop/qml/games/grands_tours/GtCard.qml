import QtQuick
import QtQuick.Controls
import "../.."
import "../../pieces"
import "../../components"
import "../../components/InStep.js" as InStep

// One card on the course: week band, lead time and point icon (or the event
// or assist it is), the director car when it stands here, a held-over
// ribbon, and the dice on it grouped by team with each team's sum.
Item {
    id: card

    required property var controller
    required property var table  // GrandsTours.qml: drag helpers
    // One role each (GrandsTours' course, kept per place): a decision that changes one field (who may drop here,
    // the accessible text) sets that one, and only the bindings reading it run again (issue 26).
    required property string uid
    required property string kind
    required property string lead
    required property string point
    required property string pointLabel
    required property string weekLabel
    required property string weekColour
    required property string assist
    required property string icon
    required property string text
    required property string a11y
    required property bool car
    required property bool held
    required property bool biddable
    required property bool accepting
    required property bool cursor
    required property bool recent
    required property bool fits
    required property bool hinted
    required property string teamsJson  // the dice on the card, team by team, as the row's `teams`
    required property bool present  // on the course; a card that left is kept hidden for its return (undo)
    readonly property var teams: JSON.parse(teamsJson)  // read again only when the dice on the card changed
    ListModel { id: teamRows }  // the teams with dice here, kept in step by seat (each its dice, by die)
    function teamFields(t) {
        return { seat: t.seat, colour: t.colour, sum: t.sum, best: t.best === true, diceJson: JSON.stringify(t.dice) }
    }
    onTeamsChanged: InStep.keepInStep(teamRows, teams.map(teamFields), "seat")
    readonly property bool event: kind === "camp" || kind === "rest"
    // a train of three fits on one line beside the team's sum (its swatch, the margins and gaps take 42 units),
    // with a little to spare: about 20 px on the narrow cards of 960x540
    readonly property real dieSize: Math.max(14, Math.min(Theme.px(28), (width - Theme.px(44)) / 3.2))

    objectName: present ? "zone_" + uid : ""
    visible: present
    Accessible.role: accepting ? Accessible.Button : Accessible.Grouping
    Accessible.name: a11y
    Accessible.description: text
    Accessible.focused: cursor
    Accessible.onPressAction: controller.activate(uid)

    // Remember where this card lies in the course grid: when it is won, it flies from there to its winner.
    function noteSpot() { if (present) table.noteCard(uid, x, y, width, height) }
    onXChanged: noteSpot()
    onYChanged: noteSpot()
    onWidthChanged: noteSpot()
    onUidChanged: noteSpot()
    onPresentChanged: noteSpot()
    Component.onCompleted: {
        noteSpot()
        InStep.keepInStep(teamRows, teams.map(teamFields), "seat")
    }

    Rectangle {  // the drop highlight, the selection's fit, the hint and the keyboard cursor
        id: glowRing
        anchors.fill: parent
        anchors.margins: -Theme.px(4)
        radius: Theme.radius + Theme.px(3)
        color: "transparent"
        border.width: Theme.px(3)
        border.color: cardDrop.containsDrag || card.fits ? Theme.reach : card.hinted ? Theme.accentSoft
                      : card.cursor ? "#ffffff" : "transparent"
        SequentialAnimation on opacity {  // the selected dice fit here
            running: card.fits && Theme.animationScale > 0
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
        color: card.kind === "assist" ? "#efe6f7" : card.event ? "#e9efe6" : Theme.card
        border.color: card.recent ? Theme.reach : Qt.darker(color, 1.35)
        border.width: card.recent ? Theme.px(3) : Theme.px(1)
        opacity: card.biddable || card.event ? 1 : 0.75

        Rectangle {  // week band
            id: band
            anchors { left: parent.left; right: parent.right; top: parent.top }
            height: Theme.px(20)
            radius: Theme.radius
            color: card.weekColour
            Rectangle { anchors { left: parent.left; right: parent.right; bottom: parent.bottom } height: parent.radius; color: parent.color }
            ElidedLabel {
                anchors { left: parent.left; leftMargin: Theme.px(6); verticalCenter: parent.verticalCenter }
                width: parent.width - Theme.px(12) - (heldLoader.visible ? heldLoader.width + Theme.px(4) : 0)
                text: card.weekLabel
                color: "#ffffff"
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
            Loader {  // held over after a tie: in the band, clear of the lead time and the point (made only then)
                id: heldLoader
                active: card.held
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
            visible: card.kind === "stage"
            Label {  // a stage without lead time says so, instead of a dash where its number would be
                objectName: "lead"
                readonly property bool none: card.lead === "–"
                anchors.verticalCenter: parent.verticalCenter
                width: none ? Math.min(implicitWidth, Theme.px(66)) : implicitWidth  // "No lead / time"; タイムなし whole
                text: none ? qsTr("No lead time") : card.lead
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
                    color: card.point === "sprint" ? "#2e9e4f" : card.point === "mountain" ? "#ffffff" : "#b7ad9f"
                    border.color: card.point === "mountain" ? "#d8342c" : "transparent"
                    Row {
                        anchors.centerIn: parent
                        spacing: 1
                        visible: card.point === "mountain"
                        Repeater {
                            model: 3
                            Rectangle { width: Theme.px(6); height: width; radius: width / 2; color: "#d8342c" }
                        }
                    }
                    Rectangle {
                        visible: card.point === "sprint"
                        anchors.centerIn: parent
                        width: parent.width * 0.6; height: Theme.px(3); color: "#ffffff"
                    }
                }
                Label {
                    text: card.pointLabel
                    font.pixelSize: Theme.text(Math.max(9, Theme.fontSmall - 2))
                    color: Theme.inkSoft
                }
            }
        }

        Label {  // camp, rest day or assist
            id: titleLabel
            anchors { left: parent.left; right: parent.right; top: band.bottom; margins: Theme.px(6) }
            visible: card.kind !== "stage"
            text: card.kind === "assist" ? card.assist : card.pointLabel
            wrapMode: Text.Wrap
            maximumLineCount: 2
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.ink
        }

        Column {  // camp, rest day or an assist: a drawn icon and what the card does
            id: about
            objectName: "cardText"
            visible: card.kind !== "stage"
            anchors { left: parent.left; right: parent.right; top: titleLabel.bottom; margins: Theme.px(6) }
            spacing: Theme.px(6)
            readonly property bool crowded: card.teams.length > 0  // dice on an assist card come first
            GtIcon {
                id: cardIcon
                anchors.horizontalCenter: parent.horizontalCenter
                kind: card.icon
                height: Math.min(Theme.px(58), card.height * (about.crowded ? 0.12 : 0.2))
                width: height * 1.25
            }
            Label {  // shrinks to the room left on a short card
                width: parent.width
                height: Math.max(0, card.height - about.y - cardIcon.height - about.spacing - Theme.px(8))
                visible: !about.crowded && height > Theme.px(20)
                text: card.text
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
            id: teamsColumn
            anchors { left: parent.left; right: parent.right; top: card.kind === "stage" ? head.bottom : about.bottom }
            anchors { leftMargin: Theme.px(4); rightMargin: Theme.px(4); topMargin: Theme.px(3) }
            spacing: Theme.px(3)
            // Kept in step with the card's teams (by seat) and each team's dice (by die), not repeated over their
            // arrays or counts: a die placed here adds its own delegate, and the dice already here stay as they are.
            Repeater {
                model: teamRows
                delegate: Rectangle {
                    id: teamRow
                    required property int seat
                    required property string colour
                    required property int sum
                    required property bool best
                    required property string diceJson
                    width: teamsColumn.width
                    height: diceFlow.height + Theme.px(4)
                    radius: Theme.px(4)
                    color: best ? Qt.rgba(1, 0.84, 0.29, 0.35) : "#14000000"
                    onYChanged: { for (let i = 0; i < diceRepeater.count; i++) if (diceRepeater.itemAt(i)) diceRepeater.itemAt(i).note() }
                    ListModel { id: diceRows }
                    onDiceJsonChanged: InStep.keepInStep(diceRows, JSON.parse(diceJson), "hintId")
                    Component.onCompleted: InStep.keepInStep(diceRows, JSON.parse(diceJson), "hintId")
                    Rectangle {
                        id: swatch
                        x: Theme.px(2); y: Theme.px(2)
                        width: Theme.px(22); height: card.dieSize
                        radius: Theme.px(3)
                        color: teamRow.colour
                        Label {
                            anchors.centerIn: parent
                            text: teamRow.sum
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            color: card.table.inkOn(teamRow.colour)
                        }
                    }
                    Flow {
                        id: diceFlow
                        anchors { left: swatch.right; right: parent.right; leftMargin: Theme.px(4); top: parent.top; topMargin: Theme.px(2) }
                        spacing: Theme.px(3)
                        Repeater {
                            id: diceRepeater
                            model: diceRows
                            delegate: Item {
                                id: bid
                                required property string uid
                                required property int face
                                required property string jersey
                                required property string jerseyColour
                                required property bool picked
                                required property bool cursor
                                required property string arrive
                                required property bool draggable
                                required property string hintId
                                required property string a11y
                                objectName: card.present ? "bidDie_" + uid : ""
                                Accessible.role: draggable ? Accessible.Button : Accessible.Graphic
                                Accessible.name: a11y
                                Accessible.focused: cursor
                                width: card.dieSize; height: card.dieSize
                                // where it lies on the card, for the flights (see GrandsTours.pointOf)
                                function note() { if (uid !== "" && card.present) card.table.noteDie(uid, bid, card) }
                                onXChanged: note()
                                onYChanged: note()
                                onUidChanged: note()  // another die now stands in this place
                                Component.onCompleted: noteLater.start()
                                Timer { id: noteLater; interval: 30; onTriggered: bid.note() }
                                Rectangle {  // the keyboard's marked die
                                    objectName: "dieCursor"
                                    visible: bid.cursor
                                    anchors.centerIn: parent
                                    width: parent.width + Theme.px(6); height: width
                                    radius: Theme.px(5)
                                    color: "transparent"
                                    border.color: Theme.accent
                                    border.width: Theme.px(3)
                                }
                                GtDie {
                                    objectName: card.present ? "bidFace_" + bid.uid : ""
                                    anchors.centerIn: parent
                                    size: card.dieSize * (bid.jersey !== "" ? 0.82 : 1)
                                    face: bid.face
                                    teamColour: teamRow.colour
                                    jersey: bid.jersey
                                    jerseyColour: bid.jerseyColour || "transparent"
                                    selected: bid.picked
                                    hinted: card.table.hinted[bid.hintId] === true
                                    // a die arriving by this decision shows when its flight lands
                                    opacity: card.table.shown(bid.arrive, card.table.landTick) ? 1 : 0
                                }
                                MouseArea {
                                    anchors.fill: parent
                                    cursorShape: Qt.PointingHandCursor
                                    onClicked: card.controller.activate(bid.uid)
                                }
                                DragHandler {
                                    enabled: bid.draggable
                                    target: null
                                    onActiveChanged: active ? card.table.beginDrag("bid", bid.uid, bid, teamRow.colour,
                                                                                   bid.face, bid.jersey)
                                                            : card.table.endDrag()
                                    onCentroidChanged: if (active) card.table.moveDrag(centroid.scenePosition)
                                }
                                DropArea {
                                    anchors.fill: parent
                                    keys: ["die", "bid"]
                                    onDropped: drop => {
                                        drop.accept()
                                        card.table.dropped(card.controller.drop(drop.source.pieceId, bid.uid))
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
        visible: card.car
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
