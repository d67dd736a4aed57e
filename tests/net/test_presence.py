"""Presence (issue 16 item 3-4): a seat whose link dies without "bye" shows "away" on the host, the
host's dying link shows "host away" on the seats; each through the broker's last will, a token
fresh for every connection whose hash travels inside the encrypted messages, so an old will, a
replayed hello or a forged will never changes what is shown."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time

import pytest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net import topics
from desktop_app.net.client import ClientSession
from desktop_app.net.codes import Invite, new_room, new_secret
from desktop_app.net.host import HostSession
from desktop_app.net.transport import MemoryBroker

from .broker import mosquitto  # noqa: F401  (fixture)


def memory_room(players: int = 3):
    broker = MemoryBroker(1)
    match = Match.start(REGISTRY["copenhagen"], [Seat(f"S{i}", "#333333", "human") for i in range(players)], 4)
    room = new_room()
    room_hex = room.hex()
    secrets = {i: new_secret() for i in range(1, players)}
    host = HostSession(match, room, secrets, broker.connect(topics.presence(room_hex, topics.HOST)))
    ticks = iter(range(10**9))
    host.clock = lambda: next(ticks) * 0.1
    clients = {i: ClientSession(Invite(room, i, secrets[i], "mqtt://127.0.0.1:1883"),
                                broker.connect(topics.presence(room_hex, i))) for i in secrets}
    host.start()
    for client in clients.values():
        client.start()
    broker.pump()
    return broker, match, host, clients


def test_a_seat_that_dies_shows_away_and_online_again_when_back():
    broker, _match, host, clients = memory_room()
    assert host.presence == {1: "online", 2: "online"}
    clients[2].transport.die()
    broker.pump()
    assert host.presence == {1: "online", 2: "away"}
    assert clients[1].body["presence"]["2"] == "away"  # the others see it too
    clients[2].transport.reconnect()  # a new connection: a new will, told by its hello
    clients[2].hello()
    broker.pump()
    assert host.presence[2] == "online"


def test_old_wills_replayed_hellos_and_forged_wills_change_nothing():
    broker, _match, host, clients = memory_room()
    seat = clients[2]
    old_will = seat.transport.will_token
    old_hello = [p for t, p in broker.wire if t == topics.to_host(host.room_hex, 2)][-1]
    seat.transport.die()
    broker.pump()
    seat.transport.reconnect()
    seat.hello()
    broker.pump()
    assert host.presence[2] == "online"
    will_topic = topics.presence(host.room_hex, 2)
    broker.publish(will_topic, old_will, True)            # the first connection's will, again
    broker.publish(will_topic, topics.new_token(), True)  # a made-up will
    broker.publish(will_topic, b"\xff" * 5000, True)      # junk
    broker.publish(topics.to_host(host.room_hex, 2), old_hello, False)  # the dead connection's hello
    broker.pump()
    assert host.presence[2] == "online"
    broker.publish(will_topic, old_will, True)  # still nothing: that hello did not revive the old will
    broker.pump()
    assert host.presence[2] == "online"
    seat.transport.die()  # but the live connection's will does count
    broker.pump()
    assert host.presence[2] == "away"


def test_a_seat_that_said_bye_is_away_and_its_replayed_hello_does_not_bring_it_back():
    broker, _match, host, clients = memory_room()
    hello = [p for t, p in broker.wire if t == topics.to_host(host.room_hex, 1)][-1]
    clients[1].leave()
    broker.pump()
    assert host.presence[1] == "away"
    broker.publish(topics.to_host(host.room_hex, 1), hello, False)
    broker.pump()
    assert host.presence[1] == "away"


def test_a_host_that_starts_after_the_seats_learns_who_is_here():
    """The host's app restarts (resuming the save) while the seats stay: its views ask them to
    say hello, so it knows them (and their wills) without waiting for them to ask first."""
    broker, match, host, clients = memory_room()
    host.transport.die()
    broker.pump()
    secrets = {seat: client.invite.secret for seat, client in clients.items()}
    again = HostSession(match, bytes.fromhex(host.room_hex), secrets,
                        broker.connect(topics.presence(host.room_hex, topics.HOST)))
    assert again.presence == {1: "offline", 2: "offline"}
    again.start()
    broker.pump()
    assert again.presence == {1: "online", 2: "online"}
    assert not any(c.body["ask_hello"] or c.host_away for c in clients.values())
    clients[1].transport.die()
    broker.pump()
    assert again.presence == {1: "away", 2: "online"}


def test_the_host_dying_shows_host_away_until_it_is_back():
    broker, match, host, clients = memory_room()
    assert not any(c.host_away for c in clients.values())
    seen = []
    clients[1].on_presence = lambda: seen.append(clients[1].host_away)
    will = host.transport.will_token
    host.transport.die()
    broker.pump()
    assert all(c.host_away for c in clients.values()) and seen == [True]
    # A seat that connects while the host is away learns it from the retained will and view.
    late = ClientSession(clients[2].invite, broker.connect(topics.presence(host.room_hex, 2)))
    late.start()
    broker.pump()
    assert late.host_away and late.version == len(match.log)
    # Back (a new connection, so a new will): the views it re-sends say so.
    host.transport.reconnect()
    host.publish_views()
    broker.pump()
    assert not any(c.host_away for c in [*clients.values(), late])
    broker.publish(topics.presence(host.room_hex, topics.HOST), will, True)  # the old will replayed
    broker.pump()
    assert not any(c.host_away for c in clients.values())


def test_a_forged_host_will_or_an_old_view_does_not_show_host_away():
    broker, _match, host, clients = memory_room()
    first_views = [(t, p) for t, p in broker.wire if "/h2s/" in t]
    broker.publish(topics.presence(host.room_hex, topics.HOST), topics.new_token(), True)
    broker.pump()
    assert not any(c.host_away for c in clients.values())
    will = host.transport.will_token
    host.transport.reconnect()  # the host's link came back before its old will fired
    host.publish_views()
    broker.pump()
    broker.publish(topics.presence(host.room_hex, topics.HOST), will, True)  # now the old will fires
    for topic, payload in first_views:  # and old copies of the views (with the old will's hash)
        broker.publish(topic, payload, True)
    broker.pump()
    assert not any(c.host_away for c in clients.values())


# --------------------------------------------------------------------------- a real mosquitto
SEAT_PROCESS = r"""
import sys, time, json
from desktop_app.net import topics
from desktop_app.net.client import ClientSession
from desktop_app.net.codes import Invite
from desktop_app.net.mqtt import MqttTransport
room, seat, secret, url = bytes.fromhex(sys.argv[1]), int(sys.argv[2]), bytes.fromhex(sys.argv[3]), sys.argv[4]
link = MqttTransport(url, "tarsas-test-seat-" + sys.argv[3][:12], presence=topics.presence(room.hex(), seat))
session = ClientSession(Invite(room, seat, secret, url), link)
link.wait_connected(10)
session.start()
print("ready", flush=True)
time.sleep(600)
"""


def wait_until(condition, pump, timeout=10.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pump()
        if condition():
            return True
        time.sleep(0.02)
    return False


def test_killed_processes_show_away_through_mosquitto(mosquitto):
    """A seat process killed with SIGKILL shows "away" on the host; the host's link dying shows
    "host away" on a seat; both back, both online."""
    import queue

    from desktop_app.net.mqtt import MqttTransport

    match = Match.start(REGISTRY["kingdom_builder"], [Seat("Host", "#333333"), Seat("Friend", "#777777")], 3)
    room, secret = new_room(), new_secret()
    inbox: queue.Queue = queue.Queue()
    env = {**os.environ, "PYTHONPATH": os.getcwd()}

    def seat_process():
        process = subprocess.Popen([sys.executable, "-c", SEAT_PROCESS, room.hex(), "1", secret.hex(), mosquitto.url],
                                   stdout=subprocess.PIPE, text=True, env=env)
        assert process.stdout.readline().strip() == "ready"
        return process

    host_link = MqttTransport(mosquitto.url, "tarsas-test-host-" + room.hex()[:12],
                              presence=topics.presence(room.hex(), topics.HOST))
    host = HostSession(match, room, {1: secret}, host_link)
    host_link.on_message = lambda t, p: inbox.put(("host", t, p))

    def pump():
        while True:
            try:
                who, topic, payload = inbox.get_nowait()
            except queue.Empty:
                return
            (host if who == "host" else watcher).handle(topic, payload)

    process = None
    watcher_link = None
    try:
        assert host_link.wait_connected(10)
        host.start()
        process = seat_process()
        assert wait_until(lambda: host.presence[1] == "online", pump)
        process.send_signal(signal.SIGKILL)
        process.wait(5)
        assert wait_until(lambda: host.presence[1] == "away", pump)
        process = seat_process()
        assert wait_until(lambda: host.presence[1] == "online", pump)
        # The seat's side of the host's presence, seen by a watcher in this process.
        watcher_link = MqttTransport(mosquitto.url, "tarsas-test-watch-" + secret.hex()[:12])
        watcher = ClientSession(Invite(room, 1, secret, mosquitto.url), watcher_link)
        watcher_link.on_message = lambda t, p: inbox.put(("seat", t, p))
        assert watcher_link.wait_connected(10)
        watcher.start()
        assert wait_until(lambda: watcher.version == len(match.log), pump)
        assert not watcher.host_away
        host_link._client.socket().shutdown(socket.SHUT_RDWR)  # the host's link dies without a goodbye
        assert wait_until(lambda: watcher.host_away, pump, 15)
        assert wait_until(lambda: host_link.connected.is_set(), pump, 15)  # paho reconnects by itself
        host.publish_views()  # as the app does when its link is back: views carry the new will's hash
        assert wait_until(lambda: not watcher.host_away, pump)
    finally:
        if process is not None:
            process.kill()
            process.wait(5)
        if watcher_link is not None:
            watcher_link.close()
        host_link.close()
