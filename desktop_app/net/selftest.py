"""Headless self-test of online play against a real broker (issue 16 "Checks", issue 23 finding 9).

    uv run python -m desktop_app.net.selftest --broker mqtt://127.0.0.1:1883 --game copenhagen \
        --players 4 --games 2 [--rooms 3] [--chaos] [--flood 60] [--think-ms 0] [--seed 1]

It drives the very session classes the app uses (net.host.HostSession, net.client.ClientSession:
re-sending, presence, openings, their `tick` and `on_link`), with only the Qt table replaced by a
loop: nothing here re-sends or re-publishes on its own. One host process holds every room's Match
(seat 0 is the host's own computer player); one process per remote seat plays that seat in every
room, choosing among the legal actions the host sent. `--broker auto` starts a private mosquitto
on a free loopback port (which the self-test can then stop and start again).

`--flood N`: an outsider (no code) publishes junk of a real message's size on every seat->host
and presence topic it can see, N messages a second each. `--chaos` adds (flooding at 100/s unless
--flood says otherwise): a saboteur re-publishing old payloads (duplicates, stale replays,
retained copies), forgeries and crossed topics; a forged bye (a real seat key, no connection
fields); a second copy of a seat's code opened mid-game (it takes the seat over, the first is told
and stops); a seat killed while it really plays, started again; and, with a broker of its own,
the broker stopped while a seat's move is pending and started again. A case that never happened
is an error. The last line printed is one JSON object: games, finished, errors,
identical_to_local_replay, rtt_p50_ms, rtt_p95_ms, bytes_per_action, rooms, records, dropped (what
the host refused, by reason), sizes (the distinct sizes of views, seat messages and records on the
wire: one class each), and with --chaos the cases."""
from __future__ import annotations

import argparse
import json
import os
import queue
import random
import shutil
import signal
import socket
import statistics  # noqa: F401  (bench.net reads percentiles the same way)
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

RECORD_WAIT = 5.0  # how long a seat waits, after the final view, for the record it names
LINGER = 4.0       # the host stays this long after the last game, for seats still catching up
TICK = 0.1         # how often each process runs its sessions' tick (the app: a 200 ms timer)
KILL_AT, FORGED_BYE_AT, TWIN_AT, RESTART_AT = 4, 6, 9, 13  # chaos: at which host version each case starts


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


class Inbox:
    """Every room's messages of one process, in arrival order (paho's network threads put them
    here; the process's main thread takes them), with how long each waited (`waits`).

    `clock` is the seats' sessions' clock: while a message is handled, the moment it arrived. One
    seat process plays hundreds of people; a person's app handles its one table's view as it
    arrives, so a round trip ends when the view reaches this computer, not when this process got
    round to it behind other rooms' views (that wait is `waits`, reported beside it)."""

    def __init__(self):
        self._items: queue.Queue = queue.Queue()
        self.waits: list[float] = []
        self.arrived: float | None = None

    def clock(self) -> float:
        return time.monotonic() if self.arrived is None else self.arrived

    def put(self, item) -> None:
        self._items.put((time.monotonic(), item))

    def get(self, timeout: float):
        at, item = self._items.get(timeout=timeout)
        self.arrived = at
        if len(self.waits) < 200_000:
            self.waits.append(time.monotonic() - at)
        return item


def plan(args) -> dict:
    """Rooms x games, each with its own room id and seat secrets (shared with the seat processes)."""
    from .codes import new_room, new_secret

    return {"broker": args.broker, "game": args.game, "players": args.players, "think_ms": args.think_ms,
            "seed": args.seed, "chaos": args.chaos, "turn_timeout": getattr(args, "turn_timeout", None),
            "rooms": [[{"room": new_room().hex(), "secrets": [new_secret().hex() for _ in range(args.players)]}
                       for _ in range(args.games)] for _ in range(args.rooms)]}


class Sizes:
    """The distinct sizes of what one process published, by kind (views, seat messages, records)."""

    def __init__(self):
        self.seen: dict[str, set] = {}

    def wrap(self, transport):
        publish = transport.publish

        def publish_and_note(topic: str, payload: bytes, retain: bool = False) -> None:
            kind = topic.split("/")[-2]
            self.seen.setdefault(kind, set()).add(len(payload))
            publish(topic, payload, retain)
        transport.publish = publish_and_note
        return transport

    def as_json(self) -> dict:
        return {kind: sorted(sizes) for kind, sizes in self.seen.items()}


# ----------------------------------------------------------------------------------- the host
def run_host(plan_data: dict, out: Path) -> None:
    from desktop_app.engine.agents import make_agent
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games import REGISTRY

    from . import topics
    from .host import HostSession
    from .mqtt import LinkLoop, MqttTransport, client_id_for

    spec = REGISTRY[plan_data["game"]]
    players = plan_data["players"]
    # One network thread for every room's link, as the table server has (a desktop host has one
    # room), instead of a paho thread per room (issue 23: 200 rooms in one host process).
    links = LinkLoop("host-links")
    inbox = Inbox()
    sizes = Sizes()
    results = []
    rooms = []
    for r, games in enumerate(plan_data["rooms"]):
        # the app's host link: a stable client id and a session the broker keeps (mqtt.py)
        transport = MqttTransport(plan_data["broker"], client_id_for(bytes.fromhex(games[0]["room"]), f"host{r}"),
                                  presence=topics.presence(games[0]["room"], topics.HOST), persistent=True,
                                  loop=links)
        rooms.append({"games": games, "index": -1, "transport": sizes.wrap(transport), "session": None})
    for room in rooms:
        room["transport"].wait_connected(10)
    progress = out.with_name("progress.json")
    drops = Counter()

    def begin(room) -> None:
        if room["session"] is not None:
            drops.update(room["session"].drops.total)
        room["index"] += 1
        if room["index"] >= len(room["games"]):
            room["session"] = None
            return
        game = room["games"][room["index"]]
        seed = plan_data["seed"] * 1000 + len(results) + rooms.index(room) * 100 + room["index"]
        seats = [Seat("Host", "#333333", "uniform")] + [Seat(f"Seat {i}", "#777777", "remote") for i in range(1, players)]
        match = Match.start(spec, seats, seed)
        secrets = {i: bytes.fromhex(game["secrets"][i]) for i in range(1, players)}
        session = HostSession(match, bytes.fromhex(game["room"]), secrets, room["transport"], **turn_clock_for(plan_data))
        room["transport"].on_message = lambda topic, payload, s=session, r=room: inbox.put((r, s, topic, payload))
        room["transport"].on_connection = lambda up, s=session, r=room: inbox.put((r, s, None, up))
        room["session"], room["agent"], room["bytes"] = session, make_agent("uniform", spec, seed=seed), 0
        room["held_agents"] = {}
        session.start()

    def play_local(room) -> None:
        """The host's own computer seat, and any seat the turn clock let the computer play."""
        session = room["session"]
        while session and not session.match.state.is_over:
            seat = session.match.state.current_player
            if seat == 0:
                agent = room["agent"]
            elif session.match.seats[seat].level is not None:  # its time ran out (turn clock)
                level = session.match.seats[seat].level
                agent = room["held_agents"].setdefault((seat, level), make_agent(level, spec, seed=seat))
            else:
                return
            session.match.apply(agent.choose(session.match.state.clone()))
            session.publish_views()

    def finish(room) -> None:
        session = room["session"]
        match = session.match
        replay = match.fresh_state()
        for record in match.log:
            replay.apply(record.action)
        results.append({"room": room["games"][room["index"]]["room"], "finished": match.state.is_over, "actions": len(match.log),
                        "identical": replay.to_json() == match.state.to_json(),
                        "views": {str(s): _digest(match.state.view_for(s)) for s in range(1, players)},
                        "presence": {str(k): v for k, v in session.presence.items()},
                        "dropped": len(session.drops), "why": dict(session.drops.total),
                        **clock_result(session)})
        begin(room)
        play_local(room)

    for room in rooms:
        begin(room)
        play_local(room)
    away_seen = 0  # seats the host saw go away (a killed seat's last will)
    deadline = time.monotonic() + 600
    linger_until = None  # after the last game: answer late hellos for a moment, as a running app would
    ticked = written = 0.0
    while time.monotonic() < deadline:
        if not any(room["session"] for room in rooms):
            linger_until = linger_until or time.monotonic() + LINGER
            if time.monotonic() > linger_until:
                break
        try:
            owner, session, topic, payload = inbox.get(timeout=TICK)
        except queue.Empty:
            session = None
        now = time.monotonic()
        if now - ticked >= TICK:  # the app's timer
            ticked = now
            for room in rooms:
                if room["session"]:
                    room["session"].tick()  # the turn clock: a seat whose time ran out is the computer's now
                    play_local(room)
                    if room["session"].match.state.is_over:
                        finish(room)
        if now - written > 0.1:
            written = now
            _write(progress, {r["games"][0]["room"]: (r["session"].version if r["session"] else 10**6) for r in rooms})
        if session is None:
            continue
        if topic is None:  # the link went up or down: the session knows what to do (as in the app)
            session.on_link(payload)
            continue
        before, present = session.version, dict(session.presence)
        session.handle(topic, payload)  # a finished game's session still answers hellos
        away_seen += sum(1 for seat, now in session.presence.items() if now == "away" != present.get(seat))
        room = owner if owner["session"] is session else None
        if room is None:
            continue
        if session.version != before:
            play_local(room)
        if session.match.state.is_over:
            finish(room)
    for room in rooms:
        if room["session"] is not None:
            drops.update(room["session"].drops.total)
    sent = sum(room["transport"].bytes_sent for room in rooms)
    reconnects = sum(max(0, room["transport"].connects - 1) for room in rooms)
    for room in rooms:
        room["transport"].close()
    links.stop()
    actions = sum(r["actions"] for r in results)
    applied = actions + sum(len(room["session"].match.log) for room in rooms if room["session"] is not None)
    _write(out, {"results": results, "bytes_per_action": round(sent / max(1, actions)), "cpu_s": _cpu(),
                 "actions_applied": applied,  # unfinished games' too (a run cut short by its deadline)
                 "reconnects": reconnects, "inbox_wait_p95_ms": round(percentile(inbox.waits, 0.95) * 1000, 1),
                 "away_seen": away_seen, "sizes": sizes.as_json(), "drops": dict(drops)})


def turn_clock_for(plan_data: dict) -> dict:
    """`--turn-timeout S`: every room's HostSession gets a turn clock of S seconds (medium plays a
    turn that ran out), as the app's host and the table server do."""
    if not plan_data.get("turn_timeout"):
        return {}
    from .turn_clock import TurnClock

    return {"turn_clock": TurnClock(float(plan_data["turn_timeout"]), "greedy")}


def silent_seat(plan_data: dict) -> int | None:
    """`--turn-timeout`: the seat that never acts after its first move (the last one)."""
    return plan_data["players"] - 1 if plan_data.get("turn_timeout") else None


def clock_result(session) -> dict:
    clock = session.turn_clock
    if clock is None:
        return {}
    return {"timeouts": [event[1:] for event in clock.events], "held": sorted(clock.held)}


def _cpu() -> float:
    """This process's CPU seconds (user + system): where the machine's time went."""
    import resource

    usage = resource.getrusage(resource.RUSAGE_SELF)
    return round(usage.ru_utime + usage.ru_stime, 2)


def _digest(value) -> str:
    import hashlib

    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()


def _write(path: Path, data) -> None:
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data))
    os.replace(tmp, path)


# ----------------------------------------------------------------------------------- a seat
def run_seat(plan_data: dict, seat: int, out: Path) -> None:
    from . import topics
    from .client import ClientSession, opening_client_id
    from .codes import Invite
    from .mqtt import LinkLoop, MqttTransport

    rng = random.Random(plan_data["seed"] * 7919 + seat + os.getpid())
    # This process is as many people as it has rooms, each with a link of its own (its own
    # connection and last will); one thread serves them all: 500 links' 500 paho threads missed
    # their keepalives on a busy machine (issue 24).
    links = LinkLoop(f"seat{seat}-links")
    inbox = Inbox()
    sizes = Sizes()
    rooms = []
    hold = out.with_name("hold")  # chaos: the parent is about to stop the broker
    pause = out.with_name("pause")  # chaos: nobody moves until the parent's case is set up
    for games in plan_data["rooms"]:
        first = Invite(bytes.fromhex(games[0]["room"]), seat, bytes.fromhex(games[0]["secrets"][seat]), plan_data["broker"])
        transport = MqttTransport(plan_data["broker"], opening_client_id(first),  # the app's seat link
                                  presence=topics.presence(games[0]["room"], seat), loop=links)
        rooms.append({"games": games, "index": -1, "transport": sizes.wrap(transport), "session": None})
    for room in rooms:
        room["transport"].wait_connected(10)
    round_trips: list[float] = []  # action sent -> its view arrived here
    handled_trips: list[float] = []  # action sent -> its view handled by this process (behind other rooms')
    finals: dict = {}
    records: dict = {}  # room -> whether the finished record the final view names was here
    taken_over: list[str] = []  # rooms whose seat another copy of the code took over
    counts = Counter()
    ready_said: list = []

    def begin(room) -> None:
        if room["session"] is not None:
            round_trips.extend(room["session"].round_trips)
        room["index"] += 1
        if room["index"] >= len(room["games"]):
            room["session"] = None
            return
        game = room["games"][room["index"]]
        invite = Invite(bytes.fromhex(game["room"]), seat, bytes.fromhex(game["secrets"][seat]), plan_data["broker"])
        session = ClientSession(invite, room["transport"], clock=inbox.clock)
        room["transport"].on_message = lambda topic, payload, s=session, r=room: inbox.put((r, s, topic, payload))
        room["transport"].on_connection = lambda up, s=session, r=room: inbox.put((r, s, None, up))
        room["session"], room["due"], room["moved"] = session, {}, 0
        room.pop("over_at", None)
        session.start()

    def act(room) -> None:
        session = room["session"]
        if session and session.taken_over:  # before the end's check: the view that told it may be the final one
            taken_over.append(game_key(room))
            room["session"] = None  # the other copy plays this room now: this one stops
            return
        while session and session.body and session.body.get("over"):
            over_at = room.setdefault("over_at", time.monotonic())
            if not session.record_named and time.monotonic() - over_at < RECORD_WAIT:
                return  # the record travels on its own topic: it may come just after the final view
            finals[game_key(room)] = _digest(session.body["view"])
            records[game_key(room)] = session.record_named  # its record came (before or just after the view)
            begin(room)
            session = room["session"]
        if session and session.confirmed and not ready_said:
            (out.with_name(f"ready-{out.stem}")).write_text("")  # chaos: the host named this opening the seat's
            ready_said.append(True)  # once per process (looking for the file each time cost a tenth of its CPU)
        if not session or not session.my_turn or session.pending is not None:
            return  # a move sent is the session's until the host answers (it re-sends it)
        if pause.exists():
            return  # chaos: a case is being set up (a process starting takes its time on a busy machine)
        if seat == silent_seat(plan_data) and room["moved"]:
            return  # --turn-timeout: this seat's player has gone (the host's clock lets the computer play)
        now = time.monotonic()
        due = room["due"].setdefault(session.version, now + plan_data["think_ms"] / 1000 * rng.random())
        if now < due:
            return  # still "thinking": a person takes a moment before each move
        if hold.exists():  # chaos: this move goes while the broker is down
            (out.with_name(f"holding{seat}")).write_text("")
            if room["transport"].connected.is_set():
                return
            counts["sent_while_down"] += 1
            (out.with_name(f"sent-down{seat}")).write_text("")
        session.send_action(rng.choice(session.legal_actions()))
        room["moved"] += 1

    def game_key(room) -> str:
        return room["games"][room["index"]]["room"]

    for room in rooms:
        begin(room)
    written = ticked = 0.0
    deadline = time.monotonic() + 600
    while any(room["session"] for room in rooms) and time.monotonic() < deadline:
        try:
            owner, session, topic, payload = inbox.get(timeout=0.05 if plan_data["think_ms"] or hold.exists() else TICK)
            room = owner if owner["session"] is session else None
            if room is not None:
                if topic is None:
                    session.on_link(payload)  # as the app's RemoteConnection
                else:
                    known = len(session.round_trips)
                    session.handle(topic, payload)
                    late = time.monotonic() - inbox.arrived
                    handled_trips.extend(trip + late for trip in session.round_trips[known:])
                inbox.arrived = None
                act(room)
            inbox.arrived = None
        except queue.Empty:
            pass
        now = time.monotonic()
        if now - ticked >= TICK:  # the app's timer: re-sends when due; and each seat moves when it is due
            ticked = now
            for room in rooms:
                if room["session"]:
                    room["session"].tick()
                    act(room)
        if now - written > 1.0:  # progress for the parent, in case this process is killed
            _write(out, {"finals": finals, "records": records, "round_trips": round_trips, "cpu_s": _cpu(),
                         "taken_over": taken_over, "state": [_seat_state(room) for room in rooms]})
            written = now
    reconnects = sum(max(0, room["transport"].connects - 1) for room in rooms)
    for room in rooms:
        if room["session"]:
            round_trips.extend(room["session"].round_trips)
        room["transport"].close()
    links.stop()
    _write(out, {"finals": finals, "records": records, "round_trips": round_trips, "handled_trips": handled_trips,
                 "cpu_s": _cpu(), "reconnects": reconnects,
                 "inbox_wait_p95_ms": round(percentile(inbox.waits, 0.95) * 1000, 1), "taken_over": taken_over,
                 "sizes": sizes.as_json(), **counts})


def _seat_state(room) -> dict:
    """Where a seat's room stands (for whoever looks at a self-test that does not finish)."""
    session, link = room["session"], room["transport"]
    client = getattr(link, "_client", None)
    return {"version": session.version if session else None, "my_turn": bool(session and session.my_turn),
            "pending": session.pending and {k: session.pending[k] for k in ("base", "tries")} if session else None,
            "connected": link.connected.is_set(), "connects": link.connects,
            "paho_out": len(getattr(client, "_out_messages", {}) or {}), "paho_inflight": getattr(client, "_inflight_messages", None)}


# ----------------------------------------------------------------------------------- chaos
def run_saboteur(plan_data: dict, stop: threading.Event, counts: dict) -> None:
    """Re-publishes what it sees later (as duplicates, stale replays and retained copies), sends
    forgeries, and views on the record topics and records on the view topics; a working room
    ignores all of it."""
    from . import topics
    from .mqtt import MqttTransport

    seen: list[tuple[str, bytes]] = []
    transport = MqttTransport(plan_data["broker"], "tarsas-chaos-" + os.urandom(6).hex())
    transport.on_message = lambda topic, payload: (seen.append((topic, payload))
                                                   if len(seen) < 100_000 and not payload.startswith(FLOOD_MARK) else None)
    transport.subscribe(f"{topics.ROOT}/#")
    rng = random.Random(5)
    transport.wait_connected(10)
    while not stop.wait(0.05):
        real = [(t, p) for t, p in seen[-400:] if "/presence/" not in t][-200:]
        if real:
            topic, payload = rng.choice(real)
            transport.publish(topic, payload, retain=rng.random() < 0.3 and "/h2s/" in topic)
            counts["replayed"] += 1
        if rng.random() < 0.2 and real:
            topic, payload = rng.choice(real[-50:])
            forged = bytearray(payload)
            forged[rng.randrange(len(forged))] ^= 0xFF
            transport.publish(topic.replace("/h2s/", "/s2h/"), bytes(forged))
            counts["forged"] += 1
        if rng.random() < 0.1 and real:  # a view where a record goes, and a record where a view goes
            topic, payload = rng.choice(real[-50:])
            crossed = (topic.replace("/h2s/", "/h2s-record/") if "/h2s/" in topic
                       else topic.replace("/h2s-record/", "/h2s/") if "/h2s-record/" in topic else None)
            if crossed:
                transport.publish(crossed, payload)
                counts["crossed"] += 1
    transport.close()


JUNK_SIZE = 1024 + 40  # what a seat's sealed message weighs (channel.SIZE_CLASSES[0] + the box)
FLOOD_MARK = os.urandom(16)  # the flood's junk starts so (the saboteur replays real messages, not junk)


def run_flood(plan_data: dict, rate: float, stop: threading.Event, counts: dict) -> None:
    """An outsider with no code: it learns the rooms from the topics it sees on `tarsas/#` and
    publishes junk of a real message's size on every seat->host and presence topic of them,
    `rate` messages a second each."""
    from . import topics
    from .mqtt import MqttTransport

    rooms: dict[str, set] = {}
    transport = MqttTransport(plan_data["broker"], "tarsas-flood-" + os.urandom(6).hex())

    def learn(topic: str, _payload: bytes) -> None:
        parts = topic.split("/")
        if len(parts) == 5 and parts[3] in ("h2s", "s2h") and parts[4].isdigit():
            rooms.setdefault(parts[2], set()).add(int(parts[4]))
    transport.on_message = learn
    transport.subscribe(f"{topics.ROOT}/#")
    transport.wait_connected(10)
    junk = FLOOD_MARK + os.urandom(JUNK_SIZE - len(FLOOD_MARK))
    next_at = time.monotonic()
    while not stop.is_set():
        targets = []
        for room, seats in list(rooms.items()):
            targets.append(topics.presence(room, topics.HOST))
            for seat in sorted(seats):
                targets += [topics.to_host(room, seat), topics.presence(room, seat)]
        for topic in targets:
            transport.publish(topic, junk[:16] + os.urandom(16) + junk[32:])
        counts["flooded"] += len(targets)
        next_at += 1.0 / rate
        pause = next_at - time.monotonic()
        if pause > 0:
            stop.wait(pause)
        else:
            next_at = time.monotonic()  # behind: never burst to catch up
    transport.close()


def forge_bye(plan_data: dict, seat: int) -> None:
    """A bye sealed with the seat's real key but without its connection's fields (will, time,
    opening): it must change nothing (issue 23 finding 5)."""
    from . import topics
    from .channel import SEAT_TO_HOST, SeatChannel
    from .mqtt import MqttTransport

    game = plan_data["rooms"][0][0]
    channel = SeatChannel(bytes.fromhex(game["room"]), seat, bytes.fromhex(game["secrets"][seat]))
    transport = MqttTransport(plan_data["broker"], "tarsas-bye-" + os.urandom(6).hex())
    if transport.wait_connected(10):
        transport.publish(topics.to_host(game["room"], seat), channel.seal(SEAT_TO_HOST, 0, {"type": "bye"}))
    transport.close()


class OwnBroker:
    """`--broker auto`: a mosquitto of the self-test's own on a free loopback port, nothing kept
    across a restart (so a restart loses every retained message and session)."""

    def __init__(self, folder: Path):
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self.folder = folder
        (folder / "mosquitto.conf").write_text(f"listener {self.port} 127.0.0.1\nallow_anonymous true\nuser root\n"
                                               "persistence false\nset_tcp_nodelay true\nmax_queued_messages 10000\n")
        self.process = None

    @property
    def url(self) -> str:
        return f"mqtt://127.0.0.1:{self.port}"

    def start(self) -> None:
        binary = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
        self.process = subprocess.Popen([binary, "-c", str(self.folder / "mosquitto.conf")],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("mosquitto did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(5)
            self.process = None


def wait_until(condition, seconds: float, finished) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end and not finished():
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def run_chaos(work: Path, plan_data: dict, seats: dict, start, own_broker, cases: dict, host) -> None:
    """The chaos cases in turn, each once the first game reached its version (the parent's thread)."""
    players = plan_data["players"]
    victim, twin = players - 1, 1

    def version() -> int:
        try:
            return min(json.loads((work / "progress.json").read_text()).values())
        except (OSError, ValueError):
            return -1

    def over() -> bool:
        return host.poll() is not None

    pause = work / "pause"

    def ready(name: str) -> bool:  # the host named this process's opening the seat's
        return (work / f"ready-{name}").exists()

    # A seat killed while it really plays: the host has named its opening (its hello, and so its
    # will, is the live connection's), and the game has gone on for a few moves. The version
    # alone is not enough: the host's own seat may play them before the victim's hello arrives.
    if wait_until(lambda: version() >= KILL_AT and ready(f"seat{victim}"), 120, over):
        pause.write_text("")
        seats[victim].kill()
        seats[victim].wait()
        cases["seat_killed_at"] = version()
        (work / f"ready-seat{victim}").unlink(missing_ok=True)
        time.sleep(0.5)
        seats[victim] = start("seat", victim)
        wait_until(lambda: ready(f"seat{victim}"), 60, over)
        pause.unlink()
    if wait_until(lambda: version() >= FORGED_BYE_AT, 120, over):
        forge_bye(plan_data, twin)
        cases["forged_bye_at"] = version()
    if wait_until(lambda: version() >= TWIN_AT, 120, over):  # a second copy of a seat's code
        pause.write_text("")
        seats[f"{twin}-twin"] = start("seat", twin, twin=True)
        cases["second_copy_at"] = version()
        wait_until(lambda: ready(f"seat{twin}-twin"), 60, over)
        pause.unlink()
    if own_broker is None:
        cases["broker_restart"] = "skipped: the broker is not the self-test's own (--broker auto)"
        return
    if wait_until(lambda: version() >= RESTART_AT, 120, over):  # the broker stops while a move is pending
        (work / "hold").write_text("")
        if wait_until(lambda: any(work.glob("holding*")), 30, over):
            own_broker.stop()
            wait_until(lambda: any(work.glob("sent-down*")), 10, over)
            cases["broker_stopped_at"] = version()
            time.sleep(1.0)
            own_broker.start()
        (work / "hold").unlink()


# ----------------------------------------------------------------------------------- the parent
def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_app.net.selftest", description=__doc__.split("\n")[0])
    parser.add_argument("--broker", required=True, help="mqtt://HOST:PORT, or auto (a mosquitto of its own)")
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--rooms", type=int, default=1)
    parser.add_argument("--chaos", action="store_true")
    parser.add_argument("--flood", type=float, default=None,
                        help="an outsider's junk on every seat->host and presence topic, messages/s each")
    parser.add_argument("--think-ms", type=int, default=0, help="each seat waits up to this long before acting")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--server", action="store_true",
                        help="the rooms are held by a real `tarsas serve` process, killed (-9) and restarted in every game")
    parser.add_argument("--turn-timeout", type=float, default=None, metavar="SECONDS",
                        help="a turn clock of SECONDS per turn; the last seat never acts after its first move")
    parser.add_argument("--computers", type=int, default=0,
                        help="with --server: the last N seats of each room are the server's computer players (medium)")
    parser.add_argument("--no-kill", action="store_true", help="with --server: the server is never killed (bench.net)")
    parser.add_argument("--role", choices=["host", "seat"], help=argparse.SUPPRESS)
    parser.add_argument("--plan", help=argparse.SUPPRESS)
    parser.add_argument("--seat", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    from desktop_app.games import CATALOG

    from .codes import BadInvite, parse_broker

    if args.role:
        data = json.loads(Path(args.plan).read_text())
        role = (lambda: run_host(data, Path(args.out))) if args.role == "host" else (
            lambda: run_seat(data, args.seat, Path(args.out)))
        profile_dir = os.environ.get("TARSAS_NET_PROFILE")  # cProfile each process (bench.net --profile)
        if not profile_dir:
            role()
            return 0
        import cProfile

        profiler = cProfile.Profile()
        profiler.runcall(role)
        profiler.dump_stats(str(Path(profile_dir) / f"{args.role}{args.seat or ''}.prof"))
        return 0
    work = Path(tempfile.mkdtemp(prefix="tarsas-selftest-"))
    own_broker = None
    if args.broker == "auto":
        own_broker = OwnBroker(work)
        own_broker.start()
        args.broker = own_broker.url
    try:
        parse_broker(args.broker)
    except BadInvite as exc:
        parser.error(str(exc))
    if args.game not in CATALOG:
        parser.error(f"unknown game {args.game!r}; choose from {', '.join(CATALOG)}")
    info = CATALOG[args.game]
    if not info.min_players <= args.players <= info.max_players:
        parser.error(f"{info.title} takes {info.min_players}-{info.max_players} players")
    if args.games < 1 or args.rooms < 1:
        parser.error("--games and --rooms must be at least 1")
    try:
        if args.server:  # net/selftest_server.py
            from . import selftest_server

            return selftest_server.run(args, work, sys.modules[__name__], own_broker)
        return _run(args, work, own_broker)
    finally:
        if own_broker is not None:
            own_broker.stop()


def _run(args, work: Path, own_broker) -> int:
    plan_path = work / "plan.json"
    plan_data = plan(args)
    plan_path.write_text(json.dumps(plan_data))
    me = [sys.executable, "-m", "desktop_app.net.selftest", "--broker", args.broker, "--game", args.game,
          "--players", str(args.players), "--plan", str(plan_path)]

    def start(role: str, seat: int | None = None, twin: bool = False) -> subprocess.Popen:
        name = "host" if seat is None else f"seat{seat}" + ("-twin" if twin else "")
        extra = ["--role", role, "--out", str(work / f"{name}.json")] + (["--seat", str(seat)] if seat is not None else [])
        return subprocess.Popen(me + extra, stderr=open(work / f"{name}.err", "w"))

    seats = {s: start("seat", s) for s in range(1, args.players)}
    time.sleep(0.3)
    host = start("host")
    counts = {"replayed": 0, "forged": 0, "crossed": 0, "flooded": 0}
    cases: dict = {}
    stop = threading.Event()
    threads = []
    errors = []
    flood = args.flood if args.flood is not None else (100.0 if args.chaos else 0.0)
    if args.chaos:
        threads.append(threading.Thread(target=run_saboteur, args=(plan_data, stop, counts), daemon=True))
    if flood > 0:
        threads.append(threading.Thread(target=run_flood, args=(plan_data, flood, stop, counts), daemon=True))
    for thread in threads:
        thread.start()
    if args.chaos:
        run_chaos(work, plan_data, seats, start, own_broker, cases, host)
    try:
        host_rc = host.wait(timeout=900)
    except subprocess.TimeoutExpired:
        host.kill()
        host_rc = -9
        errors.append("host timed out")
    for seat, process in seats.items():
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            errors.append(f"seat {seat} did not finish")
    stop.set()
    for thread in threads:
        thread.join(5)
    if host_rc != 0:
        errors.append(f"host exited {host_rc}: {(work / 'host.err').read_text()[-300:]}")
    host_out = json.loads((work / "host.json").read_text()) if (work / "host.json").exists() else {"results": []}
    results = host_out["results"]
    round_trips, handled_trips, finals, records, taken_over = [], [], {}, {}, {}
    cpu = {"host": host_out.get("cpu_s", 0.0)}
    reconnects = host_out.get("reconnects", 0)
    waits = {"host": host_out.get("inbox_wait_p95_ms", 0.0)}
    sizes: dict[str, set] = {kind: set(v) for kind, v in host_out.get("sizes", {}).items()}
    sent_while_down = 0
    for key in seats:
        path = work / f"seat{key}.json"
        if not path.exists():
            continue
        seat = int(str(key).split("-")[0])
        data = json.loads(path.read_text())
        round_trips += data["round_trips"]
        handled_trips += data.get("handled_trips", [])
        finals.setdefault(seat, {}).update(data["finals"])
        records.setdefault(seat, {}).update(data.get("records", {}))
        taken_over[key] = data.get("taken_over", [])
        cpu[f"seat{key}"] = data.get("cpu_s", 0.0)
        reconnects += data.get("reconnects", 0)
        waits[f"seat{key}"] = data.get("inbox_wait_p95_ms", 0.0)
        sent_while_down += data.get("sent_while_down", 0)
        for kind, values in data.get("sizes", {}).items():
            sizes.setdefault(kind, set()).update(values)
    for result in results:
        for seat, digest in result["views"].items():
            seen = finals.get(int(seat), {}).get(result["room"])
            if seen is None:
                errors.append(f"seat {seat} never saw the end of room {result['room'][:8]}")
            elif seen != digest:
                errors.append(f"seat {seat} ended room {result['room'][:8]} with another view than the host's")
            elif records.get(int(seat), {}).get(result["room"]) is not True:
                errors.append(f"seat {seat} ended room {result['room'][:8]} without the record its final view names")
        if args.chaos and any(p != "online" for p in result.get("presence", {}).values()):
            errors.append(f"the host showed a seat away at the end of room {result['room'][:8]}: {result['presence']}")
    if args.chaos:
        errors += _chaos_errors(cases, host_out, taken_over, sent_while_down, own_broker, reconnects)
    if args.turn_timeout:
        errors += _clock_errors(results, plan_data)
    actions = sum(r["actions"] for r in results)
    summary = {
        "games": args.games * args.rooms, "finished": sum(r["finished"] for r in results),
        "errors": len(errors), "identical_to_local_replay": bool(results) and all(r["identical"] for r in results),
        "rtt_p50_ms": round(percentile(round_trips, 0.5) * 1000, 1),
        "rtt_p95_ms": round(percentile(round_trips, 0.95) * 1000, 1),
        "rtt_handled_p95_ms": round(percentile(handled_trips, 0.95) * 1000, 1),
        "bytes_per_action": host_out.get("bytes_per_action", 0), "rooms": args.rooms,
        "actions": actions, "records": sum(v is True for seen in records.values() for v in seen.values()),
        "dropped": sum(host_out.get("drops", {}).values()), "dropped_why": host_out.get("drops", {}),
        "sizes": {kind: sorted(v) for kind, v in sizes.items()}, "flood_per_topic": flood,
        "cpu_s": cpu, "actions_applied": host_out.get("actions_applied", actions),
        "host_cpu_ms_per_action": round(1000 * cpu["host"] / max(1, host_out.get("actions_applied", actions)), 2),
        "reconnects": reconnects, "inbox_wait_p95_ms": waits,
        "away_seen": host_out.get("away_seen", 0),
        **({"timeouts_played": sum(len(r.get("timeouts", [])) for r in results),
            "timeouts_of_playing_seats": sum(1 for r in results for seat, _k in r.get("timeouts", [])
                                              if seat != silent_seat(plan_data)),
            "turn_timeout": args.turn_timeout} if args.turn_timeout else {}),
        **({"chaos": counts, "cases": cases, "sent_while_down": sent_while_down} if args.chaos else
           {"flooded": counts["flooded"]} if flood else {}),
    }
    for error in errors:
        print("error:", error, file=sys.stderr)
    print(json.dumps(summary))
    return 0 if not errors and summary["finished"] == summary["games"] else 1


def _clock_errors(results: list[dict], plan_data: dict) -> list[str]:
    """--turn-timeout: in every game the silent seat's time ran out and the computer played its
    turns, two one at a time and then holding the seat (until the end: it never comes back). A
    seat that plays may miss a limit too on a loaded machine (its move came late): counted in
    `timeouts_of_playing_seats`, not an error (its late move is stale, and dropped as such)."""
    from .turn_clock import MISSES_TO_HOLD

    silent, errors = silent_seat(plan_data), []
    for result in results:
        mine = [kind for seat, kind in result.get("timeouts", []) if seat == silent]
        name = result["room"][:8]
        if not mine:
            errors.append(f"room {name}: the silent seat's time never ran out")
        elif mine != (["played"] * (MISSES_TO_HOLD - 1) + ["held"])[:len(mine)] \
                or (len(mine) == MISSES_TO_HOLD and silent not in result.get("held", [])):
            errors.append(f"room {name}: the silent seat's clock events are not two turns played, then held: {mine}")
    return errors


def _chaos_errors(cases: dict, host_out: dict, taken_over: dict, sent_while_down: int, own_broker,
                  reconnects: int) -> list[str]:
    """A chaos case that never happened is an error, as is one that happened without its effect."""
    errors = []
    for case in ("seat_killed_at", "forged_bye_at", "second_copy_at"):
        if case not in cases:
            errors.append(f"chaos case {case[:-3]} never happened (the game ended first)")
    if "seat_killed_at" in cases and host_out.get("away_seen", 0) < 1:
        errors.append("the seat killed while playing was never seen away")
    if "second_copy_at" in cases and not any(taken_over.get(key) for key in taken_over if "-twin" not in str(key)):
        errors.append("the first copy of a seat's code was never told it was opened elsewhere")
    if own_broker is not None:
        if "broker_stopped_at" not in cases:
            errors.append("chaos case broker_stopped never happened")
        elif sent_while_down < 1:
            errors.append("the broker restart happened with no move pending")
        elif reconnects < 1:
            errors.append("nobody reconnected after the broker restart")
    return errors


if __name__ == "__main__":
    sys.exit(main())
