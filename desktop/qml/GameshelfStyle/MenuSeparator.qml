import QtQuick
import QtQuick.Templates as T
import ".."

T.MenuSeparator {
    id: control
    readonly property bool gameshelfStyle: true
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset, implicitContentHeight + topPadding + bottomPadding)
    padding: Theme.px(2)
    verticalPadding: Theme.px(6)
    contentItem: Rectangle { implicitWidth: Theme.px(180); implicitHeight: 1; color: Theme.line }
}
