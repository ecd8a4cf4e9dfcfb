import QtQuick
import "../.."

// VP of each player at the end of every round: one line per player.
Item {
    id: chart

    property string title: ""
    property var labels: []  // x axis: one per round
    property var series: []  // [{ name, color, values: [int, ...] }]

    readonly property real padTop: Theme.px(26)
    readonly property real padLeft: Theme.px(34)
    readonly property real padBottom: Theme.px(22)
    readonly property real padRight: Theme.px(18)
    readonly property int maxValue: {
        let m = 5
        for (const s of series) for (const v of s.values) m = Math.max(m, v)
        return Math.ceil(m / 5) * 5
    }

    onSeriesChanged: canvas.requestPaint()
    onLabelsChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()

    Rectangle { anchors.fill: parent; color: "#fbf6ec"; radius: Theme.px(6); border.color: Theme.line }

    Text {
        x: chart.padLeft; y: Theme.px(5)
        text: chart.title
        font.pixelSize: Theme.fontSmall
        font.bold: true
        color: Theme.ink
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const w = width - chart.padLeft - chart.padRight, h = height - chart.padTop - chart.padBottom
            const n = chart.labels.length
            if (n === 0 || w <= 0 || h <= 0) return
            const x = i => chart.padLeft + (n === 1 ? w / 2 : w * i / (n - 1))
            const y = v => chart.padTop + h - h * v / chart.maxValue
            ctx.font = Theme.px(10) + "px sans-serif"
            ctx.fillStyle = "#86705c"
            ctx.strokeStyle = "#e6dac4"
            ctx.lineWidth = 1
            const step = chart.maxValue > 50 ? 20 : chart.maxValue > 20 ? 10 : 5
            for (let v = 0; v <= chart.maxValue; v += step) {
                ctx.beginPath(); ctx.moveTo(chart.padLeft, y(v)); ctx.lineTo(chart.padLeft + w, y(v)); ctx.stroke()
                ctx.fillText(String(v), Theme.px(6), y(v) + Theme.px(4))
            }
            for (let i = 0; i < n; ++i)
                ctx.fillText(chart.labels[i], x(i) - Theme.px(8), height - Theme.px(6))
            for (const s of chart.series) {
                ctx.strokeStyle = s.color
                ctx.fillStyle = s.color
                ctx.lineWidth = Theme.px(3)
                ctx.beginPath()
                s.values.forEach((v, i) => i === 0 ? ctx.moveTo(x(i), y(v)) : ctx.lineTo(x(i), y(v)))
                ctx.stroke()
                s.values.forEach((v, i) => { ctx.beginPath(); ctx.arc(x(i), y(v), Theme.px(3.5), 0, 2 * Math.PI); ctx.fill() })
            }
        }
    }
}
