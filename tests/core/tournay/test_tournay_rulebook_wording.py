"""The Tournay rulebooks (both languages) say what the engine does where the turn-3 audit found them wrong or
unclear, and mark this edition's rules as such."""
import pytest
from test_rulebooks import RULES, edition_rules, section

NOTES = {"en": "## Notes on particular cards", "ja": "## 個々のカードについて"}


def plain(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("lang, words", [
    ("en", ("**Catapult:** for each opponent", "you choose one of their unoccupied buildings")),
    ("ja", ("**投石機:**", "対戦相手ごとに", "あなたが1つ選んで")),
])
def test_the_catapults_user_chooses_as_in_the_source(lang, words):
    notes = plain(section(lang, "tournay", NOTES[lang]))
    assert all(w in notes for w in words)
    # not an edition's rule any more: the source has it so
    assert not any("投石機" in p and "各対戦相手が自分の" in p or "Catapult:** every opponent" in p
                   for p in edition_rules(lang, "tournay", NOTES[lang]))


@pytest.mark.parametrize("lang, words, wrong", [
    ("en", ("used through a Bridge", "every opponent of the player using the Bridge", "owner included",
            "never that player"), "Bridge's owner"),
    ("ja", ("橋を通して", "橋を使ったプレイヤーの対戦相手全員", "持ち主も含まれ", "自身は含まれません"), "その橋の持ち主も"),
])
def test_a_siege_tower_or_catapult_through_a_bridge_strikes_the_users_opponents(lang, words, wrong):
    rule = next(p for p in plain(section(lang, "tournay", NOTES[lang])).split("- ") if words[0] in p)
    assert all(w in rule for w in words), rule
    assert wrong not in section(lang, "tournay", NOTES[lang])
