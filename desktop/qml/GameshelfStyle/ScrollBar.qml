import QtQuick
import QtQuick.Templates as T
import ".."

// A walnut thumb, shown while scrolling or hovered.
T.ScrollBar {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    padding: 2
    visible: control.policy !== T.ScrollBar.AlwaysOff
    minimumSize: orientation === Qt.Horizontal ? height / width : width / height

    contentItem: Rectangle {
        implicitWidth: control.interactive ? Theme.px(8) : 3
        implicitHeight: control.interactive ? Theme.px(8) : 3
        radius: width / 2
        color: control.pressed ? Theme.wood : Theme.woodLight
        opacity: control.policy === T.ScrollBar.AlwaysOn || (control.active && control.size < 1.0) ? 0.8 : 0.0
        Behavior on opacity { NumberAnimation { duration: Theme.ms(250) } }
    }
}
