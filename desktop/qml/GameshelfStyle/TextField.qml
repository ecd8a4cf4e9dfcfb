import QtQuick
import QtQuick.Templates as T
import ".."

// Names and numbers sit in the middle of their field.
T.TextField {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: implicitBackgroundWidth + leftInset + rightInset
                   || Math.max(contentWidth, placeholder.implicitWidth) + leftPadding + rightPadding
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             contentHeight + topPadding + bottomPadding,
                             placeholder.implicitHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontBody
    padding: Theme.px(8)
    horizontalAlignment: TextInput.AlignHCenter
    verticalAlignment: TextInput.AlignVCenter
    // Scrolling follows the cursor, and with a Japanese line it also lifts the text above the middle
    // (Qt 6.11): scroll only when the text is wider than the field.
    autoScroll: contentWidth > width - leftPadding - rightPadding
    color: control.enabled ? Theme.ink : Theme.disabledInk
    selectionColor: Theme.accent
    selectedTextColor: Theme.card
    placeholderTextColor: Theme.inkSoft

    Text {
        id: placeholder
        x: control.leftPadding
        y: control.topPadding
        width: control.width - (control.leftPadding + control.rightPadding)
        height: control.height - (control.topPadding + control.bottomPadding)
        text: control.placeholderText
        font: control.font
        color: control.placeholderTextColor
        horizontalAlignment: control.horizontalAlignment
        verticalAlignment: control.verticalAlignment
        visible: !control.length && !control.preeditText && (!control.activeFocus || control.horizontalAlignment !== Qt.AlignHCenter)
        elide: Text.ElideRight
        renderType: control.renderType
    }

    background: Rectangle {
        implicitWidth: Theme.px(200)
        implicitHeight: Theme.px(40)
        radius: Theme.px(6)
        color: control.enabled ? Theme.card : Theme.disabledFill
        border.color: control.activeFocus ? Theme.accent : Theme.edge
        border.width: control.activeFocus ? 2 : 1
    }
}
