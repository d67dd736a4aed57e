"""A table server stopped while a computer seat thinks: the worker pool cancels the move, and the
server says nothing about it (the move is thought again after the restart). CI saw a
CancelledError traceback in the server's log here; CancelledError is not an Exception."""
from __future__ import annotations

import logging
import queue
from concurrent.futures import Future
from types import SimpleNamespace

from desktop_app.net.serve import TableServer


class CancellingWorkers:
    def submit(self, *args):
        future = Future()
        future.cancel()
        return future


def test_a_cancelled_think_is_silent_and_queues_nothing(caplog):
    server = SimpleNamespace(workers=CancellingWorkers(), hint_workers=CancellingWorkers(), inbox=queue.Queue())
    room = SimpleNamespace(name="r1", match=SimpleNamespace(spec=SimpleNamespace(id="christmas_tree")))
    with caplog.at_level(logging.DEBUG):
        TableServer.think(server, room, None, "medium", 1, None, 3, 0)
        TableServer.think(server, room, None, "hard", 1, None, 3, 0, kind="hint")
    assert server.inbox.empty()
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_a_failed_think_is_logged_and_the_seat_asks_again(caplog):
    class FailingWorkers:
        def submit(self, *args):
            future = Future()
            future.set_exception(RuntimeError("broken agent"))
            return future
    server = SimpleNamespace(workers=FailingWorkers(), inbox=queue.Queue())
    room = SimpleNamespace(name="r1", match=SimpleNamespace(spec=SimpleNamespace(id="christmas_tree")))
    with caplog.at_level(logging.ERROR):
        TableServer.think(server, room, None, "medium", 1, None, 3, 0)
    assert server.inbox.get_nowait() == ("unthink", room, 3)
    assert "the computer (computer) for seat 0 failed" in caplog.text
