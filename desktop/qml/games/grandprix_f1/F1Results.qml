import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"

// After a race: its result (place, car, result, points), the championship
// standings, each player's fuel over the race; at the end, the winner.
ResultsPopup {
    id: popup

    readonly property var headers: data.headers || ({})

    width: Math.min(parent.width * 0.94, Theme.px(900))
    tallest: Theme.px(600)

    component Cell: Label {
        font.pixelSize: Theme.fontBody
        color: Theme.ink
    }

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
                    objectName: "winnerBanner"
                    visible: (popup.data.winner || "") !== ""
                    color: Theme.leader
                    radius: Theme.px(8)
                    Layout.preferredWidth: banner.implicitWidth + Theme.px(24)
                    Layout.preferredHeight: banner.implicitHeight + Theme.px(12)
                    Label {
                        id: banner
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
                spacing: Theme.px(30)
                GridLayout {  // the race
                    objectName: "raceTable"
                    Layout.alignment: Qt.AlignTop
                    columns: 4
                    columnSpacing: Theme.px(14)
                    rowSpacing: Theme.px(5)
                    Repeater {
                        model: ["place", "car", "result", "points"]
                        delegate: Cell {
                            required property string modelData
                            text: popup.headers[modelData] || ""
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            color: Theme.inkSoft
                        }
                    }
                    Repeater {
                        model: {
                            const cells = []
                            for (const r of (popup.data.result || []))
                                cells.push(String(r.place), r.name, r.result, String(r.points))
                            return cells
                        }
                        delegate: Cell {
                            required property string modelData
                            text: modelData
                        }
                    }
                }
                ColumnLayout {  // the championship
                    objectName: "standingsTable"
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.px(5)
                    Label {
                        text: popup.data.standingsTitle || ""
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        color: Theme.ink
                    }
                    Repeater {
                        model: popup.data.standings || []
                        delegate: RowLayout {
                            required property var modelData
                            spacing: Theme.px(8)
                            Rectangle {
                                Layout.preferredWidth: Theme.px(12); Layout.preferredHeight: Theme.px(12)
                                radius: width / 2
                                color: modelData.color
                                border.color: "#555555"
                            }
                            Cell {
                                text: modelData.rank + ". " + modelData.name
                                font.bold: modelData.winner
                                Layout.preferredWidth: Theme.px(180)
                            }
                            Cell {
                                text: qsTr("%1 pts").arg(modelData.total)
                                font.bold: true
                            }
                        }
                    }
                }
                Item { Layout.fillWidth: true }
            }
            SeriesChart {
                readonly property var chart: popup.data.chart || ({})
                objectName: "chart_fuel"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: Theme.px(160)
                title: chart.title || ""
                xTitle: chart.xTitle || ""
                yTitle: chart.yTitle || ""
                categories: chart.categories || []
                series: chart.series || []
                fontPixelSize: Theme.fontSmall
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
                    text: popup.data.final ? qsTr("Look at the table") : qsTr("Next race")
                    primary: true
                    onClicked: popup.controller.dismissDialog()
                }
            }
        }
    }
}
