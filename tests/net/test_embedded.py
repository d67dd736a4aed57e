"""The broker the host's app starts itself (issue 16 "Settings"): a whole game runs through it."""
from __future__ import annotations

import json
import subprocess
import sys
import warnings

from desktop_app.net.embedded import EmbeddedBroker

from .broker import free_port


def test_a_game_runs_through_the_embedded_broker():
    broker = EmbeddedBroker("127.0.0.1", free_port())
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)  # our config uses amqtt's current form
        broker.start()
    try:
        done = subprocess.run([sys.executable, "-m", "desktop_app.net.selftest", "--broker", broker.url(),
                               "--game", "christmas_tree", "--players", "2", "--chaos"],
                              capture_output=True, text=True, timeout=300)
        summary = json.loads(done.stdout.strip().splitlines()[-1])
        assert done.returncode == 0, done.stderr[-2000:]
        assert summary["finished"] == 1 and summary["errors"] == 0 and summary["identical_to_local_replay"]
    finally:
        broker.stop()


def test_a_taken_port_is_reported_not_hung():
    first = EmbeddedBroker("127.0.0.1", free_port())
    first.start()
    try:
        second = EmbeddedBroker("127.0.0.1", first.port)
        try:
            second.start()
        except OSError as exc:
            assert str(first.port) in str(exc)
        else:
            second.stop()
            raise AssertionError("a second broker on the same port started")
    finally:
        first.stop()


def test_what_is_still_queued_at_shutdown_is_not_a_warning_on_the_console(caplog):
    """A host that quits right after its last publish: amqtt warns "N messages not broadcasted"
    while it shuts down (seen on a loaded machine, printed to the host's stderr). Those messages go
    with the broker; the warning is no fault, and the host's console stays clean."""
    import logging

    broker = EmbeddedBroker("127.0.0.1", free_port())
    broker.start()
    shutdown = broker._broker.shutdown

    async def shutdown_with_a_queue():
        logging.getLogger("amqtt.broker").warning("1 messages not broadcasted")  # what amqtt says then
        await shutdown()

    broker._broker.shutdown = shutdown_with_a_queue
    level = logging.getLogger("amqtt.broker").level
    with caplog.at_level(logging.DEBUG, logger="amqtt"):
        broker.stop()
    assert not [r for r in caplog.records if r.name.startswith("amqtt") and r.levelno >= logging.WARNING]
    assert logging.getLogger("amqtt.broker").level == level  # put back as it was
