// The one chart of the app: one line or bar series per seat over categories (stages, rounds, laps),
// as every results dialog shows them. Drawn with Qt Quick Shapes and plain items only (Qt Graphs is
// GPL/commercial, and the app uses Qt under the LGPL), so it also draws on the software renderer.
//
// API
//   title, xTitle, yTitle: string     heading and axis titles (translated by the presenter)
//   categories: list<string>          x axis, one label per stage/round
//   series: list<object>              [{ name, color, marker, values: [number | null], texts: [string] }]
//                                     marker: a seat shape of seatshapes.js ("circle", "square", "diamond",
//                                     "triangle", "hexagon", "star", "pentagon", "cross": the seat's badge;
//                                     colour is never the only cue);
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
    readonly property var valueRange: _valueRange

    implicitWidth: fontPixelSize * 44
    implicitHeight: fontPixelSize * 26
    activeFocusOnTab: true

    Accessible.role: Accessible.Chart
    Accessible.name: root.title !== "" ? root.title : root.yTitle
    Accessible.description: readout
    Accessible.focusable: true

    // ---- data helpers ------------------------------------------------------------------------
    // The categories and series as drawn. The same data given again (a dialog's data read anew) leaves
    // the chart as it is: no line redrawn, no series rebuilt, no highlight lost.
    property var _categories: []
    property var _series: []
    property string _categoriesKey: "[]"
    property string _seriesKey: "[]"
    property var _valueRange: _range([])
    function _takeCategories() {
        const names = (categories || []).map(String)
        const key = JSON.stringify(names)
        if (key === _categoriesKey) return
        _categoriesKey = key
        _categories = names
    }
    function _takeSeries() {
        const list = (series || []).filter(s => !!s)
        const key = JSON.stringify(list)
        if (key === _seriesKey) return
        _seriesKey = key
        _valueRange = _range(list)  // first: the new lines are made on the new axis, not redrawn on it
        _series = list
        clear()
    }

    // A seat colour as light as the paper (the white seat) gets a dark edge: a marker and a line that
    // took the paper's colour for their edge would vanish.
    function _light(c) { return Qt.color(c).hslLightness > 0.85 }
    function _edgeOf(c) { return _light(c) ? Qt.darker(c, 2.2) : backgroundColor }

    function _valuesOf(k) {
        const s = _series[k]
        return s && s.values ? s.values : []
    }
    function _has(k, i) {
        const v = _valuesOf(k)[i]
        return v !== null && v !== undefined && isFinite(Number(v))
    }
    function _count() {
        let n = _categories.length
        for (let k = 0; k < _series.length; ++k) n = Math.max(n, _valuesOf(k).length)
        return n
    }
    function _category(i) {
        return i < _categories.length ? _categories[i] : String(i + 1)
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

    onCategoriesChanged: _takeCategories()
    onSeriesChanged: _takeSeries()
    Component.onCompleted: { _takeCategories(); _takeSeries() }
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
    // A marker is the seat's badge shape (SeatToken.qml, the one definition), without its number.
    component Marker: SeatToken {
        property color fill: "black"
        property color edge: "white"
        property real size: 10
        colour: fill
        edgeColour: edge
        showNumber: false
        width: size
        height: size
    }

    // ---- geometry ---------------------------------------------------------------------------------
    // Categories are bands of equal width across the plot; a line's point sits in the middle of its
    // band; a band's bars share its middle half, one bar per series, in seat order.
    readonly property int _steps: Math.max(1, Math.round((valueRange.max - valueRange.min) / valueRange.step))
    readonly property real _band: plot.width / Math.max(1, _count())

    function _yOf(value) {  // plot y of a value
        const span = valueRange.max - valueRange.min
        return plot.height * (1 - (value - valueRange.min) / span)
    }
    function _barWidth() { return _band * 0.5 / Math.max(1, _series.length) }
    function _xOf(k, i) {  // plot x of series k's point (or bar centre) in category i
        let x = (i + 0.5) * _band
        if (kind === "bar") x += (k - (_series.length - 1) / 2) * _barWidth()
        return x
    }
    // Equal values would hide each other's lines: each series sits 2 px off the next.
    function _dodge(k) { return kind === "line" ? (k - (_series.length - 1) / 2) * 2 : 0 }
    function _pointAt(k, i) {  // in the plot's coordinates
        if (k < 0 || !_has(k, i) || plot.width <= 0) return Qt.point(0, 0)
        return Qt.point(_xOf(k, i), _yOf(Number(_valuesOf(k)[i])) + _dodge(k))
    }
    function pointPosition(k, i) {  // in this item's coordinates (tests, the readout)
        const p = _pointAt(k, i)
        return Qt.point(plot.x + p.x, plot.y + p.y)
    }
    // What places the points: a line redraws when this changes (the series' values: their delegates
    // are made anew), not at every notification of the plot's layout.
    readonly property string _layout: plot.width > 0 && plot.height > 0
        ? [plot.width, plot.height, valueRange.min, valueRange.max, _count(), kind, _series.length,
           fontPixelSize].join(" ")
        : ""
    // A line's runs of consecutive values (a missing value breaks the line), as point lists.
    function _runs(k) {
        const runs = []
        let run = []
        for (let i = 0; i < _count(); ++i) {
            if (_has(k, i)) {
                run.push(_pointAt(k, i))
            } else if (run.length) {
                runs.push(run)
                run = []
            }
        }
        if (run.length) runs.push(run)
        return runs
    }
    // Every point's marker of a series as one SVG path: the seat's outline (SeatToken's, the one
    // definition) at each point, the size of a Marker; a circle is a Marker's rounded Rectangle, whose
    // border lies inside its edge, hence the half-border inset.
    function _markersPath(kind, runs, size) {
        const parts = []
        if (kind === "circle" || currentPoint.points(kind).length === 0) {
            const r = size / 2 - currentPoint.edgeWidth(size) / 2
            for (const run of runs) {
                for (const p of run) {
                    const left = (p.x - r).toFixed(2), right = (p.x + r).toFixed(2), y = p.y.toFixed(2)
                    parts.push(`M ${left} ${y} A ${r} ${r} 0 1 0 ${right} ${y} A ${r} ${r} 0 1 0 ${left} ${y} Z`)
                }
            }
        } else {
            const outline = currentPoint.points(kind)
            for (const run of runs) {
                for (const p of run) {
                    const x0 = p.x - size / 2, y0 = p.y - size / 2
                    parts.push(outline.map((q, i) => (i ? "L " : "M ") + (x0 + q[0] * size).toFixed(2) + " "
                                                     + (y0 + q[1] * size).toFixed(2)).join(" ") + " Z")
                }
            }
        }
        return parts.join(" ")
    }
    function _tickText(value) { return String(Math.round(value)) }

    // ---- hover --------------------------------------------------------------------------------------
    // The pointer's category band picks the value: on a line chart the series nearest to it in
    // that band, on a bar chart the bar under it.
    function _hoverAt(x, y) {
        const i = Math.floor(x / _band)
        if (i < 0 || i >= _count()) return
        if (kind === "bar") {
            const k = Math.floor((x - (i + 0.25) * _band) / _barWidth())
            if (k >= 0 && k < _series.length) _hovered(k, i)
            return
        }
        let best = -1, distance = Infinity
        for (let k = 0; k < _series.length; ++k) {
            if (!_has(k, i)) continue
            const d = Math.abs(_pointAt(k, i).y - y)
            if (d < distance) { best = k; distance = d }
        }
        if (best >= 0) _hovered(best, i)
    }
    function _hovered(k, i) {
        if (_has(k, i)) { currentSeries = k; currentIndex = i }
    }
    function _unhovered() {
        if (!activeFocus) clear()
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
                        width: parent.width; height: root._light(entry.modelData.color) ? 4.5 : 2.5
                        color: entry.modelData.color
                        border.color: root._light(entry.modelData.color) ? root._edgeOf(entry.modelData.color) : "transparent"
                        border.width: 1
                    }
                    Marker {
                        anchors.centerIn: parent
                        kind: entry.modelData.marker || "circle"
                        fill: entry.modelData.color
                        edge: root._edgeOf(entry.modelData.color)
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

    // the area between heading and legend: axis titles, tick labels and the plot
    Item {
        id: frame
        anchors {
            left: parent.left; right: parent.right; top: heading.bottom; bottom: legend.top
            leftMargin: root.fontPixelSize * 0.6; rightMargin: root.fontPixelSize
            topMargin: root.fontPixelSize * 0.5; bottomMargin: root.fontPixelSize * 0.3
        }
    }

    Text {
        id: yTitleText
        objectName: "yTitle"
        // rotated a quarter turn: its width runs along the y axis
        width: plot.height
        x: frame.x + height / 2 - width / 2
        y: plot.y + plot.height / 2 - height / 2
        rotation: -90
        visible: text !== ""
        text: root.yTitle
        color: root.textColor
        font.pixelSize: root.fontPixelSize
        horizontalAlignment: Text.AlignHCenter
        elide: Text.ElideRight
    }

    Text {
        id: xTitleText
        objectName: "xTitle"
        x: plot.x
        width: plot.width
        y: frame.y + frame.height - height
        visible: text !== ""
        text: root.xTitle
        color: root.textColor
        font.pixelSize: root.fontPixelSize
        horizontalAlignment: Text.AlignHCenter
        elide: Text.ElideRight
    }

    TextMetrics {  // the widest y tick label decides the room left of the plot
        id: tickMetrics
        font.pixelSize: Math.round(root.fontPixelSize * 0.92)
        text: [root.valueRange.min, root.valueRange.max].map(root._tickText)
                  .reduce((a, b) => a.length >= b.length ? a : b)
    }
    TextMetrics {  // the widest category label decides how many fit under the plot
        id: categoryMetrics
        font.pixelSize: Math.round(root.fontPixelSize * 0.92)
        text: root._categories.reduce((a, b) => a.length >= b.length ? a : b, "")
    }

    Item {
        id: plot
        objectName: "plotArea"
        readonly property real labelGap: root.fontPixelSize * 0.4
        readonly property real xLabelGap: root.fontPixelSize * 0.7  // clear of a marker on the bottom line
        readonly property real labelHeight: Math.ceil(root.fontPixelSize * 0.92 * 1.4)
        // every category label when they fit side by side, else every n-th
        readonly property int labelStride: Math.max(1, Math.ceil((categoryMetrics.advanceWidth + root.fontPixelSize)
                                                                  / Math.max(1, root._band)))
        x: frame.x + (yTitleText.visible ? yTitleText.height + labelGap : 0) + tickMetrics.advanceWidth + labelGap
        y: frame.y + root.fontPixelSize * 0.5  // room for a marker on the top line
        width: Math.max(0, frame.x + frame.width - x)
        height: Math.max(0, frame.y + frame.height - y - xLabelGap - labelHeight
                            - (xTitleText.visible ? xTitleText.height + labelGap : 0))

        // grid: a line per y step, the lowest and the y axis darker
        Repeater {
            model: root._steps + 1
            delegate: Rectangle {
                required property int index
                objectName: "gridLine"
                width: plot.width
                height: 1
                y: Math.round(plot.height * (1 - index / root._steps))
                color: index === 0 ? Qt.darker(root.gridColor, 1.35) : root.gridColor
            }
        }
        Rectangle { width: 1; height: plot.height; color: Qt.darker(root.gridColor, 1.35) }

        // y tick labels, right-aligned left of the axis
        Repeater {
            model: root._steps + 1
            delegate: Text {
                required property int index
                objectName: "yTick"
                anchors.right: plot.left
                anchors.rightMargin: plot.labelGap
                y: Math.round(plot.height * (1 - index / root._steps)) - height / 2
                text: root._tickText(root.valueRange.min + index * root.valueRange.step)
                color: root.mutedTextColor
                font.pixelSize: tickMetrics.font.pixelSize
            }
        }

        // category labels, centred under their bands
        Repeater {
            model: root._count()
            delegate: Text {
                required property int index
                objectName: "xTick"
                visible: index % plot.labelStride === 0
                x: (index + 0.5) * root._band - width / 2
                y: plot.height + plot.xLabelGap
                text: root._category(index)
                color: root.mutedTextColor
                font.pixelSize: tickMetrics.font.pixelSize
            }
        }

        // bars, from zero (or the axis' lowest value) to the value; the seat's shape on top
        Repeater {
            model: root.kind === "bar" ? root._series : []
            delegate: Item {
                id: barSeries
                required property var modelData
                required property int index
                anchors.fill: parent
                Repeater {
                    model: root._count()
                    delegate: Rectangle {
                        id: bar
                        required property int index
                        // the outer delegate goes first when the series shrink: k -1 draws nothing
                        readonly property int k: barSeries ? barSeries.index : -1
                        readonly property var seat: barSeries ? barSeries.modelData : ({})
                        readonly property real value: root._has(k, index) ? Number(root._valuesOf(k)[index]) : 0
                        readonly property real base: root._yOf(Math.max(root.valueRange.min, Math.min(0, root.valueRange.max)))
                        readonly property bool current: k === root.currentSeries && index === root.currentIndex
                        objectName: "chartBar"
                        visible: root._has(k, index)
                        width: Math.max(1, root._barWidth() - 1)
                        x: root._xOf(k, index) - width / 2
                        y: Math.min(base, root._yOf(value))
                        height: Math.max(1, Math.abs(base - root._yOf(value)))
                        radius: 2
                        color: seat.color || "transparent"
                        border.color: current ? root.textColor : seat.color && root._light(seat.color) ? root._edgeOf(seat.color) : "transparent"
                        border.width: current ? 2 : border.color.a > 0 ? 1 : 0
                        Marker {
                            anchors.horizontalCenter: parent.horizontalCenter
                            y: bar.value >= 0 ? -height - 2 : parent.height + 2
                            kind: bar.seat.marker || "circle"
                            fill: bar.seat.color || "transparent"
                            edge: bar.current ? root.textColor : root._edgeOf(fill)
                            size: Math.min(Math.max(4, parent.width), root.fontPixelSize * 0.9)
                        }
                    }
                }
            }
        }

        // lines: one Shape per seat draws its line (broken where a value is missing) and the seat's shape on
        // each point as paths, not an item per point: a results chart of 31 rounds x 4 seats is built in
        // a few milliseconds. The highlighted point gets its own marker, drawn above them all.
        Repeater {
            model: root.kind === "line" ? root._series : []
            delegate: Shape {
                id: line
                required property var modelData
                required property int index
                // set by redraw(), once per change of the chart's geometry: a binding would rebuild
                // every path at each step of the dialog's layout, values unchanged or not
                property var runs: []
                property string markersPath: ""
                property string drawnLayout: ""
                readonly property int pointCount: runs.reduce((n, run) => n + run.length, 0)
                readonly property string marker: modelData.marker || "circle"
                readonly property color markerFill: modelData.color
                readonly property color markerEdge: root._edgeOf(modelData.color)
                readonly property real markerSize: root.fontPixelSize * 0.85
                readonly property bool light: root._light(modelData.color)
                objectName: "chartLine"
                anchors.fill: parent
                Accessible.ignored: true

                function redraw() {
                    if (root._layout === drawnLayout) return
                    drawnLayout = root._layout
                    runs = drawnLayout === "" ? [] : root._runs(index)
                    markersPath = root._markersPath(marker, runs, markerSize)
                }
                // once the change has reached every binding: called at once, the plot's width could be new and
                // the bands and values it places the points by still old (every point of a results chart but
                // the last drawn stood on the first round, at zero); a timer of the line's own, which goes
                // with it, not a call left behind for a chart being destroyed
                Timer { id: settled; interval: 0; onTriggered: line.redraw() }
                Component.onCompleted: settled.restart()
                Connections {
                    target: root
                    function on_LayoutChanged() { settled.restart() }
                }
                ShapePath {  // a light seat's line runs in a dark casing
                    strokeColor: line.light ? root._edgeOf(line.modelData.color) : "transparent"
                    strokeWidth: Math.max(2, root.fontPixelSize * 0.2) + 2
                    fillColor: "transparent"
                    joinStyle: ShapePath.RoundJoin
                    capStyle: ShapePath.RoundCap
                    PathMultiline { paths: line.light ? line.runs : [] }
                }
                ShapePath {
                    strokeColor: line.modelData.color
                    strokeWidth: Math.max(2, root.fontPixelSize * 0.2)
                    fillColor: "transparent"
                    joinStyle: ShapePath.RoundJoin
                    capStyle: ShapePath.RoundCap
                    PathMultiline { paths: line.runs }
                }
                ShapePath {  // the markers, as a SeatToken of that size draws its shape
                    objectName: "chartMarkers"
                    fillColor: line.markerFill
                    fillRule: ShapePath.WindingFill
                    strokeColor: line.markerEdge
                    strokeWidth: currentPoint.edgeWidth(line.markerSize)
                    joinStyle: ShapePath.RoundJoin
                    PathSvg { path: line.markersPath }
                }
            }
        }

        Marker {
            id: currentPoint
            objectName: "chartCurrentPoint"
            readonly property bool shown: root.kind === "line" && root.currentSeries >= 0
                                          && root.currentSeries < root._series.length
                                          && root._has(root.currentSeries, root.currentIndex)
            readonly property var seat: shown ? root._series[root.currentSeries] : ({})
            readonly property point at: root._pointAt(root.currentSeries, root.currentIndex)
            visible: shown
            x: at.x - size / 2
            y: at.y - size / 2
            kind: seat.marker || "circle"
            fill: seat.color || "transparent"
            edge: root.textColor
            size: root.fontPixelSize * 1.3
        }

        HoverHandler {
            id: hover
            onPointChanged: if (hovered) root._hoverAt(point.position.x, point.position.y)
            onHoveredChanged: if (!hovered) root._unhovered()
        }

        Text {
            anchors.centerIn: parent
            visible: root._count() === 0 || root._series.length === 0
            text: qsTr("Nothing to show yet")
            color: root.mutedTextColor
            font.pixelSize: root.fontPixelSize
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
        y: at.y - height - root.fontPixelSize * 0.8 >= frame.y ? at.y - height - root.fontPixelSize * 0.8
                                                               : at.y + root.fontPixelSize * 0.8
        Text {
            id: tipText
            anchors.centerIn: parent
            text: root.readout
            color: root.textColor
            font.pixelSize: root.fontPixelSize
        }
    }
}
