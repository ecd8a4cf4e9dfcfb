import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "components"

// The home screen: the five games on a shelf, plus resume / load / settings.
Page {
    id: page

    required property var app
    readonly property var shelf: app.shelf
    readonly property var controller: app.controller
    readonly property var covers: ({
        "grands_tours": "#a23b2c", "grandprix_f1": "#1d4e89", "tournay": "#6a4c93",
        "dice_road_race": "#2f7a55", "grimoire": "#3d2c5e"
    })

    // Cover drawings of the games that have a table; the others show their initial. Later games keep theirs
    // beside their table, as games/<id>/Cover.qml.
    readonly property var art: ({
        "dice_road_race": diceCover, "grands_tours": jerseyCover, "grimoire": bookCover
    })
    readonly property var artFiles: ({
        "grandprix_f1": "games/grandprix_f1/Cover.qml", "tournay": "games/tournay/Cover.qml"
    })

    Component {
        id: diceCover
        Row {
            spacing: Theme.px(6)
            Repeater {
                model: [5, 3, 6]
                Die {
                    required property int modelData
                    face: modelData
                    size: Theme.px(38)
                    animationScale: 0
                    rotation: (modelData - 4) * 9
                }
            }
        }
    }

    Component {
        id: jerseyCover  // the three jersey dice: overall (yellow), sprint (green), mountain (white, red pips)
        Row {
            spacing: Theme.px(6)
            Repeater {
                model: [{ face: 6, body: "#f4c430", pips: "#231a14" }, { face: 4, body: "#2e8b57", pips: "#fbf7ee" },
                        { face: 5, body: "#fbf7ee", pips: "#c0392b" }]
                Die {
                    required property var modelData
                    required property int index
                    face: modelData.face
                    dieColor: modelData.body
                    pipColor: modelData.pips
                    size: Theme.px(38)
                    animationScale: 0
                    rotation: (index - 1) * 10
                }
            }
        }
    }

    Component {
        id: bookCover  // an open spell book with a bookmark ribbon
        Item {
            width: Theme.px(120)
            height: Theme.px(70)
            Repeater {
                model: 2
                Rectangle {
                    required property int index
                    x: index * parent.width / 2
                    width: parent.width / 2
                    height: parent.height
                    radius: Theme.px(4)
                    color: "#f3e7cf"
                    border.color: "#b89b6a"
                    Column {
                        anchors.centerIn: parent
                        spacing: Theme.px(6)
                        Repeater {
                            model: 4
                            Rectangle {
                                width: Theme.px(38)
                                height: Theme.px(3)
                                radius: height / 2
                                color: "#8a7350"
                                opacity: 0.6
                            }
                        }
                    }
                }
            }
            Rectangle {  // the ribbon
                x: parent.width * 0.72
                y: -Theme.px(6)
                width: Theme.px(9)
                height: parent.height + Theme.px(14)
                color: "#c0392b"
            }
        }
    }

    objectName: "homePage"
    background: Rectangle { color: Theme.paper }

    header: ToolBar {
        height: Theme.px(64)
        background: Rectangle { color: Theme.wood }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.px(24)
            anchors.rightMargin: Theme.px(16)
            Label {
                text: qsTr("Gameshelf")
                color: "#fdf3e1"
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Label {
                text: qsTr("Tabletop games for one computer")
                color: "#e7d3b4"
                font.pixelSize: Theme.fontBody
                Layout.leftMargin: Theme.px(12)
                Layout.alignment: Qt.AlignBaseline
            }
            Item { Layout.fillWidth: true }
            ToolButton {
                text: qsTr("Settings")
                font.pixelSize: Theme.fontBody
                palette.buttonText: "#fdf3e1"
                onClicked: page.app.openPage(Qt.resolvedUrl("SettingsPage.qml"), { app: page.app })
            }
            ToolButton {
                text: qsTr("About")
                font.pixelSize: Theme.fontBody
                palette.buttonText: "#fdf3e1"
                onClicked: page.app.openPage(Qt.resolvedUrl("AboutPage.qml"), { app: page.app })
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(28)
        spacing: Theme.px(18)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(12)
            Label {
                text: qsTr("Choose a game")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.ink
                Layout.fillWidth: true
            }
            TableButton {
                objectName: "resumeButton"
                visible: page.controller.hasAutosave
                text: page.controller.autosaveSummary || qsTr("Resume last game")
                primary: true
                onClicked: page.controller.resume()
            }
            TableButton {
                objectName: "loadButton"
                text: qsTr("Load a saved game…")
                onClicked: page.app.loadGame()
            }
            TableButton {
                objectName: "replayFileButton"
                text: qsTr("Watch a replay…")
                onClicked: page.app.watchReplayFile()
            }
        }

        RowLayout {
            id: shelfRow
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.px(16)

            Repeater {
                id: cards
                objectName: "gameCards"
                model: page.shelf.games

                delegate: Rectangle {
                    id: card
                    required property var modelData
                    objectName: "gameCard_" + modelData.id
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.maximumHeight: Theme.px(470)
                    Layout.alignment: Qt.AlignTop
                    radius: Theme.radius
                    color: Theme.card
                    border.color: Theme.line
                    clip: true

                    Rectangle {
                        id: cover
                        anchors { left: parent.left; right: parent.right; top: parent.top }
                        height: parent.height * 0.42
                        radius: Theme.radius
                        color: Qt.tint(page.covers[card.modelData.id] || Theme.wood,
                                       card.modelData.available ? "transparent" : "#88f3ece0")
                        Rectangle {  // square off the cover's lower corners
                            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                            height: Theme.radius
                            color: parent.color
                        }
                        Loader {
                            anchors.centerIn: parent
                            sourceComponent: page.art[card.modelData.id] || null
                        }
                        Loader {
                            objectName: "cover_" + card.modelData.id
                            anchors.centerIn: parent
                            active: page.artFiles[card.modelData.id] !== undefined
                            source: active ? Qt.resolvedUrl(page.artFiles[card.modelData.id]) : ""
                        }
                        Label {
                            anchors.centerIn: parent
                            visible: page.art[card.modelData.id] === undefined
                                     && page.artFiles[card.modelData.id] === undefined
                            text: card.modelData.name.charAt(0)
                            color: "#ffffff"
                            opacity: 0.85
                            font.pixelSize: Theme.text(Theme.px(64))
                            font.bold: true
                        }
                        Rectangle {
                            visible: !card.modelData.available
                            anchors { right: parent.right; top: parent.top; margins: Theme.px(10) }
                            width: comingLabel.implicitWidth + Theme.px(16)
                            height: comingLabel.implicitHeight + Theme.px(8)
                            radius: height / 2
                            color: "#fdf3e1"
                            Label {
                                id: comingLabel
                                anchors.centerIn: parent
                                text: qsTr("Coming")
                                color: Theme.ink
                                font.pixelSize: Theme.fontSmall
                                font.bold: true
                            }
                        }
                    }

                    ColumnLayout {
                        anchors { left: parent.left; right: parent.right; top: cover.bottom; bottom: parent.bottom }
                        anchors.margins: Theme.px(14)
                        spacing: Theme.px(6)
                        Label {
                            text: card.modelData.name
                            font.pixelSize: Theme.fontLarge
                            font.bold: true
                            color: Theme.ink
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Label {
                            text: card.modelData.players
                            color: Theme.inkSoft
                            font.pixelSize: Theme.fontSmall
                        }
                        Label {
                            text: card.modelData.description
                            color: Theme.ink
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            elide: Text.ElideRight
                        }
                        TableButton {
                            objectName: "play_" + card.modelData.id
                            Layout.fillWidth: true
                            enabled: card.modelData.available
                            primary: card.modelData.available
                            text: card.modelData.available ? qsTr("New game") : qsTr("Coming soon")
                            onClicked: page.app.openPage(Qt.resolvedUrl("NewGamePage.qml"),
                                                         { app: page.app, gameId: card.modelData.id })
                        }
                        Button {
                            objectName: "rules_" + card.modelData.id
                            Layout.fillWidth: true
                            flat: true
                            visible: card.modelData.available
                            text: qsTr("Rules")
                            font.pixelSize: Theme.fontSmall
                            onClicked: page.app.openPage(Qt.resolvedUrl("RulesPage.qml"),
                                                         { app: page.app, gameId: card.modelData.id })
                        }
                    }
                }
            }
        }
    }
}
