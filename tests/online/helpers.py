"""Shared pieces of the host tests: an in-memory broker behind the Qt bridge, a friend's seat
played by a ClientSession in the test, and the host's turns played through the controller."""
from __future__ import annotations

import json
import random

from desktop_app.net import codes
from desktop_app.net.client import ClientSession
from desktop_app.net.transport import MemoryBroker
from desktop_app.ui.online.net_bridge import QtTransport


class MemoryLink:
    """What HostLink offers (a Qt-bridged transport and close()), over a MemoryBroker."""

    def __init__(self, broker: MemoryBroker):
        self.transport = QtTransport(broker.connect())
        self.closed = False

    def close(self) -> None:
        self.transport.close()
        self.closed = True


def host_with_memory_broker(window, broker: MemoryBroker) -> list[MemoryLink]:
    links: list[MemoryLink] = []

    def factory(room):
        links.append(MemoryLink(broker))
        return links[-1]

    window.table.link_factory = factory
    return links


def code_of(window, seat: int) -> str:
    line = next(line for line in window.table.waiting_room.lines if line.seat == seat)
    return line.code.text()


def join(window, broker: MemoryBroker, seat: int) -> ClientSession:
    """A friend pastes the code the waiting room shows and joins."""
    client = ClientSession(codes.parse(code_of(window, seat)), broker.connect())
    client.start()
    return client


def settle(qtbot, broker: MemoryBroker, condition, timeout: int = 10000) -> None:
    """Deliver messages (the in-memory broker delivers on pump) and run Qt's loop until condition()."""
    def check():
        broker.pump()
        return condition()
    qtbot.waitUntil(check, timeout=timeout)


def as_json(value):
    return json.loads(json.dumps(value))


def play_turns(window, qtbot, broker, client, remote_moves: int, seed: int = 1) -> None:
    """The host's human plays through the controller, the friend through the network, until the
    friend made `remote_moves` moves (or the game ended)."""
    rng = random.Random(seed)
    controller = window.table.controller
    match = controller.match

    def remote_count():
        return sum(1 for r in match.log if r.player == client.seat)

    while remote_count() < remote_moves and not match.state.is_over:
        before = len(match.log)
        if controller.can_act and not controller._awaiting_board:
            assert controller.try_action(rng.choice(controller.state.legal_actions()))
        else:
            settle(qtbot, broker, lambda: client.my_turn and client.version == match.version
                   or controller.can_act and not controller._awaiting_board)
            if client.my_turn and client.version == match.version:
                client.send_action(rng.choice(client.legal_actions()))
                settle(qtbot, broker, lambda: len(match.log) > before)
