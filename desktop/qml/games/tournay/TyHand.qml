import QtQuick
import QtQuick.Controls
import "../.."
import "../../components"
import "../../components/InStep.js" as InStep

// A player's hand: the acting human's cards face up in the table's strip (dragged or clicked onto the
// table), an opponent's as chips in their cards' colours in its area.
Row {
    id: hand

    required property var controller
    required property var table
    required property var player
    // the table's cursor where it lies on this hand, else "" (issue 26): a cursor moving elsewhere runs none of
    // the cards' bindings on it
    readonly property string cursorUid: table.cursorUid.startsWith("hand:" + player.seat + ":") ? table.cursorUid : ""
    // the cards' size: as large as the room allows, up to a market card's size and a little more
    property real cardHeight: Theme.px(26)
    property bool strip: true  // the strip's row (the hand of the human at the screen), or an opponent's chips
    // whether this row draws the player's hand (the strip's for the acting human, the area's for the others):
    // only that one is where a card flies to and from
    readonly property bool owner: strip === (player.me === true)
    // A row not drawn keeps its cards' size (issue 26): the strip's hand of a player not at the screen would be
    // chips under the hand-over screen, and every card's texts laid out again at each hand-over, twice.
    property real cardWidth: Theme.px(20)
    Binding on cardWidth {
        when: hand.owner
        restoreMode: Binding.RestoreNone
        value: hand.strip ? Math.min(hand.cardHeight * hand.table.handAspect,
                                     (hand.width - hand.spacing * 4) / Math.max(4, hand.player.hand.length))
                          : Theme.px(20)
    }
    readonly property string spot: "hand:" + player.seat
    function claim() { if (owner) table.register(spot, hand); else table.unregister(spot, hand) }
    onOwnerChanged: { claim(); if (owner) sync() }
    onSpotChanged: claim()
    Component.onCompleted: { claim(); if (owner) sync() }
    Component.onDestruction: table.unregister(spot, hand)
    visible: owner
    spacing: Theme.px(3)

    // A card per card in the hand, kept across decisions (issue 26): a card drawn adds its own, a card played
    // takes its own away, and the cards after it keep theirs (kept by place, each would take the face of the one
    // after it and lay out its texts again). A card played stays, hidden, until the hand's next change, so an undo
    // that brings it back shows it as it was rather than making a card again (some 3 ms). A decision sets only the
    // fields that changed (a card that may now be dragged, its place's uid and accessible name), so a card's texts
    // are laid out again only when its face changed. A card is known by its face and which of the same faces it
    // is (two backs of one deck are two cards). Plain values: the face and the squares a dragged card may go to as
    // JSON, read back where used.
    ListModel { id: cards }
    readonly property var handOnly: ({ uid: 1, draggable: 1, targets: 1, selected: 1, shed: 1, a11y: 1 })
    property var synced: null  // the hand the cards were last kept in step with
    function sync() {
        if (synced === player) return
        synced = player
        const copies = ({})
        InStep.keepInStepHolding(cards, (player.hand || []).map(c => {
            const face = {}
            for (const k in c) if (!handOnly[k]) face[k] = c[k]
            copies[c.key] = (copies[c.key] || 0) + 1
            return { card: c.key + "#" + copies[c.key], uid: c.uid, faceJson: JSON.stringify(face),
                     a11y: c.a11y || "", text: c.text || "", name: c.name || "", draggable: !!c.draggable,
                     shed: c.shed === true, selected: !!c.selected, targets: JSON.stringify(c.targets || {}) }
        }), "card")
    }
    // Only the row that draws the hand follows it (issue 26): the strip's hand of a player not at the screen
    // (under the hand-over screen: nobody's, every card face down) and the chips of the player at it are not
    // drawn, and kept in step they would lay out every card again at each hand-over, for a view no one sees.
    onPlayerChanged: if (strip === (player.me === true)) sync()  // `owner` may not have caught up yet

    Repeater {  // the strip's cards, faces up
        model: hand.strip ? cards : 0
        delegate: TyCard {
            id: handCard
            required property bool present  // false: played, held hidden for an undo
            visible: present
            required property string uid
            required property string a11y
            required property string text
            required property string name
            required property bool draggable
            required property bool shed
            required property string targets
            required property string faceJson
            required selected
            objectName: hand.owner && present ? "card_" + uid : ""  // the one drawn: a row not drawn is not kept in step
            face: JSON.parse(faceJson)
            Accessible.role: Accessible.Button
            Accessible.name: a11y
            Accessible.description: text
            Accessible.focused: hand.cursorUid === uid
            Accessible.onPressAction: hand.controller.activate(uid)
            // a card held hidden keeps its size: laid out again with the hand, it would lay its texts out for nothing
            Binding on width { when: present; value: hand.cardWidth; restoreMode: Binding.RestoreNone }
            Binding on height { when: present; value: hand.cardHeight; restoreMode: Binding.RestoreNone }
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
    Repeater {  // an opponent's chips: a card seen only as a chip is a chip (TyChip), not a whole card hidden
        model: hand.strip ? 0 : cards
        delegate: TyChip {
            id: chip
            required property bool present  // false: played, held hidden for an undo
            visible: present
            required property string uid
            required property string a11y
            required property string text
            required property string name
            required property bool draggable
            required property bool shed
            required property string targets
            required property string faceJson
            required selected
            objectName: hand.owner && present ? "card_" + uid : ""
            face: JSON.parse(faceJson)
            Accessible.role: Accessible.Button
            Accessible.name: a11y
            Accessible.description: text
            Accessible.focused: hand.cursorUid === uid
            Accessible.onPressAction: hand.controller.activate(uid)
            // a card held hidden keeps its size: laid out again with the hand, it would lay its texts out for nothing
            Binding on width { when: present; value: hand.cardWidth; restoreMode: Binding.RestoreNone }
            Binding on height { when: present; value: hand.cardHeight; restoreMode: Binding.RestoreNone }
            lit: draggable || shed
            cursor: hand.cursorUid === uid
            opacity: hand.table.dragging(uid) ? 0.3 : 1
            HintRing { anchors.fill: parent; unit: Theme.scale; ringColor: Theme.accentSoft; shown: hand.table.hinted[chip.uid] === true }
            TapHandler { onTapped: hand.controller.activate(chip.uid) }
            DragHandler {
                enabled: chip.draggable
                target: null
                onActiveChanged: active ? hand.table.beginDrag("card", chip.uid, chip, chip.name, "", JSON.parse(chip.targets))
                                        : hand.table.endDrag()
                onCentroidChanged: if (active) hand.table.moveDrag(centroid.scenePosition)
            }
        }
    }
}
