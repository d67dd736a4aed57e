"""Hosting on the local network: the host's app starts the embedded broker itself (Settings ->
Online default), a friend joins over real MQTT, and quitting leaves no thread and a clean exit."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

from PySide6.QtCore import QSettings

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net import codes
from desktop_app.net.client import ClientSession
from desktop_app.net.broker_auth import seat_login
from desktop_app.net.mqtt import MqttTransport, client_id_for
from desktop_app.ui.online.net_bridge import QtTransport

HERE = Path(__file__).resolve().parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def network_threads() -> list[str]:
    return [t.name for t in threading.enumerate() if t.name.startswith(("paho", "tarsas-broker"))]


def test_the_host_app_runs_the_broker_and_a_friend_joins_over_mqtt(window, qtbot):
    port = free_port()
    QSettings().setValue("online/port", port)
    match = Match.start(REGISTRY["copenhagen"], [Seat("Host", "#d35400"), Seat("Anna", "#16a085", "remote")], 4)
    window.start(match)
    table = window.table
    assert table.link.broker is not None and table.link.broker.port == port  # this computer hosts
    invite = codes.parse(table.waiting_room.lines[0].code.text())
    assert invite.broker.endswith(f":{port}")  # the address others use (lan_address())
    assert invite.broker in table.waiting_room.broker.text()
    qtbot.waitUntil(lambda: table.waiting_room.link_up, timeout=10000)
    client = ClientSession(invite, QtTransport(MqttTransport(invite.broker, client_id_for(invite.secret, "seat"), *seat_login(invite))))
    client.start()
    qtbot.waitUntil(table.waiting_room.start_button.isEnabled, timeout=10000)
    qtbot.waitUntil(lambda: client.version == 0, timeout=10000)
    table.waiting_room.start_button.click()
    controller = table.controller
    while match.state.current_player == 0:
        qtbot.waitUntil(lambda: not controller._awaiting_board, timeout=10000)
        assert controller.try_action(controller.state.legal_actions()[0])
    qtbot.waitUntil(lambda: client.my_turn and client.version == len(match.log), timeout=10000)
    client.send_action(client.legal_actions()[0])
    qtbot.waitUntil(lambda: match.log[-1].player == 1, timeout=10000)
    client.transport.close()
    window.show_shelf()  # the host leaves: the link closes and the broker stops
    assert table.link is None and network_threads() == []


def test_quitting_a_hosting_window_exits_cleanly(tmp_path):
    env = dict(os.environ, TARSAS_DATA_DIR=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen", PYTHONFAULTHANDLER="1")
    done = subprocess.run([sys.executable, str(HERE / "host_process.py"), str(free_port())], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stderr == "", done.stderr[-3000:]
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["friend_moves"] >= 2 and summary["threads"] == []
