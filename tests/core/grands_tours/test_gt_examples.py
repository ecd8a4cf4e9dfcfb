"""The worked examples and every FAQ answer of the Grands Tours rulebook (seeds/000), one test each.

Dice are scripted with `rig`; positions are set by hand with the helpers.
"""
from gameshelf.core.games.grands_tours import GAME
from gameshelf.core.games.grands_tours.actions import (Keep, Pass, Place, Readjust, Replace, RestRoll, SevenFace,
                                                       TakeJersey, Train)
from gameshelf.core.games.grands_tours.data import GRUPETTO, PELOTON

from gt_helpers import at_first_stage, bid, new_game, play, rig, run_round, set_peloton, stage_cards

P1, P2, P3, P4 = range(4)
PASS2 = Pass(2, 1)


def passes(n=4):
    return {seat: PASS2 for seat in range(n)}


def with_twos(state):
    for seat in range(state.n):
        set_peloton(state, seat, 2, 2, 2)


# --- Turn order --------------------------------------------------------------------------------
def test_example_turn_order_follows_the_new_leader():
    """4 players: round 1 runs P1-P4; P2 becomes leader; round 2 runs P2, P3, P4, P1."""
    state = at_first_stage()
    with_twos(state)
    assert state.order == (P1, P2, P3, P4)
    card = state.car_card
    bid(state, card, P2, 6)  # P2 wins the first stage: lead time, so the overall jersey
    run_round(state, passes())
    assert state.phase == "jersey" and state.queue == [P2]
    play(state, (P2, TakeJersey("gc", PELOTON, 2)))
    if state.phase == "jersey":  # a mountain or sprint point too
        play(state, (P2, GAME.legal_actions(state, P2)[0]))
    assert state.leader == P2
    assert state.order == (P2, P3, P4, P1) and state.queue == [P2, P3, P4, P1]


# --- Camp ----------------------------------------------------------------------------------------
def test_example_camp_ones_to_the_grupetto():
    """Rolled 1 2 2 3 4 4 5 6 6: the 1 goes to the grupetto, the other eight start the game."""
    state = new_game(first_leader="2")  # P1 is not the leader: nine rider dice, no jersey die
    # The camp roll happened at set-up; replay it with scripted dice for P1.
    team = state.teams[P1]
    team.camp = [0] * 8
    rig(state, 1, 2, 2, 3, 4, 4, 5, 6, 6)
    GAME._roll_camp(state, P1, 9)
    while state.queue[0] != P1:
        play(state, (state.queue[0], Keep()))
    play(state, (P1, Keep()))
    assert team.grupetto == 1
    assert [f for f in range(1, 7) for _ in range(team.peloton[f])] == [2, 2, 3, 4, 4, 5, 6, 6]


def test_example_readjust_once_then_keep():
    """Rolled 1 1 1 2 3 4 5 6 6, re-adjusted (a die aside, eight re-rolled) to 1 2 2 3 4 4 5 6: seven dice start."""
    state = new_game(first_leader="2")
    team = state.teams[P1]
    rig(state, 1, 1, 1, 2, 3, 4, 5, 6, 6)
    GAME._roll_camp(state, P1, 9)
    while state.queue[0] != P1:
        play(state, (state.queue[0], Keep()))
    rig(state, 1, 2, 2, 3, 4, 4, 5, 6)
    events = play(state, (P1, Readjust(1)))
    assert events[0].kind == "readjust" and events[0].chance and events[0].get("faces") == (1, 2, 2, 3, 4, 4, 5, 6)
    play(state, (P1, Keep()))
    assert [f for f in range(1, 7) for _ in range(team.peloton[f])] == [2, 2, 3, 4, 4, 5, 6]
    assert team.grupetto == 2


def test_faq_readjust_down_to_a_single_one():
    """Re-adjusting down to one die that shows 1: it goes to the grupetto and camp ends for that team."""
    state = new_game(first_leader="2")
    team = state.teams[P1]
    rig(state, 1, 1)
    GAME._roll_camp(state, P1, 2)
    team.grupetto = 7
    while state.queue[0] != P1:
        play(state, (state.queue[0], Keep()))
    rig(state, 1)
    play(state, (P1, Readjust(1)))  # one die left, showing 1: no more re-adjusting
    assert state.phase == "action"  # P1 was the last to re-adjust: camp is over
    assert sum(team.peloton) == 0 and team.grupetto == 9 and sum(team.camp) == 0
    assert Readjust(1) not in GAME.legal_actions(state, P1)


def test_readjust_needs_two_dice():
    """A team with a single die rolled at camp has nothing to choose: it keeps it when its turn comes."""
    state = new_game(first_leader="2")  # order P2, P3, P4, P1
    rig(state, 5)
    GAME._roll_camp(state, P1, 1)
    state.teams[P1].grupetto = 8
    assert GAME.check(state, P2, Readjust(state.jerseys[0].face, "gc")) is None
    for seat in (P2, P3, P4):
        play(state, (seat, Keep()))
    assert state.phase == "action"  # P1 was kept without being asked
    assert state.teams[P1].peloton[5] == 1 and state.teams[P1].grupetto == 8


# --- Rest day ------------------------------------------------------------------------------------
def test_example_rest_day():
    """Peloton 3 5 6 6 after week 1; the five grupetto dice and the 3 are rolled: 1 1 2 2 3 6. Seven dice start week 2.

    (The book lists the seven as 2 2 3 5 5 6 6; by its own dice they are 2 2 3 5 6 6 6: the kept 5 6 6 plus 2 2 3 6.)
    """
    state = at_first_stage(first_leader="2")
    rest = state.course.index(next(c for c in state.course if state.cards[c].kind == "rest"))
    state.car = rest
    for seat in range(4):
        set_peloton(state, seat, 3, 5, 6, 6)
    GAME._start_round(state, [])
    assert state.phase == "rest" and state.queue[0] == P2
    play(state, (P2, RestRoll()))
    rig(state, 1, 1, 2, 2, 3, 6)
    events = play(state, (P3, RestRoll()), (P4, RestRoll()))
    state.rng = None
    rig(state, 1, 1, 2, 2, 3, 6)
    team = state.teams[P1]
    assert state.queue == [P1]
    assert RestRoll((3,)) in GAME.legal_actions(state, P1)
    before = len(state.course)
    events = play(state, (P1, RestRoll((3,))))
    roll = next(e for e in events if e.kind == "rest_roll")
    assert roll.get("faces") == (1, 1, 2, 2, 3, 6) and roll.chance
    assert [f for f in range(1, 7) for _ in range(team.peloton[f])] == [2, 2, 3, 5, 6, 6, 6]
    assert team.grupetto == 2
    # After the rest day the cards of the next week are turned, up to the next rest day.
    assert len(state.course) > before and state.cards[state.course[-1]].kind == "rest"
    assert state.phase == "action" and state.car == rest + 1


def test_rest_day_cannot_readjust():
    state = at_first_stage()
    state.car = next(i for i, c in enumerate(state.course) if state.cards[c].kind == "rest")
    set_peloton(state, P1, 4)
    GAME._start_round(state, [])
    assert all(isinstance(a, RestRoll) for a in GAME.legal_actions(state, P1))
    assert GAME.check(state, P1, Readjust(4)) is not None


def test_rest_day_the_player_chooses_every_die_grupetto_ones_included():
    """The seed's "any dice": peloton and/or grupetto. Grupetto dice may stay unrolled, jersey dice too."""
    state = at_first_stage()  # P1 leads: its overall die is in its grupetto
    state.car = next(i for i, c in enumerate(state.course) if state.cards[c].kind == "rest")
    set_peloton(state, P1, 4, 5)
    set_peloton(state, P2)  # an empty peloton: P2 still chooses among its grupetto dice
    GAME._start_round(state, [])
    assert state.phase == "rest" and state.queue[0] == P1 and state.teams[P1].grupetto == 6
    legal = GAME.legal_actions(state, P1)
    assert RestRoll((4,), (), 6, ("gc",)) in legal and RestRoll((), (), 2) in legal and RestRoll() in legal
    assert RestRoll((4, 5), (), 6, ("gc",)) in legal and len(legal) == 4 * 7 * 2  # peloton sets x riders x gc
    assert GAME.check(state, P1, RestRoll((), (), 7)).key == "gt.bad_rest"  # only six there
    assert GAME.check(state, P1, RestRoll((), (), -1)).key == "gt.bad_rest"
    assert GAME.check(state, P1, RestRoll((), (), 0, ("sprint",))).key == "gt.bad_rest"  # not P1's
    rig(state, 3, 1)
    events = play(state, (P1, RestRoll((4,), (), 5, ("gc",))))  # the 4 and one grupetto die: two dice
    roll = next(e for e in events if e.kind == "rest_roll")
    assert roll.get("faces") == (1, 3) and roll.get("stay") == 5 and roll.get("stay_jerseys") == ("gc",)
    team = state.teams[P1]
    assert [f for f in range(1, 7) for _ in range(team.peloton[f])] == [3, 5] and team.grupetto == 6
    assert state.jerseys[0].zone == "grupetto" and state.jerseys[0].face == 0
    assert state.phase == "rest" and state.queue[0] == P2  # asked, although its peloton is empty
    assert set(GAME.legal_actions(state, P2)) == {RestRoll((), (), k) for k in range(10)}


# --- Judging --------------------------------------------------------------------------------------
def test_example_1_higher_sum_wins():
    """White 6, blue 7: blue takes the card."""
    state = at_first_stage()
    with_twos(state)
    card = state.car_card
    bid(state, card, P1, 6)
    bid(state, card, P2, 3)
    bid(state, card, P2, 4)
    events = run_round(state, passes())
    win = next(e for e in events if e.kind == "win")
    assert win.get("seat") == P2 and win.get("card") == card
    assert card in state.teams[P2].won and card not in state.bids
    assert state.teams[P2].lead == state.cards[card].lead_time


def test_example_2_tie_is_held_over():
    state = at_first_stage()
    with_twos(state)
    card = state.car_card
    bid(state, card, P1, 6)
    bid(state, card, P2, 2)
    bid(state, card, P2, 4)
    events = run_round(state, passes())
    assert any(e.kind == "tie" and e.get("card") == card for e in events)
    assert state.held == [card] and len(state.bids[card]) == 3
    assert card in GAME.biddable(state)  # still on offer
    assert state.car_card != card


def test_example_3_held_card_is_judged_once_the_sums_change():
    state = at_first_stage()
    with_twos(state)
    card = state.car_card
    bid(state, card, P1, 6)
    bid(state, card, P2, 2)
    bid(state, card, P2, 4)
    run_round(state, passes())
    assert state.held == [card]
    set_peloton(state, P3, 2, 2)
    set_peloton(state, P1, 5)
    moves = passes()
    moves[P1] = Place(card, 5)
    events = run_round(state, moves)
    assert state.held == [] and card in state.teams[P1].won
    # The car's own card is judged first, then the held-over one.
    judged = [e.get("card") for e in events if e.kind in ("win", "tie", "home")]
    assert judged.index(card) == len(judged) - 1


def test_a_card_without_dice_goes_home():
    state = at_first_stage()
    with_twos(state)
    card = state.car_card
    events = run_round(state, passes())
    assert any(e.kind == "home" and e.get("card") == card for e in events)
    assert card in state.home and all(card not in t.won for t in state.teams)


def test_negotiation_example_two_replacements_beat_a_train():
    """P2 has 4-5-6 on a mountain stage; P3 replaces the 6 and P1 the 5: P2 no longer wins it."""
    state = at_first_stage(first_leader="2")
    card = next(c for c in stage_cards(state) if state.cards[c].point == "mountain" and c != state.car_card)
    set_peloton(state, P2, 4, 5, 6, 2)
    set_peloton(state, P3, 6, 6, 2)
    set_peloton(state, P4, 2)
    set_peloton(state, P1, 5, 5, 2)
    play(state, (P2, Train(card, 4)), (P3, Replace(card, 6, P2)), (P4, PASS2), (P1, Replace(card, 5, P2)))
    sums = GAME.card_sums(state, card)
    assert sums[P2] == 4 and sums[P3] == 6 and sums[P1] == 5


# --- FAQ: replacing ---------------------------------------------------------------------------------
def test_faq_replace_your_own_die():
    """Replacing your own 2 with two 2s: two dice go to the grupetto, one stays on the card."""
    state = at_first_stage()
    card = state.car_card
    bid(state, card, P1, 2)
    set_peloton(state, P1, 2, 2)
    grupetto = state.teams[P1].grupetto
    play(state, (P1, Replace(card, 2, P1)))
    assert state.bids[card] == [(P1, 2, "")]
    assert state.teams[P1].grupetto == grupetto + 2 and state.teams[P1].peloton[2] == 0


def test_replace_needs_two_dice_of_the_face():
    state = at_first_stage()
    card = state.car_card
    bid(state, card, P2, 4)
    set_peloton(state, P1, 4, 5)
    assert GAME.check(state, P1, Replace(card, 4, P2)).key == "gt.need_two"
    assert not any(isinstance(a, Replace) for a in GAME.legal_actions(state, P1))


def test_replace_sends_the_replaced_die_and_one_of_yours_to_the_grupettos():
    state = at_first_stage()
    card = state.car_card
    bid(state, card, P2, 4)
    set_peloton(state, P1, 4, 4)
    g1, g2 = state.teams[P1].grupetto, state.teams[P2].grupetto
    play(state, (P1, Replace(card, 4, P2)))
    assert state.bids[card] == [(P1, 4, "")]
    assert (state.teams[P1].grupetto, state.teams[P2].grupetto) == (g1 + 1, g2 + 1)


# --- FAQ: Duplicates allowed -----------------------------------------------------------------------
def test_faq_duplicates_replace_is_one_for_two_and_not_for_others():
    """Two 3s on a card (Duplicates allowed): a Replace takes one of them only; a team without the card
    cannot make a Replace that leaves two 3s."""
    state = at_first_stage()
    card = state.car_card
    state.teams[P1].assists.append("duplicates")
    bid(state, card, P1, 3)
    bid(state, card, P2, 3)
    set_peloton(state, P1, 3, 3, 2)
    # P1 (the holder) replaces one 3: exactly one die is knocked off, one of P1's two goes to the grupetto.
    play(state, (P1, Replace(card, 3, P2)))
    assert sorted(state.bids[card]) == [(P1, 3, ""), (P1, 3, "")]
    set_peloton(state, P2, 3, 3)
    assert state.queue[0] == P2
    reason = GAME.check(state, P2, Replace(card, 3, P1))
    assert reason is not None and reason.key == "gt.duplicate_left"
    assert not any(isinstance(a, Replace) for a in GAME.legal_actions(state, P2))


def test_faq_duplicates_allow_a_train_over_a_placed_face():
    """With Duplicates allowed a 3-4-5 train goes on a card with a 4: the card shows 3, 4, 4, 5."""
    state = at_first_stage()
    card = state.car_card
    bid(state, card, P2, 4)
    set_peloton(state, P1, 3, 4, 5)
    assert GAME.check(state, P1, Train(card, 3)).key == "gt.train_faces"
    state.teams[P1].assists.append("duplicates")
    play(state, (P1, Train(card, 3)))
    assert sorted(f for _o, f, _j in state.bids[card]) == [3, 4, 4, 5]


# --- FAQ: jerseys ----------------------------------------------------------------------------------
def sprint_cards(state, k):
    cards = [c for c in stage_cards(state) if state.cards[c].point == "sprint"]
    return cards[:k]


def overall_out_of_reach(state):
    state.teams[P1].lead = 50  # P1 keeps the overall jersey whatever happens here


def give_sprint_jersey(state, seat, points):
    state.teams[seat].sprint = points
    state.teams[seat].grupetto -= 1
    j = state.jerseys[1]
    j.holder, j.zone = seat, "grupetto"


def test_faq_p1_to_p2_to_p3_is_one_handover():
    """P1 -> P2 -> P3 in one judging phase (thanks to a held-over card) is handled as P1 -> P3: P2 swaps nothing."""
    state = at_first_stage()
    with_twos(state)
    overall_out_of_reach(state)
    first, second = sprint_cards(state, 2)
    give_sprint_jersey(state, P1, 1)
    state.car = state.course.index(first)
    bid(state, first, P2, 6)  # judged first: alone it would give P2 the jersey (2 > 1)...
    state.teams[P2].sprint = 1
    state.held = [second]
    bid(state, second, P3, 6)  # ...but the held-over card, judged next, takes P3 past P2
    state.teams[P3].sprint = 2
    events = run_round(state, passes())
    swaps = [(e.kind, e.get("seat")) for e in events if e.kind.startswith("jersey")]
    assert swaps == [("jersey", P3), ("jersey_back", P1)]
    assert next(e for e in events if e.kind == "jersey").get("frm") == P1
    assert state.phase == "jersey" and state.queue == [P3]
    events = play(state, (P3, TakeJersey("sprint", PELOTON, 2)))
    assert [(e.kind, e.get("seat")) for e in events if e.kind.startswith("jersey")] == [("jersey_in", P3)]
    assert state.jerseys[1].holder == P3 and state.teams[P2].peloton[2] == 2  # P2's dice untouched


def test_faq_simultaneous_new_best_goes_to_the_earlier_player_this_round():
    state = at_first_stage(first_leader="3")  # order P3, P4, P1, P2
    with_twos(state)
    state.teams[P3].lead = 50
    first, second = sprint_cards(state, 2)
    state.car = state.course.index(first)
    state.held = [second]
    bid(state, first, P2, 6)
    bid(state, second, P1, 6)
    run_round(state, passes())
    assert state.phase == "jersey" and state.queue == [P1]  # P1 plays before P2 in this round
    play(state, (P1, TakeJersey("sprint", GRUPETTO)))
    assert state.jerseys[1].holder == P1


def test_jersey_stays_with_the_holder_on_a_tie():
    state = at_first_stage()
    with_twos(state)
    overall_out_of_reach(state)
    first = sprint_cards(state, 1)[0]
    state.car = state.course.index(first)
    give_sprint_jersey(state, P1, 1)
    bid(state, first, P2, 6)  # P2 reaches 1: equal, not more
    run_round(state, passes())
    assert state.jerseys[1].holder == P1


def gc_on_card_showing_seven(state, faces_on_card):
    """P1 leads with the overall die showing 7 on the car's card; P2 wins a held card worth more lead time."""
    with_twos(state)
    card = state.car_card
    j = state.jerseys[0]
    assert j.holder == P1
    j.zone, j.card, j.face = "card", card, 7
    state.bids[card] = [(P1, 7, "gc")]
    for k, f in enumerate(faces_on_card):
        bid(state, card, (P3, P4)[k % 2], f)
    # P2 wins a held card worth more than anything P1 has.
    other = next(c for c in stage_cards(state)[1:] if state.cards[c].lead_time >= 3)
    state.held = [other]
    bid(state, other, P2, 5)
    return card


def test_faq_lost_overall_die_showing_seven_takes_a_free_face():
    state = at_first_stage()
    card = gc_on_card_showing_seven(state, [2, 3])  # the 7 + 2 + 3: a tie? P1 7 vs P3 2 and P4 3: P1 wins
    # Keep P1's card undecided: P3 matches the 7 with 4 more.
    bid(state, card, P3, 5)
    run_round(state, passes())
    assert state.phase == "seven" and state.queue == [P1]
    legal = GAME.legal_actions(state, P1)
    assert legal == [SevenFace(1), SevenFace(4), SevenFace(6)]  # 2, 3 and 5 are on the card
    assert GAME.check(state, P1, SevenFace(3)).key == "gt.bad_seven"
    play(state, (P1, SevenFace(1)))  # FAQ: a 1 stays on the card
    assert (P1, 1, "") in state.bids[card] and (P1, 7, "gc") not in state.bids[card]
    assert state.phase == "jersey" and state.queue == [P2] and state.jerseys[0].holder == -1


def test_faq_lost_overall_die_showing_seven_in_the_peloton_takes_any_face():
    state = at_first_stage()
    with_twos(state)
    j = state.jerseys[0]
    j.zone, j.face = "peloton", 7
    bid(state, state.car_card, P2, 6)
    run_round(state, passes())
    assert state.phase == "seven" and GAME.legal_actions(state, P1) == [SevenFace(f) for f in range(1, 7)]
    play(state, (P1, SevenFace(6)))
    assert state.teams[P1].peloton[6] == 1


def test_lost_jersey_die_in_the_grupetto_is_replaced_there():
    state = at_first_stage()
    with_twos(state)
    grupetto = state.teams[P1].grupetto
    bid(state, state.car_card, P2, 6)
    events = run_round(state, passes())
    back = next(e for e in events if e.kind == "jersey_back")
    assert back.get("where") == GRUPETTO and state.teams[P1].grupetto == grupetto + 1 + 1  # + the passed 2


def test_faq_seven_with_every_face_taken_goes_to_the_grupetto():
    state = at_first_stage()
    card = gc_on_card_showing_seven(state, [1, 2, 3, 4, 5, 6])  # P3: 1+3+5 = 9, P4: 2+4+6 = 12 > 7
    grupetto = state.teams[P1].grupetto
    events = run_round(state, passes())
    back = next(e for e in events if e.kind == "jersey_back")
    assert back.get("seat") == P1 and back.get("face") == 0
    assert state.teams[P1].grupetto >= grupetto + 1


def test_swap_keeps_faces_and_places():
    """The loser's rider die takes the jersey die's face and place; the winner's chosen die is replaced in place."""
    state = at_first_stage()
    with_twos(state)
    card = state.car_card
    j = state.jerseys[0]
    j.zone, j.face = "peloton", 5  # P1's overall die shows 5 in its peloton
    later = stage_cards(state)[2]
    bid(state, later, P2, 3)
    bid(state, card, P2, 6)
    run_round(state, passes())
    assert state.teams[P1].peloton[5] == 1 and state.jerseys[0].holder == -1
    assert TakeJersey("gc", later, 3) in GAME.legal_actions(state, P2)
    play(state, (P2, TakeJersey("gc", later, 3)))
    assert (P2, 3, "gc") in state.bids[later] and (P2, 3, "") not in state.bids[later]
    assert state.jerseys[0].zone == "card" and state.jerseys[0].face == 3 and state.leader == P2
