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
        // measured from the texts, which follow a new label at once, not from the row, which measures at its
        // next layout: a strip's buttons given new labels (an undo, a new choice) read their old widths until
        // then, and the strip laid them out at a stale width first, a row taller, moving the board twice in one
        // frame (issue 26)
        implicitWidth: label.implicitWidth + (button.hint !== "" ? row.spacing + shortcut.implicitWidth : 0)
        implicitHeight: Math.max(label.implicitHeight, button.hint !== "" ? shortcut.implicitHeight : 0)
        Row {
            id: row
            anchors.centerIn: parent
            spacing: Theme.px(8)
            Text {
                id: label
                text: button.text
                font: button.font
                color: !button.enabled ? "#a89c8c" : button.primary ? "#fffaf1" : Theme.ink
                anchors.verticalCenter: parent.verticalCenter
            }
            Text {
                id: shortcut
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
