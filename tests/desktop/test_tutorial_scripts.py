"""Every tutorial script against the real rules and its rulebook (no window).

A rules change that makes a scripted or expected decision illegal fails here, not in front of a player.
"""
import re

import pytest

from gameshelf.core.games import playable
from gameshelf.desktop.tutorial.run import OTHER_MOVE, decisions_before, session_at, seats, verdict
from gameshelf.desktop.tutorial.script import EXPECT, SCRIPTED, SHOW, script_for
from gameshelf.desktop.paths import i18n_dir

SCRIPTS = [script_for(game) for game in SCRIPTED]


def english(msg):
    return msg.english()


def sections(game_id: str, lang: str) -> set[str]:
    text = (i18n_dir() / "rules" / lang / f"{game_id}.md").read_text(encoding="utf-8")
    return set(re.findall(r"^#+ .*\{#([a-z0-9-]+)\}\s*$", text, re.M))


@pytest.mark.parametrize("script", SCRIPTS, ids=SCRIPTED)
def test_every_decision_is_legal_where_the_script_makes_it(script):
    """Replays the whole script: every `play` and expected decision passes the game's own check."""
    session = session_at(script, len(script.steps) - 1, seats(script, english))
    assert len(session.steps) == len(decisions_before(script, len(script.steps) - 1))
    last = script.steps[-1]
    if last.kind == EXPECT:
        assert session.game.check(session.state, *last.expect) is None


@pytest.mark.parametrize("script", SCRIPTS, ids=SCRIPTED)
def test_expect_steps_wait_for_the_player(script):
    """At each expect step the player is the one to act, and the expected decision is legal there; at a
    show step about a decision, that decision is legal (its button is on the table)."""
    game = playable()[script.game]
    for index, step in enumerate(script.steps):
        if step.kind == EXPECT or step.about is not None:
            session = session_at(script, index, seats(script, english))
            seat, action = step.expect or step.about
            assert seat == script.player, index
            assert seat in session.to_act(), index
            assert game.check(session.state, seat, action) is None, index


@pytest.mark.parametrize("script", SCRIPTS, ids=SCRIPTED)
def test_steps_cover_the_core_sections(script):
    covered = {section for step in script.steps for section in step.rules}
    assert set(script.core) <= covered, sorted(set(script.core) - covered)


@pytest.mark.parametrize("script", SCRIPTS, ids=SCRIPTED)
def test_every_section_is_core_or_said_why_not(script):
    """Each rulebook section is either taught or listed as not needed by a first game, with a reason; every
    link a step makes exists in both languages."""
    for lang in ("en", "ja"):
        found = sections(script.game, lang)
        assert set(script.core) | set(script.not_needed) == found, lang
        assert not set(script.core) & set(script.not_needed)
        assert {s for step in script.steps for s in step.rules} <= found
    assert all(reason.strip() for reason in script.not_needed.values())


@pytest.mark.parametrize("script", SCRIPTS, ids=SCRIPTED)
def test_every_action_kind_of_a_first_game_is_taught(script):
    """Every action kind of the game is either expected of the player or explained by a step."""
    game = playable()[script.game]
    taught = {step.expect[1].kind for step in script.steps if step.kind == EXPECT}
    mentioned = {kind for step in script.steps for kind in step.mentions}
    assert {t.kind for t in game.action_types} <= taught | mentioned
    assert taught >= {"declare", "join", "advance"} if script.game == "dice_road_race" else True


@pytest.mark.parametrize("script", SCRIPTS, ids=SCRIPTED)
def test_every_gesture_kind_is_used(script):
    """The player meets a drag, a click and the keyboard."""
    assert {s.gesture for s in script.steps if s.kind == EXPECT} == {"drag", "click", "key"}


def test_another_legal_move_is_told_apart_from_the_expected_and_an_illegal_one():
    script = script_for("dice_road_race")
    index = next(i for i, s in enumerate(script.steps) if s.kind == EXPECT)
    session = session_at(script, index, seats(script, english))
    game, state, seat = session.game, session.state, script.player
    from gameshelf.core.games.dice_road_race.actions import Advance, Declare
    assert verdict(game, state, script.steps[index].expect, [(seat, Declare(2))]) == "expected"
    assert verdict(game, state, script.steps[index].expect, [(seat, Declare(1))]) == "other"
    assert verdict(game, state, script.steps[index].expect, [(seat, Advance(3))]) == "illegal"
    assert "{task}" in OTHER_MOVE.text


def test_a_script_that_no_longer_matches_the_rules_says_where():
    import attrs
    from gameshelf.core.games.dice_road_race.actions import Advance
    from gameshelf.desktop.tutorial.run import ScriptMismatch

    script = script_for("dice_road_race")
    index = next(i for i, s in enumerate(script.steps) if s.kind == EXPECT and isinstance(s.expect[1], Advance))
    broken = attrs.evolve(script, steps=script.steps[:index] + (
        attrs.evolve(script.steps[index], expect=(script.player, Advance(23))),) + script.steps[index + 1:])
    with pytest.raises(ScriptMismatch) as caught:
        session_at(broken, index + 1, seats(broken, english))
    assert caught.value.step == index


def test_show_steps_light_something():
    for script in SCRIPTS:
        for step in script.steps:
            if step.kind == SHOW:
                assert step.light is not None or step.about is not None
