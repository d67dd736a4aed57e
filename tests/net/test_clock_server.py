"""Turn clocks on a table server (issue 24 point 3): the very HostSession clock in a real `tarsas
serve` process; a friend who never moves has the turn played by the server's computer, and after
a kill -9 and a restart the clock goes on from its file (the same deadline, the same misses)."""
from __future__ import annotations

import json

from desktop_app.net.server_client import create_room

from tests.net.broker import mosquitto  # noqa: F401  (fixture)
from tests.server.helpers import Seat, Server

ANNA = {"name": "Anna", "colour": "#c0392b", "agent": "remote"}
BENCE = {"name": "Bence", "colour": "#2980b9", "agent": "remote"}


def test_the_server_plays_a_turn_that_ran_out_and_keeps_the_clock_across_kill_9(mosquitto, tmp_path):
    server = Server(mosquitto.url, tmp_path / "server")
    code = server.start()
    answer = create_room(code, "kingdom_builder", [ANNA, BENCE], clock=1.5)
    anna, bence = Seat(answer["codes"]["0"], seed=1), Seat(answer["codes"]["1"], seed=2)
    clock_file = tmp_path / "server" / "clocks" / f"{answer['match_id']}.json"
    try:
        def both(seconds, until):
            for _ in range(int(seconds / 0.2)):
                anna.pump(0.1)
                bence.pump(0.1, play=False)  # Bence never moves
                if until():
                    return True
            return False

        assert both(30, lambda: bence.session.turn_clock and bence.session.turn_clock["events"])
        assert bence.session.turn_clock["events"][0][1:] == [1, "played"]
        assert bence.session.turn_clock["limit"] == 1.5
        kept = json.loads(clock_file.read_text())
        assert kept["missed"]["1"] == 1 and kept["held"] in ({}, {"1": "turn"})
        server.kill()
        server.start()  # the same room, its clock from the file
        assert both(40, lambda: len(bence.session.turn_clock["events"]) >= 3)
        assert [e[2] for e in bence.session.turn_clock["events"]][:3] == ["played", "played", "held"]
        assert both(10, lambda: bence.session.held_by_clock)
        bence.session.send_back()  # Bence is back
        assert both(10, lambda: not bence.session.held_by_clock)
    finally:
        anna.close()
        bence.close()
    server.stop()
    log = server.log()
    assert "Traceback" not in log and " ERROR " not in log
    assert f"room {answer['match_id']}: time ran out for seat 1, the computer (greedy) plays it" in log
