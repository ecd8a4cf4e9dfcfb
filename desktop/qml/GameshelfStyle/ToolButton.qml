import QtQuick
import QtQuick.Templates as T
import ".."

// Flat text button for the walnut bars; its text colour is the palette's buttonText,
// which the bars set to cream.
T.ToolButton {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontBody
    padding: Theme.px(8)

    contentItem: Text {
        text: control.text
        font: control.font
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        color: control.enabled ? control.palette.buttonText : control.palette.disabled.buttonText
    }

    background: Rectangle {
        implicitWidth: Theme.px(40)
        implicitHeight: Theme.px(40)
        radius: Theme.px(6)
        color: control.down ? Qt.rgba(0, 0, 0, 0.18) : control.hovered ? Qt.rgba(1, 1, 1, 0.12) : "transparent"
        border.color: control.visualFocus ? Theme.accentSoft : "transparent"
        border.width: control.visualFocus ? 2 : 0
    }
}
