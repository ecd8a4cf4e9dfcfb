import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"
import "../../components/InStep.js" as InStep

// The Grands Tours table, in the tables' one layout (TableLayout): the teams down the left (GtTeam), the
// course of cards in the middle, the jersey card on the right above the log, and along the bottom what is
// happening, the acting human's tray (their peloton and grupetto, big enough to drag from) and the buttons.
// Camp, rest day, jersey choices and "which move?" menus open as small panels over the course.
// Dragging: a ghost follows the pointer and is dropped with Drag.drop(); the
// controller decides, and a refused drop flies home.
Item {
    id: scene

    required property var controller
    property string dragKind: ""
    readonly property var panel: controller.panel
    readonly property var zones: controller.zonesModel
    readonly property var players: controller.playersModel

    objectName: "grandsTours"

    // What a hint uses: the ids of the rows the controller lit (dice, grupettos, panel choices; the panel's
    // `hinted`, there while something is lit); each die, grupetto and choice drawn carries its piece row's id
    // (`hintId`) and rings when it is lit. Read from the panel, not by reading every piece row back (issue 26).
    property var hinted: ({})
    function readHints() {
        const lit = panel.hinted || []
        const keys = lit.slice().sort().join(" ")
        if (keys === hintKeys) return  // the rings' bindings are read again only when what is lit changed
        const out = ({})
        for (const uid of lit) out[uid] = true
        hintKeys = keys
        hinted = out
    }
    property string hintKeys: ""
    onPanelChanged: {
        readHints()
        syncPanels()
    }

    // The dice of the camp and rest-day panels, kept in step with the panel (issue 26) by their place: a die's face,
    // jersey and number among its like, whoever's it is (a die shown dimmed, a 1 at camp, or picked, is a place of its
    // own, so that it shows so at once as before). A place listed again keeps its delegate and changes only what
    // differs (its colour, for the next team's camp or rest day); a place no longer listed is hidden, not removed, and
    // a place new here takes the delegate of one not listed, so that the next team's dice, a re-roll or a pick change
    // the dice that differ instead of making or remaking them. Hidden, a panel keeps its last dice for the next time.
    ListModel { id: campDice }
    ListModel { id: restPeloton }
    ListModel { id: restGrupetto }
    ListModel { id: takeOptions }  // a jersey's choice: its buttons, kept by place (hidden when fewer are asked)
    property string takeJersey: ""
    property int takeCount: 0
    function panelDie(d, colour) {
        const like = (d.hintId || d.uid).replace(/^(die|grup):\d+:/, "$1:")  // its face, jersey and number, not whose
        return { place: like + (d.aside ? ":dim" : "") + (d.selected ? ":picked" : ""), present: true,
                 colour: colour, uid: d.uid, key: d.key || d.uid,
                 face: d.face, jersey: d.jersey || "", jerseyColour: d.jerseyColour || "", aside: d.aside === true,
                 selected: d.selected === true,
                 cursor: d.cursor === true, hintId: d.hintId || "", a11y: d.a11y || "", fresh: d.fresh || "" }
    }
    function syncPanels() {
        if (panel.camp) InStep.keepPlaces(campDice, panel.camp.dice.map(d => panelDie(d, panel.camp.colour)))
        if (panel.rest) {
            InStep.keepPlaces(restPeloton, panel.rest.dice.map(d => panelDie(d, panel.rest.colour)))
            InStep.keepPlaces(restGrupetto, panel.rest.grupettoDice.map(d => panelDie(d, panel.rest.colour)))
        }
        if (panel.take) {
            takeJersey = panel.take.jersey
            takeCount = panel.take.options.length
            InStep.keepPlaces(takeOptions, panel.take.options.map((o, i) => ({ place: i, present: true, uid: o.uid,
                                                                                 label: o.label, hintId: o.hintId || "" })))
        }
    }
    // The course's cards kept per place (issue 26): the zones model is reset whenever a card comes or goes (a
    // judging, new cards turned), which would make every card on the course and every die on it again. Here a
    // card that stays keeps its delegate, a card turned takes the delegate of one that left (a card is many
    // items), and each of its fields is a role of its own, so that a decision that changes a field of every card
    // (who may drop on it, its accessible text) runs only the bindings reading it. A card that leaves (judged,
    // won) is hidden with its dice, not destroyed: taken back (undo), it shows again as it was, and a card turned
    // takes its place. The rows shown come first, in the zones' order, so a zone's index is its card's.
    // Kept in step at once, not later: what the zones say is on the course is drawn by the time a refresh ends.
    ListModel { id: courseCards }
    function courseCard(r) {
        return { uid: r.uid, kind: r.kind, lead: r.lead, point: r.point, pointLabel: r.pointLabel,
                 weekLabel: r.weekLabel, weekColour: r.weekColour, assist: r.assist, icon: r.icon, text: r.text,
                 a11y: r.a11y || "", car: r.car === true, held: r.held === true, biddable: r.biddable === true,
                 accepting: r.accepting === true, cursor: r.cursor === true, recent: r.recent === true,
                 fits: r.fits === true, hinted: r.hinted === true, teamsJson: JSON.stringify(r.teams), present: true }
    }
    function syncCourse() {
        const rows = []
        for (let i = 0; i < zones.count; ++i) rows.push(courseCard(zones.get(i)))
        const wanted = new Set(rows.map(r => r.uid))
        for (let i = 0; i < rows.length; ++i) {  // set signals only the roles whose value changed
            let at = i  // this card's own delegate, shown or hidden
            while (at < courseCards.count && courseCards.get(at).uid !== rows[i].uid) ++at
            if (at === courseCards.count) {  // a card new here takes the place of one that left, if any
                at = i
                while (at < courseCards.count && wanted.has(courseCards.get(at).uid)) ++at
            }
            if (at === courseCards.count) courseCards.insert(i, rows[i])
            else {
                if (at !== i) courseCards.move(at, i, 1)
                courseCards.set(i, rows[i])
            }
        }
        for (let i = rows.length; i < courseCards.count; ++i)  // gone: hidden as it was, nothing lit or ringing
            if (courseCards.get(i).present)
                courseCards.set(i, { present: false, accepting: false, cursor: false, fits: false, hinted: false })
    }
    Connections {
        target: scene.zones
        function onDataChanged(first, last) {
            for (let i = first.row; i <= last.row; ++i) courseCards.set(i, scene.courseCard(scene.zones.get(i)))
        }
        function onModelReset() { scene.syncCourse() }
        function onRowsInserted() { scene.syncCourse() }
        function onRowsRemoved() { scene.syncCourse() }
        function onRowsMoved() { scene.syncCourse() }
    }
    Component.onCompleted: {
        syncCourse()
        readHints()
        syncPanels()
        // the log draws the director car's moves as separators and wins, jerseys and rounds in bold
        layout.log.separatorKinds = ["car"]
        layout.log.majorKinds = ["win", "jersey", "game_end", "round"]
    }

    // The team (GtTeam) whose peloton and grupetto are the strip's tray (the human acting at the screen), told
    // by the teams' panels; each team keeps its own tray (`trayArea`), so a turn shows another one.
    property var ownTeam: null
    readonly property int ownSeat: ownTeam !== null ? ownTeam.seat : -1
    readonly property Item trayArea: trayArea
    function noteActing(team) {
        if (team.acting) ownTeam = team
    }
    // A team lets the tray go once every team's row is set: a turn passed from one human at the screen to another
    // sets the first team's row before the next one's, and the strip would be laid out without a tray and again.
    Connections {
        target: scene.players
        function onRowsSet() { if (scene.ownTeam !== null && !scene.ownTeam.acting) scene.ownTeam = null }
    }
    readonly property real courseX: Theme.px(16) + layout.playersWidth  // where the course starts (TableLayout's margins)

    // --- drag helpers used by the cards and the teams ---------------------------
    function beginDrag(kind, pieceId, source, colour, face, jersey) {
        const p = source.mapToItem(scene, 0, 0)
        ghost.origin = Qt.point(p.x, p.y)
        ghost.x = p.x; ghost.y = p.y
        ghost.width = source.width; ghost.height = source.height
        ghost.pieceId = pieceId
        ghost.colour = colour
        ghost.face = face
        ghost.jersey = jersey
        ghost.Drag.keys = [kind]
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
        if (ghost.accepted) dragKind = ""
        else snapBack.start()
    }
    function dropped(accepted) { ghost.accepted = accepted }
    // Where things are, for the flights. Positions are noted once laid out, relative to an item that
    // outlives the dice (a card's spot in the course grid, a team's panel), so that a die that has just
    // left (its delegate is gone) still flies from where it was drawn.
    property var cardSpots: ({})
    property var teamItems: ({})
    property var dieSpots: ({})  // "bid:..." -> { card, dx, dy, size } inside the card
    property var pelSpots: ({})  // "<seat>:<face>:<jersey>" -> { item, dx, dy, size } inside the live peloton
    function noteCard(uid, x, y, w, h) { cardSpots[uid] = { x: x, y: y, w: w, h: h } }
    function noteTeam(seat, panel, grupetto, peloton) { teamItems[seat] = { panel: panel, grupetto: grupetto, peloton: peloton } }
    function noteDie(uid, item, card) {
        const p = item.mapToItem(card, 0, 0)
        dieSpots[uid] = { card: card.uid, dx: p.x, dy: p.y, size: item.width }
    }
    function notePel(key, item, peloton) {
        const p = item.mapToItem(peloton, 0, 0)
        const at = item.mapToItem(scene, item.width / 2, item.height / 2)  // where it was, if the tray goes first
        pelSpots[key] = { item: peloton, dx: p.x, dy: p.y, size: item.width, at: at }
    }
    // The centre (in scene coordinates) of a flight's end: "peloton:<seat>:<face>:<jersey>", "grupetto:<seat>",
    // "bid:<card>:<owner>:<face>:<jersey>" (the die's spot, else the card's centre), "jersey:<key>" (its die on
    // the jersey card); null when unknown.
    function pointOf(id, asTarget) {
        const parts = id.split(":")
        if (parts[0] === "jersey") return jerseyCard.diePoint(parts[1], scene)
        if (parts[0] === "grupetto" || parts[0] === "peloton") {
            const team = teamItems[parts[1]]
            if (!team) return null
            const pel = pelSpots[parts.slice(1).join(":")]
            if (parts[0] === "peloton" && pel)  // the tray it lay in may be gone with the turn
                return pel.item && pel.item.visible ? pel.item.mapToItem(scene, pel.dx + pel.size / 2, pel.dy + pel.size / 2)
                                                    : pel.at
            const item = parts[0] === "grupetto" ? team.grupetto : team.peloton
            return item.mapToItem(scene, item.width / 2, item.height / 2)
        }
        if (parts[0] === "bid") {
            const card = cardSpots["card:" + parts[1]]
            if (!card) return null
            const die = dieSpots[id]
            if (die && die.card === "card:" + parts[1])
                return courseGrid.mapToItem(scene, card.x + die.dx + die.size / 2, card.y + die.dy + die.size / 2)
            return courseGrid.mapToItem(scene, card.x + card.w / 2, card.y + card.h * (asTarget ? 0.3 : 0.25))
        }
        return null
    }

    // Dice that arrive on a card this decision show there once their flight has landed.
    property var landedKeys: ({})
    property int landTick: 0
    function landed(key) {
        if (key === "" || landedKeys[key]) return
        landedKeys[key] = true
        landTick++
    }
    function shown(key, tick) { return key === "" || Theme.animationScale <= 0 || landedKeys[key] === true }

    // --- flights: what moved in the last decision (the presenter's panel.flights, once per batch) ---
    readonly property int batch: panel.batch || 0
    onBatchChanged: {
        const flights = panel.flights || []
        const ghosts = panel.ghosts || []
        const judged = panel.judged || []
        if (Theme.animationScale <= 0) {  // all landed at once: the dice on the cards look again once
            let any = false
            for (const f of flights) {
                if (f.land === "" || landedKeys[f.land]) continue
                landedKeys[f.land] = true
                any = true
            }
            if (any) landTick++
            return
        }
        if (judged.length > 0) judging.present(judged, panel.judgeAt || 0, (panel.animEnd || 0) - (panel.judgeAt || 0))
        // A die dropped by hand is already over its card: it flies from where it was let go.
        let dropped = ""
        if (dragKind !== "") {
            const parts = ghost.pieceId.split(":")
            dropped = parts[0] === "die" ? ["peloton", parts[1], parts[2], parts[3]].join(":") : ghost.pieceId
        }
        const made = {}
        for (const g of ghosts) {
            const spot = cardSpots["card:" + g.card]
            if (!spot) continue
            const at = courseGrid.mapToItem(scene, spot.x, spot.y)
            const lifted = ghostCard.createObject(flightLayer, { table: scene, data_: g, fromX: at.x, fromY: at.y, width: spot.w, height: spot.h })
            const winner = teamItems[g.winner]
            if (winner) {
                const to = winner.panel.mapToItem(scene, winner.panel.width / 2, winner.panel.height * 0.8)
                lifted.toX = to.x - spot.w / 2
                lifted.toY = to.y - spot.h / 2
            }
            made[g.card] = lifted
        }
        for (const f of flights) {
            let from = null, size = Theme.px(22), showAt = f.delay
            if (f.kind === "judge") {
                const lifted = made[f.from.split(":")[1]]
                if (!lifted) continue
                const p = lifted.slotPoint(f.row, f.slot)
                from = lifted.mapToItem(scene, p.x, p.y)
                size = lifted.dieSize
                showAt = f.late ? panel.judgeAt : 0
            } else if (dropped !== "" && f.from === dropped && f.to.startsWith("bid:")) {
                from = Qt.point(ghost.x + ghost.width / 2, ghost.y + ghost.height / 2)
                dropped = ""
            } else {
                from = pointOf(f.from, false)
                const spot = f.from.startsWith("bid:") ? dieSpots[f.from] : null
                if (spot) size = spot.size
            }
            if (!from) { landed(f.land); continue }
            flyer.createObject(flightLayer, { table: scene, fromX: from.x, fromY: from.y, to: f.to, land: f.land,
                                              showAt: showAt, delay: f.delay, duration: f.duration, size: size,
                                              face: f.face, jersey: f.jersey, teamColour: f.colour,
                                              jerseyColour: f.jerseyColour || "transparent", z: f.kind === "judge" ? 2 : 3 })
        }
        landAll.keys = flights.map(f => f.land)
        landAll.interval = Theme.ms(panel.animEnd || 0) + 600
        landAll.restart()
    }
    Timer {  // whatever happens to a flight, its die shows on its card in the end
        id: landAll
        property var keys: []
        onTriggered: keys.forEach(k => scene.landed(k))
    }
    Component { id: flyer; GtFlyer {} }
    Component { id: ghostCard; GtGhost {} }

    // A die's delegate may be made again on a refresh or kept (a peloton's): a roll tumbles once, the first time
    // it is drawn.
    property var tumbled: ({})
    function firstTumble(key) {
        if (tumbled[key]) return false
        tumbled[key] = true
        return true
    }
    function inkOn(c) { const k = Qt.color(c); return k.r * 0.3 + k.g * 0.59 + k.b * 0.11 > 0.65 ? "#222222" : "#ffffff" }
    function jerseyColour(key) { return key === "gc" ? "#f5c518" : key === "sprint" ? "#2e9e4f" : key === "mountain" ? "#d8342c" : "transparent" }

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0; color: Qt.lighter(Theme.felt, 1.12) }
            GradientStop { position: 1; color: Qt.darker(Theme.felt, 1.15) }
        }
    }

    TableLayout {  // teams left, the course in the middle, the jerseys and the log right, the tray in the strip
        id: layout
        anchors.fill: parent
        controller: scene.controller
        playersWidth: Theme.px(300)
        logWidth: Theme.px(250)
        // the tray's grupetto above a row of dice, and two rows of buttons (the board stays put where they wrap)
        stripHeight: Math.max(Theme.px(104), layout.stripFor(2))
        // wide enough for a row of eight dice of about 20 px at 960x540 (the buttons wrap into a second row)
        privateWidth: scene.ownSeat >= 0 ? Theme.px(250) : 0
        // a camp's or a rest day's panel asks with its own buttons (the strip's would be dimmed behind it)
        buttonsElsewhere: campPanel.visible ? ["keep"] : restPanel.visible ? ["rest_go", "clear"] : []
        players: Repeater {
            model: scene.players
            delegate: GtTeam {
                Layout.fillWidth: true
                Layout.fillHeight: true
                controller: scene.controller
                table: scene
            }
        }
        side: [
            GtJerseys {
                id: jerseyCard
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                controller: scene.controller
                table: scene
            },
            Rectangle {  // how to use the assist cards the acting team owns
                id: assistHints
                objectName: "assistHints"
                // its lines as text, made again only when they changed; hidden (nobody acting at the screen, or
                // no assist owned), it keeps its last lines for the next time it shows
                readonly property var hints: scene.panel.hints || []
                property string hintsText: "[]"
                function keep() { if (hints.length > 0) hintsText = JSON.stringify(hints) }
                onHintsChanged: keep()
                Component.onCompleted: keep()
                visible: hints.length > 0
                Layout.fillWidth: true
                implicitHeight: hintColumn.implicitHeight + Theme.px(12)
                radius: Theme.radius
                color: "#efe6f7"
                border.color: "#8a4fb8"
                Column {
                    id: hintColumn
                    anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(6) }
                    spacing: Theme.px(3)
                    Repeater {
                        model: JSON.parse(assistHints.hintsText)
                        delegate: ElidedLabel {
                            required property string modelData
                            width: hintColumn.width
                            text: modelData
                            color: "#4b2a66"
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.Wrap
                            maximumLineCount: 3
                        }
                    }
                }
            }
        ]
        privateArea: Item {  // the acting human's tray: their peloton and grupetto, to drag from
            id: trayArea
            objectName: scene.ownTeam !== null ? "tray" : ""
            visible: scene.ownTeam !== null
            // the strip's height, even where its buttons wrap and the slot grows; anchored, not a layout, so its
            // dice stand in place by the next frame. Each team draws its own tray here (GtTeam), shown on its turn:
            // a turn passing shows another tray instead of drawing every die again in another colour.
            anchors { left: parent.left; right: parent.right; top: parent.top }
            height: Math.min(parent.height, layout.stripHeight - Theme.px(20))
        }

        Item {  // the course area
            id: course
            objectName: "course"
            anchors.fill: parent
            readonly property int count: scene.zones.count
            readonly property real gap: Theme.px(8)
            readonly property real carRoom: Theme.px(22)  // the director car parks under a card
            // one, two or three rows of cards: the most card a row count leaves (a card reads best about 3:5)
            function cardSize(rows) {
                const perRow = Math.max(1, Math.ceil(count / rows))
                const w = Math.min(Theme.px(180), (width - gap * (perRow - 1)) / perRow)
                const h = (height - (gap + carRoom) * (rows - 1)) / rows - carRoom
                return { rows: rows, perRow: perRow, w: w, h: Math.min(h, w * 1.9), score: Math.min(w, h * 0.6) }
            }
            readonly property var best: {
                let out = cardSize(1)
                for (const rows of [2, 3]) {
                    const next = cardSize(rows)
                    if (count >= rows * 2 && next.score > out.score) out = next
                }
                return out
            }
            readonly property real cardW: best.w
            readonly property real cardH: best.h

            Label {
                anchors.centerIn: parent
                visible: course.count === 0
                text: qsTr("No cards left on the course")
                color: "#cfe3d6"
                font.pixelSize: Theme.fontLarge
            }
            Grid {
                id: courseGrid
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -course.carRoom / 2
                columns: course.best.perRow
                columnSpacing: course.gap
                rowSpacing: course.gap + course.carRoom
                Repeater {
                    model: courseCards
                    delegate: GtCard {
                        width: course.cardW
                        height: course.cardH
                        controller: scene.controller
                        table: scene
                    }
                }
            }
        }
    }

    // --- the judging banner: each judged card with every team's sum, then jersey changes ---
    Rectangle {
        id: judging
        objectName: "judgingBanner"
        property var items: []
        x: scene.courseX + (course.width - width) / 2  // over the course, between the teams and the jersey card
        y: Math.max(Theme.px(16), bottomY - height - Theme.px(6))  // low on the course, where the cards are empty
        z: 40
        width: Math.min(course.width, Theme.px(620))
        height: judgingColumn.implicitHeight + Theme.px(20)
        radius: Theme.radius
        color: Theme.card
        border.color: Theme.wood
        border.width: Theme.px(2)
        visible: opacity > 0
        opacity: 0
        property int wait: 0
        property int hold: 0
        // After the dice placed by the decision have landed; it stays while the judged cards' dice fly.
        function present(judged, at, length) {
            show.stop()
            opacity = 0
            items = judged
            wait = at
            hold = Math.max(1500, length + 500)
            bottomY = course.mapToItem(scene, 0, course.height).y
            show.restart()
        }
        property real bottomY: Theme.px(300)
        SequentialAnimation {
            id: show
            PauseAnimation { duration: Theme.ms(judging.wait) + 1 }
            NumberAnimation { target: judging; property: "opacity"; from: 0; to: 1; duration: Theme.ms(200) }
            PauseAnimation { duration: Theme.ms(judging.hold) }
            NumberAnimation { target: judging; property: "opacity"; to: 0; duration: Theme.ms(400) }
        }
        MouseArea { anchors.fill: parent; onClicked: { show.stop(); judging.opacity = 0 } }
        Column {
            id: judgingColumn
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(10) }
            spacing: Theme.px(6)
            Repeater {
                model: judging.items
                delegate: Column {
                    id: line
                    required property var modelData
                    required property int index
                    width: judgingColumn.width
                    spacing: Theme.px(3)
                    Row {
                        spacing: Theme.px(8)
                        Rectangle {
                            visible: line.modelData.colour !== ""
                            anchors.verticalCenter: parent.verticalCenter
                            width: Theme.px(14); height: width; radius: Theme.px(3)
                            color: line.modelData.colour || "transparent"
                        }
                        Label {
                            text: line.modelData.title
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                            color: Theme.ink
                        }
                        Label {
                            text: line.modelData.result
                            font.pixelSize: Theme.fontBody
                            color: line.modelData.kind === "win" ? Theme.accent : Theme.inkSoft
                            font.bold: line.modelData.kind === "win"
                        }
                    }
                    Row {  // each team's sum grows as a bar
                        spacing: Theme.px(6)
                        Repeater {
                            model: line.modelData.teams
                            delegate: Rectangle {
                                required property var modelData
                                required property int index
                                height: Theme.px(22)
                                radius: Theme.px(4)
                                color: modelData.colour
                                border.color: modelData.best ? Theme.reach : "transparent"
                                border.width: Theme.px(3)
                                width: grow * (Theme.px(34) + modelData.sum * Theme.px(5))
                                property real grow: 0
                                Component.onCompleted: growAnim.start()
                                NumberAnimation on grow { id: growAnim; running: false; from: 0; to: 1; duration: Theme.ms(500 + 120 * index); easing.type: Easing.OutCubic }
                                Label {
                                    anchors.centerIn: parent
                                    text: parent.modelData.name + " " + parent.modelData.sum
                                    visible: parent.grow > 0.6
                                    font.pixelSize: Theme.fontSmall
                                    font.bold: true
                                    color: scene.inkOn(parent.modelData.colour)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // --- panels for the decisions that are not a drag ------------------------------
    Rectangle {  // behind an open panel the table is dimmed and does not take clicks (the panel decides)
        objectName: "panelBackdrop"
        anchors.fill: parent
        z: 49
        visible: campPanel.visible || restPanel.visible || sevenPanel.visible || takePanel.visible || menuPanel.visible
        color: "#8c1b140f"
        Accessible.role: Accessible.Pane  // it only holds the table still while a panel asks
        Accessible.name: qsTr("The table, dimmed while the panel above asks")
        MouseArea { anchors.fill: parent; acceptedButtons: Qt.AllButtons; hoverEnabled: true; onWheel: w => w.accepted = true }
    }

    component DecisionPanel: Rectangle {
        default property alias content: inner.data
        property string title: ""
        // the width its content asks for, told by each panel from what it holds (its dice, its buttons), not
        // read back from its column, whose wrapped texts take the panel's width: sized so from the first frame
        property real wants: 0
        readonly property real columnWidth: inner.implicitWidth
        x: scene.courseX + (course.width - width) / 2  // over the course, between the teams and the jersey card
        y: Theme.px(40)
        z: 50
        width: Math.min(course.width, Math.max(Theme.px(420), wants + 2 * Theme.px(14)))
        height: inner.implicitHeight + titleLabel.implicitHeight + Theme.px(40)
        radius: Theme.radius
        color: Theme.card
        border.color: Theme.wood
        border.width: Theme.px(3)
        Label {
            id: titleLabel
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(14) }
            text: parent.title
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.ink
        }
        Column {
            id: inner
            anchors { left: parent.left; right: parent.right; top: titleLabel.bottom; margins: Theme.px(14) }
            spacing: Theme.px(10)
        }
    }

    DecisionPanel {  // camp: the rolled dice; click one to set it aside and re-roll the rest, or keep
        id: campPanel
        objectName: "campPanel"
        readonly property var camp: scene.panel.camp
        visible: camp !== undefined
        title: qsTr("Camp: your roll")
        wants: Math.max(campRow.implicitWidth, (camp ? camp.dice.length : 0) * Theme.px(48))
        Label {
            width: parent.width
            text: qsTr("Click a die to set it aside in the grupetto and re-roll the others (keys 1–6), or keep these dice (Enter). 1s go to the grupetto when you keep.")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Flow {
            width: parent.width
            spacing: Theme.px(8)
            Repeater {
                model: campDice
                delegate: Item {
                    id: campDie
                    required property string uid
                    required property string key
                    required property int face
                    required property bool aside  // goes to the grupetto when the camp ends
                    required property string jersey
                    required property string jerseyColour
                    required property string hintId
                    required property string a11y
                    required property string fresh
                    required property string colour
                    required property bool present  // listed now (a place kept hidden for a die like it)
                    visible: present
                    objectName: present ? "campDie_" + key : ""
                    Accessible.role: Accessible.Button
                    Accessible.name: a11y
                    Accessible.onPressAction: scene.controller.activate(uid)
                    width: Theme.px(40); height: Theme.px(40)
                    GtDie {
                        anchors.centerIn: parent
                        size: Theme.px(campDie.jersey !== "" ? 32 : 38)
                        face: campDie.face
                        jersey: campDie.jersey
                        jerseyColour: campDie.jerseyColour || "transparent"
                        teamColour: campDie.colour
                        dimmed: campDie.aside
                        hinted: scene.hinted[campDie.hintId] === true
                        table: scene
                        tumbleKey: campDie.fresh
                    }
                    MouseArea { anchors.fill: parent; cursorShape: Qt.PointingHandCursor; onClicked: scene.controller.activate(campDie.uid) }
                }
            }
        }
        Row {
            id: campRow
            spacing: Theme.px(10)
            Label {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Grupetto: %1").arg(scene.panel.camp ? scene.panel.camp.grupetto : 0)
                font.pixelSize: Theme.fontBody
                color: Theme.ink
            }
            PanelButtons { uids: ["keep"]; prefix: "camp_"; shown: campPanel.visible }  // "camp_keep"
        }
    }

    // A panel's own buttons: the table's buttons of these uids (the strip leaves them out while the panel
    // shows), each ringed when a hint takes it. Kept in step with the buttons model by uid while its panel shows,
    // and left as they were while it is hidden (issue 26): under the hand-over screen nobody's view has no buttons,
    // and a panel shown again (the next team's camp or rest day) keeps its buttons instead of making them again.
    component PanelButtons: Row {
        id: panelButtons
        property var uids: []
        property string prefix: ""
        property bool shown: false  // its panel is open: only then it follows the buttons model
        spacing: Theme.px(10)
        readonly property var buttons: scene.controller.buttonsModel
        function sync() {
            if (!shown) return
            const rows = []
            for (let i = 0; i < buttons.count; ++i) {
                const b = buttons.get(i)
                if (uids.indexOf(b.uid) >= 0)
                    rows.push({ uid: b.uid, label: b.label, available: b.available === true, main: b.main === true,
                                shortcut: b.shortcut || "", rowJson: JSON.stringify(b) })
            }
            InStep.keepInStep(panelRows, rows, "uid")
        }
        onShownChanged: sync()
        Component.onCompleted: sync()
        Connections {
            target: panelButtons.shown ? panelButtons.buttons : null
            function onDataChanged() { panelButtons.sync() }
            function onRowsInserted() { panelButtons.sync() }
            function onRowsRemoved() { panelButtons.sync() }
            function onModelReset() { panelButtons.sync() }
        }
        ListModel { id: panelRows }
        Repeater {
            model: panelRows
            delegate: RowButton {
                required property string rowJson
                row: JSON.parse(rowJson)
                objectName: panelButtons.prefix + uid
                controller: scene.controller
                onConfirmAsked: (text, uid) => layout.confirmAsked(text, uid)
            }
        }
    }

    component RestDie: Item {  // a die on the rest-day panel: glowing when chosen to roll, ringed under the keyboard mark
        id: restDie
        required property string uid
        required property int face
        required property string jersey
        required property string jerseyColour
        required property bool selected
        required property bool cursor
        required property string hintId
        required property string a11y
        required property string colour
        required property bool present  // listed now (a place kept hidden for a die like it)
        visible: present
        objectName: present ? "restDie_" + uid : ""
        Accessible.role: Accessible.CheckBox
        Accessible.name: a11y
        Accessible.checked: selected
        Accessible.focused: cursor
        Accessible.onPressAction: scene.controller.activate(uid)
        width: Theme.px(40); height: Theme.px(40)
        Rectangle {
            anchors.fill: parent
            visible: restDie.cursor
            radius: Theme.px(6)
            color: "transparent"
            border.color: Theme.ink
            border.width: Theme.px(2)
        }
        GtDie {
            anchors.centerIn: parent
            size: Theme.px(restDie.jersey !== "" ? 30 : 34)
            face: restDie.face
            jersey: restDie.jersey
            jerseyColour: restDie.jerseyColour || "transparent"
            teamColour: restDie.colour
            selected: restDie.selected
            hinted: scene.hinted[restDie.hintId] === true
        }
        MouseArea { anchors.fill: parent; cursorShape: Qt.PointingHandCursor; onClicked: scene.controller.activate(restDie.uid) }
    }

    DecisionPanel {  // rest day: pick the dice to roll, from the peloton and the grupetto
        id: restPanel
        objectName: "restPanel"
        readonly property var rest: scene.panel.rest
        visible: rest !== undefined
        title: qsTr("Rest day")
        wants: Math.max(restButtons.implicitWidth,
                        (rest ? Math.max(rest.dice.length, rest.grupettoDice.length) : 0) * Theme.px(48))
        Label {
            width: parent.width
            text: qsTr("Pick the dice to roll: click a die, press a peloton face (1–6), or mark any die with ←/→ and pick it with Space. Your grupetto dice start picked; click one to leave it unrolled. Then roll (Enter).")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Label {
            text: qsTr("Peloton")
            visible: restPanel.rest !== undefined && restPanel.rest.dice.length > 0
            font.pixelSize: Theme.fontSmall
            color: Theme.ink
        }
        Flow {
            width: parent.width
            spacing: Theme.px(8)
            Repeater {
                model: restPeloton
                delegate: RestDie {}
            }
        }
        Label {
            text: qsTr("Grupetto")
            visible: restPanel.rest !== undefined && restPanel.rest.grupettoDice.length > 0
            font.pixelSize: Theme.fontSmall
            color: Theme.ink
        }
        Flow {
            width: parent.width
            spacing: Theme.px(8)
            Repeater {
                model: restGrupetto
                delegate: RestDie {}
            }
        }
        PanelButtons { id: restButtons; uids: ["rest_go", "clear"]; prefix: "rest_"; shown: restPanel.visible }
    }

    DecisionPanel {  // the lost overall die showed 7: the face of the rider die that takes its place
        id: sevenPanel
        objectName: "sevenPanel"
        visible: scene.panel.seven !== undefined
        title: qsTr("Choose the face of your returning rider die")
        wants: (scene.panel.seven || []).length * Theme.px(54)
        Flow {
            width: parent.width
            spacing: Theme.px(10)
            Repeater {
                model: scene.panel.seven || []
                delegate: Item {
                    required property var modelData
                    objectName: "choice_" + modelData.uid
                    width: Theme.px(44); height: Theme.px(44)
                    Accessible.role: Accessible.Button
                    Accessible.name: modelData.a11y || ""
                    Accessible.onPressAction: scene.controller.activate(modelData.uid)
                    GtDie { anchors.centerIn: parent; size: Theme.px(40); face: modelData.face; hinted: scene.hinted[modelData.hintId] === true }
                    MouseArea { anchors.fill: parent; cursorShape: Qt.PointingHandCursor; onClicked: scene.controller.activate(parent.modelData.uid) }
                }
            }
        }
    }

    DecisionPanel {  // a new jersey holder: which rider die the jersey die replaces
        id: takePanel
        objectName: "takePanel"
        visible: scene.panel.take !== undefined
        title: qsTr("You take the %1").arg(scene.takeJersey)
        Label {
            width: parent.width
            text: qsTr("Choose the rider die it replaces (keys 1–%1). It keeps its face and place.").arg(scene.takeCount)
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Flow {
            width: parent.width
            spacing: Theme.px(8)
            Repeater {
                model: takeOptions
                delegate: TableButton {
                    id: takeButton
                    required property string uid
                    required property string label
                    required property string hintId
                    required property int index
                    required property bool present  // asked now (a button kept hidden for a choice of more)
                    visible: present
                    objectName: present ? "choice_" + uid : ""
                    text: label
                    hint: String(index + 1)
                    focusPolicy: Qt.NoFocus
                    onClicked: scene.controller.activate(uid)
                    HintRing { anchors.fill: parent; unit: Theme.scale; ringColor: Theme.accentSoft; shown: scene.hinted[takeButton.hintId] === true }
                }
            }
        }
    }

    DecisionPanel {  // one input, several legal moves
        id: menuPanel
        objectName: "menuPanel"
        visible: (scene.panel.menu || []).length > 0
        title: qsTr("Which move?")
        wants: columnWidth  // its buttons' own widths: nothing in it takes the panel's width
        Repeater {
            model: scene.panel.menu || []
            delegate: TableButton {
                required property var modelData
                required property int index
                objectName: "choice_" + modelData.uid
                text: modelData.label
                hint: String(index + 1)
                primary: index === 0
                focusPolicy: Qt.NoFocus
                onClicked: scene.controller.activate(modelData.uid)
            }
        }
        TableButton {
            text: qsTr("Cancel")
            hint: "Esc"
            focusPolicy: Qt.NoFocus
            onClicked: scene.controller.activate("menu:cancel")
        }
    }

    Item {  // the die (or grupetto) under the pointer while dragging
        id: ghost
        property string pieceId
        property color colour: "white"
        property int face: 1
        property string jersey: ""
        property point origin
        property bool accepted: false
        visible: scene.dragKind !== ""
        z: 100
        Drag.hotSpot.x: width / 2
        Drag.hotSpot.y: height / 2
        GtDie {
            anchors.centerIn: parent
            visible: scene.dragKind !== "grupetto"
            size: Math.max(parent.width, Theme.px(26))
            face: ghost.face
            teamColour: ghost.colour
            jersey: ghost.jersey
            jerseyColour: scene.jerseyColour(ghost.jersey)
            selected: true
        }
        Rectangle {
            anchors.fill: parent
            visible: scene.dragKind === "grupetto"
            radius: Theme.px(5)
            color: "#5b5b5e"
            border.color: Theme.reach
            border.width: Theme.px(3)
        }
        ParallelAnimation {
            id: snapBack
            NumberAnimation { target: ghost; property: "x"; to: ghost.origin.x; duration: Theme.ms(220); easing.type: Easing.OutBack }
            NumberAnimation { target: ghost; property: "y"; to: ghost.origin.y; duration: Theme.ms(220); easing.type: Easing.OutBack }
            onFinished: scene.dragKind = ""
        }
    }

    Item {  // dice and judged cards on the move (see onBatchChanged)
        id: flightLayer
        objectName: "flightLayer"
        anchors.fill: parent
        z: 45
    }

    GtResults {
        controller: scene.controller
        onHome: scene.Window.window.showHome()
    }
}
