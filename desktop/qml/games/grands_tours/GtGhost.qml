import QtQuick
import QtQuick.Controls
import "../.."
import "../../components"

// A judged card drawn where it lay on the course (the course has already
// closed the gap) while its dice leave for the grupettos; then it goes to
// its winner's team area, or fades away home. Its dice are GtFlyers laid
// on it with slotPoint().
Rectangle {
    id: ghost

    required property var table
    required property var data_
    property real fromX
    property real fromY
    property real toX: fromX
    property real toY: fromY
    property real progress: 0  // 0 -> 1 on the way to the winner (a binding: the end is known after creation)
    readonly property real dieSize: Math.max(14, Math.min(Theme.px(22), (width - Theme.px(44)) / 5.2))
    readonly property real rowsTop: Theme.px(20) + Theme.px(40)
    readonly property int perLine: Math.max(1, Math.floor((width - Theme.px(38) + Theme.px(3)) / (dieSize + Theme.px(3))))

    objectName: "judgedCard_" + data_.card
    x: fromX + (toX - fromX) * progress
    y: fromY + (toY - fromY) * progress
    radius: Theme.radius
    color: Theme.card
    border.color: data_.kind === "win" ? data_.colour : Theme.wood
    border.width: Theme.px(3)
    z: 1

    // Where die `slot` of team `row` lies, in the ghost's coordinates (the same rows as the card drew).
    function slotPoint(row, slot) {
        let top = rowsTop
        for (let r = 0; r < row; r++) top += lineHeight(data_.teams[r].dice) + Theme.px(3)
        const line = Math.floor(slot / perLine), col = slot % perLine
        return Qt.point(Theme.px(4) + Theme.px(28) + col * (dieSize + Theme.px(3)) + dieSize / 2,
                        top + Theme.px(4) + line * (dieSize + Theme.px(3)) + dieSize / 2)
    }
    function lineHeight(count) { return Math.ceil(Math.max(1, count) / perLine) * (dieSize + Theme.px(3)) + Theme.px(4) }

    Rectangle {  // a shadow: the card is lifted off the course, which closes up beneath it
        z: -1
        x: Theme.px(4); y: Theme.px(5)
        width: parent.width; height: parent.height
        radius: parent.radius
        color: "#55000000"
    }
    Rectangle {  // week band, with the card's name
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(2) }
        height: Theme.px(18)
        radius: Theme.radius
        color: ghost.data_.weekColour
        ElidedLabel {
            anchors { left: parent.left; right: parent.right; leftMargin: Theme.px(5); rightMargin: Theme.px(5); verticalCenter: parent.verticalCenter }
            text: ghost.data_.title
            font.pixelSize: Theme.fontSmall
            font.bold: true
            color: "#ffffff"
        }
    }
    Label {
        x: Theme.px(8); y: Theme.px(22)
        text: ghost.data_.lead
        font.pixelSize: Theme.text(Theme.px(26))
        font.bold: true
        color: Theme.ink
    }
    Repeater {  // each team's sum beside its row of dice
        model: ghost.data_.teams
        delegate: Rectangle {
            required property var modelData
            required property int index
            x: Theme.px(4)
            y: ghost.slotPoint(index, 0).y - ghost.dieSize / 2
            width: Theme.px(24); height: ghost.dieSize
            radius: Theme.px(3)
            color: modelData.colour
            Label {
                anchors.centerIn: parent
                text: parent.modelData.sum
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: ghost.table.inkOn(parent.modelData.colour)
            }
        }
    }
    Label {
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(10) }
        visible: ghost.data_.kind === "home"
        text: qsTr("Home")
        font.pixelSize: Theme.fontBody
        font.bold: true
        color: Theme.inkSoft
    }

    SequentialAnimation {
        running: true
        PauseAnimation { duration: Theme.ms(ghost.data_.at) + 40 }
        ParallelAnimation {
            NumberAnimation { target: ghost; property: "progress"; from: 0; to: 1; duration: Theme.ms(ghost.data_.duration); easing.type: Easing.InOutCubic }
            NumberAnimation { target: ghost; property: "scale"; to: ghost.data_.kind === "win" ? 0.25 : 0.9; duration: Theme.ms(ghost.data_.duration); easing.type: Easing.InOutCubic }
            NumberAnimation { target: ghost; property: "opacity"; to: 0; duration: Theme.ms(ghost.data_.duration); easing.type: Easing.InQuad }
        }
        ScriptAction { script: ghost.destroy() }
    }
}
