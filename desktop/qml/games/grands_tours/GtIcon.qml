import QtQuick
import "../.."

// A simple drawn picture for the cards that are not stages: camp (a tent),
// rest day (a moon over a bed), Removal (a die knocked off a card), Swap
// (two arrows crossing) and Duplicates allowed (two dice showing the same face).
Canvas {
    id: icon

    property string kind: ""
    readonly property color ink: "#4b3a2a"
    readonly property color accent: "#8a4fb8"

    onKindChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    function die(ctx, x, y, s, pips, fill) {
        ctx.fillStyle = fill
        ctx.strokeStyle = ink
        ctx.lineWidth = Math.max(1.5, s * 0.06)
        ctx.beginPath()
        ctx.roundedRect(x, y, s, s, s * 0.18, s * 0.18)
        ctx.fill()
        ctx.stroke()
        ctx.fillStyle = ink
        const spots = { 1: [[0.5, 0.5]], 2: [[0.28, 0.28], [0.72, 0.72]], 3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
                        4: [[0.28, 0.28], [0.72, 0.28], [0.28, 0.72], [0.72, 0.72]] }[pips]
        for (const p of spots) {
            ctx.beginPath()
            ctx.arc(x + p[0] * s, y + p[1] * s, s * 0.09, 0, 2 * Math.PI)
            ctx.fill()
        }
    }
    function arrow(ctx, x0, y0, x1, y1, head) {
        ctx.beginPath()
        ctx.moveTo(x0, y0)
        ctx.lineTo(x1, y1)
        ctx.stroke()
        const a = Math.atan2(y1 - y0, x1 - x0)
        ctx.beginPath()
        ctx.moveTo(x1, y1)
        ctx.lineTo(x1 - head * Math.cos(a - 0.5), y1 - head * Math.sin(a - 0.5))
        ctx.lineTo(x1 - head * Math.cos(a + 0.5), y1 - head * Math.sin(a + 0.5))
        ctx.closePath()
        ctx.fill()
    }

    onPaint: {
        const ctx = getContext("2d")
        const w = width, h = height
        ctx.reset()
        ctx.lineJoin = "round"
        ctx.lineCap = "round"
        ctx.strokeStyle = ink
        ctx.fillStyle = ink
        ctx.lineWidth = Math.max(2, w * 0.04)
        if (kind === "camp") {  // a tent on the ground, its door open
            ctx.fillStyle = "#e08a2c"
            ctx.beginPath()
            ctx.moveTo(w * 0.5, h * 0.08); ctx.lineTo(w * 0.92, h * 0.88); ctx.lineTo(w * 0.08, h * 0.88); ctx.closePath()
            ctx.fill(); ctx.stroke()
            ctx.fillStyle = "#4b3a2a"
            ctx.beginPath()
            ctx.moveTo(w * 0.5, h * 0.42); ctx.lineTo(w * 0.64, h * 0.88); ctx.lineTo(w * 0.36, h * 0.88); ctx.closePath()
            ctx.fill()
            ctx.beginPath(); ctx.moveTo(w * 0.02, h * 0.92); ctx.lineTo(w * 0.98, h * 0.92); ctx.stroke()
        } else if (kind === "rest") {  // a crescent moon over a bed
            ctx.fillStyle = "#e9c46a"
            ctx.beginPath(); ctx.arc(w * 0.7, h * 0.26, h * 0.2, 0, 2 * Math.PI); ctx.fill()
            ctx.fillStyle = "#e9efe6"
            ctx.beginPath(); ctx.arc(w * 0.78, h * 0.2, h * 0.17, 0, 2 * Math.PI); ctx.fill()
            ctx.fillStyle = "#3d7cc9"
            ctx.beginPath(); ctx.roundedRect(w * 0.1, h * 0.6, w * 0.8, h * 0.18, 4, 4); ctx.fill()
            ctx.fillStyle = "#ffffff"
            ctx.beginPath(); ctx.roundedRect(w * 0.12, h * 0.5, w * 0.22, h * 0.12, 4, 4); ctx.fill(); ctx.stroke()
            ctx.beginPath()
            ctx.moveTo(w * 0.1, h * 0.42); ctx.lineTo(w * 0.1, h * 0.95)
            ctx.moveTo(w * 0.9, h * 0.6); ctx.lineTo(w * 0.9, h * 0.95)
            ctx.moveTo(w * 0.1, h * 0.78); ctx.lineTo(w * 0.9, h * 0.78)
            ctx.stroke()
        } else if (kind === "removal") {  // a die knocked off the card, towards the grupetto
            ctx.fillStyle = "#f7f1e3"
            ctx.beginPath(); ctx.roundedRect(w * 0.06, h * 0.1, w * 0.46, h * 0.8, 5, 5); ctx.fill(); ctx.stroke()
            die(ctx, w * 0.56, h * 0.38, h * 0.42, 4, "#d8342c")
            ctx.strokeStyle = accent; ctx.fillStyle = accent
            arrow(ctx, w * 0.3, h * 0.5, w * 0.58, h * 0.5, h * 0.16)
        } else if (kind === "swap") {  // two arrows crossing over
            ctx.strokeStyle = accent; ctx.fillStyle = accent
            arrow(ctx, w * 0.1, h * 0.3, w * 0.9, h * 0.3, h * 0.2)
            ctx.strokeStyle = "#3d7cc9"; ctx.fillStyle = "#3d7cc9"
            arrow(ctx, w * 0.9, h * 0.7, w * 0.1, h * 0.7, h * 0.2)
        } else if (kind === "duplicates") {  // two dice, one face
            die(ctx, w * 0.08, h * 0.16, h * 0.6, 3, "#ffffff")
            die(ctx, w * 0.44, h * 0.3, h * 0.6, 3, "#e9c46a")
        }
    }
}
