"""The shelf keeps joined games' lines true without opening them (issue 16 item 2, "a game may last
days"), through the real MainWindow: a joined game says "waiting for Anna", the host (here, in
the test) moves, and the shelf's next look says "your turn" (and notifies when the window is
behind) without reopening; the look said nothing to the host. A broker that can't be reached is
noted on its game, the shelf stays usable, and the stored entry is left as it was."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.saves import SaveStore
from desktop_app.net.codes import Invite
from desktop_app.net.joined import JoinedStore
from desktop_app.net.peek import open_transport
from desktop_app.net.transport import MemoryBroker
from desktop_app.ui.main_window import MainWindow

from net.broker import Mosquitto, free_port, mosquitto_available
from .helpers import Host, ensure_remote_module, memory_host

MEMORY_URL = "mqtt://127.0.0.1:1883"  # the helpers' host names this broker; the PumpedBroker serves it




def shelf_window(qtbot, tmp_path, factory, interval_ms=60_000, deadline_ms=3000) -> MainWindow:
    win = MainWindow(SaveStore(tmp_path / "saves"))
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.transport_factory = factory  # joining and the shelf's looks reach the same brokers
    win.join_timeout_ms = 2000
    refresher = win.shelf.refresher
    refresher.interval_ms, refresher.deadline_ms = interval_ms, deadline_ms
    win.show()
    return win


def line(win, row: int) -> str:
    return win.shelf.saves.item(row).text().split("\n")[0]


def test_the_shelf_shows_your_turn_without_reopening_and_says_nothing_to_the_host(qtbot, tmp_path, broker, monkeypatch):
    host = memory_host(broker)
    JoinedStore().remember(host.code, host.session.view_body(1))  # joined earlier, Anna to play
    win = shelf_window(qtbot, tmp_path, lambda invite: broker.connect(), interval_ms=50)
    shelf, refresher = win.shelf, win.shelf.refresher
    qtbot.waitUntil(lambda: shelf.saves.count() == 1, timeout=3000)
    assert line(win, 0) == "Anna's Copenhagen — waiting for Anna"
    qtbot.waitUntil(lambda: refresher.rounds_done >= 2, timeout=5000)  # it looks again and again
    assert line(win, 0) == "Anna's Copenhagen — waiting for Anna"  # nothing new: nothing changed
    shelf.saves.setCurrentRow(0)
    monkeypatch.setattr(win, "isActiveWindow", lambda: False)  # the window is behind others
    host.play_own_turn()  # now Bence's turn
    qtbot.waitUntil(lambda: line(win, 0) == "Anna's Copenhagen — your turn", timeout=5000)
    assert shelf.saves.currentRow() == 0  # the line changed in place, the selection stayed
    assert win.notifications == ["Your turn in Copenhagen."]  # the joined table's own notification
    entry = JoinedStore().list()[0][0]  # stored: the next start shows it before any look
    assert (entry.version, entry.turn, entry.my_turn) == (1, 1, True)
    rounds = refresher.rounds_done
    qtbot.waitUntil(lambda: refresher.rounds_done >= rounds + 2, timeout=5000)
    assert win.notifications == ["Your turn in Copenhagen."]  # once, when it became your turn
    # The looks never spoke: the host still has never heard of Bence, nothing reached a to_host topic.
    assert host.session.presence == {1: "offline"} and host.session.dropped == []
    assert not [topic for topic, _ in broker.wire if "/s2h/" in topic]
    # Opening the table stops the looks (a table is open: nothing in the background).
    rect = shelf.saves.visualItemRect(shelf.saves.item(0))
    QTest.mouseClick(shelf.saves.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())  # as a hand does:
    QTest.mouseDClick(shelf.saves.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
    assert win.stack.currentWidget() is win.table and win.table.controller.can_act
    assert not refresher.active and refresher.rounds == []
    rounds = refresher.rounds_done
    qtbot.wait(200)  # four intervals
    assert refresher.rounds_done == rounds
    win.show_shelf()  # back: it looks again at once
    qtbot.waitUntil(lambda: refresher.rounds_done > rounds, timeout=5000)
    assert line(win, 0) == "Anna's Copenhagen — your turn"
    qtbot.waitUntil(lambda: host.session.presence[1] == "away", timeout=3000)  # leaving the table said bye
    rounds = refresher.rounds_done
    qtbot.waitUntil(lambda: refresher.rounds_done >= rounds + 2, timeout=5000)
    assert host.session.presence[1] == "away"  # and the shelf's looks are not a hello
    host.session.leave()  # the host quits: its views say so
    qtbot.waitUntil(lambda: line(win, 0) == "Anna's Copenhagen — host away", timeout=5000)
    host.session.host_presence = "online"  # back, and the game is played to its end there
    while not host.match.state.is_over:
        host.match.apply(host.match.state.legal_actions()[0])
    host.session.publish_views()
    qtbot.waitUntil(lambda: line(win, 0) == "Anna's Copenhagen — finished", timeout=5000)
    entry = JoinedStore().list()[0][0]
    assert entry.over and entry.scores == list(host.match.state.scores())
    rounds = refresher.rounds_done
    qtbot.wait(200)  # a finished game is not looked at again (nothing else is on the shelf)
    assert refresher.rounds_done == rounds and refresher.rounds == []


def test_an_unreachable_broker_is_noted_and_the_shelf_stays_usable(qtbot, tmp_path, broker):
    host = memory_host(broker)
    host.play_own_turn()
    JoinedStore().remember(host.code, host.session.view_body(1))
    host.match.apply(host.match.state.legal_actions()[0])  # Bence's move, played at the host here
    host.session.publish_views()  # Anna's turn now: the shelf does not know yet
    gone = Host(MemoryBroker().connect())  # a second game, on a broker that is now out of reach
    gone.play_own_turn()
    gone_code = Invite(gone.room, 1, gone.secret, f"mqtt://127.0.0.1:{free_port()}").code()
    stored = JoinedStore().remember(gone_code, gone.session.view_body(1))
    before = stored.path.read_bytes()
    nobody = Host(MemoryBroker().connect())  # a third, on the reachable broker: its host never published
    quiet = JoinedStore().remember(nobody.code, {**nobody.session.view_body(1), "seats": ["Dóra", "Bence"]})
    quiet_before = quiet.path.read_bytes()

    def factory(invite):
        return broker.connect() if invite.broker == MEMORY_URL else open_transport(invite)

    win = shelf_window(qtbot, tmp_path, factory, deadline_ms=1500)
    shelf, refresher = win.shelf, win.shelf.refresher
    qtbot.waitUntil(lambda: shelf.saves.count() == 3, timeout=3000)
    rows = {shelf.saves.item(r).data(Qt.UserRole).code: r for r in range(3)}
    reachable, unreachable, silent = rows[host.code], rows[gone_code], rows[nobody.code]
    assert line(win, reachable) == line(win, unreachable) == "Anna's Copenhagen — your turn"
    assert line(win, silent) == "Dóra's Copenhagen — waiting for Dóra"
    # The reachable game is updated as soon as its view came, while the other link is still trying
    # and the third game on its broker has not answered; the shelf answers clicks meanwhile.
    qtbot.waitUntil(lambda: line(win, reachable) == "Anna's Copenhagen — waiting for Anna", timeout=5000)
    assert len(refresher.rounds) == 2 and refresher.notes == {}
    rect = shelf.saves.visualItemRect(shelf.saves.item(unreachable))
    QTest.mouseClick(shelf.saves.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
    assert shelf.saves.currentRow() == unreachable
    qtbot.waitUntil(lambda: "can't reach the game's server" in line(win, unreachable), timeout=10_000)
    assert line(win, unreachable) == "Anna's Copenhagen — your turn · can't reach the game's server"
    assert stored.path.read_bytes() == before  # "unknown" changes nothing
    assert quiet.path.read_bytes() == quiet_before and line(win, silent) == "Dóra's Copenhagen — waiting for Dóra"
    assert line(win, reachable) == "Anna's Copenhagen — waiting for Anna"
    assert shelf.saves.currentRow() == unreachable and refresher.rounds == []
    win.close()  # quitting with the shelf shown: every link closed, nothing left looking
    assert not refresher.active


def test_over_a_real_mosquitto_the_shelf_looks_through_its_own_link(qtbot, tmp_path, monkeypatch):
    """The app's own path: no transport factory anywhere, the look's own MQTT link (a client id
    of its own, no will) to the code's broker; the host is in this process on its own link."""
    from desktop_app.net.mqtt import MqttTransport, client_id_for
    from desktop_app.ui.online.net_bridge import QtTransport

    if not mosquitto_available():
        pytest.skip("mosquitto is not installed")
    ensure_remote_module(monkeypatch)
    broker = Mosquitto(tmp_path)
    broker.start()
    host_link = MqttTransport(broker.url, client_id_for(b"shelf-test-host-0", "host"))
    try:
        assert host_link.wait_connected(10)
        host = Host(QtTransport(host_link), broker.url)
        host.session.start()
        JoinedStore().remember(host.code, host.session.view_body(1))
        win = shelf_window(qtbot, tmp_path, None, interval_ms=100)
        qtbot.waitUntil(lambda: win.shelf.saves.count() == 1, timeout=3000)
        assert line(win, 0) == "Anna's Copenhagen — waiting for Anna"
        qtbot.waitUntil(lambda: win.shelf.refresher.rounds_done >= 1, timeout=10_000)
        host.play_own_turn()
        qtbot.waitUntil(lambda: line(win, 0) == "Anna's Copenhagen — your turn", timeout=10_000)
        assert host.session.presence == {1: "offline"} and host.session.dropped == []
        win.close()
        assert not win.shelf.refresher.active and win.shelf.refresher.rounds == []
    finally:
        host_link.close()
        broker.stop()


LOOK_AT_START = r"""
import json, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

NETWORK = ("paho", "nacl", "desktop_app.net.peek", "desktop_app.net.mqtt", "desktop_app.ui.shelf_refresh")
loaded = lambda: sorted({m.split(".")[0] if m.startswith(("paho", "nacl")) else m for m in sys.modules if m.startswith(NETWORK)})
app = QApplication([])
seen = {}

class Watch(QObject):
    def eventFilter(self, obj, event):
        if "paint" not in seen and event.type() == QEvent.Paint and isinstance(obj, QWidget) \
                and type(obj.window()).__name__ == "MainWindow":
            seen["paint"] = loaded()
        return False

watch = Watch()
app.installEventFilter(watch)
from desktop_app.ui.main_window import MainWindow

win = MainWindow()
win.show()

def poll():
    refresher = win.shelf._refresher
    if refresher is not None and refresher.rounds:  # the first look has its link
        print(json.dumps([seen["paint"], loaded(), win.shelf.saves.count()]), flush=True)
        os._exit(0)

timer = QTimer()
timer.timeout.connect(poll)
timer.start(10)
QTimer.singleShot(20_000, lambda: os._exit(3))
app.exec()
"""


def test_nothing_of_the_network_loads_before_the_first_paint(tmp_path):
    """Start-up must not grow: paho, PyNaCl and the look load after the shelf's first paint."""
    import json
    import os
    import subprocess
    import sys

    from desktop_app.net.codes import new_room, new_secret

    data = tmp_path / "start"
    code = Invite(new_room(), 1, new_secret(), f"mqtt://127.0.0.1:{free_port()}").code()
    JoinedStore(data / "joined").remember(code, {"game": "copenhagen", "seats": ["Anna", "Bence"], "version": 3, "turn": 0})
    env = {**os.environ, "TARSAS_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", LOOK_AT_START], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    at_paint, after, listed = json.loads(done.stdout.strip().splitlines()[-1])
    assert at_paint == [] and listed == 1
    assert after == ["desktop_app.net.mqtt", "desktop_app.net.peek", "desktop_app.ui.shelf_refresh", "nacl", "paho"]
