import QtQuick
import QtQuick.Templates as T
import ".."

T.Pane {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset, contentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset, contentHeight + topPadding + bottomPadding)
    padding: Theme.px(12)
    font.pixelSize: Theme.fontBody

    background: Rectangle { color: Theme.paper }
}
