"""Faults the issue lists (issue 16 "Checks"): every game with every seat count finishes through
duplicates and reordering; replaying every message of a finished game changes nothing; secret
markers planted in hidden information reach nobody but their owner; a broker killed mid-game and
started again on the same port costs the game nothing."""
from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
import time

import pytest

from desktop_app.games import CATALOG
from desktop_app.net import topics
from desktop_app.net.channel import HOST_TO_SEAT, Rejected, SeatChannel

from .broker import mosquitto  # noqa: F401  (fixture)
from .helpers import make_room, play_to_end

EVERY_TABLE = [(game, players) for game, info in CATALOG.items()
               for players in range(info.min_players, info.max_players + 1)]


def replayed(match):
    state = match.fresh_state()
    for record in match.log:
        assert state.current_player == record.player
        state.apply(record.action)
    return state


@pytest.mark.parametrize("game_id,players", EVERY_TABLE)
def test_every_game_with_every_seat_count_finishes(game_id, players):
    broker, match, host, clients = make_room(game_id, players, seed=players * 31)
    broker.chaos = 0.15  # duplicates and reordering on every link
    play_to_end(broker, match, host, clients, seed=players, undo_rate=0.6)  # seats take back now and then
    assert match.state.is_over and match.undos > 0
    assert replayed(match).to_json() == match.state.to_json()  # the host's log is the truth
    for client in clients:
        assert client.version == match.version and client.body["over"] is True
        assert client.body["view"] == json.loads(json.dumps(match.state.view_for(client.seat)))


def test_replaying_every_message_of_a_game_changes_nothing():
    broker, match, host, clients = make_room("kingdom_builder", 3, seed=12)
    play_to_end(broker, match, host, clients, seed=12, undo_rate=0.3)
    assert match.undos > 0
    final, versions = match.state.to_json(), [c.version for c in clients]
    wire = list(broker.wire)
    for topic, payload in reversed(wire):  # every message again, newest first (reordered too)
        broker.publish(topic, payload, "/h2s/" in topic)
    broker.pump()
    assert match.state.to_json() == final and match.version == versions[0]
    assert [c.version for c in clients] == versions
    assert {why for _seat, why in host.dropped} <= {"replayed copy"}  # each copy is known by its nonce, before any budget
    for client in clients:
        assert client.body["view"] == json.loads(json.dumps(match.state.view_for(client.seat)))


def plant(game_id: str, state, owner: int) -> tuple[str, str]:
    """A marker in `owner`'s hidden hand and one in the face-down deck, in the real state."""
    mine, deck = f"CANARY-HAND-{owner}-7c1e", "CANARY-DECK-93af"
    if game_id == "kingdom_builder":
        state.hand[owner] = mine
        state.deck.insert(0, deck)
    elif game_id == "new_york":
        state.players[owner].hand.append(mine)
        state.deck.insert(0, deck)
    elif game_id == "christmas_tree":
        state.hands[owner].append(mine)
        state.deck.insert(0, deck)
    else:  # copenhagen: hands are counts; the face-down supply is the secret
        mine = None
        state.supply.insert(0, deck)
    return mine, deck


@pytest.mark.parametrize("game_id", list(CATALOG))
def test_secret_markers_reach_only_their_owner(game_id):
    players = 3
    broker, match, host, clients = make_room(game_id, players, seed=21)
    play_to_end(broker, match, host, clients, seed=21, max_rounds=6)
    assert not match.state.is_over
    owner = (match.state.current_player + 1) % players  # not the one to move: its hand is hidden
    mine, deck = plant(game_id, match.state, owner)
    broker.wire.clear()
    host.publish_views()
    for client in clients:
        client.hello()  # re-sends come from the same cached bodies
    broker.pump()
    opened = {seat: 0 for seat in range(players)}
    for topic, payload in broker.wire:
        assert deck.encode() not in payload and (mine is None or mine.encode() not in payload)
        seat = topics.seat_of(topic, host.room_hex, HOST_TO_SEAT)
        if seat is None:
            continue
        for reader in range(players):
            channel = SeatChannel(bytes.fromhex(host.room_hex), reader, clients[reader].invite.secret)
            try:
                _seq, body = channel.open(HOST_TO_SEAT, payload)
            except Rejected:
                assert reader != seat
                continue
            text = json.dumps(body)
            assert deck not in text
            if mine is not None:
                assert (mine in text) == (reader == owner)
            opened[reader] += 1
    assert all(count >= 2 for count in opened.values())  # everyone got its view, twice


def test_a_broker_killed_mid_game_and_started_again_costs_the_game_nothing(mosquitto):
    """Host and seat processes (the self-test) play on while mosquitto is SIGKILLed and started
    again on the same port with nothing retained: links come back by themselves, the host sends
    the views again, seats re-send what was lost; the game finishes and agrees everywhere."""
    command = [sys.executable, "-m", "desktop_app.net.selftest", "--broker", mosquitto.url, "--game", "copenhagen",
               "--players", "3", "--think-ms", "100"]
    log = mosquitto.folder / "mosquitto.log"
    seen = log.stat().st_size if log.exists() else 0
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    outcome = {}
    reader = threading.Thread(target=lambda: outcome.update(zip(("out", "err"), process.communicate(timeout=300))))
    reader.start()
    try:
        if not wait_for_clients(log, seen, 3, 30):
            pytest.fail("the self-test never connected")
        time.sleep(1.0)  # a few moves in
        mosquitto.process.send_signal(signal.SIGKILL)
        mosquitto.process.wait(5)
        mosquitto.process = None
        time.sleep(0.7)
        mosquitto.start()
        reader.join(300)
    finally:
        if process.poll() is None:
            process.kill()
    summary = json.loads(outcome["out"].strip().splitlines()[-1])
    assert process.returncode == 0, outcome["err"][-2000:]
    assert summary["finished"] == summary["games"] == 1 and summary["errors"] == 0
    assert summary["identical_to_local_replay"] is True
    assert summary["reconnects"] >= 3  # the host and both seats lost the broker mid-game and came back


def wait_for_clients(log, offset: int, count: int, timeout: float) -> bool:
    """Whether `count` clients connected to the broker since `offset` in its log."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        text = log.read_bytes()[offset:].decode(errors="replace") if log.exists() else ""
        if text.count("New client connected") >= count:
            return True
        time.sleep(0.05)
    return False
