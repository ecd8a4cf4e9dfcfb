import QtQuick
import "../.."

// The home-screen cover of Tournay: a belfry over three cards of the town's colours, with citizens.
Item {
    width: Theme.px(120)
    height: Theme.px(74)

    Repeater {
        model: [{ c: "#b3362b", r: -10 }, { c: "#efe8d8", r: 0 }, { c: "#e2b52c", r: 10 }]
        Rectangle {
            required property var modelData
            required property int index
            x: Theme.px(14) + index * Theme.px(30)
            y: Theme.px(14)
            width: Theme.px(34); height: Theme.px(48)
            radius: Theme.px(4)
            rotation: modelData.r
            color: "#fbf5e6"
            border.color: "#5b4632"
            Rectangle {
                anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(2) }
                height: Theme.px(9); radius: Theme.px(2)
                color: modelData.c
                border.color: "#00000040"
            }
            Rectangle {  // a tower
                anchors.horizontalCenter: parent.horizontalCenter
                y: Theme.px(17)
                width: Theme.px(10); height: Theme.px(24)
                color: "#8c6640"
                Rectangle { anchors.horizontalCenter: parent.horizontalCenter; y: -Theme.px(7); width: Theme.px(14); height: Theme.px(8); color: "#6b4a2f" }
            }
        }
    }
    Repeater {
        model: ["#b3362b", "#efe8d8", "#e2b52c"]
        Rectangle {  // citizens
            required property string modelData
            required property int index
            x: Theme.px(30) + index * Theme.px(22)
            y: Theme.px(58)
            width: Theme.px(12); height: Theme.px(14)
            radius: Theme.px(4)
            color: modelData
            border.color: "#2b2420"
            Rectangle { anchors.horizontalCenter: parent.horizontalCenter; y: -Theme.px(6); width: Theme.px(8); height: Theme.px(8); radius: width / 2; color: parent.color; border.color: "#2b2420" }
        }
    }
}
