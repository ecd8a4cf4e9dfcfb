"""Opening a rulebook reads its Markdown once (desktop/models/rulebook.py, RulesPage.qml, RulebookView.qml)."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QMetaObject, Q_ARG, Q_RETURN_ARG
from PySide6.QtGui import QTextDocument

from gameshelf.desktop.models import rulebook
from gameshelf.desktop.paths import rules_file
from gameshelf.desktop.screens import open_screen

from .conftest import find, settle


@pytest.fixture
def reads(monkeypatch):
    """Every Markdown read by Qt for the viewer, as (first line of the text), in order."""
    seen: list[str] = []
    real = rulebook.read_markdown

    def counting(text: str) -> str:
        seen.append(text.splitlines()[0].replace("\u00a0", " "))
        return real(text)

    monkeypatch.setattr(rulebook, "read_markdown", counting)
    setters: list[int] = []
    real_set = QTextDocument.setMarkdown

    def counting_set(self, *args):
        setters.append(1)
        return real_set(self, *args)

    monkeypatch.setattr(QTextDocument, "setMarkdown", counting_set)
    return seen, setters


def open_rules(window, qtbot, game_id: str):
    open_screen(window, f"rules:{game_id}")
    settle(window, qtbot)
    view = find(window, "rulebookView")
    assert find(window, "stack").property("currentItem").objectName() == "rulesPage"
    return view


def shown_text(window) -> str:
    doc = find(window, "rulebookText")
    text = QMetaObject.invokeMethod(doc, "getText", Q_RETURN_ARG("QString"), Q_ARG(int, 0), Q_ARG(int, doc.property("length")))
    return text.replace("\u00a0", " ")  # headings keep their last words together with no-break spaces


def title(lang: str, game_id: str) -> str:
    """The book's first line as the viewer hands it over: without its section id."""
    first = rules_file(lang, game_id).read_text(encoding="utf-8").splitlines()[0]
    return re.sub(r"\s*\{#[\w-]+\}$", "", first)


def test_opening_a_rulebook_reads_its_markdown_once(window, qtbot, runtime, reads):
    seen, setters = reads
    view = open_rules(window, qtbot, "tournay")
    assert seen == [title("en", "tournay")]
    assert len(setters) == 1                      # one QTextDocument read the Markdown: nothing else did
    assert view.property("markdownReads") == 1    # the view asked once, and not its own hidden reader
    assert "Computer players" in shown_text(window)
    assert view.property("headings").toVariant()[0]["position"] >= 0


def test_a_rulebook_opened_again_is_not_read_again(window, qtbot, runtime, reads):
    seen, setters = reads
    open_rules(window, qtbot, "grimoire")
    first = shown_text(window)
    open_rules(window, qtbot, "grimoire")
    assert shown_text(window) == first
    assert seen == [title("en", "grimoire")] and len(setters) == 1


def test_a_language_switch_reads_the_other_language_once_and_shows_it(window, qtbot, runtime, reads):
    seen, setters = reads
    view = open_rules(window, qtbot, "dice_road_race")
    english = shown_text(window)
    runtime.settings.language = "ja"
    qtbot.waitUntil(lambda: "コンピュータープレイヤー" in shown_text(window))
    assert seen == [title("en", "dice_road_race"), title("ja", "dice_road_race")]
    runtime.settings.language = "en"
    qtbot.waitUntil(lambda: shown_text(window) == english)
    assert len(seen) == 2 and len(setters) == 2  # back to English: kept from the first read
    assert view.property("markdownReads") == 3   # the view asked for each text it showed

