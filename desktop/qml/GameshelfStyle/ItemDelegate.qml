import QtQuick
import QtQuick.Templates as T
import ".."

T.ItemDelegate {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontBody
    padding: Theme.px(8)
    leftPadding: Theme.px(12)
    rightPadding: Theme.px(12)

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.highlighted ? Theme.card : control.enabled ? Theme.ink : Theme.disabledInk
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitHeight: Theme.px(36)
        color: control.highlighted ? Theme.accent : control.down ? Theme.pressed : control.hovered ? Theme.paper : "transparent"
        border.color: control.visualFocus ? Theme.accent : "transparent"  // the keyboard focus, always visible
        border.width: control.visualFocus ? 2 : 0
    }
}
