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

import json
import logging
import time
from collections import OrderedDict, deque
from dataclasses import dataclass
from typing import Callable

from desktop_app.engine.game import IllegalMove, legal_action, list_of

from . import topics
from .channel import (BOX_OVERHEAD, HOST_TO_SEAT, HOST_TO_SEAT_RECORD, MAX_PLAINTEXT, SEAT_TO_HOST, Rejected,
                      SeatChannel, digest, encode, size_class)
from .drops import Drops
from .seat_log import LOG_LINES  # the newest log lines each view carries at most

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


def public_log(match, seat: int, first: int | None = None) -> list[list]:
    """The newest log lines as `seat` may read them, each [index, player, text, action, parts, notes].
    The words (text, and the (template, params) parts to translate them) are what a hot-seat table
    shows every player at one screen, so every seat gets them; the action itself (JSON, for the
    seat's table to mark last moves) only for its own lines and the others' once a later reveal
    made the table public again (a hidden simultaneous choice, e.g. which card was picked, stays
    hidden until it is revealed: action None). `first`: the seat holds the lines before it (never
    more than the newest LOG_LINES). What a view carries is `PublicLog`'s encoding of it."""
    records = match.log
    last_reveal = newest_reveal(records)
    first = max(0, len(records) - LOG_LINES, first or 0)
    return [log_line(index, record, record.player == seat or index <= last_reveal)
            for index, record in enumerate(records[first:], start=first)]


def newest_reveal(records) -> int:
    """The index of the newest record that revealed something (-1: none did)."""
    for index in range(len(records) - 1, -1, -1):
        if records[index].reveal_after > records[index].reveal_before:
            return index
    return -1


def log_line(index: int, record, readable: bool) -> list:
    parts = list(record.parts) if record.parts else None
    notes = [[template, params] for template, params in record.notes]  # a scoring it set off: public
    return [index, record.player, record.text, list_of(record.action) if readable else None, parts, notes]


class PublicLog:
    """`public_log`, encoded, for every seat of a table at once: each record's line is encoded
    once in its two forms (the action shown, the action hidden), not once per seat and view, and
    the lines every seat reads alike (up to the newest reveal) are joined once per table. A
    record is not changed once written; one that is (a take-back's replay gives each record
    fresh words) or replaced (a take-back, then another move at its index) is told by its
    fields' identity."""

    def __init__(self):
        self._lines: dict[int, tuple] = {}  # index -> (record, its text, parts, notes, line shown, hidden or None)

    def table(self, records) -> tuple[bytes, list[tuple[int, bytes]], list[tuple[int, int, bytes, bytes]]]:
        """(the lines every seat reads, joined, and each with its index; (index, player, shown,
        hidden) of each newer line)."""
        last_reveal, first = newest_reveal(records), max(0, len(records) - LOG_LINES)
        lines = self._lines
        if any(index < first for index in lines):
            lines = self._lines = {index: line for index, line in lines.items() if index >= first}
        public, private = [], []
        for index in range(first, len(records)):
            record = records[index]
            kept = lines.get(index)
            if (kept is None or kept[0] is not record or kept[1] is not record.text or kept[2] is not record.parts
                    or kept[3] is not record.notes):
                kept = lines[index] = (record, record.text, record.parts, record.notes,
                                       encode(log_line(index, record, True)), None)
            if index <= last_reveal:
                public.append((index, kept[4]))
                continue
            if kept[5] is None:
                kept = lines[index] = kept[:5] + (encode(log_line(index, record, False)),)
            private.append((index, record.player, kept[4], kept[5]))
        return b",".join(line for _, line in public), public, private

    @staticmethod
    def for_seat(table: tuple, seat: int, first: int | None = None) -> bytes:
        """The seat's log, encoded as `encode(public_log(match, seat, first))`."""
        joined, public, private = table
        if first is None or not public or first <= public[0][0]:
            lines = [joined] if joined else []
        else:
            lines = [line for index, line in public if index >= first]
        lines += [shown if player == seat else hidden for index, player, shown, hidden in private
                  if first is None or index >= first]
        return b"[" + b",".join(lines) + b"]"


SEAT_OWN = object()  # a view field each seat's view fills in itself (HostSession._shared_view)


def finished_record(match) -> dict:
    """The finished match as a save file holds it (engine/saves.py), without the host's thumbnail."""
    from desktop_app.engine.saves import match_to_json

    if not match.state.is_over:
        raise ValueError("a game's record travels only once it is over")
    return match_to_json(match)


MAX_SEAT_MESSAGE = 16 * 1024 + BOX_OVERHEAD  # a seat's messages are 1 KB sealed; far larger is junk, unread
NONCES_KEPT = 4096  # per seat: a copy of one of its messages seen again is a replay, dropped before any budget
VIEW_CLASS_FLOOR = 4096  # deflated views of all four games measured 0.6-2.5 KB: one class for a whole game
ANSWER_GAP = 1.0  # seconds: a stale copy is answered with the table of now at most this often per table
KEEP_DROPPED = 500  # the newest reasons kept for a look (all are counted in `drops`)
OPENINGS_KEPT = 16  # per seat: openings taken over by a newer one (their copies are told, and stop)


class HostSession:
    """The host's side of a room. What a message costs follows what it proved: a topic, a size and
    one authentication (a few microseconds) for anything; only an authentic, never-seen message
    of a seat is charged to that seat's budget (issue 23: an outsider's junk used to empty it).
    Junk and replays are counted (`drops`), summarised in the log every so often (`tick`).

    A seat is played from one place at a time: each opening of a code (one app's connection)
    names itself in its hello (`opening`); the newest takes the seat over, the one before is told
    in its views (`superseded`) and stops (net/README.md, "One place per seat")."""

    def __init__(self, match, room: bytes, secrets: dict[int, bytes], transport,
                 on_applied: Callable[[int, tuple], None] | None = None,
                 on_undo: Callable[[int], None] | None = None,
                 clock: Callable[[], float] = time.monotonic, hints: bool = True,
                 turn_clock=None, clock_path=None):
        self.match = match
        # Hint for everyone or for nobody (the host's choice in the new-game dialog). A seat's
        # hint is thought out by the host's app (`on_hint(seat, base)`, off the UI thread) on
        # `state.determinize(seat)`: a table that agrees with what that seat sees, hidden parts
        # dealt at random, so a hint knows no more than the seat; `send_hint` delivers it.
        self.hints = hints
        self.on_hint: Callable[[int, int], None] | None = None
        self._hint: dict[int, tuple[int, list]] = {}
        self.room_hex = room.hex()
        self.channels = {seat: SeatChannel(room, seat, secret) for seat, secret in secrets.items()}
        self.transport = transport
        self.on_applied = on_applied  # the app's controller applies through its own path when set
        self.on_undo = on_undo  # likewise for a seat's take-back
        self.clock = clock
        self.closed = False  # after close(): nothing handled, nothing published
        self.limits = {seat: RateLimit() for seat in secrets}
        self.drops = Drops(log, "from seat", clock)  # counted, summarised in the log now and then
        self.dropped: list[tuple[int | None, str]] = []  # the newest (seat, reason) pairs
        self.presence: dict[int, str] = {seat: "offline" for seat in secrets}
        self._views: dict[int, tuple] = {}  # seat -> (the table it shows, its encoded view body)
        self._public_log = PublicLog()
        self._record_cache: tuple | None = None  # ((version, state), (the encoded finished record, its digest))
        self._records_sent: dict[int, tuple] = {}  # seat -> (record digest, the link's will) published
        self._wills: dict[int, tuple[float, str]] = {}  # seat -> (its newest hello's time, its will's hash)
        self._dead: set[str] = set()  # wills that fired (or said bye): a replayed hello with one changes nothing
        self._nonces: dict[int, OrderedDict] = {seat: OrderedDict() for seat in secrets}
        self.openings: dict[int, str] = {}  # seat -> the opening that plays it now
        self._log_from: dict[int, tuple[int, int]] = {}  # seat -> (the log line it lacks from, undos then)
        self._superseded: dict[int, deque] = {seat: deque(maxlen=OPENINGS_KEPT) for seat in secrets}
        self._answered: dict[int, tuple[int, float]] = {}  # seat -> (version, when) its table was last sent
        self._refused: dict[int, int] = {}  # seat -> the base of its action just refused (told once)
        self.view_class = 0  # every view of this room is padded to this size class (set by the first)
        self.host_presence = "online"
        self.link_up = True  # the host's broker link, as the transport last told (on_link)
        # Play again: each remote seat's invite code to the host's next game, sent (once this
        # game is over) only in that seat's own channel, with its final view.
        self.next_codes: dict[int, str] = {}
        self.use_turn_clock(turn_clock, clock_path)
        self._init_talk()
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
        self.drops.summarise(force=True)

    def start(self) -> None:
        for seat in self.channels:
            self.transport.subscribe(topics.to_host(self.room_hex, seat))
        self.transport.subscribe(topics.presence(self.room_hex, "+"))  # the seats' last wills
        self.publish_views()

    def on_link(self, up: bool) -> None:
        """The host's broker link went up or down (the host's table says so while it is down);
        once back, every view again: a restarted broker lost the retained ones, and they carry
        the new connection's will."""
        self.link_up = up
        if up:
            self.publish_views()

    def tick(self) -> None:
        """Now and then (the app's timer, the self-test's loop): the summary of what was dropped,
        and the turn clock (a seat whose time ran out)."""
        self.drops.summarise()
        self.clock_step()

    def _drop(self, seat: int | None, why: str) -> None:
        self.drops.add(seat, why)
        self.dropped.append((seat, why))
        if len(self.dropped) > 2 * KEEP_DROPPED:
            del self.dropped[:KEEP_DROPPED]

    def _current(self, seat: int, body: dict, kind: str) -> bool:
        """Whether a hello/bye speaks for the seat's newest connection (not a replay of an older
        one, nor of an opening taken over); the connection's will hash is noted. A hello without
        the fields counts (an older app); a bye without them never does: it would mark away a
        seat whose live connection never said so."""
        will, at, opening = body.get("will"), body.get("at"), body.get("opening")
        if type(opening) is str and opening in self._superseded[seat]:
            return False
        if "will" not in body or type(at) not in (int, float) or (will is not None and type(will) is not str):
            return kind == "hello"
        new_opening = type(opening) is str and opening != self.openings.get(seat)
        if will in self._dead or (not new_opening and at < self._wills.get(seat, (float("-inf"), ""))[0]):
            return False  # another computer's clock says nothing about this one's: a new opening counts
        if kind == "bye" and (new_opening or seat not in self._wills or will != self._wills[seat][1]):
            return False  # a goodbye of a connection that is not the live one
        self._wills[seat] = (at, will)
        return True

    def _take_opening(self, seat: int, body: dict) -> bool:
        """A current hello names its opening. One that claims the seat (it was just opened, and
        has not yet seen itself named the seat's) takes it over, and the one before is told and
        stops; another one's later hellos (reconnects, answers to ask_hello after a host restart)
        take a seat nobody plays, and are told to stop when another opening plays it. Whether
        the seat changed hands (or an opening was told to stop)."""
        opening = body.get("opening")
        if type(opening) is not str or not opening or len(opening) > 64 or opening == self.openings.get(seat):
            return False
        before = self.openings.get(seat)
        if before is not None and body.get("claim") is not True:
            self._superseded[seat].append(opening)  # a second copy: told in its next view
            log.info("seat %s is open twice: the copy that came later stops", seat)
            return True
        self.openings[seat] = opening
        if before is None:
            return False
        self._superseded[seat].append(before)
        log.info("seat %s was opened again elsewhere: it plays there now", seat)
        return True

    def _from_elsewhere(self, seat: int, body: dict) -> bool:
        """An action of an opening that was taken over (its copy stops once its view says so)."""
        opening = body.get("opening")
        return type(opening) is str and opening in self._superseded[seat]

    def _fresh(self, seat: int, payload: bytes) -> bool:
        """Whether this exact message was never seen before (its nonce): a replayed copy is
        dropped before it costs the seat anything."""
        nonces, nonce = self._nonces[seat], bytes(payload[:24])
        if nonce in nonces:
            return False
        nonces[nonce] = None
        if len(nonces) > NONCES_KEPT:
            nonces.popitem(last=False)
        return True

    def _on_will(self, topic: str, payload: bytes) -> None:
        """A seat's link died without a goodbye: "away", if it is the will of its live connection.
        Anything else on a will topic costs a hash and is counted."""
        seat = topics.seat_of(topic, self.room_hex, topics.PRESENCE)
        if seat is None or not payload:
            return  # the host's own will topic, or a will cleared
        if seat not in self.channels:
            return self._drop(seat, "not one of this room's seat topics")
        digest = topics.token_hash(payload[:64])
        if self._wills.get(seat, (0, None))[1] != digest:
            if digest not in self._dead:
                self._drop(seat, "a will of no live connection")
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
        if len(payload) > MAX_SEAT_MESSAGE:
            return self._drop(seat, "too large")
        try:  # authenticate first: nothing unauthenticated spends anything of the seat's
            _seq, body = self.channels[seat].open(SEAT_TO_HOST, payload)
        except Rejected as exc:
            return self._drop(seat, str(exc))
        if not self._fresh(seat, payload):
            return self._drop(seat, "replayed copy")
        kind = body.get("type")
        if not self._a_move_now(seat, body, kind) and not self.limits[seat].allow(self.clock()):
            return self._drop(seat, "rate limit")
        if kind in ("back", "action", "undo", "hint") and self._clock_back(seat, body) or kind == "back":
            return  # the seat's player is back (the computer held it): its next turn is its own
        if kind in ("hello", "bye") and not self._current(seat, body, kind):
            self._drop(seat, f"{kind} of a connection that is gone")
            return self.publish_view(seat)  # a replay from a connection that is gone (or one taken over: told so)
        if kind == "hello":
            taken_over = self._take_opening(seat, body)
            if self._from_elsewhere(seat, body):
                return self.publish_view(seat)  # the copy that stops learns it here
            self._note_log_from(seat, body)
            arrived, self.presence[seat] = self.presence[seat] != "online", "online"
            if arrived or taken_over:
                return self.publish_views()  # the others see this seat arrive
            return self.publish_view(seat)
        if kind == "bye":
            if self._wills[seat][1] is not None:
                self._dead.add(self._wills[seat][1])
            self.presence[seat] = "away"
            return self.publish_views()
        if self._from_elsewhere(seat, body):
            self._drop(seat, "seat opened elsewhere")
            return self.publish_view(seat)
        self._note_log_from(seat, body)
        if kind == "undo":
            return self._undo(seat, body)
        if kind == "hint":
            return self._hint_asked(seat, body)
        if kind == "say":
            return self._said(seat, body)
        if kind != "action":
            return self._drop(seat, f"unknown message type {kind!r}"[:80])
        base = body.get("base")
        if type(base) is not int or base != self.version:
            self._drop(seat, "stale action")
            return self._answer(seat)  # the seat is behind (or re-sent what was taken): the current table
        if self.match.state.current_player != seat:
            return self._refuse(seat, base, "not this seat's turn")
        try:  # the state's own legal object, equal with the same types all the way down
            action = legal_action(self.match.state, body.get("action"))
        except IllegalMove:
            return self._refuse(seat, base, "not a legal action", charge=True)
        self._seen_playing(seat)
        try:
            if self.on_applied is not None:
                return self.on_applied(seat, action)  # the app applies and publishes every seat's view
            self.match.apply(action)
        except IllegalMove as exc:
            return self._refuse(seat, base, f"refused: {exc}", charge=True)  # a newer copy of the same table, saying so
        self.publish_views()

    def _answer(self, seat: int) -> None:
        """The seat's current table, for a stale copy: once per table and ANSWER_GAP seconds at
        most. A busy host's answers must not multiply with the seats' re-sends (each re-send of a
        move the host took meanwhile is stale; the table the seat needs is already on its way)."""
        now, sent = self.clock(), self._answered.get(seat)
        if sent is not None and sent[0] == self.version and now - sent[1] < ANSWER_GAP:
            return
        self._answered[seat] = (self.version, now)
        self.publish_view(seat)

    def _hint_asked(self, seat: int, body: dict) -> None:
        base = body.get("base")
        if not self.hints or self.on_hint is None:
            return self._drop(seat, "hints are off")
        if type(base) is not int or base != self.version or self.match.state.current_player != seat:
            return self._drop(seat, "stale hint")
        self.on_hint(seat, base)

    def send_hint(self, seat: int, base: int, action) -> None:
        """The hint the host's app found for `seat` on table `base`, in a fresh copy of its view
        (dropped if the table moved on meanwhile)."""
        if self.closed or seat not in self.channels or base != self.version:
            return
        self._hint[seat] = (base, list_of(action))
        try:
            self.publish_view(seat, fresh=True)
        finally:
            self._hint.pop(seat, None)
            self._views.pop(seat, None)

    def _seen_playing(self, seat: int) -> None:
        """A valid move is the surest sign a seat is here: it shows online again."""
        if self.presence.get(seat) != "online":
            self.presence[seat] = "online"
            self._views.clear()  # every seat's next view says so

    def _a_move_now(self, seat: int, body: dict, kind) -> bool:
        """Whether an authentic message is the seat's move on the table of now: not charged to
        its budget. A seat sends its next move only once the host's view answered the last one
        (and a copy is a replay, or stale once taken), so its moves are clocked by the host
        itself: charging them let a quick player (a computer seat with no pause: 52 moves and
        6 hellos in 0.9 s) run out of budget in its own game (issue 23: the "flood" test's one
        dropped move a game, with or without a flood). A move the host refuses is charged then."""
        return (kind == "action" and type(body.get("base")) is int and body["base"] == self.version
                and self.match.state.current_player == seat and not self._from_elsewhere(seat, body))

    def _refuse(self, seat: int, base: int, why: str, charge: bool = False) -> None:
        """The seat's action (or take-back) on `base` is not taken: a fresh copy of its table
        says so (`refused`), so it stops re-sending and shows why. `charge`: the message was
        not charged yet (a move on the table of now); past its budget, no fresh copy is built."""
        if charge and not self.limits[seat].allow(self.clock()):
            return self._drop(seat, "rate limit")
        self._drop(seat, why)
        self._refused[seat] = base
        try:
            self.publish_view(seat, fresh=True)
        finally:
            self._refused.pop(seat, None)
            self._views.pop(seat, None)  # a later re-send of this table does not say it again

    def _undo(self, seat: int, body: dict) -> None:
        """The seat takes back its own last action of this turn, checked like an action."""
        base = body.get("base")
        if type(base) is not int or base != self.version:
            self._drop(seat, "stale undo")
            return self._answer(seat)
        if self.match.state.current_player != seat:
            return self._refuse(seat, base, "not this seat's turn")
        if self.match.undoable() <= 0:
            return self._refuse(seat, base, "nothing to take back")
        try:
            if self.on_undo is not None:
                return self.on_undo(seat)  # the app takes it back, autosaves and publishes every view
            self.match.undo()
        except IllegalMove as exc:
            return self._refuse(seat, base, f"refused: {exc}")
        self.publish_views()

    def view_body(self, seat: int) -> dict:
        """The seat's view as it decrypts it (what `_view_encoded` builds)."""
        return json.loads(self._view_encoded(seat, self._shared_view()))

    def _shared_view(self) -> tuple[dict, tuple]:
        """A view's fields in their order: those every seat's view of this table shares already
        encoded, once for all seats; SEAT_OWN where each seat's own value goes (`_own_fields`).
        With them the table's log lines (PublicLog.table)."""
        state = self.match.state
        fields = {
            "type": "view", "version": self.version, "game": self.match.spec.id,
            "seats": [s.name for s in self.match.seats], "turn": state.current_player,
            "view": SEAT_OWN, "legal": SEAT_OWN, "log": SEAT_OWN, "over": state.is_over,
            "presence": {str(k): v for k, v in self.presence.items()},
            # the hash of the host's will: the seat shows "host away" when that very will arrives
            "will": topics.token_hash(topics.will_token(self.transport)), "stamp": time.time(),
            "ask_hello": SEAT_OWN,
            # For the seat's table: seat colours and kinds, the setup options, whether the host is
            # there, and when this copy was sealed (a newer copy of the same version updates presence).
            "colours": [s.colour for s in self.match.seats], "agents": [s.agent for s in self.match.seats],
            "options": self.match.options, "host": self.host_presence,
            "undoable": SEAT_OWN,
            # Take-backs: how many were taken back in this match, and the log's length after each
            # recent one (a seat that missed some views knows from which line on its copy of the
            # log no longer holds).
            "undos": self.match.undos, "undo_marks": list(self.match.undo_marks),
            "opening": SEAT_OWN, "superseded": SEAT_OWN, "refused": SEAT_OWN,
            "hints": self.hints,
            "talk": self.talk.newest(),  # table talk: every seat reads every line (its own channel)
        }
        if self.turn_clock is not None and self.turn_clock.on:
            fields["clock"] = self.turn_clock.view(first=max(0, len(self.match.log) - LOG_LINES))
        fields["hint"] = SEAT_OWN
        if state.is_over:
            fields["scores"] = list(state.scores())
            # A finished game hides nothing any more (issue 17): the seat gets the whole record, as
            # the host's store saves it, for its score graph, review and statistics, once on its own
            # topic (_publish_record); the view names it by its digest, so the seat takes only this
            # table's record, and re-publishes after the end (presence, Play again, the host
            # quitting) stay small. Never before the end.
            fields["record_digest"] = self._record()[1]
            fields["next"] = SEAT_OWN
        return ({key: value if value is SEAT_OWN else encode(value) for key, value in fields.items()},
                self._public_log.table(self.match.log))

    def _own_fields(self, seat: int, log_lines: tuple) -> dict:
        """The fields of the seat's view that are its own (the others are `_shared_view`'s);
        one left out here is left out of its view."""
        state = self.match.state
        mine = state.current_player == seat
        own = {
            "view": state.view_for(seat),
            "legal": state.legal_actions() if mine else None,  # tuples become JSON arrays
            "log": PublicLog.for_seat(log_lines, seat, self._log_first(seat)),
            # "say hello": the host does not know this seat is here (it started after the seat's
            # hello, or saw it go): the hello tells it, with the seat's current will
            "ask_hello": self.presence.get(seat) != "online",
            # how many of its own actions the seat may take back now
            "undoable": self.match.undoable() if mine else 0,
            # One place per seat: the opening that plays it now, and those it took over from
            # (a copy that finds its own opening here stops: the seat is open elsewhere).
            "opening": self.openings.get(seat), "superseded": list(self._superseded.get(seat, ())),
        }
        if seat in self._refused:
            own["refused"] = self._refused[seat]  # the seat's action on this base was not taken
        if seat in self._hint:
            own["hint"] = {"base": self._hint[seat][0], "action": self._hint[seat][1]}
        if state.is_over and seat in self.next_codes:
            own["next"] = self.next_codes[seat]
        return own

    def _note_log_from(self, seat: int, body: dict) -> None:
        """The first log line the seat's current opening lacks (or holds with its action hidden),
        as its every message says: its views carry the lines from there on, not the newest
        LOG_LINES again and again (they were 62% of a view's bytes, and of the seat's work to read
        it). A copy of the seat elsewhere says nothing for this one; a seat that says nothing (a
        new opening, an older app) gets the newest LOG_LINES."""
        if body.get("opening") != self.openings.get(seat):
            return
        first = body.get("log_from")
        if type(first) is int and 0 <= first:
            self._log_from[seat] = (first, self.match.undos)
        else:
            self._log_from.pop(seat, None)

    def _log_first(self, seat: int) -> int | None:
        """Where the seat's view's log starts (None: the newest LOG_LINES). A take-back since the
        seat spoke removed the lines from its mark on, and the seat forgets them: they come again."""
        said = self._log_from.get(seat)
        if said is None:
            return None
        first, undos = said
        missed = self.match.undos - undos
        if missed > 0:
            marks = self.match.undo_marks[-missed:]
            if len(marks) < missed:
                return None  # more take-backs than the marks remember: the whole window
            first = min(first, *marks)
        return min(first, len(self.match.log))

    def _view_encoded(self, seat: int, shared: tuple[dict, tuple]) -> bytes:
        """The seat's view body as `encode` gives it (the same bytes), from the shared fields and
        its own."""
        fields, log_lines = shared
        own = self._own_fields(seat, log_lines)
        parts = []
        for key, value in fields.items():
            if value is SEAT_OWN:
                if key not in own:
                    continue
                value = own[key]
                if type(value) is not bytes:
                    value = encode(value)
            parts.append(b'"%s":%s' % (key.encode(), value))
        return b"{" + b",".join(parts) + b"}"

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
        blob = self.channels[seat].seal_encoded(HOST_TO_SEAT_RECORD, self.version, body)  # its own kind, its own class
        self.transport.publish(topics.record_to_seat(self.room_hex, seat), blob, retain=True)
        self._records_sent[seat] = sent

    def publish_view(self, seat: int, fresh: bool = False) -> None:
        """Send the seat its view: built once per table (the same version, state and last move)
        and sealed again for re-sends (hellos, stale actions); `fresh` builds it anew."""
        table = (self.version, topics.will_token(self.transport), self.match.state,
                 self.match.log[-1] if self.match.log else None)
        cached = self._views.get(seat)
        if fresh or cached is None or cached[0][:2] != table[:2] or any(a is not b for a, b in zip(cached[0][2:], table[2:])):
            cached = self._views[seat] = self._packed(seat, table, self._shared_view())
        self._publish_record(seat)  # before the final view, so the view finds it there
        blob = self.channels[seat].seal_packed(HOST_TO_SEAT, cached[1], self.view_class)
        self.transport.publish(topics.to_seat(self.room_hex, seat), blob, retain=True)

    def _packed(self, seat: int, table: tuple, shared: tuple[dict, tuple]) -> tuple:
        """(the table, the seat's view packed for sealing), the room's class fitted to it."""
        packed = self.channels[seat].pack(HOST_TO_SEAT, self.version, self._view_encoded(seat, shared), fit=self.view_class)
        self._fit_class(len(packed))
        return table, packed

    def _fit_class(self, need: int) -> None:
        """The room's view size class: at first twice the first view's, at least VIEW_CLASS_FLOOR (a
        hand grows, the seat on turn carries its legal moves: neither should show), later only
        ever larger (a view that does not fit: once per room, if ever)."""
        if not self.view_class:
            self.view_class = size_class(min(max(VIEW_CLASS_FLOOR, 2 * need), MAX_PLAINTEXT))
        elif need > self.view_class:
            self.view_class = size_class(need)

    def publish_views(self) -> None:
        """Every seat's view, built anew (after a move, or when presence or seats changed); all
        are built before any is sealed, so they share one size class."""
        self.clock_step(publish=False)  # a new turn: its deadline is in these views
        if not self.channels:
            return
        table = (self.version, topics.will_token(self.transport), self.match.state,
                 self.match.log[-1] if self.match.log else None)
        shared = self._shared_view()  # what every seat's view shares: built and encoded once
        for seat in self.channels:
            self._views[seat] = self._packed(seat, table, shared)
        now = self.clock()
        for seat in self.channels:
            self.publish_view(seat)
            self._answered[seat] = (self.version, now)

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


    # ------------------------------------------------------------------ turn clocks (issue 24)
    def use_turn_clock(self, turn_clock, clock_path=None) -> None:
        """`turn_clock` (net.turn_clock.TurnClock, or None: no limit) kept at `clock_path` after
        every change (a restart keeps the deadline). Who plays a seat the clock holds is the
        runner's: `on_hold(seat, level or None)` (the app's table, the server's room); without
        one the seat's `hold` is set here (a runner that plays every held seat itself)."""
        self.turn_clock = turn_clock
        self.clock_path = clock_path
        self.on_hold: Callable[[int, str | None], None] | None = None
        self._clock_kept = None if turn_clock is None else self._clock_mark()
        self._clock_busy = False

    def _clock_mark(self) -> tuple:
        c = self.turn_clock
        return (c.seat, c.deadline, tuple(sorted(c.held.items())), tuple(sorted(c.missed.items())), len(c.events))

    def _clock_persons(self) -> set[int]:
        return {i for i, s in enumerate(self.match.seats) if (s.is_human or s.is_remote) and s.hold is None}

    def clock_step(self, publish: bool = True) -> None:
        """Look at the clock: a new turn's deadline, a seat whose time ran out (the computer
        plays its turn, or holds it after three), a seat whose one held turn is over."""
        clock = self.turn_clock
        if clock is None or not clock.on or self.closed or self._clock_busy:
            return
        self._clock_busy = True
        try:
            state = self.match.state
            turn = None if state.is_over else state.current_player
            effects = clock.step(turn, len(self.match.log), self._clock_persons())
            for seat, level in effects:
                self._clock_hold(seat, level)
            self._clock_keep()
        finally:
            self._clock_busy = False
        if effects and publish:
            self.publish_views()

    def _clock_hold(self, seat: int, level: str | None) -> None:
        if self.on_hold is not None:
            return self.on_hold(seat, level)
        from dataclasses import replace

        self.match.seats[seat] = replace(self.match.seats[seat], hold=level)

    def clock_holds(self, seat: int) -> bool:
        """Whether the seat is the computer's because of the turn clock (a friend's arrival does
        not give it back: its player acting does, or the host)."""
        return self.turn_clock is not None and seat in self.turn_clock.held

    def _clock_back(self, seat: int, body: dict) -> bool:
        """A seat the clock holds until its player is back: its player acted (an action, a
        take-back, a hint asked, or "back"); the seat is given back. Whether it was held."""
        clock = self.turn_clock
        if clock is None or clock.held.get(seat) != "absent" or self._from_elsewhere(seat, body):
            return False
        effects = clock.back(seat)
        self._seen_playing(seat)
        for held, level in effects:
            self._clock_hold(held, level)
        self._clock_keep()
        self.publish_views()
        return True

    def _clock_keep(self) -> None:
        """The clock on disk whenever it changed (a new turn, a miss, a hold)."""
        mark = self._clock_mark()
        if mark == self._clock_kept:
            return
        self._clock_kept = mark
        if self.clock_path is not None:
            from . import turn_clock

            try:
                turn_clock.save(self.turn_clock, self.clock_path)
            except OSError as exc:
                log.warning("could not keep the turn clock: %s", exc)

    # ------------------------------------------------------------------ table talk (issue 24)
    def _init_talk(self) -> None:
        """The room's talk, kept in the match (`Match.talk`: saved, and so in the finished record).
        `on_talk(line)` (the runner: save, then publish_views) follows every new line; without
        one the views go out at once."""
        from .table_talk import TableTalk

        self.talk = TableTalk(lines=self.match.talk)
        self.on_talk: Callable[[list], None] | None = None

    def _said(self, seat: int, body: dict) -> None:
        line_id = body.get("id")
        line, why = self.talk.say(seat, body.get("text"), line_id if type(line_id) is str and len(line_id) <= 64 else None,
                                  clock=self.clock)
        if line is None:
            return self._drop(seat, why)
        self._talked(line)

    def say(self, seat: int, text: str) -> bool:
        """A line of a seat played at the host's own computer. Whether it was taken."""
        if self.closed:
            return False
        line, why = self.talk.say(seat, text, clock=self.clock)
        if line is None:
            log.info("a line of seat %s not said: %s", seat, why)
            return False
        self._talked(line)
        return True

    def _talked(self, line: list) -> None:
        if self.on_talk is not None:
            return self.on_talk(line)
        self.publish_views()
