import QtQuick
import QtQuick.Templates as T
import ".."

T.Switch {
    id: control
    readonly property bool gameshelfStyle: true

    // Without a text, as wide as its track: nothing dangles beside it to spoil the alignment.
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding,
                            implicitIndicatorWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontBody
    padding: Theme.px(6)
    spacing: Theme.px(8)

    indicator: Rectangle {
        implicitWidth: Theme.px(48)
        implicitHeight: Theme.px(26)
        x: control.text ? (control.mirrored ? control.width - width - control.rightPadding : control.leftPadding)
                        : control.leftPadding + (control.availableWidth - width) / 2
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: height / 2
        color: !control.enabled ? Theme.disabledFill : control.checked ? Theme.accent : Theme.pressed
        border.color: control.visualFocus ? Theme.ink : control.checked ? Qt.darker(Theme.accent, 1.3) : Theme.edge
        border.width: control.visualFocus ? 2 : 1
        Rectangle {
            x: Math.max(2, Math.min(parent.width - width - 2, control.visualPosition * parent.width - width / 2))
            anchors.verticalCenter: parent.verticalCenter
            width: parent.height - 4
            height: width
            radius: width / 2
            color: Theme.card
            border.color: Theme.edge
            Behavior on x { enabled: !control.down; NumberAnimation { duration: Theme.ms(120) } }
        }
    }

    contentItem: Text {
        leftPadding: control.text && control.indicator && !control.mirrored ? control.indicator.width + control.spacing : 0
        rightPadding: control.text && control.indicator && control.mirrored ? control.indicator.width + control.spacing : 0
        text: control.text
        font: control.font
        color: control.enabled ? Theme.ink : Theme.disabledInk
        verticalAlignment: Text.AlignVCenter
    }
}
