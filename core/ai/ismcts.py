"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) over the game contract.

Every iteration searches a fresh determinization of the searcher's observation,
so hidden cards and future dice are sampled, never read: the true state and
its generator are only ever passed to `observe`. Dice are chance inside a
simulation: `apply` on the determinized clone rolls with the generator that
`determinize` seeded. Tree nodes are move sequences shared by all
determinizations; a move is only selectable where it is legal, so selection
uses availability counts instead of the parent's visits.

Below the root, a node widens progressively (Chaslot et al. 2008): it first
follows the plug-in's preferred move, which models opponents as playing it,
and tries the others as its visits grow; otherwise every deep node would try
every move once, and the searcher would mostly face random opponents.

Several players: rewards are one value per seat and each node is scored for
the seat that moved into it. Simultaneous decisions: opponents cannot see our
choice nor we theirs, so their parts come from the rollout policy and only
the searcher's part is a tree move.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Callable

import attrs

from .plugins import Plugin, plugin_for

EXPLORATION = 0.7  # UCB constant for rewards in [0, 1]
WIDENING = 10  # below the root a node offers its k-th best move once visited WIDENING * (k - 1)**2 times
SETTLE_CHECK = 32  # iterations between checks that the most visited move can no longer be caught


class Node:
    __slots__ = ("seat", "children", "visits", "avail", "total")

    def __init__(self, seat: int):
        self.seat = seat  # who moved into this node; its reward is scored for that seat
        self.children: dict[tuple[int, Any], Node] = {}
        self.visits = 0
        self.avail = 1  # iterations in which this move was legal when its parent chose
        self.total = 0.0

    def ucb(self, c: float) -> float:
        return self.total / self.visits + c * math.sqrt(math.log(self.avail) / self.visits)


@attrs.frozen
class MoveStat:
    action: Any
    visits: int
    mean: float  # average reward for the searcher


@attrs.frozen
class SearchResult:
    moves: tuple[MoveStat, ...]  # most visited first
    iterations: int
    seconds: float


def _stopper(cancel: Any) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    return cancel.is_set if hasattr(cancel, "is_set") else cancel


def search(
    game: Any,
    state: Any,
    seat: int,
    rng: random.Random,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    cancel: Any = None,
    clock: Callable[[], float] = time.perf_counter,
    plugin: Plugin | None = None,
    exploration: float = EXPLORATION,
) -> SearchResult:
    """Searches `seat`'s decision until the iteration budget runs out (or the time cap, or `cancel`).

    `cancel` is a threading.Event or a no-argument callable, checked every iteration.
    """
    if iterations is None and seconds is None:
        raise ValueError("search needs an iteration or a time budget")
    plugin = plugin or plugin_for(game)
    observation = game.observe(state, seat)
    stopped = _stopper(cancel)
    root = Node(-1)
    start = clock()
    deadline = math.inf if seconds is None else start + seconds
    limit = math.inf if iterations is None else iterations
    done = 0
    while done < limit and not stopped():
        now = clock()
        if now >= deadline:
            break
        if done and done % SETTLE_CHECK == 0:
            # With an iteration budget only iterations count, so the search stops at the same point on any
            # machine; the time cap is a safety net and never shortens it.
            remaining = limit - done if iterations is not None else (deadline - now) * done / max(now - start, 1e-9)
            if _settled(root, remaining):
                break
        _iterate(game, plugin, game.determinize(observation, rng), seat, root, rng, exploration)
        done += 1
    moves = sorted(
        (MoveStat(action, child.visits, child.total / child.visits) for (_, action), child in root.children.items()),
        key=lambda m: (-m.visits, -m.mean),
    )
    return SearchResult(tuple(moves), done, clock() - start)


def _settled(root: Node, remaining: float) -> bool:
    """True when no other move can reach the most visited one's count in the iterations left."""
    visits = sorted((child.visits for child in root.children.values()), reverse=True)
    return len(visits) > 1 and visits[0] - visits[1] > remaining


def _iterate(game, plugin: Plugin, state, me: int, root: Node, rng: random.Random, c: float) -> None:
    path = [root]
    node = root
    in_tree = True
    depth = 0
    max_depth = math.inf if plugin.rollout_depth is None else plugin.rollout_depth
    while not game.is_over(state):
        movers = game.to_act(state)
        if not in_tree:
            if depth >= max_depth:
                break
            seat = movers[0]
            game.apply(state, seat, plugin.policy(game, state, seat, rng))
            depth += 1
            continue
        if len(movers) > 1:
            for seat in movers:
                if seat != me:
                    game.apply(state, seat, plugin.policy(game, state, seat, rng))
            if me not in movers:
                continue
            seat = me
        else:
            seat = movers[0]
        moves = plugin.candidates(game, state, seat)
        if len(moves) == 1:  # forced: no decision, no node
            game.apply(state, seat, moves[0])
            continue
        if node is not root:  # progressive widening: the plug-in's best moves first, others as visits grow
            moves = moves[: 1 + int(math.sqrt(node.visits / WIDENING))]
        node, action = _select(node, seat, moves, c)
        game.apply(state, seat, action)
        path.append(node)
        in_tree = node.visits > 0
    reward = plugin.reward(game, state) if game.is_over(state) else plugin.evaluate(game, state)
    for node in path:
        node.visits += 1
        if node.seat >= 0:
            node.total += reward[node.seat]


def _select(node: Node, seat: int, moves: list, c: float) -> tuple[Node, Any]:
    """Expands the first untried move in the plug-in's order, else picks the best UCB among the legal ones."""
    children = node.children
    available = []
    for action in moves:
        child = children.get((seat, action))
        if child is None:
            child = children[seat, action] = Node(seat)
            return child, action
        available.append((child, action))
    best = None
    best_score = -math.inf
    for child, action in available:
        child.avail += 1
        score = child.ucb(c)
        if score > best_score:
            best, best_score = (child, action), score
    return best
