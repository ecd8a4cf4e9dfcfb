import QtQuick
import QtQuick.Templates as T
import ".."

T.StackView {
    id: control
    readonly property bool gameshelfStyle: true
}
