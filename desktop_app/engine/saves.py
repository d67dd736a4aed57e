"""The save store: one JSON file per match in the user data directory, written atomically.

A save holds everything needed to resume exactly: game id, options, seed, seats, the full action
log and a snapshot of the state. Loading replays the log and checks it reproduces the snapshot, so
a tampered or inconsistent file is refused rather than silently resumed.

Each file is read on its own through one path (engine/safe_json.py: regular files only, size and
nesting bounded) and its header checked field by field (engine/save_fields.py) into a `SaveInfo`
whose values our code formats. Any failure with one file, of any kind, becomes a `SaveError` naming
it; every other save still lists, loads and resumes.

One game, one identity (its match id) from its first move to its end: its autosave
`auto-<game>-<match id>.json` is the game. A named save `save-<slug>-<hash of the exact name>.json`
is a bookmark of it: the game at that moment, with the same match id, the bookmark's name, and the
game's own name untouched. Resuming a bookmark continues that game, unless the game went on after
it; then the player chooses the game as it is now, or a copy from the bookmark (a new id naming its
original in `copy_of`). engine/saved_games.py groups the files into games for the shelf. Every
write path is checked to stay in the saves folder. Locks for open matches live in `<saves>/locks/`.
"""
from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from . import safe_json, save_fields
from .game import ActionRecord, Seat, fill_template
from .i18n import QT_TRANSLATE_NOOP
from .save_fields import FieldError

if TYPE_CHECKING:  # loading a save imports it; listing saves at start-up does not
    from .locks import MatchLock
    from .match import Match

FORMAT = "tarsas-save"
VERSION = 1
AUTO_PREFIX = "auto-"
NAMED_PREFIX = "save-"
TEMP_SUFFIX = ".tmp"
STRAY_TEMP_AGE = 60.0  # seconds: older temp files are left over from a killed write
MAX_SEATS = 8
MAX_LOG = 100_000
MAX_UNDOS = 10**9  # take-backs in one match (each is a click)


class SaveError(Exception):
    """A save that cannot be loaded; the message names the file and says why."""

    def __init__(self, path: Path, reason: str, **params):
        """`reason` is an English template marked with QT_TRANSLATE_NOOP("engine", ...), filled with
        `params` (our own short, printable values); the UI shows it translated
        (desktop_app.ui.i18n.save_error_text)."""
        self.template = reason
        self.params = params
        reason = reason.format(**params) if params else reason
        self.path = Path(path)
        super().__init__(f"{self.display_name}: {reason}")
        self.reason = reason

    @property
    def display_name(self) -> str:
        return display_file_name(self.path)


class SaveExists(Exception):
    """Save as: a save of this name exists; ask before calling save_as(..., replace=True)."""

    def __init__(self, path: Path, name: str):
        super().__init__(f"{path.name} exists")
        self.path = path
        self.name = name


class UnsafePath(OSError):
    """A write the store refuses: it would land outside the saves folder."""


def display_file_name(path: Path) -> str:
    """A file name as printable text, whatever bytes the file system holds."""
    return save_fields.plain_text(os.fsdecode(Path(path).name), limit=200)


@dataclass
class SaveInfo:
    """A save's checked header: what the shelf shows. Every value has its proper type."""
    path: Path
    game: str
    title: str
    seats: list[Seat]
    updated: float
    name: str
    finished: bool
    thumbnail: bytes  # a PNG that decodes, or b""
    progress_parts: tuple | None = None  # (known template, checked params), shown translated
    match_id: str = ""
    copy_of: str = ""      # a copy from a bookmark: the match id of the game it was copied from
    match_name: str = ""   # a bookmark: the name of its game (its own name is `name`)
    version: int = VERSION
    created: float = 0.0
    data: dict = field(default_factory=dict, repr=False)  # the parsed file, for load()

    @property
    def is_autosave(self) -> bool:
        return self.path.name == f"{AUTO_PREFIX}{self.game}-{self.match_id}.json"

    @property
    def is_bookmark(self) -> bool:
        """A named save ("Save as…"): a bookmark of the game `match_id` (also one written before
        bookmarks had their own field: it always kept its game's id)."""
        return self.path.name.startswith(NAMED_PREFIX)

    @property
    def autosave_name(self) -> str:
        """The file name of the game's autosave (the game itself)."""
        return f"{AUTO_PREFIX}{self.game}-{self.match_id}.json"

    @property
    def log(self) -> list:
        """The saved moves as the file holds them (plain JSON lists): for comparing positions."""
        log = self.data.get("log")
        return log if isinstance(log, list) else []


def default_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(os.environ.get("TARSAS_DATA_DIR") or user_data_dir("Tarsas", appauthor=False)) / "saves"


def atomic_write_text(path: Path, text: str) -> None:
    """Write to a temporary file in the same folder, fsync, then rename over the target: the old
    file stays whole until the new one is complete, and a failure leaves no temporary file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable where the OS allows it
        dir_fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def match_to_json(match: Match, thumbnail: str = "", bookmark: str | None = None) -> dict:
    """The save file of `match`; with `bookmark`, a bookmark of it under that name (the game's own
    name kept beside it, so resuming the bookmark continues the game as it was called)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "game": match.spec.id,
        "match_id": match.match_id,
        "name": match.name,
        "options": match.options,
        "seed": match.seed,
        "seats": [s.to_json() for s in match.seats],
        "log": [r.to_json() for r in match.log],
        "undos": match.undos,
        "state": match.state.to_json(),
        **_progress(match.state),
        "finished": match.state.is_over,
        "created": match.created,
        "updated": time.time(),
        "thumbnail": thumbnail,
    }
    if match.copy_of:
        data["copy_of"] = match.copy_of
    if match.talk:
        data["talk"] = match.talk  # an online game's table talk (net/table_talk.py)
    if bookmark is not None:
        data.update(name=bookmark, bookmark=True, match_name=match.name)
    return data


def _progress(state) -> dict:
    """The save's progress line and its parts, from one call (counting a table's scores is most
    of a save's time in some games, and a table server saves after every action)."""
    method = getattr(state, "progress_parts", None)
    if method is None:
        return {"progress": state.progress(), "progress_parts": None}
    template, params = method()
    return {"progress": fill_template(template, params), "progress_parts": [template, params]}


def read_header(path: Path) -> SaveInfo:
    """Read and check one file's header; SaveError (naming the file) for anything wrong."""
    path = Path(path)
    try:
        return _header(path, safe_json.read_json(path))
    except SaveError:
        raise
    except (safe_json.JsonFileError, FieldError) as error:
        raise SaveError(path, error.template, **error.params) from error
    except Exception as error:  # anything else: still this file's fault, never the shelf's
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is damaged ({detail})"), detail=type(error).__name__) from error


def _header(path: Path, data) -> SaveInfo:
    from desktop_app.games import CATALOG  # listing needs no game's rules

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is not a Tarsas save"))
    version = data.get("version")
    if not save_fields.is_int(version) or version < 1:
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "has no valid format version ({value})"),
                        value=save_fields.short(version))
    if version > VERSION:
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "was made by a newer Tarsas (format {version}; this one reads up to {supported})"),
                        version=version, supported=VERSION)
    data = migrate(data)
    game = data.get("game")
    info = CATALOG.get(game) if isinstance(game, str) else None
    if info is None:
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is for an unknown game {game}"), game=save_fields.short(game))
    seats = _seats(data.get("seats"), info)
    return SaveInfo(
        path=path, game=info.id, title=info.title, seats=seats,
        updated=save_fields.timestamp(data.get("updated"), "updated"),
        created=save_fields.timestamp(data.get("created"), "created"),
        name=save_fields.text(data.get("name", ""), "name"),
        finished=save_fields.boolean(data.get("finished"), "finished"),
        thumbnail=save_fields.thumbnail(data.get("thumbnail", "")),
        progress_parts=save_fields.progress_parts(info.id, data.get("progress_parts")),
        match_id=save_fields.match_id(data.get("match_id")),
        copy_of=save_fields.match_id(data["copy_of"]) if data.get("copy_of") else "",
        match_name=save_fields.text(data.get("match_name", ""), "match name"),
        version=version, data=data)


def _seats(value, info) -> list[Seat]:
    if not isinstance(value, list) or not info.min_players <= len(value) <= min(info.max_players, MAX_SEATS):
        raise FieldError(QT_TRANSLATE_NOOP("engine", "has an invalid {field} ({value})"), field="seats",
                         value=save_fields.short(value))
    seats = []
    for seat in value:
        if not isinstance(seat, dict):
            raise FieldError(QT_TRANSLATE_NOOP("engine", "has an invalid {field} ({value})"), field="seat",
                             value=save_fields.short(seat))
        colour = seat.get("colour")
        if not isinstance(colour, str) or not save_fields.COLOUR.fullmatch(colour):
            raise FieldError(QT_TRANSLATE_NOOP("engine", "has an invalid {field} ({value})"), field="seat colour",
                             value=save_fields.short(colour))
        agent = seat.get("agent", "human")
        if not isinstance(agent, str) or agent not in save_fields.SEAT_LEVELS:
            raise FieldError(QT_TRANSLATE_NOOP("engine", "has an unknown computer level {level}"),
                             level=save_fields.short(agent))
        seats.append(Seat(save_fields.text(seat.get("name"), "seat name"), colour, agent,
                          save_fields.hold(seat.get("hold"), agent)))
    return seats


def migrate(data: dict) -> dict:
    """Bring an older save up to the current format. Version 1 is the first; nothing to do yet."""
    return data


def _record(value) -> ActionRecord:
    if not (isinstance(value, list) and len(value) == 4 and all(save_fields.is_int(v) for v in (value[0], value[2], value[3]))):
        raise ValueError("malformed log record")
    return ActionRecord.from_json(value)


def _seed(value) -> int:
    if not save_fields.is_int(value) or not 0 <= value < 2**63:
        raise ValueError("invalid seed")
    return value


MAX_TALK, MAX_TALK_CHARS = 2000, 300


def talk_lines(value) -> list[list]:
    """An online game's table talk as a save keeps it: [number, seat, text, when] each; ValueError
    for anything else (the file is refused as damaged)."""
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > MAX_TALK:
        raise ValueError("bad talk")
    lines = []
    for line in value:
        if not (isinstance(line, list) and len(line) == 4 and type(line[0]) is int and type(line[1]) is int
                and 0 <= line[1] <= 5 and isinstance(line[2], str) and 0 < len(line[2]) <= MAX_TALK_CHARS
                and type(line[3]) in (int, float)) or save_fields.plain_text(line[2], MAX_TALK_CHARS) != line[2]:
            raise ValueError("bad talk line")
        lines.append(list(line))
    return lines


def match_from_json(data: dict, path: Path = Path("<memory>")) -> Match:
    """The match a parsed save holds, its log replayed and checked against its snapshot."""
    return _load(path, lambda: _header(path, data))


def _load(path: Path, header) -> Match:
    """Any exception on the way (a hostile file can make any code path fail: a game's from_json,
    replaying, comparing) becomes a SaveError naming the file."""
    try:
        return _match(header(), path)
    except SaveError:
        raise
    except (safe_json.JsonFileError, FieldError) as error:
        raise SaveError(path, error.template, **error.params) from error
    except Exception as error:  # any malformed field: the file is refused, never half-loaded
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is damaged ({detail})"),
                        detail=f"{type(error).__name__}: {save_fields.plain_text(str(error), 120)}") from error


def _match(info: SaveInfo, path: Path) -> Match:
    from desktop_app.games import REGISTRY

    from .match import Match

    data = info.data
    spec = REGISTRY[info.game]
    log, options = data["log"], data["options"]
    if not isinstance(log, list) or len(log) > MAX_LOG or not isinstance(options, dict):
        raise ValueError("malformed log or options")
    seed = _seed(data["seed"])
    undos = save_fields.integer(data.get("undos", 0), "undos", 0, MAX_UNDOS)  # saves before take-backs online: 0
    options = spec.check_options(options)
    match = Match(spec, info.seats, seed, options, state=spec.new_game(len(info.seats), seed, options),
                  log=[_record(r) for r in log], match_id=info.match_id, created=info.created,
                  name=info.match_name if info.is_bookmark else info.name, copy_of=info.copy_of, undos=undos)
    match.talk = talk_lines(data.get("talk"))
    match.state = match.replay()
    snapshot = spec.from_json(data["state"])
    if snapshot.to_json() != match.state.to_json():
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is inconsistent: replaying its moves does not give the saved table"))
    return match


def slug(name: str) -> str:
    """The readable part of a named save's file name; the hash after it makes it unique."""
    text = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip().replace(" ", "_")
    return text.encode("ascii", "ignore").decode()[:40] or "save"


class SaveStore:
    def __init__(self, folder: Path | None = None):
        self.folder = Path(folder) if folder else default_dir()

    # ------------------------------------------------------------------ paths
    @property
    def locks_folder(self) -> Path:
        return self.folder / "locks"

    def _inside(self, path: Path) -> Path:
        """`path` if it is a plain file name directly in the saves folder; UnsafePath otherwise."""
        path = Path(path)
        # a name built on the folder itself is inside it: resolving both took a tenth of a table
        # server's CPU (it saves after every action of hundreds of rooms)
        inside = path.parent == self.folder or path.parent.resolve() == self.folder.resolve()
        if not inside or not path.name.endswith(".json") or path.name.startswith("."):
            raise UnsafePath(f"{path} is not a save file name in {self.folder}")
        return self.folder / path.name  # a symlink there is replaced by the rename, never followed

    def autosave_path(self, match: Match) -> Path:
        save_fields.match_id(match.match_id)  # FieldError for an id no save should have
        return self._inside(self.folder / f"{AUTO_PREFIX}{match.spec.id}-{match.match_id}.json")

    def named_path(self, name: str) -> Path:
        import hashlib  # only when saving under a name: not at start-up

        name = save_fields.plain_text(name)
        digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:10]
        return self._inside(self.folder / f"{NAMED_PREFIX}{slug(name)}-{digest}.json")

    # ------------------------------------------------------------------ writing
    def save(self, match: Match, path: Path | None = None, thumbnail: str = "") -> Path:
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self._inside(path) if path is not None else self.autosave_path(match)
        atomic_write_text(path, json.dumps(match_to_json(match, thumbnail), separators=(",", ":")))
        return path

    def save_as(self, match: Match, name: str, thumbnail: str = "", replace: bool = False) -> Path:
        """A bookmark of the game under `name` (the match itself is not renamed: its autosave stays
        the game). SaveExists when a save of that name exists and `replace` is False."""
        name = save_fields.plain_text(name)
        path = self.named_path(name)
        if not replace and os.path.lexists(path):
            raise SaveExists(path, name)
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(match_to_json(match, thumbnail, bookmark=name), separators=(",", ":")))
        return path

    def export(self, match: Match, path: Path, thumbnail: str = "") -> Path:
        """Write a save where the player chose (Save elsewhere…): the one write outside the folder."""
        atomic_write_text(Path(path), json.dumps(match_to_json(match, thumbnail), separators=(",", ":")))
        return Path(path)

    # ------------------------------------------------------------------ reading
    def load(self, path: Path) -> Match:
        """The match exactly as saved (same id): for checks and the smoke test. The table opens
        saves through open()."""
        path = Path(path)
        return _load(path, lambda: read_header(path))

    def open(self, path: Path) -> Match:
        """The match to continue from a save: an autosave is its game; a bookmark continues its
        game from the bookmark (its match id: ask `went_on` first, so nothing newer is lost); any
        other file (a record from outside) starts a new match."""
        path = Path(path)
        info = read_header(path)
        match = _load(path, lambda: info)
        if not (info.is_autosave or info.is_bookmark):
            match.match_id = os.urandom(6).hex()
            match.created = time.time()
        return match

    def open_copy(self, path: Path) -> Match:
        """A copy of the game from this save: a new match whose `copy_of` names the original, so
        the original game (its autosave, its other bookmarks) is never written over."""
        path = Path(path)
        info = read_header(path)
        match = _load(path, lambda: info)
        match.copy_of = match.match_id
        match.match_id = os.urandom(6).hex()
        match.created = time.time()
        if info.is_bookmark:
            match.name = info.name
        return match

    def game_of(self, info: SaveInfo) -> SaveInfo | None:
        """The autosave of a bookmark's game, when it is there and reads (else None)."""
        try:
            return read_header(self.folder / info.autosave_name)
        except (SaveError, OSError):
            return None

    def went_on(self, info: SaveInfo) -> SaveInfo | None:
        """A bookmark whose game went on after it: the game's autosave (which holds moves the
        bookmark does not); None when resuming the bookmark loses nothing (the autosave is the
        bookmark's position or an earlier one of it, or there is none)."""
        if not info.is_bookmark:
            return None
        game = self.game_of(info)
        if game is None:
            return None
        mine, theirs = info.log, game.log
        return None if theirs == mine[:len(theirs)] else game

    def lock(self, match: Match) -> MatchLock:
        """Take the match's lock; MatchLocked if another running Tarsas has it open."""
        from .locks import MatchLock

        lock = MatchLock(self.locks_folder, save_fields.match_id(match.match_id))
        try:
            lock.acquire()
        except OSError:
            pass  # a folder we cannot write: no lock, and the autosave banner says saving fails
        return lock

    def _entries(self) -> list[Path]:
        try:
            with os.scandir(self.folder) as entries:
                return sorted(Path(e.path) for e in entries if e.name.endswith(".json"))
        except OSError:
            return []

    def list(self) -> tuple[list[SaveInfo], list[SaveError]]:
        """Every readable save (newest first) and an error for each file that is not."""
        infos: list[SaveInfo] = []
        errors: list[SaveError] = []
        for path in self._entries():
            try:
                infos.append(read_header(path))
            except SaveError as error:
                errors.append(error)
        infos.sort(key=lambda info: info.updated, reverse=True)
        return infos, errors

    # ------------------------------------------------------------------ housekeeping
    def clean_temp_files(self, older_than: float = STRAY_TEMP_AGE) -> list[Path]:
        """Remove temporary files left by writes that were killed (ours: `.<stem>-*.tmp`, older
        than a minute, so a write in progress in another instance is never touched)."""
        removed = []
        now = time.time()
        try:
            with os.scandir(self.folder) as entries:
                candidates = [e for e in entries if e.name.startswith(".") and e.name.endswith(TEMP_SUFFIX)]
                for entry in candidates:
                    try:
                        info = entry.stat(follow_symlinks=False)
                        if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                            os.unlink(entry.path)
                            removed.append(Path(entry.path))
                    except OSError:
                        continue
        except OSError:
            pass
        return removed

    def delete(self, path: Path) -> None:
        Path(path).unlink(missing_ok=True)
