import QtQuick
import QtQuick.Controls
import "../.."
import "../../pieces"

// One card: a quest or item face (name, VP, effect text in the current
// language, a band in its kind's colour) or its back when face down.
Rectangle {
    id: card

    property string name: ""
    property string text: ""
    property int vp: 0
    property string kindName: ""  // "treasure", "companion", "item"
    property string cardKey: ""  // the card's key: a treasure shows its own coins
    property bool faceDown: false
    property string backLabel: ""
    property string note: ""  // e.g. "your spy saw it"
    property bool selected: false
    property bool cursor: false
    property bool lit: false  // may be picked now

    readonly property color band: kindName === "treasure" ? "#e9c46a" : kindName === "companion" ? "#8fb3d9"
                                  : kindName === "item" ? "#bfa6d6" : "#cccccc"

    radius: Theme.px(8)
    color: faceDown ? "#3d2a52" : "transparent"  // a face is drawn by its frame
    border.color: selected ? "#ff6b5a" : cursor ? "#ffffff" : lit ? Theme.reach : faceDown ? "#5b4632" : "transparent"
    border.width: selected || cursor || lit ? Theme.px(3) : 1

    Item {  // the back: a starry pattern
        anchors.fill: parent
        visible: card.faceDown
        Rectangle {
            anchors.fill: parent
            anchors.margins: Theme.px(6)
            radius: Theme.px(5)
            color: "transparent"
            border.color: "#b79ad6"
            border.width: 1
        }
        Text {
            anchors.centerIn: parent
            text: "✦"
            font.pixelSize: Theme.text(Math.min(card.width, card.height) * 0.38)
            color: "#d9c4f0"
        }
        Text {
            anchors { bottom: parent.bottom; horizontalCenter: parent.horizontalCenter; bottomMargin: Theme.px(8) }
            width: parent.width - Theme.px(12)
            horizontalAlignment: Text.AlignHCenter
            text: card.backLabel
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            font.pixelSize: Theme.text(Theme.px(11))
            color: "#efe3fb"
        }
    }

    Item {  // the face: a drawn frame, the kind's band, the effect and the kind's picture below it
        anchors.fill: parent
        visible: !card.faceDown
        z: -1
        PieceArt {
            name: "card-frame"
            anchors.fill: parent
        }
        Rectangle {
            id: band
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(4) }
            height: title.implicitHeight + Theme.px(6)
            radius: Theme.px(3)
            color: card.band
        }
        Text {
            id: title
            anchors { left: band.left; right: vpBadge.left; verticalCenter: band.verticalCenter; leftMargin: Theme.px(4) }
            text: card.name
            font.pixelSize: Theme.text(Theme.px(13))
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.minText
            font.bold: true
            color: Theme.ink
            elide: Text.ElideRight
        }
        Rectangle {
            id: vpBadge
            anchors { right: band.right; verticalCenter: band.verticalCenter; rightMargin: -Theme.px(1) }
            width: Theme.px(22); height: width; radius: width / 2
            color: "#fffaf1"
            border.color: "#5b4632"
            Text {
                anchors.centerIn: parent
                text: card.vp
                font.pixelSize: Theme.text(Theme.px(12))
                font.bold: true
                color: Theme.ink
            }
        }
        Text {
            id: effect
            anchors { left: parent.left; right: parent.right; top: band.bottom; margins: Theme.px(8); topMargin: Theme.px(4) }
            // as many whole lines as leave the picture a third of the card (a long text, as the Spy's in
            // Japanese, is cut short rather than the picture; the card's tooltip holds it whole); a height
            // bound to implicitHeight would loop
            maximumLineCount: Math.max(1, Math.floor((card.height * 2 / 3 - band.height - noteText.height
                                                      - Theme.px(4 + 4 + 7 + 12)) / effectMetrics.height))
            FontMetrics { id: effectMetrics; font: effect.font }
            text: card.text
            wrapMode: Text.Wrap
            elide: Text.ElideRight
            font.pixelSize: Theme.text(card.width > Theme.px(112) ? Theme.px(12) : Theme.px(11))
            color: Theme.inkSoft
            clip: true
        }
        Item {  // the kind's picture fills what the text leaves
            objectName: "kindPicture"
            anchors { left: parent.left; right: parent.right; top: effect.bottom; bottom: noteText.top; margins: Theme.px(6) }
            PieceArt {
                objectName: "cardArt"
                visible: ["treasure", "companion", "item"].indexOf(card.kindName) >= 0
                // each treasure its own coins (copper-coin, silver-coin, gold-coin), others their kind's
                name: card.kindName === "treasure" && card.cardKey.endsWith("_coin") ? card.cardKey.replace("_", "-")
                      : visible ? card.kindName : "treasure"
                readonly property real side: Math.min(parent.width * 0.7, parent.height)
                width: side; height: side
                anchors.centerIn: parent
                opacity: 0.9
            }
        }
        Text {
            id: noteText
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: Theme.px(7) }
            height: card.note !== "" ? Theme.px(14) : 0
            text: card.note
            font.pixelSize: Theme.text(Theme.px(10))
            font.italic: Theme.italic
            color: "#6b3fa0"
            elide: Text.ElideRight
        }
    }
}
