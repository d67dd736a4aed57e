"""`python -m desktop_app.net.selftest ... --server` (issue 24), small: a real `tarsas serve`
process, its rooms opened through it, every seat remote, the server killed with SIGKILL and
started again during every game; every game ends identical to a local replay of its save."""
from __future__ import annotations

import json
import subprocess
import sys

from tests.net.broker import mosquitto  # noqa: F401  (fixture)


def test_games_finish_through_server_restarts(mosquitto):
    result = subprocess.run([sys.executable, "-m", "desktop_app.net.selftest", "--broker", mosquitto.url,
                             "--game", "christmas_tree", "--players", "2", "--games", "2", "--server", "--seed", "3"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["errors"] == 0 and summary["games"] == summary["finished"] == 2
    assert summary["identical_to_local_replay"] is True
    assert summary["records"] == 4  # each seat of each game had the record its final view names
    assert 1 <= summary["server_restarts"] <= 2 and len(summary["killed_at"]) == 2
    assert all(version >= 2 for version in summary["killed_at"])  # each game its own kill, before its end (else an error)
    assert summary["server_log"]["opened"] == summary["server_log"]["finished"] == 2
    assert summary["server_log"]["started"] == 1 + summary["server_restarts"] and summary["server_log"]["stopped"] == 1


def test_games_finish_through_server_restarts_and_chaos():
    """--chaos on top (a broker of the self-test's own, so it can stop it): the saboteur and the
    flood on every topic, a seat killed while it plays, a forged bye, a second copy of a code,
    the broker stopped while a move is pending, and the server killed once. The flood is 20
    junk messages a second on each topic, not chaos's default 100: the same junk on the same
    topics, each dropped unread, but on a loaded 2-core machine 100/s on every topic made the run
    overrun 300 s (here: 93 s at load 50, 4,455 junk messages, 946 on the server's topic)."""
    result = subprocess.run([sys.executable, "-m", "desktop_app.net.selftest", "--broker", "auto",
                             "--game", "christmas_tree", "--players", "2", "--games", "1", "--server", "--chaos",
                             "--flood", "20", "--seed", "3"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["errors"] == 0 and summary["finished"] == 1 and summary["identical_to_local_replay"] is True
    assert set(summary["cases"]) == {"seat_killed_at", "forged_bye_at", "second_copy_at", "broker_stopped_at"}
    assert summary["server_restarts"] == 1 and summary["sent_while_down"] >= 1
    assert summary["chaos"]["flooded_server"] > 0 and summary["chaos"]["forged"] > 0 and summary["chaos"]["flooded"] > 0
    assert summary["server_log"]["away"] >= 1  # the seat killed while it played


def test_the_parent_reads_a_save_again_only_when_it_changed(tmp_path, monkeypatch):
    """The self-test's parent polls every room's save many times a second; parsing each one every
    time took a third of a core from the server it measures (issue 24's bench)."""
    from desktop_app.net import selftest_server

    parsed = []
    real = selftest_server.saved_version
    monkeypatch.setattr(selftest_server, "saved_version", lambda path: parsed.append(path) or real(path))
    read, path = selftest_server.SavedVersions(), tmp_path / "auto-x.json"
    assert read(path) == (-1, False) and parsed == []  # no file yet: nothing to parse
    path.write_text(json.dumps({"log": [1, 2, 3], "undos": 1}))
    assert read(path) == read(path) == (5, False) and len(parsed) == 1
    path.write_text(json.dumps({"log": [1, 2, 3, 4], "undos": 1, "finished": True}))
    assert read(path) == (6, True) and len(parsed) == 2
