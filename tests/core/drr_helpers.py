"""Shared helpers for The Dice Road Race tests: scripted dice and quick set-ups."""
from gameshelf.core.engine import Seat, SeededRng
from gameshelf.core.games.dice_road_race import GAME
from gameshelf.core.games.dice_road_race.actions import Declare, Join


class ScriptedRng(SeededRng):
    """Shows the scripted faces, then 1s (which rarely move anyone far)."""

    def __init__(self, faces):
        super().__init__(0)
        self.faces = list(faces)

    def random(self):
        face = self.faces.pop(0) if self.faces else 1
        return (face - 1) / 6 + 0.01

    def fork(self):
        return ScriptedRng(self.faces)


def rig(state, *faces):
    state.rng = ScriptedRng(faces)


def finish_line(state):
    return len(state.stage.course.costs)


def new_race(n=4, **options):
    return GAME.new_game([Seat(f"Player {i + 1}") for i in range(n)], options, seed=1)


def play(state, *moves):
    for seat, action in moves:
        GAME.apply(state, seat, action)


def roll_and_go_furthest(state, seat, dice=1):
    """`seat` rolls `dice` dice (rigged by the caller), alone, and stops as far as it can."""
    play(state, (seat, Declare(dice)))
    while state.phase == "join":
        play(state, (state.pending[0], Join(False)))
    if state.phase == "move" and state.pending[0] == seat:
        play(state, (seat, GAME.legal_actions(state, seat)[-1]))
