import QtQuick
import QtQuick.Shapes

// A seat's badge: its shape in its colour with its number (seat + 1). Colour is never the only
// cue: players who cannot tell the colours apart still tell the seats by number and shape.
// The one definition of the seat shapes: SeriesChart.qml draws its markers with this item (kind: the
// marker's name), and presenters/charts.py names the markers in this order (MARKERS; a test checks).
Item {
    id: token
    property real minimumPixelSize: 0  // the smallest number a player is asked to read (a table passes its floor)

    property int seat: 0
    property color colour: "#888888"
    property bool showNumber: width >= 14
    property string kind: ""  // a shape by name (a chart's marker); empty: the seat's own
    property color edgeColour: edgeOf(colour)
    readonly property var shapes: ["circle", "square", "diamond", "triangle", "hexagon", "star", "pentagon", "cross"]
    readonly property string shape: shapes.indexOf(kind) >= 0 ? kind : shapeOf(seat)
    readonly property string number: String(seat + 1)

    implicitWidth: 24
    implicitHeight: 24

    function shapeOf(seat) { return shapes[((seat % shapes.length) + shapes.length) % shapes.length] }
    function edgeOf(colour) { return Qt.darker(colour, 2.2) }
    function edgeWidth(size) { return Math.max(1, size * 0.06) }  // the outline's width on a token `size` wide

    // Outline points on a unit square (0..1) for each polygonal shape.
    function points(kind) {
        function ring(n, start, r) {
            const out = []
            for (let i = 0; i < n; ++i) {
                const a = start + i * 2 * Math.PI / n
                out.push([0.5 + r * Math.cos(a), 0.5 + r * Math.sin(a)])
            }
            return out
        }
        switch (kind) {
        case "square": return [[0.08, 0.08], [0.92, 0.08], [0.92, 0.92], [0.08, 0.92]]
        case "diamond": return [[0.5, 0.0], [1.0, 0.5], [0.5, 1.0], [0.0, 0.5]]
        case "triangle": return [[0.5, 0.02], [1.0, 0.94], [0.0, 0.94]]
        case "hexagon": return ring(6, 0, 0.5)
        case "pentagon": return ring(5, -Math.PI / 2, 0.52).map(p => [p[0], p[1] + 0.04])
        case "star": {
            const out = []
            for (let i = 0; i < 10; ++i) {
                const a = -Math.PI / 2 + i * Math.PI / 5, r = i % 2 ? 0.3 : 0.52
                out.push([0.5 + r * Math.cos(a), 0.54 + r * Math.sin(a)])
            }
            return out
        }
        case "cross": return [[0.3, 0], [0.7, 0], [0.7, 0.3], [1, 0.3], [1, 0.7], [0.7, 0.7], [0.7, 1],
                              [0.3, 1], [0.3, 0.7], [0, 0.7], [0, 0.3], [0.3, 0.3]]
        }
        return []
    }
    function svgPath(kind, w, h) {
        const p = points(kind)
        return p.map((q, i) => (i ? "L " : "M ") + (q[0] * w).toFixed(2) + " " + (q[1] * h).toFixed(2)).join(" ") + " Z"
    }
    // The shape of seat `seat` in `colour`, `size` pixels square, as this item draws it but for the number: an SVG
    // picture (a data URL) for an Image. Where many tokens move together (the game log's lines), a picture is
    // copied, where a Shape's outline would be filled again at every frame that moves it (issue 26).
    function picture(seat, colour, size) {
        const kind = shapeOf(seat), stroke = edgeWidth(size)
        const outline = kind === "circle"  // a circle's border lies inside its edge, as a Rectangle's does
            ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - stroke / 2}"`
            : `<path stroke-linejoin="round" d="${svgPath(kind, size, size)}"`
        return "data:image/svg+xml;utf8," + encodeURIComponent(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`
            + `${outline} fill="${colour}" stroke="${edgeOf(colour)}" stroke-width="${stroke}"/></svg>`)
    }

    Rectangle {
        visible: token.shape === "circle"
        anchors.fill: parent
        radius: width / 2
        color: token.colour
        border.color: token.edgeColour
        border.width: token.edgeWidth(token.width)
    }
    Shape {
        visible: token.shape !== "circle"
        anchors.fill: parent
        ShapePath {
            fillColor: token.colour
            strokeColor: token.edgeColour
            strokeWidth: token.edgeWidth(token.width)
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: token.svgPath(token.shape, token.width, token.height) }
        }
    }
    Text {
        visible: token.showNumber
        anchors.centerIn: parent
        // a triangle's and a star's middle sit low
        anchors.verticalCenterOffset: token.shape === "triangle" ? token.height * 0.14 : token.shape === "star" ? token.height * 0.04 : 0
        text: token.number
        color: 0.2126 * token.colour.r + 0.7152 * token.colour.g + 0.0722 * token.colour.b > 0.55 ? "#1e2124" : "#ffffff"
        font.pixelSize: Math.max(token.minimumPixelSize,
                                 Math.round(token.height * (token.shape === "triangle" || token.shape === "star" ? 0.42 : 0.56)))
        font.bold: true
    }
}
