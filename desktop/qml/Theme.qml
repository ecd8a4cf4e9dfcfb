pragma Singleton
import QtQuick

// Colours and sizes shared by every screen. `scale` follows the window
// (1.0 at 1280x720) so the table keeps its proportions up to 4K.
QtObject {
    property real scale: 1.0
    property real animationScale: 1.0
    property color felt: "#2f5d46"

    readonly property color paper: "#f3ece0"
    readonly property color card: "#fffaf1"
    readonly property color ink: "#2b2420"
    readonly property color inkSoft: "#6f6458"
    readonly property color line: "#d9ccb6"
    readonly property color accent: "#b23a2e"
    readonly property color accentSoft: "#e9c46a"
    readonly property color wood: "#6b4a2f"
    readonly property color woodLight: "#8c6640"
    readonly property color leader: "#f5c518"
    readonly property color reach: "#ffd54a"
    readonly property color flat: "#cfd8c9"
    readonly property color climb: "#e7b76a"
    readonly property color steep: "#c8553d"

    // The controls' style (GameshelfStyle/) draws with these.
    readonly property color edge: "#b9a988"
    readonly property color pressed: "#e0d3bd"
    readonly property color disabledInk: "#a89c8c"
    readonly property color disabledFill: "#d8cfc0"
    readonly property color woodText: "#fdf3e1"
    readonly property color woodTextDisabled: "#9c8266"
    readonly property color link: "#1f6f8b"
    readonly property color scrim: Qt.rgba(0.1, 0.07, 0.05, 0.55)

    // Ink that reads on a seat colour (white on dark colours, near-black on light ones).
    function inkOn(colour) {
        const c = Qt.color(colour || "#808080")  // a save may leave a seat without a colour
        return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b > 0.55 ? "#1e2124" : "#ffffff"
    }

    // Whose turn it is: the seat whose turn it is (a row's `active`) gets the gold frame; seats
    // answering it (a join, a simultaneous choice: `toAct` but not active) a quiet dashed one.
    readonly property color acting: "#f5c518"
    readonly property color answering: "#6f6458"

    function px(v) { return Math.round(v * scale) }
    // The smallest text a player is asked to read: 11 px from 1280x720 up, 10 px in a smaller window
    // (tests/desktop/test_layout_walk.py holds every table and screen to it). Every text size goes through
    // text(), so a size worked out from a piece's height never drops below it either.
    readonly property int minText: scale < 1 ? 10 : 11
    function text(v) { return Math.max(minText, Math.round(v)) }
    readonly property int fontSmall: text(px(12))
    readonly property int fontBody: text(px(14))
    readonly property int fontLarge: px(18)
    readonly property int fontTitle: px(26)
    readonly property int radius: px(10)
    // An end-of-game dialog is centred and leaves this much of the window below it, where TablePage's
    // replay offer (a strip-sized button) stands: every game's results dialog keeps to it.
    readonly property int underResults: px(52)
    // The height a results dialog may take: the window's less that room (the overlay is gone while a scene is
    // torn down, e.g. a language switch reopening a lesson: then the dialog's parent stands in)
    function resultsRoom(overlay, fallback) { return (overlay ? overlay.height : fallback) - 2 * underResults }
    // Italic only where the language has italic faces: Japanese has none, and Qt would slant the kanji
    readonly property bool italic: !Qt.uiLanguage.startsWith("ja")

    function ms(duration) { return Math.round(duration * animationScale) }
}
