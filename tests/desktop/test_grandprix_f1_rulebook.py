"""The GrandPrix-F1 rulebooks (both languages) tell the seed's examples, the options and the engine's own decisions,
with the numbers of this edition's circuit and deck."""
from __future__ import annotations

import re

import pytest
from test_rulebooks import section, says

from gameshelf.core.games.grandprix_f1 import circuit as C
from gameshelf.core.games.grandprix_f1 import data as D
from gameshelf.core.games.grandprix_f1.rules import GAME
from gameshelf.core.games.rulelinks import strip_heading_id
from gameshelf.desktop.paths import rules_file

GAME_ID = "grandprix_f1"
LANGS = ("en", "ja")


def text(lang: str) -> str:
    return rules_file(lang, GAME_ID).read_text(encoding="utf-8")


def headings(lang: str) -> list[str]:
    return [strip_heading_id(line) for line in text(lang).splitlines() if line.startswith("#")]


EXAMPLES = {  # each worked example of the seed, as a heading under "Examples"
    "en": ("### The overtaking lane", "### The gravel bed", "### The pit speed limit", "### A full space ahead",
           "### No stopping early", "### An accident", "### Blocking the pit lane"),
    "ja": ("### 追い越し車線の例", "### 砂利道の例", "### ピットの速度制限の例", "### 前のマスがいっぱいのとき",
           "### 途中で止まれない", "### アクシデントの例", "### ピットレーンをふさぐ作戦"),
}
EXAMPLE_SPACES = (  # the spaces each example's route runs through, in both languages
    ("U1", "U2", "U3", "U4", "U5"), ("K1", "K7"), ("17", "B2", "B4"), ("28", "29"), ("13", "12", "K11", "K12"),
    ("14", "10", "13"), ("B2", "B3", "B4", "B5"),
)


@pytest.mark.parametrize("lang", LANGS)
def test_both_rulebooks_open_by_game_id(lang):
    assert rules_file(lang, GAME_ID).is_file()
    assert headings(lang)[0].startswith("# ")


@pytest.mark.parametrize("lang", LANGS)
def test_every_seed_example_is_told_on_this_editions_circuit(lang):
    heads = headings(lang)
    examples = "## Examples" if lang == "en" else "## 例"
    assert examples in heads
    for heading, spaces in zip(EXAMPLES[lang], EXAMPLE_SPACES):
        assert heads.index(heading) > heads.index(examples), heading
        told = section(lang, GAME_ID, heading)
        for space in spaces:
            assert re.search(rf"(?<![A-Z0-9]){space}(?![0-9])", told), (heading, space)


OPTION_WORDS = {  # option key -> what each rulebook's options section calls it
    "laps": {"en": "Race length", "ja": "レースの長さ"},
    "best_lap": {"en": "Best-lap bonus", "ja": "ベストラップボーナス"},
    "races": {"en": "championship of 3, 4, 5 or 6 races", "ja": "3、4、5、6レースのチャンピオンシップ"},
    "accidents": {"en": "accidents", "ja": "アクシデント"},
    "unexpected_rain": {"en": "unexpected", "ja": "予期せぬ雨"},
    "double_change": {"en": "double weather change", "ja": "二重の天候変化"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_is_described(lang):
    options = section(lang, GAME_ID, "## Options" if lang == "en" else "## オプション")
    assert {o.key for o in GAME.spec.options} == set(OPTION_WORDS)
    for key, words in OPTION_WORDS.items():
        assert words[lang] in options, key
    assert ("3, 5 or 6 players" if lang == "en" else "3人、5人、6人") in options  # D.FIVE_LAPS_PLAYERS
    assert D.FIVE_LAPS_PLAYERS == (3, 5, 6)


@pytest.mark.parametrize("lang", LANGS)
def test_the_deck_table_is_the_engines_deck(lang):
    lines = text(lang).splitlines()
    values = next(i for i, line in enumerate(lines) if line.startswith(("| Value |", "| 数字 |")))
    keys = [int(c) for c in lines[values].split("|")[2:-1]]
    numbers = [int(c) for c in lines[values + 2].split("|")[2:-1]]
    assert dict(zip(keys, numbers)) == D.DECK


@pytest.mark.parametrize("lang", LANGS)
def test_the_detour_table_lists_every_bypass_of_the_circuit(lang):
    told = set(re.findall(r"\| ([A-Z]?[0-9]+) → ([A-Z]?[0-9]+) \|", text(lang)))
    built = set()
    for b in C.BYPASSES:
        if b.side_exit:  # the lane leaves early onto the ideal line, or runs on to its exit
            built |= {(b.entry, b.side_exit[1]), (b.side_exit[0], b.exit)}
        else:
            built.add((b.entry, b.exit))
    assert told == built


@pytest.mark.parametrize("lang", LANGS)
def test_the_circuits_numbers_are_the_engines(lang):
    book = " ".join(text(lang).split())
    comma = ", " if lang == "en" else "、"
    by_cost: dict[int, list[str]] = {}
    for space, cost in C.PENALTIES.items():
        by_cost.setdefault(cost, []).append(space)
    for cost, spaces in by_cost.items():
        listed = comma.join(sorted(spaces, key=int))
        assert (f"{listed} ({cost} fuel)" if lang == "en" else f"{listed}（燃料{cost}）") in book
    single = sorted(C.SINGLE_LANE_MAIN, key=int)
    assert (", ".join(single[:-1]) + " and " + single[-1] if lang == "en" else "、".join(single)) in book
    assert (" and " if lang == "en" else "と").join(sorted(C.TWO_LANE_GRAVEL)) in book
    assert comma.join(map(str, D.POINTS)) in book
    stays = [str(sum(D.STAY_FUEL[:k])) for k in range(1, D.MAX_STAYS + 1)]
    assert (", ".join(stays[:-1]) + " or " + stays[-1] if lang == "en" else "・".join(stays)) in book
    setting_up = section(lang, GAME_ID, "## Setting up" if lang == "en" else "## ゲームの準備")
    assert str(D.ONES_PILE) in setting_up and str(D.DECK[1]) in setting_up
    assert (C.GRID[0], C.GRID[-1]) == ("30", "23") and "23" in book


ENGINE_DECISIONS = [  # the core engineer's decisions the design file left open, as "This edition's rule" paragraphs
    ("en", "### The route", ("U4", "3 is full")), ("ja", "### 走るルート", ("U4", "マス3")),
    ("en", "### The route", ("starts its move on",)), ("ja", "### 走るルート", ("移動を始めるマスそのもの",)),
    ("en", "### The speed limit", ("B2", "6 or more")), ("ja", "### ピットの速度制限", ("B2", "6マス以上")),
    ("en", "### Entering", ("final lap", "never compulsory")), ("ja", "### ピットレーンに入る", ("ファイナルラップ",)),
    ("en", "## Setting up", ("one box", "better-placed car")), ("ja", "## ゲームの準備", ("2台で使うボックス", "前にいる方")),
    ("en", "## Setting up", ("seventh", "a single player uses")), ("ja", "## ゲームの準備", ("7人目", "1人だけが使っている")),
    # the turn-3 audit's decisions (issue 22)
    ("en", "### In the box", ("exit", "still count", "50")), ("ja", "### ボックスの中で", ("出口", "そのまま数え", "50")),
    ("en", "### Advanced rule: accidents", ("gravel bed", "bed's last space", "overshoot of 1")),
    ("ja", "### 上級ルール: アクシデント", ("砂利道の中での超過", "最後のマス", "超過は1")),
    ("en", "### Championship", ("tied players in this order",)), ("ja", "### チャンピオンシップ", ("同点のプレイヤーをこの順",)),
    ("en", "## Two cars per player (3 or 4 players)", ("other car", "its own turn")),
    ("ja", "## 1人2台のルール（3〜4人）", ("もう1台", "自分の手番")),
    ("en", "## Setting up", ("a 10, a 6 and a 4",)), ("ja", "## ゲームの準備", ("10、6、4",)),
    ("en", "## Weather and tyres", ("top", "never counts")), ("ja", "## 天気とタイヤ", ("いちばん上", "数えません")),
    ("en", "### Advanced rule: unexpected rain", ("never the top",)),
    ("ja", "### 上級ルール: 予期せぬ雨", ("いちばん上に来ることはありません",)),
    ("en", "### Advanced rule: double weather change", ("with or without",)),
    ("ja", "### 上級ルール: 二重の天候変化", ("使っていなくても",)),
    ("en", "### Framed spaces", ("player picks",)), ("ja", "### 枠付きのマス", ("プレイヤーが選び", "自動")),
    ("en", "### Framed spaces", ("bank holds",)), ("ja", "### 枠付きのマス", ("銀行にそのカードが残っている",)),
    ("en", "### Championship", ("races won", "best car in the last race")),
    ("ja", "### チャンピオンシップ", ("勝ったレースの数", "最後のレース")),
    ("en", "### Championship", ("new start order", "new boxes")), ("ja", "### チャンピオンシップ", ("スタート順", "ボックス")),
    ("en", "### Advanced rule: accidents", ("after the tyres", "pit lane")),
    ("ja", "### 上級ルール: アクシデント", ("当てはめた後", "ピットレーン")),
    ("en", "## Laps and the finish", ("start of their car's turn", "stay left")),
    ("ja", "## 周回とゴール", ("手番の初め", "ボックス")),
    ("en", "### In the box", ("tyres are named",)), ("ja", "### ボックスの中で", ("ボックスを出るとき",)),
]


@pytest.mark.parametrize("lang, heading, words", ENGINE_DECISIONS)
def test_the_engines_own_decisions_are_marked_as_this_editions_rules(lang, heading, words):
    assert says(lang, GAME_ID, heading, *words)


@pytest.mark.parametrize("lang", LANGS)
def test_the_observation_rule_is_in_the_how_to(lang):
    playing = section(lang, GAME_ID, "## Playing on Gameshelf" if lang == "en" else "## Gameshelfでの遊び方")
    assert ("card counts" if lang == "en" else "枚数しか見えず") in playing
    assert ("hand-over" if lang == "en" else "引き継ぎ画面") in playing


@pytest.mark.parametrize("lang", LANGS)
def test_the_audited_examples_say_when_they_hold(lang):
    """Issue 22: the pit speed-limit example holds only when green's box is not Box 1; in the blocking example red
    stops on B5 only by playing a 1."""
    limit = section(lang, GAME_ID, "### The pit speed limit" if lang == "en" else "### ピットの速度制限の例")
    assert ("not\nBox 1" in limit or "not Box 1" in limit) if lang == "en" else "ボックス1でない" in limit
    blocking = section(lang, GAME_ID, "### Blocking the pit lane" if lang == "en" else "### ピットレーンをふさぐ作戦")
    assert ("with a 1" in blocking) if lang == "en" else "1のカードを出して" in blocking


def test_the_japanese_rulebook_reads_as_japanese():
    """Issue 22: no 『』 around a bold phrase; the route rule says 「その道筋で」."""
    ja = text("ja")
    assert "『**" not in ja and "**』" not in ja
    assert "その道筋で最初にいっぱいのマス" in ja and "その上で最初に" not in ja
