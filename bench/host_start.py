"""The UI thread's longest stall while hosting on the local network starts (issue 16, Settings ->
Online: the host's app starts the embedded broker itself).

A 2 ms QTimer heartbeat runs on the UI thread; HostLink (embedded broker + MQTT link) is built
from inside the event loop, and the run ends when the link is up. The figure is the longest gap
between two heartbeats from just before HostLink is built until the link is up, and also the time
until the link is up. Run: `uv run python -m bench.host_start [--runs 5]`; prints one JSON line."""
from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import sys
import tempfile
import time


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def one_run(app) -> tuple[float, float]:
    from PySide6.QtCore import QTimer

    from desktop_app.net.rooms import Room
    from desktop_app.ui.online.online_settings import HostLink

    port = free_port()
    room = Room.new("0" * 32, [1], f"mqtt://127.0.0.1:{port}", True)
    beats: list[float] = []
    heartbeat = QTimer()
    heartbeat.setInterval(2)
    heartbeat.timeout.connect(lambda: beats.append(time.perf_counter()))
    heartbeat.start()
    state: dict = {}

    def build() -> None:
        beats.append(time.perf_counter())
        state["t0"] = beats[-1]
        state["link"] = HostLink(room)

    QTimer.singleShot(20, build)
    deadline = time.perf_counter() + 20
    while time.perf_counter() < deadline:
        app.processEvents()
        link = state.get("link")
        if link is not None and link.up:
            break
        time.sleep(0.0005)
    up_at = time.perf_counter()
    heartbeat.stop()
    link = state.get("link")
    if link is None or not link.up:
        raise SystemExit("the link did not come up")
    link.close()
    t0 = state["t0"]
    window = [t for t in beats if t >= t0] + [up_at]
    stall = max(b - a for a, b in zip(window, window[1:]))
    return stall * 1000, (up_at - t0) * 1000


def main(argv=None) -> None:
    """Each run in a fresh process: the first hosting in an app's life is the one that counts
    (amqtt's import and the broker's first start)."""
    import subprocess

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("TARSAS_DATA_DIR", tempfile.mkdtemp(prefix="tarsas-bench-"))
    if args.one:
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication(sys.argv[:1])
        stall, up = one_run(app)
        print(json.dumps({"stall": stall, "up": up}))
        return
    stalls, ups = [], []
    for _ in range(args.runs):
        done = subprocess.run([sys.executable, "-m", "bench.host_start", "--one"], capture_output=True,
                              text=True, check=True, timeout=120)
        result = json.loads(done.stdout.strip().splitlines()[-1])
        stalls.append(result["stall"])
        ups.append(result["up"])
    print(json.dumps({"runs": args.runs, "ui_stall_max_ms": round(max(stalls), 1),
                      "ui_stall_median_ms": round(statistics.median(stalls), 1),
                      "link_up_median_ms": round(statistics.median(ups), 1)}))


if __name__ == "__main__":
    main()
