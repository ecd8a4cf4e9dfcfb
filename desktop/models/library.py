"""The game library: every game played, in progress or finished, in one SQLite file.

Pure Python (`sqlite3`, no Qt), so the kill test and the benchmark drive the very code the app writes with.
One writer: the connection takes SQLite's exclusive lock for as long as the app runs (a second Gameshelf
window is told the library is in use and plays without keeping games). WAL journal, foreign keys on, a
schema version (`PRAGMA user_version`) with migrations. Each decision rewrites its game's rows in one
transaction: the record (the save format's JSON, compact and zlib-compressed), the decision count, the
chapter reached and, once the game is over, the result on its seats. A game is only ever read back through
the save format's strict `parse`, like a file from anywhere; SQL is always parameterised.

Faults never raise out of `Library.open`: it returns no library and the reason (a `Msg`), and it never
deletes anything (a damaged file is moved aside, and the reason says where).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import time
import zlib
from pathlib import Path
from typing import Any, Iterable

from gameshelf.core.engine import GameRecord, LoadError, Msg, Outcome, QT_TRANSLATE_NOOP, message, parse
from gameshelf.core.engine.record import FORMAT, MAX_BYTES, VERSION, step_data

LIBRARY_NAME = "library.sqlite3"
BUSY_MS = 200  # how long to wait for a lock before calling the library in use

DAMAGED = message("library.damaged", QT_TRANSLATE_NOOP(
    "library", "The game library was damaged and could not be read. It was kept, moved aside to {file}, and a new "
               "library was started."))
IN_USE = message("library.in_use", QT_TRANSLATE_NOOP(
    "library", "The game library is in use by another Gameshelf window: games played here are not kept. Close the "
               "other window and start Gameshelf again to keep them."))
READ_ONLY = message("library.read_only", QT_TRANSLATE_NOOP(
    "library", "The game library cannot be written ({file} is read-only): games are not kept."))
NEWER = message("library.newer", QT_TRANSLATE_NOOP(
    "library", "The game library was written by a newer Gameshelf (library version {version}; this version reads "
               "up to {supported}). It was left as it is: games are not kept."))
FULL = message("library.full", QT_TRANSLATE_NOOP(
    "library", "The disk is full: the game could not be kept in the library. Games are not kept until there is "
               "room again."))
FAILED = message("library.failed", QT_TRANSLATE_NOOP(
    "library", "The game library could not be used ({code}): games are not kept."))
DAMAGED_LATER = message("library.damaged_later", QT_TRANSLATE_NOOP(
    "library", "The game library is damaged: games are not kept. Gameshelf moves it aside, keeping it, at its next "
               "start."))

# SQLite's primary result codes (sqlite3.h) that have their own message.
_BUSY, _LOCKED, _READONLY, _CORRUPT, _FULL, _CANTOPEN, _NOTADB, _PERM, _AUTH = 5, 6, 8, 11, 13, 14, 26, 3, 23

# Each migration takes the schema from version i to i + 1; `user_version` says how many have run.
MIGRATIONS = (
    """
    CREATE TABLE games(
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('playing', 'finished')),
        steps INTEGER NOT NULL,        -- decisions in the record
        started REAL NOT NULL,         -- Unix time
        last_played REAL NOT NULL,
        progress TEXT NOT NULL DEFAULT '',  -- the chapter reached (a stage, a lap, a round) as messages, JSON
        assisted INTEGER NOT NULL,
        practice INTEGER NOT NULL,
        top_level INTEGER NOT NULL,    -- the strongest computer at the table: 0 none, 1 easy, 2 normal, 3 hard
        score_order INTEGER            -- once finished: 1 if the higher score ranks first, -1 if the lower
    );
    CREATE INDEX games_by_status ON games(status, last_played);
    CREATE INDEX games_by_length ON games(status, game, steps);
    CREATE TABLE records(              -- apart from `games`, whose rows the lists and statistics scan
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        record BLOB NOT NULL,          -- the save's JSON, compact, zlib-compressed
        digest TEXT NOT NULL           -- of that JSON: the same game imported twice is one game
    );
    CREATE INDEX records_by_digest ON records(digest);
    CREATE TABLE seats(
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        colour TEXT NOT NULL,
        controller TEXT NOT NULL,      -- 'human' or 'ai:<level>'
        rank INTEGER,                  -- once finished: 1 = first
        score REAL,                    -- once finished, when the game gives a number
        winner INTEGER,                -- once finished: 1 or 0
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX seats_by_name ON seats(name, controller, game_id);
    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


class LibraryFault(Exception):
    """A write the library could not make; `reason` says why, for the player."""

    def __init__(self, reason: Msg):
        super().__init__(reason.english())
        self.reason = reason


def reason_for(exc: sqlite3.Error, path: Path) -> Msg:
    """The player's reason for an SQLite failure."""
    code = getattr(exc, "sqlite_errorcode", -1) & 0xFF
    if code in (_BUSY, _LOCKED):
        return IN_USE()
    if code in (_READONLY, _PERM, _AUTH, _CANTOPEN):
        return READ_ONLY(file=str(path))
    if code == _FULL:
        return FULL()
    if code in (_CORRUPT, _NOTADB):
        return DAMAGED_LATER()
    return FAILED(code=getattr(exc, "sqlite_errorname", type(exc).__name__))


def _damaged(exc: sqlite3.Error) -> bool:
    return getattr(exc, "sqlite_errorcode", -1) & 0xFF in (_CORRUPT, _NOTADB)


def move_aside(path: Path) -> Path:
    """Renames a damaged library (and its WAL) beside itself; nothing is deleted."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(target.with_name(target.name + suffix))
    path.rename(target)
    return target


# --- chapters as stored text ---------------------------------------------------------------------------------------
_KEY = re.compile(r"[A-Za-z0-9_.]{1,64}")
_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def progress_json(name: Msg | tuple[Msg, ...] | None) -> str:
    """A presenter's chapter name (one message or several) as text for the `progress` column."""
    if name is None:
        return ""
    names = [name] if isinstance(name, Msg) else list(name)
    return json.dumps([_msg_data(m) for m in names], ensure_ascii=False, separators=(",", ":"))


def _msg_data(msg: Msg) -> list:
    return [msg.key, msg.context, msg.text, [[k, _msg_data(v) if isinstance(v, Msg) else v] for k, v in msg.params]]


def progress_msgs(text: str) -> tuple[Msg, ...]:
    """The chapter messages stored by `progress_json`, checked like anything read from the library: only
    plain `{name}` fields, each given, short texts and numbers; anything else reads as no chapter."""
    try:
        data = json.loads(text) if text else []
        if not isinstance(data, list) or len(data) > 4:
            return ()
        return tuple(_msg_from(item, 0) for item in data)
    except (ValueError, TypeError, RecursionError):
        return ()


def _msg_from(item: Any, depth: int) -> Msg:
    if depth > 2 or not (isinstance(item, list) and len(item) == 4):
        raise ValueError("not a message")
    key, context, text, params = item
    if not (isinstance(key, str) and _KEY.fullmatch(key) and isinstance(context, str) and _KEY.fullmatch(context)):
        raise ValueError("bad key")
    if not (isinstance(text, str) and len(text) <= 200 and isinstance(params, list) and len(params) <= 8):
        raise ValueError("bad text")
    values = {}
    for pair in params:
        if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str)):
            raise ValueError("bad parameter")
        name, value = pair
        if isinstance(value, list):
            value = _msg_from(value, depth + 1)
        elif not (type(value) is int or (isinstance(value, str) and len(value) <= 64)):
            raise ValueError("bad value")
        values[name] = value
    # the template's fields must be plain names, every one given: formatting can neither fail nor reach further
    stripped = text.replace("{{", "").replace("}}", "")
    fields = _FIELD.findall(stripped)
    if _FIELD.sub("", stripped).count("{") or _FIELD.sub("", stripped).count("}") or not set(fields) <= set(values):
        raise ValueError("bad template")
    return Msg(key, context, text, tuple(values.items()))


# --- records as stored ---------------------------------------------------------------------------------------------
LEVEL_RANK = {"ai:easy": 1, "ai:normal": 2, "ai:hard": 3}  # `top_level`'s numbers


def _score(value: Any) -> float | None:
    return float(value) if type(value) in (int, float) else None


def _score_order(outcome: Outcome) -> int | None:
    """Whether this game's scores count up (points: 1) or down (times: -1), from its own first and last place."""
    scores = dict(outcome.scores)
    first, last = (_score(scores.get(outcome.ranking[i])) for i in (0, -1)) if outcome.ranking else (None, None)
    if first is None or last is None or first == last:
        return None
    return 1 if first > last else -1


class _Steps:
    """One game's steps, each serialized once: a decision costs one step's JSON, not the whole record's."""

    def __init__(self) -> None:
        self.steps: list[Any] = []
        self.texts: list[str] = []

    def text(self, steps: tuple) -> str:
        kept = 0
        for mine, theirs in zip(self.steps, steps):  # identity: a session's steps are the same objects throughout
            if mine is not theirs:
                break
            kept += 1
        del self.steps[kept:], self.texts[kept:]  # an undo, or another record: serialized again from there
        for step in steps[kept:]:
            self.steps.append(step)
            self.texts.append(json.dumps(step_data(step), ensure_ascii=False, separators=(",", ":")))
        return ",".join(self.texts)


def record_json(record: GameRecord, steps_text: str | None = None) -> str:
    """The record in the save format, compact (the library's form; `dumps` writes the same data indented)."""
    head = {"format": FORMAT, "version": VERSION, "game": record.game, "options": record.options,
            "seats": [{"name": s.name, "colour": s.colour, "controller": s.controller} for s in record.seats],
            "seed": record.seed}
    if steps_text is None:
        steps_text = ",".join(json.dumps(step_data(s), ensure_ascii=False, separators=(",", ":"))
                              for s in record.steps)
    tail = {"assisted": record.assisted, "practice": record.practice}
    body = json.dumps(head, ensure_ascii=False, separators=(",", ":"))[:-1]
    return f'{body},"steps":[{steps_text}],{json.dumps(tail, separators=(",", ":"))[1:]}'


class Library:
    """The open library: one connection, the only writer. Use `Library.open`."""

    def __init__(self, db: sqlite3.Connection, path: Path):
        self._db = db
        self.path = path
        self._steps: dict[int, _Steps] = {}

    # --- opening -----------------------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path, connect=sqlite3.connect) -> tuple["Library | None", Msg | None]:
        """The library at `path` (created if missing) and what the player must be told (None: all well).
        Never raises: a fault gives no library and its reason; a damaged file is moved aside and a new one made."""
        try:
            return cls._open(path, connect), None
        except sqlite3.Error as exc:
            if not _damaged(exc):
                return None, reason_for(exc, path)
        except _Newer as newer:
            return None, NEWER(version=newer.version, supported=SCHEMA_VERSION)
        except _ReadOnly:
            return None, READ_ONLY(file=str(path))
        except OSError as exc:
            return None, FAILED(code=type(exc).__name__)
        try:
            kept = move_aside(path)
        except OSError:
            return None, DAMAGED_LATER()
        try:
            return cls._open(path, connect), DAMAGED(file=str(kept))
        except (sqlite3.Error, _Newer, OSError) as exc:
            reason = reason_for(exc, path) if isinstance(exc, sqlite3.Error) else FAILED(code=type(exc).__name__)
            return None, reason

    @classmethod
    def _open(cls, path: Path, connect) -> "Library":
        path.parent.mkdir(parents=True, exist_ok=True)
        # SQLite would open a read-only file read-only and fail later, on the first write, or on its WAL
        if not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
            raise _ReadOnly()
        db = connect(str(path), timeout=BUSY_MS / 1000, isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA locking_mode=EXCLUSIVE")  # one writer: held until the app closes (and no -shm file)
            db.execute("PRAGMA foreign_keys=ON")
            version = db.execute("PRAGMA user_version").fetchone()[0]  # reads the header: a damaged file fails here
            if version > SCHEMA_VERSION:
                raise _Newer(version)
            if db.execute("PRAGMA journal_mode=WAL").fetchone()[0].lower() != "wal":
                raise sqlite3.OperationalError("no WAL")
            db.execute("PRAGMA synchronous=NORMAL")  # WAL: a killed process loses nothing committed
            db.execute("BEGIN IMMEDIATE")  # takes the write lock now: a second window learns it at once
            try:
                db.execute("SELECT count(*) FROM sqlite_master").fetchone()
                for number in range(version, SCHEMA_VERSION):
                    for statement in MIGRATIONS[number].split(";"):
                        if statement.strip():
                            db.execute(statement)
                db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")  # an int constant: PRAGMA takes no parameters
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        except BaseException:
            db.close()
            raise
        return cls(db, path)

    def close(self) -> None:
        self._db.close()

    # --- writing -----------------------------------------------------------------------------------------------
    def _write(self, work) -> Any:
        """Runs `work(db)` in one transaction; an SQLite failure becomes a LibraryFault with the player's reason."""
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                result = work(self._db)
                self._db.execute("COMMIT")
                return result
            except BaseException:
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise LibraryFault(reason_for(exc, self.path)) from None

    def add(self, record: GameRecord, progress: str = "", now: float | None = None) -> int:
        """A new game in progress; returns its id."""
        now = time.time() if now is None else now
        text = record_json(record, self._steps_for(None, record))

        def work(db: sqlite3.Connection) -> int:
            cur = db.execute(
                "INSERT INTO games(game, status, steps, started, last_played, progress, assisted, practice,"
                " top_level) VALUES (?, 'playing', ?, ?, ?, ?, ?, ?, ?)",
                (record.game, len(record.steps), now, now, progress, int(record.assisted), int(record.practice),
                 max((LEVEL_RANK.get(s.controller, 0) for s in record.seats), default=0)))
            game_id = cur.lastrowid
            db.execute("INSERT INTO records(game_id, record, digest) VALUES (?, ?, ?)",
                       (game_id, _pack(text), _digest(text)))
            db.executemany("INSERT INTO seats(game_id, seat, name, colour, controller) VALUES (?, ?, ?, ?, ?)",
                           [(game_id, i, s.name, s.colour, s.controller) for i, s in enumerate(record.seats)])
            return game_id

        game_id = self._write(work)
        self._steps[game_id] = self._steps.pop(None)
        return game_id

    def save(self, game_id: int, record: GameRecord, progress: str = "", outcome: Outcome | None = None,
             now: float | None = None) -> None:
        """One decision (or an undo, a hint) of game `game_id`: its row rewritten in one transaction; with
        `outcome`, the game is finished and its seats get their result."""
        now = time.time() if now is None else now
        text = record_json(record, self._steps_for(game_id, record))

        def work(db: sqlite3.Connection) -> None:
            db.execute("UPDATE games SET steps = ?, last_played = ?, progress = ?, assisted = ?, practice = ?,"
                       " status = ? WHERE id = ?",
                       (len(record.steps), now, progress, int(record.assisted), int(record.practice),
                        "playing" if outcome is None else "finished", game_id))
            db.execute("UPDATE records SET record = ?, digest = ? WHERE game_id = ?",
                       (_pack(text), _digest(text), game_id))
            if outcome is not None:
                db.execute("UPDATE games SET score_order = ? WHERE id = ?", (_score_order(outcome), game_id))
                rank = {seat: i + 1 for i, seat in enumerate(outcome.ranking)}
                scores = dict(outcome.scores)
                db.executemany("UPDATE seats SET rank = ?, score = ?, winner = ? WHERE game_id = ? AND seat = ?",
                               [(rank.get(i), _score(scores.get(i)), int(i in outcome.winners), game_id, i)
                                for i in range(len(record.seats))])

        self._write(work)

    def _steps_for(self, game_id: int | None, record: GameRecord) -> str:
        cache = self._steps.setdefault(game_id, _Steps())
        return cache.text(record.steps)

    def delete(self, game_id: int) -> None:
        self._write(lambda db: db.execute("DELETE FROM games WHERE id = ?", (game_id,)))
        self._steps.pop(game_id, None)

    def find(self, record: GameRecord) -> int | None:
        """The game already in the library with exactly this record (an imported file seen before), if any."""
        text = record_json(record)
        for (game_id, blob) in self._db.execute("SELECT game_id, record FROM records WHERE digest = ?", (_digest(text),)):
            if _unpack(blob) == text:
                return game_id
        return None

    def meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        self._write(lambda db: db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value)))

    # --- reading -----------------------------------------------------------------------------------------------
    def record_text(self, game_id: int) -> str:
        """The stored record's JSON, unchecked (`load` checks it); LoadError if the game is gone or unreadable."""
        from gameshelf.core.engine.record import FOREIGN, TOO_LARGE

        try:
            row = self._db.execute("SELECT record FROM records WHERE game_id = ?", (game_id,)).fetchone()
        except sqlite3.Error as exc:
            raise LoadError(reason_for(exc, self.path)) from None
        if row is None or not isinstance(row[0], bytes):
            raise LoadError(FOREIGN())
        try:
            return _unpack(row[0])
        except _TooLarge:
            raise LoadError(TOO_LARGE(limit=MAX_BYTES // 2**20)) from None
        except (zlib.error, UnicodeDecodeError):
            raise LoadError(FOREIGN()) from None

    def load(self, game_id: int, games: dict) -> tuple[GameRecord, Any]:
        """A stored game read back strictly, as a save file is (not yet replayed)."""
        record, game = parse(self.record_text(game_id), games)
        self._steps.pop(game_id, None)  # written again from this record on
        return record, game

    def unfinished(self) -> list[dict[str, Any]]:
        """Every game in progress, the last played first: id, game, seats, last played, decisions, chapter."""
        return self._summaries("WHERE g.status = 'playing' ORDER BY g.last_played DESC", ())

    def finished(self, game: str = "", player: str = "", limit: int = 200) -> list[dict[str, Any]]:
        """Finished games, the latest first, of one game and/or with a person of that exact name."""
        where, args = ["g.status = 'finished'"], []
        if game:
            where.append("g.game = ?")
            args.append(game)
        if player:
            where.append("EXISTS (SELECT 1 FROM seats WHERE name = ? AND controller = 'human' AND game_id = g.id)")
            args.append(player)
        return self._summaries(f"WHERE {' AND '.join(where)} ORDER BY g.last_played DESC LIMIT ?", (*args, limit))

    def _summaries(self, tail: str, args: Iterable[Any]) -> list[dict[str, Any]]:
        rows = self._db.execute(
            "SELECT g.id, g.game, g.started, g.last_played, g.steps, g.progress, g.assisted, g.practice,"
            " json_group_array(json_array(s.name, s.colour, s.controller, s.rank, s.score, s.winner))"
            " FROM (SELECT g.id, g.game, g.started, g.last_played, g.steps, g.progress, g.assisted, g.practice"
            " FROM games g " + tail + ") g JOIN seats s ON s.game_id = g.id"
            " GROUP BY g.id ORDER BY g.last_played DESC", tuple(args)).fetchall()
        out = []
        for gid, game, started, last, steps, progress, assisted, practice, seats in rows:
            seat_rows = [dict(zip(("name", "colour", "controller", "rank", "score", "winner"), s))
                         for s in json.loads(seats)]
            out.append({"id": gid, "game": game, "started": started, "last_played": last, "steps": steps,
                        "progress": progress, "assisted": bool(assisted), "practice": bool(practice),
                        "seats": seat_rows})
        return out

    def counts(self) -> dict[str, int]:
        return dict(self._db.execute("SELECT status, count(*) FROM games GROUP BY status").fetchall())

    def players(self) -> list[str]:
        """Human players' names, the most games first."""
        return [r[0] for r in self._db.execute(
            "SELECT s.name FROM seats s JOIN games g ON g.id = s.game_id WHERE g.status = 'finished'"
            " AND s.controller = 'human' GROUP BY s.name ORDER BY count(*) DESC, s.name LIMIT 200")]

    def player_stats(self, name: str) -> list[dict[str, Any]]:
        """Per game and opposition (the strongest computer at the table, '' for people only), the finished games
        this person played, won, and their best score (by the way that game's scores count; None if none)."""
        rows = self._db.execute(
            """
            SELECT g.game, g.top_level, count(*), sum(s.winner), max(s.score), min(s.score), sum(g.score_order)
            FROM seats s JOIN games g ON g.id = s.game_id
            WHERE s.name = ? AND s.controller = 'human' AND g.status = 'finished'
            GROUP BY g.game, g.top_level ORDER BY g.game, g.top_level
            """, (name,)).fetchall()
        levels = {0: "", 1: "easy", 2: "normal", 3: "hard"}
        return [{"game": game, "level": levels.get(level, ""), "games": n, "wins": wins or 0,
                 "best": high if (order or 0) >= 0 else low} for game, level, n, wins, high, low, order in rows]

    def game_lengths(self) -> list[dict[str, Any]]:
        """Per game: finished games, and the median and range of their decisions."""
        out = []
        for game, n, low, high in self._db.execute(
                "SELECT game, count(*), min(steps), max(steps) FROM games WHERE status = 'finished'"
                " GROUP BY game ORDER BY game").fetchall():
            median = self._db.execute(
                "SELECT steps FROM games WHERE status = 'finished' AND game = ? ORDER BY steps LIMIT 1 OFFSET ?",
                (game, (n - 1) // 2)).fetchone()[0]
            out.append({"game": game, "games": n, "median": median, "low": low, "high": high})
        return out

    def integrity(self) -> str:
        return self._db.execute("PRAGMA integrity_check").fetchone()[0]


class _Newer(Exception):
    def __init__(self, version: int):
        super().__init__(version)
        self.version = version


class _ReadOnly(Exception):
    pass


class _TooLarge(Exception):
    pass


def _pack(text: str) -> bytes:
    return zlib.compress(text.encode("utf-8"), 6)


def _unpack(blob: bytes) -> str:
    inflater = zlib.decompressobj()
    data = inflater.decompress(blob, MAX_BYTES + 1)  # a bomb stops at the save's own size limit
    if len(data) > MAX_BYTES or inflater.unconsumed_tail:
        raise _TooLarge()
    return data.decode("utf-8")


def _digest(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).hexdigest()
