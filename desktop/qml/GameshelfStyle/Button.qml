import QtQuick
import QtQuick.Templates as T
import ".."

// Cream button with a walnut edge; `highlighted` makes it the racing-red thing to do next.
T.Button {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontBody
    topPadding: Theme.px(8)
    bottomPadding: Theme.px(8)
    leftPadding: Theme.px(16)
    rightPadding: Theme.px(16)

    contentItem: Text {
        text: control.text
        font: control.font
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        color: !control.enabled ? Theme.disabledInk : control.highlighted ? Theme.card : control.flat ? Theme.link : Theme.ink
    }

    background: Rectangle {
        implicitWidth: Theme.px(90)
        implicitHeight: Theme.px(40)
        radius: Theme.px(8)
        color: !control.enabled ? Theme.disabledFill
             : control.highlighted ? (control.down ? Qt.darker(Theme.accent, 1.2) : control.hovered ? Qt.lighter(Theme.accent, 1.1) : Theme.accent)
             : (control.down ? Theme.pressed : control.hovered ? Theme.card : control.flat ? "transparent" : Theme.paper)
        border.color: control.flat && !control.visualFocus ? "transparent" : control.visualFocus ? Theme.accent : control.highlighted && control.enabled ? Qt.darker(Theme.accent, 1.3) : Theme.edge
        border.width: control.visualFocus ? 2 : 1
    }
}
