import QtQuick
import QtQuick.Templates as T
import ".."

T.ProgressBar {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset, implicitContentHeight + topPadding + bottomPadding)

    contentItem: Item {
        implicitWidth: Theme.px(200)
        implicitHeight: Theme.px(6)
        Rectangle {
            width: control.indeterminate ? parent.width : control.position * parent.width
            height: parent.height
            radius: height / 2
            color: Theme.accent
        }
    }

    background: Rectangle {
        implicitWidth: Theme.px(200)
        implicitHeight: Theme.px(6)
        radius: height / 2
        color: Theme.line
    }
}
