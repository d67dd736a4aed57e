"""The self-test's `--server` mode (issue 24): a real `tarsas serve` process holds the rooms.

    uv run python -m desktop_app.net.selftest --broker mqtt://127.0.0.1:1883 --game copenhagen \
        --players 3 --games 2 --server [--rooms 2] [--seed 1]

The parent starts the server (`python -m desktop_app.net.serve --data <work>/server`), opens every
game's room through it as the app does (net.server_client.create_room: a request sealed to the
server's key from its code), and starts one process per seat, every seat a remote seat, playing
with the app's ClientSession (selftest.run_seat). Each game gets a random version between
KILL_FROM and KILL_SHARE of a game's length (one game of random moves played here): when the
server's save of that game reaches it, the server is killed with SIGKILL and started again at once
on the same folder; it must print the same code, and every room must carry on. At the end each game's save is loaded (engine/saves.py replays its log and
checks it against its snapshot) and must be finished, identical to a local replay, and each seat's
final view must be the save's `view_for(seat)`, with its record. The last line is the usual JSON
plus `server_restarts`, `killed_at` (the versions the kills came at) and `server_log` (how many
lines of each kind the server logged).

`--flood N` floods every seat->host and presence topic (selftest.run_flood) and the server's own
topic with junk, N a second each; `--chaos` adds the self-test's saboteur and its cases
(selftest.run_chaos: a seat killed while it plays, a forged bye, a second copy of a code, and with
`--broker auto` the broker stopped while a move is pending), flooding at 100/s unless --flood says
otherwise; the server's kills then come once the cases are over (a kill during one would leave
the server nothing to see of it: a restarted server never knew the connection whose will fires)."""
from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

KILL_FROM, KILL_SHARE = 2, 0.6  # a kill comes at a random version from KILL_FROM to this share of a game's length
START_WAIT = 60.0            # seconds a (re)started server may take to print its code
CREATORS = 8                 # rooms opened at once (their creators are different people)
COLOURS = ["#c0392b", "#2980b9", "#27ae60", "#f1c40f", "#8e44ad", "#e67e22"]


class ServerProcess:
    """The `tarsas serve` process under test, started again after every kill."""

    def __init__(self, broker: str, data: Path, work: Path, extra: tuple[str, ...] = ()):
        self.broker, self.data, self.work, self.extra = broker, data, work, list(extra)
        self.process: subprocess.Popen | None = None
        self.starts = 0
        self.code: str | None = None
        self.err = open(work / "server.err", "a")

    def start(self) -> str:
        self.starts += 1
        out = self.work / f"server-{self.starts}.out"
        import os

        profile = os.environ.get("TARSAS_NET_PROFILE")  # bench.net --profile: the server's loop too
        runner = ["-m", "cProfile", "-o", str(Path(profile) / f"server-{self.starts}.prof")] if profile else []
        self.process = subprocess.Popen([sys.executable, *runner, "-m", "desktop_app.net.serve", "--broker", self.broker,
                                         "--data", str(self.data), *self.extra], stdout=open(out, "w"), stderr=self.err)
        end = time.monotonic() + START_WAIT
        while time.monotonic() < end:
            lines = out.read_text().splitlines()
            if lines:
                return lines[0].strip()
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited {self.process.returncode}: "
                                   + (self.work / "server.err").read_text()[-400:])
            time.sleep(0.05)
        raise RuntimeError("the server printed no code")

    def cpu_seconds(self, children: bool = False) -> float:
        """The running server process's CPU time (user + system), from /proc (0 where there is none);
        with `children`, that of its running child processes instead (the worker that plays its
        computer seats: a child's time reaches the parent's own counts only once it has ended)."""
        import os

        def own(stat: str) -> int:
            fields = stat.rsplit(")", 1)[1].split()
            return int(fields[11]) + int(fields[12])

        try:
            if not children:
                return round(own(Path(f"/proc/{self.process.pid}/stat").read_text()) / os.sysconf("SC_CLK_TCK"), 2)
            ticks = 0
            for stat in Path("/proc").glob("[0-9]*/stat"):
                try:
                    text = stat.read_text()
                except OSError:
                    continue
                if int(text.rsplit(")", 1)[1].split()[1]) == self.process.pid:  # its parent
                    ticks += own(text)
            return round(ticks / os.sysconf("SC_CLK_TCK"), 2)
        except OSError:
            return 0.0

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> int:
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return -9


def open_room(code: str, game: str, seats: list[dict], clock: float | None = None) -> dict:
    """A room from the server, waiting as a creator would when it says "too many new rooms" (the
    server's budget for all senders together: the self-test may want more rooms than it allows at once)."""
    from .server_client import RefusedByServer, create_room

    for _ in range(600):
        try:
            return create_room(code, game, seats, clock=clock)  # --turn-timeout: the room's turn clock
        except RefusedByServer as exc:
            if "too many new rooms" not in str(exc):
                raise
            time.sleep(1.0)
    raise RuntimeError("the server kept refusing new rooms")


def _clock_of(work: Path, game: dict) -> dict:
    """A room's turn clock as the server's data folder keeps it: its events and held seats."""
    path = work / "server" / "clocks" / f"{game['match_id']}.json"
    data = json.loads(path.read_text()) if path.exists() else {}
    return {"room": game["room"], "timeouts": [event[1:] for event in data.get("events", [])],
            "held": sorted(int(seat) for seat in data.get("held", {}))}


def typical_length(game: str, players: int, seed: int) -> int:
    """How many actions a game of random legal moves takes (the seats play so): one played here."""
    from desktop_app.games import REGISTRY

    spec = REGISTRY[game]
    state, rng, actions = spec.new_game(players, seed, spec.check_options(None)), random.Random(seed), 0
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        actions += 1
    return actions


def saved_version(path: Path) -> tuple[int, bool]:
    """(version, finished) of a game as the server last saved it ((-1, False) while unreadable)."""
    try:
        data = json.loads(path.read_text())
        return len(data["log"]) + 2 * data.get("undos", 0), bool(data.get("finished"))
    except (OSError, ValueError, KeyError, TypeError):
        return -1, False


class SavedVersions:
    """saved_version per save file, parsed again only when the file changed: the parent polls every
    room's save many times a second, and parsing 500 of them each time took a third of a core from
    the server it measures."""

    def __init__(self):
        self._seen: dict = {}  # path -> ((inode, mtime, size), (version, finished))

    def __call__(self, path: Path) -> tuple[int, bool]:
        try:
            stat = path.stat()
        except OSError:
            return -1, False
        key = (stat.st_ino, stat.st_mtime_ns, stat.st_size)
        seen = self._seen.get(path)
        if seen is None or seen[0] != key:
            seen = self._seen[path] = (key, saved_version(path))
        return seen[1]


class SeatsRunning:
    """What selftest.run_chaos watches as "the host": running while any seat process is."""

    def __init__(self, processes: dict):
        self.processes = processes

    def poll(self):
        return None if any(p.poll() is None for p in list(self.processes.values())) else 0


def progress(games: list, saves: Path, game: str, read=saved_version) -> dict:
    """Per room, the version of its game in play (as the self-test's host writes it for run_chaos)."""
    versions = {}
    for row in games:
        current = 10**6
        for entry in row:
            version, finished = read(saves / f"auto-{game}-{entry['match_id']}.json")
            if not finished:
                current = max(version, 0)
                break
        versions[row[0]["room"]] = current
    return versions


def run(args, work: Path, selftest, own_broker=None) -> int:
    from . import codes

    rng = random.Random(args.seed)
    errors: list[str] = []
    # many rooms: the server's budget for new rooms (all creators together) is raised, else their
    # opening alone takes a second each
    server = ServerProcess(args.broker, work / "server", work,
                           ("--new-rooms-per-s", str(max(1, args.rooms))) if args.rooms > 30 else ())
    code = server.start()
    remote = args.players - args.computers  # seats 0..remote-1 are friends' (one process each), the rest computers
    if not 1 <= remote <= args.players:
        raise SystemExit("--computers leaves no friend's seat")
    seats = [{"name": f"Seat {i}", "colour": COLOURS[i], "agent": "remote" if i < remote else "greedy"}
             for i in range(args.players)]
    def opened(_index) -> dict:
        answer = open_room(code, args.game, seats, getattr(args, "turn_timeout", None))
        invites = {int(seat): codes.parse(text) for seat, text in answer["codes"].items()}
        return {"room": invites[0].room_hex, "match_id": answer["match_id"],
                "secrets": [invites[seat].secret.hex() for seat in range(remote)]}
    # per room: its games, each {"room", "secrets", "match_id"} (the seats' plan); the rooms'
    # creators are many people, a few at a time (one after another, 500 rooms took 8.5 minutes)
    with ThreadPoolExecutor(max_workers=CREATORS) as creators:
        made = list(creators.map(opened, range(args.rooms * args.games)))
    games = [made[r * args.games:(r + 1) * args.games] for r in range(args.rooms)]
    plan_data = {"broker": args.broker, "game": args.game, "players": args.players, "think_ms": args.think_ms,
                 "seed": args.seed, "chaos": args.chaos, "rooms": games,
                 "turn_timeout": getattr(args, "turn_timeout", None)}
    plan_path = work / "plan.json"
    plan_path.write_text(json.dumps(plan_data))
    me = [sys.executable, "-m", "desktop_app.net.selftest", "--broker", args.broker, "--game", args.game,
          "--players", str(args.players), "--plan", str(plan_path)]

    def start(role: str, seat: int, twin: bool = False) -> subprocess.Popen:
        name = f"seat{seat}" + ("-twin" if twin else "")
        return subprocess.Popen(me + ["--role", role, "--seat", str(seat), "--out", str(work / f"{name}.json")],
                                stderr=open(work / f"{name}.err", "w"))

    processes = {seat: start("seat", seat) for seat in range(remote)}
    stop = threading.Event()
    counts = {"flooded": 0, "flooded_server": 0, "replayed": 0, "forged": 0, "crossed": 0}
    threads = []
    flood = args.flood if args.flood is not None else (100.0 if args.chaos else 0.0)
    if flood:  # an outsider's junk on every seat->host and presence topic, and on the server's own
        threads = [threading.Thread(target=selftest.run_flood, args=(plan_data, flood, stop, counts), daemon=True),
                   threading.Thread(target=flood_server, args=(args.broker, code, flood, stop, counts), daemon=True)]
    if args.chaos:
        threads.append(threading.Thread(target=selftest.run_saboteur, args=(plan_data, stop, counts), daemon=True))
    cases: dict = {}
    chaos = None
    saves = work / "server" / "saves"
    read = SavedVersions()
    selftest._write(work / "progress.json", progress(games, saves, args.game, read))
    if args.chaos:  # the self-test's chaos cases (a seat killed while playing, a forged bye, a second copy, the broker)
        # only once every seat is at the table (the server named its opening the seat's): a seat
        # process still starting on a busy machine is not yet one that "really plays"
        selftest.wait_until(lambda: all((work / f"ready-seat{seat}").exists() for seat in range(args.players)), 120,
                            lambda: SeatsRunning(processes).poll() is not None)
        chaos = threading.Thread(target=selftest.run_chaos, daemon=True, args=(
            work, plan_data, processes, start, own_broker, cases, SeatsRunning(processes)))
        threads.append(chaos)
    for thread in threads:
        thread.start()
    last = max(KILL_FROM + 1, int(KILL_SHARE * typical_length(args.game, args.players, args.seed)))
    targets = {} if args.no_kill else {game["match_id"]: rng.randint(KILL_FROM, last) for row in games for game in row}
    killed_at: dict[str, int] = {}
    restarts = 0
    deadline = time.monotonic() + 900
    # many rooms: a kill a fraction of a second late changes nothing, and each look stats every save
    poll = 0.05 if sum(len(row) for row in games) <= 20 else 0.25
    while SeatsRunning(processes).poll() is None and time.monotonic() < deadline:
        if chaos is not None:  # run_chaos is progress.json's only reader
            selftest._write(work / "progress.json", progress(games, saves, args.game, read))
        if chaos is not None and chaos.is_alive():
            time.sleep(0.05)  # the server is killed between the chaos cases' effects, never during one
            continue
        due = []
        for match_id, target in targets.items():
            if match_id in killed_at:
                continue
            version, finished = read(saves / f"auto-{args.game}-{match_id}.json")
            if version >= target and not finished:
                due.append((match_id, version))
            elif finished:
                killed_at[match_id] = -1  # it ended before its moment came: said below
        if due:
            server.kill()
            restarts += 1
            killed_at.update(due)
            time.sleep(rng.uniform(0.0, 0.5))
            again = server.start()
            if again != code:
                errors.append(f"the server's code changed after a restart: {again}")
        time.sleep(poll)
    for seat, process in list(processes.items()):
        if process.poll() is None:
            process.kill()
            errors.append(f"seat {seat} did not finish")
    stop.set()
    for thread in threads:
        thread.join(5)
    server_cpu = server.cpu_seconds()
    computers_cpu = server.cpu_seconds(children=True)
    rc = server.stop()
    if rc != 0:
        errors.append(f"the server exited {rc} on SIGTERM")
    summary = _verify(args, work, games, errors, selftest, list(processes), remote)
    server_log = _log_kinds((work / "server.err").read_text())
    summary.update({"server_cpu_s": server_cpu, "server_computers_cpu_s": computers_cpu, "server_cpu_ms_per_action": round(1000 * server_cpu / max(1, summary["actions"]), 2),
                    "server_restarts": restarts, "killed_at": sorted(v for v in killed_at.values()),
                    "server_log": server_log, **({"flood_per_topic": flood} if flood else {})})
    if flood or args.chaos:
        summary["chaos" if args.chaos else "flooded"] = counts if args.chaos else counts["flooded"] + counts["flooded_server"]
    if args.chaos:
        summary["cases"] = cases
        errors += selftest._chaos_errors(cases, {"away_seen": server_log.get("away", 0)}, summary.pop("_taken_over"),
                                         summary["sent_while_down"], own_broker, summary["reconnects"])
    else:
        summary.pop("_taken_over")
    if summary["server_log"].get("ERROR") or summary["server_log"].get("Traceback"):
        errors.append("the server logged errors: " + (work / "server.err").read_text()[-600:])
    for match_id, version in killed_at.items():
        if version < 0:
            errors.append(f"game {match_id} ended before the server was killed during it")
    if getattr(args, "turn_timeout", None):  # the clocks as the server kept them (data/clocks/)
        results = [_clock_of(work, game) for row in games for game in row]
        errors += selftest._clock_errors(results, plan_data)
        summary.update(timeouts_played=sum(len(r["timeouts"]) for r in results), turn_timeout=args.turn_timeout,
                       timeouts_of_playing_seats=sum(1 for r in results for seat, _k in r["timeouts"]
                                                     if seat != selftest.silent_seat(plan_data)))
    summary["errors"] = len(errors)
    for error in errors:
        print("error:", error, file=sys.stderr)
    print(json.dumps(summary))
    return 0 if not errors and summary["finished"] == summary["games"] else 1


def flood_server(broker: str, code_text: str, rate: float, stop: threading.Event, counts: dict) -> None:
    """Junk of a request's size on the server's own topic, `rate` a second."""
    import os

    from .mqtt import MqttTransport
    from .server_code import parse, server_topic

    topic = server_topic(parse(code_text).server_id)
    transport = MqttTransport(broker, "tarsas-flood-" + os.urandom(6).hex())
    transport.wait_connected(10)
    next_at = time.monotonic()
    while not stop.is_set():
        transport.publish(topic, os.urandom(1024 + 72))
        counts["flooded_server"] += 1
        next_at += 1.0 / rate
        pause = next_at - time.monotonic()
        if pause > 0:
            stop.wait(pause)
        else:
            next_at = time.monotonic()
    transport.close()


def _verify(args, work: Path, games: list, errors: list, selftest, keys: list, remote: int) -> dict:
    """Each game as the server saved it, replayed here, against what every seat ended with (a seat
    played from two copies of its code: what either ended with)."""
    from desktop_app.engine.saves import SaveError, SaveStore

    store = SaveStore(work / "server" / "saves")
    finals: dict[int, dict] = {}
    records: dict[int, dict] = {}
    round_trips: list[float] = []
    handled_trips: list[float] = []
    friends = {"cpu_s": {}, "inbox_wait_p95_ms": {}}  # the seat processes' own cost (not the server's)
    taken_over: dict = {}
    reconnects = sent_while_down = 0
    for key in keys:
        path = work / f"seat{key}.json"
        if not path.exists():
            errors.append(f"seat {key} wrote no result")
            continue
        seat = int(str(key).split("-")[0])
        data = json.loads(path.read_text())
        finals.setdefault(seat, {}).update(data["finals"])
        records.setdefault(seat, {}).update(data.get("records", {}))
        round_trips += data["round_trips"]
        handled_trips += data.get("handled_trips", [])
        friends["cpu_s"][f"seat{key}"] = data.get("cpu_s", 0.0)
        friends["inbox_wait_p95_ms"][f"seat{key}"] = data.get("inbox_wait_p95_ms", 0.0)
        taken_over[key] = data.get("taken_over", [])
        reconnects += data.get("reconnects", 0)
        sent_while_down += data.get("sent_while_down", 0)
    finished = identical = actions = 0
    for row in games:
        for game in row:
            try:
                match = store.load(store.folder / f"auto-{args.game}-{game['match_id']}.json")
            except SaveError as exc:  # a log that does not replay to its snapshot is refused here
                errors.append(f"game {game['match_id']}: {exc}")
                continue
            replay = match.fresh_state()
            for record in match.log:
                replay.apply(record.action)
            finished += match.state.is_over
            identical += replay.to_json() == match.state.to_json()
            actions += len(match.log)
            if not match.state.is_over:
                errors.append(f"game {game['match_id']} did not finish")
            for seat in range(remote):
                seen = finals.get(seat, {}).get(game["room"])
                if seen != selftest._digest(match.state.view_for(seat)):
                    errors.append(f"seat {seat} ended game {game['match_id']} with "
                                  + ("no view" if seen is None else "another view than the server's save"))
                elif records.get(seat, {}).get(game["room"]) is not True:
                    errors.append(f"seat {seat} ended game {game['match_id']} without its record")
    total = args.games * args.rooms
    return {"games": total, "finished": finished, "identical_to_local_replay": identical == total,
            "rtt_p50_ms": round(selftest.percentile(round_trips, 0.5) * 1000, 1),
            "rtt_p95_ms": round(selftest.percentile(round_trips, 0.95) * 1000, 1),
            "rtt_handled_p95_ms": round(selftest.percentile(handled_trips, 0.95) * 1000, 1), "friends": friends,
            "rooms": args.rooms, "actions": actions, "reconnects": reconnects, "sent_while_down": sent_while_down,
            "records": sum(v is True for seen in records.values() for v in seen.values()), "_taken_over": taken_over}


LOG_KINDS = {"started": r"table server \w+ on .*rooms open$", "stopped": r"table server \w+ stopped$",
             "opened": r"room \w+ opened: ", "finished": r"room \w+ finished after ", "online": r": seat \d+ \(.*\) online$",
             "away": r": seat \d+ \(.*\) away$", "dropped": r" dropped \d+ messages in ", "ERROR": r" ERROR ",
             "Traceback": r"^Traceback"}


def _log_kinds(text: str) -> dict:
    """How many lines of each kind the server logged (LOG_KINDS)."""
    import re

    kinds = Counter()
    for line in text.splitlines():
        for kind, pattern in LOG_KINDS.items():
            if re.search(pattern, line):
                kinds[kind] += 1
    return dict(kinds)
