"""A wrapper that records how a player uses a game: which states it hands over, how often it determinizes."""
from __future__ import annotations


class SpyGame:
    def __init__(self, game, true_state):
        self._game = game
        self._true = true_state
        self.determinized = 0
        self.misuse: list[str] = []  # methods that received the true state (only `observe` may)

    def __getattr__(self, name):
        attr = getattr(self._game, name)
        if not callable(attr):
            return attr

        def call(*args, **kwargs):
            if name != "observe" and any(a is self._true for a in args):
                self.misuse.append(name)
            if name == "determinize":
                self.determinized += 1
            return attr(*args, **kwargs)

        return call
