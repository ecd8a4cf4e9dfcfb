import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The wooden bar with a back button and a title, shared by the secondary screens.
ToolBar {
    id: bar

    property string title
    signal back()

    height: Theme.px(56)
    background: Rectangle { color: Theme.wood }
    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.px(12)
        ToolButton {
            objectName: "backButton"
            text: qsTr("‹ Back")
            palette.buttonText: "#fdf3e1"
            font.pixelSize: Theme.fontBody
            onClicked: bar.back()
        }
        Label {
            text: bar.title
            color: "#fdf3e1"
            font.pixelSize: Theme.fontLarge
            font.bold: true
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
    }
}
