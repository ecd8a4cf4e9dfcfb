import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"

// After each stage: the stage result, the general classification with gaps,
// and each rider's gap to the GC leader after each stage. At the end: the winner and the final GC.
ResultsPopup {
    id: popup

    width: Math.min(parent.width * 0.94, Theme.px(1180))
    tallest: Theme.px(680)

    body: Component {
        ColumnLayout {
            spacing: Theme.px(10)

            RowLayout {
                Layout.fillWidth: true
                Label {
                    text: popup.data.title || ""
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.ink
                    Layout.fillWidth: true
                }
                Rectangle {
                    visible: (popup.data.winner || "") !== ""
                    color: Theme.leader
                    radius: Theme.px(8)
                    width: winner.implicitWidth + Theme.px(24)
                    height: winner.implicitHeight + Theme.px(12)
                    Label {
                        id: winner
                        anchors.centerIn: parent
                        text: popup.data.winner || ""
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        color: "#3a2a00"
                    }
                }
            }

            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.px(14)

                StandingsTable {
                    objectName: "stageTable"
                    Layout.fillHeight: true
                    Layout.preferredWidth: implicitWidth
                    title: qsTr("Stage")
                    rows: popup.data.stageRows || []
                    columns: ["rank", "name", "extra", "bonus", "time", "gap"]
                    fontPixelSize: Theme.fontSmall
                }
                StandingsTable {
                    objectName: "gcTable"
                    visible: popup.data.stageRace === true
                    Layout.fillHeight: true
                    Layout.preferredWidth: implicitWidth
                    title: popup.data.gcTitle || ""
                    rows: popup.data.gcRows || []
                    columns: ["rank", "name", "time", "gap"]
                    fontPixelSize: Theme.fontSmall
                }
                SeriesChart {
                    readonly property var chart: popup.data.chart || ({})
                    objectName: "chart_gc"
                    visible: popup.data.stageRace === true
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    title: chart.title || ""
                    xTitle: chart.xTitle || ""
                    yTitle: chart.yTitle || ""
                    categories: chart.categories || []
                    series: chart.series || []
                    fontPixelSize: Theme.fontSmall
                }
            }

            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: Theme.px(10)
                TableButton {
                    visible: popup.data.final === true
                    text: qsTr("Back to the shelf")
                    onClicked: popup.home()
                }
                TableButton {
                    objectName: "continueButton"
                    text: popup.data.final === true ? qsTr("Look at the table") : qsTr("Continue")
                    primary: true
                    onClicked: popup.controller.dismissDialog()
                }
            }
        }
    }
}
