import QtQuick
import QtQuick.Controls
import "../.."

// One Tournay card, one layout at every size (market, event queue, hand, district, turned cards): a colour
// band with its level and cost and points (an event: harmful or beneficial), the name, an event's fight cost,
// and the effect (the full text where it fits, else a few words), each shrunk to fit rather than cut. The
// full text shows on hover. A hidden card shows its deck's back; an opponent's hand card is a chip.
// Its texts keep Theme.minText from 1280x720 up; below that (960x540) they still shrink to fit whole, since
// four districts side by side leave their cards too little room (the layout walk's known fault there).
Rectangle {
    id: card

    property var face: null
    // The face drawn: `face` again only when it differs. A refresh hands every card its face as a new object,
    // equal or not, and each text, measure and colour of the card would be worked out again (issue 26).
    property var shown: face
    property string shownKey: ""
    onFaceChanged: {
        const key = face ? JSON.stringify(face) : ""
        if (key !== shownKey) { shownKey = key; shown = face || null }
    }
    property bool lit: false
    property bool selected: false
    property bool cursor: false
    property string note: ""  // e.g. the cost of placing it here
    property real noteBeside: 0  // room kept right of the note (a citizen standing on the card's corner)
    readonly property bool hidden: !!shown && shown.hidden === true
    property bool compact: false  // a district's card: its effect in a few words even where the full text fits
    readonly property bool mini: width < Theme.px(34)  // an opponent's hand: a chip in the card's colour
    property real footer: 0  // room kept free at the bottom (a citizen standing on the card)
    // The smallest a card's text may shrink to: the house's floor (Theme.minText). A text that does not fit even
    // then is cut with "…", its full text one hover away (the card's tooltip) and in its accessible description.
    readonly property real smallestText: Theme.minText
    // the band holds its level and cost at the floor at least (a line and its margins)
    readonly property real bandHeight: Math.max(Theme.minText + Theme.px(5), height * 0.16)
    readonly property bool faceUp: !!shown && !hidden && !mini
    // where a kind (an event's fight cost) may show: an event, or a tall, wide card. Elsewhere (a district's
    // card, a hand's) the kind's texts and the measures it needs hold nothing, so a card resized with its
    // district lays out only what it draws (issue 26).
    readonly property bool roomy: faceUp && (!!shown.event || height > Theme.px(104) && width > Theme.px(100))
    // A text and the hidden texts measuring it hold their words only where they may show (issue 26): every text
    // of a card is laid out again when the card changes size, and a district's cards change size with its window.
    // the texts' side margins: a pixel less on a narrow card (four districts side by side), where a long word
    // ("Madeleine") needs every pixel at the floor
    readonly property real inset: width < Theme.px(72) ? Theme.px(2) : Theme.px(3)
    // the room kept at the bottom: the footer, or the note's chip (the cost of building over it) if taller
    readonly property real bottomRoom: Math.max(footer, note !== "" ? noteChip.height + Theme.px(2) : 0)
    readonly property real body: height - bandHeight - bottomRoom
    // lines a little tight; Japanese as tight as Latin text (its font's line is half as tall again as its size)
    readonly property real lineHeight: 0.95 * Math.min(1, 1.2 * 20 / Math.max(20, lineMeasure.implicitHeight))
    Text { id: lineMeasure; visible: false; text: card.shown ? card.shown.name : ""; font.pixelSize: 20 }

    // A text wrapped between words that takes the largest size from `nominal` down to `smallest` (a pixel at a
    // time) at which it fits its box whole. (Qt's own fontSizeMode picks a size below one that fits, and with a
    // line height under 1 one that overflows.)
    component FitMeasure: Text {  // a FitText's text at one size, not shown: does it fit the box?
        required property Text shown
        visible: false
        width: text !== "" ? shown.width : 0  // an empty measure is not laid out again as its card resizes
        text: shown.text
        font.bold: shown.strong  // not shown.font: that changes with the size chosen from these measures
        font.italic: shown.slanted
        lineHeight: shown.pitch
        wrapMode: Text.WordWrap  // the sizes are tried between words; only the shown text may break a word
        maximumLineCount: shown.lines
        readonly property bool fits: !truncated && implicitHeight <= shown.height + 0.5 && contentWidth <= shown.width + 0.5
        property bool watched: true  // a change of `fits` makes its text choose its size again
        onFitsChanged: if (watched && shown.rechoose) shown.rechoose()
    }
    component FitText: Text {
        id: fit
        property real nominal: Theme.minText
        property real smallest: card.smallestText
        property bool strong: false  // bold
        property bool slanted: false  // italic
        property real pitch: 1  // its line height
        property int lines: 1000  // the most lines it may take
        // where even the floor does not fit, the lines its box holds (the last one ends in "…", never runs past
        // the box); else all it may take
        readonly property real brokenLine: brokenMeasure.implicitHeight / Math.max(1, brokenMeasure.lineCount)
        maximumLineCount: broken && brokenLine > 0 ? Math.max(1, Math.min(lines, Math.floor((height + 0.5) / brokenLine)))
                                                   : lines
        font.bold: strong
        font.italic: slanted
        readonly property alias atNominal: nominalMeasure  // its lines at full size: the box may follow them
        // the height its lines take as shown: at full size, or broken inside a word at the floor
        readonly property real need: broken ? brokenMeasure.implicitHeight : nominalMeasure.implicitHeight
        // the size shown: chosen once the measures settle (a binding over them would read layouts Qt updates
        // while it reads them, a binding loop); one probe tries the smaller sizes, a pixel at a time
        property real fitted: nominal
        property string chosenFor: ""  // what the last choice was made for: the same measures choose the same
        function choose() {
            const key = [text, width, height, nominal, smallest, pitch, nominalMeasure.width,
                         nominalMeasure.implicitHeight, nominalMeasure.contentWidth].join("|")
            if (key === chosenFor) return
            chosenFor = key
            if (nominalMeasure.fits || text === "") { fitted = nominal; broken = false; return }
            probe.text = text  // laid out only while it chooses
            let px = Math.ceil(nominal) - 1
            for (; px > smallest; --px) {
                probe.font.pixelSize = px
                if (probe.fits) break
            }
            fitted = Math.max(px, smallest)
            probe.font.pixelSize = fitted
            broken = !probe.fits
            probe.text = ""
        }
        // a word too long for the box even at the floor ("Madeleine" on a narrow card) breaks inside itself
        // rather than running past the card's edge; the tooltip has it whole
        property bool broken: false
        function rechoose() { later.restart() }  // once per change of several (text, width, height), as they settle
        Timer { id: later; interval: 0; onTriggered: fit.choose() }
        Component.onCompleted: choose()
        onWidthChanged: rechoose()
        onHeightChanged: rechoose()
        onTextChanged: rechoose()
        onNominalChanged: rechoose()
        onPitchChanged: rechoose()
        font.pixelSize: fitted
        lineHeight: pitch
        wrapMode: broken ? Text.WrapAtWordBoundaryOrAnywhere : Text.WordWrap
        elide: Text.ElideRight  // only when even the smallest size does not fit
        verticalAlignment: Text.AlignTop
        FitMeasure { id: nominalMeasure; shown: fit; font.pixelSize: fit.nominal }
        // the other measures hold their text only while they are read
        FitMeasure { id: probe; shown: fit; watched: false; text: ""; font.pixelSize: fit.smallest }
        FitMeasure { id: brokenMeasure; shown: fit; watched: false; text: fit.broken ? fit.text : ""; font.pixelSize: fit.smallest; wrapMode: Text.WrapAtWordBoundaryOrAnywhere }
    }

    radius: Theme.px(5)
    color: !shown ? "transparent" : hidden ? Qt.darker(shown.hex, 2.2) : mini ? shown.hex : "#fbf5e6"
    border.color: cursor ? Theme.reach : selected ? Theme.accent : lit ? Theme.reach : "#5b4632"
    border.width: cursor || selected || lit ? Theme.px(3) : Theme.px(1)
    clip: true

    Rectangle {  // the colour band: the level (an event: harmful or beneficial), and the cost and points
        id: band
        visible: !!card.shown && !card.hidden && !card.mini
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(2) }
        height: card.bandHeight
        radius: Theme.px(3)
        color: card.shown ? card.shown.hex : "transparent"
        border.color: "#00000040"
        readonly property color ink: card.shown && card.shown.colour === "w" ? "#3a2f25" : "#fffaf1"
        readonly property real room: width - Theme.px(6) - (bandCost.text !== "" ? Theme.px(3) : 0)
        Text {
            id: bandLevel
            objectName: "cardBand"
            anchors { left: parent.left; leftMargin: Theme.px(3); verticalCenter: parent.verticalCenter }
            width: band.room - (bandCost.visible ? bandCost.width : 0)
            height: parent.height
            verticalAlignment: Text.AlignVCenter
            text: !card.shown ? "" : card.shown.event ? card.shown.tag || "" : card.shown.levelName
            font.pixelSize: Theme.text(parent.height * (card.shown && card.shown.event ? 0.62 : 0.72))
            lineHeightMode: Text.FixedHeight  // one line as tall as the band: a Japanese line's spacing is not ink
            lineHeight: parent.height
            font.bold: true
            fontSizeMode: implicitWidth > width ? Text.HorizontalFit : Text.FixedSize  // Qt's fit undershoots; a text a hair too wide is elided
            minimumPixelSize: card.smallestText
            elide: Text.ElideRight
            color: band.ink
        }
        TextMetrics { id: levelAtFloor; text: bandLevel.text; font.bold: true; font.pixelSize: card.smallestText }
        Text {  // cost (deniers) and points: shrinks before it crowds the level out
            id: bandCost
            objectName: "cardBand"
            visible: text !== ""
            anchors { right: parent.right; rightMargin: Theme.px(3); verticalCenter: parent.verticalCenter }
            // a level is a numeral or a short word: it keeps the room it needs at the floor (the level shrinks to
            // it before the cost does), then the cost shrinks, and only then is cut
            width: Math.max(0, Math.min(implicitWidth, band.room - Math.min(Math.ceil(levelAtFloor.advanceWidth) + Theme.px(3), band.room * 0.5)))
            elide: Text.ElideRight
            height: parent.height
            verticalAlignment: Text.AlignVCenter
            horizontalAlignment: Text.AlignRight
            text: !card.shown || card.shown.event ? "" : qsTr("%1d").arg(card.shown.cost) + (card.shown.points ? "·" + card.shown.points + "★" : "")
            font.pixelSize: Theme.text(parent.height * 0.62)
            lineHeightMode: Text.FixedHeight
            lineHeight: parent.height
            font.bold: true
            fontSizeMode: implicitWidth > width ? Text.HorizontalFit : Text.FixedSize  // Qt's fit undershoots; a text a hair too wide is elided
            minimumPixelSize: card.smallestText
            color: band.ink
        }
    }
    // Every face-up card, at any size: its name (up to three lines), then an event's fight cost (a tall, wide
    // card: its kind), then its effect: the full text where it fits at full size, else the effect in a few
    // words (the face's `short`; a district's card always). Each shrinks to fit rather than being cut; the
    // tooltip has the full text.
    FitText {
        id: smallName
        objectName: "cardName"
        pitch: card.lineHeight
        visible: card.faceUp
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: card.inset
                  topMargin: card.bandHeight + Theme.px(3) }
        height: Math.min(need, card.body * (smallKind.visible ? 0.4 : 0.55))
        text: card.faceUp && card.shown ? card.shown.name : ""
        nominal: Theme.text(Math.min(Theme.fontSmall, card.width / 6.5))
        strong: true
        color: Theme.ink
        lines: 3  // a word too long for the card ("Alderman") shrinks instead of breaking
    }
    FitText {  // an event's fight cost; a tall, wide card's kind
        id: smallKind
        objectName: "cardKind"
        pitch: card.lineHeight
        visible: card.faceUp && text !== "" && (!!card.shown && card.shown.event || card.height > Theme.px(104) && card.width > Theme.px(100)
                                                 && !smallName.atNominal.truncated  // and the name leaves it room
                                                 && smallName.atNominal.implicitHeight <= card.body * 0.4
                                                 && !atNominal.truncated  // and it fits its share at its size
                                                 && atNominal.implicitHeight <= card.body * 0.3
                                                 && kindAtSmallest.fits  // and it can be read whole at its smallest
                                                 // and the effect's few words keep their room below it
                                                 && smallName.atNominal.implicitHeight + atNominal.implicitHeight
                                                    + effectNeed.implicitHeight + Theme.px(6) <= card.body)
        // under the name's lines as shown (a name shrunk into fewer lines leaves no gap)
        anchors { left: parent.left; right: parent.right; top: smallName.top; leftMargin: card.inset
                  rightMargin: card.inset; topMargin: smallName.contentHeight + Theme.px(1) }
        height: visible ? Math.min(atNominal.implicitHeight, card.body * (card.shown && card.shown.event ? 0.45 : 0.3)) : 0
        text: !card.roomy ? "" : card.shown.event ? card.shown.fight
                               : card.shown.kindName + (card.shown.extra ? " · " + card.shown.extra : "")
        nominal: Theme.text(Math.min(Theme.px(10), card.width / 7))
        slanted: !card.shown || !card.shown.event
        strong: !!card.shown && card.shown.event
        color: card.shown && card.shown.event ? Theme.ink : Theme.inkSoft
        lines: 4
    }
    Text {  // a card's kind at its smallest size, not shown: the kind is left out where even that is cut
        id: kindAtSmallest
        visible: false
        width: text !== "" ? card.width - 2 * card.inset : 0
        text: !!card.shown && !card.shown.event ? smallKind.text : ""  // an event's fight cost shows whatever it takes
        font.italic: smallKind.slanted
        font.pixelSize: smallKind.smallest
        lineHeight: card.lineHeight
        wrapMode: Text.WordWrap
        maximumLineCount: smallKind.lines
        readonly property bool fits: !truncated && implicitHeight <= card.body * 0.3 + 0.5 && contentWidth <= width + 0.5
    }
    FitText {
        id: smallEffect
        objectName: "cardEffect"
        pitch: card.lineHeight
        visible: card.faceUp && text !== ""
        anchors { left: parent.left; right: parent.right; top: smallKind.visible ? smallKind.top : smallName.top
                  bottom: parent.bottom; leftMargin: card.inset; rightMargin: card.inset
                  topMargin: (smallKind.visible ? smallKind.contentHeight : smallName.contentHeight) + Theme.px(2)
                  bottomMargin: card.bottomRoom + Theme.px(2) }
        // the full text where it fits at full size; else the few words
        readonly property bool full: !card.compact && fullAtSize.text !== "" && fullAtSize.fits
        text: !card.faceUp || !card.shown ? "" : full ? card.shown.text : card.shown.short || ""
        nominal: Theme.text(Math.min(Theme.px(11), card.width / 6.5))
        color: "#4a3826"
    }
    // the few words' lines beyond the first, at full size: a short card in the event queue is that much taller
    readonly property real shortExtra: effectNeed.lineCount > 1
                                       ? effectNeed.implicitHeight * (effectNeed.lineCount - 1) / effectNeed.lineCount : 0
    Text {  // the effect's few words at full size, not shown: the room the effect needs at least
        id: effectNeed
        visible: false
        width: text !== "" ? smallEffect.width : 0
        text: card.roomy ? card.shown.short || card.shown.text || "" : ""
        font.pixelSize: smallEffect.nominal
        lineHeight: smallEffect.pitch
        wrapMode: Text.WordWrap
    }
    FitMeasure {  // the full effect at the effect's full size: does it fit?
        id: fullAtSize
        shown: smallEffect
        text: card.faceUp && !!card.shown && !card.compact ? card.shown.text : ""
        font.pixelSize: smallEffect.nominal
    }
    Text {  // a chip: its level, or an event's rampart mark
        visible: card.mini && !!card.shown && !card.hidden
        anchors.centerIn: parent
        text: !card.shown ? "" : card.shown.event ? "▥" : card.shown.levelName
        font.pixelSize: Theme.text(card.height * 0.42)
        font.bold: true
        color: card.shown && card.shown.colour === "w" ? "#3a2f25" : "#fffaf1"
    }
    Text {  // a hidden card: its deck
        visible: card.hidden
        anchors.centerIn: parent
        text: card.shown ? card.shown.levelName : ""
        font.pixelSize: Theme.text(card.height * 0.3)
        font.bold: true
        color: "#f3e7cf"
    }
    Rectangle {  // the cost of placing it here, or another note
        id: noteChip
        visible: card.note !== ""
        anchors { right: parent.right; bottom: parent.bottom; margins: Theme.px(2); rightMargin: Theme.px(2) + card.noteBeside }
        width: noteText.implicitWidth + Theme.px(8)
        height: noteText.implicitHeight + Theme.px(2)
        radius: height / 2
        color: Theme.reach
        Text { id: noteText; anchors.centerIn: parent; text: card.note; font.pixelSize: Theme.fontSmall; font.bold: true; color: "#3a2a00" }
    }
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && !!shown && (shown.name !== "" || shown.text !== "")
    ToolTip.delay: 450
    // everything the card may print, whole: its band, name, kind, fight cost, the few words and the full effect
    ToolTip.text: !shown ? "" : (bandLevel.text + (bandCost.text ? " · " + bandCost.text : "") + "\n")
                              + (shown.name ? shown.name + " — " + shown.kindName + (shown.extra ? " · " + shown.extra : "") + "\n" : "")
                              + (shown.event ? shown.fight + "\n" : "")
                              + (shown.short && shown.short !== shown.text ? shown.short + "\n" : "") + shown.text
}
