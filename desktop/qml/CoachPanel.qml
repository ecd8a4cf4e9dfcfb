import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "components"

// The coach of a lesson ("Learn to play"): the current step's text, its rulebook link, a step counter and
// Back / Next (or, on the last step, "Play a real game"), Restart, Leave and the game at a glance. It has a
// place of its own in the table's layout: the head of the game log (GameLog's guideDock, which TablePage
// gives it as `dock`), so it never lies over the table; the step's lights point at the pieces it talks about.
// A popup parented to the dock (it follows the dock wherever the layout moves it), so that a result dialog's
// modality leaves it clickable. When the dock is shorter than the step's text, the text scrolls.
// Keyboard: Space or Enter go on (TablePage), Ctrl+Z goes back a step; Tab reaches every button (enterKeys).
//
// API
//   tutorial: the Tutorial model (controller.tutorialModel)
//   app: the window (its shelf names the rule sections)
//   dock: the table's guide dock (null: none yet, the popup then sits at the top right of the page)
//   signal ruleActivated(string section)   open the rulebook at this section
//   signal playRealGame()                   the last step's button
//   signal cardRequested()                  open the game's reference card
Popup {
    id: coach

    required property var app
    required property var tutorial
    property Item dock: null
    property Item page: null  // where the popup sits without a dock
    signal ruleActivated(string section)
    signal playRealGame()
    signal cardRequested()
    signal keysLeft(string to)  // "log": Tab past its last button, "toolbar": Shift+Tab past its first, "table": Esc

    // The keyboard: Tab from the table (or from the toolbar's last button) comes in here (enterKeys), goes
    // through the buttons shown and enabled, and out to the log; Esc hands the keys back to the table.
    function keyButtons() {
        return [ruleButton, backButton, nextButton, playButton, restartButton, leaveButton, cardButton]
            .filter(b => b.visible && b.enabled)
    }
    function enterKeys(forward) {
        const all = keyButtons()
        if (all.length === 0) return false
        all[forward ? 0 : all.length - 1].forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason)
        keyed = true
        return true
    }
    function moveKeys(forward) {
        const all = keyButtons()
        const at = all.findIndex(b => b.activeFocus)
        const to = at + (forward ? 1 : -1)
        if (at < 0 || to < 0 || to >= all.length) keysLeft(forward ? "log" : "toolbar")
        else all[to].forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason)
    }
    // a button that goes away with its step (Next on an expect step) gives the keys back to the table
    readonly property string step: tutorial.counter + tutorial.kind + tutorial.busy
    onStepChanged: Qt.callLater(() => {
        if (keyed && !keyButtons().some(b => b.activeFocus)) keysLeft("table")
    })
    property bool keyed: false  // the keys came in by Tab and have not left yet
    onKeysLeft: keyed = false

    // A coach button: Tab reaches it (a click leaves the keys with the table) and moves on in the coach's order.
    component CoachButton: TableButton {
        property bool small: false  // the lesson's own buttons (Restart, Leave, At a glance): quieter
        focusPolicy: Qt.TabFocus
        font.pixelSize: small ? Theme.fontSmall : Theme.fontBody
        topPadding: small ? Theme.px(3) : Theme.px(6)
        bottomPadding: topPadding
        leftPadding: small ? Theme.px(5) : Theme.px(10)
        rightPadding: leftPadding
        // as wide and tall as their words: the coach's place is narrow (a log's width) and often short
        implicitWidth: implicitContentWidth + leftPadding + rightPadding
        implicitHeight: implicitContentHeight + topPadding + bottomPadding
        Keys.onTabPressed: event => coach.moveKeys(!(event.modifiers & Qt.ShiftModifier))
        Keys.onBacktabPressed: coach.moveKeys(false)
        Keys.onEscapePressed: coach.keysLeft("table")
    }

    readonly property bool nextShown: tutorial.kind !== "expect" && !tutorial.last
    readonly property bool playShown: tutorial.last || tutorial.offScript !== ""

    objectName: "coachPanel"
    property bool shown: true  // false while another page covers the table (the popup does not follow it)
    visible: tutorial.active && shown
    parent: dock || page
    modal: false
    focus: false
    closePolicy: Popup.NoAutoClose
    z: 20  // above the result dialog and the replay offer
    width: dock ? dock.width : Math.min(parent ? parent.width * 0.205 : 0, Theme.px(300))
    height: dock ? dock.height : implicitHeight
    x: dock ? 0 : (parent ? parent.width - width - Theme.px(8) : 0)
    y: dock ? 0 : Theme.px(8)
    padding: Theme.px(8)
    background: Rectangle {
        radius: Theme.px(8)
        color: "#fdf3e1"
        border.color: "#2f7a55"
        border.width: Theme.px(2)
    }

    contentItem: ColumnLayout {
        spacing: Theme.px(3)
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
                font.pixelSize: Theme.fontSmall
                color: "#3b2a1a"
            }
        }
        Flickable {  // the step's words and its rule link: they scroll when the dock is shorter than they are
            id: words
            objectName: "coachWords"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.maximumHeight: wordsColumn.implicitHeight  // room beyond the words goes under the buttons
            Layout.preferredHeight: wordsColumn.implicitHeight
            // at least three lines (in Japanese, with its taller lines, about two and a half)
            Layout.minimumHeight: Math.min(wordsColumn.implicitHeight, Theme.fontBody * 4)
            implicitHeight: wordsColumn.implicitHeight
            contentHeight: wordsColumn.implicitHeight
            contentWidth: width
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: words.contentHeight > words.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
            readonly property string step: coach.tutorial.text
            onStepChanged: contentY = 0  // a new step reads from its start
            function show(item) {  // scroll so that a line of the words shows whole
                if (item.y + item.height > contentY + height) contentY = Math.min(item.y + item.height - height, contentHeight - height)
                else if (item.y < contentY) contentY = item.y
            }
            Column {
                id: wordsColumn
                width: words.width - (words.contentHeight > words.height + 1 ? Theme.px(10) : 0)
                spacing: Theme.px(6)
                Label {
                    objectName: "coachText"
                    text: coach.tutorial.text
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fontBody
                    color: "#3b2a1a"
                    width: parent.width
                }
                Label {
                    objectName: "coachOffScript"
                    visible: coach.tutorial.offScript !== ""
                    text: coach.tutorial.offScript
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: Theme.accent
                    width: parent.width
                }
                Label {
                    objectName: "coachYourMove"
                    visible: coach.tutorial.kind === "expect" && !coach.tutorial.busy && coach.tutorial.offScript === ""
                    text: qsTr("Your move: make it on the table.")
                    font.pixelSize: Theme.fontBody
                    font.italic: true
                    color: "#3b2a1a"
                    wrapMode: Text.WordWrap
                    width: parent.width
                }
                Button {
                    id: ruleButton
                    objectName: "coachRule"
                    focusPolicy: Qt.TabFocus
                    Keys.onTabPressed: event => coach.moveKeys(!(event.modifiers & Qt.ShiftModifier))
                    Keys.onBacktabPressed: coach.moveKeys(false)
                    Keys.onEscapePressed: coach.keysLeft("table")
                    visible: coach.tutorial.rule !== ""
                    flat: true
                    padding: 0
                    leftPadding: 0
                    rightPadding: 0
                    topPadding: 0
                    bottomPadding: 0
                    topInset: 0
                    bottomInset: 0
                    text: qsTr("Rule: %1").arg(coach.app.shelf.ruleTitle(coach.tutorial.gameId, coach.tutorial.rule))
                    font.pixelSize: Theme.fontSmall
                    font.underline: true
                    palette.buttonText: "#1f6f8b"
                    onClicked: coach.ruleActivated(coach.tutorial.rule)
                    width: parent.width
                    onActiveFocusChanged: if (activeFocus) words.show(ruleButton)  // Tab to it scrolls it into view
                    implicitHeight: contentItem.implicitHeight  // a link: as tall as its words, not a button's height
                    contentItem: Text {
                        text: parent.text
                        font: parent.font
                        color: "#1f6f8b"
                        wrapMode: Text.WordWrap
                    }
                    FocusRing { target: parent; visible: parent.visualFocus }
                }
            }
        }
        // The buttons take the keyboard's focus only from Tab (a click leaves the keys with the table: Y, 1-3,
        // Space for Next): Back and the step's way on (Next, or Play a real game), then the lesson's own, smaller.
        // Back and the way on share a row: where both would not fit beside each other Next drops its "Space",
        // and Back beside the longer "Play a real game" is drawn as its arrow alone (its words in its name and tip).
        Flow {
            id: stepRow
            Layout.fillWidth: true
            spacing: Theme.px(6)
            TextMetrics { id: backWords; font.pixelSize: Theme.fontBody; text: qsTr("‹ Back") }
            TextMetrics { id: nextWords; font.pixelSize: Theme.fontBody; text: qsTr("Next ›") }
            TextMetrics { id: spaceWords; font.pixelSize: Theme.fontSmall; text: qsTr("Space") }
            CoachButton {
                id: backButton
                objectName: "coachBack"
                readonly property real wayOn: coach.playShown ? playButton.implicitWidth
                                                              : nextWords.width + playButton.leftPadding * 2
                readonly property bool arrow: stepRow.width < backWords.width + leftPadding + rightPadding
                                              + stepRow.spacing + wayOn
                text: arrow ? "‹" : qsTr("‹ Back")
                Accessible.name: qsTr("‹ Back")
                ToolTip.text: qsTr("‹ Back")
                ToolTip.visible: arrow && hovered
                ToolTip.delay: 450
                enabled: coach.tutorial.canBack
                onClicked: coach.tutorial.back()
            }
            CoachButton {
                id: nextButton
                objectName: "coachNext"
                visible: coach.nextShown
                text: qsTr("Next ›")
                hint: stepRow.width - backButton.implicitWidth - stepRow.spacing >= nextWords.width + Theme.px(8)
                      + spaceWords.width + leftPadding + rightPadding + Theme.px(2) ? qsTr("Space") : ""
                primary: true
                enabled: coach.tutorial.canNext
                onClicked: coach.tutorial.next()
            }
            CoachButton {
                id: playButton
                objectName: "coachPlayReal"
                visible: coach.playShown
                text: qsTr("Play a real game")
                primary: true
                onClicked: coach.playRealGame()
            }
        }
        Flow {  // the lesson's own, small: on one row where the place is wide enough
            Layout.fillWidth: true
            spacing: Theme.px(3)
            CoachButton {
                id: restartButton
                objectName: "coachRestart"
                small: true
                text: qsTr("Restart")
                onClicked: coach.tutorial.restart()
            }
            CoachButton {
                id: leaveButton
                objectName: "coachLeave"
                small: true
                text: qsTr("Leave")
                onClicked: coach.app.showHome()  // the step stays kept: "Learn to play" comes back to it
            }
            CoachButton {
                id: cardButton
                objectName: "coachCard"
                small: true
                visible: coach.tutorial.hasCard(coach.tutorial.gameId)
                text: qsTr("At a glance")
                onClicked: coach.cardRequested()
            }
        }
        Item { Layout.fillHeight: true }  // the rest of a whole log panel the coach took
    }
}
