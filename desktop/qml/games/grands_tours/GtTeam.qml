import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"
import "../../components/InStep.js" as InStep

// One team, a players' panel of the table's left column: name, role and jerseys held; its peloton (dice by
// face: GtPeloton); its grupetto (GtGrupetto), lead time and points; the cards it won. The acting human's
// peloton and grupetto take their gestures in the strip below (GrandsTours' tray): here they are only shown.
Rectangle {
    id: team

    required property var controller
    required property var table
    required property var row
    // The row's fields one by one (issue 26): a team's row changes at most decisions (whose turn it is, which of
    // its dice may be dragged), and a binding reading `row` whole would run again for every field of it; these
    // notify only when their value changed, so a turn passing redraws the turn frame, not the names and scores.
    readonly property int seat: row.seat
    readonly property string name: row.name
    readonly property color colour: row.colour
    readonly property string role: row.role
    readonly property bool thinking: row.thinking === true
    readonly property bool active: row.active === true
    readonly property bool toAct: row.toAct === true
    readonly property bool mine: row.mine === true
    readonly property bool acting: row.acting === true
    readonly property int lead: row.lead
    readonly property int sprint: row.sprint
    readonly property int mountain: row.mountain
    readonly property int grupettoCount: row.grupetto
    readonly property bool grupettoDraggable: row.grupettoDraggable === true
    readonly property string grupettoHint: row.grupettoHint || ""
    readonly property string a11yGrupetto: row.a11yGrupetto || ""
    readonly property string a11yPeloton: row.a11yPeloton || ""
    // the arrays as text, so that an equal array read again is no change: parsed anew only when they changed
    readonly property string pelotonText: JSON.stringify(row.peloton)
    readonly property var pelotonDice: JSON.parse(pelotonText)
    readonly property string jerseysText: JSON.stringify(row.jerseys)
    readonly property var jerseys: JSON.parse(jerseysText)
    readonly property string wonText: JSON.stringify(row.won)
    readonly property var won: JSON.parse(wonText)
    ListModel { id: wonCards }
    function keepWon() { InStep.keepInStep(wonCards, won.map((c, i) => ({ place: i, cardJson: JSON.stringify(c) })), "place") }
    onWonChanged: keepWon()
    readonly property bool inTray: table.ownTeam === team  // its dice take gestures in the strip's tray
    readonly property bool live: !inTray  // here, in its panel
    // the cards won get their own line where the panel has room for it beside a row of dice
    readonly property bool roomy: height >= Theme.px(118)
    // six teams at 960x540 leave a panel about 85 units high: its margins, gaps and the grupetto's padding
    // shrink so that the peloton's dice stay about 20 px, big enough to read their pips
    readonly property bool tight: height < Theme.px(100)

    objectName: "team_" + seat
    Accessible.role: Accessible.Grouping
    Accessible.name: name
    Component.onCompleted: {
        keepWon()
        table.noteTeam(seat, team, grupetto, peloton)
        table.noteActing(team)
    }
    onActingChanged: table.noteActing(team)  // the acting human's team fills the strip's tray
    radius: Theme.radius
    color: active || toAct ? "#fffaf1" : "#efe6d6"
    border.color: Qt.darker(colour, 1.2)
    border.width: Theme.px(1)

    Rectangle {  // team colour down the left edge, inside the turn frame
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; margins: Theme.px(3) }
        width: Theme.px(4)
        radius: width / 2
        color: team.colour
    }

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: team.tight ? Theme.px(3) : Theme.px(6)
        anchors.leftMargin: Theme.px(11)
        spacing: team.tight ? Theme.px(2) : Theme.px(3)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(5)
            SeatToken {
                minimumPixelSize: Theme.minText
                objectName: "seatToken"
                seat: team.seat
                colour: team.colour
                Layout.preferredWidth: Theme.px(18)
                Layout.preferredHeight: Theme.px(18)
            }
            ElidedLabel {
                Layout.maximumWidth: Math.max(Theme.px(40), team.width * 0.45)  // the role keeps some room
                text: team.name
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.ink
            }
            ElidedLabel {
                Layout.fillWidth: true
                text: team.thinking ? qsTr("thinking…") : team.role
                font.pixelSize: Theme.fontSmall
                color: team.thinking ? Theme.accent : Theme.inkSoft
            }
            Repeater {  // over the count: a team's row changes at most decisions, its jerseys seldom
                model: team.jerseys.length
                delegate: Rectangle {  // a jersey held
                    required property int index
                    readonly property var modelData: team.jerseys[index] || ({})
                    width: Theme.px(14); height: Theme.px(14); radius: Theme.px(3)
                    color: modelData.colour
                    border.color: "#55000000"
                }
            }
        }

        GtPeloton {  // a drop target for the grupetto (Roll)
            id: peloton
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: Theme.px(18)
            controller: team.controller
            table: team.table
            seat: team.seat
            colour: team.colour
            mine: team.mine
            dice: team.pelotonDice
            a11y: team.a11yPeloton
            live: team.live
            most: Theme.px(28)
            pad: team.tight ? Theme.px(2) : Theme.px(4)
            gap: team.tight ? Theme.px(2) : Theme.px(3)  // ten dice in a row still about 20 px
        }

        RowLayout {  // the grupetto, lead time, sprint and mountain points (the jersey card's colours), each named
            Layout.fillWidth: true
            spacing: Theme.px(6)
            GtGrupetto {
                id: grupetto
                controller: team.controller
                table: team.table
                seat: team.seat
                colour: team.colour
                count: team.grupettoCount
                draggable: team.grupettoDraggable
                hintId: team.grupettoHint
                a11y: team.a11yGrupetto
                live: team.live
                padding: team.tight ? Theme.px(2) : Theme.px(6)
            }
            Row {
                objectName: "teamScore_" + team.seat
                Layout.fillWidth: true
                Layout.preferredHeight: grupetto.height
                spacing: Theme.px(8)
                Label { anchors.verticalCenter: parent.verticalCenter; text: qsTr("Lead %1").arg(team.lead); font.pixelSize: Theme.fontSmall; font.bold: true; color: Theme.ink }
                Label { anchors.verticalCenter: parent.verticalCenter; text: qsTr("Spr. %1").arg(team.sprint); font.pixelSize: Theme.fontSmall; font.bold: true; color: "#2e9e4f" }
                Label { anchors.verticalCenter: parent.verticalCenter; text: qsTr("Mtn. %1").arg(team.mountain); font.pixelSize: Theme.fontSmall; font.bold: true; color: "#d8342c" }
            }
        }

        Flow {  // the cards won, each a small card: its lead time on the colour of its point, an assist by name
            objectName: "won_" + team.seat
            visible: team.roomy && team.won.length > 0
            Layout.fillWidth: true
            spacing: Theme.px(3)
            Label {
                objectName: "wonCaption"
                visible: team.won.length > 0
                height: Theme.px(18)
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Won:")
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
                rightPadding: Theme.px(2)
            }
            Repeater {  // kept in step by place: a card won adds its own delegate, the others stay as they are
                model: wonCards
                delegate: GtWonCard {
                    required property string cardJson
                    card: JSON.parse(cardJson)
                }
            }
        }
    }

    Item {  // this team's tray in the strip (GrandsTours' trayArea), shown while the human acting at the screen
        // is this team: its dice stay made in its colour from one turn to the next, hidden between them
        parent: team.table.trayArea
        anchors.fill: parent
        visible: team.inTray
        GtGrupetto {  // above the dice: the tray stays narrow, so the strip's buttons keep their room
            id: trayGrupetto
            controller: team.controller
            table: team.table
            seat: team.seat
            colour: team.colour
            count: team.grupettoCount
            draggable: team.grupettoDraggable
            hintId: team.grupettoHint
            a11y: team.a11yGrupetto
            live: team.inTray
        }
        GtPeloton {
            anchors { left: parent.left; right: parent.right; top: trayGrupetto.bottom; bottom: parent.bottom }
            anchors.topMargin: Theme.px(3)
            controller: team.controller
            table: team.table
            seat: team.seat
            colour: team.colour
            mine: team.mine
            dice: team.pelotonDice
            a11y: team.a11yPeloton
            live: team.inTray
            most: Theme.px(36)
            color: "#33f7f1e3"
            noteColour: "#e6d9c3"
        }
    }

    TurnFrame {
        anchors.fill: parent
        acting: team.active
        answering: team.toAct
        radius: team.radius
        weight: Theme.px(3)
        actingColour: Theme.acting
        answeringColour: Theme.answering
    }
}
