import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "../.."
import "../../components"

// The jersey card (each jersey die, its face, where it is and who holds it), the home pile and the assist
// cards still in the deck. Each team's lead time and points are in its own panel on the left.
Rectangle {
    id: box

    required property var controller
    required property var table
    readonly property var panel: table.panel  // the table's one reading of the controller's panel
    // The three jerseys as text, so that a panel with equal jerseys (most decisions) leaves their rows alone.
    readonly property string jerseysText: JSON.stringify(panel.jerseys || [])
    readonly property var jerseys: JSON.parse(jerseysText)
    // Jerseys that just changed hands (they flash once).
    readonly property var changed: (panel.judged || []).filter(j => j.kind === "jersey").map(j => j.jersey)
    property bool homeOpen: false

    objectName: "jerseyCard"
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.line
    implicitHeight: column.implicitHeight + Theme.px(16)

    // The centre of a jersey's die on this card, in `item`'s coordinates: jersey dice fly from and to it.
    function diePoint(key, item) {
        for (const child of column.children)
            if (child.objectName === "jersey_" + key)
                return child.dieCentre(item)
        return null
    }

    ColumnLayout {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(8) }
        spacing: Theme.px(4)

        Label {
            text: qsTr("Jerseys")
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.ink
        }
        Repeater {  // over the count: the panel is new at every decision, the three jerseys stay
            model: box.jerseys.length
            delegate: Item {
                id: jerseyRow
                required property int index
                readonly property var modelData: box.jerseys[index] || ({})
                objectName: "jersey_" + modelData.key
                function dieCentre(item) { return jerseyDie.mapToItem(item, jerseyDie.width / 2, jerseyDie.height / 2) }
                Layout.fillWidth: true
                implicitHeight: jerseyLine.implicitHeight
                Rectangle {  // a flash when the jersey changes hands
                    id: flashRing
                    anchors.fill: parent
                    anchors.margins: -Theme.px(3)
                    radius: Theme.px(5)
                    color: "transparent"
                    border.color: Theme.reach
                    border.width: Theme.px(3)
                    opacity: 0
                    SequentialAnimation on opacity {
                        running: box.changed.indexOf(jerseyRow.modelData.key) >= 0 && Theme.animationScale > 0
                                 && box.table.firstTumble("jersey:" + (box.panel.judgeId || 0) + ":" + jerseyRow.modelData.key)
                        onRunningChanged: if (!running) flashRing.opacity = 0  // cut short by the next decision
                        loops: 3
                        NumberAnimation { from: 0; to: 1; duration: Theme.ms(300) }
                        NumberAnimation { from: 1; to: 0; duration: Theme.ms(300) }
                    }
                }
                RowLayout {
                    id: jerseyLine
                    anchors { left: parent.left; right: parent.right }
                    spacing: Theme.px(6)
                    GtDie {
                        id: jerseyDie
                        size: Theme.px(22)
                        face: modelData.face
                        jersey: modelData.key
                        jerseyColour: modelData.colour
                        teamColour: modelData.holderColour || modelData.colour
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 0
                        ElidedLabel {
                            Layout.fillWidth: true
                            text: modelData.label + " · " + modelData.holderName
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            color: Theme.ink
                        }
                        ElidedLabel {
                            Layout.fillWidth: true
                            text: modelData.where
                            font.pixelSize: Theme.text(Math.max(9, Theme.fontSmall - 2))
                            color: Theme.inkSoft
                        }
                    }
                    Rectangle {  // the holder's rider die resting on the jersey card
                        visible: modelData.holder >= 0
                        width: Theme.px(12); height: width; radius: Theme.px(2)
                        color: modelData.holderColour || "transparent"
                        border.color: "#55000000"
                    }
                }
            }
        }

        Rectangle { Layout.fillWidth: true; height: 1; color: Theme.line }


        RowLayout {
            Layout.fillWidth: true
            ElidedLabel {
                objectName: "homePile"
                Layout.fillWidth: true
                text: qsTr("Home: %1 · Deck: %2").arg((box.panel.home || []).length).arg(box.panel.deck || 0)
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
            Label {
                visible: (box.panel.home || []).length > 0
                text: box.homeOpen ? qsTr("hide") : qsTr("show")
                font.pixelSize: Theme.fontSmall
                font.underline: true
                color: Theme.accent
                MouseArea { anchors.fill: parent; cursorShape: Qt.PointingHandCursor; onClicked: box.homeOpen = !box.homeOpen }
            }
        }
        ElidedLabel {  // two lines at most, so the log below keeps its room; the full list is one hover away
            objectName: "assistsAhead"
            visible: (box.panel.assistsAhead || []).length > 0
            Layout.fillWidth: true
            maximumLineCount: 2
            text: qsTr("Still in the deck: %1").arg((box.panel.assistsAhead || []).join(", "))
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        Repeater {
            model: box.homeOpen ? (box.panel.home || []) : []
            delegate: Label {
                required property var modelData
                Layout.fillWidth: true
                text: "· " + modelData
                font.pixelSize: Theme.text(Math.max(9, Theme.fontSmall - 1))
                color: Theme.inkSoft
                wrapMode: Text.Wrap
            }
        }
    }
}
