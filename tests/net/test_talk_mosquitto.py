"""Table talk over a real mosquitto (issue 24 point 4): two seats exchange lines through the host,
in their own channels; an outsider's line is dropped and counted; a seat that floods is held to
its budget; the lines are kept with the match (its save, the finished record)."""
from __future__ import annotations

import os
import queue
import time

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import match_from_json, match_to_json
from desktop_app.games import REGISTRY
from desktop_app.net import topics
from desktop_app.net.client import ClientSession
from desktop_app.net.codes import Invite, new_room, new_secret
from desktop_app.net.host import HostSession
from desktop_app.net.mqtt import MqttTransport, client_id_for

from .broker import mosquitto  # noqa: F401  (fixture)


def test_two_seats_talk_through_the_host_and_an_outsider_is_not_heard(mosquitto):
    spec = REGISTRY["christmas_tree"]
    match = Match.start(spec, [Seat("Anna", "#333333", "remote"), Seat("Bence", "#777777", "remote")], 4)
    room, secrets = new_room(), {0: new_secret(), 1: new_secret()}
    inbox: queue.Queue = queue.Queue()
    links = [MqttTransport(mosquitto.url, client_id_for(room, "host"))]
    host = HostSession(match, room, secrets, links[0])
    links[0].on_message = lambda t, p: inbox.put((host, t, p))
    clients = []
    for seat in (0, 1):
        links.append(MqttTransport(mosquitto.url, client_id_for(secrets[seat], f"s{seat}")))
        client = ClientSession(Invite(room, seat, secrets[seat], mosquitto.url), links[-1])
        links[-1].on_message = lambda t, p, c=client: inbox.put((c, t, p))
        clients.append(client)
    outsider = MqttTransport(mosquitto.url, "outsider-" + os.urandom(4).hex())
    links.append(outsider)

    def until(condition, timeout=10.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                session, topic, payload = inbox.get(timeout=0.02)
                session.handle(topic, payload)
            except queue.Empty:
                pass
            for client in clients:
                client.tick()
            if condition():
                return True
        return False

    try:
        assert all(link.wait_connected(10) for link in links)
        host.start()
        for client in clients:
            client.start()
        anna, bence = clients
        assert until(lambda: anna.version == bence.version == 0)
        anna.say("  Hello\x07 Bence!\nready?  ")
        assert until(lambda: bence.talk_lines)
        assert [line[1:3] for line in bence.talk_lines] == [[0, "Hello Bence! ready?"]]  # plain text, one line
        bence.say("x" * 400)  # cut to 300 characters
        assert until(lambda: len(anna.talk_lines) == 2)
        assert anna.talk_lines[1][1] == 1 and anna.talk_lines[1][2] == "x" * 300
        # an outsider (no code) publishes a "line" on Anna's topic: dropped unread and counted
        before = host.drops.total.get("failed authentication", 0)
        for _ in range(3):
            outsider.publish(topics.to_host(room.hex(), 0), os.urandom(1064))
        assert until(lambda: host.drops.total.get("failed authentication", 0) >= before + 3)
        assert len(match.talk) == 2
        # a seat that floods the table is held to its budget (counted), the other is still heard
        for n in range(12):
            anna.say(f"spam {n}")
        assert until(lambda: host.drops.total.get("talk rate limit", 0) >= 5)
        said = len(match.talk)
        assert said < 2 + 12
        host.talk.budgets.pop(1, None)
        bence.say("stop it")
        assert until(lambda: any(line[2] == "stop it" for line in anna.talk_lines))
        # kept with the match: its save (and so every seat's finished record) holds the lines
        again = match_from_json(match_to_json(match))
        assert again.talk == match.talk and again.talk[0][2] == "Hello Bence! ready?"
    finally:
        for link in links:
            link.close()
