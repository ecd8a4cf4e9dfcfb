import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "components"

// The table around any game: toolbar (home, undo/redo, save/load, rules),
// the game's own scene, keyboard input, refusals and the hot-seat screen.
Page {
    id: page

    required property var app
    readonly property var controller: app.controller
    readonly property var tutorial: controller.tutorialModel

    // The seat number of the player the computer is handed to (-1 if no row matches).
    function seatOf(name, colour) {
        const rows = controller.playersModel
        for (let i = 0; i < rows.count; ++i) {
            const row = rows.get(i)
            if (row.name === name && Qt.colorEqual(row.colour, colour)) return row.seat
        }
        return -1
    }
    readonly property var keyNames: ({
        [Qt.Key_1]: "1", [Qt.Key_2]: "2", [Qt.Key_3]: "3", [Qt.Key_4]: "4", [Qt.Key_5]: "5", [Qt.Key_6]: "6",
        [Qt.Key_Left]: "Left", [Qt.Key_Right]: "Right", [Qt.Key_Up]: "Up", [Qt.Key_Down]: "Down",
        [Qt.Key_Return]: "Return", [Qt.Key_Enter]: "Enter", [Qt.Key_Escape]: "Escape", [Qt.Key_Space]: "Space",
        [Qt.Key_F]: "F", [Qt.Key_Y]: "Y", [Qt.Key_N]: "N"
    })

    // The game's reference card (ReferencePage.qml), over the table as the rulebook opens.
    function openCard() {
        app.openPage(Qt.resolvedUrl("ReferencePage.qml"), { app: app, gameId: controller.gameId })
    }

    objectName: "tablePage"
    focus: true
    background: Rectangle { color: Theme.felt }

    Keys.onPressed: event => {
        if (event.key === Qt.Key_F1 && tutorial.hasCard(controller.gameId)) {
            openCard()
            event.accepted = true
            return
        }
        if (event.key === Qt.Key_Tab && !(event.modifiers & Qt.ShiftModifier) && coach.visible && coach.enterKeys(true)) {
            event.accepted = true  // in a lesson, Tab from the table goes to the coach first
            return
        }
        if (tutorial.canNext && [Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter].indexOf(event.key) >= 0) {
            tutorial.next()  // a lesson's narrated step goes on with the key, as with Next
            event.accepted = true
            return
        }
        if (event.modifiers & Qt.ControlModifier) {
            if (event.key === Qt.Key_Z) { controller.undo(); event.accepted = true }
            else if (event.key === Qt.Key_Y) { controller.redo(); event.accepted = true }
            else if (event.key === Qt.Key_S) { app.saveGame(); event.accepted = true }
            return
        }
        if (event.key === Qt.Key_H && !controller.handOver) {
            if (controller.canHint) controller.hint()
            event.accepted = true
            return
        }
        const name = keyNames[event.key]
        if (name !== undefined && !controller.handOver) {
            controller.press(name)
            event.accepted = true
        }
    }

    Connections {
        target: page.controller
        function onRefused(reason) { refusal.showWithRule(reason, page.controller.refusalRule) }
    }

    header: ToolBar {
        height: Theme.px(52)
        background: Rectangle { color: Theme.wood }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.px(10)
            anchors.rightMargin: Theme.px(10)
            spacing: Theme.px(4)
            ToolButton {
                objectName: "homeButton"
                text: qsTr("‹ Home")
                palette.buttonText: "#fdf3e1"
                font.pixelSize: Theme.fontBody
                onClicked: page.app.showHome()
            }
            Label {
                text: page.controller.gameName
                color: "#fdf3e1"
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Layout.leftMargin: Theme.px(8)
            }
            ElidedLabel {
                objectName: "stageLabel"
                text: page.controller.stageLabel  // not read from the panel: that would make the whole panel anew in JS
                color: "#e7d3b4"
                font.pixelSize: Theme.fontBody
                // a long stage (Japanese at 960x540) takes a second line rather than being cut
                wrapMode: Text.Wrap
                maximumLineCount: 2
                lineHeight: 0.9
                Layout.leftMargin: Theme.px(12)
                Layout.fillWidth: true
            }
            ToolButton {
                objectName: "undoButton"
                text: qsTr("← Undo")
                enabled: page.controller.canUndo
                palette.buttonText: "#fdf3e1"
                palette.disabled.buttonText: "#9c8266"
                font.pixelSize: Theme.fontBody
                onClicked: page.controller.undo()
            }
            ToolButton {
                objectName: "redoButton"
                text: qsTr("→ Redo")
                enabled: page.controller.canRedo
                palette.buttonText: "#fdf3e1"
                palette.disabled.buttonText: "#9c8266"
                font.pixelSize: Theme.fontBody
                onClicked: page.controller.redo()
            }
            ToolButton {
                objectName: "hintButton"
                text: qsTr("Hint (H)")
                enabled: page.controller.canHint && !page.controller.hinting
                palette.buttonText: "#fdf3e1"
                palette.disabled.buttonText: "#9c8266"
                font.pixelSize: Theme.fontBody
                onClicked: page.controller.hint()
            }
            ToolButton {
                objectName: "watchReplayTool"
                visible: page.controller.over
                text: qsTr("Watch the replay")
                palette.buttonText: "#fdf3e1"
                font.pixelSize: Theme.fontBody
                onClicked: page.app.watchReplay()
            }
            Item { width: Theme.px(12) }
            ToolButton {
                text: qsTr("Save")
                palette.buttonText: "#fdf3e1"
                font.pixelSize: Theme.fontBody
                onClicked: page.app.saveGame()
            }
            ToolButton {
                text: qsTr("Load")
                palette.buttonText: "#fdf3e1"
                font.pixelSize: Theme.fontBody
                onClicked: page.app.loadGame()
            }
            ToolButton {
                objectName: "cardButton"
                visible: page.tutorial.hasCard(page.controller.gameId)
                text: qsTr("? (F1)")
                Accessible.name: qsTr("The game at a glance (F1)")
                palette.buttonText: "#fdf3e1"
                font.pixelSize: Theme.fontBody
                onClicked: page.openCard()
            }
            ToolButton {
                text: qsTr("Rules")
                palette.buttonText: "#fdf3e1"
                font.pixelSize: Theme.fontBody
                onClicked: page.app.openPage(Qt.resolvedUrl("RulesPage.qml"),
                                             { app: page.app, gameId: page.controller.gameId })
            }
            ToolButton {
                id: settingsButton
                text: qsTr("Settings")
                Keys.onTabPressed: event => {  // on to the coach
                    event.accepted = !(event.modifiers & Qt.ShiftModifier) && coach.visible && coach.enterKeys(true)
                }
                palette.buttonText: "#fdf3e1"
                font.pixelSize: Theme.fontBody
                onClicked: page.app.openPage(Qt.resolvedUrl("SettingsPage.qml"), { app: page.app })
            }
        }
    }

    Loader {
        id: scene
        objectName: "sceneLoader"
        anchors.fill: parent
        // drawn under the opaque hand-over screen, from the next player's eyes once the screen is up; hidden while
        // a screen reader may read it
        visible: !page.controller.handOverHidden
        function reload() {
            if (page.controller.active)
                setSource(page.controller.sceneSource, { controller: page.controller })
            else
                source = ""
        }
        Component.onCompleted: reload()
        onLoaded: page.guideDock = page.findDock(item)
        Connections {
            target: page.controller
            function onActiveChanged() { scene.reload() }
        }
    }

    // The guide's place (a lesson's coach, a hint): the head of the scene's game log (GameLog's guideDock),
    // which makes way for it, so a guide never lies over the table. One place for both: only one shows at a
    // time (a lesson offers no hint).
    property Item guideDock: null
    function findDock(root) {
        const todo = [root]
        while (todo.length > 0) {
            const item = todo.pop()
            if (!item) continue
            if (item.objectName === "guideDock") return item
            for (let i = 0; i < item.children.length; i++) todo.push(item.children[i])
        }
        return null
    }
    readonly property real guideHeight: coach.visible ? coach.implicitHeight
                                        : hintPanel.visible ? hintPanel.implicitHeight : 0
    Binding {
        target: page.guideDock
        when: page.guideDock !== null
        property: "reserve"
        value: page.guideHeight
    }

    HandOverScreen {
        objectName: "handOver"
        anchors.fill: parent
        visible: page.controller.handOver
        playerName: page.controller.handOverName
        playerColor: page.controller.handOverColour || "#888888"
        playerSeat: page.seatOf(page.controller.handOverName, page.controller.handOverColour)
        animationScale: Theme.animationScale
        z: 500
        onReady: {
            page.controller.handOverDone()
            page.forceActiveFocus()
        }
    }

    // The hint: the suggested move first (it is also lit on the table), then the next two options. It takes
    // the guide's place at the head of the log (without a dock: the top centre of the page).
    Rectangle {
        id: hintPanel
        objectName: "hintPanel"
        visible: page.controller.hinting || page.controller.hintLines.length > 0
        parent: page.guideDock || page.contentItem
        x: page.guideDock ? 0 : (parent.width - width) / 2
        y: page.guideDock ? 0 : Theme.px(8)
        width: page.guideDock ? parent.width : Math.min(page.width * 0.6, Theme.px(640))
        height: page.guideDock ? parent.height : implicitHeight
        implicitHeight: hintColumn.implicitHeight + Theme.px(20)
        radius: Theme.px(8)
        color: "#fdf3e1"
        border.color: Theme.accent
        border.width: Theme.px(2)
        z: 400
        TapHandler { onTapped: page.controller.dismissHint() }  // click to close
        Flickable {  // the lines scroll when the dock is shorter than they are
            anchors.fill: parent
            anchors.margins: Theme.px(10)
            contentHeight: hintColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            Column {
                id: hintColumn
                width: parent.width
                spacing: Theme.px(2)
                Label {
                    text: page.controller.hinting ? qsTr("Looking for a good move…") : qsTr("Hint (click to close)")
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: "#3b2a1a"
                }
                Repeater {
                    model: page.controller.hinting ? [] : page.controller.hintLines
                    Label {
                        required property string modelData
                        required property int index
                        width: hintColumn.width
                        wrapMode: Text.WordWrap
                        text: (index + 1) + ". " + modelData
                        font.pixelSize: Theme.fontBody
                        font.bold: index === 0
                        color: "#3b2a1a"
                    }
                }
            }
        }
    }

    // Every game's end screen (its final result dialog) offers the replay: one button for all five games,
    // above the result dialog (a popup of its own, so the dialog's modality leaves it clickable). It comes with
    // the dialog, a frame after the last decision (ResultsPopup).
    NextFrame {
        id: finalResults
        when: page.controller.over && page.controller.dialog.final === true
        item: page.contentItem
    }
    Popup {
        objectName: "replayOffer"
        visible: finalResults.ready && page.visible
        modal: false
        focus: false
        closePolicy: Popup.NoAutoClose
        z: 10  // over the result dialog (a popup at z 0)
        x: (parent.width - width) / 2  // the parent is the page's content, under the toolbar
        // bottom centre, in the room every results dialog leaves under it (Theme.underResults); the dialogs
        // keep their own buttons to the right
        y: parent.height - height - Theme.px(6)
        padding: 0
        background: null
        TableButton {
            objectName: "watchReplayButton"
            text: qsTr("Watch the replay")
            primary: true
            onClicked: page.app.watchReplay()
        }
    }

    CoachPanel {  // "Learn to play": the lesson's step
        id: coach
        app: page.app
        tutorial: page.tutorial
        dock: page.guideDock
        page: page.contentItem
        shown: page.visible
        onRuleActivated: (rule) => page.app.openPage(Qt.resolvedUrl("RulesPage.qml"),
                                                     { app: page.app, gameId: page.controller.gameId, section: rule })
        onCardRequested: page.openCard()
        onKeysLeft: to => {
            if (to === "toolbar") settingsButton.forceActiveFocus(Qt.BacktabFocusReason)
            else if (!(to === "log" && page.guideDock && page.guideDock.takeKeys())) page.forceActiveFocus()
        }
        onPlayRealGame: page.app.playFirstGame(page.tutorial.gameId, page.tutorial.firstGamePlayers)
    }

    Toast {
        id: refusal
        objectName: "refusal"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.px(150)
        z: 600
        animationScale: Theme.animationScale
        fontPixelSize: Theme.fontBody
        maximumWidth: page.width * 0.6
        // "Rule": the rulebook, opened at the section the reason comes from
        onRuleActivated: (rule) => page.app.openPage(Qt.resolvedUrl("RulesPage.qml"),
                                                     { app: page.app, gameId: page.controller.gameId, section: rule })
    }
}
