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
import os
import time
from typing import Callable

from desktop_app.engine.game import freeze, list_of

from . import topics
from .channel import HOST_TO_SEAT, HOST_TO_SEAT_RECORD, SEAT_TO_HOST, Rejected, SeatChannel, digest, encode
from .codes import Invite
from .drops import Drops
from .seat_log import SeatLog

log = logging.getLogger("tarsas.net.client")

RESEND_FIRST = 1.5   # seconds before an unanswered action is sent again; doubling up to RESEND_MAX
RESEND_MAX = 8.0
NOT_ANSWERED = 4.0   # after this long without an answer the table says so (and offers a way out)
ASK_HELLO_GAP = 0.5  # seconds: views that ask for a hello are answered once this often at most
QUIET_HELLO = 20.0   # a seat that heard nothing for this long says hello (the host answers with the table of now)
KEEP_DROPPED = 200
WILL_MAX = 64        # a will is 32 bytes (topics.new_token): anything larger on the host's will topic is junk
SEALED_MAX = 256 * 1024 + 40  # the largest sealed view or record (channel.MAX_PLAINTEXT + BOX_OVERHEAD)
WILLS_KEPT = 8       # host wills kept before a view names one (the first retained messages)


def opening_client_id(invite: Invite) -> str:
    """The broker's client id for one opening of a seat's code: unguessable (a client id can knock
    its owner off) and never the same for two openings, so two copies of one code never fight
    over a connection (which one plays the seat is the session's `opening`, decided by the host)."""
    import hashlib

    stem = hashlib.blake2b(f"seat-{invite.seat}".encode(), key=invite.secret, digest_size=8).hexdigest()
    return f"tarsas-{stem}-{os.urandom(4).hex()}"


class ClientSession:
    """A seat's session. A sent action (or take-back) is `pending` until the host answers it (a
    newer view, or a copy of this one that names it `refused`); `tick()` sends it again with a
    growing pause meanwhile, so a move lost to a full budget, a broker restart or a lost link
    is never silently gone (the host's version check makes a copy harmless). Each session is one
    opening of the code (`opening`): when a newer opening takes the seat over, `taken_over` is
    set, `on_taken_over` called, and this one sends nothing more."""

    def __init__(self, invite: Invite, transport, on_view: Callable[[dict], None] | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.invite = invite
        self.channel = SeatChannel(invite.room, invite.seat, invite.secret)
        self.transport = transport
        self.on_view = on_view
        self.clock = clock
        self.version = -1
        self.body: dict | None = None
        self.dropped: list[str] = []  # the newest reasons (all are counted in `drops`)
        self.drops = Drops(log, "to seat", clock)
        self.opening = os.urandom(8).hex()
        self.taken_over = False
        self.link_up = True  # the broker link, as the transport last told (on_link)
        self._claims, self._claim_next = 0, clock() + RESEND_FIRST  # hellos again until confirmed
        self.confirmed = False  # a view named this opening the seat's (until then, hellos claim it)
        self.on_taken_over: Callable[[], None] | None = None
        self.pending: dict | None = None  # {"body", "base", "first", "next", "tries"} until answered
        self.on_refused: Callable[[dict], None] | None = None  # the host refused the pending message
        self._wills_seen: list[bytes] = []
        self.sent_at: dict[int, float] = {}   # base version -> when our action left (round trips)
        self.round_trips: list[float] = []
        self._hello = 0
        self._hello_owed = False  # a view asked for a hello while one had just left (tick sends it)
        self._asked_at = float("-inf")  # when a hello last answered a view that asked for one
        self._asked_by = None  # the will hash of the host connection whose view that was
        self._last_hello = clock()
        self.last_view_at = clock()  # when the newest view arrived (a seat asks again when it is old)
        self.host_will: bytes | None = None  # the host's last will, once the broker published it
        self.on_presence: Callable[[], None] | None = None  # host_away may have changed
        self.record: dict | None = None  # the finished record's message as it came, until taken or refused
        self.on_record: Callable[[], None] | None = None  # a record arrived (take_record may now give it)
        self._record_digest: str | None = None  # the held record's digest
        self._mismatch: tuple | None = None  # the (view's, record's) digests last logged as not matching
        self._clock_events: list[list] = []  # every turn clock line seen (turn_clock)
        self.talk_lines: list[list] = []  # every table talk line seen: [number, seat, text, when]
        self.log = SeatLog(invite.seat)  # every log line seen (views carry the ones it lacks)
        self._talk_pending: dict | None = None  # the line said, until a view carries it (sent again once)
        transport.on_message = self.handle
        if getattr(transport, "on_oversized", False) is None:
            transport.on_oversized = self._oversized  # past the link's own limit: dropped there, counted here

    def _oversized(self, topic: str) -> None:
        self._drop("too large (dropped by the link)")

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
        self._last_hello = self.clock()
        self._send({"type": "hello", **self._link()}, seq=max(self.version, 0))

    def _link(self) -> dict:
        return {"will": topics.token_hash(topics.will_token(self.transport)), "at": time.time(),
                "opening": self.opening, "claim": not self.confirmed}

    def on_link(self, up: bool) -> None:
        """The broker link went up or down: once it is back (a new connection, so a new will),
        say hello, so the host learns the will and sends the table of now."""
        self.link_up = up
        if up:
            self.hello()

    def tick(self) -> None:
        """Now and then (the app's timer, the self-test's loop): the pending action again when
        its pause is over, and the summary of what was dropped."""
        self.drops.summarise()
        now = self.clock()
        if self.taken_over:
            return
        owed = self._hello_owed and now - self._asked_at >= ASK_HELLO_GAP
        if owed:
            self._hello_owed = False
        if owed and (self.body or {}).get("ask_hello") is True:
            self._asked_at = now
            self.hello()  # a view asked while the last hello was just out, and the newest still asks
        elif self._claim_due(now):
            self.hello()  # the host has not named this opening the seat's yet: its hello was lost
        elif self.link_up and now - max(self.last_view_at, self._last_hello) > QUIET_HELLO:
            self.hello()  # a view lost on the way (a broker restart at the wrong moment) is asked for again
        self._talk_again(now)
        pending = self.pending
        if pending is None:
            return
        if now < pending["next"]:
            return
        pending["tries"] += 1
        pause = pending.get("pause", RESEND_FIRST)
        pending["next"] = now + min(max(RESEND_MAX, pause), pause * 2 ** pending["tries"])
        self._send(pending["body"], seq=pending["base"])

    def _answer_ask_hello(self) -> None:
        """Here we are: a hello, unless one answered another such view just now (then `tick`
        sends it once the gap is over, if the newest view still asks). Every view the host sent
        before our hello reached it asks for one: a busy room sent dozens, and a hello each
        counted against the seat's budget (issue 23: 6 hellos in 16 ms at the start of a
        self-test game)."""
        now, host = self.clock(), (self.body or {}).get("will")
        if host != self._asked_by or now - self._asked_at >= ASK_HELLO_GAP:  # a new host connection: at once
            self._asked_at, self._asked_by = now, host
            self.hello()
        else:
            self._hello_owed = True

    def _claim_due(self, now: float) -> bool:
        """Whether to say hello again: a view came that names another opening (or none) as the
        seat's, and the pause since the last hello is over (growing, as for a pending move)."""
        if self.confirmed or self.body is None or "opening" not in self.body:
            return False
        if now < self._claim_next:
            return False
        self._claims += 1
        self._claim_next = now + min(RESEND_MAX, RESEND_FIRST * 2 ** self._claims)
        return True

    @property
    def waiting_for(self) -> float:
        """How long the pending action has waited for the host's answer (0: nothing pending)."""
        return 0.0 if self.pending is None else self.clock() - self.pending["first"]

    @property
    def not_answered(self) -> bool:
        """The host has not answered the pending action for a while (the table says so)."""
        return self.waiting_for >= NOT_ANSWERED

    def _resend_pause(self) -> float:
        """The first pause before a re-send: RESEND_FIRST, or three times the median of the last
        round trips when the host is slower than that (a busy host must not be sent copies of
        moves it is still working through)."""
        recent = sorted(self.round_trips[-20:])
        return max(RESEND_FIRST, 3 * recent[len(recent) // 2]) if recent else RESEND_FIRST

    def _keep_pending(self, body: dict, base: int) -> None:
        now, pause = self.clock(), self._resend_pause()
        self.pending = {"body": body, "base": base, "first": now, "next": now + pause, "tries": 0, "pause": pause}

    def give_up_pending(self) -> None:
        """Stop sending the pending action (the player chooses again; a copy that still arrives
        is stale once anything else was taken, or taken once: the host's version decides)."""
        self.pending = None

    @property
    def host_away(self) -> bool:
        """The host's link died without a goodbye (its will for the connection that sent our
        current view arrived), or it said it left."""
        body = self.body or {}
        named = body.get("will")
        return body.get("host") == "away" or (
            named is not None and any(topics.token_hash(will) == named for will in self._wills_seen))

    def _send(self, body: dict, seq: int) -> None:
        if self.taken_over:
            return  # the seat is played from another opening now: this one is silent
        wanted = self.log.first_wanted()
        if wanted is not None:
            body = {**body, "log_from": wanted}
        self.transport.publish(topics.to_host(self.invite.room_hex, self.seat),
                               self.channel.seal(SEAT_TO_HOST, seq, body))

    def handle(self, topic: str, payload: bytes) -> None:
        # sizes first: an outsider's oversized retained junk (a broker without ACLs) is never
        # parsed, hashed or decrypted, only counted
        if topic == topics.presence(self.invite.room_hex, topics.HOST):
            if len(payload) > WILL_MAX:
                return self._drop("too large (host's will)")
            return self._on_host_will(bytes(payload))
        if topic == topics.record_to_seat(self.invite.room_hex, self.seat):
            if len(payload) > SEALED_MAX:
                return self._drop("too large (record)")
            return self._on_record(payload)
        if topics.seat_of(topic, self.invite.room_hex, HOST_TO_SEAT) != self.seat:
            return
        if len(payload) > SEALED_MAX:
            return self._drop("too large (view)")
        try:
            seq, body = self.channel.open(HOST_TO_SEAT, payload)
        except Rejected as exc:
            return self._drop(str(exc))
        if body.get("type") != "view" or body.get("version") != seq:
            return self._drop("malformed view")
        if seq < self.version or (seq == self.version and not self._newer_copy(body)):
            return  # duplicate, retained copy or replay
        for base in [b for b in self.sent_at if b < seq]:
            self.round_trips.append(self.clock() - self.sent_at.pop(base))
        away = self.host_away
        self.log.take(self.body, body)
        self.version, self.body = seq, body
        self._note_clock(body)
        self._note_talk(body)
        self.last_view_at = self.clock()
        refused = self._answered(seq, body)
        superseded = body.get("superseded")
        if isinstance(superseded, list) and self.opening in superseded and not self.taken_over:
            self.taken_over = True  # the seat was opened elsewhere since: that one plays it now
            self.pending = None
            if self.on_taken_over is not None:
                self.on_taken_over()
            return
        if body.get("opening") == self.opening:
            self.confirmed = True
        if body.get("ask_hello") is True:
            self._answer_ask_hello()  # the host (re)started after our hello, or thinks we went
        if refused is not None and self.on_refused is not None:
            self.on_refused(refused)
        if self.on_view is not None:
            self.on_view(body)
        if away != self.host_away and self.on_presence is not None:
            self.on_presence()

    def _answered(self, seq: int, body: dict) -> dict | None:
        """Whether this view answers the pending action: a newer table (taken, or overtaken), or
        this table with the action named refused. The refused pending message, or None."""
        pending = self.pending
        if pending is None:
            return None
        if seq > pending["base"]:
            self.pending = None
        elif body.get("refused") == pending["base"]:
            self.pending = None
            return pending["body"]
        return None

    def _on_host_will(self, will: bytes) -> None:
        """The host's last will as the broker published it: kept only when it is the will of the
        host connection our view names (anything else on that topic is junk or an old will)."""
        if not will:
            return  # a will cleared
        named = (self.body or {}).get("will")
        if named is not None and topics.token_hash(will) != named:
            return self._drop("a will of no live host connection")
        away = self.host_away
        self._wills_seen = (self._wills_seen + [will])[-WILLS_KEPT:]
        self.host_will = will
        if away != self.host_away and self.on_presence is not None:
            self.on_presence()

    def _drop(self, why: str) -> None:
        self.drops.add(self.seat, why)
        self.dropped.append(why)
        if len(self.dropped) > 2 * KEEP_DROPPED:
            del self.dropped[:KEEP_DROPPED]

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
        """Send this seat's action; it is pending (sent again by `tick`) until the host answers."""
        self.sent_at.setdefault(self.version, self.clock())
        body = {"type": "action", "base": self.version, "action": list_of(action), "opening": self.opening}
        self._keep_pending(body, self.version)
        self._send(body, seq=self.version)

    @property
    def undoable(self) -> int:
        """How many of its own actions of this turn the host lets this seat take back now."""
        value = (self.body or {}).get("undoable")
        return value if self.my_turn and type(value) is int and value > 0 else 0

    def send_undo(self) -> None:
        """Ask the host to take back this seat's last action (the host checks it like an action)."""
        self.sent_at.setdefault(self.version, self.clock())
        body = {"type": "undo", "base": self.version, "opening": self.opening}
        self._keep_pending(body, self.version)
        self._send(body, seq=self.version)

    def ask_hint(self) -> None:
        """Ask the host for a hint on this table (its answer is a copy of this view with `hint`)."""
        self._send({"type": "hint", "base": self.version, "opening": self.opening}, seq=self.version)

    def leave(self) -> None:
        self.pending = None
        self._send({"type": "bye", **self._link()}, seq=max(self.version, 0))

    # ------------------------------------------------------------------ turn clocks (issue 24)
    @property
    def turn_clock(self) -> dict | None:
        """The room's turn clock as the newest view tells it (net/turn_clock.py `view`), or None;
        its `events` are every clock line of any view seen (a view carries those of its log's
        newest lines only, and a table may show several views' lines at once)."""
        clock = (self.body or {}).get("clock")
        return {**clock, "events": list(self._clock_events)} if isinstance(clock, dict) else None

    def _note_clock(self, body: dict) -> None:
        events = (body.get("clock") or {}).get("events") if isinstance(body.get("clock"), dict) else None
        if not isinstance(events, list):
            return
        known = self._clock_events
        for event in events[:200]:  # (a computer's turn is never taken back: its lines stay true)
            if isinstance(event, list) and len(event) == 3 and event not in known:
                known.append(event)
        del known[:-2000]

    @property
    def held_by_clock(self) -> bool:
        """The computer holds this seat: its time ran out three turns in a row."""
        held = (self.turn_clock or {}).get("held")
        return isinstance(held, list) and self.seat in held

    def send_back(self) -> None:
        """This seat's player is back: the host gives the seat back from the computer."""
        self._send({"type": "back", "base": self.version, "opening": self.opening}, seq=max(self.version, 0))

    # ------------------------------------------------------------------ table talk (issue 24)
    def say(self, text: str) -> None:
        """Say a line to the table (through the host, in this seat's own channel)."""
        from .table_talk import clean

        text = clean(text)
        if text is None or self.taken_over:
            return
        body = {"type": "say", "text": text, "id": os.urandom(8).hex(), "opening": self.opening}
        known = self.talk_lines[-1][0] if self.talk_lines else -1
        self._talk_pending = {"body": body, "after": known, "next": self.clock() + 2 * RESEND_FIRST, "tries": 0}
        self._send(body, seq=max(self.version, 0))

    def _note_talk(self, body: dict) -> None:
        from .table_talk import merge

        if not merge(self.talk_lines, body.get("talk") or []):
            return
        pending = self._talk_pending
        if pending is not None and any(line[1] == self.seat and line[0] > pending["after"]
                                       and line[2] == pending["body"]["text"] for line in self.talk_lines):
            self._talk_pending = None

    def _talk_again(self, now: float) -> None:
        """A line no view has carried yet goes again (the host says a copy only once: its id)."""
        pending = self._talk_pending
        if pending is None or now < pending["next"]:
            return
        pending["tries"] += 1
        if pending["tries"] > 3:
            self._talk_pending = None
            return
        pending["next"] = now + 2 * RESEND_FIRST * 2 ** pending["tries"]
        self._send(pending["body"], seq=max(self.version, 0))


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
