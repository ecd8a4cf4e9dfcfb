import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The coach of a lesson ("Learn to play"): the current step's text, its rulebook link, a step counter and
// Back / Restart / Leave / Next (or, on the last step, "Play a real game"). A popup of its own, so that a
// result dialog's modality leaves it clickable. It sits in the first place (top right, where the log is:
// the coach tells what the log would; then bottom left, bottom right, top left, top centre) that covers
// nothing the step lights: a HintRing, a place's hint frame or an
// item named after a lit row, as the hint panel finds them.
//
// API
//   tutorial: the Tutorial model (controller.tutorialModel)
//   app: the window (its shelf names the rule sections)
//   controller: the GameController (its models say which rows are lit)
//   signal ruleActivated(string section)   open the rulebook at this section
//   signal playRealGame()                   the last step's button
//   signal cardRequested()                  open the game's reference card
Popup {
    id: coach

    required property var app
    required property var tutorial
    required property var controller
    signal ruleActivated(string section)
    signal playRealGame()
    signal cardRequested()

    readonly property real margin: Theme.px(8)
    property int place: 0

    objectName: "coachPanel"
    property bool shown: true  // false while another page covers the table (the popup does not follow it)
    visible: tutorial.active && shown
    modal: false
    focus: false
    closePolicy: Popup.NoAutoClose
    z: 20  // above the result dialog and the replay offer
    width: Math.min(parent ? parent.width * 0.205 : 0, Theme.px(300))
    x: places()[place].x
    y: places()[place].y
    padding: Theme.px(12)
    background: Rectangle {
        radius: Theme.px(8)
        color: "#fdf3e1"
        border.color: "#2f7a55"
        border.width: Theme.px(2)
    }

    function places() {
        const w = width, h = height, m = margin, W = parent ? parent.width : 0, H = parent ? parent.height : 0
        return [{ x: W - w - m, y: m }, { x: m, y: H - h - m }, { x: W - w - m, y: H - h - m }, { x: m, y: m },
                { x: (W - w) / 2, y: m }]
    }
    function litRects() {
        const lit = {}
        for (const model of [controller.zonesModel, controller.piecesModel, controller.buttonsModel]) {
            for (let i = 0; i < model.count; i++) {
                const row = model.get(i)
                if (row.hinted === true) lit[row.uid] = true
            }
        }
        const out = [], todo = [coach.parent ? coach.parent.Window.contentItem : null]
        while (todo.length > 0) {
            const item = todo.pop()
            if (!item || item === coach.contentItem || !item.visible || item.opacity === 0) continue
            const name = item.objectName || ""
            const cut = name.indexOf("_")
            if (name === "hintRing" || name === "hintPlace" || lit[name] === true
                    || (cut >= 0 && lit[name.slice(cut + 1)] === true)) {
                out.push(item.mapToItem(coach.parent, 0, 0, item.width, item.height))
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
        if (!visible) return
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
    Timer { id: soon; interval: 30; onTriggered: { coach.replace(); later.restart() } }
    Timer { id: later; interval: 400; onTriggered: coach.replace() }
    onVisibleChanged: soon.restart()
    onHeightChanged: soon.restart()
    Connections {
        target: coach.controller
        function onChanged() { if (coach.visible) soon.restart() }
    }
    Connections {
        target: coach.parent
        function onWidthChanged() { soon.restart() }
        function onHeightChanged() { soon.restart() }
    }

    contentItem: ColumnLayout {
        spacing: Theme.px(8)
        RowLayout {
            Layout.fillWidth: true
            Label {
                text: qsTr("Learn to play")
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: "#2f7a55"
                Layout.fillWidth: true
            }
            Label {
                objectName: "coachCounter"
                text: coach.tutorial.counter
                font.pixelSize: Theme.fontBody
                color: "#3b2a1a"
            }
        }
        Label {
            objectName: "coachText"
            text: coach.tutorial.text
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontBody
            color: "#3b2a1a"
            Layout.fillWidth: true
        }
        Label {
            objectName: "coachOffScript"
            visible: coach.tutorial.offScript !== ""
            text: coach.tutorial.offScript
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.accent
            Layout.fillWidth: true
        }
        Button {
            objectName: "coachRule"
            focusPolicy: Qt.NoFocus
            visible: coach.tutorial.rule !== ""
            flat: true
            padding: 0
            leftPadding: 0
            rightPadding: 0
            text: qsTr("Rule: %1").arg(coach.app.shelf.ruleTitle(coach.tutorial.gameId, coach.tutorial.rule))
            font.pixelSize: Theme.fontBody
            font.underline: true
            palette.buttonText: "#1f6f8b"
            onClicked: coach.ruleActivated(coach.tutorial.rule)
            Layout.fillWidth: true
            contentItem: Text {
                text: parent.text
                font: parent.font
                color: "#1f6f8b"
                wrapMode: Text.WordWrap
            }
        }
        Label {
            objectName: "coachYourMove"
            visible: coach.tutorial.kind === "expect" && !coach.tutorial.busy && coach.tutorial.offScript === ""
            text: qsTr("Your move: make it on the table.")
            font.pixelSize: Theme.fontBody
            font.italic: true
            color: "#3b2a1a"
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Flow {
            Layout.fillWidth: true
            spacing: Theme.px(6)
            TableButton {
                objectName: "coachBack"
                focusPolicy: Qt.NoFocus  // the keys stay with the table (Y, 1-3, Space for Next)
                text: qsTr("‹ Back")
                enabled: coach.tutorial.canBack
                onClicked: coach.tutorial.back()
            }
            TableButton {
                objectName: "coachRestart"
                focusPolicy: Qt.NoFocus  // the keys stay with the table (Y, 1-3, Space for Next)
                text: qsTr("Restart")
                onClicked: coach.tutorial.restart()
            }
            TableButton {
                objectName: "coachLeave"
                focusPolicy: Qt.NoFocus  // the keys stay with the table (Y, 1-3, Space for Next)
                text: qsTr("Leave")
                onClicked: coach.app.showHome()  // the step stays kept: "Learn to play" comes back to it
            }
            TableButton {
                objectName: "coachCard"
                focusPolicy: Qt.NoFocus
                visible: coach.tutorial.hasCard(coach.tutorial.gameId)
                text: qsTr("At a glance")
                onClicked: coach.cardRequested()
            }
            TableButton {
                objectName: "coachNext"
                focusPolicy: Qt.NoFocus  // the keys stay with the table (Y, 1-3, Space for Next)
                visible: coach.tutorial.kind !== "expect" && !coach.tutorial.last
                text: qsTr("Next ›")
                hint: qsTr("Space")
                primary: true
                enabled: coach.tutorial.canNext
                onClicked: coach.tutorial.next()
            }
            TableButton {
                objectName: "coachPlayReal"
                focusPolicy: Qt.NoFocus  // the keys stay with the table (Y, 1-3, Space for Next)
                visible: coach.tutorial.last || coach.tutorial.offScript !== ""
                text: qsTr("Play a real game")
                primary: true
                onClicked: coach.playRealGame()
            }
        }
    }
}
