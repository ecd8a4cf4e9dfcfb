"""Grands Tours rules beyond the book's examples: decks, set-up, each move, assists, the end."""
import random
from collections import Counter

import pytest

from gameshelf.core.engine import IllegalAction, Seat
from gameshelf.core.games.grands_tours import GAME
from gameshelf.core.games.grands_tours.actions import EMPTY_PASS, Pass, Place, Remove, Roll, Swap, TakeJersey, Train
from gameshelf.core.games.grands_tours.data import GRUPETTO, PELOTON, SHORT, WEEKS
from gameshelf.core.games.grands_tours.rules import build_deck

from gt_helpers import at_first_stage, bid, dice_of, keep_all, new_game, play, rig, run_round, set_peloton, stage_cards

P1, P2, P3, P4 = range(4)


# --- spec and options --------------------------------------------------------------------------
def test_spec():
    spec = GAME.spec
    assert (spec.id, spec.name.key, spec.min_players, spec.max_players, spec.available) == (
        "grands_tours", "game.grands_tours", 4, 6, True)
    assert spec.defaults() == {"course": "standard", "weeks": "1+2+3", "assists": True, "first_leader": "random"}


def test_options_are_checked():
    assert GAME.check_options(3, {}).key == "gt.bad_players"
    assert GAME.check_options(7, {}).key == "gt.bad_players"
    assert GAME.check_options(5, {"course": "long"}).key == "gt.bad_option"
    assert GAME.check_options(4, {"first_leader": "5"}).key == "gt.leader_missing"
    assert GAME.check_options(5, {"first_leader": "5"}) is None
    with pytest.raises(IllegalAction):
        GAME.new_game([Seat("a")] * 3, {}, 1)


# --- decks -------------------------------------------------------------------------------------------
def draw_order(state):
    return state.course + state.deck[::-1]


@pytest.mark.parametrize("n", [4, 5, 6])
def test_standard_deck(n):
    state = GAME.new_game([Seat(f"p{i}") for i in range(n)], {}, 3)
    cards = [state.cards[c] for c in draw_order(state)]
    kinds = Counter(c.kind for c in cards)
    assert kinds == {"stage": 23, "camp": 1, "rest": 2, "assist": n}
    assert len(cards) == 26 + n
    assert cards[0].kind == "camp"
    rests = [i for i, c in enumerate(cards) if c.kind == "rest"]
    weeks = [cards[1:rests[0]], cards[rests[0] + 1:rests[1]], cards[rests[1] + 1:]]
    for week, part in zip((1, 2, 3), weeks):
        stages = sorted(((c.lead or -1), c.point) for c in part if c.kind == "stage")
        assert stages == sorted(((lead or -1), point) for lead, point in WEEKS[week])
        assert all(c.week == week for c in part)
    # Assists dealt round-robin: week 1 gets the first, week 2 the second...
    per_week = [sum(1 for c in part if c.kind == "assist") for part in weeks]
    assert per_week == [len(range(w, n, 3)) for w in range(3)]
    assert max(Counter(c.assist for c in cards if c.kind == "assist").values()) <= 2


def test_standard_deck_has_the_layout_totals():
    cards, _deck = build_deck("standard", "", True, 4, random.Random(1))
    stages = [c for c in cards if c.kind == "stage"]
    assert sum(c.lead_time for c in stages) == 73  # 22 + 23 + 28
    assert sum(c.point == "sprint" for c in stages) == 10 and sum(c.point == "mountain" for c in stages) == 12
    assert sum(c.lead is None for c in stages) == 2


def test_week_decks_are_shuffled_by_the_seed():
    orders = {tuple(draw_order(GAME.new_game([Seat("p")] * 4, {"first_leader": "1"}, seed))) for seed in range(6)}
    assert len(orders) > 1
    a = GAME.new_game([Seat("p")] * 4, {}, 9)
    b = GAME.new_game([Seat("p")] * 4, {}, 9)
    assert draw_order(a) == draw_order(b)


def test_short_course_order():
    state = new_game(course="short")
    cards = [state.cards[c] for c in draw_order(state)]
    assert cards[0].kind == "camp" and len(cards) == 9
    assert [(c.lead, c.point[0].upper()) for c in cards[1:]] == [
        (1, "S"), (1, "S"), (2, "M"), (2, "S"), (3, "M"), (3, "M"), (3, "M"), (2, "S")]
    assert [(c.week, c.lead, c.point) for c in cards[1:]] == list(SHORT)
    assert state.deck == []  # no rest day: everything is turned at once


@pytest.mark.parametrize("weeks, stages, rests", [("1", 7, 0), ("2+3", 16, 1), ("1+3", 16, 1), ("1+2+3", 23, 2)])
def test_custom_course_weeks(weeks, stages, rests):
    state = new_game(course="custom", weeks=weeks)
    kinds = Counter(state.cards[c].kind for c in draw_order(state))
    assert (kinds["stage"], kinds["rest"], kinds["assist"], kinds["camp"]) == (stages, rests, 4, 1)
    plain = new_game(course="custom", weeks=weeks, assists=False)
    assert Counter(plain.cards[c].kind for c in draw_order(plain))["assist"] == 0


# --- set-up ---------------------------------------------------------------------------------------------
def test_initial_deal_and_car():
    state = new_game()
    assert state.cards[state.course[0]].kind == "camp" and state.car == 0
    assert state.cards[state.course[-1]].kind == "rest"
    assert sum(state.cards[c].kind == "rest" for c in state.course) == 1
    assert state.round == 1 and state.phase == "camp"


def test_initial_leader_random_by_seed_or_named():
    leaders = {GAME.new_game([Seat("p")] * 5, {}, seed).leader for seed in range(30)}
    assert leaders == set(range(5))
    state = GAME.new_game([Seat("p")] * 5, {}, 4)
    assert state.random_leader and state.intro[0].kind == "leader" and state.intro[0].get("drawn") is True
    named = new_game(5, first_leader="4")
    assert named.leader == 3 and not named.random_leader and named.intro[0].get("drawn") is False


def test_setup_dice_and_camp_roll():
    state = new_game(first_leader="2")
    # Everything was in the grupetto and has just been rolled at camp; the leader rolls the overall die too.
    for seat in range(4):
        assert dice_of(state, seat)[0] == 9
        assert sum(state.teams[seat].camp) == (8 if seat == P2 else 9)
    gc = state.jerseys[0]
    assert (gc.holder, gc.zone) == (P2, "camp") and 2 <= gc.face <= 7
    assert all(j.holder == -1 and j.zone == "rest" for j in state.jerseys[1:])
    rolls = [e for e in state.intro if e.kind == "camp_roll"]
    assert [e.get("seat") for e in rolls] == [P2, P3, P4, P1] and all(e.chance for e in rolls)
    assert state.queue == [P2, P3, P4, P1]


def test_jersey_dice_faces():
    from gameshelf.core.games.grands_tours.data import JERSEY_FACES
    assert JERSEY_FACES["gc"] == (2, 3, 4, 5, 6, 7)
    assert JERSEY_FACES["sprint"] == JERSEY_FACES["mountain"] == (2, 3, 4, 4, 5, 6)


# --- moves --------------------------------------------------------------------------------------------------
def test_place_one_die_per_face_whatever_the_colour():
    state = at_first_stage()
    card = state.car_card
    bid(state, card, P2, 5)
    set_peloton(state, P1, 5, 6)
    assert GAME.check(state, P1, Place(card, 5)).key == "gt.face_taken"
    assert GAME.check(state, P1, Place(card, 4)).key == "gt.no_such_die"
    play(state, (P1, Place(card, 6)))
    assert state.bids[card] == [(P2, 5, ""), (P1, 6, "")]


def test_dice_go_on_any_card_ahead_but_not_on_events_or_judged_cards():
    state = at_first_stage()
    set_peloton(state, P1, 5)
    ahead = stage_cards(state)[-1]
    assert GAME.check(state, P1, Place(ahead, 5)) is None
    rest = next(c for c in state.course if state.cards[c].kind == "rest")
    assert GAME.check(state, P1, Place(rest, 5)).key == "gt.not_on_course"
    assert GAME.check(state, P1, Place(state.course[0], 5)).key == "gt.not_on_course"  # camp, behind the car


def test_train_three_consecutive_faces():
    state = at_first_stage()
    card = state.car_card
    set_peloton(state, P1, 2, 3, 4, 6)
    assert GAME.check(state, P1, Train(card, 3)).key == "gt.no_such_die"
    bid(state, card, P2, 4)
    assert GAME.check(state, P1, Train(card, 2)).key == "gt.train_faces"  # the 4 blocks it
    state.bids[card] = []
    del state.bids[card]
    state.teams[P2].grupetto += 1
    play(state, (P1, Train(card, 2)))
    assert sorted(f for _o, f, _j in state.bids[card]) == [2, 3, 4]
    assert state.teams[P1].peloton[6] == 1


def test_train_with_the_overall_die_showing_seven():
    state = at_first_stage()
    card = state.car_card
    set_peloton(state, P1, 5, 6)
    j = state.jerseys[0]
    j.zone, j.face = "peloton", 7
    assert Train(card, 5, ("gc",)) in GAME.legal_actions(state, P1)
    play(state, (P1, Train(card, 5, ("gc",))))
    assert sorted(state.bids[card]) == [(P1, 5, ""), (P1, 6, ""), (P1, 7, "gc")]
    assert GAME.card_sums(state, card)[P1] == 18


def test_roll_returns_ones_to_the_grupetto():
    state = at_first_stage()
    team = state.teams[P1]
    set_peloton(state, P1, 6)
    assert team.grupetto == 7  # one rider die rests on the jersey card; the overall die is in the grupetto
    rig(state, 1, 2, 3, 3, 4, 1, 6, 5)  # seven rider dice, then the overall die
    events = play(state, (P1, Roll()))
    assert events[0].chance and events[0].get("faces") == (1, 1, 2, 3, 3, 4, 6) and events[0].get("jerseys") == (("gc", 5),)
    assert team.grupetto == 2 and team.peloton[3] == 2 and team.peloton[6] == 2
    assert state.jerseys[0].zone == "peloton" and state.jerseys[0].face == 5


def test_roll_needs_a_grupetto():
    state = at_first_stage(first_leader="2")  # P2 leads and moves first
    set_peloton(state, P2, 2, 2, 2, 2, 2, 2, 2, 2)  # eight rider dice; the ninth rests on the jersey card
    state.jerseys[0].zone, state.jerseys[0].face = "peloton", 3
    assert state.teams[P2].grupetto == 0
    assert GAME.check(state, P2, Roll()).key == "gt.nothing_to_roll"
    assert Roll() not in GAME.legal_actions(state, P2)


def test_pass_one_or_two_of_a_face():
    state = at_first_stage()
    set_peloton(state, P1, 3, 3, 5)
    legal = GAME.legal_actions(state, P1)
    assert {a for a in legal if isinstance(a, Pass)} == {Pass(3, 1), Pass(3, 2), Pass(5, 1)}
    assert GAME.check(state, P1, Pass(5, 2)).key == "gt.bad_pass"
    assert GAME.check(state, P1, EMPTY_PASS).key == "gt.bad_pass"
    play(state, (P1, Pass(3, 2)))
    assert state.teams[P1].peloton[3] == 0 and state.teams[P1].grupetto == 7


def test_empty_handed_pass_only_when_no_die_can_move():
    state = at_first_stage()  # P1 leads: eight rider dice and the overall die in its grupetto
    first, second = stage_cards(state)[:2]
    for f in (2, 3, 4, 5, 6):
        bid(state, first, P1, f)
    for f in (2, 3):
        bid(state, second, P1, f)
    assert state.teams[P1].grupetto == 1
    bid(state, second, P1, 5, "gc")
    assert GAME.check(state, P1, EMPTY_PASS).key == "gt.bad_pass"  # one die left to roll
    assert GAME.legal_actions(state, P1) == [Roll()]
    bid(state, second, P1, 4)
    assert GAME.legal_actions(state, P1) == [EMPTY_PASS]
    events = play(state, (P1, EMPTY_PASS))
    assert events[0].kind == "pass" and events[0].get("count") == 0
    assert dice_of(state, P1) == (9, 8, 1)


def test_empty_handed_pass_stands_while_a_swap_is_possible():
    """This edition: an assist never forces a move (a forced Swap could go round for ever)."""
    state = at_first_stage()
    a, b = state.car_card, stage_cards(state)[3]
    bid(state, a, P2, 6)
    for f in (6, 2, 3, 4, 5):
        bid(state, b, P1, f)
    for f in (2, 3, 4):
        bid(state, stage_cards(state)[4], P1, f)
    bid(state, stage_cards(state)[4], P1, 5, "gc")
    assert state.teams[P1].grupetto == 0 and not sum(state.teams[P1].peloton)
    state.teams[P1].assists.append("swap")
    legal = GAME.legal_actions(state, P1)
    assert Swap(a, b, 6, P2) in legal and EMPTY_PASS in legal
    state.teams[P1].grupetto = 1  # a die to roll: now the empty pass is refused, and the reason says when it is not
    reason = GAME.check(state, P1, EMPTY_PASS)
    assert reason.key == "gt.bad_pass" and "peloton and grupetto are both empty" in reason.english()


def test_removal_assist():
    state = at_first_stage()
    card = state.car_card
    bid(state, card, P2, 6)
    set_peloton(state, P1, 6)
    assert GAME.check(state, P1, Remove(card, 6, P2)).key == "gt.no_assist"
    state.teams[P1].assists.append("removal")
    g2 = state.teams[P2].grupetto
    play(state, (P1, Remove(card, 6, P2)))
    assert card not in state.bids and state.teams[P2].grupetto == g2 + 1 and state.teams[P1].peloton[6] == 0


def test_swap_assist():
    state = at_first_stage()
    a, b = state.car_card, stage_cards(state)[3]
    bid(state, a, P2, 6)
    bid(state, b, P1, 6)
    set_peloton(state, P1, 2)
    assert GAME.check(state, P1, Swap(a, b, 6, P2)).key == "gt.no_assist"
    state.teams[P1].assists.append("swap")
    assert GAME.check(state, P1, Swap(b, a, 6, P1)).key == "gt.bad_swap"  # your own die: nothing would change
    play(state, (P1, Swap(a, b, 6, P2)))
    assert state.bids[a] == [(P1, 6, "")] and state.bids[b] == [(P2, 6, "")]


def test_assist_card_is_won_and_kept():
    state = at_first_stage()
    for seat in range(4):
        set_peloton(state, seat, 2, 2)
    assist = next(c for c in state.course if state.cards[c].kind == "assist")
    state.car = state.course.index(assist)
    bid(state, assist, P3, 4)
    run_round(state, {s: Pass(2, 1) for s in range(4)})
    assert state.cards[assist].assist in state.teams[P3].assists and assist in state.teams[P3].won


def test_won_card_dice_return_to_each_owners_grupetto():
    state = at_first_stage()
    for seat in range(4):
        set_peloton(state, seat, 2, 2)
    card = state.car_card
    bid(state, card, P2, 6)
    bid(state, card, P3, 5)
    before = [t.grupetto for t in state.teams]
    run_round(state, {s: Pass(2, 1) for s in range(4)})
    after = [t.grupetto for t in state.teams]
    assert after[P3] == before[P3] + 2 and card not in state.bids  # its 5 and the passed 2


def test_leader_is_the_overall_holder_and_starts():
    state = at_first_stage(first_leader="3")
    assert state.leader == 2 and state.order == (2, 3, 0, 1) and state.queue[0] == 2


def test_take_jersey_options_and_grupetto_choice():
    """A new holder may swap the jersey die for a rider die in the peloton, on a card or in the grupetto."""
    state = at_first_stage()
    for seat in range(4):
        set_peloton(state, seat, 2, 2)
    card = next(c for c in stage_cards(state) if state.cards[c].point == "sprint")
    state.car = state.course.index(card)
    later = stage_cards(state)[-1]
    bid(state, card, P2, 6)
    bid(state, later, P2, 5)
    state.teams[P1].lead = 50  # the overall jersey stays put
    run_round(state, {s: Pass(2, 1) for s in range(4)})
    assert state.phase == "jersey" and state.queue == [P2]
    assert set(GAME.legal_actions(state, P2)) == {
        TakeJersey("sprint", later, 5), TakeJersey("sprint", PELOTON, 2), TakeJersey("sprint", GRUPETTO, 0)}
    assert GAME.check(state, P2, TakeJersey("sprint", PELOTON, 6)).key == "gt.bad_take"
    play(state, (P2, TakeJersey("sprint", GRUPETTO, 0)))
    assert state.jerseys[1].holder == P2 and state.jerseys[1].zone == "grupetto"
    assert dice_of(state, P2) == (9, 8, 1)


def sprint_jersey_to_p2(state, later_face=5):
    """P2 wins the car's sprint card this round, and with it the sprint jersey; returns (car card, later card)."""
    card = next(c for c in stage_cards(state) if state.cards[c].point == "sprint")
    state.car = state.course.index(card)
    later = stage_cards(state)[-1]
    bid(state, card, P2, 6)
    bid(state, later, P2, later_face)
    state.teams[P1].lead = 50  # the overall jersey stays put
    return card, later


def test_a_jersey_die_never_replaces_a_rider_die_showing_one_while_another_is_there():
    """A 1 (left by the 7 rule) is not a face of a jersey die: the new holder swaps another rider die."""
    state = at_first_stage()
    for seat in range(4):
        set_peloton(state, seat, 2, 2)
    state.teams[P2].peloton[1] += 1  # a rider die showing 1 in the peloton...
    state.teams[P2].grupetto -= 1
    _card, later = sprint_jersey_to_p2(state, later_face=1)  # ...and one on a card
    run_round(state, {s: Pass(2, 1) for s in range(4)})
    assert state.phase == "jersey" and state.queue == [P2]
    assert set(GAME.legal_actions(state, P2)) == {TakeJersey("sprint", PELOTON, 2), TakeJersey("sprint", GRUPETTO, 0)}
    assert GAME.check(state, P2, TakeJersey("sprint", PELOTON, 1)).key == "gt.bad_take"
    assert GAME.check(state, P2, TakeJersey("sprint", later, 1)).key == "gt.bad_take"


def test_a_jersey_die_replacing_the_only_rider_dice_showing_one_goes_to_the_grupetto():
    state = at_first_stage()
    for seat in range(4):
        set_peloton(state, seat, 2, 2)
    _card, later = sprint_jersey_to_p2(state, later_face=1)
    run_round(state, {s: Pass(2, 1) for s in range(4)})
    assert state.phase == "jersey" and state.queue == [P2]
    # Make every rider die P2 has show 1 (none in the grupetto): no other die is left to swap.
    team = state.teams[P2]
    team.peloton = [0] * 8
    team.peloton[1], team.grupetto = 9 - 1, 0  # all nine, less the one on the later card
    assert set(GAME.legal_actions(state, P2)) == {TakeJersey("sprint", PELOTON, 1), TakeJersey("sprint", later, 1)}
    events = play(state, (P2, TakeJersey("sprint", later, 1)))
    j = state.jerseys[1]
    assert j.holder == P2 and j.zone == "grupetto" and j.face == 0
    assert (P2, 1, "") not in state.bids.get(later, []) and (P2, 1, "sprint") not in state.bids.get(later, [])
    assert dice_of(state, P2) == (9, 8, 1)
    taken = next(e for e in events if e.kind == "jersey_in")
    assert taken.get("where") == later and taken.get("into") == GRUPETTO


# --- the end -------------------------------------------------------------------------------------------------
def random_to_end(state, seed=0):
    rnd = random.Random(seed)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, rnd.choice(GAME.legal_actions(state, seat)))
    return state


def test_game_lasts_one_round_per_card_and_ends_past_the_last():
    state = random_to_end(new_game(5, seed=2))
    assert state.round == len(state.cards) and state.deck == [] and state.car == len(state.course)
    assert GAME.to_act(state) == () and GAME.legal_actions(state, 0) == []
    assert GAME.check(state, 0, Roll()).key == "engine.game_over"
    assert state.held == []


def test_winners_are_the_jersey_holders_and_the_rest_rank_by_lead_time():
    for seed in range(4):
        state = random_to_end(new_game(6, seed=seed), seed)
        out = GAME.outcome(state)
        holders = {j.holder for j in state.jerseys}
        assert set(out.winners) == holders and 1 <= len(out.winners) <= 3
        assert out.ranking[0] == state.leader and sorted(out.ranking) == list(range(6))
        rest = out.ranking[len(out.winners):]
        leads = [state.teams[s].lead for s in rest]
        assert leads == sorted(leads, reverse=True)
        assert dict(out.scores) == {s: state.teams[s].lead for s in range(6)}


def test_short_game_plays_to_the_end():
    state = random_to_end(new_game(4, course="short"))
    assert state.round == 9


# --- hidden information -----------------------------------------------------------------------------------------
def test_observe_hides_the_deck_order_and_determinize_reshuffles_within_weeks():
    live = GAME.new_game([Seat("p")] * 5, {}, 21)
    keep_all(live)
    seen = GAME.observe(live, 0)
    assert seen.rng is None and sorted(seen.deck) == sorted(live.deck)
    others = GAME.new_game([Seat("p")] * 5, {}, 22)
    # Two deals with the same composition look the same once observed (order hidden).
    worlds = {tuple(GAME.determinize(seen, random.Random(k)).deck) for k in range(8)}
    assert len(worlds) > 1
    rest_positions = [i for i, c in enumerate(live.deck) if live.cards[c].kind == "rest"]
    for deck in worlds:
        assert [i for i, c in enumerate(deck) if live.cards[c].kind == "rest"] == rest_positions
        for k in range(len(deck)):  # every card stays within its week
            assert live.cards[deck[k]].week == live.cards[live.deck[k]].week
    world = GAME.determinize(seen, random.Random(1))
    assert world.rng is not None and world.course == live.course and world.bids == live.bids
    assert others is not None
