import QtQuick

// A results dialog's chart, drawn a frame after the dialog (issue 26): the chart is the dialog's costly part, and
// the frame that shows the game's end should not wait for it. Its place is laid out at once, as big as the chart
// asks, and the chart fills it once a frame with the rest of the dialog has been drawn: nothing moves then.
// Lay it out as the chart itself would be.
//
// API
//   chart: var              the presenter's chart: title, xTitle, yTitle, categories, series
//   chartName: string       the chart item's objectName
//   fontPixelSize: int      its texts' size
Item {
    id: place

    property var chart: ({})
    property alias chartName: drawn.objectName
    property alias fontPixelSize: drawn.fontPixelSize
    property bool shown: false

    function show() { shown = true }

    implicitWidth: drawn.implicitWidth  // the layout gives the place what it would give the chart
    implicitHeight: drawn.implicitHeight

    Connections {
        target: place.Window.window
        enabled: !place.shown
        function onAfterAnimating() { Qt.callLater(place.show) }
    }

    SeriesChart {
        id: drawn
        // not drawn yet: no width and unseen (hiding it would make its heading's height loop as it shows)
        width: place.shown ? place.width : 0
        height: place.height
        opacity: place.shown ? 1 : 0
        title: place.chart.title || ""
        xTitle: place.chart.xTitle || ""
        yTitle: place.chart.yTitle || ""
        categories: place.shown ? place.chart.categories || [] : []
        series: place.shown ? place.chart.series || [] : []
    }
}
