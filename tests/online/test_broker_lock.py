"""Issue 23 finding 3: the broker a hosting app starts itself admits only holders of a code, each
seat only to its own topics, with a size limit and no retained messages where they do not belong,
and it does not listen on every interface. Driven through the real window (Settings -> Online's
default: this computer hosts), the outsider and the seat gone wrong played by a bare MQTT client."""
from __future__ import annotations

import socket

from PySide6.QtCore import QSettings

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net import codes, topics
from desktop_app.net.broker_auth import seat_login
from desktop_app.net.client import ClientSession
from desktop_app.net.mqtt import MqttTransport, client_id_for
from desktop_app.ui.online.net_bridge import QtTransport
from tests.net.broker import free_port
from tests.net.mqtt_probe import Probe


def hosting(window, qtbot, port: int):
    QSettings().setValue("online/port", port)
    match = Match.start(REGISTRY["copenhagen"], [Seat("Host", "#d35400"), Seat("Anna", "#16a085", "remote"),
                                                  Seat("Bence", "#2980b9", "remote")], 5)
    window.start(match)
    table = window.table
    qtbot.waitUntil(lambda: table.waiting_room.link_up, timeout=10000)
    invites = {line.seat: codes.parse(line.code.text()) for line in table.waiting_room.lines}
    return table, invites


def test_only_code_holders_reach_the_hosts_broker_and_each_seat_only_its_own_topics(window, qtbot):
    port = free_port()
    table, invites = hosting(window, qtbot, port)
    anna, bence = invites[1], invites[2]
    room = anna.room_hex
    url = f"mqtt://127.0.0.1:{port}"

    outsider = Probe(url)
    assert not outsider.admitted()  # no code, no connection
    guesser = Probe(url, seat_login(anna)[0], "not-the-password")
    assert not guesser.admitted()
    hijacker = Probe(url, *seat_login(anna), will=topics.to_seat(room, 2))  # a will on Bence's view
    assert not hijacker.admitted()
    for probe in (outsider, guesser, hijacker):
        probe.close()

    # Anna's code plays (the app's own seat link, with her login) ...
    client = ClientSession(anna, QtTransport(MqttTransport(anna.broker, client_id_for(anna.secret, "seat"),
                                                           *seat_login(anna))))
    client.start()
    qtbot.waitUntil(lambda: client.version == 0, timeout=10000)
    # ... but her login reads nothing of Bence's and speaks for nobody else
    nosy = Probe(url, *seat_login(anna))
    assert nosy.admitted()
    for topic in (topics.to_seat(room, 2), topics.record_to_seat(room, 2), topics.to_host(room, 2), "#",
                  topics.to_seat(room, 1)):
        nosy.subscribe(topic)
    session = table.session
    before = len(session.dropped)
    nosy.publish(topics.to_host(room, 2), b"x" * 600).wait_for_publish(5)   # as Bence: never reaches the host
    nosy.publish(topics.presence(room, topics.HOST), b"h" * 32, retain=True).wait_for_publish(5)
    nosy.publish(topics.to_host(room, 1), b"y" * 600, retain=True).wait_for_publish(5)  # her own: the host opens it
    qtbot.waitUntil(lambda: len(session.dropped) > before, timeout=5000)
    assert session.dropped[before:] and all(seat == 1 for seat, _why in session.dropped[before:])
    # of the retained views she gets her own only (her last subscription: everything before it came)
    assert nosy.wait(lambda: any(t == topics.to_seat(room, 1) for t, _n in nosy.received))
    assert {t for t, _n in nosy.received} == {topics.to_seat(room, 1)}
    broker = table.link.broker._broker
    assert topics.to_host(room, 1) not in broker.retained_messages  # a seat retains its presence only
    assert topics.presence(room, topics.HOST) not in broker.retained_messages

    # a message far larger than any the game sends closes the sender's connection, unread
    nosy.gone.clear()
    nosy.publish(topics.to_host(room, 1), b"z" * 400_000)
    assert nosy.wait(nosy.gone.is_set)
    assert table.link.broker.counts["oversized"] == 1
    nosy.close()
    assert client.version == 0 and not client.dropped  # the real seat never noticed
    client.transport.close()

    # it listens on loopback and this computer's network address, not on every interface
    assert "0.0.0.0" not in table.link.broker.hosts
    try:
        socket.create_connection(("127.0.0.2", port), timeout=1).close()
    except OSError:
        pass
    else:
        raise AssertionError("the broker answers on an address it was not meant to listen on")
