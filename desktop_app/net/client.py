"""A remote seat's side of a room: it holds the latest view the host sent and sends actions.

Views carry the state version as their sequence number (it grows with every action and every
take-back): an older or equal one (a retained copy, a duplicate, a replay) changes nothing. The
seat never changes its view itself; the host's next view is the truth.

Once the game is over the host sends the finished record once, retained, on the seat's own record
topic (its own direction key: a view can't pass for a record nor the reverse); the final view
carries its digest. The seat holds whichever comes first and takes the record (`take_record`) only
when its digest is the final view's and it passes `checked_record`."""
from __future__ import annotations

import logging
import time
from typing import Callable

from desktop_app.engine.game import freeze, list_of

from . import topics
from .channel import HOST_TO_SEAT, HOST_TO_SEAT_RECORD, SEAT_TO_HOST, Rejected, SeatChannel, digest, encode
from .codes import Invite

log = logging.getLogger("tarsas.net.client")


class ClientSession:
    def __init__(self, invite: Invite, transport, on_view: Callable[[dict], None] | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.invite = invite
        self.channel = SeatChannel(invite.room, invite.seat, invite.secret)
        self.transport = transport
        self.on_view = on_view
        self.clock = clock
        self.version = -1
        self.body: dict | None = None
        self.dropped: list[str] = []
        self.sent_at: dict[int, float] = {}   # base version -> when our action left (round trips)
        self.round_trips: list[float] = []
        self._hello = 0
        self.last_view_at = clock()  # when the newest view arrived (a seat asks again when it is old)
        self.host_will: bytes | None = None  # the host's last will, once the broker published it
        self.on_presence: Callable[[], None] | None = None  # host_away may have changed
        self.record: dict | None = None  # the finished record's message as it came, until taken or refused
        self.on_record: Callable[[], None] | None = None  # a record arrived (take_record may now give it)
        self._record_digest: str | None = None  # the held record's digest
        self._mismatch: tuple | None = None  # the (view's, record's) digests last logged as not matching
        transport.on_message = self.handle

    @property
    def seat(self) -> int:
        return self.invite.seat

    def start(self) -> None:
        # the record's topic first: a seat that comes back to a finished game has the retained
        # record in hand when the retained final view arrives
        self.transport.subscribe(topics.record_to_seat(self.invite.room_hex, self.seat))
        self.transport.subscribe(topics.to_seat(self.invite.room_hex, self.seat))
        self.transport.subscribe(topics.presence(self.invite.room_hex, topics.HOST))
        self.hello()

    def hello(self) -> None:
        """I am here (also after every reconnect: it tells the host this connection's will)."""
        self._hello += 1
        self._send({"type": "hello", **self._link()}, seq=max(self.version, 0))

    def _link(self) -> dict:
        return {"will": topics.token_hash(topics.will_token(self.transport)), "at": time.time()}

    @property
    def host_away(self) -> bool:
        """The host's link died without a goodbye (its will for the connection that sent our
        current view arrived), or it said it left."""
        body = self.body or {}
        return body.get("host") == "away" or (
            self.host_will is not None and body.get("will") is not None
            and topics.token_hash(self.host_will) == body.get("will"))

    def _send(self, body: dict, seq: int) -> None:
        self.transport.publish(topics.to_host(self.invite.room_hex, self.seat),
                               self.channel.seal(SEAT_TO_HOST, seq, body))

    def handle(self, topic: str, payload: bytes) -> None:
        if topic == topics.presence(self.invite.room_hex, topics.HOST):
            self.host_will = bytes(payload[:64]) or None
            if self.on_presence is not None:
                self.on_presence()
            return
        if topic == topics.record_to_seat(self.invite.room_hex, self.seat):
            return self._on_record(payload)
        if topics.seat_of(topic, self.invite.room_hex, HOST_TO_SEAT) != self.seat:
            return
        try:
            seq, body = self.channel.open(HOST_TO_SEAT, payload)
        except Rejected as exc:
            return self._drop(str(exc))
        if body.get("type") != "view" or body.get("version") != seq:
            self.dropped.append("malformed view")
            return
        if seq < self.version or (seq == self.version and not self._newer_copy(body)):
            return  # duplicate, retained copy or replay
        for base in [b for b in self.sent_at if b < seq]:
            self.round_trips.append(self.clock() - self.sent_at.pop(base))
        self.version, self.body = seq, body
        self.last_view_at = self.clock()
        if body.get("ask_hello") is True:
            self.hello()  # the host (re)started after our hello, or thinks we went: here we are
        if self.on_view is not None:
            self.on_view(body)

    def _drop(self, why: str) -> None:
        self.dropped.append(why)
        log.warning("dropped a message: %s", why)

    def _on_record(self, payload: bytes) -> None:
        """The finished record on its own topic: held (the final view may come before or after it)
        until `take_record` checks it against the final view."""
        if not payload:
            return  # a retained copy cleared
        try:
            seq, body = self.channel.open(HOST_TO_SEAT_RECORD, payload)
        except Rejected as exc:
            return self._drop(f"record: {exc}")
        if body.get("type") != "record" or body.get("version") != seq or not isinstance(body.get("record"), dict):
            return self._drop("malformed record")
        if self.body is not None and self.version >= seq and self.body.get("over") is not True:
            return self._drop("a record before the end")  # of a table older than the one here, still playing
        if self.record is not None and seq < self.record["version"]:
            return  # an older copy
        try:
            self._record_digest = digest(encode(body["record"]))
        except (ValueError, TypeError, RecursionError):
            return self._drop("malformed record")
        self.record = body
        if self.on_record is not None:
            self.on_record()

    @property
    def record_named(self) -> bool:
        """Whether the held record is the one the newest (final) view names (its digest; the
        record's own checks are `take_record`'s)."""
        return bool(self.record is not None and self.body and self.body.get("over") is True
                    and self.body.get("record_digest") == self._record_digest)

    def take_record(self, body: dict | None = None):
        """The finished match (an engine Match), once the final view (`body`, else the newest)
        and the record it names have both arrived and the record passes `checked_record`; None
        while one is missing. A record the view does not name is not taken (logged once; it stays
        held, as either may be the older of the two: the next view or record decides); one the
        view names that fails the checks is dropped and logged (a later honest copy may come)."""
        body = self.body if body is None else body
        if self.record is None or not body or body.get("over") is not True:
            return None
        named = body.get("record_digest")
        if named != self._record_digest:
            if self._mismatch != (named, self._record_digest):
                self._mismatch = (named, self._record_digest)
                self._drop("finished game's record: not the one the final view names (digest)")
            return None
        try:
            return checked_record(body, self.record["record"], self.seat)
        except BadRecord as error:
            self.record = None
            self._drop(f"finished game's record: {error}")
            return None

    def _newer_copy(self, body: dict) -> bool:
        """A later copy of the current version (the host sealed it again: someone came or went,
        the host reconnected). Older or unstamped copies change nothing."""
        stamp, seen = body.get("stamp"), (self.body or {}).get("stamp")
        number = (int, float)
        return type(stamp) in number and (type(seen) not in number or stamp > seen)

    @property
    def my_turn(self) -> bool:
        return bool(self.body and self.body.get("legal") is not None and self.body.get("turn") == self.seat)

    def legal_actions(self) -> list[tuple]:
        return [freeze(a) for a in (self.body or {}).get("legal") or []]

    def send_action(self, action) -> None:
        self.sent_at.setdefault(self.version, self.clock())
        self._send({"type": "action", "base": self.version, "action": list_of(action)}, seq=self.version)

    @property
    def undoable(self) -> int:
        """How many of its own actions of this turn the host lets this seat take back now."""
        value = (self.body or {}).get("undoable")
        return value if self.my_turn and type(value) is int and value > 0 else 0

    def send_undo(self) -> None:
        """Ask the host to take back this seat's last action (the host checks it like an action)."""
        self.sent_at.setdefault(self.version, self.clock())
        self._send({"type": "undo", "base": self.version}, seq=self.version)

    def leave(self) -> None:
        self._send({"type": "bye", **self._link()}, seq=max(self.version, 0))



class BadRecord(ValueError):
    """A finished game's record that this seat does not take (checked as a save file is)."""


def checked_record(body: dict, data, seat: int):
    """The finished match `data` (the record, as it came on the seat's record topic) for the final
    view `body`: the view names it (its digest, channel.digest of its encoding), it is checked
    exactly as a save file is (engine/saves.py: every field, the log replayed against its
    snapshot) and against the view itself: the same game, over, the same seats, and replaying it
    gives the very view the host sent this seat. BadRecord for anything else."""
    import json

    from desktop_app.engine.saves import SaveError, match_from_json

    if not isinstance(data, dict):
        raise BadRecord("no record")
    try:
        named = digest(encode(data))
    except (ValueError, TypeError, RecursionError) as error:
        raise BadRecord("unreadable record") from error
    if body.get("over") is not True or body.get("record_digest") != named:
        raise BadRecord("the record is not the one this table names (digest)")
    try:
        match = match_from_json(data)
    except SaveError as error:
        raise BadRecord(f"record {error.reason}"[:200]) from error
    seats = body.get("seats")
    if match.spec.id != body.get("game") or not match.state.is_over or not isinstance(seats, list) \
            or len(match.seats) != len(seats) or not 0 <= seat < len(seats):
        raise BadRecord("the record is not this finished game")
    if json.loads(json.dumps(match.state.view_for(seat))) != body.get("view"):
        raise BadRecord("replaying the record does not give this seat's table")
    return match


def as_seen_from(match, seat: int):
    """The record as this computer keeps it: its own seat is the person here, the host's people
    are friends on other computers (statistics count wins against them as against friends)."""
    from dataclasses import replace

    seats = []
    for i, s in enumerate(match.seats):
        if i == seat:
            seats.append(replace(s, agent="human", hold=None))
        elif s.is_human:
            seats.append(replace(s, agent="remote", hold=None))
        else:
            seats.append(s)
    match.seats = seats
    return match
