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
                text: page.controller.panel.stageLabel || ""
                color: "#e7d3b4"
                font.pixelSize: Theme.fontBody
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
                text: qsTr("Settings")
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
        function reload() {
            if (page.controller.active)
                setSource(page.controller.sceneSource, { controller: page.controller })
            else
                source = ""
        }
        Component.onCompleted: reload()
        Connections {
            target: page.controller
            function onActiveChanged() { scene.reload() }
        }
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

    // The hint: the suggested move first (it is also lit on the table), then the next two options. It sits
    // at the top centre unless that covers something the hint lights (a hint ring, a place's frame, a lit
    // button); then at the first of the other edges' places that covers none (the least covering if all do).
    Rectangle {
        id: hintPanel
        objectName: "hintPanel"
        visible: page.controller.hinting || page.controller.hintLines.length > 0
        readonly property real margin: Theme.px(8)
        property int place: 0  // index into places(): 0 is the top centre
        x: places()[place].x
        y: places()[place].y
        width: Math.min(page.width * 0.6, Theme.px(640))
        height: hintColumn.implicitHeight + Theme.px(16)
        radius: Theme.px(8)
        color: "#f2fdf3e1"
        border.color: Theme.accent
        border.width: Theme.px(2)
        z: 400
        TapHandler { onTapped: page.controller.dismissHint() }  // out of the way, to see the table under it

        // Where the panel may sit, in the page's content (under the toolbar): the top centre first, then the
        // top corners, then the bottom (where the table's own buttons and instructions are).
        function places() {
            const w = width, h = height, m = margin, W = parent ? parent.width : 0, H = parent ? parent.height : 0
            return [{ x: (W - w) / 2, y: m }, { x: W - w - m, y: m }, { x: m, y: m },
                    { x: (W - w) / 2, y: H - h - m }, { x: W - w - m, y: H - h - m }, { x: m, y: H - h - m }]
        }
        // The rectangles (in the page's content) of what the hint lights now: its rings and place frames,
        // and every item named after a lit row (its uid, or a prefix, "_" and its uid: zone_space:9).
        function litRects() {
            const lit = {}
            for (const model of [page.controller.zonesModel, page.controller.piecesModel, page.controller.buttonsModel]) {
                for (let i = 0; i < model.count; i++) {
                    const row = model.get(i)
                    if (row.hinted === true) lit[row.uid] = true
                }
            }
            const out = [], todo = [page.Window.contentItem]
            while (todo.length > 0) {
                const item = todo.pop()
                if (!item || item === hintPanel || !item.visible || item.opacity === 0) continue
                const name = item.objectName || ""
                const cut = name.indexOf("_")
                if (name === "hintRing" || name === "hintPlace" || lit[name] === true
                        || (cut >= 0 && lit[name.slice(cut + 1)] === true)) {
                    out.push(item.mapToItem(hintPanel.parent, 0, 0, item.width, item.height))
                    continue
                }
                for (let i = 0; i < item.children.length; i++) todo.push(item.children[i])
            }
            return out
        }
        function covered(p, rects) {
            let area = 0
            for (const r of rects) {
                const w = Math.min(p.x + width, r.x + r.width) - Math.max(p.x, r.x)
                const h = Math.min(p.y + height, r.y + r.height) - Math.max(p.y, r.y)
                if (w > 0 && h > 0) area += w * h
            }
            return area
        }
        function replace() {
            if (!visible) { place = 0; return }
            const rects = litRects(), all = places()
            let best = 0, least = Infinity
            for (let i = 0; i < all.length; i++) {
                const area = covered(all[i], rects)
                if (area < least) { best = i; least = area }
                if (area === 0) break
            }
            place = best
        }
        // The lights follow the scene's refresh: look again just after, and once more when it has settled.
        Timer { id: soon; interval: 30; onTriggered: { hintPanel.replace(); later.restart() } }
        Timer { id: later; interval: 400; onTriggered: hintPanel.replace() }
        onVisibleChanged: soon.restart()
        onHeightChanged: soon.restart()
        Connections {
            target: page.controller
            function onChanged() { if (hintPanel.visible) soon.restart() }
        }
        Connections {
            target: page
            function onWidthChanged() { soon.restart() }
            function onHeightChanged() { soon.restart() }
        }
        Column {
            id: hintColumn
            anchors.centerIn: parent
            width: parent.width - Theme.px(28)
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

    // Every game's end screen (its final result dialog) offers the replay: one button for all five games,
    // above the result dialog (a popup of its own, so the dialog's modality leaves it clickable).
    Popup {
        objectName: "replayOffer"
        visible: page.controller.over && page.controller.dialog.final === true && page.visible
        modal: false
        focus: false
        closePolicy: Popup.NoAutoClose
        z: 10  // over the result dialog (a popup at z 0)
        x: (parent.width - width) / 2  // the parent is the page's content, under the toolbar
        y: parent.height - height - Theme.px(6)  // bottom centre: the dialogs keep their buttons to the right
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
        app: page.app
        tutorial: page.tutorial
        controller: page.controller
        shown: page.visible
        onRuleActivated: (rule) => page.app.openPage(Qt.resolvedUrl("RulesPage.qml"),
                                                     { app: page.app, gameId: page.controller.gameId, section: rule })
        onCardRequested: page.openCard()
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
