import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "components"

// Set up a game: how many play, who (human or computer and its level), names,
// colours, and the game's own options read generically from its spec.
Page {
    id: page

    required property var app
    required property string gameId
    readonly property var shelf: app.shelf
    readonly property var options: shelf.options(gameId)
    readonly property var game: shelf.games.find(g => g.id === gameId)
    property var values: ({})
    property bool practice: false
    property int firstGamePlayers: 0  // from a lesson's "Play a real game": the player and normal computers, this many
    property int players: firstGamePlayers || Math.min(4, game.maxPlayers)
    readonly property var problems: shelf.optionProblems(gameId, players, values)
    readonly property string problem: shelf.checkOptions(gameId, players, values)
    readonly property var controllers: [
        { value: "human", label: qsTr("Human") },
        { value: "ai:easy", label: qsTr("Computer · easy") },
        { value: "ai:normal", label: qsTr("Computer · normal") },
        { value: "ai:hard", label: qsTr("Computer · hard") }
    ]

    objectName: "newGamePage"
    background: Rectangle { color: Theme.paper }

    function setValue(key, value) {
        let copy = Object.assign({}, values)
        copy[key] = value
        values = copy
    }

    function freeColour(except) {
        const taken = []
        for (let i = 0; i < seats.count; ++i)
            if (i !== except) taken.push(seats.get(i).colour)
        return shelf.palette.find(c => taken.indexOf(c) < 0)
    }

    function nextColour(index) {
        const palette = shelf.palette
        let at = palette.indexOf(seats.get(index).colour)
        for (let step = 1; step <= palette.length; ++step) {
            const c = palette[(at + step) % palette.length]
            let used = false
            for (let i = 0; i < seats.count; ++i)
                if (i !== index && seats.get(i).colour === c) used = true
            if (!used) return c
        }
        return seats.get(index).colour
    }

    function syncSeats() {
        while (seats.count < players)
            seats.append({ name: shelf.defaultName(seats.count + 1), colour: freeColour(-1),
                           controller: seats.count === 0 ? "human" : "ai:normal" })
        while (seats.count > players)
            seats.remove(seats.count - 1)
    }

    function start() {
        let list = []
        for (let i = 0; i < seats.count; ++i) {
            const s = seats.get(i)
            list.push({ name: s.name.trim() || shelf.defaultName(i + 1), colour: s.colour, controller: s.controller })
        }
        app.controller.newGame(gameId, list, values, practice)
    }

    onPlayersChanged: syncSeats()
    Component.onCompleted: {
        let v = {}
        for (const o of options) v[o.key] = o["default"]
        values = v
        syncSeats()
    }

    ListModel { id: seats }

    header: ToolBar {
        height: Theme.px(56)
        background: Rectangle { color: Theme.wood }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.px(12)
            ToolButton {
                text: qsTr("‹ Back")
                palette.buttonText: "#fdf3e1"
                font.pixelSize: Theme.fontBody
                onClicked: page.StackView.view.pop()
            }
            Label {
                text: qsTr("New game: %1").arg(page.game.name)
                color: "#fdf3e1"
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Layout.fillWidth: true
            }
            ToolButton {
                objectName: "learnButton"
                visible: page.app.controller.tutorialModel.available(page.gameId)  // only games with a lesson
                text: qsTr("Learn to play")
                palette.buttonText: "#fdf3e1"
                font.pixelSize: Theme.fontBody
                Layout.rightMargin: Theme.px(12)
                onClicked: page.app.controller.tutorialModel.start(page.gameId)
            }
        }
    }

    // Practice, the Start button and what stops it stay in view at any window size; the form above scrolls.
    // Practice keeps the options' column: its switch where their controls start, Start at the column's end.
    footer: Rectangle {
        implicitHeight: footerColumn.implicitHeight + Theme.px(20)
        color: Theme.paper
        Rectangle { width: parent.width; height: 1; color: Theme.line }
        ColumnLayout {
            id: footerColumn
            width: form.width
            x: (parent.width - width) / 2
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.px(6)
            Label {
                objectName: "setupProblem"
                visible: page.problem !== ""
                text: page.problem
                color: Theme.accent
                font.pixelSize: Theme.fontBody
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            // Practice: for learning, undo may cross rolls, draws and reveals; the record says so.
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.px(16)
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: Theme.px(2)
                    Label {
                        objectName: "optionLabel_practice"
                        text: qsTr("Practice")
                        color: Theme.ink
                        font.pixelSize: Theme.fontBody
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "practiceNote"
                        text: qsTr("Free undo: take back your decisions even after dice, draws or reveals. The game is marked as assisted, in its save too.")
                        color: Theme.inkSoft
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
                Item {
                    Layout.preferredWidth: page.controlWidth
                    implicitHeight: Math.max(practiceSwitch.implicitHeight, startButton.implicitHeight)
                    Switch {
                        id: practiceSwitch
                        objectName: "practiceSwitch"
                        anchors.verticalCenter: parent.verticalCenter
                        leftPadding: 0
                        Accessible.name: qsTr("Practice")
                        checked: page.practice
                        onToggled: page.practice = checked
                    }
                    TableButton {
                        id: startButton
                        objectName: "startButton"
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("Start the game")
                        primary: true
                        enabled: page.problem === ""
                        font.pixelSize: Theme.fontLarge
                        onClicked: page.start()
                    }
                }
            }
        }
    }

    // One column for the options and Practice: labels on the left, controls of one width on the right, as
    // wide as the longest choice of any game's options, so the column starts at one place in every game.
    // Measured here, as the style's ComboBox lays out a choice (its paddings, the ▼ and its spacing): a
    // hidden ComboBox is never polished, so its widest text would stay that of an earlier window size.
    readonly property real controlWidth: Math.ceil(Math.max(Theme.px(300), widestChoice
                                                            + indicatorMetrics.advanceWidth("▼") + Theme.px(8 + 4 + 8 + 6) + 2))
    readonly property real widestChoice: {
        let widest = choiceMetrics.font.pixelSize * 0  // measured again when the font size changes
        for (const g of shelf.games)
            for (const o of shelf.options(g.id))
                for (const c of (o.isBool ? [] : o.choices))
                    widest = Math.max(widest, choiceMetrics.advanceWidth(c.label))
        return widest
    }
    FontMetrics { id: choiceMetrics; font.pixelSize: Theme.fontBody }
    FontMetrics { id: indicatorMetrics; font.pixelSize: Theme.text(Theme.fontBody * 0.7) }

    ScrollView {
        objectName: "newGameScroll"
        anchors.fill: parent
        contentWidth: availableWidth
        // When the form is taller than the window (many options, a small window), its scroll bar shows it.
        ScrollBar.vertical.policy: contentHeight > availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded

        ColumnLayout {
            id: form
            width: Math.min(parent.width - Theme.px(48), Theme.px(900))
            x: (parent.width - width) / 2
            spacing: Theme.px(8)  // every game's form fits 1280x720 without scrolling (at its first player count)

            Item { height: Theme.px(2) }

            RowLayout {
                spacing: Theme.px(12)
                Label { text: qsTr("Players"); font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.ink }
                SpinBox {
                    objectName: "playerCount"
                    Accessible.name: qsTr("Number of players")
                    from: page.game.minPlayers
                    to: page.game.maxPlayers
                    value: page.players
                    font.pixelSize: Theme.fontBody
                    onValueModified: page.players = value
                }
            }

            Repeater {
                model: seats
                delegate: Rectangle {
                    id: seatRow
                    required property int index
                    required property string name
                    required property string colour
                    required property string controller
                    Layout.fillWidth: true
                    height: Theme.px(40)
                    radius: Theme.radius
                    color: Theme.card
                    border.color: Theme.line

                    RowLayout {
                        anchors.fill: parent
                        anchors.leftMargin: Theme.px(12)
                        anchors.rightMargin: Theme.px(12)
                        spacing: Theme.px(12)
                        SeatToken {  // the seat's colour, number and shape, as at the table
                            minimumPixelSize: Theme.minText
                            objectName: "seatToken"
                            Layout.preferredWidth: Theme.px(34)  // in a row layout: it grows with the window
                            Layout.preferredHeight: Theme.px(34)
                            seat: seatRow.index
                            colour: seatRow.colour
                            ToolTip.visible: colourArea.containsMouse
                            ToolTip.text: qsTr("Click for another colour")
                            Accessible.role: Accessible.Button
                            Accessible.name: qsTr("Seat %1's colour and shape: click for another colour").arg(seatRow.index + 1)
                            Accessible.onPressAction: seats.setProperty(seatRow.index, "colour", page.nextColour(seatRow.index))
                            activeFocusOnTab: true
                            Keys.onSpacePressed: seats.setProperty(seatRow.index, "colour", page.nextColour(seatRow.index))
                            FocusRing { target: parent }
                            MouseArea {
                                id: colourArea
                                anchors.fill: parent
                                hoverEnabled: true
                                cursorShape: Qt.PointingHandCursor
                                onClicked: seats.setProperty(seatRow.index, "colour", page.nextColour(seatRow.index))
                            }
                        }
                        TextField {
                            objectName: "seatName_" + seatRow.index
                            Accessible.name: qsTr("Name of player %1").arg(seatRow.index + 1)
                            Layout.fillWidth: true
                            text: seatRow.name
                            maximumLength: page.app.controller.nameLimit  // what a save may hold
                            font.pixelSize: Theme.fontBody
                            placeholderText: page.shelf.defaultName(seatRow.index + 1)
                            onTextEdited: seats.setProperty(seatRow.index, "name", text)
                        }
                        ComboBox {
                            Layout.preferredWidth: Math.max(Theme.px(230), implicitWidth)  // the longest choice fits
                            model: page.controllers
                            textRole: "label"
                            valueRole: "value"
                            font.pixelSize: Theme.fontBody
                            currentIndex: page.controllers.findIndex(c => c.value === seatRow.controller)
                            Accessible.name: qsTr("Who plays seat %1: %2").arg(seatRow.index + 1).arg(currentText)
                            onActivated: seats.setProperty(seatRow.index, "controller", currentValue)
                        }
                    }
                }
            }

            Label {
                visible: page.options.length > 0
                text: qsTr("Options")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.ink
                Layout.topMargin: Theme.px(4)
            }

            Repeater {
                    model: page.options
                delegate: ColumnLayout {
                    id: optionRow
                    required property var modelData
                    readonly property string refusal: page.problems[modelData.key] || ""
                    // Options that only matter with other options' values (the core says which).
                    visible: Object.keys(modelData.onlyWith).every(k => page.values[k] === modelData.onlyWith[k])
                    Layout.fillWidth: true
                    spacing: Theme.px(2)
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.px(16)
                        Label {
                            objectName: "optionLabel_" + optionRow.modelData.key
                            text: optionRow.modelData.label
                            color: Theme.ink
                            font.pixelSize: Theme.fontBody
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        ComboBox {
                            id: combo
                            objectName: "optionControl_" + optionRow.modelData.key
                            visible: !optionRow.modelData.isBool
                            Layout.preferredWidth: page.controlWidth  // the longest choice of any option fits
                            model: optionRow.modelData.choices
                            textRole: "label"
                            valueRole: "value"
                            font.pixelSize: Theme.fontBody
                            Accessible.name: optionRow.modelData.label + ": " + currentText
                            currentIndex: optionRow.modelData.choices.findIndex(
                                              c => c.value === page.values[optionRow.modelData.key])
                            onActivated: page.setValue(optionRow.modelData.key, currentValue)
                        }
                        Item {  // the switch at the column's left edge, where the combo boxes start
                            visible: optionRow.modelData.isBool
                            Layout.preferredWidth: page.controlWidth
                            implicitHeight: optionSwitch.implicitHeight
                            Switch {
                                id: optionSwitch
                                objectName: "optionControl_" + optionRow.modelData.key
                                leftPadding: 0
                                Accessible.name: optionRow.modelData.label
                                enabled: optionRow.refusal === "" || checked
                                checked: page.values[optionRow.modelData.key] === true
                                onToggled: page.setValue(optionRow.modelData.key, checked)
                            }
                        }
                    }
                    Label {
                        visible: optionRow.refusal !== ""
                        text: optionRow.refusal
                        color: Theme.inkSoft
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
            }

            Item { implicitHeight: Theme.px(2) }
        }
    }
}
