"""Rulebooks for the viewer (components/RulebookView.qml): read as HTML once per text; their section titles.

The viewer shows a rulebook as HTML it gives margins to. QML can only get that HTML through a TextEdit, whose
switch from Markdown to rich text reads the whole document a second time (Qt writes it out as HTML and parses
it again); here Qt's QTextDocument reads the Markdown once and writes the HTML straight out. The result is kept
per text, so a rulebook opened again, or in the other language and back after a language switch, is not read
again.
"""
from __future__ import annotations

import re
from collections import OrderedDict

from PySide6.QtGui import QFont, QTextDocument, QTextDocumentFragment

from gameshelf.core.games.rulelinks import heading_ids

# the five games' rulebooks in both languages and the licence notices, with room to spare
CACHE_SIZE = 16


def read_markdown(text: str) -> str:
    """One read of `text` (GitHub-flavoured Markdown) by Qt, written out as an HTML fragment.

    A font in pixels, as the viewer's TextEdit has, so that Qt gives paragraphs no margins of its own (it derives
    them from a point size) and the viewer's margins are the only ones; table cells stay tight.
    """
    document = QTextDocument()
    font = QFont(document.defaultFont())
    font.setPixelSize(16)
    document.setDefaultFont(font)
    document.setMarkdown(text, QTextDocument.MarkdownDialectGitHub)
    return QTextDocumentFragment(document).toHtml()


class MarkdownCache:
    """HTML of Markdown texts, each read once (the most recent CACHE_SIZE texts are kept)."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self._size = size
        self._html: OrderedDict[str, str] = OrderedDict()

    def html(self, text: str) -> str:
        if text in self._html:
            self._html.move_to_end(text)
            return self._html[text]
        html = read_markdown(text)
        self._html[text] = html
        while len(self._html) > self._size:
            self._html.popitem(last=False)
        return html

    def clear(self) -> None:
        self._html.clear()


INLINE_MARKS = re.compile(r"(\*\*|__|\*|_|`+)(.+?)\1")


def section_titles(markdown: str) -> dict[str, str]:
    """{section id: its heading as a reader sees it} ("## Dice and `cards` {#dice}" -> "Dice and cards")."""
    titles = {}
    for section, text in heading_ids(markdown).items():
        text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)  # a link: its text
        previous = None
        while previous != text:
            previous, text = text, INLINE_MARKS.sub(r"\2", text)
        titles[section] = text.replace("\\", "").strip()
    return titles
