import QtQuick
import QtQuick.Controls
import "../.."
import "../../components"

// One value of the viewer's hand (with how many they hold): click to pick it
// (the spaces it reaches light up), or drag it onto your car to play it. Kept by
// place (GrandPrixF1.qml): hidden, and nameless, while the hand holds none of it.
Item {
    id: card

    required property var table
    required property var controller
    required property string uid
    property var row: null  // the hand's row of this value; none while the hand holds no card of it

    // the row's fields through typed steps: a binding below runs again only when the field it reads has changed
    readonly property var fields: row || ({})
    readonly property bool isCard: fields.kind === "card"
    readonly property string label: fields.label || ""
    readonly property int value: fields.face || 0
    readonly property int count: fields.count || 0
    readonly property bool highlighted: fields.highlighted === true
    readonly property bool draggable: fields.draggable === true
    readonly property bool hinted: fields.hinted === true
    readonly property string a11y: fields.a11y || ""

    objectName: isCard ? uid : ""
    visible: isCard
    Accessible.role: Accessible.Button
    Accessible.name: a11y
    Accessible.focused: highlighted
    Accessible.onPressAction: controller.activate(uid)
    width: isCard ? Theme.px(46) : 0
    height: isCard ? Theme.px(66) : 0

    HintRing {  // the hint: the card the suggested move plays (or pays with)
        anchors.fill: face
        unit: Theme.scale
        ringColor: Theme.accentSoft
        shown: card.isCard && card.hinted
    }
    Rectangle {
        id: face
        anchors.fill: parent
        radius: Theme.px(6)
        color: card.highlighted ? "#fff4c2" : Theme.card
        border.color: card.highlighted ? Theme.reach : "#7a6a55"
        border.width: card.highlighted ? Theme.px(4) : Theme.px(2)
        y: card.highlighted ? -Theme.px(6) : 0
        Column {  // the value, and under it how many the hand holds
            anchors.centerIn: parent
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: card.label
                font.pixelSize: Theme.text(Theme.px(24))
                font.bold: true
                color: card.value >= 10 ? "#b23a2e" : card.value >= 6 ? "#1f6f8b" : Theme.ink
            }
            Text {
                objectName: "count"
                anchors.horizontalCenter: parent.horizontalCenter
                text: "×" + card.count
                color: Theme.inkSoft
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
        }
    }
    TapHandler { onTapped: card.controller.activate(card.uid) }
    DragHandler {
        enabled: card.isCard && card.draggable
        target: null
        onActiveChanged: active ? card.table.beginDrag("card", card.uid, face, card.label, "")
                                : card.table.endDrag()
        onCentroidChanged: if (active) card.table.moveDrag(centroid.scenePosition)
    }
}
