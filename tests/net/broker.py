"""A real mosquitto per test module on a free loopback port (CI installs mosquitto; see .ci/run)."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

import pytest


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Mosquitto:
    def __init__(self, folder: Path):
        self.folder = folder
        self.port = free_port()
        self.conf = folder / "mosquitto.conf"
        # `user root`: run as root (CI), mosquitto would otherwise drop to a user that can't read tmp.
        self.conf.write_text(f"listener {self.port} 127.0.0.1\nallow_anonymous true\nuser root\n"
                             "persistence false\nset_tcp_nodelay true\n")
        self.process = None

    @property
    def url(self) -> str:
        return f"mqtt://127.0.0.1:{self.port}"

    def start(self) -> None:
        binary = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
        self.process = subprocess.Popen([binary, "-c", str(self.conf)], stdout=subprocess.DEVNULL,
                                        stderr=open(self.folder / "mosquitto.log", "a"))
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("mosquitto did not start: " + (self.folder / "mosquitto.log").read_text()[-500:])

    def stop(self) -> None:
        if self.process:
            self.process.terminate()
            self.process.wait(5)
            self.process = None


def mosquitto_available() -> bool:
    return bool(shutil.which("mosquitto") or Path("/usr/sbin/mosquitto").exists())


@pytest.fixture(scope="module")
def mosquitto(tmp_path_factory):
    if not mosquitto_available():
        if os.environ.get("CI"):
            pytest.fail("mosquitto is not installed: .ci/run must install it")
        pytest.skip("mosquitto is not installed (apt-get install mosquitto)")
    broker = Mosquitto(tmp_path_factory.mktemp("mosquitto"))
    broker.start()
    yield broker
    broker.stop()
