import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "components" as Parts

// The one layout of a table (docs/ARCHITECTURE.md, "A table's layout"): the players' panels in a column on
// the left, the shared board in the middle, the game's short public panels and the game log on the right, and
// along the bottom the strip: what is happening (TableStatus), the acting human's private area (a hand, a
// tray, a secret choice) and the table's buttons. Every size is in Theme units, so the pieces and text grow
// with the window instead of the margins. The head of the log is the table's guide's place (a lesson's coach,
// a hint: GameLog's guideDock, filled by TablePage), so no guide ever lies over the board.
Item {
    id: layout

    required property var controller
    default property alias board: boardArea.data  // the shared board, filling the middle
    property alias players: playersColumn.data  // the players' panels, top down
    property alias side: sideColumn.data  // the game's short public panels, above the log
    property alias privateArea: privateSlot.data  // the acting human's own things, in the strip
    property alias log: tableLog  // the game log, for a table to set its kinds (separators, bold) or cache
    property real playersWidth: Theme.px(285)
    property real logWidth: Theme.px(250)
    property real stripHeight: Theme.px(96)
    property real privateWidth: 0  // the private area's width in the strip (0: none)
    readonly property alias strip: strip
    signal confirmAsked(string text, string uid)  // a button whose row asks "are you sure?" first

    RowLayout {
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: strip.top }
        anchors.margins: Theme.px(8)
        spacing: Theme.px(8)

        ColumnLayout {
            id: playersColumn
            objectName: "playerCards"
            Layout.preferredWidth: layout.playersWidth
            Layout.maximumWidth: layout.playersWidth
            Layout.fillHeight: true
            Layout.alignment: Qt.AlignTop
            spacing: Theme.px(6)
        }

        Item {
            id: boardArea
            Layout.fillWidth: true
            Layout.fillHeight: true
        }

        ColumnLayout {
            Layout.preferredWidth: layout.logWidth
            Layout.maximumWidth: layout.logWidth
            Layout.fillHeight: true
            spacing: Theme.px(8)
            ColumnLayout {
                id: sideColumn
                Layout.fillWidth: true
                spacing: Theme.px(8)
                visible: children.length > 0
            }
            GameLog {
                id: tableLog
                Layout.fillWidth: true
                Layout.fillHeight: true
                model: layout.controller.logModel
            }
        }
    }

    Rectangle {
        id: strip
        objectName: "bottomBar"  // where the table's buttons are: toasts stay above it
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: layout.stripHeight
        color: "#3b2a1c"
        border.color: "#2a1d13"

        RowLayout {
            anchors.fill: parent
            anchors.margins: Theme.px(10)
            spacing: Theme.px(14)
            TableStatus {
                controller: layout.controller
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 3
            }
            Item {
                id: privateSlot
                visible: layout.privateWidth > 0
                Layout.preferredWidth: layout.privateWidth
                Layout.fillHeight: true
            }
            Flow {
                Layout.preferredWidth: 2
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignVCenter
                spacing: Theme.px(8)
                layoutDirection: Qt.RightToLeft
                Repeater {
                    model: layout.controller.buttonsModel
                    delegate: TableButton {
                        required property string uid
                        required property string label
                        required property bool available
                        required property bool main
                        required property string shortcut
                        required property var row
                        objectName: "button_" + uid
                        text: label
                        hint: shortcut
                        enabled: available
                        primary: main
                        focusPolicy: Qt.NoFocus  // keys stay with the table
                        onClicked: row.confirm ? layout.confirmAsked(row.confirm, uid) : layout.controller.activate(uid)
                        Parts.HintRing {  // the hint: the option the suggestion takes
                            anchors.fill: parent
                            unit: Theme.scale
                            ringColor: Theme.accentSoft
                            round: Theme.radius
                            shown: parent.row.hinted === true
                        }
                    }
                }
            }
        }
    }
}
