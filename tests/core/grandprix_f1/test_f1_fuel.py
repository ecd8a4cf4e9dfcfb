"""GrandPrix-F1 computer drivers do not run their cars out of fuel (tools/f1_fuel_study.py measures it)."""
import random

from f1_helpers import arrange, new

from gameshelf.core.ai import levels
from gameshelf.core.ai.grandprix_f1 import PLUGIN, shortage
from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.core.games.grandprix_f1.actions import Stay
from tool_modules import load_tool

study = load_tool("f1_fuel_study")


def short_in_the_box():
    """A real race (3 normal players, seed 3, scale 0.25, decision #99): seat 1's car 3 sits in its box without a
    stay yet, in the rain on dry tyres, its player holding 50 fuel for two cars with over two laps each to go.
    The old normal level left the box at once on rain tyres (for every search seed tried), and car 3 later ran out
    of fuel; the old greedy driver, made to stay here, still stranded both cars (it refuelled in 10s only)."""
    state = arrange(new(3, seed=3), {0: "5", 1: "Box1", 2: "14", 3: "Box2"}, turn=3,
                    laps={0: 3, 1: 1, 2: 2, 3: 2}, hands={0: {4: 2, 10: 5}, 1: {10: 5}, 2: {}})
    for seat, box in enumerate((1, 2, 3)):
        state.players[seat].box = box
    state.weather = "rain"
    state.cars[0].tyres = "wet"
    state.cars[0].pitted = state.cars[2].pitted = True
    return state


def test_a_car_short_of_fuel_in_its_box_stays_at_every_level():
    state = short_in_the_box()
    assert shortage(state, 1) > 100
    assert [type(a) for a in PLUGIN.candidates(GAME, state, 1)] == [Stay]
    for level in ("easy", "normal", "hard"):
        assert isinstance(levels.choose(GAME, state, 1, level, random.Random(0)), Stay), level


def test_after_staying_the_player_brings_both_cars_home():
    state = short_in_the_box()
    rng = random.Random(1)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, PLUGIN.policy(GAME, state, seat, rng))
    assert [state.cars[c].status for c in (2, 3)] == ["finished", "finished"]


def test_computer_cars_rarely_run_out_of_fuel():
    """Fixed-seed three-player races (two cars a player, one shared hand) at a tenth of the budgets. Before the
    fix about four cars in five of the easy and normal levels ran out of fuel in such races (and one greedy car in
    twenty); now at most one computer car in twenty does (tools/f1_fuel_study.py measures it at length)."""
    cars, outs = 0, []
    for players, seeds in ((["greedy"] * 3, range(1, 9)), (["easy"] * 3, range(1, 4)), (["normal"] * 3, range(1, 3)),
                           (["normal", "random", "random"], range(1, 3))):
        for seed in seeds:
            result = study.race(players, seed, 0.1)
            for name, _seat, end in result["cars"]:
                if name != "random":
                    cars += 1
                    if end == "fuel":
                        outs.append((name, seed))
    assert len(outs) * 20 < cars, outs
