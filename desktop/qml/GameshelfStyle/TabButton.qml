import QtQuick
import QtQuick.Templates as T
import ".."

// A tab: the current one is a card with a red rule under it.
T.TabButton {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontBody
    padding: Theme.px(10)

    contentItem: Text {
        text: control.text
        font.pixelSize: control.font.pixelSize
        font.family: control.font.family
        font.bold: control.checked
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        color: control.checked ? Theme.ink : Theme.inkSoft
    }

    background: Rectangle {
        implicitHeight: Theme.px(40)
        color: control.checked ? Theme.card : control.hovered ? Theme.paper : "transparent"
        border.color: control.visualFocus ? Theme.accent : "transparent"  // the keyboard focus, always visible
        border.width: control.visualFocus ? 2 : 0
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: Theme.px(3)
            visible: control.checked
            color: Theme.accent
        }
    }
}
