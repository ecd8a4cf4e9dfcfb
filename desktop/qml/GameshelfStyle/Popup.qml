import QtQuick
import QtQuick.Templates as T
import ".."

T.Popup {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    padding: Theme.px(12)
    font.pixelSize: Theme.fontBody

    background: Rectangle {
        radius: Theme.radius
        color: Theme.card
        border.color: Theme.edge
    }

    // Panels over the table dim what is behind them.
    T.Overlay.modal: Rectangle { color: Theme.scrim }
    T.Overlay.modeless: Rectangle { color: Qt.rgba(0, 0, 0, 0.12) }
}
