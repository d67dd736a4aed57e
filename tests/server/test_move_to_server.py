"""Game menu "Move this table to a server…" (issue 24), a person's journey: Anna hosts a Copenhagen
game on her computer (an internet broker: a real mosquitto), Bence joins from his code and both
play a turn; Anna moves the table to a real `tarsas serve` process on the same broker. Bence's
table carries on with the code he has (no new code, no rejoin); Anna's window now plays her seat
on the server; both play on; her computer no longer holds the game."""
from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from desktop_app.engine.saves import SaveStore
from qt_drive import to_view
from tests.net.broker import mosquitto  # noqa: F401  (fixture)
from tests.online_join.helpers import ensure_remote_module
from tests.ui.test_new_game_memory import open_dialog, pick

from .helpers import Server
from .test_host_on_server import click_start, window
from .test_journey import joined_window, take_two_cards


def take_two_cards_here(qtbot, win, version: int) -> None:
    """On the hosting window's own turn (its match at `version`): click the harbour's first two cards."""
    from desktop_app.games.copenhagen.scene import CardItem

    controller, scene, view = win.table.controller, win.table.scene, win.table.view
    qtbot.waitUntil(lambda: controller.match.version == version and controller.can_act
                    and not controller._awaiting_board, timeout=30000)
    view.fit()
    cards = sorted((i for i in scene.items() if isinstance(i, CardItem) and i.on_click), key=lambda i: i.pos().x())
    points = [to_view(view, card.mapToScene(card.rect.center())) for card in cards[:2]]
    for point in points:
        QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point)
    qtbot.waitUntil(lambda: controller.match.version > version, timeout=30000)


def when_modal(attribute: str, win, act) -> None:
    """`act(dialog)` once the window's modal dialog kept at `attribute` is up."""
    def poll():
        dialog = getattr(win, attribute, None)
        if dialog is not None and dialog.isVisible() and QApplication.activeModalWidget() is dialog:
            act(dialog)
        else:
            QTimer.singleShot(30, poll)
    QTimer.singleShot(30, poll)


def test_a_hosted_table_moves_to_a_server_and_the_friends_code_keeps_working(qtbot, mosquitto, tmp_path, monkeypatch):
    ensure_remote_module(monkeypatch)
    settings = QSettings()
    settings.setValue("online/embedded", False)  # Anna hosts on an internet broker, the server's
    settings.setValue("online/url", mosquitto.url)
    server = Server(mosquitto.url, tmp_path / "server")
    code = server.start()
    anna = window(qtbot, tmp_path / "anna")

    def host_here(dialog):
        pick(qtbot, dialog.rows[1].agent, "remote")
        assert dialog.hosting.where.currentData() == "computer"
        click_start(qtbot, dialog)
    open_dialog(anna, qtbot, "copenhagen", host_here)
    table = anna.table
    qtbot.waitUntil(lambda: table.waiting_room.isVisible(), timeout=10000)
    qtbot.mouseClick(table.waiting_room.lines[0].copy, Qt.LeftButton)
    bence_code = QGuiApplication.clipboard().text()
    bence = joined_window(qtbot, tmp_path / "bence", bence_code)
    qtbot.waitUntil(table.waiting_room.start_button.isEnabled, timeout=30000)
    qtbot.mouseClick(table.waiting_room.start_button, Qt.LeftButton)
    match_id = table.controller.match.match_id
    take_two_cards_here(qtbot, anna, 0)
    take_two_cards(qtbot, bence, 1)
    qtbot.waitUntil(lambda: table.controller.match.version == 2, timeout=30000)
    autosave = anna.store.autosave_path(table.controller.match)
    assert autosave.exists()
    anna._enable_game_actions()  # as the Game menu does when it opens
    assert anna.move_action.isEnabled()

    def paste_code(dialog):
        dialog.code.clear()
        QGuiApplication.clipboard().setText(code)
        qtbot.mouseClick(dialog.code, Qt.LeftButton)
        QTest.keySequence(dialog.code, "Ctrl+V")
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)
    when_modal("_move_dialog", anna, paste_code)
    anna.move_action.trigger()  # Game menu → "Move this table to a server…"
    # Anna's window now plays her seat on the server; the waiting room says Bence is there
    controller = anna.table.controller
    assert getattr(controller, "remote", False) and controller.seat == 0
    assert controller.body["version"] == 2 and controller.can_act
    assert anna._server_room.isVisible() and anna._server_room.lines[1][0].text() == bence_code  # his code, unchanged
    qtbot.mouseClick(anna._server_room.hide_button, Qt.LeftButton)
    assert not autosave.exists()  # her computer no longer holds the game
    take_two_cards(qtbot, anna, 2)
    take_two_cards(qtbot, bence, 3)  # Bence's table carried on, from the code he had
    qtbot.waitUntil(lambda: controller.body["version"] == 4, timeout=30000)
    saves = tmp_path / "server" / "saves"
    saved = SaveStore(saves).load(saves / f"auto-copenhagen-{match_id}.json")
    assert [record.player for record in saved.log] == [0, 1, 0, 1]
    assert controller.state.view_for(0) == saved.state.view_for(0)
    assert bence.table.controller.state.view_for(1) == saved.state.view_for(1)
    assert [seat.agent for seat in saved.seats] == ["remote", "remote"]
    anna.close()
    bence.close()
    assert server.stop() == 0
    log = server.log()
    assert "Traceback" not in log and " ERROR " not in log
    assert log.count(f"room {match_id} moved here: copenhagen after 2 actions, 2 seats (new codes: 1)") == 1
