"""A table server: the host role with no window (issue 24).

    tarsas serve --broker mqtt://HOST:PORT [--data DIR] [--public-broker URL]
    python -m desktop_app.net.serve --broker mqtt://HOST:PORT [--data DIR]

It runs the very `net.host.HostSession` the app's host runs, one per room, on the main thread's
loop (paho's threads only queue what arrives); only who runs the session differs. No Qt: net/,
engine/ and the games' rules (tests/server/test_no_qt.py runs it with Qt unavailable).

The data folder holds the server's key (`server.key`: its code, printed at every start, is the
same every time), the saves (`saves/`, engine/saves.py: the app's format and store), each room
beside its save (`rooms/`, net/rooms.py: the same codes after a restart), which request opened
which room (`requests/`) and which opening of each code plays each seat (`openings/`). Every room is saved after every action, before any seat sees it, so a
`kill -9` loses nothing a seat was shown (the write and its fsync run on saver threads: the room
waits, its messages kept in order until its table is on disk, while the other rooms go on); a restart opens every room again (finished ones for
KEEP_FINISHED, so late seats still get their record). Computer seats are played in a worker
process (server_computers.py) and their moves come back through the loop like a seat's.

Rooms are opened by sealed requests on the server's own topic (server_box.py, server_requests.py):
anything that does not open with the server's key is dropped unread; opening a new sender's box
(one Curve25519 computation) is held to a budget shared by all unknown senders; every authentic
sender has its own budget for new rooms. Logged, one line each: the server started, a room opened,
a seat online or away, a room finished, and summaries of what was refused."""
from __future__ import annotations

import argparse
import logging
import os
import queue
import signal
import sys
import threading
import time
from collections import OrderedDict, deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

log = logging.getLogger("tarsas.serve")

TICK = 0.2                        # the sessions' timer (the app's is 200 ms)
KEEP_FINISHED = 7 * 24 * 3600     # seconds a finished room stays open after its last save
SAVERS = 4                        # rooms whose saves are written at once (their fsyncs share the disk's commits)
SWEEP_EVERY = 600.0               # how often finished rooms are looked at
BOXES_KEPT = 1024                 # senders whose shared key is kept (a known sender costs no DH)
NONCES_KEPT = 4096                # recent requests' nonces: a copy seen again is a replay
NEW_SENDERS_PER_S = 200.0         # unknown senders' boxes opened per second, all together
ROOMS_PER_SENDER = (1 / 30, 5.0)  # new rooms a sender may open: one per 30 s, five at once
ROOMS_PER_SERVER = (1.0, 30.0)    # and all senders together
ANSWERS_PER_SENDER = (5.0, 20.0)  # answers again to a known request (its creator re-sends)


def default_data_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(os.environ.get("TARSAS_DATA_DIR") or user_data_dir("Tarsas", appauthor=False)) / "server"


class ServerRoom:
    """One room: its Match, its HostSession, its own broker link (as the app's host has)."""

    def __init__(self, server: "TableServer", room, match):
        from . import topics
        from .host import HostSession
        from .mqtt import MqttTransport, client_id_for
        from .retained_guard import RetainedGuard

        self.server, self.room, self.match = server, room, match
        self.name = match.match_id
        self.started = False
        self.finished_logged = match.state.is_over
        self.closed = False
        self.saving = False  # a save of this table is on its way to disk: nothing is shown until it is there
        self.save_again = False  # the table changed again while it was being saved
        self.deferred: deque = deque()  # what arrived for this room meanwhile, handled in order after it
        self.thinking: int | None = None  # the version a computer seat is choosing for
        self._log_text: list[tuple[object, str]] = []  # (record, its JSON) of the log as last saved
        self._rng_text: tuple[list, str] | None = None  # (the state's generator as JSON, encoded)
        user, password = server.login(room)
        # the app's host link: its stable client id, its last will ("host away"); a session the
        # broker keeps, so what seats sent while the server was down is delivered when it is back
        link = MqttTransport(server.broker, client_id_for(room.host_secret, "host"), user, password,
                             ca_file=server.ca_file, presence=topics.presence(room.room.hex(), topics.HOST),
                             start=False, persistent=True, loop=server.links)
        self.link = link
        self.transport = RetainedGuard(link, room.room.hex())
        self.session = HostSession(match, room.room, room.secrets, self.transport,
                                   on_applied=self._applied, on_undo=self._undone, hints=room.hints)
        self.session.on_hint = self.hint
        self.session.on_talk = lambda _line: self.after_change()  # table talk: saved, then shown (issue 24)
        self.use_turn_clock()
        self.session.drops.what = f"in room {self.name}, from seat"
        inbox = server.inbox
        self.transport.on_message = lambda topic, payload: inbox.put(("room", self, topic, payload))
        self.transport.on_connection = lambda up: inbox.put(("link", self, up))
        self.presence = dict(self.session.presence)
        self._openings_kept = self._restore_openings()
        take = self.session._take_opening

        def take_then_keep(seat, body):
            # kept on disk before the session publishes the views that name the new opening: a
            # kill after a copy saw itself confirmed must not bring back the opening before it
            changed = take(seat, body)
            self.keep_openings()
            return changed
        self.session._take_opening = take_then_keep

    # ------------------------------------------------------------------ openings
    def _openings_now(self) -> dict:
        session = self.session
        return {"openings": {str(seat): opening for seat, opening in session.openings.items()},
                "superseded": {str(seat): list(kept) for seat, kept in session._superseded.items() if kept}}

    def _restore_openings(self) -> dict:
        """Which opening plays each seat, and which were taken over, as before a restart: else a
        copy of an old opening's claiming hello (replayed: a restarted server remembers no nonces)
        would take a seat from the computer that plays it now, whose copy would then stop."""
        from desktop_app.engine import safe_json

        path = self.server.openings_folder / f"{self.name}.json"
        try:
            data = safe_json.read_json(path, limit=64 * 1024)
            for seat, opening in data.get("openings", {}).items():
                if int(seat) in self.session.channels and isinstance(opening, str):
                    self.session.openings[int(seat)] = opening
            for seat, kept in data.get("superseded", {}).items():
                if int(seat) in self.session._superseded and isinstance(kept, list):
                    self.session._superseded[int(seat)].extend(o for o in kept if isinstance(o, str))
        except (safe_json.JsonFileError, AttributeError, ValueError, TypeError):
            pass  # none yet (a new room), or unreadable: every opening is new
        return self._openings_now()

    def keep_openings(self) -> None:
        """Written (fsynced) when a seat changed hands: rare, and before the next message is read."""
        import json

        from desktop_app.engine.saves import atomic_write_text

        now = self._openings_now()
        if now == self._openings_kept:
            return
        self._openings_kept = now
        try:
            atomic_write_text(self.server.openings_folder / f"{self.name}.json", json.dumps(now))
        except OSError as exc:
            log.error("room %s: could not keep who plays each seat: %s", self.name, exc)

    def open(self) -> None:
        self.link.start()

    def on_link(self, up: bool) -> None:
        if up and not self.started:
            self.started = True
            self.session.start()  # subscribes, publishes every seat's view
            self.play_computer()
        else:
            self.session.on_link(up)

    def handle(self, topic: str, payload: bytes) -> None:
        self.session.handle(topic, payload)
        self.note_presence()

    # ------------------------------------------------------------------ moves
    def _applied(self, seat: int, action) -> None:
        """A seat's checked action (HostSession's on_applied), or a computer seat's: applied,
        saved, then shown (a kill after this loses nothing any seat saw)."""
        self.match.apply(action)  # IllegalMove: HostSession refuses it to the seat, nothing changed
        self.after_change()

    def _undone(self, seat: int) -> None:
        self.match.undo()
        self.after_change()

    def after_change(self) -> None:
        """The table changed: saved first (on a saver thread: other rooms go on meanwhile, this
        one waits, its messages kept until then), then shown (`saved`)."""
        if self.saving:
            self.save_again = True  # one save of a room at a time: the newest table follows this one
            return
        self.saving = True
        self.server.save_then_show(self)

    def saved(self) -> None:
        """The save of the table is on disk: every seat sees it now; then what waited."""
        if self.save_again:
            self.save_again = False
            return self.server.save_then_show(self)
        self.saving = False
        self.session.publish_views()
        if self.match.state.is_over and not self.finished_logged:
            self.finished_logged = True
            scores = ", ".join(f"{seat.name} {score}" for seat, score in zip(self.match.seats, self.match.state.scores()))
            log.info("room %s finished after %d actions: %s", self.name, len(self.match.log), scores)
        self.play_computer()
        while self.deferred and not self.saving and not self.closed:
            item = self.deferred.popleft()
            try:
                self.server._dispatch(item)
            except Exception:  # noqa: BLE001 (as in the loop: logged, the rest still handled)
                log.exception("room %s: while handling %s", self.name, item[0])

    def play_computer(self) -> None:
        """The seat on turn is a computer's (or held by one): it chooses on the worker thread."""
        state = self.match.state
        seat = state.current_player
        if not self.started or seat is None or state.is_over or self.thinking == self.match.version:
            return
        level = self.match.seats[seat].level
        if level is None:
            return
        self.thinking = version = self.match.version
        # the worker keeps this seat's agent (seeded as the app's host seeds it) from move to move
        self.server.think(self, (self.name, seat, level), level, self.match.seed * 31 + seat, state.clone(),
                          version, seat)

    def hint(self, seat: int, base: int) -> None:
        """A friend's Hint (the session checked the seat, its turn and that the room has hints):
        the strongest level thinks on a worker thread, on a table that agrees with what that seat
        sees (its hidden parts dealt at random: the hint knows no more than the friend), as the
        app's host does."""
        import random

        from desktop_app.engine.agents import AGENTS

        level = "hard" if "hard" in AGENTS else "greedy"
        table = self.match.state.determinize(seat, random.Random())
        self.server.think(self, None, level, random.randrange(2**31), table, base, seat, kind="hint")

    def hint_found(self, base: int, seat: int, action) -> None:
        if not self.session.closed:
            self.session.send_hint(seat, base, action)  # dropped there if the table moved on

    def computer_chose(self, version: int, seat: int, action) -> None:
        from desktop_app.engine.game import IllegalMove

        if self.thinking == version:
            self.thinking = None
        state = self.match.state
        if (self.match.version != version or state.current_player != seat
                or self.match.seats[seat].level is None or self.session.closed):
            return self.play_computer()  # the table moved on meanwhile (a friend arrived, a take-back)
        try:
            self._applied(seat, action)
        except IllegalMove as exc:
            log.error("room %s: the computer's move for seat %d was refused: %s", self.name, seat, exc)

    # ------------------------------------------------------------------ turn clock (issue 24 point 3)
    def use_turn_clock(self) -> None:
        """The room's turn clock, kept in the data folder's clocks/ (a restart keeps the deadline)."""
        from . import turn_clock

        if not self.room.clock:
            return
        path = turn_clock.path_for(self.server.data / "clocks", self.name)
        self.session.use_turn_clock(turn_clock.load(path, self.room.clock, self.room.clock_level), path)
        self.session.on_hold = self.clock_hold

    def clock_hold(self, seat: int, level) -> None:
        """A seat whose time ran out: its level plays it (play_computer, after the save); None:
        the seat is its player's again."""
        self.match.seats[seat] = replace(self.match.seats[seat], hold=level)
        if level is None:
            log.info("room %s: seat %d is its player's again", self.name, seat)
        else:
            log.info("room %s: time ran out for seat %d, the computer (%s) plays it", self.name, seat, level)
        self.after_change()

    def save_text(self) -> str:
        """The save file (engine/saves.py match_to_json) as text. The log only grows at its end
        (a take-back drops its last records), so each record is encoded once and kept: encoding
        the whole log after every action cost a long game more than everything else it did."""
        import json

        from desktop_app.engine.saves import match_to_json

        log_ = self.match.log
        kept = self._log_text
        while kept and (len(kept) > len(log_) or kept[-1][0] is not log_[len(kept) - 1]):
            kept.pop()  # taken back (or replaced after a take-back)
        for record in log_[len(kept):]:
            kept.append((record, json.dumps(record.to_json(), separators=(",", ":"))))
        data = match_to_json(_NoLog(self.match))
        data["log"] = LOG_MARK
        # the generator's 625 words change only when the deck is shuffled: encoded once per change
        # (they were half of encoding a table)
        rng = data["state"].get("rng") if isinstance(data["state"], dict) else None
        if rng is not None:
            if self._rng_text is None or self._rng_text[0] != rng:
                self._rng_text = (rng, json.dumps(rng, separators=(",", ":")))
            data["state"]["rng"] = RNG_MARK
        text = json.dumps(data, separators=(",", ":"))
        if rng is not None:
            text = text.replace(json.dumps(RNG_MARK), self._rng_text[1], 1)
        return text.replace(json.dumps(LOG_MARK), "[" + ",".join(part for _, part in kept) + "]", 1)

    # ------------------------------------------------------------------ presence
    def note_presence(self) -> None:
        for seat, now in self.session.presence.items():
            if self.presence.get(seat) == now:
                continue
            self.presence[seat] = now
            log.info("room %s: seat %d (%s) %s", self.name, seat, self.match.seats[seat].name, now)
            held = self.match.seats[seat]
            if now == "online" and held.is_remote and held.hold is not None and not self.session.clock_holds(seat):
                # the friend arrived: the computer holding the seat gives it back (as in the app)
                self.match.seats[seat] = replace(held, hold=None)
                log.info("room %s: seat %d is the friend's again", self.name, seat)
                self.after_change()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.session.leave()  # every seat's table says "host away" until the server is back
        self.session.close()
        self.transport.close(flush_seconds=1.0)


LOG_MARK = "\0the log\0"  # where save_text puts the log (a string no save holds: JSON escapes it)
RNG_MARK = "\0the generator\0"  # where save_text puts the state's generator, likewise


class _NoLog:
    """A match as match_to_json reads it, with an empty log (save_text adds the log it keeps)."""

    def __init__(self, match):
        self._match = match
        self.log = []

    def __getattr__(self, name):
        return getattr(self._match, name)


class Budget:
    """A token bucket (host.RateLimit) per key, the oldest keys forgotten past `kept`."""

    def __init__(self, rate: float, burst: float, kept: int = 4096):
        self.rate, self.burst, self.kept = rate, burst, kept
        self._buckets: OrderedDict = OrderedDict()

    def allow(self, key, now: float) -> bool:
        from .host import RateLimit

        bucket = self._buckets.pop(key, None) or RateLimit(self.rate, self.burst, self.burst)
        self._buckets[key] = bucket
        if len(self._buckets) > self.kept:
            self._buckets.popitem(last=False)
        return bucket.allow(now)


class MosquittoFiles:
    """A locked mosquitto's password file and ACL (README "A table server"): each new room's lines
    (net/mosquitto_lines.py) are appended, then mosquitto is told to read them again (`reload`,
    e.g. `systemctl reload mosquitto`), before its codes go out."""

    def __init__(self, passwd: str, acl: str, reload: str | None):
        self.passwd, self.acl, self.reload = passwd, acl, reload

    def add(self, room) -> None:
        import shlex
        import subprocess

        from .mosquitto_lines import room_lines

        passwd, acl = room_lines(room)
        for path, lines in ((self.passwd, passwd), (self.acl, acl)):
            with open(path, "a", encoding="utf-8") as out:
                out.write("\n".join(lines) + "\n")
                out.flush()
                os.fsync(out.fileno())
        if self.reload:
            try:
                done = subprocess.run(shlex.split(self.reload), capture_output=True, text=True, timeout=30)
            except subprocess.TimeoutExpired:
                return log.error("%r did not finish in 30 s", self.reload)
            if done.returncode != 0:
                log.error("%r exited %d: %s", self.reload, done.returncode, done.stderr.strip()[-200:])


class TableServer:
    def __init__(self, data: Path, broker: str, public_broker: str | None = None,
                 username: str | None = None, password: str | None = None, ca_file: str | None = None,
                 mosquitto: MosquittoFiles | None = None, rooms_per_s: float | None = None,
                 creator_login: tuple[str, str] | None = None):
        from desktop_app.engine.saves import SaveStore

        from .codes import parse_broker
        from .drops import Drops
        from .server_code import ServerCode, load_or_create_key

        parse_broker(broker)
        self.data = Path(data)
        self.broker = broker
        self.public_broker = public_broker or broker
        parse_broker(self.public_broker)
        self.username, self.password, self.ca_file = username, password, ca_file
        self.mosquitto = mosquitto
        self.key = load_or_create_key(self.data)
        # the code carries the creators' login when the broker admits logins only (the app opens rooms with it)
        self.code = ServerCode(bytes(self.key.public_key), self.public_broker, *(creator_login or (None, None)))
        self.sid = self.code.server_id
        self.store = SaveStore(self.data / "saves")
        self.rooms_folder = self.data / "rooms"
        self.requests_folder = self.data / "requests"
        self.openings_folder = self.data / "openings"  # per room: which opening plays each seat (ServerRoom.keep_openings)
        self.inbox: queue.Queue = queue.Queue()
        self.rooms: dict[str, ServerRoom] = {}
        self.requests: dict[str, str] = {}  # request id -> match id
        self.stopping = threading.Event()
        from .server_computers import Computers

        self.workers = Computers()  # computer seats think in a process of their own (server_computers.py)
        self.savers = ThreadPoolExecutor(max_workers=SAVERS, thread_name_prefix="tarsas-save")
        self.hint_workers = Computers()  # a hint never holds up a computer seat
        self.drops = Drops(log, "from sender")
        self._boxes: OrderedDict = OrderedDict()
        self._nonces: OrderedDict = OrderedDict()
        self._new_senders = Budget(NEW_SENDERS_PER_S, 2 * NEW_SENDERS_PER_S, kept=1)
        self._rooms_per_sender = Budget(*ROOMS_PER_SENDER)
        rate, burst = ROOMS_PER_SERVER if rooms_per_s is None else (rooms_per_s, max(ROOMS_PER_SERVER[1], rooms_per_s))
        self._rooms_all = Budget(rate, burst, kept=1)
        self._answers = Budget(*ANSWERS_PER_SENDER)
        self.control = None
        self._lock = None
        from .mqtt import LinkLoop

        # every room's broker link (and the server's own) on one network thread, not one each:
        # 500 rooms' 500 paho threads missed their keepalives on a busy machine (issue 24)
        self.links = LinkLoop("tarsas-server-links")

    # ------------------------------------------------------------------ set-up
    def login(self, room) -> tuple[str | None, str | None]:
        """The server's own broker login when it has one, else the room's host login (as the app)."""
        from .broker_auth import host_login

        return (self.username, self.password) if self.username else host_login(room)

    def open(self) -> None:
        from desktop_app.engine.locks import MatchLock

        from .mqtt import MqttTransport, client_id_for
        from .server_code import CODE_FILE, server_topic

        self._lock = MatchLock(self.data, "server")
        self._lock.acquire()  # MatchLocked: another server runs on this folder
        self.store.clean_temp_files()
        code_path = self.data / CODE_FILE
        with os.fdopen(os.open(code_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w", encoding="ascii") as out:
            out.write(self.code.code() + "\n")
        os.chmod(code_path, 0o600)  # it may carry the creators' broker password (and an older file was 0644)
        self._read_requests()
        for room in self._stored_rooms():
            self._open_room(*room)
        self.control = MqttTransport(self.broker, client_id_for(bytes(self.key), "server"), self.username,
                                     self.password, ca_file=self.ca_file, start=False, persistent=True, loop=self.links)
        self.control.on_message = lambda topic, payload: self.inbox.put(("control", topic, payload))
        self.control.subscribe(server_topic(self.sid))
        self.control.start()
        log.info("table server %s on %s (codes lead to %s): %d rooms open",
                 self.sid[:8], self.broker, self.public_broker, len(self.rooms))

    def _stored_rooms(self):
        from desktop_app.engine.saves import SaveError

        from . import rooms

        for path in sorted(self.rooms_folder.glob("*.json")):
            room = rooms.load(path.stem, self.rooms_folder)
            saves = list(self.store.folder.glob(f"auto-*-{path.stem}.json"))
            if room is None or len(saves) != 1:
                log.warning("room %s: no room file or save to open it from", path.stem)
                continue
            try:
                match = self.store.load(saves[0])  # replays the log and checks it against the snapshot
            except SaveError as exc:
                log.error("room %s: its save does not load: %s", path.stem, exc)
                continue
            if match.state.is_over and time.time() - saves[0].stat().st_mtime > KEEP_FINISHED:
                continue
            yield room, match

    def _read_requests(self) -> None:
        from desktop_app.engine import safe_json

        for path in self.requests_folder.glob("*.json"):
            try:
                data = safe_json.read_json(path, limit=4096)
                self.requests[str(data["request"])] = path.stem
            except (safe_json.JsonFileError, KeyError, TypeError):
                log.warning("unreadable request record %s", path.name)

    def _open_room(self, room, match) -> ServerRoom:
        server_room = ServerRoom(self, room, match)
        self.rooms[match.match_id] = server_room
        server_room.open()
        return server_room

    def save(self, server_room: ServerRoom) -> None:
        try:
            self.store.save(server_room.match)
        except OSError as exc:  # the game goes on; a restart would go back to the last save
            log.error("room %s: could not save: %s", server_room.name, exc)

    def save_then_show(self, server_room: ServerRoom) -> None:
        """The room's save as the store writes it, encoded here (the match changes only on this
        thread), written and fsynced on a saver thread; then ("saved", room) comes back."""
        from desktop_app.engine.saves import atomic_write_text

        path = self.store.autosave_path(server_room.match)
        text = server_room.save_text()

        def write():
            try:
                atomic_write_text(path, text)
            except OSError as exc:  # the game goes on; a restart would go back to the last save
                log.error("room %s: could not save: %s", server_room.name, exc)
            self.inbox.put(("saved", server_room))
        self.savers.submit(write)

    def think(self, server_room: ServerRoom, key, level: str, seed: int, state, version: int, seat: int,
              kind: str = "computer") -> None:
        """`level` chooses on `state` in a worker process (the agent `key` kept there, None: a
        fresh one); its move comes back through the loop (`kind`: a computer seat's move, or a
        friend's hint)."""
        def done(future):
            if future.cancelled():  # the server is stopping: the move is thought again after the restart
                return
            try:
                action = future.result()
            except Exception:  # noqa: BLE001 (a broken agent must not end the worker)
                log.exception("room %s: the computer (%s) for seat %d failed", server_room.name, kind, seat)
                if kind == "computer":
                    self.inbox.put(("unthink", server_room, version))
                return
            self.inbox.put((kind, server_room, version, seat, action))
        workers = self.hint_workers if kind == "hint" else self.workers
        workers.submit(key, level, server_room.match.spec.id, seed, state).add_done_callback(done)

    # ------------------------------------------------------------------ requests
    def on_request(self, payload: bytes) -> None:
        import nacl.public

        from . import server_box
        from .channel import Rejected
        from .server_code import reply_topic
        from .server_requests import BadRequest, parse_create, parse_move, request_id

        now = time.monotonic()
        try:
            sender = server_box.request_sender(payload)
        except Rejected as exc:
            return self.drops.add("?", str(exc))
        box = self._boxes.pop(sender, None)
        if box is None:
            if not self._new_senders.allow(None, now):
                return self.drops.add("?", "busy: too many new senders")
            try:
                box = nacl.public.Box(self.key, nacl.public.PublicKey(sender))
            except (ValueError, TypeError):
                return self.drops.add("?", "not a key")
        try:
            body = server_box.open_request(box, payload, self.sid)
        except Rejected as exc:
            return self.drops.add("?", str(exc))
        self._boxes[sender] = box  # proven: this sender's key is kept (its next message costs no DH)
        if len(self._boxes) > BOXES_KEPT:
            self._boxes.popitem(last=False)
        nonce = bytes(payload[32:56])
        tag = sender.hex()[:8]
        if nonce in self._nonces:
            return self.drops.add(tag, "replayed copy")
        self._nonces[nonce] = None
        if len(self._nonces) > NONCES_KEPT:
            self._nonces.popitem(last=False)
        request = request_id(body)
        if request in self.requests:  # its creator sends it again until answered: the same room
            if not self._answers.allow(sender, now):
                return self.drops.add(tag, "rate limit")
            answer = self._created(request, self.requests[request])
        elif not self._rooms_per_sender.allow(sender, now) or not self._rooms_all.allow(None, now):
            self.drops.add(tag, "rate limit")
            answer = {"type": "refused", "request": request, "why": "too many new rooms: try again later"}
        else:
            try:
                if body.get("type") == "move":
                    answer = self._move(parse_move(body, self.public_broker), sender)
                else:
                    answer = self._create(parse_create(body), sender)
            except BadRequest as exc:
                self.drops.add(tag, "bad request")
                answer = {"type": "refused", "request": request, "why": str(exc)}
            except OSError as exc:  # a full disk, a folder it may not write: nobody gets codes that lead nowhere
                log.error("could not store a new room: %s", exc)
                answer = {"type": "refused", "request": request, "why": "the server could not store the room"}
        self.control.publish(reply_topic(self.sid, sender), server_box.seal_reply(box, self.sid, answer))

    def _create(self, request, sender: bytes) -> dict:
        import json

        from desktop_app.engine.match import Match
        from desktop_app.engine.saves import atomic_write_text

        from . import rooms

        match = Match.start(request.spec, request.seats, int.from_bytes(os.urandom(4), "big"), request.options)
        remote = [index for index, seat in enumerate(match.seats) if seat.is_remote]
        room = rooms.Room.new(match.match_id, remote, self.public_broker, embedded=False, hints=request.hints,
                              clock=request.clock, clock_level=request.clock_level)
        self.store.save(match)
        rooms.save(room, self.rooms_folder)
        if self.mosquitto is not None:
            self.mosquitto.add(room)  # the room's logins, before anyone has its codes
        # last: a room whose record is missing is opened again by its creator's next copy
        atomic_write_text(self.requests_folder / f"{match.match_id}.json",
                          json.dumps({"request": request.request, "sender": sender.hex(), "created": time.time()}))
        self.requests[request.request] = match.match_id
        self._open_room(room, match)
        friends = len(remote)
        log.info("room %s opened: %s, %d seats (friends: %d, computers: %d)", match.match_id, request.spec.id,
                 len(match.seats), friends, len(match.seats) - friends)
        return self._created(request.request, match.match_id)

    def _move(self, request, sender: bytes) -> dict:
        """A game hosted on someone's computer continues here, in the same room with the same
        codes (its host has closed its own session first); its own seats get codes of their own."""
        import json

        from desktop_app.engine.saves import atomic_write_text

        from . import rooms

        match, room = request.match, request.room
        if match.match_id in self.rooms or (self.rooms_folder / f"{match.match_id}.json").exists():
            raise BadRequest("that game is on this server already")
        self.store.save(match)
        rooms.save(room, self.rooms_folder)
        if self.mosquitto is not None:
            self.mosquitto.add(room)
        atomic_write_text(self.requests_folder / f"{match.match_id}.json",
                          json.dumps({"request": request.request, "sender": sender.hex(), "created": time.time(),
                                      "moved": True}))
        self.requests[request.request] = match.match_id
        self._open_room(room, match)
        log.info("room %s moved here: %s after %d actions, %d seats (new codes: %d)", match.match_id,
                 match.spec.id, len(match.log), len(match.seats), len(request.new_seats))
        return self._created(request.request, match.match_id)

    def _created(self, request: str, match_id: str) -> dict:
        server_room = self.rooms.get(match_id)
        if server_room is None:
            return {"type": "refused", "request": request, "why": "that room is closed"}
        room = server_room.room
        return {"type": "created", "request": request, "match_id": match_id, "game": server_room.match.spec.id,
                "codes": {str(seat): room.code(seat) for seat in sorted(room.secrets)}}

    # ------------------------------------------------------------------ the loop
    def run(self) -> None:
        ticked = 0.0
        swept = time.monotonic()
        while not self.stopping.is_set():
            try:
                item = self.inbox.get(timeout=TICK)
            except queue.Empty:
                item = None
            if item is not None:
                try:
                    self._dispatch(item)
                except Exception:  # noqa: BLE001 (one room's fault must not stop every other room)
                    log.exception("while handling %s", item[0])
            now = time.monotonic()
            if now - ticked >= TICK:
                ticked = now
                for server_room in self.rooms.values():
                    if server_room.started and not server_room.saving:
                        server_room.session.tick()
                self.drops.summarise()
            if now - swept >= SWEEP_EVERY:
                swept = now
                self.close_finished()

    def close_finished(self) -> None:
        """Rooms finished KEEP_FINISHED ago close (their saves stay; a restart does not open them)."""
        for match_id, server_room in list(self.rooms.items()):
            if not server_room.match.state.is_over:
                continue
            try:
                age = time.time() - self.store.autosave_path(server_room.match).stat().st_mtime
            except OSError:
                continue
            if age > KEEP_FINISHED:
                server_room.close()
                del self.rooms[match_id]
                log.info("room %s closed: finished %.0f days ago", match_id, age / 86400)

    def _dispatch(self, item) -> None:
        kind = item[0]
        if kind in ("room", "link", "computer", "hint", "saved", "unthink") and item[1].closed:
            return  # what was queued for a room that closed meanwhile
        if kind == "saved":
            return item[1].saved()
        if kind in ("room", "link", "computer", "hint") and item[1].saving:
            return item[1].deferred.append(item)  # handled once the room's table is on disk and shown
        if kind == "room":
            item[1].handle(item[2], item[3])
        elif kind == "link":
            item[1].on_link(item[2])
        elif kind == "computer":
            item[1].computer_chose(*item[2:])
        elif kind == "hint":
            item[1].hint_found(*item[2:])
        elif kind == "unthink" and item[1].thinking == item[2]:
            item[1].thinking = None  # the next change of the table asks again
        elif kind == "control":
            self.on_request(item[2])

    def stop(self) -> None:
        self.stopping.set()
        self.inbox.put(("stop",))

    def close(self) -> None:
        self.workers.shutdown()
        self.hint_workers.shutdown()
        self.savers.shutdown(wait=True)  # every save under way reaches the disk
        # every room's "host away" and its link's last flush at once: one after another, a
        # server with 500 rooms took minutes to stop (a service manager kills it long before)
        with ThreadPoolExecutor(max_workers=32, thread_name_prefix="tarsas-close") as closing:
            list(closing.map(ServerRoom.close, list(self.rooms.values())))
        if self.control is not None:
            self.control.close(flush_seconds=1.0)
        self.links.stop()
        self.drops.summarise(force=True)
        if self._lock is not None:
            self._lock.release()
        log.info("table server %s stopped", self.sid[:8])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tarsas serve", description="Run a table server: the host role, headless.")
    parser.add_argument("--broker", required=True, help="mqtt://HOST:PORT or mqtts://HOST:PORT the server connects to")
    parser.add_argument("--data", help="the server's folder (key, saves, rooms); default: the user data folder's server/")
    parser.add_argument("--public-broker", help="the broker address the codes carry, when players reach it by "
                                                "another name than the server (default: --broker)")
    parser.add_argument("--user", help="the server's own broker login (else each room's host login)")
    parser.add_argument("--password-file", help="a file holding that login's password")
    parser.add_argument("--ca-file", help="the CA certificates for mqtts:// (default: the system's)")
    parser.add_argument("--creator-user", help="the broker login of those who may open rooms (a locked broker): "
                                               "the printed code carries it")
    parser.add_argument("--creator-password-file", help="a file holding that login's password")
    parser.add_argument("--mosquitto-passwd", metavar="FILE", help="a locked mosquitto's password_file: each new "
                                                                   "room's logins are appended")
    parser.add_argument("--mosquitto-acl", metavar="FILE", help="its acl_file: each new room's topics are appended")
    parser.add_argument("--mosquitto-reload", metavar="COMMAND",
                        help="run after appending, e.g. 'systemctl reload mosquitto' (mosquitto rereads both on SIGHUP)")
    parser.add_argument("--new-rooms-per-s", type=float, metavar="RATE",
                        help=f"new rooms all creators together may open a second (default {ROOMS_PER_SERVER[0]:g}, "
                             f"{ROOMS_PER_SERVER[1]:g} at once)")
    args = parser.parse_args(argv)
    if args.new_rooms_per_s is not None and not args.new_rooms_per_s > 0:
        parser.error("--new-rooms-per-s must be above 0")
    if bool(args.creator_user) != bool(args.creator_password_file):
        parser.error("--creator-user and --creator-password-file go together")
    if bool(args.mosquitto_passwd) != bool(args.mosquitto_acl):
        parser.error("--mosquitto-passwd and --mosquitto-acl go together")
    mosquitto = MosquittoFiles(args.mosquitto_passwd, args.mosquitto_acl, args.mosquitto_reload) if args.mosquitto_acl else None
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    password = None
    if args.password_file:
        password = Path(args.password_file).read_text(encoding="utf-8").strip()
    creator_login = None
    if args.creator_user:
        creator_login = (args.creator_user, Path(args.creator_password_file).read_text(encoding="utf-8").strip())
    from desktop_app.engine.locks import MatchLocked

    from .codes import BadInvite

    try:
        server = TableServer(Path(args.data) if args.data else default_data_dir(), args.broker, args.public_broker,
                             args.user, password, args.ca_file, mosquitto, args.new_rooms_per_s, creator_login)
        server.open()
    except BadInvite as exc:
        parser.error(str(exc))
    except MatchLocked as exc:
        print(f"another table server uses this data folder ({exc})", file=sys.stderr)
        return 2
    print(server.code.code(), flush=True)
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: server.stop())
    try:
        server.run()
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
