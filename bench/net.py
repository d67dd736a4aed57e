"""Online play figures (issue 16): `uv run python -m bench.net [--rooms 200] [--think-ms 3000]`.

Starts a private mosquitto on a free loopback port (set_tcp_nodelay on), then runs the headless
self-test twice: one 4-seat Copenhagen room with no think time (the loopback round trip: a seat
sends its action, the host validates and applies it, and the seat sees the new view), and ROOMS
concurrent 4-seat rooms whose seats think up to THINK ms before each move (a person's pace; with
no pause 200 rooms are a denial-of-service test, not a game night). Prints one JSON line last.
Targets: loopback rtt p95 <= 50 ms; 200 rooms rtt p95 <= 250 ms.

The round trip is what a player waits for: from the moment a seat sends its action to the moment
the seat has the next view in hand (decrypted, parsed). The computer players choose through the
network at the cheapest level there is (a uniformly random legal action; the host's own seat plays
the engine's "random" level), so the figure is the network's and the host's, not a search's.
All processes (one host with every room, one process per remote seat, each with a paho link per
room: 800 connections) and the broker run on this machine; `cpu_s` says where its time went,
`inbox_wait_p95_ms` how long messages queued inside each process."""
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
    parser.add_argument("--profile", metavar="DIR", help="cProfile every process of the many-rooms run into DIR")
    args = parser.parse_args(argv)
    broker, url = start_mosquitto(Path(tempfile.mkdtemp(prefix="tarsas-bench-net-")))
    env = None
    if args.profile:
        Path(args.profile).mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "TARSAS_NET_PROFILE": str(Path(args.profile).resolve())}
    try:
        loopback = selftest(url, "--game", args.game, "--players", "4", "--games", "2")
        started, broker_before = time.monotonic(), cpu_seconds(broker.pid)
        many = selftest(url, "--game", args.game, "--players", "4", "--games", "1", "--rooms", str(args.rooms),
                        "--think-ms", str(args.think_ms), env=env)
        many["wall_s"] = round(time.monotonic() - started, 1)
        many["cpu_s"]["mosquitto"] = round(cpu_seconds(broker.pid) - broker_before, 2)
        many["load_average"] = [round(x, 2) for x in os.getloadavg()]
    finally:
        broker.terminate()
        broker.wait(5)
    result = {"loopback": loopback, "rooms": many,
              "targets": {"loopback_rtt_p95_ms": [loopback["rtt_p95_ms"], 50],
                          f"rooms_{args.rooms}_rtt_p95_ms": [many["rtt_p95_ms"], 250]}}
    print(f"loopback, 1 room x 4 seats: rtt p50 {loopback['rtt_p50_ms']} ms, p95 {loopback['rtt_p95_ms']} ms, "
          f"{loopback['bytes_per_action']} bytes/action")
    print(f"{args.rooms} rooms x 4 seats (think <= {args.think_ms} ms): rtt p50 {many['rtt_p50_ms']} ms, "
          f"p95 {many['rtt_p95_ms']} ms, {many['finished']}/{many['games']} finished, errors {many['errors']}")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
