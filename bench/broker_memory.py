"""What floods make the embedded broker hold (issue 23 finding 3): its process's RSS before and
after the floods the issue quotes, the broker in a child process of its own (so the figure is the
broker's alone).

    nice -n 10 uv run python -m bench.broker_memory [--tree /work/main] [--open]

`--tree`: import desktop_app from another checkout (e.g. main, to measure before the fix);
`--open`: an open broker (anyone connects; what main's app started). Without it the broker is
locked to one room, and the floods come from an outsider (refused) and from that room's seat 1 (the
worst a code holder can do). Prints one JSON line."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

CHILD = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
from desktop_app.net.embedded import EmbeddedBroker
port, locked = int(sys.argv[2]), sys.argv[3] == "locked"
logins = None
if locked:
    from desktop_app.net.broker_auth import Logins
    from desktop_app.net.rooms import Room
    room = Room.from_json(__import__("json").loads(sys.argv[4]))
    logins = Logins(); logins.add_room(room)
broker = EmbeddedBroker("127.0.0.1", port, **({"logins": logins} if locked else {}))
broker.start()
print("ready", flush=True)
sys.stdin.read()
broker.stop()
"""


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    return 0.0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tree", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--open", action="store_true")
    args = parser.parse_args()
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from desktop_app.net import topics
    from desktop_app.net.rooms import Room
    from tests.net.broker import free_port
    from tests.net.mqtt_probe import Probe

    port = free_port()
    room = Room.new("bench-room", [1, 2], f"mqtt://127.0.0.1:{port}", True)
    child = subprocess.Popen([sys.executable, "-c", CHILD, args.tree, str(port), "open" if args.open else "locked",
                              json.dumps(room.to_json())], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "ready"
    url = f"mqtt://127.0.0.1:{port}"
    room_hex = room.room.hex()
    figures = {"mode": "open" if args.open else "locked", "tree": args.tree, "idle_mb": rss_mb(child.pid)}

    def attacker():
        if args.open:
            return Probe(url)
        from desktop_app.net.broker_auth import seat_login
        outsider = Probe(url)
        figures["outsider_admitted"] = outsider.admitted()
        outsider.close()
        return Probe(url, *seat_login(room.invite(1)))

    def send(probe, topic, payload, retain=False):
        try:
            probe.publish(topic, payload, retain).wait_for_publish(1)
        except (RuntimeError, ValueError):
            pass  # the broker closed the connection: the message never got in

    # 1. twenty retained 10 MB messages, each on its own topic (a seat's own presence when locked)
    probe = attacker()
    probe.admitted()
    for i in range(20):
        topic = topics.presence(room_hex, 1) if not args.open else f"{topics.ROOT}/{room_hex}/junk/{i}"
        send(probe, topic, b"\0" * 10_000_000, retain=True)
        if probe.gone.is_set():
            probe.close()
            probe = attacker()
            probe.admitted()
    time.sleep(1)
    figures["after_20x10MB_retained_mb"] = rss_mb(child.pid)
    reader = Probe(url, *(() if args.open else __import__("desktop_app.net.broker_auth", fromlist=["x"]).seat_login(room.invite(1))))
    reader.admitted()
    reader.subscribe(f"{topics.ROOT}/{room_hex}/#" if args.open else topics.presence(room_hex, topics.HOST))
    time.sleep(3)
    figures["after_fetched_mb"] = rss_mb(child.pid)
    reader.close()
    # 2. a 1,500 x 200 kB flood to a topic somebody reads (the host reads seat 1's messages)
    host = Probe(url, *(() if args.open else __import__("desktop_app.net.broker_auth", fromlist=["x"]).host_login(room)))
    host.admitted()
    host.subscribe(topics.to_host(room_hex, 1))
    before = rss_mb(child.pid)
    cuts = 0
    for _ in range(1500):
        if probe.gone.is_set():
            cuts += 1
            probe.close()
            if cuts >= 20:
                break  # the broker cuts every such message's connection: enough to see it holds nothing
            probe = attacker()
            probe.admitted()
        send(probe, topics.to_host(room_hex, 1), b"\1" * 200_000)
    figures["connections_cut"] = cuts
    time.sleep(2)
    figures["flood_before_mb"], figures["flood_after_mb"] = before, rss_mb(child.pid)
    figures["flood_delivered"] = len(host.received)
    if not probe.gone.is_set():
        probe.close()
    host.close()
    child.stdin.close()
    child.wait(20)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
