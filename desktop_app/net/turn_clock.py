"""Turn clocks for online games (issue 24 point 3): the model, pure (no Qt, no network, no agents).

A room may give each move a limit (`LIMITS`: 2 minutes, an hour, a day). A turn is the run of
actions of one seat while it stays on turn; the clock starts when the seat comes on turn and
again with each of its moves that makes the log longer than it was in this turn (a take-back and
the move again give no more time). When it runs out the computer (the room's chosen `level`) plays
that one turn for the seat (`hold` for the turn), and the seat is its player's again on its
next turn. Three turns in a row that ran out: the computer holds the seat until its player acts
again (`back`). The runner (the app's host, the table server, the self-test) does the playing: the
clock only says which seat to hold and which to give back (`step`'s effects).

Deadlines are wall-clock times (`time.time`), so a host that restarts keeps them (`to_json`, kept
in its own file: `path_for`). Every clock event is kept with the log line it belongs to (`events`:
[log index, seat, kind]) so every table can say it in its log."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

LIMITS = {"none": None, "2min": 120.0, "1h": 3600.0, "1day": 86400.0}  # the new-game dialog's choices
LEVELS = ("random", "greedy", "hard")  # who plays a turn that ran out (engine.agents names: easy, medium, hard)
MISSES_TO_HOLD = 3  # turns in a row that ran out before the computer keeps the seat
PLAYED, HELD = "played", "held"  # event kinds: the computer played one turn; it holds the seat now
TURN, ABSENT = "turn", "absent"  # why the clock holds a seat: this one turn, or until its player is back
MAX_EVENTS = 2000


@dataclass
class TurnClock:
    limit: float | None  # seconds per turn; None: no clock
    level: str = "greedy"
    now: Callable[[], float] = field(default=time.time, repr=False, compare=False)
    seat: int | None = None  # the seat whose turn the clock times
    deadline: float | None = None  # when its time runs out (wall clock); None: not timed
    missed: dict[int, int] = field(default_factory=dict)  # seat -> turns in a row that ran out
    held: dict[int, str] = field(default_factory=dict)  # seat -> TURN or ABSENT (the clock holds it)
    events: list[list[int | str]] = field(default_factory=list)  # [log index, seat, PLAYED or HELD]
    paused: bool = False  # nothing runs out while the table has not started
    mark: int = 0  # the longest the log was in this turn (a move past it restarts the clock)

    @property
    def on(self) -> bool:
        return self.limit is not None and self.limit > 0

    def step(self, turn: int | None, log_len: int, persons: set[int]) -> list[tuple[int, str | None]]:
        """Look at the table: `turn` the seat on turn (None: the game is over), `log_len` the log's
        length, `persons` the seats a person plays now (no computer holds them). The effects, in
        order: (seat, level) the computer holds the seat, (seat, None) it is given back."""
        if not self.on:
            return []
        effects: list[tuple[int, str | None]] = []
        for seat, why in list(self.held.items()):
            if seat in persons:  # given back by someone else (the host's seat menu, a friend arriving)
                del self.held[seat]
                self.missed[seat] = 0
            elif why == TURN and seat != turn:  # its one turn is over: the seat is its player's again
                del self.held[seat]
                effects.append((seat, None))
        if turn != self.seat:
            if self.seat is not None and self.deadline is not None:
                self.missed[self.seat] = 0  # the seat before played its own turn in time
            self.seat, self.mark = turn, log_len
            self.deadline = self.now() + self.limit if turn is not None and turn in persons and turn not in self.held else None
        elif turn is not None and turn in persons and turn not in self.held and (self.deadline is None or log_len > self.mark):
            self.deadline = self.now() + self.limit  # a move of its own, or given back on its turn: a fresh limit
        self.mark = max(self.mark, log_len)
        if self.deadline is not None and (turn not in persons or turn in self.held):
            self.deadline = None  # someone else let a computer play the seat: nothing to time
        if self.paused or self.deadline is None or self.now() < self.deadline:
            return effects
        self.deadline = None
        missed = self.missed[turn] = self.missed.get(turn, 0) + 1
        why = ABSENT if missed >= MISSES_TO_HOLD else TURN
        self.held[turn] = why
        self.events.append([log_len, turn, HELD if why == ABSENT else PLAYED])
        del self.events[:-MAX_EVENTS]
        effects.append((turn, self.level))
        return effects

    def back(self, seat: int) -> list[tuple[int, str | None]]:
        """The seat's player acted again: a seat the clock holds is given back (its turn gets a
        fresh limit at the next step)."""
        self.missed[seat] = 0
        if self.held.pop(seat, None) is None:
            return []
        if self.seat == seat:
            self.deadline = None
        return [(seat, None)]

    def left(self) -> float | None:
        """Seconds left for the seat on turn (None: not timed)."""
        return None if self.deadline is None else max(0.0, self.deadline - self.now())

    def notes_for(self, first: int) -> list[list[int | str]]:
        """The events of log lines from `first` on (what a view carries)."""
        return [event for event in self.events if event[0] >= first]

    def view(self, first: int = 0) -> dict:
        """What every table shows: the limit, whose turn is timed and until when (wall clock),
        the seats held until their player is back, and the log's clock lines from `first` on."""
        return {"limit": self.limit, "level": self.level, "seat": self.seat, "deadline": self.deadline,
                "held": sorted(seat for seat, why in self.held.items() if why == ABSENT),
                "turn_held": sorted(seat for seat, why in self.held.items() if why == TURN),
                "missed": {str(seat): n for seat, n in sorted(self.missed.items()) if n},
                "events": self.notes_for(first)}

    # ------------------------------------------------------------------ kept beside the room
    def to_json(self) -> dict:
        return {"limit": self.limit, "level": self.level, "seat": self.seat, "deadline": self.deadline, "mark": self.mark,
                "missed": {str(k): v for k, v in self.missed.items()},
                "held": {str(k): v for k, v in self.held.items()}, "events": self.events}

    @classmethod
    def from_json(cls, data, now: Callable[[], float] = time.time) -> "TurnClock":
        """A clock from its file; ValueError for anything but a well-formed one."""
        if not isinstance(data, dict):
            raise ValueError("not a turn clock")
        limit, level, seat, deadline = data.get("limit"), data.get("level"), data.get("seat"), data.get("deadline")
        if limit is not None and (type(limit) not in (int, float) or limit <= 0):
            raise ValueError("bad limit")
        if level not in LEVELS:
            raise ValueError("bad level")
        if seat is not None and (type(seat) is not int or not 0 <= seat <= 5):
            raise ValueError("bad seat")
        if deadline is not None and type(deadline) not in (int, float):
            raise ValueError("bad deadline")
        missed = _seat_map(data.get("missed", {}), lambda v: type(v) is int and v >= 0)
        held = _seat_map(data.get("held", {}), lambda v: v in (TURN, ABSENT))
        events = data.get("events", [])
        if not isinstance(events, list) or not all(
                isinstance(e, list) and len(e) == 3 and type(e[0]) is int and type(e[1]) is int and e[2] in (PLAYED, HELD)
                for e in events):
            raise ValueError("bad events")
        mark = data.get("mark", 0)
        if type(mark) is not int or mark < 0:
            raise ValueError("bad mark")
        return cls(limit, level, now, seat, deadline, missed, held, events[-MAX_EVENTS:], mark=mark)


def _seat_map(value, good) -> dict:
    if not isinstance(value, dict):
        raise ValueError("bad seat map")
    out = {}
    for key, item in value.items():
        if not (isinstance(key, str) and key.isdigit() and len(key) == 1 and good(item)):
            raise ValueError("bad seat map")
        out[int(key)] = item
    return out


def clocks_dir() -> Path:
    """The app's clocks: beside its rooms folder (its own folder: the rooms folder holds rooms only)."""
    from .rooms import rooms_dir

    return rooms_dir().parent / "clocks"


def path_for(folder: Path, match_id: str) -> Path:
    """The clock of a hosted match in `folder` (the app's clocks_dir(), a table server's data/clocks)."""
    from desktop_app.engine.save_fields import MATCH_ID

    if not MATCH_ID.fullmatch(match_id):
        raise ValueError("bad match id")
    return folder / f"{match_id}.json"


def load(path: Path, limit: float | None, level: str, now: Callable[[], float] = time.time) -> TurnClock:
    """The clock kept at `path` (a restart keeps the deadline) when it has the room's limit and
    level, else a new one."""
    from desktop_app.engine import safe_json

    try:
        clock = TurnClock.from_json(safe_json.read_json(path, limit=256 * 1024), now)
    except (safe_json.JsonFileError, ValueError, OSError):
        return TurnClock(limit, level, now)
    if clock.limit != limit or clock.level != level:
        return TurnClock(limit, level, now)
    return clock


def save(clock: TurnClock, path: Path) -> None:
    from desktop_app.engine.saves import atomic_write_text

    atomic_write_text(path, json.dumps(clock.to_json()))
