"""Table talk (issue 24 point 4): a short chat per room, pure (no Qt, no network).

A seat says a line in its own channel (`{"type": "say", "text": ..., "id": ...}`, sealed with its
key like its moves: nobody but the host reads it on the way); the host keeps it here, numbered,
and every seat's next view carries the newest lines (in that seat's own channel, so only the
room's seats read them). A line is plain text of at most MAX_CHARS characters; each seat has its
own budget (`allow`), counted only after the message proved it is that seat's. The lines are kept
with the match (`Match.talk`, in its save and so in the finished record every seat gets): Review
shows them."""
from __future__ import annotations

import time
from dataclasses import dataclass, field

MAX_CHARS = 300
IN_VIEW = 20          # the newest lines every view carries (a seat keeps every line it saw)
MAX_LINES = 2000      # kept with a match (a week-long game among friends says far less)
RATE = (1 / 3, 5.0)   # lines a second per seat, sustained, and at once


def clean(text) -> str | None:
    """A line as safe plain text (control characters as spaces, cut to MAX_CHARS), or None when
    nothing is left to say."""
    from desktop_app.engine.save_fields import plain_text

    if not isinstance(text, str):
        return None
    text = " ".join(plain_text(text[: 4 * MAX_CHARS], 4 * MAX_CHARS).split())
    return text[:MAX_CHARS] or None


@dataclass
class Budget:
    rate: float = RATE[0]
    burst: float = RATE[1]
    tokens: float = RATE[1]
    stamp: float | None = None

    def allow(self, now: float) -> bool:
        elapsed = 0.0 if self.stamp is None else max(0.0, now - self.stamp)
        self.tokens = min(self.burst, self.tokens + elapsed * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass
class TableTalk:
    """The room's lines, each [number, seat, text, when (wall clock)], and each seat's budget."""

    lines: list[list] = field(default_factory=list)
    budgets: dict[int, Budget] = field(default_factory=dict)
    ids: dict[int, str] = field(default_factory=dict)  # seat -> the id of its newest line (a re-sent copy is said once)

    def say(self, seat: int, text, line_id: str | None = None, now: float | None = None,
            clock=time.monotonic) -> tuple[list | None, str]:
        """Add a seat's line: (the line, "") or (None, why it is not taken)."""
        text = clean(text)
        if text is None:
            return None, "empty line"
        if line_id is not None and self.ids.get(seat) == line_id:
            return None, "line said already"
        if not self.budgets.setdefault(seat, Budget()).allow(clock()):
            return None, "talk rate limit"
        if line_id is not None:
            self.ids[seat] = line_id
        number = self.lines[-1][0] + 1 if self.lines else 0
        line = [number, seat, text, round(time.time() if now is None else now, 3)]
        self.lines.append(line)
        del self.lines[:-MAX_LINES]
        return line, ""

    def newest(self) -> list[list]:
        return self.lines[-IN_VIEW:]


def lines_from_json(data) -> list[list]:
    """A save's (or a view's) talk: ValueError for anything but a list of [number, seat, text, when]."""
    from desktop_app.engine.saves import talk_lines

    return talk_lines(data)


def merge(known: list[list], lines) -> bool:
    """A seat's copy of the talk: the lines of a view added to those it saw (by number). Whether
    anything new came."""
    try:
        new = lines_from_json(lines)
    except ValueError:
        return False
    seen = {line[0] for line in known}
    added = [line for line in new if line[0] not in seen]
    known.extend(added)
    known.sort(key=lambda line: line[0])
    del known[:-MAX_LINES]
    return bool(added)
