"""Save files on disk: atomic writes, the autosave location, reading a save."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from gameshelf.core.engine import LoadError, QT_TRANSLATE_NOOP, Session, message, parse
from gameshelf.core.engine.record import MALFORMED
from gameshelf.core.games import playable

AUTOSAVE_NAME = "autosave.gameshelf.json"
UNREADABLE = message("save.unreadable", QT_TRANSLATE_NOOP("save", "The file cannot be read: {detail}"))


def default_data_dir() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.AppDataLocation))


def write_atomic(path: Path, text: str) -> None:
    """Writes a temp file beside `path`, then replaces it: a crash never leaves half a save."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_session(path: Path) -> Session:
    """Reads and replays a save; every failure is a LoadError with a translatable reason."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        text = "\0"  # not text at all: let parse() report it as not a save
    except OSError as exc:
        raise LoadError(UNREADABLE(detail=exc.strerror or type(exc).__name__)) from None
    record, game = parse(text, playable())
    try:
        return Session(game, record)
    except LoadError:
        raise
    except Exception as exc:  # a value the rules never expected: still a damaged save, not a crash
        raise LoadError(MALFORMED(detail=type(exc).__name__)) from None
