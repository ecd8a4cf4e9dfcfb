"""Runs computer decisions off the UI thread.

The same worker computes hints (task=hint). Each request gets a token; a result whose token is stale (the game was
closed, undone or replaced meanwhile) is dropped. Cancelling sets the
threading.Event the AI polls, so a long search ends early.

A decision depends only on the state and `seed` (the controller derives it
from the game's seed and the number of steps played): the AI's budgets are
iterations, and the thread gets its own generator, so thread timing and
machine load never change what the computer plays.
"""
from __future__ import annotations

import random
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal


def choose(game: Any, state: Any, seat: int, level: str, rng: random.Random, cancel: threading.Event) -> Any:
    """The one place that calls the AI; falls back to a random legal action until core/ai lands."""
    try:
        from gameshelf.core.ai.levels import choose as ai_choose
    except ImportError:
        return rng.choice(game.legal_actions(state, seat))
    return ai_choose(game, state, seat, level, rng, cancel=cancel)


def hint(game: Any, state: Any, seat: int, level: str, rng: random.Random, cancel: threading.Event) -> Any:
    """The hint worker's task: the level's top three moves with their mean rewards (core.ai.hints)."""
    from gameshelf.core.ai.hints import suggest

    return suggest(game, state, seat, level, rng, cancel=cancel)


class AiWorker(QObject):
    decided = Signal(int, int, object)  # token, seat, action
    failed = Signal(int, str)  # token, error text (a bug in the AI must not kill the app)

    def __init__(self, parent: QObject | None = None, task: Any = None):
        super().__init__(parent)
        self._task = task  # what runs on the thread: None for a decision (`choose`, looked up late), or `hint`
        self._token = 0
        self._cancel = threading.Event()
        self._threads: list[threading.Thread] = []  # started and maybe not ended (a cancelled one ends soon)

    @property
    def running(self) -> bool:
        """Some thread of this worker still runs Python (a cancelled search included, until it sees the cancel)."""
        self._threads = [t for t in self._threads if t.is_alive()]
        return bool(self._threads)

    def start(self, game: Any, state: Any, seat: int, level: str, seed: int) -> int:
        self.cancel()
        self._token += 1
        token, cancel = self._token, threading.Event()
        self._cancel = cancel
        snapshot = state.clone()  # the AI never touches the live state

        def run() -> None:
            try:
                action = (self._task or choose)(game, snapshot, seat, level, random.Random(seed), cancel)
            except Exception as exc:  # noqa: BLE001 (reported to the UI thread)
                if not cancel.is_set():
                    self.failed.emit(token, f"{type(exc).__name__}: {exc}")
                return
            if not cancel.is_set():
                self.decided.emit(token, seat, action)

        thread = threading.Thread(target=run, name=f"ai-{seat}", daemon=True)
        thread.start()
        self._threads.append(thread)  # `running` lets go of those that ended
        return token

    def is_current(self, token: int) -> bool:
        return token == self._token and not self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()
        self._token += 1
