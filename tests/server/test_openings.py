"""One place per seat, across a server's restart (issue 23 finding 2, issue 24): Anna's code is
opened a second time (she moved to another computer) and that copy takes her seat; the server is
killed and started again, and an outsider replays the first copy's claiming hello. The restarted
server still knows which copy plays the seat (a restart keeps no nonces: without that, the replay
took the seat from the live copy, which stopped, and the game waited forever; the chaos self-test
stalled so). The live copy plays on; the first stays stopped."""
from __future__ import annotations

import os

from desktop_app.net import topics
from desktop_app.net.mqtt import MqttTransport
from desktop_app.net.server_client import create_room
from tests.net.broker import mosquitto  # noqa: F401  (fixture)

from .helpers import Seat, Server

ANNA = {"name": "Anna", "colour": "#c0392b", "agent": "remote"}
BOT = {"name": "Bot", "colour": "#2980b9", "agent": "random"}


def test_a_replayed_claim_after_a_restart_takes_no_seat(mosquitto, tmp_path):
    server = Server(mosquitto.url, tmp_path / "server")
    code = server.start()
    answer = create_room(code, "copenhagen", [ANNA, BOT])
    first = Seat(answer["codes"]["0"], seed=1)
    claims: list[bytes] = []
    publish = first.transport.publish
    first.transport.publish = lambda topic, payload, retain=False: (claims.append(payload) if topic == topics.to_host(
        first.invite.room_hex, 0) and not first.session.confirmed else None, publish(topic, payload, retain))[1]
    outsider = MqttTransport(mosquitto.url, "tarsas-outsider-" + os.urandom(6).hex())
    second = None
    try:
        assert first.pump(30, until=lambda seat: seat.session.confirmed, play=False)
        assert claims  # its claiming hellos, as they went on the wire
        second = Seat(answer["codes"]["0"], seed=2)  # the same code on another computer
        assert second.pump(30, until=lambda seat: seat.session.confirmed, play=False)
        assert first.pump(30, until=lambda seat: seat.session.taken_over, play=False)
        server.kill()
        assert server.start() == code
        assert second.pump(30, until=lambda seat: seat.session.version >= 0 and not seat.session.host_away, play=False)
        assert outsider.wait_connected(10)
        for payload in claims:  # the first copy's old claims, again
            outsider.publish(topics.to_host(first.invite.room_hex, 0), payload)
        moves = second.moves
        played = second.pump(60, until=lambda seat: seat.moves >= moves + 3)
        assert played  # it still plays the seat
        assert not second.session.taken_over
    finally:
        outsider.close()
        first.close()
        if second is not None:
            second.close()
    assert server.stop() == 0
    log = server.log()
    assert "Traceback" not in log and " ERROR " not in log
    assert log.count("seat 0 was opened again elsewhere") == 1  # the second copy, once; never the replay
