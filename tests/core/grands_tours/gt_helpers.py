"""Shared helpers for the Grands Tours tests: scripted dice and tables set by hand."""
from gameshelf.core.engine import Seat, SeededRng
from gameshelf.core.games.grands_tours import GAME
from gameshelf.core.games.grands_tours.actions import Keep
from gameshelf.core.games.grands_tours.data import JERSEYS, TEAM_DICE


class ScriptedRng(SeededRng):
    """Rolls the scripted faces in order (rider dice first, then jersey dice), then 1s (2s for jersey dice)."""

    def __init__(self, faces):
        super().__init__(0)
        self.faces = list(faces)

    def randrange(self, *args):
        return self.faces.pop(0) - 1 if self.faces else 0

    def choice(self, seq):
        if not self.faces:
            return seq[0]
        face = self.faces.pop(0)
        assert face in seq, (face, seq)
        return face

    def fork(self):
        return ScriptedRng(self.faces)


def rig(state, *faces):
    state.rng = ScriptedRng(faces)


def new_game(n=4, seed=1, **options):
    options.setdefault("first_leader", "1")
    return GAME.new_game([Seat(f"Team {i + 1}") for i in range(n)], options, seed)


def play(state, *moves):
    events = []
    for seat, action in moves:
        events += GAME.apply(state, seat, action)
    return events


def keep_all(state):
    """Everyone keeps their camp roll as it is."""
    while state.phase == "camp":
        play(state, (state.queue[0], Keep()))


def set_peloton(state, seat, *faces):
    """Gives `seat` exactly these rider faces in the peloton; its other rider dice go to the grupetto."""
    team = state.teams[seat]
    riders = sum(team.peloton) + team.grupetto
    team.peloton = [0] * 8
    for f in faces:
        team.peloton[f] += 1
    team.grupetto = riders - len(faces)
    assert team.grupetto >= 0


def at_first_stage(n=4, **options):
    """A game past Camp, the car on the first stage card; every peloton empty, every die in the grupetto."""
    state = new_game(n, **options)
    keep_all(state)
    assert state.phase == "action"
    for seat in range(n):
        set_peloton(state, seat)
    for j in state.jerseys:
        if j.zone == "peloton":
            j.zone, j.face = "grupetto", 0
    return state


def bid(state, card, seat, face, jersey=""):
    """Puts a die of `seat` on `card` directly (from its grupetto), for setting up a position."""
    if jersey:
        j = state.jerseys[JERSEYS.index(jersey)]
        assert j.holder == seat
        j.zone, j.card, j.face = "card", card, face
    else:
        state.teams[seat].grupetto -= 1
        assert state.teams[seat].grupetto >= 0
    state.bids.setdefault(card, []).append((seat, face, jersey))


def dice_of(state, seat):
    """All dice of a team in play, wherever they are (rider dice on the jersey card excluded)."""
    team = state.teams[seat]
    on_cards = sum(1 for dice in state.bids.values() for d in dice if d[0] == seat)
    riders_on_cards = sum(1 for dice in state.bids.values() for d in dice if d[0] == seat and d[2] == "")
    jerseys = [j for j in state.jerseys if j.holder == seat]
    loose_jerseys = sum(1 for j in jerseys if j.zone != "card")
    total = sum(team.peloton) + team.grupetto + sum(team.camp) + on_cards + loose_jerseys
    riders = sum(team.peloton) + team.grupetto + sum(team.camp) + riders_on_cards
    return total, riders, len(jerseys)


def stage_cards(state):
    """The stage cards on the course from the car on."""
    return [c for c in state.course[state.car:] if state.cards[c].kind == "stage"]


def run_round(state, moves):
    """Plays one action round: moves[seat] for each seat in turn order (default: an empty-handed pass)."""
    events = []
    for seat in list(state.order):
        assert state.queue[0] == seat
        events += GAME.apply(state, seat, moves[seat])
    return events


assert TEAM_DICE == 9
