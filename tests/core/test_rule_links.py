"""Rule links: every refusal and every log line of every game names a rulebook section that exists in both
languages' rulebooks (ids written on the headings as `## Title {#id}`)."""
from __future__ import annotations

import importlib
import random
from pathlib import Path

import pytest

from gameshelf.core.engine import Seat
from gameshelf.core.engine import messages as E
from gameshelf.core.engine.messages import MsgDef
from gameshelf.core.games import SHELF, registry
from gameshelf.core.games.rulelinks import heading_ids, rule_links, rule_section, strip_heading_id

GAMES = [game_id for game_id, *_ in SHELF]
ENGINE_REASONS = (E.NOT_YOUR_TURN, E.GAME_OVER, E.UNKNOWN_ACTION)
RULES = Path(__file__).resolve().parents[2] / "i18n" / "rules"
TABLE_KEY = "_table."  # refusals the table's gestures make (desktop/presenters/<id>.py): checked by the desktop test


def definitions(module) -> dict[str, MsgDef]:
    """Every message a module defines at its top level, in dicts too, by key."""
    found = {}
    for value in vars(module).values():
        for item in value.values() if isinstance(value, dict) else (value,):
            if isinstance(item, MsgDef):
                found[item.key] = item
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_every_message_of_the_game_is_a_linked_reason_a_linked_event_or_named_as_neither(game_id):
    links = rule_links(game_id)
    defined = definitions(importlib.import_module(f"gameshelf.core.games.{game_id}.messages"))
    reasons, events = set(links.reasons), set(links.events)
    assert not reasons & events and not (reasons | events) & links.unlinked
    missing = sorted(set(defined) - reasons - events - links.unlinked)
    assert not missing, f"{game_id}: messages with no rulebook section (add them to rulelinks.py): {missing}"
    own = {k for k in reasons | events | links.unlinked if TABLE_KEY not in k}
    stale = sorted(own - set(defined) - {d.key for d in ENGINE_REASONS})
    assert not stale, f"{game_id}: rulelinks.py names messages that do not exist: {stale}"
    for d in ENGINE_REASONS:
        assert d.key in links.reasons, (game_id, d.key)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_linked_section_is_a_heading_of_the_rulebook(game_id, lang):
    ids = heading_ids((RULES / lang / f"{game_id}.md").read_text(encoding="utf-8"))
    links = rule_links(game_id)
    wanted = set(links.reasons.values()) | set(links.events.values())
    assert wanted <= set(ids), f"{lang}/{game_id}.md lacks headings {{#id}} for {sorted(wanted - set(ids))}"


@pytest.mark.parametrize("game_id", GAMES)
def test_both_languages_carry_the_same_section_ids_in_the_same_order(game_id):
    en, ja = (list(heading_ids((RULES / lang / f"{game_id}.md").read_text(encoding="utf-8"))) for lang in ("en", "ja"))
    assert en == ja
    assert len(en) == len(set(en))


def test_heading_ids_are_read_and_stripped():
    book = "# Game {#intro}\n\n## Set-up {#set-up}\n\ntext {#not-a-heading}\n\n```\n## Code {#code}\n```\n### Plain\n"
    assert heading_ids(book) == {"intro": "Game", "set-up": "Set-up"}
    assert strip_heading_id("### 2. The check: joining {#check}") == "### 2. The check: joining"
    assert strip_heading_id("### Plain") == "### Plain"
    assert strip_heading_id("text {#x}") == "text {#x}"
    assert rule_section("dice_road_race", "drr.retire_when") == "retirement"
    assert rule_section("dice_road_race", "no.such.key") == ""
    assert rule_section("no_such_game", "drr.retire_when") == ""


def _play(game_id: str, n: int, seed: int, max_steps: int) -> tuple[set[str], set[str]]:
    """Random play; at every step every action seen so far is also tried by a random seat: the keys of the
    events made and of the refusals met."""
    game = registry()[game_id]
    rnd = random.Random(seed)
    state = game.new_game([Seat(f"P{i}") for i in range(n)], {}, seed)
    events = {e.message.key for e in getattr(state, "intro", ())}
    refusals: set[str] = set()
    seen: list = []
    for _ in range(max_steps):
        acting = game.to_act(state)
        if not acting:
            break
        for _try in range(4):
            if seen:
                problem = game.check(state, rnd.randrange(n), rnd.choice(seen))
                if problem is not None:
                    refusals.add(problem.key)
        seat = rnd.choice(acting)
        actions = game.legal_actions(state, seat)
        action = rnd.choice(actions)
        if len(seen) < 400:
            seen.extend(rnd.sample(actions, min(3, len(actions))))
        events |= {e.message.key for e in game.apply(state, seat, action)}
    if game.is_over(state) and seen:
        refusals.add(game.check(state, 0, seen[0]).key)
    return events, refusals


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_and_refusal_met_in_play_has_its_section(game_id):
    game = registry()[game_id]
    links = rule_links(game_id)
    events, refusals = set(), set()
    low, high = game.spec.min_players, game.spec.max_players
    for n, seed in ((low, 1), (high, 2)):
        got_events, got_refusals = _play(game_id, n, seed, 1500)
        events |= got_events
        refusals |= got_refusals
    for n in (low - 1, high + 1):
        problem = game.check_options(n, {})
        if problem is not None:
            refusals.add(problem.key)
    assert events and refusals
    assert not events - set(links.events), f"log lines with no section: {sorted(events - set(links.events))}"
    assert not refusals - set(links.reasons), f"refusals with no section: {sorted(refusals - set(links.reasons))}"
