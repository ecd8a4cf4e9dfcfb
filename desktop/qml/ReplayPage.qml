import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The replay viewer: the game's own table, read-only, at one decision of a finished game or a save,
// with the replay bar (back, forward, chapters, a slider, whose eyes, "show everything").
Page {
    id: page

    required property var app
    readonly property var replay: app.controller.replayViewer

    objectName: "replayPage"
    focus: true
    background: Rectangle { color: Theme.felt }

    function leave() {
        page.app.closeReplay()
    }

    Keys.onPressed: event => {
        const keys = {
            [Qt.Key_Left]: () => page.replay.back(), [Qt.Key_Right]: () => page.replay.forward(),
            [Qt.Key_PageUp]: () => page.replay.previousChapter(), [Qt.Key_PageDown]: () => page.replay.nextChapter(),
            [Qt.Key_Home]: () => page.replay.goTo(0), [Qt.Key_End]: () => page.replay.goTo(page.replay.steps),
            [Qt.Key_Escape]: () => page.leave()
        }
        const act = keys[event.key]
        if (act !== undefined) {
            act()
            event.accepted = true
        }
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
                objectName: "replayCloseButton"
                text: qsTr("‹ Close the replay")
                palette.buttonText: Theme.woodText
                font.pixelSize: Theme.fontBody
                onClicked: page.leave()
            }
            Label {
                text: qsTr("Replay · %1").arg(page.replay.gameName)
                color: Theme.woodText
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Layout.leftMargin: Theme.px(8)
            }
            Label {
                objectName: "replayChapter"
                text: page.replay.chapterNames[page.replay.chapterIndex] || ""
                color: "#e7d3b4"
                font.pixelSize: Theme.fontBody
                Layout.leftMargin: Theme.px(12)
                Layout.fillWidth: true
                elide: Text.ElideRight
            }
            Label {
                text: qsTr("Seen by")
                color: Theme.woodText
                font.pixelSize: Theme.fontBody
            }
            ComboBox {
                id: eyesBox
                objectName: "replayEyes"
                // index 0 is nobody; seat i is index i + 1
                model: [qsTr("Nobody (a spectator)")].concat(page.replay.seatNames)
                currentIndex: page.replay.eyes + 1
                font.pixelSize: Theme.fontBody
                Layout.preferredWidth: Theme.px(210)
                onActivated: index => page.replay.setEyes(index - 1)
            }
            CheckBox {
                objectName: "replayShowAll"
                visible: page.replay.finished
                text: qsTr("Show everything")
                checked: page.replay.showAll
                palette.windowText: Theme.woodText
                font.pixelSize: Theme.fontBody
                onToggled: page.replay.setShowAll(checked)
            }
        }
    }

    Loader {
        id: scene
        objectName: "replayScene"
        anchors.fill: parent
        function reload() {
            if (page.replay.active)
                setSource(page.replay.sceneSource, { controller: page.replay })
            else
                source = ""
        }
        Component.onCompleted: reload()
        Connections {
            target: page.replay
            function onActiveChanged() { scene.reload() }
        }
    }

    footer: ToolBar {
        objectName: "replayBar"
        height: Theme.px(52)
        background: Rectangle { color: Theme.wood }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.px(10)
            anchors.rightMargin: Theme.px(10)
            spacing: Theme.px(6)
            ToolButton {
                objectName: "replayPreviousChapter"
                text: qsTr("« Chapter")
                enabled: page.replay.step > 0
                palette.buttonText: Theme.woodText
                palette.disabled.buttonText: Theme.woodTextDisabled
                font.pixelSize: Theme.fontBody
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Start of this stage or round, or of the one before (Page Up)")
                onClicked: page.replay.previousChapter()
            }
            ToolButton {
                objectName: "replayBack"
                text: qsTr("◀ Back")
                enabled: page.replay.step > 0
                palette.buttonText: Theme.woodText
                palette.disabled.buttonText: Theme.woodTextDisabled
                font.pixelSize: Theme.fontBody
                ToolTip.visible: hovered
                ToolTip.text: qsTr("One decision back (←)")
                onClicked: page.replay.back()
            }
            Slider {
                id: slider
                objectName: "replaySlider"
                from: 0
                to: Math.max(1, page.replay.steps)
                stepSize: 1
                snapMode: Slider.SnapAlways
                value: page.replay.step
                enabled: page.replay.steps > 0
                Layout.fillWidth: true
                onMoved: page.replay.goTo(Math.round(value))
            }
            ToolButton {
                objectName: "replayForward"
                text: qsTr("Forward ▶")
                enabled: page.replay.step < page.replay.steps
                palette.buttonText: Theme.woodText
                palette.disabled.buttonText: Theme.woodTextDisabled
                font.pixelSize: Theme.fontBody
                ToolTip.visible: hovered
                ToolTip.text: qsTr("One decision on (→)")
                onClicked: page.replay.forward()
            }
            ToolButton {
                objectName: "replayNextChapter"
                text: qsTr("Chapter »")
                enabled: page.replay.step < page.replay.steps
                palette.buttonText: Theme.woodText
                palette.disabled.buttonText: Theme.woodTextDisabled
                font.pixelSize: Theme.fontBody
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Start of the next stage or round (Page Down)")
                onClicked: page.replay.nextChapter()
            }
            ComboBox {
                objectName: "replayChapters"
                model: page.replay.chapterNames
                currentIndex: page.replay.chapterIndex
                font.pixelSize: Theme.fontBody
                Layout.preferredWidth: Theme.px(240)
                onActivated: index => page.replay.goToChapter(index)
            }
            Label {
                objectName: "replayStep"
                text: page.replay.stepText
                color: Theme.woodText
                font.pixelSize: Theme.fontBody
                horizontalAlignment: Text.AlignRight
                Layout.preferredWidth: Theme.px(190)
            }
        }
    }
}
