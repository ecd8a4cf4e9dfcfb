"""Shelf: what the home, new-game, rules and about screens show.

It reads the catalogue and game specs generically, so a new game appears
here without QML changes.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Property, QUrl, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

import gameshelf
from gameshelf.core.engine import GameSpec, QT_TRANSLATE_NOOP, message
from gameshelf.core.games import catalogue, registry

from ..paths import icons_dir, licenses_dir, rules_file
from ..seat_colours import PALETTE
from ..translations import tr
from . import QML_IMPORT_NAME, QML_IMPORT_MAJOR_VERSION  # noqa: F401 (read by @QmlElement)
from .controller import GameController
from .rulebook import MarkdownCache, section_titles
from .settings import Settings

PLAYERS = message("shelf.players", QT_TRANSLATE_NOOP("shelf", "{low}–{high} players"))
PLAYER_N = message("shelf.player_n", QT_TRANSLATE_NOOP("shelf", "Player {n}"))
NO_RULES = message("shelf.no_rules", QT_TRANSLATE_NOOP("shelf", "The rulebook for this game is not written yet."))
DESCRIPTIONS = {
    "grands_tours": message("shelf.desc.grands_tours", QT_TRANSLATE_NOOP(
        "shelf", "A stage race played as a dice auction: win stage cards with your team's dice and chase three jerseys.")),
    "grandprix_f1": message("shelf.desc.grandprix_f1", QT_TRANSLATE_NOOP(
        "shelf", "A card-driven Formula 1 race: your hand is your fuel; pit stops, rain and gravel traps.")),
    "tournay": message("shelf.desc.tournay", QT_TRANSLATE_NOOP(
        "shelf", "Build a three-by-three district of buildings and citizens, and weather the town's events.")),
    "dice_road_race": message("shelf.desc.dice_road_race", QT_TRANSLATE_NOOP(
        "shelf", "A bike race with dice: choose how many to roll, ride in the bunch, and beware of sixes.")),
    "grimoire": message("shelf.desc.grimoire", QT_TRANSLATE_NOOP(
        "shelf", "Choose a spell page in secret each round, then take quest cards: treasures, companions and items.")),
}


@QmlElement
@QmlUncreatable("Shelf is created by the application")
class Shelf(QObject):
    languageChanged = Signal()  # re-read every translated list after a language switch

    def __init__(self, settings: Settings, controller: GameController, parent: QObject | None = None):
        super().__init__(parent)
        self._settings = settings
        self._controller = controller
        self._markdown = MarkdownCache()
        self._titles: dict[tuple[str, str], dict[str, str]] = {}  # (game, language) -> {section id: title}

    settings = Property(QObject, lambda self: self._settings, constant=True)
    controller = Property(QObject, lambda self: self._controller, constant=True)
    version = Property(str, lambda self: gameshelf.__version__, constant=True)
    iconUrl = Property(str, lambda self: QUrl.fromLocalFile(str(icons_dir() / "gameshelf-256.png")).toString(),
                       constant=True)
    palette = Property("QVariantList", lambda self: list(PALETTE), constant=True)

    def _games(self) -> list[dict[str, Any]]:
        return [{  # from the shelf's listings: no game's rules are imported for the home screen
            "id": game.id, "name": tr(game.name()), "available": game.available,
            "players": tr(PLAYERS(low=game.min_players, high=game.max_players)),
            "minPlayers": game.min_players, "maxPlayers": game.max_players,
            "description": tr(DESCRIPTIONS[game.id]()) if game.id in DESCRIPTIONS else "",
        } for game in catalogue()]

    games = Property("QVariantList", _games, notify=languageChanged)

    def _spec(self, game_id: str) -> GameSpec:
        return registry()[game_id].spec

    @Slot(str, result="QVariantList")
    def options(self, game_id: str) -> list[dict[str, Any]]:
        """The game's options, generically: choices become a list, the rest a switch."""
        return [{
            "key": o.key, "label": tr(o.label()), "isBool": o.is_bool, "default": o.default,
            "help": tr(o.help()) if o.help else "",
            "choices": [{"value": c.value, "label": tr(c.label)} for c in o.choices],
            "onlyWith": dict(o.only_with),
        } for o in self._spec(game_id).options]

    @Slot(str, int, "QVariantMap", result=str)
    def checkOptions(self, game_id: str, players: int, options: dict) -> str:  # noqa: N802
        problem = registry()[game_id].check_options(players, dict(options))
        return "" if problem is None else tr(problem)

    @Slot(str, int, "QVariantMap", result="QVariantMap")
    def optionProblems(self, game_id: str, players: int, options: dict) -> dict[str, str]:  # noqa: N802
        """For each yes/no option: why switching it on is refused with these players, if it is."""
        game = registry()[game_id]
        problems = {}
        for o in game.spec.options:
            if o.is_bool:
                problem = game.check_options(players, {**dict(options), o.key: True})
                if problem is not None:
                    problems[o.key] = tr(problem)
        return problems

    @Slot(int, result=str)
    def defaultName(self, n: int) -> str:  # noqa: N802
        return tr(PLAYER_N(n=n))

    @Slot(str, result=str)
    def rules(self, game_id: str) -> str:
        for language in (self._settings.language, "en"):
            path = rules_file(language, game_id)
            if path.exists():
                return path.read_text(encoding="utf-8")
        return tr(NO_RULES())

    @Slot(str, result=str)
    def markdownHtml(self, text: str) -> str:  # noqa: N802
        """A Markdown text (a rulebook) as Qt's HTML, read once: RulebookView's `markdownReader`."""
        return self._markdown.html(text)

    @Slot(str, str, result=str)
    def ruleTitle(self, game_id: str, section: str) -> str:  # noqa: N802
        """The title of a rulebook section in the current language ("" if the book has no such section)."""
        key = (game_id, self._settings.language)
        if key not in self._titles:
            path = rules_file(key[1], game_id)
            self._titles[key] = section_titles(path.read_text(encoding="utf-8")) if path.exists() else {}
        return self._titles[key].get(section, "")

    @Slot(result=str)
    def thirdPartyNotices(self) -> str:  # noqa: N802
        """assets/licenses/THIRD-PARTY.md: each bundled component, its licence and its full text's file."""
        path = licenses_dir() / "THIRD-PARTY.md"
        return path.read_text(encoding="utf-8") if path.exists() else ""

    @Slot(str, result=str)
    def licenseText(self, name: str) -> str:  # noqa: N802
        """A full licence text from assets/licenses/ (e.g. "LGPL-3.0.txt"); nothing outside that folder."""
        folder = licenses_dir().resolve()
        path = (folder / name).resolve()
        if folder not in path.parents or not path.is_file():
            return ""
        return path.read_text(encoding="utf-8", errors="replace")

    @Slot(str, result=str)
    def gameName(self, game_id: str) -> str:  # noqa: N802
        return next((g["name"] for g in self._games() if g["id"] == game_id), "")
