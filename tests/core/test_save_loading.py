"""Saves are untrusted input: every crafted file is refused with a message that says where, or loads exactly."""
import json
import time

import pytest

from gameshelf.core.ai.levels import LEVELS
from gameshelf.core.engine import LoadError, Seat, Session, dumps, parse
from gameshelf.core.engine import record as R
from gameshelf.core.games import playable
from gameshelf.core.games.dice_road_race import GAME
from gameshelf.core.games.dice_road_race.actions import Declare

GAMES = playable()


def good_doc() -> dict:
    """A real Dice Road Race save after one declaration, as the JSON document a file holds."""
    session = Session.new(GAME, [Seat("Ann", "#d63031", "human"), Seat("Bot", "#0984e3", "ai:easy")], {}, seed=3)
    session.submit(0, Declare(2))
    return json.loads(dumps(session.record, GAME))


def refusal(doc_or_text) -> LoadError:
    text = doc_or_text if isinstance(doc_or_text, str) else json.dumps(doc_or_text)
    with pytest.raises(LoadError) as caught:
        record, game = parse(text, GAMES)
        Session(game, record)
    return caught.value


def damaged_at(doc) -> str:
    reason = refusal(doc).reason
    assert reason.key == "save.malformed", reason
    return reason.param("where")


def with_value(path: list, value) -> dict:
    doc = good_doc()
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


def test_deeply_nested_json_is_refused_not_a_recursion_error():
    assert refusal("[" * 5000 + "]" * 5000).reason.key == "save.too_deep"
    doc = json.dumps(good_doc())
    nested = doc.replace('"options": {}', '"options": ' + "{\"a\": " * 5000 + "1" + "}" * 5000)
    assert refusal(nested).reason.key == "save.too_deep"


@pytest.mark.parametrize("game", [["dice_road_race"], {"id": 1}, 7, None, True])
def test_a_game_id_that_is_not_text_is_refused(game):
    assert damaged_at(with_value(["game"], game)) == "game"


def test_an_unknown_game_id_is_named_only_when_it_is_short_clean_text():
    assert refusal(with_value(["game"], "chess")).reason.param("game") == "chess"
    assert damaged_at(with_value(["game"], "x" * 10_000)) == "game"
    assert damaged_at(with_value(["game"], "che\udc80ss")) == "game"


@pytest.mark.parametrize("name", ["An\udc80n", "\ud800", "Ann\u0007", "Ann\nBen", "A\u2028B", "", "   ", "x" * 25])
def test_seat_names_that_cannot_be_written_back_or_shown_are_refused(name):
    assert damaged_at(with_value(["seats", 1, "name"], name)) == "seats[1].name"


def test_a_megabyte_name_is_refused_quickly():
    text = json.dumps(with_value(["seats", 0, "name"], "あ" * 1_000_000), ensure_ascii=False)
    started = time.perf_counter()
    assert damaged_at(text) == "seats[0].name"
    assert time.perf_counter() - started < 1.0


def test_a_name_at_the_limit_loads_and_saves_back():
    name = "名" * (R.NAME_LIMIT - 1) + "😀"  # astral characters count once
    record, game = parse(json.dumps(with_value(["seats", 0, "name"], name)), GAMES)
    assert record.seats[0].name == name
    dumps(record, game).encode("utf-8")


@pytest.mark.parametrize(
    "path,value,where",
    [
        (["steps", 0, "action", "dice"], "2", "steps[0].action.dice"),
        (["steps", 0, "action", "dice"], 2.5, "steps[0].action.dice"),
        (["steps", 0, "action", "dice"], 2.0, "steps[0].action.dice"),
        (["steps", 0, "action", "dice"], True, "steps[0].action.dice"),
        (["steps", 0, "action", "dice"], 10**12, "steps[0].action.dice"),
        (["steps", 0, "player"], "0", "steps[0].player"),
        (["steps", 0, "player"], False, "steps[0].player"),
        (["steps", 0, "player"], 2, "steps[0].player"),
        (["steps", 0, "action", "kind"], 1, "steps[0].action.kind"),
        (["steps", 0, "action", "kind"], "fly", "steps[0].action.kind"),
        (["steps", 0, "action", "extra"], 1, "steps[0].action.extra"),
        (["steps", 0, "action"], [], "steps[0].action"),
        (["steps", 0], "declare", "steps[0]"),
        (["steps"], {}, "steps"),
        (["seed"], True, "seed"),
        (["seed"], "5", "seed"),
        (["seed"], 5.0, "seed"),
        (["seed"], -1, "seed"),
        (["seed"], 2**63, "seed"),
        (["assisted"], "no", "assisted"),
        (["assisted"], 0, "assisted"),
        (["assisted"], None, "assisted"),
        (["practice"], "yes", "practice"),
        (["practice"], 1, "practice"),
        (["version"], True, "version"),
        (["version"], "1", "version"),
        (["version"], 0, "version"),
        (["options"], [], "options"),
        (["options", "mode"], ["stage_race"], "options.mode"),
        (["options", "mode"], 1, "options.mode"),
        (["options", "leader_colour"], "yes", "options.leader_colour"),
        (["options", "leader_colour"], 1, "options.leader_colour"),
        (["options", "speed"], "fast", "options.speed"),
        (["seats"], "Ann", "seats"),
        (["seats", 0], ["Ann"], "seats[0]"),
        (["seats", 0, "colour"], "red", "seats[0].colour"),
        (["seats", 0, "colour"], 0xD63031, "seats[0].colour"),
        (["seats", 0, "controller"], "ai:godlike", "seats[0].controller"),
        (["seats", 0, "controller"], "robot", "seats[0].controller"),
        (["seats", 0, "controller"], None, "seats[0].controller"),
        (["seats", 0, "hat"], "red", "seats[0].hat"),
        (["notes"], "hello", "notes"),
    ],
)
def test_values_of_the_wrong_type_or_range_are_refused_not_converted(path, value, where):
    assert damaged_at(with_value(path, value)) == where


@pytest.mark.parametrize("path,where", [(["seed"], "seed"), (["seats", 0, "name"], "seats[0].name"),
                                        (["steps", 0, "action", "dice"], "steps[0].action.dice"),
                                        (["steps", 0, "player"], "steps[0].player")])
def test_missing_fields_are_named(path, where):
    doc = good_doc()
    target = doc
    for key in path[:-1]:
        target = target[key]
    del target[path[-1]]
    assert damaged_at(doc) == where


def test_too_many_seats_or_steps_are_refused_before_any_replay():
    seats = good_doc()["seats"]
    assert damaged_at(with_value(["seats"], seats * 4)) == "seats"
    started = time.perf_counter()
    steps = [{"player": 0, "action": {"kind": "declare", "dice": 1}}] * (R.MAX_STEPS + 1)
    assert damaged_at(with_value(["steps"], steps)) == "steps"
    assert time.perf_counter() - started < 2.0


def test_a_huge_text_is_refused_before_it_is_parsed():
    assert refusal(" " * (R.MAX_BYTES + 1)).reason.key == "save.too_large"


def test_the_message_names_the_place_and_no_python_exception():
    reason = refusal(with_value(["seats"], 5)).reason
    text = reason.english()
    assert "seats" in text and "Error" not in text and "Exception" not in text


def test_computer_levels_in_saves_are_the_levels_the_computer_has():
    assert set(R.AI_LEVELS) == set(LEVELS)


def test_a_practice_save_keeps_its_mark():
    old = with_value(["assisted"], True)
    del old["practice"]
    record, game = parse(json.dumps(old), GAMES)
    assert record.assisted and Session(game, record).practice  # before hints, the one flag meant practice
    record, game = parse(json.dumps({**with_value(["assisted"], True), "practice": True}), GAMES)
    assert record.practice and Session(game, record).practice


def test_a_hint_assisted_save_reloads_assisted_but_without_practice_undo():
    record, game = parse(json.dumps({**with_value(["assisted"], True), "practice": False}), GAMES)
    session = Session(game, record)
    assert record.assisted and not record.practice and not session.practice
    assert json.loads(dumps(session.record, game))["practice"] is False


def test_practice_without_the_assisted_mark_is_refused():
    assert damaged_at({**with_value(["assisted"], False), "practice": True}) == "assisted"
