"""How often two computer levels, or one level asked twice, choose differently in the same positions.

    python tools/ai_agreement.py --game grandprix_f1 [--players 3] [--positions 60] [--seed 7]
                                 [--levels greedy,normal,hard]

Positions come from greedy games (the plug-in's rollout policy for every seat) stopped after a random number
of decisions, keeping those where the acting seat has at least two candidate moves. In each, every level
decides twice, with two different random generators (the greedy player once: it has no randomness). Prints,
per pair of levels, in how many positions their first choices differ, and per level in how many its two
choices differ. When normal differs from hard about as often as from itself, what separates the two levels
is normal's noise, which hard's larger budget halves; a level that could see further would differ from the
weaker one more often than that. All figures are exact counts for the given seed: the levels are iteration
budgets.
"""
from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from typing import Sequence

from gameshelf.core.ai.levels import LEVELS, choose
from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat
from gameshelf.core.games import registry


def positions(game, players: int, count: int, seed: int):
    """(state, seat, seed) of `count` positions of greedy games where the acting seat has a choice."""
    plugin = plugin_for(game)
    rng = random.Random(seed)
    g = seed * 1000
    while count:
        g += 1
        state = game.new_game([Seat(f"P{i}") for i in range(players)], game.spec.defaults(), g)
        for _ in range(rng.randrange(0, 150)):
            if game.is_over(state):
                break
            s = game.to_act(state)[0]
            game.apply(state, s, plugin.policy(game, state, s, rng))
        if game.is_over(state):
            continue
        seat = game.to_act(state)[0]
        if len(plugin.candidates(game, state, seat)) > 1:
            count -= 1
            yield state, seat, g


def decide(game, state, seat: int, level: str, g: int, second: bool):
    if level == "greedy":
        return plugin_for(game).policy(game, state, seat, None)
    return choose(game, state, seat, level, random.Random(f"{g}:{'b' if second else 'a'}"))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/ai_agreement.py", description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True, choices=sorted(registry()))
    parser.add_argument("--players", type=int)
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--levels", default="greedy,normal,hard")
    args = parser.parse_args(argv)
    game = registry()[args.game]
    levels = args.levels.split(",")
    unknown = [name for name in levels if name != "greedy" and name not in LEVELS]
    if unknown or args.positions < 1:
        parser.error(f"unknown levels {unknown}" if unknown else "--positions must be at least 1")
    players = args.players or game.spec.min_players
    start = time.process_time()
    apart = {pair: 0 for pair in itertools.combinations(levels, 2)}
    self_apart = {name: 0 for name in levels if name != "greedy"}
    n = 0
    for state, seat, g in positions(game, players, args.positions, args.seed):
        n += 1
        first = {name: decide(game, state, seat, name, g, False) for name in levels}
        for a, b in apart:
            apart[a, b] += first[a] != first[b]
        for name in self_apart:
            self_apart[name] += decide(game, state, seat, name, g, True) != first[name]
    print(f"{args.game}, {players} players, {n} positions (seed {args.seed}), "
          f"{time.process_time() - start:.0f} s CPU")
    for (a, b), k in apart.items():
        print(f"  {a} vs {b}: differ in {k} of {n} ({k / n:.0%})")
    for name, k in self_apart.items():
        print(f"  {name} vs itself (another generator): differs in {k} of {n} ({k / n:.0%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
