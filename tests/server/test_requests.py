"""Only what opens with the server's key opens a room, and each authenticated sender has its own
budget (issue 24, "Creating a room on a server"): junk, another server's requests, replayed
copies and the server's own answers sent back are dropped unread or unanswered; a sender that
opens too many rooms is told to wait while another sender still gets its room."""
from __future__ import annotations

import os
import queue
import threading
import time

import nacl.public
import pytest

from desktop_app.net import server_box
from desktop_app.net.mqtt import MqttTransport
from desktop_app.net.serve import ROOMS_PER_SENDER, TableServer
from desktop_app.net.server_client import RoomCreator
from desktop_app.net.server_code import parse, server_topic
from tests.net.broker import mosquitto  # noqa: F401  (fixture)

FRIEND = {"name": "Anna", "colour": "#c0392b", "agent": "remote"}


class Creator:
    """A RoomCreator on a link of its own, every payload it received kept."""

    def __init__(self, code, url: str):
        self.inbox: queue.Queue = queue.Queue()
        self.received: list[bytes] = []
        self.link = MqttTransport(url, "tarsas-test-" + os.urandom(6).hex(), start=False)
        self.link.on_message = lambda topic, payload: (self.received.append(payload), self.inbox.put((topic, payload)))
        self.creator = RoomCreator(code, self.link)
        self.sent: list[bytes] = []
        publish = self.link.publish
        self.link.publish = lambda topic, payload, retain=False: (self.sent.append(payload), publish(topic, payload, retain))
        self.creator.start()
        self.link.start()
        assert self.link.wait_connected(10)

    def ask(self, game: str, seats: list[dict]) -> dict:
        request = self.creator.request(game, seats)
        end = time.monotonic() + 20
        while request not in self.creator.answers and time.monotonic() < end:
            try:
                self.creator.handle(*self.inbox.get(timeout=0.1))
            except queue.Empty:
                self.creator.tick()
        return self.creator.answers[request]


@pytest.fixture
def server(mosquitto, tmp_path):
    server = TableServer(tmp_path / "server", mosquitto.url)
    server.open()
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    yield server
    server.stop()
    thread.join(10)
    server.close()


def test_only_sealed_requests_open_rooms_and_each_sender_has_its_budget(server, mosquitto):
    code = parse(server.code.code())
    sid = code.server_id
    outsider = MqttTransport(mosquitto.url, "tarsas-outsider-" + os.urandom(6).hex())
    assert outsider.wait_connected(10)
    anna = Creator(code, mosquitto.url)
    try:
        for _ in range(50):  # junk of a real request's size
            outsider.publish(server_topic(sid), os.urandom(1024 + 72))
        other_server = nacl.public.PrivateKey.generate().public_key
        for _ in range(3):  # sealed, but to another server's key
            outsider.publish(server_topic(sid), server_box.seal_request(
                nacl.public.PrivateKey.generate(), bytes(other_server), sid, {"type": "create"}))
        first = anna.ask("christmas_tree", [FRIEND, dict(FRIEND, name="Bot", agent="greedy")])
        assert first["type"] == "created" and list(first["codes"]) == ["0"]
        assert first["match_id"] in server.rooms
        outsider.publish(server_topic(sid), anna.sent[-1])  # the very request again
        reply = anna.received[-1]
        outsider.publish(server_topic(sid), bytes(anna.creator.key.public_key) + reply)  # the answer sent back
        chess = anna.ask("chess", [FRIEND, FRIEND])
        assert chess["type"] == "refused" and chess["why"] == "no such game on this server"
        human = anna.ask("copenhagen", [FRIEND, dict(FRIEND, agent="human")])
        assert human["type"] == "refused" and "nobody sits at a server" in human["why"]
        budget = int(ROOMS_PER_SENDER[1])
        answers = [anna.ask("copenhagen", [FRIEND, FRIEND]) for _ in range(budget - 3 + 1)]
        assert [a["type"] for a in answers] == ["created"] * (budget - 3) + ["refused"]
        assert answers[-1]["why"] == "too many new rooms: try again later"
        bela = Creator(code, mosquitto.url)  # another sender is not held to Anna's budget
        assert bela.ask("new_york", [FRIEND, FRIEND])["type"] == "created"
        bela.link.close()
        expected = {"failed authentication": 53, "replayed copy": 1, "not meant for this direction or server": 1,
                    "bad request": 2, "rate limit": 1}
        end = time.monotonic() + 10
        while dict(server.drops.total) != expected and time.monotonic() < end:
            time.sleep(0.05)
        assert dict(server.drops.total) == expected
        assert len(server.rooms) == 1 + (budget - 3) + 1  # nothing else opened a room
    finally:
        anna.link.close()
        outsider.close()
