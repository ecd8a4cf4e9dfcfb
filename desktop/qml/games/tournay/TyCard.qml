import QtQuick
import QtQuick.Controls
import "../.."

// One Tournay card: a colour band with its level, the name, kind, cost and points, and (when there is
// room) the effect text; a small or compact card (a district's) shows its name and its effect in a few
// words instead, shrunk to fit. The full text shows on hover. A hidden card shows its deck's back.
Rectangle {
    id: card

    property var face: null
    property bool lit: false
    property bool selected: false
    property bool cursor: false
    property string note: ""  // e.g. the cost of placing it here
    readonly property bool hidden: !!face && face.hidden === true
    property bool compact: false  // a district's card: its name and its effect in a few words, at any size
    readonly property bool roomy: height > Theme.px(90) && !compact
    readonly property bool mini: width < Theme.px(34)  // an opponent's hand: a chip in the card's colour
    property real footer: 0  // room kept free at the bottom (a citizen standing on the card)
    readonly property real bandHeight: Math.max(Theme.px(12), height * 0.16)

    radius: Theme.px(5)
    color: !face ? "transparent" : hidden ? Qt.darker(face.hex, 2.2) : mini ? face.hex : "#fbf5e6"
    border.color: cursor ? Theme.reach : selected ? Theme.accent : lit ? Theme.reach : "#5b4632"
    border.width: cursor || selected || lit ? Theme.px(3) : Theme.px(1)
    clip: true

    Rectangle {  // the colour band
        visible: !!card.face && !card.hidden && !card.mini
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(2) }
        height: card.bandHeight
        radius: Theme.px(3)
        color: card.face ? card.face.hex : "transparent"
        border.color: "#00000040"
        Text {
            anchors { left: parent.left; leftMargin: Theme.px(3); verticalCenter: parent.verticalCenter }
            text: card.face && !card.face.event ? card.face.levelName : ""
            font.pixelSize: Math.max(8, parent.height * 0.72)
            font.bold: true
            color: card.face && card.face.colour === "w" ? "#3a2f25" : "#fffaf1"
        }
        Text {  // cost (deniers) and points
            anchors { right: parent.right; rightMargin: Theme.px(3); verticalCenter: parent.verticalCenter }
            text: !card.face || card.face.event ? "" : qsTr("%1d").arg(card.face.cost) + (card.face.points ? " · " + card.face.points + "★" : "")
            font.pixelSize: Math.max(8, parent.height * 0.62)
            font.bold: true
            color: card.face && card.face.colour === "w" ? "#3a2f25" : "#fffaf1"
        }
    }
    Column {  // a roomy card (a hand card, the market): name, kind and the full effect
        visible: !!card.face && !card.hidden && !card.mini && card.roomy
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(3)
                  topMargin: card.bandHeight + Theme.px(4) }
        spacing: Theme.px(1)
        Text {
            width: parent.width
            text: card.face ? card.face.name : ""
            font.pixelSize: Math.max(9, Math.min(Theme.fontSmall, card.width / 7))
            font.bold: true
            color: Theme.ink
            // wraps between words only: a word too long for the card ("Tournament") shrinks instead of breaking
            wrapMode: Text.WordWrap
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 8
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            text: card.face ? card.face.kindName + (card.face.extra ? " · " + card.face.extra : "") : ""
            font.pixelSize: Math.max(8, Theme.px(10))
            font.italic: true
            color: Theme.inkSoft
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            text: card.face ? (card.face.event ? card.face.fight + "\n" : "") + card.face.text : ""
            font.pixelSize: Math.max(8, Theme.px(10))
            color: Theme.ink
            wrapMode: Text.Wrap
            maximumLineCount: Math.max(1, Math.floor((card.height * 0.6) / Theme.px(12)))
            elide: Text.ElideRight
        }
    }
    // A small card (a district's): its name in up to two lines (three if it must) and its effect in a few
    // words (the card's `short`), each shrunk to fit rather than cut; the tooltip has the full text.
    Text {
        id: smallName
        objectName: "cardName"
        visible: !!card.face && !card.hidden && !card.mini && !card.roomy
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(3)
                  topMargin: card.bandHeight + Theme.px(3) }
        height: Math.min(nameAtSize.implicitHeight, (card.height - card.bandHeight - card.footer) * 0.5)
        text: card.face ? card.face.name : ""
        font.pixelSize: Math.max(9, Math.min(Theme.fontSmall, card.width / 6.5))
        font.bold: true
        color: Theme.ink
        lineHeight: 0.95
        // wraps between words only: a word too long for the card ("Alderman") shrinks instead of breaking
        wrapMode: Text.WordWrap
        fontSizeMode: Text.Fit
        minimumPixelSize: 7
        maximumLineCount: 3
        elide: Text.ElideRight  // only when even the smallest size does not fit
        verticalAlignment: Text.AlignTop
    }
    Text {  // the name at its full size in at most three lines: the height the shown name gets
        id: nameAtSize
        visible: false
        width: smallName.width
        text: smallName.text
        font.pixelSize: smallName.font.pixelSize
        font.bold: true
        lineHeight: smallName.lineHeight
        wrapMode: smallName.wrapMode
        maximumLineCount: 3
    }
    Text {  // a tall small card also says what kind of card it is
        id: smallKind
        visible: smallName.visible && card.height > Theme.px(104)
        anchors { left: parent.left; right: parent.right; top: smallName.bottom; leftMargin: Theme.px(3)
                  rightMargin: Theme.px(3); topMargin: Theme.px(1) }
        height: visible ? Math.ceil(font.pixelSize * 1.4) : 0
        text: card.face ? card.face.kindName + (card.face.extra ? " · " + card.face.extra : "") : ""
        font.pixelSize: Math.max(8, Theme.px(10))
        font.italic: true
        color: Theme.inkSoft
        elide: Text.ElideRight
    }
    Text {
        id: smallEffect
        objectName: "cardEffect"
        visible: !!card.face && !card.hidden && !card.mini && !card.roomy && text !== ""
        anchors { left: parent.left; right: parent.right; top: smallKind.bottom; bottom: parent.bottom
                  leftMargin: Theme.px(3); rightMargin: Theme.px(3); topMargin: Theme.px(2)
                  bottomMargin: card.footer + Theme.px(2) }
        text: card.face ? card.face.short || "" : ""
        font.pixelSize: Math.max(8, Math.min(Theme.px(11), card.width / 6.5))
        color: "#4a3826"
        lineHeight: 0.95
        wrapMode: Text.Wrap
        fontSizeMode: Text.Fit
        minimumPixelSize: 7
        elide: Text.ElideRight
        verticalAlignment: Text.AlignTop
    }
    Text {  // a chip: its level, or an event's rampart mark
        visible: card.mini && !!card.face && !card.hidden
        anchors.centerIn: parent
        text: !card.face ? "" : card.face.event ? "▥" : card.face.levelName
        font.pixelSize: Math.max(9, card.height * 0.42)
        font.bold: true
        color: card.face && card.face.colour === "w" ? "#3a2f25" : "#fffaf1"
    }
    Text {  // a hidden card: its deck
        visible: card.hidden
        anchors.centerIn: parent
        text: card.face ? card.face.levelName : ""
        font.pixelSize: Math.max(10, card.height * 0.3)
        font.bold: true
        color: "#f3e7cf"
    }
    Rectangle {  // the cost of placing it here, or another note
        visible: card.note !== ""
        anchors { right: parent.right; bottom: parent.bottom; margins: Theme.px(2) }
        width: noteText.implicitWidth + Theme.px(8)
        height: noteText.implicitHeight + Theme.px(2)
        radius: height / 2
        color: Theme.reach
        Text { id: noteText; anchors.centerIn: parent; text: card.note; font.pixelSize: Theme.fontSmall; font.bold: true; color: "#3a2a00" }
    }
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && !!face && (face.name !== "" || face.text !== "")
    ToolTip.delay: 450
    ToolTip.text: !face ? "" : (face.name ? face.name + " — " + face.kindName + "\n" : "")
                              + (face.event ? face.fight + "\n" : "") + face.text
}
