"""The base game: set-up, placing cards, the five actions, drawing, criers and events, the hand limit, the end."""
import pytest

from tournay_helpers import (build, citizens, deck_top, give, kinds, new, of_kind, play, pull, queue, snapshot,
                             turn)

from gameshelf.core.engine import IllegalAction
from gameshelf.core.games.tournay import GAME, score
from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay.actions import (Card, Citizen, Draw, Earn, Fight, Gather, Keep, Last, Place,
                                                  Rampart, Recruit, Skip, Slots, Use)
from gameshelf.core.games.tournay.rules import all_cards


def reason(state, seat, action):
    msg = GAME.check(state, seat, action)
    return None if msg is None else msg.key


# --- the data ----------------------------------------------------------------------------------------------
def test_nine_decks_of_ten_cards_each_with_one_crier():
    state = new(4)
    for deck in D.DECKS:
        cards = state.decks[deck]
        assert len(cards) == 10 and cards.count(f"crier_{deck}") == 1
    assert sum(all_cards("off").values()) == 90
    assert len(D.EVENTS) == 15


def test_three_removable_and_three_expansion_cards_per_level_i_and_ii_deck():
    for deck in D.DECKS:
        extra = D.deck_cards(deck, True)
        if deck[1] == "3":
            assert not extra and not D.removable_cards(deck)
        else:
            assert len(extra) == 3 and len(D.removable_cards(deck)) == 3
    assert sum(len(D.deck_cards(d, True)) for d in D.DECKS) == 18


def test_card_texts_and_costs():
    for card in D.CARDS.values():
        assert card.name.context == card.text.context == "tournay_cards"
        assert card.name().english() and card.text().english()
        if card.level == 1 and card.kind != D.CRIER:
            assert (card.cost, card.points) == (1, 1)
        if card.level == 2 and card.kind != D.CRIER:
            assert (card.cost, card.points) == (3, 2)
        if card.kind == D.PRESTIGE:
            assert card.points == 0 and card.builder > 0
    for e in D.EVENTS.values():
        assert e.citizens == 2 and e.ransom == 0 or e.citizens == 1 and e.ransom > 0
        assert 1 <= e.circles <= 3


def test_spec_and_options():
    spec = GAME.spec
    assert (spec.id, spec.min_players, spec.max_players, spec.available) == ("tournay", 2, 4, True)
    assert spec.defaults() == {"rules": "base", "expansion": "off"}
    assert GAME.check_options(1, {}) is not None and GAME.check_options(5, {}) is not None
    assert GAME.check_options(3, {"rules": "expert"}).key == "tournay.bad_option"
    with pytest.raises(IllegalAction):
        GAME.new_game([], {}, 1)


# --- set-up ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_base_setup(n):
    state = new(n)
    assert state.supply == [3, 3, 3]
    for p in state.players:
        assert p.deniers == 6 and p.standing == [2, 2, 2] and p.down == [0, 0, 0] and not p.hand and not p.stacks
    assert all(k is not None for k in state.queue) and state.coins == [0, 0, 0] and len(state.event_deck) == 12
    assert not any(state.up.values())
    assert state.turn == state.start and state.round == 1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_advanced_setup(n):
    state = new(n, rules="advanced")
    assert state.supply == [n + 3] * 3
    assert all(p.deniers == 9 and p.standing == [1, 1, 1] for p in state.players)


def test_recruit_is_advanced_only():
    state = turn(new(3), 0)
    assert reason(state, 0, Recruit("r")) == "tournay.not_advanced"
    state = turn(new(3, rules="advanced"), 0)
    events = play(state, (0, Recruit("w")))
    p = state.players[0]
    assert p.deniers == 4 and p.standing == [1, 1, 1] and p.down == [0, 1, 0] and state.supply[1] == 5
    assert "recruit" in kinds(events)


def test_recruit_needs_five_deniers_and_a_citizen_in_the_supply():
    state = turn(new(3, rules="advanced"), 0)
    state.players[0].deniers = 4
    assert reason(state, 0, Recruit("r")) == "tournay.cannot_afford"
    state.players[0].deniers = 9
    state.supply[0] = 0
    assert reason(state, 0, Recruit("r")) == "tournay.supply_empty"


# --- phase 1: placing a card ---------------------------------------------------------------------------------
def test_first_card_then_adjacent_cards_in_a_three_by_three_square():
    state = turn(new(2), 0, "place")
    give(state, 0, "market", "hospice", "chapel", "bishop")
    assert reason(state, 0, Place("market", 1, 0)) == "tournay.not_adjacent"
    play(state, (0, Place("market", 0, 0)))
    assert state.players[0].stacks == {(0, 0): ("market",)} and state.players[0].deniers == 5
    turn(state, 0, "place")
    assert reason(state, 0, Place("hospice", 1, 1)) == "tournay.not_adjacent"  # corners do not touch
    play(state, (0, Place("hospice", 1, 0)))
    turn(state, 0, "place")
    play(state, (0, Place("chapel", 2, 0)))
    turn(state, 0, "place")
    assert reason(state, 0, Place("bishop", 3, 0)) == "tournay.not_adjacent"  # a fourth column
    assert reason(state, 0, Place("bishop", -1, 0)) == "tournay.not_adjacent"
    assert reason(state, 0, Place("bishop", 0, -1)) is None


def test_placing_pays_the_cost_and_skipping_is_allowed():
    state = turn(new(2), 0, "place")
    give(state, 0, "war_chest")
    state.players[0].deniers = 2
    assert reason(state, 0, Place("war_chest", 0, 0)) == "tournay.cannot_afford"
    events = play(state, (0, Skip()))
    assert kinds(events) == ["skip"] and state.phase == "act"


def test_same_colour_stacks_and_other_colour_goes_under_its_deck():
    state = turn(new(2), 0, "place")
    build(state, 0, {(0, 0): "hospice"})
    give(state, 0, "chapel", "market")
    play(state, (0, Place("chapel", 0, 0)))
    assert state.players[0].stacks[(0, 0)] == ("hospice", "chapel")
    turn(state, 0, "place")
    play(state, (0, Place("market", 0, 0)))
    assert state.players[0].stacks[(0, 0)] == ("market",)
    assert state.decks["w1"][:2] in (["chapel", "hospice"], ["hospice", "chapel"])  # both went under the deck


def test_pieces_on_a_covered_card_go_home_or_to_the_supply():
    state = turn(new(2), 0, "place")
    build(state, 0, {(0, 0): "hospice", (1, 0): "market"})
    state.players[0].occ = {(0, 0): "w", (1, 0): "g"}
    state.players[0].standing = [2, 1, 2]
    give(state, 0, "chapel", "great_market")
    play(state, (0, Place("chapel", 0, 0)))
    assert state.players[0].standing == [2, 2, 2] and (0, 0) not in state.players[0].occ
    turn(state, 0, "place")
    play(state, (0, Place("great_market", 1, 0)))
    assert state.players[0].occ == {}


def test_one_prestige_building_per_name_but_level_i_and_ii_may_repeat():
    state = turn(new(2), 0, "place")
    build(state, 0, {(0, 0): ("mint",), (1, 0): "market"})
    give(state, 0, "mint", "market")
    state.players[0].deniers = 20
    assert reason(state, 0, Place("mint", 0, 1)) == "tournay.same_prestige"
    assert reason(state, 0, Place("market", 0, 1)) is None


def test_prestige_extra_costs_a_card_or_a_citizen_for_good():
    state = turn(new(2), 0, "place")
    give(state, 0, "city_hall", "market", "cloth_hall")
    assert reason(state, 0, Place("city_hall", 0, 0)) == "tournay.bad_extra_card"
    play(state, (0, Place("city_hall", 0, 0, "market")))
    p = state.players[0]
    assert p.deniers == 4 and p.hand == ["cloth_hall"] and state.decks["y1"][0] == "market"
    turn(state, 0, "place")
    assert reason(state, 0, Place("cloth_hall", 1, 0, "standing:r")) == "tournay.bad_extra_citizen"
    supply = state.supply[2]
    play(state, (0, Place("cloth_hall", 1, 0, "standing:y")))
    assert p.standing == [2, 2, 1] and state.supply[2] == supply + 1 and p.deniers == 4


def test_events_in_hand_are_never_placed():
    state = turn(new(2), 0, "place")
    give(state, 0, "fire", "market")
    assert reason(state, 0, Place("fire", 0, 0)) == "tournay.event_not_placed"
    assert reason(state, 0, Place("hospice", 0, 0)) == "tournay.not_in_hand"


# --- phase 2: the actions --------------------------------------------------------------------------------------
def test_draw_takes_the_face_up_top_card():
    state = turn(new(2), 0)
    deck_top(state, "r1", "arsenal", up=True)
    play(state, (0, Draw("r", 1, "top")))
    p = state.players[0]
    assert p.hand == ["arsenal"] and p.standing == [1, 2, 2] and p.down == [1, 0, 0] and not state.up["r1"]


def test_draw_turns_two_keeps_one_the_other_face_up():
    state = turn(new(2), 0)
    deck_top(state, "w2", "seminary", "reliquary")
    play(state, (0, Draw("w", 2, "turn")))
    assert state.phase == "keep" and sorted(state.pending) == ["reliquary", "seminary"]
    play(state, (0, Keep("seminary")))
    assert state.players[0].hand == ["seminary"] and state.decks["w2"][-1] == "reliquary" and state.up["w2"]
    assert state.players[0].down == [0, 2, 0]


def test_turning_two_with_a_face_up_top_puts_it_under_the_deck():
    state = turn(new(2), 0)
    deck_top(state, "y1", "guild", "weaver", "market", up=True)
    play(state, (0, Draw("y", 1, "turn")))
    assert state.decks["y1"][0] == "market" and sorted(state.pending) == ["guild", "weaver"]


def test_drawing_needs_level_many_citizens_of_the_colour():
    state = turn(new(2), 0)
    assert reason(state, 0, Draw("r", 3, "turn")) == "tournay.need_citizens"
    assert reason(state, 0, Draw("r", 3, "turn", (1,))) is None  # one borrowed
    assert reason(state, 0, Draw("r", 1, "top")) == "tournay.no_face_up"
    assert reason(state, 0, Draw("b", 1, "turn")) == "tournay.bad_deck"


def test_short_decks_two_cards_both_turned_one_card_taken_empty_no_draw():
    state = turn(new(2), 0)
    deck = state.decks["r1"]
    extra = deck[:-2]
    del deck[:-2]
    state.out += extra  # out of the way for this test
    state.up["r1"] = True
    assert "crier_r1" in extra or "crier_r1" in deck
    if "crier_r1" in deck:
        return  # this seed put the crier on top: covered by the crier tests
    both = sorted(deck)
    play(state, (0, Draw("r", 1, "turn")))
    assert sorted(state.pending) == both and state.decks["r1"] == []
    play(state, (0, Keep(both[0])))
    assert state.decks["r1"] == [both[1]] and state.up["r1"]
    turn(state, 1)
    assert reason(state, 1, Draw("r", 1, "turn")) == "tournay.bad_mode"  # a single face-up card: take it
    state.up["r1"] = False
    play(state, (1, Draw("r", 1, "turn")))  # a single face-down card: turning takes it
    assert state.players[1].hand == [both[1]] and state.decks["r1"] == []
    turn(state, 0)
    assert reason(state, 0, Draw("r", 1, "turn")) == "tournay.empty_deck"


def test_borrowing_pays_two_deniers_to_the_owner_and_lays_their_citizen_down():
    state = turn(new(3), 0)
    citizens(state, 0, standing=[0, 2, 2])
    events = play(state, (0, Draw("r", 2, "turn", (1, 2))))
    assert state.players[0].deniers == 2 and state.players[1].deniers == 8 and state.players[2].deniers == 8
    assert state.players[1].standing[0] == 1 and state.players[1].down[0] == 1
    assert len(of_kind(events, "borrow")) == 2


def test_borrowing_needs_the_fee_and_a_standing_citizen():
    state = turn(new(3), 0)
    state.players[0].deniers = 1
    assert reason(state, 0, Draw("r", 3, "turn", (1,))) == "tournay.cannot_afford"
    state.players[0].deniers = 6
    citizens(state, 1, standing=[0, 2, 2])
    assert reason(state, 0, Draw("r", 3, "turn", (1,))) == "tournay.bad_borrow"
    assert reason(state, 0, Draw("r", 3, "turn", (0,))) == "tournay.bad_borrow"  # not from yourself
    assert reason(state, 0, Draw("r", 3, "turn", (2, 1))) == "tournay.bad_borrow"  # unsorted


def test_using_a_building_puts_the_citizen_on_it():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "market"})
    play(state, (0, Use(0, 0)))
    p = state.players[0]
    assert p.deniers == 9 and p.occ == {(0, 0): "y"} and p.standing == [2, 2, 1]
    turn(state, 0)
    assert reason(state, 0, Use(0, 0)) == "tournay.occupied"


def test_a_borrowed_citizen_leaves_a_grey_citizen_on_the_building():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "market"})
    citizens(state, 0, standing=[2, 2, 0])
    assert reason(state, 0, Use(0, 0)) == "tournay.need_citizens"
    play(state, (0, Use(0, 0, (1,))))
    assert state.players[0].occ == {(0, 0): "g"} and state.players[1].down == [0, 0, 1]
    assert state.players[0].deniers == 6 - 2 + 3


def test_characters_are_never_occupied():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "bishop", (0, 1): "mint"})
    assert reason(state, 0, Use(0, 0)) == "tournay.not_building"
    assert reason(state, 0, Use(0, 1)) == "tournay.not_building"  # prestige buildings are not used
    assert reason(state, 0, Use(5, 5)) == "tournay.not_building"


def test_fighting_an_event_needs_a_coin_and_takes_it_as_a_rampart():
    state = turn(new(2), 0)
    queue(state, ["plague", "fire", "harvest"], [0, 2, 1])
    assert reason(state, 0, Fight(0)) == "tournay.no_coin"
    assert reason(state, 0, Fight(7)) == "tournay.no_event"
    top = state.event_deck[-1]
    play(state, (0, Fight(1)))  # 1 yellow + 3 deniers
    p = state.players[0]
    assert "fire" in p.hand and p.deniers == 3 and p.down == [0, 0, 1]
    assert state.queue[1] == top and state.coins[1] == 0


def test_fighting_with_two_citizens():
    state = turn(new(2), 0)
    queue(state, ["plague", "fire", "harvest"], [1, 0, 0])
    play(state, (0, Fight(0)))
    assert state.players[0].down == [0, 2, 0] and state.players[0].deniers == 6


def test_earning_two_deniers_per_own_citizen_of_one_colour():
    state = turn(new(2), 0)
    play(state, (0, Earn("w", 2)))
    p = state.players[0]
    assert p.deniers == 10 and p.standing == [2, 0, 2] and p.down == [0, 2, 0]
    turn(state, 0)
    assert reason(state, 0, Earn("w", 1)) == "tournay.bad_earn"
    assert reason(state, 0, Earn("r", 3)) == "tournay.bad_earn"


def test_gathering_brings_every_citizen_back_and_clears_grey_and_damage():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "market", (1, 0): "hospice", (2, 0): "chapel"})
    p = state.players[0]
    p.standing, p.down = [1, 0, 1], [1, 1, 0]
    p.occ = {(0, 0): "y", (1, 0): "g", (2, 0): "x"}
    state.supply[1] += 1  # the white one is elsewhere in this position
    play(state, (0, Gather()))
    assert p.standing == [2, 1, 2] and p.down == [0, 0, 0] and p.occ == {}


def test_gathering_is_allowed_with_citizens_still_standing():
    state = turn(new(2), 0)
    assert reason(state, 0, Gather()) is None


# --- criers and events -----------------------------------------------------------------------------------------
def test_a_crier_turned_makes_one_more_card_turn_and_leaves_its_deck():
    state = turn(new(2), 0)
    queue(state, ["harvest", "heresy", "plague"], [0, 0, 0])
    deck_top(state, "r1", "arsenal", "barracks", "crier_r1")
    events = play(state, (0, Draw("r", 1, "turn")))
    assert state.criers == ["crier_r1"] and "crier_r1" not in state.decks["r1"]
    assert sorted(state.pending) == ["arsenal", "barracks"]
    assert "crier" in kinds(events) and "coin" not in kinds(events)  # the card is kept first
    events = play(state, (0, Keep("barracks")))
    assert kinds(events).index("keep") < kinds(events).index("coin")
    assert state.coins == [1, 1, 1]


def test_crier_events_act_once_per_coin_on_every_player():
    state = turn(new(3), 0)
    queue(state, ["harvest", "strike", "fair"], [1, 2, 2])  # strike and fair are full: no coin added
    deck_top(state, "w1", "hospice", "chapel", "crier_w1")
    play(state, (0, Draw("w", 1, "turn")), (0, Keep("hospice")))
    assert state.coins == [2, 2, 2]
    for p in state.players:  # harvest twice, strike twice; no yellow cards for the fair
        assert p.deniers == 6 + 4
        assert p.standing[2] == 0 and p.down[2] == 2 - (1 if p.seat == 0 else 0) + (1 if p.seat == 0 else 0)


def test_ramparts_shield_one_event_each_whatever_its_coins():
    state = turn(new(2), 0)
    queue(state, ["plague", "strike", "heresy"], [2, 1, 1])
    give(state, 1, "fire", "flood")
    deck_top(state, "y1", "market", "guild", "crier_y1")
    play(state, (0, Draw("y", 1, "turn")), (0, Keep("market")))
    assert state.phase == "slots" and state.decider == 1 and state.ask[0] == "shield"
    legal = GAME.legal_actions(state, 1)
    assert Slots((0, 1)) in legal and Slots((0, 1, 2)) not in legal  # two ramparts in hand
    play(state, (1, Slots((0, 2))))
    q = state.players[1]
    assert sorted(q.ramparts) == ["fire", "flood"] and q.hand == []
    assert state.phase == "citizen" and state.decider == 0  # the plague hits the revealer, coin after coin
    play(state, (0, Citizen("standing:w")), (0, Citizen("standing:w")))
    assert state.players[0].standing == [2, 0, 0]  # and the strike; nothing white left for the heresy
    assert q.standing == [2, 2, 0] and q.down == [0, 0, 2]  # only the strike hit, twice (a coin was added)


def test_events_asking_choices_ask_the_player_hit():
    state = turn(new(2), 0)
    queue(state, ["plague", None, None], [1, 0, 0])
    for key in ("fire", "harvest", "heresy", "mutiny", "strike", "tithe", "levy", "flood", "famine", "norman_raid",
                "fair", "pilgrimage", "tournament", "procession"):
        pass
    deck_top(state, "y1", "market", "guild", "crier_y1")
    play(state, (0, Draw("y", 1, "turn")), (0, Keep("market")))
    assert state.phase == "citizen" and state.decider == 0
    play(state, (0, Citizen("standing:w")))
    assert state.players[0].standing == [2, 1, 1]
    assert state.phase == "citizen" and state.decider == 1
    play(state, (1, Citizen("standing:r")))
    assert state.players[1].standing == [1, 2, 2] and state.supply == [4, 4, 3]


# --- the hand limit ----------------------------------------------------------------------------------------------
def test_hand_limit_at_the_end_of_the_turn_ramparts_count():
    state = turn(new(2), 0)
    give(state, 0, "market", "hospice", "guild", "fire", "flood")
    play(state, (0, Earn("r", 1)))
    assert state.phase == "limit" and state.decider == 0
    play(state, (0, Card("guild")))
    assert state.decks["y1"][0] == "guild" and len(state.players[0].hand) == 4
    assert state.turn == 1


def test_a_rampart_built_to_shed_cards_shields_nothing():
    state = turn(new(2), 0)
    give(state, 0, "market", "hospice", "guild", "fire", "flood")
    play(state, (0, Earn("r", 1)), (0, Rampart("fire")))
    assert state.players[0].ramparts == ["fire"] and state.turn == 1
    assert not state.shields


# --- the end -------------------------------------------------------------------------------------------------------
def full_district(state, seat, prestige=("mint", "belfry")):
    cells = [(x, y) for y in range(3) for x in range(3)]
    others = (["market", "hospice", "chapel", "bishop", "guild", "weaver", "alderman"],
              ["market", "library", "library", "scriptorium", "monastery", "town_house", "armoury"])
    fill = list(prestige) + others[seat]
    build(state, seat, dict(zip(cells, fill)))


def test_the_end_needs_two_complete_districts_or_one_and_players_plus_one_criers():
    state = new(3)
    full_district(state, 0)
    turn(state, state.start)
    state.turn = (state.start - 1) % 3
    state.tasks = [("end_turn", state.turn)]
    state.phase = "run"
    from gameshelf.core.games.tournay.flow import run
    ev = []
    run(state, ev)
    assert not state.ending  # one district alone
    state.criers = ["crier_r1", "crier_w1", "crier_y1", "crier_r2"]
    for key in state.criers:
        pull(state, key)
    state.turn = (state.start - 1) % 3
    state.tasks, state.phase = [("end_turn", state.turn)], "run"
    run(state, ev)
    assert state.ending and "ending" in kinds(ev)


def test_criers_alone_never_end_the_game():
    state = new(2)
    state.criers = [pull(state, k) for k in ("crier_r1", "crier_w1", "crier_y1", "crier_r2", "crier_w2")]
    state.turn = (state.start - 1) % 2
    state.tasks, state.phase = [("end_turn", state.turn)], "run"
    from gameshelf.core.games.tournay.flow import run
    run(state, [])
    assert not state.ending


def test_everyone_plays_a_last_turn_then_the_secret_last_card_then_scoring():
    state = new(2, seed=3)
    full_district(state, 0)
    full_district(state, 1, ("cathedral", "saint_brice"))
    start = state.start
    state.turn = (start - 1) % 2
    state.tasks, state.phase = [("end_turn", state.turn)], "run"
    from gameshelf.core.games.tournay.flow import run
    run(state, [])
    assert state.ending and state.turn == start
    give(state, 0, "great_market", "fire")
    give(state, 1, "war_chest")
    state.players[1].deniers = 0
    for seat in (start, 1 - start):
        assert state.turn == seat and not GAME.is_over(state)
        if state.phase == "place":
            play(state, (seat, Skip()))
        play(state, (seat, Earn("r", 1)))
    state.players[1].deniers = 0
    assert state.phase == "last" and GAME.to_act(state) == (0,)  # seat 1 cannot pay for a card
    seen = GAME.observe(state, 1)
    play(state, (0, Last("great_market", 0, 0)))
    assert GAME.is_over(state) and state.end_reason == "end"
    assert state.players[0].stacks[(0, 0)] == ("mint", "great_market")
    assert state.players[0].ramparts == ["fire"]
    assert seen.players[0].last is None


def test_scoring_caps_at_twelve_and_scores_each_name_once():
    state = new(2)
    build(state, 0, {(0, 0): "mint", (1, 0): "market"})
    build(state, 1, {(0, 0): "mint"})
    state.players[0].deniers = 40  # 10 lots of 4: 20 capped at 12
    state.players[1].deniers = 9  # builder too: 2 x 2
    rows = score(state)
    assert rows[0]["prestige"] == {"mint": 12} and rows[1]["prestige"] == {"mint": 4}
    assert rows[0]["cards"] == 1 and rows[0]["total"] == 13


def test_other_players_score_the_right_hand_value():
    state = new(2)
    build(state, 0, {(0, 0): "saint_jacques", (1, 0): "hospice", (2, 0): "chapel"})
    build(state, 1, {(0, 0): "bishop", (1, 0): "library"})
    rows = score(state)
    assert rows[0]["prestige"]["saint_jacques"] == 2 * 3 and rows[1]["prestige"]["saint_jacques"] == 1 * 2


def test_cathedral_scores_eight_for_its_builder_only():
    state = new(2)
    build(state, 0, {(0, 0): "cathedral"})
    rows = score(state)
    assert rows[0]["prestige"]["cathedral"] == 8 and rows[1]["prestige"]["cathedral"] == 0


def test_ties_for_first_share_the_win():
    state = new(3)
    state.phase = "over"
    build(state, 0, {(0, 0): "market"})
    build(state, 1, {(0, 0): "hospice"})
    outcome = GAME.outcome(state)
    assert outcome.winners == (0, 1) and outcome.ranking == (0, 1, 2)


def test_every_prestige_count():
    state = new(2)
    build(state, 0, {(0, 0): "tour_henry_viii", (1, 0): "tour_d_arras", (2, 0): "bishop", (0, 1): "market"})
    p = state.players[0]
    p.ramparts = [pull(state, "fire"), pull(state, "flood")]
    rows = score(state)
    assert rows[0]["prestige"]["tour_henry_viii"] == 4
    assert rows[0]["prestige"]["tour_d_arras"] == 2  # the market only: the bishop is a character
    assert rows[0]["ramparts"] == 2


# --- illegal input ---------------------------------------------------------------------------------------------------
def test_illegal_actions_leave_the_state_untouched():
    state = turn(new(3), 0, "place")
    give(state, 0, "market")
    before = snapshot(state)
    for seat, action in [(1, Skip()), (0, Draw("r", 1, "turn")), (0, Place("market", 2, 2)), (0, object()),
                         (0, Place(3, 0, 0)), (0, Keep("market")), (7, Skip()), ("0", Skip())]:
        with pytest.raises(IllegalAction):
            GAME.apply(state, seat, action)
    assert snapshot(state) == before
    play(state, (0, Skip()))
    before = snapshot(state)
    for action in [Draw("r", 1, "turn", (2, 1)), Use(0, 0), Fight(0), Earn("y", 3), Draw("r", 1, "top"),
                   Recruit("r"), Draw("r", True, "turn"), Earn(["r"], 1), Use("0", 0), Fight(0, "x")]:
        with pytest.raises(IllegalAction):
            GAME.apply(state, 0, action)
    assert snapshot(state) == before


def test_the_game_over_refuses_everything():
    state = new(2)
    state.phase = "over"
    assert GAME.check(state, 0, Skip()).key == "engine.game_over"
    assert GAME.legal_actions(state, 0) == [] and GAME.to_act(state) == ()


def test_a_crafted_save_is_refused_with_a_translated_reason():
    import json

    from gameshelf.core.engine import GameRecord, LoadError, Seat, Step, dumps, parse, replay

    state = new(2)
    seat = state.start
    record = GameRecord("tournay", {}, (Seat("P0"), Seat("P1")), 1, (Step(seat, Earn("r", 5)),))
    text = dumps(record, GAME)
    loaded, game = parse(text, {"tournay": GAME})
    with pytest.raises(LoadError) as refused:
        replay(loaded, game)
    assert refused.value.reason.key == "save.illegal_step"
    assert refused.value.reason.param("reason").key.startswith("tournay.")
    data = json.loads(text)
    data["steps"][0]["action"] = {"kind": "draw", "colour": "r", "level": 1, "mode": "turn", "borrow": [1, 0]}
    loaded, game = parse(json.dumps(data), {"tournay": GAME})
    with pytest.raises(LoadError) as refused:
        replay(loaded, game)
    assert refused.value.reason.param("reason").key == "tournay.bad_borrow"


def test_a_district_may_widen_while_a_new_column_is_open_to_a_card():
    """`may_widen` (the table keeps a lane's room for it) holds exactly while the frontier reaches a column no card
    stands in: empty, one column, two; not once the cards span three columns."""
    from gameshelf.core.games.tournay import district as Z

    state = new(2)
    p = state.players[0]

    def new_column_open() -> bool:
        columns = {x for x, _ in p.stacks}
        return any(x not in columns for x, _ in Z.frontier(p))

    assert Z.may_widen(p) and new_column_open()  # empty: its first card opens one
    for cells, widens in (({(0, 0): "hospice"}, True), ({(1, 0): "market"}, True), ({(0, 1): "library"}, True),
                          ({(2, 1): "guild"}, False)):
        build(state, 0, cells)
        assert Z.may_widen(p) == new_column_open() == widens, sorted(p.stacks)
