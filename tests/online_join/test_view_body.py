"""What a joined seat's view body carries for its table (net/host.py public_log, view_body)."""
from __future__ import annotations

import json
import random

from desktop_app.engine.game import Seat, list_of
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net.codes import new_room, new_secret
from desktop_app.net.host import HostSession, public_log
from desktop_app.net.transport import MemoryBroker


def test_log_lines_carry_words_always_and_the_action_only_once_public():
    """Christmas Tree's picks are secret until all are revealed: another seat reads "picks a card"
    at once (the words a hot-seat table shows everyone), but which card only after the reveal."""
    match = Match.start(REGISTRY["christmas_tree"], [Seat("A", "#d35400"), Seat("B", "#16a085")], 4)
    rng = random.Random(1)
    secret = None
    for _ in range(400):
        state = match.state
        if state.is_over:
            break
        match.apply(rng.choice(state.legal_actions()))
        records = match.log
        last_reveal = max((i for i, r in enumerate(records) if r.reveal_after > r.reveal_before), default=-1)
        if records[-1].player == 0 and len(records) - 1 > last_reveal:
            secret = len(records) - 1
            break
    assert secret is not None
    lines = {line[0]: line for line in public_log(match, 1)}
    record = match.log[secret]
    assert lines[secret][1] == 0 and lines[secret][2] == record.text and lines[secret][2]
    assert lines[secret][3] is None  # which card: hidden from seat 1 until the reveal
    assert lines[secret][4] == list(record.parts)
    assert {line[0]: line for line in public_log(match, 0)}[secret][3] == list_of(record.action)  # its own
    while not any(r.reveal_after > r.reveal_before for r in match.log[secret + 1:]):
        match.apply(rng.choice(match.state.legal_actions()))
    assert {line[0]: line for line in public_log(match, 1)}[secret][3] == list_of(record.action)


def test_the_view_body_names_colours_kinds_options_and_host_presence():
    match = Match.start(REGISTRY["kingdom_builder"], [Seat("A", "#d35400"), Seat("B", "#16a085", "remote"),
                                                      Seat("C", "#8e44ad", "greedy")], 3)
    host = HostSession(match, new_room(), {1: new_secret()}, MemoryBroker().connect())
    body = json.loads(json.dumps(host.view_body(1)))
    assert body["colours"] == ["#d35400", "#16a085", "#8e44ad"]
    assert body["agents"] == ["human", "remote", "greedy"]
    assert body["options"] == match.options and body["host"] == "online"
    stamp = body["stamp"]
    host.leave()
    again = host.view_body(1)
    assert again["host"] == "away" and again["version"] == body["version"] and again["stamp"] >= stamp


def test_a_newer_copy_of_the_same_version_updates_presence_and_an_older_one_does_not():
    from desktop_app.net.channel import HOST_TO_SEAT
    from desktop_app.net.client import ClientSession
    from desktop_app.net.codes import Invite

    broker = MemoryBroker()
    match = Match.start(REGISTRY["copenhagen"], [Seat("A", "#d35400"), Seat("B", "#16a085", "remote")], 2)
    room, secret = new_room(), new_secret()
    host = HostSession(match, room, {1: secret}, broker.connect())
    client = ClientSession(Invite(room, 1, secret, "mqtt://127.0.0.1:1883"), broker.connect())
    seen = []
    client.on_view = seen.append
    host.start()
    client.start()
    broker.pump()
    first = host.view_body(1)
    old = host.channels[1].seal(HOST_TO_SEAT, host.version, dict(first, stamp=first["stamp"] - 100, host="away"))
    host.leave()
    broker.pump()
    assert client.body["host"] == "away" and client.version == 0
    host.host_presence = "online"
    host.publish_views()
    broker.pump()
    assert client.body["host"] == "online"
    host.transport.publish(f"tarsas/v1/{room.hex()}/h2s/1", old)  # a replayed older copy
    broker.pump()
    assert client.body["host"] == "online" and len(seen) == 4  # start, its hello seen, leave, back: not the replay
