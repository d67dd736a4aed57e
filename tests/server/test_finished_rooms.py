"""A finished room stays open for a week (a late friend still gets the record), then closes; its
save stays, and the server does not open it again when it starts."""
from __future__ import annotations

import random
import threading

from desktop_app.net import serve
from desktop_app.net.serve import TableServer
from desktop_app.net.server_client import create_room
from tests.net.broker import mosquitto  # noqa: F401  (fixture)


def run_in_thread(server: TableServer) -> threading.Thread:
    server.open()
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    return thread


def test_a_finished_room_closes_after_a_week_and_stays_closed(mosquitto, tmp_path, monkeypatch):
    server = TableServer(tmp_path / "server", mosquitto.url)
    thread = run_in_thread(server)
    try:
        answer = create_room(server.code.code(), "christmas_tree",
                             [{"name": "Anna", "colour": "#c0392b", "agent": "remote"},
                              {"name": "Bot", "colour": "#2980b9", "agent": "random"}])
    finally:
        server.stop()
        thread.join(10)
    room = server.rooms[answer["match_id"]]
    rng = random.Random(1)
    while not room.match.state.is_over:  # the game ends (the loop is stopped: nothing else moves it)
        room.match.apply(rng.choice(room.match.state.legal_actions()))
    server.save(room)
    server.close_finished()
    assert answer["match_id"] in server.rooms  # finished just now: still open
    monkeypatch.setattr(serve, "KEEP_FINISHED", -1.0)  # a week later
    server.close_finished()
    assert answer["match_id"] not in server.rooms and room.closed
    server.close()
    assert server.store.autosave_path(room.match).exists()  # the save stays
    again = TableServer(tmp_path / "server", mosquitto.url)
    thread = run_in_thread(again)
    try:
        assert again.rooms == {}  # started a week after the end: the room is not opened again
    finally:
        again.stop()
        thread.join(10)
        again.close()
