import QtQuick
import QtQuick.Templates as T
import ".."

// The walnut bar over every screen; tool buttons on it write in cream.
T.ToolBar {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset, contentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset, contentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontBody
    palette.buttonText: Theme.woodText
    palette.disabled.buttonText: Theme.woodTextDisabled

    background: Rectangle {
        implicitHeight: Theme.px(56)
        color: Theme.wood
    }
}
