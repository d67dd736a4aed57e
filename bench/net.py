"""Online play figures (issue 16): `uv run python -m bench.net [--rooms 200] [--think-ms 3000]`.

Starts a private mosquitto on a free loopback port (set_tcp_nodelay on), then runs the headless
self-test twice: one 4-seat Copenhagen room with no think time (the loopback round trip: a seat
sends its action, the host validates and applies it, and the seat sees the new view), and ROOMS
concurrent 4-seat rooms whose seats think up to THINK ms before each move (a person's pace; with
no pause 200 rooms are a denial-of-service test, not a game night). Prints one JSON line last.
A third run repeats the loopback one while an outsider floods every seat->host and presence topic
with junk (FLOOD a second each, `--flood`). Targets: loopback rtt p95 <= 50 ms; flooded <= 150 ms;
200 rooms rtt p95 <= 250 ms.

The table server (issue 24; `--server-rooms 500`, `--server-only` for this part alone): one
`tarsas serve` process holds SERVER_ROOMS concurrent 4-seat rooms, seats 0-1 friends' (one seat
process each, a link per room) and seats 2-3 the server's medium computer players (its worker
thread); the friends think up to THINK ms. The same round trip, from the friend's side: its action
checked, applied, saved (fsync) and its next view arrived at the friend's computer. Target: rtt
p95 <= 250 ms at 500 rooms. `server_cpu_s` is the server process's CPU time over the run.
Since session 12 the round trip ends when the view reaches the seat process (its arrival time is
the session's clock while it handles it): one seat process plays 250-500 people, and a view that
queued behind other rooms' views inside it is that process's delay, which no person with one table
has. That wait is still measured: `rtt_handled_p95_ms` is the round trip to the view handled, and
`friends` has each seat process's CPU and inbox wait; both are printed.

The round trip is what a player waits for: from the moment a seat sends its action to the moment
the next view reaches the seat's process (`rtt_handled_p95_ms`: until that process has it in hand,
decrypted and parsed, after any other rooms' views queued before it). The computer players choose through the
network at the cheapest level there is (a uniformly random legal action; the host's own seat plays
the engine's "random" level), so the figure is the network's and the host's, not a search's.
All processes (one host with every room, one process per remote seat, each with a paho link per
room: 800 connections) and the broker run on this machine; `cpu_s` says where its time went,
`inbox_wait_p95_ms` how long messages queued inside each process.

`--host-cpu GAMES`: no broker and no seat processes: the host's own CPU per action (what a room
costs the app's host and `tarsas serve`), for each game. Its HostSession serves three remote seats
over the in-memory broker (seat 0 is the host's computer), every seat playing random legal
actions; only the time inside the host's session (each seat message handled, each of its own
moves applied and published) is counted, in CPU time, so it does not depend on the machine's load.

`--links N`: N broker links in one process, served by one LinkLoop thread and by a paho thread
each, alternately (twice): each link sends one 3 KB message to another, four bursts of N; the
latency from the publish to the receiver's callback, and the process's CPU."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_mosquitto(folder: Path) -> tuple[subprocess.Popen, str]:
    port = free_port()
    conf = folder / "mosquitto.conf"
    conf.write_text(f"listener {port} 127.0.0.1\nallow_anonymous true\nuser root\npersistence false\n"
                    "set_tcp_nodelay true\nmax_queued_messages 10000\n")
    binary = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
    process = subprocess.Popen([binary, "-c", str(conf)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            time.sleep(0.05)
    return process, f"mqtt://127.0.0.1:{port}"


def cpu_seconds(pid: int) -> float:
    """A process's CPU time (user + system) from /proc (the broker's share of the machine)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return round((int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"), 2)


def selftest(url: str, *args: str, env: dict | None = None) -> dict:
    done = subprocess.run([sys.executable, "-m", "desktop_app.net.selftest", "--broker", url, *args],
                          capture_output=True, text=True, timeout=1800, env=env)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise RuntimeError(done.stderr[-2000:])
    return json.loads(lines[-1])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.net")
    parser.add_argument("--rooms", type=int, default=200)
    parser.add_argument("--think-ms", type=int, default=3000)
    parser.add_argument("--game", default="copenhagen")
    parser.add_argument("--flood", type=float, default=60.0, help="junk per topic per second in the flooded run")
    parser.add_argument("--server-rooms", type=int, default=500, help="rooms in the table server's run")
    parser.add_argument("--server-only", action="store_true", help="only the table server's run")
    parser.add_argument("--profile", metavar="DIR", help="cProfile every process of the many-rooms run into DIR")
    parser.add_argument("--host-cpu", type=int, metavar="GAMES",
                        help="only the host's CPU per action, GAMES games of each title, no broker")
    parser.add_argument("--links", type=int, metavar="N", help="only: N links on one thread against a thread each")
    args = parser.parse_args(argv)
    if args.links:
        broker, url = start_mosquitto(Path(tempfile.mkdtemp(prefix="tarsas-bench-links-")))
        try:
            runs = [links_burst(url, args.links, one_thread) for _ in range(2) for one_thread in (True, False)]
        finally:
            broker.terminate()
            broker.wait(5)
        for run in runs:
            print(run)
        print(json.dumps({"links": runs}))
        return 0
    if args.host_cpu:
        figures = {game: host_cpu(game, args.host_cpu) for game in ("copenhagen", "kingdom_builder", "christmas_tree", "new_york")}
        for game, figure in figures.items():
            print(f"{game}: host CPU {figure['host_cpu_ms_per_action']} ms per action "
                  f"({figure['actions']} actions, {figure['views_per_action']} views built per action)")
        print(json.dumps({"host_cpu": figures}))
        return 0
    broker, url = start_mosquitto(Path(tempfile.mkdtemp(prefix="tarsas-bench-net-")))
    env = None
    if args.profile:
        Path(args.profile).mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "TARSAS_NET_PROFILE": str(Path(args.profile).resolve())}
    if args.server_only:
        try:
            served = server_run(url, broker, args, env)
        finally:
            broker.terminate()
            broker.wait(5)
        print_server(args, served)
        print(json.dumps({"server": served, "targets": {
            f"server_{args.server_rooms}_rtt_p95_ms": [served["rtt_p95_ms"], 250]}}))
        return 0
    try:
        loopback = selftest(url, "--game", args.game, "--players", "4", "--games", "2")
        # the same while an outsider floods every seat->host and presence topic (issue 23)
        flooded = selftest(url, "--game", args.game, "--players", "4", "--games", "2", "--flood", str(args.flood))
        started, broker_before = time.monotonic(), cpu_seconds(broker.pid)
        many = selftest(url, "--game", args.game, "--players", "4", "--games", "1", "--rooms", str(args.rooms),
                        "--think-ms", str(args.think_ms), env=env)
        many["wall_s"] = round(time.monotonic() - started, 1)
        many["cpu_s"]["mosquitto"] = round(cpu_seconds(broker.pid) - broker_before, 2)
        many["load_average"] = [round(x, 2) for x in os.getloadavg()]
        served = server_run(url, broker, args, env)
    finally:
        broker.terminate()
        broker.wait(5)
    result = {"loopback": loopback, "flooded": flooded, "rooms": many, "server": served,
              "targets": {"loopback_rtt_p95_ms": [loopback["rtt_p95_ms"], 50],
                          "flooded_rtt_p95_ms": [flooded["rtt_p95_ms"], 150],
                          f"rooms_{args.rooms}_rtt_p95_ms": [many["rtt_p95_ms"], 250],
                          f"server_{args.server_rooms}_rtt_p95_ms": [served["rtt_p95_ms"], 250]}}
    print(f"loopback, 1 room x 4 seats: rtt p50 {loopback['rtt_p50_ms']} ms, p95 {loopback['rtt_p95_ms']} ms, "
          f"{loopback['bytes_per_action']} bytes/action")
    print(f"flooded ({args.flood:g}/s on every seat->host and presence topic): rtt p50 {flooded['rtt_p50_ms']} ms, "
          f"p95 {flooded['rtt_p95_ms']} ms, {flooded['dropped']} dropped by the host")
    print(f"{args.rooms} rooms x 4 seats (think <= {args.think_ms} ms): rtt p50 {many['rtt_p50_ms']} ms, "
          f"p95 {many['rtt_p95_ms']} ms, {many['finished']}/{many['games']} finished, errors {many['errors']}")
    print_server(args, served)
    print(json.dumps(result))
    return 0


def links_burst(url: str, count: int, one_thread: bool) -> dict:
    """`--links`: one process's links passing bursts of messages (module docstring)."""
    import queue
    import statistics

    from desktop_app.net.mqtt import LinkLoop, MqttTransport

    loop = LinkLoop() if one_thread else None
    arrived: queue.Queue = queue.Queue()
    links = []
    for i in range(count):
        link = MqttTransport(url, f"tarsas-bench-links-{os.getpid()}-{i}", loop=loop)
        link.on_message = lambda topic, _payload: arrived.put((topic, time.monotonic()))
        link.subscribe(f"tarsas/bench/links/{i}")
        links.append(link)
    for link in links:
        link.wait_connected(60)
    time.sleep(2)  # every subscription in place
    sent, latencies = {}, []
    cpu, started = time.process_time(), time.monotonic()
    for _ in range(4):
        for i in range(count):
            sent[f"tarsas/bench/links/{i}"] = time.monotonic()
            links[(i + 1) % count].publish(f"tarsas/bench/links/{i}", b"x" * 3000)
        for _ in range(count):
            topic, at = arrived.get(timeout=60)
            latencies.append(at - sent[topic])
    result = {"links": count, "one_thread": one_thread, "p50_ms": round(statistics.median(latencies) * 1000, 1),
              "p95_ms": round(sorted(latencies)[int(0.95 * (len(latencies) - 1))] * 1000, 1),
              "cpu_s": round(time.process_time() - cpu, 2), "wall_s": round(time.monotonic() - started, 2)}
    for link in links:
        link.close(0.2)
    if loop is not None:
        loop.stop()
    return result


def host_cpu(game: str, games: int, players: int = 4) -> dict:
    """The host session's CPU time per action over `games` random games (module docstring)."""
    import random

    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games import REGISTRY
    from desktop_app.net.client import ClientSession
    from desktop_app.net.codes import Invite, new_room, new_secret
    from desktop_app.net.host import HostSession
    from desktop_app.net.transport import MemoryBroker

    spent, actions, views = 0.0, 0, 0
    for seed in range(games):
        rng, broker = random.Random(seed), MemoryBroker(seed)
        seats = [Seat("Host", "#333333", "random")] + [Seat(f"Seat {i}", "#777777", "remote") for i in range(1, players)]
        match = Match.start(REGISTRY[game], seats, seed)
        room, secrets = new_room(), {i: new_secret() for i in range(1, players)}
        host = HostSession(match, room, secrets, broker.connect())
        ticks = iter(range(10**9))
        host.clock = lambda: next(ticks) * 0.1  # memory-speed play must not look like a flood
        clients = [ClientSession(Invite(room, i, secrets[i], "mqtt://127.0.0.1:1883"), broker.connect())
                   for i in range(1, players)]
        packed = host._packed

        def counted(*args, packed=packed):
            nonlocal views
            views += 1
            return packed(*args)
        host._packed = counted
        handle = host.handle

        def timed(topic, payload, handle=handle):
            nonlocal spent
            started = time.process_time()
            handle(topic, payload)
            spent += time.process_time() - started
        for transport in broker.clients[:1]:
            transport.on_message = timed
        host.start()
        for client in clients:
            client.start()
        broker.pump()
        for _ in range(20_000):
            state = match.state
            if state.is_over:
                break
            if state.current_player == 0:
                started = time.process_time()
                match.apply(rng.choice(state.legal_actions()))
                host.publish_views()
                spent += time.process_time() - started
            else:
                client = clients[state.current_player - 1]
                if client.my_turn and client.version == match.version and client.pending is None:
                    client.send_action(rng.choice(client.legal_actions()))
            broker.pump()
        actions += len(match.log)
    return {"games": games, "actions": actions, "host_cpu_ms_per_action": round(1000 * spent / max(1, actions), 3),
            "views_per_action": round(views / max(1, actions), 2)}


def server_run(url: str, broker, args, env) -> dict:
    """One `tarsas serve` process with SERVER_ROOMS 4-seat rooms: two friends, two medium computers."""
    started, broker_before = time.monotonic(), cpu_seconds(broker.pid)
    served = selftest(url, "--game", args.game, "--players", "4", "--games", "1", "--rooms", str(args.server_rooms),
                      "--think-ms", str(args.think_ms), "--server", "--no-kill", "--computers", "2", env=env)
    served["wall_s"] = round(time.monotonic() - started, 1)
    served["mosquitto_cpu_s"] = round(cpu_seconds(broker.pid) - broker_before, 2)
    served["load_average"] = [round(x, 2) for x in os.getloadavg()]
    return served


def print_server(args, served: dict) -> None:
    print(f"table server, {args.server_rooms} rooms x 4 seats (2 friends thinking <= {args.think_ms} ms, 2 medium "
          f"computers): rtt p50 {served['rtt_p50_ms']} ms, p95 {served['rtt_p95_ms']} ms "
          f"(to the view handled behind the other rooms' {served.get('rtt_handled_p95_ms')} ms), "
          f"{served['finished']}/{served['games']} finished, errors {served['errors']}, "
          f"server cpu {served['server_cpu_s']} s in {served['wall_s']} s, load average {served['load_average']}")


if __name__ == "__main__":
    sys.exit(main())
