import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"

// One player: seat token, name, public card count, championship points, box,
// and per car its lap or result, tyres, damage and the two-car pit duty.
Rectangle {
    id: area

    required property var controller
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
    // the cars' lines as text, read again only when they change; a line is a delegate kept by place (a Repeater
    // over their count), so a car's new lap or tyres changes its text instead of making the lines again
    readonly property string carsText: JSON.stringify(row.cars || [])
    readonly property var cars: JSON.parse(carsText)
    // the row's other fields through typed steps: a binding on one runs again only when it has changed
    readonly property bool me: row.me === true
    readonly property int total: row.total || 0

    objectName: "player_" + seat
    implicitHeight: column.implicitHeight + Theme.px(12)
    radius: Theme.px(8)
    color: active ? "#fffaf1" : "#e9e1d3"

    ColumnLayout {
        id: column
        // inside the turn frame (TurnFrame's weight), so no line of the panel runs under it
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(6) }
        anchors.leftMargin: Theme.px(8)
        spacing: Theme.px(1)
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(5)
            SeatToken {
                seat: area.seat
                colour: area.colour
                Layout.preferredWidth: Theme.px(20)
                Layout.preferredHeight: Theme.px(20)
                minimumPixelSize: Theme.minText
            }
            ElidedLabel {
                text: area.me ? qsTr("%1 (you)").arg(area.name) : area.name
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.ink
                Layout.fillWidth: true
            }
            Label {
                objectName: "cards_" + area.seat
                text: area.status
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.ink
            }
            Label {
                visible: area.total > 0
                text: qsTr("%1 pts").arg(area.total)
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
        }
        Repeater {
            model: area.cars.length
            delegate: ElidedLabel {
                required property int index
                readonly property var car: area.cars[index] || ({})
                objectName: "carLine_" + area.seat + "_" + index
                Layout.fillWidth: true
                text: (area.cars.length > 1 ? car.label + ": " : "") + car.where + " · " + car.extra
                font.pixelSize: Theme.fontSmall
                font.bold: car.active === true
                color: car.wrong ? "#9b2c1e" : Theme.inkSoft
            }
        }
    }

    TurnFrame {
        anchors.fill: parent
        acting: area.active
        answering: area.toAct && !area.active
        radius: area.radius
        weight: Theme.px(3)
        actingColour: Theme.acting
        answeringColour: Theme.answering
    }
}
