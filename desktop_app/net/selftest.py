"""Headless self-test of online play against a real broker (issue 16 "Checks").

    uv run python -m desktop_app.net.selftest --broker mqtt://127.0.0.1:1883 --game copenhagen \
        --players 4 --games 2 [--rooms 3] [--chaos] [--think-ms 0] [--seed 1]

One host process holds every room's Match (seat 0 is the host's own computer player); one process
per remote seat plays that seat in every room, choosing among the legal actions the host sent. With
--chaos a saboteur re-publishes old payloads (duplicates, stale replays, retained copies) and
forgeries, and one seat process is killed mid-game and started again. The last line printed is
one JSON object: games, finished, errors, identical_to_local_replay, rtt_p50_ms, rtt_p95_ms,
bytes_per_action, rooms (and dropped, the messages the host refused; records, how many seats had the
finished record their final view names, sent once on its own topic: one missing is an error)."""
from __future__ import annotations

import argparse
import json
import os
import queue
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

SILENCE_RESEND = 1.5   # a seat re-sends its action after this long without an answer
RECORD_WAIT = 5.0  # how long a seat waits, after the final view, for the record it names
REPUBLISH = 2.0        # the host re-publishes every view after this long without progress
LINGER = 4.0           # the host stays this long after the last game, for seats still catching up
STALE = 2.0            # a seat asks for its view again after this long without a newer one


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


class Inbox:
    """Every room's messages of one process, in arrival order (paho's network threads put them
    here; the process's main thread takes them), with how long each waited (`waits`)."""

    def __init__(self):
        self._items: queue.Queue = queue.Queue()
        self.waits: list[float] = []

    def put(self, item) -> None:
        self._items.put((time.monotonic(), item))

    def get(self, timeout: float):
        at, item = self._items.get(timeout=timeout)
        self.waits.append(time.monotonic() - at)
        return item


def plan(args) -> dict:
    """Rooms x games, each with its own room id and seat secrets (shared with the seat processes)."""
    from .codes import new_room, new_secret

    return {"broker": args.broker, "game": args.game, "players": args.players, "think_ms": args.think_ms,
            "seed": args.seed,
            "rooms": [[{"room": new_room().hex(), "secrets": [new_secret().hex() for _ in range(args.players)]}
                       for _ in range(args.games)] for _ in range(args.rooms)]}


# ----------------------------------------------------------------------------------- the host
def run_host(plan_data: dict, out: Path) -> None:
    from desktop_app.engine.agents import make_agent
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games import REGISTRY

    from . import topics
    from .host import HostSession
    from .mqtt import MqttTransport, client_id_for

    spec = REGISTRY[plan_data["game"]]
    players = plan_data["players"]
    inbox = Inbox()
    results = []
    rooms = []
    for r, games in enumerate(plan_data["rooms"]):
        transport = MqttTransport(plan_data["broker"], client_id_for(bytes.fromhex(games[0]["room"]), f"host{r}"),
                                  presence=topics.presence(games[0]["room"], topics.HOST))
        rooms.append({"games": games, "index": -1, "transport": transport, "session": None})
    for room in rooms:
        room["transport"].wait_connected(10)

    def begin(room) -> None:
        room["index"] += 1
        if room["index"] >= len(room["games"]):
            room["session"] = None
            return
        game = room["games"][room["index"]]
        seed = plan_data["seed"] * 1000 + len(results) + rooms.index(room) * 100 + room["index"]
        seats = [Seat("Host", "#333333", "random")] + [Seat(f"Seat {i}", "#777777", "human") for i in range(1, players)]
        match = Match.start(spec, seats, seed)
        secrets = {i: bytes.fromhex(game["secrets"][i]) for i in range(1, players)}
        session = HostSession(match, bytes.fromhex(game["room"]), secrets, room["transport"])
        room["transport"].on_message = lambda topic, payload, s=session, r=room: inbox.put((r, s, topic, payload))
        room["transport"].on_connection = lambda up, s=session, r=room: inbox.put((r, s, None, up))
        room["session"], room["agent"], room["bytes"] = session, make_agent("random", spec, seed=seed), 0
        room["wire_start"] = time.monotonic()
        session.start()

    def play_local(room) -> None:
        session = room["session"]
        while session and not session.match.state.is_over and session.match.state.current_player == 0:
            session.match.apply(room["agent"].choose(session.match.state.clone()))
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
                        "dropped": len(session.dropped),
                        "why": [why for _seat, why in session.dropped]})
        begin(room)
        play_local(room)

    for room in rooms:
        begin(room)
        play_local(room)
    last = time.monotonic()
    away_seen = 0  # seats the host saw go away (a killed seat's last will)
    deadline = time.monotonic() + 600
    linger_until = None  # after the last game: answer late hellos for a moment, as a running app would
    while time.monotonic() < deadline:
        if not any(room["session"] for room in rooms):
            linger_until = linger_until or time.monotonic() + LINGER
            if time.monotonic() > linger_until:
                break
        try:
            owner, session, topic, payload = inbox.get(timeout=0.2)
        except queue.Empty:
            session = None
        if time.monotonic() - last > REPUBLISH:
            for room in rooms:
                if room["session"]:
                    room["session"].publish_views()
            last = time.monotonic()
        if session is None:
            continue
        if topic is None:  # the link is back: views again (they carry the new connection's will)
            if payload and owner["session"] is session:
                session.publish_views()
            continue
        before, present = session.version, dict(session.presence)
        session.handle(topic, payload)  # a finished game's session still answers hellos
        away_seen += sum(1 for seat, now in session.presence.items() if now == "away" != present.get(seat))
        room = owner if owner["session"] is session else None
        if room is None:
            continue
        if session.version != before:
            last = time.monotonic()  # only real progress counts: a flood of junk must not mute republishing
        play_local(room)
        if session.match.state.is_over:
            session.publish_views()
            finish(room)
    sent = sum(room["transport"].bytes_sent for room in rooms)
    reconnects = sum(max(0, room["transport"].connects - 1) for room in rooms)
    for room in rooms:
        room["transport"].close()
    actions = sum(r["actions"] for r in results)
    _write(out, {"results": results, "bytes_per_action": round(sent / max(1, actions)), "cpu_s": _cpu(),
                 "reconnects": reconnects, "inbox_wait_p95_ms": round(percentile(inbox.waits, 0.95) * 1000, 1),
                 "away_seen": away_seen})


def _cpu() -> float:
    """This process's CPU seconds (user + system): where the machine's time went."""
    import resource

    usage = resource.getrusage(resource.RUSAGE_SELF)
    return round(usage.ru_utime + usage.ru_stime, 2)


def _digest(value) -> str:
    import hashlib

    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()


def _write(path: Path, data) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data))
    os.replace(tmp, path)


# ----------------------------------------------------------------------------------- a seat
def run_seat(plan_data: dict, seat: int, out: Path) -> None:
    from . import topics
    from .client import ClientSession
    from .codes import Invite
    from .mqtt import MqttTransport, client_id_for

    rng = random.Random(plan_data["seed"] * 7919 + seat + os.getpid())
    inbox = Inbox()
    rooms = []
    for games in plan_data["rooms"]:
        secret0 = bytes.fromhex(games[0]["secrets"][seat])
        transport = MqttTransport(plan_data["broker"], client_id_for(secret0, f"seat{seat}"),
                                  presence=topics.presence(games[0]["room"], seat))
        rooms.append({"games": games, "index": -1, "transport": transport, "session": None})
    for room in rooms:
        room["transport"].wait_connected(10)
    round_trips: list[float] = []
    finals: dict = {}
    records: dict = {}  # room -> whether the finished record the final view names was here

    def begin(room) -> None:
        if room["session"] is not None:
            round_trips.extend(room["session"].round_trips)
        room["index"] += 1
        if room["index"] >= len(room["games"]):
            room["session"] = None
            return
        game = room["games"][room["index"]]
        invite = Invite(bytes.fromhex(game["room"]), seat, bytes.fromhex(game["secrets"][seat]), plan_data["broker"])
        session = ClientSession(invite, room["transport"])
        room["transport"].on_message = lambda topic, payload, s=session, r=room: inbox.put((r, s, topic, payload))
        room["transport"].on_connection = lambda up, s=session, r=room: inbox.put((r, s, None, up))
        room["session"], room["acted"] = session, (-1, 0.0)
        room.pop("over_at", None)
        session.start()

    def act(room) -> None:
        session = room["session"]
        while session and session.body and session.body.get("over"):
            over_at = room.setdefault("over_at", time.monotonic())
            if not session.record_named and time.monotonic() - over_at < RECORD_WAIT:
                return  # the record travels on its own topic: it may come just after the final view
            finals[game_key(room)] = _digest(session.body["view"])
            records[game_key(room)] = session.record_named  # its record came (before or just after the view)
            begin(room)
            session = room["session"]
        if not session or not session.my_turn:
            return
        version, when = room["acted"]
        now = time.monotonic()
        if version == session.version and now - when < SILENCE_RESEND:
            return
        if version != session.version:
            due = room.setdefault("due", {}).setdefault(session.version, now + plan_data["think_ms"] / 1000 * rng.random())
            if now < due:
                return  # still "thinking": a person takes a moment before each move
        session.send_action(rng.choice(session.legal_actions()))
        room["acted"] = (session.version, now)
        room["due"] = {}

    def game_key(room) -> str:
        return room["games"][room["index"]]["room"]

    for room in rooms:
        begin(room)
    written = 0.0
    deadline = time.monotonic() + 600
    stale = max(STALE, 2 * plan_data["think_ms"] / 1000)  # a person thinking is not a lost view
    swept = 0.0
    while any(room["session"] for room in rooms) and time.monotonic() < deadline:
        try:
            owner, session, topic, payload = inbox.get(timeout=0.05 if plan_data["think_ms"] else 0.3)
            room = owner if owner["session"] is session else None
            if room is not None:
                if topic is None:
                    if payload:  # the link is back (a new connection, a new will): say so
                        session.hello()
                else:
                    session.handle(topic, payload)
                    act(room)
            idle = False
        except queue.Empty:
            idle = True
        if idle or time.monotonic() - swept > 0.05:  # busy or not, each seat moves when it is due
            swept = time.monotonic()
            for room in rooms:
                session = room["session"]
                if session and swept - session.last_view_at > stale:
                    session.hello()  # lost or overwritten (a stale retained copy): ask for the table
                    session.last_view_at = swept
                act(room)
        if time.monotonic() - written > 1.0:  # progress for the parent, in case this process is killed
            _write(out, {"finals": finals, "records": records, "round_trips": round_trips, "cpu_s": _cpu()})
            written = time.monotonic()
    reconnects = sum(max(0, room["transport"].connects - 1) for room in rooms)
    for room in rooms:
        if room["session"]:
            round_trips.extend(room["session"].round_trips)
        room["transport"].close()
    _write(out, {"finals": finals, "records": records, "round_trips": round_trips, "cpu_s": _cpu(), "reconnects": reconnects,
                 "inbox_wait_p95_ms": round(percentile(inbox.waits, 0.95) * 1000, 1)})


# ----------------------------------------------------------------------------------- chaos
def run_saboteur(plan_data: dict, stop: threading.Event, counts: dict) -> None:
    """Re-publishes what it sees later (as duplicates, stale replays and retained copies), sends
    forgeries, and views on the record topics and records on the view topics; a working room
    ignores all of it."""
    from . import topics
    from .mqtt import MqttTransport

    seen: list[tuple[str, bytes]] = []
    transport = MqttTransport(plan_data["broker"], "tarsas-chaos-" + os.urandom(6).hex())
    transport.on_message = lambda topic, payload: seen.append((topic, payload))
    transport.subscribe(f"{topics.ROOT}/#")
    rng = random.Random(5)
    transport.wait_connected(10)
    while not stop.wait(0.05):
        if seen:
            topic, payload = rng.choice(seen[-200:])
            transport.publish(topic, payload, retain=rng.random() < 0.3 and "/h2s/" in topic)
            counts["replayed"] += 1
        if rng.random() < 0.2 and seen:
            topic, payload = rng.choice(seen[-50:])
            forged = bytearray(payload)
            forged[rng.randrange(len(forged))] ^= 0xFF
            transport.publish(topic.replace("/h2s/", "/s2h/"), bytes(forged))
            counts["forged"] += 1
        if rng.random() < 0.1 and seen:  # a view where a record goes, and a record where a view goes
            topic, payload = rng.choice(seen[-50:])
            crossed = (topic.replace("/h2s/", "/h2s-record/") if "/h2s/" in topic
                       else topic.replace("/h2s-record/", "/h2s/") if "/h2s-record/" in topic else None)
            if crossed:
                transport.publish(crossed, payload)
                counts["crossed"] += 1
    transport.close()


# ----------------------------------------------------------------------------------- the parent
def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_app.net.selftest", description=__doc__.split("\n")[0])
    parser.add_argument("--broker", required=True, help="mqtt://HOST:PORT")
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--rooms", type=int, default=1)
    parser.add_argument("--chaos", action="store_true")
    parser.add_argument("--think-ms", type=int, default=0, help="each seat waits up to this long before acting")
    parser.add_argument("--seed", type=int, default=1)
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

    work = Path(tempfile.mkdtemp(prefix="tarsas-selftest-"))
    plan_path = work / "plan.json"
    plan_data = plan(args)
    plan_path.write_text(json.dumps(plan_data))
    me = [sys.executable, "-m", "desktop_app.net.selftest", "--broker", args.broker, "--game", args.game,
          "--players", str(args.players), "--plan", str(plan_path)]

    def start(role: str, seat: int | None = None) -> subprocess.Popen:
        out = work / (f"seat{seat}.json" if seat is not None else "host.json")
        extra = ["--role", role, "--out", str(out)] + (["--seat", str(seat)] if seat is not None else [])
        return subprocess.Popen(me + extra, stderr=open(work / f"{role}{seat or ''}.err", "w"))

    seats = {s: start("seat", s) for s in range(1, args.players)}
    time.sleep(0.3)
    host = start("host")
    counts = {"replayed": 0, "forged": 0, "crossed": 0}
    stop = threading.Event()
    saboteur = None
    errors = []
    if args.chaos:
        saboteur = threading.Thread(target=run_saboteur, args=(plan_data, stop, counts), daemon=True)
        saboteur.start()
        time.sleep(1.5)
        victim = max(seats)
        seats[victim].kill()
        seats[victim].wait()
        time.sleep(0.5)
        seats[victim] = start("seat", victim)
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
    if saboteur:
        saboteur.join(5)
    if host_rc != 0:
        errors.append(f"host exited {host_rc}: {(work / 'host.err').read_text()[-300:]}")
    host_out = json.loads((work / "host.json").read_text()) if (work / "host.json").exists() else {"results": []}
    results = host_out["results"]
    round_trips, finals, records = [], {}, {}
    cpu = {"host": host_out.get("cpu_s", 0.0)}
    reconnects = host_out.get("reconnects", 0)
    waits = {"host": host_out.get("inbox_wait_p95_ms", 0.0)}
    for seat in seats:
        path = work / f"seat{seat}.json"
        if path.exists():
            data = json.loads(path.read_text())
            round_trips += data["round_trips"]
            finals[seat] = data["finals"]
            records[seat] = data.get("records", {})
            cpu[f"seat{seat}"] = data.get("cpu_s", 0.0)
            reconnects += data.get("reconnects", 0)
            waits[f"seat{seat}"] = data.get("inbox_wait_p95_ms", 0.0)
    for result in results:
        for seat, digest in result["views"].items():
            seen = finals.get(int(seat), {}).get(result["room"])
            if seen is None:
                errors.append(f"seat {seat} never saw the end of room {result['room'][:8]}")
            elif seen != digest:
                errors.append(f"seat {seat} ended room {result['room'][:8]} with another view than the host's")
            elif records.get(int(seat), {}).get(result["room"]) is not True:
                errors.append(f"seat {seat} ended room {result['room'][:8]} without the record its final view names")
    actions = sum(r["actions"] for r in results)
    summary = {
        "games": args.games * args.rooms, "finished": sum(r["finished"] for r in results),
        "errors": len(errors), "identical_to_local_replay": bool(results) and all(r["identical"] for r in results),
        "rtt_p50_ms": round(percentile(round_trips, 0.5) * 1000, 1),
        "rtt_p95_ms": round(percentile(round_trips, 0.95) * 1000, 1),
        "bytes_per_action": host_out.get("bytes_per_action", 0), "rooms": args.rooms,
        "actions": actions, "records": sum(v is True for seen in records.values() for v in seen.values()),
        "dropped": sum(r["dropped"] for r in results),
        "dropped_why": dict(Counter(why for r in results for why in r.get("why", []))), "cpu_s": cpu, "reconnects": reconnects, "inbox_wait_p95_ms": waits,
        "away_seen": host_out.get("away_seen", 0), **({"chaos": counts} if args.chaos else {}),
    }
    for error in errors:
        print("error:", error, file=sys.stderr)
    print(json.dumps(summary))
    return 0 if not errors and summary["finished"] == summary["games"] else 1


if __name__ == "__main__":
    sys.exit(main())
