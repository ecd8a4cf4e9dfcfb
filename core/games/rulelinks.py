"""Rule links: which rulebook section a reason or a log line comes from.

Each game lists its messages' sections in `core/games/<id>/rulelinks.py` (`LINKS`, a `RuleLinks`).
The sections are ids written on the headings of both languages' rulebooks as `## Title {#id}`; the
rulebook viewer hides the id and scrolls to its heading. Pure Python: the desktop asks for a
section by game id and message key and the rulebook files stay the only place headings live.
"""
from __future__ import annotations

import importlib
import re
from functools import cache

from ..engine.messages import RuleLinks

# A heading line with its id: "### 2. The check: joining the roll {#check-joining-roll}".
HEADING = re.compile(r"^\s{0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+\{#([A-Za-z0-9][\w-]*)\})?[ \t]*$")


@cache
def rule_links(game_id: str) -> RuleLinks:
    """The game's table of message key -> section id."""
    return importlib.import_module(f"{__package__}.{game_id}.rulelinks").LINKS


def rule_section(game_id: str, key: str) -> str:
    """The section id of a message of this game, or "" when it has none (or the game has no table)."""
    try:
        links = rule_links(game_id)
    except ModuleNotFoundError:
        return ""
    return links.section(key) or ""


def heading_ids(markdown: str) -> dict[str, str]:
    """{section id: heading text without the id} for every heading of a rulebook that carries an id.

    Headings inside fenced code blocks are not headings.
    """
    found: dict[str, str] = {}
    fence = ""
    for line in markdown.splitlines():
        marker = re.match(r"^\s{0,3}(`{3,}|~{3,})", line)
        if marker:
            fence = marker.group(1)[0] if not fence else ("" if marker.group(1)[0] == fence else fence)
            continue
        if fence:
            continue
        m = HEADING.match(line)
        if m and m.group(3):
            found[m.group(3)] = m.group(2)
    return found


def strip_heading_id(line: str) -> str:
    """A heading line as a reader sees it: "## Setup {#setup}" -> "## Setup" (other lines unchanged)."""
    m = HEADING.match(line)
    if not m or not m.group(3):
        return line
    return line[:m.start(2)] + m.group(2)
