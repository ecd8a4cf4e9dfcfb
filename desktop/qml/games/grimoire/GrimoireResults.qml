import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"

// The end of the game: each player's score (cards, items, chips, junk bonus,
// total), the winner or, on a tie for first, nobody (the designer wins), and
// the VP of each player after every round. The chart is the costly part: the dialog is drawn first with the
// chart's place kept, and the chart a frame later (ResultsChart, issue 26).
ResultsPopup {
    id: popup

    readonly property var headers: data.headers || ({})

    width: Math.min(parent.width * 0.94, Theme.px(1080))
    tallest: Theme.px(620)

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
                    color: (popup.data.winner || "") !== "" ? Theme.leader : "#d8cfc0"
                    radius: Theme.px(8)
                    Layout.maximumWidth: popup.width * 0.6
                    Layout.preferredWidth: banner.implicitWidth + Theme.px(24)
                    Layout.preferredHeight: banner.implicitHeight + Theme.px(12)
                    Label {
                        id: banner
                        anchors.centerIn: parent
                        width: Math.min(implicitWidth, popup.width * 0.6 - Theme.px(24))
                        text: popup.data.winner || popup.data.nobody || ""
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        wrapMode: Text.Wrap
                        color: "#3a2a00"
                    }
                }
            }
            Label {
                text: popup.data.reason || ""
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }

            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.px(14)

                GridLayout {  // the breakdown
                    objectName: "scoreTable"
                    Layout.alignment: Qt.AlignTop
                    columns: 6
                    columnSpacing: Theme.px(14)
                    rowSpacing: Theme.px(6)
                    Repeater {
                        model: ["name", "cards", "items", "chips", "junk", "total"]
                        delegate: Label {
                            required property string modelData
                            text: popup.headers[modelData] || ""
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            color: Theme.inkSoft
                            Layout.alignment: modelData === "name" ? Qt.AlignLeft : Qt.AlignRight
                        }
                    }
                    Repeater {
                        model: {
                            const cells = []
                            for (const r of (popup.data.rows || []))
                                for (const k of ["name", "cards", "items", "chips", "junk", "total"])
                                    cells.push({ key: k, text: String(r[k]), color: r.color, winner: r.winner, rank: r.rank })
                            return cells
                        }
                        delegate: RowLayout {
                            required property var modelData
                            spacing: Theme.px(6)
                            Layout.alignment: modelData.key === "name" ? Qt.AlignLeft : Qt.AlignRight
                            Rectangle {
                                visible: modelData.key === "name"
                                Layout.preferredWidth: Theme.px(12); Layout.preferredHeight: Theme.px(12)
                                radius: width / 2
                                color: modelData.color
                            }
                            Label {
                                text: (modelData.key === "name" ? modelData.rank + ". " : "") + modelData.text
                                font.pixelSize: Theme.text(modelData.key === "total" ? Theme.fontLarge : Theme.fontBody)
                                font.bold: modelData.key === "total" || modelData.winner
                                color: Theme.ink
                            }
                        }
                    }
                }

                ResultsChart {  // drawn a frame after the rest of the dialog
                    chart: popup.data.chart || ({})
                    chartName: "chart_vp"
                    fontPixelSize: Theme.fontSmall
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumWidth: Theme.px(300)
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
