"""Rooms over the in-memory broker: a host Match and remote seats playing random legal actions."""
from __future__ import annotations

import random

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net.client import ClientSession
from desktop_app.net.codes import Invite, new_room, new_secret
from desktop_app.net.host import HostSession
from desktop_app.net.transport import MemoryBroker

COLOURS = ["#d35400", "#16a085", "#8e44ad", "#2c3e50", "#c0392b", "#7f8c8d"]


def make_room(game_id: str, players: int, seed: int, broker: MemoryBroker | None = None):
    broker = broker or MemoryBroker(seed)
    spec = REGISTRY[game_id]
    seats = [Seat(f"Seat {i} canary-7f3a", COLOURS[i], "human") for i in range(players)]
    match = Match.start(spec, seats, seed)
    room = new_room()
    secrets = {i: new_secret() for i in range(players)}
    host = HostSession(match, room, secrets, broker.connect())
    clients = [ClientSession(Invite(room, i, secrets[i], "mqtt://127.0.0.1:1883"), broker.connect())
               for i in range(players)]
    return broker, match, host, clients


def play_to_end(broker, match, host, clients, seed: int, max_rounds: int = 20000, undo_rate: float = 0.0,
                max_undos: int = 6) -> None:
    """Seats play random legal actions; with `undo_rate`, a seat that may take back does so that
    often (at most `max_undos` times a game: each take-back replays the log)."""
    rng = random.Random(seed)
    ticks = iter(range(10**9))
    host.clock = lambda: next(ticks) * 0.1  # memory-speed play must not look like a flood
    host.start()
    for client in clients:
        client.start()
    broker.pump()
    for _ in range(max_rounds):
        if match.state.is_over:
            break
        for client in clients:
            if client.my_turn and client.version == match.version:
                if client.undoable and match.undos < max_undos and rng.random() < undo_rate:
                    client.send_undo()
                else:
                    client.send_action(rng.choice(client.legal_actions()))
        if not broker.pump():
            for client in clients:
                client.hello()  # nothing in flight (a message was lost): ask again
            broker.pump()
    broker.pump()
