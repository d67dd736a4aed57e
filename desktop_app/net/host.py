"""The host's side of a room: the host's Match is the truth; remote seats get only their view.

Every message from a seat is opened with that seat's own key (so a seat can act only for itself),
must name the current state version (stale and replayed actions are dropped, and the seat is sent
its current view), and must be one of the legal actions, compared by its exact JSON form (so 1.0
is not 1 and true is not 1). Anything else is dropped and logged; nothing reaches `apply` unchecked."""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Callable

from desktop_app.engine.game import IllegalMove, legal_action

from . import topics
from .channel import HOST_TO_SEAT, SEAT_TO_HOST, Rejected, SeatChannel

log = logging.getLogger("tarsas.net.host")


@dataclass
class RateLimit:
    """A token bucket per seat: a flood from one seat is dropped without stalling the others."""

    rate: float = 20.0     # messages per second, sustained
    burst: float = 40.0
    tokens: float = 40.0
    stamp: float | None = None

    def allow(self, now: float) -> bool:
        elapsed = 0.0 if self.stamp is None else max(0.0, now - self.stamp)
        self.tokens = min(self.burst, self.tokens + elapsed * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


LOG_LINES = 40  # the newest log lines each view carries (views stay small however long the game)


def public_log(match, seat: int) -> list[list]:
    """The newest log lines as `seat` may read them, each [index, player, text]: its own actions,
    and the others' once a later reveal made the table public again (a hidden simultaneous choice
    stays hidden until it is revealed)."""
    records = match.log
    last_reveal = max((i for i, r in enumerate(records) if r.reveal_after > r.reveal_before), default=-1)
    first = max(0, len(records) - LOG_LINES)
    return [[index, record.player, record.text if record.player == seat or index <= last_reveal else ""]
            for index, record in enumerate(records[first:], start=first)]


class HostSession:
    def __init__(self, match, room: bytes, secrets: dict[int, bytes], transport,
                 on_applied: Callable[[int, tuple], None] | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.match = match
        self.room_hex = room.hex()
        self.channels = {seat: SeatChannel(room, seat, secret) for seat, secret in secrets.items()}
        self.transport = transport
        self.on_applied = on_applied  # the app's controller applies through its own path when set
        self.clock = clock
        self.closed = False  # after close(): nothing handled, nothing published
        self.limits = {seat: RateLimit() for seat in secrets}
        self.dropped: list[tuple[int | None, str]] = []
        self.presence: dict[int, str] = {seat: "offline" for seat in secrets}
        transport.on_message = self.handle

    @property
    def version(self) -> int:
        return len(self.match.log)

    def close(self) -> None:
        """Nothing is applied or published after this: with no seat channels left, every later
        message is dropped unread and every view publish sends nothing (the app closes the
        transport itself)."""
        self.closed = True
        self.on_applied = None
        self.channels = {}

    def start(self) -> None:
        for seat in self.channels:
            self.transport.subscribe(topics.to_host(self.room_hex, seat))
        self.publish_views()

    def _drop(self, seat: int | None, why: str) -> None:
        self.dropped.append((seat, why))
        log.warning("dropped a message from seat %s: %s", seat, why)

    def handle(self, topic: str, payload: bytes) -> None:
        seat = topics.seat_of(topic, self.room_hex, SEAT_TO_HOST)
        if seat is None or seat not in self.channels:
            return self._drop(seat, "not one of this room's seat topics")
        if not self.limits[seat].allow(self.clock()):
            return self._drop(seat, "rate limit")
        try:
            _seq, body = self.channels[seat].open(SEAT_TO_HOST, payload)
        except Rejected as exc:
            return self._drop(seat, str(exc))
        kind = body.get("type")
        if kind == "hello":
            self.presence[seat] = "online"
            return self.publish_view(seat)
        if kind == "bye":
            self.presence[seat] = "away"
            return self.publish_views()
        if kind != "action":
            return self._drop(seat, f"unknown message type {kind!r}"[:80])
        base = body.get("base")
        if type(base) is not int or base != self.version:
            self._drop(seat, "stale action")
            return self.publish_view(seat)  # the seat is behind: send it the current table
        if self.match.state.current_player != seat:
            self._drop(seat, "not this seat's turn")
            return self.publish_view(seat)
        try:  # the state's own legal object, equal with the same types all the way down
            action = legal_action(self.match.state, body.get("action"))
        except IllegalMove:
            self._drop(seat, "not a legal action")
            return self.publish_view(seat)
        try:
            if self.on_applied is not None:
                return self.on_applied(seat, action)  # the app applies and publishes every seat's view
            self.match.apply(action)
        except IllegalMove as exc:
            self._drop(seat, f"refused: {exc}")
            return self.publish_view(seat)
        self.publish_views()

    def view_body(self, seat: int) -> dict:
        state = self.match.state
        mine = state.current_player == seat
        body = {
            "type": "view", "version": self.version, "game": self.match.spec.id,
            "seats": [s.name for s in self.match.seats], "turn": state.current_player,
            "view": state.view_for(seat),
            "legal": state.legal_actions() if mine else None,  # tuples become JSON arrays
            "log": public_log(self.match, seat), "over": state.is_over,
            "presence": {str(k): v for k, v in self.presence.items()},
        }
        if state.is_over:
            body["scores"] = list(state.scores())
        return body

    def publish_view(self, seat: int) -> None:
        blob = self.channels[seat].seal(HOST_TO_SEAT, self.version, self.view_body(seat))
        self.transport.publish(topics.to_seat(self.room_hex, seat), blob, retain=True)

    def publish_views(self) -> None:
        for seat in self.channels:
            self.publish_view(seat)

