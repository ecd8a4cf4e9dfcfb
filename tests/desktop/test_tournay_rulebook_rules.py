"""The Tournay rulebooks state the rules the turn-3 audit decided, as the engine plays them (issue 22)."""
from __future__ import annotations

from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "i18n" / "rules"
LANGS = ("en", "ja")


def rulebook(lang: str) -> str:
    return (RULES / lang / "tournay.md").read_text("utf-8")


REFILL = {
    "en": ("the queue never keeps an empty place while the\nevent deck holds cards", "from left to right"),
    "ja": ("イベントの山にカードがある限り、キューの場所が空いたままになることはありません", "左から順に"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_rulebook_says_empty_places_of_the_queue_are_refilled_left_to_right(lang):
    text = rulebook(lang)
    for phrase in REFILL[lang]:
        assert phrase in text, f"{lang}: the refill rule does not say {phrase!r}"
