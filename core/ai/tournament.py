"""Headless matches between levels and baselines: win rates, confidence intervals, decision times.

    python -m gameshelf.core.ai.tournament --game dice_road_race \
        --seats normal,random,random,random --games 200 [--seed S] [--jobs 2] [--times]

Seats are rotated every game so that no player always sits first. A shared
win counts as a share of one. Levels are iteration budgets, so the same
arguments print the same table on any machine; decision times are the one
thing that varies, so they are only printed with --times (their columns then
count decisions with a choice: a forced move costs nothing and would flatter
the median).
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections import defaultdict
from typing import Any, Sequence

import attrs

from ..engine import Seat
from .baselines import BASELINES
from .levels import LEVELS, choose
from .plugins import plugin_for

Z95 = 1.959964


@attrs.frozen
class GameResult:
    players: tuple[str, ...]  # by seat
    winners: tuple[int, ...]
    times: tuple[tuple[str, float], ...]  # (player, seconds) per decision with a choice


@attrs.frozen
class Line:
    player: str
    seats: int  # seat-games played
    wins: float
    low: float
    high: float
    fair: float
    median_time: float | None
    decisions: int

    @property
    def rate(self) -> float:
        return self.wins / self.seats


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def play_game(game: Any, players: Sequence[str], seed: int, options: dict[str, Any], scale: float = 1.0) -> GameResult:
    """One game; players[s] ("easy", "normal", "hard", "random", "greedy") sits at seat s."""
    seats = [Seat(f"{name} {s}", controller=f"ai:{name}") for s, name in enumerate(players)]
    state = game.new_game(seats, options, seed)
    plugin = plugin_for(game)
    rngs = [random.Random(f"{seed}:{s}") for s in range(len(players))]
    levels = {name: LEVELS[name].scaled(scale) for name in players if name in LEVELS}
    times = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        name = players[seat]
        start = time.perf_counter()
        if name in levels:
            action = choose(game, state, seat, levels[name], rngs[seat])
        else:
            action = BASELINES[name](game, state, seat, rngs[seat])
        spent = time.perf_counter() - start
        if len(plugin.candidates(game, state, seat)) > 1:
            times.append((name, spent))
        game.apply(state, seat, action)
    return GameResult(tuple(players), tuple(game.outcome(state).winners), tuple(times))


def _play(task: tuple) -> GameResult:
    return play_game(*task)


def run_match(
    game: Any, players: Sequence[str], games: int, seed: int = 1, jobs: int = 2,
    options: dict[str, Any] | None = None, scale: float = 1.0, progress: Any = None,
) -> list[GameResult]:
    """Plays `games` games, rotating the seats by one each game; results in game order."""
    unknown = [p for p in players if p not in LEVELS and p not in BASELINES]
    if unknown:
        raise ValueError(f"unknown players {unknown}; use {sorted(LEVELS) + sorted(BASELINES)}")
    options = {**game.spec.defaults(), **(options or {})}
    n = len(players)
    tasks = [
        (game, [players[(s + g) % n] for s in range(n)], seed + g, options, scale) for g in range(games)
    ]
    every = max(1, games // 10)
    start = time.perf_counter()
    results = []

    def collect(iterator):
        for result in iterator:
            results.append(result)
            if progress and (len(results) % every == 0 or len(results) == games):
                print(f"  {len(results)}/{games} games, {time.perf_counter() - start:.0f} s", file=progress, flush=True)

    if jobs <= 1:
        collect(map(_play, tasks))
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            collect(pool.imap(_play, tasks))
    return results


def summarise(results: Sequence[GameResult]) -> list[Line]:
    seats: dict[str, int] = defaultdict(int)
    wins: dict[str, float] = defaultdict(float)
    times: dict[str, list[float]] = defaultdict(list)
    for result in results:
        for player in result.players:
            seats[player] += 1
        for seat in result.winners:
            wins[result.players[seat]] += 1 / len(result.winners)
        for player, spent in result.times:
            times[player].append(spent)
    lines = []
    n = len(results[0].players)
    for player in dict.fromkeys(results[0].players):  # the first game is unrotated: the order asked for
        low, high = wilson(wins[player], seats[player])
        median = statistics.median(times[player]) if times[player] else None
        lines.append(Line(player, seats[player], wins[player], low, high, 1 / n, median, len(times[player])))
    return lines


def report(
    game_id: str, players: Sequence[str], results: Sequence[GameResult], seed: int, times: bool = False
) -> str:
    """The table of a match; `times` adds the decision-time columns, the only part that varies between runs."""
    out = [
        f"{game_id}: {len(results)} games, seats {','.join(players)} (rotated each game), seed {seed}",
        f"{'player':<8}{'seat-games':>11}{'wins':>8}{'win rate':>10}  {'95% CI':<16}{'fair share':>10}"
        + (f"{'median decision':>17}{'decisions':>11}" if times else ""),
    ]
    for line in summarise(results):
        median = "-" if line.median_time is None else f"{line.median_time:.3f} s"
        ci = f"[{line.low:.1%}, {line.high:.1%}]"
        verdict = "above fair share" if line.low > line.fair else "below fair share" if line.high < line.fair else ""
        out.append(
            f"{line.player:<8}{line.seats:>11}{line.wins:>8.1f}{line.rate:>10.1%}  {ci:<16}{line.fair:>10.1%}"
            + (f"{median:>17}{line.decisions:>11}" if times else "") + f"  {verdict}".rstrip()
        )
    return "\n".join(out)


def _option(text: str) -> tuple[str, Any]:
    key, _, value = text.partition("=")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def main(argv: Sequence[str] | None = None) -> None:
    from ..games import registry

    parser = argparse.ArgumentParser(prog="python -m gameshelf.core.ai.tournament", description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--seats", required=True, help="comma-separated: easy, normal, hard, random, greedy")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--option", action="append", default=[], type=_option, help="game option key=value (JSON value)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the levels' budgets (quick checks)")
    parser.add_argument("--times", action="store_true", help="add median decision times (these vary between runs)")
    args = parser.parse_args(argv)
    games = registry()
    if args.game not in games:
        parser.error(f"unknown game {args.game}; known: {', '.join(games)}")
    players = args.seats.split(",")
    results = run_match(
        games[args.game], players, args.games, args.seed, args.jobs, dict(args.option), args.scale, progress=sys.stderr
    )
    print(report(args.game, players, results, args.seed, args.times))


if __name__ == "__main__":
    main()
