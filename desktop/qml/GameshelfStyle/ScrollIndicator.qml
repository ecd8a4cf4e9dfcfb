import QtQuick
import QtQuick.Templates as T
import ".."

T.ScrollIndicator {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    padding: 2

    contentItem: Rectangle {
        implicitWidth: 3
        implicitHeight: 3
        radius: 1.5
        color: Theme.woodLight
        visible: control.size < 1.0
        opacity: control.active ? 0.8 : 0.0
        Behavior on opacity { NumberAnimation { duration: Theme.ms(250) } }
    }
}
