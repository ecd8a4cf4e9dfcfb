"""Digests of what the computer players decide, to prove that a speed-up changed no decision.

    python tools/ai_digest.py --game grands_tours [--games 3] [--scale 0.1] [--positions 15] [--states 300]
                              [--dump moves.json]

Prints one `part digest` line per part; the same digests before and after a change mean the same decisions:

- `games`: whole games from fixed seeds, one seat per player kind (levels at `--scale`, greedy, random),
  played as `gameshelf.core.ai.tournament.play_game` plays them (same seeds, same generators); the digest
  covers every move of every game.
- `search`: the root statistics (every move, its visits and its mean reward, exact to the last bit) of
  the normal level's search, at its real budget, in the benchmark's decision positions.
- `policy`: along greedy games, in every state met: the rules' legal moves in order, the plug-in's
  candidate moves in order, its rollout move and its evaluation (exact floats).

`--dump` writes every move list and statistic as JSON, to find where two runs part.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from typing import Any, Sequence

from gameshelf.bench import SETUPS, decision_positions, greedy_move
from gameshelf.core.ai.baselines import BASELINES
from gameshelf.core.ai.ismcts import search
from gameshelf.core.ai.levels import LEVELS, choose
from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat
from gameshelf.core.games import registry

KINDS = ("normal", "hard", "easy", "greedy", "random")


def _floats(xs: Sequence[float]) -> list[str]:
    return [float(x).hex() for x in xs]


def game_moves(game: Any, players: Sequence[str], seed: int, scale: float) -> list[str]:
    """Every move of one game, seated and seeded as the tournament does."""
    n = len(players)
    options = game.spec.defaults() | SETUPS.get(game.spec.id, (n, {}))[1]
    seats = [Seat(f"{name} {s}", controller=f"ai:{name}") for s, name in enumerate(players)]
    state = game.new_game(seats, options, seed)
    rngs = [random.Random(f"{seed}:{s}") for s in range(n)]
    levels = {name: LEVELS[name].scaled(scale) for name in players if name in LEVELS}
    moves = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        name = players[seat]
        if name in levels:
            action = choose(game, state, seat, levels[name], rngs[seat])
        else:
            action = BASELINES[name](game, state, seat, rngs[seat])
        moves.append(f"{seat}:{action!r}")
        game.apply(state, seat, action)
    return moves


def part_games(game: Any, games: int, scale: float) -> list:
    n = SETUPS.get(game.spec.id, (len(KINDS), {}))[0]
    out = []
    for g in range(games):
        players = [KINDS[(s + g) % len(KINDS)] for s in range(n)]
        out.append({"seed": 100 + g, "players": players, "moves": game_moves(game, players, 100 + g, scale)})
    return out


def part_search(game: Any, positions: int) -> list:
    n, extra = SETUPS[game.spec.id]
    options = game.spec.defaults() | extra
    budget = LEVELS["normal"].budget(game.spec.id)
    out = []
    for state, seat, seed in decision_positions(game, n, options, positions):
        result = search(game, state, seat, random.Random(seed), iterations=budget)
        out.append([[repr(m.action), m.visits, m.mean.hex()] for m in result.moves] + [result.iterations])
    return out


def part_policy(game: Any, states: int) -> list:
    n, extra = SETUPS[game.spec.id]
    options = game.spec.defaults() | extra
    plugin = plugin_for(game)
    out = []
    seed = 0
    while len(out) < states:
        seed += 1
        state = game.new_game([Seat(f"P{i}") for i in range(n)], options, seed)
        rng = random.Random(seed)
        while not game.is_over(state) and len(out) < states:
            seat = game.to_act(state)[0]
            probe = random.Random(len(out))
            move = plugin.policy(game, state, seat, probe)  # before the candidates: a plug-in may remember them
            out.append([
                [repr(a) for a in game.legal_actions(state, seat)],
                [repr(a) for a in plugin.candidates(game, state, seat)],
                repr(move),
                _floats(plugin.evaluate(game, state)) if plugin.rollout_depth is not None else None,
            ])
            game.apply(state, *greedy_move(game, state, rng))
    return out


def digest(data: Any) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--scale", type=float, default=0.1)
    parser.add_argument("--positions", type=int, default=15)
    parser.add_argument("--states", type=int, default=300)
    parser.add_argument("--dump")
    args = parser.parse_args(argv)
    game = registry()[args.game]
    parts = {
        "policy": part_policy(game, args.states),
        "search": part_search(game, args.positions),
        "games": part_games(game, args.games, args.scale),
    }
    for name, data in parts.items():
        print(f"{name} {digest(data)}", flush=True)
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as f:
            json.dump(parts, f, indent=0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
