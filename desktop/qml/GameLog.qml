import QtQuick
import QtQuick.Controls
import "components"

// The game log: every event's message in the current language, newest at the bottom. Every game uses it,
// naming the event kinds drawn as a separator line and those in bold.
// At rest the newest line is the list's last and the top line is whole: the view is shortened to whole lines,
// under the heading.
// A line that comes from a rule (its `rule` role names a rulebook section) ends in a "§" mark ("Rule" under the
// pointer): it opens the rulebook of the game at that section (openRule).
// Keyboard: Tab into the log, Up/Down (Home/End) through its lines, Enter or Space on a line with a rule opens
// its section; Esc, Left or Right hand the keys back to the table. The log tracks the focused line itself
// (focusedLine): the list view keeps no current item (see below).
// The table's guide (a lesson's coach, a hint) sits at the head of the log, in the log's own room (guideDock):
// the lines make way for it, so it never lies over the table. TablePage finds the dock by its name and sets
// how tall its guide would like to be (`reserve`). In a lesson the coach tells every move, so the guide comes
// first: where the log's heading and three rows would not fit under it, the guide takes the whole panel.
Rectangle {
    id: panel

    required property var model
    property var separatorKinds: ["turn"]
    property var majorKinds: ["stage_start", "stage_end", "game_end", "finish"]
    property alias cacheBuffer: list.cacheBuffer  // lines made ahead of the view, above and below it

    // the rulebook of the game at the table, opened at a section
    function openRule(section) {
        const app = ApplicationWindow.window
        app.openPage(Qt.resolvedUrl("RulesPage.qml"), { app: app, gameId: app.controller.gameId, section: section })
    }
    // the title of a section in the current language ("" when unknown)
    function ruleTitle(section) {
        const app = ApplicationWindow.window
        return app && app.shelf && app.controller ? app.shelf.ruleTitle(app.controller.gameId, section) : ""
    }
    function ruleName(section) {
        const title = ruleTitle(section)
        return title !== "" ? qsTr("Rule: %1").arg(title) : qsTr("Rule: open the rulebook at this rule")
    }

    // a section's title follows the language
    readonly property string language: ApplicationWindow.window && ApplicationWindow.window.settings
                                       ? ApplicationWindow.window.settings.language : ""

    // Each seat's shape beside its lines as a picture, one per seat, colour and size (SeatToken draws it)
    SeatToken { id: seatShapes; visible: false }
    property var pictures: ({})
    function seatPicture(seat, colour, size) {
        const key = [seat, colour, size].join("|")
        if (pictures[key] === undefined) pictures[key] = seatShapes.picture(seat, colour, size)
        return pictures[key]
    }

    // The line the keyboard is on (-1: none yet; the newest line when the log takes the focus).
    property int focusedLine: -1
    function isLine(i) {
        const row = panel.model ? panel.model.get(i) : null
        return row !== null && row !== undefined && separatorKinds.indexOf(row.kind) < 0
    }
    // the nearest line from index `from` in direction `step` (+1 / -1), or -1
    function lineFrom(from, step) {
        const count = panel.model ? panel.model.count : 0
        for (let i = from; i >= 0 && i < count; i += step)
            if (isLine(i)) return i
        return -1
    }
    function focusLine(i) {
        if (i < 0) return
        focusedLine = i
        list.following = i === lineFrom((panel.model ? panel.model.count : 0) - 1, -1)
        list.positionViewAtIndex(i, ListView.Contain)
        const row = panel.model.get(i)
        list.Accessible.announce(row.rule ? row.text + " — " + ruleName(row.rule) : row.text, Accessible.Polite)
    }
    // the keys go back to the table (the page holding the log)
    function leaveKeys() {
        list.focus = false   // first: a page is a focus scope, which would give the focus straight back to the log
        for (let item = panel.parent; item; item = item.parent) {
            if (item.objectName === "tablePage" || item.objectName === "replayPage") {
                item.forceActiveFocus()
                return
            }
        }
    }
    // Screen readers: each new line is announced (Qt 6.8+ Accessible.announce), politely, the major ones
    // (a stage or the game won) assertively. A whole history (a loaded game, a table opening) is not read out;
    // lines taken back by undo are not either.
    signal announced(string text)
    property int announcedCount: -1
    readonly property int announceLimit: 12  // more new lines at once than a decision makes: a reload
    function announceNew() {
        const rows = panel.model
        const count = rows ? rows.count : 0
        if (announcedCount < 0 || count < announcedCount || count - announcedCount > announceLimit) {
            announcedCount = count
            return
        }
        for (let i = announcedCount; i < count; ++i) {
            const row = rows.get(i)
            if (!row.text || separatorKinds.indexOf(row.kind) >= 0)
                continue
            list.Accessible.announce(row.text, majorKinds.indexOf(row.kind) >= 0 ? Accessible.Assertive
                                                                                 : Accessible.Polite)
            announced(row.text)
        }
        announcedCount = count
    }
    Component.onCompleted: announcedCount = model ? model.count : 0

    color: "#f1e9db"
    radius: Theme.radius
    border.color: Theme.line

    Item {
        id: guideDock
        objectName: "guideDock"
        property real reserve: 0  // the guide's height, set by the table page (0: no guide)
        function takeKeys() {  // the guide's Tab goes on to the lines, where they show
            if (panel.linesShown) list.forceActiveFocus(Qt.TabFocusReason)
            return panel.linesShown
        }
        // the log's heading and three rows of lines, or nothing of it: a heading over no line tells nothing
        readonly property real logLeast: Theme.px(26) + heading.implicitHeight + 3 * Theme.fontSmall * 1.5
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: reserve <= 0 ? 0 : panel.height - reserve < logLeast ? panel.height : reserve
    }
    readonly property bool linesShown: guideDock.height < panel.height

    Label {
        id: heading
        anchors { left: parent.left; top: guideDock.bottom; margins: Theme.px(10) }
        visible: panel.linesShown
        text: qsTr("Game log")
        font.pixelSize: Theme.fontBody
        font.bold: true
        color: Theme.ink
    }

    Item {
        id: area  // the room for lines; the list takes the whole lines that fit, at its top
        objectName: "logRoom"
        anchors { left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom }
        anchors.margins: Theme.px(8)
        onHeightChanged: {
            list.height = Math.min(list.height, height)  // at once: no line above the area (the guide's place)
            // later, not in the layout that changed it: a lesson starting again empties the log meanwhile, and
            // lines being made would be destroyed while made (a warning); a log whose room changed with a
            // decision (GrandPrix-F1's counters above it) shows its end a frame later
            Qt.callLater(list.showEnd)
        }
    }

    ListView {
        id: list
        objectName: "gameLog"
        visible: panel.linesShown
        // No current item: a list view that tracks one can, torn down with its page, reach for that
        // delegate after it is gone (a crash in ~QQuickItemView); the log has no use for one.
        currentIndex: -1
        highlightFollowsCurrentItem: false
        // under the heading: what whole lines leave of the room stays below the newest line, not as a band
        // between the heading and the lines
        anchors { left: area.left; right: area.right; top: area.top }
        height: area.height
        clip: true
        model: panel.model
        spacing: Theme.px(3)
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        // The end is shown as the model's count changes (a decision's lines), before the frame that draws the
        // decision: the view's own count changes at its next layout, inside that frame, and the new lines would
        // be drawn a frame later (issue 26).
        Connections {
            target: panel.model
            function onCountChanged() { Qt.callLater(list.showEnd) }
            // Lines taken back from the end (an undo) while the end is shown: the line that will be the last is put
            // at the bottom first (issue 26). Once the lines in view are gone the view fills itself again from the
            // log's first line, at the place it was scrolled to, before it is shown the end: a late undo made and
            // ended some seven lines of the log's start, about 2 ms, for nothing.
            function onRowsAboutToBeRemoved(parent, first, last) {
                if (list.following && first > 0 && last === list.count - 1) list.positionViewAtIndex(first - 1, ListView.End)
            }
        }
        onCountChanged: {
            panel.announceNew()
            if (panel.focusedLine >= count) panel.focusedLine = -1   // lines taken back by undo
        }
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Game log")
        Accessible.description: qsTr("Up and Down go through the lines; Enter opens the rule of a line marked §")

        // Keyboard (see the top): the view's own key navigation would set a current item, so it is off
        activeFocusOnTab: true
        keyNavigationEnabled: false
        onActiveFocusChanged: {
            const count = panel.model ? panel.model.count : 0
            if (activeFocus && (panel.focusedLine < 0 || panel.focusedLine >= count || !panel.isLine(panel.focusedLine)))
                panel.focusLine(panel.lineFrom(count - 1, -1))
            else if (activeFocus)
                panel.focusLine(panel.focusedLine)
        }
        Keys.onPressed: event => {
            const count = panel.model ? panel.model.count : 0
            const at = panel.focusedLine
            let to = -2
            if (event.key === Qt.Key_Up) to = panel.lineFrom(at - 1, -1)
            else if (event.key === Qt.Key_Down) to = panel.lineFrom(at + 1, 1)
            else if (event.key === Qt.Key_Home) to = panel.lineFrom(0, 1)
            else if (event.key === Qt.Key_End) to = panel.lineFrom(count - 1, -1)
            else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                const row = at >= 0 && at < count ? panel.model.get(at) : null
                if (row && row.rule && !(event.modifiers & Qt.ControlModifier)) panel.openRule(row.rule)
                event.accepted = true
                return
            } else if (event.key === Qt.Key_Escape || event.key === Qt.Key_Left || event.key === Qt.Key_Right) {
                panel.leaveKeys()   // Esc is done; an arrow the log has no use for moves the table's mark
                event.accepted = event.key === Qt.Key_Escape
                return
            }
            if (to === -2) return   // not a key of the log: the table's shortcuts (Ctrl+Z, H...) still work
            if (to >= 0) panel.focusLine(to)
            event.accepted = true
        }
        onWidthChanged: Qt.callLater(showEnd)
        // a line that wraps anew after the view was fitted (fonts, late layout) refits it, unless the
        // reader has scrolled up
        property bool following: true
        property int refits: 0
        onMovementStarted: following = false
        onMovementEnded: following = atYEnd
        onContentHeightChanged: if (following) Qt.callLater(showEnd)

        // The newest line at the bottom, and the view as tall as the whole lines above it that fit.
        function showEnd() {
            following = true
            height = area.height
            forceLayout()
            positionViewAtEnd()
            const index = indexAt(width / 2, contentY)
            const first = itemAtIndex(index)
            if (index >= 0 && !first && refits < 5) {  // the top line's delegate is not made yet: fit again
                refits++
                Qt.callLater(showEnd)
                return
            }
            refits = 0
            if (first && first.y < contentY)
                height = Math.max(0, area.height - (first.y + first.height + spacing - contentY))
            else if (!first) {  // the top line not made yet (lines just above the view are made later): the view
                let next = null  // starts at the first line made below its top, not over half a line
                for (const item of contentItem.children)
                    if (item.index >= 0 && item.visible && item.y >= contentY && (!next || item.y < next.y)) next = item
                if (next) height = Math.max(0, area.height - (next.y - contentY))
            }
            positionViewAtEnd()
        }

        delegate: Item {
            id: line
            required property string text
            required property string colour
            required property var seat
            required property string kind
            required property string rule
            required property int index
            readonly property bool separator: panel.separatorKinds.indexOf(kind) >= 0
            readonly property bool seated: !separator && colour !== "" && typeof seat === "number" && seat >= 0  // a seat's line
            readonly property bool keyed: index === panel.focusedLine && list.activeFocus
            readonly property bool major: panel.majorKinds.indexOf(kind) >= 0
            width: ListView.view.width - Theme.px(8)
            height: separator ? Theme.px(8) : label.implicitHeight
            z: keyed ? 1 : 0  // its ring, in the spacing, over the next line's paper

            // The log's paper under the line and the spacing below it, opaque (issue 26): the software renderer
            // (offscreen, a computer without a GPU) tracks what to repaint as a region, and the lines moving by
            // one left it hundreds of rectangles (each line's ragged text) that every node of the table was then
            // tested against. Over its own paper a line's text adds one band the width of the log.
            Rectangle {
                width: parent.width
                height: parent.height + list.spacing
                color: panel.color
            }
            Rectangle {
                visible: line.separator
                anchors.verticalCenter: parent.verticalCenter
                width: parent.width; height: 1
                color: Theme.line
            }
            // The seat's shape beside its line (its colour is not the only cue), as a picture (issue 26): the
            // software renderer (offscreen, a computer without a GPU) filled a Shape's outline again for every line
            // in view each time the log moved, and clips no Shape, so each line hid its own at the view's edges
            Image {
                visible: line.seated
                x: 0; y: Math.max(0, Math.min(Theme.px(5), line.height - height))  // inside its line: the newest shows too
                width: Theme.px(10); height: width
                sourceSize: Qt.size(width, height)
                // by whether the line is a seat's, not by `visible`: that reads false while the table is hidden under
                // the hand-over screen, and every line's picture was let go and read again at each hand-over (issue 26)
                source: line.seated ? panel.seatPicture(line.seat, line.colour, width) : ""
            }
            Loader {  // the line the keyboard is on: a ring around it, in the spacing (the list clips its left edge)
                anchors.fill: parent
                active: line.keyed
                sourceComponent: FocusRing {
                    objectName: "logFocus_" + line.index
                    target: null
                    visible: true
                    gap: 1
                    anchors.leftMargin: 0
                    radius: Theme.px(3)
                }
            }
            Text {  // read by screen readers as the line (an Accessible on the delegate itself crashed teardown)
                id: label
                Accessible.focused: line.keyed && line.rule === ""
                visible: !line.separator
                x: Theme.px(13)
                width: parent.width - x - Theme.px(18)  // room for the rule mark
                text: line.text
                wrapMode: Text.Wrap
                color: line.major ? Theme.accent : Theme.ink
                font.bold: line.major
                font.pixelSize: Theme.fontSmall
            }
            Rectangle {  // "§" at the end of the line: its rule, in the rulebook ("Rule" under the pointer)
                id: ruleMark
                objectName: "logRule_" + line.index
                visible: !line.separator && line.rule !== ""
                anchors { right: parent.right; top: parent.top }
                width: Theme.px(16)
                height: Math.max(Theme.px(16), ruleGlyph.implicitHeight)
                Accessible.role: Accessible.Button
                Accessible.name: panel.language, panel.ruleName(line.rule)
                Accessible.focused: line.keyed
                // lit under the pointer; else transparent, which draws nothing
                radius: Theme.px(3)
                color: !ruleArea.containsMouse ? "transparent" : ruleArea.pressed ? "#e6d3b3" : "#f8efe0"
                border.color: Theme.accent
                border.width: ruleArea.containsMouse ? 1 : 0
                Text {
                    id: ruleGlyph
                    anchors.centerIn: parent
                    text: "\u00a7"
                    color: ruleArea.containsMouse || line.keyed ? Theme.accent : Theme.ink
                    opacity: ruleArea.containsMouse || line.keyed ? 1 : 0.45
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
                MouseArea {
                    id: ruleArea
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: panel.openRule(line.rule)
                }
                ToolTip.visible: ruleArea.containsMouse
                ToolTip.delay: 300
                ToolTip.text: qsTr("Rule")
            }
        }
    }
}
