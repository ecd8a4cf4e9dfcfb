pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Templates as T
import ".."

// As wide as its longest option (in the current language), unless a layout makes it wider.
T.ComboBox {
    id: control
    readonly property bool gameshelfStyle: true

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)
    implicitContentWidthPolicy: T.ComboBox.WidestText
    font.pixelSize: Theme.fontBody
    padding: Theme.px(8)
    leftPadding: padding + Theme.px(4) + (!control.mirrored || !indicator ? 0 : indicator.width + spacing)
    rightPadding: padding + (control.mirrored || !indicator ? 0 : indicator.width + spacing)
    spacing: Theme.px(6)

    delegate: ItemDelegate {
        required property var model
        required property int index
        width: ListView.view.width
        text: model[control.textRole]
        font.pixelSize: control.font.pixelSize
        font.bold: control.currentIndex === index
        highlighted: control.highlightedIndex === index
        hoverEnabled: control.hoverEnabled
    }

    indicator: Text {
        x: control.mirrored ? control.padding : control.width - width - control.padding
        y: control.topPadding + (control.availableHeight - height) / 2
        text: "▼"  // in the bundled font, unlike ▾
        color: control.enabled ? Theme.wood : Theme.disabledInk
        font.pixelSize: Theme.text(control.font.pixelSize * 0.7)
    }

    // A TextInput, so that WidestText can measure every option.
    contentItem: T.TextField {
        readonly property bool gameshelfStyle: true
        text: control.editable ? control.editText : control.displayText
        font: control.font
        enabled: control.editable
        readOnly: control.down
        autoScroll: control.editable
        color: control.enabled ? Theme.ink : Theme.disabledInk
        selectionColor: Theme.accent
        selectedTextColor: Theme.card
        verticalAlignment: Text.AlignVCenter
        padding: 0
    }

    background: Rectangle {
        implicitWidth: Theme.px(140)
        implicitHeight: Theme.px(40)
        radius: Theme.px(6)
        color: !control.enabled ? Theme.disabledFill : control.down ? Theme.pressed : control.hovered ? Theme.card : Theme.paper
        border.color: control.visualFocus ? Theme.accent : Theme.edge
        border.width: control.visualFocus ? 2 : 1
    }

    popup: T.Popup {
        y: control.height + Theme.px(2)
        width: control.width
        height: Math.min(contentItem.implicitHeight + topPadding + bottomPadding,
                         control.Window.height - topMargin - bottomMargin)
        topMargin: Theme.px(6)
        bottomMargin: Theme.px(6)
        padding: 1
        font: control.font

        contentItem: ListView {
            clip: true
            implicitHeight: contentHeight
            model: control.delegateModel
            currentIndex: control.highlightedIndex
            highlightMoveDuration: 0
            ScrollIndicator.vertical: ScrollIndicator { }
        }

        background: Rectangle {
            radius: Theme.px(6)
            color: Theme.card
            border.color: Theme.edge
        }
    }
}
