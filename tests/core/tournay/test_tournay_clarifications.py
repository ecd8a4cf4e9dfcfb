"""Every clarification and example of the seed's rules, one test each, named after it."""
from tournay_helpers import build, citizens, deck_top, give, kinds, new, of_kind, play, queue, turn

from gameshelf.core.games.tournay import GAME, score
from gameshelf.core.games.tournay.actions import (Card, Cell, Colour, Draw, DrawFrom, Earn, Fight, Keep, Place, Slot,
                                                  Slots, Use)


def reason(state, seat, action):
    msg = GAME.check(state, seat, action)
    return None if msg is None else msg.key


def test_the_first_card_needs_no_declared_square_and_the_district_grows_any_way():
    state = turn(new(2), 0, "place")
    give(state, 0, "market", "hospice", "chapel")
    play(state, (0, Place("market", 0, 0)))
    turn(state, 0, "place")
    for cell in ((-1, 0), (0, -1), (1, 0), (0, 1)):
        assert reason(state, 0, Place("hospice", *cell)) is None
    turn(state, 0, "place")
    play(state, (0, Place("hospice", -1, 0)))
    turn(state, 0, "place")
    assert reason(state, 0, Place("chapel", 1, 0)) is None and reason(state, 0, Place("chapel", -2, 0)) is None


def test_after_a_card_is_sacrificed_the_district_may_grow_the_other_way():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "market", (1, 0): "hospice", (2, 0): "demolisher"})
    give(state, 0, "chapel")
    assert reason(state, 0, Place("chapel", -1, 0)) is not None or state.phase == "act"
    play(state, (0, Use(2, 0)))  # the Demolisher: only the Market or the Hospice may go
    assert state.phase == "cell"
    assert Cell(0, 2, 0) not in GAME.legal_actions(state, 0)
    play(state, (0, Cell(0, 0, 0)))
    assert (0, 0) not in state.players[0].stacks and state.players[0].deniers == 6 + 2
    turn(state, 0, "place")
    assert reason(state, 0, Place("chapel", 3, 0)) is None  # the box moved: a new column beyond the Demolisher
    assert reason(state, 0, Place("chapel", 0, 0)) is None


def test_a_building_with_nothing_to_act_on_cannot_be_used_a_bridge_with_no_free_building():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "bridge"})
    build(state, 1, {(0, 0): "market", (1, 0): "bishop"})
    state.players[1].occ[(0, 0)] = "y"
    state.players[1].standing[2] -= 1
    assert reason(state, 0, Use(0, 0)) == "tournay.no_effect"
    state.players[1].occ.clear()
    state.players[1].standing[2] += 1
    assert reason(state, 0, Use(0, 0)) is None


def test_the_building_acts_first_then_the_characters():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "town_house", (1, 0): "alderman"})
    state.players[0].deniers = 3  # exactly the Town House's price: the Alderman's denier comes after
    events = play(state, (0, Use(0, 0)))
    assert kinds(events).index("hire") < max(i for i, k in enumerate(kinds(events)) if k == "gain")
    assert state.players[0].deniers == 1 and state.players[0].standing == [2, 2, 2]


def test_a_library_turning_a_crier_resolves_the_building_then_the_events_then_the_characters():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "library", (0, 1): "bishop"})
    queue(state, ["harvest", None, None], [0, 0, 0])
    deck_top(state, "r1", "arsenal", "barracks", "crier_r1")
    play(state, (0, Use(0, 0)))
    assert state.phase == "draw_from"
    events = play(state, (0, DrawFrom("r", 1, "turn")))
    events += play(state, (0, Keep("arsenal")))
    order = kinds(events)
    assert order.index("keep") < order.index("coin") < order.index("gain")
    gains = of_kind(events, "gain")
    assert gains[-1].get("seat") == 0 and gains[-1].get("deniers") == 1  # the Bishop, last


def test_a_bridge_may_use_another_players_bridge():
    state = turn(new(3), 0)
    build(state, 0, {(0, 0): "bridge"})
    build(state, 1, {(0, 0): "great_bridge"})
    build(state, 2, {(0, 0): "market"})
    play(state, (0, Use(0, 0)))
    assert Cell(1, 0, 0) in GAME.legal_actions(state, 0) or state.players[1].occ
    if state.phase == "cell":
        play(state, (0, Cell(1, 0, 0)))
    assert state.players[1].occ == {(0, 0): "g"} and state.players[2].occ == {(0, 0): "g"}
    assert state.players[0].deniers == 6 + 1 + 3  # the Great Bridge's denier, then the Market


def test_the_coins_the_ballista_adds_come_from_the_supply():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "ballista"})
    queue(state, ["harvest", "strike", "plague"], [0, 0, 0])
    money = [p.deniers for p in state.players]
    play(state, (0, Use(0, 0)), (0, Slots((0, 1))))
    assert state.coins == [1, 1, 0]
    assert state.players[0].deniers == money[0] + 2 and state.players[1].deniers == money[1] + 2  # no one paid
    assert state.players[1].down[2] == 1 and state.players[0].down[2] == 0  # the strike spared the user


def test_cards_under_other_cards_are_invisible():
    state = new(2)
    build(state, 0, {(0, 0): ("saint_jacques",), (1, 0): ("hospice", "chapel")})
    assert score(state)[0]["prestige"]["saint_jacques"] == 2 * 2  # the chapel and the building itself


def test_prestige_scores_count_only_the_visible_cards_of_ones_own_district():
    state = new(2)
    build(state, 0, {(0, 0): "cloth_hall", (1, 0): ("market", "guild"), (2, 0): "bishop"})
    build(state, 1, {(0, 0): "market", (1, 0): "weaver"})
    rows = score(state)
    assert rows[0]["prestige"]["cloth_hall"] == 2 * 2 and rows[1]["prestige"]["cloth_hall"] == 1 * 2


def test_card_points_count_visible_and_covered_cards():
    state = new(2)
    build(state, 0, {(0, 0): ("market", "great_market")})
    assert score(state)[0]["cards"] == 1 + 2


def test_fort_ii_fights_only_events_without_a_coin():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "fort2"})
    queue(state, ["plague", "fire", "harvest"], [1, 0, 2])
    play(state, (0, Use(0, 0)))  # a single coinless event: fought at once
    assert "fire" in state.players[0].hand and state.coins[1] == 0


def test_discarded_cards_go_to_the_bottom_of_their_deck():
    state = turn(new(2), 0)
    give(state, 0, "market", "hospice", "guild", "scriptorium", "fire")
    play(state, (0, Earn("r", 1)), (0, Card("scriptorium")), )
    assert state.decks["w1"][0] == "scriptorium"


def test_characters_do_not_act_when_an_opponents_building_is_used():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "bridge", (1, 0): "alderman"})
    build(state, 1, {(0, 0): "market", (1, 0): "bailiff"})
    play(state, (0, Use(0, 0)))
    assert state.players[0].deniers == 6 + 3 + 1  # the Market, and the Alderman for the Bridge itself only
    assert state.players[1].deniers == 6


def test_this_edition_gives_everyone_a_last_turn_not_the_start_player_only():
    from test_tournay_rules import full_district
    from gameshelf.core.games.tournay.flow import run
    state = new(3, seed=5)
    full_district(state, 0)
    full_district(state, 1, ("cathedral", "saint_brice"))
    state.turn = (state.start - 1) % 3
    state.tasks, state.phase = [("end_turn", state.turn)], "run"
    run(state, [])
    turns = []
    while state.phase in ("place", "act"):
        turns.append(state.turn)
        if state.phase == "place":
            play(state, (state.turn, GAME.legal_actions(state, state.turn)[0]))
        seat = state.turn
        play(state, (seat, Earn("r", 1) if state.players[seat].standing[0] else GAME.legal_actions(state, seat)[-1]))
    assert sorted(turns) == [0, 1, 2] and turns[0] == state.start
    assert state.phase in ("last", "over")


def test_covered_cards_have_no_effect_and_only_score():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): ("alderman", "advocate"), (1, 0): "market"})
    play(state, (0, Use(1, 0)))
    assert state.players[0].deniers == 6 + 3  # the covered Alderman adds nothing
    assert score(state)[0]["cards"] == 3


def test_a_discarded_card_that_comes_back_to_the_top_may_be_taken():
    state = turn(new(2), 0)
    deck = state.decks["y2"]
    keep = [c for c in deck if c in ("great_market", "town_hall")]
    rest = [c for c in deck if c not in keep]
    state.out += rest
    deck[:] = keep
    give_back = "bailiff"
    state.out.remove(give_back)
    state.players[0].hand = [give_back]
    state.players[0].hand += []
    play(state, (0, Draw("y", 2, "turn", (1,))), (0, Keep("great_market")))
    assert state.decks["y2"] == ["town_hall"]
    from gameshelf.core.games.tournay import events as V
    V.discard(state, 0, give_back, [])
    assert state.decks["y2"] == ["bailiff", "town_hall"]
    state.decks["y2"].pop()
    state.up["y2"] = False
    turn(state, 1)
    play(state, (1, Draw("y", 2, "turn", (0,))))
    assert state.players[1].hand == ["bailiff"]


def test_a_card_that_fights_pays_nothing_of_the_events_cost():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "fort"})
    queue(state, ["fire", None, None], [1, 0, 0])
    play(state, (0, Use(0, 0)))
    p = state.players[0]
    assert "fire" in p.hand and p.deniers == 6 and p.down == [0, 0, 0] and p.standing == [1, 2, 2]


def test_damaged_buildings_score_as_usual_and_stay_visible():
    state = new(2)
    build(state, 0, {(0, 0): "cloth_hall", (1, 0): "market"})
    before = score(state)[0]
    state.players[0].occ[(1, 0)] = "x"
    assert score(state)[0] == before


def test_events_act_once_per_coin_and_a_colour_is_chosen_each_time():
    state = turn(new(2), 0)
    build(state, 1, {(0, 0): "market", (1, 0): "hospice", (2, 0): "arsenal"})
    queue(state, ["levy", None, None], [1, 0, 0])
    deck_top(state, "r1", "barracks", "watch", "crier_r1")
    play(state, (0, Draw("r", 1, "turn")), (0, Keep("barracks")))
    assert state.coins[0] == 2 and state.phase == "colour" and state.decider == 0
    play(state, (0, Colour("y")))
    assert state.players[1].deniers == 5 and state.phase == "colour"
    play(state, (0, Colour("w")))
    assert state.players[1].deniers == 4


def test_cards_that_add_citizens_work_while_the_supply_has_them():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "barracks"})
    state.supply[0] = 0
    assert reason(state, 0, Use(0, 0)) == "tournay.no_effect"
    state.supply[0] = 1
    play(state, (0, Use(0, 0)))
    assert state.players[0].standing[0] == 2 and state.players[0].occ == {(0, 0): "r"} and state.supply[0] == 0


def test_several_opponents_lend_citizens_in_one_action():
    state = turn(new(3), 0)
    citizens(state, 0, standing=[0, 2, 2])
    play(state, (0, Draw("r", 2, "turn", (1, 2))))
    assert [p.down[0] for p in state.players] == [0, 1, 1]


def test_a_fought_event_is_replaced_from_the_event_deck():
    state = turn(new(2), 0)
    queue(state, ["strike", "fire", "harvest"], [1, 0, 0])
    nxt = state.event_deck[-1]
    play(state, (0, Fight(0)))
    assert state.queue[0] == nxt


def test_the_fort_fights_an_event_with_a_coin_without_its_cost():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "fort"})
    queue(state, ["fire", "strike", None], [1, 2, 0])
    play(state, (0, Use(0, 0)))
    assert state.phase == "slot" and set(GAME.legal_actions(state, 0)) == {Slot(0), Slot(1)}
    play(state, (0, Slot(1)))
    assert "strike" in state.players[0].hand and state.players[0].deniers == 6
