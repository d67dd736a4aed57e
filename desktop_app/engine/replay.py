"""Replaying a match's log for review: the position after any step, fast in both directions.

The log is replayed once from the seed; a clone of the state is kept every `every` actions and the
scores after every action, so moving to step N applies at most `every - 1` actions to a copy of
the nearest snapshot (and stepping forward by one applies a single action). No Qt here.

Who may see what: a finished game hides nothing and can be seen from any seat; an unfinished one
is reviewed only as the seat to move would see it (the table's own viewer rule), so a review never
shows a hand the hot-seat curtain hides."""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from functools import cached_property

from .game import ActionRecord, GameState, aftermath_parts, describe_parts
from .match import Match

SNAPSHOT_EVERY = 8  # at most 7 actions to apply: < 5 ms in the slowest game's rules


@dataclass
class Replay:
    match: Match  # the reviewed match; never changed
    every: int = SNAPSHOT_EVERY
    records: list[ActionRecord] = field(init=False)
    scores: list[list[int]] = field(init=False)       # scores[n]: after the first n actions
    _snapshots: list[GameState] = field(init=False, repr=False)
    _progress: list[dict] = field(init=False, repr=False)
    _last: tuple[int, GameState] | None = field(init=False, default=None, repr=False)

    def __post_init__(self) -> None:
        self.every = max(1, int(self.every))
        state = self.match.fresh_state()
        self.records, self._snapshots = [], [state.clone()]
        self.scores, self._progress = [list(state.scores())], [_progress_params(state)]
        for record in self.match.log:
            if state.current_player != record.player:
                raise ValueError(f"log out of step: action by seat {record.player} on seat {state.current_player}'s turn")
            text, parts = state.describe(record.action), describe_parts(state, record.action)
            state.apply(record.action)
            self.records.append(ActionRecord(record.player, record.action, record.reveal_before,
                                             record.reveal_after, text, parts, aftermath_parts(state, [s.name for s in self.match.seats])))
            self.scores.append(list(state.scores()))
            self._progress.append(_progress_params(state))
            if len(self.records) % self.every == 0:
                self._snapshots.append(state.clone())
        self.final = state

    # ------------------------------------------------------------ positions
    @property
    def length(self) -> int:
        """The number of actions: steps run from 0 (the setup) to length (the last position)."""
        return len(self.records)

    @property
    def finished(self) -> bool:
        return self.final.is_over

    def state_at(self, step: int) -> GameState:
        """The position after the first `step` actions. The caller may read it but must not change
        it (it is the replay's working copy; the next call may reuse it)."""
        step = max(0, min(self.length, int(step)))
        if step == self.length:
            return self.final
        last = self._last
        if last is not None and last[0] <= step and step - last[0] < self.every and last[0] // self.every == step // self.every:
            start, state = last  # stepping forward inside one stretch: apply only what is new
        else:
            start = step - step % self.every
            state = self._snapshots[start // self.every].clone()
        for record in self.records[start:step]:
            state.apply(record.action)
        self._last = (step, state)
        return state

    def log_until(self, step: int) -> list[ActionRecord]:
        return self.records[:max(0, min(self.length, step))]

    # ------------------------------------------------------------ who sees
    def viewer(self) -> int | None:
        """The one seat an unfinished game is reviewed as (None for a finished game: any seat).

        The table's rule (ui/controller.py): the only human; else the human to move; else the
        human who moved last."""
        if self.finished:
            return None
        humans = [i for i, seat in enumerate(self.match.seats) if seat.is_human]
        current = self.final.current_player
        if len(humans) == 1:
            return humans[0]
        if current in humans or not humans:
            return current
        for record in reversed(self.records):
            if record.player in humans:
                return record.player
        return humans[0]

    def view_at(self, step: int, seat: int) -> dict:
        return self.state_at(step).view_for(seat)

    # ------------------------------------------------------------ landmarks on the timeline
    def turn_starts(self) -> list[int]:
        return self._turns

    def round_starts(self) -> list[int]:
        return self._rounds

    def scorings(self) -> list[int]:
        return self._scorings

    @cached_property
    def _turns(self) -> list[int]:
        """Steps at which a seat's turn begins (the step before its first action of a run)."""
        return [n for n, r in enumerate(self.records) if n == 0 or self.records[n - 1].player != r.player]

    @cached_property
    def _rounds(self) -> list[int]:
        """Steps at which the game's round (or turn counter, for a game without rounds) moves on."""
        key = "round" if any("round" in p for p in self._progress) else "turn"
        marks = [0]
        for n in range(1, len(self._progress)):
            value = self._progress[n].get(key)
            if value is not None and value != self._progress[n - 1].get(key) and n < len(self._progress) - 1:
                marks.append(n)
        return marks

    @cached_property
    def _scorings(self) -> list[int]:
        """Steps after which someone's score changed."""
        return [n for n in range(1, len(self.scores)) if self.scores[n] != self.scores[n - 1]]

    def round_of(self, step: int):
        params = self._progress[max(0, min(self.length, step))]
        return params.get("round", params.get("turn"))


def _progress_params(state) -> dict:
    method = getattr(state, "progress_parts", None)
    if method is None:
        return {}
    try:
        _template, params = method()
    except Exception:  # a game's progress line is a nicety here: no landmarks rather than no review
        return {}
    return {k: v for k, v in params.items() if k in ("round", "turn")}


def next_mark(marks: list[int], step: int) -> int | None:
    """The first mark after `step` (marks ascending; a bisection: the page asks on every step)."""
    at = bisect_right(marks, step)
    return marks[at] if at < len(marks) else None


def previous_mark(marks: list[int], step: int) -> int | None:
    at = bisect_left(marks, step)
    return marks[at - 1] if at > 0 else None
