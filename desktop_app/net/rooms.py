"""The room of a hosted match, stored beside its save: resuming the save reopens the same room,
so the invite codes friends already have keep working (issue 16 item 4).

A room file is `<user data dir>/rooms/<match_id>.json`: the room id, the broker URL, whether the
host's app runs that broker itself, the host's own client secret and each remote seat's secret.
It is read through engine.safe_json and every field is checked; a damaged file is None (a new
room is made, with new codes). No Qt here."""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from desktop_app.engine import safe_json
from desktop_app.engine.save_fields import MATCH_ID

from .codes import ROOM_BYTES, SECRET_BYTES, BadInvite, Invite, host_name, new_room, new_secret, parse_broker

_HEX = re.compile(r"[0-9a-f]+")
MAX_ROOM_FILE = 16 * 1024


def rooms_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(os.environ.get("TARSAS_DATA_DIR") or user_data_dir("Tarsas", appauthor=False)) / "rooms"


@dataclass
class Room:
    match_id: str
    broker: str                      # the URL others connect to (mqtt://host:port or mqtts://…)
    embedded: bool                   # the host's app starts that broker itself (one network)
    room: bytes = field(default_factory=new_room)
    host_secret: bytes = field(default_factory=new_secret)  # the host's stable, unguessable client id
    secrets: dict[int, bytes] = field(default_factory=dict)  # remote seat -> its secret
    hints: bool = True               # the host's choice in the new-game dialog: Hint for everyone, or for nobody
    clock: float | None = None       # the turn clock's limit in seconds (None: no clock; net/turn_clock.py)
    clock_level: str = "greedy"      # who plays a turn whose time ran out

    @classmethod
    def new(cls, match_id: str, seats: list[int], broker: str, embedded: bool, hints: bool = True,
            clock: float | None = None, clock_level: str = "greedy") -> "Room":
        parse_broker(broker)
        return cls(match_id, broker, embedded, secrets={seat: new_secret() for seat in seats}, hints=hints,
                   clock=clock, clock_level=clock_level)

    def invite(self, seat: int) -> Invite:
        # a room on this computer's own broker names the computer too: found again if its address changes
        return Invite(self.room, seat, self.secrets[seat], self.broker, host_name() if self.embedded else None)

    def code(self, seat: int) -> str:
        return self.invite(seat).code()

    def to_json(self) -> dict:
        return {"match_id": self.match_id, "broker": self.broker, "embedded": self.embedded,
                "room": self.room.hex(), "host": self.host_secret.hex(),
                "seats": {str(seat): secret.hex() for seat, secret in sorted(self.secrets.items())},
                "hints": self.hints, **({"clock": self.clock, "clock_level": self.clock_level} if self.clock else {})}

    @classmethod
    def from_json(cls, data) -> "Room":
        """A room from its file's contents; ValueError for anything but a well-formed one."""
        if not isinstance(data, dict):
            raise ValueError("not a room")
        match_id, broker, embedded = data.get("match_id"), data.get("broker"), data.get("embedded")
        if not isinstance(match_id, str) or not MATCH_ID.fullmatch(match_id) or type(embedded) is not bool:
            raise ValueError("bad room header")
        try:
            parse_broker(broker)
        except BadInvite as exc:
            raise ValueError(str(exc)) from exc
        seats = data.get("seats")
        if not isinstance(seats, dict) or not 1 <= len(seats) <= 6:
            raise ValueError("bad seats")
        secrets = {}
        for key, value in seats.items():
            if not (isinstance(key, str) and key.isdigit() and len(key) == 1 and int(key) <= 5):
                raise ValueError("bad seat number")
            secrets[int(key)] = _hex(value, SECRET_BYTES)
        hints = data.get("hints", True)  # rooms stored before hints were the host's choice: on
        if type(hints) is not bool:
            raise ValueError("bad hints")
        clock, clock_level = data.get("clock"), data.get("clock_level", "greedy")  # rooms before clocks: none
        if clock is not None and (type(clock) not in (int, float) or not 0 < clock <= 30 * 86400):
            raise ValueError("bad clock")
        from .turn_clock import LEVELS

        if clock_level not in LEVELS:
            raise ValueError("bad clock level")
        return cls(match_id, broker, embedded, _hex(data.get("room"), ROOM_BYTES),
                   _hex(data.get("host"), SECRET_BYTES), secrets, hints, clock, clock_level)


def _hex(value, size: int) -> bytes:
    if not isinstance(value, str) or len(value) != 2 * size or not _HEX.fullmatch(value):
        raise ValueError("bad secret")
    return bytes.fromhex(value)


def path_for(match_id: str, folder: Path | None = None) -> Path:
    if not MATCH_ID.fullmatch(match_id):
        raise ValueError("bad match id")
    return (folder or rooms_dir()) / f"{match_id}.json"


def save(room: Room, folder: Path | None = None) -> Path:
    from desktop_app.engine.saves import atomic_write_text

    path = path_for(room.match_id, folder)
    atomic_write_text(path, json.dumps(room.to_json(), indent=1))
    try:
        os.chmod(path, 0o600)  # the secrets let anyone take a seat: only this user may read them
    except OSError:
        pass
    return path


def load(match_id: str, folder: Path | None = None) -> Room | None:
    """The stored room of this match, or None when there is none or it is damaged."""
    path = path_for(match_id, folder)
    if not path.exists():
        return None
    try:
        room = Room.from_json(safe_json.read_json(path, limit=MAX_ROOM_FILE))
    except (safe_json.JsonFileError, ValueError):
        return None
    return room if room.match_id == match_id else None


def open_room(match_id: str, seats: list[int], broker: str, embedded: bool, folder: Path | None = None,
              hints: bool = True, clock: float | None = None, clock_level: str = "greedy") -> Room:
    """The match's stored room when it still fits its remote seats (same codes, the same hints
    and clock choices), else a new one (`hints`, `clock` from the new-game dialog), stored before
    any code is shown."""
    room = load(match_id, folder)
    if room is None or set(room.secrets) != set(seats):
        room = Room.new(match_id, seats, broker, embedded, hints, clock, clock_level)
        save(room, folder)
    return room


def delete(match_id: str, folder: Path | None = None) -> None:
    """Forget a match's room (its save was deleted): its codes stop leading anywhere."""
    try:
        path_for(match_id, folder).unlink()
    except FileNotFoundError:
        pass
