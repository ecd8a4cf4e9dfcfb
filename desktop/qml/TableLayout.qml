import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "components/InStep.js" as InStep

// The one layout of a table (docs/ARCHITECTURE.md, "A table's layout"): the players' panels in a column on
// the left, the shared board in the middle, the game's short public panels and the game log on the right, and
// along the bottom the strip: what is happening (TableStatus), the acting human's private area (a hand, a
// tray, a secret choice) and the table's buttons. Every size is in Theme units, so the pieces and text grow
// with the window instead of the margins. The head of the log is the table's guide's place (a lesson's coach,
// a hint: GameLog's guideDock, filled by TablePage), so no guide ever lies over the board.
Item {
    id: layout

    required property var controller
    default property alias board: boardArea.data  // the shared board, filling the middle
    property alias players: playersColumn.data  // the players' panels, top down
    property alias side: sideColumn.data  // the game's short public panels, above the log
    property alias privateArea: privateSlot.data  // the acting human's own things, in the strip
    property alias log: tableLog  // the game log, for a table to set its kinds (separators, bold) or cache
    property real playersWidth: Theme.px(285)
    property real logWidth: Theme.px(250)
    property real stripHeight: Theme.px(96)
    property real privateWidth: 0  // the private area's width in the strip (0: none)
    // Of that width, what nothing fills now and the buttons may borrow (a hand's places kept for cards it does not
    // hold): where they would otherwise grow the strip by a row, they take it, and the private area keeps its
    // size, its empty end under them. A game that lends it lays its private area out at `privateWidth`, not at
    // its slot's width.
    property real privateSpare: 0
    // the uids of the table's buttons that a panel on the table offers already (a camp's "keep"): the strip
    // leaves them out rather than ask the same thing twice
    property var buttonsElsewhere: []
    readonly property alias strip: strip
    // The strip's height for `rows` rows of the table's buttons, at their own height (read from a button, shown or
    // kept): a table whose strip is never lower than two rows' does not lay its whole board out again, a few
    // pixels higher or lower, each time its buttons wrap or unwrap (issue 26).
    function stripFor(rows) {
        return rows * buttons.rowHeight + (rows - 1) * buttons.spacing + 2 * stripRow.anchors.margins
    }
    signal confirmAsked(string text, string uid)  // a button whose row asks "are you sure?" first

    RowLayout {
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: strip.top }
        anchors.margins: Theme.px(8)
        spacing: Theme.px(8)

        ColumnLayout {
            id: playersColumn
            objectName: "playerCards"
            Layout.preferredWidth: layout.playersWidth
            Layout.maximumWidth: layout.playersWidth
            Layout.fillHeight: true
            Layout.alignment: Qt.AlignTop
            spacing: Theme.px(6)
        }

        Item {
            id: boardArea
            Layout.fillWidth: true
            Layout.fillHeight: true
        }

        ColumnLayout {
            Layout.preferredWidth: layout.logWidth
            Layout.maximumWidth: layout.logWidth
            Layout.fillHeight: true
            spacing: Theme.px(8)
            ColumnLayout {
                id: sideColumn
                Layout.fillWidth: true
                spacing: Theme.px(8)
                visible: children.length > 0
            }
            GameLog {
                id: tableLog
                Layout.fillWidth: true
                Layout.fillHeight: true
                model: layout.controller.logModel
            }
        }
    }

    Rectangle {
        id: strip
        objectName: "bottomBar"  // where the table's buttons are: toasts stay above it
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        // at least the table's height; taller where the buttons need a second row (long labels at 960x540)
        height: Math.max(layout.stripHeight, buttons.implicitHeight + 2 * stripRow.anchors.margins)
        color: "#3b2a1c"
        border.color: "#2a1d13"

        RowLayout {
            id: stripRow
            anchors.fill: parent
            anchors.margins: Theme.px(10)
            spacing: Theme.px(14)
            TableStatus {
                controller: layout.controller
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 3
            }
            Item {
                id: privateSlot
                visible: layout.privateWidth > 0
                Layout.preferredWidth: layout.privateWidth - buttons.lent
                Layout.fillHeight: true
            }
            Item {  // the buttons' room, which the strip's row sizes
                // The flow takes its width from `fit` itself, not from the row's next layout: a flow laid out
                // before the row (buttons shown again at a reveal) wrapped at the width it had, and the strip grew
                // by rows for a frame's layout only, moving the whole board twice (issue 26).
                visible: buttons.widths.length > 0
                implicitHeight: buttons.implicitHeight
                Layout.preferredWidth: buttons.fit
                Layout.maximumWidth: buttons.fit
                Layout.alignment: Qt.AlignVCenter
                Flow {
                    id: buttons
                    objectName: "stripButtons"
                    width: fit
                    // The buttons' widths, read from the delegates (a binding follows each one's width and whether
                    // it is shown): one row where it takes at most half of what the status and buttons share, else
                    // the narrowest two rows (up to that half, never narrower than the widest button): the status
                    // keeps its room and the strip grows by a row instead of cutting or overlapping a button. Where
                    // that half would wrap them into more rows than the strip's height holds, they take up to two
                    // thirds for the rows it holds, and past that the private area's spare room (`privateSpare`,
                    // `lent`), the status keeping its third: a choice of five buttons, or of nine buildings beside
                    // a hand of one card, no longer moves the whole board up a row or two and back, every card
                    // on it fitting its texts again (issue 26).
                    // They are read once a change of the buttons is whole (`measure`): a new choice sets each
                    // button's label, shortcut and place one by one, and a binding over every button would work
                    // the plan out again at each (some forty times for a nine-way choice, 2-4 ms, issue 26).
                    property var widths: []
                    property real rowHeight: Theme.px(40)  // a button's height: the tallest made, else a button's least
                    property bool following: false  // the buttons are taking a change: measured once it is whole
                    function measure() {
                        if (following) return
                        const out = []
                        let most = Theme.px(40)
                        for (let i = 0; i < children.length; ++i) {
                            const b = children[i]
                            if (b.stripShown === true) out.push(b.implicitWidth)
                            if (b.stripShown !== undefined) most = Math.max(most, b.implicitHeight)
                        }
                        if (JSON.stringify(out) !== JSON.stringify(widths)) widths = out
                        if (most !== rowHeight) rowHeight = most
                    }
                    readonly property real oneRow: widths.reduce((a, w) => a + w, 0)
                                                   + spacing * Math.max(0, widths.length - 1)
                    readonly property real widest: widths.reduce((a, w) => Math.max(a, w), 0)
                    readonly property real shared: {  // what the status and the buttons share
                        const hand = privateSlot.visible ? layout.privateWidth + stripRow.spacing : 0
                        return stripRow.width - hand - stripRow.spacing
                    }
                    // the rows the strip's own height holds
                    readonly property int roomRows: Math.max(1, Math.floor((layout.stripHeight - 2 * stripRow.anchors.margins
                                                                            + spacing) / (rowHeight + spacing)))
                    function rowsAt(width) {  // the rows the flow wraps the buttons into at `width`, as Flow does
                        let rows = 1, x = 0
                        for (const w of widths) {
                            if (x > 0 && x + w > width) { ++rows; x = 0 }
                            x += w + spacing
                        }
                        return rows
                    }
                    function narrowest(rows) {  // the narrowest width at which they wrap into at most `rows` rows
                        let best = oneRow
                        for (let i = 0; i < widths.length; ++i) {
                            let run = -spacing
                            for (let j = i; j < widths.length; ++j) {
                                run += widths[j] + spacing
                                if (run >= widest && run < best && rowsAt(run) <= rows) best = run
                            }
                        }
                        return best
                    }
                    readonly property var plan: {  // the buttons' width, and what of it the private area lends
                        if (oneRow <= shared / 2) return { width: Math.ceil(oneRow), lent: 0 }
                        const half = Math.max(widest, Math.min(narrowest(2), shared / 2))
                        if (rowsAt(half) <= roomRows) return { width: Math.ceil(half), lent: 0 }
                        const held = narrowest(roomRows), most = shared * 2 / 3
                        if (held <= most) return { width: Math.ceil(held), lent: 0 }
                        if (held <= most + layout.privateSpare) return { width: Math.ceil(held), lent: Math.ceil(held - most) }
                        return { width: Math.ceil(half), lent: 0 }
                    }
                    readonly property real fit: plan.width
                    readonly property real lent: plan.lent
                    spacing: Theme.px(8)
                    layoutDirection: Qt.RightToLeft
                    // The buttons by place, kept while the table has none (issue 26): a hand-over empties the buttons
                    // model and the next view fills it again, and each time every button was made anew. A place keeps
                    // its button, hidden (`present` false), for the next buttons listed there.
                    ListModel { id: placed }
                    function follow() {
                        const model = layout.controller.buttonsModel, rows = []
                        for (let i = 0; model && i < model.count; ++i) {
                            const b = model.get(i)
                            rows.push({ place: i, present: true, uid: b.uid, label: b.label,
                                        available: b.available === true, main: b.main === true,
                                        shortcut: b.shortcut || "", rowJson: JSON.stringify(b) })
                        }
                        following = true
                        InStep.keepPlaces(placed, rows)
                        following = false
                        measure()
                    }
                    Component.onCompleted: follow()
                    Connections {
                        target: layout.controller.buttonsModel
                        function onRowsSet() { buttons.follow() }
                    }
                    Repeater {
                        model: placed
                        delegate: RowButton {
                            required property bool present
                            required property string rowJson
                            row: JSON.parse(rowJson)
                            readonly property bool stripShown: present && layout.buttonsElsewhere.indexOf(uid) < 0
                            objectName: present ? "button_" + uid : ""
                            visible: stripShown
                            // a button's size changes outside a change of the buttons too (the language, a panel
                            // taking a button from the strip)
                            onImplicitWidthChanged: buttons.measure()
                            onImplicitHeightChanged: buttons.measure()
                            onStripShownChanged: buttons.measure()
                            controller: layout.controller
                            onConfirmAsked: (text, uid) => layout.confirmAsked(text, uid)
                        }
                    }
                }
            }
        }
    }
}
