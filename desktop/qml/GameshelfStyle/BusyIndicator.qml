import QtQuick
import QtQuick.Templates as T
import ".."

// Three walnut dots taking turns, like ThinkingIndicator at the table.
T.BusyIndicator {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: implicitContentWidth + leftPadding + rightPadding
    implicitHeight: implicitContentHeight + topPadding + bottomPadding
    padding: Theme.px(6)

    contentItem: Row {
        spacing: Theme.px(6)
        visible: control.running
        Repeater {
            model: 3
            Rectangle {
                required property int index
                width: Theme.px(10); height: width; radius: width / 2
                color: Theme.woodLight
                SequentialAnimation on opacity {
                    running: control.running && Theme.animationScale > 0
                    loops: Animation.Infinite
                    PauseAnimation { duration: Theme.ms(index * 150) }
                    NumberAnimation { from: 0.3; to: 1; duration: Theme.ms(300) }
                    NumberAnimation { from: 1; to: 0.3; duration: Theme.ms(300) }
                    PauseAnimation { duration: Theme.ms((2 - index) * 150) }
                }
            }
        }
    }
}
