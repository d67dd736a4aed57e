"""Issue 16's journey with two app processes (offscreen): one hosts a Copenhagen game with a
friend's seat on its embedded broker, the other joins by the invite code (a `tarsas tarsas://join/`
command line), both play a turn with real mouse clicks, the joiner quits (exit 0, nothing on
stderr) and rejoins to the current table at once; then the host quits cleanly too.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from net.broker import free_port
from .test_joiner_process import run_joiner, stderr_problems

HERE = Path(__file__).resolve().parent



def wait_for(condition, seconds: float = 60) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def host_state(folder: Path) -> dict:
    try:
        return json.loads((folder / "host.json").read_text())
    except (OSError, ValueError):
        return {}


def test_two_windows_host_and_join_by_code(tmp_path):
    host_dir = tmp_path / "host"
    host_dir.mkdir()
    env = dict(os.environ)
    env.update({"QT_QPA_PLATFORM": env.get("QT_QPA_PLATFORM", "offscreen"), "TARSAS_DATA_DIR": str(host_dir / "data"),
                "XDG_CONFIG_HOME": str(host_dir / "config"), "HOME": str(host_dir / "home"),
                "QT_MESSAGE_PATTERN": "qt.%{type}: %{message}", "PYTHONFAULTHANDLER": "1"})
    host = subprocess.Popen([sys.executable, str(HERE / "two_window_host.py"), str(host_dir), str(free_port())],
                            cwd=host_dir, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert wait_for(lambda: (host_dir / "code").exists() or host.poll() is not None), "no invite code"
        assert host.poll() is None, host.communicate()[1][-3000:]
        code = (host_dir / "code").read_text()
        joiner_dir = tmp_path / "joiner"
        joiner_dir.mkdir()
        done, lines = run_joiner(code, True, joiner_dir)  # joins, waits for its turn, plays, quits
        assert not host_state(host_dir).get("problem"), host_state(host_dir)["problem"]
        assert done.returncode == 0 and not done.stderr.strip(), (done.stderr[-3000:], host_state(host_dir), lines)
        assert lines[0]["version"] == 1 and lines[0]["can_act"]  # Anna (the host) played first
        assert lines[1]["version"] >= 2
        assert wait_for(lambda: host_state(host_dir).get("presence", {}).get("1") == "away")  # bye
        moves = host_state(host_dir).get("moves", [])
        assert moves[:2] == [[0, "take"], [1, "take"]]  # each window played its turn with the mouse
        assert wait_for(lambda: len(host_state(host_dir).get("moves", [])) >= 3)  # the host plays on: Anna again
        again, lines = run_joiner(code, False, joiner_dir)  # the same profile rejoins: the table of now
        assert again.returncode == 0 and not again.stderr.strip(), again.stderr[-3000:]
        assert lines[0]["version"] == len(host_state(host_dir).get("moves", [])) == 3 and lines[0]["can_act"]
        (host_dir / "quit").write_text("")
        out, err = host.communicate(timeout=60)
        assert host.returncode == 0 and not stderr_problems(err) and not err.strip(), err[-3000:]
    finally:
        if host.poll() is None:
            host.kill()
            _out, err = host.communicate()
            print("the host's stderr (shown when the test failed):", err[-3000:], sep="\n")
