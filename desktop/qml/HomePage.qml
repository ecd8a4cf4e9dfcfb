import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "components"

// The home screen: the games in progress (Continue), the five games on a shelf, plus load / history / settings.
Page {
    id: page

    required property var app
    readonly property var shelf: app.shelf
    readonly property var controller: app.controller
    readonly property var library: app.controller.libraryModel
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
        // Out of the window while a page covers the home screen (issue 26): Qt walks every item of the window,
        // hidden or not, at each frame that shows or hides one, and a table played over the home screen would
        // pay for the shelf's at each of its frames. Kept whole meanwhile, so coming back shows it at once.
        parent: page.StackView.status === StackView.Inactive ? null : page.contentItem
        anchors.fill: parent
        anchors.margins: Theme.px(28)
        spacing: Theme.px(18)

        Rectangle {  // why games are not being kept (or what happened to the library at start)
            objectName: "libraryProblem"
            visible: page.library.problem !== ""
            Layout.fillWidth: true
            implicitHeight: problemText.implicitHeight + Theme.px(16)
            radius: Theme.px(6)
            color: "#fbe3d6"
            border.color: Theme.accent
            Label {
                id: problemText
                anchors.fill: parent
                anchors.margins: Theme.px(8)
                text: "⚠ " + page.library.problem
                color: Theme.ink
                font.pixelSize: Theme.fontBody
                wrapMode: Text.Wrap
                verticalAlignment: Text.AlignVCenter
            }
        }

        ColumnLayout {  // Continue: every game in progress, the last played first
            objectName: "continueSection"
            visible: page.library.unfinishedModel.count > 0
            Layout.fillWidth: true
            spacing: Theme.px(8)
            Label {
                text: qsTr("Continue")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.ink
            }
            ListView {
                id: continueList
                objectName: "continueList"
                readonly property int bar: Theme.px(12)  // room under the cards for the scroll bar
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.px(94) + bar
                orientation: ListView.Horizontal
                spacing: Theme.px(12)
                clip: true
                model: page.library.unfinishedModel
                ScrollBar.horizontal: ScrollBar { policy: continueList.contentWidth > continueList.width
                                                         ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
                delegate: Rectangle {
                    id: entry
                    required property int id
                    required property string game
                    required property string gameName
                    required property string players
                    required property string when
                    required property string progress
                    objectName: "continue_" + id
                    width: Theme.px(380)
                    height: continueList.height - continueList.bar
                    radius: Theme.radius
                    color: Theme.card
                    border.color: Theme.line
                    Rectangle {  // the game's cover colour, as on its card below
                        anchors { left: parent.left; top: parent.top; bottom: parent.bottom }
                        width: Theme.px(8)
                        radius: Theme.px(3)
                        color: page.covers[entry.game] || Theme.wood
                    }
                    RowLayout {
                        anchors.fill: parent
                        anchors.leftMargin: Theme.px(18)
                        anchors.rightMargin: Theme.px(6)
                        anchors.topMargin: Theme.px(6)
                        anchors.bottomMargin: Theme.px(6)
                        spacing: Theme.px(4)
                        ColumnLayout {
                            Layout.fillWidth: true
                            Layout.preferredWidth: 0  // the text takes what the buttons leave
                            Layout.alignment: Qt.AlignTop
                            spacing: Theme.px(2)
                            Label {
                                text: entry.gameName
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
                            Label {
                                text: entry.progress ? entry.progress + " · " + entry.when : entry.when
                                font.pixelSize: Theme.fontSmall
                                color: Theme.inkSoft
                                elide: Text.ElideRight
                                Layout.fillWidth: true
                            }
                        }
                        ColumnLayout {
                            Layout.alignment: Qt.AlignVCenter
                            Layout.fillWidth: false
                            spacing: 0
                            Button {
                                objectName: "open_" + entry.id
                                Layout.fillWidth: true
                                flat: true
                                text: qsTr("Continue")
                                font.pixelSize: Theme.fontSmall
                                font.bold: true
                                Accessible.name: qsTr("Continue %1: %2").arg(entry.gameName).arg(entry.players)
                                onClicked: page.controller.openGame(entry.id)
                            }
                            Button {
                                objectName: "delete_" + entry.id
                                Layout.fillWidth: true
                                flat: true
                                text: qsTr("Delete…")
                                font.pixelSize: Theme.fontSmall
                                Accessible.name: qsTr("Delete %1: %2").arg(entry.gameName).arg(entry.players)
                                onClicked: deleteDialog.ask(entry.id, entry.gameName, entry.players)
                            }
                        }
                    }
                }
            }
        }

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
                objectName: "historyButton"
                text: qsTr("History")
                onClicked: page.app.openPage(Qt.resolvedUrl("HistoryPage.qml"), { app: page.app })
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
                        RowLayout {  // the lesson (only games with one: desktop/tutorial/scripts/) and the rulebook
                            id: learnRow
                            readonly property bool lesson: card.modelData.available
                                                           && page.controller.tutorialModel.available(card.modelData.id)
                            Layout.fillWidth: true
                            spacing: Theme.px(4)
                            Button {
                                objectName: "learn_" + card.modelData.id
                                Layout.fillWidth: true
                                flat: true
                                leftPadding: Theme.px(4)
                                rightPadding: Theme.px(4)
                                visible: learnRow.lesson
                                text: qsTr("Learn to play")
                                font.pixelSize: Theme.fontSmall
                                font.bold: true
                                onClicked: page.controller.tutorialModel.start(card.modelData.id)
                            }
                            Button {
                                objectName: "rules_" + card.modelData.id
                                Layout.fillWidth: !learnRow.lesson  // alone, centred as before
                                flat: true
                                leftPadding: Theme.px(4)
                                rightPadding: Theme.px(4)
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

    Dialog {
        id: deleteDialog
        objectName: "deleteDialog"
        property int gameId: -1
        property string what: ""
        function ask(id, name, players) {
            gameId = id
            what = name + " — " + players
            open()
        }
        title: qsTr("Delete this game?")
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.8, Theme.px(560))
        modal: true
        ColumnLayout {
            width: deleteDialog.availableWidth
            spacing: Theme.px(14)
            Label {
                objectName: "deleteText"
                Layout.fillWidth: true
                text: qsTr("%1\nThe game in progress is deleted for good; it cannot be brought back.").arg(deleteDialog.what)
                wrapMode: Text.Wrap
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: Theme.px(10)
                TableButton {
                    objectName: "deleteCancel"
                    text: qsTr("Keep it")
                    onClicked: deleteDialog.close()
                }
                TableButton {
                    objectName: "deleteConfirm"
                    text: qsTr("Delete")
                    onClicked: {
                        page.library.deleteGame(deleteDialog.gameId)
                        deleteDialog.close()
                    }
                }
            }
        }
    }
}
