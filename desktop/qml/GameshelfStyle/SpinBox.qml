import QtQuick
import QtQuick.Templates as T
import ".."

// The number in the middle, a walnut − and + on either side.
T.SpinBox {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            contentItem.implicitWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             up.implicitIndicatorHeight, down.implicitIndicatorHeight)
    font.pixelSize: Theme.fontBody
    leftPadding: (control.mirrored ? up.indicator : down.indicator).width
    rightPadding: (control.mirrored ? down.indicator : up.indicator).width

    validator: IntValidator {
        locale: control.locale.name
        bottom: Math.min(control.from, control.to)
        top: Math.max(control.from, control.to)
    }

    contentItem: TextInput {
        text: control.displayText
        font: control.font
        color: control.enabled ? Theme.ink : Theme.disabledInk
        selectionColor: Theme.accent
        selectedTextColor: Theme.card
        horizontalAlignment: Qt.AlignHCenter
        verticalAlignment: Qt.AlignVCenter
        readOnly: !control.editable
        validator: control.validator
        inputMethodHints: control.inputMethodHints
        Accessible.name: control.Accessible.name  // the spin box's name, not just the number it shows
        Accessible.ignored: !control.editable  // read-only: the spin box itself says its value
    }

    component Step: Rectangle {
        required property bool pressed
        required property bool active
        property string sign
        implicitWidth: Theme.px(40)
        implicitHeight: Theme.px(40)
        height: control.height
        radius: Theme.px(6)
        color: !active ? Theme.disabledFill : pressed ? Qt.darker(Theme.wood, 1.2) : Theme.woodLight
        Text {
            anchors.centerIn: parent
            text: parent.sign
            color: parent.active ? Theme.card : Theme.disabledInk
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
    }

    up.indicator: Step {
        x: control.mirrored ? 0 : control.width - width
        pressed: control.up.pressed
        active: control.enabled && control.value < control.to
        sign: "+"
    }
    down.indicator: Step {
        x: control.mirrored ? control.width - width : 0
        pressed: control.down.pressed
        active: control.enabled && control.value > control.from
        sign: "−"
    }

    background: Rectangle {
        implicitWidth: Theme.px(130)
        radius: Theme.px(6)
        color: control.enabled ? Theme.card : Theme.disabledFill
        border.color: control.activeFocus ? Theme.accent : Theme.edge
        border.width: control.activeFocus ? 2 : 1
    }
}
