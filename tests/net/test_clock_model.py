"""The turn clock's model (net/turn_clock.py), pure, on an injected clock."""
from __future__ import annotations

import json

import pytest

from desktop_app.net import turn_clock
from desktop_app.net.turn_clock import ABSENT, HELD, PLAYED, TURN, TurnClock


class Now:
    def __init__(self):
        self.t = 1_000_000.0

    def __call__(self) -> float:
        return self.t


def clock(limit=120.0):
    now = Now()
    return TurnClock(limit, "greedy", now), now


def test_no_limit_does_nothing():
    c, now = clock(None)
    assert c.step(0, 0, {0, 1}) == []
    now.t += 10**6
    assert c.step(0, 0, {0, 1}) == [] and c.deadline is None


def test_the_deadline_starts_with_the_turn_and_runs_out_once():
    c, now = clock()
    assert c.step(1, 5, {0, 1}) == []
    assert c.seat == 1 and c.deadline == now.t + 120 and c.left() == 120
    now.t += 119.5
    assert c.step(1, 6, {0, 1}) == []  # a move: the next one has the whole limit again
    assert c.left() == 120
    now.t += 100
    assert c.step(1, 5, {0, 1}) == [] and c.left() == 20  # taken back: no more time
    now.t += 10
    assert c.step(1, 6, {0, 1}) == [] and c.left() == 10  # and the move again gives none either
    now.t += 10.5
    assert c.step(1, 6, {0, 1}) == [(1, "greedy")]
    assert c.held == {1: TURN} and c.events == [[6, 1, PLAYED]] and c.missed == {1: 1}
    # the computer plays it (the runner holds the seat): nothing runs out again
    assert c.step(1, 7, {0}) == [] and c.deadline is None
    # the turn passes: the seat is its player's again
    assert c.step(0, 9, {0}) == [(1, None)]
    assert c.held == {} and c.seat == 0 and c.deadline == now.t + 120


def test_a_turn_played_in_time_forgives_the_misses():
    c, now = clock()
    for n in (1, 2):
        c.step(1, 0, {0, 1})
        now.t += 121
        assert c.step(1, 0, {0, 1}) == [(1, "greedy")]
        assert c.step(0, 1, {0}) == [(1, None)]
        assert c.missed[1] == n
    c.step(1, 2, {0, 1})
    now.t += 60
    c.step(0, 3, {0, 1})  # seat 1 played its own turn in time
    assert c.missed[1] == 0


def test_three_misses_in_a_row_hold_the_seat_until_its_player_is_back():
    c, now = clock()
    for n in range(3):
        c.step(0, 10 * n, {0} if c.held else {0, 1})  # the runner held seat 1 for its turn
        c.step(1, 10 * n + 1, {0, 1})
        now.t += 121
        assert c.step(1, 10 * n + 1, {0, 1}) == [(1, "greedy")]
    assert c.held == {1: ABSENT} and c.events[-1] == [21, 1, HELD]
    assert [e[2] for e in c.events] == [PLAYED, PLAYED, HELD]
    # held: the turn passing does not give it back, and the clock does not time it
    assert c.step(0, 30, {0}) == []
    assert c.step(1, 31, {0}) == [] and c.deadline is None
    assert c.view()["held"] == [1]
    assert c.back(1) == [(1, None)] and c.missed[1] == 0
    assert c.step(1, 32, {0, 1}) == [] and c.deadline == now.t + 120  # its turn, a fresh limit


def test_a_seat_given_back_by_someone_else_is_forgotten():
    c, now = clock()
    c.step(1, 0, {0, 1})
    now.t += 121
    c.step(1, 0, {0, 1})
    c.step(1, 1, {0, 1})  # the host's seat menu gave it back meanwhile
    assert c.held == {} and c.missed[1] == 0


def test_paused_clock_runs_nothing_out():
    c, now = clock()
    c.paused = True
    c.step(1, 0, {0, 1})
    now.t += 10**5
    assert c.step(1, 0, {0, 1}) == []
    c.paused = False
    assert c.step(1, 0, {0, 1}) == [(1, "greedy")]


def test_game_over_gives_back_a_seat_held_for_its_turn():
    c, now = clock()
    c.step(1, 0, {0, 1})
    now.t += 121
    c.step(1, 0, {0, 1})
    assert c.step(None, 3, {0}) == [(1, None)] and c.deadline is None


def test_a_restart_keeps_the_deadline(tmp_path):
    c, now = clock()
    c.step(1, 4, {0, 1})
    path = turn_clock.path_for(tmp_path, "0123456789ab")
    turn_clock.save(c, path)
    again = turn_clock.load(path, 120.0, "greedy", now)
    assert again.deadline == c.deadline and again.seat == 1
    now.t += 121
    assert again.step(1, 4, {0, 1}) == [(1, "greedy")]
    # another limit is another clock; a damaged file is a new clock
    assert turn_clock.load(path, 3600.0, "greedy", now).deadline is None
    path.write_text(json.dumps({"limit": "x"}))
    assert turn_clock.load(path, 120.0, "greedy", now).deadline is None


@pytest.mark.parametrize("bad", [[], {"limit": -1, "level": "greedy"}, {"limit": 5, "level": "god"},
                                 {"limit": 5, "level": "greedy", "held": {"1": "forever"}},
                                 {"limit": 5, "level": "greedy", "events": [[1, 1, "exploded"]]},
                                 {"limit": 5, "level": "greedy", "missed": {"x": 1}}])
def test_damaged_clock_files_are_refused(bad):
    with pytest.raises(ValueError):
        TurnClock.from_json(bad)


def test_view_carries_the_lines_of_the_log_it_shows():
    c, now = clock(2)
    for n in range(3):
        c.step(1, n * 5, {0, 1})
        now.t += 3
        c.step(1, n * 5, {0, 1})
        c.step(0, n * 5 + 1, {0})
    view = c.view(first=6)
    assert view["events"] == [[10, 1, HELD]] and view["limit"] == 2 and view["held"] == [1]
