import QtQuick
import QtQuick.Controls
import "../.."
import "../../components"

// A die of Grands Tours: rider dice in their team's colour; a jersey die in
// its jersey's colour, ringed in its holder's colour. The overall die can
// show 7, which the shared Die cannot draw, so 7 is written as a numeral;
// face 0 draws a blank die (a jersey die resting or in the grupetto).
// `hinted` rings it as every table rings what a hint suggests (components/HintRing).
Item {
    id: root

    property int face: 1
    property color teamColour: "#f7f1e3"
    property string jersey: ""
    property color jerseyColour: "transparent"
    property real size: 24
    property bool selected: false
    property bool dimmed: false
    property bool hinted: false  // a hint uses this die: the shared hint ring around it
    property string tumbleKey: ""  // set on a die just rolled: it tumbles once per key (see GrandsTours.firstTumble)
    property var table: null

    implicitWidth: size
    implicitHeight: size
    width: size
    height: size

    // made for a roll, or kept (a peloton keeps its dice's delegates) and given the roll's key
    function tumbleOnce() { if (tumbleKey !== "" && table && face >= 1 && face <= 6 && table.firstTumble(tumbleKey)) die.tumble(face) }
    Component.onCompleted: tumbleOnce()
    onTumbleKeyChanged: tumbleOnce()

    Die {
        id: die
        anchors.centerIn: parent
        visible: root.face >= 1 && root.face <= 6
        size: root.size
        face: Math.max(1, Math.min(6, root.face))
        dieColor: root.jersey !== "" ? root.jerseyColour : root.teamColour
        highlighted: root.selected
        glowColor: Theme.reach
        dimmed: root.dimmed
        animationScale: Theme.animationScale
    }
    Loader {  // the overall die's 7, or a die whose face does not count yet (0: in the grupetto); made only then,
        // as a die is made often (a roll brings dice back to the peloton) and seldom shows one
        anchors.fill: parent
        active: root.face > 6 || root.face < 1
        sourceComponent: Rectangle {
            radius: root.size * 0.19
            color: root.jersey !== "" ? root.jerseyColour : root.teamColour
            border.color: root.selected ? Theme.reach : Qt.darker(root.jerseyColour, 1.6)
            border.width: root.selected ? Math.max(2, root.size * 0.12) : Math.max(1, root.size * 0.04)
            opacity: root.dimmed ? 0.4 : 1
            Label {
                anchors.centerIn: parent
                text: root.face > 6 ? root.face : ""
                font.pixelSize: Theme.text(Math.round(root.size * 0.62))
                font.bold: true
                color: "#231a14"
            }
        }
    }
    Rectangle {  // whose jersey die this is
        visible: root.jersey !== ""
        anchors.centerIn: parent
        width: root.size + Math.max(4, root.size * 0.2)
        height: width
        radius: width * 0.24
        color: "transparent"
        border.color: root.teamColour
        border.width: Math.max(2, root.size * 0.1)
    }
    Loader {  // made while lit
        anchors.fill: parent
        anchors.margins: -3 * Theme.scale
        active: root.hinted
        sourceComponent: HintRing {
            unit: Theme.scale
            ringColor: Theme.accentSoft
            round: root.size * 0.19
            shown: true
        }
    }
}
