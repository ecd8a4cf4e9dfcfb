"""The shared engine: sessions, the undo policy, the save format and its errors."""
import json

import pytest

from gameshelf.core.engine import IllegalAction, LoadError, Seat, Session, dumps, parse
from gameshelf.core.engine.messages import render
from gameshelf.core.engine.record import VERSION
from gameshelf.core.games import catalogue, playable, registry
from gameshelf.core.games.dice_road_race import GAME
from gameshelf.core.games.dice_road_race.actions import Advance, Declare, Join

GAMES = {GAME.spec.id: GAME}


def seats(*controllers):
    return [Seat(f"S{i}", controller=c) for i, c in enumerate(controllers)]


def session_at_first_move_choice(controllers=("human", "human")):
    """A session where seat 0 rolled alone and now chooses where to stop."""
    session = Session.new(GAME, seats(*controllers), {}, seed=3)
    session.submit(0, Declare(3))
    if session.state.phase == "join":
        session.submit(1, Join(False))
    assert session.state.phase == "move" and session.to_act() == (0,)
    return session


def test_catalogue_lists_five_games_and_only_built_ones_start():
    specs = catalogue()
    assert [s.id for s in specs] == ["grands_tours", "grandprix_f1", "tournay", "dice_road_race", "grimoire"]
    assert [s.id for s in specs if s.available] == [g for g in registry() if g in playable()]
    assert "dice_road_race" in playable()


def test_submit_refuses_illegal_actions_and_keeps_the_state():
    session = Session.new(GAME, seats("human", "human"), {}, seed=1)
    with pytest.raises(IllegalAction):
        session.submit(1, Declare(1))
    assert session.steps == () and session.state.phase == "declare"


def test_the_log_opens_with_what_the_set_up_said_and_keeps_it_through_a_reload():
    session = session_at_first_move_choice()
    opening = [e.kind for e in session.log()[:2]]
    assert opening == ["stage_start", "turn"]  # said by new_game, before any decision
    assert session.log()[2:] == [e for batch in session.events() for e in batch]
    record, game = parse(dumps(session.record, GAME), GAMES)
    assert Session(game, record).log() == session.log()


def test_undo_never_crosses_a_roll():
    session = session_at_first_move_choice()
    assert not session.can_undo(0)  # the declaration led straight to a roll


def test_undo_takes_back_a_choice_made_after_the_roll_and_redo_restores_it():
    session = session_at_first_move_choice()
    stops = [a for a in GAME.legal_actions(session.state, 0) if isinstance(a, Advance)]
    session.submit(0, stops[0])
    after = len(session.steps)
    assert session.undo(0)
    assert session.state.phase == "move" and len(session.steps) == after - 1
    assert session.can_redo()
    session.redo()
    assert len(session.steps) == after


def test_undo_is_refused_for_another_humans_decision():
    session = Session.new(GAME, seats("human", "human", "human"), {}, seed=2)
    session.submit(0, Declare(2))
    assert session.state.phase == "join"
    session.submit(1, Join(False))
    assert not session.can_undo(2) and session.can_undo(1)


def test_undo_takes_back_computer_replies_with_the_human_decision():
    session = Session.new(GAME, seats("human", "ai:normal", "ai:normal"), {}, seed=2)
    session.submit(0, Declare(2))
    session.submit(1, Join(False))  # computer answers
    assert session.state.phase == "join"
    assert session.undo(0)
    assert session.steps == ()


def test_practice_lifts_the_bound_and_marks_the_record_assisted():
    session = Session.new(GAME, seats("human", "human"), {}, seed=3, practice=True)
    session.submit(0, Declare(1))
    assert session.record.assisted and session.can_undo(0)


def test_practice_on_a_loaded_record_marks_it_assisted():
    plain = Session.new(GAME, seats("human", "human"), {}, seed=3)
    plain.submit(0, Declare(1))
    assert not plain.record.assisted
    session = Session(GAME, plain.record, practice=True)
    assert session.record.assisted and session.can_undo(0)
    assert json.loads(dumps(session.record, GAME))["assisted"] is True  # so its save says so too
    session.undo(0)
    assert session.record.assisted


def test_save_round_trip_keeps_the_record():
    session = session_at_first_move_choice()
    text = dumps(session.record, GAME)
    record, game = parse(text, GAMES)
    assert game is GAME and record == session.record
    assert json.loads(text)["version"] == VERSION


@pytest.mark.parametrize(
    "text,key",
    [
        ("not json at all", "save.not_json"),
        ('{"format": "other"}', "save.foreign"),
        ("[1, 2]", "save.foreign"),
        ('{"format": "gameshelf-save", "version": 99, "game": "dice_road_race"}', "save.newer"),
        ('{"format": "gameshelf-save", "version": 1, "game": "chess"}', "save.unknown_game"),
        ('{"format": "gameshelf-save", "version": 1, "game": "dice_road_race", "seed": "x"}', "save.malformed"),
    ],
)
def test_bad_save_files_give_clear_reasons(text, key):
    with pytest.raises(LoadError) as caught:
        parse(text, GAMES)
    assert caught.value.reason.key == key
    assert render(caught.value.reason, lambda c, t: t)


def test_truncated_save_is_refused():
    text = dumps(session_at_first_move_choice().record, GAME)
    with pytest.raises(LoadError):
        parse(text[: len(text) // 2], GAMES)


def test_tampered_save_stops_at_the_first_illegal_step():
    data = json.loads(dumps(session_at_first_move_choice().record, GAME))
    data["steps"][0]["action"]["dice"] = 5  # nobody holds five dice
    record, game = parse(json.dumps(data), GAMES)
    with pytest.raises(LoadError) as caught:
        Session(game, record)
    assert caught.value.reason.key == "save.illegal_step" and caught.value.reason.param("step") == 1


def test_save_with_bad_options_is_refused():
    data = json.loads(dumps(session_at_first_move_choice().record, GAME))
    data["options"] = {"mode": "relay"}  # the right type, a value the game does not have
    record, game = parse(json.dumps(data), GAMES)
    with pytest.raises(LoadError) as caught:
        Session(game, record)
    assert caught.value.reason.key == "save.bad_setup"


def test_a_hint_marks_assisted_without_lifting_the_undo_bound():
    session = Session.new(GAME, seats("human", "human"), {}, seed=3)
    session.mark_assisted()
    assert session.record.assisted and not session.record.practice
    reloaded = Session(GAME, session.record)
    assert reloaded.record.assisted and not reloaded.practice  # a hint is not practice: undo stays bounded
