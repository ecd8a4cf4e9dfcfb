import QtQuick
import QtQuick.Controls
import "../.."

// An opponent's hand card, only ever seen as a chip: drawn as TyCard draws a card narrower than a chip's
// threshold (TyCard.mini), in the card's colour (a back: its deck's, darker) with its level, or an event's
// rampart mark. A card made only of what a chip shows (issue 26): a TyCard holds some forty items, all of them
// made, bound and hidden again for each card an opponent draws.
Rectangle {
    id: chip

    property var face: null
    property bool lit: false
    property bool selected: false
    property bool cursor: false
    readonly property bool hidden: !!face && face.hidden === true

    radius: Theme.px(5)
    color: !face ? "transparent" : hidden ? Qt.darker(face.hex, 2.2) : face.hex
    border.color: cursor ? Theme.reach : selected ? Theme.accent : lit ? Theme.reach : "#5b4632"
    border.width: cursor || selected || lit ? Theme.px(3) : Theme.px(1)

    Text {  // its level, or an event's rampart mark; a back: its deck's level
        visible: !!chip.face
        anchors.centerIn: parent
        text: !chip.face ? "" : chip.hidden ? chip.face.levelName : chip.face.event ? "▥" : chip.face.levelName
        font.pixelSize: Theme.text(chip.height * (chip.hidden ? 0.3 : 0.42))
        font.bold: true
        color: chip.hidden ? "#f3e7cf" : chip.face && chip.face.colour === "w" ? "#3a2f25" : "#fffaf1"
    }
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && !!face && (face.name !== "" || face.text !== "")
    ToolTip.delay: 450
    // what a card's tooltip says (TyCard): its band, name, kind, fight cost, few words and full effect
    ToolTip.text: {
        if (!face) return ""
        const cost = face.event ? "" : qsTranslate("TyCard", "%1d").arg(face.cost) + (face.points ? "·" + face.points + "★" : "")
        return ((face.event ? face.tag || "" : face.levelName) + (cost ? " · " + cost : "") + "\n")
               + (face.name ? face.name + " — " + face.kindName + (face.extra ? " · " + face.extra : "") + "\n" : "")
               + (face.event ? face.fight + "\n" : "")
               + (face.short && face.short !== face.text ? face.short + "\n" : "") + face.text
    }
}
