import QtQuick
import QtQuick.Controls
import "../.."

// One classification after every round: a line per team, higher is better.
// series: [{ name, color, values: [int per round] }], labels: [string per round].
Rectangle {
    id: chart

    property string title: ""
    property var series: []
    property var labels: []
    readonly property int rounds: labels.length
    readonly property int highest: {
        let m = 1
        for (const s of series) for (const v of s.values) m = Math.max(m, v)
        return m
    }

    color: "#fbf6ec"
    radius: Theme.px(8)
    border.color: Theme.line

    onSeriesChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()

    Label {
        id: heading
        anchors { left: parent.left; top: parent.top; margins: Theme.px(8) }
        text: chart.title
        font.pixelSize: Theme.fontBody
        font.bold: true
        color: Theme.ink
    }
    Label {
        anchors { right: parent.right; top: parent.top; margins: Theme.px(8) }
        text: qsTr("max %1").arg(chart.highest)
        font.pixelSize: Theme.fontSmall
        color: Theme.inkSoft
    }
    Label {
        anchors { left: canvas.left; top: canvas.bottom; topMargin: Theme.px(2) }
        text: chart.labels.length ? chart.labels[0] : ""
        font.pixelSize: Math.max(9, Theme.fontSmall - 2)
        color: Theme.inkSoft
    }
    Label {
        anchors { right: canvas.right; top: canvas.bottom; topMargin: Theme.px(2) }
        text: chart.labels.length ? chart.labels[chart.labels.length - 1] : ""
        font.pixelSize: Math.max(9, Theme.fontSmall - 2)
        color: Theme.inkSoft
    }
    Canvas {
        id: canvas
        anchors { left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom }
        anchors { leftMargin: Theme.px(12); rightMargin: Theme.px(12); topMargin: Theme.px(6); bottomMargin: Theme.px(22) }
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const n = Math.max(2, chart.rounds)
            const xOf = i => i * width / (n - 1)
            const yOf = v => height - 3 - v * (height - 6) / chart.highest
            ctx.strokeStyle = "#e6dac4"
            ctx.lineWidth = 1
            for (let v = 0; v <= chart.highest; v += Math.max(1, Math.ceil(chart.highest / 4))) {
                ctx.beginPath(); ctx.moveTo(0, yOf(v)); ctx.lineTo(width, yOf(v)); ctx.stroke()
            }
            chart.series.forEach((s, k) => {
                const dy = (k - (chart.series.length - 1) / 2) * 1.5  // equal lines stay apart
                for (const pass of [0, 1]) {  // a dark edge under each line keeps light colours visible
                    ctx.strokeStyle = pass === 0 ? "rgba(0,0,0,0.35)" : s.color
                    ctx.lineWidth = pass === 0 ? 4.5 : 2.5
                    ctx.beginPath()
                    s.values.forEach((v, i) => {
                        if (i === 0) ctx.moveTo(xOf(i), yOf(v) + dy)
                        else ctx.lineTo(xOf(i), yOf(v) + dy)
                    })
                    ctx.stroke()
                }
            })
        }
    }
}
