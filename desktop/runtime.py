"""Builds the running application: Qt objects, models, translators, fonts, the QML engine."""
from __future__ import annotations

import gc
import sys
import tempfile
import time
from argparse import Namespace
from pathlib import Path
from typing import Callable

from PySide6.QtCore import Q_ARG, QCoreApplication, QEvent, QMetaObject, QObject, QSettings, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPalette
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow, QSGRendererInterface
from PySide6.QtQuickControls2 import QQuickStyle

import gameshelf
from gameshelf.core.engine import LoadError, Seat, Session
from gameshelf.core.games import playable

from .fonts import register_bundled_fonts
from .idle_collector import IdleCollector
from .models.controller import GameController
from .models.settings import Settings
from .models.shelf import Shelf
from .models.sound import Sounds
from .models.storage import OPEN_FAILED, default_data_dir, read_session
from .paths import icons_dir, qml_dir
from .cli import SHOT_FAILED
from .dice_art import PROVIDER as DICE, DiceImages
from .pieces import PROVIDER, PieceImages
from .screens import open_screen
from .seat_colours import PALETTE
from .translations import Translations, tr
from .uptime import process_uptime

STYLE = "GameshelfStyle"  # our own Qt Quick Controls style, desktop/qml/GameshelfStyle/ (Basic for the rest)
# One name per seat up to eight (GrandPrix-F1 seats eight): a demo never shows two players of one name.
DEMO_NAMES = {
    "en": ("Ada", "Bruno", "Chloé", "Dario", "Elin", "Farid", "Greta", "Hugo"),
    "ja": ("さくら", "健二", "美咲", "大翔", "陽菜", "蓮", "結衣", "翔太"),
}


def paper_palette() -> QPalette:
    """Cream paper and walnut for the menus; the game table draws its own felt."""
    pal = QPalette()
    colours = {
        QPalette.Window: "#f3ece0", QPalette.WindowText: "#2b2420", QPalette.Base: "#fffaf1",
        QPalette.AlternateBase: "#f0e6d6", QPalette.Text: "#2b2420", QPalette.Button: "#e8dcc8",
        QPalette.ButtonText: "#2b2420", QPalette.Highlight: "#b23a2e", QPalette.HighlightedText: "#ffffff",
        QPalette.ToolTipBase: "#2b2420", QPalette.ToolTipText: "#fffaf1", QPalette.PlaceholderText: "#8a7f72",
        QPalette.Mid: "#cbbba3", QPalette.Dark: "#8a7a63", QPalette.Light: "#fffdf8", QPalette.Link: "#1f6f8b",
    }
    for role, colour in colours.items():
        pal.setColor(role, QColor(colour))
    pal.setColor(QPalette.Disabled, QPalette.ButtonText, QColor("#a89c8c"))
    pal.setColor(QPalette.Disabled, QPalette.Text, QColor("#a89c8c"))
    pal.setColor(QPalette.Disabled, QPalette.WindowText, QColor("#a89c8c"))
    return pal


def app_icon() -> QIcon:
    """The window/taskbar icon, from the PNGs rendered from assets/icons/gameshelf.svg."""
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        path = icons_dir() / f"gameshelf-{size}.png"
        if path.exists():
            icon.addFile(str(path))
    return icon


def after_next_frame(window: QQuickWindow, context: QObject, fn: Callable[[], None]) -> None:
    """Runs `fn` once from the event loop after the window's next frame (the frame's other listeners first)."""
    done = []

    def swapped() -> None:
        if done:  # a threaded render loop may queue this twice
            return
        done.append(True)
        window.frameSwapped.disconnect(swapped)
        QTimer.singleShot(0, context, fn)

    window.frameSwapped.connect(swapped)


def freeze_startup_objects() -> None:
    """Once per process: what the app made to start (modules, QML types, ~28,000 objects) lives as long as it
    does, so the cycle collector stops walking it (`gc.freeze`). Its full collections then walk only what play
    made since: 11-14 ms -> ~3 ms late in a game, a pause that would otherwise drop a frame now and then."""
    if gc.get_freeze_count() == 0:
        gc.freeze()


class Runtime:
    def __init__(self, args: Namespace, settings_store: QSettings | None = None, data_dir: Path | None = None):
        self.args = args
        QCoreApplication.setOrganizationName("Gameshelf")
        QCoreApplication.setApplicationName("Gameshelf")
        QGuiApplication.setDesktopFileName("gameshelf")  # Wayland app id = packaging/linux/gameshelf.desktop
        if QQuickStyle.name() != STYLE:  # once per process, before any QML loads
            QQuickStyle.setStyle(STYLE)
        self.app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
        software = QSGRendererInterface.GraphicsApi.Software
        if QGuiApplication.platformName() in ("offscreen", "minimal") and QQuickWindow.graphicsApi() != software:
            QQuickWindow.setGraphicsApi(software)  # no GPU there: grabWindow() still works
        self.app.setPalette(paper_palette())
        self.app.setWindowIcon(app_icon())
        register_bundled_fonts(self.app)
        demo = bool(args.demo)
        replay_shot = getattr(args, "replay", None) is not None and bool(args.screenshot)  # --load F --step N
        lesson_shot = bool(args.screen and args.screen.startswith("learn:") and args.screenshot)
        if settings_store is None and (demo or replay_shot or lesson_shot):  # nor the player's preferences and lessons
            self._scratch = tempfile.TemporaryDirectory(prefix="gameshelf-demo-")
            settings_store = QSettings(str(Path(self._scratch.name) / "settings.ini"), QSettings.IniFormat)
        self.settings = Settings(settings_store, self.app)
        if args.lang:
            self.settings.use_language_for_this_run(args.lang)
        if (demo or replay_shot or lesson_shot) and args.screenshot:  # a screenshot wants the settled table, not a frame mid-slide
            self.settings.animationSpeed = "off"
        self.translations = Translations(self.app)
        self.translations.apply(self.settings.language)
        if data_dir is None and not demo:
            data_dir = default_data_dir()
        self.controller = GameController(self.settings, data_dir, self.app)
        self.shelf = Shelf(self.settings, self.controller, self.app)
        self.sounds = Sounds(self.settings, self.app)
        self.sounds.follow(self.controller)
        self.settings.languageChanged.connect(self._switch_language)
        self.engine: QQmlApplicationEngine | None = None
        self.idle_collector: IdleCollector | None = None
        self.qml_warnings: list[str] = []  # QML errors arrive as warnings; tests assert there are none

    def _switch_language(self) -> None:
        self.translations.apply(self.settings.language)
        self.controller.retranslate()
        self.shelf.languageChanged.emit()

    def load_qml(self, width: int = 1280, height: int = 720) -> QQuickWindow | None:
        self.engine = QQmlApplicationEngine()
        self.engine.addImportPath(str(qml_dir()))  # where the GameshelfStyle module is found
        self.engine.addImageProvider(PROVIDER, PieceImages())  # the piece art in seat colours
        self.engine.addImageProvider(DICE, DiceImages())  # the dice's faces
        self.engine.warnings.connect(self._record_warnings)
        self.idle_collector = IdleCollector(self.engine, self.controller.changed, self.controller.busy)
        self.translations.attach(self.engine)
        self.engine.setInitialProperties({"shelf": self.shelf, "width": width, "height": height})
        self.engine.load(str(qml_dir() / "Main.qml"))
        roots = self.engine.rootObjects()
        if roots:
            self._after_first_frame(roots[0])
        return roots[0] if roots else None

    def _after_first_frame(self, window: QQuickWindow) -> None:
        """What the first frame does without: QtMultimedia takes tens of milliseconds to start, reading the
        installed version (importlib.metadata) a few more. The controller waits for the window's frames too
        (`after_frame`: the table under a hand-over screen changes after the screen is drawn)."""

        def later() -> None:
            QCoreApplication.setApplicationVersion(gameshelf.__version__)
            if not self.sounds.loaded:
                self.sounds.load()
            freeze_startup_objects()

        after_next_frame(window, self.sounds, later)
        self.controller.after_frame = lambda fn: after_next_frame(window, self.controller, fn)

    def close(self) -> None:
        """Tears down what this runtime put into the (possibly shared) application: sound first (its audio
        threads must not outlive what they play into), then the engine, then the models."""
        self.sounds.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
        if self.engine is not None:
            self.engine.warnings.disconnect(self._record_warnings)
            self.engine.deleteLater()  # the idle collector with it
            self.engine, self.idle_collector = None, None
            QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
        self.controller.close()
        self.controller.library.close()  # lets go of the library's lock
        self.settings.languageChanged.disconnect(self._switch_language)
        self.translations.clear()
        for obj in (self.shelf, self.controller, self.settings):
            obj.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)

    def _record_warnings(self, warnings) -> None:
        for warning in warnings:
            self.qml_warnings.append(warning.toString())
            print(warning.toString(), file=sys.stderr)

    def run(self) -> int:
        args = self.args
        if getattr(args, "replay", None) is not None:  # --load FILE --step N (read and checked by the command line)
            return self.run_replay()
        if args.load:
            try:
                session = read_session(Path(args.load))
            except LoadError as exc:
                problem = tr(OPEN_FAILED(file=args.load, reason=exc.reason))
                print(problem, file=sys.stderr)
                if QGuiApplication.platformName() in ("offscreen", "minimal"):
                    return 2  # no screen: the terminal is where it is read
                window = self.load_qml(*args.size)
                if window is None:
                    return 2
                self.show_problem(window, problem)
                self.app.exec()
                return 2
            self.controller.open_session(session)  # into the library, then played
        if args.demo:
            return self.run_demo()
        window = self.load_qml(*args.size)
        if window is None:
            return 1
        if args.quit_after_first_frame:
            self._quit_after_first_frame(window)
        if args.screen:
            open_screen(window, args.screen, args.step)
            if args.screenshot:
                return self._screenshot(window, start=lambda capture: QTimer.singleShot(500, capture))
        return self.app.exec()

    def _screenshot(self, window: QQuickWindow, start) -> int:
        """Runs the event loop until `start`'s capture writes the window to --screenshot; returns the exit code."""
        result = {"code": 1}

        def capture() -> None:
            if window.grabWindow().save(self.args.screenshot):
                result["code"] = 0
            else:
                print(f"gameshelf: {tr(SHOT_FAILED(file=self.args.screenshot))}", file=sys.stderr)
            self.app.quit()

        start(capture)
        self.app.exec()
        return result["code"]

    @staticmethod
    def show_problem(window: QQuickWindow, text: str) -> None:
        """Explains in the window why something the player asked for could not be done."""
        QMetaObject.invokeMethod(window, "showProblem", Q_ARG("QVariant", text))

    def _quit_after_first_frame(self, window: QQuickWindow) -> None:
        printed = []

        def swapped() -> None:  # may be queued twice from a threaded render loop (real X11 window)
            if printed:
                return
            printed.append(True)
            window.frameSwapped.disconnect(swapped)
            # the process's age and its CPU time (every thread, interpreter start included): the bench's figures
            print(f"first-frame {process_uptime():.3f} {time.process_time():.3f}", flush=True)
            QTimer.singleShot(0, self.app.quit)

        window.frameSwapped.connect(swapped)

    def run_replay(self) -> int:
        """The replay viewer on the save of --load after decision --step; with --screenshot, drawn and written."""
        args = self.args
        window = self.load_qml(*args.size)
        if window is None:
            return 1
        self.controller.replay.open(args.replay, args.step)
        QMetaObject.invokeMethod(window, "showReplay")
        if args.screenshot:
            return self._screenshot(window, start=lambda capture: QTimer.singleShot(500, capture))
        return self.app.exec()

    # --- demo ----------------------------------------------------------------------
    def run_demo(self) -> int:
        args = self.args
        game = playable()[args.demo]  # checked by the command line
        players = args.players
        names = DEMO_NAMES.get(self.settings.language, DEMO_NAMES["en"])
        seats = [Seat(names[i % len(names)], PALETTE[i], "ai:easy") for i in range(players)]
        if args.screenshot:
            self.controller.show_results = False
            self.controller.limit_ai(args.moves)
        self.controller.start(Session.new(game, seats, game.spec.defaults(), args.seed))
        window = self.load_qml(*args.size)
        if window is None:
            return 1
        if not args.screenshot:  # a demo to watch: the computers play on
            return self.app.exec()

        def start(capture) -> None:
            def progressed(done: int) -> None:
                if done >= args.moves or self.controller.over:
                    self.controller.decisionMade.disconnect(progressed)
                    QTimer.singleShot(400, capture)  # let the last frame render

            self.controller.decisionMade.connect(progressed)
            if args.moves <= 0:
                QTimer.singleShot(400, capture)

        return self._screenshot(window, start)
