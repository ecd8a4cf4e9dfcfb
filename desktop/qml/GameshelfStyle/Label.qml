import QtQuick
import QtQuick.Templates as T
import ".."

T.Label {
    readonly property bool gameshelfStyle: true
    color: enabled ? Theme.ink : Theme.disabledInk
    linkColor: Theme.link
}
