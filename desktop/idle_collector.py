"""The QML engine's garbage, collected while the table rests (issue 26).

The engine collects on its own when its heap runs short, which is in the middle of whatever allocates: a
decision, an undo. A collection there costs 3-10 ms of that frame. A player pauses between moves, so the
engine's garbage is collected in that pause instead: `REST_MS` after the table last changed, once per
change. What a move allocates then rarely fills the heap before the next pause.

Not while the table is still showing the last decision (its pieces sliding: a pause there would show), nor
while a computer player or a hint is being worked out (their threads run Python beside the collection, and
nobody waits on the table then): it is tried again after the next rest.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtQml import QQmlEngine

REST_MS = 400  # shorter than a player's usual pause between two moves (a drag alone takes longer)


class IdleCollector(QObject):
    def __init__(self, engine: QQmlEngine, changed, busy: Callable[[], bool]):
        """Collects `engine`'s garbage `REST_MS` after the last emission of `changed`, unless `busy()`. A child
        of the engine: it goes with it, and never collects for an engine that is gone."""
        super().__init__(engine)
        self._engine = engine
        self._busy = busy
        self.collections = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REST_MS)
        self._timer.timeout.connect(self._collect)
        changed.connect(self._timer.start)

    @property
    def due(self) -> bool:
        """The table changed and has not rested since."""
        return self._timer.isActive()

    def rest(self) -> None:
        """What a pause of `REST_MS` does, at once (the bench's player pauses before each measured action)."""
        if self._timer.isActive():
            self._timer.stop()
            self._collect()

    def _collect(self) -> None:
        if self._busy():
            self._timer.start()
            return
        self._engine.collectGarbage()
        self.collections += 1
