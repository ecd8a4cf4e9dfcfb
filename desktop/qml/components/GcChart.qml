// Line chart of general-classification time per stage.
//
// API
//   title: string
//   stageLabels: list<string>    x axis labels, e.g. ["S1", "S2", ...]
//   series: list<object>         [{ name, color, times: [int seconds | null, ...] }]
//                                times may be shorter than stageLabels; null (or a missing /
//                                non-numeric value) = out of the classification -> gap in the line
//   relativeToLeader: bool       false (default): plot GC time; true: plot the gap to the
//                                stage's best GC time (axis "Gap to leader (s)"), which separates
//                                riders whose cumulative times are close
//   animationScale: real         0 = no animation; scales the line reveal / hover fades
//   backgroundColor, textColor, mutedTextColor, gridColor: color
//   fontPixelSize: int           base text size (implicit size scales with it)
//   readonly hoveredStage: int   stage index under the mouse, -1 if none
//   readonly minValue/maxValue   range of the plotted values (NaN when there is no data)
//   stageX(index) -> real        x of a stage column in this item's coordinates (-1 if none)
//   requestRepaint()             repaint (call after mutating arrays in place)
//
// The y axis is inverted: lower time (the leader) is on top.
// Each series also gets its own marker shape so lines stay distinguishable without colour.
pragma ComponentBehavior: Bound

import QtQuick

Item {
    id: root

    property string title: ""
    property var stageLabels: []
    property var series: []
    property bool relativeToLeader: false
    property real animationScale: 1
    property color backgroundColor: "#fbf6ec"
    property color textColor: "#3a2a1f"
    property color mutedTextColor: "#86705c"
    property color gridColor: "#e6dac4"
    property int fontPixelSize: 13

    readonly property int hoveredStage: mouse.containsMouse ? _hoverIndex : -1
    readonly property real minValue: _stats.min
    readonly property real maxValue: _stats.max

    implicitWidth: fontPixelSize * 44
    implicitHeight: fontPixelSize * 26

    // x of a stage's column in this item's coordinates (-1 if out of range)
    function stageX(index) {
        var xs = _geom.xs
        return index >= 0 && index < xs.length ? canvas.x + xs[index] : -1
    }

    function requestRepaint() {
        _stats = _computeStats()
        canvas.requestPaint()
    }

    // ---- internals -------------------------------------------------------
    readonly property bool _animate: animationScale > 0
    property real _progress: 1
    property int _hoverIndex: -1
    // plot geometry shared by the canvas (lines) and the Text labels (axes)
    readonly property var _geom: _computeGeom(canvas.width, canvas.height, _stats, stageLabels, series,
                                              fontPixelSize, tickMetrics.font)
    property var _stats: _computeStats()

    function _ms(base) { return Math.max(1, Math.round(base * Math.max(0, animationScale))) }

    function _isTime(v) {
        return v !== null && v !== undefined && v !== "" && isFinite(Number(v))
    }

    function _seriesList() {
        var s = root.series
        if (!s) return []
        var out = []
        for (var i = 0; i < s.length; ++i) if (s[i]) out.push(s[i])
        return out
    }

    function _timesOf(s) { return (s && s.times) ? s.times : [] }

    function _stageCount() {
        var n = root.stageLabels ? root.stageLabels.length : 0
        var list = _seriesList()
        for (var i = 0; i < list.length; ++i) n = Math.max(n, _timesOf(list[i]).length)
        return n
    }

    // Values to plot: one array per series, a Number or null per stage.
    function _plotValues() {
        var list = _seriesList()
        var n = _stageCount()
        var out = [], best = []
        for (var s = 0; s < n; ++s) best.push(Infinity)
        for (var k = 0; k < list.length; ++k) {
            var t = _timesOf(list[k])
            var row = []
            for (s = 0; s < Math.min(n, t.length); ++s) {
                var ok = _isTime(t[s])
                row.push(ok ? Number(t[s]) : null)
                if (ok) best[s] = Math.min(best[s], Number(t[s]))
            }
            out.push(row)
        }
        if (relativeToLeader)
            for (k = 0; k < out.length; ++k)
                for (s = 0; s < out[k].length; ++s)
                    if (out[k][s] !== null) out[k][s] -= best[s]
        return out
    }

    function _computeStats() {
        var lo = Infinity, hi = -Infinity
        var values = _plotValues()
        for (var i = 0; i < values.length; ++i) {
            for (var j = 0; j < values[i].length; ++j) {
                if (values[i][j] === null) continue
                lo = Math.min(lo, values[i][j]); hi = Math.max(hi, values[i][j])
            }
        }
        if (lo === Infinity) return { min: NaN, max: NaN, values: values }
        return { min: lo, max: hi, values: values }
    }

    function _niceStep(raw) {
        var p = Math.pow(10, Math.floor(Math.log(raw) / Math.LN10))
        var f = raw / p
        var n = f <= 1 ? 1 : f <= 2 ? 2 : (f <= 2.5 && p >= 10) ? 2.5 : f <= 5 ? 5 : 10
        return Math.max(1, n * p)   // whole seconds only
    }

    function _axis(maxTicks) {
        var lo = _stats.min, hi = _stats.max
        if (isNaN(lo)) { lo = 0; hi = 60 }
        var span = hi - lo
        if (span <= 0) span = Math.max(10, Math.abs(hi) * 0.2)
        var step = _niceStep(span / Math.max(1, Math.min(4, (maxTicks || 5) - 1)))
        var a = Math.floor(lo / step) * step
        var b = Math.ceil(hi / step) * step
        if (b - a < step) { a -= step; b += step }
        if (b === a) b = a + step
        return { lo: a, hi: b, step: step }
    }

    function _stageLabel(i) {
        if (root.stageLabels && i < root.stageLabels.length && root.stageLabels[i] !== undefined)
            return String(root.stageLabels[i])
        return String(i + 1)
    }

    function _formatTime(v) {
        return String(Math.round(Number(v)))
    }

    function _colorOf(s, k) {
        if (s && s.color) return s.color
        var fallback = ["#c0392b", "#1f5fa8", "#2e8b57", "#d68a00", "#7d3c98", "#444444"]
        return fallback[k % fallback.length]
    }

    function _marker(ctx, shape, x, y, r) {
        ctx.beginPath()
        switch (shape % 6) {
        case 0: ctx.arc(x, y, r, 0, Math.PI * 2); break
        case 1: ctx.rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7); break
        case 2: ctx.moveTo(x, y - r * 1.2); ctx.lineTo(x + r * 1.2, y); ctx.lineTo(x, y + r * 1.2); ctx.lineTo(x - r * 1.2, y); ctx.closePath(); break
        case 3: ctx.moveTo(x, y - r * 1.2); ctx.lineTo(x + r * 1.1, y + r * 0.8); ctx.lineTo(x - r * 1.1, y + r * 0.8); ctx.closePath(); break
        case 4: ctx.moveTo(x, y + r * 1.2); ctx.lineTo(x + r * 1.1, y - r * 0.8); ctx.lineTo(x - r * 1.1, y - r * 0.8); ctx.closePath(); break
        default:
            for (var i = 0; i < 6; ++i) {
                var a = Math.PI / 6 + i * Math.PI / 3
                if (i === 0) ctx.moveTo(x + r * 1.1 * Math.cos(a), y + r * 1.1 * Math.sin(a))
                else ctx.lineTo(x + r * 1.1 * Math.cos(a), y + r * 1.1 * Math.sin(a))
            }
            ctx.closePath()
        }
    }

    function _restart() {
        _stats = _computeStats()
        revealAnim.stop()
        if (_animate && root.visible) {
            _progress = 0
            revealAnim.start()
        } else {
            _progress = 1
        }
        canvas.requestPaint()
    }

    onSeriesChanged: _restart()
    onStageLabelsChanged: _restart()
    onRelativeToLeaderChanged: _restart()
    on_ProgressChanged: canvas.requestPaint()
    on_HoverIndexChanged: canvas.requestPaint()
    onBackgroundColorChanged: canvas.requestPaint()
    onTextColorChanged: canvas.requestPaint()
    onGridColorChanged: canvas.requestPaint()
    onFontPixelSizeChanged: canvas.requestPaint()

    NumberAnimation {
        id: revealAnim
        target: root; property: "_progress"
        from: 0; to: 1
        duration: root._ms(650)
        easing.type: Easing.OutCubic
    }

    Rectangle {
        id: card
        anchors.fill: parent
        radius: root.fontPixelSize * 0.8
        color: root.backgroundColor
        border.color: Qt.darker(root.backgroundColor, 1.12)
        border.width: 1
    }

    Text {
        id: titleText
        anchors { left: parent.left; right: parent.right; top: parent.top }
        anchors.margins: root.fontPixelSize
        visible: text.length > 0
        height: visible ? implicitHeight : 0
        text: root.title
        color: root.textColor
        font.pixelSize: Math.round(root.fontPixelSize * 1.35)
        font.bold: true
        elide: Text.ElideRight
    }

    Flow {
        id: legend
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        anchors.margins: root.fontPixelSize
        spacing: root.fontPixelSize * 1.2
        Repeater {
            model: root._seriesList()
            delegate: Row {
                id: legendItem
                required property var modelData
                required property int index
                spacing: root.fontPixelSize * 0.45
                objectName: "legendEntry"
                Canvas {
                    id: swatch
                    width: root.fontPixelSize * 2.2
                    height: root.fontPixelSize * 1.3
                    anchors.verticalCenter: parent.verticalCenter
                    onPaint: {
                        var ctx = getContext("2d")
                        ctx.reset()
                        var c = root._colorOf(legendItem.modelData, legendItem.index)
                        ctx.strokeStyle = c
                        ctx.lineWidth = 2.5
                        ctx.beginPath()
                        ctx.moveTo(1, height / 2); ctx.lineTo(width - 1, height / 2)
                        ctx.stroke()
                        root._marker(ctx, legendItem.index, width / 2, height / 2, root.fontPixelSize * 0.3)
                        ctx.fillStyle = c
                        ctx.fill()
                        ctx.lineWidth = 1.5
                        ctx.strokeStyle = root.backgroundColor
                        ctx.stroke()
                    }
                    Connections {
                        target: root
                        function onSeriesChanged() { swatch.requestPaint() }
                        function onBackgroundColorChanged() { swatch.requestPaint() }
                        function onFontPixelSizeChanged() { swatch.requestPaint() }
                    }
                }
                Text {
                    height: swatch.height
                    verticalAlignment: Text.AlignVCenter
                    text: legendItem.modelData.name !== undefined ? String(legendItem.modelData.name) : ""
                    color: root.textColor
                    font.pixelSize: root.fontPixelSize
                }
            }
        }
    }

    Canvas {
        id: canvas
        objectName: "gcCanvas"
        anchors {
            left: parent.left; right: parent.right
            top: titleText.bottom; bottom: legend.top
            leftMargin: root.fontPixelSize * 0.5; rightMargin: root.fontPixelSize
            topMargin: root.fontPixelSize * 0.5; bottomMargin: root.fontPixelSize * 0.6
        }
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()

        onPaint: {
            var ctx = getContext("2d")
            ctx.reset()
            var g = root._geom
            if (width <= 0 || height <= 0 || g.width <= 0) return
            var px = root.fontPixelSize
            var n = g.xs.length
            var xs = g.xs, left = g.left, top = g.top, pw = g.width, ph = g.height
            var right = left + pw, bottom = top + ph, pad = g.pad
            function yOf(v) { return root._yOf(g, v) }
            var i, s

            // plot background band + grid
            ctx.fillStyle = Qt.darker(root.backgroundColor, 1.025)
            ctx.fillRect(left, top, pw, ph)
            ctx.lineWidth = 1
            ctx.strokeStyle = root.gridColor
            for (i = 0; i < g.ticks.length; ++i) {
                var gy = Math.round(g.ticks[i].y) + 0.5
                ctx.beginPath(); ctx.moveTo(left, gy); ctx.lineTo(right, gy); ctx.stroke()
            }
            for (s = 0; s < n; ++s) {
                var gx = Math.round(xs[s]) + 0.5
                ctx.beginPath(); ctx.moveTo(gx, top); ctx.lineTo(gx, bottom); ctx.stroke()
            }
            // axis lines
            ctx.strokeStyle = Qt.darker(root.gridColor, 1.35)
            ctx.beginPath(); ctx.moveTo(left + 0.5, top); ctx.lineTo(left + 0.5, bottom); ctx.lineTo(right, bottom); ctx.stroke()

            // hovered stage guide
            if (root._hoverIndex >= 0 && root._hoverIndex < n) {
                ctx.fillStyle = Qt.rgba(root.textColor.r, root.textColor.g, root.textColor.b, 0.07)
                var bw = n > 1 ? (pw - 2 * pad) / (n - 1) * 0.6 : px * 3
                ctx.fillRect(xs[root._hoverIndex] - bw / 2, top, bw, ph)
            }

            // data
            var list = root._seriesList()
            if (isNaN(root._stats.min)) return
            ctx.save()
            ctx.beginPath()
            ctx.rect(0, 0, left + (pw + px) * root._progress, height)
            ctx.clip()
            var r = Math.max(3, px * 0.32)
            for (var k = 0; k < list.length; ++k) {
                var times = root._stats.values[k]
                var col = root._colorOf(list[k], k)
                ctx.strokeStyle = col
                ctx.lineWidth = Math.max(2, px * 0.2)
                ctx.lineJoin = "round"
                ctx.lineCap = "round"
                ctx.beginPath()
                var open = false
                for (s = 0; s < Math.min(n, times.length); ++s) {
                    if (times[s] === null) { open = false; continue }
                    var py = yOf(times[s])
                    if (open) ctx.lineTo(xs[s], py); else ctx.moveTo(xs[s], py)
                    open = true
                }
                ctx.stroke()
                for (s = 0; s < Math.min(n, times.length); ++s) {
                    if (times[s] === null) continue
                    root._marker(ctx, k, xs[s], yOf(times[s]), s === root._hoverIndex ? r * 1.35 : r)
                    ctx.fillStyle = col
                    ctx.fill()
                    ctx.lineWidth = 1.5
                    ctx.strokeStyle = root.backgroundColor
                    ctx.stroke()
                }
            }
            ctx.restore()
        }

        // y tick labels
        Repeater {
            model: root._geom.ticks
            delegate: Text {
                required property var modelData
                x: root._geom.left - root.fontPixelSize * 0.5 - width
                y: modelData.y - height / 2
                text: modelData.label
                color: root.mutedTextColor
                font: tickMetrics.font
            }
        }
        // x (stage) labels
        Repeater {
            model: root._geom.xs.length
            delegate: Text {
                required property int index
                visible: index % root._geom.every === 0 || index === root._geom.xs.length - 1
                x: root._geom.xs[index] - width / 2
                y: root._geom.top + root._geom.height + root.fontPixelSize * 0.4
                text: root._stageLabel(index)
                color: index === root.hoveredStage ? root.textColor : root.mutedTextColor
                font: tickMetrics.font
            }
        }
        // y axis title
        Text {
            id: axisTitle
            text: root.relativeToLeader ? qsTr("Gap to leader (s)") : qsTr("GC time (s)")
            color: root.textColor
            font.pixelSize: root.fontPixelSize
            rotation: -90
            x: root.fontPixelSize * 0.1 - width / 2 + height / 2
            y: root._geom.top + root._geom.height / 2 - height / 2
        }
        Text {
            anchors.centerIn: parent
            visible: isNaN(root._stats.min)
            text: qsTr("No times yet")
            color: root.mutedTextColor
            font.pixelSize: root.fontPixelSize
        }

        MouseArea {
            id: mouse
            anchors.fill: parent
            hoverEnabled: true
            acceptedButtons: Qt.NoButton
            onPositionChanged: (m) => {
                var xs = root._geom.xs
                var best = -1, bestD = Infinity
                for (var i = 0; i < xs.length; ++i) {
                    var d = Math.abs(xs[i] - m.x)
                    if (d < bestD) { bestD = d; best = i }
                }
                root._hoverIndex = best
            }
            onExited: root._hoverIndex = -1
        }

        // tooltip for the hovered stage
        Rectangle {
            id: tip
            objectName: "gcTooltip"
            readonly property var rows: root.hoveredStage >= 0 ? root._tipRows(root.hoveredStage) : []
            visible: opacity > 0
            opacity: root.hoveredStage >= 0 && rows.length > 0 ? 1 : 0
            Behavior on opacity {
                enabled: root._animate
                NumberAnimation { duration: root._ms(120) }
            }
            width: tipColumn.implicitWidth + root.fontPixelSize * 1.2
            height: tipColumn.implicitHeight + root.fontPixelSize * 0.9
            radius: root.fontPixelSize * 0.5
            color: "#fffdf7"
            border.color: Qt.darker(root.gridColor, 1.3)
            readonly property real anchorX: root.hoveredStage >= 0 && root.hoveredStage < root._geom.xs.length
                                            ? root._geom.xs[root.hoveredStage] : 0
            x: anchorX + width + root.fontPixelSize < canvas.width ? anchorX + root.fontPixelSize * 0.8
                                                                   : anchorX - width - root.fontPixelSize * 0.8
            y: root._geom.top + root.fontPixelSize * 0.4
            Column {
                id: tipColumn
                anchors.centerIn: parent
                spacing: root.fontPixelSize * 0.2
                Text {
                    text: root.hoveredStage >= 0 ? root._stageLabel(root.hoveredStage) : ""
                    font.pixelSize: root.fontPixelSize
                    font.bold: true
                    color: root.textColor
                }
                Repeater {
                    model: tip.rows
                    delegate: Row {
                        id: tipRow
                        required property var modelData
                        spacing: root.fontPixelSize * 0.5
                        Rectangle {
                            width: root.fontPixelSize * 0.7; height: width; radius: width / 2
                            anchors.verticalCenter: parent.verticalCenter
                            color: tipRow.modelData.color
                        }
                        Text {
                            text: tipRow.modelData.name
                            width: Math.max(implicitWidth, root.fontPixelSize * 5)
                            font.pixelSize: root.fontPixelSize * 0.92
                            color: root.textColor
                        }
                        Text {
                            text: tipRow.modelData.time
                            width: Math.max(implicitWidth, root.fontPixelSize * 3)
                            horizontalAlignment: Text.AlignRight
                            font.pixelSize: root.fontPixelSize * 0.92
                            font.features: { "tnum": 1 }
                            color: root.textColor
                        }
                        Text {
                            text: tipRow.modelData.gap
                            width: Math.max(implicitWidth, root.fontPixelSize * 3)
                            horizontalAlignment: Text.AlignRight
                            font.pixelSize: root.fontPixelSize * 0.92
                            font.features: { "tnum": 1 }
                            color: root.mutedTextColor
                        }
                    }
                }
            }
        }
    }

    FontMetrics {
        id: tickMetrics
        font.pixelSize: Math.round(root.fontPixelSize * 0.92)
        font.features: { "tnum": 1 }
    }

    function _yOf(g, v) { return g.top + (v - g.lo) / (g.hi - g.lo) * g.height }

    function _computeGeom(w, h, stats, labels, ser, px, tickFont) {
        var top = px * 0.6
        var ph = Math.max(1, h - px * 1.9 - top)
        var ax = _axis(Math.max(2, Math.floor(ph / (px * 2.4)) + 1))
        var n = Math.max(1, _stageCount())
        var ticks = []
        var labelW = 0
        for (var t = ax.lo; t <= ax.hi + ax.step * 0.001; t += ax.step) {
            var label = _formatTime(t)
            ticks.push({ value: t, label: label })
            labelW = Math.max(labelW, tickMetrics.advanceWidth(label))
        }
        var left = px * 1.9 + labelW + px * 0.6
        var pw = Math.max(1, w - px * 0.4 - left)
        var pad = n > 1 ? Math.min(px * 2, pw * 0.06) : 0
        var xs = []
        for (var s = 0; s < n; ++s)
            xs.push(n === 1 ? left + pw / 2 : left + pad + s * (pw - 2 * pad) / (n - 1))
        var g = { left: left, top: top, width: pw, height: ph, pad: pad, xs: xs,
                  lo: ax.lo, hi: ax.hi, ticks: ticks,
                  every: Math.max(1, Math.ceil(n / Math.max(1, Math.floor(pw / (px * 3.2))))) }
        for (var i = 0; i < ticks.length; ++i) ticks[i].y = _yOf(g, ticks[i].value)
        return g
    }

    on_GeomChanged: canvas.requestPaint()

    function _tipRows(stage) {
        var list = _seriesList()
        var rows = [], out = []
        var best = Infinity
        for (var k = 0; k < list.length; ++k) {
            var v = _timesOf(list[k])[stage]
            var c = _colorOf(list[k], k)
            var name = list[k].name !== undefined ? String(list[k].name) : ""
            if (_isTime(v)) {
                rows.push({ name: name, color: c, value: Number(v) })
                best = Math.min(best, Number(v))
            } else if (stage < _timesOf(list[k]).length) {
                out.push({ name: name, color: c, time: qsTr("out"), gap: "" })
            }
        }
        rows.sort(function(a, b) { return a.value - b.value })
        var result = []
        for (var i = 0; i < rows.length; ++i) {
            var gap = rows[i].value - best
            result.push({ name: rows[i].name, color: rows[i].color, time: _formatTime(rows[i].value),
                          gap: gap > 0 ? "+" + _formatTime(gap) : "" })
        }
        return result.concat(out)
    }
}
