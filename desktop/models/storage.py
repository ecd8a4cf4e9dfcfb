"""Save files on disk: atomic writes, reading a save, the old autosave's name (imported into the game library).

Reading never writes: it looks at the file (size, kind) before opening it,
reads at most `MAX_BYTES`, and reports operating-system failures as translated
reasons chosen by errno (the OS's own text would stay in English).
"""
from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

from PySide6.QtCore import QStandardPaths, QUrl

from gameshelf.core.engine import LoadError, QT_TRANSLATE_NOOP, Msg, Session, message, parse
from gameshelf.core.engine.record import MAX_BYTES, NOT_JSON, TOO_LARGE
from gameshelf.core.games import playable

AUTOSAVE_NAME = "autosave.gameshelf.json"
OPEN_FAILED = message("save.open_failed", QT_TRANSLATE_NOOP("save", "Could not open {file}: {reason}"))
UNREADABLE = message("save.unreadable", QT_TRANSLATE_NOOP("save", "The file cannot be read: {detail}"))
UNPLAYABLE = message("save.unplayable", QT_TRANSLATE_NOOP("save", "The save cannot be replayed: the rules could not apply one of its moves."))

# Why the operating system refused, by errno; anything else shows its errno name (EIO, ELOOP...).
NO_FILE = message("os.no_file", QT_TRANSLATE_NOOP("os", "the file or folder does not exist."))
DENIED = message("os.denied", QT_TRANSLATE_NOOP("os", "permission is denied."))
FOLDER = message("os.folder", QT_TRANSLATE_NOOP("os", "it is a folder, not a file."))
NOT_FILE = message("os.not_file", QT_TRANSLATE_NOOP("os", "it is not an ordinary file."))
DISK_FULL = message("os.disk_full", QT_TRANSLATE_NOOP("os", "the disk is full."))
READ_ONLY = message("os.read_only", QT_TRANSLATE_NOOP("os", "the disk is read-only."))
OS_ERROR = message("os.error", QT_TRANSLATE_NOOP("os", "the operating system reported an error ({code})."))
_BY_ERRNO = {errno.ENOENT: NO_FILE, errno.ENOTDIR: NO_FILE, errno.EACCES: DENIED, errno.EPERM: DENIED,
             errno.EISDIR: FOLDER, errno.ENOSPC: DISK_FULL, errno.EDQUOT: DISK_FULL, errno.EROFS: READ_ONLY}


def os_reason(exc: OSError) -> Msg:
    """A translatable reason for an operating-system failure."""
    known = _BY_ERRNO.get(exc.errno)
    if known is not None:
        return known()
    return OS_ERROR(code=errno.errorcode.get(exc.errno, str(exc.errno)))


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


def read_text(path: Path) -> str:
    """A save's text: a regular file of at most MAX_BYTES, read without waiting on pipes or devices."""
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise LoadError(UNREADABLE(detail=FOLDER()))
        if not stat.S_ISREG(info.st_mode):  # a pipe or a device would block or never end
            raise LoadError(UNREADABLE(detail=NOT_FILE()))
        if info.st_size > MAX_BYTES:
            raise LoadError(TOO_LARGE(limit=MAX_BYTES // 2**20))
        with path.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)  # the file may have grown since stat()
    except OSError as exc:
        raise LoadError(UNREADABLE(detail=os_reason(exc))) from None
    if len(data) > MAX_BYTES:
        raise LoadError(TOO_LARGE(limit=MAX_BYTES // 2**20))
    try:
        return data.decode("utf-8-sig")  # an editor may have added a byte-order mark
    except UnicodeDecodeError:
        raise LoadError(NOT_JSON()) from None


def read_session(path: Path) -> Session:
    """Reads and replays a save; every failure is a LoadError with a translatable reason."""
    record, game = parse(read_text(path), playable())
    try:
        return Session(game, record)
    except LoadError:
        raise
    except Exception:  # noqa: BLE001 - a rules bug on a move the format allows: still no crash for the player
        raise LoadError(UNPLAYABLE()) from None


def local_path(url_or_path: str) -> Path:
    """A file dialog's URL or a plain path, as a path."""
    url = QUrl(url_or_path)
    return Path(url.toLocalFile() if url.isLocalFile() else url_or_path)
