"""Tournay's district cards are readable at their size: every card has its effect in a few words in both
languages, and late in a game every district card's name and effect show whole (shrunk to fit, never elided)
at the default window size in English and Japanese."""
from __future__ import annotations

import pytest

from gameshelf.core.engine import Seat, Session
from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay import data as D
from gameshelf.desktop.presenters.tournay import card_face, short_text

from .conftest import greedy_session
from .qt_items import child_items

SEATS = [Seat(n, c, "human") for n, c in (("Ann", "#d63031"), ("Ben", "#0984e3"), ("Cy", "#00b894"),
                                          ("Dee", "#e17055"))]


def test_every_card_that_can_stand_in_a_district_has_a_short_effect(qapp):
    for key, card in D.CARDS.items():
        if card.kind == D.CRIER:
            continue
        text = short_text(key)
        assert text and "{" not in text and len(text) <= 34, (key, text)
        assert card_face(key)["short"] == text


def late_session(moves: int, seed: int) -> Session:
    """A four-player game (everyone greedy) after `moves` decisions."""
    return greedy_session(GAME, SEATS, moves, seed)


def in_district(item) -> bool:
    """Whether a card text is on a district's card (in a player's area, not in a hand)."""
    while item is not None:
        if item.objectName().startswith("card_"):
            return False
        if item.objectName() == "districts":
            return True
        item = item.parentItem()
    return False


def district_texts(window):
    """Every shown name and effect text of the district cards."""
    found, todo = [], [window.contentItem()]
    while todo:
        item = todo.pop()
        if not item.isVisible():
            continue
        if item.objectName() in ("cardName", "cardEffect") and in_district(item):
            found.append(item)
        todo.extend(child_items(item))
    return found


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_late_district_cards_show_name_and_effect_whole(runtime, window, qtbot, lang):
    if lang != "en":
        runtime.settings.language = lang
    runtime.controller.start(late_session(90, 3))
    qtbot.waitUntil(lambda: runtime.controller.property("active"), timeout=10000)
    qtbot.wait(300)
    texts = district_texts(window)
    placed = sum(1 for p in runtime.controller.players.rows() for c in p["district"]["cells"] if c.get("card"))
    assert placed >= 12, placed  # a late game: full districts
    names = [t for t in texts if t.objectName() == "cardName"]
    effects = [t for t in texts if t.objectName() == "cardEffect"]
    assert len(names) == placed and len(effects) == placed
    cut = [(t.property("text"), t.width(), t.height()) for t in texts if t.property("truncated")]
    assert not cut, cut
    assert all(t.property("text") for t in texts)
