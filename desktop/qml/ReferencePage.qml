import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A game on one screen (desktop/reference/<id>.py): the turn, scoring, the end, and every mark of its table
// drawn as the table draws it, with its meaning. Opened from the table ("?" or F1), the lesson's coach and
// `--screen reference:GAME`; it fits 1280x720 without scrolling.
Page {
    id: page

    required property var app
    required property string gameId
    // re-read on a language switch: the texts are translated in Python
    readonly property var card: (app.settings.language, app.controller.tutorialModel.referenceCard(gameId))

    objectName: "referencePage"
    background: Rectangle { color: Theme.paper }
    header: PageHeader {
        title: qsTr("At a glance: %1").arg(page.app.shelf.gameName(page.gameId))
        onBack: page.StackView.view.pop()
    }
    Keys.onEscapePressed: page.StackView.view.pop()
    Keys.onPressed: event => { if (event.key === Qt.Key_F1) { page.StackView.view.pop(); event.accepted = true } }
    Component.onCompleted: forceActiveFocus()

    component Block: ColumnLayout {
        id: block
        property string title
        property var lines: []
        spacing: Theme.px(4)
        Layout.fillWidth: true
        Label {
            text: block.title
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.ink
        }
        Repeater {
            model: block.lines
            Label {
                required property string modelData
                text: "• " + modelData
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontBody
                color: Theme.ink
                Layout.fillWidth: true
            }
        }
    }

    RowLayout {
        objectName: "referenceContent"
        anchors.fill: parent
        anchors.margins: Theme.px(20)
        spacing: Theme.px(28)
        ColumnLayout {
            Layout.preferredWidth: parent.width * 0.45
            Layout.alignment: Qt.AlignTop
            spacing: Theme.px(16)
            Block { title: qsTr("A turn"); lines: page.card.turn || [] }
            Block { title: qsTr("Scoring"); lines: page.card.scoring || [] }
            Block { title: qsTr("The end"); lines: page.card.end || [] }
        }
        ColumnLayout {
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignTop
            spacing: Theme.px(6)
            Label {
                text: qsTr("On the table")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.ink
            }
            Repeater {
                model: page.card.symbols || []
                RowLayout {
                    id: symbolRow
                    objectName: "symbolRow"
                    required property var modelData
                    spacing: Theme.px(10)
                    Layout.fillWidth: true
                    Rectangle {  // the mark as the table draws it: its colours, its glyph
                        implicitWidth: Math.max(Theme.px(44), glyphLabel.implicitWidth + Theme.px(12))  // a word grows it
                        implicitHeight: Theme.px(30)
                        radius: Theme.px(5)
                        color: symbolRow.modelData.background
                        border.color: symbolRow.modelData.border
                        border.width: Theme.px(2)
                        Label {
                            id: glyphLabel
                            anchors.centerIn: parent
                            text: symbolRow.modelData.glyph
                            color: symbolRow.modelData.colour
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                        }
                    }
                    Label {
                        text: symbolRow.modelData.meaning
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fontBody
                        color: Theme.ink
                        Layout.fillWidth: true
                    }
                }
            }
        }
    }
}
