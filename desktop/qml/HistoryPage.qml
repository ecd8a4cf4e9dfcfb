import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "components"

// History and statistics: the finished games (filtered by game and player), each openable in the replay
// viewer; the chosen player's games, wins and best scores per game and opposition; each game's typical length.
Page {
    id: page

    required property var app
    readonly property var library: app.controller.libraryModel
    readonly property var gameItems: [{ value: "", label: qsTr("All games") }].concat(
        library.gameChoices.map(g => ({ value: g.id, label: g.name })))
    readonly property var playerItems: [{ value: "", label: qsTr("Everyone") }].concat(
        library.playerChoices.map(n => ({ value: n, label: n })))

    objectName: "historyPage"
    background: Rectangle { color: Theme.paper }
    header: PageHeader {
        title: qsTr("History and statistics")
        onBack: page.StackView.view.pop()
    }

    Component.onCompleted: library.openHistory()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(20)
        spacing: Theme.px(12)

        RowLayout {
            spacing: Theme.px(10)
            Label { text: qsTr("Game"); color: Theme.ink; font.pixelSize: Theme.fontBody }
            ComboBox {
                objectName: "historyGame"
                Layout.preferredWidth: Math.max(Theme.px(220), implicitWidth)
                model: page.gameItems
                textRole: "label"
                valueRole: "value"
                font.pixelSize: Theme.fontBody
                currentIndex: Math.max(0, page.gameItems.findIndex(g => g.value === page.library.historyGame))
                Accessible.name: qsTr("Game: %1").arg(currentText)
                onActivated: page.library.setHistoryFilter(currentValue, page.library.historyPlayer)
            }
            Label {
                text: qsTr("Player")
                color: Theme.ink
                font.pixelSize: Theme.fontBody
                Layout.leftMargin: Theme.px(12)
            }
            ComboBox {
                objectName: "historyPlayer"
                Layout.preferredWidth: Math.max(Theme.px(220), implicitWidth)
                model: page.playerItems
                textRole: "label"
                valueRole: "value"
                font.pixelSize: Theme.fontBody
                currentIndex: Math.max(0, page.playerItems.findIndex(p => p.value === page.library.historyPlayer))
                Accessible.name: qsTr("Player: %1").arg(currentText)
                onActivated: page.library.setHistoryFilter(page.library.historyGame, currentValue)
            }
            Item { Layout.fillWidth: true }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.px(20)

            // --- the finished games ---
            Rectangle {
                Layout.fillHeight: true
                Layout.fillWidth: true
                Layout.preferredWidth: 1  // the two halves share the width equally
                radius: Theme.radius
                color: Theme.card
                border.color: Theme.line

                Label {
                    anchors.centerIn: parent
                    width: parent.width - Theme.px(40)
                    visible: historyList.count === 0
                    text: qsTr("No finished game yet. Games played to the end appear here.")
                    color: Theme.inkSoft
                    font.pixelSize: Theme.fontBody
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                }
                ListView {
                    id: historyList
                    objectName: "historyList"
                    anchors.fill: parent
                    anchors.margins: Theme.px(6)
                    clip: true
                    model: page.library.historyModel
                    ScrollBar.vertical: ScrollBar {}
                    footer: Item {
                        width: ListView.view ? ListView.view.width : 0
                        height: page.library.moreHistory ? moreButton.implicitHeight + Theme.px(16) : 0
                        TableButton {
                            id: moreButton
                            objectName: "moreHistory"
                            anchors.centerIn: parent
                            visible: page.library.moreHistory
                            text: qsTr("Show more games")
                            onClicked: page.library.showMoreHistory()
                        }
                    }
                    delegate: Item {
                        id: entry
                        required property int id
                        required property string gameName
                        required property string facts
                        required property string winners
                        required property string players
                        objectName: "history_" + id
                        width: ListView.view.width - Theme.px(12)
                        height: column.implicitHeight + Theme.px(14)
                        Rectangle {
                            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                            height: 1
                            color: Theme.line
                        }
                        RowLayout {
                            anchors.fill: parent
                            anchors.margins: Theme.px(6)
                            spacing: Theme.px(8)
                            ColumnLayout {
                                id: column
                                Layout.fillWidth: true
                                spacing: Theme.px(1)
                                Label {
                                    text: entry.gameName + " · " + entry.facts
                                    font.pixelSize: Theme.fontSmall
                                    color: Theme.inkSoft
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                }
                                Label {
                                    text: entry.winners
                                    font.pixelSize: Theme.fontBody
                                    font.bold: true
                                    color: Theme.ink
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                }
                                Label {
                                    text: entry.players
                                    font.pixelSize: Theme.fontSmall
                                    color: Theme.ink
                                    wrapMode: Text.Wrap
                                    maximumLineCount: 2
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                }
                            }
                            Button {
                                objectName: "watch_" + entry.id
                                flat: true
                                text: qsTr("Replay")
                                font.pixelSize: Theme.fontSmall
                                Accessible.name: qsTr("Watch the replay: %1, %2").arg(entry.gameName).arg(entry.facts)
                                onClicked: if (page.app.controller.watchGame(entry.id)) page.app.showReplay()
                            }
                        }
                    }
                }
            }

            // --- the player's statistics, and each game's length ---
            ScrollView {
                id: statsView
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.fillHeight: true
                contentWidth: availableWidth
                clip: true

                ColumnLayout {
                    width: statsView.availableWidth
                    spacing: Theme.px(10)

                    Label {
                        text: page.library.historyPlayer !== ""
                              ? qsTr("%1's results").arg(page.library.historyPlayer)
                              : qsTr("Choose a player to see their results.")
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        color: Theme.ink
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Loader {  // the chart needs two bars or more
                        objectName: "winChart"
                        active: page.library.winChart.series !== undefined
                        Layout.preferredWidth: statsView.availableWidth
                        Layout.preferredHeight: active ? Theme.px(280) : 0
                        sourceComponent: SeriesChart {
                            kind: "bar"
                            title: page.library.winChart.title || ""
                            yTitle: page.library.winChart.yTitle || ""
                            categories: page.library.winChart.categories || []
                            series: page.library.winChart.series || []
                            fontPixelSize: Theme.fontSmall
                        }
                    }
                    GridLayout {
                        objectName: "statsTable"
                        visible: page.library.statsModel.count > 0
                        columns: 5
                        columnSpacing: Theme.px(14)
                        rowSpacing: Theme.px(4)
                        Layout.fillWidth: true
                        Repeater {
                            model: [qsTr("Game"), qsTr("Against"), qsTr("Won"), qsTr("Rate"), qsTr("Best score")]
                            Text {
                                required property string modelData
                                text: modelData
                                font.pixelSize: Theme.fontSmall
                                font.bold: true
                                color: Theme.inkSoft
                            }
                        }
                        Repeater {
                            model: page.library.statsModel
                            delegate: Text {
                                required property var row
                                required property int index
                                Layout.row: 1 + index
                                Layout.column: 0
                                text: row.gameName
                                font.pixelSize: Theme.fontSmall
                                color: Theme.ink
                                elide: Text.ElideRight
                                Layout.maximumWidth: Theme.px(170)
                            }
                        }
                        Repeater {
                            model: page.library.statsModel
                            delegate: Text {
                                required property var row
                                required property int index
                                Layout.row: 1 + index
                                Layout.column: 1
                                text: row.against
                                font.pixelSize: Theme.fontSmall
                                color: Theme.ink
                            }
                        }
                        Repeater {
                            model: page.library.statsModel
                            delegate: Text {
                                required property var row
                                required property int index
                                Layout.row: 1 + index
                                Layout.column: 2
                                text: qsTr("%1 of %2").arg(row.wins).arg(row.games)
                                font.pixelSize: Theme.fontSmall
                                color: Theme.ink
                            }
                        }
                        Repeater {
                            model: page.library.statsModel
                            delegate: Text {
                                required property var row
                                required property int index
                                Layout.row: 1 + index
                                Layout.column: 3
                                text: row.rate
                                font.pixelSize: Theme.fontSmall
                                color: Theme.ink
                            }
                        }
                        Repeater {
                            model: page.library.statsModel
                            delegate: Text {
                                required property var row
                                required property int index
                                Layout.row: 1 + index
                                Layout.column: 4
                                text: row.best
                                font.pixelSize: Theme.fontSmall
                                color: Theme.ink
                            }
                        }
                    }
                    Label {
                        text: qsTr("Typical length")
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        color: Theme.ink
                        Layout.topMargin: Theme.px(8)
                        visible: page.library.lengthsModel.count > 0
                    }
                    Repeater {
                        model: page.library.lengthsModel
                        delegate: Label {
                            required property string gameName
                            required property string typical
                            text: gameName + ": " + typical
                            font.pixelSize: Theme.fontSmall
                            color: Theme.ink
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                    }
                }
            }
        }
    }
}
