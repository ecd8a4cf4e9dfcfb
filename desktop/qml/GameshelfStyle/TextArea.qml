import QtQuick
import QtQuick.Templates as T
import ".."

T.TextArea {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(contentWidth + leftPadding + rightPadding, implicitBackgroundWidth + leftInset + rightInset)
    implicitHeight: Math.max(contentHeight + topPadding + bottomPadding, implicitBackgroundHeight + topInset + bottomInset)
    font.pixelSize: Theme.fontBody
    padding: Theme.px(8)
    color: control.enabled ? Theme.ink : Theme.disabledInk
    selectionColor: Theme.accent
    selectedTextColor: Theme.card
    placeholderTextColor: Theme.inkSoft

    background: Rectangle {
        implicitWidth: Theme.px(200)
        implicitHeight: Theme.px(40)
        radius: Theme.px(6)
        color: Theme.card
        border.color: control.activeFocus ? Theme.accent : Theme.edge
        border.width: control.activeFocus ? 2 : 1
    }
}
