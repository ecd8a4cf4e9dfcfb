import QtQuick
import QtQuick.Controls
import "components"

// The game log: every event's message in the current language, newest at the bottom.
Rectangle {
    id: panel

    required property var model

    color: "#f1e9db"
    radius: Theme.radius
    border.color: Theme.line

    Label {
        id: heading
        anchors { left: parent.left; top: parent.top; margins: Theme.px(10) }
        text: qsTr("Game log")
        font.pixelSize: Theme.fontBody
        font.bold: true
        color: Theme.ink
    }

    ListView {
        id: list
        objectName: "gameLog"
        anchors { left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom }
        anchors.margins: Theme.px(8)
        clip: true
        model: panel.model
        spacing: Theme.px(3)
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        onCountChanged: Qt.callLater(positionViewAtEnd)

        delegate: Item {
            id: line
            required property string text
            required property string colour
            required property var seat
            required property string kind
            readonly property bool separator: kind === "turn"
            readonly property bool major: kind === "stage_start" || kind === "stage_end" || kind === "game_end"
                                          || kind === "finish"
            width: ListView.view.width - Theme.px(8)
            height: separator ? Theme.px(8) : label.implicitHeight

            Rectangle {
                visible: line.separator
                anchors.verticalCenter: parent.verticalCenter
                width: parent.width; height: 1
                color: Theme.line
            }
            SeatToken {  // the seat's shape beside its line: its colour is not the only cue
                // shown only when wholly inside the view: the software renderer does not clip shapes
                readonly property var view: line.ListView.view
                visible: !line.separator && line.colour !== "" && typeof line.seat === "number" && line.seat >= 0
                         && line.y + y >= view.contentY && line.y + y + height <= view.contentY + view.height
                x: 0; y: Theme.px(5)
                width: Theme.px(10); height: width
                seat: typeof line.seat === "number" ? line.seat : 0
                colour: line.colour || "transparent"
                showNumber: false
            }
            Label {
                id: label
                visible: !line.separator
                x: Theme.px(13)
                width: parent.width - x
                text: line.text
                wrapMode: Text.Wrap
                color: line.major ? Theme.accent : Theme.ink
                font.bold: line.major
                font.pixelSize: Theme.fontSmall
            }
        }
    }
}
