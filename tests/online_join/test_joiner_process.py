"""Issue 16 item 4 in real `tarsas tarsas://join/…` processes over a real broker: the link on the
command line opens the joined table, the joiner takes its turn with the mouse, Game → Quit says bye
and exits 0 with nothing on stderr, and a new process rejoining shows the current table at once.
The host is a HostSession over a Match in this test process (its seat played by the test)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from desktop_app.net.embedded import EmbeddedBroker
from desktop_app.net.mqtt import MqttTransport

from net.broker import Mosquitto, free_port, mosquitto_available
from .helpers import Host

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "journey"))
from test_real_process import stderr_problems  # noqa: E402  (tests/journey: the same stderr check)


@pytest.fixture
def broker_url(tmp_path):
    if mosquitto_available():
        broker = Mosquitto(tmp_path)
        broker.start()
        yield broker.url
        broker.stop()
    else:
        broker = EmbeddedBroker("127.0.0.1", free_port())
        broker.start()
        yield broker.url(for_others=False)
        broker.stop()


class LockedTransport:
    """The host's MQTT link with its callbacks under one lock, so the test thread playing the
    host's seat and paho's thread delivering the joiner's actions never touch the Match at once."""

    def __init__(self, inner, lock):
        self.inner, self.lock, self.on_message, self.on_connection = inner, lock, None, None
        inner.on_message = self._deliver

    def _deliver(self, topic, payload):
        with self.lock:
            if self.on_message:
                self.on_message(topic, payload)

    def subscribe(self, pattern):
        self.inner.subscribe(pattern)

    def publish(self, topic, payload, retain=False):
        self.inner.publish(topic, payload, retain)


def run_joiner(code: str, play: bool | int, tmp_path: Path) -> tuple[subprocess.CompletedProcess, list[dict]]:
    """`play`: how many turns the joiner plays with the mouse (True: one) before it quits."""
    env = dict(os.environ)
    env.update({"QT_QPA_PLATFORM": env.get("QT_QPA_PLATFORM", "offscreen"), "TARSAS_DATA_DIR": str(tmp_path / "data"),
                "XDG_CONFIG_HOME": str(tmp_path / "config"), "HOME": str(tmp_path / "home"),
                "QT_MESSAGE_PATTERN": "qt.%{type}: %{message}", "PYTHONFAULTHANDLER": "1"})
    done = subprocess.run([sys.executable, str(HERE / "joiner_process.py"), code, str(int(play))],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120 + 30 * int(play))
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return done, lines


def wait_for(condition, seconds: float = 20) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def test_a_real_joiner_plays_quits_cleanly_and_rejoins(tmp_path, broker_url):
    lock = threading.Lock()
    link = MqttTransport(broker_url, "tarsas-test-host-process")
    assert link.wait_connected(10)
    host = Host(LockedTransport(link, lock), broker_url)
    with lock:
        host.session.start()
        host.play_own_turn()
    done, lines = run_joiner(host.code, True, tmp_path)
    assert done.returncode == 0 and not stderr_problems(done.stderr) and not done.stderr.strip(), done.stderr[-3000:]
    assert lines[0]["version"] == 1 and lines[0]["can_act"] and "your turn" in lines[0]["status"]
    assert lines[1]["version"] == 2 and not lines[1]["can_act"]
    assert wait_for(lambda: host.session.presence[1] == "away")  # Quit said bye
    with lock:
        assert host.match.log[1].player == 1 and host.match.log[1].action[0] == "take"
        host.play_own_turn()
    again, lines = run_joiner(host.code, False, tmp_path)  # the same profile: the shelf knows the game
    assert again.returncode == 0 and not again.stderr.strip(), again.stderr[-3000:]
    assert lines == [{"version": 3, "can_act": True, "status": "Bence, your turn."}]
    assert (tmp_path / "data" / "joined").is_dir() and len(list((tmp_path / "data" / "joined").glob("*.json"))) == 1
    link.close()
