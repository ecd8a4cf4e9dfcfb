import QtQuick
import QtQuick.Templates as T
import ".."

// Walnut tooltips with cream text; long ones wrap instead of running off the window.
T.ToolTip {
    id: control
    readonly property bool gameshelfStyle: true

    x: parent ? (parent.width - implicitWidth) / 2 : 0
    y: -implicitHeight - 3
    implicitWidth: Math.min(Theme.px(420), Math.max(implicitBackgroundWidth + leftInset + rightInset,
                                                    implicitContentWidth + leftPadding + rightPadding))
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    margins: Theme.px(6)
    padding: Theme.px(8)
    font.pixelSize: Theme.fontSmall
    closePolicy: T.Popup.CloseOnEscape | T.Popup.CloseOnPressOutsideParent | T.Popup.CloseOnReleaseOutsideParent

    contentItem: Text {
        text: control.text
        font: control.font
        wrapMode: Text.Wrap
        color: Theme.card
    }

    background: Rectangle {
        radius: Theme.px(6)
        color: Theme.ink
        border.color: Theme.wood
    }
}
