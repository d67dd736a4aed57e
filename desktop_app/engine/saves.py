"""The save store: one JSON file per match in the user data directory, written atomically.

A save holds everything needed to resume exactly: game id, options, seed, seats, the full action
log and a snapshot of the state. Loading replays the log and checks it reproduces the snapshot, so
a tampered or inconsistent file is refused rather than silently resumed.
"""
from __future__ import annotations

import json
import os
import re
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .game import ActionRecord, Seat
from .i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # loading a save imports it; listing saves at start-up does not
    from .match import Match

FORMAT = "tarsas-save"
VERSION = 1


class SaveError(Exception):
    """A save that cannot be loaded; the message names the file and says why."""

    def __init__(self, path: Path, reason: str, **params):
        """`reason` is an English template marked with QT_TRANSLATE_NOOP("engine", ...), filled with
        `params`; the UI shows it translated (desktop_app.ui.i18n.save_error_text)."""
        self.template = reason
        self.params = params
        reason = reason.format(**params) if params else reason
        super().__init__(f"{path.name}: {reason}")
        self.path = path
        self.reason = reason


@dataclass
class SaveInfo:
    path: Path
    game: str
    title: str
    seats: list[Seat]
    progress: str
    updated: float
    name: str
    finished: bool
    thumbnail: str  # base64 PNG, may be empty
    progress_parts: tuple | None = None  # (template, params) to show progress translated


def default_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(os.environ.get("TARSAS_DATA_DIR") or user_data_dir("Tarsas", appauthor=False)) / "saves"


def atomic_write_text(path: Path, text: str) -> None:
    """Write to a temporary file in the same folder, fsync, then rename over the target."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=path.parent)
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


def match_to_json(match: Match, thumbnail: str = "") -> dict:
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": match.spec.id,
        "match_id": match.match_id,
        "name": match.name,
        "options": match.options,
        "seed": match.seed,
        "seats": [s.to_json() for s in match.seats],
        "log": [r.to_json() for r in match.log],
        "state": match.state.to_json(),
        "progress": match.state.progress(),
        "progress_parts": _progress_parts(match.state),
        "finished": match.state.is_over,
        "created": match.created,
        "updated": time.time(),
        "thumbnail": thumbnail,
    }


def _progress_parts(state) -> list | None:
    method = getattr(state, "progress_parts", None)
    if method is None:
        return None
    template, params = method()
    return [template, params]


def _read_parts(value) -> tuple | None:
    if isinstance(value, list) and len(value) == 2 and isinstance(value[0], str) and isinstance(value[1], dict):
        return (value[0], value[1])
    return None


def _read_json(path: Path) -> dict:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "cannot be read ({detail})"), detail=str(error.strerror)) from error
    except UnicodeDecodeError as error:
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is not a text file")) from error
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is damaged or truncated (not valid JSON at line {line})"),
                        line=error.lineno) from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is not a Tarsas save"))
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "has no format version"))
    if version > VERSION:
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "was made by a newer Tarsas (format {version}; this one reads up to {supported})"),
                        version=version, supported=VERSION)
    return migrate(data)


def migrate(data: dict) -> dict:
    """Bring an older save up to the current format. Version 1 is the first; nothing to do yet."""
    return data


def match_from_json(data: dict, path: Path = Path("<memory>")) -> Match:
    from desktop_app.games import REGISTRY

    from .match import Match

    spec = REGISTRY.get(data.get("game"))
    if spec is None:
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is for an unknown game {game}"), game=repr(data.get("game")))
    try:
        seats = [Seat.from_json(s) for s in data["seats"]]
        match = Match(spec, seats, int(data["seed"]), spec.check_options(data["options"]),
                      state=spec.new_game(len(seats), int(data["seed"]), spec.check_options(data["options"])),
                      log=[ActionRecord.from_json(r) for r in data["log"]],
                      match_id=str(data["match_id"]), created=float(data["created"]),
                      name=str(data.get("name", "")))
        match.state = match.replay()
        snapshot = spec.from_json(data["state"])
    except SaveError:
        raise
    except Exception as error:  # any malformed field: the file is refused, never half-loaded
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is damaged ({detail})"), detail=f"{type(error).__name__}: {error}") from error
    if snapshot.to_json() != match.state.to_json():
        raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is inconsistent: replaying its moves does not give the saved table"))
    return match


class SaveStore:
    def __init__(self, folder: Path | None = None):
        self.folder = Path(folder) if folder else default_dir()

    def autosave_path(self, match: Match) -> Path:
        return self.folder / f"auto-{match.spec.id}-{match.match_id}.json"

    def named_path(self, name: str) -> Path:
        slug = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip().replace(" ", "_") or "save"
        return self.folder / f"{slug[:60]}.json"

    def save(self, match: Match, path: Path | None = None, thumbnail: str = "") -> Path:
        path = path or self.autosave_path(match)
        atomic_write_text(path, json.dumps(match_to_json(match, thumbnail), separators=(",", ":")))
        return path

    def save_as(self, match: Match, name: str, thumbnail: str = "") -> Path:
        match.name = name
        return self.save(match, self.named_path(name), thumbnail)

    def load(self, path: Path) -> Match:
        return match_from_json(_read_json(Path(path)), Path(path))

    def list(self) -> tuple[list[SaveInfo], list[SaveError]]:
        """Every readable save (newest first) and an error for each file that is not."""
        from desktop_app.games import CATALOG  # listing needs no game's rules

        infos: list[SaveInfo] = []
        errors: list[SaveError] = []
        if not self.folder.is_dir():
            return infos, errors
        for path in sorted(self.folder.glob("*.json")):
            try:
                data = _read_json(path)
                info = CATALOG.get(data.get("game"))
                if info is None:
                    raise SaveError(path, QT_TRANSLATE_NOOP("engine", "is for an unknown game {game}"), game=repr(data.get("game")))
                infos.append(SaveInfo(
                    path=path, game=info.id, title=info.title,
                    seats=[Seat.from_json(s) for s in data["seats"]],
                    progress=str(data.get("progress", "")), updated=float(data.get("updated", 0)),
                    name=str(data.get("name", "")), finished=bool(data.get("finished", False)),
                    thumbnail=str(data.get("thumbnail", "")),
                    progress_parts=_read_parts(data.get("progress_parts"))))
            except SaveError as error:
                errors.append(error)
            except (KeyError, TypeError, ValueError) as error:
                errors.append(SaveError(path, QT_TRANSLATE_NOOP("engine", "is damaged ({detail})"), detail=f"{type(error).__name__}: {error}"))
        infos.sort(key=lambda info: info.updated, reverse=True)
        return infos, errors

    def delete(self, path: Path) -> None:
        Path(path).unlink(missing_ok=True)
