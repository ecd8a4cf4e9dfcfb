import QtQuick
import QtQuick.Templates as T
import ".."

T.RadioButton {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontBody
    padding: Theme.px(6)
    spacing: Theme.px(8)

    indicator: Rectangle {
        implicitWidth: Theme.px(24)
        implicitHeight: Theme.px(24)
        x: control.mirrored ? control.width - width - control.rightPadding : control.leftPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: width / 2
        color: Theme.card
        border.color: control.visualFocus || control.checked ? Theme.accent : Theme.edge
        border.width: control.visualFocus ? 3 : 2
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.5
            height: width
            radius: width / 2
            visible: control.checked
            color: control.enabled ? Theme.accent : Theme.disabledInk
        }
    }

    contentItem: Text {
        leftPadding: control.indicator && !control.mirrored ? control.indicator.width + control.spacing : 0
        rightPadding: control.indicator && control.mirrored ? control.indicator.width + control.spacing : 0
        text: control.text
        font: control.font
        color: control.enabled ? Theme.ink : Theme.disabledInk
        verticalAlignment: Text.AlignVCenter
    }
}
