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
    Component.onCompleted: { claim(); sync() }
    Component.onDestruction: table.unregister(spot, hand)
    visible: owner
    spacing: Theme.px(3)

    // A card per place in the hand, kept across decisions (issue 26): a card drawn or played adds or drops the
    // last place only, and a decision sets only the fields that changed (a card that may now be dragged, its
    // accessible name), so a card's texts are laid out again only when its face changed. Plain values: the face
    // and the squares a dragged card may go to as JSON, read back where they are used.
    ListModel { id: cards }
    readonly property var handOnly: ({ uid: 1, draggable: 1, targets: 1, selected: 1, shed: 1, a11y: 1 })
    function sync() {
        const list = player.hand || []
        while (cards.count > list.length) cards.remove(cards.count - 1)
        for (let i = 0; i < list.length; i++) {
            const c = list[i], face = {}
            for (const k in c) if (!handOnly[k]) face[k] = c[k]
            const fields = { uid: c.uid, faceJson: JSON.stringify(face), a11y: c.a11y || "", text: c.text || "",
                             name: c.name || "", draggable: !!c.draggable, shed: c.shed === true,
                             selected: !!c.selected, targets: JSON.stringify(c.targets || {}) }
            if (i >= cards.count) { cards.append(fields); continue }
            const row = cards.get(i)
            for (const k in fields)
                if (row[k] !== fields[k]) cards.setProperty(i, k, fields[k])
        }
    }
    onPlayerChanged: sync()

    Repeater {
        model: cards
        delegate: TyCard {
            id: handCard
            required property string uid
            required property string a11y
            required property string text
            required property string name
            required property bool draggable
            required property bool shed
            required property string targets
            required property string faceJson
            required selected
            objectName: "card_" + uid
            face: JSON.parse(faceJson)
            Accessible.role: Accessible.Button
            Accessible.name: a11y
            Accessible.description: text
            Accessible.focused: hand.cursorUid === uid
            Accessible.onPressAction: hand.controller.activate(uid)
            width: hand.cardWidth
            height: hand.cardHeight
            lit: draggable || shed  // it can be dragged, or a click discards it
            cursor: hand.cursorUid === uid
            opacity: hand.table.dragging(uid) ? 0.3 : 1
            clip: false  // its ring stands around it, in the row's spacing, not over its texts
            HintRing { anchors.fill: parent; unit: Theme.scale; ringColor: Theme.accentSoft; shown: hand.table.hinted[handCard.uid] === true }
            TapHandler { onTapped: hand.controller.activate(handCard.uid) }
            DragHandler {
                enabled: handCard.draggable
                target: null
                onActiveChanged: active ? hand.table.beginDrag("card", handCard.uid, handCard, handCard.name, "", JSON.parse(handCard.targets))
                                        : hand.table.endDrag()
                onCentroidChanged: if (active) hand.table.moveDrag(centroid.scenePosition)
            }
        }
    }
}
