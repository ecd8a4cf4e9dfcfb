import QtQuick
import QtQuick.Templates as T
import ".."

T.MenuItem {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontBody
    padding: Theme.px(8)
    leftPadding: Theme.px(12) + (control.checkable ? Theme.px(20) : 0)

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.highlighted ? Theme.card : control.enabled ? Theme.ink : Theme.disabledInk
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    indicator: Text {
        x: Theme.px(8)
        anchors.verticalCenter: parent.verticalCenter
        visible: control.checked
        text: "✓"
        color: control.highlighted ? Theme.card : Theme.accent
        font: control.font
    }

    arrow: Text {
        x: control.width - width - Theme.px(8)
        anchors.verticalCenter: parent.verticalCenter
        visible: control.subMenu
        text: "›"
        color: control.highlighted ? Theme.card : Theme.ink
        font: control.font
    }

    background: Rectangle {
        implicitWidth: Theme.px(200)
        implicitHeight: Theme.px(36)
        radius: Theme.px(4)
        color: control.highlighted ? Theme.accent : control.down ? Theme.pressed : "transparent"
    }
}
