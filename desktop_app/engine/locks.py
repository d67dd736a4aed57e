"""One lock file per open match, so two running Tarsas never write the same autosave.

The lock is `<saves>/locks/<match id>.lock`, created exclusively, holding the owner's pid, host
name and start time. A lock whose process is gone (same host, pid not running) is stale and taken
over; a lock held by this very process is ours again (back to the shelf and resumed)."""
from __future__ import annotations

import json
import os
import socket
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from . import safe_json, save_fields


@dataclass(frozen=True)
class LockOwner:
    pid: int
    host: str
    started: float

    def alive(self) -> bool:
        if self.host != socket.gethostname():
            return True  # another machine sharing the folder: we cannot tell, so assume it is
        if not pid_running(self.pid):
            return False
        began = process_start(self.pid)
        return began is None or began <= self.started + 5  # a later process reusing the pid is not it


class MatchLocked(Exception):
    """The match is open in another running Tarsas."""

    def __init__(self, match_id: str, owner: LockOwner):
        super().__init__(f"match {match_id} is open in process {owner.pid} on {owner.host}")
        self.match_id = match_id
        self.owner = owner


def pid_running(pid: int) -> bool:
    if pid <= 0:
        return False
    if sys.platform == "win32":  # os.kill(pid, 0) would terminate the process there
        import ctypes

        kernel = ctypes.windll.kernel32
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        try:
            kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        finally:
            kernel.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process
    return True


def process_start(pid: int) -> float | None:
    """When a process started (Linux /proc), None where that cannot be told."""
    try:
        stat_line = Path(f"/proc/{pid}/stat").read_text()
        boot = next(float(line.split()[1]) for line in Path("/proc/stat").read_text().splitlines()
                    if line.startswith("btime "))
        ticks = int(stat_line.rpartition(")")[2].split()[19])  # field 22, after the command name
        return boot + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration, AttributeError):
        return None


def read_owner(path: Path) -> LockOwner | None:
    """The lock's owner, or None when the file is unreadable or not a lock (treated as stale)."""
    try:
        data = safe_json.read_json(path, limit=4096, max_depth=2)
    except safe_json.JsonFileError:
        return None
    if not isinstance(data, dict):
        return None
    pid, host, started = data.get("pid"), data.get("host"), data.get("started")
    if type(pid) is not int or not isinstance(host, str) or len(host) > 255:
        return None
    try:
        started = save_fields.timestamp(started, "started")
    except save_fields.FieldError:
        return None
    return LockOwner(pid, save_fields.plain_text(host), started)


class MatchLock:
    """Held while a match is open at a table; `release()` when it closes."""

    def __init__(self, folder: Path, match_id: str):
        self.path = Path(folder) / f"{match_id}.lock"
        self.match_id = match_id
        self.held = False

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        me = LockOwner(os.getpid(), socket.gethostname(), time.time())
        for _attempt in range(3):
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                owner = read_owner(self.path)
                if owner is not None and owner.pid == me.pid and owner.host == me.host:
                    self.held = True  # this process's own lock (it reopened the match)
                    return
                if owner is not None and owner.alive():
                    raise MatchLocked(self.match_id, owner) from None
                try:
                    os.unlink(self.path)  # stale: its process is gone
                except FileNotFoundError:
                    pass
                continue
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump({"pid": me.pid, "host": me.host, "started": me.started}, handle)
            self.held = True
            return
        raise MatchLocked(self.match_id, read_owner(self.path) or me)

    def release(self) -> None:
        if not self.held:
            return
        self.held = False
        owner = read_owner(self.path)
        if owner is not None and (owner.pid, owner.host) == (os.getpid(), socket.gethostname()):
            try:
                os.unlink(self.path)
            except OSError:
                pass  # a read-only folder: the lock is stale once this process ends
