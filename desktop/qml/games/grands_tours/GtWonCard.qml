import QtQuick
import QtQuick.Controls
import "../.."

// A card a team won, drawn small in its panel: a stage as its lead time (none: its point's mark) on the
// colour of its point (sprint green, mountain red, none grey), an assist by its name. The card's full title is
// one hover away and is its accessible name.
Rectangle {
    id: wonCard

    required property var card  // the row's won card: point, lead, assist, title
    readonly property bool assist: card.point === "assist"
    readonly property string point: card.point || ""

    objectName: "wonCard"
    width: Math.max(height, content.implicitWidth + Theme.px(8))
    height: Theme.px(18)
    radius: Theme.px(3)
    color: assist ? "#efe6f7" : point === "sprint" ? "#2e9e4f" : point === "mountain" ? "#ffffff" : "#8a7f72"
    border.color: assist ? "#8a4fb8" : point === "mountain" ? "#d8342c" : "transparent"
    border.width: Theme.px(1)
    Accessible.role: Accessible.StaticText
    Accessible.name: card.title || ""
    ToolTip.visible: hover.hovered
    ToolTip.delay: 300
    ToolTip.text: card.title || ""
    HoverHandler { id: hover }

    Label {  // the lead time; no lead time: the mountain's three dots, as on the course cards
        id: content
        anchors.centerIn: parent
        text: wonCard.assist ? wonCard.card.assist : wonCard.card.lead !== "" ? wonCard.card.lead : "●●●"
        color: wonCard.assist ? "#4b2a66" : wonCard.point === "mountain" ? "#d8342c" : "#ffffff"
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }
}
