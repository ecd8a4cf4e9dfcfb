import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Page {
    id: page

    required property var app

    objectName: "aboutPage"
    background: Rectangle { color: Theme.paper }
    header: PageHeader {
        title: qsTr("About Gameshelf")
        onBack: page.StackView.view.pop()
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.px(48), Theme.px(640))
        spacing: Theme.px(12)
        Label {
            text: qsTr("Gameshelf")
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.ink
        }
        Label {
            objectName: "versionLabel"
            text: qsTr("Version %1").arg(page.app.shelf.version)
            color: Theme.inkSoft
            font.pixelSize: Theme.fontBody
        }
        Label {
            text: qsTr("Five tabletop games for one computer: play hot-seat with friends or against computer opponents.")
            wrapMode: Text.Wrap
            Layout.fillWidth: true
            color: Theme.ink
            font.pixelSize: Theme.fontBody
        }
        Label {
            text: qsTr("Japanese text uses Noto Sans JP, under the SIL Open Font License 1.1.")
            wrapMode: Text.Wrap
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: Theme.fontSmall
        }
    }
}
