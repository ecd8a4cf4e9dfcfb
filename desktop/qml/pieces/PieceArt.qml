import QtQuick

// One drawing from assets/pieces/, in a seat's colour when it takes one (see desktop/pieces.py).
Image {
    id: art

    required property string name
    property color colour: "transparent"  // transparent: the drawing's own colours
    readonly property string hex: colour.a > 0 ? String(colour).slice(1, 7) : ""

    source: "image://pieces/" + name + (hex !== "" ? "/" + hex : "")
    sourceSize: Qt.size(Math.max(1, Math.round(width * Screen.devicePixelRatio)),
                        Math.max(1, Math.round(height * Screen.devicePixelRatio)))
    smooth: true
    cache: true
}
