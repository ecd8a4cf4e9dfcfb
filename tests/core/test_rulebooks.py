"""The in-app rulebooks (both languages) state this edition's rules where the engine decides a point the seed
leaves open. Each check finds the section of the rule and a paragraph marked as this edition's rule in it."""
from pathlib import Path

import pytest

from gameshelf.core.games.rulelinks import strip_heading_id

RULES = Path(__file__).resolve().parents[2] / "i18n" / "rules"
MARK = {"en": "**This edition's rule:**", "ja": "**本版のルール:**"}


def section(lang: str, game: str, heading: str) -> str:
    """The text under `heading` (a markdown heading line, without its `{#id}`), up to the next heading of the same or
    a higher level."""
    lines = [strip_heading_id(line) for line in (RULES / lang / f"{game}.md").read_text(encoding="utf-8").splitlines()]
    start = lines.index(heading)
    level = len(heading) - len(heading.lstrip("#"))
    out = []
    for line in lines[start + 1:]:
        if line.startswith("#") and len(line) - len(line.lstrip("#")) <= level:
            break
        out.append(line)
    return "\n".join(out)


def edition_rules(lang: str, game: str, heading: str) -> list[str]:
    """The paragraphs of a section marked as this edition's rule, each joined into one line."""
    paragraphs = [" ".join(p.split()) for p in section(lang, game, heading).split("\n\n")]
    return [p for p in paragraphs if p.startswith(MARK[lang])]


def says(lang: str, game: str, heading: str, *words: str) -> bool:
    return any(all(w in p for w in words) for p in edition_rules(lang, game, heading))


@pytest.mark.parametrize("lang, heading, swap, empty", [
    ("en", "### Pass", "Swap", "empty-handed"),
    ("ja", "### パス", "入れ替え", "ダイスを動かさずにパス"),
])
def test_grands_tours_empty_pass_while_a_swap_is_possible_is_this_editions_rule(lang, heading, swap, empty):
    assert says(lang, "grands_tours", heading, swap, empty)
    playing = section(lang, "grands_tours", "## Playing on Gameshelf" if lang == "en" else "## Gameshelfでの遊び方")
    line = next(p for p in playing.split("\n- ") if p.startswith(("**Pass:**", "**パス:**")))
    assert swap in line  # the how-to agrees: the empty pass stands even when a Swap could be made


@pytest.mark.parametrize("lang, heading, shoes, time", [
    ("en", "### Haste and Time", "lucky shoes", "Time"),
    ("ja", "### 加速の魔法と時間の魔法", "幸運の靴", "時間の魔法"),
])
def test_grimoire_time_applies_after_the_lucky_shoes(lang, heading, shoes, time):
    assert says(lang, "grimoire", heading, shoes, time)


@pytest.mark.parametrize("lang, game, heading, words", [
    # The Dice Road Race: a rider who has finished may not retire until the next stage.
    ("en", "dice_road_race", "### Retirement", ("finished", "next stage")),
    ("ja", "dice_road_race", "### リタイア", ("ゴールした", "次のステージ")),
    # The Dice Road Race: join answers are secret until all are in, then announced together.
    ("en", "dice_road_race", "### 2. The check: joining the roll", ("secret", "announced together")),
    ("ja", "dice_road_race", "### 2. チェック：ロールへの便乗", ("知られない", "まとめて発表")),
    # Grands Tours: the rest day rolls any chosen dice, grupetto dice may stay unrolled.
    ("en", "grands_tours", "### Rest day", ("grupetto", "unrolled")),
    ("ja", "grands_tours", "### 休息日", ("グルペット", "振らずに")),
    # Grands Tours: a jersey die never replaces a rider die showing 1 while another is there.
    ("en", "grands_tours", "### Swapping a jersey die", ("shows 1", "grupetto")),
    ("ja", "grands_tours", "### 三賞ダイスの入れ替え方", ("1の目", "グルペット")),
])
def test_the_audits_other_rules_are_stated_as_this_editions(lang, game, heading, words):
    assert says(lang, game, heading, *words)
