"""A look at joined games' newest tables without sitting down at them (the shelf's "your turn").

A peek subscribes to each seat's retained view topic (and the host's presence topic: its last
will) and opens what arrives with the seat's own channel, with the checks ClientSession makes
(authentication, header, a view whose version is its sequence number, never older than what we
knew). It never publishes: no hello, no bye, no will, so the host's presence for the seat stays as
it was (a friend shows "online" only while their table is open). Several joined games on one
broker share one connection (one Peek). What fails is dropped and logged; a seat that got nothing
reports None ("unknown"), which changes nothing."""
from __future__ import annotations

import logging
import os
import threading
from dataclasses import dataclass, field
from typing import Callable

from . import topics
from .channel import HOST_TO_SEAT, Rejected, SeatChannel
from .client import SEALED_MAX, WILL_MAX

log = logging.getLogger("tarsas.net.peek")


@dataclass(frozen=True)
class Summary:
    """What the shelf says of a joined game: whose turn, over and scores, the host's presence."""

    version: int
    turn: int | None
    over: bool
    host_away: bool
    seats: tuple[str, ...]
    scores: tuple | None = None
    stamp: float | None = None
    presence: dict = field(default_factory=dict, compare=False)


def key_of(entry) -> tuple[str, int]:
    invite = entry.invite
    return invite.room_hex, invite.seat


def _checked_view(body: dict, seq: int, seat: int, game: str) -> None:
    """The fields a summary reads, of the right kinds (Rejected otherwise)."""
    if body.get("type") != "view" or body.get("version") != seq:
        raise Rejected("malformed view")
    if body.get("game") != game:
        raise Rejected("a view of another game")
    seats, turn = body.get("seats"), body.get("turn")
    if not isinstance(seats, list) or not seat < len(seats) <= 6 or not all(isinstance(n, str) for n in seats):
        raise Rejected("bad seats")
    if turn is not None and (type(turn) is not int or not 0 <= turn < len(seats)):
        raise Rejected("bad turn")
    if type(body.get("over", False)) is not bool:
        raise Rejected("bad over")
    scores = body.get("scores")
    if scores is not None and (not isinstance(scores, list) or len(scores) != len(seats)
                               or not all(type(s) in (int, float) for s in scores)):
        raise Rejected("bad scores")


@dataclass
class _Seat:
    entry: object
    channel: SeatChannel
    floor: int                     # the version we knew: nothing older is reported
    body: dict | None = None
    host_will: bytes | None = None


def _stamp(body: dict) -> float:
    stamp = body.get("stamp")
    return float(stamp) if type(stamp) in (int, float) else float("-inf")


class Peek:
    """One broker connection's look at the joined games on it. `handle` may run on any thread;
    `on_view(entry, summary)` is called for each newer view as it comes, and `done` is set (and
    `on_done` called once) when every seat has one."""

    def __init__(self, transport, entries, on_done: Callable[[], None] | None = None,
                 on_view: Callable[[object, Summary], None] | None = None):
        self.transport = transport
        self.on_done = on_done
        self.on_view = on_view
        self.done = threading.Event()
        self.dropped: list[str] = []
        self._lock = threading.Lock()
        self._seats: dict[str, _Seat] = {}      # view topic -> seat
        self._hosts: dict[str, list[_Seat]] = {}  # host presence topic -> the seats of that room
        for entry in entries:
            invite = entry.invite
            seat = _Seat(entry, SeatChannel(invite.room, invite.seat, invite.secret), entry.version)
            self._seats[topics.to_seat(invite.room_hex, invite.seat)] = seat
            self._hosts.setdefault(topics.presence(invite.room_hex, topics.HOST), []).append(seat)
        transport.on_message = self.handle
        if getattr(transport, "on_oversized", False) is None:
            transport.on_oversized = lambda _topic: self._drop("too large (dropped by the link)")

    def start(self) -> None:
        """Subscribe (the host's will first, so a broker replays it before the view)."""
        if not self._seats:
            self._finish()
        for topic in self._hosts:
            self.transport.subscribe(topic)
        for topic in self._seats:
            self.transport.subscribe(topic)

    def _drop(self, why: str) -> None:
        self.dropped.append(why)
        log.warning("dropped a message: %s", why)

    def handle(self, topic: str, payload: bytes) -> None:
        with self._lock:
            if topic in self._hosts:  # sizes first: oversized junk is counted, never parsed
                if len(payload) > WILL_MAX:
                    return self._drop("too large (host's will)")
                for seat in self._hosts[topic]:
                    seat.host_will = bytes(payload) or None
                return
            seat = self._seats.get(topic)
            if seat is None:
                return  # not a topic of ours (some brokers replay others' retained messages)
            if len(payload) > SEALED_MAX:
                return self._drop("too large (view)")
            try:
                seq, body = seat.channel.open(HOST_TO_SEAT, payload)
                _checked_view(body, seq, seat.channel.seat, seat.entry.game)
            except Rejected as exc:
                return self._drop(str(exc))
            if seq < seat.floor or (seat.body is not None and (seq, _stamp(body)) < (seat.body["version"], _stamp(seat.body))):
                return  # older than what we know: a replay or a stale retained copy
            seat.body = body
            summary = self._summary(seat)
            complete = all(s.body is not None for s in self._seats.values())
        if self.on_view is not None:
            self.on_view(seat.entry, summary)
        if complete:
            self._finish()

    def _finish(self) -> None:
        if not self.done.is_set():
            self.done.set()
            if self.on_done is not None:
                self.on_done()

    def results(self) -> dict[tuple[str, int], Summary | None]:
        """Each seat's newest view as a Summary (the same table as the entry knew, or newer; the
        entry's store keeps the newest copy), None where nothing came."""
        with self._lock:
            return {key_of(seat.entry): None if seat.body is None else self._summary(seat)
                    for seat in self._seats.values()}

    @staticmethod
    def _summary(seat: _Seat) -> Summary:
        body = seat.body
        will = body.get("will")
        away = body.get("host") == "away" or (
            seat.host_will is not None and will is not None and topics.token_hash(seat.host_will) == will)
        presence = body.get("presence") if isinstance(body.get("presence"), dict) else {}
        scores = body.get("scores")
        return Summary(body["version"], body.get("turn"), body.get("over", False) is True, away,
                       tuple(body["seats"]), tuple(scores) if scores is not None else None,
                       body.get("stamp") if type(body.get("stamp")) in (int, float) else None,
                       {str(k): str(v) for k, v in presence.items()})


def open_transport(invite):
    """A link of a peek's own to the invite's broker: a client id of its own (never the seat's,
    which would knock the seat's table off the broker) and no last will (a peek is nobody's
    presence); the other addresses the seat's own link would try too (the host's name, when the
    code carries one)."""
    from .broker_auth import seat_login
    from .mqtt import MqttTransport

    fallbacks = getattr(invite, "fallback_brokers", list)()
    extra = {"fallbacks": fallbacks} if fallbacks else {}
    # the seat's broker login (a locked broker admits only code holders): it reads only the seat's topics
    return MqttTransport(invite.broker, "tarsas-peek-" + os.urandom(10).hex(), *seat_login(invite), **extra)
