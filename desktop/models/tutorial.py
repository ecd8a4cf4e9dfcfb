"""Tutorial: walks the player through a game's script on the real table (see desktop/tutorial/).

It opens the script's game at a step (replayed on the rules by `tutorial.run`), hands the controller to
itself as its guide (no computer search runs, nothing is autosaved, undo and hints are off: Back replaces
them), lights what the step points at, lets through only the step's expected decision and plays the
opponents' scripted decisions at the table's pace. The step reached is kept per game in the settings.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Property, Signal, Slot

from gameshelf.core.engine import Msg, QT_TRANSLATE_NOOP, message

from ..presenters import HintMarks
from ..reference import card_for, card_rows
from ..translations import tr
from ..tutorial.run import OTHER_MOVE, ScriptMismatch, session_at, seats, verdict
from ..tutorial.script import EXPECT, SCRIPTED, Script, script_for

COUNTER = message("tutorial.counter", QT_TRANSLATE_NOOP("tutorial", "Step {number} of {count}"))
OFF_SCRIPT = message("tutorial.off_script", QT_TRANSLATE_NOOP(
    "tutorial", "This lesson no longer matches the rules at step {number} ({reason}). The game goes on as a "
                "normal game against the computer."))
NEXT_TASK = message("tutorial.next_task", QT_TRANSLATE_NOOP("tutorial", "read this step, then press Next"))


class Tutorial(QObject):
    changed = Signal()

    def __init__(self, controller: Any, settings: Any, parent: QObject | None = None):
        super().__init__(parent)
        self._controller = controller
        self._settings = settings
        self._script: Script | None = None
        self._index = 0
        self._queue: list[tuple[int, Any]] = []  # scripted decisions still to play at the table's pace
        self._off = ""  # why the script was given up, once it no longer matched the rules
        controller.decisionMade.connect(self._on_decision)
        controller.activeChanged.connect(self._on_active)
        settings.languageChanged.connect(self._on_language)

    # --- what QML shows ---------------------------------------------------------------
    active = Property(bool, lambda self: self._script is not None, notify=changed)
    gameId = Property(str, lambda self: self._script.game if self._script else "", notify=changed)
    index = Property(int, lambda self: self._index, notify=changed)
    count = Property(int, lambda self: len(self._script.steps) if self._script else 0, notify=changed)
    kind = Property(str, lambda self: self._step().kind if self._script else "", notify=changed)
    busy = Property(bool, lambda self: bool(self._queue), notify=changed)
    offScript = Property(str, lambda self: self._off, notify=changed)
    last = Property(bool, lambda self: bool(self._script) and self._index == len(self._script.steps) - 1,
                    notify=changed)
    firstGamePlayers = Property(int, lambda self: self._script.first_game_players if self._script else 0,
                                notify=changed)

    def _text(self) -> str:
        return tr(self._step().text()) if self._script else ""

    text = Property(str, _text, notify=changed)
    counter = Property(str, lambda self: tr(COUNTER(number=self._index + 1, count=len(self._script.steps)))
                       if self._script else "", notify=changed)
    rule = Property(str, lambda self: self._step().rules[0] if self._script else "", notify=changed)
    # Next goes on from a narrate or show step; an expect step goes on when the player makes its decision
    canNext = Property(bool, lambda self: bool(self._script) and not self._queue and not self._off
                       and self._step().kind != EXPECT and self._index < len(self._script.steps) - 1, notify=changed)
    canBack = Property(bool, lambda self: bool(self._script) and self._index > 0, notify=changed)

    @Slot(str, result="QVariantMap")
    def referenceCard(self, game_id: str) -> dict:  # noqa: N802
        """The game's reference card in the current language ({} if it has none): desktop/reference/."""
        return card_rows(game_id)

    @Slot(str, result=bool)
    def hasCard(self, game_id: str) -> bool:  # noqa: N802
        return card_for(game_id) is not None

    @Slot(str, result=bool)
    def available(self, game_id: str) -> bool:
        """Whether the game has a script ("Learn to play" shows only then)."""
        return game_id in SCRIPTED

    def _step(self):
        return self._script.steps[self._index]

    # --- moving through the steps ----------------------------------------------------------
    @Slot(str, result=bool)
    def start(self, game_id: str) -> bool:
        """Opens the game's tutorial where the player left it (from the start once it was finished)."""
        script = script_for(game_id)
        if script is None:
            return False
        saved = self._settings.tutorial_step(game_id)
        return self.open(game_id, saved if saved < len(script.steps) - 1 else 0)

    @Slot(str, int, result=bool)
    def open(self, game_id: str, index: int) -> bool:
        """Opens step `index` (clamped) of the game's tutorial, with the steps before it done."""
        script = script_for(game_id)
        if script is None:
            return False
        self._script, self._off, self._queue = script, "", []
        index = max(0, min(index, len(script.steps) - 1))
        try:
            session = session_at(script, index, seats(script, tr))
        except ScriptMismatch as exc:  # play on from the last position the script reached
            self._index = exc.step
            self._give_up(exc.step, exc.reason, exc.session)
            return True
        self._index = index
        self._controller.set_guide(self)
        self._controller.start(session)
        self._entered()
        return True

    @Slot()
    def next(self) -> None:
        if self.canNext:
            self._go(self._index + 1)

    @Slot()
    def back(self) -> None:
        if self._script is not None and self._index > 0:
            self.open(self._script.game, self._index - 1)

    @Slot()
    def restart(self) -> None:
        if self._script is not None:
            self.open(self._script.game, 0)

    def _go(self, index: int, wait: int = 0) -> None:
        """Moves on to step `index` at the table: its scripted decisions play one by one, paced (the first
        after `wait` ms, so that the table first shows the player's own decision)."""
        step = self._script.steps[index]
        if step.jump:  # from the event loop, after `wait`: the table first shows the player's decision, and is
            # never rebuilt inside the handler of the gesture (a drop onto the table) that made it
            script, before = self._script, self._index
            QTimer.singleShot(wait, self, lambda: self._script is script and self._index == before
                              and self.open(script.game, index))
            return
        self._controller.dismissDialog()  # a stage result the last step explained
        self._index = index
        self._queue = list(step.play)
        self._entered()
        if wait > 0 and self._queue:
            QTimer.singleShot(wait, self, self._play_next)
        else:
            self._play_next()

    def _play_next(self) -> None:
        if not self._queue or self._script is None:
            return
        seat, action = self._queue[0]
        problem = self._controller.play_scripted(seat, action)
        if problem is not None:
            self._give_up(self._index, problem, None)
            return
        self._queue.pop(0)
        self.changed.emit()
        if self._queue:
            QTimer.singleShot(self._controller.pace_ms(), self, self._play_next)

    def _on_decision(self, _count: int) -> None:
        """The player made the expected decision: on to the next step."""
        if self._script is None or self._off or self._queue:
            return
        step = self._step()
        session = self._controller.session
        if step.kind == EXPECT and session.steps and (session.steps[-1].player, session.steps[-1].action) == \
                tuple(step.expect):
            self._go(self._index + 1, self._controller.pace_ms())

    def _entered(self) -> None:
        self._settings.set_tutorial_step(self._script.game, self._index)
        self._controller.refresh()
        self.changed.emit()

    def _give_up(self, number: int, reason: Msg, session: Any) -> None:
        """The script no longer matches the rules: say so, and let the game go on as a normal one."""
        self._off = tr(OFF_SCRIPT(number=number + 1, reason=tr(reason)))
        self._queue = []
        self._controller.set_guide(None)
        if session is not None:
            self._controller.start(session)
        self.changed.emit()

    def _on_active(self) -> None:
        if not self._controller.active and self._script is not None:  # the table closed (Home, Leave)
            self._script, self._queue, self._off = None, [], ""
            self._controller.set_guide(None)
            self.changed.emit()

    def _on_language(self) -> None:
        """The seats' names are in the script's language: open the step again in the new one (once the new
        translations are installed: the runtime installs them on the same signal)."""
        if self._script is not None and not self._off:
            QTimer.singleShot(0, self, lambda: self._script and self.open(self._script.game, self._index))

    # --- what the controller asks its guide -----------------------------------------------------
    def vet(self, state: Any, candidates: Any) -> Msg | None:
        """None if the input may go to the rules (the step's decision, or an illegal move the rules refuse),
        else the kind refusal of another legal move; nothing but Next goes on from other steps."""
        step = self._step()
        game = self._controller.session.game
        if step.kind == EXPECT and not self._queue:
            return self._asks() if verdict(game, state, step.expect, candidates) == "other" else None
        legal = any(game.check(state, seat, action) is None for seat, action in candidates)
        return self._asks() if legal else None

    def _asks(self) -> Msg:
        """What the step asks for, as a refusal of another legal move says it."""
        step = self._step()
        if step.kind == EXPECT and not self._queue:
            return OTHER_MOVE(task=tr(self._marks().text))
        return OTHER_MOVE(task=tr(NEXT_TASK()))

    def marks(self) -> HintMarks | None:
        """What the table lights now: the step's own lights, else the hint marks of its decision."""
        if self._script is None or self._queue:
            return None
        return self._marks()

    def _marks(self) -> HintMarks | None:
        step = self._step()
        if step.light is not None:
            return HintMarks(step.text(), step.light.pieces, step.light.zones, step.light.buttons)
        decision = step.expect or step.about
        if decision is None:
            return None
        return self._controller.presenter.hint_marks(self._controller.session.state, *decision)

