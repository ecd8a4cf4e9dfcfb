import QtQuick
import "../.."
import "../../pieces"

// The home screen's cover for GrandPrix-F1: a stretch of track with the
// chequered line and two cars side by side on a two-lane space, a fuel card
// beside them. Self-contained: the home page loads it as the game's art.
Item {
    id: cover

    implicitWidth: Theme.px(170)
    implicitHeight: Theme.px(90)  // two lanes as tall as a car with a readable number
    width: implicitWidth
    height: implicitHeight

    Rectangle {  // the asphalt
        anchors.verticalCenter: parent.verticalCenter
        x: 0
        width: parent.width * 0.78
        height: parent.height * 0.74
        radius: Theme.px(8)
        color: "#3d3f44"
        border.color: "#25272b"
        border.width: Theme.px(2)
        Rectangle {  // the lane divider
            anchors.verticalCenter: parent.verticalCenter
            x: Theme.px(6)
            width: parent.width - Theme.px(12)
            height: Theme.px(2)
            color: "#c9c9c9"
            opacity: 0.6
        }
        Grid {  // the finish line
            x: parent.width * 0.2
            anchors.verticalCenter: parent.verticalCenter
            columns: 2
            Repeater {
                model: 16
                delegate: Rectangle {
                    required property int index
                    width: Theme.px(5)
                    height: cover.height * 0.74 / 8
                    color: (index + Math.floor(index / 2)) % 2 === 0 ? "#f7f7f7" : "#1d1d1d"
                }
            }
        }
        RaceCarPiece {
            x: parent.width * 0.5
            y: parent.height * 0.25 - height / 2
            width: Theme.px(30)  // its number readable (the floor) at any window size
            height: Theme.px(62)
            rotation: 90
            seat: 0
            colour: "#e03308"
        }
        RaceCarPiece {
            x: parent.width * 0.36
            y: parent.height * 0.75 - height / 2
            width: Theme.px(30)  // its number readable (the floor) at any window size
            height: Theme.px(62)
            rotation: 90
            seat: 1
            colour: "#f5f6fa"
        }
    }
    Rectangle {  // a fuel card
        anchors { right: parent.right; verticalCenter: parent.verticalCenter }
        width: Theme.px(30)
        height: Theme.px(44)
        radius: Theme.px(4)
        rotation: 8
        color: "#fffaf1"
        border.color: "#7a6a55"
        border.width: Theme.px(2)
        Text {
            anchors.centerIn: parent
            text: "10"
            font.pixelSize: Theme.px(15)
            font.bold: true
            color: "#b23a2e"
        }
    }
}
