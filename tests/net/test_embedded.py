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


def test_a_client_id_without_a_login_knocks_nobody_off_the_locked_broker():
    """amqtt 0.12 looks a CONNECT's client id up (deleting a clean session's namesake, taking a
    connected one over) before it checks the login: anyone who learnt a seat's or the host's
    client id could knock that link off without any code. The locked broker refuses first."""
    import time

    from desktop_app.net import topics
    from desktop_app.net.broker_auth import Logins, host_login, seat_login
    from desktop_app.net.client import opening_client_id
    from desktop_app.net.codes import Invite
    from desktop_app.net.mqtt import MqttTransport, client_id_for
    from desktop_app.net.rooms import Room

    from .mqtt_probe import Probe

    logins = Logins()
    port = free_port()
    room = Room.new("m" * 32, [1], f"mqtt://127.0.0.1:{port}", embedded=True)
    logins.add_room(room)
    broker = EmbeddedBroker("127.0.0.1", port, logins=logins)
    broker.start()
    invite = Invite(room.room, 1, room.secrets[1], broker.url(for_others=False))
    seat_id, host_id = opening_client_id(invite), client_id_for(room.host_secret, "host")
    seat = MqttTransport(invite.broker, seat_id, *seat_login(invite))
    host = MqttTransport(invite.broker, host_id, *host_login(room), persistent=True)
    heard = []
    host.on_message = lambda topic, payload: heard.append(payload)
    intruders = []
    try:
        assert seat.wait_connected(10) and host.wait_connected(10)
        host.subscribe(topics.to_host(room.room.hex(), 1))
        time.sleep(0.3)
        for client_id, clean in ((seat_id, True), (seat_id, False), (host_id, True), (host_id, False)):
            for login in ((None, None), (seat_login(invite)[0], "wrong")):
                probe = Probe(invite.broker, *login, client_id=client_id, clean_session=clean)
                intruders.append(probe)
                assert not probe.admitted()
        time.sleep(1.0)
        assert (seat.connects, host.connects) == (1, 1)  # never knocked off, never reconnected
        assert seat.connected.is_set() and host.connected.is_set()
        seat.publish(topics.to_host(room.room.hex(), 1), b"still here")
        end = time.monotonic() + 5
        while time.monotonic() < end and not heard:
            time.sleep(0.02)
        assert heard == [b"still here"]  # the host's session and its subscription are intact
    finally:
        for probe in intruders:
            probe.close()
        seat.close(0.5)
        host.close(0.5)
        broker.stop()


def test_a_puback_later_than_amqtts_five_seconds_is_not_a_warning_on_the_console(caplog):
    """amqtt forgets a delivery after 5 s without the client's PUBACK and warned when it came
    later (a host process's stderr on CI's loaded two cores: "Received PUBACK for unknown pending
    message Id"). The message was delivered; the host's console stays clean. Through amqtt's own
    handler, as a late PUBACK reaches it."""
    import asyncio
    import logging

    from amqtt.mqtt.protocol.handler import ProtocolHandler
    from amqtt.mqtt.puback import PubackPacket
    from amqtt.session import Session

    import desktop_app.net.broker_limits  # noqa: F401  (the embedded broker's module sets the filter)

    loop = asyncio.new_event_loop()
    try:
        handler = ProtocolHandler(None, loop=loop)
        session = Session()
        session.client_id, session.keep_alive = "tarsas-late-seat", 0
        handler._init_session(session)
        with caplog.at_level(logging.DEBUG, logger="amqtt"):
            loop.run_until_complete(handler.handle_puback(PubackPacket.build(14)))
    finally:
        loop.close()
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING], caplog.text
