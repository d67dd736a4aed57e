"""Take-backs across computers (issue 16 "undo within the same rules (the host decides)"): a seat
takes back its own actions of its turn with an `undo` message the host checks like an action; the
wrong seat, a stale base, nothing to take back, forgeries, duplicates and replays change nothing;
every seat's version only ever grows, across take-backs and across the host saving and resuming."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from desktop_app.engine.saves import SaveStore
from desktop_app.net import topics
from desktop_app.net.channel import HOST_TO_SEAT, SEAT_TO_HOST, SeatChannel
from desktop_app.net.client import ClientSession
from desktop_app.net.host import HostSession

from .helpers import make_room


def as_json(value):
    return json.loads(json.dumps(value))


def started(game="kingdom_builder", players=2, seed=4):
    broker, match, host, clients = make_room(game, players, seed)
    ticks = iter(range(10**9))
    host.clock = lambda: next(ticks) * 0.1
    host.start()
    for client in clients:
        client.start()
    broker.pump()
    return broker, match, host, clients


def act_until_undoable(broker, match, clients, seed=1):
    """Seats play random legal actions through the network until the one on turn may take back."""
    rng = random.Random(seed)
    while not match.undoable():
        client = clients[match.state.current_player]
        assert client.version == match.version
        client.send_action(rng.choice(client.legal_actions()))
        broker.pump()
    return clients[match.state.current_player]


def undo_message(client, base=None, seat=None):
    """A sealed undo as `client` would send it (with another base, or under another seat's key)."""
    seat = client.seat if seat is None else seat
    channel = client.channel if seat == client.seat else None
    assert channel is not None
    base = client.version if base is None else base
    return channel.seal(SEAT_TO_HOST, base, {"type": "undo", "base": base})


def test_a_seat_takes_back_its_own_action_and_every_seat_sees_the_table_before_it():
    broker, match, host, clients = started()
    mover = act_until_undoable(broker, match, clients)
    others = [c for c in clients if c is not mover]
    assert mover.undoable == match.undoable() > 0
    assert all(c.undoable == 0 and c.body["undoable"] == 0 for c in others)  # only the seat on turn
    before_log, before_version = len(match.log), match.version
    earlier = match.replay(match.log[:-1])  # the table before the last action
    mover.send_undo()
    broker.pump()
    assert len(match.log) == before_log - 1 and match.undos == 1
    assert match.version == before_version + 1
    assert match.state.to_json() == earlier.to_json()
    for client in clients:
        assert client.version == match.version
        assert client.body["view"] == as_json(match.state.view_for(client.seat))
        assert client.body["undos"] == 1 and client.body["undo_marks"] == [len(match.log)]
        assert [line[0] for line in client.body["log"]][-1:] == ([len(match.log) - 1] if match.log else [])
    assert mover.body["undoable"] == match.undoable()
    assert host.dropped == []


def test_the_wrong_seat_a_stale_base_and_nothing_to_take_back_are_dropped_and_answered():
    broker, match, host, clients = started()
    mover = act_until_undoable(broker, match, clients)
    other = clients[1 - mover.seat]
    table = (match.state.to_json(), len(match.log), match.version)
    seen = {c.seat: [] for c in clients}
    for client in clients:
        client.on_view = seen[client.seat].append
    other.send_undo()  # not its turn
    broker.publish(topics.to_host(host.room_hex, mover.seat), undo_message(mover, base=match.version - 1), False)
    broker.publish(topics.to_host(host.room_hex, mover.seat), undo_message(mover, base=match.version + 5), False)
    broker.publish(topics.to_host(host.room_hex, mover.seat),
                   mover.channel.seal(SEAT_TO_HOST, 0, {"type": "undo", "base": float(match.version)}), False)
    broker.publish(topics.to_host(host.room_hex, mover.seat),
                   mover.channel.seal(SEAT_TO_HOST, 0, {"type": "undo"}), False)
    broker.pump()
    assert (match.state.to_json(), len(match.log), match.version) == table
    assert [why for _seat, why in host.dropped] == ["not this seat's turn"] + ["stale undo"] * 4
    assert len(seen[other.seat]) == 1 and seen[other.seat][0]["version"] == match.version  # told: a newer copy
    # Take back everything of the turn; one more has nothing left to take back.
    while match.undoable():
        mover.send_undo()
        broker.pump()
    host.dropped.clear()
    broker.publish(topics.to_host(host.room_hex, mover.seat), undo_message(mover), False)
    broker.pump()
    assert [why for _seat, why in host.dropped] == ["nothing to take back"]
    assert mover.version == match.version and mover.my_turn and mover.undoable == 0


def test_forged_undos_are_dropped():
    broker, match, host, clients = started()
    mover = act_until_undoable(broker, match, clients)
    other = clients[1 - mover.seat]
    table = (match.state.to_json(), match.version)
    room = bytes.fromhex(host.room_hex)
    body = {"type": "undo", "base": match.version}
    forged = [
        other.channel.seal(SEAT_TO_HOST, match.version, body),  # the other seat's key on the mover's topic
        mover.channel.seal(HOST_TO_SEAT, match.version, body),  # a host->seat message reflected back
        SeatChannel(room, mover.seat, b"\x00" * 16).seal(SEAT_TO_HOST, match.version, body),  # a guessed secret
        b"undo",
    ]
    for payload in forged:
        broker.publish(topics.to_host(host.room_hex, mover.seat), payload, False)
    broker.pump()
    assert (match.state.to_json(), match.version) == table
    assert len(host.dropped) == len(forged)


def test_duplicates_and_replays_of_an_undo_change_nothing():
    broker, match, host, clients = started()
    mover = act_until_undoable(broker, match, clients)
    message = undo_message(mover)
    for _ in range(3):  # the broker delivers it three times (QoS 1)
        broker.publish(topics.to_host(host.room_hex, mover.seat), message, False)
    broker.pump()
    assert match.undos == 1
    after = (match.state.to_json(), len(match.log), match.version)
    act_until_undoable(broker, match, clients, seed=2)  # play on to another take-back moment
    played = (match.state.to_json(), len(match.log), match.version)
    broker.publish(topics.to_host(host.room_hex, mover.seat), message, False)  # replayed much later
    broker.pump()
    assert (match.state.to_json(), len(match.log), match.version) == played != after
    assert {why for _seat, why in host.dropped} == {"replayed copy"}  # known by its nonce, before any budget


def test_a_computer_holding_the_seat_takes_nothing_back_for_it():
    broker, match, host, clients = started()
    mover = act_until_undoable(broker, match, clients)
    match.seats[mover.seat] = replace(match.seats[mover.seat], agent="remote", hold="greedy")
    host.publish_views()
    broker.pump()
    assert mover.body["undoable"] == 0 and mover.undoable == 0
    broker.publish(topics.to_host(host.room_hex, mover.seat), undo_message(mover), False)
    broker.pump()
    assert match.undos == 0 and [why for _seat, why in host.dropped] == ["nothing to take back"]


def test_the_version_only_grows_across_take_backs_and_the_host_resuming_its_save(tmp_path):
    broker, match, host, clients = started(seed=6)
    seen = []
    for client in clients:
        client.on_view = lambda body, s=client.seat: seen.append((s, body["version"]))
    mover = act_until_undoable(broker, match, clients)
    mover.send_undo()
    broker.pump()
    mover.send_action(mover.legal_actions()[0])  # the same number of lines as before the take-back
    broker.pump()
    store = SaveStore(tmp_path / "saves")
    path = store.save(match)
    version = match.version
    host.close()  # the host quits; its app starts again and resumes the autosave
    host.transport.close()
    resumed = store.load(path)
    assert resumed.version == version and resumed.undos == 1
    secrets = {c.seat: c.invite.secret for c in clients}
    again = HostSession(resumed, bytes.fromhex(host.room_hex), secrets, broker.connect())
    ticks = iter(range(10**9))
    again.clock = lambda: next(ticks) * 0.1
    again.start()
    broker.pump()
    act_until_undoable(broker, resumed, clients, seed=3)
    turn_seat = clients[resumed.state.current_player]
    turn_seat.send_undo()
    broker.pump()
    assert resumed.undos == 2 and again.dropped == []
    for seat in range(len(clients)):
        versions = [v for s, v in seen if s == seat]
        assert versions == sorted(versions), versions  # never back (newer copies of one version: presence)
        assert len(set(versions)) >= 4
        assert clients[seat].version == resumed.version
        assert clients[seat].body["view"] == as_json(resumed.state.view_for(seat))
    # A fresh seat app (no memory of versions) gets the resumed host's retained view.
    fresh = ClientSession(clients[0].invite, broker.connect())
    fresh.start()
    broker.pump()
    assert fresh.version == resumed.version


@pytest.mark.parametrize("game_id,players", [("copenhagen", 3), ("new_york", 2), ("christmas_tree", 3)])
def test_take_backs_in_every_game_leave_each_seat_with_its_view(game_id, players):
    broker, match, host, clients = started(game_id, players, seed=9)
    for round_ in range(3):
        mover = act_until_undoable(broker, match, clients, seed=round_)
        mover.send_undo()
        broker.pump()
        assert match.undos == round_ + 1
        for client in clients:
            assert client.version == match.version
            assert client.body["view"] == as_json(match.state.view_for(client.seat))
