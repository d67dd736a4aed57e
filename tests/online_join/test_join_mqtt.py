"""Joining over a real broker (the embedded one a host's app starts, and mosquitto when installed):
the joiner's window connects by the code's broker address over MQTT, plays its turn with the
mouse, quits (bye, the link closed) and rejoins to the current table."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.saves import SaveStore
from desktop_app.net.embedded import EmbeddedBroker
from desktop_app.net.mqtt import MqttTransport, client_id_for
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.online.net_bridge import QtTransport
from qt_drive import to_view

from net.broker import Mosquitto, free_port, mosquitto_available
from .helpers import Host, ensure_remote_module, when_join_dialog_opens


@pytest.fixture(params=["embedded", "mosquitto"])
def broker_url(request, tmp_path):
    if request.param == "embedded":
        broker = EmbeddedBroker("127.0.0.1", free_port())
        broker.start()
        yield broker.url(for_others=False)
        broker.stop()
    else:
        if not mosquitto_available():
            pytest.skip("mosquitto is not installed")
        broker = Mosquitto(tmp_path)
        broker.start()
        yield broker.url
        broker.stop()


def join(qtbot, win, code: str) -> None:
    def fill_in(dialog):
        dialog.edit.setText(code)
        QTest.mouseClick(dialog.join_button, Qt.LeftButton)
    when_join_dialog_opens(win, fill_in)
    QTest.mouseClick(win.shelf.join_button, Qt.LeftButton)
    assert win.stack.currentWidget() is win._table, win._table and win._table.status.text()


def test_join_play_quit_and_rejoin_over_mqtt(qtbot, tmp_path, broker_url, monkeypatch):
    from desktop_app.games.copenhagen.scene import CardItem

    ensure_remote_module(monkeypatch)
    host_link = MqttTransport(broker_url, "tarsas-test-host")
    try:
        assert host_link.wait_connected(10)
        join_play_quit_and_rejoin(qtbot, tmp_path, host_link, broker_url, CardItem)
    finally:
        host_link.close()  # even when an assertion failed: no paho thread left for the next test


def join_play_quit_and_rejoin(qtbot, tmp_path, host_link, broker_url, CardItem) -> None:
    host = Host(QtTransport(host_link), broker_url)
    host.session.start()
    host.play_own_turn()
    win = MainWindow(SaveStore(tmp_path / "saves"))
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    join(qtbot, win, host.code)
    controller, scene, view = win.table.controller, win.table.scene, win.table.view
    qtbot.waitUntil(lambda: not controller._awaiting_board, timeout=5000)
    view.fit()
    assert controller.can_act and controller.body["version"] == 1
    cards = sorted((i for i in scene.items() if isinstance(i, CardItem) and i.on_click), key=lambda i: i.pos().x())
    points = [to_view(view, card.mapToScene(card.rect.center())) for card in cards[:2]]  # before the table re-syncs
    for point in points:
        QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point)
    qtbot.waitUntil(lambda: controller.body["version"] == 2, timeout=10000)
    assert host.match.log[1].player == 1
    assert controller.state.view_for(1) == host.match.state.view_for(1)
    win.close()  # bye, then the MQTT link closes (flushed first)
    qtbot.waitUntil(lambda: host.session.presence[1] == "away", timeout=10000)
    host.play_own_turn()
    again = MainWindow(SaveStore(tmp_path / "saves"))
    qtbot.addWidget(again)
    again.show()
    again.shelf.refresh()
    again.join(again.shelf.saves.item(0).data(Qt.UserRole).code)  # what Resume on the entry does
    rejoined = again.table.controller
    assert rejoined.body["version"] == 3 and rejoined.can_act
    assert rejoined.state.view_for(1) == host.match.state.view_for(1)
    again.close()
