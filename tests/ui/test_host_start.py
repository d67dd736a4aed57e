"""Hosting on the local network starts the embedded broker without freezing the window: the
waiting room says "starting…" while the UI thread keeps running (a QTimer heartbeat ticks), and a
port another program holds is said plainly. The stall itself is measured in bench/host_start.py."""
from __future__ import annotations

import asyncio
import socket
import threading

from PySide6.QtCore import QSettings, QTimer

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net.transport import MemoryBroker, PendingTransport


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def hosted_match() -> Match:
    return Match.start(REGISTRY["copenhagen"], [Seat("Host", "#d35400"), Seat("Anna", "#16a085", "remote")], 4)


def test_the_window_runs_while_the_broker_starts_and_the_waiting_room_says_starting(window, qtbot, monkeypatch):
    from amqtt.broker import Broker

    gate = threading.Event()  # the broker's start waits for the test: "a slow start", without a clock
    original = Broker.start

    async def gated_start(self):
        await asyncio.get_running_loop().run_in_executor(None, gate.wait, 30)
        return await original(self)

    monkeypatch.setattr(Broker, "start", gated_start)
    QSettings().setValue("online/port", free_port())
    window.start(hosted_match())
    table = window.table
    try:
        assert table.link.starting and not table.link.up
        assert "starting…" in table.waiting_room.broker.text()
        ticks = []
        heartbeat = QTimer()
        heartbeat.timeout.connect(lambda: ticks.append(1))
        heartbeat.start(1)
        qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=10000)  # the UI thread turns while the broker waits
        heartbeat.stop()
        assert table.link.starting and not table.link.broker.ready.is_set()
    finally:
        gate.set()
    qtbot.waitUntil(lambda: table.waiting_room.link_up, timeout=15000)
    assert not table.link.starting and "connected" in table.waiting_room.broker.text()
    assert not table.waiting_room.problem.isVisibleTo(table.waiting_room)


def test_a_port_in_use_is_said_plainly(window, qtbot):
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        QSettings().setValue("online/port", port)
        window.start(hosted_match())
        table = window.table
        qtbot.waitUntil(lambda: table.waiting_room.problem.text() != "", timeout=15000)
        text = table.waiting_room.problem.text()
        assert f"port {port} is already in use" in text and "Settings → Online" in text
        assert not table.link.starting and not table.link.up
        table.session.publish_views()  # the host plays on: nothing piles up for a link that never comes
        assert table.link._pending._waiting == []
        assert "starting…" not in table.waiting_room.broker.text() and "not started" in table.waiting_room.broker.text()
        window.show_shelf()  # leaving the table stops what did start: no thread left behind
        assert not [t for t in threading.enumerate() if t.name.startswith(("paho", "tarsas-broker"))]


def test_a_pending_transport_keeps_order_until_the_real_link_comes():
    broker = MemoryBroker()
    listener = broker.connect()
    got = []
    listener.on_message = lambda topic, payload: got.append((topic, payload))
    listener.subscribe("room/#")
    pending = PendingTransport()
    seen = []
    pending.on_message = lambda topic, payload: seen.append((topic, payload))
    pending.subscribe("room/back")
    pending.publish("room/a", b"1", retain=True)
    pending.publish("room/b", b"2")
    broker.pump()
    assert got == [] and broker.retained == {}
    real = broker.connect()
    pending.attach(real)
    broker.pump()
    assert got == [("room/a", b"1"), ("room/b", b"2")] and pending.inner is real
    listener.publish("room/back", b"3")
    broker.pump()
    assert seen == [("room/back", b"3")]
    pending.close()
    assert not real.connected
    late = PendingTransport()
    late.close()  # closed before its link came: the link is closed as soon as it arrives
    link = broker.connect()
    late.publish("room/a", b"1")
    assert late._waiting == []
    late.attach(link)
    assert not link.connected
