"""Every card and event of this edition (design/games/tournay.md), the advanced rules' recruiting and the expansion."""
import pytest

from tournay_helpers import build, citizens, deck_top, give, kinds, new, play, queue, turn

from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay.actions import (Card, Cell, Colour, Draw, Earn, Fight, Gather, Keep, Place, Slot,
                                                  Slots, Use)
from gameshelf.core.games.tournay.flow import run


def reason(state, seat, action):
    msg = GAME.check(state, seat, action)
    return None if msg is None else msg.key


def hit(state, key, seat, colour=""):
    """One act of an event on one player, as a crier would set it off."""
    state.tasks, state.phase = [("end_turn", state.turn), ("hit", key, seat, 0, colour)], "run"
    ev = []
    run(state, ev)
    return ev


def using(key, district=None, seat=0, n=2, **kw):
    """A game where `seat` has `key` at (0, 0) (and `district`), and uses it."""
    if any(D.CARDS[k].expansion for k in [key, *(v for v in (district or {}).values() if isinstance(v, str))]):
        kw.setdefault("expansion", "swap")
    state = turn(new(n, **kw), seat)
    build(state, seat, {(0, 0): key, **(district or {})})
    return state


# --- buildings that pay ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("key, district, gain", [
    ("hospice", {}, 3), ("market", {}, 3), ("war_chest", {}, 5), ("great_market", {}, 5),
    ("armoury", {(1, 1): "arsenal", (2, 1): "ballista"}, 3),
    ("armoury", {(1, 1): "arsenal", (2, 1): "ballista", (1, 2): "barracks", (2, 2): "watch"}, 4),  # at most 4
    ("chapel", {(1, 0): "hospice", (2, 0): ("market", "great_market")}, 2),
    ("abbey_church", {(1, 0): "hospice", (2, 0): "chapel", (0, 1): "scriptorium", (1, 1): "priest",
                      (2, 1): "library", (0, 2): "monastery"}, 6),  # at most 6 of the 7
    ("workshop", {}, 2),  # the yellow citizen on it is still owned
    ("counting_house", {}, 2),  # one yellow left standing after the one placed
])
def test_buildings_that_gain_deniers(key, district, gain):
    state = using(key, district)
    play(state, (0, Use(0, 0)))
    assert state.players[0].deniers == 6 + gain


@pytest.mark.parametrize("key, colour, bonus, building", [
    ("sergeant", "r", 1, "war_chest"), ("captain", "r", 2, "war_chest"), ("bishop", "w", 1, "hospice"),
    ("canon", "w", 2, "hospice"), ("alderman", "y", 1, "market"), ("bailiff", "y", 2, "market"),
])
def test_characters_add_deniers_to_buildings_of_their_colour_in_their_row_and_column(key, colour, bonus, building):
    state = using(building, {(0, 1): key})
    base = D.GAIN[building]
    play(state, (0, Use(0, 0)))
    assert state.players[0].deniers == 6 + base + bonus
    other = using("great_market" if colour != "y" else "war_chest", {(0, 1): key})
    play(other, (0, Use(0, 0)))
    assert other.players[0].deniers == 6 + 5  # another colour: nothing more


def test_characters_add_up_and_count_for_a_borrowed_citizen_too():
    state = using("market", {(1, 0): "alderman", (0, 1): "bailiff", (2, 2): "notary"})
    citizens(state, 0, standing=[2, 2, 0])
    play(state, (0, Use(0, 0, (1,))))
    assert state.players[0].deniers == 6 - 2 + 3 + 1 + 2


@pytest.mark.parametrize("key, deck", [("arsenal", "r2"), ("arsenal2", "r3"), ("scriptorium", "w2"),
                                       ("scriptorium2", "w3"), ("guild", "y2"), ("guild_hall", "y3")])
def test_buildings_that_draw_from_one_deck(key, deck):
    state = using(key)
    play(state, (0, Use(0, 0)))  # one deck, face down: its only draw is made at once
    drawn = state.pending + state.players[0].hand  # two copies turned: nothing to choose
    assert drawn and all(D.DECK_OF[c] == deck for c in drawn)


@pytest.mark.parametrize("key, level", [("library", 1), ("great_library", 2)])
def test_libraries_draw_from_any_colour(key, level):
    state = using(key)
    play(state, (0, Use(0, 0)))
    assert {(a.colour, a.level) for a in GAME.legal_actions(state, 0)} == {(c, level) for c in "rwy"}


@pytest.mark.parametrize("key, colour, cost", [("barracks", "r", 3), ("barracks2", "r", 2), ("monastery", "w", 3),
                                               ("monastery2", "w", 2), ("town_house", "y", 3), ("town_hall", "y", 2)])
def test_buildings_that_take_a_citizen_from_the_supply(key, colour, cost):
    state = using(key)
    i = "rwy".index(colour)
    play(state, (0, Use(0, 0)))
    p = state.players[0]
    assert p.deniers == 6 - cost and p.standing[i] == 2 and state.supply[i] == 2  # one on the building, one new
    state = using(key)
    state.players[0].deniers = cost - 1
    assert reason(state, 0, Use(0, 0)) == "tournay.no_effect"


def test_seminary_takes_a_citizen_of_any_colour():
    state = using("seminary")
    play(state, (0, Use(0, 0)))
    assert state.phase == "colour"
    play(state, (0, Colour("y")))
    assert state.players[0].standing == [2, 1, 3] and state.players[0].deniers == 4


def test_watch_takes_the_coins_of_an_event():
    state = using("watch")
    queue(state, ["plague", "fire", "harvest"], [1, 2, 0])
    play(state, (0, Use(0, 0)), (0, Slot(1)))
    assert state.coins == [1, 0, 0] and state.players[0].deniers == 8


def test_reliquary_removes_one_coin():
    state = using("reliquary")
    queue(state, ["plague", "fire", "harvest"], [1, 2, 0])
    play(state, (0, Use(0, 0)), (0, Slot(1)))
    assert state.coins == [1, 1, 0] and state.players[0].deniers == 6


def test_siege_tower_damages_an_unoccupied_building_of_each_opponent_their_choice():
    state = using("siege_tower", n=3)
    build(state, 1, {(0, 0): "market", (1, 0): "hospice"})
    build(state, 2, {(0, 0): "bishop"})
    play(state, (0, Use(0, 0)))
    assert state.phase == "cell" and state.decider == 1
    play(state, (1, Cell(1, 1, 0)))
    assert state.players[1].occ == {(1, 0): "x"} and state.players[2].occ == {}
    assert state.turn == 1


def test_rampart_works_takes_the_top_event():
    state = using("rampart_works")
    top = state.event_deck[-1]
    play(state, (0, Use(0, 0)))
    assert state.players[0].hand == [top]


def test_marshal_pays_two_whenever_you_fight():
    state = using("marshal")
    queue(state, ["plague", "fire", "harvest"], [1, 0, 0])
    play(state, (0, Fight(0)))
    assert state.players[0].deniers == 8


def test_almonry_and_cloister_stand_citizens_up():
    state = using("almonry")
    citizens(state, 0, standing=[1, 2, 2], down=[1, 0, 0])
    play(state, (0, Use(0, 0)))
    assert state.players[0].standing == [2, 1, 2] and state.players[0].down == [0, 0, 0]
    state = using("cloister")
    citizens(state, 0, standing=[2, 1, 2], down=[1, 1, 0])
    play(state, (0, Use(0, 0)))
    assert state.players[0].standing == [2, 1, 2] and state.players[0].down == [1, 0, 0]  # white only


def test_priest_stands_a_citizen_up_after_a_white_building():
    state = using("hospice", {(1, 0): "priest"})
    citizens(state, 0, standing=[1, 2, 2], down=[1, 0, 0])
    play(state, (0, Use(0, 0)))
    assert state.players[0].down == [0, 0, 0] and state.players[0].standing == [2, 1, 2]


def test_inquisitor_shields_one_event_for_free():
    state = turn(new(2), 0)
    build(state, 1, {(0, 0): "inquisitor"})
    queue(state, ["strike", None, None], [0, 0, 0])
    deck_top(state, "r1", "arsenal", "barracks", "crier_r1")
    play(state, (0, Draw("r", 1, "turn")), (0, Keep("arsenal")))
    assert state.phase == "slots" and state.decider == 1
    play(state, (1, Slots((0,))))
    assert state.players[1].standing == [2, 2, 2] and state.players[1].ramparts == []
    assert state.players[0].standing[2] == 1


def test_advocate_makes_borrowing_cost_one():
    state = using("advocate")
    citizens(state, 0, standing=[0, 2, 2])
    play(state, (0, Draw("r", 1, "turn", (1,))))
    assert state.players[0].deniers == 5 and state.players[1].deniers == 7


def test_weaver_discards_a_card_for_four():
    state = using("weaver")
    give(state, 0, "mint")
    play(state, (0, Use(0, 0)))
    assert state.players[0].hand == [] and state.players[0].deniers == 10 and state.decks["y3"][0] == "mint"


def test_notary_and_knight_cut_costs_in_their_row_and_column():
    state = turn(new(2), 0, "place")
    build(state, 0, {(0, 0): "notary", (1, 1): "knight"})
    give(state, 0, "great_market", "mint")
    state.players[0].deniers = 2
    assert reason(state, 0, Place("great_market", 0, 1)) is None  # 3 - 1
    assert reason(state, 0, Place("great_market", 2, 1)) == "tournay.cannot_afford"
    assert reason(state, 0, Place("mint", 1, 0)) is None  # 5 - 1 - 2
    play(state, (0, Place("mint", 1, 0)))
    assert state.players[0].deniers == 0


def test_harbour_takes_a_face_up_card_for_two():
    state = using("harbour")
    deck_top(state, "w2", "seminary", up=True)
    assert reason(state, 0, Use(0, 0)) is None
    play(state, (0, Use(0, 0)))
    assert state.players[0].hand == ["seminary"] and state.players[0].deniers == 4
    state = using("harbour")
    assert reason(state, 0, Use(0, 0)) == "tournay.no_effect"  # no face-up card anywhere


def test_demolisher_gains_twice_the_cost_and_the_card_beneath_shows():
    state = using("demolisher", {(1, 0): ("market", "great_market")})
    state.players[0].occ[(1, 0)] = "g"
    play(state, (0, Use(0, 0)))  # the only other cell: removed at once
    p = state.players[0]
    assert p.stacks[(1, 0)] == ("market",) and p.deniers == 6 + 6 and (1, 0) not in p.occ
    assert state.decks["y2"][0] == "great_market"


def test_great_bridge_uses_an_opponents_building_and_gains_one():
    state = using("great_bridge")
    build(state, 1, {(0, 0): "hospice", (1, 0): "bishop"})
    play(state, (0, Use(0, 0)))
    assert state.players[0].deniers == 6 + 1 + 3 and state.players[1].occ == {(0, 0): "g"}


# --- events -----------------------------------------------------------------------------------------------------
def test_famine_pays_two_else_lays_down_a_yellow():
    state = new(2)
    hit(state, "famine", 1)
    assert state.players[1].deniers == 4
    state.players[1].deniers = 1
    hit(state, "famine", 1)
    assert state.players[1].deniers == 1 and state.players[1].down == [0, 0, 1]


def test_fire_damages_a_building_of_the_players_choice():
    state = new(2)
    build(state, 1, {(0, 0): "market", (1, 0): "hospice", (2, 0): "bishop"})
    hit(state, "fire", 1)
    assert state.phase == "cell" and set(GAME.legal_actions(state, 1)) == {Cell(1, 0, 0), Cell(1, 1, 0)}


def test_norman_raid_discards_a_card_of_the_players_choice():
    state = new(2)
    give(state, 1, "market", "plague")
    hit(state, "norman_raid", 1)
    assert set(GAME.legal_actions(state, 1)) == {Card("market"), Card("plague")}
    play(state, (1, Card("plague")))
    assert state.event_deck[0] == "plague"


@pytest.mark.parametrize("key, i", [("heresy", 1), ("mutiny", 0), ("strike", 2)])
def test_events_that_lay_a_citizen_down(key, i):
    state = new(2)
    hit(state, key, 1)
    assert state.players[1].down[i] == 1 and sum(state.players[1].down) == 1


def test_tithe_and_levy_charge_per_card_at_most_three():
    state = new(2)
    build(state, 1, {(0, 0): "hospice", (1, 0): "chapel", (2, 0): "bishop", (0, 1): "library", (1, 1): "market"})
    hit(state, "tithe", 1)
    assert state.players[1].deniers == 3
    hit(state, "levy", 1, "w")  # buildings only: three white buildings
    assert state.players[1].deniers == 0
    hit(state, "levy", 1, "y")  # a forced payment takes what there is: nothing
    assert state.players[1].deniers == 0


def test_flood_pays_three_else_a_standing_citizen_goes():
    state = new(2)
    hit(state, "flood", 1)
    assert state.players[1].deniers == 3
    state.players[1].deniers = 2
    hit(state, "flood", 1)
    assert state.phase == "colour"
    play(state, (1, Colour("w")))
    assert state.players[1].standing == [2, 1, 2] and state.players[1].deniers == 2


@pytest.mark.parametrize("key, colour", [("fair", "y"), ("pilgrimage", "w"), ("tournament", "r")])
def test_beneficial_counting_events(key, colour):
    state = new(2)
    cards = {"y": ["market", "guild", "weaver", "bridge"], "w": ["hospice", "chapel", "bishop", "priest"],
             "r": ["arsenal", "barracks", "watch", "sergeant"]}[colour]
    build(state, 1, {(i, 0): c for i, c in enumerate(cards[:3])} | {(0, 1): cards[3]})
    hit(state, key, 1)
    assert state.players[1].deniers == 6 + 3  # at most 3


def test_procession_stands_a_citizen_up():
    state = new(2)
    citizens(state, 1, standing=[2, 2, 1], down=[0, 0, 1])
    hit(state, "procession", 1)
    assert state.players[1].standing == [2, 2, 2]


def test_nothing_to_lose_loses_nothing():
    state = new(2)
    citizens(state, 1, standing=[0, 0, 0])
    events = hit(state, "plague", 1)
    assert "unharmed" in kinds(events)


# --- the expansion ---------------------------------------------------------------------------------------------
def test_catapult_damages_and_shields_while_occupied():
    state = using("catapult")
    build(state, 1, {(0, 0): "market"})
    play(state, (0, Use(0, 0)))
    assert state.players[1].occ == {(0, 0): "x"}
    from gameshelf.core.games.tournay.events import free_shields
    assert free_shields(state, 0) == 1 and free_shields(state, 1) == 0


def test_the_catapults_user_chooses_the_building_of_each_opponent():
    """The source: the Catapult's user chooses, for each opponent clockwise, a building to damage (the Siege Tower
    lets each victim choose)."""
    state = using("catapult", n=3)
    build(state, 1, {(0, 0): "market", (1, 0): "hospice"})
    build(state, 2, {(0, 0): "bishop", (0, 1): "guild", (0, 2): "chapel"})
    play(state, (0, Use(0, 0)))
    assert (state.phase, state.decider, state.ask) == ("cell", 0, ("catapult", 1))
    assert GAME.legal_actions(state, 0) == [Cell(1, 0, 0), Cell(1, 1, 0)]
    assert GAME.check(state, 1, Cell(1, 0, 0)).key == "engine.not_your_turn"
    play(state, (0, Cell(1, 1, 0)))
    assert (state.decider, state.ask) == (0, ("catapult", 2))
    assert GAME.legal_actions(state, 0) == [Cell(2, 0, 1), Cell(2, 0, 2)]  # the Bishop is a character
    play(state, (0, Cell(2, 0, 2)))
    assert state.players[1].occ == {(1, 0): "x"} and state.players[2].occ == {(0, 2): "x"}
    assert state.turn == 1


@pytest.mark.parametrize("key", ["siege_tower", "catapult"])
def test_through_a_bridge_every_opponent_of_the_user_is_struck_the_owner_included(key):
    state = using("bridge", n=3, expansion="swap" if D.CARDS[key].expansion else "off")
    build(state, 1, {(0, 0): key, (1, 0): "market"})
    build(state, 2, {(0, 0): "hospice"})
    build(state, 0, {(1, 0): "guild"})
    play(state, (0, Use(0, 0)))
    assert state.phase == "cell" and state.ask[0] == "bridge"
    play(state, (0, Cell(1, 0, 0)))  # the tower is the owner's only free building left besides the Market
    assert state.players[1].occ == {(0, 0): "g", (1, 0): "x"} and state.players[2].occ == {(0, 0): "x"}
    assert state.players[0].occ == {(0, 0): "y"}  # the user's Guild is never struck


@pytest.mark.parametrize("key, take", [("knight_x1", False), ("knight_x2", True)])
def test_expansion_knights_fight_when_red_and_grey_citizens_reach_an_even_number(key, take):
    state = using("war_chest", {(1, 0): key, (2, 0): "barracks"})
    state.players[0].occ[(2, 0)] = "g"
    queue(state, ["plague", "fire", "harvest"], [0, 2, 0])
    play(state, (0, Use(0, 0)))
    assert state.phase == "slot" and Slot(-1) in GAME.legal_actions(state, 0)
    play(state, (0, Slot(1)))
    assert "fire" in state.players[0].hand and state.players[0].deniers == 6 + 5 + (2 if take else 0)


def test_lordship_makes_opponents_pay_per_building_of_a_colour():
    state = using("lordship", n=3)
    build(state, 1, {(0, 0): "market", (1, 0): "weaver", (2, 0): "alderman"})
    build(state, 2, {(0, 0): "guild"})
    play(state, (0, Use(0, 0)), (0, Colour("y")))
    assert [p.deniers for p in state.players] == [9, 4, 5]


def test_mercenary_earns_three_per_red_citizen():
    state = using("mercenary")
    play(state, (0, Earn("r", 2)))
    assert state.players[0].deniers == 12


def test_courthouse_takes_from_the_richest_opponent():
    state = using("courthouse", n=3)
    state.players[1].deniers = 9
    play(state, (0, Use(0, 0)))
    assert [p.deniers for p in state.players] == [10, 5, 6]
    state = using("courthouse", n=3)
    play(state, (0, Use(0, 0)))
    assert [p.deniers for p in state.players] == [12, 3, 3]


@pytest.mark.parametrize("key, level", [("abbey", 1), ("abbey2", 2)])
def test_abbey_turns_three_keeps_two_and_a_crier_resolves_before_the_next_card_is_turned(key, level):
    state = using(key)
    queue(state, ["harvest", None, None], [0, 0, 0])
    tops = {"r": [c for c in state.decks[f"r{level}"] if not c.startswith("crier")][0]}
    deck_top(state, f"r{level}", tops["r"], f"crier_r{level}")
    w = [c for c in state.decks[f"w{level}"] if not c.startswith("crier")][-1]
    y = [c for c in state.decks[f"y{level}"] if not c.startswith("crier")][-1]
    deck_top(state, f"w{level}", w)
    deck_top(state, f"y{level}", y)
    events = play(state, (0, Use(0, 0)))
    assert kinds(events).index("crier") < kinds(events).index("coin") < [
        i for i, e in enumerate(events) if e.kind == "turn" and e.get("deck") == f"r{level}"][-1]
    assert state.phase == "keep" and sorted(state.pending) == sorted([tops["r"], w, y])
    assert state.players[0].deniers == 6 + 2  # the harvest came before the cards were chosen
    play(state, (0, Keep(w)), (0, Keep(y)))
    assert sorted(state.players[0].hand) == sorted([w, y])
    assert state.decks[f"r{level}"][-1] == tops["r"] and state.up[f"r{level}"]


@pytest.mark.parametrize("key, colour, target", [("monk", "y", "market"), ("monk2", "y", "market"),
                                                  ("templar", "r", "war_chest"), ("templar2", "r", "war_chest")])
def test_monk_and_templar_let_one_more_white_citizen_use_a_building(key, colour, target):
    state = using("hospice", {(1, 0): key, (2, 0): target})
    play(state, (0, Use(0, 0)))
    assert state.phase == "cell" and Cell(-1, 0, 0) in GAME.legal_actions(state, 0)
    play(state, (0, Cell(0, 2, 0)))
    p = state.players[0]
    assert p.occ[(2, 0)] == "w" and p.standing[1] == 0 and p.deniers == 6 + 3 + D.GAIN[target]


def test_brewery_inn_bakery_and_merchant_guild():
    state = using("brewery")
    play(state, (0, Use(0, 0)))
    assert state.players[0].deniers == 6 + 5
    state = using("inn")
    play(state, (0, Use(0, 0)))
    assert state.players[0].deniers == 6 + 4  # one yellow and one red pair left standing
    state = using("bakery")
    citizens(state, 0, standing=[3, 1, 2])
    play(state, (0, Use(0, 0)))
    assert state.players[0].deniers == 6 + 6
    state = using("merchant_guild")
    give(state, 0, "mint", "fire")
    play(state, (0, Use(0, 0)))
    assert state.players[0].deniers == 6 + 2


@pytest.mark.parametrize("key, gain", [("senator", 2), ("senator2", 3)])
def test_senators_pay_on_gathering(key, gain):
    state = using(key)
    play(state, (0, Gather()))
    assert state.players[0].deniers == 6 + gain


def test_the_swap_setup_replaces_every_removable_card():
    state = new(4, expansion="swap")
    for deck in D.DECKS:
        if deck[1] != "3":
            cards = state.decks[deck]
            assert set(D.deck_cards(deck, True)) <= set(cards)
            for key in set(D.removable_cards(deck)):
                assert cards.count(key) == D.CARDS[key].copies - D.CARDS[key].removable


def test_the_random_setup_leaves_out_three_of_six_per_deck_and_keeps_the_crier():
    state = new(4, expansion="random", seed=11)
    for deck in D.DECKS:
        if deck[1] != "3":
            assert sum(1 for c in state.out if D.DECK_OF[c] == deck) == 3
            assert f"crier_{deck}" in state.decks[deck]


def test_the_abbey_users_turned_cards_stay_theirs_to_see_while_a_crier_acts():
    state = using("abbey")
    queue(state, ["strike", None, None], [0, 0, 0])
    give(state, 1, "fire")
    red = [c for c in state.decks["r1"] if not c.startswith("crier")][0]
    deck_top(state, "r1", red)
    deck_top(state, "w1", "crier_w1")
    play(state, (0, Use(0, 0)))
    assert state.phase == "slots" and state.decider == 1 and state.pending == [red]  # player 1 may build a rampart
    assert GAME.observe(state, 0).pending == [red] and GAME.observe(state, 1).pending == ["?r1"]
