import QtQuick

// `ready` follows `when`, a drawn frame late on the way up and at once on the way down. What a decision brings
// that costs a frame of its own (a results dialog: 10-30 ms) waits for the frame that shows the decision, so the
// table answers the move first and the dialog comes in the frame after (issue 26).
//
// API
//   when: bool        what should be shown
//   item: Item        any item in the window whose frame is awaited
//   ready: bool       read-only: `when`, once a frame has been drawn since it became true
// An item of no size that draws nothing (an Item, so it sits among the items that use it).
Item {
    id: next

    property bool when: false
    property Item item: null
    readonly property bool ready: arrived && when
    property bool arrived: false

    function arrive() { arrived = when }

    onWhenChanged: {
        if (!when)
            arrived = false
        else if (item && item.Window.window)
            item.Window.window.update()  // a decision's frame is coming anyway; make sure of one
    }

    property Connections frames: Connections {
        target: next.item ? next.item.Window.window : null
        enabled: next.when && !next.arrived
        // afterAnimating starts a frame's work on the GUI thread; callLater runs once that frame is done
        function onAfterAnimating() { Qt.callLater(next.arrive) }
    }
}
