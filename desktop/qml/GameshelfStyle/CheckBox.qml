import QtQuick
import QtQuick.Templates as T
import ".."

T.CheckBox {
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
        radius: Theme.px(5)
        color: control.checked ? (control.enabled ? Theme.accent : Theme.disabledInk) : Theme.card
        border.color: control.visualFocus ? Theme.accent : control.checked ? Qt.darker(Theme.accent, 1.3) : Theme.edge
        border.width: control.visualFocus ? 2 : 1
        Text {  // a tick, drawn as text so it scales with the font
            anchors.centerIn: parent
            visible: control.checkState !== Qt.Unchecked
            text: control.checkState === Qt.PartiallyChecked ? "–" : "✓"
            color: Theme.card
            font.pixelSize: Theme.text(parent.height * 0.8)
            font.bold: true
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
