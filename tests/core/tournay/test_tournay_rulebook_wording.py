"""The Tournay rulebooks (both languages) say what the engine does where the turn-3 audit found them wrong or
unclear, and mark this edition's rules as such."""
import pytest

from test_rulebooks import RULES, edition_rules, section, says

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


@pytest.mark.parametrize("lang, heading, words", [
    ("en", "#### 1. Draw a card", ("crier", "leaves its deck for good", "under its deck")),
    ("ja", "#### 1. カードを引く", ("タウンクライヤー", "永久に取り除かれ", "山の一番下")),
])
def test_the_crier_leaving_its_deck_for_good_is_this_editions_rule(lang, heading, words):
    assert says(lang, "tournay", heading, *words)
    plain_text = [p for p in section(lang, "tournay", heading).split("\n\n") if not p.startswith("**This edition")
                  and not p.startswith("**本版")]
    assert not any(words[1] in plain(p) for p in plain_text)  # said once, marked


@pytest.mark.parametrize("lang, heading, words, vague", [
    ("en", "## Town criers and events", ("wherever it is (Plague)", "standing citizen sent to the supply (Flood)",
                                         "laid-down citizen stood up (Procession)"), "(Plague, Flood, Procession)"),
    ("ja", "## タウンクライヤーとイベント", ("（ペスト：", "サプライに戻す立っている市民（洪水）", "立たせる倒れた市民（聖行列）"),
     "（ペスト、洪水、聖行列）"),
])
def test_what_plague_flood_and_procession_ask_for_is_said_precisely(lang, heading, words, vague):
    assert says(lang, "tournay", heading, *words)
    assert vague not in section(lang, "tournay", heading)


def test_the_japanese_reads_naturally_and_uses_full_width_parentheses():
    text = (RULES / "ja" / "tournay.md").read_text(encoding="utf-8")
    for phrase in ("効果が何も変えない建物", "ボーナスの人物", "置いた結果偶数になるたび"):
        assert phrase not in text
    prose = [line for line in text.splitlines() if not line.startswith("<!--")]  # generated markers are not prose
    assert not [line for line in prose if "(" in line or ")" in line]
