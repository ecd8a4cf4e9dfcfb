"""Reference cards: a game on one screen (the turn, scoring, the end, and every symbol of its table).

A card is data: `<game id>.py` exports `CARD`, a `Card` whose texts are `message(...)`s in the `reference`
context. `ReferencePage.qml` draws any card; the table opens it ("?" and F1), and so does the lesson's coach.
"""
from __future__ import annotations

import importlib
from typing import Any

import attrs

from gameshelf.core.engine import MsgDef

from ..translations import tr


@attrs.frozen
class Symbol:
    """A mark of the table, drawn as `glyph` on a chip of the table's colours, and what it means."""

    glyph: str | MsgDef  # the mark as the table shows it (a number, ▲▲, §...); a MsgDef where it is a word
    meaning: MsgDef
    background: str = "#fffaf1"
    colour: str = "#2b2420"
    border: str = "#b9a988"


@attrs.frozen
class Card:
    turn: tuple[MsgDef, ...]
    scoring: tuple[MsgDef, ...]
    end: tuple[MsgDef, ...]
    symbols: tuple[Symbol, ...]


WITH_CARD = ("dice_road_race", "grands_tours", "grandprix_f1", "grimoire", "tournay")  # games with a card: only these offer it


def card_for(game_id: str) -> Card | None:
    if game_id not in WITH_CARD:
        return None
    return importlib.import_module(f"{__package__}.{game_id}").CARD


def card_rows(game_id: str) -> dict[str, Any]:
    """The card in the current language, as QML reads it ({} if the game has none)."""
    card = card_for(game_id)
    if card is None:
        return {}
    return {
        "turn": [tr(m()) for m in card.turn], "scoring": [tr(m()) for m in card.scoring],
        "end": [tr(m()) for m in card.end],
        "symbols": [{"glyph": s.glyph if isinstance(s.glyph, str) else tr(s.glyph()), "meaning": tr(s.meaning()), "background": s.background,
                     "colour": s.colour, "border": s.border} for s in card.symbols],
    }
