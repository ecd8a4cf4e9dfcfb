import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "components"

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
        Image {
            source: page.app.shelf.iconUrl
            sourceSize: Qt.size(Theme.px(96), Theme.px(96))
            Layout.preferredWidth: Theme.px(96)
            Layout.preferredHeight: Theme.px(96)
        }
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
            objectName: "licenceSummary"
            text: qsTr("Gameshelf uses Qt and Qt for Python (PySide6) under the GNU LGPL version 3, Python under the PSF License, attrs and cattrs under the MIT License, and ICU under the Unicode License. Japanese text uses Noto Sans JP, under the SIL Open Font License 1.1.")
            wrapMode: Text.Wrap
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: Theme.fontSmall
        }
        Button {
            objectName: "licencesButton"
            text: qsTr("Open-source licences")
            onClicked: page.StackView.view.push(licencesPage)
        }
    }

    Component {
        id: licencesPage
        Page {
            objectName: "licencesPage"
            background: Rectangle { color: Theme.paper }
            header: PageHeader {
                title: qsTr("Open-source licences")
                onBack: StackView.view.pop()
            }
            // THIRD-PARTY.md: every bundled component, its licence and the file with the full text.
            RulebookView {
                anchors.fill: parent
                anchors.margins: Theme.px(12)
                animationScale: Theme.animationScale
                fontPixelSize: Theme.fontBody
                markdown: page.app.shelf.thirdPartyNotices()
            }
        }
    }
}
