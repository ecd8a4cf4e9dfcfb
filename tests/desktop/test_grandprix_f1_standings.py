"""GrandPrix-F1: tied standings are ranked as the rules rank them (points, then race wins, then the best car of the
last race), never by seat, on every screen that ranks players (issue 22, item 4)."""
from __future__ import annotations

from gameshelf.core.engine import Seat
from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.desktop.presenters import presenter_for

SEATS = [Seat(n, c, "human") for n, c in (("Ann", "#e03308"), ("Bo", "#006cfe"), ("Cy", "#8fbf83"),
                                          ("Di", "#bc2e89"), ("Ed", "#721499"))]


def championship_after_two_races():
    """Two races of three run: Bo won the first, Cy the second; Ann and Bo have 16 points each (the standings are
    set as a test needs them: only the ranking of ties is looked at)."""
    state = GAME.new_game(SEATS, {"races": "3"}, 5)
    car = {p.seat: p.cars[0] for p in state.players}
    state.results = [(car[1], car[0], car[3], car[4], car[2]), (car[2], car[1], car[0], car[3], car[4])]
    state.standings = [16, 16, 10, 5, 3]
    state.race = 3
    return state, car


def standings(dialog) -> list[str]:
    return [row["name"] for row in dialog["standings"]]


def test_a_16_16_tie_between_races_goes_to_the_player_with_more_race_wins(qapp):
    state, _ = championship_after_two_races()
    presenter = presenter_for("grandprix_f1", GAME, SEATS)
    dialog = presenter.result_dialog(state, final=False)
    assert standings(dialog)[:3] == ["Bo", "Ann", "Cy"]  # by seat Ann (seat 0) would come first
    assert [row["rank"] for row in dialog["standings"]] == [1, 2, 3, 4, 5]


def test_a_16_16_tie_with_equal_wins_goes_to_the_better_car_of_the_last_race(qapp):
    state, car = championship_after_two_races()
    state.results = [(car[2], car[0], car[3], car[4], car[1]), (car[1], car[2], car[0], car[3], car[4])]
    state.standings = [16, 16, 16, 5, 3]  # Bo won the last race, Cy the first, Ann none
    dialog = presenter_for("grandprix_f1", GAME, SEATS).result_dialog(state, final=False)
    assert standings(dialog)[:3] == ["Bo", "Cy", "Ann"]


def test_the_final_standings_and_the_winner_follow_the_rules_ranking(qapp):
    state, car = championship_after_two_races()
    state.phase, state.race = "over", 3
    state.results.append((car[1], car[0], car[2], car[3], car[4]))
    state.finished = [car[1], car[0], car[2], car[3], car[4]]
    for place, c in enumerate(state.finished, start=1):
        state.cars[c].status, state.cars[c].place, state.cars[c].pos = "finished", place, -1
    state.standings = [26, 26, 14, 8, 5]  # Bo won two races, Ann none
    dialog = presenter_for("grandprix_f1", GAME, SEATS).result_dialog(state, final=True)
    assert standings(dialog)[:2] == ["Bo", "Ann"] and dialog["standings"][0]["winner"]
    assert not dialog["standings"][1]["winner"] and dialog["winner"].startswith("Bo")
    assert list(GAME.outcome(state).ranking[:2]) == [1, 0]
