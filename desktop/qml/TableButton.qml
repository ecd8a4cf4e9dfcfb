import QtQuick
import QtQuick.Controls

// The app's button: cream, or racing red when it is the thing to do next.
// `hint` shows the keyboard shortcut beside the label.
Button {
    id: button

    property bool primary: false
    property string hint: ""

    Accessible.focused: visualFocus || highlighted  // screen readers follow the table's keyboard mark too

    font.pixelSize: Theme.fontBody
    topPadding: Theme.px(8)
    bottomPadding: Theme.px(8)
    leftPadding: Theme.px(16)
    rightPadding: Theme.px(16)

    contentItem: Item {
        implicitWidth: row.implicitWidth
        implicitHeight: row.implicitHeight
        Row {
            id: row
            anchors.centerIn: parent
            spacing: Theme.px(8)
            Text {
                text: button.text
                font: button.font
                color: !button.enabled ? "#a89c8c" : button.primary ? "#fffaf1" : Theme.ink
                anchors.verticalCenter: parent.verticalCenter
            }
            Text {
                visible: button.hint !== ""
                text: button.hint
                font.pixelSize: Theme.fontSmall
                color: button.primary && button.enabled ? "#f6d5cf" : "#9a8d7c"
                anchors.verticalCenter: parent.verticalCenter
            }
        }
    }

    background: Rectangle {
        implicitHeight: Theme.px(40)
        implicitWidth: Theme.px(90)
        radius: Theme.px(8)
        color: !button.enabled ? "#d8cfc0"
             : button.primary ? (button.down ? Qt.darker(Theme.accent, 1.2) : button.hovered ? Qt.lighter(Theme.accent, 1.1) : Theme.accent)
             : (button.down ? "#e0d3bd" : button.hovered ? "#fffaf1" : "#f3ece0")
        // the keyboard focus, or the table's keyboard mark (`highlighted`), always visible
        border.color: button.visualFocus || button.highlighted ? Theme.ink
                    : button.primary && button.enabled ? Qt.darker(Theme.accent, 1.3) : "#b9a988"
        border.width: button.visualFocus || button.highlighted ? 3 : 1
    }
}
