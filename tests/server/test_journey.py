"""A journey on a table server (issue 24): a real `tarsas serve` process (Qt unavailable in it)
holds a Copenhagen room made from its code; two real app windows join from their invite codes
through the shelf's "Join a game" dialog with the mouse and play turns by clicking harbour cards;
the server is killed with SIGKILL mid-game and started again, and both tables carry on."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from desktop_app.engine.saves import SaveStore
from desktop_app.net.server_client import create_room
from desktop_app.ui.main_window import MainWindow
from qt_drive import to_view
from tests.net.broker import mosquitto  # noqa: F401  (fixture)
from tests.online_join.helpers import ensure_remote_module, when_join_dialog_opens

from .helpers import Server

ANNA = {"name": "Anna", "colour": "#c0392b", "agent": "remote"}
BELA = {"name": "Béla", "colour": "#27ae60", "agent": "remote"}


def joined_window(qtbot, folder, code: str) -> MainWindow:
    win = MainWindow(SaveStore(folder))
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()

    def fill_in(dialog):  # the code came in a message: copied there, pasted here
        QGuiApplication.clipboard().setText(code)
        QTest.mouseClick(dialog.edit, Qt.LeftButton)
        dialog.edit.selectAll()
        QTest.keySequence(dialog.edit, "Ctrl+V")
        assert dialog.edit.text() == code
        QTest.mouseClick(dialog.join_button, Qt.LeftButton)
    when_join_dialog_opens(win, fill_in)
    QTest.mouseClick(win.shelf.join_button, Qt.LeftButton)
    assert win.stack.currentWidget() is win._table, win._table and win._table.status.text()
    return win


def take_two_cards(qtbot, win, version: int) -> None:
    """On the window's turn (the table at `version`): click the harbour's first two cards."""
    from desktop_app.games.copenhagen.scene import CardItem

    controller, scene, view = win.table.controller, win.table.scene, win.table.view
    qtbot.waitUntil(lambda: controller.body["version"] == version and controller.can_act
                    and not controller._awaiting_board, timeout=30000)
    view.fit()
    cards = sorted((i for i in scene.items() if isinstance(i, CardItem) and i.on_click), key=lambda i: i.pos().x())
    points = [to_view(view, card.mapToScene(card.rect.center())) for card in cards[:2]]
    for point in points:
        QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point)


def test_two_windows_play_on_a_server_through_its_kill_and_restart(qtbot, mosquitto, tmp_path, monkeypatch):
    ensure_remote_module(monkeypatch)
    server = Server(mosquitto.url, tmp_path / "server")
    code = server.start()
    answer = create_room(code, "copenhagen", [ANNA, BELA])
    anna = joined_window(qtbot, tmp_path / "anna", answer["codes"]["0"])
    bela = joined_window(qtbot, tmp_path / "bela", answer["codes"]["1"])
    take_two_cards(qtbot, anna, 0)
    take_two_cards(qtbot, bela, 1)  # Béla's table shows Anna's move, then his turn
    qtbot.waitUntil(lambda: anna.table.controller.body["version"] == 2, timeout=30000)
    server.kill()
    qtbot.waitUntil(lambda: anna.table.controller.host_away and bela.table.controller.host_away, timeout=30000)
    assert server.start() == code
    qtbot.waitUntil(lambda: not anna.table.controller.host_away, timeout=30000)
    take_two_cards(qtbot, anna, 2)  # the same table, the same codes, after the restart
    qtbot.waitUntil(lambda: bela.table.controller.body["version"] == 3 and bela.table.controller.can_act, timeout=30000)
    saved = SaveStore(tmp_path / "server" / "saves").load(
        tmp_path / "server" / "saves" / f"auto-copenhagen-{answer['match_id']}.json")
    assert [record.player for record in saved.log] == [0, 1, 0]
    assert anna.table.controller.state.view_for(0) == saved.state.view_for(0)
    assert bela.table.controller.state.view_for(1) == saved.state.view_for(1)
    anna.close()
    bela.close()
    assert server.stop() == 0
    log = server.log()
    assert "Traceback" not in log and " ERROR " not in log
    assert log.count(f"room {answer['match_id']}: seat 0 (Anna) away") == 1  # her window said goodbye as it closed
