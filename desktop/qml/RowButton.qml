import QtQuick
import QtQuick.Controls
import "components" as Parts

// A button of the table's buttons model (a TableButton over one row): its label and shortcut, whether it may
// be pressed, the table's keyboard mark and the hint's ring. The strip and a game's own panels (Grands Tours'
// camp and rest day) draw the table's buttons with it, so they look and answer alike.
TableButton {
    id: rowButton

    required property string uid
    required property string label
    required property bool available
    required property bool main
    required property string shortcut
    required property var row
    property var controller  // activates the row's uid when clicked
    signal confirmAsked(string text, string uid)  // the row asks "are you sure?" before it is activated

    text: label
    hint: shortcut
    enabled: available
    primary: main
    // the table's keyboard mark on this button (a row's `marked`): drawn as keyboard focus is everywhere in the
    // app, and told to screen readers
    highlighted: row.marked === true
    focusPolicy: Qt.NoFocus  // keys stay with the table
    onClicked: row.confirm ? confirmAsked(row.confirm, uid) : controller.activate(uid)

    Parts.HintRing {  // the hint: the option the suggestion takes
        anchors.fill: parent
        unit: Theme.scale
        ringColor: Theme.accentSoft
        round: Theme.radius
        shown: rowButton.row.hinted === true
    }
}
