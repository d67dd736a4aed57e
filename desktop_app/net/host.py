"""The host's side of a room: the host's Match is the truth; remote seats get only their view.

Every message from a seat is opened with that seat's own key (so a seat can act only for itself),
must name the current state version (stale and replayed actions are dropped, and the seat is sent
its current view), and must be one of the legal actions, compared by its exact JSON form (so 1.0
is not 1 and true is not 1). Anything else is dropped and logged; nothing reaches `apply` unchecked.
A take-back ("undo") is checked the same way: the seat's own channel, the current version, its turn,
and something of its own turn that may be taken back (Match.undoable). The version grows with every
action and every take-back (Match.version), so a replayed message never names the current one.
Once the game is over, each seat's finished record travels once, retained, on its own topic
(topics.record_to_seat, sealed under HOST_TO_SEAT_RECORD); the views name it by its digest."""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Callable

from desktop_app.engine.game import IllegalMove, legal_action, list_of

from . import topics
from .channel import HOST_TO_SEAT, HOST_TO_SEAT_RECORD, SEAT_TO_HOST, Rejected, SeatChannel, digest, encode

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
    """The newest log lines as `seat` may read them, each [index, player, text, action, parts].
    The words (text, and the (template, params) parts to translate them) are what a hot-seat table
    shows every player at one screen, so every seat gets them; the action itself (JSON, for the
    seat's table to mark last moves) only for its own lines and the others' once a later reveal
    made the table public again (a hidden simultaneous choice, e.g. which card was picked, stays
    hidden until it is revealed: action None)."""
    records = match.log
    last_reveal = max((i for i, r in enumerate(records) if r.reveal_after > r.reveal_before), default=-1)
    first = max(0, len(records) - LOG_LINES)
    lines = []
    for index, record in enumerate(records[first:], start=first):
        readable = record.player == seat or index <= last_reveal
        parts = list(record.parts) if record.parts else None
        lines.append([index, record.player, record.text, list_of(record.action) if readable else None, parts])
    return lines


def finished_record(match) -> dict:
    """The finished match as a save file holds it (engine/saves.py), without the host's thumbnail."""
    from desktop_app.engine.saves import match_to_json

    if not match.state.is_over:
        raise ValueError("a game's record travels only once it is over")
    return match_to_json(match)


class HostSession:
    def __init__(self, match, room: bytes, secrets: dict[int, bytes], transport,
                 on_applied: Callable[[int, tuple], None] | None = None,
                 on_undo: Callable[[int], None] | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.match = match
        self.room_hex = room.hex()
        self.channels = {seat: SeatChannel(room, seat, secret) for seat, secret in secrets.items()}
        self.transport = transport
        self.on_applied = on_applied  # the app's controller applies through its own path when set
        self.on_undo = on_undo  # likewise for a seat's take-back
        self.clock = clock
        self.closed = False  # after close(): nothing handled, nothing published
        self.limits = {seat: RateLimit() for seat in secrets}
        self.dropped: list[tuple[int | None, str]] = []
        self.presence: dict[int, str] = {seat: "offline" for seat in secrets}
        self._views: dict[int, tuple] = {}  # seat -> (the table it shows, its encoded view body)
        self._record_cache: tuple | None = None  # ((version, state), (the encoded finished record, its digest))
        self._records_sent: dict[int, tuple] = {}  # seat -> (record digest, the link's will) published
        self._wills: dict[int, tuple[float, str]] = {}  # seat -> (its newest hello's time, its will's hash)
        self._dead: set[str] = set()  # wills that fired (or said bye): a replayed hello with one changes nothing
        self.host_presence = "online"
        # Play again: each remote seat's invite code to the host's next game, sent (once this
        # game is over) only in that seat's own channel, with its final view.
        self.next_codes: dict[int, str] = {}
        transport.on_message = self.handle

    @property
    def version(self) -> int:
        return self.match.version

    def close(self) -> None:
        """Nothing is applied or published after this: with no seat channels left, every later
        message is dropped unread and every view publish sends nothing (the app closes the
        transport itself)."""
        self.closed = True
        self.on_applied = self.on_undo = None
        self.channels = {}

    def start(self) -> None:
        for seat in self.channels:
            self.transport.subscribe(topics.to_host(self.room_hex, seat))
        self.transport.subscribe(topics.presence(self.room_hex, "+"))  # the seats' last wills
        self.publish_views()

    def _drop(self, seat: int | None, why: str) -> None:
        self.dropped.append((seat, why))
        log.warning("dropped a message from seat %s: %s", seat, why)

    def _current(self, seat: int, body: dict) -> bool:
        """Whether a hello/bye speaks for the seat's newest connection (not a replay of an older
        one); the connection's will hash is noted. Messages without the fields always count."""
        will, at = body.get("will"), body.get("at")
        if type(will) is not str or type(at) not in (int, float):
            return True
        if will in self._dead or at < self._wills.get(seat, (float("-inf"), ""))[0]:
            return False
        self._wills[seat] = (at, will)
        return True

    def _on_will(self, topic: str, payload: bytes) -> None:
        """A seat's link died without a goodbye: "away", if it is the will of its live connection."""
        seat = topics.seat_of(topic, self.room_hex, topics.PRESENCE)
        if seat is None or not payload:
            return  # the host's own will topic, or a will cleared
        if seat not in self.channels:
            return self._drop(seat, "not one of this room's seat topics")
        if not self.limits[seat].allow(self.clock()):
            return self._drop(seat, "rate limit")
        digest = topics.token_hash(payload[:64])
        if self._wills.get(seat, (0, None))[1] != digest:
            return  # an older connection's will (or a forgery): this one is still here
        self._dead.add(digest)
        if self.presence[seat] != "away":
            self.presence[seat] = "away"
            self.publish_views()

    def handle(self, topic: str, payload: bytes) -> None:
        if topic.startswith(f"{topics.ROOT}/{self.room_hex}/{topics.PRESENCE}/"):
            return self._on_will(topic, payload)
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
        if kind in ("hello", "bye") and not self._current(seat, body):
            return self.publish_view(seat)  # a replay from a connection that is gone
        if kind == "hello":
            arrived, self.presence[seat] = self.presence[seat] != "online", "online"
            if arrived:
                return self.publish_views()  # the others see this seat arrive
            return self.publish_view(seat)
        if kind == "bye":
            self._dead.add(self._wills.get(seat, (0, ""))[1])
            self.presence[seat] = "away"
            return self.publish_views()
        if kind == "undo":
            return self._undo(seat, body)
        if kind != "action":
            return self._drop(seat, f"unknown message type {kind!r}"[:80])
        base = body.get("base")
        if type(base) is not int or base != self.version:
            self._drop(seat, "stale action")
            return self.publish_view(seat)  # the seat is behind: send it the current table
        if self.match.state.current_player != seat:
            self._drop(seat, "not this seat's turn")
            return self.publish_view(seat, fresh=True)
        try:  # the state's own legal object, equal with the same types all the way down
            action = legal_action(self.match.state, body.get("action"))
        except IllegalMove:
            self._drop(seat, "not a legal action")
            return self.publish_view(seat, fresh=True)
        try:
            if self.on_applied is not None:
                return self.on_applied(seat, action)  # the app applies and publishes every seat's view
            self.match.apply(action)
        except IllegalMove as exc:
            self._drop(seat, f"refused: {exc}")
            return self.publish_view(seat, fresh=True)  # a newer copy of the same table: the seat learns its action was not taken
        self.publish_views()

    def _undo(self, seat: int, body: dict) -> None:
        """The seat takes back its own last action of this turn, checked like an action."""
        base = body.get("base")
        if type(base) is not int or base != self.version:
            self._drop(seat, "stale undo")
            return self.publish_view(seat)
        if self.match.state.current_player != seat:
            self._drop(seat, "not this seat's turn")
            return self.publish_view(seat, fresh=True)
        if self.match.undoable() <= 0:
            self._drop(seat, "nothing to take back")
            return self.publish_view(seat, fresh=True)
        try:
            if self.on_undo is not None:
                return self.on_undo(seat)  # the app takes it back, autosaves and publishes every view
            self.match.undo()
        except IllegalMove as exc:
            self._drop(seat, f"refused: {exc}")
            return self.publish_view(seat, fresh=True)
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
            # the hash of the host's will: the seat shows "host away" when that very will arrives
            "will": topics.token_hash(topics.will_token(self.transport)), "stamp": time.time(),
            # "say hello": the host does not know this seat is here (it started after the seat's
            # hello, or saw it go): the hello tells it, with the seat's current will
            "ask_hello": self.presence.get(seat) != "online",
            # For the seat's table: seat colours and kinds, the setup options, whether the host is
            # there, and when this copy was sealed (a newer copy of the same version updates presence).
            "colours": [s.colour for s in self.match.seats], "agents": [s.agent for s in self.match.seats],
            "options": self.match.options, "host": self.host_presence,
            # Take-backs: how many of its own actions the seat may take back now, how many were
            # taken back in this match, and the log's length after each recent one (a seat that
            # missed some views knows from which line on its copy of the log no longer holds).
            "undoable": self.match.undoable() if mine else 0,
            "undos": self.match.undos, "undo_marks": list(self.match.undo_marks),
        }
        if state.is_over:
            body["scores"] = list(state.scores())
            # A finished game hides nothing any more (issue 17): the seat gets the whole record, as
            # the host's store saves it, for its score graph, review and statistics, once on its own
            # topic (_publish_record); the view names it by its digest, so the seat takes only this
            # table's record, and re-publishes after the end (presence, Play again, the host
            # quitting) stay small. Never before the end.
            body["record_digest"] = self._record()[1]
            if seat in self.next_codes:
                body["next"] = self.next_codes[seat]
        return body

    def _record(self) -> tuple[bytes, str]:
        """The finished record, encoded, and its digest: built once per finished table (every
        seat's view, and every re-publish after the end as friends leave, names the same one)."""
        key = (self.version, self.match.state)
        if self._record_cache is None or self._record_cache[0][0] != key[0] or self._record_cache[0][1] is not key[1]:
            encoded = encode(finished_record(self.match))
            self._record_cache = (key, (encoded, digest(encoded)))
        return self._record_cache[1]

    def _publish_record(self, seat: int) -> None:
        """Once the game is over, the seat's record, retained on its own topic and sealed under its
        own direction (never taken for a view): once per seat and finished table, and again only
        on a new broker connection (a restarted broker lost its retained copies)."""
        if not self.match.state.is_over:
            return
        encoded, record_digest = self._record()
        sent = (record_digest, topics.will_token(self.transport))
        if self._records_sent.get(seat) == sent:
            return
        body = b'{"type":"record","version":%d,"record":%s}' % (self.version, encoded)
        blob = self.channels[seat].seal_encoded(HOST_TO_SEAT_RECORD, self.version, body)
        self.transport.publish(topics.record_to_seat(self.room_hex, seat), blob, retain=True)
        self._records_sent[seat] = sent

    def publish_view(self, seat: int, fresh: bool = False) -> None:
        """Send the seat its view: built once per table (the same version, state and last move)
        and sealed again for re-sends (hellos, stale actions); `fresh` builds it anew."""
        table = (self.version, topics.will_token(self.transport), self.match.state,
                 self.match.log[-1] if self.match.log else None)
        cached = self._views.get(seat)
        if fresh or cached is None or cached[0][:2] != table[:2] or any(a is not b for a, b in zip(cached[0][2:], table[2:])):
            cached = self._views[seat] = (table, encode(self.view_body(seat)))
        self._publish_record(seat)  # before the final view, so the view finds it there
        blob = self.channels[seat].seal_encoded(HOST_TO_SEAT, self.version, cached[1])
        self.transport.publish(topics.to_seat(self.room_hex, seat), blob, retain=True)

    def publish_views(self) -> None:
        """Every seat's view, built anew (after a move, or when presence or seats changed)."""
        for seat in self.channels:
            self.publish_view(seat, fresh=True)

    def invite_again(self, codes: dict[int, str]) -> None:
        """The host plays again with the same friends: each seat's finished table learns its code
        to the new game (its own only), in the retained final view."""
        if not self.match.state.is_over:
            raise ValueError("the next game's codes travel only once this one is over")
        self.next_codes = {seat: code for seat, code in codes.items() if seat in self.channels}
        self.publish_views()

    def leave(self) -> None:
        """The host quits: every seat's retained view says "host away" until it is back."""
        self.host_presence = "away"
        self.publish_views()

