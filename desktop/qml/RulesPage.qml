import QtQuick
import QtQuick.Controls
import "components"

// The rulebook of one game, in the current language.
Page {
    id: page

    required property var app
    required property string gameId
    property string section: ""   // a rulebook section id to open at (a rule link from the table)

    objectName: "rulesPage"
    background: Rectangle { color: Theme.paper }
    header: PageHeader {
        title: qsTr("Rules: %1").arg(page.app.shelf.gameName(page.gameId))
        onBack: page.StackView.view.pop()
    }

    RulebookView {
        objectName: "rulebookView"
        anchors.fill: parent
        anchors.margins: Theme.px(12)
        animationScale: Theme.animationScale
        fontPixelSize: Theme.fontBody
        // Re-read on a language switch: the rulebook is a file per language.
        markdown: page.app.settings.language, page.app.shelf.rules(page.gameId)
        // Qt reads the Markdown once, in Python, which keeps it for the next opening
        markdownReader: (text) => page.app.shelf.markdownHtml(text)
        section: page.section
    }
}
