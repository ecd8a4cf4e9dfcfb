import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"

// The end of the game: per player (in ranking order) each prestige building's points, the card points,
// the ramparts and the total, counted up line by line (the total runs with them); the winner; and the
// app's chart of every player's score at the end of each round. The chart is the costly part (about 35 ms of its
// markers): the dialog is drawn first with the chart's place kept, and the chart a frame later (ResultsChart,
// issue 26).
ResultsPopup {
    id: popup

    readonly property var headers: data.headers || ({})
    property int shown: 0  // scoring lines revealed so far in every column (animated): buildings, cards, ramparts
    readonly property int steps: Math.max(0, ...(data.rows || []).map(r => r.prestige.length)) + 2
    readonly property bool counted: shown > steps

    width: Math.min(parent.width * 0.97, Theme.px(1260))
    height: Math.min(parent.height * 0.96, Theme.px(720), Theme.resultsRoom(Overlay.overlay, parent.height))

    onVisibleChanged: {
        shown = Theme.animationScale > 0 ? 0 : 1000
        if (visible && shown === 0) countUp.start()
    }
    Timer {
        id: countUp
        interval: Math.max(40, Theme.ms(260))
        repeat: true
        onTriggered: { popup.shown += 1; if (popup.shown > popup.steps) stop() }
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
                    color: Theme.leader
                    radius: Theme.px(8)
                    Layout.preferredWidth: banner.implicitWidth + Theme.px(24)
                    Layout.preferredHeight: banner.implicitHeight + Theme.px(12)
                    Label { id: banner; anchors.centerIn: parent; text: popup.data.winner || ""; font.pixelSize: Theme.fontLarge; font.bold: true; color: "#3a2a00" }
                }
            }
            Label {
                text: (popup.data.reason || "") + "   " + qsTr("★ stands in this player's district")
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
            }
            RowLayout {  // the breakdown on the left, the chart on the right
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.px(12)
                ScrollView {
                    id: breakdown
                    objectName: "breakdownView"
                    Layout.fillHeight: true
                    Layout.preferredWidth: Math.min(contentWidth + Theme.px(4), popup.availableWidth * 0.62)
                    clip: true
                    RowLayout {
                        objectName: "scoreTable"
                        spacing: Theme.px(8)
                        Repeater {
                            model: popup.data.rows || []
                            delegate: Rectangle {
                                id: column
                                required property var modelData
                                required property int index
                                objectName: "breakdown_" + modelData.seat
                                // the lines counted so far: this column's buildings, then its cards and ramparts
                                readonly property int buildings: Math.min(popup.shown, modelData.prestige.length)
                                readonly property bool cardsShown: popup.shown > popup.steps - 2
                                readonly property bool rampartsShown: popup.shown > popup.steps - 1
                                readonly property int running: popup.counted ? modelData.total
                                    : modelData.prestige.slice(0, buildings).reduce((a, b) => a + b.points, 0)
                                      + (cardsShown ? modelData.cards : 0) + (rampartsShown ? modelData.ramparts : 0)
                                Layout.alignment: Qt.AlignTop
                                Layout.preferredWidth: Theme.px(178)
                                Layout.preferredHeight: lines.implicitHeight + Theme.px(16)
                                radius: Theme.px(8)
                                color: modelData.winner ? "#fff3c4" : "#f1e9da"
                                border.color: modelData.color
                                border.width: Theme.px(3)
                                ColumnLayout {
                                    id: lines
                                    anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(8) }
                                    spacing: Theme.px(3)
                                    ElidedLabel {
                                        text: column.modelData.rank + ". " + column.modelData.name
                                        font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.ink
                                        Layout.fillWidth: true
                                    }
                                    Label { text: popup.headers.prestige || ""; font.pixelSize: Theme.fontSmall; font.bold: true; color: Theme.inkSoft }
                                    Repeater {
                                        model: column.modelData.prestige
                                        delegate: RowLayout {
                                            required property var modelData
                                            required property int index
                                            Layout.fillWidth: true
                                            opacity: index < popup.shown ? 1 : 0
                                            readonly property bool counting: index === popup.shown - 1 && !popup.counted  // just counted: in the accent colour
                                            Behavior on opacity { NumberAnimation { duration: Theme.ms(200) } }
                                            ElidedLabel { text: (modelData.builder ? "★ " : "") + modelData.name; font.pixelSize: Theme.fontSmall; font.bold: parent.counting; color: parent.counting ? Theme.accent : Theme.ink; Layout.fillWidth: true }  // a long name: whole on hover
                                            Label { text: String(modelData.points); font.pixelSize: Theme.fontSmall; font.bold: true; color: parent.counting ? Theme.accent : Theme.ink }
                                        }
                                    }
                                    Rectangle { Layout.fillWidth: true; Layout.preferredHeight: 1; color: Theme.line }
                                    RowLayout {
                                        Layout.fillWidth: true
                                        opacity: column.cardsShown ? 1 : 0
                                        Behavior on opacity { NumberAnimation { duration: Theme.ms(200) } }
                                        Label { text: popup.headers.cards || ""; font.pixelSize: Theme.fontSmall; color: Theme.ink; Layout.fillWidth: true }
                                        Label { text: String(column.modelData.cards); font.pixelSize: Theme.fontSmall; font.bold: true; color: Theme.ink }
                                    }
                                    RowLayout {
                                        Layout.fillWidth: true
                                        opacity: column.rampartsShown ? 1 : 0
                                        Behavior on opacity { NumberAnimation { duration: Theme.ms(200) } }
                                        Label { text: popup.headers.ramparts || ""; font.pixelSize: Theme.fontSmall; color: Theme.ink; Layout.fillWidth: true }
                                        Label { text: String(column.modelData.ramparts); font.pixelSize: Theme.fontSmall; font.bold: true; color: Theme.ink }
                                    }
                                    RowLayout {
                                        Layout.fillWidth: true
                                        Label { text: popup.headers.total || ""; font.pixelSize: Theme.fontBody; font.bold: true; color: Theme.ink; Layout.fillWidth: true }
                                        Label { objectName: "total_" + column.modelData.seat; text: String(column.running); font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.accent }
                                    }
                                }
                            }
                        }
                    }
                }
                ResultsChart {  // drawn a frame after the rest of the dialog
                    chart: popup.data.chart || ({})
                    chartName: "chart_score"
                    fontPixelSize: Theme.fontSmall
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumWidth: Theme.px(320)
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
