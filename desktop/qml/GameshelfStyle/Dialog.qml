import QtQuick
import QtQuick.Templates as T
import ".."

T.Dialog {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding,
                            implicitHeaderWidth, implicitFooterWidth)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding
                             + (implicitHeaderHeight > 0 ? implicitHeaderHeight + spacing : 0)
                             + (implicitFooterHeight > 0 ? implicitFooterHeight + spacing : 0))
    padding: Theme.px(16)
    font.pixelSize: Theme.fontBody

    background: Rectangle {
        radius: Theme.radius
        color: Theme.paper
        border.color: Theme.wood
        border.width: 2
    }

    header: Label {
        text: control.title
        visible: control.title !== ""
        elide: Label.ElideRight
        font.bold: true
        font.pixelSize: Theme.fontLarge
        padding: Theme.px(16)
        bottomPadding: 0
    }

    footer: DialogButtonBox { visible: count > 0 }

    T.Overlay.modal: Rectangle { color: Theme.scrim }
    T.Overlay.modeless: Rectangle { color: Qt.rgba(0, 0, 0, 0.12) }
}
