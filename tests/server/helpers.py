"""A real table server process for the tests (started through no_qt.py: Qt unavailable), and a
seat that plays on it with the app's own ClientSession."""
from __future__ import annotations

import atexit
import queue
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent


def _reap(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.kill()
        process.wait(10)


class Server:
    def __init__(self, broker_url: str, data: Path, *extra: str):
        self.broker_url, self.data, self.extra = broker_url, data, list(extra)
        self.process = None
        self.err = data.parent / f"{data.name}.err"
        self.starts = 0

    def start(self) -> str:
        """Start it; the code it prints first."""
        self.starts += 1
        out = self.data.parent / f"{self.data.name}-{self.starts}.out"
        self.process = subprocess.Popen([sys.executable, str(HERE / "no_qt.py"), "serve", "--broker", self.broker_url,
                                         "--data", str(self.data), *self.extra], stdout=open(out, "w"), stderr=open(self.err, "a"))
        atexit.register(_reap, self.process)  # a failed test leaves no server running after the session
        end = time.monotonic() + 60
        while time.monotonic() < end:
            lines = out.read_text().splitlines()
            if lines:
                return lines[0].strip()
            assert self.process.poll() is None, self.log()
            time.sleep(0.05)
        raise AssertionError("the server printed no code")

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> int:
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(30)

    def log(self) -> str:
        return self.err.read_text() if self.err.exists() else ""


class Seat:
    """One seat played from its invite code (random legal moves), as the app's joined table does."""

    def __init__(self, code: str, seed: int = 1, login: bool = False):
        """`login`: with the seat's own broker login (a locked broker), as the app's joined table."""
        from desktop_app.net import codes
        from desktop_app.net.broker_auth import seat_login
        from desktop_app.net.client import ClientSession, opening_client_id
        from desktop_app.net.mqtt import MqttTransport

        self.invite = codes.parse(code)
        self.inbox: queue.Queue = queue.Queue()
        user, password = seat_login(self.invite) if login else (None, None)
        self.transport = MqttTransport(self.invite.broker, opening_client_id(self.invite), user, password, start=False)
        self.session = ClientSession(self.invite, self.transport)
        self.transport.on_message = lambda topic, payload: self.inbox.put((topic, payload))
        self.transport.on_connection = lambda up: self.inbox.put((None, up))
        self.rng = random.Random(seed)
        self.moves = 0
        self.session.start()
        self.transport.start()

    def pump(self, seconds: float, until=lambda seat: False, play: bool = True) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            try:
                topic, payload = self.inbox.get(timeout=0.05)
                if topic is None:
                    self.session.on_link(payload)
                else:
                    self.session.handle(topic, payload)
            except queue.Empty:
                pass
            self.session.tick()
            if play and self.session.my_turn and self.session.pending is None and not self.over:
                self.session.send_action(self.rng.choice(self.session.legal_actions()))
                self.moves += 1
            if until(self):
                return True
        return until(self)

    @property
    def over(self) -> bool:
        return bool(self.session.body and self.session.body.get("over"))

    def close(self) -> None:
        self.transport.close(flush_seconds=1.0)
