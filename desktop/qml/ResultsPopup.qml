import QtQuick
import QtQuick.Controls
import "components"

// Every game's results dialog (between stages and at the end): a modal card over the table, centred, leaving
// the room under it where the replay offer stands (Theme.resultsRoom). Its body is built only while shown, so
// its tables lay out once, at their final size; and it is shown in the frame after the one that draws the
// decision that ended the stage or the game (NextFrame): the table answers first.
//
// API
//   controller: GameController    its `dialog` is the presenter's result dialog ({} when none)
//   body: Component               the game's content, reading the popup's `data`
//   data: var                     read-only: the dialog being shown
//   signal home()                 the player asked for the home screen
// Set width and the height's cap (`tallest`) per game.
Popup {
    id: popup

    required property var controller
    required property Component body
    property real tallest: Theme.px(680)
    readonly property var data: controller.dialog
    signal home()

    objectName: "resultsDialog"
    modal: true
    closePolicy: Popup.NoAutoClose
    visible: due.ready
    anchors.centerIn: Overlay.overlay
    height: Math.min(parent.height * 0.94, tallest, Theme.resultsRoom(Overlay.overlay, parent.height))
    padding: Theme.px(18)
    background: Rectangle { color: Theme.card; radius: Theme.radius; border.color: Theme.wood; border.width: Theme.px(3) }

    contentItem: Loader {
        active: popup.visible
        sourceComponent: popup.body
    }

    property NextFrame due: NextFrame {
        when: popup.data.title !== undefined
        item: popup.parent
    }
}
