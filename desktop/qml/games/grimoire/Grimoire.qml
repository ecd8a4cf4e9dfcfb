import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"

// The Grimoire table: the players' areas on the left, the MP track, field
// and piles in the middle with the book below, the discard pile and the log
// on the right, what to do now and the buttons along the bottom.
// Dragging: a ghost follows the pointer and is dropped with Drag.drop(); the
// controller decides, and a refused drop flies home. After each decision the
// cards and chips that moved fly from where they were to where they went.
Item {
    id: scene

    required property var controller
    property string dragKind: ""
    property var spots: ({})  // zone id -> the item drawn for it (flights start and end there)
    // The panel, read once per change for every part of the table (each read converts it whole); the parts
    // bind to typed fields of it, which signal only when their value changes: a decision changes the panel
    // (its batch) but re-evaluates only what reads what changed.
    readonly property var panel: controller.panel
    readonly property int batch: panel.batch || 0
    readonly property string defenseText: panel.defenseText || ""

    objectName: "grimoire"

    function register(uid, item) { spots[uid] = item }
    function dragging(pieceId) { return dragKind !== "" && ghost.pieceId === pieceId }

    // --- drag helpers ------------------------------------------------------------
    function beginDrag(kind, pieceId, source, label, back) {
        const p = source.mapToItem(scene, 0, 0)
        ghost.origin = Qt.point(p.x, p.y)
        ghost.x = p.x; ghost.y = p.y
        ghost.width = source.width; ghost.height = source.height
        ghost.pieceId = pieceId
        ghost.label = label
        ghost.back = back
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

    // --- flights: what moved in the last decision -----------------------------------
    onBatchChanged: {
        if (Theme.animationScale <= 0) return
        const pages = scene.panel.reveal || []
        if (pages.length > 0) {
            revealBanner.pages = pages
            revealShow.restart()
        }
        const flights = scene.panel.flights || []
        flights.forEach((f, i) => {
            const a = spots[f.from], b = spots[f.to]
            if (!a || !b) return
            const p = a.mapToItem(scene, a.width / 2, a.height / 2)
            const q = b.mapToItem(scene, b.width / 2, b.height / 2)
            flyer.createObject(flightLayer, { fromX: p.x, fromY: p.y, toX: q.x, toY: q.y, delay: i * 110,
                                              chips: f.kind === "chips", label: f.kind === "chips" ? String(f.chips) : f.label })
        })
    }

    Rectangle {  // felt with a soft vignette
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0; color: Qt.lighter(Theme.felt, 1.12) }
            GradientStop { position: 1; color: Qt.darker(Theme.felt, 1.15) }
        }
    }

    TableLayout {  // players left, the field and the book in the middle, the log right, the strip below
        anchors.fill: parent
        controller: scene.controller
        playersWidth: Theme.px(320)
        logWidth: Theme.px(240)
        stripHeight: Theme.px(84)
        // the players' areas, top-aligned, then the discard pile in the room they leave. Each area is as tall
        // as its content; when they do not all fit, the small ones keep their height and the big ones share the
        // rest equally (clipped)
        players: Item {
            id: areas
            readonly property int count: Math.max(1, scene.controller.playersModel.count)
            readonly property real gap: Theme.px(6)
            readonly property real discardMinimum: Theme.px(80)
            property var needs: ({})  // index -> the height that area's content asks for
            function setNeed(i, h) { const n = Object.assign({}, needs); n[i] = h; needs = n }
            // the tallest an area may be: unlimited when every area fits, else the share left to the big ones
            readonly property real cap: {
                const asked = []
                for (let i = 0; i < count; ++i) asked.push(needs[i] || 0)
                asked.sort((a, b) => a - b)
                let room = height - discardMinimum - count * gap
                for (let k = 0; k < asked.length; ++k) {
                    const fair = room / (asked.length - k)
                    if (asked[k] > fair) return fair
                    room -= asked[k]
                }
                return Number.POSITIVE_INFINITY
            }
            Layout.fillWidth: true
            Layout.fillHeight: true
            Column {
                id: areaColumn
                objectName: "playerAreas"
                width: parent.width
                spacing: areas.gap
                Repeater {
                    model: scene.controller.playersModel
                    delegate: GrimoirePlayer {
                        required property int index
                        controller: scene.controller
                        table: scene
                        width: areas.width
                        height: Math.min(need, areas.cap)
                        onNeedChanged: areas.setNeed(index, need)
                        Component.onCompleted: areas.setNeed(index, need)
                    }
                }
            }
            GrimoireDiscard {  // public: under the players, as tall as the room they leave
                objectName: "discardPile"
                anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                anchors.top: areaColumn.bottom
                anchors.topMargin: areas.gap
                controller: scene.controller
                table: scene
            }
        }
        ColumnLayout {
            anchors.fill: parent
            spacing: Theme.px(8)
            GrimoireField {
                objectName: "field"
                Layout.fillWidth: true
                Layout.fillHeight: true
                controller: scene.controller
                table: scene
            }
            GrimoireBook {
                objectName: "book"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.px(224)
                controller: scene.controller
                table: scene
            }
        }
    }

    Item {
        id: flightLayer
        anchors.fill: parent
        z: 90
    }

    Rectangle {  // the reveal: every chosen page turns face up at once
        id: revealBanner
        objectName: "revealBanner"
        property var pages: []
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height * 0.22
        width: revealRow.implicitWidth + Theme.px(40)
        height: revealRow.implicitHeight + Theme.px(30)
        radius: Theme.radius
        color: "#e0231a12"
        border.color: Theme.reach
        opacity: 0
        visible: opacity > 0
        z: 95
        Row {
            id: revealRow
            anchors.centerIn: parent
            spacing: Theme.px(14)
            Repeater {
                model: revealBanner.pages
                delegate: Column {
                    required property var modelData
                    spacing: Theme.px(6)
                    Rectangle {
                        width: Theme.px(118); height: Theme.px(92)
                        radius: Theme.px(6)
                        color: "#f7eedd"
                        border.color: modelData.colour
                        border.width: Theme.px(4)
                        Column {
                            anchors.centerIn: parent
                            width: parent.width - Theme.px(10)
                            Text {
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                text: modelData.page
                                font.pixelSize: Theme.text(Theme.px(30))
                                font.bold: true
                                color: Theme.accent
                            }
                            Text {
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                text: modelData.pageName
                                font.pixelSize: Theme.fontBody
                                fontSizeMode: Text.HorizontalFit
                                minimumPixelSize: Theme.minText
                                font.bold: true
                                color: Theme.ink
                            }
                        }
                        NumberAnimation on scale { running: revealShow.running; from: 0.2; to: 1; duration: Theme.ms(420); easing.type: Easing.OutBack }
                    }
                    Text {
                        width: Theme.px(118)
                        horizontalAlignment: Text.AlignHCenter
                        text: modelData.name
                        elide: Text.ElideRight
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                        color: "#fdf3e1"
                    }
                }
            }
        }
        SequentialAnimation {
            id: revealShow
            PropertyAction { target: revealBanner; property: "opacity"; value: 1 }
            PauseAnimation { duration: Theme.ms(1700) }
            NumberAnimation { target: revealBanner; property: "opacity"; to: 0; duration: Theme.ms(300) }
        }
    }

    Component {
        id: flyer
        Rectangle {
            id: flying
            property real fromX
            property real fromY
            property real toX
            property real toY
            property int delay: 0
            property bool chips: false
            property string label: ""
            width: chips ? Theme.px(30) : Theme.px(64)
            height: chips ? Theme.px(30) : Theme.px(88)
            x: fromX - width / 2
            y: fromY - height / 2
            radius: chips ? width / 2 : Theme.px(6)
            color: chips ? "#f5d76e" : label === "" ? "#3d2a52" : Theme.card
            border.color: chips ? "#8a6d00" : "#5b4632"
            border.width: Theme.px(2)
            opacity: 0
            Text {
                anchors.fill: parent
                anchors.margins: Theme.px(3)
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: flying.label === "" ? "✦" : flying.label
                wrapMode: Text.Wrap
                font.pixelSize: Theme.text(flying.chips ? Theme.fontSmall : Theme.px(11))
                font.bold: true
                color: flying.label === "" && !flying.chips ? "#d9c4f0" : Theme.ink
            }
            SequentialAnimation {
                running: true
                PauseAnimation { duration: Theme.ms(flying.delay) }
                PropertyAction { target: flying; property: "opacity"; value: 1 }
                ParallelAnimation {
                    NumberAnimation { target: flying; property: "x"; to: flying.toX - flying.width / 2; duration: Theme.ms(520); easing.type: Easing.InOutCubic }
                    NumberAnimation { target: flying; property: "y"; to: flying.toY - flying.height / 2; duration: Theme.ms(520); easing.type: Easing.InOutCubic }
                }
                NumberAnimation { target: flying; property: "opacity"; to: 0; duration: Theme.ms(160) }
                ScriptAction { script: flying.destroy() }
            }
        }
    }

    Item {  // the card or bookmark under the pointer while dragging
        id: ghost
        property string pieceId
        property string label
        property bool back: false
        property point origin
        property bool accepted: false
        visible: scene.dragKind !== ""
        z: 100
        Drag.hotSpot.x: width / 2
        Drag.hotSpot.y: height / 2
        Rectangle {
            anchors.fill: parent
            radius: Theme.px(6)
            color: scene.dragKind === "bookmark" ? Theme.accent : ghost.back ? "#3d2a52" : Theme.card
            border.color: Theme.reach
            border.width: Theme.px(3)
            Text {
                anchors.centerIn: parent
                width: parent.width - Theme.px(8)
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: ghost.back ? "✦" : ghost.label
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: scene.dragKind === "bookmark" || ghost.back ? "#fffaf1" : Theme.ink
            }
        }
        ParallelAnimation {
            id: snapBack
            NumberAnimation { target: ghost; property: "x"; to: ghost.origin.x; duration: Theme.ms(220); easing.type: Easing.OutBack }
            NumberAnimation { target: ghost; property: "y"; to: ghost.origin.y; duration: Theme.ms(220); easing.type: Easing.OutBack }
            onFinished: scene.dragKind = ""
        }
    }

    GrimoireResults {
        controller: scene.controller
        onHome: scene.Window.window.showHome()
    }
}
