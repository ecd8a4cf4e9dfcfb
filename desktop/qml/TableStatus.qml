import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "components"

// What is happening, at the left of the table's strip: the status line (what the acting human is to do, or
// who is deciding), the computer's thinking and, while nobody at the screen acts, what was just done (the
// log's last line), so the strip never stands empty.
ColumnLayout {
    id: status

    required property var controller
    readonly property bool humanActs: controller.humanToAct === true
    spacing: Theme.px(4)

    ElidedLabel {
        objectName: "statusLine"
        text: status.controller.status
        color: "#fdf3e1"
        font.pixelSize: Theme.fontBody
        font.bold: true
        wrapMode: Text.Wrap
        // what the human at the screen is to do may take a third line (with its keys, in Japanese at 960x540):
        // nothing stands under it then
        maximumLineCount: status.humanActs ? 3 : 2
        Layout.fillWidth: true
    }
    ThinkingIndicator {
        running: status.controller.thinking
        text: status.controller.thinkingText
        animationScale: Theme.animationScale
        fontPixelSize: Theme.fontSmall
    }
    ElidedLabel {
        objectName: "lastAction"
        visible: !status.humanActs && text !== ""
        text: status.controller.lastLine || ""  // a replay viewer has none
        color: "#e7d3b4"
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.Wrap
        maximumLineCount: 2
        Layout.fillWidth: true
    }
    Item { Layout.fillHeight: true }
}
