"""Issue 23 finding 3 on mosquitto: a room's lines (desktop_app.net.mosquitto_lines, as the README's
set-up appends them) make a real mosquitto admit only the room's logins, each seat only to its own
topics, with the size limit of the README's configuration."""
from __future__ import annotations

import pytest

from desktop_app.net import mosquitto_lines, rooms, topics
from desktop_app.net.broker_auth import host_login, seat_login

from .broker import Mosquitto, mosquitto_available
from .mqtt_probe import Probe

pytestmark = pytest.mark.skipif(not mosquitto_available(), reason="mosquitto is not installed")


@pytest.fixture(scope="module")
def locked(tmp_path_factory):
    """A mosquitto set up as the README says, with one room's lines appended by the helper."""
    folder = tmp_path_factory.mktemp("locked")
    data = folder / "data"
    room = rooms.Room.new("locked-room", [1, 2], "mqtt://127.0.0.1:1883", False)
    rooms.save(room, data)
    passwd, acl = folder / "passwd", folder / "acl"
    assert mosquitto_lines.main([str(rooms.path_for(room.match_id, data)), "--passwd", str(passwd),
                                 "--acl", str(acl)]) == 0
    broker = Mosquitto(folder)
    broker.conf.write_text(f"listener {broker.port} 127.0.0.1\nallow_anonymous false\nuser root\n"
                           f"password_file {passwd}\nacl_file {acl}\npersistence false\n"
                           "max_packet_size 300000\nmessage_size_limit 270000\n")
    broker.start()
    yield broker, room
    broker.stop()


def test_the_rooms_lines_admit_only_its_logins(locked):
    broker, room = locked
    for login in (None, (seat_login(room.invite(1))[0], "wrong"), ("tarsas-other-1", "x")):
        probe = Probe(broker.url, *(login or ()))
        assert not probe.admitted()
        probe.close()
    for login in (host_login(room), seat_login(room.invite(1)), seat_login(room.invite(2))):
        probe = Probe(broker.url, *login)
        assert probe.admitted()
        probe.close()
    assert "password" not in (broker.folder / "passwd").read_text() and "$7$101$" in (broker.folder / "passwd").read_text()


def test_each_seat_reaches_only_its_own_topics(locked):
    broker, room = locked
    room_hex = room.room.hex()
    host = Probe(broker.url, *host_login(room))
    anna = Probe(broker.url, *seat_login(room.invite(1)))
    assert host.admitted() and anna.admitted()
    host.subscribe(f"{topics.ROOT}/{room_hex}/#")
    anna.subscribe("#")
    for seat in (1, 2):
        host.publish(topics.to_seat(room_hex, seat), b"view %d" % seat, retain=True).wait_for_publish(5)
    anna.publish(topics.to_host(room_hex, 2), b"as bence").wait_for_publish(5)   # not hers: dropped
    anna.publish(topics.to_seat(room_hex, 2), b"junk", retain=True).wait_for_publish(5)  # not hers either
    anna.publish(topics.to_host(room_hex, 1), b"hers").wait_for_publish(5)
    assert host.wait(lambda: (topics.to_host(room_hex, 1), 4) in host.received)
    assert (topics.to_host(room_hex, 2), 8) not in host.received and (topics.to_seat(room_hex, 2), 4) not in host.received
    assert anna.wait(lambda: (topics.to_seat(room_hex, 1), 6) in anna.received)
    assert all(topic == topics.to_seat(room_hex, 1) for topic, _n in anna.received)  # never Bence's view
    # the size limit: a 280 kB message is not passed on; the room's own largest messages are
    anna.publish(topics.to_host(room_hex, 1), b"z" * 280_000).wait_for_publish(5)
    anna.publish(topics.to_host(room_hex, 1), b"after").wait_for_publish(5)
    assert host.wait(lambda: (topics.to_host(room_hex, 1), 5) in host.received)
    assert all(size < 270_000 for _topic, size in host.received)
    host.close()
    anna.close()
