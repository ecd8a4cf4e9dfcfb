// The one chart of the app (Qt Graphs 2D): one line or bar series per seat over categories
// (stages, rounds, laps), as every results dialog shows them.
//
// API
//   title, xTitle, yTitle: string     heading and axis titles (translated by the presenter)
//   categories: list<string>          x axis, one label per stage/round
//   series: list<object>              [{ name, color, marker, values: [number | null], texts: [string] }]
//                                     marker: "circle" | "square" | "diamond" | "triangle" | "triangleDown"
//                                     | "plus" (the seat's shape: colour is never the only cue);
//                                     null = no value there (e.g. out of the classification);
//                                     texts (optional): how each value reads ("+12 s"), else the number
//   kind: "line" | "bar"
//   legendVisible: bool               false when charts of the same seats stand together under one legend
//   fontPixelSize, backgroundColor, textColor, mutedTextColor, gridColor
//   currentSeries, currentIndex: int  the highlighted point (-1: none); hover and arrow keys move it
//   readonly readout: string          "name · category: value" of the highlighted point, "" if none
//   readonly valueRange: { min, max, step }   the y axis
//
// Keyboard (the chart takes focus with Tab): Left/Right move along the series, Up/Down change
// series, Home/End jump to the first/last value, Escape clears. The readout is also the
// chart's accessible description, so a screen reader says the value.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Shapes
import QtGraphs

FocusScope {
    id: root

    property string title: ""
    property string xTitle: ""
    property string yTitle: ""
    property var categories: []
    property var series: []
    property string kind: "line"
    property bool legendVisible: true
    property int fontPixelSize: 13
    property color backgroundColor: "#fbf6ec"
    property color textColor: "#3a2a1f"
    property color mutedTextColor: "#86705c"
    property color gridColor: "#e6dac4"

    property int currentSeries: -1
    property int currentIndex: -1
    readonly property string readout: _readout(currentSeries, currentIndex)
    readonly property var valueRange: _range(series)

    implicitWidth: fontPixelSize * 44
    implicitHeight: fontPixelSize * 26
    activeFocusOnTab: true

    Accessible.role: Accessible.Chart
    Accessible.name: title !== "" ? title : yTitle
    Accessible.description: readout
    Accessible.focusable: true

    // ---- data helpers ------------------------------------------------------------------------
    readonly property var _series: (series || []).filter(s => !!s)

    function _valuesOf(k) {
        const s = _series[k]
        return s && s.values ? s.values : []
    }
    function _has(k, i) {
        const v = _valuesOf(k)[i]
        return v !== null && v !== undefined && isFinite(Number(v))
    }
    function _count() {
        let n = categories ? categories.length : 0
        for (let k = 0; k < _series.length; ++k) n = Math.max(n, _valuesOf(k).length)
        return n
    }
    function _category(i) {
        return categories && i < categories.length ? String(categories[i]) : String(i + 1)
    }
    function _text(k, i) {
        const s = _series[k]
        if (s && s.texts && s.texts[i] !== undefined && s.texts[i] !== "") return String(s.texts[i])
        return String(Number(_valuesOf(k)[i]))
    }
    function _readout(k, i) {
        if (k < 0 || k >= _series.length || !_has(k, i)) return ""
        //: a chart's value under the mouse or keyboard: player, stage/round, value ("Ann · S3: +12 s")
        return qsTr("%1 · %2: %3").arg(String(_series[k].name)).arg(_category(i)).arg(_text(k, i))
    }

    // y axis from 0 (or the lowest value) to a round number above the highest, about four steps
    function _range(list) {
        let lo = 0, hi = -Infinity
        for (const s of (list || [])) {
            for (const v of ((s && s.values) || [])) {
                if (v === null || v === undefined || !isFinite(Number(v))) continue
                lo = Math.min(lo, Number(v))
                hi = Math.max(hi, Number(v))
            }
        }
        if (!(hi > lo)) hi = lo + 4
        const raw = (hi - lo) / 4
        const p = Math.pow(10, Math.floor(Math.log(raw) / Math.LN10))
        const f = raw / p
        const step = Math.max(1, (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p)
        return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step, step: step }
    }

    // ---- keyboard -----------------------------------------------------------------------------
    function _firstOrLast(k, last) {
        const n = _count()
        for (let j = 0; j < n; ++j) {
            const i = last ? n - 1 - j : j
            if (_has(k, i)) return i
        }
        return -1
    }
    function _start() {
        for (let k = 0; k < _series.length; ++k) {
            const i = _firstOrLast(k, true)
            if (i >= 0) { currentSeries = k; currentIndex = i; return true }
        }
        return false
    }
    function step(dx, dy) {
        if (currentSeries < 0 || !_has(currentSeries, currentIndex)) return _start()
        if (dx !== 0) {
            for (let i = currentIndex + dx; i >= 0 && i < _count(); i += dx)
                if (_has(currentSeries, i)) { currentIndex = i; return true }
            return false
        }
        for (let j = 1; j < _series.length; ++j) {
            const k = (currentSeries + dy * j + _series.length * j) % _series.length
            if (_has(k, currentIndex)) { currentSeries = k; return true }
        }
        return false
    }
    function clear() { currentSeries = -1; currentIndex = -1 }

    onSeriesChanged: clear()
    onActiveFocusChanged: if (activeFocus && currentSeries < 0) _start()
    Keys.onLeftPressed: step(-1, 0)
    Keys.onRightPressed: step(1, 0)
    Keys.onUpPressed: step(0, 1)
    Keys.onDownPressed: step(0, -1)
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
            if (currentSeries < 0) _start()
            const i = _firstOrLast(currentSeries, event.key === Qt.Key_End)
            if (i >= 0) currentIndex = i
            event.accepted = true
        } else if (event.key === Qt.Key_Escape && currentSeries >= 0) {
            clear()
            event.accepted = true
        }
    }

    // ---- the seat's shape -------------------------------------------------------------------
    // Outline of a marker in a size x size box, as polygon points.
    function outline(marker, size) {
        const r = size / 2
        let pts = []
        switch (marker) {
        case "square": pts = [[-0.8, -0.8], [0.8, -0.8], [0.8, 0.8], [-0.8, 0.8]]; break
        case "diamond": pts = [[0, -1], [1, 0], [0, 1], [-1, 0]]; break
        case "triangle": pts = [[0, -1], [1, 0.75], [-1, 0.75]]; break
        case "triangleDown": pts = [[0, 1], [1, -0.75], [-1, -0.75]]; break
        case "plus": pts = [[-0.3, -1], [0.3, -1], [0.3, -0.3], [1, -0.3], [1, 0.3], [0.3, 0.3], [0.3, 1],
                            [-0.3, 1], [-0.3, 0.3], [-1, 0.3], [-1, -0.3], [-0.3, -0.3]]; break
        default:
            for (let a = 0; a < 16; ++a)
                pts.push([0.9 * Math.cos(a * Math.PI / 8), 0.9 * Math.sin(a * Math.PI / 8)])
        }
        const out = pts.map(p => Qt.point(r + p[0] * r, r + p[1] * r))
        out.push(out[0])
        return out
    }

    component Marker: Shape {
        id: marker
        property string kind: "circle"
        property color fill: "black"
        property color edge: "white"
        property real size: 10
        width: size
        height: size
        preferredRendererType: Shape.CurveRenderer
        ShapePath {
            fillColor: marker.fill
            strokeColor: marker.edge
            strokeWidth: Math.max(1, marker.size / 8)
            PathPolyline { path: root.outline(marker.kind, marker.size) }
        }
    }

    // ---- layout ---------------------------------------------------------------------------------
    Rectangle {
        anchors.fill: parent
        radius: root.fontPixelSize * 0.6
        color: root.backgroundColor
        border.color: root.activeFocus ? root.textColor : Qt.darker(root.backgroundColor, 1.12)
        border.width: root.activeFocus ? 2 : 1
    }

    Text {
        id: heading
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: root.fontPixelSize * 0.6 }
        visible: text !== ""
        height: visible ? implicitHeight : 0
        text: root.title
        color: root.textColor
        font.pixelSize: Math.round(root.fontPixelSize * 1.15)
        font.bold: true
        elide: Text.ElideRight
    }

    Flow {
        id: legend
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: root.fontPixelSize * 0.6 }
        visible: root.legendVisible
        height: visible ? implicitHeight : 0
        spacing: root.fontPixelSize
        Repeater {
            model: root._series
            delegate: Row {
                id: entry
                required property var modelData
                required property int index
                objectName: "legendEntry"
                spacing: root.fontPixelSize * 0.4
                Accessible.role: Accessible.StaticText
                Accessible.name: String(modelData.name)
                Item {
                    width: root.fontPixelSize * 2
                    height: root.fontPixelSize * 1.2
                    anchors.verticalCenter: parent.verticalCenter
                    Rectangle {
                        visible: root.kind === "line"
                        anchors.verticalCenter: parent.verticalCenter
                        width: parent.width; height: 2.5
                        color: entry.modelData.color
                    }
                    Marker {
                        anchors.centerIn: parent
                        kind: entry.modelData.marker || "circle"
                        fill: entry.modelData.color
                        edge: root.backgroundColor
                        size: root.fontPixelSize * 0.95
                    }
                }
                Text {
                    text: String(entry.modelData.name)
                    color: root.textColor
                    font.pixelSize: root.fontPixelSize
                    anchors.verticalCenter: parent.verticalCenter
                }
            }
        }
    }

    // The software scene graph (offscreen, no GPU) has no shader effects, so Qt Graphs' grid and
    // axis lines do not show there: the same lines drawn as plain rectangles under the view.
    Item {
        id: softwareGrid
        objectName: "softwareGrid"
        visible: GraphicsInfo.api === GraphicsInfo.Software
        x: view.x + view.plotArea.x
        y: view.y + view.plotArea.y
        width: view.plotArea.width
        height: view.plotArea.height
        readonly property int steps: Math.max(1, Math.round((root.valueRange.max - root.valueRange.min) / root.valueRange.step))
        Repeater {
            model: softwareGrid.steps + 1
            delegate: Rectangle {
                required property int index
                width: softwareGrid.width
                height: 1
                y: Math.round(softwareGrid.height * (1 - index / softwareGrid.steps))
                color: index === 0 ? Qt.darker(root.gridColor, 1.35) : root.gridColor
            }
        }
        Rectangle { width: 1; height: parent.height; color: Qt.darker(root.gridColor, 1.35) }
    }

    GraphsView {
        id: view
        objectName: "graphsView"
        anchors {
            left: parent.left; right: parent.right; top: heading.bottom; bottom: legend.top
            leftMargin: root.fontPixelSize * 0.3; rightMargin: root.fontPixelSize
            topMargin: root.fontPixelSize * 0.3; bottomMargin: root.fontPixelSize * 0.3
        }
        marginTop: root.fontPixelSize * 0.8
        marginRight: root.fontPixelSize * 0.5
        marginLeft: root.fontPixelSize * 0.3
        marginBottom: root.fontPixelSize * 0.3
        clipPlotArea: false  // a marker on the top line stays whole

        theme: GraphsTheme {
            colorScheme: GraphsTheme.ColorScheme.Light
            backgroundVisible: false
            plotAreaBackgroundVisible: false
            labelTextColor: root.mutedTextColor
            labelFont.pixelSize: Math.round(root.fontPixelSize * 0.92)
            axisXLabelFont.pixelSize: Math.round(root.fontPixelSize * 0.92)
            axisYLabelFont.pixelSize: Math.round(root.fontPixelSize * 0.92)
            grid.mainColor: root.gridColor
            grid.subColor: root.gridColor
            axisX.mainColor: Qt.darker(root.gridColor, 1.35)
            axisY.mainColor: Qt.darker(root.gridColor, 1.35)
            axisX.labelTextColor: root.mutedTextColor
            axisY.labelTextColor: root.mutedTextColor
        }
        axisX: BarCategoryAxis {
            categories: root.categories
            titleText: root.xTitle
            titleColor: root.textColor
            titleFont.pixelSize: root.fontPixelSize
            gridVisible: false
        }
        axisY: ValueAxis {
            min: root.valueRange.min
            max: root.valueRange.max
            tickInterval: root.valueRange.step
            labelDecimals: 0
            subTickCount: 0
            titleText: root.yTitle
            titleColor: root.textColor
            titleFont.pixelSize: root.fontPixelSize
        }
    }

    // Bars are read on hover from where the pointer is: the category's band, then the bar in its
    // group (Qt Graphs draws a group over the middle half of the band, one bar per series).
    Item {
        visible: root.kind === "bar"
        x: view.x + view.plotArea.x
        y: view.y + view.plotArea.y
        width: view.plotArea.width
        height: view.plotArea.height
        HoverHandler {
            id: barHover
            onPointChanged: {
                const n = Math.max(1, root.categories.length)
                const band = parent.width / n
                const i = Math.floor(point.position.x / band)
                const f = point.position.x / band - i
                const k = Math.floor((f - 0.25) / 0.5 * root._series.length)
                if (f >= 0.25 && f < 0.75) root._hovered(k, i)
            }
            onHoveredChanged: if (!hovered) root._unhovered()
        }
    }

    // the highlighted point's value, beside it
    Rectangle {
        id: tip
        objectName: "chartReadout"
        readonly property point at: root.pointPosition(root.currentSeries, root.currentIndex)
        visible: root.readout !== ""
        z: 10
        width: tipText.implicitWidth + root.fontPixelSize
        height: tipText.implicitHeight + root.fontPixelSize * 0.5
        radius: root.fontPixelSize * 0.4
        color: "#fffdf7"
        border.color: root.currentSeries >= 0 && root.currentSeries < root._series.length
                      ? root._series[root.currentSeries].color : root.textColor
        border.width: 2
        x: Math.max(0, Math.min(root.width - width, at.x - width / 2))
        y: at.y - height - root.fontPixelSize * 0.8 >= view.y ? at.y - height - root.fontPixelSize * 0.8
                                                              : at.y + root.fontPixelSize * 0.8
        Text {
            id: tipText
            anchors.centerIn: parent
            text: root.readout
            color: root.textColor
            font.pixelSize: root.fontPixelSize
        }
    }

    // Where a value sits in the view (categories are bands of width 1; a point is at the middle).
    function _pointAt(k, i) {
        const area = view.plotArea
        const n = Math.max(1, root.categories.length)
        if (k < 0 || !_has(k, i) || area.width <= 0) return Qt.point(0, 0)
        let x = (i + 0.5) / n
        if (kind === "bar" && _series.length > 1)
            x += (k - (_series.length - 1) / 2) * (0.5 / _series.length) / n
        const span = valueRange.max - valueRange.min
        return Qt.point(area.x + x * area.width,
                        area.y + area.height * (1 - (Number(_valuesOf(k)[i]) - valueRange.min) / span))
    }
    function graphSeries() {  // the Qt Graphs series objects the view holds (for tests)
        const out = []
        for (let i = 0; i < view.seriesList.length; ++i) out.push(view.seriesList[i])
        return out
    }
    function pointPosition(k, i) {  // in this item's coordinates (tests, hover)
        const p = _pointAt(k, i)
        return Qt.point(view.x + p.x, view.y + p.y)
    }

    // ---- series -------------------------------------------------------------------------------
    Instantiator {
        model: root.kind === "line" ? root._series : []
        delegate: LineSeries {
            id: line
            required property var modelData
            required property int index
            name: String(modelData.name)
            color: modelData.color
            width: Math.max(2, root.fontPixelSize * 0.2)
            hoverable: true
            pointDelegate: Marker {
                // set by Qt Graphs on each point
                property real pointValueX
                property real pointValueY
                readonly property bool current: line.index === root.currentSeries
                                                && Math.floor(pointValueX) === root.currentIndex
                kind: line.modelData.marker || "circle"
                fill: line.modelData.color
                edge: current ? root.textColor : root.backgroundColor
                size: root.fontPixelSize * (current ? 1.3 : 0.85)
            }
            onHover: (name, position, value) => root._hovered(line.index, value.x)
            onHoverExit: root._unhovered()
            function fill() {
                clear()
                const values = modelData.values || []
                for (let i = 0; i < values.length; ++i)
                    if (root._has(index, i)) append(i + 0.5, Number(values[i]) + root._dodge(index))
            }
            Component.onCompleted: fill()
            readonly property Connections resized: Connections {  // the dodge is in pixels
                target: view
                function onPlotAreaChanged() { line.fill() }
            }
        }
        onObjectAdded: (index, object) => view.insertSeries(index, object)
        onObjectRemoved: (index, object) => view.removeSeries(object)
    }

    Instantiator {
        model: root.kind === "bar" ? [root._series] : []  // one bar series, rebuilt with the data
        delegate: BarSeries {
            id: bars
            required property var modelData
            hoverable: true
            barDelegate: Item {
                // set by Qt Graphs on each bar
                property color barColor
                property int barIndex
                property var barValue
                property string barLabel
                Rectangle { anchors.fill: parent; color: parent.barColor; radius: 2 }
                Marker {
                    readonly property int seriesIndex: root._series.findIndex(s => String(s.name) === parent.barLabel)
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: -height - 2
                    kind: seriesIndex >= 0 ? (root._series[seriesIndex].marker || "circle") : "circle"
                    fill: parent.barColor
                    edge: seriesIndex === root.currentSeries && parent.barIndex === root.currentIndex
                          ? root.textColor : root.backgroundColor
                    size: Math.min(parent.width, root.fontPixelSize * 0.9)
                }
            }
            Component.onCompleted: {
                for (let k = 0; k < modelData.length; ++k) {
                    const s = modelData[k]
                    const set = Qt.createQmlObject("import QtGraphs; BarSet {}", bars)
                    set.label = String(s.name)
                    set.color = s.color
                    set.values = (s.values || []).map(v => (v === null || v === undefined) ? 0 : Number(v))
                    append(set)
                }
            }
        }
        onObjectAdded: (index, object) => view.insertSeries(index, object)
        onObjectRemoved: (index, object) => view.removeSeries(object)
    }

    // Equal values would hide each other's lines: each series sits 2 px off the next.
    function _dodge(k) {
        const height = view.plotArea.height
        if (!(height > 0)) return 0
        return (k - (_series.length - 1) / 2) * 2 * (valueRange.max - valueRange.min) / height
    }

    function _hovered(k, x) {
        const i = Math.floor(x)
        if (_has(k, i)) { currentSeries = k; currentIndex = i }
    }
    function _unhovered() {
        if (!activeFocus) clear()
    }

    Text {
        anchors.centerIn: view
        visible: root._count() === 0 || root._series.length === 0
        text: qsTr("Nothing to show yet")
        color: root.mutedTextColor
        font.pixelSize: root.fontPixelSize
    }
}
