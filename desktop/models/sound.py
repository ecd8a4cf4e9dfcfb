"""Sound effects: what a decision did (dice, cards, pieces, a car, a win) and refusals, as short WAVs.

QtMultimedia comes with the PySide6 add-ons and, on Linux, needs the system's
PulseAudio client library and a running sound server (PulseAudio or PipeWire).
Without any of them, or without an output device (CI, offscreen, a machine with
no sound), the table plays on silently and nothing is printed. Effects are preloaded once and played with QSoundEffect, which never
blocks: a sound starts and the table goes on.
"""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterable, Iterator

from PySide6.QtCore import QObject, QTimer, QUrl, Signal, qFormatLogMessage, qInstallMessageHandler

from ..paths import assets_dir
from .settings import Settings

# Event kind -> cue. "*" holds kinds that mean the same in every game; a game's row adds its own kinds and
# overrides a shared kind that means something else there. A new game adds its row.
CUES: dict[str, dict[str, str]] = {
    "*": {"roll": "dice", "deal": "deal", "stage_end": "fanfare", "game_end": "fanfare"},
    "dice_road_race": {"join": "place", "move": "move"},
    "grands_tours": {"rest_roll": "dice", "camp_roll": "dice", "readjust": "dice", "place": "place",
                     "train": "place", "replace": "place", "swap": "place", "car": "car", "win": "fanfare"},
    "grimoire": {"reveal": "card", "take": "card", "discard": "card", "from_discard": "card", "item": "card",
                 "replace": "deal", "reshuffle": "deal"},
    "grandprix_f1": {"move": "car", "stay": "card", "exchange": "card", "paid": "card", "race_end": "fanfare"},
    "tournay": {"place": "place", "use": "place", "draw": "card", "keep": "card", "fight": "card", "crier": "fanfare",
                "gather": "move", "earn": "move", "replace": "place", "last_reveal": "card"},
}
# A decision sounds once, with the first of these its events ask for: a roll that ends a stage is a fanfare.
PRIORITY = ("fanfare", "dice", "car", "move", "place", "card", "deal")
REFUSE = "refuse"
PREVIEW = "place"  # played when the player changes the volume, to hear it
FILES = PRIORITY + (REFUSE,)  # assets/sounds/<cue>.wav, made by tools/synth_sounds.py

# What Qt's audio backend says on a machine without sound (no sound server, no PipeWire, no VA-API, ...).
# That is a normal machine for this app, not something to print.
QUIET_CATEGORY = "qt.multimedia"
QUIET_PREFIXES = ("PulseAudioService:", "QSoundEffect")


def cue_for(game_id: str, kinds: Iterable[str]) -> str | None:
    table = {**CUES["*"], **CUES.get(game_id, {})}
    wanted = {table[kind] for kind in kinds if kind in table}
    return next((cue for cue in PRIORITY if cue in wanted), None)


def gain(volume: int) -> float:
    """The settings' volume (0-100) as QSoundEffect's linear volume: squared, so half-way sounds about half as loud."""
    return (max(0, min(100, volume)) / 100) ** 2


def sound_file(cue: str) -> Path:
    return assets_dir() / "sounds" / f"{cue}.wav"


def sound_server_reachable(env: dict[str, str] | None = None) -> bool:
    """Whether Qt's audio could reach a sound server. On Linux it talks to PulseAudio (PipeWire serves the
    same socket); with the client library but no server it can never sound, and tearing QtMultimedia down
    there crashes now and then, so without a server the app never starts it. Elsewhere the system decides."""
    if not sys.platform.startswith("linux"):
        return True
    env = os.environ if env is None else env
    if env.get("PULSE_SERVER"):  # an explicit server (a socket path or a network address)
        return True
    runtime = Path(env.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}")
    sockets = (runtime / "pulse" / "native", runtime / "pipewire-0", Path("/run/pulse/native"))
    return any(path.exists() for path in sockets)


@contextmanager
def quiet_audio_backend() -> Iterator[None]:
    """Drops the audio backend's complaints while it starts; any other message goes on as usual."""
    def handler(kind: Any, context: Any, text: str) -> None:
        if (context.category or "").startswith(QUIET_CATEGORY) or text.startswith(QUIET_PREFIXES):
            return
        if previous is not None:
            previous(kind, context, text)
        else:
            print(qFormatLogMessage(kind, context, text), file=sys.stderr)

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


class Sounds(QObject):
    played = Signal(str)  # a cue the table asked for (also where no device can sound it)

    def __init__(self, settings: Settings, parent: QObject | None = None):
        super().__init__(parent)
        self._settings = settings
        self._effects: dict[str, Any] = {}  # cue -> QSoundEffect, once loaded with QtMultimedia and a device exists
        self._effect_type: Any = None  # QSoundEffect, once QtMultimedia is imported
        self._devices: Any = None
        self._audible = False  # an output device exists and the effects point at it
        self.loaded = False
        self.last_cue: str | None = None
        self._preview = QTimer(self)
        self._preview.setSingleShot(True)
        self._preview.setInterval(250)  # after the slider rests, not at every step of a drag
        self._preview.timeout.connect(lambda: self.play(PREVIEW))
        settings.soundChanged.connect(self._preview.start)

    def follow(self, controller: QObject) -> None:
        """Plays the decisions and refusals of a GameController."""
        controller.decisionEvents.connect(self._on_decision)
        controller.refused.connect(self._on_refused)

    def effect(self, cue: str) -> Any:
        """The QSoundEffect for a cue; None without QtMultimedia."""
        return self._effects.get(cue)

    def load(self) -> None:
        """Imports QtMultimedia and preloads every effect, once; quietly does nothing where it cannot."""
        if self.loaded:
            return
        self.loaded = True
        if not sound_server_reachable():
            return
        with quiet_audio_backend():
            try:
                from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
            except ImportError:  # no PySide6-Addons, or no system audio library (libpulse.so.0 on Linux)
                return
            self._devices = QMediaDevices(self)
            self._effect_type = QSoundEffect
        self._devices.audioOutputsChanged.connect(self._use_default_output)
        self._use_default_output()

    def _use_default_output(self) -> None:
        with quiet_audio_backend():
            device = self._devices.defaultAudioOutput()
            self._audible = not device.isNull()
            if not self._audible:  # a source set with no device only earns a warning; set it when one appears
                return
            # Effects exist only once there is a device: with none (a sound server that is not running),
            # destroying an unused QSoundEffect can crash in the audio backend.
            if not self._effects:
                self._effects = {cue: self._effect_type(self) for cue in FILES}
            for cue, effect in self._effects.items():
                effect.setAudioDevice(device)
                if effect.source().isEmpty() and sound_file(cue).is_file():  # a missing file would only warn
                    effect.setSource(QUrl.fromLocalFile(str(sound_file(cue))))  # decoded in the background

    def play(self, cue: str) -> None:
        if self._settings.muted or self._settings.volume == 0:
            return
        self.last_cue = cue
        effect = self._effects.get(cue)
        if effect is not None:
            effect.setVolume(gain(self._settings.volume))
            if self._audible:
                effect.play()
        self.played.emit(cue)

    def _on_decision(self, game_id: str, kinds: list[str]) -> None:
        cue = cue_for(game_id, kinds)
        if cue is not None:
            self.play(cue)

    def _on_refused(self, _reason: str) -> None:
        self.play(REFUSE)
