// Standings / results table.
//
// API
//   title: string
//   rows: list<object>          [{ rank, name, color, time, gap, extra, bonus, place }]
//                               values may be strings or numbers; empty / null / undefined shows "–"
//   columns: list<string>       keys to show, in order (default: all of
//                               "rank", "name", "time", "gap", "extra", "bonus", "place")
//   highlightName: string       optional: row whose name equals this gets a subtle outline
//                               (e.g. the player whose turn it is)
//   backgroundColor, textColor, mutedTextColor, lineColor, leaderColor: color
//   fontPixelSize: int          base text size; row height and column widths follow it
//   readonly count: int         number of rows
//   headerText(key) -> string   translated header for a column key
//   cellText(value) -> string   how a cell value is displayed
//
// A rank of 1 gets the leader (yellow jersey) accent. The list scrolls when the item is
// smaller than its implicitHeight.
pragma ComponentBehavior: Bound

import QtQuick

Item {
    id: root

    property string title: ""
    property var rows: []
    property var columns: ["rank", "name", "time", "gap", "extra", "bonus", "place"]
    property string highlightName: ""
    property color backgroundColor: "#fbf6ec"
    property color textColor: "#3a2a1f"
    property color mutedTextColor: "#86705c"
    property color lineColor: "#e3d6bf"
    property color leaderColor: "#f5c518"
    property int fontPixelSize: 14

    readonly property int count: rows ? rows.length : 0

    implicitWidth: _tableWidth + 2 * _pad
    implicitHeight: _pad + titleText.height + (titleText.visible ? _pad * 0.6 : 0)
                    + headerRow.height + Math.max(1, count) * _rowHeight + _pad

    function headerText(key) {
        switch (key) {
        case "rank": return qsTr("Rank")
        case "name": return qsTr("Rider")
        case "time": return qsTr("Time")
        case "gap": return qsTr("Gap")
        case "extra": return qsTr("Extra")
        case "bonus": return qsTr("Bonus")
        case "place": return qsTr("Stage place")
        }
        return String(key)
    }

    function cellText(value) {
        if (value === undefined || value === null) return "\u2013"
        var s = String(value)
        return s.trim().length === 0 ? "\u2013" : s
    }

    // ---- internals -------------------------------------------------------
    readonly property real _pad: fontPixelSize
    readonly property real _rowHeight: Math.round(fontPixelSize * 2.3)
    readonly property var _cols: (columns && columns.length > 0) ? columns
                                 : ["rank", "name", "time", "gap", "extra", "bonus", "place"]

    function _isLeader(row) { return row && row.rank !== undefined && row.rank !== null && String(row.rank).trim() === "1" }

    function _alignRight(key) { return key !== "name" }

    // width of a column: wide enough for its header and its widest cell
    function _colWidth(key, rowsArg, fontSize) {
        var w = headerMetrics.advanceWidth(headerText(key))
        var r = rowsArg || []
        for (var i = 0; i < r.length; ++i) {
            var v = r[i] ? r[i][key] : undefined
            w = Math.max(w, (key === "name" ? nameMetrics : cellMetrics).advanceWidth(cellText(v)))
        }
        if (key === "name") w = Math.max(w + fontSize * 1.6, fontSize * 9)   // swatch + minimum
        if (key === "rank") w = Math.max(w, fontSize * 2.2)
        return Math.ceil(w + fontSize * 1.2)
    }

    readonly property var _widths: {
        var out = {}
        for (var i = 0; i < _cols.length; ++i) out[_cols[i]] = _colWidth(_cols[i], rows, fontPixelSize)
        return out
    }
    readonly property real _tableWidth: {
        var w = 0
        for (var i = 0; i < _cols.length; ++i) w += _widths[_cols[i]]
        return w
    }
    // the name column takes any extra horizontal space
    readonly property real _extra: Math.max(0, width - 2 * _pad - _tableWidth)
    function _widthOf(key) { return (_widths[key] || 0) + (key === "name" ? _extra : 0) }

    FontMetrics { id: headerMetrics; font.pixelSize: Math.round(root.fontPixelSize * 0.85); font.bold: true }
    FontMetrics { id: cellMetrics; font.pixelSize: root.fontPixelSize; font.features: { "tnum": 1 } }
    FontMetrics { id: nameMetrics; font.pixelSize: root.fontPixelSize; font.bold: true }

    Rectangle {
        anchors.fill: parent
        radius: root.fontPixelSize * 0.8
        color: root.backgroundColor
        border.color: Qt.darker(root.backgroundColor, 1.12)
    }

    Text {
        id: titleText
        x: root._pad
        y: root._pad
        width: parent.width - 2 * root._pad
        visible: text.length > 0
        height: visible ? implicitHeight : 0
        text: root.title
        color: root.textColor
        font.pixelSize: Math.round(root.fontPixelSize * 1.3)
        font.bold: true
        elide: Text.ElideRight
    }

    // header row
    Item {
        id: headerRow
        x: root._pad
        y: titleText.y + titleText.height + (titleText.visible ? root._pad * 0.6 : 0)
        width: parent.width - 2 * root._pad
        height: Math.round(root.fontPixelSize * 2)
        Row {
            anchors.fill: parent
            Repeater {
                model: root._cols
                delegate: Text {
                    required property string modelData
                    width: root._widthOf(modelData)
                    height: parent.height
                    leftPadding: root.fontPixelSize * 0.6
                    rightPadding: root.fontPixelSize * 0.6
                    verticalAlignment: Text.AlignVCenter
                    horizontalAlignment: root._alignRight(modelData) ? Text.AlignRight : Text.AlignLeft
                    text: root.headerText(modelData)
                    color: root.mutedTextColor
                    font.pixelSize: Math.round(root.fontPixelSize * 0.85)
                    font.bold: true
                    elide: Text.ElideRight
                }
            }
        }
        Rectangle {
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            height: Math.max(1, root.fontPixelSize * 0.12)
            color: Qt.darker(root.lineColor, 1.2)
        }
    }

    ListView {
        id: list
        objectName: "standingsList"
        currentIndex: -1  // no current item to track (see GameLog.qml)
        highlightFollowsCurrentItem: false
        x: root._pad
        y: headerRow.y + headerRow.height
        width: parent.width - 2 * root._pad
        height: Math.max(0, parent.height - y - root._pad)
        clip: true
        interactive: contentHeight > height
        boundsBehavior: Flickable.StopAtBounds
        model: root.rows
        delegate: Rectangle {
            id: rowItem
            required property var modelData
            required property int index
            readonly property bool leader: root._isLeader(modelData)
            readonly property bool marked: root.highlightName.length > 0 && modelData
                                            && String(modelData.name) === root.highlightName
            objectName: "standingsRow"
            width: list.width
            height: root._rowHeight
            color: leader ? Qt.rgba(root.leaderColor.r, root.leaderColor.g, root.leaderColor.b, 0.22)
                          : index % 2 === 1 ? Qt.darker(root.backgroundColor, 1.04) : root.backgroundColor
            border.width: marked ? Math.max(1, root.fontPixelSize * 0.12) : 0
            border.color: Qt.darker(root.lineColor, 1.6)

            Rectangle {   // leader jersey accent bar
                visible: rowItem.leader
                width: Math.max(3, root.fontPixelSize * 0.3)
                height: parent.height
                color: root.leaderColor
            }

            Row {
                anchors.fill: parent
                Repeater {
                    model: root._cols
                    delegate: Item {
                        id: cell
                        required property string modelData
                        readonly property string key: modelData
                        width: root._widthOf(key)
                        height: rowItem.height

                        Rectangle {
                            id: swatch
                            visible: cell.key === "name"
                            readonly property bool hasColor: !!(rowItem.modelData && rowItem.modelData.color)
                            x: root.fontPixelSize * 0.6
                            anchors.verticalCenter: parent.verticalCenter
                            width: root.fontPixelSize * 0.85
                            height: width
                            radius: width / 2
                            color: hasColor ? rowItem.modelData.color : "transparent"
                            border.color: hasColor ? Qt.darker(color, 1.4) : root.lineColor
                            border.width: 1
                        }
                        Text {
                            anchors.fill: parent
                            leftPadding: cell.key === "name" ? swatch.x + swatch.width + root.fontPixelSize * 0.5
                                                              : root.fontPixelSize * 0.6
                            rightPadding: root.fontPixelSize * 0.6
                            verticalAlignment: Text.AlignVCenter
                            horizontalAlignment: root._alignRight(cell.key) ? Text.AlignRight : Text.AlignLeft
                            text: root.cellText(rowItem.modelData ? rowItem.modelData[cell.key] : undefined)
                            color: (cell.key === "gap" || cell.key === "extra" || cell.key === "place") && !rowItem.leader
                                   ? root.mutedTextColor : root.textColor
                            font.pixelSize: root.fontPixelSize
                            font.bold: cell.key === "name" || (cell.key === "rank" && rowItem.leader)
                            font.features: { "tnum": 1 }
                            elide: Text.ElideRight
                        }
                    }
                }
            }
            Rectangle {
                anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                height: 1
                color: root.lineColor
            }
        }

        Text {
            anchors.centerIn: parent
            visible: root.count === 0
            text: qsTr("No results yet")
            color: root.mutedTextColor
            font.pixelSize: root.fontPixelSize
        }
    }
}
