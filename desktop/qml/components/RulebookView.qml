// Markdown rulebook viewer: table of contents, search, rendered text.
//
// API
//   markdown: string                 the rulebook (CommonMark / GitHub flavour)
//   markdownReader: function(text) -> string
//                                    reads Markdown as HTML in one pass (Qt's QTextDocument.setMarkdown, then its
//                                    HTML; the app's shelf.markdownHtml, which also keeps what it read). Without it
//                                    the view reads through a hidden TextEdit, whose switch to rich text reads the
//                                    text a second time.
//   readonly markdownReads: int      how many times the view has turned Markdown into HTML (tests count them)
//   title: string                    shown at the left of the search bar (default "Rules")
//   animationScale: real             0 = jump instantly when scrolling to a heading / match
//   fontPixelSize: int               body text size
//   maxTextWidth: real               maximum width of the text column (comfortable line length)
//   tocVisible: bool                 show the contents column (default: when there is room and headings)
//   backgroundColor, paperColor, textColor, mutedTextColor, lineColor, accentColor,
//   matchColor, currentMatchColor: color
//   searchText: string (alias)       text of the search field
//   readonly headings: list<object>  [{ level: 2|3, text, position, id }] from "##" / "###" headings;
//                                    position = character index in the rendered plain text (-1 if not found)
//   readonly sections: list<string>  ids of the headings (any level) written as "## Title {#id}"; the id
//                                    never shows: the viewer takes it off the heading before rendering
//   section: string                  a section id to open at: set it (e.g. from a rule link) and the view
//                                    scrolls to that heading once the text is laid out (and on every change)
//   scrollToSection(id) -> bool      scroll so that the heading with that id is at the top
//   readonly matchCount: int         number of search matches
//   readonly currentMatch: int       index of the highlighted match, -1 if none
//   readonly currentHeading: int     index of the heading of the section at the top of the view
//   readonly contentY: real          vertical scroll position of the text
//   scrollToHeading(index)           scroll so that heading `index` is at the top
//   findNext(), findPrevious()       move to the next / previous match (wraps around)
//   focusSearch()                    give the search field keyboard focus
//   headingY(index) -> real          y of a heading inside the scrolled text (for tests)
//   signal linkActivated(string link)
//
// Keys in the search field: Enter / Down = next match, Shift+Enter / Up = previous, Esc = clear.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Shapes

Item {
    id: root

    property string markdown: ""
    property var markdownReader: null
    readonly property int markdownReads: _reads
    property string title: qsTr("Rules")
    property real animationScale: 1
    property int fontPixelSize: 15
    property real maxTextWidth: fontPixelSize * 44   // ~85 Latin or 44 Japanese characters; tables need the room
    property bool tocVisible: _headings.length > 0 && width >= fontPixelSize * 38
    property color backgroundColor: "#efe5d2"
    property color paperColor: "#fdf9f1"
    property color textColor: "#33261c"
    property color mutedTextColor: "#86705c"
    property color lineColor: "#dccdb2"
    property color accentColor: "#a4552a"
    property color matchColor: "#ffe79a"
    property color currentMatchColor: "#ffb14a"

    property string section: ""
    property alias searchText: searchField.text
    readonly property var headings: _headings
    readonly property var sections: Object.keys(_anchors)
    readonly property int matchCount: _matches.length
    readonly property int currentMatch: _current
    readonly property int currentHeading: _currentHeading()
    readonly property real contentY: flick.contentY

    signal linkActivated(string link)

    implicitWidth: fontPixelSize * 60
    implicitHeight: fontPixelSize * 36

    function scrollToHeading(index) {
        if (index < 0 || index >= _headings.length) return
        var pos = _headings[index].position
        if (pos < 0) return
        _holdSection = false
        _scrollTo(_contentYOf(pos) - fontPixelSize * 0.6)
        _pinnedHeading = index     // stays current even if the end of the text stops the scroll
    }

    function scrollToSection(id) {
        var pos = _anchors[id]
        if (pos === undefined || pos < 0) return false
        _scrollTo(_contentYOf(pos) - fontPixelSize * 0.6)
        var idx = -1
        for (var i = 0; i < _headings.length; ++i)
            if (_headings[i].position >= 0 && _headings[i].position <= pos) idx = i
        _pinnedHeading = idx
        return true
    }

    // Opening at a section holds the heading at the top while the text is still being laid out (the
    // window settling its size); the reader's first scroll, search or contents click lets go.
    property bool _holdSection: false
    onSectionChanged: { _holdSection = section !== ""; if (_holdSection) Qt.callLater(_openSection) }
    function _openSection() { if (section !== "" && _holdSection) scrollToSection(section) }

    function findNext() { _step(1) }
    function findPrevious() { _step(-1) }
    function focusSearch() { searchField.forceActiveFocus(); searchField.selectAll() }

    function headingY(index) {
        if (index < 0 || index >= _headings.length || _headings[index].position < 0) return -1
        return _contentYOf(_headings[index].position)
    }

    // ---- internals -------------------------------------------------------
    property var _headings: []
    property var _anchors: ({})      // section id -> character index of its heading in the plain text
    property var _matches: []        // [{ start, end, i }] in document order
    property int _current: -1
    property string _plain: ""
    property int _layoutRev: 0
    property int _pinnedHeading: -1

    // y of a character position in the Flickable's content coordinates
    function _contentYOf(pos) {
        return paper.y + doc.y + doc.positionToRectangle(Math.max(0, Math.min(pos, doc.length))).y
    }

    function _ms(base) { return Math.max(1, Math.round(base * Math.max(0, animationScale))) }

    function _scrollTo(y) {
        var target = Math.max(0, Math.min(y, flick.contentHeight - flick.height))
        scrollAnim.stop()
        if (animationScale > 0) {
            scrollAnim.to = target
            scrollAnim.start()
        } else {
            flick.contentY = target
        }
    }

    // "## Title {#id}": the heading's level, text and id (id "" when it has none); null for other lines
    readonly property var _headingRe: /^\s{0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+\{#([A-Za-z0-9][\w-]*)\})?[ \t]*#*[ \t]*$/
    function _parseHeading(line) {
        var m = line.match(_headingRe)
        return m ? { level: m[1].length, text: m[2], id: m[3] || "" } : null
    }

    // strip inline Markdown from a heading so it matches the rendered text
    function _inlinePlain(s) {
        s = s.replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
        s = s.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        s = s.replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
        s = s.replace(/<[^>]+>/g, "")
        s = s.replace(/`+/g, "")
        s = s.replace(/(\*\*|__|~~)(.+?)\1/g, "$2")
        s = s.replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=$|[^\w*])/g, "$1$2")
        s = s.replace(/\\([\\`*_{}\[\]()#+\-.!>~|])/g, "$1")
        s = s.replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
        return s
    }

    // a heading's closing parenthesis stays whole on one line: "(3 or 4 players)", "（The Dice Road Race）"
    // wrap as a unit, after the title rather than inside it; and a short last word does not go down to a line
    // of its own ("The quest deck and the discard / pile" wraps as "... the / discard pile")
    function _wholeParenthesis(text) {
        text = text.replace(/([(（][^()（）]*[)）])[ \t]*$/, function(all, group) { return group.replace(/ /g, "\u00a0") })
        var words = text.replace(/^\s*#+/, "").trim().split(/[ \t]+/)
        if (words.length >= 3 && words[words.length - 1].length <= 12)
            text = text.replace(/[ \t]+(\S+)[ \t]*$/, "\u00a0$1")
        return text
    }

    // The Markdown as Qt should read it: heading ids taken off ("## Title {#id}" -> "## Title").
    function _prepared(md) {
        var lines = md.split(/\r?\n/)
        var fence = ""
        for (var i = 0; i < lines.length; ++i) {
            var line = lines[i]
            var f = line.match(/^\s{0,3}(`{3,}|~{3,})/)
            if (f) {
                if (fence === "") fence = f[1].charAt(0)
                else if (f[1].charAt(0) === fence) fence = ""
                continue
            }
            if (fence !== "") continue
            var h = _parseHeading(line)
            if (!h) continue
            if (h.id !== "") line = line.replace(/[ \t]+\{#[A-Za-z0-9][\w-]*\}/, "")
            lines[i] = _wholeParenthesis(line)
        }
        return lines.join("\n")
    }

    // Qt's Markdown import, in a Text Quick item, leaves paragraphs, lists and headings without vertical
    // margins. The Markdown is read by a hidden TextEdit, its HTML given margins in proportion to the font
    // and shown as rich text: the plain text (search, heading positions) stays the same.
    property int _reads: 0
    property string _readSource: ""   // the Markdown last read, and its HTML before margins (a new font size
    property string _readHtml: ""     // only gives new margins)
    function _read(md) {
        if (md === _readSource && _readHtml !== "") return _readHtml
        var text = _prepared(md)
        var html
        if (typeof markdownReader === "function") {
            html = markdownReader(text)
        } else {
            reader.text = text                      // read as Markdown...
            reader.textFormat = TextEdit.RichText   // ...and read again: Qt converts the document to HTML and back
            html = reader.getFormattedText(0, reader.length)
            reader.text = ""                        // empty before the switch back, which converts again
            reader.textFormat = TextEdit.MarkdownText
        }
        _reads++
        _readSource = md
        _readHtml = html
        return html
    }

    function _html(md) {
        var html = _read(md)
        var px = fontPixelSize
        var para = Math.round(px * 0.7), item = Math.round(px * 0.25)
        var before = Math.round(px * 1.3), after = Math.round(px * 0.6), title = Math.round(px * 0.9)
        var cellPx = Math.round(px * 0.9)   // tables a size smaller: more columns fit whole words
        html = html.replace(/<body style="[^"]*">/, "<body>")
        // a fragment's markers: Qt would import only what lies between them, and the title's block (it starts
        // inside it) would lose its margins
        html = html.replace(/<!--(Start|End)Fragment-->/g, "")
        // the book's title a little smaller than Qt's xx-large, so that titles fit narrow windows
        html = html.replace(/font-size:xx-large;/g, "font-size:" + Math.round(px * 1.6) + "px;")
        // a heading comes out as an <h1>..<h6> block (or, from some Qt versions, as a paragraph whose text starts
        // in a sized span: paragraph text has no size); cells of a table keep their paragraphs tight
        var first = true
        var margins = function(all, tag, attrs, style, sized) {
            var heading = tag.charAt(0) === "h" || (tag === "p" && sized !== undefined && sized !== "")
            var top = heading && !first ? before : 0
            var bottom = tag === "h1" ? title : heading ? after : tag === "li" ? item : para
            if (tag !== "li") first = false
            return "<" + tag + attrs + " style=\"" + _margin(_margin(style, "top", top), "bottom", bottom) + "\">"
                 + (sized || "")
        }
        html = html.split(/(<table[\s\S]*?<\/table>)/).map(function(part) {
            return part.indexOf("<table") === 0 ? part
                 : part.replace(/<(p|li|h[1-6])([^>]*?) style="([^"]*)">(<span style=" font-size:)?/g, margins)
        }).join("")
        // a heading block as a paragraph: its span sets the size, which the <h1>..<h6> tag would enlarge again
        html = html.replace(/<(\/?)h[1-6]([ >])/g, "<$1p$2")
        // lists and tables end with the same gap as a paragraph; a table starts with it too (the paragraph before
        // a table does not keep its own)
        html = html.replace(/<(ul|ol|table)([^>]*?) style="([^"]*)"/g, function(all, tag, attrs, style) {
            if (tag === "table") style = _margin(style, "top", para) + " font-size:" + cellPx + "px;"
            return "<" + tag + attrs + " style=\"" + _margin(style, "bottom", para) + "\""
        })
        return html
    }

    // a block's style with its top or bottom margin set to px (added when Qt wrote none)
    function _margin(style, side, px) {
        var re = new RegExp("margin-" + side + ":\\s*-?\\d+px;")
        var value = "margin-" + side + ":" + px + "px;"
        return re.test(style) ? style.replace(re, value) : style + " " + value
    }

    function _norm(s) { return s.replace(/\s+/g, " ").trim().toLowerCase() }

    function _rebuild() {
        _plain = doc.getText(0, doc.length).replace(/\u00a0/g, " ")   // search matches no-break spaces too
        // headings from the source
        var found = []
        var lines = root.markdown.split(/\r?\n/)
        var fence = ""
        for (var i = 0; i < lines.length; ++i) {
            var line = lines[i]
            var f = line.match(/^\s{0,3}(`{3,}|~{3,})/)
            if (f) {
                if (fence === "") fence = f[1].charAt(0)
                else if (f[1].charAt(0) === fence) fence = ""
                continue
            }
            if (fence !== "") continue
            var m = _parseHeading(line)
            if (!m) continue
            var t = _inlinePlain(m.text).trim()
            if (t.length > 0) found.push({ level: m.level, text: t, position: -1, id: m.id })
        }
        // locate each heading's paragraph in the rendered plain text, in document order
        var blocks = _plain.split(/[\u2029\n\ufdd0\ufdd1]/)   // paragraphs, lines, table starts and ends
        var offsets = [], off = 0
        for (i = 0; i < blocks.length; ++i) { offsets.push(off); off += blocks[i].length + 1 }
        var from = 0
        for (var h = 0; h < found.length; ++h) {
            var want = _norm(found[h].text)
            for (var b = from; b < blocks.length; ++b) {
                if (_norm(blocks[b]) === want) {
                    found[h].position = offsets[b]
                    from = b + 1
                    break
                }
            }
        }
        var anchors = {}
        var listed = []
        for (h = 0; h < found.length; ++h) {
            if (found[h].id !== "") anchors[found[h].id] = found[h].position
            if (found[h].level === 2 || found[h].level === 3) listed.push(found[h])
        }
        _anchors = anchors
        _headings = listed
        _search()
        _layoutRev++
    }

    function _search() {
        var q = searchField.text
        var out = []
        if (q.trim().length > 0) {
            var hay = _plain.toLowerCase()
            var needle = q.toLowerCase()
            var at = hay.indexOf(needle)
            while (at >= 0 && out.length < 2000) {
                out.push({ start: at, end: at + needle.length, i: out.length })
                at = hay.indexOf(needle, at + needle.length)
            }
        }
        _matches = out
        if (out.length === 0) { _current = -1; return }
        // first match at or below the top of the view
        var pick = _firstMatchBelow(flick.contentY)
        _goTo(pick < out.length ? pick : 0)
    }

    // index of the first match whose line is at or below content y (binary search;
    // matches are in document order so their y never decreases)
    function _firstMatchBelow(y) {
        var lo = 0, hi = _matches.length
        while (lo < hi) {
            var mid = (lo + hi) >> 1
            if (_contentYOf(_matches[mid].start) < y) lo = mid + 1
            else hi = mid
        }
        return lo
    }

    // Only matches around the visible page get highlight items (a one-letter search can match
    // thousands of times). The window moves in page steps so scrolling rarely rebuilds it.
    readonly property var _highlighted: {
        var rev = _layoutRev
        var page = Math.max(1, flick.height)
        var p = Math.floor(flick.contentY / page)
        if (_matches.length === 0) return []
        var from = _firstMatchBelow((p - 1) * page)
        var to = _firstMatchBelow((p + 2) * page)
        if (to - from > 400) {   // dense: the 400 from half a page above the view, in half-page steps
            var half = Math.floor(flick.contentY / (page / 2))
            from = Math.max(from, _firstMatchBelow((half - 1) * page / 2))
        }
        return _matches.slice(from, Math.min(to, from + 400))
    }

    function _step(delta) {
        if (_matches.length === 0) {
            if (searchField.text.length > 0) _search()
            return
        }
        _goTo((_current + delta + _matches.length) % _matches.length)
    }

    function _goTo(i) {
        _holdSection = false
        _current = i
        _pinnedHeading = -1
        var r = doc.positionToRectangle(_matches[i].start)
        var y = _contentYOf(_matches[i].start)
        if (y < flick.contentY + fontPixelSize || y + r.height > flick.contentY + flick.height - fontPixelSize)
            _scrollTo(y - flick.height / 3)
    }

    function _currentHeading() {
        var rev = _layoutRev          // re-evaluate after relayout
        if (_pinnedHeading >= 0 && _pinnedHeading < _headings.length) return _pinnedHeading
        var top = flick.contentY + fontPixelSize * 1.5
        var idx = -1
        for (var i = 0; i < _headings.length; ++i) {
            var y = headingY(i)
            if (y < 0) continue
            if (y <= top) idx = i
            else break
        }
        return idx < 0 && _headings.length > 0 ? 0 : idx
    }

    // rectangles covering a match (split when it wraps onto the next line)
    function _matchRects(m, rev) {
        if (m.end > doc.length) return []      // stale match while the text is being replaced
        var a = doc.positionToRectangle(m.start)
        var b = doc.positionToRectangle(m.end)
        if (Math.abs(a.y - b.y) < 1)
            return [{ x: a.x, y: a.y, w: Math.max(2, b.x - a.x), h: a.height }]
        return [{ x: a.x, y: a.y, w: Math.max(2, doc.width - a.x), h: a.height },
                { x: 0, y: b.y, w: Math.max(2, b.x), h: b.height }]
    }

    NumberAnimation {
        id: scrollAnim
        target: flick
        property: "contentY"
        duration: root._ms(260)
        easing.type: Easing.OutCubic
    }

    Rectangle {
        anchors.fill: parent
        color: root.backgroundColor
    }

    // ---- search bar ------------------------------------------------------
    Rectangle {
        id: bar
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Math.round(root.fontPixelSize * 3.4)
        color: Qt.darker(root.backgroundColor, 1.03)
        Rectangle {
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            height: 1
            color: root.lineColor
        }

        Row {
            id: searchRow
            anchors.verticalCenter: parent.verticalCenter
            anchors.right: parent.right
            anchors.rightMargin: root.fontPixelSize
            spacing: root.fontPixelSize * 0.5

            Text {
                id: countLabel
                objectName: "matchCountLabel"
                anchors.verticalCenter: parent.verticalCenter
                text: searchField.text.trim().length === 0 ? ""
                      : root._matches.length === 0 ? qsTr("No matches")
                      : qsTr("%1 of %2").arg(root._current + 1).arg(root._matches.length)
                color: root._matches.length === 0 ? root.accentColor : root.mutedTextColor
                font.pixelSize: root.fontPixelSize * 0.9
                font.features: { "tnum": 1 }
            }

            TextField {
                id: searchField
                objectName: "searchField"
                width: Math.min(root.fontPixelSize * 20, root.width * 0.45)
                font.pixelSize: root.fontPixelSize
                placeholderText: qsTr("Search the rules")
                placeholderTextColor: root.mutedTextColor
                color: root.textColor
                selectByMouse: true
                leftPadding: root.fontPixelSize * 2.1
                Accessible.name: qsTr("Search the rules")
                background: Rectangle {
                    radius: height / 2
                    color: root.paperColor
                    border.color: searchField.activeFocus ? root.accentColor : root.lineColor
                    border.width: searchField.activeFocus ? 2 : 1
                    // magnifier glyph
                    Item {
                        x: root.fontPixelSize * 0.7
                        anchors.verticalCenter: parent.verticalCenter
                        width: root.fontPixelSize; height: width
                        Rectangle {
                            width: parent.width * 0.7; height: width; radius: width / 2
                            color: "transparent"
                            border.color: root.mutedTextColor
                            border.width: Math.max(1.5, root.fontPixelSize * 0.12)
                        }
                        Rectangle {
                            x: parent.width * 0.58; y: parent.width * 0.68
                            width: parent.width * 0.42; height: Math.max(1.5, root.fontPixelSize * 0.13)
                            radius: height / 2
                            rotation: 45
                            color: root.mutedTextColor
                        }
                    }
                }
                onTextChanged: root._search()
                Keys.onReturnPressed: (event) => {
                    if (event.modifiers & Qt.ShiftModifier) root.findPrevious(); else root.findNext()
                }
                Keys.onEnterPressed: (event) => {
                    if (event.modifiers & Qt.ShiftModifier) root.findPrevious(); else root.findNext()
                }
                Keys.onDownPressed: root.findNext()
                Keys.onUpPressed: root.findPrevious()
                Keys.onEscapePressed: text = ""
            }

            Repeater {
                model: 2
                delegate: Button {
                    id: navButton
                    required property int index
                    readonly property bool next: index === 1
                    anchors.verticalCenter: parent.verticalCenter
                    width: root.fontPixelSize * 2.2
                    height: width
                    enabled: root._matches.length > 0
                    focusPolicy: Qt.NoFocus
                    Accessible.name: next ? qsTr("Next match") : qsTr("Previous match")
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    ToolTip.text: next ? qsTr("Next match (Enter)") : qsTr("Previous match (Shift+Enter)")
                    onClicked: next ? root.findNext() : root.findPrevious()
                    background: Rectangle {
                        radius: width / 2
                        color: navButton.down ? Qt.darker(root.paperColor, 1.12)
                             : navButton.hovered ? Qt.darker(root.paperColor, 1.05) : root.paperColor
                        border.color: root.lineColor
                    }
                    contentItem: Shape {
                        opacity: navButton.enabled ? 1 : 0.35
                        preferredRendererType: Shape.CurveRenderer
                        ShapePath {
                            strokeColor: root.textColor
                            strokeWidth: Math.max(1.5, root.fontPixelSize * 0.13)
                            fillColor: "transparent"
                            capStyle: ShapePath.RoundCap
                            joinStyle: ShapePath.RoundJoin
                            readonly property real w: navButton.width
                            readonly property real dir: navButton.next ? 1 : -1
                            startX: w * 0.3 - navButton.leftPadding
                            startY: w * (0.5 - 0.09 * dir) - navButton.topPadding
                            PathLine { x: navButton.width * 0.5 - navButton.leftPadding
                                       y: navButton.width * (0.5 + 0.09 * (navButton.next ? 1 : -1)) - navButton.topPadding }
                            PathLine { x: navButton.width * 0.7 - navButton.leftPadding
                                       y: navButton.width * (0.5 - 0.09 * (navButton.next ? 1 : -1)) - navButton.topPadding }
                        }
                    }
                }
            }
        }

        Text {
            anchors.verticalCenter: parent.verticalCenter
            anchors.left: parent.left
            anchors.leftMargin: root.fontPixelSize
            width: Math.max(0, searchRow.x - root.fontPixelSize * 2)
            elide: Text.ElideRight
            text: root.title
            color: root.textColor
            font.pixelSize: root.fontPixelSize * 1.2
            font.bold: true
        }
    }

    // ---- table of contents ----------------------------------------------
    Rectangle {
        id: tocPane
        anchors { left: parent.left; top: bar.bottom; bottom: parent.bottom }
        width: root.tocVisible ? Math.min(root.fontPixelSize * 20, root.width * 0.3) : 0
        visible: root.tocVisible
        color: Qt.darker(root.backgroundColor, 1.015)
        Rectangle {
            anchors { right: parent.right; top: parent.top; bottom: parent.bottom }
            width: 1
            color: root.lineColor
        }

        ListView {
            id: toc
            objectName: "tocList"
            anchors.fill: parent
            anchors.topMargin: root.fontPixelSize * 0.6
            anchors.bottomMargin: root.fontPixelSize * 0.6
            anchors.rightMargin: 1
            clip: true
            model: root._headings
            currentIndex: root.currentHeading
            // the current section's entry stays in sight while the text scrolls
            onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { }
            header: Text {
                width: toc.width
                leftPadding: root.fontPixelSize
                bottomPadding: root.fontPixelSize * 0.4
                text: qsTr("Contents")
                color: root.mutedTextColor
                font.pixelSize: root.fontPixelSize * 0.95
                font.bold: true
            }
            delegate: ItemDelegate {
                id: entry
                required property var modelData
                required property int index
                readonly property bool current: ListView.isCurrentItem
                objectName: "tocEntry"
                width: toc.width
                leftPadding: root.fontPixelSize * (modelData.level === 3 ? 2.2 : 1)
                rightPadding: root.fontPixelSize * 0.6
                topPadding: root.fontPixelSize * (modelData.level === 3 ? 0.3 : 0.45)
                bottomPadding: topPadding
                text: modelData.text
                Accessible.name: modelData.text
                onClicked: root.scrollToHeading(index)
                contentItem: Text {
                    text: root._wholeParenthesis(entry.text)
                    wrapMode: Text.Wrap
                    color: entry.current ? root.accentColor : root.textColor
                    font.pixelSize: root.fontPixelSize * (entry.modelData.level === 3 ? 0.92 : 0.95)
                    font.bold: entry.modelData.level === 2
                }
                background: Rectangle {
                    color: entry.down ? Qt.darker(root.backgroundColor, 1.08)
                         : entry.hovered || entry.visualFocus ? Qt.darker(root.backgroundColor, 1.045)
                         : "transparent"
                    Rectangle {
                        visible: entry.current
                        width: Math.max(3, root.fontPixelSize * 0.22)
                        height: parent.height
                        color: root.accentColor
                    }
                }
            }
        }
    }

    // ---- text ------------------------------------------------------------
    Flickable {
        id: flick
        objectName: "textFlickable"
        anchors { left: tocPane.right; right: parent.right; top: bar.bottom; bottom: parent.bottom }
        clip: true
        contentWidth: width
        contentHeight: paper.height + root.fontPixelSize * 3
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            id: vbar
            policy: ScrollBar.AsNeeded
            onPressedChanged: if (pressed) { root._pinnedHeading = -1; root._holdSection = false }
        }
        onMovementStarted: { root._pinnedHeading = -1; root._holdSection = false }

        Rectangle {
            id: paper
            x: Math.max(root.fontPixelSize, (flick.width - width) / 2)
            y: root.fontPixelSize * 1.5
            width: Math.min(root.maxTextWidth + 2 * root.fontPixelSize * 2, flick.width - 2 * root.fontPixelSize)
            height: doc.implicitHeight + 2 * root.fontPixelSize * 2
            color: root.paperColor
            radius: root.fontPixelSize * 0.4
            border.color: Qt.darker(root.paperColor, 1.08)

            // search highlights (below the text)
            Repeater {
                model: root._highlighted
                delegate: Item {
                    id: hl
                    required property var modelData
                    readonly property bool current: modelData.i === root._current
                    readonly property var rects: root._matchRects(modelData, root._layoutRev)
                    Repeater {
                        model: hl.rects
                        delegate: Rectangle {
                            required property var modelData
                            x: doc.x + modelData.x - 1
                            y: doc.y + modelData.y
                            width: modelData.w + 2
                            height: modelData.h
                            radius: 2
                            color: hl.current ? root.currentMatchColor : root.matchColor
                            objectName: hl.current ? "currentMatchHighlight" : "matchHighlight"
                        }
                    }
                }
            }

            TextEdit {
                id: doc
                objectName: "rulebookText"
                x: root.fontPixelSize * 2
                y: root.fontPixelSize * 2
                // never lay out at a silly width while the window is still being sized
                width: Math.max(root.fontPixelSize * 12, parent.width - 2 * x)
                textFormat: TextEdit.RichText
                readOnly: true
                selectByMouse: true
                persistentSelection: true
                wrapMode: TextEdit.Wrap
                color: root.textColor
                selectionColor: Qt.rgba(root.accentColor.r, root.accentColor.g, root.accentColor.b, 0.35)
                selectedTextColor: root.textColor
                font.pixelSize: root.fontPixelSize
                activeFocusOnPress: true
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Rulebook text")
                onTextChanged: {
                    flick.contentY = 0
                    root._pinnedHeading = -1
                    root._rebuild()
                    if (root.section !== "") { root._holdSection = true; Qt.callLater(root._openSection) }
                }
                onWidthChanged: { root._layoutRev++; if (root._holdSection) Qt.callLater(root._openSection) }
                onContentHeightChanged: { root._layoutRev++; if (root._holdSection) Qt.callLater(root._openSection) }
                onLinkActivated: (link) => root.linkActivated(link)
                HoverHandler {
                    cursorShape: doc.hoveredLink.length > 0 ? Qt.PointingHandCursor : Qt.IBeamCursor
                }
            }
        }
    }

    TextEdit {   // reads the Markdown for _html(); never shown
        id: reader
        visible: false
        textFormat: TextEdit.MarkdownText
        font.pixelSize: root.fontPixelSize
    }

    // (re)load the text; imperative, since the reader must be complete to read Markdown
    property bool _complete: false
    function _load() {
        if (!_complete) return
        var html = _html(markdown)
        if (html === doc.text) _rebuild()
        else doc.text = html
    }
    onMarkdownChanged: _load()
    onFontPixelSizeChanged: _load()

    Component.onCompleted: { _complete = true; _load() }
}
