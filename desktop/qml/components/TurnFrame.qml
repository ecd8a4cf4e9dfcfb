import QtQuick

// Whose turn it is, drawn over a player's card: a bold gold frame with a tab for the one player
// acting, a thin quiet frame for players answering (joining a roll, choosing at the same time).
Item {
    id: frame

    property bool acting: false
    property bool answering: false
    property real radius: 10
    property color actingColour: "#f5c518"
    property color answeringColour: "#fdf3e1"
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
    Rectangle {
        objectName: "answeringHighlight"
        visible: frame.answering && !frame.acting
        anchors.fill: parent
        radius: frame.radius
        color: "transparent"
        border.color: frame.answeringColour
        border.width: Math.max(1, Math.round(frame.weight * 0.6))
        opacity: 0.9
    }
}
