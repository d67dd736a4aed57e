"""Turn clocks in HostSession over a real mosquitto (issue 24 point 3): a seat that never moves
has its turns played by the computer, one at a time, then held after three; "back" gives it back;
a host that restarts keeps the deadline."""
from __future__ import annotations

import queue
import time

from desktop_app.engine.agents import make_agent
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net import turn_clock
from desktop_app.net.client import ClientSession
from desktop_app.net.codes import Invite, new_room, new_secret
from desktop_app.net.host import HostSession
from desktop_app.net.mqtt import MqttTransport, client_id_for
from desktop_app.net.turn_clock import TurnClock

from .broker import mosquitto  # noqa: F401  (fixture)

LIMIT = 1.2


class Room:
    """A host and two remote seats over mosquitto; seat 0 plays at once, seat 1 never moves on its own."""

    def __init__(self, url: str, tmp_path, seed: int = 3):
        spec = REGISTRY["kingdom_builder"]
        self.match = Match.start(spec, [Seat("Anna", "#333333", "remote"), Seat("Bence", "#777777", "remote")], seed)
        self.room, self.secrets = new_room(), {0: new_secret(), 1: new_secret()}
        self.inbox: queue.Queue = queue.Queue()
        self.url, self.path = url, turn_clock.path_for(tmp_path, self.match.match_id)
        self.links = []
        self.host = self._host()
        self.clients = []
        for seat in (0, 1):
            link = self._link(client_id_for(self.secrets[seat], f"seat{seat}"))
            client = ClientSession(Invite(self.room, seat, self.secrets[seat], url), link)
            link.on_message = lambda t, p, c=client: self.inbox.put((c, t, p))
            self.clients.append(client)
        self.agent = make_agent("greedy", spec, seed=1)
        self.computer_turns: list[int] = []  # the log index of each action the computer played for seat 1

    def _link(self, client_id: str) -> MqttTransport:
        link = MqttTransport(self.url, client_id)
        assert link.wait_connected(10)
        self.links.append(link)
        return link

    def _host(self) -> HostSession:
        link = self._link(client_id_for(self.room, f"host{len(self.links)}"))
        clock = turn_clock.load(self.path, LIMIT, "greedy")
        host = HostSession(self.match, self.room, self.secrets, link, turn_clock=clock, clock_path=self.path)
        link.on_message = lambda t, p, h=host: self.inbox.put((h, t, p))
        return host

    def start(self) -> None:
        self.host.start()
        for client in self.clients:
            client.start()

    def pump(self) -> None:
        while True:
            try:
                session, topic, payload = self.inbox.get_nowait()
            except queue.Empty:
                break
            if session is self.host or isinstance(session, ClientSession):
                session.handle(topic, payload)
        self.host.tick()
        for client in self.clients:
            client.tick()
        # the runner: a seat a computer holds is played here (as the server's and the app's do)
        state = self.match.state
        seat = state.current_player
        if not state.is_over and self.match.seats[seat].level is not None:
            self.computer_turns.append(len(self.match.log))
            self.match.apply(self.agent.choose(state.clone()))
            self.host.publish_views()
        anna = self.clients[0]
        if anna.my_turn and anna.pending is None and anna.version == self.match.version:
            anna.send_action(anna.legal_actions()[0])

    def until(self, condition, timeout: float = 15.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.pump()
            if condition():
                return True
            time.sleep(0.02)
        return False

    def close(self) -> None:
        for link in self.links:
            link.close()


def bence_turn_starts(room: Room) -> int:
    return sum(1 for i, r in enumerate(room.match.log) if r.player == 1 and (i == 0 or room.match.log[i - 1].player != 1))


def test_a_seat_that_never_moves_is_played_then_held_then_back(mosquitto, tmp_path):
    room = Room(mosquitto.url, tmp_path)
    try:
        room.start()
        bence = room.clients[1]
        assert room.until(lambda: bence.version == room.match.version and bence.turn_clock is not None)
        assert bence.turn_clock["limit"] == LIMIT
        # Bence's first turn: his time runs out, the computer plays that turn for him
        assert room.until(lambda: room.match.state.current_player == 1)
        assert room.until(lambda: bence.turn_clock and bence.turn_clock["seat"] == 1 and bence.turn_clock["deadline"])
        assert room.until(lambda: room.host.turn_clock.events, timeout=LIMIT + 5)
        first = room.host.turn_clock.events[0]
        assert first[1:] == [1, "played"] and room.computer_turns[0] == first[0]
        # his next turn is his own again (nobody holds the seat when it comes)
        assert room.until(lambda: room.match.state.current_player == 0)
        assert room.match.seats[1].hold is None
        # three in a row: the computer holds the seat; every table is told
        assert room.until(lambda: [e[2] for e in room.host.turn_clock.events] == ["played", "played", "held"], timeout=30)
        assert room.until(lambda: bence.held_by_clock and [e[2] for e in bence.turn_clock["events"]][-1] == "held")
        assert room.until(lambda: room.clients[0].turn_clock and room.clients[0].turn_clock["held"] == [1])
        held_turns = bence_turn_starts(room)
        assert room.until(lambda: bence_turn_starts(room) > held_turns + 1, timeout=20)  # played on, not timed
        assert len(room.host.turn_clock.events) == 3
        # Bence is back: the seat is his again, his next turn timed again
        bence.send_back()
        assert room.until(lambda: room.match.seats[1].hold is None and not bence.held_by_clock)
        assert room.until(lambda: room.match.state.current_player == 1 and room.match.seats[1].hold is None)
        assert room.until(lambda: room.host.turn_clock.deadline is not None)
        bence.send_action(bence.legal_actions()[0]) if bence.my_turn else None
    finally:
        room.close()


def test_a_restarted_host_keeps_the_deadline(mosquitto, tmp_path):
    room = Room(mosquitto.url, tmp_path, seed=5)
    try:
        room.start()
        assert room.until(lambda: room.match.state.current_player == 1 and room.host.turn_clock.deadline)
        deadline = room.host.turn_clock.deadline
        kept = TurnClock.from_json(__import__("json").loads(room.path.read_text()))
        assert kept.deadline == deadline and kept.seat == 1
        room.host.close()
        room.host = room._host()  # the host's app starts again: the same room, the clock from its file
        assert room.host.turn_clock.deadline == deadline
        room.host.start()
        assert room.until(lambda: room.host.turn_clock.events, timeout=LIMIT + 5)
        assert time.time() >= deadline
    finally:
        room.close()
