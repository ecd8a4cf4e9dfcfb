"""User preferences, persisted with QSettings and exposed to QML."""
from __future__ import annotations

from PySide6.QtCore import QLocale, QObject, QSettings, Property, Signal
from PySide6.QtQml import QmlElement, QmlUncreatable

from . import QML_IMPORT_NAME, QML_IMPORT_MAJOR_VERSION  # noqa: F401 (read by @QmlElement)

LANGUAGES = ("ja", "en")
SPEEDS = {"off": 0.0, "normal": 1.0, "fast": 0.45}  # duration multipliers; "off" is reduced motion
TABLE_COLOURS = ("#2f5d46", "#3b4f6b", "#6b4a3a")  # baize green, slate blue, walnut
DEFAULT_VOLUME = 70  # percent; sound effects should sit under whatever else the player listens to


def system_language() -> str:
    return "ja" if QLocale.system().language() == QLocale.Japanese else "en"


@QmlElement
@QmlUncreatable("Settings is created by the application")
class Settings(QObject):
    languageChanged = Signal()
    animationSpeedChanged = Signal()
    tableColourChanged = Signal()
    soundChanged = Signal()  # volume or muted

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._store = store if store is not None else QSettings()
        lang = str(self._store.value("language", system_language()))
        self._language = lang if lang in LANGUAGES else "en"
        speed = str(self._store.value("animationSpeed", "normal"))
        self._speed = speed if speed in SPEEDS else "normal"
        colour = str(self._store.value("tableColour", TABLE_COLOURS[0]))
        self._colour = colour if colour in TABLE_COLOURS else TABLE_COLOURS[0]
        try:  # an INI file gives strings back, and a hand-edited one anything
            self._volume = max(0, min(100, int(str(self._store.value("volume", DEFAULT_VOLUME)))))
        except ValueError:
            self._volume = DEFAULT_VOLUME
        self._muted = str(self._store.value("muted", "false")).lower() == "true"

    def _set(self, key: str, value: object, signal: Signal) -> None:
        self._store.setValue(key, value)
        self._store.sync()
        signal.emit()

    def _get_language(self) -> str:
        return self._language

    def _set_language(self, value: str) -> None:
        if value in LANGUAGES and value != self._language:
            self._language = value
            self._set("language", value, self.languageChanged)

    language = Property(str, _get_language, _set_language, notify=languageChanged)

    def use_language_for_this_run(self, value: str) -> None:
        """A command-line choice: applies now without changing the saved preference."""
        if value in LANGUAGES:
            self._language = value

    def _get_speed(self) -> str:
        return self._speed

    def _set_speed(self, value: str) -> None:
        if value in SPEEDS and value != self._speed:
            self._speed = value
            self._set("animationSpeed", value, self.animationSpeedChanged)

    animationSpeed = Property(str, _get_speed, _set_speed, notify=animationSpeedChanged)

    def _scale(self) -> float:
        return SPEEDS[self._speed]

    # Multiplier for every animation duration; 0 means no motion at all.
    animationScale = Property(float, _scale, notify=animationSpeedChanged)

    def _get_colour(self) -> str:
        return self._colour

    def _set_colour(self, value: str) -> None:
        if value in TABLE_COLOURS and value != self._colour:
            self._colour = value
            self._set("tableColour", value, self.tableColourChanged)

    tableColour = Property(str, _get_colour, _set_colour, notify=tableColourChanged)

    def _colours(self) -> list[str]:
        return list(TABLE_COLOURS)

    tableColours = Property("QVariantList", _colours, constant=True)

    def _get_volume(self) -> int:
        return self._volume

    def _set_volume(self, value: int) -> None:
        value = max(0, min(100, int(value)))
        if value != self._volume:
            self._volume = value
            self._set("volume", value, self.soundChanged)

    # Sound effects volume, 0-100 (percent of full scale, before the perceptual curve in sound.py).
    volume = Property(int, _get_volume, _set_volume, notify=soundChanged)

    def _get_muted(self) -> bool:
        return self._muted

    def _set_muted(self, value: bool) -> None:
        if bool(value) != self._muted:
            self._muted = bool(value)
            self._set("muted", "true" if self._muted else "false", self.soundChanged)

    muted = Property(bool, _get_muted, _set_muted, notify=soundChanged)

    # --- where each tutorial was left (not a property: only the tutorial reads it) ---------------------
    def tutorial_step(self, game_id: str) -> int:
        try:
            return max(0, int(str(self._store.value(f"tutorial/{game_id}", 0))))
        except ValueError:
            return 0

    def set_tutorial_step(self, game_id: str, step: int) -> None:
        self._store.setValue(f"tutorial/{game_id}", int(step))
        self._store.sync()
