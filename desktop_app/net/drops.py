"""Dropped messages, counted: a flood of junk costs one summary line per interval, never one line
per message (issue 23, finding 8)."""
from __future__ import annotations

import logging
import time
from collections import Counter
from typing import Callable

SUMMARY_EVERY = 30.0  # seconds between summary lines while messages keep being dropped


class Drops:
    def __init__(self, log: logging.Logger, what: str, clock: Callable[[], float] = time.monotonic,
                 every: float = SUMMARY_EVERY):
        self.log = log
        self.what = what  # "from seat" / "to this seat": who the summary line speaks of
        self.clock = clock
        self.every = every
        self.total: Counter = Counter()  # reason -> how many since the start
        self._pending: Counter = Counter()  # (seat, reason) -> how many since the last summary
        self._since: float | None = None

    def add(self, seat, why: str) -> None:
        self.total[why] += 1
        self._pending[(seat, why)] += 1
        if self._since is None:
            self._since = self.clock()

    def __len__(self) -> int:
        return sum(self.total.values())

    def summarise(self, force: bool = False) -> str | None:
        """One log line for what was dropped since the last one (at most every `every` seconds,
        or now with `force`); the line, or None when there was nothing or it is not due."""
        if not self._pending or (not force and self.clock() - self._since < self.every):
            return None
        parts = ", ".join(f"{count} x {why} ({self.what} {seat})" for (seat, why), count in self._pending.most_common(6))
        more = len(self._pending) - 6
        line = f"dropped {sum(self._pending.values())} messages in {self.clock() - self._since:.0f} s: {parts}" + (
            f", and {more} other kinds" if more > 0 else "")
        self.log.info(line)
        self._pending.clear()
        self._since = None
        return line
