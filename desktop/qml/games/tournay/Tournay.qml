import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"
import "../../components/InStep.js" as InStep
import "../../pieces"

// The Tournay table, on the tables' one layout (TableLayout.qml): the players' panels (counters, plaza, an
// opponent's hand as chips) on the left; the nine decks (face-up tops, crier marks) and every player's district
// on the board in the middle; the round, the event queue with its coins, the supply and the bank above the log on
// the right; along the bottom the strip: what is happening, the acting human's hand, the buttons.
// A card or a citizen is dragged as a ghost and dropped with Drag.drop(); the controller decides, and a
// refused drop flies home. Every drag also has a click path (click the piece, then the place) and a keyboard
// path (arrows, Enter).
Item {
    id: scene

    required property var controller
    // The panel, read once per change into the scene's own fields below, each set only when its value changed
    // (issue 26; the controller's `panelVersions` say which did): the controller's panel is a new object at every
    // scene, and every binding reading it would run again at every decision; a binding on one of these fields runs
    // only when that field changed.
    property int revision: 0  // counts the panel's changes
    property int batch: 0
    property string cursorUid: ""
    property bool handShown: false  // a human at the screen: their hand in the strip
    property var hex: ({})
    property string roundLabel: ""
    property bool ending: false
    property int eventDeck: 0
    property var supply: [0, 0, 0]
    property var decks: []
    property var queue: []
    property var pending: []
    property var shield: ({})
    property var fired: []
    property var flights: []
    property var citizenTargets: ({})
    property bool keeping: false
    property string pickColour: ""
    property string a11ySupply: ""
    property string a11yBank: ""
    property var panelRead: ({})  // each structured field's version (the controller's panelVersions) as last set
    // The players' counters and plazas (the panel's `seats`), a row per seat kept in step: a player's panel reads
    // its row's fields, each signalled only when it changed (the arrays as JSON).
    ListModel { id: seatRows }
    function readPanel() {
        const p = controller.panel || ({}), versions = controller.panelVersions || ({})
        function plain(name, value) { if (scene[name] !== value) scene[name] = value }
        function changed(key) {  // the panel's `key` changed since the scene last read it (or never was read)
            if (key in panelRead && panelRead[key] === versions[key]) return false
            panelRead[key] = versions[key]
            return true
        }
        function whole(name, value) { if (changed(name)) scene[name] = value }
        plain("cursorUid", p.cursor || "")
        plain("handShown", (p.me ?? -1) >= 0)
        whole("hex", p.hex || ({}))
        plain("roundLabel", p.roundLabel || "")
        plain("ending", !!p.ending)
        plain("eventDeck", p.eventDeck || 0)
        whole("supply", p.supply || [0, 0, 0])
        whole("decks", p.decks || [])
        whole("queue", p.queue || [])
        whole("pending", p.pending || [])
        whole("shield", p.shield || ({}))
        whole("fired", p.fired || [])
        whole("flights", p.flights || [])
        whole("citizenTargets", p.citizenTargets || ({}))
        plain("keeping", p.keeping === true)
        plain("pickColour", p.pickColour || "")
        plain("a11ySupply", p.a11ySupply || "")
        plain("a11yBank", p.a11yBank || "")
        if (changed("seats")) {
            InStep.keepInStep(seatRows, (p.seats || []).map(s => ({
                uid: s.uid, a11y: s.a11y || "", me: !!s.me,
                active: !!s.active, toAct: !!s.toAct, start: !!s.start, ramparts: s.ramparts, chosen: !!s.chosen,
                thinking: !!s.thinking, draggable: !!s.draggable, borrowable: !!s.borrowable, fee: s.fee,
                deniers: s.deniers, score: s.score, standing: JSON.stringify(s.standing),
                down: JSON.stringify(s.down), a11yCitizens: JSON.stringify(s.a11yCitizens || []) })), "uid")
        }
        plain("batch", p.batch || 0)  // last: a new batch reads its flights and its crier's lines
        revision += 1
    }
    Connections { target: scene.controller; function onPanelChanged() { scene.readPanel() } }
    Component.onCompleted: readPanel()
    // a card in the strip: width to height; wider below 1280x720, where the text floor is larger against the card
    readonly property real handAspect: Theme.scale >= 1 ? 0.86 : 1.1
    property string dragKind: ""
    property var dragTargets: ({})  // zone uid -> cost shown while dragging
    // What a hint suggests: the uids of the zone and piece rows the controller marked `hinted`. Rows are only
    // marked while a hint is shown or a lesson runs: otherwise no row is read at all (a decision re-reads
    // nothing here).
    readonly property var hinted: {
        const out = ({})
        // the replay viewer's controller has neither hints nor lessons
        const hints = controller.hintLines, lesson = controller.tutorialModel
        if (!(hints && hints.length) && !(lesson && lesson.active)) return out
        scene.revision  // read again whenever the table changes (only while a hint or a lesson shows)
        for (const model of [controller.zonesModel, controller.piecesModel])
            for (let i = 0; i < model.count; ++i) {
                const row = model.get(i)
                if (row.hinted === true) out[row.uid] = true
            }
        return out
    }
    readonly property var hintedUids: Object.keys(hinted)


    objectName: "tournay"
    // a market card as wide as the board lets nine stand in a row (up to a card's full width), so that it holds
    // its longest word ("opponent's", "Madeleine") at the text floor: the board's width less each group's margins
    // (3 x 12), the gaps between the groups (2 x 6) and a little slack. Wider below 1280x720, where the text
    // floor is larger against the card.
    readonly property real deckWidth: Math.min(Theme.px(Theme.scale >= 1 ? 84 : 92),
                                               (layout.boardWidth - Theme.px(3 * 12 + 2 * 6 + 4)) / 9)
    // an event card holds its name, fight cost and effect in a few words at the floor. In a lesson the events are
    // drawn shorter (their effect in a few words, its whole text a hover away), so that the coach at the head of
    // the log beside them has room for its words and buttons; below 1280x720 too, so that the log under them
    // keeps room for more than a line or two. A short event is one line of its few words tall, and a line taller
    // where they take two (its slot: eventCard.shortExtra).
    readonly property bool guided: !!controller.tutorialModel && controller.tutorialModel.active  // none in the replay viewer
    readonly property bool shortEvents: guided || Theme.scale < 1
    readonly property real eventHeight: Theme.px(guided && Theme.scale >= 1 ? 64 : 84)
                                        + (guided && Theme.scale >= 1 ? 3 * scriptExtra : 0)
    // how much taller a line of card text at the floor is in the language shown than in Latin script (a Japanese
    // fallback line is): a short event's three lines (name, fight cost, few words) are that much taller each
    Text { id: floorLine; visible: false; text: crierWord.text; font.pixelSize: Theme.minText }
    Text { id: latinLine; visible: false; text: "crier"; font.pixelSize: Theme.minText }
    readonly property real scriptExtra: Math.max(0, floorLine.implicitHeight - latinLine.implicitHeight)
    // a market card's height: taller below 1280x720, where the text floor is larger against the card
    readonly property real deckCard: Theme.px(Theme.scale >= 1 ? 92 : 110)
    // under a market card its level and count, then "turn 2"; above it, in a band of its own, a revealed crier:
    // each as tall as its text in the language shown, so none of them lies on another or on the card's band
    FontMetrics { id: countFont; font.pixelSize: Theme.fontSmall; font.bold: true }
    FontMetrics { id: turnFont; font.pixelSize: Theme.text(Theme.px(10)) }
    // the crier's word as drawn (a Japanese fallback line is taller than the metrics of the Latin font)
    Text { id: crierWord; visible: false; text: qsTr("crier"); font.pixelSize: Theme.text(Theme.px(9)); font.bold: true }
    readonly property real crierHeight: Math.max(Theme.px(12), crierWord.implicitHeight + Theme.px(2))
    readonly property real turnHeight: Math.max(Theme.px(15), turnFont.height + Theme.px(2))
    readonly property real deckHeight: deckCard + Theme.px(2) + countFont.height + Theme.px(1) + turnHeight

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
            dragTargets = scene.citizenTargets[colour] || {}
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
        if (!item) return null
        if (uid.startsWith("hand:")) {
            const r = item.childrenRect  // where its cards are, not the whole row
            if (item.visible && r.width > 0)
                return item.mapToItem(flightLayer, r.x + Math.min(r.width, item.width) / 2, r.y + r.height / 2)
            // A hand the decision emptied: the strip's private area folds away (a hidden row keeps the place it
            // was drawn at) and an opponent's row of chips is no width; its last card flies from where it was.
            return item.mapToItem(flightLayer, Math.max(0, item.width) / 2, item.height / 2)
        }
        if (!item.visible || item.width <= 0) return null
        return item.mapToItem(flightLayer, item.width / 2, item.height / 2)
    }

    // The crier's consequences, one line at a time (each with its event lit in the queue); and what moved in
    // the last decision flies from where it was to where it went, one piece after another.
    property int firedAt: -1
    onBatchChanged: {
        const fired = scene.fired
        if (fired.length > 0 && Theme.animationScale > 0) { firedAt = 0; firedTimer.restart() }
        else firedAt = -1
        if (Theme.animationScale <= 0) return
        const flights = scene.flights
        const step = Math.max(50, Math.min(110, 900 / Math.max(1, flights.length)))
        flights.forEach((f, i) => flyerComponent.createObject(flightLayer, { table: scene, flight: f, delay: i * step }))
    }
    Component { id: flyerComponent; TyFlyer {} }
    Timer {
        id: firedTimer
        interval: Math.max(60, Theme.ms(700))
        repeat: true
        onTriggered: {
            if (scene.firedAt + 1 < scene.fired.length) scene.firedAt += 1
            else { stop(); scene.firedAt = -1 }
        }
    }
    readonly property var firedLine: firedAt >= 0 && firedAt < fired.length ? fired[firedAt] : null

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0; color: Qt.lighter(Theme.felt, 1.12) }
            GradientStop { position: 1; color: Qt.darker(Theme.felt, 1.15) }
        }
    }

    TableLayout {  // players left, the market and the districts in the middle, the events above the log, the strip
        id: layout
        anchors.fill: parent
        controller: scene.controller
        playersWidth: Theme.px(185)
        logWidth: Theme.px(Theme.scale >= 1 ? 200 : 230)  // below 1280x720 the floor is larger: wider, shorter events
        // the acting human's hand; a long row of buttons (a discard) takes two lines. Below 1280x720 a hand card
        // is a little taller, so that an event's name, fight cost and two lines of its few words hold the floor;
        // not in a lesson, where the coach at the head of the log needs that room (the few words are then cut,
        // whole a hover away)
        stripHeight: Math.max(scene.handShown ? Theme.px(Theme.scale >= 1 || scene.guided ? 120 : 130) : Theme.px(84),
                              scene.controller.buttonsModel.count > 4 ? Theme.px(100) : 0)
        readonly property real boardWidth: board.width
        // The log beside the events is short. In a lesson it makes no lines ahead of its view: those are made
        // asynchronously, and a lesson that reopens the table at a step resets the log while they are being made
        // (a QML warning). In play it keeps some seven lines above its view, as many as a decision mostly brings,
        // so that an undo, which brings them back into view, does not make them again (~0.5 ms a line of its
        // frame; issue 26). A list view's own 320 px kept more and made each decision ~0.6 ms dearer.
        Binding on log.cacheBuffer { value: scene.guided ? 0 : Theme.px(160) }
        // no room kept for an empty hand (the start): what is happening takes the strip
        readonly property bool handCards: scene.handShown && (privateArea.cards > 0 || privateArea.pending.length > 0)
        // the shield's choice: its events and the line beside them (in place of the hand)
        readonly property real shieldWidth: (privateArea.shield.events || []).length * (privateArea.shieldCard + Theme.px(8)) + Theme.px(150)
        privateWidth: privateArea.shielding ? Math.min(width * 0.45, shieldWidth)
                      : handCards
                      ? Math.min(width * 0.45, Math.max(4, privateArea.cards) * ((stripHeight - Theme.px(20)) * scene.handAspect + Theme.px(3)))
                      : 0
        // the places a hand of fewer than four cards keeps empty, lent to a long choice's buttons (nine of an
        // opponent's buildings): the board keeps its size (TableLayout's privateSpare); a card's ring, in the
        // spacing beside the last card, keeps its few pixels
        privateSpare: handCards && !privateArea.shielding && privateArea.pending.length === 0
                      ? Math.max(0, privateWidth - privateArea.used - Theme.px(6)) : 0

        players: [
            Repeater {  // rows keyed by seat: a panel survives updates, so its counters can count
                model: scene.controller.playersModel
                delegate: TyPlayer {
                    required property int index
                    // its counters: the panel's, not the whole row (a new table's panels are made with the players
                    // model's rows, before its panel is read)
                    player: index < seatRows.count ? seatRows.get(index) : null
                    controller: scene.controller
                    table: scene
                    Layout.fillWidth: true
                }
            },
            Item { Layout.fillHeight: true }  // the panels stand at the top
        ]

        side: [
            Flow {  // the round, and the events still to come (on the next line where both do not fit)
                id: roundRow
                Layout.fillWidth: true
                spacing: Theme.px(8)
                Label {
                    objectName: "roundLabel"
                    text: scene.roundLabel
                    color: scene.ending ? Theme.reach : "#fdf3e1"
                    font.pixelSize: scene.guided ? Theme.fontBody : Theme.fontLarge  // smaller beside a lesson's coach
                    font.bold: true
                    width: Math.min(implicitWidth, roundRow.width)
                    wrapMode: Text.WordWrap  // "Round 16 · last round" takes two lines rather than shrinking
                }
                Label {  // the event deck: a pile and its count, its words one hover away
                    id: eventDeckLabel
                    Component.onCompleted: scene.register("eventDeck", eventDeckLabel)
                    readonly property string full: qsTr("Events left: %1").arg(scene.eventDeck)
                    text: "▤ " + scene.eventDeck
                    font.pixelSize: Theme.fontBody; font.bold: true; color: "#fdf3e1"
                    topPadding: scene.guided ? 0 : Theme.px(3)  // about level with the round's larger letters (not in a lesson)
                    Accessible.name: full
                    ToolTip.text: full
                    ToolTip.visible: eventDeckHover.hovered
                    HoverHandler { id: eventDeckHover }
                }
            },
            ColumnLayout {  // the event queue, coins beside each event
                id: eventQueue
                objectName: "eventQueue"
                Layout.fillWidth: true
                // as tall with or without its events (a table closing empties it): the log beside never moves
                Layout.preferredHeight: Math.max(3 * scene.eventHeight + 2 * spacing, implicitHeight)
                spacing: Theme.px(4)
                // A slot per place in the queue, kept across decisions, its fields plain values kept in step with
                // the panel (issue 26): nearly every decision changes which slots are lit or their accessible
                // names, and a slot reading the panel's new list would work out all it draws again.
                ListModel { id: queueSlots }
                function sync() {
                    InStep.keepInStep(queueSlots, scene.queue.map(q => ({
                        uid: q.uid, number: q.slot, face: q.event ? JSON.stringify(q.event) : "",
                        faceText: q.event ? q.event.text : "", coinCount: q.coins, circles: q.circles,
                        reachable: !!q.reachable, selected: !!q.selected, a11y: q.a11y || "" })), "uid")
                }
                Connections { target: scene; function onQueueChanged() { eventQueue.sync() } }
                Component.onCompleted: sync()
                Repeater {
                    model: queueSlots
                delegate: Item {
                    id: slot
                    required property string uid
                    required property int number
                    required property string face
                    required property string faceText
                    required property int coinCount  // coins on its circles
                    required property int circles
                    required property bool reachable
                    required property bool selected
                    required property string a11y
                    objectName: "zone_" + uid
                    Layout.fillWidth: true
                    Layout.preferredHeight: scene.eventHeight + (scene.shortEvents ? Math.ceil(eventCard.shortExtra) : 0)
                    Component.onCompleted: scene.register(uid, slot)
                    Component.onDestruction: scene.unregister(uid, slot)
                    Accessible.role: Accessible.Button
                    Accessible.name: a11y
                    Accessible.description: faceText
                    Accessible.focused: scene.cursorUid === uid
                    Accessible.onPressAction: scene.controller.activate(uid)
                    readonly property bool firing: scene.firedLine !== null && scene.firedLine.slot === number
                    readonly property bool lit: scene.dragTargets[uid] !== undefined || (scene.dragKind === "" && reachable)
                    TyCard {
                        id: eventCard
                        anchors { left: coins.right; leftMargin: Theme.px(3); right: parent.right; top: parent.top; bottom: parent.bottom }
                        face: slot.face !== "" ? JSON.parse(slot.face) : null
                        compact: scene.shortEvents
                        lit: slot.lit || slot.firing
                        selected: slot.selected
                        cursor: scene.cursorUid === slot.uid
                        scale: slot.firing ? 1.06 : 1
                        Behavior on scale { NumberAnimation { duration: Theme.ms(150) } }
                    }
                    TyHintPlace { anchors.fill: eventCard; on: scene.hinted[slot.uid] === true }  // its frame ends where the band's texts begin
                    Column {  // the circles, coins on them
                        id: coins
                        anchors { left: parent.left; verticalCenter: parent.verticalCenter }
                        spacing: Theme.px(3)
                        Repeater {
                            model: slot.circles
                            delegate: Rectangle {
                                required property int index
                                objectName: index < slot.coinCount ? "coin_" + slot.number + "_" + index : ""
                                width: Theme.px(15); height: width; radius: width / 2
                                color: index < slot.coinCount ? "#f5d76e" : "transparent"
                                border.color: index < slot.coinCount ? "#8a6d00" : "#e6dcc8"
                                border.width: Theme.px(2)
                            }
                        }
                    }
                    TapHandler { onTapped: scene.controller.activate(slot.uid) }
                    DropArea {
                        anchors.fill: parent
                        keys: ["citizen"]
                        onDropped: d => { d.accept(); scene.dropped(scene.controller.drop(ghost.pieceId, slot.uid)) }
                    }
                }
                }
            },
            RowLayout {  // the supply and the bank
                Layout.fillWidth: true
                spacing: Theme.px(4)
                Rectangle {
                    id: supplyZone
                    objectName: "zone_supply"
                    Component.onCompleted: scene.register("supply", supplyZone)
                    Accessible.role: Accessible.Button
                    Accessible.name: scene.a11ySupply
                    Accessible.focused: scene.cursorUid === "supply"
                    Accessible.onPressAction: scene.controller.activate("supply")
                    // as wide as its chips: the bank's words take the rest of the row (one line in Japanese at 960x540)
                    Layout.preferredWidth: supplyColumn.implicitWidth + Theme.px(10); Layout.preferredHeight: Theme.px(40)
                    radius: Theme.px(5)
                    readonly property bool lit: scene.dragTargets["supply"] !== undefined
                    color: lit ? "#fff3b0" : "#00000030"
                    border.color: lit || scene.cursorUid === "supply" ? Theme.reach : "transparent"
                    Column {
                        id: supplyColumn
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
                                    Text { text: scene.supply[index]; font.pixelSize: Theme.fontSmall; color: "#fdf3e1" }
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
                    Accessible.name: scene.a11yBank
                    Accessible.focused: scene.cursorUid === "bank"
                    Accessible.onPressAction: scene.controller.activate("bank")
                    Layout.fillWidth: true; Layout.preferredHeight: Math.max(Theme.px(40), bankColumn.implicitHeight + Theme.px(4))
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
        ]

        privateArea: [
        Item {  // the acting human's private area: their hand, faces up
            id: privateArea
            objectName: "privateArea"
            property int cards: 0  // the hand's size, set by the hand drawn here
            property real used: 0  // the width its cards take, set by the hand drawn here
            readonly property var pending: scene.pending
            readonly property var shield: scene.shield
            readonly property bool shielding: shield.purpose !== undefined
            readonly property real shieldCard: height * 1.25  // an event's width in the shield's row: wide enough for its fight cost and few words
            visible: scene.handShown
            // the strip's width for it, whatever it lends the buttons, and kept while the strip has none (a
            // hand-over): its cards keep their size and place
            anchors { left: parent.left; top: parent.top; bottom: parent.bottom }
            Binding on width { when: layout.privateWidth > 0; value: layout.privateWidth; restoreMode: Binding.RestoreNone }
            Repeater {
                model: scene.controller.playersModel
                delegate: TyHand {
                    id: ownHand
                    required property string hand  // the hand's own role (JSON): redrawn only when the hand changed
                    player: JSON.parse(hand)
                    strip: true
                    controller: scene.controller
                    table: scene
                    width: privateArea.width
                    height: privateArea.height
                    cardHeight: privateArea.height
                    Binding { when: ownHand.owner; privateArea.cards: ownHand.player.hand.length }
                    Binding { when: ownHand.owner; privateArea.used: ownHand.implicitWidth }
                    visible: owner && privateArea.pending.length === 0 && !privateArea.shielding
                }
            }
            Row {  // the cards turned for "turn two, keep one": their drawer's alone, so here, over the hand
                objectName: "pendingStrip"
                visible: privateArea.pending.length > 0
                height: parent.height
                spacing: Theme.px(6)
                ElidedLabel {
                    anchors.verticalCenter: parent.verticalCenter
                    width: Math.max(Theme.px(60), privateArea.width - privateArea.pending.length * (privateArea.height * scene.handAspect + Theme.px(6)))
                    text: scene.keeping ? qsTr("Keep one card: click it") : qsTr("Turned cards")
                    color: "#fdf3e1"; font.bold: true; font.pixelSize: Theme.fontSmall
                    horizontalAlignment: Text.AlignRight  // beside the cards it names
                    wrapMode: Text.Wrap
                    maximumLineCount: 4
                }
                // A card per place, kept once made (issue 26): cards are turned at most decisions that draw, and
                // making their cards again each time took more than laying out their new faces. A place with no
                // turned card now is hidden (the row skips it) and faceless.
                Repeater {
                    property int places: 0  // the most cards turned at once yet
                    readonly property int turned: privateArea.pending.length
                    onTurnedChanged: places = Math.max(places, turned)
                    Component.onCompleted: places = Math.max(places, turned)
                    model: places
                    delegate: TyCard {
                        required property int index
                        readonly property var modelData: privateArea.pending[index] || null
                        readonly property string uid: modelData ? modelData.uid : ""
                        visible: modelData !== null
                        objectName: modelData ? "card_" + uid : ""
                        face: modelData
                        height: privateArea.height; width: height * scene.handAspect
                        Accessible.role: Accessible.Button
                        Accessible.name: modelData ? modelData.a11y || "" : ""
                        Accessible.description: modelData ? modelData.text || "" : ""
                        Accessible.focused: uid !== "" && scene.cursorUid === uid
                        Accessible.onPressAction: scene.controller.activate(uid)
                        lit: scene.keeping
                        cursor: uid !== "" && scene.cursorUid === uid
                        clip: false  // its ring stands around it, in the row's spacing, not over its texts
                        HintRing { anchors.fill: parent; unit: Theme.scale; ringColor: Theme.accentSoft; shown: parent.uid !== "" && scene.hinted[parent.uid] === true }
                        TapHandler { onTapped: scene.controller.activate(parent.uid) }
                    }
                }
            }
            Row {  // the criers' choice (and the Ballista's): which events the ramparts shield. Their decider's alone,
                   // so here, over the hand, where it covers no card of the table; the strip's button confirms
                id: shieldRow
                objectName: "shieldPanel"
                visible: privateArea.shielding
                height: parent.height
                spacing: Theme.px(8)  // room for a hint's place around each event
                ElidedLabel {
                    anchors.verticalCenter: parent.verticalCenter
                    width: Math.max(Theme.px(60), privateArea.width - (privateArea.shield.events || []).length * (privateArea.shieldCard + parent.spacing))
                    text: privateArea.shield.purpose === "shield"
                          ? qsTr("Events in your hand to build as ramparts: %1").arg(privateArea.shield.ramparts || 0)
                          : privateArea.shield.question || ""
                    color: "#fdf3e1"; font.bold: true; font.pixelSize: Theme.fontSmall
                    horizontalAlignment: Text.AlignRight  // beside the events it is about
                    wrapMode: Text.Wrap
                    maximumLineCount: 4
                }
                // An event per event to choose, kept in step (issue 26): a choice toggled changes one card's
                // `selected`, where a Repeater over the panel's list made every event again. Kept while no choice
                // is asked (the row is hidden), so that the hand-over screen's nobody's view, which asks none,
                // does not take them away for the next reveal to make again.
                ListModel { id: shieldCards }
                function sync() {  // the scene's field, not privateArea's: its binding may not have caught up
                    if (scene.shield.purpose === undefined) return
                    InStep.keepInStep(shieldCards, (scene.shield.events || []).map(e => ({
                        uid: e.uid, slot: e.slot, a11y: e.a11y || "", selected: e.selected === true,
                        faceJson: JSON.stringify(e.event) })), "uid")
                }
                Connections { target: scene; function onShieldChanged() { shieldRow.sync() } }
                Component.onCompleted: sync()
                Repeater {
                    model: shieldCards
                    delegate: TyCard {
                        id: shieldCard
                        required property string uid
                        required property int slot
                        required property string a11y
                        required selected
                        required property string faceJson  // the event
                        objectName: "shield_" + slot
                        Accessible.role: Accessible.CheckBox
                        Accessible.name: a11y
                        Accessible.checked: selected
                        Accessible.onPressAction: scene.controller.activate(uid)
                        face: JSON.parse(faceJson)
                        height: privateArea.height; width: privateArea.shieldCard
                        // no coins on it: a rampart shields an event whatever its coins, and the queue beside shows them
                        clip: false  // the hint's place stands around it, in the row's spacing, not over its texts
                        TyHintPlace { on: scene.hinted[shieldCard.uid] === true }
                        TapHandler { onTapped: scene.controller.activate(shieldCard.uid) }
                    }
                }
            }
        }
        ]

        Item {  // the board: the nine decks, then every player's district (anchored: no layout pass to wait for)
            id: board
            anchors.fill: parent

            // the decks, a group per colour; every place is computed, not left to a positioner's next pass, so a
            // deck is where it is drawn the moment it is made (the decks are made anew with every table)
            Item {
                id: deckRow
                readonly property real groupWidth: 3 * scene.deckWidth + Theme.px(12)
                anchors { top: parent.top; horizontalCenter: parent.horizontalCenter }
                width: 3 * groupWidth + 2 * Theme.px(6)
                height: scene.crierHeight + Theme.px(5) + scene.deckHeight + Theme.px(3)
                Repeater {
                    model: ["r", "w", "y"]
                    delegate: Rectangle {
                        id: group
                        required property string modelData
                        required property int index
                        // the table's cursor where it lies on this colour's decks, else "" (issue 26): a cursor
                        // moving elsewhere runs none of their bindings on it
                        readonly property string cursorUid: scene.cursorUid.startsWith("deck:" + modelData)
                                                            || scene.cursorUid.startsWith("turn:" + modelData) ? scene.cursorUid : ""
                        x: index * (deckRow.groupWidth + Theme.px(6))
                        height: deckRow.height
                        width: deckRow.groupWidth
                        radius: Theme.px(6)
                        color: "#00000030"
                        Item {
                            id: groupPlaces
                            anchors.fill: parent
                            // A deck per place, kept across decisions, its fields plain values kept in step with
                            // the panel (issue 26): nearly every decision changes which decks are lit or their
                            // accessible names, and a deck reading the panel's new list would work out all it
                            // draws again (its face-up card's texts among them).
                            ListModel { id: groupDecks }
                            function sync() {
                                InStep.keepInStep(groupDecks, scene.decks.filter(d => d.colour === group.modelData).map(d => ({
                                    uid: d.uid, deckId: d.deck, hex: d.hex, levelName: d.levelName, count: d.count,
                                    face: d.top ? JSON.stringify(d.top) : "", faceText: d.top ? d.top.text : "",
                                    crier: !!d.crier, reachable: !!d.reachable, a11y: d.a11y || "",
                                    a11yTurn: d.a11yTurn || "" })), "uid")
                            }
                            Connections { target: scene; function onDecksChanged() { groupPlaces.sync() } }
                            Component.onCompleted: sync()
                            Repeater {
                                model: groupDecks
                                delegate: Item {
                                    id: deck
                                    required property int index
                                    required property string uid
                                    required property string deckId  // "r1"
                                    required property string hex
                                    required property string levelName
                                    required property int count
                                    required property string face  // the face-up card, as JSON ("" if none)
                                    required property string faceText
                                    required property bool crier
                                    required property bool reachable
                                    required property string a11y
                                    required property string a11yTurn
                                    readonly property var topCard: face !== "" ? JSON.parse(face) : null  // null: face down
                                    objectName: "zone_" + uid
                                    x: Theme.px(4) + index * (scene.deckWidth + Theme.px(4))
                                    y: scene.crierHeight + Theme.px(5)
                                    width: scene.deckWidth; height: scene.deckHeight
                                    Component.onCompleted: scene.register(uid, deck)
                                    Component.onDestruction: scene.unregister(uid, deck)
                                    Accessible.role: Accessible.Button
                                    Accessible.name: a11y
                                    Accessible.description: faceText
                                    Accessible.focused: group.cursorUid === uid
                                    Accessible.onPressAction: scene.controller.activate(uid)
                                    readonly property bool lit: scene.dragTargets[uid] !== undefined || (scene.dragKind === "" && reachable)
                                    Rectangle {  // the pile
                                        x: Theme.px(3); y: Theme.px(3)
                                        width: parent.width - Theme.px(3); height: scene.deckCard
                                        radius: Theme.px(5)
                                        visible: deck.count > 0
                                        color: Qt.darker(deck.hex, 2.0)
                                        border.color: "#2b2420"
                                    }
                                    TyCard {
                                        width: parent.width - Theme.px(3); height: scene.deckCard
                                        face: deck.topCard
                                        visible: !!deck.topCard
                                        lit: deck.lit
                                        cursor: group.cursorUid === deck.uid
                                    }
                                    // around the pile, down to its level and count, not over them
                                    TyHintPlace { on: scene.hinted[deck.uid] === true; anchors.bottomMargin: deck.height - deckCount.y }
                                    Rectangle {  // a face-down top
                                        width: parent.width - Theme.px(3); height: scene.deckCard
                                        visible: !deck.topCard
                                        radius: Theme.px(5)
                                        color: deck.count > 0 ? Qt.darker(deck.hex, 1.6) : "#00000020"
                                        border.color: group.cursorUid === deck.uid || deck.lit ? Theme.reach : "#2b2420"
                                        border.width: deck.lit || group.cursorUid === deck.uid ? Theme.px(3) : 1
                                        Text { anchors.centerIn: parent; text: deck.levelName; color: "#f3e7cf"; font.pixelSize: Theme.text(Theme.px(24)); font.bold: true }
                                    }
                                    Text {  // level and count
                                        id: deckCount
                                        y: scene.deckCard + Theme.px(2)
                                        width: parent.width
                                        horizontalAlignment: Text.AlignHCenter
                                        text: deck.levelName + " · " + deck.count
                                        font.pixelSize: Theme.fontSmall
                                        font.bold: true
                                        color: "#fdf3e1"
                                    }
                                    Rectangle {  // turn two instead of taking the face-up card
                                        objectName: "zone_turn:" + deck.deckId
                                        Accessible.role: Accessible.Button
                                        Accessible.name: deck.a11yTurn
                                        Accessible.focused: group.cursorUid === uid
                                        Accessible.onPressAction: scene.controller.activate(uid)
                                        visible: !!deck.topCard && deck.count > 1
                                        // under the count as it is drawn (a Japanese fallback line is taller than the metrics')
                                        y: deckCount.y + deckCount.implicitHeight + Theme.px(1); width: parent.width
                                        height: Math.max(scene.turnHeight, turnText.implicitHeight + Theme.px(2))
                                        radius: Theme.px(3)
                                        readonly property string uid: "turn:" + deck.deckId
                                        readonly property bool lit: scene.dragTargets[uid] !== undefined
                                        color: lit ? Theme.reach : "#3b2a1c"
                                        border.color: group.cursorUid === uid ? Theme.reach : "transparent"
                                        Text { id: turnText; anchors.centerIn: parent; text: qsTr("turn 2"); font.pixelSize: Theme.text(Theme.px(10)); color: parent.lit ? "#3a2a00" : "#fdf3e1" }
                                        TyHintPlace { on: scene.hinted[parent.uid] === true }
                                        TapHandler { onTapped: scene.controller.activate(parent.uid) }
                                        DropArea {
                                            anchors.fill: parent
                                            keys: ["citizen"]
                                            onDropped: d => { d.accept(); scene.dropped(scene.controller.drop(ghost.pieceId, parent.uid)) }
                                        }
                                    }
                                    Rectangle {  // a crier laid sideways under its deck
                                        objectName: "crier_" + deck.deckId
                                        visible: deck.crier
                                        // in its band above the pile, clear of the face-up card's cost and level
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        y: -height - Theme.px(3)
                                        width: Math.min(parent.width, crierText.implicitWidth + Theme.px(8))
                                        height: scene.crierHeight; radius: Theme.px(3)
                                        color: "#fbf5e6"; border.color: Qt.darker(deck.hex, 1.3); border.width: Theme.px(2)
                                        z: 3
                                        Text { id: crierText; anchors.centerIn: parent; text: qsTr("crier"); font.pixelSize: Theme.text(Theme.px(9)); font.bold: true; color: Theme.ink }
                                        ToolTip.visible: crierHover.hovered
                                        ToolTip.text: qsTr("This deck's town crier has been revealed.")
                                        HoverHandler { id: crierHover }
                                    }
                                    TapHandler { onTapped: scene.controller.activate(deck.uid) }
                                    DropArea {
                                        width: parent.width; height: scene.deckCard + Theme.px(16)
                                        keys: ["citizen"]
                                        onDropped: d => { d.accept(); scene.dropped(scene.controller.drop(ghost.pieceId, deck.uid)) }
                                    }
                                }
                            }
                        }
                    }
                }
            }

            RowLayout {  // the districts
                objectName: "districts"
                anchors { top: deckRow.bottom; topMargin: Theme.px(6); left: parent.left; right: parent.right
                          bottom: parent.bottom }
                spacing: Theme.px(6)
                Repeater {
                    model: scene.controller.playersModel
                    delegate: TyDistrict {
                        required property string district  // its own role (JSON): redrawn only when it changed
                        player: JSON.parse(district)
                        controller: scene.controller
                        table: scene
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: wants  // shared in proportion to what each would take
                    }
                }
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
