"""How long Tournay games last, in rounds, for tables of one kind of computer player (issue 22, item 12).

    python tools/tournay_lengths.py [--levels greedy,easy,normal,hard] [--players 2,3,4] [--games 200]
                                    [--scale 1.0] [--seed 1] [--jobs 2] [--option rules=advanced]
                                    [--out games.jsonl] [--quiet]
    python tools/tournay_lengths.py --table games.jsonl [more.jsonl ...]

Every seat of a table is the same level (easy, normal, hard at `--scale` times their real iteration budgets) or
baseline (greedy, random), seated and seeded as `gameshelf.core.ai.tournament.play_game` does (seed S + game g).
Prints, per table, the rounds played (median, 90th percentile, longest) and how many games reached the round
cap (data.MAX_ROUNDS) instead of ending, then one line per capped game saying why it could not end: how many
districts were complete (9 cells, 2 prestige buildings), how many criers were out of the needed players + 1,
and what the stalled players held. `--out` appends one JSON line per game, so that long batches can run apart
(each in the background, `nice -n 10`) and `--table` prints the same table from their files.
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
from pathlib import Path
from typing import Any, Sequence


from gameshelf.core.ai.baselines import BASELINES
from gameshelf.core.ai.levels import LEVELS, choose
from gameshelf.core.engine import Seat
from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay import district as Z


def play(level: str, n: int, seed: int, options: dict[str, Any], scale: float) -> dict[str, Any]:
    """One game with every seat at `level`; its length, how it ended and, if capped, the position it stalled in."""
    started = time.process_time()
    state = GAME.new_game([Seat(f"{level} {s}", controller=f"ai:{level}") for s in range(n)], options, seed)
    rngs = [random.Random(f"{seed}:{s}") for s in range(n)]
    scaled = LEVELS[level].scaled(scale) if level in LEVELS else None
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        if scaled is not None:
            action = choose(GAME, state, seat, scaled, rngs[seat])
        else:
            action = BASELINES[level](GAME, state, seat, rngs[seat])
        GAME.apply(state, seat, action)
    row = {"level": level, "players": n, "seed": seed, "scale": scale if scaled is not None else None,
           "options": options, "rounds": min(state.round, D.MAX_ROUNDS), "end": state.end_reason,
           "cpu": round(time.process_time() - started, 2)}
    if state.end_reason == "cap":
        row["stall"] = stall(state)
    return row


def stall(state) -> dict[str, Any]:
    """What kept a capped game from ending (design: the end needs two complete districts, or one and players + 1
    criers revealed)."""
    return {
        "complete": sum(1 for p in state.players if Z.complete(p)),
        "criers": len(state.criers),
        "queue": sum(1 for k in state.queue if k is not None),
        "event_deck": len(state.event_deck),
        "seats": [{"cells": len(p.stacks), "prestige": Z.count_kind(p, D.PRESTIGE), "deniers": p.deniers,
                   "citizens": sum(Z.owned(p, c) for c in D.COLOURS),
                   "hand": len(p.hand), "events_in_hand": sum(1 for c in p.hand if c in D.EVENTS)}
                  for p in state.players],
    }


def _play(task: tuple) -> dict[str, Any]:
    return play(*task)


def percentile(values: Sequence[int], share: float) -> int:
    """The nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(len(ordered) * share) - 1)] if ordered else 0


def table(rows: Sequence[dict[str, Any]]) -> str:
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for row in rows:
        key = (row["level"], row["players"], row["scale"], json.dumps(row["options"], sort_keys=True))
        groups.setdefault(key, []).append(row)
    order = {name: i for i, name in enumerate(("greedy", "easy", "normal", "hard", "random"))}
    out = [f"Tournay game lengths in rounds (round cap {D.MAX_ROUNDS})",
           f"{'table':<8}{'players':>8}{'scale':>7}  {'options':<12}{'games':>6}{'median':>7}{'p90':>5}{'max':>5}"
           f"{'capped':>7}{'cpu s/game':>11}"]
    capped = []
    for key in sorted(groups, key=lambda k: (order.get(k[0], 9), k[1], k[2] or 0, k[3])):
        level, n, scale, options = key
        games = groups[key]
        rounds = [g["rounds"] for g in games]
        caps = [g for g in games if g["end"] == "cap"]
        capped += caps
        defaults = GAME.spec.defaults()
        shown = ",".join(f"{k}={v}" for k, v in sorted(json.loads(options).items()) if defaults.get(k) != v)
        shown = shown or "defaults"
        out.append(f"{level:<8}{n:>8}{'-' if scale is None else format(scale, 'g'):>7}  {shown:<12}{len(games):>6}"
                   f"{statistics.median(rounds):>7g}{percentile(rounds, 0.9):>5}{max(rounds):>5}{len(caps):>7}"
                   f"{statistics.mean(g['cpu'] for g in games):>11.2f}")
    for g in capped:
        s = g["stall"]
        seats = "; ".join(f"{q['cells']} cells, {q['prestige']} prestige, {q['citizens']} citizens, {q['deniers']} "
                          f"deniers, hand {q['hand']} ({q['events_in_hand']} events)" for q in s["seats"])
        out.append(f"capped: {g['level']} x{g['players']} seed {g['seed']}: {s['complete']} complete district(s), "
                   f"{s['criers']}/{g['players'] + 1} criers, {s['queue']} events queued, {s['event_deck']} in the "
                   f"event deck; {seats}")
    return "\n".join(out)


def _option(text: str) -> tuple[str, Any]:
    key, _, value = text.partition("=")
    return key, value


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--levels", default="greedy,easy,normal,hard")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the levels' iteration budgets")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], type=_option, help="game option key=value")
    parser.add_argument("--out", help="append one JSON line per game to this file")
    parser.add_argument("--table", nargs="+", help="print the table from these --out files instead of playing")
    args = parser.parse_args(argv)
    if args.table:
        rows = [json.loads(line) for name in args.table for line in Path(name).read_text().splitlines() if line]
        print(table(rows))
        return
    levels = args.levels.split(",")
    unknown = [name for name in levels if name not in LEVELS and name not in BASELINES]
    if unknown:
        parser.error(f"unknown levels {unknown}")
    options = {**GAME.spec.defaults(), **dict(args.option)}
    problem = GAME.check_options(2, options)
    if problem is not None:
        parser.error(f"bad options {options}")
    tasks = [(level, int(n), args.seed + g, options, args.scale)
             for level in levels for n in args.players.split(",") for g in range(args.games)]
    out = open(args.out, "a") if args.out else None
    rows = []
    start = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for row in pool.imap(_play, tasks):
            rows.append(row)
            if out:
                out.write(json.dumps(row) + "\n")
                out.flush()
            if len(rows) % max(1, args.games // 4) == 0:
                print(f"  {len(rows)}/{len(tasks)} games, {time.perf_counter() - start:.0f} s", file=sys.stderr,
                      flush=True)
    print(table(rows))


class _Serial:
    """A pool of one, in this process."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def imap(self, fn, tasks):
        return map(fn, tasks)


if __name__ == "__main__":
    main()
