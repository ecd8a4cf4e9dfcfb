"""Every rulebook reads as text in Qt's Markdown: no emphasis mark is left standing.

CommonMark's flanking rules leave `**` literal when it opens before a punctuation mark that follows a letter, as
in Japanese `と**『仲間』**`; the viewer would then show the stars.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument

RULES = Path(__file__).resolve().parents[2] / "i18n" / "rules"
BOOKS = sorted(RULES.glob("*/*.md"))


@pytest.mark.parametrize("book", BOOKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_rulebook_has_no_literal_markdown_marks(qapp, book):
    document = QTextDocument()
    document.setMarkdown(book.read_text(encoding="utf-8"))
    stray = [line for line in document.toPlainText().splitlines() if "**" in line or "__" in line or "`" in line]
    assert not stray, stray
