"""No text on a Tournay card is cut: the face-up market cards, the events in the queue, the cards in the acting
player's hand, the cards turned to keep one and the district cards show their name, an event's fight cost and
their effect whole (the full text where it fits, else the effect in a few words, shrunk to fit rather than
elided or clipped), at the default window size and at the smallest one the app allows, in English and
Japanese."""
from __future__ import annotations

import pytest

from gameshelf.core.games.tournay import data as D
from gameshelf.desktop.presenters.tournay import card_face, event_short

from .qt_items import child_items
from .test_tournay_district_cards import late_session

TEXTS = ("cardBand", "cardName", "cardKind", "cardEffect")


def test_every_event_has_a_few_words_and_a_fight_cost(qapp):
    for key, event in D.EVENTS.items():
        face = card_face(key)
        assert face["short"] == event_short(key) and face["short"] != face["text"], key
        assert "{" not in face["short"] and len(face["short"]) <= 42, (key, face["short"])
        assert face["tag"] and str(event.citizens) in face["fight"], (key, face)
        assert (str(event.ransom) in face["fight"]) == (event.ransom > 0), (key, face["fight"])


def where(item) -> str | None:
    """Which part of the table a card text is on: market, event, hand, district, pending or shield."""
    while item is not None:
        name = item.objectName()
        if name.startswith("zone_deck:"):
            return "market"
        if name.startswith("zone_event:"):
            return "event"
        if name.startswith("card_"):
            return "pending" if where(item.parentItem()) == "pending" else "hand"
        if name.startswith("shield_"):
            return "shield"
        if name == "pendingStrip":
            return "pending"
        if name == "districts":
            return "district"
        item = item.parentItem()
    return None


def card_texts(window) -> list:
    """(part of the table, text item) for every shown text of every face-up card."""
    found, todo = [], [window.contentItem()]
    while todo:
        item = todo.pop()
        if not item.isVisible():
            continue
        if item.objectName() in TEXTS:
            found.append((where(item), item))
        todo.extend(child_items(item))
    return found


def cut(item) -> str:
    """Why a text does not read whole ("" if it does): elided, wider or taller than its box, or its box outside
    the card (which clips)."""
    text = item.property("text")
    if item.property("truncated"):
        return f"elided in {item.width():.1f}x{item.height():.1f}"
    if item.property("contentWidth") > item.width() + 0.5 or item.property("contentHeight") > item.height() + 0.5:
        return f"overflows {item.property('contentWidth'):.1f}x{item.property('contentHeight'):.1f} " \
               f"in {item.width():.1f}x{item.height():.1f}"
    card = item.parentItem()
    if item.objectName() == "cardBand":
        card = card.parentItem()
    box = item.mapRectToItem(card, item.boundingRect())
    if box.left() < -0.5 or box.top() < -0.5 or box.right() > card.width() + 0.5 or box.bottom() > card.height() + 0.5:
        return f"outside its card: {box} in {card.width():.1f}x{card.height():.1f}"
    return "" if text else "empty"


def whole_at_hand(item, why: str) -> bool:
    """Whether a cut text is at least whole one hover away: only elided (not run past its box or its card), and
    its card's tooltip holds it. At 960x540 four districts side by side leave a card about 47 px: its name may
    be cut there, as the issue allows, but never lost."""
    if not why.startswith("elided"):
        return False
    card = item.parentItem().parentItem() if item.objectName() == "cardBand" else item.parentItem()
    tips = [c.property("text") or "" for c in card.children() if c.inherits("QQuickToolTipAttached")]
    return any(item.property("text") in tip for tip in tips)


# Positions between four human seats (the one to act sees its hand): mid-game with many face-up market cards,
# a hand of five cards (one of them an event) to discard from, and two cards turned to keep one. The first
# three were found with the greedy players of their day; today's greedy players (issue 22, item 12) reach
# other positions there (a town criers' round, a full late table, a player acting), so the last two are where
# they now reach the hand of five and the two turned cards.
POSITIONS = [(60, 3), (75, 1), (4, 1), (118, 34), (2, 1)]


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_market_event_hand_or_district_card_text_is_cut(runtime, window, qtbot, lang, size):
    if lang != "en":
        runtime.settings.language = lang
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    seen: dict[str, int] = {}
    for moves, seed in POSITIONS:
        session = late_session(moves, seed)
        runtime.controller.start(session)
        qtbot.waitUntil(lambda: runtime.controller.property("active"), timeout=10000)
        qtbot.wait(300)
        panel = runtime.controller.property("panel")
        texts = card_texts(window)
        bad = [(part, item.objectName(), item.property("text"), why) for part, item in texts
               if (why := cut(item)) and not (size == (960, 540) and part == "district" and whole_at_hand(item, why))]
        assert not bad, (lang, size, moves, seed, bad)
        names = {}
        for part, item in texts:
            if item.objectName() == "cardName":
                names[part] = names.get(part, 0) + 1
            seen[part] = seen.get(part, 0) + 1
        # every face-up card drawn shows its name; each has an effect too (a district's, the short form)
        tops = sum(1 for d in panel["decks"] if d["top"])
        events = sum(1 for q in panel["queue"] if q.get("event"))
        me = session.to_act()[0]
        hand = len(session.state.players[me].hand)
        assert names.get("market", 0) == tops and names.get("event", 0) == events, (names, tops, events)
        # the criers' choice stands in the hand's place in the strip: its events, not the hand
        shielding = len(panel["shield"].get("events", []))
        assert names.get("hand", 0) == (0 if panel["shield"] else hand), (names, hand)
        assert names.get("shield", 0) == shielding, (names, shielding)
        assert names.get("pending", 0) == len(session.state.pending), (names, session.state.pending)
        effects = [item for part, item in texts if item.objectName() == "cardEffect"]
        assert len(effects) == sum(names.values()), (len(effects), names)
        if lang == "ja":
            assert all(not item.property("text").isascii() for item in effects), [i.property("text") for i in effects]
    assert seen.get("market") and seen.get("event") and seen.get("hand", 0) >= 5 and seen.get("district"), seen
    assert seen.get("pending") and seen.get("shield"), seen
