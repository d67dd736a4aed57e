"""`selftest --turn-timeout` (issue 24): one seat of each game never acts after its first move;
the host's turn clock lets the computer play its turns; the game finishes identical to a local
replay and the JSON counts the turns played for it."""
from __future__ import annotations

from .test_mosquitto import selftest


def test_a_seat_that_stops_moving_is_played_by_the_clock_to_the_end():
    summary = selftest("auto", "--game", "christmas_tree", "--players", "3", "--games", "1", "--turn-timeout", "1.5")
    assert summary["errors"] == 0 and summary["finished"] == 1 and summary["identical_to_local_replay"]
    assert summary["timeouts_played"] - summary["timeouts_of_playing_seats"] == 3  # two turns, then held to the end
    assert summary["records"] == 2  # the silent seat still got the finished record
