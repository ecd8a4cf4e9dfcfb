import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import "components"

// Language, animation speed, table colour and sound; every change applies at once.
Page {
    id: page

    required property var app
    readonly property var settings: app.settings

    objectName: "settingsPage"
    background: Rectangle { color: Theme.paper }
    header: PageHeader {
        title: qsTr("Settings")
        onBack: page.StackView.view.pop()
    }

    GridLayout {
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.topMargin: Theme.px(32)
        columns: 2
        columnSpacing: Theme.px(24)
        rowSpacing: Theme.px(20)

        Label { text: qsTr("Language"); font.pixelSize: Theme.fontLarge; color: Theme.ink }
        RowLayout {
            spacing: Theme.px(8)
            Repeater {
                model: [{ code: "ja", name: "日本語" }, { code: "en", name: "English" }]
                RadioButton {
                    required property var modelData
                    objectName: "language_" + modelData.code
                    text: modelData.name
                    font.pixelSize: Theme.fontBody
                    checked: page.settings.language === modelData.code
                    onClicked: page.settings.language = modelData.code
                }
            }
        }

        Label { text: qsTr("Animations"); font.pixelSize: Theme.fontLarge; color: Theme.ink }
        RowLayout {
            spacing: Theme.px(8)
            Repeater {
                model: [{ code: "off", name: qsTr("Off (reduced motion)") },
                        { code: "normal", name: qsTr("Normal") },
                        { code: "fast", name: qsTr("Fast") }]
                RadioButton {
                    required property var modelData
                    text: modelData.name
                    font.pixelSize: Theme.fontBody
                    checked: page.settings.animationSpeed === modelData.code
                    onClicked: page.settings.animationSpeed = modelData.code
                }
            }
        }

        Label { text: qsTr("Table colour"); font.pixelSize: Theme.fontLarge; color: Theme.ink }
        RowLayout {
            spacing: Theme.px(12)
            // Starts where the radio buttons' circles and the slider's track do (inside their 6 px padding).
            Layout.leftMargin: Theme.px(6)
            Repeater {
                model: page.settings.tableColours
                Rectangle {
                    required property string modelData
                    required property int index
                    objectName: "tableColour_" + index
                    width: Theme.px(44); height: width; radius: Theme.px(8)
                    Accessible.role: Accessible.RadioButton
                    Accessible.name: qsTr("Table colour %1 of %2").arg(index + 1).arg(page.settings.tableColours.length)
                    Accessible.checkable: true
                    Accessible.checked: page.settings.tableColour === modelData
                    Accessible.onPressAction: page.settings.tableColour = modelData
                    activeFocusOnTab: true
                    Keys.onSpacePressed: page.settings.tableColour = modelData
                    FocusRing { target: parent }
                    color: modelData
                    border.width: page.settings.tableColour === modelData ? 4 : 1
                    border.color: page.settings.tableColour === modelData ? Theme.accentSoft : Theme.line
                    MouseArea {
                        anchors.fill: parent
                        cursorShape: Qt.PointingHandCursor
                        onClicked: page.settings.tableColour = parent.modelData
                    }
                }
            }
        }

        // Sound effects: a volume (a short sound plays when it rests, to hear it) and a mute switch.
        Label { text: qsTr("Sound"); font.pixelSize: Theme.fontLarge; color: Theme.ink }
        RowLayout {
            spacing: Theme.px(12)
            Slider {
                objectName: "volumeSlider"
                from: 0; to: 100; stepSize: 5
                value: page.settings.volume
                enabled: !page.settings.muted
                Accessible.name: qsTr("Volume")
                onMoved: page.settings.volume = Math.round(value)
            }
            Label {
                Accessible.ignored: true  // the slider says its value
                text: qsTr("%1%").arg(page.settings.volume)
                font.pixelSize: Theme.fontBody
                color: page.settings.muted ? Theme.inkSoft : Theme.ink
                Layout.minimumWidth: Theme.px(48)
            }
            Switch {
                objectName: "muteSwitch"
                text: qsTr("Mute")
                font.pixelSize: Theme.fontBody
                checked: page.settings.muted
                onToggled: page.settings.muted = checked
            }
        }
    }
}
