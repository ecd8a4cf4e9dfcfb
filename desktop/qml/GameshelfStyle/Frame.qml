import QtQuick
import QtQuick.Templates as T
import ".."

T.Frame {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset, contentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset, contentHeight + topPadding + bottomPadding)
    padding: Theme.px(12)
    font.pixelSize: Theme.fontBody

    background: Rectangle {
        radius: Theme.radius
        color: Theme.card
        border.color: Theme.line
    }
}
