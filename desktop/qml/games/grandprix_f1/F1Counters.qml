import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."

// The race counters: lap, race of the championship, weather, the "1" pile
// (with the played 1s waiting to rebuild it) and the bank piles.
Rectangle {
    id: counters

    required property var panel
    // the bank as text, read again only when it changes; its five piles are delegates kept by place (a Repeater
    // over their count), so a decision that changes a pile's count changes that text, not every pile
    readonly property string bankText: JSON.stringify(panel.bank || [])
    readonly property var bank: JSON.parse(bankText)
    // the other counters through typed steps: the panel changes at every decision, a binding on one of these
    // runs again only when it has changed
    readonly property string lap: panel.lap || ""
    readonly property string race: panel.race || ""
    readonly property bool rain: panel.weather === "rain"
    readonly property string weatherText: panel.weatherText || ""
    readonly property int ones: panel.ones || 0
    readonly property int spentOnes: panel.spentOnes || 0

    implicitHeight: column.implicitHeight + Theme.px(12)
    radius: Theme.radius
    color: "#f3ece0"
    border.color: "#6b4a2f"

    ColumnLayout {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(6) }
        spacing: Theme.px(4)
        Flow {  // lap, race and weather: the pill goes under the lap where the panel is narrow
            Layout.fillWidth: true
            spacing: Theme.px(8)
            Label {
                objectName: "lapCounter"
                height: Theme.px(26)
                verticalAlignment: Text.AlignVCenter
                text: counters.lap
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.ink
            }
            Label {
                height: Theme.px(26)
                verticalAlignment: Text.AlignVCenter
                text: counters.race
                visible: text !== ""
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
            Rectangle {
                objectName: "weather"
                height: Theme.px(26)
                width: weatherRow.implicitWidth + Theme.px(16)
                radius: height / 2
                color: counters.rain ? "#3e6f9e" : "#f2c230"
                Row {
                    id: weatherRow
                    anchors.centerIn: parent
                    spacing: Theme.px(5)
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        text: counters.rain ? "☂" : "☀"
                        font.pixelSize: Theme.text(Theme.px(15))
                        color: counters.rain ? "#ffffff" : "#5a3d00"
                    }
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        text: counters.weatherText
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                        color: counters.rain ? "#ffffff" : "#3a2a00"
                    }
                }
            }
        }
        Flow {  // the piles: the bank's last cards go to a second line rather than out of the panel
            Layout.fillWidth: true
            spacing: Theme.px(5)
            Rectangle {  // the "1" pile
                objectName: "onesPile"
                width: Theme.px(44)
                height: Theme.px(44)
                radius: Theme.px(5)
                color: "#fffaf1"
                border.color: "#b23a2e"
                border.width: Theme.px(2)
                Column {
                    anchors.centerIn: parent
                    Text { anchors.horizontalCenter: parent.horizontalCenter; text: "1"; font.pixelSize: Theme.text(Theme.px(15)); font.bold: true; color: "#b23a2e" }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: "×" + counters.ones
                        font.pixelSize: Theme.text(Theme.px(11))
                        color: Theme.ink
                    }
                }
                ToolTip.visible: onesHover.hovered
                ToolTip.text: qsTr("The \"1\" pile: %1 cards; %2 played 1s wait to rebuild it").arg(counters.ones).arg(counters.spentOnes)
                HoverHandler { id: onesHover }
            }
            Label {
                text: qsTr("Bank")
                height: Theme.px(44)
                verticalAlignment: Text.AlignVCenter
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
            Repeater {
                model: counters.bank.length
                delegate: Rectangle {
                    required property int index
                    readonly property var pile: counters.bank[index] || ({ value: 0, count: 0 })
                    objectName: "bank_" + pile.value
                    width: Theme.px(36)
                    height: Theme.px(44)
                    radius: Theme.px(5)
                    color: "#fffaf1"
                    border.color: "#7a6a55"
                    Column {
                        anchors.centerIn: parent
                        Text { anchors.horizontalCenter: parent.horizontalCenter; text: pile.value; font.pixelSize: Theme.text(Theme.px(14)); font.bold: true; color: Theme.ink }
                        Text { anchors.horizontalCenter: parent.horizontalCenter; text: "×" + pile.count; font.pixelSize: Theme.text(Theme.px(10)); color: Theme.inkSoft }
                    }
                }
            }
        }
    }
}
