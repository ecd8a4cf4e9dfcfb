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


def cap_phrases(lang: str) -> tuple[str, ...]:
    from core.games.tournay import data as D
    n = D.MAX_ROUNDS
    if lang == "en":
        return (f"if the end has not begun by the end of round {n}", f"every player has played {n} turns",
                "scored as usual", "no secret last card and no last\nramparts",
                f"Conditions for the end met\nduring round {n} come too late")
    return (f"{n}ラウンド目が終わっても終了が始まっていなければ", f"全員が{n}回ずつ手番を行った",
            "いつもどおりに得点を計算します", "秘密の最後のカードも最後の城壁もなく",
            f"{n}ラウンド目の途中で終了の条件がそろっても間に合いません")


@pytest.mark.parametrize("lang", LANGS)
def test_the_rulebook_says_the_round_cap_ends_the_game_at_the_end_of_its_round(lang):
    """The engine plays every turn of the last round, then scores as it stands (rules._begin_turn); the rulebook
    used to say that a game stops when it reaches round 60."""
    text = rulebook(lang)
    for phrase in cap_phrases(lang):
        assert phrase in text, f"{lang}: the round cap's rule does not say {phrase!r}"
    assert ("reaches round 60 stops there", "60ラウンドに達したゲームはそこで止まり")[LANGS.index(lang)] not in text
