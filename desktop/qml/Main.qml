import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Gameshelf
import "components"

ApplicationWindow {
    id: window

    required property Shelf shelf
    readonly property GameController controller: shelf.controller as GameController
    readonly property Settings settings: shelf.settings as Settings

    visible: true
    minimumWidth: 960
    minimumHeight: 540
    title: controller.active ? qsTr("Gameshelf — %1").arg(controller.gameName) : qsTr("Gameshelf")
    color: Theme.paper
    font.pixelSize: Theme.fontBody

    // the table scales with the window, from its first size on (--size 960x540 opens it smaller)
    Binding { target: Theme; property: "scale"; value: Math.min(window.width / 1280, window.height / 720) }

    Binding { target: Theme; property: "animationScale"; value: window.settings.animationScale }
    Binding { target: Theme; property: "felt"; value: window.settings.tableColour }

    // The table and the replay viewer are compiled when first shown: the home screen's first frame does without.
    function showing(page) { return stack.currentItem !== null && stack.currentItem.objectName === page }
    function showTable() {
        if (showing("tablePage"))
            return
        // The table takes the place of every page above home (the new-game screen it was started from, a
        // rulebook): the table is left only for home, so none of them would be seen again, and hidden under it
        // they still cost each of its frames on the software renderer, which goes through every drawn piece of
        // a hidden page's text fields (the new-game screen's ~50, a rulebook's ~840; issue 26).
        if (stack.depth > 1)
            stack.replace(stack.get(1), Qt.resolvedUrl("TablePage.qml"), { app: window })
        else
            stack.push(Qt.resolvedUrl("TablePage.qml"), { app: window })
    }
    function showHome() {
        controller.close()
        controller.replayViewer.close()
        stack.pop(null)
    }
    // The replay viewer: this game from its set-up ("Watch the replay"), or a save chosen on the home screen.
    function showReplay() {
        if (!showing("replayPage"))
            stack.push(Qt.resolvedUrl("ReplayPage.qml"), { app: window })
    }
    function watchReplay() { if (controller.watchReplay()) showReplay() }
    function watchReplayFile() { replayDialog.open() }
    function closeReplay() {
        if (showing("replayPage"))
            stack.pop()
        controller.replayViewer.close()
    }
    function openPage(component, props) { stack.push(component, props || {}) }
    // "Learn to play": the game's lesson at step `step` (from 1), or where the player left it (0).
    function learn(gameId, step) {
        if (step > 0) controller.tutorialModel.open(gameId, step - 1)
        else controller.tutorialModel.start(gameId)
    }
    // A lesson's last step: home, then the new-game screen set up for a first game. Done here, not by the table
    // page, which going home destroys.
    function playFirstGame(gameId, players) {
        showHome()
        openPage(Qt.resolvedUrl("NewGamePage.qml"), { app: window, gameId: gameId, firstGamePlayers: players })
    }
    // A file the app was asked to open (a double-click in a file manager) that it cannot read: said in a window,
    // since nobody sees the terminal.
    function showProblem(text) {
        problemDialog.text = text
        problemDialog.open()
    }
    function saveGame() { saveDialog.open() }
    function loadGame() { loadDialog.open() }

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        initialItem: HomePage { app: window }
        // Page changes follow the animation setting (instant for reduced motion).
        pushEnter: Transition { NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.ms(220) } }
        pushExit: Transition { NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.ms(220) } }
        popEnter: Transition { NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.ms(220) } }
        popExit: Transition { NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.ms(220) } }
        replaceEnter: Transition { NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.ms(220) } }
        replaceExit: Transition { NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.ms(220) } }
    }

    Connections {
        target: window.controller
        function onActiveChanged() { if (window.controller.active) window.showTable() }
        function onNotice(text) { toast.show(text) }
    }
    Connections {
        target: window.controller.replayViewer
        function onNotice(text) { toast.show(text) }
    }

    Component.onCompleted: if (controller.active) showTable()

    FileDialog {
        id: saveDialog
        title: qsTr("Save the game")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "gameshelf.json"  // the save type's pattern (packaging/linux/gameshelf-save.xml)
        nameFilters: [qsTr("Gameshelf saves (*.json)")]
        onAccepted: window.controller.saveFile(selectedFile.toString())
    }

    FileDialog {
        id: loadDialog
        title: qsTr("Open a saved game")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Gameshelf saves (*.json)"), qsTr("All files (*)")]
        onAccepted: window.controller.loadFile(selectedFile.toString())
    }

    FileDialog {
        id: replayDialog
        title: qsTr("Watch the replay of a saved game")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Gameshelf saves (*.json)"), qsTr("All files (*)")]
        onAccepted: if (window.controller.replayViewer.openFile(selectedFile.toString())) window.showReplay()
    }

    Dialog {
        id: problemDialog
        objectName: "problemDialog"
        property string text: ""
        title: qsTr("The file could not be opened")
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.8, Theme.px(560))
        modal: true
        standardButtons: Dialog.Ok
        Label {
            objectName: "problemText"
            width: parent.width
            text: problemDialog.text
            wrapMode: Text.Wrap
        }
    }

    Toast {
        id: toast
        objectName: "notice"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        // at the table, above the bottom bar and its buttons (the refusal toast sits there too)
        anchors.bottomMargin: window.controller.active ? Theme.px(150) : Theme.px(40)
        z: 1000
        animationScale: Theme.animationScale
        fontPixelSize: Theme.fontBody
        maximumWidth: window.width * 0.7
    }
}
