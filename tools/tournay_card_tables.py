#!/usr/bin/env python3
"""The card and event tables of the Tournay rulebooks, made from core/games/tournay/data.py.

The rulebooks (i18n/rules/{en,ja}/tournay.md) list every card and event; so
that they never drift from the engine, their tables are this script's output.
English names and texts are data.py's; Japanese ones are the translations of
i18n/tournay_ja.ts. Each table follows its own heading line in the rulebook.

    python tools/tournay_card_tables.py ja          # print the tables
    python tools/tournay_card_tables.py --write     # rewrite the tables of both rulebooks in place
"""
from __future__ import annotations

import argparse
import html
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.games.tournay import data as D  # noqa: E402

LANGS = ("en", "ja")
MARK = "†"  # the text (or, for prestige buildings, the cost and points) is this edition's
REMOVABLE = "◇"  # the first expansion set-up takes this card (one copy) out

WORDS = {
    "en": {
        "colour": {"r": "Red", "w": "White", "y": "Yellow"},
        "deck": "{colour}, level {level}",
        "expansion_deck": "Expansion: {colour}, level {level}",
        "prestige": "Level III: {colour} prestige buildings",
        "events": "The 15 events",
        "head": "| Card | Kind | Copies | Cost | Points | Effect |",
        "prestige_head": "| Building | Copies | Cost | Builder / others | Per |",
        "event_head": "| Event | Fight with | Circles | Kind | Each coin |",
        "kind": {D.BUILDING: "building", D.CHARACTER: "character"},
        "harm": {True: "harmful", False: "beneficial"},
        "deniers": "{n}",
        "plus_card": "{n} + 1 card",
        "citizen": "1 {colour} citizen",
        "citizens": "{n} {colour} citizens",
        "ransom": "1 {colour} citizen + {n} {deniers}",
        "ccol": {"r": "red", "w": "white", "y": "yellow"},
        "denier_word": {1: "denier"},
        "deniers_word": "deniers",
    },
    "ja": {
        "colour": {"r": "赤", "w": "白", "y": "黄"},
        "deck": "{colour}のレベル{level}",
        "expansion_deck": "拡張：{colour}のレベル{level}",
        "prestige": "レベルIII：{colour}の得点建物",
        "events": "15枚のイベント",
        "head": "| カード | 種類 | 枚数 | コスト | 得点 | 効果 |",
        "prestige_head": "| 得点建物 | 枚数 | コスト | 建てた人／ほかの人 | 数えるもの |",
        "event_head": "| イベント | 戦うには | 丸 | 種類 | コイン1枚ごとに |",
        "kind": {D.BUILDING: "建物", D.CHARACTER: "人物"},
        "harm": {True: "害", False: "利益"},
        "deniers": "{n}金",
        "plus_card": "{n}金＋カード1枚",
        "citizen": "{colour}の市民1人",
        "citizens": "{colour}の市民{n}人",
        "ransom": "{colour}の市民1人＋{n}{deniers}",
        "ccol": {"r": "赤", "w": "白", "y": "黄"},
        "denier_word": {},
        "deniers_word": "金",
    },
}
ROMAN = {1: "I", 2: "II", 3: "III"}


def catalogue(lang: str) -> dict[str, str]:
    """Source text -> translation for the context "tournay_cards" (English: the source itself)."""
    if lang == "en":
        return {}
    text = (ROOT / "i18n" / f"tournay_{lang}.ts").read_text("utf-8")
    found = {}
    for context in re.findall(r"<context>(.*?)</context>", text, flags=re.S):
        if "<name>tournay_cards</name>" not in context:
            continue
        for source, translation in re.findall(r"<source>(.*?)</source>.*?<translation[^>]*>(.*?)</translation>",
                                              context, flags=re.S):
            found[html.unescape(source)] = html.unescape(translation)
    return found


_CATALOGUES: dict[str, dict[str, str]] = {}


def catalogue_cache(lang: str) -> dict[str, str]:
    if lang not in _CATALOGUES:
        _CATALOGUES[lang] = catalogue(lang)
    return _CATALOGUES[lang]


def _tr(lang: str, msg) -> str:
    source = msg.text
    if lang == "en":
        return source
    translation = catalogue_cache(lang).get(source)
    if not translation:
        raise SystemExit(f"no {lang} translation of {source!r} in i18n/tournay_{lang}.ts")
    return translation


def _name(lang: str, card) -> str:
    name = _tr(lang, card.name)
    marks = (MARK if card.edition else "") + (REMOVABLE if card.removable else "")
    return f"{name}{marks}"


def _deck_table(lang: str, colour: str, level: int, expansion: bool) -> str:
    w = WORDS[lang]
    rows = [w["head"], "|---|---|---|---|---|---|"]
    for card in D.CARDS.values():
        if card.colour != colour or card.level != level or card.expansion != expansion or card.kind == D.CRIER:
            continue
        rows.append(f"| {_name(lang, card)} | {w['kind'][card.kind]} | {card.copies} | "
                    f"{w['deniers'].format(n=card.cost)} | {card.points} | {_tr(lang, card.text)} |")
    return "\n".join(rows)


def _prestige_cost(lang: str, card) -> str:
    w = WORDS[lang]
    if card.extra == "card":
        return w["plus_card"].format(n=card.cost)
    if card.extra == "citizen":
        return w["citizen"].format(colour=w["ccol"][card.colour])
    return w["deniers"].format(n=card.cost)


def _prestige_table(lang: str, colour: str) -> str:
    w = WORDS[lang]
    rows = [w["prestige_head"], "|---|---|---|---|---|"]
    for card in D.CARDS.values():
        if card.kind == D.PRESTIGE and card.colour == colour:
            rows.append(f"| {_name(lang, card)} | {card.copies} | {_prestige_cost(lang, card)} | "
                        f"{card.builder} / {card.other} | {_tr(lang, card.text)} |")
    return "\n".join(rows)


def _event_table(lang: str) -> str:
    w = WORDS[lang]
    rows = [w["event_head"], "|---|---|---|---|---|"]
    for e in D.EVENTS.values():
        colour = w["ccol"][e.colour]
        unit = w["denier_word"].get(e.ransom, w["deniers_word"])
        fight = (w["ransom"].format(colour=colour, n=e.ransom, deniers=unit) if e.ransom
                 else w["citizens"].format(colour=colour, n=e.citizens))
        rows.append(f"| {_tr(lang, e.name)}{MARK} | {fight} | {e.circles} | {w['harm'][e.harmful]} | {_tr(lang, e.text)} |")
    return "\n".join(rows)


def tables(lang: str) -> dict[str, str]:
    """Heading line (as written in the rulebook, "#### ...") -> the table that follows it."""
    w = WORDS[lang]
    found = {}
    for expansion in (False, True):
        for colour in D.COLOURS:
            for level in (1, 2):
                title = w["expansion_deck" if expansion else "deck"].format(colour=w["colour"][colour],
                                                                            level=ROMAN[level])
                found[f"#### {title}"] = _deck_table(lang, colour, level, expansion)
    for colour in D.COLOURS:
        found[f"#### {w['prestige'].format(colour=w['colour'][colour])}"] = _prestige_table(lang, colour)
    found[f"#### {w['events']}"] = _event_table(lang)
    return found


def rulebook(lang: str) -> Path:
    return ROOT / "i18n" / "rules" / lang / "tournay.md"


def rewrite(text: str, lang: str) -> str:
    """`text` with the table after each known heading replaced by the generated one (inserted if missing)."""
    lines = text.split("\n")
    out: list[str] = []
    wanted = tables(lang)
    i = 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        i += 1
        if line in wanted:
            out += ["", wanted[line]]
            while i < len(lines) and (not lines[i].strip() or lines[i].startswith("|")):
                if not lines[i].strip() and i + 1 < len(lines) and not lines[i + 1].startswith("|"):
                    break
                i += 1
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lang", nargs="?", choices=LANGS, default="en")
    parser.add_argument("--write", action="store_true", help="rewrite the tables of both rulebooks")
    args = parser.parse_args(argv)
    if args.write:
        for lang in LANGS:
            path = rulebook(lang)
            path.write_text(rewrite(path.read_text("utf-8"), lang), "utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
        return 0
    for heading, table in tables(args.lang).items():
        print(f"{heading}\n\n{table}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
