"""The shelf's look at joined games (net/peek.py): it reads the seat's newest retained view, sends
nothing (the host's presence for the seat stays as it was, nothing reaches a to_host topic), drops
forged, other-seat and garbage payloads, and reports None when nothing came. Over the in-memory
broker and over a real mosquitto."""
from __future__ import annotations

import queue
import threading

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net import topics
from desktop_app.net.channel import HOST_TO_SEAT, SeatChannel
from desktop_app.net.client import ClientSession
from desktop_app.net.codes import Invite, new_room, new_secret
from desktop_app.net.host import HostSession
from desktop_app.net.joined import JoinedGame
from desktop_app.net.mqtt import MqttTransport, client_id_for
from desktop_app.net.peek import Peek, open_transport
from desktop_app.net.transport import MemoryBroker

from .broker import mosquitto  # noqa: F401  (fixture)

URL = "mqtt://127.0.0.1:1883"


class Room:
    """A host's Match: seat 0 plays at the host, seats 1.. are friends on other computers."""

    def __init__(self, transport, players: int = 2, url: str = URL, seed: int = 3):
        names = ["Anna", "Bence", "Csilla"][:players]
        seats = [Seat(names[0], "#d35400")] + [Seat(n, "#16a085", "remote") for n in names[1:]]
        self.match = Match.start(REGISTRY["copenhagen"], seats, seed)
        self.room = new_room()
        self.secrets = {i: new_secret() for i in range(1, players)}
        self.invites = {i: Invite(self.room, i, s, url) for i, s in self.secrets.items()}
        self.session = HostSession(self.match, self.room, self.secrets, transport)
        ticks = iter(range(10**9))
        self.session.clock = lambda: next(ticks) * 0.1

    def entry(self, seat: int = 1, version: int = -1) -> JoinedGame:
        return JoinedGame(self.invites[seat].code(), "copenhagen", seat, [s.name for s in self.match.seats], version)

    def play_host_turn(self) -> None:
        assert self.match.state.current_player == 0
        self.match.apply(self.match.state.legal_actions()[0])
        self.session.publish_views()


def peek_once(broker: MemoryBroker, entries) -> tuple[Peek, dict]:
    peek = Peek(broker.connect(), entries)
    peek.start()
    broker.pump()
    return peek, peek.results()


def test_a_peek_reads_the_newest_view_and_sends_nothing():
    broker = MemoryBroker()
    room = Room(broker.connect())
    room.session.start()
    room.play_host_turn()  # now Bence's turn (version 1)
    broker.pump()
    wire, presence = len(broker.wire), dict(room.session.presence)
    peek, results = peek_once(broker, [room.entry()])
    summary = results[(room.room.hex(), 1)]
    assert (summary.version, summary.turn, summary.over, summary.host_away) == (1, 1, False, False)
    assert summary.seats == ("Anna", "Bence") and peek.done.is_set() and peek.dropped == []
    assert len(broker.wire) == wire  # not one message: no hello, no bye, no will
    assert room.session.presence == presence == {1: "offline"}
    # A friend whose table is open stays online, one who left stays away: a peek is nobody.
    seat = ClientSession(room.invites[1], broker.connect())
    seat.start()
    broker.pump()
    assert room.session.presence[1] == "online"
    wire = len(broker.wire)
    peek_once(broker, [room.entry()])
    assert room.session.presence[1] == "online" and len(broker.wire) == wire
    seat.leave()
    seat.transport.close()  # the table closed
    broker.pump()
    assert room.session.presence[1] == "away"
    _, results = peek_once(broker, [room.entry()])
    assert room.session.presence[1] == "away" and results[(room.room.hex(), 1)].version == 1
    assert not any("/s2h/" in topic for topic, _ in broker.wire[wire + 1:])  # only the seat's own bye


def test_forged_other_seat_and_garbage_payloads_are_dropped(caplog):
    broker = MemoryBroker()
    room = Room(broker.connect(), players=3)
    room.session.start()
    room.play_host_turn()
    broker.pump()
    topic = topics.to_seat(room.room.hex(), 1)
    attacker = broker.connect()
    wrong_key = SeatChannel(room.room, 1, new_secret())
    other_seat = SeatChannel(room.room, 2, room.secrets[2])
    own_key = SeatChannel(room.room, 1, room.secrets[1])
    view = room.session.view_body(1)
    attacker.publish(topic, wrong_key.seal(HOST_TO_SEAT, 9, {**view, "version": 9, "turn": 1}), retain=True)
    peek = Peek(broker.connect(), [room.entry()])
    peek.start()
    broker.pump()
    assert peek.results() == {(room.room.hex(), 1): None} and not peek.done.is_set()  # "unknown"
    attacker.publish(topic, other_seat.seal(HOST_TO_SEAT, 9, room.session.view_body(2)))  # seat 2's view
    attacker.publish(topic, b"\x00garbage" * 10)
    attacker.publish(topic, own_key.seal(HOST_TO_SEAT, 9, {"type": "action", "base": 9}))  # not a view
    attacker.publish(topic, own_key.seal(HOST_TO_SEAT, 9, {**view, "version": 8}))  # version is not its seq
    attacker.publish(topic, own_key.seal(HOST_TO_SEAT, 9, {**view, "version": 9, "game": "new_york"}))
    attacker.publish(topic, own_key.seal(HOST_TO_SEAT, 9, {**view, "version": 9, "turn": 7}))
    broker.pump()
    assert len(peek.dropped) == 7 and peek.results()[(room.room.hex(), 1)] is None
    logged = [r.getMessage() for r in caplog.records if r.name == "tarsas.net.peek"]
    assert logged == [f"dropped a message: {why}" for why in peek.dropped]  # each one logged
    assert "failed authentication" in peek.dropped[0] and "failed authentication" in peek.dropped[1]
    room.session.publish_views()  # the host is still there: the real view comes through
    broker.pump()
    summary = peek.results()[(room.room.hex(), 1)]
    assert (summary.version, summary.turn) == (1, 1) and peek.done.is_set()


def test_nothing_older_than_what_the_shelf_knew_and_nothing_when_nobody_hosts():
    broker = MemoryBroker()
    room = Room(broker.connect())
    room.session.start()
    broker.pump()
    old = bytes(broker.retained[topics.to_seat(room.room.hex(), 1)])  # version 0
    room.play_host_turn()
    room.session.publish_views()
    broker.pump()
    broker.connect().publish(topics.to_seat(room.room.hex(), 1), old, retain=True)  # an authentic replay
    _, results = peek_once(broker, [room.entry(version=1)])
    assert results == {(room.room.hex(), 1): None}
    nobody = Room(broker.connect())  # a room whose host never published
    _, results = peek_once(broker, [nobody.entry()])
    assert results == {(nobody.room.hex(), 1): None}


def test_games_on_one_broker_share_one_connection_and_host_away_shows():
    broker = MemoryBroker()
    first = Room(broker.connect(presence=None))
    host_link = broker.connect(presence="will-topic")  # replaced below by the room's will topic
    second = Room(host_link, seed=5)
    host_link.presence = topics.presence(second.room.hex(), topics.HOST)
    first.session.start()
    second.session.start()
    second.play_host_turn()
    broker.pump()
    done = []
    link = broker.connect()
    subscriptions = []
    link.subscribe = lambda pattern, inner=link.subscribe: (subscriptions.append(pattern), inner(pattern))
    viewed = []
    peek = Peek(link, [first.entry(), second.entry()], on_done=lambda: done.append(1),
                on_view=lambda entry, summary: viewed.append((entry.code, summary.version)))
    peek.start()
    broker.pump()
    results = peek.results()
    assert done == [1] and len(subscriptions) == 4  # one link: two views, two hosts' wills
    assert sorted(viewed) == sorted([(first.entry().code, 0), (second.entry().code, 1)])  # each as it came
    assert (results[(first.room.hex(), 1)].turn, results[(second.room.hex(), 1)].turn) == (0, 1)
    assert not results[(second.room.hex(), 1)].host_away
    host_link.die()  # the second host's process was killed: its will arrives
    broker.pump()
    _, results = peek_once(broker, [second.entry()])
    assert results[(second.room.hex(), 1)].host_away
    first.session.leave()  # the first host quit properly: its views say so
    broker.pump()
    _, results = peek_once(broker, [first.entry()])
    assert results[(first.room.hex(), 1)].host_away and not results[(first.room.hex(), 1)].over


def test_over_a_real_mosquitto_a_peek_reads_and_sends_nothing(mosquitto):  # noqa: F811
    inbox: queue.Queue = queue.Queue()
    host_link = MqttTransport(mosquitto.url, client_id_for(new_secret(), "host"))
    room = Room(host_link, url=mosquitto.url)
    host_link.on_message = lambda topic, payload: inbox.put((topic, payload))
    spy = MqttTransport(mosquitto.url, "tarsas-test-spy")
    heard, marker = [], threading.Event()
    spy.on_message = lambda topic, payload: marker.set() if topic.endswith("/s2h/marker") else heard.append(topic)
    peek_link = None
    try:
        assert host_link.wait_connected(10) and spy.wait_connected(10)
        spy.subscribe(f"{topics.ROOT}/{room.room.hex()}/s2h/#")
        spy.subscribe(topics.presence(room.room.hex(), 1))
        room.session.start()
        room.play_host_turn()
        topic = topics.to_seat(room.room.hex(), 1)
        spy.publish(topic, b"\x00garbage", retain=False)  # live garbage the peek may or may not see
        peek_link = open_transport(room.invites[1])
        assert not peek_link.will_token and peek_link._client._client_id.startswith(b"tarsas-peek-")
        peek = Peek(peek_link, [room.entry()])
        peek.start()
        assert peek.done.wait(10), peek.dropped
        summary = peek.results()[(room.room.hex(), 1)]
        assert (summary.version, summary.turn, summary.host_away) == (1, 1, False)
        # A forged retained view in the slot: a second look drops it and knows nothing.
        spy.publish(topic, SeatChannel(room.room, 1, new_secret()).seal(HOST_TO_SEAT, 5, {"type": "view"}), retain=True)
        second = Peek(open_transport(room.invites[1]), [room.entry()])
        second.start()
        for _ in range(500):  # the forgery reached the second look first
            if second.dropped:
                break
            threading.Event().wait(0.02)
        assert second.dropped == ["failed authentication"] and not second.done.is_set()
        room.session.publish_views()  # the host re-publishes: the genuine view replaces it
        assert second.done.wait(10)
        assert second.results()[(room.room.hex(), 1)].version == 1
        second.transport.close()
        peek_link.close()
        assert peek_link.bytes_sent == 0 and second.transport.bytes_sent == 0
        spy.publish(f"{topics.ROOT}/{room.room.hex()}/s2h/marker", b"x")  # after everything the peeks did
        assert marker.wait(10)
        assert heard == []  # nothing on any to_host topic, nor a will on the seat's presence
        while not inbox.empty():
            room.session.handle(*inbox.get_nowait())
        assert room.session.presence == {1: "offline"} and room.session.dropped == []
    finally:
        if peek_link is not None:
            peek_link.close()
        spy.close()
        host_link.close()
