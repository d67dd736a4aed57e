"""Games this computer joined as a remote seat, kept so the shelf lists and reopens them.

One small JSON file per seat, `joined/<room_hex>-<seat>.json` in the user data folder: the invite
code (reopening says hello again and gets the retained view), the game, the host's seat names, the
last view version and whose turn it was, and what the shelf's background look (net/peek.py) last
saw: over and scores, whether the host was away, the view's stamp. Files are read through engine.safe_json and every field
is checked; a damaged file is reported by name, never trusted."""
from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from desktop_app.engine import safe_json
from desktop_app.engine.saves import atomic_write_text

from .codes import BadInvite, Invite, parse

MAX_BYTES = 64 * 1024
KEPT_NAME = re.compile(r"joined-[a-z_]{1,40}-[0-9A-Za-z_-]{1,80}-[0-5]\.json")  # ui/online/remote_controller.py record_path
NAME_CHARS = 60


def default_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(os.environ.get("TARSAS_DATA_DIR") or user_data_dir("Tarsas", appauthor=False)) / "joined"


@dataclass
class JoinedGame:
    code: str
    game: str
    seat: int
    seats: list[str]
    version: int = -1
    turn: int | None = None
    over: bool = False
    updated: float = field(default_factory=time.time)
    path: Path | None = None

    @property
    def invite(self) -> Invite:
        return parse(self.code)

    @property
    def my_turn(self) -> bool:
        return not self.over and self.turn == self.seat

    host: str = ""
    host_away: bool = False
    scores: list | None = None
    stamp: float | None = None  # when the host sealed the newest view we know (same version: newer copy)
    kept: str = ""  # the file name of the finished game's record in this computer's saves, once kept

    @property
    def host_name(self) -> str:
        """Whose game it is: the host's first own seat, else the first seat that is not ours."""
        others = [name for i, name in enumerate(self.seats) if i != self.seat]
        return self.host or (others[0] if others else "")

    def to_json(self) -> dict:
        return {"format": "tarsas-joined", "code": self.code, "game": self.game, "seat": self.seat,
                "seats": self.seats, "version": self.version, "turn": self.turn, "over": self.over,
                "updated": self.updated, "host": self.host, "host_away": self.host_away,
                "scores": self.scores, "stamp": self.stamp, "kept": self.kept}


def _scores(scores, seats: int) -> list | None:
    """Final scores, one number per seat, else None."""
    if isinstance(scores, (list, tuple)) and len(scores) == seats and all(type(s) in (int, float) for s in scores):
        return list(scores)
    return None


def _checked(data, path: Path) -> JoinedGame:
    from desktop_app.games import CATALOG

    if not isinstance(data, dict) or data.get("format") != "tarsas-joined":
        raise ValueError("not a joined game")
    invite = parse(data.get("code"))  # BadInvite (a ValueError) for anything else
    game, seats = data.get("game"), data.get("seats")
    if game not in CATALOG:
        raise ValueError("unknown game")
    if (not isinstance(seats, list) or not 1 <= len(seats) <= 6
            or not all(isinstance(n, str) for n in seats) or invite.seat >= len(seats)):
        raise ValueError("bad seats")
    version, turn, updated = data.get("version"), data.get("turn"), data.get("updated")
    if type(version) is not int or (turn is not None and (type(turn) is not int or not 0 <= turn < len(seats))):
        raise ValueError("bad version or turn")
    if type(updated) not in (int, float):
        raise ValueError("bad time")
    host = data.get("host", "")
    host_away, scores, stamp = data.get("host_away", False), data.get("scores"), data.get("stamp")
    if type(host_away) is not bool or (stamp is not None and type(stamp) not in (int, float)):
        raise ValueError("bad presence")
    if scores is not None and _scores(scores, len(seats)) is None:
        raise ValueError("bad scores")
    kept = data.get("kept", "")
    if type(kept) is not str or (kept and not KEPT_NAME.fullmatch(kept)):
        raise ValueError("bad kept record name")
    return JoinedGame(data["code"], game, invite.seat, [n[:NAME_CHARS] for n in seats], version, turn,
                      data.get("over") is True, float(updated), path, host[:NAME_CHARS] if isinstance(host, str) else "",
                      host_away, scores, None if stamp is None else float(stamp), kept)


class JoinedStore:
    def __init__(self, folder: Path | None = None):
        self.folder = Path(folder) if folder is not None else default_dir()

    def path_for(self, invite: Invite) -> Path:
        return self.folder / f"{invite.room_hex}-{invite.seat}.json"

    def save(self, entry: JoinedGame) -> Path:
        path = self.path_for(entry.invite)
        entry.updated = time.time()
        atomic_write_text(path, json.dumps(entry.to_json(), ensure_ascii=False))
        entry.path = path
        return path

    def remember(self, code: str, body: dict, kept: str = "") -> JoinedGame:
        """Store (or update) the game joined with `code` from the newest view body; `kept` names
        the finished game's record in this computer's saves (a name stored earlier stays)."""
        invite = parse(code)
        if not kept:
            earlier = self.find(invite)
            kept = earlier.kept if earlier is not None else ""
        seats = [str(n)[:NAME_CHARS] for n in body["seats"]]
        agents = body.get("agents") if isinstance(body.get("agents"), list) else []
        hosts = [seats[i] for i, a in enumerate(agents[:len(seats)]) if a == "human" and i != invite.seat]
        scores = _scores(body.get("scores"), len(seats))
        stamp = body.get("stamp") if type(body.get("stamp")) in (int, float) else None
        entry = JoinedGame(code, str(body["game"]), invite.seat, seats, int(body["version"]), body.get("turn"),
                           bool(body.get("over")), host=hosts[0] if hosts else "",
                           host_away=body.get("host") == "away", scores=scores, stamp=stamp, kept=kept)
        self.save(entry)
        return entry

    def update(self, entry: JoinedGame, summary) -> JoinedGame | None:
        """Store a peek's newer summary (net/peek.py Summary) in the entry's file; the updated
        entry, or None when the file holds the same or a newer table (or is gone: forgotten)."""
        current = self.find(entry.invite)
        if current is None:
            return None
        if (summary.version, summary.stamp or 0.0) < (current.version, current.stamp or 0.0):
            return None  # the table was opened meanwhile and knows more
        scores = _scores(summary.scores, len(current.seats))
        seen = (summary.version, summary.turn, summary.over, summary.host_away, scores)
        if seen == (current.version, current.turn, current.over, current.host_away, current.scores):
            return None
        current.version, current.turn, current.over, current.host_away, current.scores = seen
        current.stamp = summary.stamp
        self.save(current)
        return current

    def list(self) -> tuple[list[JoinedGame], list[tuple[Path, str]]]:
        """Every joined game, newest first, and the files that could not be read (name, why)."""
        games, errors = [], []
        if not self.folder.is_dir():
            return games, errors
        for path in sorted(self.folder.glob("*.json")):
            try:
                games.append(_checked(safe_json.read_json(path, MAX_BYTES), path))
            except (safe_json.JsonFileError, BadInvite, ValueError, TypeError) as error:
                errors.append((path, str(error)))
        games.sort(key=lambda g: g.updated, reverse=True)
        return games, errors

    def find(self, invite: Invite) -> JoinedGame | None:
        path = self.path_for(invite)
        if not path.exists():
            return None
        try:
            return _checked(safe_json.read_json(path, MAX_BYTES), path)
        except (safe_json.JsonFileError, BadInvite, ValueError, TypeError):
            return None

    def forget(self, entry: JoinedGame) -> None:
        if entry.path is not None:
            entry.path.unlink(missing_ok=True)
