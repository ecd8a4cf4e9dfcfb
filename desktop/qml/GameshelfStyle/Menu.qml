import QtQuick
import QtQuick.Templates as T
import QtQuick.Window
import ".."

T.Menu {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    margins: 0
    padding: Theme.px(4)
    overlap: 1
    font.pixelSize: Theme.fontBody

    delegate: MenuItem { }

    contentItem: ListView {
        implicitHeight: contentHeight
        model: control.contentModel
        interactive: Window.window ? contentHeight + control.topPadding + control.bottomPadding > control.height : false
        clip: true
        currentIndex: control.currentIndex
        ScrollIndicator.vertical: ScrollIndicator { }
    }

    background: Rectangle {
        implicitWidth: Theme.px(200)
        implicitHeight: Theme.px(40)
        radius: Theme.px(6)
        color: Theme.card
        border.color: Theme.edge
    }

    T.Overlay.modal: Rectangle { color: Theme.scrim }
    T.Overlay.modeless: Rectangle { color: Qt.rgba(0, 0, 0, 0.12) }
}
