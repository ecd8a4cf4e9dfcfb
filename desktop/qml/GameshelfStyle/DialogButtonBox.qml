import QtQuick
import QtQuick.Templates as T
import ".."

T.DialogButtonBox {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            (control.count === 1 ? implicitContentWidth * 2 : implicitContentWidth) + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    contentWidth: (contentItem as ListView)?.contentWidth ?? 0
    spacing: Theme.px(8)
    padding: Theme.px(12)
    alignment: count === 1 ? Qt.AlignRight : undefined

    delegate: Button { width: Math.min(implicitWidth, control.availableWidth / Math.max(1, control.count) - control.spacing) }

    contentItem: ListView {
        implicitWidth: contentWidth
        model: control.contentModel
        spacing: control.spacing
        orientation: ListView.Horizontal
        boundsBehavior: Flickable.StopAtBounds
        snapMode: ListView.SnapToItem
    }

    background: Item { }
}
