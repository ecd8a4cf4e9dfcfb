import QtQuick
import QtQuick.Controls
import "../.."
import "../../components"

// A player's hand: the acting human's cards face up in the table's strip (dragged or clicked onto the
// table), an opponent's as chips in their cards' colours in its area.
Row {
    id: hand

    required property var controller
    required property var table
    required property var player
    readonly property string cursorUid: table.cursorUid  // not the controller's panel: one reading of it is the table's
    // the cards' size: as large as the room allows, up to a market card's size and a little more
    property real cardHeight: Theme.px(26)
    readonly property real cardWidth: player.me ? Math.min(cardHeight * table.handAspect, (width - spacing * 4) / Math.max(4, player.hand.length))
                                                : Theme.px(20)
    // whether this row draws the player's hand (the strip's for the acting human, the area's for the others):
    // only that one is where a card flies to and from
    property bool owner: true
    readonly property string spot: "hand:" + player.seat
    function claim() { if (owner) table.register(spot, hand); else table.unregister(spot, hand) }
    onOwnerChanged: claim()
    onSpotChanged: claim()
    Component.onCompleted: claim()
    Component.onDestruction: table.unregister(spot, hand)
    visible: owner
    spacing: Theme.px(3)

    Repeater {
        model: hand.player.hand.length  // a card per place in the hand, kept across decisions: a decision redraws what changed
        delegate: TyCard {
            id: handCard
            required property int index
            readonly property var modelData: hand.player.hand[index] || ({})
            objectName: "card_" + modelData.uid
            face: modelData
            Accessible.role: Accessible.Button
            Accessible.name: modelData.a11y || ""
            Accessible.description: modelData.text || ""
            Accessible.focused: hand.cursorUid === modelData.uid
            Accessible.onPressAction: hand.controller.activate(modelData.uid)
            width: hand.cardWidth
            height: hand.cardHeight
            lit: modelData.draggable || modelData.shed === true  // it can be dragged, or a click discards it
            selected: modelData.selected
            cursor: hand.cursorUid === modelData.uid
            opacity: hand.table.dragging(modelData.uid) ? 0.3 : 1
            clip: false  // its ring stands around it, in the row's spacing, not over its texts
            HintRing { anchors.fill: parent; unit: Theme.scale; ringColor: Theme.accentSoft; shown: hand.table.hinted[handCard.modelData.uid] === true }
            TapHandler { onTapped: hand.controller.activate(handCard.modelData.uid) }
            DragHandler {
                enabled: handCard.modelData.draggable
                target: null
                onActiveChanged: active ? hand.table.beginDrag("card", handCard.modelData.uid, handCard, handCard.modelData.name, "", handCard.modelData.targets)
                                        : hand.table.endDrag()
                onCentroidChanged: if (active) hand.table.moveDrag(centroid.scenePosition)
            }
        }
    }
}
