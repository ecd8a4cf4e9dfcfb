import QtQuick
import QtQuick.Controls
import "../.."
import "../../components"

// A team's peloton: its dice, as big as the box lets them be (every die in view, none cut). The one drawn
// `live` takes the gestures: its dice can be dragged or clicked, a hint rings them, flights start from them,
// and the grupetto can be dropped on it to roll. The acting human's peloton is drawn live in the strip
// (their tray); their team's panel then says so instead of drawing the same dice twice.
// Its dice are delegates of a model kept here in step with the team's dice (issue 26): a refresh changes the dice
// of a team whose turn or dice moved, and a die that is still there keeps its delegate (a die is many items). A
// die's place is its face, jersey and number: a die that leaves (onto a card, to the grupetto) hides its delegate,
// which shows again when such a die comes back (a roll, a camp), or becomes the place of another die new here,
// instead of one being made again; the flow lays out only the dice shown. A picked die is a place of its own (a
// hidden one becomes only a place picked alike), so the pick ring shows at once as before. Drawn not
// live, the peloton keeps its last dice out of sight for the next time it is (filled once even then, so a team's
// tray is made with the table, not at its first turn).
Rectangle {
    id: pel

    required property var controller
    required property var table
    required property int seat
    required property color colour
    required property bool mine  // the viewer's own: its dice take clicks
    required property var dice  // the team row's `peloton`
    required property string a11y
    property bool live: true
    property real most: Theme.px(30)  // the largest a die is drawn
    property color noteColour: "#8a7f72"  // "no dice", on the box's ground
    property real pad: Theme.px(4)  // between the box's edge and its dice
    property real gap: Theme.px(3)  // between dice
    // Sized for the dice it draws. Drawn not live, its dice (hidden) keep the size they had when last drawn live, or
    // when made if never drawn live yet (a team's tray before its first turn), so neither a count changing out of
    // sight nor its box changing (a strip a line taller, the tray's room coming with the first turn) resizes them: a
    // die resized is many bindings and nodes again, and a peloton hides or shows at every tray change (issue 26).
    property int count: 0  // the dice drawn, as last settled
    property bool drawnLive: false  // live, as last settled
    readonly property real fitted: fit(count, width - 2 * pad, height - 2 * pad)
    property real kept: 0  // the size last drawn live, or made at
    onFittedChanged: if (drawnLive) kept = fitted
    readonly property real dieSize: drawnLive ? fitted : kept

    ListModel { id: shown }  // one row per place ever used (`present`: a die is there now), in the peloton's order
    function keyOf(d) { return d.uid.split(":").slice(2).join(":") + (d.selected ? ":picked" : "") }
    // The presenter's order of a peloton as text: face, rider before jersey (in JERSEYS' order), number, picked.
    function rankOf(d) {
        const parts = d.uid.split(":")  // die:<seat>:<face>:<jersey>:<k>
        return parts[2] + ["", "gc", "sprint", "mountain"].indexOf(parts[3]) + ("0" + parts[4]).slice(-2)
               + (d.selected ? "1" : "0")
    }
    function fields(d) {
        return { uid: d.uid, face: d.face, jersey: d.jersey, jerseyColour: d.jerseyColour || "",
                 selected: d.selected === true, draggable: d.draggable === true, fresh: d.fresh || "",
                 hintId: d.hintId || "", a11y: d.a11y || "", present: true }
    }
    function sync() {
        if (seat < 0 || !live && shown.count > 0) return  // filled even hidden, so that its first showing only shows
        const wanted = ({})
        for (const d of dice) wanted[keyOf(d)] = d
        for (let i = 0; i < shown.count; ++i) {  // set signals only the roles whose value changed, if any
            const place = shown.get(i)
            const d = wanted[place.key]
            if (d !== undefined) shown.set(i, fields(d))
            else if (place.present) shown.setProperty(i, "present", false)
            delete wanted[place.key]
        }
        for (const key in wanted) {  // a place not used before: a hidden one (picked alike) becomes it, at its rank
            const d = wanted[key]
            const place = Object.assign({ key: key, rank: rankOf(d) }, fields(d))
            let spare = 0
            while (spare < shown.count && (shown.get(spare).present || shown.get(spare).selected !== place.selected))
                ++spare
            let at = 0  // where it goes among the others
            for (let i = 0; i < shown.count; ++i)
                if (i !== spare && shown.get(i).rank < place.rank) ++at
            if (spare === shown.count) {
                shown.insert(at, place)
                continue
            }
            const fresh = place.fresh  // a roll's tumble starts once the die shows its new face
            place.fresh = ""
            shown.set(spare, place)
            if (spare !== at) shown.move(spare, at, 1)
            shown.setProperty(at, "fresh", fresh)
        }
    }
    // A refresh may change its dice and whether it is live one after the other (the team's row, the tray passing to
    // another team, in either order): it settles once, as the refresh ends (the controller's `changed`), with both as
    // they end, so a peloton leaving the tray does not first draw the new dice, nor one coming live the old ones.
    property bool due: false
    onDiceChanged: due = true
    onLiveChanged: due = true
    Connections {
        target: pel.controller
        function onChanged() { if (pel.due) pel.settle() }
    }
    function settle() {
        due = false
        sync()
        if (!live) {
            drawnLive = false  // first: its dice keep their size
            return
        }
        count = dice.length
        drawnLive = true
        kept = fitted
        noteAll.restart()
    }
    Component.onCompleted: {
        sync()
        count = dice.length
        drawnLive = live
        kept = fitted
        due = false
    }

    // The largest die size (at most `most`, at least 12 px) at which n dice wrap into w x h.
    function fit(n, w, h) {
        const least = Math.max(12, Theme.px(14))
        for (let s = Math.round(most); s > least; --s) {
            const cols = Math.max(1, Math.floor((w + gap) / (s + gap)))
            if (Math.ceil(n / cols) * (s + gap) - gap <= h) return s
        }
        return least
    }

    objectName: live ? "peloton_" + seat : ""
    Accessible.role: Accessible.Grouping
    Accessible.name: a11y
    clip: true
    radius: Theme.px(6)
    color: pelotonDrop.containsDrag ? "#33ffd54a" : "#1a2f5d46"
    border.color: pelotonDrop.containsDrag ? Theme.reach : "#332f5d46"

    Timer {  // where the dice lie once the flow has placed them (a die played from here flies from there)
        id: noteAll
        interval: 30
        onTriggered: { for (let i = 0; i < diceRepeater.count; ++i) if (diceRepeater.itemAt(i)) diceRepeater.itemAt(i).note() }
    }

    ElidedLabel {  // an empty peloton says so (at camp its dice are still being rolled; later all may be spent)
        anchors.centerIn: parent
        width: Math.min(implicitWidth, parent.width - 2 * pel.pad)
        visible: (!pel.live || pel.dice.length === 0) && parent.height >= implicitHeight
        text: pel.live ? qsTr("Peloton: no dice") : qsTr("Peloton: in your tray below")
        font.pixelSize: Theme.fontSmall
        color: pel.noteColour
    }
    Flow {
        anchors.fill: parent
        anchors.margins: pel.pad
        spacing: pel.gap
        visible: pel.live
        Repeater {
            id: diceRepeater
            model: shown
            delegate: Item {
                id: slot
                required property string uid
                required property int face
                required property string jersey
                required property string jerseyColour
                required property bool selected
                required property bool draggable
                required property string fresh
                required property string hintId
                required property string a11y
                required property bool present
                visible: present
                objectName: pel.live && present ? "pelDie_" + uid : ""
                Accessible.role: draggable ? Accessible.Button : Accessible.Graphic
                Accessible.name: a11y
                Accessible.onPressAction: if (draggable) pel.controller.activate(uid)
                width: pel.dieSize; height: pel.dieSize
                // where the first die of each kind lies: a die played from here flies from there
                function note() {
                    if (pel.live && present && uid.endsWith(":0"))
                        pel.table.notePel(pel.seat + ":" + face + ":" + jersey, slot, pel)
                }
                onXChanged: note()
                onYChanged: note()
                onUidChanged: note()
                onPresentChanged: note()
                Component.onCompleted: noteAll.restart()
                GtDie {
                    anchors.centerIn: parent
                    size: pel.dieSize * (slot.jersey !== "" ? 0.82 : 1)
                    face: slot.face
                    teamColour: pel.colour
                    jersey: slot.jersey
                    jerseyColour: slot.jerseyColour || "transparent"
                    selected: slot.selected
                    hinted: pel.table.hinted[slot.hintId] === true
                    table: pel.table
                    tumbleKey: slot.fresh
                }
                MouseArea {
                    anchors.fill: parent
                    enabled: pel.mine
                    cursorShape: slot.draggable ? Qt.OpenHandCursor : Qt.PointingHandCursor
                    onClicked: pel.controller.activate(slot.uid)
                }
                DragHandler {
                    enabled: slot.draggable
                    target: null
                    onActiveChanged: active ? pel.table.beginDrag("die", slot.uid, slot, pel.colour,
                                                                  slot.face, slot.jersey)
                                            : pel.table.endDrag()
                    onCentroidChanged: if (active) pel.table.moveDrag(centroid.scenePosition)
                }
            }
        }
    }
    DropArea {
        id: pelotonDrop
        anchors.fill: parent
        enabled: pel.live
        keys: ["grupetto"]
        onDropped: drop => {
            drop.accept()
            pel.table.dropped(pel.controller.drop(drop.source.pieceId, "peloton:" + pel.seat))
        }
    }
}
