"""The `gameshelf` command line: parsing and checking, before any window exists.

Every mistake is a translated message and exit code 2, never a traceback:
argparse's own errors are caught, and every value is checked here (numbers,
window size, the screenshot's folder and type, the game and its player
count, the screen) rather than where it is first used.
"""
from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Any

from gameshelf.core.engine import Msg, QT_TRANSLATE_NOOP, message
from gameshelf.core.games import catalogue, playable

LANGUAGES = ("ja", "en")
SIZE = re.compile(r"(\d{1,5})x(\d{1,5})")
SIZE_RANGE = (320, 7680)
SEED_LIMIT = 2**63
IMAGE_TYPES = (".png", ".jpg", ".jpeg", ".bmp")
SCREEN_KINDS = ("new", "rules", "reference", "learn")  # screens about one game: "new:GAME", "rules:GAME"...

NOT_UNDERSTOOD = message("cli.not_understood", QT_TRANSLATE_NOOP(
    "cli", "The command line is not understood ({detail}). `gameshelf --help` lists the options."))
NOT_NUMBER = message("cli.not_number", QT_TRANSLATE_NOOP(
    "cli", "{option} needs a whole number from {low} to {high} (got “{value}”)."))
BAD_LANGUAGE = message("cli.bad_language", QT_TRANSLATE_NOOP("cli", "--lang is ja or en (got “{value}”)."))
BAD_SIZE = message("cli.bad_size", QT_TRANSLATE_NOOP(
    "cli", "--size is WIDTHxHEIGHT in pixels, each from {low} to {high}, as in 1280x720 (got “{value}”)."))
UNKNOWN_GAME = message("cli.unknown_game", QT_TRANSLATE_NOOP(
    "cli", "There is no game “{game}”. Playable games: {games}."))
COMING = message("cli.coming", QT_TRANSLATE_NOOP(
    "cli", "“{game}” cannot be played yet: its table is coming. Playable games: {games}."))
PLAYERS = message("cli.players", QT_TRANSLATE_NOOP(
    "cli", "{game} is played by {low} to {high} players (got {value})."))
UNKNOWN_SCREEN = message("cli.unknown_screen", QT_TRANSLATE_NOOP(
    "cli", "There is no screen “{screen}”. Screens: {screens}."))
SHOT_NEEDS = message("cli.shot_needs", QT_TRANSLATE_NOOP(
    "cli", "--screenshot needs --demo GAME or --screen SCREEN, or --load FILE with --step N: it says what to draw."))
STEP_NEEDS = message("cli.step_needs", QT_TRANSLATE_NOOP(
    "cli", "--step needs --load FILE or --screen learn:GAME: it says which decision of that save, or which step of that lesson, to show."))
NO_LESSON = message("cli.no_lesson", QT_TRANSLATE_NOOP(
    "cli", "{game} has no lesson or reference card yet. Games that have one: {games}."))
LESSON_STEP = message("cli.lesson_step", QT_TRANSLATE_NOOP(
    "cli", "The lesson of {game} has {steps} steps: --step is a whole number from 1 to {steps} (got “{value}”)."))
STEP_RANGE = message("cli.step_range", QT_TRANSLATE_NOOP(
    "cli", "{file} has {steps} decisions: --step is a whole number from 0 to {steps} (got “{value}”)."))
SHOT_TYPE = message("cli.shot_type", QT_TRANSLATE_NOOP(
    "cli", "The screenshot must be a .png, .jpg or .bmp file (got “{file}”)."))
SHOT_FOLDER = message("cli.shot_folder", QT_TRANSLATE_NOOP(
    "cli", "The screenshot cannot be written: there is no folder “{folder}”."))
SHOT_FAILED = message("cli.shot_failed", QT_TRANSLATE_NOOP("cli", "The screenshot could not be written to “{file}”."))
TOGETHER = message("cli.together", QT_TRANSLATE_NOOP("cli", "{first} and {second} cannot be used together."))


# --help, in the player's language (--lang, else the saved setting, else the system's)
HELP_DESCRIPTION = message("cli.help.description", QT_TRANSLATE_NOOP("cli", "Five tabletop games at one computer."))
HELP_USAGE = message("cli.help.usage", QT_TRANSLATE_NOOP("cli", "usage: "))
HELP_OPTIONS = message("cli.help.options", QT_TRANSLATE_NOOP("cli", "options"))
HELP = {  # argparse dest -> its help text
    "help": message("cli.help.help", QT_TRANSLATE_NOOP("cli", "show this help and exit")),
    "version": message("cli.help.version", QT_TRANSLATE_NOOP("cli", "show the version and exit")),
    "file": message("cli.help.file", QT_TRANSLATE_NOOP("cli", "a saved game to open (as --load FILE does)")),
    "load": message("cli.help.load", QT_TRANSLATE_NOOP("cli", "open a saved game")),
    "demo": message("cli.help.demo", QT_TRANSLATE_NOOP("cli", "play GAME with computer players only")),
    "screen": message("cli.help.screen", QT_TRANSLATE_NOOP(
        "cli", "open a screen: home, history, settings, about, new:GAME, rules:GAME, reference:GAME or learn:GAME (with --step N, at step N)")),
    "moves": message("cli.help.moves", QT_TRANSLATE_NOOP("cli", "demo: decisions to play before the screenshot")),
    "players": message("cli.help.players", QT_TRANSLATE_NOOP("cli", "demo: number of computer players")),
    "screenshot": message("cli.help.screenshot", QT_TRANSLATE_NOOP(
        "cli", "demo or screen: write it to this PNG and exit")),
    "lang": message("cli.help.lang", QT_TRANSLATE_NOOP("cli", "language for this run: ja or en")),
    "seed": message("cli.help.seed", QT_TRANSLATE_NOOP("cli", "demo: the game's seed")),
    "size": message("cli.help.size", QT_TRANSLATE_NOOP("cli", "window size WIDTHxHEIGHT")),
    "quit_after_first_frame": message("cli.help.first_frame", QT_TRANSLATE_NOOP(
        "cli", "print 'first-frame <seconds> <CPU seconds>' when the home screen is drawn, then exit")),
}


def _translated(msgs: list[Msg], argv: list[str]) -> list[str]:
    """Messages in the language the command line asks for (as its error messages: reasons.explain)."""
    from .reasons import explain, language_asked

    prefix = "gameshelf: "
    return [explain(m, language_asked(argv))[len(prefix):] for m in msgs]


class CommandLineError(Exception):
    def __init__(self, reason: Msg):
        super().__init__(reason.english())
        self.reason = reason


class _Parser(argparse.ArgumentParser):
    argv: list[str] = []

    def error(self, text: str) -> None:  # argparse would print English and exit; the caller translates
        raise CommandLineError(NOT_UNDERSTOOD(detail=text))

    def format_help(self) -> str:  # translated when asked for, so that nothing loads Qt otherwise
        dests = [a.dest for a in self._actions if a.dest in HELP]
        texts = _translated([HELP_DESCRIPTION(), HELP_USAGE(), HELP_OPTIONS()] + [HELP[d]() for d in dests], self.argv)
        self.description, usage, self._optionals.title = texts[:3]
        for action in self._actions:
            if action.dest in HELP:
                action.help = texts[3 + dests.index(action.dest)].replace("%", "%%")
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups, prefix=usage)
        formatter.add_text(self.description)
        for group in self._action_groups:
            formatter.start_section(group.title)
            formatter.add_arguments(group._group_actions)
            formatter.end_section()
        return formatter.format_help()


class _Version(argparse.Action):
    """--version: the installed version is read only when asked for (reading it costs every start time)."""

    def __init__(self, option_strings: list[str], dest: str, help: str | None = None) -> None:  # noqa: A002
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        from gameshelf import __version__

        print(f"gameshelf {__version__}")
        parser.exit()


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Parses and checks the command line; raises CommandLineError with a translatable reason."""
    parser = _Parser(prog="gameshelf", description=HELP_DESCRIPTION.text, add_help=False)
    parser.argv = list(argv)
    parser.add_argument("-h", "--help", action="help", help=HELP["help"].text)
    parser.add_argument("--version", action=_Version, help=HELP["version"].text)
    parser.add_argument("file", nargs="?", metavar="FILE", help="a saved game to open (as --load FILE does)")
    parser.add_argument("--load", metavar="FILE", help="open a saved game")
    parser.add_argument("--demo", metavar="GAME", help="play GAME with computer players only")
    parser.add_argument("--screen", metavar="SCREEN",
                        help="open a screen: home, settings, about, new:GAME, rules:GAME, reference:GAME or learn:GAME")
    parser.add_argument("--moves", default="40", help="demo: decisions to play before the screenshot")
    parser.add_argument("--players", default=None, help="demo: number of computer players")
    parser.add_argument("--step", metavar="N", default=None,
                        help="with --load: watch the save's replay after decision N (0: the set-up)")
    parser.add_argument("--screenshot", metavar="FILE",
                        help="demo, screen or --load with --step: write it to this PNG and exit")
    parser.add_argument("--lang", help="language for this run: ja or en")
    parser.add_argument("--seed", default="1", help="demo: the game's seed")
    parser.add_argument("--size", default="1280x720", help="window size WIDTHxHEIGHT")
    parser.add_argument("--quit-after-first-frame", action="store_true",
                        help="print 'first-frame <seconds> <CPU seconds>' when the home screen is drawn, then exit")
    args, _qt_args = parser.parse_known_args(argv)  # Qt keeps its own options (-platform, ...)
    check(args)
    return args


def _number(option: str, value: Any, low: int, high: int) -> int:
    text = str(value).strip()
    if not re.fullmatch(r"[+-]?\d{1,20}", text) or not low <= int(text) <= high:
        raise CommandLineError(NOT_NUMBER(option=option, value=str(value)[:40], low=low, high=high))
    return int(text)


def screens() -> list[str]:
    """Every screen `--screen` opens."""
    from .reference import WITH_CARD
    from .tutorial.script import SCRIPTED

    only = {"learn": SCRIPTED, "reference": WITH_CARD}  # the games that have one
    return ["home", "history", "settings", "about"] + [f"{kind}:{game}" for game in playable()
                                                       for kind in SCREEN_KINDS
                                                       if kind not in only or game in only[kind]]


def _game(game_id: str) -> Any:
    games = playable()
    if game_id in games:
        return games[game_id]
    listing = ", ".join(games)
    if any(spec.id == game_id for spec in catalogue()):
        raise CommandLineError(COMING(game=game_id, games=listing))
    raise CommandLineError(UNKNOWN_GAME(game=game_id[:40], games=listing))


def _replay(file: str) -> Any:
    """The session of the save `file` (read strictly and replayed), or a CommandLineError saying why not."""
    from gameshelf.core.engine import LoadError

    from .models.storage import OPEN_FAILED, read_session

    try:
        return read_session(Path(file))
    except LoadError as exc:
        raise CommandLineError(OPEN_FAILED(file=file, reason=exc.reason)) from None


def check(args: argparse.Namespace) -> None:
    """Checks every value and converts the numbers in place."""
    if args.file is not None:  # `gameshelf FILE` (the desktop entry's %f) is --load FILE
        if args.load:
            raise CommandLineError(TOGETHER(first="FILE", second="--load"))
        args.load = args.file
    for first, second in (("--demo", "--screen"), ("--demo", "--load"), ("--screen", "--load")):
        if getattr(args, first[2:]) and getattr(args, second[2:]):
            raise CommandLineError(TOGETHER(first=first, second=second))
    if args.lang is not None and args.lang not in LANGUAGES:
        raise CommandLineError(BAD_LANGUAGE(value=args.lang[:40]))
    args.moves = _number("--moves", args.moves, 0, 100_000)
    args.seed = _number("--seed", args.seed, 0, SEED_LIMIT - 1)
    size = SIZE.fullmatch(args.size.strip().lower())
    if size is None or not all(SIZE_RANGE[0] <= int(v) <= SIZE_RANGE[1] for v in size.groups()):
        raise CommandLineError(BAD_SIZE(value=args.size[:40], low=SIZE_RANGE[0], high=SIZE_RANGE[1]))
    args.size = tuple(int(v) for v in size.groups())
    if args.demo is not None:
        spec = _game(args.demo).spec
        if args.players is None:
            args.players = min(max(4, spec.min_players), spec.max_players)
        players = _number("--players", args.players, 0, 99)
        if not spec.min_players <= players <= spec.max_players:
            raise CommandLineError(PLAYERS(game=args.demo, low=spec.min_players, high=spec.max_players,
                                           value=players))
        args.players = players
    if args.screen is not None:
        kind, _, game_id = args.screen.partition(":")
        if kind in SCREEN_KINDS and game_id:
            _game(game_id)
            if kind in ("learn", "reference") and args.screen not in screens():
                raise CommandLineError(NO_LESSON(game=game_id, games=", ".join(
                    s.partition(":")[2] for s in screens() if s.startswith(kind + ":"))))
        elif args.screen not in screens():
            raise CommandLineError(UNKNOWN_SCREEN(screen=args.screen[:40], screens=", ".join(
                ["home", "history", "settings", "about"] + [f"{k}:GAME" for k in SCREEN_KINDS])))
    args.replay = None  # --load with --step: the save's session, read and replayed here
    if args.step is not None and args.screen and args.screen.startswith("learn:"):
        from .tutorial.script import script_for

        game_id = args.screen.partition(":")[2]
        steps = len(script_for(game_id).steps)
        text = str(args.step).strip()
        if not re.fullmatch(r"[+-]?\d{1,20}", text) or not 1 <= int(text) <= steps:
            raise CommandLineError(LESSON_STEP(game=game_id, steps=steps, value=str(args.step)[:40]))
        args.step = int(text)
    elif args.step is not None:
        if not args.load:
            raise CommandLineError(STEP_NEEDS())
        args.replay = _replay(args.load)
        steps = len(args.replay.steps)
        text = str(args.step).strip()
        if not re.fullmatch(r"[+-]?\d{1,20}", text) or not 0 <= int(text) <= steps:
            raise CommandLineError(STEP_RANGE(file=Path(args.load).name, steps=steps, value=str(args.step)[:40]))
        args.step = int(text)
    if args.screenshot is not None:
        if not (args.demo or args.screen or args.replay is not None):
            raise CommandLineError(SHOT_NEEDS())
        shot = Path(args.screenshot)
        if shot.suffix.lower() not in IMAGE_TYPES:
            raise CommandLineError(SHOT_TYPE(file=args.screenshot))
        folder = shot.parent if str(shot.parent) else Path(".")
        if not folder.is_dir():
            raise CommandLineError(SHOT_FOLDER(folder=str(folder)))
