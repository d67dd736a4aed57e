"""The log as one seat knows it: every line any view carried, kept across views.

A view carries the lines from the first one the seat said it lacks (`first_wanted`, sent with each
of its messages), at most the newest LOG_LINES, so the seat keeps what it has seen. A take-back it
had not seen yet removes the lines from the log's length after it (the view's marks) on; a line
held with its action hidden (another seat's secret choice) is asked for again until a reveal shows
it. One keeper for the seat's session and its table (ui/online/remote_controller.py)."""
from __future__ import annotations

LOG_LINES = 40  # the newest log lines a view carries at most (views stay small however long the game)
LINE_FIELDS = 3  # index, player, text: the least a line needs to be kept


def is_line(line) -> bool:
    return (isinstance(line, list) and len(line) >= LINE_FIELDS and type(line[0]) is int and line[0] >= 0
            and type(line[1]) is int and isinstance(line[2], str))


def forgotten_from(previous: dict | None, body: dict) -> int | None:
    """The first line `body`'s take-backs removed that the seat may hold (None: none). From the
    earliest mark of the take-backs the seat has not seen; 0 when they are too many to know."""
    undos, seen = body.get("undos"), (previous or {}).get("undos", 0)
    if not (type(undos) is int and type(seen) is int and undos > seen):
        return None
    missed, marks = undos - seen, body.get("undo_marks")
    recent = marks[-missed:] if isinstance(marks, list) and len(marks) >= missed else []
    return min(recent) if recent and all(type(m) is int for m in recent) else 0


class SeatLog:
    def __init__(self, seat: int, window: int = LOG_LINES):
        self.seat = seat
        self.window = window  # the newest lines a view carries at most
        self.lines: dict[int, list] = {}  # index -> the line as the view carried it

    def take(self, previous: dict | None, body: dict) -> None:
        """Keep `body`'s lines, after forgetting what a take-back removed and what lies past the
        view's newest line (a take-back's table carries fewer lines than the seat held)."""
        carried = [line for line in body.get("log", []) if is_line(line)] if isinstance(body.get("log"), list) else []
        end = forgotten_from(previous, body)
        if carried:
            newest = max(line[0] for line in carried) + 1
            end = newest if end is None else min(end, newest)
        if end is not None and self.lines and max(self.lines) >= end:  # (max: not a copy of every line a view)
            self.lines = {index: line for index, line in self.lines.items() if index < end}
        for line in carried:
            self.lines[line[0]] = line

    def hidden(self, line: list) -> bool:
        return line[1] != self.seat and (len(line) < 4 or line[3] is None)

    def first_wanted(self) -> int | None:
        """The first line the seat lacks or holds hidden, within the newest `window` it knows of
        (older ones no view carries any more); None when it holds none."""
        if not self.lines:
            return None
        newest = max(self.lines)
        for index in range(max(0, newest + 1 - self.window), newest + 1):
            line = self.lines.get(index)
            if line is None or self.hidden(line):
                return index
        return newest + 1

    def ordered(self) -> list[list]:
        return [self.lines[index] for index in sorted(self.lines)]
