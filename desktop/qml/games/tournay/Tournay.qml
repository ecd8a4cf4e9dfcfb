import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"
import "../../pieces"

// The Tournay table: the nine decks (face-up tops, crier marks), the event queue with its coins, the
// supply and the bank along the top; every player's plaza, district and (an opponent's) hand in the middle;
// the log on the right; along the bottom the strip: what is happening, the acting human's hand, the buttons.
// A card or a citizen is dragged as a ghost and dropped with Drag.drop(); the controller decides, and a
// refused drop flies home. Every drag also has a click path (click the piece, then the place) and a keyboard
// path (arrows, Enter).
Item {
    id: scene

    required property var controller
    readonly property var panel: controller.panel
    readonly property var hex: panel.hex || ({})
    readonly property string cursorUid: panel.cursor || ""
    property string dragKind: ""
    property var dragTargets: ({})  // zone uid -> cost shown while dragging
    // What a hint suggests: the uids of the zone and piece rows the controller marked `hinted`.
    readonly property var hinted: {
        const out = ({})
        const revision = controller.panel  // re-read whenever the table changes
        for (const model of [controller.zonesModel, controller.piecesModel])
            for (let i = 0; i < model.count; ++i) {
                const row = model.get(i)
                if (row.hinted === true) out[row.uid] = true
            }
        return out
    }
    readonly property var hintedUids: Object.keys(hinted)

    objectName: "tournay"
    // a market card holds its longest word ("opponent's") at the text floor, from 1280x720 up where its text
    // keeps the floor (TyCard.smallestText); below, the events keep that room
    readonly property real deckWidth: Theme.px(Theme.scale >= 1 ? 70 : 66)

    function dragging(pieceId) { return dragKind !== "" && ghost.pieceId === pieceId }
    function ghostId() { return ghost.pieceId }

    function beginDrag(kind, pieceId, source, label, tint, targets) {
        const p = source.mapToItem(scene, 0, 0)
        ghost.origin = Qt.point(p.x, p.y)
        ghost.x = p.x; ghost.y = p.y
        ghost.width = source.width; ghost.height = source.height
        ghost.pieceId = pieceId
        ghost.label = label
        ghost.tint = tint || ""
        ghost.Drag.keys = [kind]
        if (kind === "citizen") {
            const colour = pieceId.split(":")[2]
            dragTargets = (panel.citizenTargets || {})[colour] || {}
        } else {
            dragTargets = targets || {}
        }
        dragKind = kind
        ghost.Drag.active = true
    }
    function moveDrag(scenePos) {
        const p = scene.mapFromItem(null, scenePos.x, scenePos.y)
        ghost.x = p.x - ghost.width / 2
        ghost.y = p.y - ghost.height / 2
    }
    function endDrag() {
        if (dragKind === "") return
        ghost.accepted = false
        ghost.Drag.drop()
        ghost.Drag.active = false
        dragTargets = ({})
        if (ghost.accepted) dragKind = ""
        else snapBack.start()
    }
    function dropped(accepted) { ghost.accepted = accepted }

    // Where things are drawn, for the flights: uid -> item ("deck:r1", "event:0", "bank", "supply", "eventDeck",
    // "cell:s:x:y", "plaza:s:colour", "hand:s", "ramparts:s"). Delegates register when made and leave when gone.
    property var spots: ({})
    function register(uid, item) { spots[uid] = item }
    function unregister(uid, item) { if (spots[uid] === item) delete spots[uid] }
    function pointOf(uid) {
        const item = spots[uid]
        if (!item || !item.visible || item.width <= 0) return null
        const r = item.childrenRect  // a hand: where its cards are, not the whole row
        if (uid.startsWith("hand:") && r.width > 0)
            return item.mapToItem(flightLayer, r.x + Math.min(r.width, item.width) / 2, r.y + r.height / 2)
        return item.mapToItem(flightLayer, item.width / 2, item.height / 2)
    }

    // The crier's consequences, one line at a time (each with its event lit in the queue); and what moved in
    // the last decision flies from where it was to where it went, one piece after another.
    readonly property int batch: panel.batch || 0
    property int firedAt: -1
    onBatchChanged: {
        const fired = panel.fired || []
        if (fired.length > 0 && Theme.animationScale > 0) { firedAt = 0; firedTimer.restart() }
        else firedAt = -1
        if (Theme.animationScale <= 0) return
        const flights = panel.flights || []
        const step = Math.max(50, Math.min(110, 900 / Math.max(1, flights.length)))
        flights.forEach((f, i) => flyerComponent.createObject(flightLayer, { table: scene, flight: f, delay: i * step }))
    }
    Component { id: flyerComponent; TyFlyer {} }
    Timer {
        id: firedTimer
        interval: Math.max(60, Theme.ms(700))
        repeat: true
        onTriggered: {
            if (scene.firedAt + 1 < (scene.panel.fired || []).length) scene.firedAt += 1
            else { stop(); scene.firedAt = -1 }
        }
    }
    readonly property var firedLine: firedAt >= 0 && firedAt < (panel.fired || []).length ? panel.fired[firedAt] : null

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0; color: Qt.lighter(Theme.felt, 1.12) }
            GradientStop { position: 1; color: Qt.darker(Theme.felt, 1.15) }
        }
    }

    ColumnLayout {
        anchors { left: parent.left; right: logColumn.left; top: parent.top; bottom: bottomBar.top; margins: Theme.px(6) }
        spacing: Theme.px(6)

        RowLayout {  // decks, events, supply, bank
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.px(140)  // an event card holds its name, fight cost and effect at the floor
            Layout.maximumHeight: Theme.px(140)
            spacing: Theme.px(6)

            Repeater {
                model: ["r", "w", "y"]
                delegate: Rectangle {
                    id: group
                    required property string modelData
                    Layout.fillHeight: true
                    Layout.preferredWidth: 3 * scene.deckWidth + Theme.px(12)
                    radius: Theme.px(6)
                    color: "#00000030"
                    Row {
                        anchors.centerIn: parent
                        spacing: Theme.px(4)
                        Repeater {
                            model: (scene.panel.decks || []).filter(d => d.colour === group.modelData)
                            delegate: Item {
                                id: deck
                                required property var modelData
                                objectName: "zone_" + modelData.uid
                                width: scene.deckWidth; height: Theme.px(124)
                                Component.onCompleted: scene.register(modelData.uid, deck)
                                Component.onDestruction: scene.unregister(modelData.uid, deck)
                                Accessible.role: Accessible.Button
                                Accessible.name: modelData.a11y || ""
                                Accessible.description: modelData.top ? modelData.top.text : ""
                                Accessible.focused: scene.cursorUid === modelData.uid
                                Accessible.onPressAction: scene.controller.activate(modelData.uid)
                                readonly property bool lit: scene.dragTargets[modelData.uid] !== undefined || (scene.dragKind === "" && modelData.reachable)
                                Rectangle {  // the pile
                                    x: Theme.px(3); y: Theme.px(3)
                                    width: parent.width - Theme.px(3); height: Theme.px(92)
                                    radius: Theme.px(5)
                                    visible: deck.modelData.count > 0
                                    color: Qt.darker(deck.modelData.hex, 2.0)
                                    border.color: "#2b2420"
                                }
                                TyCard {
                                    width: parent.width - Theme.px(3); height: Theme.px(92)
                                    face: deck.modelData.top
                                    visible: !!deck.modelData.top
                                    lit: deck.lit
                                    cursor: scene.cursorUid === deck.modelData.uid
                                }
                                TyHintPlace { on: scene.hinted[deck.modelData.uid] === true; anchors.bottomMargin: Theme.px(32 - 4) }
                                Rectangle {  // a face-down top
                                    width: parent.width - Theme.px(3); height: Theme.px(92)
                                    visible: !deck.modelData.top
                                    radius: Theme.px(5)
                                    color: deck.modelData.count > 0 ? Qt.darker(deck.modelData.hex, 1.6) : "#00000020"
                                    border.color: scene.cursorUid === deck.modelData.uid || deck.lit ? Theme.reach : "#2b2420"
                                    border.width: deck.lit || scene.cursorUid === deck.modelData.uid ? Theme.px(3) : 1
                                    Text { anchors.centerIn: parent; text: deck.modelData.levelName; color: "#f3e7cf"; font.pixelSize: Theme.text(Theme.px(24)); font.bold: true }
                                }
                                Text {  // count and the crier mark
                                    y: Theme.px(94)
                                    width: parent.width
                                    horizontalAlignment: Text.AlignHCenter
                                    text: deck.modelData.levelName + " · " + deck.modelData.count
                                    font.pixelSize: Theme.fontSmall
                                    font.bold: true
                                    color: "#fdf3e1"
                                }
                                Rectangle {  // turn two instead of taking the face-up card
                                    objectName: "zone_turn:" + deck.modelData.deck
                                    Accessible.role: Accessible.Button
                                    Accessible.name: deck.modelData.a11yTurn || ""
                                    Accessible.focused: scene.cursorUid === uid
                                    Accessible.onPressAction: scene.controller.activate(uid)
                                    visible: !!deck.modelData.top && deck.modelData.count > 1
                                    y: Theme.px(109); width: parent.width; height: Theme.px(15)
                                    radius: Theme.px(3)
                                    readonly property string uid: "turn:" + deck.modelData.deck
                                    readonly property bool lit: scene.dragTargets[uid] !== undefined
                                    color: lit ? Theme.reach : "#3b2a1c"
                                    border.color: scene.cursorUid === uid ? Theme.reach : "transparent"
                                    Text { anchors.centerIn: parent; text: qsTr("turn 2"); font.pixelSize: Theme.text(Theme.px(10)); color: parent.lit ? "#3a2a00" : "#fdf3e1" }
                                    TyHintPlace { on: scene.hinted[parent.uid] === true }
                                    TapHandler { onTapped: scene.controller.activate(parent.uid) }
                                    DropArea {
                                        anchors.fill: parent
                                        keys: ["citizen"]
                                        onDropped: d => { d.accept(); scene.dropped(scene.controller.drop(ghost.pieceId, parent.uid)) }
                                    }
                                }
                                Rectangle {  // a crier laid sideways under its deck
                                    objectName: "crier_" + deck.modelData.deck
                                    visible: deck.modelData.crier
                                    // above the pile, clear of the face-up card's cost and level
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    y: -Theme.px(9)
                                    width: Math.min(parent.width, crierText.implicitWidth + Theme.px(8))
                                    height: Math.max(Theme.px(12), crierText.implicitHeight); radius: Theme.px(3)
                                    color: "#fbf5e6"; border.color: Qt.darker(deck.modelData.hex, 1.3); border.width: Theme.px(2)
                                    z: 3
                                    Text { id: crierText; anchors.centerIn: parent; text: qsTr("crier"); font.pixelSize: Theme.text(Theme.px(9)); font.bold: true; color: Theme.ink }
                                    ToolTip.visible: crierHover.hovered
                                    ToolTip.text: qsTr("This deck's town crier has been revealed.")
                                    HoverHandler { id: crierHover }
                                }
                                TapHandler { onTapped: scene.controller.activate(deck.modelData.uid) }
                                DropArea {
                                    width: parent.width; height: Theme.px(108)
                                    keys: ["citizen"]
                                    onDropped: d => { d.accept(); scene.dropped(scene.controller.drop(ghost.pieceId, deck.modelData.uid)) }
                                }
                            }
                        }
                    }
                }
            }

            Rectangle {  // the event queue
                objectName: "eventQueue"
                Layout.fillHeight: true
                Layout.fillWidth: true
                radius: Theme.px(6)
                color: "#00000045"
                RowLayout {
                    anchors.fill: parent
                    anchors.margins: Theme.px(4)
                    spacing: Theme.px(4)
                    Repeater {
                        model: scene.panel.queue || []
                        delegate: Item {
                            id: slot
                            required property var modelData
                            objectName: "zone_" + modelData.uid
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Component.onCompleted: scene.register(modelData.uid, slot)
                            Component.onDestruction: scene.unregister(modelData.uid, slot)
                            Accessible.role: Accessible.Button
                            Accessible.name: modelData.a11y || ""
                            Accessible.description: modelData.event ? modelData.event.text : ""
                            Accessible.focused: scene.cursorUid === modelData.uid
                            Accessible.onPressAction: scene.controller.activate(modelData.uid)
                            readonly property bool firing: scene.firedLine !== null && scene.firedLine.slot === modelData.slot
                            readonly property bool lit: scene.dragTargets[modelData.uid] !== undefined || (scene.dragKind === "" && modelData.reachable)
                            TyCard {
                                id: eventCard
                                anchors { left: parent.left; right: parent.right; top: parent.top; bottom: coins.top; bottomMargin: Theme.px(2) }
                                face: slot.modelData.event
                                lit: slot.lit || slot.firing
                                selected: slot.modelData.selected
                                cursor: scene.cursorUid === slot.modelData.uid
                                scale: slot.firing ? 1.06 : 1
                                Behavior on scale { NumberAnimation { duration: Theme.ms(150) } }
                            }
                            TyHintPlace { anchors.fill: eventCard; anchors.margins: -Theme.px(3); on: scene.hinted[slot.modelData.uid] === true }
                            Row {  // the circles, coins on them
                                id: coins
                                anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom }
                                spacing: Theme.px(3)
                                Repeater {
                                    model: slot.modelData.circles
                                    delegate: Rectangle {
                                        required property int index
                                        objectName: index < slot.modelData.coins ? "coin_" + slot.modelData.slot + "_" + index : ""
                                        width: Theme.px(15); height: width; radius: width / 2
                                        color: index < slot.modelData.coins ? "#f5d76e" : "transparent"
                                        border.color: index < slot.modelData.coins ? "#8a6d00" : "#e6dcc8"
                                        border.width: Theme.px(2)
                                    }
                                }
                            }
                            TapHandler { onTapped: scene.controller.activate(slot.modelData.uid) }
                            DropArea {
                                anchors.fill: parent
                                keys: ["citizen"]
                                onDropped: d => { d.accept(); scene.dropped(scene.controller.drop(ghost.pieceId, slot.modelData.uid)) }
                            }
                        }
                    }
                    Column {  // event deck, supply, bank
                        Layout.preferredWidth: Theme.px(96)
                        spacing: Theme.px(4)
                        Label {
                            id: eventDeckLabel
                            Component.onCompleted: scene.register("eventDeck", eventDeckLabel)
                            text: qsTr("Events left: %1").arg(scene.panel.eventDeck || 0)
                            font.pixelSize: Theme.fontSmall; color: "#fdf3e1"
                        }
                        Rectangle {
                            id: supplyZone
                            objectName: "zone_supply"
                            Component.onCompleted: scene.register("supply", supplyZone)
                            Accessible.role: Accessible.Button
                            Accessible.name: scene.panel.a11ySupply || ""
                            Accessible.focused: scene.cursorUid === "supply"
                            Accessible.onPressAction: scene.controller.activate("supply")
                            width: parent.width; height: Theme.px(34)
                            radius: Theme.px(5)
                            readonly property bool lit: scene.dragTargets["supply"] !== undefined
                            color: lit ? "#fff3b0" : "#00000030"
                            border.color: lit || scene.cursorUid === "supply" ? Theme.reach : "transparent"
                            Column {
                                anchors.centerIn: parent
                                Text { anchors.horizontalCenter: parent.horizontalCenter; text: qsTr("Supply"); font.pixelSize: Theme.text(Theme.px(10)); color: parent.parent.lit ? Theme.ink : "#fdf3e1" }
                                Row {
                                    spacing: Theme.px(3)
                                    Repeater {
                                        model: ["r", "w", "y"]
                                        delegate: Row {
                                            required property string modelData
                                            required property int index
                                            Rectangle { width: Theme.px(9); height: Theme.px(12); radius: Theme.px(3); color: scene.hex[modelData] || "#888"; border.color: "#2b2420" }
                                            Text { text: (scene.panel.supply || [0, 0, 0])[index]; font.pixelSize: Theme.fontSmall; color: "#fdf3e1" }
                                        }
                                    }
                                }
                            }
                            TyHintPlace { on: scene.hinted["supply"] === true }
                            TapHandler { onTapped: scene.controller.activate("supply") }
                            DropArea {
                                anchors.fill: parent
                                keys: ["citizen"]
                                onDropped: d => { d.accept(); scene.dropped(scene.controller.drop(ghost.pieceId, "supply")) }
                            }
                        }
                        Rectangle {
                            id: bankZone
                            objectName: "zone_bank"
                            Component.onCompleted: scene.register("bank", bankZone)
                            Accessible.role: Accessible.Button
                            Accessible.name: scene.panel.a11yBank || ""
                            Accessible.focused: scene.cursorUid === "bank"
                            Accessible.onPressAction: scene.controller.activate("bank")
                            width: parent.width; height: Math.max(Theme.px(44), bankColumn.implicitHeight + Theme.px(4))
                            radius: Theme.px(5)
                            readonly property bool lit: scene.dragTargets["bank"] !== undefined
                            color: lit ? "#fff3b0" : "#f5d76e"
                            border.color: lit || scene.cursorUid === "bank" ? Theme.reach : "#8a6d00"
                            border.width: lit || scene.cursorUid === "bank" ? Theme.px(3) : 1
                            Column {  // wraps in a narrow window (960x540) rather than running past the bank
                                id: bankColumn
                                anchors.centerIn: parent
                                width: parent.width - Theme.px(6)
                                Text { width: parent.width; horizontalAlignment: Text.AlignHCenter; wrapMode: Text.WordWrap; text: qsTr("Bank"); font.pixelSize: Theme.fontBody; font.bold: true; color: "#3a2a00" }
                                Text { width: parent.width; horizontalAlignment: Text.AlignHCenter; wrapMode: Text.WordWrap; text: qsTr("2 d per citizen"); font.pixelSize: Theme.text(Theme.px(10)); color: "#3a2a00" }
                            }
                            TyHintPlace { on: scene.hinted["bank"] === true }
                            TapHandler { onTapped: scene.controller.activate("bank") }
                            DropArea {
                                anchors.fill: parent
                                keys: ["citizen"]
                                onDropped: d => { d.accept(); scene.dropped(scene.controller.drop(ghost.pieceId, "bank")) }
                            }
                        }
                    }
                }
            }
        }

        RowLayout {  // the players
            objectName: "playerAreas"
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.px(6)
            Repeater {  // rows keyed by seat: an area survives updates, so its counters can count
                model: scene.controller.playersModel
                delegate: TyPlayer {
                    required property var row
                    player: row.row
                    controller: scene.controller
                    table: scene
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: row.row.me ? 4 : 3
                }
            }
        }
    }

    ColumnLayout {
        id: logColumn
        anchors { right: parent.right; top: parent.top; bottom: bottomBar.top; margins: Theme.px(6) }
        width: Theme.px(230)
        spacing: Theme.px(6)
        ElidedLabel {
            objectName: "roundLabel"
            text: scene.panel.roundLabel || ""
            color: scene.panel.ending ? Theme.reach : "#fdf3e1"
            font.pixelSize: Theme.fontLarge
            font.bold: true
            Layout.fillWidth: true
            Layout.preferredWidth: 0  // never wider than the column ("Round 16 · last round" shrinks to fit)
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.minText
        }
        GameLog {
            Layout.fillWidth: true
            Layout.fillHeight: true
            model: scene.controller.logModel
        }
    }

    Rectangle {  // what to do now, and the buttons
        id: bottomBar
        objectName: "bottomBar"  // where the table's buttons are: toasts stay above it
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        // grows when the buttons take two rows; holds the acting human's hand when one sits at the screen
        height: Math.max(privateArea.visible ? Theme.px(120) : Theme.px(78), buttonFlow.implicitHeight + Theme.px(16))
        color: "#3b2a1c"
        border.color: "#2a1d13"
        RowLayout {
            anchors.fill: parent
            anchors.margins: Theme.px(8)
            spacing: Theme.px(12)
            TableStatus {  // what is happening (the tables' one status: TableLayout's strip uses it too)
                controller: scene.controller
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: privateArea.visible ? 2 : 3
            }
            Item {  // the acting human's private area: their hand, faces up
                id: privateArea
                objectName: "privateArea"
                property int cards: 0  // the hand's size, set by the hand drawn here
                readonly property var pending: scene.panel.pending || []
                visible: (scene.panel.me ?? -1) >= 0
                Layout.fillHeight: true
                Layout.preferredWidth: Math.min(bottomBar.width * 0.4,
                                                Math.max(4, cards) * (height * 0.86 + Theme.px(3)))
                Repeater {
                    model: scene.controller.playersModel
                    delegate: TyHand {
                        id: ownHand
                        required property var row
                        player: row.row
                        owner: row.row.me
                        controller: scene.controller
                        table: scene
                        width: privateArea.width
                        height: privateArea.height
                        cardHeight: privateArea.height
                        Binding { when: ownHand.owner; privateArea.cards: ownHand.player.hand.length }
                        visible: owner && privateArea.pending.length === 0
                    }
                }
                Row {  // the cards turned for "turn two, keep one": their drawer's alone, so here, over the hand
                    objectName: "pendingStrip"
                    visible: privateArea.pending.length > 0
                    height: parent.height
                    spacing: Theme.px(6)
                    ElidedLabel {
                        anchors.verticalCenter: parent.verticalCenter
                        width: Math.max(Theme.px(60), privateArea.width - privateArea.pending.length * (privateArea.height * 0.86 + Theme.px(6)))
                        text: scene.panel.keeping ? qsTr("Keep one card: click it") : qsTr("Turned cards")
                        color: "#fdf3e1"; font.bold: true; font.pixelSize: Theme.fontSmall
                        horizontalAlignment: Text.AlignRight  // beside the cards it names
                        wrapMode: Text.Wrap
                        maximumLineCount: 4
                    }
                    Repeater {
                        model: privateArea.pending
                        delegate: TyCard {
                            required property var modelData
                            objectName: "card_" + modelData.uid
                            face: modelData
                            height: privateArea.height; width: height * 0.86
                            Accessible.role: Accessible.Button
                            Accessible.name: modelData.a11y || ""
                            Accessible.description: modelData.text || ""
                            Accessible.focused: scene.cursorUid === modelData.uid
                            Accessible.onPressAction: scene.controller.activate(modelData.uid)
                            lit: scene.panel.keeping === true
                            cursor: scene.cursorUid === modelData.uid
                            HintRing { anchors.fill: parent; unit: Theme.scale; ringColor: Theme.accentSoft; anchors.margins: 0; shown: scene.hinted[parent.modelData.uid] === true }  // inside: the card clips
                            TapHandler { onTapped: scene.controller.activate(parent.modelData.uid) }
                        }
                    }
                }
            }
            Flow {
                id: buttonFlow
                Layout.preferredWidth: buttonRepeater.count > 3 ? 3 : 2  // many buttons (a discard): half the bar
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignVCenter
                spacing: Theme.px(6)
                layoutDirection: Qt.RightToLeft
                Repeater {
                    id: buttonRepeater
                    model: scene.controller.buttonsModel
                    delegate: TableButton {
                        required property string uid
                        required property string label
                        required property bool available
                        required property bool main
                        required property string shortcut
                        objectName: "button_" + uid
                        text: label
                        hint: shortcut
                        enabled: available
                        primary: main
                        focusPolicy: Qt.NoFocus
                        highlighted: scene.cursorUid === uid
                        onClicked: scene.controller.activate(uid)
                    }
                }
            }
        }
    }

    Rectangle {  // the criers' short panel: which events the ramparts shield (also the Ballista's choice)
        objectName: "shieldPanel"
        readonly property var info: scene.panel.shield || ({})
        visible: info.purpose !== undefined
        anchors.horizontalCenter: parent.horizontalCenter
        y: Theme.px(140)
        width: Math.min(parent.width * 0.8, shieldColumn.implicitWidth + Theme.px(30))
        height: shieldColumn.implicitHeight + Theme.px(24)
        radius: Theme.radius
        color: Theme.card
        border.color: Theme.wood
        border.width: Theme.px(3)
        z: 85
        MouseArea { anchors.fill: parent }  // the panel takes the clicks on it: none reach the district beneath
        ColumnLayout {
            id: shieldColumn
            anchors.centerIn: parent
            spacing: Theme.px(8)
            Label {
                text: parent.parent.info.question || ""
                font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.ink
                wrapMode: Text.Wrap
                Layout.maximumWidth: Theme.px(560)
            }
            Label {
                visible: parent.parent.info.purpose === "shield"
                text: qsTr("Events in your hand to build as ramparts: %1").arg(parent.parent.info.ramparts || 0)
                font.pixelSize: Theme.fontBody; color: Theme.inkSoft
            }
            Row {
                spacing: Theme.px(8)
                Repeater {
                    model: parent.parent.parent.info.events || []
                    delegate: TyCard {
                        required property var modelData
                        objectName: "shield_" + modelData.slot
                        Accessible.role: Accessible.CheckBox
                        Accessible.name: modelData.a11y || ""
                        Accessible.checked: modelData.selected === true
                        Accessible.onPressAction: scene.controller.activate(modelData.uid)
                        face: modelData.event
                        selected: modelData.selected
                        width: Theme.px(130); height: Theme.px(150)
                        note: "●".repeat(modelData.coins)
                        TyHintPlace { on: scene.hinted[parent.modelData.uid] === true; anchors.margins: 0 }
                        TapHandler {  // an exclusive grab: the tap is this card's only, not the cell's beneath
                            gesturePolicy: TapHandler.ReleaseWithinBounds
                            onTapped: scene.controller.activate(parent.modelData.uid)
                        }
                    }
                }
            }
            TableButton {
                objectName: "shieldConfirm"
                text: parent.parent.info.confirm || ""
                primary: true
                focusPolicy: Qt.NoFocus
                Layout.alignment: Qt.AlignRight
                onClicked: scene.controller.activate("confirm")
            }
        }
    }

    Rectangle {  // the crier's effects, one by one
        objectName: "firedBanner"
        visible: scene.firedLine !== null
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height * 0.42
        width: Math.min(parent.width * 0.7, firedText.implicitWidth + Theme.px(40))
        height: firedText.implicitHeight + Theme.px(20)
        radius: Theme.radius
        color: "#e0231a12"
        border.color: Theme.reach
        z: 90
        Label {
            id: firedText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, scene.width * 0.7 - Theme.px(40))
            text: scene.firedLine ? scene.firedLine.text : ""
            color: "#fdf3e1"
            font.pixelSize: Theme.fontLarge
            font.bold: true
            wrapMode: Text.Wrap
        }
    }

    Item {  // the flights (no input: a click goes through to the table)
        id: flightLayer
        objectName: "flightLayer"
        anchors.fill: parent
        z: 95
    }

    Item {  // the card or citizen under the pointer while dragging
        id: ghost
        property string pieceId
        property string label
        property string tint
        property point origin
        property bool accepted: false
        visible: scene.dragKind !== ""
        z: 100
        Drag.hotSpot.x: width / 2
        Drag.hotSpot.y: height / 2
        Rectangle {
            anchors.fill: parent
            visible: scene.dragKind === "card"
            radius: Theme.px(5)
            color: Theme.card
            border.color: Theme.reach
            border.width: Theme.px(3)
            Text {
                anchors.centerIn: parent
                width: parent.width - Theme.px(6)
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: ghost.label
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.ink
            }
        }
        MeeplePiece {
            anchors.fill: parent
            visible: scene.dragKind === "citizen"
            colour: ghost.tint || "#888"
            seat: parseInt(ghost.pieceId.split(":")[1] || "0")
        }
        ParallelAnimation {
            id: snapBack
            NumberAnimation { target: ghost; property: "x"; to: ghost.origin.x; duration: Theme.ms(220); easing.type: Easing.OutBack }
            NumberAnimation { target: ghost; property: "y"; to: ghost.origin.y; duration: Theme.ms(220); easing.type: Easing.OutBack }
            onFinished: scene.dragKind = ""
        }
    }

    TyResults {
        controller: scene.controller
        onHome: scene.Window.window.showHome()
    }
}
