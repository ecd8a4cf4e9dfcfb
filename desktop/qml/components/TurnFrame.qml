import QtQuick
import QtQuick.Shapes

// Whose turn it is, drawn over a player's card: a bold gold frame with a tab for the one player
// acting, a thin dashed frame for players answering (joining a roll, choosing at the same time).
Item {
    id: frame

    property bool acting: false
    property bool answering: false
    property real radius: 10
    property color actingColour: "#f5c518"
    property color answeringColour: "#6f6458"
    property real weight: 3  // the acting frame's width; the answering one is thinner

    Rectangle {
        objectName: "actingHighlight"
        visible: frame.acting
        anchors.fill: parent
        radius: frame.radius
        color: "transparent"
        border.color: frame.actingColour
        border.width: frame.weight
        Rectangle {  // a dark hairline outside, so the gold reads on cream and on felt alike
            anchors.fill: parent
            anchors.margins: -1
            radius: frame.radius + 1
            color: "transparent"
            border.color: "#8a6d00"
            border.width: 1
        }
        Rectangle {  // the tab on the left edge, pointing at the card
            x: -width / 2
            anchors.verticalCenter: parent.verticalCenter
            width: frame.weight * 3.2
            height: width
            rotation: 45
            color: frame.actingColour
            border.color: "#8a6d00"
            border.width: 1
        }
    }
    Shape {  // dashed, so it differs from the acting frame by pattern as well as colour and weight
        id: dashed
        objectName: "answeringHighlight"
        visible: frame.answering && !frame.acting
        anchors.fill: parent
        readonly property real line: Math.max(1.5, frame.weight * 0.6)
        ShapePath {
            fillColor: "transparent"
            strokeColor: frame.answeringColour
            strokeWidth: dashed.line
            strokeStyle: ShapePath.DashLine
            dashPattern: [3, 2]
            PathRectangle {
                x: dashed.line / 2
                y: x
                width: Math.max(0, frame.width - dashed.line)
                height: Math.max(0, frame.height - dashed.line)
                radius: frame.radius
            }
        }
    }
}
