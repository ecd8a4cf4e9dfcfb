"""The round cap (issue 22, item 12): a safety net that ends a game at the end of round data.MAX_ROUNDS, scored as
usual and as it stands, and that games among computer players do not reach (design: "Decisions from the turn-3
audit")."""
from __future__ import annotations

import random

from test_tournay_rules import full_district
from tournay_helpers import build, citizens, deck_top, give, kinds, new, play, queue, turn

from gameshelf.core.ai.baselines import greedy_action
from gameshelf.core.ai.ismcts import MoveStat
from gameshelf.core.ai.levels import LEVELS, choose
from gameshelf.core.ai.tournay import PLUGIN, citizen_value, starves
from gameshelf.core.engine import Seat
from gameshelf.core.games.tournay import GAME, score
from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay import district as Z
from gameshelf.core.games.tournay.actions import Draw, Earn, Fight, Gather, Skip
from gameshelf.core.games.tournay.flow import run


def at_the_end_of_round(state, number: int):
    """Makes the last player of round `number` finish their turn."""
    state.round = number
    state.turn = (state.start - 1) % state.n
    state.tasks, state.phase = [("end_turn", state.turn)], "run"
    events = []
    run(state, events)
    return events


def test_every_turn_of_the_last_round_is_played_then_the_game_ends_scored_as_it_stands():
    state = new(2, seed=4)
    at_the_end_of_round(state, D.MAX_ROUNDS - 1)
    assert state.round == D.MAX_ROUNDS and state.turn == state.start and not GAME.is_over(state)
    give(state, state.start, "fire")
    for seat in (state.start, 1 - state.start):  # round 60 is played in full
        assert state.turn == seat and not GAME.is_over(state)
        if state.phase == "place":
            play(state, (seat, Skip()))
        events = play(state, (seat, Gather()))
    assert GAME.is_over(state) and state.end_reason == "cap"
    assert "cap" in kinds(events) and "last_card" not in kinds(events)  # no secret last card
    assert "fire" in state.players[state.start].hand and state.players[state.start].ramparts == []  # no last rampart
    totals = [row["total"] for row in score(state)]
    assert [t for _s, t in GAME.outcome(state).scores] == totals  # the usual scoring


def test_an_end_begun_in_the_last_round_ends_the_usual_way():
    state = new(2, seed=3)
    full_district(state, 0)
    full_district(state, 1, ("cathedral", "saint_brice"))
    at_the_end_of_round(state, D.MAX_ROUNDS - 1)
    assert state.ending and state.round == D.MAX_ROUNDS
    for seat in (state.start, 1 - state.start):
        if state.phase == "place":
            play(state, (seat, Skip()))
        play(state, (seat, Gather()))
    assert state.phase in ("last", "over") and state.end_reason != "cap"


def test_an_end_whose_conditions_are_met_during_the_last_round_comes_too_late():
    """The end begins only at the start of a round (rules._begin_turn), and round 61 is not played."""
    state = new(2, seed=3)
    at_the_end_of_round(state, D.MAX_ROUNDS - 1)
    assert not state.ending and state.round == D.MAX_ROUNDS
    full_district(state, 0)
    full_district(state, 1, ("cathedral", "saint_brice"))
    for seat in (state.start, 1 - state.start):
        if state.phase == "place":
            play(state, (seat, Skip()))
        play(state, (seat, Gather()))
    assert GAME.is_over(state) and state.end_reason == "cap"


def greedy_game(n: int, seed: int):
    """A greedy table, seated and seeded as the tournament seats one (tools/tournay_lengths.py)."""
    state = GAME.new_game([Seat(f"greedy {s}") for s in range(n)], {}, seed)
    rngs = [random.Random(f"{seed}:{s}") for s in range(n)]
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, greedy_action(GAME, state, seat, rngs[seat]))
    return state


def test_greedy_tables_that_used_to_stall_now_end_the_game():
    """Two-player greedy games that reached the cap: a hand of ramparts kept the stalled player from drawing, or an
    income building used and gathered again and again (112 deniers at the cap) was worth more than a card."""
    for seed in (123, 139, 148, 161, 182, 296):
        state = greedy_game(2, seed)
        assert state.end_reason == "end", seed
        assert state.round < 45, seed


def level_game(level: str, n: int, seed: int, scale: float):
    """A table of one level, seated and seeded as the tournament seats one (tools/tournay_lengths.py)."""
    state = GAME.new_game([Seat(f"{level} {s}", controller=f"ai:{level}") for s in range(n)], {}, seed)
    rngs = [random.Random(f"{seed}:{s}") for s in range(n)]
    scaled = LEVELS[level].scaled(scale)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, choose(GAME, state, seat, scaled, rngs[seat]))
    return state


def test_normal_tables_that_lost_every_citizen_to_the_plague_now_end_the_game():
    """At a twentieth of its budget the normal search overrode the plan's fights against the Plague and paid its
    last citizens for prestige buildings: seed 83 reached the cap with no citizen left at the table, seed 33 took
    59 rounds."""
    for seed in (33, 83):
        state = level_game("normal", 2, seed, 0.05)
        assert state.end_reason == "end" and state.round < 45, seed
        assert all(sum(Z.owned(p, c) for c in D.COLOURS) for p in state.players), seed


def test_tables_that_starved_or_could_not_finish_now_end_the_game():
    """Three normal players (seed 52) each opened by borrowing to turn a level III deck, paid citizens for the
    prestige buildings turned, then had every citizen laid down when the Plague came: the table lost its last one
    in round 11. Two hard players (seed 31): one lost every citizen, the other completed its district and then
    used a money building and gathered, turn after turn, and never turned the cards whose criers end the game."""
    for level, n, seed in (("normal", 3, 52), ("hard", 2, 31)):
        state = level_game(level, n, seed, 0.05)
        assert state.end_reason == "end" and state.round < 45, (level, n, seed)


def test_a_citizen_for_good_is_priced_by_the_actions_it_would_still_bring():
    state = new(2, seed=5)
    p = state.players[0]
    early = citizen_value(state, p)
    full_district(state, 1)  # the end is near: a citizen has few actions left to bring
    assert early > 2 * citizen_value(state, p)
    citizens(state, 0, standing=[1, 2, 2])
    assert citizen_value(state, p, "r") > citizen_value(state, p, "w") > citizen_value(state, p)  # the last red


def test_the_opening_keeps_the_citizens_a_level_three_card_would_cost():
    """Seed 52's opening: turning a level III deck lays down three citizens (one borrowed) and its card may ask a
    citizen for good; early in the game that citizen is worth the many actions it would still bring."""
    state = new(3, seed=52)
    seat = GAME.to_act(state)[0]
    move = PLUGIN.policy(GAME, state, seat, None)
    assert not (type(move) is Draw and move.level == 3), move


def test_a_complete_district_turns_cards_for_the_criers_that_end_the_game():
    """The player whose district is complete, facing a rival without citizens, turns cards (a crier turned brings
    the end: players + 1 of them with one complete district) instead of using a money building."""
    state = new(2, seed=5)
    full_district(state, 0)
    build(state, 1, {(0, 0): "watch", (1, 0): "armoury"})
    citizens(state, 0, standing=[0, 1, 1], down=[0, 0, 0])
    citizens(state, 1, standing=[0, 0, 0], down=[0, 0, 0])
    give(state, 0, "almonry", "monastery", "war_chest", "scriptorium2")  # a full hand: a draw's card is worth little
    state.players[0].deniers = 20
    turn(state, 0)
    move = PLUGIN.policy(GAME, state, 0, None)
    assert type(move) is Draw and move.mode == "turn", move


def plague_to_fight():
    """Player 0 to act, the Plague with a coin in the queue and two white citizens to fight it."""
    state = new(2, seed=5)
    state.turn = state.decider = 0
    state.phase, state.ask, state.tasks = "act", (), []
    queue(state, ["harvest", "plague", "fair"], [0, 1, 0])
    return state


def test_the_plans_fight_is_kept_whatever_the_search_rates_higher():
    state = plague_to_fight()
    own = PLUGIN.policy(GAME, state, 0, None)
    assert own == Fight(1)
    other = next(a for a in GAME.legal_actions(state, 0) if type(a) is Draw)
    moves = (MoveStat(other, 100, 0.9), MoveStat(own, 20, 0.2))
    assert PLUGIN.keep(GAME, state, 0, moves) == own


def test_a_search_move_tried_once_or_twice_never_overrides_the_plan():
    state = plague_to_fight()
    queue(state, ["harvest", "plague", "fair"], [0, 0, 0])  # nothing to fight: the plan draws or uses a building
    own = PLUGIN.policy(GAME, state, 0, None)
    other = next(a for a in GAME.legal_actions(state, 0) if a != own)
    assert PLUGIN.keep(GAME, state, 0, (MoveStat(other, 2, 0.9), MoveStat(own, 2, 0.1))) == own
    assert PLUGIN.keep(GAME, state, 0, (MoveStat(other, PLUGIN.keep_visits, 0.9), MoveStat(own, 2, 0.1))) == other


def test_the_evaluation_rates_a_player_without_citizens_far_below_one_with_a_few():
    state = new(2, seed=5)
    before = PLUGIN.estimates(state)
    for colour in range(3):  # player 1 loses every citizen to the supply
        state.supply[colour] += state.players[1].standing[colour]
        state.players[1].standing[colour] = 0
    after = PLUGIN.estimates(state)
    assert after[0] == before[0]
    assert before[1] - after[1] > 6 * 0.4 + 5  # more than the six citizens' own worth


def test_hard_tables_that_starved_under_the_plague_now_end_the_game():
    """Three hard players (seed 125) let the Plague reach its two coins while every player held four or five citizens
    and took a draw instead of the fight; the next crier left two each, and in round 15 a player turned a card with
    its last citizen: the crier it revealed took every citizen at the table, and 45 rounds of gathering followed."""
    state = level_game("hard", 3, 125, 0.05)
    assert state.end_reason == "end" and state.round < 45
    assert any(sum(Z.owned(p, c) for c in D.COLOURS) for p in state.players)


def starving_table():
    """Player 0 to act with one citizen, the others with two each, the Plague with both coins in the queue: a crier
    now takes every citizen at the table, and nobody holds the two white citizens (or the deniers to borrow them)
    that fight it."""
    state = new(3, seed=5)
    turn(state, 0)
    queue(state, ["harvest", "plague", "fair"], [0, 2, 0])
    citizens(state, 0, standing=[0, 0, 1], down=[0, 0, 0])
    citizens(state, 1, standing=[1, 1, 0], down=[0, 0, 0])
    citizens(state, 2, standing=[0, 1, 1], down=[0, 0, 0])
    for p in state.players:
        p.deniers = 0
    return state


def test_the_searching_levels_never_set_off_a_crier_that_leaves_nobody_able_to_fight_the_plague():
    state = starving_table()
    legal = GAME.legal_actions(state, 0)
    turn_draw = next(a for a in legal if type(a) is Draw and a.mode == "turn")
    earn = next(a for a in legal if type(a) is Earn)
    assert starves(state, 0, turn_draw) and not starves(state, 0, earn)
    assert not any(type(a) is Fight for a in legal)
    moves = (MoveStat(turn_draw, 20, 0.9), MoveStat(earn, 5, 0.3))
    assert PLUGIN.keep(GAME, state, 0, moves) == earn
    state.players[2].hand.append(state.event_deck.pop(state.event_deck.index("fire")))  # a rampart shields one
    state.players[2].standing[:] = [1, 1, 1]
    state.supply[0] -= 1
    assert not starves(state, 0, turn_draw)  # player 2 keeps three citizens: the table can still fight


def test_the_searching_levels_fight_the_plague_before_it_leaves_a_player_short_of_citizens():
    """The plan weighs only its own citizens against a draw (seed 125, round 10: a level III card at 4.6 against the
    fight at 4.3, and every player fell to two citizens); normal and hard fight the Plague whenever its next firing
    leaves a player fewer than three, whatever the plan or the search prefer."""
    state = plague_to_fight()
    build(state, 1, {(0, 0): "market", (1, 0): "hospice", (2, 0): "chapel", (0, 1): "guild", (1, 1): "weaver"})
    deck_top(state, "r3", "tour_saint_georges", up=True)
    citizens(state, 0, standing=[3, 3, 3])
    citizens(state, 1, standing=[1, 1, 1])  # the Plague's two coins would leave one
    own = PLUGIN.policy(GAME, state, 0, None)
    assert type(own) is Draw, own  # the plan would rather take the prestige building
    moves = (MoveStat(own, 100, 0.9), MoveStat(Fight(1), 20, 0.2))
    assert PLUGIN.keep(GAME, state, 0, moves) == Fight(1)
    citizens(state, 1, standing=[2, 2, 1])  # ... would leave three: the plan and the search decide
    assert PLUGIN.keep(GAME, state, 0, moves) == own
