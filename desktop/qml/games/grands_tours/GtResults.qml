import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"

// The end of the race: the winners (every jersey holder), the final
// standings, and the three classifications after every round. A chart is
// the costly part (about 45 ms each, a marker per team and round): the
// dialog is drawn first with each chart's place kept, then one chart is
// drawn per frame (issue 26), so no frame waits for all three.
ResultsPopup {
    id: popup

    width: Math.min(parent.width * 0.94, Theme.px(1180))
    tallest: Theme.px(680)

    body: Component {
        ColumnLayout {
            id: bodyColumn
            spacing: Theme.px(10)
            readonly property int chartCount: (popup.data.charts || []).length
            property int drawn: 0  // the charts drawn so far, one more after each frame
            function drawNext() { if (drawn < chartCount) ++drawn }
            Connections {
                target: bodyColumn.Window.window
                enabled: bodyColumn.drawn < bodyColumn.chartCount
                function onAfterAnimating() { Qt.callLater(bodyColumn.drawNext) }
            }
            Label {
                text: popup.data.title || ""
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.ink
            }
            Flow {
                objectName: "winners"
                Layout.fillWidth: true
                spacing: Theme.px(10)
                Repeater {
                    model: popup.data.winners || []
                    delegate: Rectangle {
                        required property var modelData
                        width: winnerRow.implicitWidth + Theme.px(24)
                        height: winnerRow.implicitHeight + Theme.px(12)
                        radius: Theme.px(8)
                        color: Theme.leader
                        Row {
                            id: winnerRow
                            anchors.centerIn: parent
                            spacing: Theme.px(6)
                            Repeater {
                                model: modelData.jerseys
                                delegate: Rectangle {
                                    required property var modelData
                                    anchors.verticalCenter: parent.verticalCenter
                                    width: Theme.px(16); height: width; radius: Theme.px(3)
                                    color: modelData.colour; border.color: "#3a2a00"; border.width: Theme.px(2)
                                }
                            }
                            Label {
                                text: modelData.text
                                font.pixelSize: Theme.fontLarge
                                font.bold: true
                                color: "#3a2a00"
                            }
                        }
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.px(12)
                ColumnLayout {  // final standings
                    objectName: "finalStandings"
                    Layout.alignment: Qt.AlignTop
                    Layout.fillWidth: false
                    Layout.preferredWidth: Theme.px(340)
                    Layout.maximumWidth: Theme.px(340)
                    spacing: Theme.px(4)
                    RowLayout {
                        Layout.fillWidth: true
                        Label { text: qsTr("Team"); Layout.fillWidth: true; font.pixelSize: Theme.fontSmall; color: Theme.inkSoft }
                        Label { id: hLead; text: qsTr("Lead"); Layout.preferredWidth: Math.max(Theme.px(46), implicitWidth); horizontalAlignment: Text.AlignRight; font.pixelSize: Theme.fontSmall; color: Theme.inkSoft }
                        Label { id: hSpr; text: qsTr("Spr."); Layout.preferredWidth: Math.max(Theme.px(40), implicitWidth); horizontalAlignment: Text.AlignRight; font.pixelSize: Theme.fontSmall; color: "#2e9e4f" }
                        Label { id: hMtn; text: qsTr("Mtn."); Layout.preferredWidth: Math.max(Theme.px(40), implicitWidth); horizontalAlignment: Text.AlignRight; font.pixelSize: Theme.fontSmall; color: "#d8342c" }
                    }
                    Repeater {
                        model: popup.data.standings || []
                        delegate: RowLayout {
                            required property var modelData
                            Layout.fillWidth: true
                            Label { text: modelData.rank; Layout.preferredWidth: Theme.px(18); font.pixelSize: Theme.fontBody; color: Theme.inkSoft }
                            Rectangle { width: Theme.px(10); height: width; radius: width / 2; color: modelData.colour; border.color: "#55000000" }
                            Label { text: modelData.name; Layout.fillWidth: true; elide: Text.ElideRight; font.pixelSize: Theme.fontBody; font.bold: modelData.jerseys.length > 0; color: Theme.ink }
                            Repeater {
                                model: modelData.jerseys
                                delegate: Rectangle { required property var modelData; width: Theme.px(10); height: width; radius: Theme.px(2); color: modelData.colour }
                            }
                            Label { text: modelData.lead; Layout.preferredWidth: hLead.width; horizontalAlignment: Text.AlignRight; font.pixelSize: Theme.fontBody; color: Theme.ink }
                            Label { text: modelData.sprint; Layout.preferredWidth: hSpr.width; horizontalAlignment: Text.AlignRight; font.pixelSize: Theme.fontBody; color: "#2e9e4f" }
                            Label { text: modelData.mountain; Layout.preferredWidth: hMtn.width; horizontalAlignment: Text.AlignRight; font.pixelSize: Theme.fontBody; color: "#d8342c" }
                        }
                    }
                }
                ColumnLayout {  // the three classifications round by round; one legend, under the last
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: Theme.px(6)
                    Repeater {
                        model: popup.data.charts || []
                        delegate: Item {  // a chart's place, laid out at once; the chart fills it when drawn
                            id: slot
                            required property var modelData
                            required property int index
                            readonly property bool last: index === bodyColumn.chartCount - 1
                            readonly property bool shown: index < bodyColumn.drawn
                            implicitWidth: chart.implicitWidth  // the layout gives the place what it gave the chart
                            implicitHeight: chart.implicitHeight
                            // the last chart carries the round axis's title and the legend: it is taller by them,
                            // so that its plot is as tall as the others' (at 960x540 its ticks ran together)
                            readonly property real carries: last ? Theme.fontSmall * 3.6 : 0
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Layout.minimumHeight: Theme.px(110) + carries
                            SeriesChart {
                                id: chart
                                objectName: "chart_" + slot.modelData.key
                                // not drawn yet: no width and unseen (hiding it would make its heading's height
                                // loop as it shows)
                                width: slot.shown ? slot.width : 0
                                height: slot.height
                                opacity: slot.shown ? 1 : 0
                                title: slot.modelData.title
                                xTitle: slot.last ? slot.modelData.xTitle : ""
                                yTitle: slot.modelData.yTitle
                                categories: slot.shown ? slot.modelData.categories : []
                                series: slot.shown ? slot.modelData.series : []
                                legendVisible: slot.last
                                fontPixelSize: Theme.fontSmall
                            }
                        }
                    }
                }
            }

            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: Theme.px(10)
                TableButton {
                    text: qsTr("Back to the shelf")
                    onClicked: popup.home()
                }
                TableButton {
                    objectName: "continueButton"
                    text: qsTr("Look at the table")
                    primary: true
                    onClicked: popup.controller.dismissDialog()
                }
            }
        }
    }
}
